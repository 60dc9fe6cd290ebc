// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse,fuse-epilogues' --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse,fuse-epilogues' | lowtide-opt --mlir-print-op-generic --pass-pipeline='fuse,fuse-epilogues,schedule,assign-buffers,verify-plan' | FileCheck %s --check-prefix=AGAIN
// RUN: lowtide plan %s | FileCheck %s --check-prefix=REPORT
// RUN: lowtide plan %s --report json | FileCheck %s --check-prefix=JSON

// An SGD step's weight gradient %dw is read only by the update written over the donated %w:
// the convolution moves into the update's loop, which computes it a 3x3 row at a time, so the
// 1,152-byte gradient is never stored (a 128-byte workspace holds one row). %y is read only by
// a tanh whose output has its own buffer: %y can be written there in place, so it stays.
// CHECK: %[[Y:[0-9]+]] = "stablehlo.convolution"(%arg1, %arg0)
// CHECK: "stablehlo.tanh"(%[[Y]])
// CHECK: %[[NEW:[0-9]+]] = "lt.fused"(%arg0, %arg1, %arg2) ({
// CHECK-NEXT: ^bb0(%arg3: tensor<3x3x4x8xf32>, %arg4: tensor<2x6x6x4xf32>, %arg5: tensor<2x6x6x8xf32>):
// CHECK-NEXT: %[[DW:[0-9]+]] = "stablehlo.convolution"(%arg4, %arg5)
// CHECK: "stablehlo.multiply"(%{{[0-9]+}}, %[[DW]])
// CHECK: "stablehlo.subtract"(%arg3,
// CHECK: "func.return"(%[[NEW]],
// TIMING: fuse-epilogues (convolutions-fused=1, chose-before-schedule=1)
// A planned module fuses nothing more and plans with the workspace.
// AGAIN: lt.workspace = array<i64: {{[0-9]+}}, 128>
// REPORT: fused convolutions                  1  convolutions computed a block at a time inside the loop reading them, never stored whole
// JSON: "fused_convolutions": 1
"func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {}, {}], function_type = (tensor<3x3x4x8xf32>, tensor<2x6x6x4xf32>, tensor<2x6x6x8xf32>) -> (tensor<3x3x4x8xf32>, tensor<2x6x6x8xf32>), sym_name = "main"}> ({
^bb0(%w: tensor<3x3x4x8xf32>, %x: tensor<2x6x6x4xf32>, %dy: tensor<2x6x6x8xf32>):
  %dw = "stablehlo.convolution"(%x, %dy) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<2x6x6x4xf32>, tensor<2x6x6x8xf32>) -> tensor<3x3x4x8xf32>
  %y = "stablehlo.convolution"(%x, %w) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<2x6x6x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x6x6x8xf32>
  %t = "stablehlo.tanh"(%y) : (tensor<2x6x6x8xf32>) -> tensor<2x6x6x8xf32>
  %lr = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<3x3x4x8xf32>}> : () -> tensor<3x3x4x8xf32>
  %u = "stablehlo.multiply"(%lr, %dw) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %new = "stablehlo.subtract"(%w, %u) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  "func.return"(%new, %t) : (tensor<3x3x4x8xf32>, tensor<2x6x6x8xf32>) -> ()
}) : () -> ()
