// RUN: not lowtide-opt --mlir-print-op-generic --split-input-file %s 2>&1 | FileCheck %s
// Verifier errors name the op, say what was expected, and point at the op's line.

%a = "t.in"() : () -> tensor<2x3xf32>
%b = "t.in"() : () -> tensor<3x2xf32>
// CHECK: errors.mlir:[[@LINE+3]]:1: error: 'stablehlo.add' op operands must have the same type, got tensor<2x3xf32> and tensor<3x2xf32>
// CHECK-NEXT: {{^}}%c = "stablehlo.add"
// CHECK-NEXT: {{^}}^
%c = "stablehlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x3xf32>

// -----

%a = "t.in"() : () -> tensor<2x3xf32>
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'stablehlo.tanh' op result #0 has type tensor<2x3xf16>, but the operands imply tensor<2x3xf32>; change the result type to tensor<2x3xf32> or fix the operands
%c = "stablehlo.tanh"(%a) : (tensor<2x3xf32>) -> tensor<2x3xf16>

// -----

%a = "t.in"() : () -> tensor<2xf32>
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'stablehlo.exponential' op expects 1 operand(s), got 2
%c = "stablehlo.exponential"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>

// -----

%a = "t.in"() : () -> tensor<2xf32>
// CHECK: error: 'stablehlo.compare' op missing `comparison_direction = #stablehlo<comparison_direction ...>`
%c = "stablehlo.compare"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>

// -----

%a = "t.in"() : () -> tensor<2xf32>
// CHECK: error: 'stablehlo.compare' op unknown comparison direction `BIGGER` (expected EQ, NE, LT, LE, GT or GE)
%c = "stablehlo.compare"(%a, %a) <{comparison_direction = #stablehlo<comparison_direction BIGGER>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>

// -----

%p = "t.in"() : () -> tensor<2xf32>
%a = "t.in"() : () -> tensor<2xf32>
// CHECK: error: 'stablehlo.select' op predicate must have element type i1, got tensor<2xf32>
%c = "stablehlo.select"(%p, %a, %a) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>

// -----

%a = "t.in"() : () -> tensor<3xf32>
// CHECK: error: 'stablehlo.broadcast_in_dim' op operand dim 0 (size 3) cannot broadcast to result dim 1 (size 4)
%c = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<2x4xf32>

// -----

%a = "t.in"() : () -> tensor<3xf32>
// CHECK: error: 'stablehlo.broadcast_in_dim' op broadcast_dimensions has 2 entries but the operand has rank 1
%c = "stablehlo.broadcast_in_dim"(%a) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3xf32>) -> tensor<3x4xf32>

// -----

%a = "t.in"() : () -> tensor<3xf32>
// CHECK: error: 'stablehlo.transpose' op missing attribute `permutation`
%c = "stablehlo.transpose"(%a) : (tensor<3xf32>) -> tensor<3xf32>

// -----

%a = "t.in"() : () -> tensor<2x3xf32>
// CHECK: error: 'stablehlo.transpose' op permutation entry 2 is out of range for rank 2
%c = "stablehlo.transpose"(%a) <{permutation = array<i64: 0, 2>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>

// -----

%a = "t.in"() : () -> tensor<2x3xf32>
// CHECK: error: 'stablehlo.reshape' op cannot reshape tensor<2x3xf32> (6 elements) to tensor<7xf32> (7 elements)
%c = "stablehlo.reshape"(%a) : (tensor<2x3xf32>) -> tensor<7xf32>

// -----

%a = "t.in"() : () -> tensor<2x3xf32>
%b = "t.in"() : () -> tensor<2x4xf32>
// CHECK: error: 'stablehlo.concatenate' op operand #1 (tensor<2x4xf32>) does not match operand #0 (tensor<2x3xf32>) outside dimension 0
%c = "stablehlo.concatenate"(%a, %b) <{dimension = 0 : i64}> : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>

// -----

// CHECK: error: 'stablehlo.constant' op result #0 has type tensor<3xf32>, but the operands imply tensor<2xf32>
%c = "stablehlo.constant"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<3xf32>

// -----

%a = "t.in"() : () -> tensor<4x8xf32>
%b = "t.in"() : () -> tensor<7x2xf32>
// CHECK: error: 'stablehlo.dot_general' op lhs dim 1 (size 8) and rhs dim 0 (size 7) must match
%c = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<7x2xf32>) -> tensor<4x2xf32>

// -----

