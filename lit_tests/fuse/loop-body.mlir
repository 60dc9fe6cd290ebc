// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='fuse' | FileCheck %s
// RUN: lowtide plan %s | FileCheck %s --check-prefix=FLOPS
// The bodies of loops are fused too: their values live in the loop's workspace. Scalar ops
// stay apart, so the loop's trip count is still read off its counter: 3 x (1 compare, 1 add,
// 256 exponentials, 256 negations).
// FLOPS: step FLOPs 1542
// CHECK: "stablehlo.while"
// CHECK: ^bb0(%{{.*}}: tensor<i32>, %{{.*}}: tensor<256xf32>):
// CHECK: %[[L:.*]] = "lt.fused"
// CHECK: "stablehlo.exponential"
// CHECK: "stablehlo.negate"
// CHECK: "stablehlo.return"(%{{.*}}, %[[L]])
"func.func"() <{function_type = (tensor<256xf32>) -> tensor<256xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<256xf32>):
  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %w:2 = "stablehlo.while"(%z, %x) ({
  ^bb0(%i: tensor<i32>, %p: tensor<256xf32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %p: tensor<256xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %e = "stablehlo.exponential"(%p) : (tensor<256xf32>) -> tensor<256xf32>
    %q = "stablehlo.negate"(%e) : (tensor<256xf32>) -> tensor<256xf32>
    "stablehlo.return"(%j, %q) : (tensor<i32>, tensor<256xf32>) -> ()
  }) : (tensor<i32>, tensor<256xf32>) -> (tensor<i32>, tensor<256xf32>)
  "func.return"(%w#1) : (tensor<256xf32>) -> ()
}) : () -> ()
