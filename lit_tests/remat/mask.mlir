// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='inline,canonicalize,cse,fuse,schedule,eqsat{budget=82436},schedule,assign-buffers,verify-plan' | FileCheck %s
// RUN: not lowtide plan %s --budget 81923 2>&1 | FileCheck %s --check-prefix=SMALLEST
// RUN: lowtide plan %s --budget 82436 | FileCheck %s --check-prefix=REPORT
// RUN: lowtide plan %s --budget 82436 --report json | FileCheck %s --check-prefix=JSON
// RUN: lowtide plan %s | FileCheck %s --check-prefix=DEFAULT
// RUN: lowtide plan %s --pipeline 'inline,canonicalize,cse,fuse,fuse-epilogues,schedule,assign-buffers,verify-plan' | FileCheck %s --check-prefix=UNREWRITTEN

// %h is a matmul's result that the step reads twice: by the next matmul, and at the end only
// through `%h > 0` (ReLU's derivative has this form). Without rewrites it lives to the end
// (96.00 KiB). The search computes the comparison right after %h into a 1-bit mask (512
// bytes), which the last loop reads instead, so %h dies at the second matmul: 15.5 KiB less
// at no FLOP cost, where recomputing %h would cost a matmul. Costing no FLOPs, the mask is in
// the default plan too (`eqsat` with no limit). Below that, one matmul is computed again
// (80.00 KiB). The matmuls do not stream: each 2-row block would read the 16 KiB weight again.
// CHECK: %[[H:[0-9]+]] = "stablehlo.dot_general"(%arg0, %arg1)
// CHECK-NEXT: %[[MASK:[0-9]+]] = "lt.fused"(%[[H]]) ({
// CHECK-NEXT: ^bb0(%arg2: tensor<64x64xf32>):
// CHECK: "stablehlo.compare"(%arg2,
// CHECK: }) {{.*}} : (tensor<64x64xf32>) -> tensor<64x64xi1>
// CHECK: "lt.fused"(%{{[0-9]+}}, %[[MASK]]) ({
// CHECK-NEXT: ^bb0(%arg3: tensor<64x64xf32>, %arg4: tensor<64x64xi1>):
// CHECK-NOT: stablehlo.compare
// CHECK: "stablehlo.select"(%arg4, %arg3,
// REPORT: footprint                       82436  80.50 KiB
// REPORT: recomputation                       0  0 FLOP (+0.0%, 0 ops recomputed)
// REPORT: early masks                         1  comparisons computed early into 1-bit masks, so what they compare dies sooner
// JSON: "early_masks": 1
// DEFAULT: footprint                       82436  80.50 KiB
// DEFAULT: early masks                         1
// SMALLEST: the smallest footprint lowtide reaches is 81924 bytes (80.00 KiB, recomputing 1 values)
// UNREWRITTEN: footprint                       98308  96.00 KiB
"func.func"() <{function_type = (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<64x64xf32>, %w: tensor<64x64xf32>):
  %h = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %u = "stablehlo.dot_general"(%h, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %v = "stablehlo.dot_general"(%u, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %t = "stablehlo.dot_general"(%v, %u) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<64x64xf32>}> : () -> tensor<64x64xf32>
  %c = "stablehlo.compare"(%h, %z) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
  %m = "stablehlo.select"(%c, %t, %z) : (tensor<64x64xi1>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  %s = "stablehlo.dot_general"(%m, %m) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<f32>
  "func.return"(%s) : (tensor<f32>) -> ()
}) : () -> ()