%a = "t.in"() : () -> tensor<3x4x8xf32>
%b = "t.in"() : () -> tensor<3x8x2xf32>
// CHECK: error: 'stablehlo.dot_general' op result #0 has type tensor<4x2xf32>, but the operands imply tensor<3x4x2xf32>
%c = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>}> : (tensor<3x4x8xf32>, tensor<3x8x2xf32>) -> tensor<4x2xf32>

// -----

%a = "t.in"() : () -> tensor<4x8xf32>
// CHECK: error: 'stablehlo.dot_general' op missing `#stablehlo.dot<...>` attribute
%c = "stablehlo.dot_general"(%a, %a) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x4xf32>

// -----

%x = "t.in"() : () -> tensor<2x16x16x3xf32>
%k = "t.in"() : () -> tensor<3x3x4x8xf32>
// CHECK: error: 'stablehlo.convolution' op input features (3) must equal kernel input features (4) x feature_group_count (1)
%c = "stablehlo.convolution"(%x, %k) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, batch_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x16x16x3xf32>, tensor<3x3x4x8xf32>) -> tensor<2x16x16x8xf32>

// -----

%x = "t.in"() : () -> tensor<2x16x16x3xf32>
%k = "t.in"() : () -> tensor<3x3x3x8xf32>
// CHECK: error: 'stablehlo.convolution' op result #0 has type tensor<2x16x16x8xf32>, but the operands imply tensor<2x8x8x8xf32>
%c = "stablehlo.convolution"(%x, %k) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, window_strides = array<i64: 2, 2>, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x16x16x8xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<f32>
// CHECK: error: 'stablehlo.reduce' op reduce body needs 2 arguments (accumulators then elements), got 1
%c = "stablehlo.reduce"(%x, %i) <{dimensions = array<i64: 1>}> ({
^bb0(%p: tensor<f32>):
  "stablehlo.return"(%p) : (tensor<f32>) -> ()
}) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<f32>
// CHECK: error: 'stablehlo.reduce' op result #0 has type tensor<3xf32>, but the operands imply tensor<2xf32>
%c = "stablehlo.reduce"(%x, %i) <{dimensions = array<i64: 1>}> ({
^bb0(%p: tensor<f32>, %q: tensor<f32>):
  %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "stablehlo.return"(%s) : (tensor<f32>) -> ()
}) : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<f32>
// CHECK: error: 'stablehlo.reduce' op expects 1 region(s), got 0
%c = "stablehlo.reduce"(%x, %i) <{dimensions = array<i64: 1>}> : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>

// -----

%x = "t.in"() : () -> tensor<1x4x4x1xf32>
%i = "t.in"() : () -> tensor<f32>
// CHECK: error: 'stablehlo.reduce_window' op result #0 has type tensor<1x4x4x1xf32>, but the operands imply tensor<1x2x2x1xf32>
%c = "stablehlo.reduce_window"(%x, %i) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
^bb0(%p: tensor<f32>, %q: tensor<f32>):
  %s = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "stablehlo.return"(%s) : (tensor<f32>) -> ()
}) : (tensor<1x4x4x1xf32>, tensor<f32>) -> tensor<1x4x4x1xf32>

// -----

%x = "t.in"() : () -> tensor<4x4xf32>
%s = "t.in"() : () -> tensor<3x3xf32>
%i = "t.in"() : () -> tensor<f32>
// CHECK: error: 'stablehlo.select_and_scatter' op source tensor<3x3xf32> must have the windowed shape [2, 2] of the operand
%c = "stablehlo.select_and_scatter"(%x, %s, %i) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
^bb0(%p: tensor<f32>, %q: tensor<f32>):
  %g = "stablehlo.compare"(%p, %q) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
  "stablehlo.return"(%g) : (tensor<i1>) -> ()
}, {
^bb0(%p: tensor<f32>, %q: tensor<f32>):
  %t = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  "stablehlo.return"(%t) : (tensor<f32>) -> ()
}) : (tensor<4x4xf32>, tensor<3x3xf32>, tensor<f32>) -> tensor<4x4xf32>

// -----

