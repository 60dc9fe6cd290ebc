// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='eqsat' --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing

// The "backward pass" takes tanh(x) again for its derivative; derivative-from-output merges
// it with the forward's tanh(x), which is kept anyway (here an output). x then dies at the
// forward tanh instead of living through v1..v3, and the extraction keeps the alternative
// because the arena's peak drops from four values to three. After extraction the loops are
// fused again (`fuse` with any producer recomputable): x never leaves the forward loop, and
// the rest is one loop reading the stored tanh, so v1..v3 are never stored and nothing is
// computed twice.
// TIMING: derivative-from-output=1, fuse-producer=29, double-negate=0, reversed-kernel=0, loops-fused-after=2, loop-ops-recomputed=0, alternatives-taken=2, alternatives-rejected=5
// CHECK: %[[T:.*]] = "lt.fused"(%arg0, %arg1) ({
// CHECK: "stablehlo.multiply"(%arg3, %arg4)
// CHECK-NEXT: "stablehlo.tanh"
// CHECK: "lt.fused"(%[[T]], %arg2) ({
// CHECK-NOT: "stablehlo.tanh"
// CHECK-NOT: lt.remat
// CHECK: "func.return"
"func.func"() <{function_type = (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<1024xf32>, tensor<1024xf32>), sym_name = "main"}> ({
^bb0(%a: tensor<1024xf32>, %b: tensor<1024xf32>, %g: tensor<1024xf32>):
  %x = "stablehlo.multiply"(%a, %b) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %t = "stablehlo.tanh"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %u = "stablehlo.multiply"(%t, %g) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %v1 = "stablehlo.exponential"(%u) : (tensor<1024xf32>) -> tensor<1024xf32>
  %v2 = "stablehlo.exponential"(%v1) : (tensor<1024xf32>) -> tensor<1024xf32>
  %v3 = "stablehlo.exponential"(%v2) : (tensor<1024xf32>) -> tensor<1024xf32>
  %t2 = "stablehlo.tanh"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %e = "stablehlo.multiply"(%v3, %t2) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %f = "stablehlo.multiply"(%e, %v2) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %h = "stablehlo.multiply"(%f, %v1) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  "func.return"(%h, %t) : (tensor<1024xf32>, tensor<1024xf32>) -> ()
}) : () -> ()
