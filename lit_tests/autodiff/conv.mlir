// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='autodiff' | FileCheck %s
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='autodiff,inline,canonicalize,cse,fuse,schedule,assign-buffers,verify-plan' | FileCheck %s --check-prefix=PLAN

// A strided, padded convolution and an overlapping max pool, differentiated: the pool's
// cotangent goes back through select_and_scatter (first maximum of each window), the input's
// through a convolution of the cotangent with the reversed kernel (input and output
// features swapped, stride as input dilation), the kernel's through a convolution of the
// input with the cotangent (batch and features swapped, stride as kernel dilation).
// CHECK: "stablehlo.select_and_scatter"(%0, %{{.*}}, %{{.*}}) <{padding = dense<{{\[\[}}0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}>
// CHECK: comparison_direction GE
// CHECK: "stablehlo.convolution"(%[[G:[0-9]+]], %arg1) <{{.*}}#stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>{{.*}}lhs_dilation = array<i64: 2, 2>, padding = dense<{{\[\[}}1, 2], [1, 2]]>{{.*}}window_reversal = array<i1: true, true>
// CHECK-SAME: -> tensor<1x4x4x2xf32>
// CHECK: "stablehlo.convolution"(%arg0, %[[G]]) <{{.*}}#stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>{{.*}}padding = dense<{{\[\[}}1, 0], [1, 0]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>
// CHECK-SAME: -> tensor<3x3x2x2xf32>
// PLAN: "func.func"
"func.func"() <{function_type = (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x2xf32>):
  %c = "stablehlo.convolution"(%x, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 2, 2>}> : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<1x2x2x2xf32>
  %i = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %m = "stablehlo.reduce_window"(%c, %i) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.maximum"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1x2x2x2xf32>, tensor<f32>) -> tensor<1x1x1x2xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %l = "stablehlo.reduce"(%m, %z) <{dimensions = array<i64: 0, 1, 2, 3>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1x1x1x2xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%l) : (tensor<f32>) -> ()
}) : () -> ()
