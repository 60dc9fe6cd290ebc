// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline=inline | FileCheck %s

// The private callee is inlined (twice) and then removed; the public one stays.
// CHECK: "builtin.module"
// CHECK-NOT: sym_name = "square"
// CHECK: sym_name = "main"
// CHECK-NEXT: ^bb0(%arg0: tensor<4xf32>):
// CHECK-NEXT: %0 = "stablehlo.multiply"(%arg0, %arg0)
// CHECK-NEXT: %1 = "stablehlo.multiply"(%0, %0)
// CHECK-NEXT: %2 = "func.call"(%1) <{callee = @public_fn}>
// CHECK-NEXT: "func.return"(%2)
// CHECK: sym_name = "public_fn"
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "square", sym_visibility = "private"}> ({
  ^bb0(%a: tensor<4xf32>):
    %0 = "stablehlo.multiply"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<4xf32>):
    %1 = "func.call"(%x) <{callee = @square}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "func.call"(%1) <{callee = @square}> : (tensor<4xf32>) -> tensor<4xf32>
    %3 = "func.call"(%2) <{callee = @public_fn}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%3) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "public_fn"}> ({
  ^bb0(%a: tensor<4xf32>):
    %r = "func.call"(%a) <{callee = @public_fn}> : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%r) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

// A body that ends in an op lowtide does not know is a verifier error (lit_tests/verifier/errors.mlir).
