// lower-to-memref needs a plan, and refuses one that is incomplete or does not check.
// RUN: not lowtide-opt %s --split-input-file --pass-pipeline=lower-to-memref 2>&1 | FileCheck %s

// CHECK: error: pass 'lower-to-memref' failed: lower-to-memref lowers planned functions, and this module has none: run assign-buffers first (e.g. --pass-pipeline=plan,lower-to-memref)
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = stablehlo.tanh %x : tensor<4xf32>
  return %y : tensor<4xf32>
}

// -----

// CHECK: error: pass 'lower-to-memref' failed: @main: 'stablehlo.tanh' (op 0) has 1 results but no lt.offset: lower-to-memref writes only plans that check; plan the module again
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> attributes {lt.arena_bytes = 0 : i64} {
  %y = stablehlo.tanh %x : tensor<4xf32>
  %z = stablehlo.exponential %y {lt.offset = array<i64: -1>} : tensor<4xf32>
  return %z : tensor<4xf32>
}

// -----

// A hand-edited plan that puts two live values on the same bytes.
// CHECK: error: pass 'lower-to-memref' failed: @main: 'stablehlo.add' (op 2) reads result #0 of 'stablehlo.tanh' (op 0) at [0, 128), but those bytes were overwritten by result #0 of 'stablehlo.exponential' (op 1): lower-to-memref writes only plans that check; plan the module again
func.func @main(%x: tensor<32xf32>) -> tensor<32xf32> attributes {lt.arena_bytes = 128 : i64} {
  %a = stablehlo.tanh %x {lt.offset = array<i64: 0>} : tensor<32xf32>
  %b = stablehlo.exponential %x {lt.offset = array<i64: 0>} : tensor<32xf32>
  %c = stablehlo.add %a, %b {lt.offset = array<i64: -1>} : tensor<32xf32>
  return %c : tensor<32xf32>
}
