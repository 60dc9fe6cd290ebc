module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<32x128xf32>, %arg2: tensor<32xf32>, %arg3: tensor<128x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<2x16xf32>, %arg9: tensor<32x2x16xf32>, %arg10: tensor<32xf32>, %arg11: tensor<2x16x32xf32>, %arg12: tensor<2x16xf32>, %arg13: tensor<32x2x16xf32>, %arg14: tensor<2x16xf32>, %arg15: tensor<32x2x16xf32>, %arg16: tensor<32xf32>, %arg17: tensor<4x4x3x32xf32>, %arg18: tensor<10xf32>, %arg19: tensor<32x10xf32>, %arg20: tensor<32xf32>, %arg21: tensor<32xf32>, %arg22: tensor<1x1x32xf32>, %arg23: tensor<1x17x32xf32>, %arg24: tensor<i32>, %arg25: tensor<128xf32>, %arg26: tensor<32x128xf32>, %arg27: tensor<32xf32>, %arg28: tensor<128x32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<32xf32>, %arg31: tensor<32xf32>, %arg32: tensor<32xf32>, %arg33: tensor<2x16xf32>, %arg34: tensor<32x2x16xf32>, %arg35: tensor<32xf32>, %arg36: tensor<2x16x32xf32>, %arg37: tensor<2x16xf32>, %arg38: tensor<32x2x16xf32>, %arg39: tensor<2x16xf32>, %arg40: tensor<32x2x16xf32>, %arg41: tensor<32xf32>, %arg42: tensor<4x4x3x32xf32>, %arg43: tensor<10xf32>, %arg44: tensor<32x10xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<1x1x32xf32>, %arg48: tensor<1x17x32xf32>, %arg49: tensor<128xf32>, %arg50: tensor<32x128xf32>, %arg51: tensor<32xf32>, %arg52: tensor<128x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<2x16xf32>, %arg58: tensor<32x2x16xf32>, %arg59: tensor<32xf32>, %arg60: tensor<2x16x32xf32>, %arg61: tensor<2x16xf32>, %arg62: tensor<32x2x16xf32>, %arg63: tensor<2x16xf32>, %arg64: tensor<32x2x16xf32>, %arg65: tensor<32xf32>, %arg66: tensor<4x4x3x32xf32>, %arg67: tensor<10xf32>, %arg68: tensor<32x10xf32>, %arg69: tensor<32xf32>, %arg70: tensor<32xf32>, %arg71: tensor<1x1x32xf32>, %arg72: tensor<1x17x32xf32>, %arg73: tensor<2x16x16x3xf32>, %arg74: tensor<2xi32>) -> (tensor<128xf32> {jax.result_info = "result[0]['Block_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0]['Block_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0]['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['scale']"}, tensor<2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x16x32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Conv_0']['bias']"}, tensor<4x4x3x32xf32> {jax.result_info = "result[0]['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<32x10xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_0']['scale']"}, tensor<1x1x32xf32> {jax.result_info = "result[0]['cls']"}, tensor<1x17x32xf32> {jax.result_info = "result[0]['pos']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[1][0].mu['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Block_0']['LayerNorm_1']['scale']"}, tensor<2x16xf32> {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x16x32xf32> {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['Conv_0']['bias']"}, tensor<4x4x3x32xf32> {jax.result_info = "result[1][0].mu['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].mu['Dense_0']['bias']"}, tensor<32x10xf32> {jax.result_info = "result[1][0].mu['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['LayerNorm_0']['scale']"}, tensor<1x1x32xf32> {jax.result_info = "result[1][0].mu['cls']"}, tensor<1x17x32xf32> {jax.result_info = "result[1][0].mu['pos']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[1][0].nu['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Block_0']['LayerNorm_1']['scale']"}, tensor<2x16xf32> {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x16x32xf32> {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['Conv_0']['bias']"}, tensor<4x4x3x32xf32> {jax.result_info = "result[1][0].nu['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, tensor<32x10xf32> {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['LayerNorm_0']['scale']"}, tensor<1x1x32xf32> {jax.result_info = "result[1][0].nu['cls']"}, tensor<1x17x32xf32> {jax.result_info = "result[1][0].nu['pos']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg73, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<4x4x3x32xf32>) -> tensor<2x4x4x32xf32>
    %1 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x4x4x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<2x4x4x32xf32>) -> tensor<2x16x32xf32>
    %5 = stablehlo.reshape %arg22 : (tensor<1x1x32xf32>) -> tensor<1x1x1x1x1x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x1x1x32xf32>) -> tensor<2x1x1x1x1x32xf32>
    %7 = stablehlo.reshape %6 : (tensor<2x1x1x1x1x32xf32>) -> tensor<2x1x32xf32>
    %8 = stablehlo.concatenate %7, %4, dim = 1 : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %9 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2] : (tensor<1x17x32xf32>) -> tensor<2x17x32xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x17x32xf32>
    %11 = chlo.square %10 : tensor<2x17x32xf32> -> tensor<2x17x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<2x17x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %16 = stablehlo.divide %14, %15 : tensor<2x17xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %19 = stablehlo.divide %17, %18 : tensor<2x17xf32>
    %20 = chlo.square %16 : tensor<2x17xf32> -> tensor<2x17xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %22 = stablehlo.multiply %21, %16 : tensor<2x17xf32>
    %23 = stablehlo.subtract %19, %20 : tensor<2x17xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %25 = stablehlo.maximum %24, %23 : tensor<2x17xf32>
    %26 = stablehlo.compare EQ, %23, %25, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %29 = stablehlo.select %26, %27, %28 : tensor<2x17xi1>, tensor<2x17xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %31 = stablehlo.compare EQ, %30, %25, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %34 = stablehlo.select %31, %32, %33 : tensor<2x17xi1>, tensor<2x17xf32>
    %35 = stablehlo.divide %29, %34 : tensor<2x17xf32>
    %36 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %37 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %39 = stablehlo.subtract %10, %38 : tensor<2x17x32xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %41 = stablehlo.add %37, %40 : tensor<2x17x1xf32>
    %42 = stablehlo.rsqrt %41 : tensor<2x17x1xf32>
    %43 = stablehlo.divide %42, %41 : tensor<2x17x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<2x17x1xf32>
    %46 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %47 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<2x17x32xf32>
    %50 = stablehlo.multiply %39, %49 : tensor<2x17x32xf32>
    %51 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %53 = stablehlo.add %50, %52 : tensor<2x17x32xf32>
    %54 = stablehlo.dot_general %53, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<32x2x16xf32>) -> tensor<2x17x2x16xf32>
    %55 = stablehlo.reshape %arg12 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<2x17x2x16xf32>
    %57 = stablehlo.add %54, %56 : tensor<2x17x2x16xf32>
    %58 = stablehlo.dot_general %53, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<32x2x16xf32>) -> tensor<2x17x2x16xf32>
    %59 = stablehlo.reshape %arg8 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<2x17x2x16xf32>
    %61 = stablehlo.add %58, %60 : tensor<2x17x2x16xf32>
    %62 = stablehlo.dot_general %53, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<32x2x16xf32>) -> tensor<2x17x2x16xf32>
    %63 = stablehlo.reshape %arg14 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<2x17x2x16xf32>
    %65 = stablehlo.add %62, %64 : tensor<2x17x2x16xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %66 = stablehlo.sqrt %cst_13 : tensor<f32>
    %67 = stablehlo.convert %66 : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<2x17x2x16xf32>
    %69 = stablehlo.divide %57, %68 : tensor<2x17x2x16xf32>
    %70 = stablehlo.dot_general %69, %61, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x16xf32>, tensor<2x17x2x16xf32>) -> tensor<2x2x17x17xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_14) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2x17xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<2x2x17xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<2x2x17x17xf32>
    %77 = stablehlo.exponential %76 : tensor<2x2x17x17xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %81 = stablehlo.divide %77, %80 : tensor<2x2x17x17xf32>
    %82 = stablehlo.multiply %79, %79 : tensor<2x2x17x1xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x2x17x1xf32>
    %84 = stablehlo.divide %83, %82 : tensor<2x2x17x1xf32>
    %85 = stablehlo.dot_general %65, %81, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x16xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x16x17xf32>
    %86 = stablehlo.transpose %85, dims = [0, 3, 1, 2] : (tensor<2x2x16x17xf32>) -> tensor<2x17x2x16xf32>
    %87 = stablehlo.dot_general %86, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %88 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %90 = stablehlo.add %87, %89 : tensor<2x17x32xf32>
    %91 = stablehlo.add %10, %90 : tensor<2x17x32xf32>
    %92 = chlo.square %91 : tensor<2x17x32xf32> -> tensor<2x17x32xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x17x32xf32>
    %94 = stablehlo.multiply %93, %91 : tensor<2x17x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%91 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %97 = stablehlo.divide %95, %96 : tensor<2x17xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%92 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_22 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %100 = stablehlo.divide %98, %99 : tensor<2x17xf32>
    %101 = chlo.square %97 : tensor<2x17xf32> -> tensor<2x17xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %103 = stablehlo.multiply %102, %97 : tensor<2x17xf32>
    %104 = stablehlo.subtract %100, %101 : tensor<2x17xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %106 = stablehlo.maximum %105, %104 : tensor<2x17xf32>
    %107 = stablehlo.compare EQ, %104, %106, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %110 = stablehlo.select %107, %108, %109 : tensor<2x17xi1>, tensor<2x17xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %112 = stablehlo.compare EQ, %111, %106, FLOAT : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %115 = stablehlo.select %112, %113, %114 : tensor<2x17xi1>, tensor<2x17xf32>
    %116 = stablehlo.divide %110, %115 : tensor<2x17xf32>
    %117 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %118 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %120 = stablehlo.subtract %91, %119 : tensor<2x17x32xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %122 = stablehlo.add %118, %121 : tensor<2x17x1xf32>
    %123 = stablehlo.rsqrt %122 : tensor<2x17x1xf32>
    %124 = stablehlo.divide %123, %122 : tensor<2x17x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x17x1xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<2x17x1xf32>
    %127 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %128 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<2x17x32xf32>
    %131 = stablehlo.multiply %120, %130 : tensor<2x17x32xf32>
    %132 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %134 = stablehlo.add %131, %133 : tensor<2x17x32xf32>
    %135 = stablehlo.dot_general %134, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<32x128xf32>) -> tensor<2x17x128xf32>
    %136 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x17x128xf32>
    %138 = stablehlo.add %135, %137 : tensor<2x17x128xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x17x128xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<2x17x128xf32>
    %141 = stablehlo.negate %138 : tensor<2x17x128xf32>
    %cst_33 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x17x128xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<2x17x128xf32>
    %144 = chlo.erfc %143 : tensor<2x17x128xf32> -> tensor<2x17x128xf32>
    %145 = chlo.square %143 : tensor<2x17x128xf32> -> tensor<2x17x128xf32>
    %146 = stablehlo.negate %145 : tensor<2x17x128xf32>
    %147 = stablehlo.exponential %146 : tensor<2x17x128xf32>
    %148 = stablehlo.multiply %140, %144 : tensor<2x17x128xf32>
    %149 = stablehlo.dot_general %148, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x17x128xf32>, tensor<128x32xf32>) -> tensor<2x17x32xf32>
    %150 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %152 = stablehlo.add %149, %151 : tensor<2x17x32xf32>
    %153 = stablehlo.add %91, %152 : tensor<2x17x32xf32>
    %154 = stablehlo.slice %153 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %156 = chlo.square %155 : tensor<2x32xf32> -> tensor<2x32xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %158 = stablehlo.multiply %157, %155 : tensor<2x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%155 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_36 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %161 = stablehlo.divide %159, %160 : tensor<2xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%156 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %164 = stablehlo.divide %162, %163 : tensor<2xf32>
    %165 = chlo.square %161 : tensor<2xf32> -> tensor<2xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %167 = stablehlo.multiply %166, %161 : tensor<2xf32>
    %168 = stablehlo.subtract %164, %165 : tensor<2xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %170 = stablehlo.maximum %169, %168 : tensor<2xf32>
    %171 = stablehlo.compare EQ, %168, %170, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %174 = stablehlo.select %171, %172, %173 : tensor<2xi1>, tensor<2xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %176 = stablehlo.compare EQ, %175, %170, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %179 = stablehlo.select %176, %177, %178 : tensor<2xi1>, tensor<2xf32>
    %180 = stablehlo.divide %174, %179 : tensor<2xf32>
    %181 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %182 = stablehlo.broadcast_in_dim %170, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %183 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x32xf32>
    %184 = stablehlo.subtract %155, %183 : tensor<2x32xf32>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %186 = stablehlo.add %182, %185 : tensor<2x1xf32>
    %187 = stablehlo.rsqrt %186 : tensor<2x1xf32>
    %188 = stablehlo.divide %187, %186 : tensor<2x1xf32>
    %cst_47 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %190 = stablehlo.multiply %189, %188 : tensor<2x1xf32>
    %191 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x32xf32>
    %192 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x32xf32>
    %193 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<2x32xf32>
    %195 = stablehlo.multiply %184, %194 : tensor<2x32xf32>
    %196 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x32xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %198 = stablehlo.add %195, %197 : tensor<2x32xf32>
    %199 = stablehlo.dot_general %198, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %200 = stablehlo.reshape %arg18 : (tensor<10xf32>) -> tensor<1x10xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %202 = stablehlo.add %199, %201 : tensor<2x10xf32>
    %203 = stablehlo.broadcast_in_dim %arg74, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %204:2 = call @take_along_axis(%202, %203) : (tensor<2x10xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %205:2 = call @_take(%204#0, %c) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %206 = stablehlo.reduce(%202 init: %cst_48) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %208 = stablehlo.maximum %207, %206 : tensor<2xf32>
    %209 = stablehlo.is_finite %208 : (tensor<2xf32>) -> tensor<2xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %211 = stablehlo.select %209, %208, %210 : tensor<2xi1>, tensor<2xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %214 = stablehlo.subtract %202, %213 : tensor<2x10xf32>
    %215 = stablehlo.exponential %214 : tensor<2x10xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %217 = stablehlo.abs %216 : tensor<2xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %219 = stablehlo.compare GE, %216, %218, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %220 = stablehlo.log %217 : tensor<2xf32>
    %221 = stablehlo.add %220, %211 : tensor<2xf32>
    %222 = stablehlo.subtract %221, %205#0 : tensor<2xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %224 = stablehlo.divide %223, %cst_54 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %225 = stablehlo.divide %cst_55, %cst_56 : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %227 = stablehlo.negate %226 : tensor<2xf32>
    %228 = stablehlo.divide %226, %217 : tensor<2xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %230 = stablehlo.select %219, %229, %228 : tensor<2xi1>, tensor<2xf32>
    %231 = stablehlo.select %219, %228, %229 : tensor<2xi1>, tensor<2xf32>
    %232 = stablehlo.negate %230 : tensor<2xf32>
    %233 = stablehlo.add %231, %232 : tensor<2xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %235 = stablehlo.multiply %234, %215 : tensor<2x10xf32>
    %236 = call @_take_0(%205#1, %227) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %237 = call @take_along_axis_1(%204#1, %236) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %238 = stablehlo.add %235, %237 : tensor<2x10xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %240 = stablehlo.reshape %239 : (tensor<10xf32>) -> tensor<1x10xf32>
    %241 = stablehlo.reshape %240 : (tensor<1x10xf32>) -> tensor<10xf32>
    %242 = stablehlo.dot_general %238, %198, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<2x32xf32>) -> tensor<10x32xf32>
    %243 = stablehlo.transpose %242, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %244 = stablehlo.dot_general %238, %arg19, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<32x10xf32>) -> tensor<2x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %246 = stablehlo.reshape %245 : (tensor<32xf32>) -> tensor<1x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<1x32xf32>) -> tensor<32xf32>
    %248 = stablehlo.multiply %184, %244 : tensor<2x32xf32>
    %249 = stablehlo.multiply %244, %194 : tensor<2x32xf32>
    %250 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x32xf32>
    %251 = stablehlo.multiply %250, %248 : tensor<2x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %253 = stablehlo.reshape %252 : (tensor<32xf32>) -> tensor<1x32xf32>
    %254 = stablehlo.broadcast_in_dim %191, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %255 = stablehlo.multiply %248, %254 : tensor<2x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_61) applies stablehlo.add across dimensions = [1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %257 = stablehlo.reshape %256 : (tensor<2xf32>) -> tensor<2x1xf32>
    %258 = stablehlo.reshape %253 : (tensor<1x32xf32>) -> tensor<32xf32>
    %259 = stablehlo.multiply %257, %190 : tensor<2x1xf32>
    %260 = stablehlo.negate %249 : tensor<2x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %262 = stablehlo.reshape %261 : (tensor<2xf32>) -> tensor<2x1xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%259 init: %cst_63) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%262 init: %cst_64) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %265 = stablehlo.multiply %263, %180 : tensor<2xf32>
    %266 = stablehlo.negate %265 : tensor<2xf32>
    %267 = stablehlo.multiply %266, %167 : tensor<2xf32>
    %268 = stablehlo.add %264, %267 : tensor<2xf32>
    %cst_65 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %270 = stablehlo.divide %265, %269 : tensor<2xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0] : (tensor<2xf32>) -> tensor<2x32xf32>
    %cst_66 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %273 = stablehlo.divide %268, %272 : tensor<2xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0] : (tensor<2xf32>) -> tensor<2x32xf32>
    %275 = stablehlo.add %249, %274 : tensor<2x32xf32>
    %276 = stablehlo.multiply %271, %158 : tensor<2x32xf32>
    %277 = stablehlo.add %275, %276 : tensor<2x32xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 2] : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.pad %278, %cst_67, low = [0, 0, 0], high = [0, 16, 0], interior = [0, 0, 0] : (tensor<2x1x32xf32>, tensor<f32>) -> tensor<2x17x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %281 = stablehlo.reshape %280 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %283 = stablehlo.dot_general %279, %148, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<2x17x128xf32>) -> tensor<32x128xf32>
    %284 = stablehlo.transpose %283, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %285 = stablehlo.dot_general %279, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<128x32xf32>) -> tensor<2x17x128xf32>
    %286 = stablehlo.multiply %140, %285 : tensor<2x17x128xf32>
    %287 = stablehlo.multiply %285, %144 : tensor<2x17x128xf32>
    %cst_69 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x17x128xf32>
    %289 = stablehlo.multiply %288, %286 : tensor<2x17x128xf32>
    %290 = stablehlo.multiply %289, %147 : tensor<2x17x128xf32>
    %cst_70 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x17x128xf32>
    %292 = stablehlo.multiply %290, %291 : tensor<2x17x128xf32>
    %293 = stablehlo.negate %292 : tensor<2x17x128xf32>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x17x128xf32>
    %295 = stablehlo.multiply %294, %287 : tensor<2x17x128xf32>
    %296 = stablehlo.add %293, %295 : tensor<2x17x128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%296 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x128xf32>, tensor<f32>) -> tensor<128xf32>
    %298 = stablehlo.reshape %297 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %299 = stablehlo.reshape %298 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %300 = stablehlo.dot_general %296, %134, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x128xf32>, tensor<2x17x32xf32>) -> tensor<128x32xf32>
    %301 = stablehlo.transpose %300, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %302 = stablehlo.dot_general %296, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x128xf32>, tensor<32x128xf32>) -> tensor<2x17x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %304 = stablehlo.reshape %303 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %305 = stablehlo.reshape %304 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %306 = stablehlo.multiply %120, %302 : tensor<2x17x32xf32>
    %307 = stablehlo.multiply %302, %130 : tensor<2x17x32xf32>
    %308 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %309 = stablehlo.multiply %308, %306 : tensor<2x17x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %311 = stablehlo.reshape %310 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %312 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %313 = stablehlo.multiply %306, %312 : tensor<2x17x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%313 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %316 = stablehlo.reshape %311 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %317 = stablehlo.multiply %315, %126 : tensor<2x17x1xf32>
    %318 = stablehlo.negate %307 : tensor<2x17x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %320 = stablehlo.reshape %319 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %321 = stablehlo.add %279, %307 : tensor<2x17x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%317 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%320 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %324 = stablehlo.multiply %322, %116 : tensor<2x17xf32>
    %325 = stablehlo.negate %324 : tensor<2x17xf32>
    %326 = stablehlo.multiply %325, %103 : tensor<2x17xf32>
    %327 = stablehlo.add %323, %326 : tensor<2x17xf32>
    %cst_79 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %329 = stablehlo.divide %324, %328 : tensor<2x17xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x32xf32>
    %cst_80 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %332 = stablehlo.divide %327, %331 : tensor<2x17xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x32xf32>
    %334 = stablehlo.add %321, %333 : tensor<2x17x32xf32>
    %335 = stablehlo.multiply %330, %94 : tensor<2x17x32xf32>
    %336 = stablehlo.add %334, %335 : tensor<2x17x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%336 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %338 = stablehlo.reshape %337 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %339 = stablehlo.reshape %338 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %340 = stablehlo.dot_general %336, %86, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<2x17x2x16xf32>) -> tensor<32x2x16xf32>
    %341 = stablehlo.transpose %340, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %342 = stablehlo.dot_general %336, %arg11, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x17x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x2x16xf32>
    %343 = stablehlo.transpose %342, dims = [0, 2, 3, 1] : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %344 = stablehlo.dot_general %343, %65, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x17xf32>, tensor<2x17x2x16xf32>) -> tensor<2x2x17x17xf32>
    %345 = stablehlo.dot_general %343, %81, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x16x17xf32>
    %346 = stablehlo.transpose %345, dims = [0, 3, 1, 2] : (tensor<2x2x16x17xf32>) -> tensor<2x17x2x16xf32>
    %347 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %348 = stablehlo.multiply %344, %347 : tensor<2x2x17x17xf32>
    %349 = stablehlo.multiply %348, %77 : tensor<2x2x17x17xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_82) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %351 = stablehlo.reshape %350 : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %352 = stablehlo.negate %351 : tensor<2x2x17x1xf32>
    %353 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %354 = stablehlo.divide %344, %353 : tensor<2x2x17x17xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%352 init: %cst_83) applies stablehlo.add across dimensions = [3] : (tensor<2x2x17x1xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %357 = stablehlo.add %354, %356 : tensor<2x2x17x17xf32>
    %358 = stablehlo.multiply %357, %77 : tensor<2x2x17x17xf32>
    %359 = stablehlo.dot_general %358, %69, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x17x17xf32>, tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %360 = stablehlo.transpose %359, dims = [0, 2, 1, 3] : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %361 = stablehlo.dot_general %358, %61, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x17x17xf32>, tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %362 = stablehlo.transpose %361, dims = [0, 2, 1, 3] : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %363 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<2x17x2x16xf32>
    %364 = stablehlo.divide %362, %363 : tensor<2x17x2x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%346 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %367 = stablehlo.reshape %366 : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %368 = stablehlo.dot_general %346, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x16xf32>, tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %369 = stablehlo.transpose %368, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %370 = stablehlo.dot_general %346, %arg15, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x17x32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%360 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %372 = stablehlo.reshape %371 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %373 = stablehlo.reshape %372 : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %374 = stablehlo.dot_general %360, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x16xf32>, tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %375 = stablehlo.transpose %374, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %376 = stablehlo.dot_general %360, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x17x32xf32>
    %377 = stablehlo.add %370, %376 : tensor<2x17x32xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%364 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %379 = stablehlo.reshape %378 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %380 = stablehlo.reshape %379 : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %381 = stablehlo.dot_general %364, %53, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x16xf32>, tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %382 = stablehlo.transpose %381, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %383 = stablehlo.dot_general %364, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x17x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x17x32xf32>
    %384 = stablehlo.add %377, %383 : tensor<2x17x32xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%384 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.reshape %385 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %387 = stablehlo.reshape %386 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %388 = stablehlo.multiply %39, %384 : tensor<2x17x32xf32>
    %389 = stablehlo.multiply %384, %49 : tensor<2x17x32xf32>
    %390 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %391 = stablehlo.multiply %390, %388 : tensor<2x17x32xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %393 = stablehlo.reshape %392 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %394 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %395 = stablehlo.multiply %388, %394 : tensor<2x17x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %397 = stablehlo.reshape %396 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %398 = stablehlo.reshape %393 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %399 = stablehlo.multiply %397, %45 : tensor<2x17x1xf32>
    %400 = stablehlo.negate %389 : tensor<2x17x32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%400 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %402 = stablehlo.reshape %401 : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %403 = stablehlo.add %336, %389 : tensor<2x17x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%399 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%402 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %406 = stablehlo.multiply %404, %35 : tensor<2x17xf32>
    %407 = stablehlo.negate %406 : tensor<2x17xf32>
    %408 = stablehlo.multiply %407, %22 : tensor<2x17xf32>
    %409 = stablehlo.add %405, %408 : tensor<2x17xf32>
    %cst_93 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %411 = stablehlo.divide %406, %410 : tensor<2x17xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x32xf32>
    %cst_94 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x17xf32>
    %414 = stablehlo.divide %409, %413 : tensor<2x17xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<2x17xf32>) -> tensor<2x17x32xf32>
    %416 = stablehlo.add %403, %415 : tensor<2x17x32xf32>
    %417 = stablehlo.multiply %412, %13 : tensor<2x17x32xf32>
    %418 = stablehlo.add %416, %417 : tensor<2x17x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.reduce(%418 init: %cst_95) applies stablehlo.add across dimensions = [0] : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<17x32xf32>
    %420 = stablehlo.reshape %419 : (tensor<17x32xf32>) -> tensor<1x17x32xf32>
    %421 = stablehlo.slice %418 [0:2, 0:1, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %422 = stablehlo.slice %418 [0:2, 1:17, 0:32] : (tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %423 = stablehlo.reshape %421 : (tensor<2x1x32xf32>) -> tensor<2x1x1x1x1x32xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_96) applies stablehlo.add across dimensions = [0, 2, 4] : (tensor<2x1x1x1x1x32xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %425 = stablehlo.reshape %422 : (tensor<2x16x32xf32>) -> tensor<2x4x4x32xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_97) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %427 = stablehlo.reshape %426 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %428 = stablehlo.reshape %427 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %429 = stablehlo.convolution(%arg73, %425) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [4, 4], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<2x4x4x32xf32>) -> tensor<4x4x3x32xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %431 = stablehlo.multiply %430, %299 : tensor<128xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %433 = stablehlo.multiply %432, %arg25 : tensor<128xf32>
    %434 = stablehlo.add %431, %433 : tensor<128xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %436 = stablehlo.multiply %435, %301 : tensor<32x128xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %438 = stablehlo.multiply %437, %arg26 : tensor<32x128xf32>
    %439 = stablehlo.add %436, %438 : tensor<32x128xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %441 = stablehlo.multiply %440, %282 : tensor<32xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %443 = stablehlo.multiply %442, %arg27 : tensor<32xf32>
    %444 = stablehlo.add %441, %443 : tensor<32xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %446 = stablehlo.multiply %445, %284 : tensor<128x32xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %448 = stablehlo.multiply %447, %arg28 : tensor<128x32xf32>
    %449 = stablehlo.add %446, %448 : tensor<128x32xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %451 = stablehlo.multiply %450, %387 : tensor<32xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %453 = stablehlo.multiply %452, %arg29 : tensor<32xf32>
    %454 = stablehlo.add %451, %453 : tensor<32xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %456 = stablehlo.multiply %455, %398 : tensor<32xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %458 = stablehlo.multiply %457, %arg30 : tensor<32xf32>
    %459 = stablehlo.add %456, %458 : tensor<32xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %461 = stablehlo.multiply %460, %305 : tensor<32xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %463 = stablehlo.multiply %462, %arg31 : tensor<32xf32>
    %464 = stablehlo.add %461, %463 : tensor<32xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %466 = stablehlo.multiply %465, %316 : tensor<32xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %468 = stablehlo.multiply %467, %arg32 : tensor<32xf32>
    %469 = stablehlo.add %466, %468 : tensor<32xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %471 = stablehlo.multiply %470, %373 : tensor<2x16xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %473 = stablehlo.multiply %472, %arg33 : tensor<2x16xf32>
    %474 = stablehlo.add %471, %473 : tensor<2x16xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %476 = stablehlo.multiply %475, %375 : tensor<32x2x16xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %478 = stablehlo.multiply %477, %arg34 : tensor<32x2x16xf32>
    %479 = stablehlo.add %476, %478 : tensor<32x2x16xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %481 = stablehlo.multiply %480, %339 : tensor<32xf32>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %483 = stablehlo.multiply %482, %arg35 : tensor<32xf32>
    %484 = stablehlo.add %481, %483 : tensor<32xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %486 = stablehlo.multiply %485, %341 : tensor<2x16x32xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %488 = stablehlo.multiply %487, %arg36 : tensor<2x16x32xf32>
    %489 = stablehlo.add %486, %488 : tensor<2x16x32xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %491 = stablehlo.multiply %490, %380 : tensor<2x16xf32>
    %cst_123 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %493 = stablehlo.multiply %492, %arg37 : tensor<2x16xf32>
    %494 = stablehlo.add %491, %493 : tensor<2x16xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %496 = stablehlo.multiply %495, %382 : tensor<32x2x16xf32>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %498 = stablehlo.multiply %497, %arg38 : tensor<32x2x16xf32>
    %499 = stablehlo.add %496, %498 : tensor<32x2x16xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %501 = stablehlo.multiply %500, %367 : tensor<2x16xf32>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %503 = stablehlo.multiply %502, %arg39 : tensor<2x16xf32>
    %504 = stablehlo.add %501, %503 : tensor<2x16xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %506 = stablehlo.multiply %505, %369 : tensor<32x2x16xf32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %508 = stablehlo.multiply %507, %arg40 : tensor<32x2x16xf32>
    %509 = stablehlo.add %506, %508 : tensor<32x2x16xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %511 = stablehlo.multiply %510, %428 : tensor<32xf32>
    %cst_131 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %513 = stablehlo.multiply %512, %arg41 : tensor<32xf32>
    %514 = stablehlo.add %511, %513 : tensor<32xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %516 = stablehlo.multiply %515, %429 : tensor<4x4x3x32xf32>
    %cst_133 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %518 = stablehlo.multiply %517, %arg42 : tensor<4x4x3x32xf32>
    %519 = stablehlo.add %516, %518 : tensor<4x4x3x32xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %521 = stablehlo.multiply %520, %241 : tensor<10xf32>
    %cst_135 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %523 = stablehlo.multiply %522, %arg43 : tensor<10xf32>
    %524 = stablehlo.add %521, %523 : tensor<10xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %526 = stablehlo.multiply %525, %243 : tensor<32x10xf32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %528 = stablehlo.multiply %527, %arg44 : tensor<32x10xf32>
    %529 = stablehlo.add %526, %528 : tensor<32x10xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %531 = stablehlo.multiply %530, %247 : tensor<32xf32>
    %cst_139 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %533 = stablehlo.multiply %532, %arg45 : tensor<32xf32>
    %534 = stablehlo.add %531, %533 : tensor<32xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %536 = stablehlo.multiply %535, %258 : tensor<32xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %538 = stablehlo.multiply %537, %arg46 : tensor<32xf32>
    %539 = stablehlo.add %536, %538 : tensor<32xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %541 = stablehlo.multiply %540, %424 : tensor<1x1x32xf32>
    %cst_143 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %543 = stablehlo.multiply %542, %arg47 : tensor<1x1x32xf32>
    %544 = stablehlo.add %541, %543 : tensor<1x1x32xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %546 = stablehlo.multiply %545, %420 : tensor<1x17x32xf32>
    %cst_145 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %548 = stablehlo.multiply %547, %arg48 : tensor<1x17x32xf32>
    %549 = stablehlo.add %546, %548 : tensor<1x17x32xf32>
    %550 = stablehlo.multiply %299, %299 : tensor<128xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %552 = stablehlo.multiply %551, %550 : tensor<128xf32>
    %cst_147 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %554 = stablehlo.multiply %553, %arg49 : tensor<128xf32>
    %555 = stablehlo.add %552, %554 : tensor<128xf32>
    %556 = stablehlo.multiply %301, %301 : tensor<32x128xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %558 = stablehlo.multiply %557, %556 : tensor<32x128xf32>
    %cst_149 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %560 = stablehlo.multiply %559, %arg50 : tensor<32x128xf32>
    %561 = stablehlo.add %558, %560 : tensor<32x128xf32>
    %562 = stablehlo.multiply %282, %282 : tensor<32xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %564 = stablehlo.multiply %563, %562 : tensor<32xf32>
    %cst_151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %566 = stablehlo.multiply %565, %arg51 : tensor<32xf32>
    %567 = stablehlo.add %564, %566 : tensor<32xf32>
    %568 = stablehlo.multiply %284, %284 : tensor<128x32xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %570 = stablehlo.multiply %569, %568 : tensor<128x32xf32>
    %cst_153 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %572 = stablehlo.multiply %571, %arg52 : tensor<128x32xf32>
    %573 = stablehlo.add %570, %572 : tensor<128x32xf32>
    %574 = stablehlo.multiply %387, %387 : tensor<32xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %576 = stablehlo.multiply %575, %574 : tensor<32xf32>
    %cst_155 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %578 = stablehlo.multiply %577, %arg53 : tensor<32xf32>
    %579 = stablehlo.add %576, %578 : tensor<32xf32>
    %580 = stablehlo.multiply %398, %398 : tensor<32xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %582 = stablehlo.multiply %581, %580 : tensor<32xf32>
    %cst_157 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %584 = stablehlo.multiply %583, %arg54 : tensor<32xf32>
    %585 = stablehlo.add %582, %584 : tensor<32xf32>
    %586 = stablehlo.multiply %305, %305 : tensor<32xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %588 = stablehlo.multiply %587, %586 : tensor<32xf32>
    %cst_159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %590 = stablehlo.multiply %589, %arg55 : tensor<32xf32>
    %591 = stablehlo.add %588, %590 : tensor<32xf32>
    %592 = stablehlo.multiply %316, %316 : tensor<32xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %594 = stablehlo.multiply %593, %592 : tensor<32xf32>
    %cst_161 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %596 = stablehlo.multiply %595, %arg56 : tensor<32xf32>
    %597 = stablehlo.add %594, %596 : tensor<32xf32>
    %598 = stablehlo.multiply %373, %373 : tensor<2x16xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %600 = stablehlo.multiply %599, %598 : tensor<2x16xf32>
    %cst_163 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %602 = stablehlo.multiply %601, %arg57 : tensor<2x16xf32>
    %603 = stablehlo.add %600, %602 : tensor<2x16xf32>
    %604 = stablehlo.multiply %375, %375 : tensor<32x2x16xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %606 = stablehlo.multiply %605, %604 : tensor<32x2x16xf32>
    %cst_165 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %608 = stablehlo.multiply %607, %arg58 : tensor<32x2x16xf32>
    %609 = stablehlo.add %606, %608 : tensor<32x2x16xf32>
    %610 = stablehlo.multiply %339, %339 : tensor<32xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %612 = stablehlo.multiply %611, %610 : tensor<32xf32>
    %cst_167 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %614 = stablehlo.multiply %613, %arg59 : tensor<32xf32>
    %615 = stablehlo.add %612, %614 : tensor<32xf32>
    %616 = stablehlo.multiply %341, %341 : tensor<2x16x32xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %618 = stablehlo.multiply %617, %616 : tensor<2x16x32xf32>
    %cst_169 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %620 = stablehlo.multiply %619, %arg60 : tensor<2x16x32xf32>
    %621 = stablehlo.add %618, %620 : tensor<2x16x32xf32>
    %622 = stablehlo.multiply %380, %380 : tensor<2x16xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %624 = stablehlo.multiply %623, %622 : tensor<2x16xf32>
    %cst_171 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %626 = stablehlo.multiply %625, %arg61 : tensor<2x16xf32>
    %627 = stablehlo.add %624, %626 : tensor<2x16xf32>
    %628 = stablehlo.multiply %382, %382 : tensor<32x2x16xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %630 = stablehlo.multiply %629, %628 : tensor<32x2x16xf32>
    %cst_173 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %632 = stablehlo.multiply %631, %arg62 : tensor<32x2x16xf32>
    %633 = stablehlo.add %630, %632 : tensor<32x2x16xf32>
    %634 = stablehlo.multiply %367, %367 : tensor<2x16xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %636 = stablehlo.multiply %635, %634 : tensor<2x16xf32>
    %cst_175 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %638 = stablehlo.multiply %637, %arg63 : tensor<2x16xf32>
    %639 = stablehlo.add %636, %638 : tensor<2x16xf32>
    %640 = stablehlo.multiply %369, %369 : tensor<32x2x16xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %642 = stablehlo.multiply %641, %640 : tensor<32x2x16xf32>
    %cst_177 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %644 = stablehlo.multiply %643, %arg64 : tensor<32x2x16xf32>
    %645 = stablehlo.add %642, %644 : tensor<32x2x16xf32>
    %646 = stablehlo.multiply %428, %428 : tensor<32xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %648 = stablehlo.multiply %647, %646 : tensor<32xf32>
    %cst_179 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %650 = stablehlo.multiply %649, %arg65 : tensor<32xf32>
    %651 = stablehlo.add %648, %650 : tensor<32xf32>
    %652 = stablehlo.multiply %429, %429 : tensor<4x4x3x32xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %654 = stablehlo.multiply %653, %652 : tensor<4x4x3x32xf32>
    %cst_181 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %656 = stablehlo.multiply %655, %arg66 : tensor<4x4x3x32xf32>
    %657 = stablehlo.add %654, %656 : tensor<4x4x3x32xf32>
    %658 = stablehlo.multiply %241, %241 : tensor<10xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %660 = stablehlo.multiply %659, %658 : tensor<10xf32>
    %cst_183 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %662 = stablehlo.multiply %661, %arg67 : tensor<10xf32>
    %663 = stablehlo.add %660, %662 : tensor<10xf32>
    %664 = stablehlo.multiply %243, %243 : tensor<32x10xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %666 = stablehlo.multiply %665, %664 : tensor<32x10xf32>
    %cst_185 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %668 = stablehlo.multiply %667, %arg68 : tensor<32x10xf32>
    %669 = stablehlo.add %666, %668 : tensor<32x10xf32>
    %670 = stablehlo.multiply %247, %247 : tensor<32xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %672 = stablehlo.multiply %671, %670 : tensor<32xf32>
    %cst_187 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %674 = stablehlo.multiply %673, %arg69 : tensor<32xf32>
    %675 = stablehlo.add %672, %674 : tensor<32xf32>
    %676 = stablehlo.multiply %258, %258 : tensor<32xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %678 = stablehlo.multiply %677, %676 : tensor<32xf32>
    %cst_189 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %680 = stablehlo.multiply %679, %arg70 : tensor<32xf32>
    %681 = stablehlo.add %678, %680 : tensor<32xf32>
    %682 = stablehlo.multiply %424, %424 : tensor<1x1x32xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %684 = stablehlo.multiply %683, %682 : tensor<1x1x32xf32>
    %cst_191 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %686 = stablehlo.multiply %685, %arg71 : tensor<1x1x32xf32>
    %687 = stablehlo.add %684, %686 : tensor<1x1x32xf32>
    %688 = stablehlo.multiply %420, %420 : tensor<1x17x32xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %690 = stablehlo.multiply %689, %688 : tensor<1x17x32xf32>
    %cst_193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %692 = stablehlo.multiply %691, %arg72 : tensor<1x17x32xf32>
    %693 = stablehlo.add %690, %692 : tensor<1x17x32xf32>
    %c_194 = stablehlo.constant dense<2147483647> : tensor<i32>
    %694 = stablehlo.compare LT, %arg24, %c_194, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_195 = stablehlo.constant dense<1> : tensor<i32>
    %695 = stablehlo.add %arg24, %c_195 : tensor<i32>
    %c_196 = stablehlo.constant dense<2147483647> : tensor<i32>
    %696 = call @_where_2(%694, %695, %c_196) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %697 = stablehlo.convert %696 : (tensor<i32>) -> tensor<f32>
    %698 = stablehlo.power %cst_197, %697 : tensor<f32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %699 = stablehlo.subtract %cst_198, %698 : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %701 = stablehlo.divide %434, %700 : tensor<128xf32>
    %702 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %703 = stablehlo.divide %439, %702 : tensor<32x128xf32>
    %704 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %705 = stablehlo.divide %444, %704 : tensor<32xf32>
    %706 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %707 = stablehlo.divide %449, %706 : tensor<128x32xf32>
    %708 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %709 = stablehlo.divide %454, %708 : tensor<32xf32>
    %710 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %711 = stablehlo.divide %459, %710 : tensor<32xf32>
    %712 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %713 = stablehlo.divide %464, %712 : tensor<32xf32>
    %714 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %715 = stablehlo.divide %469, %714 : tensor<32xf32>
    %716 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %717 = stablehlo.divide %474, %716 : tensor<2x16xf32>
    %718 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %719 = stablehlo.divide %479, %718 : tensor<32x2x16xf32>
    %720 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %721 = stablehlo.divide %484, %720 : tensor<32xf32>
    %722 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %723 = stablehlo.divide %489, %722 : tensor<2x16x32xf32>
    %724 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %725 = stablehlo.divide %494, %724 : tensor<2x16xf32>
    %726 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %727 = stablehlo.divide %499, %726 : tensor<32x2x16xf32>
    %728 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %729 = stablehlo.divide %504, %728 : tensor<2x16xf32>
    %730 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %731 = stablehlo.divide %509, %730 : tensor<32x2x16xf32>
    %732 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %733 = stablehlo.divide %514, %732 : tensor<32xf32>
    %734 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %735 = stablehlo.divide %519, %734 : tensor<4x4x3x32xf32>
    %736 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %737 = stablehlo.divide %524, %736 : tensor<10xf32>
    %738 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %739 = stablehlo.divide %529, %738 : tensor<32x10xf32>
    %740 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %741 = stablehlo.divide %534, %740 : tensor<32xf32>
    %742 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %743 = stablehlo.divide %539, %742 : tensor<32xf32>
    %744 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %745 = stablehlo.divide %544, %744 : tensor<1x1x32xf32>
    %746 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %747 = stablehlo.divide %549, %746 : tensor<1x17x32xf32>
    %cst_199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %748 = stablehlo.convert %696 : (tensor<i32>) -> tensor<f32>
    %749 = stablehlo.power %cst_199, %748 : tensor<f32>
    %cst_200 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %750 = stablehlo.subtract %cst_200, %749 : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %752 = stablehlo.divide %555, %751 : tensor<128xf32>
    %753 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %754 = stablehlo.divide %561, %753 : tensor<32x128xf32>
    %755 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %756 = stablehlo.divide %567, %755 : tensor<32xf32>
    %757 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %758 = stablehlo.divide %573, %757 : tensor<128x32xf32>
    %759 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %760 = stablehlo.divide %579, %759 : tensor<32xf32>
    %761 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %762 = stablehlo.divide %585, %761 : tensor<32xf32>
    %763 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %764 = stablehlo.divide %591, %763 : tensor<32xf32>
    %765 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %766 = stablehlo.divide %597, %765 : tensor<32xf32>
    %767 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %768 = stablehlo.divide %603, %767 : tensor<2x16xf32>
    %769 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %770 = stablehlo.divide %609, %769 : tensor<32x2x16xf32>
    %771 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %772 = stablehlo.divide %615, %771 : tensor<32xf32>
    %773 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %774 = stablehlo.divide %621, %773 : tensor<2x16x32xf32>
    %775 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %776 = stablehlo.divide %627, %775 : tensor<2x16xf32>
    %777 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %778 = stablehlo.divide %633, %777 : tensor<32x2x16xf32>
    %779 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %780 = stablehlo.divide %639, %779 : tensor<2x16xf32>
    %781 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %782 = stablehlo.divide %645, %781 : tensor<32x2x16xf32>
    %783 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %784 = stablehlo.divide %651, %783 : tensor<32xf32>
    %785 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %786 = stablehlo.divide %657, %785 : tensor<4x4x3x32xf32>
    %787 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %788 = stablehlo.divide %663, %787 : tensor<10xf32>
    %789 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %790 = stablehlo.divide %669, %789 : tensor<32x10xf32>
    %791 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %792 = stablehlo.divide %675, %791 : tensor<32xf32>
    %793 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %794 = stablehlo.divide %681, %793 : tensor<32xf32>
    %795 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %796 = stablehlo.divide %687, %795 : tensor<1x1x32xf32>
    %797 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %798 = stablehlo.divide %693, %797 : tensor<1x17x32xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %800 = stablehlo.add %752, %799 : tensor<128xf32>
    %801 = stablehlo.sqrt %800 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %803 = stablehlo.add %801, %802 : tensor<128xf32>
    %804 = stablehlo.divide %701, %803 : tensor<128xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %806 = stablehlo.add %754, %805 : tensor<32x128xf32>
    %807 = stablehlo.sqrt %806 : tensor<32x128xf32>
    %cst_204 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %809 = stablehlo.add %807, %808 : tensor<32x128xf32>
    %810 = stablehlo.divide %703, %809 : tensor<32x128xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %812 = stablehlo.add %756, %811 : tensor<32xf32>
    %813 = stablehlo.sqrt %812 : tensor<32xf32>
    %cst_206 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %815 = stablehlo.add %813, %814 : tensor<32xf32>
    %816 = stablehlo.divide %705, %815 : tensor<32xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %818 = stablehlo.add %758, %817 : tensor<128x32xf32>
    %819 = stablehlo.sqrt %818 : tensor<128x32xf32>
    %cst_208 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %821 = stablehlo.add %819, %820 : tensor<128x32xf32>
    %822 = stablehlo.divide %707, %821 : tensor<128x32xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %824 = stablehlo.add %760, %823 : tensor<32xf32>
    %825 = stablehlo.sqrt %824 : tensor<32xf32>
    %cst_210 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %827 = stablehlo.add %825, %826 : tensor<32xf32>
    %828 = stablehlo.divide %709, %827 : tensor<32xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %830 = stablehlo.add %762, %829 : tensor<32xf32>
    %831 = stablehlo.sqrt %830 : tensor<32xf32>
    %cst_212 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %833 = stablehlo.add %831, %832 : tensor<32xf32>
    %834 = stablehlo.divide %711, %833 : tensor<32xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %836 = stablehlo.add %764, %835 : tensor<32xf32>
    %837 = stablehlo.sqrt %836 : tensor<32xf32>
    %cst_214 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %839 = stablehlo.add %837, %838 : tensor<32xf32>
    %840 = stablehlo.divide %713, %839 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %842 = stablehlo.add %766, %841 : tensor<32xf32>
    %843 = stablehlo.sqrt %842 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %845 = stablehlo.add %843, %844 : tensor<32xf32>
    %846 = stablehlo.divide %715, %845 : tensor<32xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %848 = stablehlo.add %768, %847 : tensor<2x16xf32>
    %849 = stablehlo.sqrt %848 : tensor<2x16xf32>
    %cst_218 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %851 = stablehlo.add %849, %850 : tensor<2x16xf32>
    %852 = stablehlo.divide %717, %851 : tensor<2x16xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %854 = stablehlo.add %770, %853 : tensor<32x2x16xf32>
    %855 = stablehlo.sqrt %854 : tensor<32x2x16xf32>
    %cst_220 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %857 = stablehlo.add %855, %856 : tensor<32x2x16xf32>
    %858 = stablehlo.divide %719, %857 : tensor<32x2x16xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %860 = stablehlo.add %772, %859 : tensor<32xf32>
    %861 = stablehlo.sqrt %860 : tensor<32xf32>
    %cst_222 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %863 = stablehlo.add %861, %862 : tensor<32xf32>
    %864 = stablehlo.divide %721, %863 : tensor<32xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %866 = stablehlo.add %774, %865 : tensor<2x16x32xf32>
    %867 = stablehlo.sqrt %866 : tensor<2x16x32xf32>
    %cst_224 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %869 = stablehlo.add %867, %868 : tensor<2x16x32xf32>
    %870 = stablehlo.divide %723, %869 : tensor<2x16x32xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %872 = stablehlo.add %776, %871 : tensor<2x16xf32>
    %873 = stablehlo.sqrt %872 : tensor<2x16xf32>
    %cst_226 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %875 = stablehlo.add %873, %874 : tensor<2x16xf32>
    %876 = stablehlo.divide %725, %875 : tensor<2x16xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %878 = stablehlo.add %778, %877 : tensor<32x2x16xf32>
    %879 = stablehlo.sqrt %878 : tensor<32x2x16xf32>
    %cst_228 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %881 = stablehlo.add %879, %880 : tensor<32x2x16xf32>
    %882 = stablehlo.divide %727, %881 : tensor<32x2x16xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %884 = stablehlo.add %780, %883 : tensor<2x16xf32>
    %885 = stablehlo.sqrt %884 : tensor<2x16xf32>
    %cst_230 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %887 = stablehlo.add %885, %886 : tensor<2x16xf32>
    %888 = stablehlo.divide %729, %887 : tensor<2x16xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %890 = stablehlo.add %782, %889 : tensor<32x2x16xf32>
    %891 = stablehlo.sqrt %890 : tensor<32x2x16xf32>
    %cst_232 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %893 = stablehlo.add %891, %892 : tensor<32x2x16xf32>
    %894 = stablehlo.divide %731, %893 : tensor<32x2x16xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %896 = stablehlo.add %784, %895 : tensor<32xf32>
    %897 = stablehlo.sqrt %896 : tensor<32xf32>
    %cst_234 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %899 = stablehlo.add %897, %898 : tensor<32xf32>
    %900 = stablehlo.divide %733, %899 : tensor<32xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %902 = stablehlo.add %786, %901 : tensor<4x4x3x32xf32>
    %903 = stablehlo.sqrt %902 : tensor<4x4x3x32xf32>
    %cst_236 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %905 = stablehlo.add %903, %904 : tensor<4x4x3x32xf32>
    %906 = stablehlo.divide %735, %905 : tensor<4x4x3x32xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %908 = stablehlo.add %788, %907 : tensor<10xf32>
    %909 = stablehlo.sqrt %908 : tensor<10xf32>
    %cst_238 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %911 = stablehlo.add %909, %910 : tensor<10xf32>
    %912 = stablehlo.divide %737, %911 : tensor<10xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %914 = stablehlo.add %790, %913 : tensor<32x10xf32>
    %915 = stablehlo.sqrt %914 : tensor<32x10xf32>
    %cst_240 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %917 = stablehlo.add %915, %916 : tensor<32x10xf32>
    %918 = stablehlo.divide %739, %917 : tensor<32x10xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %920 = stablehlo.add %792, %919 : tensor<32xf32>
    %921 = stablehlo.sqrt %920 : tensor<32xf32>
    %cst_242 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %923 = stablehlo.add %921, %922 : tensor<32xf32>
    %924 = stablehlo.divide %741, %923 : tensor<32xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %926 = stablehlo.add %794, %925 : tensor<32xf32>
    %927 = stablehlo.sqrt %926 : tensor<32xf32>
    %cst_244 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %929 = stablehlo.add %927, %928 : tensor<32xf32>
    %930 = stablehlo.divide %743, %929 : tensor<32xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %932 = stablehlo.add %796, %931 : tensor<1x1x32xf32>
    %933 = stablehlo.sqrt %932 : tensor<1x1x32xf32>
    %cst_246 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %935 = stablehlo.add %933, %934 : tensor<1x1x32xf32>
    %936 = stablehlo.divide %745, %935 : tensor<1x1x32xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %938 = stablehlo.add %798, %937 : tensor<1x17x32xf32>
    %939 = stablehlo.sqrt %938 : tensor<1x17x32xf32>
    %cst_248 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %941 = stablehlo.add %939, %940 : tensor<1x17x32xf32>
    %942 = stablehlo.divide %747, %941 : tensor<1x17x32xf32>
    %cst_249 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %944 = stablehlo.multiply %943, %arg0 : tensor<128xf32>
    %945 = stablehlo.add %804, %944 : tensor<128xf32>
    %cst_250 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %947 = stablehlo.multiply %946, %arg1 : tensor<32x128xf32>
    %948 = stablehlo.add %810, %947 : tensor<32x128xf32>
    %cst_251 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %950 = stablehlo.multiply %949, %arg2 : tensor<32xf32>
    %951 = stablehlo.add %816, %950 : tensor<32xf32>
    %cst_252 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %953 = stablehlo.multiply %952, %arg3 : tensor<128x32xf32>
    %954 = stablehlo.add %822, %953 : tensor<128x32xf32>
    %cst_253 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %956 = stablehlo.multiply %955, %arg4 : tensor<32xf32>
    %957 = stablehlo.add %828, %956 : tensor<32xf32>
    %cst_254 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %959 = stablehlo.multiply %958, %arg5 : tensor<32xf32>
    %960 = stablehlo.add %834, %959 : tensor<32xf32>
    %cst_255 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %962 = stablehlo.multiply %961, %arg6 : tensor<32xf32>
    %963 = stablehlo.add %840, %962 : tensor<32xf32>
    %cst_256 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %965 = stablehlo.multiply %964, %arg7 : tensor<32xf32>
    %966 = stablehlo.add %846, %965 : tensor<32xf32>
    %cst_257 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %968 = stablehlo.multiply %967, %arg8 : tensor<2x16xf32>
    %969 = stablehlo.add %852, %968 : tensor<2x16xf32>
    %cst_258 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %971 = stablehlo.multiply %970, %arg9 : tensor<32x2x16xf32>
    %972 = stablehlo.add %858, %971 : tensor<32x2x16xf32>
    %cst_259 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %974 = stablehlo.multiply %973, %arg10 : tensor<32xf32>
    %975 = stablehlo.add %864, %974 : tensor<32xf32>
    %cst_260 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %977 = stablehlo.multiply %976, %arg11 : tensor<2x16x32xf32>
    %978 = stablehlo.add %870, %977 : tensor<2x16x32xf32>
    %cst_261 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %980 = stablehlo.multiply %979, %arg12 : tensor<2x16xf32>
    %981 = stablehlo.add %876, %980 : tensor<2x16xf32>
    %cst_262 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %983 = stablehlo.multiply %982, %arg13 : tensor<32x2x16xf32>
    %984 = stablehlo.add %882, %983 : tensor<32x2x16xf32>
    %cst_263 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %986 = stablehlo.multiply %985, %arg14 : tensor<2x16xf32>
    %987 = stablehlo.add %888, %986 : tensor<2x16xf32>
    %cst_264 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %989 = stablehlo.multiply %988, %arg15 : tensor<32x2x16xf32>
    %990 = stablehlo.add %894, %989 : tensor<32x2x16xf32>
    %cst_265 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %992 = stablehlo.multiply %991, %arg16 : tensor<32xf32>
    %993 = stablehlo.add %900, %992 : tensor<32xf32>
    %cst_266 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %995 = stablehlo.multiply %994, %arg17 : tensor<4x4x3x32xf32>
    %996 = stablehlo.add %906, %995 : tensor<4x4x3x32xf32>
    %cst_267 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %998 = stablehlo.multiply %997, %arg18 : tensor<10xf32>
    %999 = stablehlo.add %912, %998 : tensor<10xf32>
    %cst_268 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %1001 = stablehlo.multiply %1000, %arg19 : tensor<32x10xf32>
    %1002 = stablehlo.add %918, %1001 : tensor<32x10xf32>
    %cst_269 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1004 = stablehlo.multiply %1003, %arg20 : tensor<32xf32>
    %1005 = stablehlo.add %924, %1004 : tensor<32xf32>
    %cst_270 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1007 = stablehlo.multiply %1006, %arg21 : tensor<32xf32>
    %1008 = stablehlo.add %930, %1007 : tensor<32xf32>
    %cst_271 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %1010 = stablehlo.multiply %1009, %arg22 : tensor<1x1x32xf32>
    %1011 = stablehlo.add %936, %1010 : tensor<1x1x32xf32>
    %cst_272 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %1013 = stablehlo.multiply %1012, %arg23 : tensor<1x17x32xf32>
    %1014 = stablehlo.add %942, %1013 : tensor<1x17x32xf32>
    %cst_273 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1016 = stablehlo.multiply %1015, %945 : tensor<128xf32>
    %cst_274 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1018 = stablehlo.multiply %1017, %948 : tensor<32x128xf32>
    %cst_275 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1020 = stablehlo.multiply %1019, %951 : tensor<32xf32>
    %cst_276 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1022 = stablehlo.multiply %1021, %954 : tensor<128x32xf32>
    %cst_277 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1024 = stablehlo.multiply %1023, %957 : tensor<32xf32>
    %cst_278 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1026 = stablehlo.multiply %1025, %960 : tensor<32xf32>
    %cst_279 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1028 = stablehlo.multiply %1027, %963 : tensor<32xf32>
    %cst_280 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1030 = stablehlo.multiply %1029, %966 : tensor<32xf32>
    %cst_281 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1032 = stablehlo.multiply %1031, %969 : tensor<2x16xf32>
    %cst_282 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1034 = stablehlo.multiply %1033, %972 : tensor<32x2x16xf32>
    %cst_283 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1036 = stablehlo.multiply %1035, %975 : tensor<32xf32>
    %cst_284 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1038 = stablehlo.multiply %1037, %978 : tensor<2x16x32xf32>
    %cst_285 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1040 = stablehlo.multiply %1039, %981 : tensor<2x16xf32>
    %cst_286 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1042 = stablehlo.multiply %1041, %984 : tensor<32x2x16xf32>
    %cst_287 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1044 = stablehlo.multiply %1043, %987 : tensor<2x16xf32>
    %cst_288 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1046 = stablehlo.multiply %1045, %990 : tensor<32x2x16xf32>
    %cst_289 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1048 = stablehlo.multiply %1047, %993 : tensor<32xf32>
    %cst_290 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %1050 = stablehlo.multiply %1049, %996 : tensor<4x4x3x32xf32>
    %cst_291 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1052 = stablehlo.multiply %1051, %999 : tensor<10xf32>
    %cst_292 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %1054 = stablehlo.multiply %1053, %1002 : tensor<32x10xf32>
    %cst_293 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1056 = stablehlo.multiply %1055, %1005 : tensor<32xf32>
    %cst_294 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1058 = stablehlo.multiply %1057, %1008 : tensor<32xf32>
    %cst_295 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1059 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<1x1x32xf32>
    %1060 = stablehlo.multiply %1059, %1011 : tensor<1x1x32xf32>
    %cst_296 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<1x17x32xf32>
    %1062 = stablehlo.multiply %1061, %1014 : tensor<1x17x32xf32>
    %1063 = stablehlo.add %arg0, %1016 : tensor<128xf32>
    %1064 = stablehlo.add %arg1, %1018 : tensor<32x128xf32>
    %1065 = stablehlo.add %arg2, %1020 : tensor<32xf32>
    %1066 = stablehlo.add %arg3, %1022 : tensor<128x32xf32>
    %1067 = stablehlo.add %arg4, %1024 : tensor<32xf32>
    %1068 = stablehlo.add %arg5, %1026 : tensor<32xf32>
    %1069 = stablehlo.add %arg6, %1028 : tensor<32xf32>
    %1070 = stablehlo.add %arg7, %1030 : tensor<32xf32>
    %1071 = stablehlo.add %arg8, %1032 : tensor<2x16xf32>
    %1072 = stablehlo.add %arg9, %1034 : tensor<32x2x16xf32>
    %1073 = stablehlo.add %arg10, %1036 : tensor<32xf32>
    %1074 = stablehlo.add %arg11, %1038 : tensor<2x16x32xf32>
    %1075 = stablehlo.add %arg12, %1040 : tensor<2x16xf32>
    %1076 = stablehlo.add %arg13, %1042 : tensor<32x2x16xf32>
    %1077 = stablehlo.add %arg14, %1044 : tensor<2x16xf32>
    %1078 = stablehlo.add %arg15, %1046 : tensor<32x2x16xf32>
    %1079 = stablehlo.add %arg16, %1048 : tensor<32xf32>
    %1080 = stablehlo.add %arg17, %1050 : tensor<4x4x3x32xf32>
    %1081 = stablehlo.add %arg18, %1052 : tensor<10xf32>
    %1082 = stablehlo.add %arg19, %1054 : tensor<32x10xf32>
    %1083 = stablehlo.add %arg20, %1056 : tensor<32xf32>
    %1084 = stablehlo.add %arg21, %1058 : tensor<32xf32>
    %1085 = stablehlo.add %arg22, %1060 : tensor<1x1x32xf32>
    %1086 = stablehlo.add %arg23, %1062 : tensor<1x17x32xf32>
    return %1063, %1064, %1065, %1066, %1067, %1068, %1069, %1070, %1071, %1072, %1073, %1074, %1075, %1076, %1077, %1078, %1079, %1080, %1081, %1082, %1083, %1084, %1085, %1086, %696, %434, %439, %444, %449, %454, %459, %464, %469, %474, %479, %484, %489, %494, %499, %504, %509, %514, %519, %524, %529, %534, %539, %544, %549, %555, %561, %567, %573, %579, %585, %591, %597, %603, %609, %615, %621, %627, %633, %639, %645, %651, %657, %663, %669, %675, %681, %687, %693, %224 : tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<f32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x10xf32>, %arg1: tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x10xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xf32>
    return %15, %5 : tensor<2x1xf32>, tensor<2x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x1xf32>, tensor<1xi32>) -> tensor<2xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2xi1>, tensor<2xf32>
    return %13, %3 : tensor<2xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<2xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x10xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    return %1 : tensor<2x10xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
