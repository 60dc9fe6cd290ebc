// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='autodiff{wrt=0 optimizer=momentum}' | FileCheck %s
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='autodiff{wrt=x}' 2>&1 | FileCheck %s --check-prefix=WRT
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='autodiff{lr=fast}' 2>&1 | FileCheck %s --check-prefix=LR
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='autodiff{optimizer=rmsprop}' 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: lowtide zoo mlp --batch 2 --widths 4,3 | lowtide plan - | FileCheck %s --check-prefix=PLAN
// RUN: not lowtide zoo foo 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not lowtide zoo vgg16 --image 100 2>&1 | FileCheck %s --check-prefix=IMAGE
// RUN: not lowtide zoo vit_b16 --width 10 --heads 3 2>&1 | FileCheck %s --check-prefix=HEADS
// RUN: not lowtide zoo resnet50 --batch 0 2>&1 | FileCheck %s --check-prefix=BATCH
// RUN: not lowtide zoo mobilenet_v2 --channels 0 2>&1 | FileCheck %s --check-prefix=CHANNELS
// RUN: not lowtide zoo unet --image 20 2>&1 | FileCheck %s --check-prefix=UNET
// RUN: not lowtide zoo vit_b16 --image 20 2>&1 | FileCheck %s --check-prefix=VIT
// RUN: not lowtide zoo bert_base --seq 0 2>&1 | FileCheck %s --check-prefix=SEQ
// RUN: not lowtide zoo mlp --widths 5 2>&1 | FileCheck %s --check-prefix=MLP
// RUN: not lowtide zoo resnet18 --batch 100000000 --image 1000000 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not lowtide zoo gpt2 --vocab 9999999999 2>&1 | FileCheck %s --check-prefix=OPTION

// A loss of one trainable argument becomes a momentum step: loss, new parameter, new velocity;
// the parameter and the velocity (a new argument) are donated to their updates.
// CHECK: function_type = (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<f32>, tensor<4xf32>, tensor<4xf32>)
// CHECK-SAME: arg_attrs = [{lt.kind = "param", tf.aliasing_output = 1 : i32}, {lt.kind = "batch"}, {lt.kind = "opt_state", tf.aliasing_output = 2 : i32}]
// CHECK: "stablehlo.tanh"(%arg0)
// CHECK: "func.return"(%{{.*}}, %{{.*}}, %{{.*}})

// WRT: error: pass 'autodiff': option 'wrt' expects argument indices like 0,2,3, got 'x'
// LR: error: pass 'autodiff': option 'lr' expects a number, got 'fast'
// OPT: error: pass 'autodiff': unknown optimizer 'rmsprop'; use sgd, momentum or adam
// PLAN: footprint
// UNKNOWN: lowtide zoo: error: unknown model 'foo'; lowtide builds: mlp, vgg16, resnet18, resnet50, mobilenet_v2, unet, gpt2, bert_base, vit_b16
// IMAGE: lowtide zoo: error: vgg16 needs an image size divisible by 32, got 100
// HEADS: lowtide zoo: error: the width (10) must divide by the heads (3)
// BATCH: lowtide zoo: error: resnet50 needs a positive batch
// CHANNELS: lowtide zoo: error: --channels must be positive
// UNET: lowtide zoo: error: unet needs an image size divisible by 16, got 20
// VIT: lowtide zoo: error: vit_b16 needs an image size divisible by 16, got 20
// SEQ: lowtide zoo: error: --seq must be positive
// MLP: lowtide zoo: error: mlp needs at least an input and an output width, all positive
// HUGE: lowtide zoo: error: these options make tensors larger than 2^62 bytes; lower --batch, --image, --seq or the widths
// OPTION: lowtide zoo: error: --vocab 9999999999 is too large
"func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%p: tensor<4xf32>, %x: tensor<4xf32>):
  %t = "stablehlo.tanh"(%p) : (tensor<4xf32>) -> tensor<4xf32>
  %y = "stablehlo.multiply"(%t, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %l = "stablehlo.reduce"(%y, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%l) : (tensor<f32>) -> ()
}) : () -> ()
