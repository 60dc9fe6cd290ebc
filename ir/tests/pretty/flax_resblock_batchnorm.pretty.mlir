module @jit_res_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<3x3x4x8xf32>, %arg7: tensor<3x3x8x8xf32>, %arg8: tensor<1x1x4x8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<3x3x4x8xf32>, %arg22: tensor<3x3x8x8xf32>, %arg23: tensor<1x1x4x8xf32>, %arg24: tensor<2x8x8x4xf32>) -> (tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_1']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_1']['scale']"}, tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_2']['bias']"}, tensor<8xf32> {jax.result_info = "result[0]['BatchNorm_2']['scale']"}, tensor<3x3x4x8xf32> {jax.result_info = "result[0]['Conv_0']['kernel']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[0]['Conv_1']['kernel']"}, tensor<1x1x4x8xf32> {jax.result_info = "result[0]['Conv_2']['kernel']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_0']['mean']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_0']['var']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_1']['mean']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_1']['var']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_2']['mean']"}, tensor<8xf32> {jax.result_info = "result[1]['BatchNorm_2']['var']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['scale']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_1']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_1']['scale']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_2']['bias']"}, tensor<8xf32> {jax.result_info = "result[2][0].trace['BatchNorm_2']['scale']"}, tensor<3x3x4x8xf32> {jax.result_info = "result[2][0].trace['Conv_0']['kernel']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[2][0].trace['Conv_1']['kernel']"}, tensor<1x1x4x8xf32> {jax.result_info = "result[2][0].trace['Conv_2']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convolution(%arg24, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x4x4x8xf32>
    %1 = chlo.square %0 : tensor<2x4x4x8xf32> -> tensor<2x4x4x8xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<2x4x4x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8xf32>
    %10 = chlo.square %6 : tensor<8xf32> -> tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<8xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<8xi1>, tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<8xi1>, tensor<8xf32>
    %25 = stablehlo.divide %19, %24 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.multiply %26, %arg9 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.multiply %28, %6 : tensor<8xf32>
    %30 = stablehlo.add %27, %29 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.multiply %31, %arg10 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.multiply %33, %15 : tensor<8xf32>
    %35 = stablehlo.add %32, %34 : tensor<8xf32>
    %36 = stablehlo.broadcast_in_dim %6, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %37 = stablehlo.broadcast_in_dim %15, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %39 = stablehlo.subtract %0, %38 : tensor<2x4x4x8xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %41 = stablehlo.add %37, %40 : tensor<1x1x1x8xf32>
    %42 = stablehlo.rsqrt %41 : tensor<1x1x1x8xf32>
    %43 = stablehlo.divide %42, %41 : tensor<1x1x1x8xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<1x1x1x8xf32>
    %46 = stablehlo.reshape %arg1 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %47 = stablehlo.multiply %42, %46 : tensor<1x1x1x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %49 = stablehlo.multiply %39, %48 : tensor<2x4x4x8xf32>
    %50 = stablehlo.reshape %arg0 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x4x4x8xf32>
    %53 = call @relu(%52) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %55 = stablehlo.compare GT, %52, %54, FLOAT : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xi1>
    %56 = stablehlo.convolution(%53, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x4x4x8xf32>
    %57 = chlo.square %56 : tensor<2x4x4x8xf32> -> tensor<2x4x4x8xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %59 = stablehlo.multiply %58, %56 : tensor<2x4x4x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%56 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%57 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.divide %63, %64 : tensor<8xf32>
    %66 = chlo.square %62 : tensor<8xf32> -> tensor<8xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %68 = stablehlo.multiply %67, %62 : tensor<8xf32>
    %69 = stablehlo.subtract %65, %66 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.maximum %70, %69 : tensor<8xf32>
    %72 = stablehlo.compare EQ, %69, %71, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.select %72, %73, %74 : tensor<8xi1>, tensor<8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.compare EQ, %76, %71, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %80 = stablehlo.select %77, %78, %79 : tensor<8xi1>, tensor<8xf32>
    %81 = stablehlo.divide %75, %80 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.multiply %82, %arg11 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.multiply %84, %62 : tensor<8xf32>
    %86 = stablehlo.add %83, %85 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.multiply %87, %arg12 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %90 = stablehlo.multiply %89, %71 : tensor<8xf32>
    %91 = stablehlo.add %88, %90 : tensor<8xf32>
    %92 = stablehlo.broadcast_in_dim %62, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %93 = stablehlo.broadcast_in_dim %71, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %95 = stablehlo.subtract %56, %94 : tensor<2x4x4x8xf32>
    %cst_34 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %97 = stablehlo.add %93, %96 : tensor<1x1x1x8xf32>
    %98 = stablehlo.rsqrt %97 : tensor<1x1x1x8xf32>
    %99 = stablehlo.divide %98, %97 : tensor<1x1x1x8xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<1x1x1x8xf32>
    %102 = stablehlo.reshape %arg3 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %103 = stablehlo.multiply %98, %102 : tensor<1x1x1x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %105 = stablehlo.multiply %95, %104 : tensor<2x4x4x8xf32>
    %106 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %108 = stablehlo.add %105, %107 : tensor<2x4x4x8xf32>
    %109 = stablehlo.convolution(%arg24, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<1x1x4x8xf32>) -> tensor<2x4x4x8xf32>
    %110 = chlo.square %109 : tensor<2x4x4x8xf32> -> tensor<2x4x4x8xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %112 = stablehlo.multiply %111, %109 : tensor<2x4x4x8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%109 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %115 = stablehlo.divide %113, %114 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%110 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %118 = stablehlo.divide %116, %117 : tensor<8xf32>
    %119 = chlo.square %115 : tensor<8xf32> -> tensor<8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %121 = stablehlo.multiply %120, %115 : tensor<8xf32>
    %122 = stablehlo.subtract %118, %119 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<8xf32>
    %125 = stablehlo.compare EQ, %122, %124, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %128 = stablehlo.select %125, %126, %127 : tensor<8xi1>, tensor<8xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %130 = stablehlo.compare EQ, %129, %124, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %133 = stablehlo.select %130, %131, %132 : tensor<8xi1>, tensor<8xf32>
    %134 = stablehlo.divide %128, %133 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %136 = stablehlo.multiply %135, %arg13 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %138 = stablehlo.multiply %137, %115 : tensor<8xf32>
    %139 = stablehlo.add %136, %138 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %141 = stablehlo.multiply %140, %arg14 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %143 = stablehlo.multiply %142, %124 : tensor<8xf32>
    %144 = stablehlo.add %141, %143 : tensor<8xf32>
    %145 = stablehlo.broadcast_in_dim %115, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %146 = stablehlo.broadcast_in_dim %124, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %147 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %148 = stablehlo.subtract %109, %147 : tensor<2x4x4x8xf32>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %150 = stablehlo.add %146, %149 : tensor<1x1x1x8xf32>
    %151 = stablehlo.rsqrt %150 : tensor<1x1x1x8xf32>
    %152 = stablehlo.divide %151, %150 : tensor<1x1x1x8xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %154 = stablehlo.multiply %153, %152 : tensor<1x1x1x8xf32>
    %155 = stablehlo.reshape %arg5 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %156 = stablehlo.multiply %151, %155 : tensor<1x1x1x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %158 = stablehlo.multiply %148, %157 : tensor<2x4x4x8xf32>
    %159 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %161 = stablehlo.add %158, %160 : tensor<2x4x4x8xf32>
    %162 = stablehlo.add %161, %108 : tensor<2x4x4x8xf32>
    %163 = call @relu(%162) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %165 = stablehlo.compare GT, %162, %164, FLOAT : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xi1>
    %166 = stablehlo.multiply %163, %163 : tensor<2x4x4x8xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_55) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_56 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %168 = stablehlo.divide %167, %cst_56 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %169 = stablehlo.divide %cst_57, %cst_58 : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %171 = stablehlo.multiply %163, %170 : tensor<2x4x4x8xf32>
    %172 = stablehlo.multiply %170, %163 : tensor<2x4x4x8xf32>
    %173 = stablehlo.add %171, %172 : tensor<2x4x4x8xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %175 = stablehlo.select %165, %173, %174 : tensor<2x4x4x8xi1>, tensor<2x4x4x8xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %177 = stablehlo.reshape %176 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %178 = stablehlo.reshape %177 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %179 = stablehlo.multiply %148, %175 : tensor<2x4x4x8xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %181 = stablehlo.reshape %180 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %182 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %183 = stablehlo.multiply %175, %182 : tensor<2x4x4x8xf32>
    %184 = stablehlo.multiply %151, %181 : tensor<1x1x1x8xf32>
    %185 = stablehlo.multiply %181, %155 : tensor<1x1x1x8xf32>
    %186 = stablehlo.reshape %184 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %187 = stablehlo.multiply %185, %154 : tensor<1x1x1x8xf32>
    %188 = stablehlo.negate %183 : tensor<2x4x4x8xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %190 = stablehlo.reshape %189 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%187 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%190 init: %cst_64) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %193 = stablehlo.multiply %191, %134 : tensor<8xf32>
    %194 = stablehlo.negate %193 : tensor<8xf32>
    %195 = stablehlo.multiply %194, %121 : tensor<8xf32>
    %196 = stablehlo.add %192, %195 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %198 = stablehlo.divide %193, %197 : tensor<8xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %cst_66 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %201 = stablehlo.divide %196, %200 : tensor<8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %203 = stablehlo.add %183, %202 : tensor<2x4x4x8xf32>
    %204 = stablehlo.multiply %199, %112 : tensor<2x4x4x8xf32>
    %205 = stablehlo.add %203, %204 : tensor<2x4x4x8xf32>
    %206 = stablehlo.convolution(%arg24, %205) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<2x4x4x8xf32>) -> tensor<1x1x4x8xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%175 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.reshape %207 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %210 = stablehlo.multiply %95, %175 : tensor<2x4x4x8xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %212 = stablehlo.reshape %211 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %213 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %214 = stablehlo.multiply %175, %213 : tensor<2x4x4x8xf32>
    %215 = stablehlo.multiply %98, %212 : tensor<1x1x1x8xf32>
    %216 = stablehlo.multiply %212, %102 : tensor<1x1x1x8xf32>
    %217 = stablehlo.reshape %215 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %218 = stablehlo.multiply %216, %101 : tensor<1x1x1x8xf32>
    %219 = stablehlo.negate %214 : tensor<2x4x4x8xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %221 = stablehlo.reshape %220 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%218 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%221 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %224 = stablehlo.multiply %222, %81 : tensor<8xf32>
    %225 = stablehlo.negate %224 : tensor<8xf32>
    %226 = stablehlo.multiply %225, %68 : tensor<8xf32>
    %227 = stablehlo.add %223, %226 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %229 = stablehlo.divide %224, %228 : tensor<8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %cst_73 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %232 = stablehlo.divide %227, %231 : tensor<8xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %234 = stablehlo.add %214, %233 : tensor<2x4x4x8xf32>
    %235 = stablehlo.multiply %230, %59 : tensor<2x4x4x8xf32>
    %236 = stablehlo.add %234, %235 : tensor<2x4x4x8xf32>
    %237 = stablehlo.convolution(%53, %236) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<3x3x8x8xf32>
    %238 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x8x8xf32>
    %239 = stablehlo.convolution(%236, %238) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x4x4x8xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %241 = stablehlo.select %55, %239, %240 : tensor<2x4x4x8xi1>, tensor<2x4x4x8xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_75) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %243 = stablehlo.reshape %242 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %245 = stablehlo.multiply %39, %241 : tensor<2x4x4x8xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %247 = stablehlo.reshape %246 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %248 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %249 = stablehlo.multiply %241, %248 : tensor<2x4x4x8xf32>
    %250 = stablehlo.multiply %42, %247 : tensor<1x1x1x8xf32>
    %251 = stablehlo.multiply %247, %46 : tensor<1x1x1x8xf32>
    %252 = stablehlo.reshape %250 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %253 = stablehlo.multiply %251, %45 : tensor<1x1x1x8xf32>
    %254 = stablehlo.negate %249 : tensor<2x4x4x8xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%254 init: %cst_77) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %256 = stablehlo.reshape %255 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%253 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%256 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %259 = stablehlo.multiply %257, %25 : tensor<8xf32>
    %260 = stablehlo.negate %259 : tensor<8xf32>
    %261 = stablehlo.multiply %260, %12 : tensor<8xf32>
    %262 = stablehlo.add %258, %261 : tensor<8xf32>
    %cst_80 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %264 = stablehlo.divide %259, %263 : tensor<8xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %cst_81 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %267 = stablehlo.divide %262, %266 : tensor<8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [3] : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %269 = stablehlo.add %249, %268 : tensor<2x4x4x8xf32>
    %270 = stablehlo.multiply %265, %3 : tensor<2x4x4x8xf32>
    %271 = stablehlo.add %269, %270 : tensor<2x4x4x8xf32>
    %272 = stablehlo.convolution(%arg24, %271) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x4xf32>, tensor<2x4x4x8xf32>) -> tensor<3x3x4x8xf32>
    %cst_82 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %274 = stablehlo.multiply %273, %arg15 : tensor<8xf32>
    %275 = stablehlo.add %244, %274 : tensor<8xf32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %277 = stablehlo.multiply %276, %arg16 : tensor<8xf32>
    %278 = stablehlo.add %252, %277 : tensor<8xf32>
    %cst_84 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %280 = stablehlo.multiply %279, %arg17 : tensor<8xf32>
    %281 = stablehlo.add %209, %280 : tensor<8xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %283 = stablehlo.multiply %282, %arg18 : tensor<8xf32>
    %284 = stablehlo.add %217, %283 : tensor<8xf32>
    %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %286 = stablehlo.multiply %285, %arg19 : tensor<8xf32>
    %287 = stablehlo.add %178, %286 : tensor<8xf32>
    %cst_87 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %289 = stablehlo.multiply %288, %arg20 : tensor<8xf32>
    %290 = stablehlo.add %186, %289 : tensor<8xf32>
    %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<3x3x4x8xf32>
    %292 = stablehlo.multiply %291, %arg21 : tensor<3x3x4x8xf32>
    %293 = stablehlo.add %272, %292 : tensor<3x3x4x8xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %295 = stablehlo.multiply %294, %arg22 : tensor<3x3x8x8xf32>
    %296 = stablehlo.add %237, %295 : tensor<3x3x8x8xf32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x1x4x8xf32>
    %298 = stablehlo.multiply %297, %arg23 : tensor<1x1x4x8xf32>
    %299 = stablehlo.add %206, %298 : tensor<1x1x4x8xf32>
    %cst_91 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %301 = stablehlo.multiply %300, %275 : tensor<8xf32>
    %cst_92 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %303 = stablehlo.multiply %302, %278 : tensor<8xf32>
    %cst_93 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %305 = stablehlo.multiply %304, %281 : tensor<8xf32>
    %cst_94 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %307 = stablehlo.multiply %306, %284 : tensor<8xf32>
    %cst_95 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %309 = stablehlo.multiply %308, %287 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %311 = stablehlo.multiply %310, %290 : tensor<8xf32>
    %cst_97 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<3x3x4x8xf32>
    %313 = stablehlo.multiply %312, %293 : tensor<3x3x4x8xf32>
    %cst_98 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %315 = stablehlo.multiply %314, %296 : tensor<3x3x8x8xf32>
    %cst_99 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<1x1x4x8xf32>
    %317 = stablehlo.multiply %316, %299 : tensor<1x1x4x8xf32>
    %318 = stablehlo.add %arg0, %301 : tensor<8xf32>
    %319 = stablehlo.add %arg1, %303 : tensor<8xf32>
    %320 = stablehlo.add %arg2, %305 : tensor<8xf32>
    %321 = stablehlo.add %arg3, %307 : tensor<8xf32>
    %322 = stablehlo.add %arg4, %309 : tensor<8xf32>
    %323 = stablehlo.add %arg5, %311 : tensor<8xf32>
    %324 = stablehlo.add %arg6, %313 : tensor<3x3x4x8xf32>
    %325 = stablehlo.add %arg7, %315 : tensor<3x3x8x8xf32>
    %326 = stablehlo.add %arg8, %317 : tensor<1x1x4x8xf32>
    return %318, %319, %320, %321, %322, %323, %324, %325, %326, %30, %35, %86, %91, %139, %144, %275, %278, %281, %284, %287, %290, %293, %296, %299, %168 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>, tensor<1x1x4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>, tensor<1x1x4x8xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x8xf32>
    return %1 : tensor<2x4x4x8xf32>
  }
}
