// RUN: lowtide-opt --mlir-print-op-generic %s --split-input-file --pass-pipeline='assign-buffers{alignment=64},verify-plan' | FileCheck %s

// Program points: op i has before = 2i and after = 2i + 1; live ranges are half-open.
// %t (op 0) is read last by op 1, which is elementwise: %e takes its bytes in place.
// %r is a reshape of %e, which dies there: a view at the same offset.
// The dot (op 3) is returned and not donated: an output, not in the arena (-1).
// %d (op 4) is returned and donated to %arg0, whose last read is op 3: written into its buffer.
// CHECK-LABEL: "func.func"
// CHECK: "stablehlo.tanh"(%arg1) {lt.offset = array<i64: 0>, lt.live = array<i64: 0, 3>}
// CHECK: "stablehlo.exponential"(%0) {lt.offset = array<i64: 0>, lt.live = array<i64: 2, 5>, lt.reuse = array<i64: 0>}
// CHECK: "stablehlo.reshape"(%1) {lt.offset = array<i64: 0>, lt.live = array<i64: 4, 9>, lt.reuse = array<i64: 0>}
// CHECK: "stablehlo.dot_general"{{.*}}{lt.offset = array<i64: -1>, lt.live = array<i64: 6, 11>}
// CHECK: "stablehlo.negate"(%2) {lt.offset = array<i64: -1>, lt.live = array<i64: 8, 11>, lt.donate = array<i64: 0>}
// CHECK: lt.arena_bytes = 128 : i64, lt.arena_lower_bound = 128 : i64, lt.alignment = 64 : i64
"func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {}], function_type = (tensor<8x4xf32>, tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<8x8xf32>), sym_name = "main"}> ({
^bb0(%p: tensor<8x4xf32>, %x: tensor<4x8xf32>):
  %t = "stablehlo.tanh"(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %e = "stablehlo.exponential"(%t) : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = "stablehlo.reshape"(%e) : (tensor<4x8xf32>) -> tensor<8x4xf32>
  %g = "stablehlo.dot_general"(%p, %x) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  %d = "stablehlo.negate"(%r) : (tensor<8x4xf32>) -> tensor<8x4xf32>
  "func.return"(%d, %g) : (tensor<8x4xf32>, tensor<8x8xf32>) -> ()
}) : () -> ()

// -----

// The donated argument is still read after the update is computed: writing the update into
// its buffer would clobber it, so the update gets its own output buffer (no lt.donate).
// CHECK-LABEL: "func.func"
// CHECK: "stablehlo.negate"(%arg0) {lt.offset = array<i64: -1>, lt.live = array<i64: 0, 5>}
// CHECK-NOT: lt.donate
"func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}], function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
^bb0(%p: tensor<4xf32>):
  %n = "stablehlo.negate"(%p) : (tensor<4xf32>) -> tensor<4xf32>
  %m = "stablehlo.multiply"(%p, %p) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%n, %m) : (tensor<4xf32>, tensor<4xf32>) -> ()
}) : () -> ()

// -----

// Streaming: %a dies at the convolution, whose result rows (the batch) each read one row of
// %a, so the result goes one row (576 bytes) below %a and the convolution runs a row at a
// time (lt.stream = 1): %a, %b and the result cost 2 x 4608 + 576 bytes, not 3 x 4608. The
// multiply then works in place and the reshape is a view. The last matmul could stream too,
// but it is not at the peak, so it does not (a streamed pair costs one row more over both
// lifetimes).
// CHECK-LABEL: "func.func"
// CHECK: "stablehlo.tanh"(%arg0) {lt.offset = array<i64: 576>, lt.live = array<i64: 0, 5>}
// CHECK: "stablehlo.convolution"{{.*}}{lt.offset = array<i64: 0>, lt.live = array<i64: 4, 7>, lt.reuse = array<i64: 0>, lt.stream = 1 : i64}
// CHECK: "stablehlo.multiply"{{.*}}{lt.offset = array<i64: 0>, lt.live = array<i64: 6, 9>, lt.reuse = array<i64: 0>}
// CHECK: "stablehlo.dot_general"{{.*}}{lt.offset = array<i64: 5184>, lt.live = array<i64: 10, 13>}
// CHECK: lt.arena_bytes = 9792 : i64, lt.arena_lower_bound = 9792 : i64
"func.func"() <{function_type = (tensor<8x6x6x4xf32>, tensor<3x3x4x4xf32>, tensor<144x144xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<8x6x6x4xf32>, %k: tensor<3x3x4x4xf32>, %w: tensor<144x144xf32>):
  %a = "stablehlo.tanh"(%x) : (tensor<8x6x6x4xf32>) -> tensor<8x6x6x4xf32>
  %b = "stablehlo.exponential"(%x) : (tensor<8x6x6x4xf32>) -> tensor<8x6x6x4xf32>
  %c = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<8x6x6x4xf32>, tensor<3x3x4x4xf32>) -> tensor<8x6x6x4xf32>
  %d = "stablehlo.multiply"(%c, %b) : (tensor<8x6x6x4xf32>, tensor<8x6x6x4xf32>) -> tensor<8x6x6x4xf32>
  %e = "stablehlo.reshape"(%d) : (tensor<8x6x6x4xf32>) -> tensor<8x144xf32>
  %f = "stablehlo.dot_general"(%e, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x144xf32>, tensor<144x144xf32>) -> tensor<8x144xf32>
  %s = "stablehlo.dot_general"(%f, %f) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x144xf32>, tensor<8x144xf32>) -> tensor<f32>
  "func.return"(%s) : (tensor<f32>) -> ()
}) : () -> ()
