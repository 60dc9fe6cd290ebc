// RUN: not lowtide-opt --mlir-print-op-generic --split-input-file --pass-pipeline=verify-plan %s 2>&1 | FileCheck %s
// Hand-written (wrong) plans: the checker names the op and the bytes.

// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.add' (op 2) reads result #0 of 'stablehlo.tanh' (op 0) at [0, 128), but those bytes were overwritten by result #0 of 'stablehlo.exp' (op 1)
"func.func"() <{function_type = (tensor<32xf32>) -> tensor<32xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<32xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 0>} : (tensor<32xf32>) -> tensor<32xf32>
  %b = "stablehlo.exp"(%x) {lt.offset = array<i64: 0>} : (tensor<32xf32>) -> tensor<32xf32>
  %c = "stablehlo.add"(%a, %b) {lt.offset = array<i64: -1>} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
  "func.return"(%c) : (tensor<32xf32>) -> ()
}) {lt.arena_bytes = 128 : i64} : () -> ()

// -----

// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.tanh' (op 0) writes [64, 192), past the end of the 128-byte arena
"func.func"() <{function_type = (tensor<32xf32>) -> tensor<32xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<32xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 64>} : (tensor<32xf32>) -> tensor<32xf32>
  "func.return"(%x) : (tensor<32xf32>) -> ()
}) {lt.arena_bytes = 128 : i64} : () -> ()

// -----

// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.dot_general' (op 1) writes its result at [0, 16) over result #0 of 'stablehlo.tanh' (op 0) at [0, 16), which it is still reading
"func.func"() <{function_type = (tensor<2x2xf32>) -> tensor<2x2xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<2x2xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 0>} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %b = "stablehlo.dot_general"(%a, %a) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> {lt.offset = array<i64: 0>, lt.reuse = array<i64: 0>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  "func.return"(%b) : (tensor<2x2xf32>) -> ()
}) {lt.arena_bytes = 64 : i64} : () -> ()

// -----

// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.multiply' (op 1) reads argument #0, but its buffer was already overwritten by the donated result #0 of 'stablehlo.negate' (op 0)
"func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %n = "stablehlo.negate"(%x) {lt.offset = array<i64: -1>, lt.donate = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  %m = "stablehlo.multiply"(%x, %x) {lt.offset = array<i64: -1>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%n, %m) : (tensor<4xf32>, tensor<4xf32>) -> ()
}) {lt.arena_bytes = 0 : i64} : () -> ()

// -----

// A plan may write a result only into the buffer of the argument that donates to it.
// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.negate' (op 0) writes its result #0 into argument #0's buffer, but that argument does not donate its buffer to this value's result (tf.aliasing_output)
"func.func"() <{function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %n = "stablehlo.negate"(%x) {lt.offset = array<i64: -1>, lt.donate = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  %m = "stablehlo.multiply"(%x, %x) {lt.offset = array<i64: -1>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%n, %m) : (tensor<4xf32>, tensor<4xf32>) -> ()
}) {lt.arena_bytes = 0 : i64} : () -> ()

// -----

// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.tanh' (op 0) writes at offset 4, which is not a multiple of 64
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 4>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = 128 : i64, lt.alignment = 64 : i64} : () -> ()

// -----

// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.tanh' (op 0) has 1 results but no lt.offset
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = 16 : i64} : () -> ()

// -----

// An offset so large that offset + size overflows is still reported, not wrapped.
// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.tanh' (op 0) writes [9223372036854775807, 27670116110564327419), past the end of the 9223372036854775807-byte arena
"func.func"() <{function_type = (tensor<4611686018427387903xf32>) -> tensor<4611686018427387903xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4611686018427387903xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 9223372036854775807>} : (tensor<4611686018427387903xf32>) -> tensor<4611686018427387903xf32>
  "func.return"(%x) : (tensor<4611686018427387903xf32>) -> ()
}) {lt.arena_bytes = 9223372036854775807 : i64} : () -> ()

// -----

