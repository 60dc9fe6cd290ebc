// RUN: lowtide-opt --mlir-print-op-generic %s --split-input-file --pass-pipeline=cse | FileCheck %s

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
  %c0 = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %c1 = "stablehlo.constant"() <{value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %m0 = "stablehlo.multiply"(%x, %c0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %m1 = "stablehlo.multiply"(%x, %c1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %b:2 = "stablehlo.optimization_barrier"(%x, %m0) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %r = "stablehlo.multiply"(%b#0, %c1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %s = "stablehlo.add"(%m1, %r) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %t = "stablehlo.add"(%s, %m0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%t) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// A duplicate merges only if the earlier value is still read at or after it: %e1 recomputes
// %e0 after %e0's last read, so it stays (merging would keep %e0 alive across %t); %e2 comes
// while %e1 is still needed, so it merges into %e1.
// CHECK-LABEL: "func.func"
// CHECK: %[[E0:.*]] = "stablehlo.exponential"(%arg0)
// CHECK-NEXT: %[[U:.*]] = "stablehlo.add"(%[[E0]], %[[E0]])
// CHECK-NEXT: %[[T:.*]] = "stablehlo.tanh"(%[[U]])
// CHECK-NEXT: %[[E1:.*]] = "stablehlo.exponential"(%arg0)
// CHECK-NEXT: %[[V:.*]] = "stablehlo.add"(%[[E1]], %[[T]])
// CHECK-NEXT: %[[W:.*]] = "stablehlo.add"(%[[E1]], %[[E1]])
// CHECK-NEXT: "stablehlo.add"(%[[W]], %[[V]])
"func.func"() <{function_type = (tensor<1024xf32>) -> tensor<1024xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<1024xf32>):
  %e0 = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %u = "stablehlo.add"(%e0, %e0) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %t = "stablehlo.tanh"(%u) : (tensor<1024xf32>) -> tensor<1024xf32>
  %e1 = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %v = "stablehlo.add"(%e1, %t) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %e2 = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %w = "stablehlo.add"(%e1, %e2) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %z = "stablehlo.add"(%w, %v) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  "func.return"(%z) : (tensor<1024xf32>) -> ()
}) : () -> ()
