// Convolutions as loops: the kernel read through an indexing map, the input too where every
// window position lies in it (1), else loaded in the body, zero in the padding and between a
// dilated input's elements; a reversed window reads the input backwards. The forms a ResNet
// step's forward and backward passes use.
// cli/tests/lower_to_memref.rs and mlir/tests/melior.rs run it under MLIR against the CPU
// device.
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref | FileCheck %s
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref --mlir-print-op-generic \
// RUN:   | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @main(
// CHECK: iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>]
// CHECK: "memref.load"(%arg0,
// CHECK-NOT: lt.kernel
// CHECK: return

// UPSTREAM-LABEL: func.func @main(
"func.func"() <{function_type = (tensor<2x5x5x3xf32>, tensor<3x3x3x4xf32>, tensor<2x5x5x3xf32>, tensor<2x5x5x4xf32>, tensor<2x3x3x4xf32>, tensor<3x3x3x4xf32>, tensor<2x6x6x3xf32>, tensor<2x3x3x4xf32>) -> (tensor<2x5x5x4xf32>, tensor<2x2x2x4xf32>, tensor<3x3x3x4xf32>, tensor<2x6x6x3xf32>, tensor<1x1x3x4xf32>, tensor<2x6x6x3xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<2x5x5x3xf32>, %k: tensor<3x3x3x4xf32>, %a: tensor<2x5x5x3xf32>, %g: tensor<2x5x5x4xf32>, %dy: tensor<2x3x3x4xf32>, %w: tensor<3x3x3x4xf32>, %a6: tensor<2x6x6x3xf32>, %g3: tensor<2x3x3x4xf32>):
  %y = "stablehlo.convolution"(%x, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x5x5x4xf32>
  %s = "stablehlo.convolution"(%x, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x5x5x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x2x2x4xf32>
  %at = "stablehlo.transpose"(%a) <{permutation = array<i64: 3, 1, 2, 0>}> : (tensor<2x5x5x3xf32>) -> tensor<3x5x5x2xf32>
  %gt = "stablehlo.transpose"(%g) <{permutation = array<i64: 3, 1, 2, 0>}> : (tensor<2x5x5x4xf32>) -> tensor<4x5x5x2xf32>
  %dw = "stablehlo.convolution"(%at, %g) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<3x5x5x2xf32>, tensor<2x5x5x4xf32>) -> tensor<3x3x3x4xf32>
  %dx = "stablehlo.convolution"(%dy, %w) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x3x3x4xf32>, tensor<3x3x3x4xf32>) -> tensor<2x6x6x3xf32>
  %a6t = "stablehlo.transpose"(%a6) <{permutation = array<i64: 3, 1, 2, 0>}> : (tensor<2x6x6x3xf32>) -> tensor<3x6x6x2xf32>
  %dw2 = "stablehlo.convolution"(%a6t, %g3) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<3x6x6x2xf32>, tensor<2x3x3x4xf32>) -> tensor<1x1x3x4xf32>
  %r = "stablehlo.convolution"(%dy, %w) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<[[2, 1], [2, 1]]> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: true, true>, window_strides = array<i64: 1, 1>}> : (tensor<2x3x3x4xf32>, tensor<3x3x3x4xf32>) -> tensor<2x6x6x3xf32>
  "func.return"(%y, %s, %dw, %dx, %dw2, %r) : (tensor<2x5x5x4xf32>, tensor<2x2x2x4xf32>, tensor<3x3x3x4xf32>, tensor<2x6x6x3xf32>, tensor<1x1x3x4xf32>, tensor<2x6x6x3xf32>) -> ()
}) : () -> ()
