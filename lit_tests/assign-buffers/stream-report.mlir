// RUN: lowtide plan %s --pipeline 'assign-buffers,verify-plan' | FileCheck %s
// RUN: lowtide plan %s --pipeline 'assign-buffers,verify-plan' --report json | FileCheck %s --check-prefix=JSON

// The convolution is the last reader of %a and streams over it (see decisions.mlir): the
// report counts it, and the arena holds %a, %b and one row (2 x 4608 + 576 bytes).
// CHECK: arena                            9792
// CHECK: streamed                            1  ops write their result over input rows they have read
// JSON: "arena_bytes": 9792
// JSON: "streamed_ops": 1
"func.func"() <{function_type = (tensor<8x6x6x4xf32>, tensor<3x3x4x4xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<8x6x6x4xf32>, %k: tensor<3x3x4x4xf32>):
  %a = "stablehlo.tanh"(%x) : (tensor<8x6x6x4xf32>) -> tensor<8x6x6x4xf32>
  %b = "stablehlo.exponential"(%x) : (tensor<8x6x6x4xf32>) -> tensor<8x6x6x4xf32>
  %c = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<8x6x6x4xf32>, tensor<3x3x4x4xf32>) -> tensor<8x6x6x4xf32>
  %d = "stablehlo.multiply"(%c, %b) : (tensor<8x6x6x4xf32>, tensor<8x6x6x4xf32>) -> tensor<8x6x6x4xf32>
  %s = "stablehlo.dot_general"(%d, %d) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2, 3], rhs_contracting_dimensions = [0, 1, 2, 3]>}> : (tensor<8x6x6x4xf32>, tensor<8x6x6x4xf32>) -> tensor<f32>
  "func.return"(%s) : (tensor<f32>) -> ()
}) : () -> ()
