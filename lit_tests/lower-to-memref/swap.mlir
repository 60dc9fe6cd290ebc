// Two arguments donated to each other's results: each argument holds its result after the
// call, the first one read into a buffer of its own before the second copy overwrites it.
// cli/tests/lower_to_memref.rs runs it under mlir-runner against the CPU device.
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref | FileCheck %s

// CHECK-LABEL: func.func @main(%arg0: memref<4x8xf32> {lt.kind = "param", lt.result = 0 : i64}, %arg1: memref<4x8xf32> {lt.kind = "param", lt.result = 1 : i64}) {
// CHECK: %[[T0:.*]] = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
// CHECK-NEXT: "memref.copy"(%arg1, %[[T0]])
// CHECK: %[[T1:.*]] = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x8xf32>
// CHECK-NEXT: "memref.copy"(%arg0, %[[T1]])
// CHECK-NEXT: "memref.copy"(%[[T0]], %arg0)
// CHECK-NEXT: "memref.copy"(%[[T1]], %arg1)
func.func @main(%a: tensor<4x8xf32> {tf.aliasing_output = 0 : i32}, %b: tensor<4x8xf32> {tf.aliasing_output = 1 : i32}) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  return %b, %a : tensor<4x8xf32>, tensor<4x8xf32>
}
