// RUN: lowtide-opt %s | FileCheck %s
// RUN: lowtide-opt --mlir-print-op-generic %s | lowtide-opt | FileCheck %s
// Custom (pretty) and generic forms mix in one file, as MLIR allows; lowtide prints each op in
// its custom form, names values as MLIR does (`%cst`, `%c`, `%iterArg`, `%values`), and reads
// back what it prints. jaxlib's MLIR prints this file exactly as the CHECK lines say.

module @mixed attributes {mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %cst = stablehlo.constant dense<2.0> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
    %3 = "stablehlo.reduce"(%2, %cst) <{dimensions = array<i64: 0>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4:2 = stablehlo.while(%i = %c, %x = %2) : tensor<i32>, tensor<4xf32>
    cond {
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %l = stablehlo.compare LT, %i, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %l : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %n = stablehlo.add %i, %one : tensor<i32>
      %y = func.call @twice(%x) : (tensor<4xf32>) -> tensor<4xf32>
      stablehlo.return %n, %y : tensor<i32>, tensor<4xf32>
    }
    %values, %indices = chlo.top_k(%4#1, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
    %5 = stablehlo.custom_call @Sharding(%4#1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %7 = stablehlo.add %6, %5 : tensor<4xf32>
    return %7 : tensor<4xf32>
  }
  func.func private @twice(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// CHECK: module @mixed attributes {mhlo.num_replicas = 1 : i32} {
// CHECK-NEXT: func.func public @main(%arg0: tensor<4xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = "result"}) {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT: %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
// CHECK-NEXT: %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT: %4:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %2) : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: {{^    }}cond {
// CHECK-NEXT: %c_1 = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT: %8 = stablehlo.compare LT, %iterArg, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK-NEXT: stablehlo.return %8 : tensor<i1>
// CHECK-NEXT: {{^    }}} do {
// CHECK-NEXT: %c_1 = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: %8 = stablehlo.add %iterArg, %c_1 : tensor<i32>
// CHECK-NEXT: %9 = func.call @twice(%iterArg_0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: stablehlo.return %8, %9 : tensor<i32>, tensor<4xf32>
// CHECK-NEXT: {{^    }}}
// CHECK-NEXT: %values, %indices = chlo.top_k(%4#1, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)
// CHECK-NEXT: %5 = stablehlo.custom_call @Sharding(%4#1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4xf32>
// CHECK-NEXT: %7 = stablehlo.add %6, %5 : tensor<4xf32>
// CHECK-NEXT: return %7 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @twice(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg0 : tensor<4xf32>
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
