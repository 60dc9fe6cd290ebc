// lower-to-memref needs a plan, and refuses one that is incomplete.
// RUN: not lowtide-opt %s --split-input-file --pass-pipeline=lower-to-memref 2>&1 | FileCheck %s

// CHECK: error: pass 'lower-to-memref' failed: lower-to-memref lowers planned functions, and this module has none: run assign-buffers first (e.g. --pass-pipeline=plan,lower-to-memref)
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.tanh %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// CHECK: error: pass 'lower-to-memref' failed: @main: 'stablehlo.tanh' (op 0) has no lt.offset: the plan is incomplete; run assign-buffers again
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> attributes {lt.arena_bytes = 0 : i64} {
  %y = stablehlo.tanh %x : tensor<4xf32>
  %z = stablehlo.exponential %y {lt.offset = array<i64: -1>} : tensor<4xf32>
  return %z : tensor<4xf32>
}
