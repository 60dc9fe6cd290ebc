module @jit_ts_mlp_tiny attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<64x32xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32x32xf32>, %arg4: tensor<10xf32>, %arg5: tensor<32x10xf32>, %arg6: tensor<8x64xf32>, %arg7: tensor<8xi32>) -> (tensor<32xf32> {jax.result_info = "result[0][0]['b']"}, tensor<64x32xf32> {jax.result_info = "result[0][0]['w']"}, tensor<32xf32> {jax.result_info = "result[0][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[0][1]['w']"}, tensor<10xf32> {jax.result_info = "result[0][2]['b']"}, tensor<32x10xf32> {jax.result_info = "result[0][2]['w']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.maximum %3, %4 : tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %7 = stablehlo.compare GT, %3, %6, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %8 = stablehlo.dot_general %5, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %11 = stablehlo.add %8, %10 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.maximum %11, %12 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %15 = stablehlo.compare GT, %11, %14, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %16 = stablehlo.dot_general %13, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    %17 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %19 = stablehlo.add %16, %18 : tensor<8x10xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<8xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %25 = stablehlo.subtract %19, %24 : tensor<8x10xf32>
    %26 = stablehlo.exponential %25 : tensor<8x10xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %29 = stablehlo.log %28 : tensor<8x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<8x10xf32>
    %32 = stablehlo.broadcast_in_dim %arg7, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %33 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x10xi32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<8x10xi32>
    %36 = stablehlo.compare EQ, %34, %35, SIGNED : (tensor<8x10xi32>, tensor<8x10xi32>) -> tensor<8x10xi1>
    %37 = stablehlo.convert %36 : (tensor<8x10xi1>) -> tensor<8x10xf32>
    %38 = stablehlo.multiply %37, %31 : tensor<8x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_6) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %41 = stablehlo.divide %40, %cst_8 : tensor<f32>
    %42 = stablehlo.negate %41 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.negate %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %44 = stablehlo.divide %43, %cst_10 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %47 = stablehlo.multiply %37, %46 : tensor<8x10xf32>
    %48 = stablehlo.negate %47 : tensor<8x10xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.reshape %49 : (tensor<8xf32>) -> tensor<8x1xf32>
    %51 = stablehlo.divide %50, %28 : tensor<8x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_12) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %54 = stablehlo.multiply %53, %26 : tensor<8x10xf32>
    %55 = stablehlo.add %47, %54 : tensor<8x10xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %57 = stablehlo.reshape %56 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_14) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %59 = stablehlo.dot_general %55, %13, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x32xf32>) -> tensor<10x32xf32>
    %60 = stablehlo.transpose %59, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %61 = stablehlo.dot_general %55, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<32x10xf32>) -> tensor<8x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %63 = stablehlo.select %15, %61, %62 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %65 = stablehlo.reshape %64 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %67 = stablehlo.dot_general %63, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %68 = stablehlo.transpose %67, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %69 = stablehlo.dot_general %63, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %71 = stablehlo.select %7, %69, %70 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %73 = stablehlo.reshape %72 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %75 = stablehlo.dot_general %71, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x64xf32>) -> tensor<32x64xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %cst_21 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %78 = stablehlo.multiply %77, %74 : tensor<32xf32>
    %79 = stablehlo.subtract %arg0, %78 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %81 = stablehlo.multiply %80, %76 : tensor<64x32xf32>
    %82 = stablehlo.subtract %arg1, %81 : tensor<64x32xf32>
    %cst_23 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %84 = stablehlo.multiply %83, %66 : tensor<32xf32>
    %85 = stablehlo.subtract %arg2, %84 : tensor<32xf32>
    %cst_24 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %87 = stablehlo.multiply %86, %68 : tensor<32x32xf32>
    %88 = stablehlo.subtract %arg3, %87 : tensor<32x32xf32>
    %cst_25 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %90 = stablehlo.multiply %89, %58 : tensor<10xf32>
    %91 = stablehlo.subtract %arg4, %90 : tensor<10xf32>
    %cst_26 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %93 = stablehlo.multiply %92, %60 : tensor<32x10xf32>
    %94 = stablehlo.subtract %arg5, %93 : tensor<32x10xf32>
    return %79, %82, %85, %88, %91, %94, %42 : tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<f32>
  }
}
