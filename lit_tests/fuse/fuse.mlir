// RUN: lowtide-opt %s --split-input-file --pass-pipeline='fuse' --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// RUN: lowtide-opt %s --split-input-file --pass-pipeline='fuse' | lowtide-opt --split-input-file | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: not lowtide-opt %s --pass-pipeline='fuse{guard=never}' 2>&1 | FileCheck %s --check-prefix=OPTION

// A bias add and a relu become one loop: the broadcast of the bias and the pre-activation are
// never stored; the bias is read through the broadcast's index map.
// CHECK-LABEL: "func.func"
// CHECK: %[[D:.*]] = "stablehlo.dot_general"
// CHECK-NEXT: %[[F:.*]] = "lt.fused"(%[[D]], %arg1) ({
// CHECK-NEXT: ^bb0(%arg0: tensor<64x128xf32>, %arg1: tensor<128xf32>):
// CHECK: "stablehlo.broadcast_in_dim"(%arg1)
// CHECK: "stablehlo.add"
// CHECK: "stablehlo.maximum"
// CHECK: "stablehlo.return"
// CHECK: }) : (tensor<64x128xf32>, tensor<128xf32>) -> tensor<64x128xf32>
// CHECK-NEXT: "func.return"(%[[F]])
// TIMING: fuse (groups=1, ops-fused=5
// ROUNDTRIP: "lt.fused"
"func.func"() <{function_type = (tensor<64x32xf32>, tensor<128xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<64x32xf32>, %b: tensor<128xf32>, %w: tensor<32x128xf32>):
  %d = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<64x32xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
  %bb = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1>}> : (tensor<128xf32>) -> tensor<64x128xf32>
  %h = "stablehlo.add"(%d, %bb) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %zz = "stablehlo.broadcast_in_dim"(%z) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x128xf32>
  %r = "stablehlo.maximum"(%h, %zz) : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
  "func.return"(%r) : (tensor<64x128xf32>) -> ()
}) : () -> ()

// -----

// jax.checkpoint: the recomputation reads the barrier's results, so neither fusion nor the
// rest of the planning pipeline merges it with the forward tanh or hoists it above the
// barrier, which itself waits for the incoming cotangent.
// CHECK-LABEL: "func.func"
// CHECK: "stablehlo.tanh"(%arg0)
// CHECK: %[[B:.*]]:2 = "stablehlo.optimization_barrier"
// CHECK: "lt.fused"(%[[B]]#1, %[[B]]#0)
// CHECK: "stablehlo.tanh"
"func.func"() <{function_type = (tensor<256xf32>) -> (tensor<256xf32>, tensor<256xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<256xf32>):
  %y = "stablehlo.tanh"(%x) : (tensor<256xf32>) -> tensor<256xf32>
  %g = "stablehlo.negate"(%y) : (tensor<256xf32>) -> tensor<256xf32>
  %b:2 = "stablehlo.optimization_barrier"(%x, %g) : (tensor<256xf32>, tensor<256xf32>) -> (tensor<256xf32>, tensor<256xf32>)
  %r = "stablehlo.tanh"(%b#0) : (tensor<256xf32>) -> tensor<256xf32>
  %d = "stablehlo.multiply"(%r, %b#1) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  "func.return"(%y, %d) : (tensor<256xf32>, tensor<256xf32>) -> ()
}) : () -> ()

// OPTION: error: pass 'fuse': option 'guard' must be pointwise or peak, got 'never'
