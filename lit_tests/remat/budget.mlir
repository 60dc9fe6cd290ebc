// RUN: lowtide plan %s --budget 10000 --explain | FileCheck %s --check-prefix=FIT
// RUN: not lowtide plan %s --budget 8000 2>&1 | FileCheck %s --check-prefix=INFEASIBLE
// RUN: lowtide plan %s --budget 1MiB --explain | FileCheck %s --check-prefix=ROOMY
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse,schedule,remat{budget=10000},schedule,assign-buffers' | FileCheck %s
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='remat' 2>&1 | FileCheck %s --check-prefix=NOBUDGET
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='remat{budget=12parsecs}' 2>&1 | FileCheck %s --check-prefix=UNIT
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='eqsat{budget=lots}' 2>&1 | FileCheck %s --check-prefix=EQSATUNIT
// RUN: not lowtide plan %s --budget 10000 --pipeline cse 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not lowtide plan %s --budget 5parsecs 2>&1 | FileCheck %s --check-prefix=CLIUNIT
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse,schedule,remat{budget=10000 progress=1},schedule,assign-buffers' 2>&1 >/dev/null | FileCheck %s --check-prefix=PROGRESS
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse,schedule,eqsat{budget=8000 progress=1},schedule,assign-buffers' 2>&1 >/dev/null | FileCheck %s --check-prefix=PROGRESS-STOP
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='eqsat{budget=8000 progress=2}' 2>&1 | FileCheck %s --check-prefix=PROGRESS-BAD
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='remat{budget=8000 beam=0}' 2>&1 | FileCheck %s --check-prefix=BEAM-BAD
// RUN: not lowtide plan %s --budget 10000 --beam 0 2>&1 | FileCheck %s --check-prefix=CLIBEAM
// RUN: not lowtide plan %s --beam 2 2>&1 | FileCheck %s --check-prefix=CLIBEAM-NOBUDGET
// RUN: lowtide plan %s --budget 10000 --beam 1 --explain | FileCheck %s --check-prefix=FIT
// RUN: not lowtide plan %s --budget 8000 --beam 1 2>&1 | FileCheck %s --check-prefix=NARROW

// With progress=1 (`lowtide plan --budget` sets it when standard error is a terminal) the
// search says where it starts, then at most a line a second, then where it ends.
// PROGRESS: lowtide: @main: fitting 12.01 KiB in a budget of 9.77 KiB
// PROGRESS-NEXT: lowtide: @main: fits in 8.01 KiB after 1 values recomputed
// PROGRESS-STOP: lowtide: @main: fitting 8.01 KiB in a budget of 7.81 KiB
// PROGRESS-STOP-NEXT: lowtide: @main: stopped after 0 steps (up to 4 plans per step); the smallest footprint was 8.01 KiB
// PROGRESS-BAD: lowtide-opt: error: pass 'eqsat': option 'progress' must be 0 or 1, got 2
// BEAM-BAD: lowtide-opt: error: pass 'remat': option 'beam' must be at least 1
// CLIBEAM: error: invalid value '0' for '--beam <BEAM>': expected a number of plans from 1 to 64 (the search's time and memory grow with it), got '0'
// CLIBEAM-NOBUDGET: error: the following required arguments were not provided:
// CLIBEAM-NOBUDGET-NEXT: --budget <BUDGET>

// %a is read at the start and again at the end, across the 4 KiB %b2 the dot reads: without
// recomputation three 4 KiB values are live at once (12 KiB footprint with the 4 KiB argument
// and fusion). Recomputing %a from the argument just before its last reader leaves two: the
// `remat` pass copies the exponential there (CHECK); `eqsat` (so `lowtide plan --budget`)
// computes it again inside the reduction's loop instead, so it is never stored (FIT).

// FIT: footprint 8200
// FIT: budget 10000
// FIT: recomputation 1024 1.02 kFLOP (+16.7%, 1 ops recomputed)
// FIT: recomputed values:
// FIT: 1 ops in lt.fused tensor<f32> 0 lt.fused 1024
// FIT: total: 1 ops, 1.02 kFLOP (16.7% of the step)

// INFEASIBLE: error: pass 'eqsat' failed: @main cannot fit in 8000 bytes: the smallest footprint lowtide reaches is 8200 bytes (8.01 KiB, recomputing 0 values and 1 ops inside fused loops); ask for at least that much; at its peak the largest live values are a tensor<1024xf32> of 'lt.fused' (4.00 KiB), a tensor<f32> of 'stablehlo.dot_general' (4 B)

// A search narrower than the default says a wider one may reach less (the default search
// keeps 4 plans per step for functions of up to 512 ops, 1 above).
// NARROW: (4 B); the search kept 1 plan per step: a wider one (`lowtide plan --beam 4`, option beam=4) may reach less, taking longer

// ROOMY: footprint 12296
// ROOMY: none: the step fits without recomputation

// CHECK: %[[A:.*]] = "stablehlo.exponential"(%arg0)
// CHECK: "lt.fused"(%[[A]])
// CHECK: %[[R:.*]] = "stablehlo.exponential"(%arg0) {lt.remat
// CHECK: "stablehlo.reduce"(%[[R]]

// NOBUDGET: error: pass 'remat': option 'budget' is required, e.g. remat{budget=512MiB}
// UNIT: error: pass 'remat': option 'budget': unknown size unit 'parsecs' in '12parsecs' (use B, KiB, MiB, GiB, TiB, KB, MB, GB or TB)
// EQSATUNIT: error: pass 'eqsat': option 'budget' is a size or 'unlimited': unknown size unit 'lots' in 'lots' (use B, KiB, MiB, GiB, TiB, KB, MB, GB or TB)
// CLIUNIT: error: invalid value '5parsecs' for '--budget <BUDGET>': unknown size unit 'parsecs' in '5parsecs' (use B, KiB, MiB, GiB, TiB, KB, MB, GB or TB)
// PIPELINE: lowtide plan: error: --budget plans with the default pipeline; with --pipeline, put remat{budget=BYTES} in it instead
"func.func"() <{function_type = (tensor<1024xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<1024xf32>):
  %a = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = "stablehlo.exponential"(%a) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b2 = "stablehlo.exponential"(%b) : (tensor<1024xf32>) -> tensor<1024xf32>
  %s = "stablehlo.dot_general"(%b2, %b2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<1024xf32>, tensor<1024xf32>) -> tensor<f32>
  %c = "stablehlo.reduce"(%a, %s) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%c) : (tensor<f32>) -> ()
}) : () -> ()
