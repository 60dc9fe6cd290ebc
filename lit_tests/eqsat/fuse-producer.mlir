// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='eqsat' --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// RUN: lowtide plan %s --budget 1MiB --explain | FileCheck %s --check-prefix=PLAN
// RUN: lowtide plan %s --pipeline 'inline,canonicalize,cse,fuse,fuse-epilogues,schedule,assign-buffers,verify-plan' | FileCheck %s --check-prefix=NOEQSAT
// RUN: lowtide plan %s | FileCheck %s --check-prefix=DEFAULT

// Fusion choices. %a is a fused loop whose only reader, %c, is another fused loop:
// fuse-producer makes them one loop, and %a is never stored. %t = tanh(%x) is read early (by
// %f) and at the very end (by %g): the fused loop for %g computes tanh(%x) again from the
// argument (marked lt.remat, counted as recomputation), so %t dies at %f instead of living
// across the step. Both lower the arena's peak and are kept. Fusing again after extraction
// then puts tanh(%x) into %f's loop (its last reader there), so %t is never stored; the
// exponential stays stored, read by the reduction and the last loop. The footprint drops from
// 20488 bytes (`fuse` alone, the reduction already folding its producers) to 16392.
// TIMING: fuse-producer=14, double-negate=0, reversed-kernel=0, loops-fused-after=2, loop-ops-recomputed=0, alternatives-taken=2,
// CHECK: %[[E:.*]] = "lt.fused"(%arg1, %arg0) ({
// CHECK: "stablehlo.tanh"(%arg4)
// CHECK-NEXT: "stablehlo.multiply"
// CHECK-NEXT: "stablehlo.exponential"
// CHECK: %[[R:.*]] = "stablehlo.reduce"(%[[E]],
// CHECK: %[[G:.*]] = "lt.fused"(%arg0, %[[E]], %arg1, %{{.*}}) ({
// CHECK: "stablehlo.add"(%arg7, %arg9)
// CHECK: %[[T:.*]] = "stablehlo.tanh"(%arg7) {lt.remat}
// CHECK-NEXT: "stablehlo.multiply"(%{{.*}}, %[[T]])
// CHECK: "func.return"(%[[G]], %[[R]])

// PLAN: footprint 16392
// PLAN: recomputation 1024 1.02 kFLOP (+12.5%, 1 ops recomputed)
// PLAN: recomputed values:
// PLAN: 1 ops in lt.fused tensor<1024xf32> 0 lt.fused 1024
// NOEQSAT: footprint 20488
// The default pipeline runs eqsat with no limit: the same loops, the smaller plan.
// DEFAULT: footprint 16392
// DEFAULT: recomputation 1024 1.02 kFLOP (+12.5%, 1 ops recomputed)
"func.func"() <{function_type = (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) -> (tensor<1024xf32>, tensor<f32>), sym_name = "main"}> ({
^bb0(%x: tensor<1024xf32>, %y: tensor<1024xf32>, %z: tensor<1024xf32>):
  %a = "lt.fused"(%x, %y) ({
  ^bb0(%p: tensor<1024xf32>, %q: tensor<1024xf32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    "stablehlo.return"(%s) : (tensor<1024xf32>) -> ()
  }) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %t = "stablehlo.tanh"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %f = "stablehlo.multiply"(%t, %y) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %e = "stablehlo.exponential"(%f) : (tensor<1024xf32>) -> tensor<1024xf32>
  %zero = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%e, %zero) <{dimensions = array<i64: 0>}> ({
  ^bb0(%u: tensor<f32>, %v: tensor<f32>):
    %w = "stablehlo.add"(%u, %v) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%w) : (tensor<f32>) -> ()
  }) : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
  %b = "stablehlo.sine"(%r) : (tensor<f32>) -> tensor<f32>
  %bb = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1024xf32>
  %c = "lt.fused"(%a, %bb, %e) ({
  ^bb0(%p: tensor<1024xf32>, %q: tensor<1024xf32>, %s0: tensor<1024xf32>):
    %s = "stablehlo.multiply"(%p, %q) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    %s2 = "stablehlo.add"(%s, %s0) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
    "stablehlo.return"(%s2) : (tensor<1024xf32>) -> ()
  }) : (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  %g = "stablehlo.multiply"(%c, %t) : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<1024xf32>
  "func.return"(%g, %r) : (tensor<1024xf32>, tensor<f32>) -> ()
}) : () -> ()