%x = "t.in"() : () -> tensor<8xf32>
// CHECK: error: 'stablehlo.slice' op dimension 0: need 0 <= start (2) <= limit (9) <= size (8) and stride (1) > 0
%c = "stablehlo.slice"(%x) <{start_indices = array<i64: 2>, limit_indices = array<i64: 9>, strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<7xf32>

// -----

%x = "t.in"() : () -> tensor<8xf32>
%z = "t.in"() : () -> tensor<f32>
// CHECK: error: 'stablehlo.pad' op result #0 has type tensor<8xf32>, but the operands imply tensor<11xf32>
%c = "stablehlo.pad"(%x, %z) <{edge_padding_low = array<i64: 1>, edge_padding_high = array<i64: 2>, interior_padding = array<i64: 0>}> : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>

// -----

// CHECK: error: 'stablehlo.iota' op iota_dimension 2 is out of range for tensor<4x4xi32>
%c = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<4x4xi32>

// -----

%t = "t.in"() : () -> tensor<64x32xf32>
%i = "t.in"() : () -> tensor<2x16x1xi32>
// CHECK: error: 'stablehlo.gather' op result #0 has type tensor<2x16x64xf32>, but the operands imply tensor<2x16x32xf32>
%c = "stablehlo.gather"(%t, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x16x1xi32>) -> tensor<2x16x64xf32>

// -----

%x = "t.in"() : () -> tensor<8xf32>
%i = "t.in"() : () -> tensor<i32>
// CHECK: error: 'stablehlo.dynamic_slice' op slice size 9 in dim 0 exceeds the operand's size 8
%c = "stablehlo.dynamic_slice"(%x, %i) <{slice_sizes = array<i64: 9>}> : (tensor<8xf32>, tensor<i32>) -> tensor<9xf32>

// -----

%x = "t.in"() : () -> tuple<tensor<f32>, tensor<i32>>
// CHECK: error: 'stablehlo.get_tuple_element' op index 2 is out of range for tuple<tensor<f32>, tensor<i32>>
%c = "stablehlo.get_tuple_element"(%x) <{index = 2 : i32}> : (tuple<tensor<f32>, tensor<i32>>) -> tensor<f32>

// -----

%x = "t.in"() : () -> tensor<f32>
// CHECK: error: 'stablehlo.case' op branch index must be tensor<i32>, got tensor<f32>
"stablehlo.case"(%x) ({
  "stablehlo.return"() : () -> ()
}) : (tensor<f32>) -> ()

// -----

"func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<2xf32>):
  %y = "stablehlo.convert"(%x) : (tensor<2xf32>) -> tensor<2xi32>
// CHECK: error: 'func.return' op returns (tensor<2xi32>), but the function's type is (tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%y) : (tensor<2xi32>) -> ()
}) : () -> ()

// -----

// CHECK: error: 'func.func' op entry block arguments (tensor<3xf32>) do not match function_type (tensor<2xf32>) -> ()
"func.func"() <{function_type = (tensor<2xf32>) -> (), sym_name = "main"}> ({
^bb0(%x: tensor<3xf32>):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// CHECK: error: 'func.func' op needs a `sym_name = "..."` string
"func.func"() <{function_type = () -> ()}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
// CHECK: error: 'func.call' op calls @nowhere, which is not defined in this module
  "func.call"() <{callee = @nowhere}> : () -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
// CHECK: error: 'func.return' op is a terminator and must be the last op of its block
  "func.return"() : () -> ()
  "t.after"() : () -> ()
}) : () -> ()

// -----

// CHECK: error: 'func.func' op has a block that ends in 'stablehlo.constant', not a terminator; end it with "func.return" or "stablehlo.return"
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
  %c = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
}) : () -> ()

// -----

// An unknown op cannot end a function (found by fuzzing: the plan and its checker disagreed
// on what such a function returns).
// CHECK: error: 'func.func' op has a block that ends in 'hunc.return', not a terminator; end it with "func.return" or "stablehlo.return"
"func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<f32>):
  %y = "stablehlo.sqrt"(%x) : (tensor<f32>) -> tensor<f32>
  "hunc.return"(%y) : (tensor<f32>) -> ()
}) : () -> ()

// -----

%outer = "t.in"() : () -> tensor<f32>
"func.func"() <{function_type = () -> (), sym_name = "main"}> ({
// CHECK: errors.mlir:[[@LINE+1]]:11: error: %outer is defined outside the enclosing isolated op (func.func/builtin.module) and cannot be used here; pass it as an argument
  "t.use"(%outer) : (tensor<f32>) -> ()
  "func.return"() : () -> ()
}) : () -> ()

// -----

// CHECK: error: 't.use' op operand #0 is used before it is defined (or outside its scope); define it earlier in this block or an enclosing one
"t.use"(%later) : (tensor<f32>) -> ()
%later = "t.in"() : () -> tensor<f32>

