// Copies between parts of buffers: concatenate and pad write their operands into
// memref.subviews of their results (pad fills its result first).
// cli/tests/lower_to_memref.rs runs it under mlir-runner against the CPU device.
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref | FileCheck %s
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref --mlir-print-op-generic \
// RUN:   | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=UPSTREAM

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
  return %p, %s : tensor<6x9xf32>, tensor<4x8xf32>
}
