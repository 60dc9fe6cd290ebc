// One SGD training step of y = relu(x @ w + b) with a mean-squared-error loss, written by
// hand in the form JAX exports (generic StableHLO, parameters donated with tf.aliasing_output).
// Arguments: w (8x4), b (4), x (16x8), y (16x4). Results: new w, new b, loss.
"builtin.module"() <{sym_name = "linear_relu_step"}> ({
  "func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {tf.aliasing_output = 1 : i32}, {}, {}], function_type = (tensor<8x4xf32>, tensor<4xf32>, tensor<16x8xf32>, tensor<16x4xf32>) -> (tensor<8x4xf32>, tensor<4xf32>, tensor<f32>), sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%w: tensor<8x4xf32>, %b: tensor<4xf32>, %x: tensor<16x8xf32>, %y: tensor<16x4xf32>):
    // forward
    %xw = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<8x4xf32>) -> tensor<16x4xf32>
    %bb = "stablehlo.broadcast_in_dim"(%b) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<16x4xf32>
    %h = "stablehlo.add"(%xw, %bb) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %zero = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %zeros = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %r = "stablehlo.maximum"(%h, %zeros) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %e = "stablehlo.subtract"(%r, %y) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %e2 = "stablehlo.multiply"(%e, %e) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %zero2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %sum = "stablehlo.reduce"(%e2, %zero2) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%acc: tensor<f32>, %v: tensor<f32>):
      %s = "stablehlo.add"(%acc, %v) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<f32>
    %n = "stablehlo.constant"() <{value = dense<6.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %loss = "stablehlo.divide"(%sum, %n) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    // backward: dloss/dr = 2 (r - y) / 64
    %two = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %scale = "stablehlo.divide"(%two, %n) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %scales = "stablehlo.broadcast_in_dim"(%scale) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %dr = "stablehlo.multiply"(%e, %scales) : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %zeros2 = "stablehlo.broadcast_in_dim"(%zero) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x4xf32>
    %pos = "stablehlo.compare"(%h, %zeros2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xi1>
    %dh = "stablehlo.select"(%pos, %dr, %zeros2) : (tensor<16x4xi1>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    %dw = "stablehlo.dot_general"(%x, %dh) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<16x8xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    %db = "stablehlo.reduce"(%dh, %zero2) <{dimensions = array<i64: 0>}> ({
    ^bb0(%acc: tensor<f32>, %v: tensor<f32>):
      %s = "stablehlo.add"(%acc, %v) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%s) : (tensor<f32>) -> ()
    }) : (tensor<16x4xf32>, tensor<f32>) -> tensor<4xf32>
    // SGD update, learning rate 0.01
    %lr = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %lrw = "stablehlo.broadcast_in_dim"(%lr) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x4xf32>
    %stepw = "stablehlo.multiply"(%lrw, %dw) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %w2 = "stablehlo.subtract"(%w, %stepw) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %lrb = "stablehlo.broadcast_in_dim"(%lr) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %stepb = "stablehlo.multiply"(%lrb, %db) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %b2 = "stablehlo.subtract"(%b, %stepb) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%w2, %b2, %loss) : (tensor<8x4xf32>, tensor<4xf32>, tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()