// -----

%x = "t.in"() : () -> tensor<2xf32>
// CHECK: error: 'stablehlo.reduce_precision' op missing attribute `exponent_bits`
%c = "stablehlo.reduce_precision"(%x) <{mantissa_bits = 10 : i32}> : (tensor<2xf32>) -> tensor<2xf32>

// -----

// CHECK: errors.mlir:[[@LINE+3]]:19: error: 't.br' op branches to the entry block of its region, which can have no predecessors; branch to another block
"t.region"() ({
^bb0:
                  "t.br"()[^bb0] : () -> ()
}) : () -> ()

// -----

%x = "t.in"() : () -> tensor<8xf32>
%z = "t.in"() : () -> tensor<f32>
// CHECK: error: 'stablehlo.pad' op padding makes dimension 0 too large
%c = "stablehlo.pad"(%x, %z) <{edge_padding_low = array<i64: 9223372036854775807>, edge_padding_high = array<i64: 9223372036854775807>, interior_padding = array<i64: 0>}> : (tensor<8xf32>, tensor<f32>) -> tensor<8xf32>

// -----

%x = "t.in"() : () -> tensor<1x8xf32>
%i = "t.in"() : () -> tensor<f32>
// CHECK: error: 'stablehlo.reduce_window' op the window's output would have 64563604257983430650 elements along one dimension
%c = "stablehlo.reduce_window"(%x, %i) <{window_dimensions = array<i64: 1, 1>, base_dilations = array<i64: 1, 9223372036854775807>}> ({
^bb0(%p: tensor<f32>, %q: tensor<f32>):
  "stablehlo.return"(%p) : (tensor<f32>) -> ()
}) : (tensor<1x8xf32>, tensor<f32>) -> tensor<1x8xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<2x1xi32>
// CHECK: error: 'stablehlo.gather' op start_index_map entry 5 is out of range for rank 2
%g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [5], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<2x1xi32>
// CHECK: error: 'stablehlo.gather' op the index vectors have 1 components, but start_index_map has 2 entries
%g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0, 1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<2x1xi32>
// CHECK: error: 'stablehlo.gather' op dim 0 is collapsed or batching, so its slice size must be 0 or 1, got 2
%g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<2x1xi32>
// CHECK: error: 'stablehlo.gather' op 1 operand batching dims but 0 indices batching dims; they are paired one to one
%g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [1], operand_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<2x1xi32>
// CHECK: error: 'stablehlo.scatter' op scatter_dims_to_operand_dims entry 7 is out of range for rank 2
%s = "stablehlo.scatter"(%x, %i, %x) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [7], index_vector_dim = 1>}> ({
^bb0(%a: tensor<f32>, %b: tensor<f32>):
  "stablehlo.return"(%b) : (tensor<f32>) -> ()
}) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<2x1xi32>
// CHECK: error: 'stablehlo.scatter' op update_window_dims has 0 entries, but the operand has 1 window dims (rank minus inserted and batching dims)
%s = "stablehlo.scatter"(%x, %i, %x) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
^bb0(%a: tensor<f32>, %b: tensor<f32>):
  "stablehlo.return"(%b) : (tensor<f32>) -> ()
}) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<4x1xi32>
// CHECK: error: 'stablehlo.scatter' op the updates' scatter dims [2] must equal the indices' batch dims [4]
%s = "stablehlo.scatter"(%x, %i, %x) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
^bb0(%a: tensor<f32>, %b: tensor<f32>):
  "stablehlo.return"(%b) : (tensor<f32>) -> ()
}) : (tensor<2x3xf32>, tensor<4x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>

// -----

%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<2x1xi32>
// CHECK: error: 'stablehlo.scatter' op index_vector_dim 3 is out of range for indices of rank 2
%s = "stablehlo.scatter"(%x, %i, %x) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3>}> ({
^bb0(%a: tensor<f32>, %b: tensor<f32>):
  "stablehlo.return"(%b) : (tensor<f32>) -> ()
}) : (tensor<2x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<2x3xf32>

// -----

// CHECK: error: 'func.func' op argument #0 has tf.aliasing_output = 99, but the function has 1 results; remove it or name a result of the argument's type
"func.func"() <{arg_attrs = [{tf.aliasing_output = 99 : i32}, {}], function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: 'func.func' op argument #0 has tf.aliasing_output = "x", which is not an integer; remove it or name a result of the argument's type
"func.func"() <{arg_attrs = [{tf.aliasing_output = "x"}, {}], function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: 'func.func' op arguments #0 and #1 both alias result #0; keep one of them
"func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {tf.aliasing_output = 0 : i32}], function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: 'func.func' op argument #0 (tensor<4xf32>) has tf.aliasing_output = 0, but result #0 is tensor<2xf32>; remove it or name a result of the argument's type
"func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}], function_type = (tensor<4xf32>) -> tensor<2xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %s = "stablehlo.slice"(%x) <{start_indices = array<i64: 0>, limit_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
  "func.return"(%s) : (tensor<2xf32>) -> ()
}) : () -> ()

// -----

// A zero dilation would divide by zero in every kernel.
// CHECK: error: 'stablehlo.convolution' op `lhs_dilation` must be positive, got [0, 0]
"func.func"() <{function_type = (tensor<1x3x3x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<1x3x3x1xf32>, %k: tensor<1x1x1x1xf32>):
  %y = "stablehlo.convolution"(%x, %k) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, lhs_dilation = array<i64: 0, 0>, feature_group_count = 1 : i64, batch_group_count = 1 : i64}> : (tensor<1x3x3x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  "func.return"(%y) : (tensor<1x1x1x1xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: 'stablehlo.reduce_window' op `window_strides` must be positive, got [1, 0]
"func.func"() <{function_type = (tensor<4x4xf32>) -> tensor<2x2xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4x4xf32>):
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %y = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<4x4xf32>, tensor<f32>) -> tensor<2x2xf32>
  "func.return"(%y) : (tensor<2x2xf32>) -> ()
}) : () -> ()

