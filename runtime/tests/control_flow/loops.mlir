// A step with a while loop whose carries swap and whose body calls a private function, a
// case (three branches) and an if: see control_flow.rs.
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
  ^bb0(%n: tensor<i32>, %k: tensor<i32>, %x: tensor<4xf32>):
    %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %w:3 = "stablehlo.while"(%zero, %x, %x) ({
    ^bb0(%i: tensor<i32>, %a: tensor<4xf32>, %b: tensor<4xf32>):
      %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %a: tensor<4xf32>, %b: tensor<4xf32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %s = "func.call"(%a, %b) <{callee = @add2}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%j, %b, %s) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>)
    %r = "stablehlo.case"(%k) ({
      %d = "stablehlo.add"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%d) : (tensor<4xf32>) -> ()
    }, {
      %o = "stablehlo.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
      %p = "stablehlo.add"(%x, %o) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%p) : (tensor<4xf32>) -> ()
    }, {
      %q = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%q) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %three = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %big = "stablehlo.compare"(%k, %three) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %f = "stablehlo.if"(%big) ({
      %ten = "stablehlo.constant"() <{value = dense<10.0> : tensor<4xf32>}> : () -> tensor<4xf32>
      %t = "stablehlo.multiply"(%x, %ten) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%t) : (tensor<4xf32>) -> ()
    }, {
      "stablehlo.return"(%x) : (tensor<4xf32>) -> ()
    }) : (tensor<i1>) -> tensor<4xf32>
    "func.return"(%w#0, %w#1, %w#2, %r, %f) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "add2", sym_visibility = "private"}> ({
  ^bb0(%u: tensor<4xf32>, %v: tensor<4xf32>):
    %y = "stablehlo.add"(%u, %v) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%y) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
