// Copies between parts of buffers: concatenate and pad write their operands into
// memref.subviews of their results (pad fills its result first). A constant that is not a
// splat is a memref.global beside the function.
// cli/tests/lower_to_memref.rs runs it under mlir-runner against the CPU device.
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref | FileCheck %s
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref --mlir-print-op-generic \
// RUN:   | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=UPSTREAM

// CHECK: "memref.global"() <{constant, initial_value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00]> : tensor<8xf32>, sym_name = "__lt_constant_0", sym_visibility = "private", type = memref<8xf32>}> : () -> ()
// CHECK-LABEL: func.func @main(
// CHECK: "memref.subview"(%{{.*}}) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 6>, static_strides = array<i64: 1, 1>}> : (memref<4x8xf32>) -> memref<4x6xf32, strided<[8, 1], offset: 0>>
// CHECK: "memref.copy"(%arg0,
// CHECK: static_offsets = array<i64: 0, 6>, static_sizes = array<i64: 4, 2>
// CHECK: "memref.copy"(%arg1,
// CHECK: "memref.load"
// CHECK: "linalg.generic"
// CHECK: static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (memref<6x9xf32>) -> memref<4x8xf32, strided<[9, 1], offset: 9>>
// CHECK-NOT: lt.kernel
// CHECK: return

// UPSTREAM-LABEL: func.func @main(
// UPSTREAM: memref.subview
func.func @main(%x: tensor<4x6xf32>, %y: tensor<4x2xf32>) -> (tensor<6x9xf32>, tensor<4x8xf32>) {
  %c = stablehlo.concatenate %x, %y, dim = 1 : (tensor<4x6xf32>, tensor<4x2xf32>) -> tensor<4x8xf32>
  %z = stablehlo.constant dense<0.5> : tensor<f32>
  %p = stablehlo.pad %c, %z, low = [1, 0], high = [1, 1], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<6x9xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<4x8xf32>
  %m = stablehlo.compare GT, %c, %zero : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
  %n = stablehlo.negate %c : tensor<4x8xf32>
  %s = stablehlo.select %m, %c, %n : tensor<4x8xi1>, tensor<4x8xf32>
  %w = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %wb = stablehlo.broadcast_in_dim %w, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %sw = stablehlo.multiply %s, %wb : tensor<4x8xf32>
  return %p, %sw : tensor<6x9xf32>, tensor<4x8xf32>
}
