// RUN: lowtide check %s | FileCheck %s
// Sizes and FLOPs that overflow 64 bits are reported as such, not wrapped or dropped.

// CHECK: @main: 2 arguments (too many to count (overflows 64 bits)), 1 results (16.00 TiB), 3 ops, too many to count (overflows 64 bits)
"func.func"() <{function_type = (tensor<1099511627776x1099511627776xf32>, tensor<1099511627776x4xf32>) -> tensor<1099511627776x4xf32>, sym_name = "main"}> ({
^bb0(%a: tensor<1099511627776x1099511627776xf32>, %b: tensor<1099511627776x4xf32>):
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<1099511627776x1099511627776xf32>, tensor<1099511627776x4xf32>) -> tensor<1099511627776x4xf32>
  %1 = "stablehlo.tanh"(%0) : (tensor<1099511627776x4xf32>) -> tensor<1099511627776x4xf32>
  "func.return"(%1) : (tensor<1099511627776x4xf32>) -> ()
}) : () -> ()
