// RUN: lowtide-opt --mlir-print-op-generic %s --split-input-file --pass-pipeline=canonicalize | FileCheck %s

// Scalar constants fold (f32 rounding kept); identities disappear.
// CHECK-LABEL: "func.func"
// CHECK-NEXT: ^bb0(%arg0: tensor<2x3xf32>):
// CHECK-NEXT: %0 = "stablehlo.constant"() <{value = dense<7.000000e+00> : tensor<f32>}>
// CHECK-NEXT: %1 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}>
// CHECK-NEXT: "func.return"(%arg0, %0, %1)
"func.func"() <{function_type = (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<f32>, tensor<f32>), sym_name = "main"}> ({
^bb0(%x: tensor<2x3xf32>):
  %a = "stablehlo.constant"() <{value = dense<3.0> : tensor<f32>}> : () -> tensor<f32>
  %b = "stablehlo.constant"() <{value = dense<4.0> : tensor<f32>}> : () -> tensor<f32>
  %c = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %d = "stablehlo.divide"(%one, %a) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %r = "stablehlo.reshape"(%x) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %t = "stablehlo.transpose"(%r) <{permutation = array<i64: 0, 1>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %v = "stablehlo.convert"(%t) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %w = "stablehlo.broadcast_in_dim"(%v) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  "func.return"(%w, %c, %d) : (tensor<2x3xf32>, tensor<f32>, tensor<f32>) -> ()
}) : () -> ()

// -----

// A reshape of a reshape reads the original; integer folding wraps like i32 does.
// CHECK-LABEL: "func.func"
// CHECK-NEXT: ^bb0(%arg0: tensor<6xf32>):
// CHECK-NEXT: %0 = "stablehlo.reshape"(%arg0) : (tensor<6xf32>) -> tensor<3x2xf32>
// CHECK-NEXT: %1 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}>
// CHECK-NEXT: %2 = "stablehlo.constant"() <{value = dense<-2147483648> : tensor<i32>}>
// CHECK-NEXT: %3 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}>
// CHECK-NEXT: %4 = "stablehlo.divide"(%1, %3) : (tensor<i32>, tensor<i32>) -> tensor<i32>
"func.func"() <{function_type = (tensor<6xf32>) -> (tensor<3x2xf32>, tensor<i32>, tensor<i32>), sym_name = "main"}> ({
^bb0(%x: tensor<6xf32>):
  %a = "stablehlo.reshape"(%x) : (tensor<6xf32>) -> tensor<2x3xf32>
  %b = "stablehlo.reshape"(%a) : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %m = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
  %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %s = "stablehlo.add"(%m, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %q = "stablehlo.divide"(%one, %zero) : (tensor<i32>, tensor<i32>) -> tensor<i32>
  "func.return"(%b, %s, %q) : (tensor<3x2xf32>, tensor<i32>, tensor<i32>) -> ()
}) : () -> ()

// -----

// Exact identities go (x*1 through a broadcast, x/1, x-0); x+0 stays (wrong for x = -0.0).
// CHECK-LABEL: "func.func"
// CHECK-NEXT: ^bb0(%arg0: tensor<4xf32>):
// CHECK-NEXT: %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<4xf32>}>
// CHECK-NEXT: %1 = "stablehlo.add"(%arg0, %0)
// CHECK-NEXT: "func.return"(%arg0, %arg0, %arg0, %1)
"func.func"() <{function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %ones = "stablehlo.broadcast_in_dim"(%one) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
  %zeros = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
  %a = "stablehlo.multiply"(%ones, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %b = "stablehlo.divide"(%x, %ones) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %c = "stablehlo.subtract"(%x, %zeros) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %d = "stablehlo.add"(%x, %zeros) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%a, %b, %c, %d) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
}) : () -> ()

// -----

// transpose(dot_general(a, b)) that swaps the free dims is dot_general(b, a): the product is
// written in the layout its reader wants (a weight gradient, usually).
// CHECK-LABEL: "func.func"
// CHECK: %[[D:.*]] = "stablehlo.dot_general"(%arg1, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<64x32xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
// CHECK-NOT: stablehlo.transpose
// CHECK: "func.return"(%[[D]])
"func.func"() <{function_type = (tensor<64x16xf32>, tensor<64x32xf32>) -> tensor<32x16xf32>, sym_name = "main"}> ({
^bb0(%a: tensor<64x16xf32>, %b: tensor<64x32xf32>):
  %d = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<64x16xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
  %t = "stablehlo.transpose"(%d) <{permutation = array<i64: 1, 0>}> : (tensor<16x32xf32>) -> tensor<32x16xf32>
  "func.return"(%t) : (tensor<32x16xf32>) -> ()
}) : () -> ()

// -----

// The relu's backward compare reads the relu's output (max(x, 0) > 0 exactly when x > 0), so
// the pre-activation can die in the forward pass.
// CHECK-LABEL: "func.func"
// CHECK: %[[R:.*]] = "stablehlo.maximum"(%arg0, %[[Z:[0-9]+]])
// CHECK: "stablehlo.compare"(%[[R]], %[[Z]])
"func.func"() <{function_type = (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xi1>), sym_name = "main"}> ({
^bb0(%x: tensor<8xf32>):
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<8xf32>}> : () -> tensor<8xf32>
  %r = "stablehlo.maximum"(%x, %z) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  %m = "stablehlo.compare"(%x, %z) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
  "func.return"(%r, %m) : (tensor<8xf32>, tensor<8xi1>) -> ()
}) : () -> ()