// -----

// A splat attribute claiming 2^63 elements is rejected before it is expanded.
// CHECK: error: 'stablehlo.convolution' op attribute `padding` needs 4 entries, but its type is tensor<9223372036854775807x2xi64>
"func.func"() <{function_type = (tensor<1x3x3x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x3x3x1xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<1x3x3x1xf32>, %k: tensor<1x1x1x1xf32>):
  %y = "stablehlo.convolution"(%x, %k) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, padding = dense<0> : tensor<9223372036854775807x2xi64>}> : (tensor<1x3x3x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x3x3x1xf32>
  "func.return"(%y) : (tensor<1x3x3x1xf32>) -> ()
}) : () -> ()

// -----

// lt.fused bodies hold only loop-fusible ops: a contraction only as the first op.
%a = "t.in"() : () -> tensor<2x2xf32>
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'lt.fused' op its body holds 'stablehlo.dot_general', which cannot be fused; only elementwise ops, broadcast_in_dim, transpose, reshape, iota, constant, a last reduce and a first convolution or dot_general of two block arguments can
%f = "lt.fused"(%a) ({
^bb0(%x: tensor<2x2xf32>):
  %t = "stablehlo.tanh"(%x) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %d = "stablehlo.dot_general"(%t, %t) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  "stablehlo.return"(%d) : (tensor<2x2xf32>) -> ()
}) : (tensor<2x2xf32>) -> tensor<2x2xf32>

// -----

// A dot_general may start a body (`fuse-epilogues`) when the device can run it a block of
// rows at a time with GEMM reading its operands in place: not with batch dims.
%x = "t.in"() : () -> tensor<2x3x4xf32>
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'lt.fused' op the dot_general its body starts with needs no batch dims, lhs and rhs whose contracting and free dims each flatten into one dim (as GEMM reads them in place), and no reduce after it in the body
%f = "lt.fused"(%x, %x) ({
^bb0(%a: tensor<2x3x4xf32>, %b: tensor<2x3x4xf32>):
  %d = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>}> : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x3xf32>
  %t = "stablehlo.tanh"(%d) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
  "stablehlo.return"(%t) : (tensor<2x3x3xf32>) -> ()
}) : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x3xf32>

// -----

// A convolution may start a body (`fuse-epilogues`) when the device can run it a block of
// leading rows at a time: not with its feature dim leading.
%x = "t.in"() : () -> tensor<1x4x4x2xf32>
%k = "t.in"() : () -> tensor<3x3x2x2xf32>
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'lt.fused' op the convolution its body starts with needs a result led by its batch dim or its spatial dims, no batch groups, and no reduce after it in the body
%f = "lt.fused"(%x, %k) ({
^bb0(%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x2xf32>):
  %c = "stablehlo.convolution"(%a, %b) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[f, 0, 1, b]>, feature_group_count = 1 : i64}> : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<2x2x2x1xf32>
  %t = "stablehlo.tanh"(%c) : (tensor<2x2x2x1xf32>) -> tensor<2x2x2x1xf32>
  "stablehlo.return"(%t) : (tensor<2x2x2x1xf32>) -> ()
}) : (tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) -> tensor<2x2x2x1xf32>

