// RUN: lowtide-opt --mlir-print-op-generic %s --split-input-file --pass-pipeline='schedule' --timing 2>%t.timing | FileCheck %s
// RUN: FileCheck %s --check-prefix=TIMING < %t.timing
// RUN: not lowtide-opt --mlir-print-op-generic %s --pass-pipeline='schedule{algorithm=random}' 2>&1 | FileCheck %s --check-prefix=OPTION

// Program order computes both 4 KiB exponentials before either is consumed (peak: a, b and the
// 4-byte zero = 8196 bytes); the list scheduler consumes each right away (4 KiB + 4 bytes).
// CHECK-LABEL: "func.func"
// CHECK: %[[A:.*]] = "stablehlo.exponential"(%arg0)
// CHECK-NEXT: %[[S:.*]] = "stablehlo.reduce"(%[[A]]
// CHECK: %[[B:.*]] = "stablehlo.exponential"(%arg1)
// CHECK-NEXT: "stablehlo.reduce"(%[[B]]
// TIMING: schedule (cost-before=8196, cost-after=4100, chose-list=1)
"func.func"() <{function_type = (tensor<1024xf32>, tensor<1024xf32>) -> (tensor<f32>, tensor<f32>), sym_name = "main"}> ({
^bb0(%x: tensor<1024xf32>, %y: tensor<1024xf32>):
  %a = "stablehlo.exponential"(%x) : (tensor<1024xf32>) -> tensor<1024xf32>
  %b = "stablehlo.exponential"(%y) : (tensor<1024xf32>) -> tensor<1024xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %sa = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
  %sb = "stablehlo.reduce"(%b, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<1024xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%sa, %sb) : (tensor<f32>, tensor<f32>) -> ()
}) : () -> ()

// -----

// The update of the donated %w (the clamp) is ready first, and every starting order computes it
// before %w's other read (the multiply): its donation is broken, and it holds a 1 KiB buffer of
// its own. Refinement moves it just after that read, where it overwrites %w; the 4-byte
// reduction it reads lives longer instead.
// CHECK-LABEL: "func.func"
// CHECK: "stablehlo.multiply"(%arg0, %arg1)
// CHECK-NEXT: "stablehlo.clamp"(%{{.*}}, %arg0, %{{.*}})
// TIMING: schedule (cost-before=2052, cost-after=1032, chose-program=1, refined=1)
"func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {}], function_type = (tensor<256xf32>, tensor<256xf32>) -> (tensor<256xf32>, tensor<f32>), sym_name = "main"}> ({
^bb0(%w: tensor<256xf32>, %x: tensor<256xf32>):
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %c = "stablehlo.reduce"(%x, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
  %u = "stablehlo.clamp"(%c, %w, %z) : (tensor<f32>, tensor<256xf32>, tensor<f32>) -> tensor<256xf32>
  %y = "stablehlo.multiply"(%w, %x) : (tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
  %s = "stablehlo.reduce"(%y, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }) : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
  "func.return"(%u, %s) : (tensor<256xf32>, tensor<f32>) -> ()
}) : () -> ()

// OPTION: error: pass 'schedule': option 'algorithm' must be best, program, list, dfs or post-order, got 'random'
