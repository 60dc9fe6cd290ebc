module @jit_cond_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf32>, %arg1: tensor<2x6xf32>, %arg2: tensor<i32>) -> (tensor<6x6xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.compare GT, %0, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %2 = stablehlo.convert %1 : (tensor<i1>) -> tensor<i32>
    %3:2 = "stablehlo.case"(%2) ({
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      %16 = stablehlo.multiply %arg1, %15 : tensor<2x6xf32>
      %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      stablehlo.return %16, %17 : tensor<2x6xf32>, tensor<2x6xf32>
    }, {
      %15 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<6x6xf32>) -> tensor<2x6xf32>
      stablehlo.return %15, %arg1 : tensor<2x6xf32>, tensor<2x6xf32>
    }) : (tensor<i32>) -> (tensor<2x6xf32>, tensor<2x6xf32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.clamp %c, %arg2, %c_1 : tensor<i32>
    %5:3 = "stablehlo.case"(%4) ({
      %15 = stablehlo.sine %3#0 : tensor<2x6xf32>
      %16 = stablehlo.cosine %3#0 : tensor<2x6xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      stablehlo.return %15, %16, %17 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>
    }, {
      %15 = stablehlo.cosine %3#0 : tensor<2x6xf32>
      %16 = stablehlo.sine %3#0 : tensor<2x6xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      stablehlo.return %15, %16, %17 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>
    }, {
      %15 = stablehlo.tanh %3#0 : tensor<2x6xf32>
      %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
      %17 = stablehlo.subtract %16, %15 : tensor<2x6xf32>
      stablehlo.return %15, %15, %17 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>
    }) : (tensor<i32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>)
    %cst_2 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6:3 = call @clip(%5#0, %cst_2, %cst_3) : (tensor<2x6xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>)
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6#0 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %9 = call @clip_0(%6#1, %6#2, %8) : (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %10 = "stablehlo.case"(%4) ({
      %15 = stablehlo.multiply %9, %5#1 : tensor<2x6xf32>
      stablehlo.return %15 : tensor<2x6xf32>
    }, {
      %15 = stablehlo.negate %9 : tensor<2x6xf32>
      %16 = stablehlo.multiply %15, %5#1 : tensor<2x6xf32>
      stablehlo.return %16 : tensor<2x6xf32>
    }, {
      %15 = stablehlo.multiply %9, %5#2 : tensor<2x6xf32>
      %16 = stablehlo.multiply %15, %5#1 : tensor<2x6xf32>
      %17 = stablehlo.add %15, %16 : tensor<2x6xf32>
      stablehlo.return %17 : tensor<2x6xf32>
    }) : (tensor<i32>) -> tensor<2x6xf32>
    %11 = "stablehlo.case"(%2) ({
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
      stablehlo.return %15 : tensor<6x6xf32>
    }, {
      %15 = stablehlo.dot_general %10, %3#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<6x6xf32>
      %16 = stablehlo.transpose %15, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
      stablehlo.return %16 : tensor<6x6xf32>
    }) : (tensor<i32>) -> tensor<6x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<6x6xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<6x6xf32>
    return %14, %7 : tensor<6x6xf32>, tensor<f32>
  }
  func.func private @clip(%arg0: tensor<2x6xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<2x6xf32>
    %3 = stablehlo.compare EQ, %arg0, %2, FLOAT : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %6 = stablehlo.select %3, %4, %5 : tensor<2x6xi1>, tensor<2x6xf32>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %8 = stablehlo.compare EQ, %7, %2, FLOAT : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %11 = stablehlo.select %8, %9, %10 : tensor<2x6xi1>, tensor<2x6xf32>
    %12 = stablehlo.divide %6, %11 : tensor<2x6xf32>
    %13 = stablehlo.convert %arg2 : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %15 = stablehlo.minimum %14, %2 : tensor<2x6xf32>
    %16 = stablehlo.compare EQ, %2, %15, FLOAT : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<2x6xi1>, tensor<2x6xf32>
    %20 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x6xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<2x6xi1>, tensor<2x6xf32>
    %25 = stablehlo.divide %19, %24 : tensor<2x6xf32>
    return %15, %12, %25 : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>
  }
  func.func private @clip_0(%arg0: tensor<2x6xf32>, %arg1: tensor<2x6xf32>, %arg2: tensor<2x6xf32>) -> tensor<2x6xf32> {
    %0 = stablehlo.multiply %arg2, %arg1 : tensor<2x6xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<2x6xf32>
    return %1 : tensor<2x6xf32>
  }
}
