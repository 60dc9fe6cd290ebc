// RUN: lowtide-opt %s --pass-pipeline=cse | FileCheck %s

// Identical pure ops merge; the barrier's results are distinct values, so the recomputed
// multiply after it is not merged with the original.
// CHECK-LABEL: "func.func"
// CHECK: %[[C:.*]] = "stablehlo.constant"
// CHECK-NOT: "stablehlo.constant"
// CHECK: %[[M:.*]] = "stablehlo.multiply"(%arg0, %[[C]]
// CHECK-NEXT: %[[B:.*]]:2 = "stablehlo.optimization_barrier"(%arg0, %[[M]])
// CHECK-NEXT: %[[R:.*]] = "stablehlo.multiply"(%[[B]]#0, %[[C]])
// CHECK-NEXT: %[[S:.*]] = "stablehlo.add"(%[[M]], %[[R]])
// CHECK-NEXT: %{{.*}} = "stablehlo.add"(%[[S]], %[[M]])
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %c0 = "stablehlo.constant"() <{value = dense<2.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c1 = "stablehlo.constant"() <{value = dense<2.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %m0 = "stablehlo.multiply"(%x, %c0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %m1 = "stablehlo.multiply"(%x, %c1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %b:2 = "stablehlo.optimization_barrier"(%x, %m0) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %r = "stablehlo.multiply"(%b#0, %c1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %s = "stablehlo.add"(%m1, %r) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %t = "stablehlo.add"(%s, %m0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%t) : (tensor<4xf32>) -> ()
}) : () -> ()
