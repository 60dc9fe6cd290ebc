// A donated parameter updated in place: the function writes its new value into the argument
// (`lt.result = 0` where `tf.aliasing_output = 0` was), the loss and the gradient into output
// arguments. (The gradient is returned, so its GEMM stays whole: a weight gradient computed
// inside its update, `fuse-epilogues`, does not lower to loops yet.)
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref | FileCheck %s
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref --mlir-print-op-generic \
// RUN:   | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @main(%arg0: memref<4x3xf32> {lt.kind = "param", lt.result = 0 : i64}, %arg1: memref<5x4xf32> {lt.kind = "batch"}, %arg2: memref<5x3xf32> {lt.kind = "batch"}, %arg3: memref<f32> {lt.result = 1 : i64, lt.destination}, %arg4: memref<4x3xf32> {lt.result = 2 : i64, lt.destination}) {
// A reduction: the output filled with the initial value, then a loop of reduction iterators.
// CHECK: "memref.load"
// CHECK: iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>]
// CHECK: "arith.addf"
// The update reads and writes the parameter's own buffer, element by element.
// CHECK: "linalg.generic"(%arg0, %{{.*}}, %arg0) <{indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK: "arith.subf"
// transpose and reverse read through their indexing maps.
// CHECK: affine_map<(d0, d1) -> (d1, d0)>
// CHECK: affine_map<(d0, d1) -> (d0, 3 + (d1) * -1)>
// CHECK: "arith.maximumf"
// CHECK-NOT: lt.kernel
// CHECK: return

// UPSTREAM-LABEL: func.func @main(
// UPSTREAM: memref.alloc() {alignment = 64 : i64} : memref<132xi8>
// UPSTREAM: linalg.generic

func.func @main(%w: tensor<4x3xf32> {tf.aliasing_output = 0 : i32}, %x: tensor<5x4xf32>, %y: tensor<5x3xf32>) -> (tensor<4x3xf32>, tensor<f32>, tensor<4x3xf32>) {
  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<5x4xf32>, tensor<4x3xf32>) -> tensor<5x3xf32>
  %e = stablehlo.subtract %p, %y : tensor<5x3xf32>
  %sq = stablehlo.multiply %e, %e : tensor<5x3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %loss = stablehlo.reduce(%sq init: %z) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x3xf32>, tensor<f32>) -> tensor<f32>
  %g = stablehlo.dot_general %x, %e, contracting_dims = [0] x [0] : (tensor<5x4xf32>, tensor<5x3xf32>) -> tensor<4x3xf32>
  %lr = stablehlo.constant dense<0.05> : tensor<4x3xf32>
  %u = stablehlo.multiply %lr, %g : tensor<4x3xf32>
  %w2 = stablehlo.subtract %w, %u : tensor<4x3xf32>
  %ex = stablehlo.exponential %w2 : tensor<4x3xf32>
  %t = stablehlo.transpose %ex, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
  %r = stablehlo.reverse %t, dims = [1] : tensor<3x4xf32>
  %m = stablehlo.reduce(%r init: %z) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
  %l2 = stablehlo.add %loss, %m : tensor<f32>
  return %w2, %l2, %g : tensor<4x3xf32>, tensor<f32>, tensor<4x3xf32>
}