// -----

%a = "t.in"() : () -> tensor<4xf32>
// CHECK: error: 'lt.fused' op its block arguments must have the operands' types, in order
%f = "lt.fused"(%a) ({
^bb0(%x: tensor<4xi32>):
  "stablehlo.return"(%x) : (tensor<4xi32>) -> ()
}) : (tensor<4xf32>) -> tensor<4xi32>

// -----

%a = "t.in"() : () -> tensor<4xf32>
// CHECK: error: 'lt.fused' op its body must end in "stablehlo.return" of values with the result types
%f = "lt.fused"(%a) ({
^bb0(%x: tensor<4xf32>):
  %n = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  "stablehlo.return"(%n) : (tensor<4xf32>) -> ()
}) : (tensor<4xf32>) -> tensor<8xf32>

// -----

%a = "t.in"() : () -> tensor<4xf32>
// CHECK: error: 'lt.fused' op a body value of type tensor<4xf32> does not have the 8 elements of result #0; only values read through broadcast_in_dim or transpose may differ
%f = "lt.fused"(%a) ({
^bb0(%x: tensor<4xf32>):
  %n = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %b = "stablehlo.broadcast_in_dim"(%x) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2x4xf32>
  "stablehlo.return"(%b) : (tensor<2x4xf32>) -> ()
}) : (tensor<4xf32>) -> tensor<2x4xf32>

// -----

%a = "t.in"() : () -> tensor<4xf32>
// CHECK: error: 'lt.fused' op 'stablehlo.broadcast_in_dim' in its body must read a block argument or a constant
%f = "lt.fused"(%a) ({
^bb0(%x: tensor<4xf32>):
  %n = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %b = "stablehlo.broadcast_in_dim"(%n) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2x4xf32>
  "stablehlo.return"(%b) : (tensor<2x4xf32>) -> ()
}) : (tensor<4xf32>) -> tensor<2x4xf32>

// -----

// A fused reduction: the reduce is the body's last op.
%a = "t.in"() : () -> tensor<4x8xf32>
%z = "t.in"() : () -> tensor<f32>
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'lt.fused' op its body holds 'stablehlo.reduce', which cannot be fused; only elementwise ops, broadcast_in_dim, transpose, reshape, iota, constant, a last reduce and a first convolution or dot_general of two block arguments can
%f = "lt.fused"(%a, %z) ({
^bb0(%x: tensor<4x8xf32>, %i: tensor<f32>):
  %r = "stablehlo.reduce"(%x, %i) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %n = "stablehlo.negate"(%r) : (tensor<4xf32>) -> tensor<4xf32>
  "stablehlo.return"(%n) : (tensor<4xf32>) -> ()
}) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>

// -----

%a = "t.in"() : () -> tensor<4x8xf32>
// CHECK: error: 'lt.fused' op the reduce in its body must take its initial value from a block argument
%f = "lt.fused"(%a) ({
^bb0(%x: tensor<4x8xf32>):
  %i = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%x, %i) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  "stablehlo.return"(%r) : (tensor<4xf32>) -> ()
}) : (tensor<4x8xf32>) -> tensor<4xf32>

// -----

%a = "t.in"() : () -> tensor<4x8xf32>
%z = "t.in"() : () -> tensor<f32>
// CHECK: error: 'lt.fused' op the reduce in its body must reduce one operand
%f:2 = "lt.fused"(%a, %z) ({
^bb0(%x: tensor<4x8xf32>, %i: tensor<f32>):
  %r:2 = "stablehlo.reduce"(%x, %x, %i, %i) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>, %u: tensor<f32>, %v: tensor<f32>):
    %s = "stablehlo.add"(%p, %u) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %t = "stablehlo.add"(%q, %v) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s, %t) : (tensor<f32>, tensor<f32>) -> ()
  }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<f32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)
  "stablehlo.return"(%r#0, %r#1) : (tensor<4xf32>, tensor<4xf32>) -> ()
}) : (tensor<4x8xf32>, tensor<f32>) -> (tensor<4xf32>, tensor<4xf32>)

// -----

