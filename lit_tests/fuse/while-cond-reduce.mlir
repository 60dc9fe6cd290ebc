// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse' | FileCheck %s
// A while whose condition ends in a reduce (`jnp.any(...)` in `lax.while_loop`, as
// `lax.igamma` exports) is not a fused reduction: fuse once took it for one and replaced the
// loop with an lt.fused, leaving its readers reading a value nobody defines.
// CHECK: %[[W:.*]]:2 = "stablehlo.while"
// CHECK: "stablehlo.reduce"
// CHECK: "lt.fused"(%[[W]]#1)
"func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<8xf32>):
  %t = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
  %y = "stablehlo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %w:2 = "stablehlo.while"(%t, %y) ({
  ^bb0(%go: tensor<i1>, %v: tensor<8xf32>):
    %five = "stablehlo.constant"() <{value = dense<5.0> : tensor<8xf32>}> : () -> tensor<8xf32>
    %lt = "stablehlo.compare"(%v, %five) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %f = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %any = "stablehlo.reduce"(%lt, %f) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %o = "stablehlo.or"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%o) : (tensor<i1>) -> ()
    }) : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%any) : (tensor<i1>) -> ()
  }, {
  ^bb0(%go: tensor<i1>, %v: tensor<8xf32>):
    %two = "stablehlo.constant"() <{value = dense<2.0> : tensor<8xf32>}> : () -> tensor<8xf32>
    %n = "stablehlo.add"(%v, %two) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "stablehlo.return"(%go, %n) : (tensor<i1>, tensor<8xf32>) -> ()
  }) : (tensor<i1>, tensor<8xf32>) -> (tensor<i1>, tensor<8xf32>)
  %e = "stablehlo.exponential"(%w#1) : (tensor<8xf32>) -> tensor<8xf32>
  %m = "stablehlo.negate"(%e) : (tensor<8xf32>) -> tensor<8xf32>
  "func.return"(%m) : (tensor<8xf32>) -> ()
}) : () -> ()