// -----

// A broadcast of a broadcast is one broadcast; a broadcast of an iota that keeps the counted
// dimension's size is an iota of the larger shape. Fusion then reads arguments directly.
// CHECK-LABEL: "func.func"
// CHECK: %[[B:.*]] = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x4xi32>) -> tensor<8x4x16xi32>
// CHECK: %[[I:.*]] = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<8x4x16xi32>
// CHECK: "stablehlo.compare"(%[[B]], %[[I]])
"func.func"() <{function_type = (tensor<8x4xi32>) -> tensor<8x4x16xi1>, sym_name = "main"}> ({
^bb0(%labels: tensor<8x4xi32>):
  %l = "stablehlo.broadcast_in_dim"(%labels) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
  %lb = "stablehlo.broadcast_in_dim"(%l) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<8x4x1xi32>) -> tensor<8x4x16xi32>
  %i = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x16xi32>
  %ib = "stablehlo.broadcast_in_dim"(%i) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xi32>) -> tensor<8x4x16xi32>
  %eq = "stablehlo.compare"(%lb, %ib) <{comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8x4x16xi32>, tensor<8x4x16xi32>) -> tensor<8x4x16xi1>
  "func.return"(%eq) : (tensor<8x4x16xi1>) -> ()
}) : () -> ()

// -----

// A while carry the body returns unchanged (a scan's weights) is read from the operand: the
// loop carries only the counter and the state; the loop's reader reads the argument.
// CHECK-LABEL: "func.func"
// CHECK-NEXT: ^bb0(%arg0: tensor<8x8xf32>, %arg1: tensor<2x8xf32>):
// CHECK: %1:2 = "stablehlo.while"(%0, %arg1) ({
// CHECK-NEXT: ^bb0(%arg2: tensor<i32>, %arg3: tensor<2x8xf32>):
// CHECK: ^bb0(%arg4: tensor<i32>, %arg5: tensor<2x8xf32>):
// CHECK: "stablehlo.dot_general"(%arg5, %arg0)
// CHECK: "stablehlo.return"(%5, %7) : (tensor<i32>, tensor<2x8xf32>) -> ()
// CHECK-NEXT: }) : (tensor<i32>, tensor<2x8xf32>) -> (tensor<i32>, tensor<2x8xf32>)
// CHECK-NEXT: "stablehlo.multiply"(%arg0, %arg0)
// CHECK-NEXT: "func.return"(%1#1, %8)
"func.func"() <{function_type = (tensor<8x8xf32>, tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<8x8xf32>), sym_name = "main"}> ({
^bb0(%w: tensor<8x8xf32>, %h0: tensor<2x8xf32>):
  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:3 = "stablehlo.while"(%z, %w, %h0) ({
  ^bb0(%i: tensor<i32>, %a: tensor<8x8xf32>, %h: tensor<2x8xf32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %a: tensor<8x8xf32>, %h: tensor<2x8xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %d = "stablehlo.dot_general"(%h, %a) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %t = "stablehlo.tanh"(%d) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    "stablehlo.return"(%j, %a, %t) : (tensor<i32>, tensor<8x8xf32>, tensor<2x8xf32>) -> ()
  }) : (tensor<i32>, tensor<8x8xf32>, tensor<2x8xf32>) -> (tensor<i32>, tensor<8x8xf32>, tensor<2x8xf32>)
  %g = "stablehlo.multiply"(%r#1, %r#1) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  "func.return"(%r#2, %g) : (tensor<2x8xf32>, tensor<8x8xf32>) -> ()
}) : () -> ()