%a = "t.in"() : () -> tensor<4x8xf32>
%w = "t.in"() : () -> tensor<4x4xf32>
%z = "t.in"() : () -> tensor<f32>
// CHECK: error: 'lt.fused' op a body value of type tensor<4x4xf32> does not have the 32 elements of the reduced operand; only values read through broadcast_in_dim or transpose may differ
%f = "lt.fused"(%a, %w, %z) ({
^bb0(%x: tensor<4x8xf32>, %v: tensor<4x4xf32>, %i: tensor<f32>):
  %n = "stablehlo.negate"(%v) : (tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = "stablehlo.reduce"(%x, %i) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  "stablehlo.return"(%r) : (tensor<4xf32>) -> ()
}) : (tensor<4x8xf32>, tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>

// -----

%a = "t.in"() : () -> tensor<4x8xf32>
%b = "t.in"() : () -> tensor<4x7xi32>
// CHECK: error: 'stablehlo.sort' op operand #1 has shape tensor<4x7xi32>, but operand #0 has tensor<4x8xf32>; sorted operands share a shape
%s:2 = "stablehlo.sort"(%a, %b) <{dimension = 1 : i64}> ({
^bb0(%p: tensor<f32>, %q: tensor<f32>, %u: tensor<i32>, %v: tensor<i32>):
  %c = "stablehlo.compare"(%p, %q) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
  "stablehlo.return"(%c) : (tensor<i1>) -> ()
}) : (tensor<4x8xf32>, tensor<4x7xi32>) -> (tensor<4x8xf32>, tensor<4x7xi32>)

// -----

%a = "t.in"() : () -> tensor<4x8xf32>
// CHECK: error: 'stablehlo.sort' op `dimension` is 2, but the operands have rank 2; use a dimension in [-2, 2)
%s = "stablehlo.sort"(%a) <{dimension = 2 : i64}> ({
^bb0(%p: tensor<f32>, %q: tensor<f32>):
  %c = "stablehlo.compare"(%p, %q) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
  "stablehlo.return"(%c) : (tensor<i1>) -> ()
}) : (tensor<4x8xf32>) -> tensor<4x8xf32>

// -----

%a = "t.in"() : () -> tensor<4x8xf32>
// CHECK: error: 'chlo.top_k' op k = 9, but the last dimension has 8 elements; use 0 <= k <= 8
%v:2 = "chlo.top_k"(%a) <{k = 9 : i64}> : (tensor<4x8xf32>) -> (tensor<4x9xf32>, tensor<4x9xi32>)

// -----

%a = "t.in"() : () -> tensor<4x8xf32>
// CHECK: error: 'chlo.top_k' op result #1 has type tensor<4x3xi64>, but the operands imply tensor<4x3xi32>; change the result type to tensor<4x3xi32> or fix the operands
%v:2 = "chlo.top_k"(%a) <{k = 3 : i64}> : (tensor<4x8xf32>) -> (tensor<4x3xf32>, tensor<4x3xi64>)

// -----

%a = "t.in"() : () -> tensor<4xf32>
// CHECK: error: 'chlo.is_inf' op result #0 has type tensor<4xf32>, but the operands imply tensor<4xi1>; change the result type to tensor<4xi1> or fix the operands
%v = "chlo.is_inf"(%a) : (tensor<4xf32>) -> tensor<4xf32>

// -----

%a = "t.in"() : () -> tensor<4xf32>
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'stablehlo.bitcast_convert' op bitcast_convert from 32-bit to 8-bit elements needs the result shaped [4, 4] (the wider side's shape, then 4 narrower elements per wider one)
%b = "stablehlo.bitcast_convert"(%a) : (tensor<4xf32>) -> tensor<3xi8>

// -----

%a = "t.in"() : () -> tensor<2x8xi1>
// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'stablehlo.bitcast_convert' op bitcast_convert between i1 and 8-bit elements is not supported (lowtide packs i1 eight to a byte): use compare or convert
%b = "stablehlo.bitcast_convert"(%a) : (tensor<2x8xi1>) -> tensor<2xi8>

// -----

// lt.conv_accumulate adds a weight gradient's pieces; any other convolution is refused.
%x = "t.in"() : () -> tensor<2x16x16x3xf32>
%k = "t.in"() : () -> tensor<3x3x3x8xf32>
%acc = "t.in"() : () -> tensor<2x16x16x8xf32>
// CHECK: error: 'lt.conv_accumulate' op its lhs must lead with its feature dim (a weight gradient, summed over the batch in chunks); use stablehlo.convolution and stablehlo.add for any other convolution
%c = "lt.conv_accumulate"(%x, %k, %acc) <{dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, padding = dense<1> : tensor<2x2xi64>}> : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>

// -----

%x = "t.in"() : () -> tensor<8x6x6x3xf32>
%g = "t.in"() : () -> tensor<8x6x6x5xf32>
%acc = "t.in"() : () -> tensor<3x3x3x4xf32>
// CHECK: error: 'lt.conv_accumulate' op the accumulator (operand #2) has type tensor<3x3x3x4xf32>, but the result has type tensor<3x3x3x5xf32>; they must match
%c = "lt.conv_accumulate"(%x, %g, %acc) <{dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, padding = dense<1> : tensor<2x2xi64>}> : (tensor<8x6x6x3xf32>, tensor<8x6x6x5xf32>, tensor<3x3x3x4xf32>) -> tensor<3x3x3x5xf32>

// -----

%x = "t.in"() : () -> tensor<8x6x6x3xf32>
%g = "t.in"() : () -> tensor<8x6x6x5xf32>
%acc = "t.in"() : () -> tensor<3x3x3x4xf32>
// CHECK: error: 'lt.conv_accumulate' op result #0 has type tensor<3x3x3x4xf32>, but the operands imply tensor<3x3x3x5xf32>
%c = "lt.conv_accumulate"(%x, %g, %acc) <{dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, padding = dense<1> : tensor<2x2xi64>}> : (tensor<8x6x6x3xf32>, tensor<8x6x6x5xf32>, tensor<3x3x3x4xf32>) -> tensor<3x3x3x4xf32>

// -----

// A reduction body must return the accumulators: one that returns nothing is refused.
// CHECK: error: 'stablehlo.reduce' op reduce body must return 1 value(s) of type tensor<f32>, but it returns (); end it with "stablehlo.return"(tensor<f32>)
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%a: tensor<4xf32>):
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    "stablehlo.return"() : () -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%r) : (tensor<f32>) -> ()
}) : () -> ()

