// A step that lowers completely: every op a linalg.generic loop over a view of the arena,
// a memref.copy of a memref.subview, or a view (a reshape sharing its operand's bytes).
// cli/tests/lower_to_memref.rs runs it under mlir-runner against the CPU device.
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref | FileCheck %s
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref --mlir-print-op-generic \
// RUN:   | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @main(%arg0: memref<8x4xf32> {lt.kind = "param"}, %arg1: memref<16x8xf32> {lt.kind = "batch"}, %arg2: memref<16xi32> {lt.kind = "batch"}, %arg3: memref<16x4xf32> {lt.result = 0 : i64, lt.destination}, %arg4: memref<4xf32> {lt.result = 1 : i64, lt.destination}, %arg5: memref<8x4xf32> {lt.result = 2 : i64, lt.destination}) {
// CHECK: %[[ARENA:.*]] = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<256xi8>
// CHECK: "linalg.generic"(%arg1, %arg0, %arg3) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>]
// CHECK: "math.tanh"
// CHECK: "memref.view"(%[[ARENA]], %{{.*}}) : (memref<256xi8>, index) -> memref<4x2xf32>
// CHECK: "memref.subview"(%arg3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 1>, static_sizes = array<i64: 4, 2>, static_strides = array<i64: 2, 1>}> : (memref<16x4xf32>) -> memref<4x2xf32, strided<[8, 1], offset: 9>>
// CHECK: "memref.copy"
// CHECK-NOT: lt.kernel
// CHECK: "memref.dealloc"(%[[ARENA]]) : (memref<256xi8>) -> ()
// CHECK-NEXT: return

// UPSTREAM-LABEL: func.func @main(
// UPSTREAM: memref.alloc() {alignment = 64 : i64} : memref<256xi8>
// UPSTREAM: linalg.generic
// UPSTREAM: memref.dealloc

func.func @main(%w: tensor<8x4xf32>, %x: tensor<16x8xf32>, %l: tensor<16xi32>) -> (tensor<16x4xf32>, tensor<4xf32>, tensor<8x4xf32>) {
  %h = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x4xf32>) -> tensor<16x4xf32>
  %t = stablehlo.tanh %h : tensor<16x4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%t init: %z) applies stablehlo.add across dimensions = [0] : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
  %b = stablehlo.broadcast_in_dim %s, dims = [1] : (tensor<4xf32>) -> tensor<16x4xf32>
  %io = stablehlo.iota dim = 1 : tensor<16x4xi32>
  %lb = stablehlo.broadcast_in_dim %l, dims = [0] : (tensor<16xi32>) -> tensor<16x4xi32>
  %eq = stablehlo.compare EQ, %io, %lb, SIGNED : (tensor<16x4xi32>, tensor<16x4xi32>) -> tensor<16x4xi1>
  %zz = stablehlo.constant dense<0.0> : tensor<16x4xf32>
  %m = stablehlo.select %eq, %t, %zz : tensor<16x4xi1>, tensor<16x4xf32>
  %d = stablehlo.multiply %m, %b : tensor<16x4xf32>
  %g = stablehlo.dot_general %x, %d, contracting_dims = [0] x [0] : (tensor<16x8xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  %c = stablehlo.constant dense<0.125> : tensor<8x4xf32>
  %cg = stablehlo.multiply %c, %g : tensor<8x4xf32>
  %w2 = stablehlo.subtract %w, %cg : tensor<8x4xf32>
  %sl = stablehlo.slice %t [2:10:2, 1:3] : (tensor<16x4xf32>) -> tensor<4x2xf32>
  %r = stablehlo.reshape %sl : (tensor<4x2xf32>) -> tensor<8xf32>
  %r4 = stablehlo.slice %r [0:4] : (tensor<8xf32>) -> tensor<4xf32>
  %s2 = stablehlo.add %s, %r4 : tensor<4xf32>
  return %t, %s2, %w2 : tensor<16x4xf32>, tensor<4xf32>, tensor<8x4xf32>
}
