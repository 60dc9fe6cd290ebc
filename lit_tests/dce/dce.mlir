// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline=dce --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing

// A dead chain goes in one sweep; unknown ops (possible side effects) and barriers stay.
// CHECK-LABEL: "func.func"
// CHECK-NOT: "stablehlo.exponential"
// CHECK-NOT: "stablehlo.log"
// CHECK: "mydialect.effect"(%arg0)
// CHECK: "stablehlo.optimization_barrier"
// CHECK: "func.return"(%arg0)
// TIMING: Pass execution timing report
// TIMING: dce (ops-removed=2)
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %e = "stablehlo.exponential"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %l = "stablehlo.log"(%e) : (tensor<4xf32>) -> tensor<4xf32>
  "mydialect.effect"(%x) : (tensor<4xf32>) -> ()
  %b = "stablehlo.optimization_barrier"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) : () -> ()
