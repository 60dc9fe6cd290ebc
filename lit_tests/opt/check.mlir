// RUN: lowtide check %s --ops | FileCheck %s
// RUN: not lowtide check %S/bad-check-input.txt 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK: @main: 2 arguments (576 B), 1 results (32 B), 4 ops, 264 FLOP
// CHECK-NEXT: ops lowtide does not understand: my.op
// CHECK:      1  func.return
// CHECK-NEXT: 1  my.op
// CHECK-NEXT: 1  stablehlo.dot_general
// MISSING: bad-check-input.txt: error: cannot read the file
"func.func"() <{function_type = (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
^bb0(%a: tensor<8x16xf32>, %b: tensor<16xf32>):
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8xf32>
  %1 = "stablehlo.tanh"(%0) : (tensor<8xf32>) -> tensor<8xf32>
  "my.op"(%1) : (tensor<8xf32>) -> ()
  "func.return"(%1) : (tensor<8xf32>) -> ()
}) : () -> ()
