// A loop whose carry 1 may take its operand's bytes and whose carry 2 may not (the body
// reads that operand from outside): see control_flow.rs.
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %a = "stablehlo.exponential"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %b = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %w:3 = "stablehlo.while"(%z, %a, %b) ({
  ^bb0(%i: tensor<i32>, %p: tensor<4xf32>, %q: tensor<4xf32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %p: tensor<4xf32>, %q: tensor<4xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %r = "stablehlo.multiply"(%p, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %s = "stablehlo.add"(%q, %r) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%j, %r, %s) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>)
  %o = "stablehlo.add"(%w#1, %w#2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%o) : (tensor<4xf32>) -> ()
}) : () -> ()
