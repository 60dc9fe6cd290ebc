// RUN: not lowtide-opt --mlir-print-op-generic --split-input-file %s --pass-pipeline=assign-buffers 2>&1 | FileCheck %s

// Two live 2^61-element f32 tensors: 2^64 bytes, which no arena offset can address.
// CHECK: error: pass 'assign-buffers' failed: cannot plan @main: the buffers need more than 4611686018427387904 bytes in total (2^62); nothing that large can be placed
"func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<f32>):
  %a = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2305843009213693952xf32>
  %b = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2305843009213693952xf32>
  %c = "stablehlo.add"(%a, %b) : (tensor<2305843009213693952xf32>, tensor<2305843009213693952xf32>) -> tensor<2305843009213693952xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%c, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<2305843009213693952xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%s) : (tensor<f32>) -> ()
}) : () -> ()

// -----

// CHECK: error: pass 'assign-buffers' failed: cannot plan @main: argument #0 has type tensor<4611686018427387904x8xf32> whose byte size overflows 64 bits
"func.func"() <{function_type = (tensor<4611686018427387904x8xf32>) -> tensor<4611686018427387904x8xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4611686018427387904x8xf32>):
  "func.return"(%x) : (tensor<4611686018427387904x8xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: pass 'assign-buffers' failed: cannot plan @main: result #0 has type tensor<4611686018427387904x8xf32> whose byte size overflows 64 bits
"func.func"() <{function_type = (tensor<f32>) -> tensor<4611686018427387904x8xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<f32>):
  %a = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4611686018427387904x8xf32>
  "func.return"(%a) : (tensor<4611686018427387904x8xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: pass 'assign-buffers' failed: cannot plan @main: result #0 has type tensor<?xf32> that is dynamic or unsized
"func.func"() <{function_type = (tensor<f32>) -> tensor<?xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<f32>):
  %a = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<?xf32>
  "func.return"(%a) : (tensor<?xf32>) -> ()
}) : () -> ()

// -----

// An intermediate (placed in the arena) is sized as it is placed.
// CHECK: error: pass 'assign-buffers' failed: cannot plan @main: a result of 'stablehlo.broadcast_in_dim' has type tensor<?xf32> that is dynamic or unsized
"func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<f32>):
  %a = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<?xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%s) : (tensor<f32>) -> ()
}) : () -> ()