// The verifier checks the plan's shape as it parses, at the op's line.
// CHECK: errors.mlir:[[@LINE+3]]:3: error: 'stablehlo.tanh' op lt.workspace is [8]; it must be [offset, bytes], both non-negative
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 0>, lt.workspace = array<i64: 8>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = 64 : i64} : () -> ()

// -----

// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.tanh' (op 0) has workspace past the end of the arena
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 0>, lt.workspace = array<i64: 9223372036854775807, 9223372036854775807>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = 64 : i64} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:1: error: 'func.func' op lt.arena_bytes is -1 : i64; it must be a non-negative integer
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = -1 : i64} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+3]]:3: error: 'stablehlo.tanh' op lt.donate lists 3 entries, but the op has 1 results
"func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}], function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: -1>, lt.donate = array<i64: 0, 0, 0>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%a) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = 64 : i64} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+3]]:3: error: 'stablehlo.tanh' op lt.reuse lists 3 entries, but the op has 1 results
"func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}], function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: -1>, lt.reuse = array<i64: 0, 0, 0>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%a) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = 64 : i64} : () -> ()

// -----

// Output buffers are checked like the arena: a value that lt.output puts in output #0's buffer
// is overwritten there by the output itself while still read.
// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.add' (op 1) writes its result at [128, 256) over result #0 of 'stablehlo.tanh' (op 0) at [128, 256), which it is still reading
"func.func"() <{function_type = (tensor<32xf32>) -> tensor<32xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<32xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: -1>, lt.output = array<i64: 0>} : (tensor<32xf32>) -> tensor<32xf32>
  %c = "stablehlo.add"(%a, %a) {lt.offset = array<i64: -1>} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
  "func.return"(%c) : (tensor<32xf32>) -> ()
}) {lt.arena_bytes = 128 : i64} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+3]]:3: error: 'stablehlo.tanh' op lt.output entry 3 is not -1 or a result index (0 to 0)
"func.func"() <{function_type = (tensor<32xf32>) -> tensor<32xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<32xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: -1>, lt.output = array<i64: 3>} : (tensor<32xf32>) -> tensor<32xf32>
  %c = "stablehlo.add"(%a, %a) {lt.offset = array<i64: -1>, lt.reuse = array<i64: 0>} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
  "func.return"(%c) : (tensor<32xf32>) -> ()
}) {lt.arena_bytes = 0 : i64} : () -> ()

// -----

// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.tanh' (op 0) has lt.output 0, but its result #0 is also in an argument, or does not fit in output #0 at offset 0
"func.func"() <{function_type = (tensor<64xf32>) -> tensor<32xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<64xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: -1>, lt.output = array<i64: 0>} : (tensor<64xf32>) -> tensor<64xf32>
  %c = "stablehlo.slice"(%a) <{start_indices = array<i64: 0>, limit_indices = array<i64: 32>, strides = array<i64: 1>}> {lt.offset = array<i64: -1>} : (tensor<64xf32>) -> tensor<32xf32>
  "func.return"(%c) : (tensor<32xf32>) -> ()
}) {lt.arena_bytes = 0 : i64} : () -> ()

// -----

