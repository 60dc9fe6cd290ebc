// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='eqsat{budget=10308}' --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// RUN: lowtide plan %s --budget 10308 --explain | FileCheck %s --check-prefix=PLAN
// RUN: not lowtide plan %s --budget 10200 2>&1 | FileCheck %s --check-prefix=SMALLEST
// RUN: lowtide plan %s | FileCheck %s --check-prefix=NOEQSAT

// A forward tanh read by a reduction and, late, by the backward loop that writes the (f16)
// output. Without eqsat `fuse` keeps t = tanh(x) stored across the step (14340 bytes). eqsat's
// extraction computes tanh(x) again inside the backward loop (lt.remat); then fusing again
// folds the tanh and the multiply into the reduction, so t is never stored: 10244 bytes, the
// arguments, the output and one scalar (the other waits in the output's buffer).
// TIMING: fuse-producer=4, double-negate=0, reversed-kernel=0, loops-fused-after=2, loop-ops-recomputed=0, alternatives-taken=1,
// CHECK: %[[S:.*]] = "lt.fused"(%{{.*}}, %arg1, %arg0) ({
// CHECK: "stablehlo.tanh"(%arg4)
// CHECK-NEXT: "stablehlo.multiply"
// CHECK-NEXT: "stablehlo.reduce"
// CHECK: "stablehlo.sine"(%[[S]])
// CHECK: "lt.fused"(%arg0, %{{.*}}) ({
// CHECK: "stablehlo.tanh"(%arg7) {lt.remat}
// CHECK: "stablehlo.convert"

// PLAN: footprint 10244
// PLAN: recomputation 1024 1.02 kFLOP (+20.0%, 1 ops recomputed)
// PLAN: 1 ops in lt.fused tensor<1024xf16> 0 lt.fused 1024
// SMALLEST: error: pass 'eqsat' failed: @main cannot fit in 10200 bytes: the smallest footprint lowtide reaches is 10244 bytes (10.00 KiB, recomputing 0 values and 1 ops inside fused loops); ask for at least that much
// NOEQSAT: footprint 14340
"func.func"() <{function_type = (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf16>, sym_name = "main"}> ({
^bb0(%x: tensor<1024xf32>, %y: tensor<1024xf32>):
  %t = "stablehlo.tanh"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %u = "stablehlo.multiply"(%t, %y) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%u, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %w = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%w) : (tensor<f32>) -> ()
  }) : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
  %c = "stablehlo.sine"(%s) : (tensor<f32>) -> tensor<f32>
  %cb = "stablehlo.broadcast_in_dim"(%c) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %g = "stablehlo.multiply"(%t, %cb) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %h = "stablehlo.convert"(%g) : (tensor<1024xf32>) -> tensor<1024xf16>
  "func.return"(%h) : (tensor<1024xf16>) -> ()
}) : () -> ()
