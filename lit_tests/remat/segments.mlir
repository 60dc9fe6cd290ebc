// The budget search's plans checkpointing the forward pass's segments (`remat/segments.rs`):
// a chain of four layers whose outputs the backward pass reads. Where the start's own plan
// does not fit, the search says it measures them, then goes on from the smallest.
// RUN: not lowtide-opt %s --pass-pipeline='schedule,eqsat{budget=5000 progress=1},schedule,assign-buffers' 2>&1 >/dev/null | FileCheck %s --check-prefix=PROGRESS
// RUN: lowtide-opt %s --pass-pipeline='schedule,eqsat{budget=6000 progress=1},schedule,assign-buffers' 2>&1 >/dev/null | FileCheck %s --check-prefix=FITS
// RUN: not lowtide-opt %s --pass-pipeline='fuse,schedule,remat{budget=1 progress=1 patience=1 beam=1}' 2>&1 >/dev/null | FileCheck %s --check-prefix=PATIENCE
// RUN: not lowtide-opt %s --pass-pipeline='remat{budget=1 patience=x}' 2>&1 | FileCheck %s --check-prefix=PATIENCE-BAD
// RUN: not lowtide-opt %s --pass-pipeline='remat{budget=1 patience=0}' 2>&1 | FileCheck %s --check-prefix=PATIENCE-ZERO
// RUN: lowtide-opt %s --pass-pipeline='fuse,schedule,remat{budget=6000 beam=1}' --timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: lowtide-opt %s --pass-pipeline='fuse,schedule,remat{budget=6000 beam=1 batch-ops=1}' --timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=BATCH
// RUN: not lowtide-opt %s --pass-pipeline='remat{budget=1 batch-ops=0}' 2>&1 | FileCheck %s --check-prefix=BATCH-ZERO

// PROGRESS: lowtide: @main: fitting 7.00 KiB in a budget of 4.88 KiB
// PROGRESS-NEXT: lowtide: @main: measuring 2 plans checkpointing its forward pass's segments
// PROGRESS-NEXT: lowtide: @main: fitting 6.00 KiB in a budget of 4.88 KiB
// PROGRESS-NEXT: lowtide: @main: stopped after 3 steps (up to 4 plans per step); the smallest footprint was 5.00 KiB
// FITS: lowtide: @main: fitting 7.00 KiB in a budget of 5.86 KiB
// FITS: lowtide: @main: fits in {{.*}} after {{[0-9]+}} values recomputed

// The greedy sequence stops after `patience` recomputations in a row with no smaller footprint (64 by
// default): here after one, from the checkpointed start.
// PATIENCE: lowtide: @main: measuring 2 plans checkpointing its forward pass's segments
// PATIENCE-NEXT: lowtide: @main: fitting 6.00 KiB in a budget of 1 B
// PATIENCE-NEXT: lowtide: @main: no smaller footprint in 1 recomputations: the sequence stops
// PATIENCE-BAD: lowtide-opt: error: pass 'remat': option 'patience' expects a non-negative integer, got 'x'
// PATIENCE-ZERO: lowtide-opt: error: pass 'remat': option 'patience' must be at least 1 (recomputations in a row with no smaller footprint)

// A plan of the greedy sequence takes one recomputation per `batch-ops` ops of the block
// (1024 by default: one at a time here); with 1, each takes every helpful one of a ranking,
// and the plans of one that follow its fitting plan are measured too. The statistics count
// the search's steps.
// ONE: remat (values-recomputed=2, recompute-flops=16896, search-steps=3)
// BATCH: remat (values-recomputed=3, recompute-flops=16896, search-steps=4)
// BATCH-ZERO: lowtide-opt: error: pass 'remat': option 'batch-ops' must be at least 1 (ops of a block per recomputation a plan takes)

func.func @main(%x: tensor<16x16xf32> {lt.kind = "batch"}, %w: tensor<16x16xf32> {lt.kind = "param"}) -> tensor<16x16xf32> {
  %a1 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %h1 = stablehlo.tanh %a1 : tensor<16x16xf32>
  %a2 = stablehlo.dot_general %h1, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %h2 = stablehlo.tanh %a2 : tensor<16x16xf32>
  %a3 = stablehlo.dot_general %h2, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %h3 = stablehlo.tanh %a3 : tensor<16x16xf32>
  %a4 = stablehlo.dot_general %h3, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %h4 = stablehlo.tanh %a4 : tensor<16x16xf32>
  %g4 = stablehlo.dot_general %h4, %w, contracting_dims = [1] x [1] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %g3 = stablehlo.multiply %g4, %h3 : tensor<16x16xf32>
  %d3 = stablehlo.dot_general %g3, %w, contracting_dims = [1] x [1] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %g2 = stablehlo.multiply %d3, %h2 : tensor<16x16xf32>
  %d2 = stablehlo.dot_general %g2, %w, contracting_dims = [1] x [1] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %g1 = stablehlo.multiply %d2, %h1 : tensor<16x16xf32>
  return %g1 : tensor<16x16xf32>
}
