// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='eqsat' --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='eqsat{iter-limit=1}' --timing 2>&1 >/dev/null | FileCheck %s --check-prefix=ITER
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='eqsat{node-limit=10}' --timing 2>&1 >/dev/null | FileCheck %s --check-prefix=NODES
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='eqsat{node-limit=ten}' 2>&1 | FileCheck %s --check-prefix=BADLIMIT

// Each rewriting rule fires once, and fuse-producer proposes 7 fused loops; egg saturates in
// three iterations. Extraction keeps the two alternatives that lower the arena (the swapped
// dot writes the transposed layout directly; -(-x) is x) and rejects the relu-mask one, which
// saves nothing here (x is an argument, not an arena value); no fused loop is tried, as none
// stops reading a value live at the peak. Fusing after extraction then makes loops of the
// relu and the mask (their constant copied in), both reading x.
// TIMING: eqsat (egraph-nodes=21, egraph-classes=9, iterations=3, stop-saturated=1, relu-mask-from-output=1, transposed-dot=1, derivative-from-output=0, fuse-producer=7, double-negate=1, reversed-kernel=0, loops-fused-after=2, loop-ops-recomputed=0, alternatives-taken=2, alternatives-rejected=1, alternatives-unexamined=0)
// ITER: stop-iteration-limit=1
// NODES: stop-node-limit=1
// BADLIMIT: error: pass 'eqsat': option 'node-limit' expects a non-negative integer, got 'ten'

// CHECK: %[[D:.*]] = "stablehlo.dot_general"(%arg1, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<64x32xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
// CHECK-NOT: stablehlo.transpose
// CHECK-NOT: stablehlo.negate
// CHECK: "lt.fused"(%arg2)
// CHECK: "stablehlo.maximum"(%arg3,
// CHECK: "lt.fused"(%arg2)
// CHECK: "stablehlo.compare"(%arg4,
// CHECK: "func.return"(%[[D]],
"func.func"() <{function_type = (tensor<64x16xf32>, tensor<64x32xf32>, tensor<8xf32>) -> (tensor<32x16xf32>, tensor<8xf32>, tensor<8xi1>), sym_name = "main"}> ({
^bb0(%a: tensor<64x16xf32>, %b: tensor<64x32xf32>, %x: tensor<8xf32>):
  %d = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<64x16xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
  %t = "stablehlo.transpose"(%d) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
  %n = "stablehlo.negate"(%x) : (tensor<8xf32>) -> tensor<8xf32>
  %nn = "stablehlo.negate"(%n) : (tensor<8xf32>) -> tensor<8xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<8xf32>}> : () -> tensor<8xf32>
  %r = "stablehlo.maximum"(%nn, %z) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %m = "stablehlo.compare"(%nn, %z) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  "func.return"(%t, %r, %m) : (tensor<32x16xf32>, tensor<8xf32>, tensor<8xi1>) -> ()
}) : () -> ()
