// RUN: lowtide-opt %s --pass-pipeline='eqsat' --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// RUN: lowtide plan %s --budget 1MiB --explain | FileCheck %s --check-prefix=PLAN
// RUN: lowtide plan %s | FileCheck %s --check-prefix=NOEQSAT

// Fusion choices. %a is a fused loop whose only reader, %c, is another fused loop (`fuse`
// leaves such chains: it grows groups from elementwise roots only): fuse-producer makes them
// one loop, and %a is never stored. %t = tanh(%x) is read early (by %f) and at the very end
// (by %g): the fused loop for %g computes tanh(%x) again from the argument (marked lt.remat,
// counted as recomputation), so %t dies at %f instead of living across the step. Both lower
// the arena's peak and are kept; the footprint drops from 28680 to 20488 bytes.
// TIMING: fuse-producer=14, double-negate=0, reversed-kernel=0, alternatives-taken=2,
// CHECK: %[[T:.*]] = "stablehlo.tanh"(%arg0)
// CHECK: "stablehlo.multiply"(%[[T]], %arg1)
// CHECK: %[[C:.*]] = "lt.fused"(%{{.*}}, %{{.*}}, %arg0, %arg1) ({
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: %[[S:.*]] = "stablehlo.add"(%arg2, %arg3)
// CHECK-NEXT: "stablehlo.multiply"(%[[S]], %arg0)
// CHECK: %[[G:.*]] = "lt.fused"(%[[C]], %arg0) ({
// CHECK-NEXT: ^bb0(
// CHECK-NEXT: %[[R:.*]] = "stablehlo.tanh"(%arg1) {lt.remat}
// CHECK-NEXT: "stablehlo.multiply"(%arg0, %[[R]])
// CHECK: "func.return"(%[[G]],

// PLAN: footprint 20488
// PLAN: recomputation 1024 1.02 kFLOP (+12.5%, 1 ops recomputed)
// PLAN: recomputed values:
// PLAN: 1 ops in lt.fused tensor<1024xf32> 0 lt.fused 1024
// NOEQSAT: footprint 28680
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
