// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='canonicalize,cse,dce' --print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='canonicalize,cse,dce' --print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHANGE
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='builtin.module(canonicalize{max-iterations=2},cse)' --timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: lowtide-opt --mlir-print-op-generic %s -o %t && lowtide-opt --mlir-print-op-generic %t | FileCheck %s --check-prefix=OUT
// RUN: cat %s | lowtide-opt --mlir-print-op-generic - | FileCheck %s --check-prefix=OUT

// ALL: // -----// IR Dump After canonicalize //----- //
// ALL: // -----// IR Dump After cse //----- //
// ALL: // -----// IR Dump After dce //----- //

// CHANGE-NOT: IR Dump After canonicalize
// CHANGE: // -----// IR Dump After cse //----- //
// CHANGE-NOT: IR Dump After dce

// TIMING: Pass execution timing report
// TIMING: canonicalize (folded=0, identities-removed=0, invariant-carries-removed=0, dead-ops-removed=0)
// TIMING-NEXT: cse (ops-merged=1)
// TIMING-NEXT: Total

// OUT: "stablehlo.multiply"(%arg0, %arg0)
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.multiply"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %b = "stablehlo.multiply"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%c) : (tensor<4xf32>) -> ()
}) : () -> ()
