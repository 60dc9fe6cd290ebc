// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse,schedule,remat{budget=20000},schedule,assign-buffers,verify-plan' | FileCheck %s
// RUN: lowtide plan %s --budget 20000 --explain | FileCheck %s --check-prefix=FIT
// RUN: not lowtide plan %s --budget 15000 2>&1 | FileCheck %s --check-prefix=SMALLEST
// RUN: lowtide plan %s | FileCheck %s --check-prefix=NONE

// A scan as JAX exports it under autodiff: the forward loop stacks two residuals per
// iteration (a = x * w[i] and h = tanh(a), 1 KiB each, into 4 KiB stacks) and the argument x0
// (the same row every iteration), the backward loop reads them back at 3 - k. Checkpointing
// the scan (`loop_remat`, one of remat's actions) stacks the changing carry x instead
// (4 KiB), drops the three stacks from both loops, and computes a and h again in the
// backward loop from x's row, w's row (w does not change: it is read from outside) and the
// clamped index; it reads x0 itself. `checkpointed_scans_do_not_change_results` runs this
// plan against the unplanned step. (`lowtide plan` canonicalizes first: the forward loop's
// unchanged carry of the argument w is read from w itself, 4 KiB less in every plan.)

// NONE: footprint 25732

// CHECK: %[[F:.*]]:4 = "stablehlo.while"
// CHECK: "stablehlo.dynamic_update_slice"
// CHECK: :2 = "stablehlo.while"
// CHECK: %[[I:.*]] = "stablehlo.clamp"
// CHECK: "stablehlo.dynamic_slice"(%[[F]]#3, %[[I]],
// CHECK: "stablehlo.dynamic_slice"(%arg1, %[[I]], {{.*}} {lt.remat}
// CHECK: "stablehlo.tanh"({{.*}}) {lt.remat}

// FIT: footprint 15556
// FIT: recomputation 2048 2.05 kFLOP (+33.2%, 3 ops recomputed)
// FIT: 3 ops in stablehlo.while

// SMALLEST: error: pass 'eqsat' failed: @main cannot fit in 15000 bytes: the smallest footprint lowtide reaches is 15556 bytes (15.19 KiB, recomputing 1 values and 3 ops inside scans' backward loops); ask for at least that much
"func.func"() <{function_type = (tensor<256xf32>, tensor<4x256xf32>) -> (tensor<256xf32>, tensor<256xf32>), sym_name = "main"}> ({
^bb0(%x0: tensor<256xf32>, %w: tensor<4x256xf32>):
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %sa0 = "stablehlo.broadcast_in_dim"(%z) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256xf32>
  %sh0 = "stablehlo.broadcast_in_dim"(%z) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x256xf32>
  %f:6 = "stablehlo.while"(%zero, %x0, %w, %sa0, %sh0, %sh0) ({
  ^bb0(%i: tensor<i32>, %x: tensor<256xf32>, %ww: tensor<4x256xf32>, %sa: tensor<4x256xf32>, %sh: tensor<4x256xf32>, %so: tensor<4x256xf32>):
    %n = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %x: tensor<256xf32>, %ww: tensor<4x256xf32>, %sa: tensor<4x256xf32>, %sh: tensor<4x256xf32>, %so: tensor<4x256xf32>):
    %zi = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %wr = "stablehlo.dynamic_slice"(%ww, %i, %zi) <{slice_sizes = array<i64: 1, 256>}> : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %wi = "stablehlo.reshape"(%wr) : (tensor<1x256xf32>) -> tensor<256xf32>
    %a = "stablehlo.multiply"(%x, %wi) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %h = "stablehlo.tanh"(%a) : (tensor<256xf32>) -> tensor<256xf32>
    %ar = "stablehlo.reshape"(%a) : (tensor<256xf32>) -> tensor<1x256xf32>
    %hr = "stablehlo.reshape"(%h) : (tensor<256xf32>) -> tensor<1x256xf32>
    %sa2 = "stablehlo.dynamic_update_slice"(%sa, %ar, %i, %zi) : (tensor<4x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<4x256xf32>
    %sh2 = "stablehlo.dynamic_update_slice"(%sh, %hr, %i, %zi) : (tensor<4x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<4x256xf32>
    %x0r = "stablehlo.reshape"(%x0) : (tensor<256xf32>) -> tensor<1x256xf32>
    %so2 = "stablehlo.dynamic_update_slice"(%so, %x0r, %i, %zi) : (tensor<4x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<4x256xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%i2, %h, %ww, %sa2, %sh2, %so2) : (tensor<i32>, tensor<256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> ()
  }) : (tensor<i32>, tensor<256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> (tensor<i32>, tensor<256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>)
  %o = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %g0 = "stablehlo.broadcast_in_dim"(%o) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<256xf32>
  %b:5 = "stablehlo.while"(%zero, %g0, %f#3, %f#4, %f#5) ({
  ^bb0(%k: tensor<i32>, %g: tensor<256xf32>, %ta: tensor<4x256xf32>, %th: tensor<4x256xf32>, %to: tensor<4x256xf32>):
    %n = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %c = "stablehlo.compare"(%k, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%k: tensor<i32>, %g: tensor<256xf32>, %ta: tensor<4x256xf32>, %th: tensor<4x256xf32>, %to: tensor<4x256xf32>):
    %three = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.subtract"(%three, %k) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %zi = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %ra = "stablehlo.dynamic_slice"(%ta, %j, %zi) <{slice_sizes = array<i64: 1, 256>}> : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %a = "stablehlo.reshape"(%ra) : (tensor<1x256xf32>) -> tensor<256xf32>
    %rh = "stablehlo.dynamic_slice"(%th, %j, %zi) <{slice_sizes = array<i64: 1, 256>}> : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %h = "stablehlo.reshape"(%rh) : (tensor<1x256xf32>) -> tensor<256xf32>
    %hh = "stablehlo.multiply"(%h, %h) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %g2 = "stablehlo.multiply"(%g, %hh) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %ro = "stablehlo.dynamic_slice"(%to, %j, %zi) <{slice_sizes = array<i64: 1, 256>}> : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %xo = "stablehlo.reshape"(%ro) : (tensor<1x256xf32>) -> tensor<256xf32>
    %g4 = "stablehlo.multiply"(%g2, %a) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %g3 = "stablehlo.add"(%g4, %xo) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %k2 = "stablehlo.add"(%k, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%k2, %g3, %ta, %th, %to) : (tensor<i32>, tensor<256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> ()
  }) : (tensor<i32>, tensor<256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> (tensor<i32>, tensor<256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>)
  "func.return"(%f#1, %b#1) : (tensor<256xf32>, tensor<256xf32>) -> ()
}) : () -> ()
