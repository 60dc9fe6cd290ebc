// RUN: not lowtide-opt --mlir-print-op-generic --split-input-file --pass-pipeline='autodiff' %s 2>&1 | FileCheck %s
// autodiff's errors name what is wrong; the module is left as it was.

// CHECK: error: pass 'autodiff' failed: the loss must be a 0-d tensor, got tensor<4xf32>
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%p: tensor<4xf32>):
  %t = "stablehlo.tanh"(%p) : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%t) : (tensor<4xf32>) -> ()
}) : () -> ()

// -----

// CHECK: error: pass 'autodiff' failed: result #1 is not the loss; autodiff keeps results after the loss only as updated state: mark the argument it replaces with {tf.aliasing_output = 1 : i32}
"func.func"() <{function_type = (tensor<f32>) -> (tensor<f32>, tensor<f32>), sym_name = "main"}> ({
^bb0(%p: tensor<f32>):
  "func.return"(%p, %p) : (tensor<f32>, tensor<f32>) -> ()
}) : () -> ()

// -----

// CHECK: error: pass 'autodiff' failed: autodiff needs static tensor shapes, but a value has type tensor<?xf32>
"func.func"() <{function_type = (tensor<?xf32>, tensor<f32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%p: tensor<?xf32>, %q: tensor<f32>):
  %t = "stablehlo.tanh"(%q) : (tensor<f32>) -> tensor<f32>
  "func.return"(%t) : (tensor<f32>) -> ()
}) : () -> ()

// -----

// CHECK: error: pass 'autodiff' failed: autodiff has no VJP rule for 'stablehlo.cosine'
"func.func"() <{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%p: tensor<f32>):
  %c = "stablehlo.cosine"(%p) : (tensor<f32>) -> tensor<f32>
  "func.return"(%c) : (tensor<f32>) -> ()
}) : () -> ()

// -----

// CHECK: error: pass 'autodiff' failed: autodiff needs a function returning the loss
"func.func"() <{function_type = (tensor<f32>) -> (), sym_name = "main"}> ({
^bb0(%p: tensor<f32>):
  "func.return"() : () -> ()
}) : () -> ()

// -----

// CHECK: error: pass 'autodiff' failed: autodiff has no VJP rule for a 'stablehlo.convolution' with window_reversal or batch_group_count > 1
"func.func"() <{function_type = (tensor<2x3x1xf32>, tensor<1x1x2xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<2x3x1xf32>, %k: tensor<1x1x2xf32>):
  %c = "stablehlo.convolution"(%x, %k) <{batch_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64}> : (tensor<2x3x1xf32>, tensor<1x1x2xf32>) -> tensor<1x3x2xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %l = "stablehlo.reduce"(%c, %z) <{dimensions = array<i64: 0, 1, 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1x3x2xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%l) : (tensor<f32>) -> ()
}) : () -> ()

// -----

// CHECK: error: pass 'autodiff' failed: autodiff has no VJP rule for this 'stablehlo.reduce_window' (only an undilated max)
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %w = "stablehlo.reduce_window"(%x, %z) <{window_dimensions = array<i64: 2>, window_strides = array<i64: 2>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<2xf32>
  %l = "stablehlo.reduce"(%w, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%l) : (tensor<f32>) -> ()
}) : () -> ()