// Streamed (lt.stream = 1 row per block), but the result sits only 64 bytes below its operand,
// less than one 128-byte row: the first block would overwrite rows not yet read.
// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.dot_general' (op 1) writes its result at [0, 1024) over result #0 of 'stablehlo.tanh' (op 0) at [64, 1088), which it is still reading
"func.func"() <{function_type = (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<8x32xf32>, %w: tensor<32x32xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 64>} : (tensor<8x32xf32>) -> tensor<8x32xf32>
  %b = "stablehlo.dot_general"(%a, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> {lt.offset = array<i64: 0>, lt.reuse = array<i64: 0>, lt.stream = 1 : i64} : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
  %s = "stablehlo.dot_general"(%b, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> {lt.offset = array<i64: -1>} : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<f32>
  "func.return"(%s) : (tensor<f32>) -> ()
}) {lt.arena_bytes = 1088 : i64} : () -> ()

// -----

// A convolution over its input's batch streams; one whose dim 0 is the feature dim does not,
// so the same offsets (one 768-byte row apart) are an overlap.
// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.convolution' (op 1) writes its result at [0, 4608) over result #0 of 'stablehlo.tanh' (op 0) at [768, 5376), which it is still reading
"func.func"() <{function_type = (tensor<6x3x8x8xf32>, tensor<3x3x6x6xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<6x3x8x8xf32>, %k: tensor<3x3x6x6xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 768>} : (tensor<6x3x8x8xf32>) -> tensor<6x3x8x8xf32>
  %c = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, b, 0, 1]x[0, 1, i, o]->[f, b, 0, 1]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> {lt.offset = array<i64: 0>, lt.reuse = array<i64: 0>, lt.stream = 1 : i64} : (tensor<6x3x8x8xf32>, tensor<3x3x6x6xf32>) -> tensor<6x3x8x8xf32>
  %s = "stablehlo.dot_general"(%c, %c) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1, 2, 3], rhs_contracting_dimensions = [0, 1, 2, 3]>}> {lt.offset = array<i64: -1>} : (tensor<6x3x8x8xf32>, tensor<6x3x8x8xf32>) -> tensor<f32>
  "func.return"(%s) : (tensor<f32>) -> ()
}) {lt.arena_bytes = 5376 : i64} : () -> ()

// -----

// A negative offset other than -1 (not in the arena) is malformed, not "elsewhere".
// CHECK: errors.mlir:[[@LINE+3]]:3: error: 'stablehlo.tanh' op lt.offset entry -5 is negative; an offset is -1 (not in the arena) or a byte offset
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: -5>} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%a) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = 64 : i64} : () -> ()

// -----

// A pass error that names an op is reported at the op's line, with a caret.
// CHECK: errors.mlir:[[@LINE+4]]:3: error: pass 'verify-plan' failed: @main: 'stablehlo.sine' (op 1) writes its result at [0, 16) over result #0 of 'stablehlo.tanh' (op 0) at [0, 16), which it is still reading
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  %b = "stablehlo.sine"(%a) {lt.offset = array<i64: 0>} : (tensor<4xf32>) -> tensor<4xf32>
  %c = "stablehlo.add"(%a, %b) {lt.offset = array<i64: -1>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%c) : (tensor<4xf32>) -> ()
}) {lt.arena_bytes = 64 : i64} : () -> ()

// -----

// A value kept in an output's buffer must fit there at its offset.
// CHECK: error: pass 'verify-plan' failed: @main: 'stablehlo.sine' (op 0) has lt.output 0, but its result #0 is also in an argument, or does not fit in output #0 at offset 128
"func.func"() <{function_type = (tensor<16xf32>) -> tensor<32xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<16xf32>):
  %b = "stablehlo.sine"(%x) {lt.offset = array<i64: 128>, lt.output = array<i64: 0>} : (tensor<16xf32>) -> tensor<16xf32>
  %c = "stablehlo.concatenate"(%b, %b) <{dimension = 0 : i64}> {lt.offset = array<i64: -1>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<32xf32>
  "func.return"(%c) : (tensor<32xf32>) -> ()
}) {lt.arena_bytes = 0 : i64} : () -> ()

// -----

// A value kept in an output's buffer after the output is written overwrites it.
// CHECK: error: pass 'verify-plan' failed: @main: 'func.return' (op 3) reads result #0 of 'stablehlo.tanh' (op 0) at [0, 128), but those bytes were overwritten by result #0 of 'stablehlo.sine' (op 1)
"func.func"() <{function_type = (tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<32xf32>):
  %a = "stablehlo.tanh"(%x) {lt.offset = array<i64: -1>} : (tensor<32xf32>) -> tensor<32xf32>
  %b = "stablehlo.sine"(%x) {lt.offset = array<i64: 0>, lt.output = array<i64: 0>} : (tensor<32xf32>) -> tensor<32xf32>
  %c = "stablehlo.add"(%b, %b) {lt.offset = array<i64: -1>} : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
  "func.return"(%a, %c) : (tensor<32xf32>, tensor<32xf32>) -> ()
}) {lt.arena_bytes = 0 : i64} : () -> ()
