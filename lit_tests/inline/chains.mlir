// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline=inline | FileCheck %s

// Calls whose results feed other calls, a callee that returns its argument, and a callee
// that calls another (inlined in a second round): every read ends at the inlined values.
// CHECK: sym_name = "main"
// CHECK-NEXT: ^bb0(%arg0: tensor<4xf32>):
// CHECK-NEXT: %0 = "stablehlo.multiply"(%arg0, %arg0)
// CHECK-NEXT: %1 = "stablehlo.add"(%0, %0)
// CHECK-NEXT: %2 = "stablehlo.multiply"(%1, %1)
// CHECK-NEXT: "func.return"(%0, %2, %2)
// CHECK-NOT: "func.call"
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "square", sym_visibility = "private"}> ({
  ^bb0(%a: tensor<4xf32>):
    %0 = "stablehlo.multiply"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "same", sym_visibility = "private"}> ({
  ^bb0(%a: tensor<4xf32>):
    "func.return"(%a) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "double_square", sym_visibility = "private"}> ({
  ^bb0(%a: tensor<4xf32>):
    %0 = "stablehlo.add"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1 = "func.call"(%0) <{callee = @square}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
  ^bb0(%x: tensor<4xf32>):
    %1 = "func.call"(%x) <{callee = @square}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "func.call"(%1) <{callee = @same}> : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "func.call"(%2) <{callee = @double_square}> : (tensor<4xf32>) -> tensor<4xf32>
    %4 = "func.call"(%3) <{callee = @same}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%2, %4, %3) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
