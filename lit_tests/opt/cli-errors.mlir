// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='cse,frobnicate' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='cse{depth=2}' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='canonicalize{max-iterations=many}' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='builtin.module(cse' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not lowtide-opt --mlir-print-op-generic %S/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: printf '"a.b"() : () -> ()\xff\n' > %t && not lowtide-opt --mlir-print-op-generic %t 2>&1 | FileCheck %s --check-prefix=UTF8
// RUN: lowtide-opt --mlir-print-op-generic --list-passes | FileCheck %s --check-prefix=LIST
// RUN: lowtide-opt --mlir-print-op-generic --help | FileCheck %s --check-prefix=HELP

// UNKNOWN: lowtide-opt: error: unknown pass 'frobnicate'; valid passes: inline, autodiff, canonicalize, cse, dce, classify-arguments, fuse, fuse-epilogues, pieces, schedule, forward-barriers, eqsat, remat, assign-buffers, verify-plan
// OPTION: lowtide-opt: error: pass 'cse' has no option 'depth'; its options: none
// VALUE: lowtide-opt: error: pass 'canonicalize': option 'max-iterations' expects a non-negative integer, got 'many'
// PAREN: lowtide-opt: error: unbalanced '(' in the pipeline
// MISSING: does-not-exist.mlir: error: cannot read the file: No such file or directory
// UTF8: error: the file is not UTF-8 text (invalid byte at offset 18)
// LIST: inline
// LIST: canonicalize
// LIST-NEXT: max-iterations=10
// LIST: cse
// LIST: dce
// LIST: Named pipelines
// LIST: plan what `lowtide plan` runs
// LIST: plan-budget
// LIST-NEXT: budget=
// HELP: --pass-pipeline <PASS_PIPELINE>
// HELP: --verify-each
// HELP: --print-ir-after-change
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  "func.return"() : () -> ()
}) : () -> ()
