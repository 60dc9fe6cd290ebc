// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='autodiff{optimizer=momentum}' | FileCheck %s
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='autodiff{wrt=1}' 2>&1 | FileCheck %s --check-prefix=TRAIN

// A result after the loss is state: the argument it replaces (tf.aliasing_output = 1) is not
// trained by default, and in the training step its update comes after the loss, the new
// parameter and the velocity, still donated by that argument.
// CHECK: function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK-SAME: arg_attrs = [{lt.kind = "param", tf.aliasing_output = 1 : i32}, {tf.aliasing_output = 3 : i32, lt.kind = "state"}, {lt.kind = "opt_state", tf.aliasing_output = 2 : i32}]
// CHECK: "func.return"(%{{.*}}, %{{.*}}, %{{.*}}, %[[S:.*]])
// TRAIN: error: pass 'autodiff' failed: argument #1 is state (it aliases a result) and cannot be trained
"func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>), sym_name = "main", arg_attrs = [{}, {tf.aliasing_output = 1 : i32}]}> ({
^bb0(%p: tensor<4xf32>, %s: tensor<4xf32>):
  %t = "stablehlo.tanh"(%p) : (tensor<4xf32>) -> tensor<4xf32>
  %s2 = "stablehlo.add"(%s, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %l = "stablehlo.reduce"(%t, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %x = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%l, %s2) : (tensor<f32>, tensor<4xf32>) -> ()
}) : () -> ()