// -----

// One dictionary of argument attributes per argument: a longer list would donate from an
// argument that does not exist.
// CHECK: error: 'func.func' op `arg_attrs` lists 3 entries, but the function has 2 arguments; give one dictionary per argument
"func.func"() <{arg_attrs = [{}, {}, {tf.aliasing_output = 0 : i32}], function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>):
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// A second function of the same name would be ignored: it is an error.
// CHECK: error: 'func.func' op redefines @main: a function above has the same name; rename or remove one
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// -----

// CHECK: error: dense hex blob has 5 bytes, but tensor<4xf32> needs 16 (or 4 for a splat)
"func.func"() <{function_type = () -> tensor<4xf32>, sym_name = "main"}> ({
  %c = "stablehlo.constant"() <{value = dense<"0x0000803F00"> : tensor<4xf32>}> : () -> tensor<4xf32>
  "func.return"(%c) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: dense literal is nested as [2, 2], but tensor<4xf32> has shape [4]; nest its elements as the shape
"func.func"() <{function_type = () -> tensor<4xf32>, sym_name = "main"}> ({
  %c = "stablehlo.constant"() <{value = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<4xf32>}> : () -> tensor<4xf32>
  "func.return"(%c) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: a float literal (inf) is out of range for f32: it would become infinity; write an infinity as its hex bit pattern (0x7F800000 for f32)
"func.func"() <{function_type = () -> tensor<2xf32>, sym_name = "main"}> ({
  %c = "stablehlo.constant"() <{value = dense<[1.0, 1.0e400]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "func.return"(%c) : (tensor<2xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: a float literal (1e39) is out of range for f32: it would become infinity; write an infinity as its hex bit pattern (0x7F800000 for f32)
"func.func"() <{function_type = () -> tensor<2xf32>, sym_name = "main"}> ({
  %c = "stablehlo.constant"() <{value = dense<[1.0, 1.0e39]> : tensor<2xf32>}> : () -> tensor<2xf32>
  "func.return"(%c) : (tensor<2xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: dense literal is ragged: a list at depth 1 has 1 elements, another 2
"func.func"() <{function_type = () -> tensor<2x2xf32>, sym_name = "main"}> ({
  %c = "stablehlo.constant"() <{value = dense<[[1.0, 2.0], [3.0]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
  "func.return"(%c) : (tensor<2x2xf32>) -> ()
}) : () -> ()
