// RUN: lowtide-opt --mlir-print-op-generic %s --split-input-file --pass-pipeline='fuse' --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// RUN: lowtide-opt --mlir-print-op-generic %s --split-input-file --pass-pipeline='fuse' | lowtide-opt --mlir-print-op-generic --split-input-file | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse{guard=never}' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: lowtide-opt --mlir-print-op-generic %s --split-input-file --pass-pipeline='fuse{reductions=0}' | FileCheck %s --check-prefix=APART
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse{reductions=2}' 2>&1 | FileCheck %s --check-prefix=REDOPTION

// A bias add and a relu become one loop: the broadcast of the bias and the pre-activation are
// never stored; the bias is read through the broadcast's index map.
// CHECK-LABEL: "func.func"
// CHECK: %[[D:.*]] = "stablehlo.dot_general"
// CHECK-NEXT: %[[F:.*]] = "lt.fused"(%[[D]], %arg1) ({
// CHECK-NEXT: ^bb0(%arg3: tensor<64x128xf32>, %arg4: tensor<128xf32>):
// CHECK: "stablehlo.broadcast_in_dim"(%arg4)
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

// -----

// Softmax's denominator: the reduction folds the loop of its operand's producers (XLA's
// reduction input fusion), so exp(x - max) is never stored; the initial value stays an input.
// CHECK-LABEL: "func.func"
// CHECK: %[[M:.*]] = "stablehlo.reduce"(%arg0
// CHECK: %[[Z:.*]] = "stablehlo.constant"() <{value = dense<0.000000e+00>
// CHECK-NEXT: %[[S:.*]] = "lt.fused"(%[[Z]], %arg0, %[[M]]) ({
// CHECK-NEXT: ^bb0(%arg3: tensor<f32>, %arg4: tensor<4x256xf32>, %arg5: tensor<4xf32>):
// CHECK-NEXT: "stablehlo.broadcast_in_dim"(%arg5)
// CHECK-NEXT: "stablehlo.subtract"(%arg4
// CHECK-NEXT: %[[E:.*]] = "stablehlo.exponential"
// CHECK-NEXT: "stablehlo.reduce"(%[[E]], %arg3)
// CHECK: "stablehlo.add"
// CHECK: }) : (tensor<f32>, tensor<4x256xf32>, tensor<4xf32>) -> tensor<4xf32>
// With reductions=0 the exponential's loop is stored and the sum reads it.
// APART: "stablehlo.exponential"
// APART-NEXT: "stablehlo.return"
// APART-NEXT: }) : (tensor<4x256xf32>, tensor<4xf32>) -> tensor<4x256xf32>
// APART-NEXT: "stablehlo.constant"
// APART-NEXT: "stablehlo.reduce"
// CHECK-NEXT: "func.return"(%[[S]])
"func.func"() <{function_type = (tensor<4x256xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4x256xf32>):
  %ninf = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %m = "stablehlo.reduce"(%x, %ninf) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
  %mb = "stablehlo.broadcast_in_dim"(%m) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x256xf32>
  %d = "stablehlo.subtract"(%x, %mb) : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
  %e = "stablehlo.exponential"(%d) : (tensor<4x256xf32>) -> tensor<4x256xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%e, %z) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<4x256xf32>, tensor<f32>) -> tensor<4xf32>
  "func.return"(%s) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// A loop read only by another loop merges into it with its body (loops come from eqsat's
// extraction or an earlier run): one loop, the tanh never stored.
// CHECK-LABEL: "func.func"
// CHECK: %[[F:.*]] = "lt.fused"(%arg1, %arg0) ({
// CHECK-NEXT: ^bb0(%arg2: tensor<256xf32>, %arg3: tensor<256xf32>):
// CHECK-NEXT: %[[T:.*]] = "stablehlo.tanh"(%arg3)
// CHECK-NEXT: %[[N:.*]] = "stablehlo.negate"(%[[T]])
// CHECK-NEXT: %[[P:.*]] = "stablehlo.multiply"(%[[N]], %arg2)
// CHECK-NEXT: "stablehlo.return"(%[[P]])
// CHECK-NEXT: }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
// CHECK-NEXT: "func.return"(%[[F]])
"func.func"() <{function_type = (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<256xf32>, %y: tensor<256xf32>):
  %t = "lt.fused"(%x) ({
  ^bb0(%a: tensor<256xf32>):
    %u = "stablehlo.tanh"(%a) : (tensor<256xf32>) -> tensor<256xf32>
    %n = "stablehlo.negate"(%u) : (tensor<256xf32>) -> tensor<256xf32>
    "stablehlo.return"(%n) : (tensor<256xf32>) -> ()
  }) : (tensor<256xf32>) -> tensor<256xf32>
  %p = "lt.fused"(%t, %y) ({
  ^bb0(%a: tensor<256xf32>, %b: tensor<256xf32>):
    %q = "stablehlo.multiply"(%a, %b) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    "stablehlo.return"(%q) : (tensor<256xf32>) -> ()
  }) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  "func.return"(%p) : (tensor<256xf32>) -> ()
}) : () -> ()

// -----

// A producer one member reads by index (the add) and another through an index map (the
// transpose) stays outside the loop: a transpose in a body reads only block arguments.
// CHECK-LABEL: "func.func"
// CHECK: %[[X:.*]] = "stablehlo.exponential"(%arg0)
// CHECK-NEXT: "lt.fused"(%[[X]]) ({
// CHECK-NEXT: ^bb0(%arg1: tensor<4x4xf32>):
// CHECK-NEXT: %[[T:.*]] = "stablehlo.transpose"(%arg1)
// CHECK-NEXT: "stablehlo.add"(%[[T]], %arg1)
"func.func"() <{function_type = (tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "main"}> ({
^bb0(%a: tensor<4x4xf32>):
  %x = "stablehlo.exponential"(%a) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %t = "stablehlo.transpose"(%x) <{permutation = array<i64: 1, 0>}> : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %y = "stablehlo.add"(%t, %x) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  "func.return"(%y) : (tensor<4x4xf32>) -> ()
}) : () -> ()

// OPTION: error: pass 'fuse': option 'guard' must be pointwise or peak, got 'never'
// REDOPTION: error: pass 'fuse': option 'reductions' must be 0 or 1, got 2
