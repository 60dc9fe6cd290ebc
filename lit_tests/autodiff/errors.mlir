// RUN: not lowtide-opt --split-input-file --pass-pipeline='autodiff' %s 2>&1 | FileCheck %s
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
