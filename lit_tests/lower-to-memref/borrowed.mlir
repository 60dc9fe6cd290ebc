// Values the plan keeps in an output's buffer before that output is written (the new weight
// is written last): %a at byte 0 of output 0, %b at byte 64, each a view of the output
// argument, the second with its offset (16 elements) in a strided layout.
// RUN: lowtide-opt %s --pass-pipeline=plan | FileCheck %s --check-prefix=PLAN
// RUN: lowtide plan %s | FileCheck %s --check-prefix=REPORT
// RUN: lowtide plan %s --report json | FileCheck %s --check-prefix=JSON
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref | FileCheck %s
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref --mlir-print-op-generic \
// RUN:   | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=UPSTREAM

// PLAN: lt.arena_bytes = 0
// PLAN: stablehlo.tanh %arg0 {lt.live = array<i64: 0, 5>, lt.offset = array<i64: 0>, lt.output = array<i64: 0>}
// PLAN: stablehlo.dot_general %0, %0, {{.*}} {lt.live = array<i64: 2, 7>, lt.offset = array<i64: 64>, lt.output = array<i64: 0>}

// REPORT: arena 0
// REPORT: in output buffers 3 values (192 B) wait in output buffers before their outputs are written, out of the arena
// JSON: "in_output_buffers": {"values": 3, "bytes": 192}

// CHECK: %[[A:.*]] = "memref.reinterpret_cast"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 4, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32>
// CHECK: %[[B:.*]] = "memref.reinterpret_cast"(%arg2) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 16>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 4, 1>}> : (memref<8x8xf32>) -> memref<4x4xf32, strided<[4, 1], offset: 16>>
// The second loop is the dot product of %a with itself, written into %b.
// CHECK: "linalg.generic"(%[[A]], %[[A]], %[[B]])
// CHECK-NOT: lt.view
// UPSTREAM: memref.reinterpret_cast %arg2 to offset: [16], sizes: [4, 4], strides: [4, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[4, 1], offset: 16>>

func.func @main(%x: tensor<4x4xf32>, %w: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<4x4xf32>) {
  %a = stablehlo.tanh %x : tensor<4x4xf32>
  %b = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = stablehlo.dot_general %b, %a, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %d = stablehlo.add %c, %b : tensor<4x4xf32>
  %w2 = stablehlo.multiply %w, %w : tensor<8x8xf32>
  return %w2, %d : tensor<8x8xf32>, tensor<4x4xf32>
}
