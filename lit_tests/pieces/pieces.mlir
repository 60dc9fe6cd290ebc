// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='pieces{min-bytes=1}' | FileCheck %s
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='pieces{min-bytes=1},schedule,assign-buffers,verify-plan' | FileCheck %s --check-prefix=PLAN
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='pieces{min-bytes=1000000}' | FileCheck %s --check-prefix=NONE
// RUN: lowtide plan %s --pipeline 'pieces{min-bytes=1},schedule,assign-buffers,verify-plan' | FileCheck %s --check-prefix=REPORT
// RUN: lowtide plan %s --pipeline 'pieces{min-bytes=1},schedule,assign-buffers,verify-plan' --report json | FileCheck %s --check-prefix=JSON
// A convolution's backward over a batch of 16: the gradient into the convolution (%ga) is
// computed, read by the weight gradient and read by the input gradient a piece of 4 rows at
// a time in a counted loop; the weight gradient adds each piece to the pieces before it.

// The loop: a counter from 0 to 4 pieces, the weight gradient summed from zeros, the input
// gradient's pieces written into the carry the zeros of %z start (only the loop reads them).
// CHECK: %[[ZEROS:.*]] = "stablehlo.broadcast_in_dim"{{.*}} -> tensor<16x6x6x4xf32>
// CHECK: %[[DW0:.*]] = "stablehlo.broadcast_in_dim"{{.*}} -> tensor<3x3x4x4xf32>
// CHECK: %[[LOOP:.*]]:3 = "stablehlo.while"(%{{.*}}, %[[DW0]], %[[ZEROS]])
// CHECK: dense<4> : tensor<i32>
// CHECK: comparison_direction LT
// CHECK: ^bb0(%[[I:.*]]: tensor<i32>, %[[ACC:.*]]: tensor<3x3x4x4xf32>, %[[CARRY:.*]]: tensor<16x6x6x4xf32>):
// CHECK: %[[ROW:.*]] = "stablehlo.multiply"(%[[I]], %{{.*}})
// CHECK: %[[G:.*]] = "stablehlo.dynamic_slice"(%arg2, %[[ROW]], {{.*}} <{slice_sizes = array<i64: 4, 6, 6, 4>}>
// CHECK: %[[C:.*]] = "stablehlo.convolution"(%[[G]], %arg1){{.*}} -> tensor<4x6x6x4xf32>
// CHECK: %[[X:.*]] = "stablehlo.dynamic_slice"(%arg0, %[[ROW]]
// CHECK: %[[GA:.*]] = "stablehlo.select"({{.*}}, %[[C]], {{.*}}) : {{.*}} -> tensor<4x6x6x4xf32>
// CHECK: %[[DW:.*]] = "lt.conv_accumulate"(%[[X]], %[[GA]], %[[ACC]]){{.*}}[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]{{.*}} -> tensor<3x3x4x4xf32>
// CHECK: %[[D:.*]] = "stablehlo.convolution"(%[[GA]], %arg1)
// CHECK: %[[NEXT:.*]] = "stablehlo.dynamic_update_slice"(%[[CARRY]], %[[D]], %[[ROW]]
// CHECK: "stablehlo.return"(%{{.*}}, %[[DW]], %[[NEXT]])
// CHECK: lt.pieces = 4 : i64
// CHECK: %[[DX:.*]] = "stablehlo.add"(%[[LOOP]]#2, %arg2)
// CHECK: "func.return"(%[[LOOP]]#1, %[[DX]])

// PLAN: "stablehlo.while"
// PLAN: lt.workspace
// PLAN: lt.arena_bytes

// REPORT: batch pieces 1  loops running ops a piece of the batch at a time, so what only they read is never stored whole
// JSON: "piece_loops": 1

// Values under the smallest size are left as they are.
// NONE-NOT: stablehlo.while
// NONE-NOT: lt.conv_accumulate

"func.func"() <{function_type = (tensor<16x6x6x4xf32>, tensor<3x3x4x4xf32>, tensor<16x6x6x4xf32>) -> (tensor<3x3x4x4xf32>, tensor<16x6x6x4xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<16x6x6x4xf32>, %w: tensor<3x3x4x4xf32>, %g: tensor<16x6x6x4xf32>):
  %c = "stablehlo.convolution"(%g, %w) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<16x6x6x4xf32>, tensor<3x3x4x4xf32>) -> tensor<16x6x6x4xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %z = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x6x6x4xf32>
  %p = "stablehlo.compare"(%x, %z) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x6x6x4xf32>, tensor<16x6x6x4xf32>) -> tensor<16x6x6x4xi1>
  %ga = "stablehlo.select"(%p, %c, %z) : (tensor<16x6x6x4xi1>, tensor<16x6x6x4xf32>, tensor<16x6x6x4xf32>) -> tensor<16x6x6x4xf32>
  %dw = "stablehlo.convolution"(%x, %ga) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<16x6x6x4xf32>, tensor<16x6x6x4xf32>) -> tensor<3x3x4x4xf32>
  %d = "stablehlo.convolution"(%ga, %w) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<16x6x6x4xf32>, tensor<3x3x4x4xf32>) -> tensor<16x6x6x4xf32>
  %dx = "stablehlo.add"(%d, %g) : (tensor<16x6x6x4xf32>, tensor<16x6x6x4xf32>) -> tensor<16x6x6x4xf32>
  "func.return"(%dw, %dx) : (tensor<3x3x4x4xf32>, tensor<16x6x6x4xf32>) -> ()
}) : () -> ()
