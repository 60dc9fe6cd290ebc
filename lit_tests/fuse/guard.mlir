// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse' --timing 2>%t.pw | FileCheck %s --check-prefix=POINTWISE
// RUN: FileCheck %s --check-prefix=POINTWISE-TIMING < %t.pw
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse{guard=pointwise}' | FileCheck %s --check-prefix=POINTWISE
// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse{guard=peak}' | FileCheck %s --check-prefix=FUSED

// Moving the compare into the select's loop keeps the 4 MiB %a alive past the reduce instead
// of the 1 MiB mask. The pointwise guard (the default: live bytes may not grow anywhere)
// rejects that group, retries without the compare and finds nothing left worth fusing.
// POINTWISE: %[[A:.*]] = "stablehlo.exponential"(%arg0)
// POINTWISE: %[[M:.*]] = "stablehlo.compare"(%[[A]]
// POINTWISE: "stablehlo.reduce"(%[[A]]
// POINTWISE: "stablehlo.select"(%[[M]], %arg1, %arg2)
// POINTWISE-NOT: lt.fused
// POINTWISE-TIMING: fuse (groups=0, ops-fused=0, producers-copied=0, rejected-by-lower-bound=1
// The peak guard accepts it: the peak (%a and the mask together, at the compare) falls from
// 5 MiB to 4 MiB, though more bytes are live after the reduce.
// FUSED: "stablehlo.reduce"
// FUSED: "lt.fused"
// FUSED: "stablehlo.compare"
// FUSED: "stablehlo.select"
"func.func"() <{function_type = (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<1024x1024xf32>, %y: tensor<1024x1024xf32>, %t: tensor<1024x1024xf32>):
  %a = "stablehlo.exponential"(%x) : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %mask = "stablehlo.compare"(%a, %t) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xi1>
  %small = "stablehlo.reduce"(%a, %z) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<1024x1024xf32>, tensor<f32>) -> tensor<1024xf32>
  %r = "stablehlo.select"(%mask, %y, %t) : (tensor<1024x1024xi1>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  "func.return"(%r, %small) : (tensor<1024x1024xf32>, tensor<1024xf32>) -> ()
}) : () -> ()

