module @jit_gpt_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32>, %arg1: tensor<32x128xf32>, %arg2: tensor<32xf32>, %arg3: tensor<128x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<2x16xf32>, %arg9: tensor<32x2x16xf32>, %arg10: tensor<32xf32>, %arg11: tensor<2x16x32xf32>, %arg12: tensor<2x16xf32>, %arg13: tensor<32x2x16xf32>, %arg14: tensor<2x16xf32>, %arg15: tensor<32x2x16xf32>, %arg16: tensor<64x32xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<i32>, %arg21: tensor<128xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<32xf32>, %arg24: tensor<128x32xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<2x16xf32>, %arg30: tensor<32x2x16xf32>, %arg31: tensor<32xf32>, %arg32: tensor<2x16x32xf32>, %arg33: tensor<2x16xf32>, %arg34: tensor<32x2x16xf32>, %arg35: tensor<2x16xf32>, %arg36: tensor<32x2x16xf32>, %arg37: tensor<64x32xf32>, %arg38: tensor<16x32xf32>, %arg39: tensor<32xf32>, %arg40: tensor<32xf32>, %arg41: tensor<128xf32>, %arg42: tensor<32x128xf32>, %arg43: tensor<32xf32>, %arg44: tensor<128x32xf32>, %arg45: tensor<32xf32>, %arg46: tensor<32xf32>, %arg47: tensor<32xf32>, %arg48: tensor<32xf32>, %arg49: tensor<2x16xf32>, %arg50: tensor<32x2x16xf32>, %arg51: tensor<32xf32>, %arg52: tensor<2x16x32xf32>, %arg53: tensor<2x16xf32>, %arg54: tensor<32x2x16xf32>, %arg55: tensor<2x16xf32>, %arg56: tensor<32x2x16xf32>, %arg57: tensor<64x32xf32>, %arg58: tensor<16x32xf32>, %arg59: tensor<32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<2x17xi32>) -> (tensor<128xf32> {jax.result_info = "result[0]['Block_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[0]['Block_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[0]['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['scale']"}, tensor<2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x16x32xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[0]['Embed_0']['embedding']"}, tensor<16x32xf32> {jax.result_info = "result[0]['Embed_1']['embedding']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['LayerNorm_0']['scale']"}, tensor<i32> {jax.result_info = "result[1][1][0].count"}, tensor<128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_1']['scale']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x16x32xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1][1][0].mu['Embed_0']['embedding']"}, tensor<16x32xf32> {jax.result_info = "result[1][1][0].mu['Embed_1']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].mu['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_0']['bias']"}, tensor<32x128xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_1']['bias']"}, tensor<128x32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_1']['scale']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, tensor<2x16x32xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, tensor<2x16xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, tensor<32x2x16xf32> {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1][1][0].nu['Embed_0']['embedding']"}, tensor<16x32xf32> {jax.result_info = "result[1][1][0].nu['Embed_1']['embedding']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][1][0].nu['LayerNorm_0']['scale']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.slice %arg61 [0:2, 0:16] : (tensor<2x17xi32>) -> tensor<2x16xi32>
    %1:2 = call @_take(%arg16, %0) : (tensor<64x32xf32>, tensor<2x16xi32>) -> (tensor<2x16x32xf32>, tensor<2x16x1xi32>)
    %2 = stablehlo.iota dim = 0 : tensor<16xi32>
    %3:2 = call @_take_0(%arg17, %2) : (tensor<16x32xf32>, tensor<16xi32>) -> (tensor<16x32xf32>, tensor<16x1xi32>)
    %4 = stablehlo.broadcast_in_dim %3#0, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
    %6 = stablehlo.add %1#0, %5 : tensor<2x16x32xf32>
    %7 = stablehlo.iota dim = 0 : tensor<16xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<16xi32>) -> tensor<2x16xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 2] : (tensor<2x16xi32>) -> tensor<2x1x16xi32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x16x1xi32>) -> tensor<2x16x16xi32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x1x16xi32>) -> tensor<2x16x16xi32>
    %13 = stablehlo.compare GE, %11, %12, SIGNED : (tensor<2x16x16xi32>, tensor<2x16x16xi32>) -> tensor<2x16x16xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 2, 3] : (tensor<2x16x16xi1>) -> tensor<2x1x16x16xi1>
    %15 = stablehlo.convert %14 : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xf32>
    %16 = chlo.square %6 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %18 = stablehlo.multiply %17, %6 : tensor<2x16x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %21 = stablehlo.divide %19, %20 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %24 = stablehlo.divide %22, %23 : tensor<2x16xf32>
    %25 = chlo.square %21 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %27 = stablehlo.multiply %26, %21 : tensor<2x16xf32>
    %28 = stablehlo.subtract %24, %25 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<2x16xf32>
    %31 = stablehlo.compare EQ, %28, %30, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %34 = stablehlo.select %31, %32, %33 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %36 = stablehlo.compare EQ, %35, %30, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %39 = stablehlo.select %36, %37, %38 : tensor<2x16xi1>, tensor<2x16xf32>
    %40 = stablehlo.divide %34, %39 : tensor<2x16xf32>
    %41 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %42 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %44 = stablehlo.subtract %6, %43 : tensor<2x16x32xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %46 = stablehlo.add %42, %45 : tensor<2x16x1xf32>
    %47 = stablehlo.rsqrt %46 : tensor<2x16x1xf32>
    %48 = stablehlo.divide %47, %46 : tensor<2x16x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<2x16x1xf32>
    %51 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %52 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<2x16x32xf32>
    %55 = stablehlo.multiply %44, %54 : tensor<2x16x32xf32>
    %56 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %58 = stablehlo.add %55, %57 : tensor<2x16x32xf32>
    %59 = stablehlo.dot_general %58, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x2x16xf32>) -> tensor<2x16x2x16xf32>
    %60 = stablehlo.reshape %arg12 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<2x16x2x16xf32>
    %62 = stablehlo.add %59, %61 : tensor<2x16x2x16xf32>
    %63 = stablehlo.dot_general %58, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x2x16xf32>) -> tensor<2x16x2x16xf32>
    %64 = stablehlo.reshape %arg8 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<2x16x2x16xf32>
    %66 = stablehlo.add %63, %65 : tensor<2x16x2x16xf32>
    %67 = stablehlo.dot_general %58, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x2x16xf32>) -> tensor<2x16x2x16xf32>
    %68 = stablehlo.reshape %arg14 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<2x16x2x16xf32>
    %70 = stablehlo.add %67, %69 : tensor<2x16x2x16xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %71 = stablehlo.sqrt %cst_13 : tensor<f32>
    %72 = stablehlo.convert %71 : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<2x16x2x16xf32>
    %74 = stablehlo.divide %62, %73 : tensor<2x16x2x16xf32>
    %75 = stablehlo.dot_general %74, %66, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %cst_14 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %76:2 = call @_where_2(%15, %75, %cst_14) : (tensor<2x1x16x16xf32>, tensor<2x2x16x16xf32>, tensor<f32>) -> (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.reduce(%76#0 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
    %79 = stablehlo.maximum %78, %77 : tensor<2x2x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %82 = stablehlo.subtract %76#0, %81 : tensor<2x2x16x16xf32>
    %83 = stablehlo.exponential %82 : tensor<2x2x16x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %87 = stablehlo.divide %83, %86 : tensor<2x2x16x16xf32>
    %88 = stablehlo.multiply %85, %85 : tensor<2x2x16x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x2x16x1xf32>
    %90 = stablehlo.divide %89, %88 : tensor<2x2x16x1xf32>
    %91 = stablehlo.dot_general %70, %87, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %92 = stablehlo.transpose %91, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %93 = stablehlo.dot_general %92, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %94 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %96 = stablehlo.add %93, %95 : tensor<2x16x32xf32>
    %97 = stablehlo.add %6, %96 : tensor<2x16x32xf32>
    %98 = chlo.square %97 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %100 = stablehlo.multiply %99, %97 : tensor<2x16x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%97 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %103 = stablehlo.divide %101, %102 : tensor<2x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%98 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %106 = stablehlo.divide %104, %105 : tensor<2x16xf32>
    %107 = chlo.square %103 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %109 = stablehlo.multiply %108, %103 : tensor<2x16xf32>
    %110 = stablehlo.subtract %106, %107 : tensor<2x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %112 = stablehlo.maximum %111, %110 : tensor<2x16xf32>
    %113 = stablehlo.compare EQ, %110, %112, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %116 = stablehlo.select %113, %114, %115 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %118 = stablehlo.compare EQ, %117, %112, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %121 = stablehlo.select %118, %119, %120 : tensor<2x16xi1>, tensor<2x16xf32>
    %122 = stablehlo.divide %116, %121 : tensor<2x16xf32>
    %123 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %124 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %125 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %126 = stablehlo.subtract %97, %125 : tensor<2x16x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %128 = stablehlo.add %124, %127 : tensor<2x16x1xf32>
    %129 = stablehlo.rsqrt %128 : tensor<2x16x1xf32>
    %130 = stablehlo.divide %129, %128 : tensor<2x16x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %132 = stablehlo.multiply %131, %130 : tensor<2x16x1xf32>
    %133 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %134 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %135 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<2x16x32xf32>
    %137 = stablehlo.multiply %126, %136 : tensor<2x16x32xf32>
    %138 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %140 = stablehlo.add %137, %139 : tensor<2x16x32xf32>
    %141 = stablehlo.dot_general %140, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %142 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %144 = stablehlo.add %141, %143 : tensor<2x16x128xf32>
    %145 = stablehlo.multiply %144, %144 : tensor<2x16x128xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<2x16x128xf32>
    %147 = stablehlo.multiply %144, %144 : tensor<2x16x128xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %149 = stablehlo.multiply %148, %147 : tensor<2x16x128xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %151 = stablehlo.multiply %150, %146 : tensor<2x16x128xf32>
    %152 = stablehlo.add %144, %151 : tensor<2x16x128xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %154 = stablehlo.multiply %153, %152 : tensor<2x16x128xf32>
    %155 = stablehlo.tanh %154 : tensor<2x16x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %157 = stablehlo.subtract %156, %155 : tensor<2x16x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %159 = stablehlo.add %158, %155 : tensor<2x16x128xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<2x16x128xf32>
    %162 = stablehlo.multiply %144, %161 : tensor<2x16x128xf32>
    %163 = stablehlo.dot_general %162, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %164 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %166 = stablehlo.add %163, %165 : tensor<2x16x32xf32>
    %167 = stablehlo.add %97, %166 : tensor<2x16x32xf32>
    %168 = chlo.square %167 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %170 = stablehlo.multiply %169, %167 : tensor<2x16x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%167 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_41 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %173 = stablehlo.divide %171, %172 : tensor<2x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%168 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_43 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %176 = stablehlo.divide %174, %175 : tensor<2x16xf32>
    %177 = chlo.square %173 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %179 = stablehlo.multiply %178, %173 : tensor<2x16xf32>
    %180 = stablehlo.subtract %176, %177 : tensor<2x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %182 = stablehlo.maximum %181, %180 : tensor<2x16xf32>
    %183 = stablehlo.compare EQ, %180, %182, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %186 = stablehlo.select %183, %184, %185 : tensor<2x16xi1>, tensor<2x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %188 = stablehlo.compare EQ, %187, %182, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %191 = stablehlo.select %188, %189, %190 : tensor<2x16xi1>, tensor<2x16xf32>
    %192 = stablehlo.divide %186, %191 : tensor<2x16xf32>
    %193 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %194 = stablehlo.broadcast_in_dim %182, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %196 = stablehlo.subtract %167, %195 : tensor<2x16x32xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %198 = stablehlo.add %194, %197 : tensor<2x16x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<2x16x1xf32>
    %200 = stablehlo.divide %199, %198 : tensor<2x16x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %202 = stablehlo.multiply %201, %200 : tensor<2x16x1xf32>
    %203 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %204 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<2x16x32xf32>
    %207 = stablehlo.multiply %196, %206 : tensor<2x16x32xf32>
    %208 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %210 = stablehlo.add %207, %209 : tensor<2x16x32xf32>
    %211 = stablehlo.transpose %arg16, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %212 = stablehlo.dot_general %210, %211, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %213 = stablehlo.slice %arg61 [0:2, 1:17] : (tensor<2x17xi32>) -> tensor<2x16xi32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %215:2 = call @take_along_axis(%212, %214) : (tensor<2x16x64xf32>, tensor<2x16x1xi32>) -> (tensor<2x16x1xf32>, tensor<2x16x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %216:2 = call @_take_3(%215#0, %c) : (tensor<2x16x1xf32>, tensor<i32>) -> (tensor<2x16xf32>, tensor<1xi32>)
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %217 = stablehlo.reduce(%212 init: %cst_53) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %219 = stablehlo.maximum %218, %217 : tensor<2x16xf32>
    %220 = stablehlo.is_finite %219 : (tensor<2x16xf32>) -> tensor<2x16xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %222 = stablehlo.select %220, %219, %221 : tensor<2x16xi1>, tensor<2x16xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %225 = stablehlo.subtract %212, %224 : tensor<2x16x64xf32>
    %226 = stablehlo.exponential %225 : tensor<2x16x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %228 = stablehlo.abs %227 : tensor<2x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %230 = stablehlo.compare GE, %227, %229, FLOAT : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %231 = stablehlo.log %228 : tensor<2x16xf32>
    %232 = stablehlo.add %231, %222 : tensor<2x16xf32>
    %233 = stablehlo.subtract %232, %216#0 : tensor<2x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%233 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %235 = stablehlo.divide %234, %cst_59 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %236 = stablehlo.divide %cst_60, %cst_61 : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %238 = stablehlo.negate %237 : tensor<2x16xf32>
    %239 = stablehlo.divide %237, %228 : tensor<2x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %241 = stablehlo.select %230, %240, %239 : tensor<2x16xi1>, tensor<2x16xf32>
    %242 = stablehlo.select %230, %239, %240 : tensor<2x16xi1>, tensor<2x16xf32>
    %243 = stablehlo.negate %241 : tensor<2x16xf32>
    %244 = stablehlo.add %242, %243 : tensor<2x16xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %246 = stablehlo.multiply %245, %226 : tensor<2x16x64xf32>
    %247 = call @_take_5(%216#1, %238) : (tensor<1xi32>, tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %248 = call @take_along_axis_6(%215#1, %247) : (tensor<2x16x1x1xi32>, tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %249 = stablehlo.add %246, %248 : tensor<2x16x64xf32>
    %250 = stablehlo.dot_general %249, %210, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    %251 = stablehlo.transpose %250, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %252 = stablehlo.dot_general %249, %211, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<32x64xf32>) -> tensor<2x16x32xf32>
    %253 = stablehlo.transpose %251, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%252 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %255 = stablehlo.reshape %254 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %257 = stablehlo.multiply %196, %252 : tensor<2x16x32xf32>
    %258 = stablehlo.multiply %252, %206 : tensor<2x16x32xf32>
    %259 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %260 = stablehlo.multiply %259, %257 : tensor<2x16x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %262 = stablehlo.reshape %261 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %263 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %264 = stablehlo.multiply %257, %263 : tensor<2x16x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %266 = stablehlo.reshape %265 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %267 = stablehlo.reshape %262 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %268 = stablehlo.multiply %266, %202 : tensor<2x16x1xf32>
    %269 = stablehlo.negate %258 : tensor<2x16x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%269 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %271 = stablehlo.reshape %270 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%268 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%271 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %274 = stablehlo.multiply %272, %192 : tensor<2x16xf32>
    %275 = stablehlo.negate %274 : tensor<2x16xf32>
    %276 = stablehlo.multiply %275, %179 : tensor<2x16xf32>
    %277 = stablehlo.add %273, %276 : tensor<2x16xf32>
    %cst_69 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %279 = stablehlo.divide %274, %278 : tensor<2x16xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %cst_70 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %282 = stablehlo.divide %277, %281 : tensor<2x16xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %284 = stablehlo.add %258, %283 : tensor<2x16x32xf32>
    %285 = stablehlo.multiply %280, %170 : tensor<2x16x32xf32>
    %286 = stablehlo.add %284, %285 : tensor<2x16x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %288 = stablehlo.reshape %287 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %290 = stablehlo.dot_general %286, %162, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %291 = stablehlo.transpose %290, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %292 = stablehlo.dot_general %286, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<128x32xf32>) -> tensor<2x16x128xf32>
    %293 = stablehlo.multiply %144, %292 : tensor<2x16x128xf32>
    %294 = stablehlo.multiply %292, %161 : tensor<2x16x128xf32>
    %cst_72 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %296 = stablehlo.multiply %295, %293 : tensor<2x16x128xf32>
    %297 = stablehlo.multiply %296, %157 : tensor<2x16x128xf32>
    %298 = stablehlo.multiply %297, %155 : tensor<2x16x128xf32>
    %299 = stablehlo.add %297, %298 : tensor<2x16x128xf32>
    %cst_73 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %301 = stablehlo.multiply %300, %299 : tensor<2x16x128xf32>
    %302 = stablehlo.add %294, %301 : tensor<2x16x128xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %304 = stablehlo.multiply %303, %301 : tensor<2x16x128xf32>
    %305 = stablehlo.multiply %304, %149 : tensor<2x16x128xf32>
    %306 = stablehlo.add %302, %305 : tensor<2x16x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %308 = stablehlo.reshape %307 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %309 = stablehlo.reshape %308 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %310 = stablehlo.dot_general %306, %140, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x32xf32>) -> tensor<128x32xf32>
    %311 = stablehlo.transpose %310, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %312 = stablehlo.dot_general %306, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<32x128xf32>) -> tensor<2x16x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %314 = stablehlo.reshape %313 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %315 = stablehlo.reshape %314 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %316 = stablehlo.multiply %126, %312 : tensor<2x16x32xf32>
    %317 = stablehlo.multiply %312, %136 : tensor<2x16x32xf32>
    %318 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %319 = stablehlo.multiply %318, %316 : tensor<2x16x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %321 = stablehlo.reshape %320 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %322 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %323 = stablehlo.multiply %316, %322 : tensor<2x16x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %325 = stablehlo.reshape %324 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %326 = stablehlo.reshape %321 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %327 = stablehlo.multiply %325, %132 : tensor<2x16x1xf32>
    %328 = stablehlo.negate %317 : tensor<2x16x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %331 = stablehlo.add %286, %317 : tensor<2x16x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%327 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.reduce(%330 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %334 = stablehlo.multiply %332, %122 : tensor<2x16xf32>
    %335 = stablehlo.negate %334 : tensor<2x16xf32>
    %336 = stablehlo.multiply %335, %109 : tensor<2x16xf32>
    %337 = stablehlo.add %333, %336 : tensor<2x16xf32>
    %cst_82 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %339 = stablehlo.divide %334, %338 : tensor<2x16xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %cst_83 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %342 = stablehlo.divide %337, %341 : tensor<2x16xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %344 = stablehlo.add %331, %343 : tensor<2x16x32xf32>
    %345 = stablehlo.multiply %340, %100 : tensor<2x16x32xf32>
    %346 = stablehlo.add %344, %345 : tensor<2x16x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%346 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %348 = stablehlo.reshape %347 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %349 = stablehlo.reshape %348 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %350 = stablehlo.dot_general %346, %92, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x2x16xf32>) -> tensor<32x2x16xf32>
    %351 = stablehlo.transpose %350, dims = [1, 2, 0] : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %352 = stablehlo.dot_general %346, %arg11, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %353 = stablehlo.transpose %352, dims = [0, 2, 3, 1] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %354 = stablehlo.dot_general %353, %70, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %355 = stablehlo.dot_general %353, %87, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %356 = stablehlo.transpose %355, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %357 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %358 = stablehlo.multiply %354, %357 : tensor<2x2x16x16xf32>
    %359 = stablehlo.multiply %358, %83 : tensor<2x2x16x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %361 = stablehlo.reshape %360 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %362 = stablehlo.negate %361 : tensor<2x2x16x1xf32>
    %363 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %364 = stablehlo.divide %354, %363 : tensor<2x2x16x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%362 init: %cst_86) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x1xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %367 = stablehlo.add %364, %366 : tensor<2x2x16x16xf32>
    %368 = stablehlo.multiply %367, %83 : tensor<2x2x16x16xf32>
    %369 = call @_where_7(%76#1, %368) : (tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %370 = stablehlo.dot_general %369, %74, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %371 = stablehlo.transpose %370, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %372 = stablehlo.dot_general %369, %66, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %373 = stablehlo.transpose %372, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %374 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<2x16x2x16xf32>
    %375 = stablehlo.divide %373, %374 : tensor<2x16x2x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%356 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %377 = stablehlo.reshape %376 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %378 = stablehlo.reshape %377 : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %379 = stablehlo.dot_general %356, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %380 = stablehlo.transpose %379, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %381 = stablehlo.dot_general %356, %arg15, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%371 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %383 = stablehlo.reshape %382 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %384 = stablehlo.reshape %383 : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %385 = stablehlo.dot_general %371, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %386 = stablehlo.transpose %385, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %387 = stablehlo.dot_general %371, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %388 = stablehlo.add %381, %387 : tensor<2x16x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%375 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %390 = stablehlo.reshape %389 : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %391 = stablehlo.reshape %390 : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %392 = stablehlo.dot_general %375, %58, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %393 = stablehlo.transpose %392, dims = [2, 0, 1] : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %394 = stablehlo.dot_general %375, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %395 = stablehlo.add %388, %394 : tensor<2x16x32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %397 = stablehlo.reshape %396 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %399 = stablehlo.multiply %44, %395 : tensor<2x16x32xf32>
    %400 = stablehlo.multiply %395, %54 : tensor<2x16x32xf32>
    %401 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %402 = stablehlo.multiply %401, %399 : tensor<2x16x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %404 = stablehlo.reshape %403 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %405 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %406 = stablehlo.multiply %399, %405 : tensor<2x16x32xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %409 = stablehlo.reshape %404 : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %410 = stablehlo.multiply %408, %50 : tensor<2x16x1xf32>
    %411 = stablehlo.negate %400 : tensor<2x16x32xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %413 = stablehlo.reshape %412 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %414 = stablehlo.add %346, %400 : tensor<2x16x32xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%410 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%413 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %417 = stablehlo.multiply %415, %40 : tensor<2x16xf32>
    %418 = stablehlo.negate %417 : tensor<2x16xf32>
    %419 = stablehlo.multiply %418, %27 : tensor<2x16xf32>
    %420 = stablehlo.add %416, %419 : tensor<2x16xf32>
    %cst_96 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %422 = stablehlo.divide %417, %421 : tensor<2x16xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %cst_97 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %425 = stablehlo.divide %420, %424 : tensor<2x16xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %427 = stablehlo.add %414, %426 : tensor<2x16x32xf32>
    %428 = stablehlo.multiply %423, %18 : tensor<2x16x32xf32>
    %429 = stablehlo.add %427, %428 : tensor<2x16x32xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_98) applies stablehlo.add across dimensions = [0] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %431 = stablehlo.reshape %430 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%431 init: %cst_99) applies stablehlo.add across dimensions = [0] : (tensor<1x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %433 = call @_take_8(%3#1, %432) : (tensor<16x1xi32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %434 = call @_take_9(%1#1, %429) : (tensor<2x16x1xi32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    %435 = stablehlo.add %253, %434 : tensor<64x32xf32>
    %436 = chlo.square %309 : tensor<128xf32> -> tensor<128xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %438 = chlo.square %437 : tensor<128xf32> -> tensor<128xf32>
    %439 = stablehlo.add %436, %438 : tensor<128xf32>
    %440 = chlo.square %311 : tensor<32x128xf32> -> tensor<32x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %442 = chlo.square %441 : tensor<32x128xf32> -> tensor<32x128xf32>
    %443 = stablehlo.add %440, %442 : tensor<32x128xf32>
    %444 = chlo.square %289 : tensor<32xf32> -> tensor<32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %446 = chlo.square %445 : tensor<32xf32> -> tensor<32xf32>
    %447 = stablehlo.add %444, %446 : tensor<32xf32>
    %448 = chlo.square %291 : tensor<128x32xf32> -> tensor<128x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %450 = chlo.square %449 : tensor<128x32xf32> -> tensor<128x32xf32>
    %451 = stablehlo.add %448, %450 : tensor<128x32xf32>
    %452 = chlo.square %398 : tensor<32xf32> -> tensor<32xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %454 = chlo.square %453 : tensor<32xf32> -> tensor<32xf32>
    %455 = stablehlo.add %452, %454 : tensor<32xf32>
    %456 = chlo.square %409 : tensor<32xf32> -> tensor<32xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %458 = chlo.square %457 : tensor<32xf32> -> tensor<32xf32>
    %459 = stablehlo.add %456, %458 : tensor<32xf32>
    %460 = chlo.square %315 : tensor<32xf32> -> tensor<32xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %462 = chlo.square %461 : tensor<32xf32> -> tensor<32xf32>
    %463 = stablehlo.add %460, %462 : tensor<32xf32>
    %464 = chlo.square %326 : tensor<32xf32> -> tensor<32xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %466 = chlo.square %465 : tensor<32xf32> -> tensor<32xf32>
    %467 = stablehlo.add %464, %466 : tensor<32xf32>
    %468 = chlo.square %384 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %470 = chlo.square %469 : tensor<2x16xf32> -> tensor<2x16xf32>
    %471 = stablehlo.add %468, %470 : tensor<2x16xf32>
    %472 = chlo.square %386 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %474 = chlo.square %473 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %475 = stablehlo.add %472, %474 : tensor<32x2x16xf32>
    %476 = chlo.square %349 : tensor<32xf32> -> tensor<32xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %478 = chlo.square %477 : tensor<32xf32> -> tensor<32xf32>
    %479 = stablehlo.add %476, %478 : tensor<32xf32>
    %480 = chlo.square %351 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %482 = chlo.square %481 : tensor<2x16x32xf32> -> tensor<2x16x32xf32>
    %483 = stablehlo.add %480, %482 : tensor<2x16x32xf32>
    %484 = chlo.square %391 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %486 = chlo.square %485 : tensor<2x16xf32> -> tensor<2x16xf32>
    %487 = stablehlo.add %484, %486 : tensor<2x16xf32>
    %488 = chlo.square %393 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %490 = chlo.square %489 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %491 = stablehlo.add %488, %490 : tensor<32x2x16xf32>
    %492 = chlo.square %378 : tensor<2x16xf32> -> tensor<2x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %494 = chlo.square %493 : tensor<2x16xf32> -> tensor<2x16xf32>
    %495 = stablehlo.add %492, %494 : tensor<2x16xf32>
    %496 = chlo.square %380 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %498 = chlo.square %497 : tensor<32x2x16xf32> -> tensor<32x2x16xf32>
    %499 = stablehlo.add %496, %498 : tensor<32x2x16xf32>
    %500 = chlo.square %435 : tensor<64x32xf32> -> tensor<64x32xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %502 = chlo.square %501 : tensor<64x32xf32> -> tensor<64x32xf32>
    %503 = stablehlo.add %500, %502 : tensor<64x32xf32>
    %504 = chlo.square %433 : tensor<16x32xf32> -> tensor<16x32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %506 = chlo.square %505 : tensor<16x32xf32> -> tensor<16x32xf32>
    %507 = stablehlo.add %504, %506 : tensor<16x32xf32>
    %508 = chlo.square %256 : tensor<32xf32> -> tensor<32xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %510 = chlo.square %509 : tensor<32xf32> -> tensor<32xf32>
    %511 = stablehlo.add %508, %510 : tensor<32xf32>
    %512 = chlo.square %267 : tensor<32xf32> -> tensor<32xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %514 = chlo.square %513 : tensor<32xf32> -> tensor<32xf32>
    %515 = stablehlo.add %512, %514 : tensor<32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%439 init: %cst_120) applies stablehlo.add across dimensions = [0] : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.reduce(%443 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%447 init: %cst_122) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.reduce(%451 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<128x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%455 init: %cst_124) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%459 init: %cst_125) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%463 init: %cst_126) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.reduce(%467 init: %cst_127) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%471 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%475 init: %cst_129) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%479 init: %cst_130) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%483 init: %cst_131) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%487 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%491 init: %cst_133) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%495 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%499 init: %cst_135) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%503 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%507 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%511 init: %cst_138) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%515 init: %cst_139) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.add %cst_140, %516 : tensor<f32>
    %537 = stablehlo.add %536, %517 : tensor<f32>
    %538 = stablehlo.add %537, %518 : tensor<f32>
    %539 = stablehlo.add %538, %519 : tensor<f32>
    %540 = stablehlo.add %539, %520 : tensor<f32>
    %541 = stablehlo.add %540, %521 : tensor<f32>
    %542 = stablehlo.add %541, %522 : tensor<f32>
    %543 = stablehlo.add %542, %523 : tensor<f32>
    %544 = stablehlo.add %543, %524 : tensor<f32>
    %545 = stablehlo.add %544, %525 : tensor<f32>
    %546 = stablehlo.add %545, %526 : tensor<f32>
    %547 = stablehlo.add %546, %527 : tensor<f32>
    %548 = stablehlo.add %547, %528 : tensor<f32>
    %549 = stablehlo.add %548, %529 : tensor<f32>
    %550 = stablehlo.add %549, %530 : tensor<f32>
    %551 = stablehlo.add %550, %531 : tensor<f32>
    %552 = stablehlo.add %551, %532 : tensor<f32>
    %553 = stablehlo.add %552, %533 : tensor<f32>
    %554 = stablehlo.add %553, %534 : tensor<f32>
    %555 = stablehlo.add %554, %535 : tensor<f32>
    %556 = stablehlo.sqrt %555 : tensor<f32>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %557 = stablehlo.compare LT, %556, %cst_141, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %558 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %559 = stablehlo.divide %309, %558 : tensor<128xf32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %561 = stablehlo.multiply %559, %560 : tensor<128xf32>
    %562 = stablehlo.select %557, %309, %561 : tensor<i1>, tensor<128xf32>
    %563 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %564 = stablehlo.divide %311, %563 : tensor<32x128xf32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %566 = stablehlo.multiply %564, %565 : tensor<32x128xf32>
    %567 = stablehlo.select %557, %311, %566 : tensor<i1>, tensor<32x128xf32>
    %568 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %569 = stablehlo.divide %289, %568 : tensor<32xf32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %571 = stablehlo.multiply %569, %570 : tensor<32xf32>
    %572 = stablehlo.select %557, %289, %571 : tensor<i1>, tensor<32xf32>
    %573 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %574 = stablehlo.divide %291, %573 : tensor<128x32xf32>
    %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %576 = stablehlo.multiply %574, %575 : tensor<128x32xf32>
    %577 = stablehlo.select %557, %291, %576 : tensor<i1>, tensor<128x32xf32>
    %578 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %579 = stablehlo.divide %398, %578 : tensor<32xf32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %581 = stablehlo.multiply %579, %580 : tensor<32xf32>
    %582 = stablehlo.select %557, %398, %581 : tensor<i1>, tensor<32xf32>
    %583 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %584 = stablehlo.divide %409, %583 : tensor<32xf32>
    %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %586 = stablehlo.multiply %584, %585 : tensor<32xf32>
    %587 = stablehlo.select %557, %409, %586 : tensor<i1>, tensor<32xf32>
    %588 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %589 = stablehlo.divide %315, %588 : tensor<32xf32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %591 = stablehlo.multiply %589, %590 : tensor<32xf32>
    %592 = stablehlo.select %557, %315, %591 : tensor<i1>, tensor<32xf32>
    %593 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %594 = stablehlo.divide %326, %593 : tensor<32xf32>
    %cst_149 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %596 = stablehlo.multiply %594, %595 : tensor<32xf32>
    %597 = stablehlo.select %557, %326, %596 : tensor<i1>, tensor<32xf32>
    %598 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %599 = stablehlo.divide %384, %598 : tensor<2x16xf32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %601 = stablehlo.multiply %599, %600 : tensor<2x16xf32>
    %602 = stablehlo.select %557, %384, %601 : tensor<i1>, tensor<2x16xf32>
    %603 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %604 = stablehlo.divide %386, %603 : tensor<32x2x16xf32>
    %cst_151 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %606 = stablehlo.multiply %604, %605 : tensor<32x2x16xf32>
    %607 = stablehlo.select %557, %386, %606 : tensor<i1>, tensor<32x2x16xf32>
    %608 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %609 = stablehlo.divide %349, %608 : tensor<32xf32>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %611 = stablehlo.multiply %609, %610 : tensor<32xf32>
    %612 = stablehlo.select %557, %349, %611 : tensor<i1>, tensor<32xf32>
    %613 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %614 = stablehlo.divide %351, %613 : tensor<2x16x32xf32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %616 = stablehlo.multiply %614, %615 : tensor<2x16x32xf32>
    %617 = stablehlo.select %557, %351, %616 : tensor<i1>, tensor<2x16x32xf32>
    %618 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %619 = stablehlo.divide %391, %618 : tensor<2x16xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %621 = stablehlo.multiply %619, %620 : tensor<2x16xf32>
    %622 = stablehlo.select %557, %391, %621 : tensor<i1>, tensor<2x16xf32>
    %623 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %624 = stablehlo.divide %393, %623 : tensor<32x2x16xf32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %626 = stablehlo.multiply %624, %625 : tensor<32x2x16xf32>
    %627 = stablehlo.select %557, %393, %626 : tensor<i1>, tensor<32x2x16xf32>
    %628 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %629 = stablehlo.divide %378, %628 : tensor<2x16xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %631 = stablehlo.multiply %629, %630 : tensor<2x16xf32>
    %632 = stablehlo.select %557, %378, %631 : tensor<i1>, tensor<2x16xf32>
    %633 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %634 = stablehlo.divide %380, %633 : tensor<32x2x16xf32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %636 = stablehlo.multiply %634, %635 : tensor<32x2x16xf32>
    %637 = stablehlo.select %557, %380, %636 : tensor<i1>, tensor<32x2x16xf32>
    %638 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %639 = stablehlo.divide %435, %638 : tensor<64x32xf32>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %641 = stablehlo.multiply %639, %640 : tensor<64x32xf32>
    %642 = stablehlo.select %557, %435, %641 : tensor<i1>, tensor<64x32xf32>
    %643 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %644 = stablehlo.divide %433, %643 : tensor<16x32xf32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %646 = stablehlo.multiply %644, %645 : tensor<16x32xf32>
    %647 = stablehlo.select %557, %433, %646 : tensor<i1>, tensor<16x32xf32>
    %648 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %649 = stablehlo.divide %256, %648 : tensor<32xf32>
    %cst_160 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %651 = stablehlo.multiply %649, %650 : tensor<32xf32>
    %652 = stablehlo.select %557, %256, %651 : tensor<i1>, tensor<32xf32>
    %653 = stablehlo.broadcast_in_dim %556, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %654 = stablehlo.divide %267, %653 : tensor<32xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %656 = stablehlo.multiply %654, %655 : tensor<32xf32>
    %657 = stablehlo.select %557, %267, %656 : tensor<i1>, tensor<32xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %659 = stablehlo.multiply %658, %562 : tensor<128xf32>
    %cst_163 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %661 = stablehlo.multiply %660, %arg21 : tensor<128xf32>
    %662 = stablehlo.add %659, %661 : tensor<128xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %664 = stablehlo.multiply %663, %567 : tensor<32x128xf32>
    %cst_165 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %666 = stablehlo.multiply %665, %arg22 : tensor<32x128xf32>
    %667 = stablehlo.add %664, %666 : tensor<32x128xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %669 = stablehlo.multiply %668, %572 : tensor<32xf32>
    %cst_167 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %671 = stablehlo.multiply %670, %arg23 : tensor<32xf32>
    %672 = stablehlo.add %669, %671 : tensor<32xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %674 = stablehlo.multiply %673, %577 : tensor<128x32xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %676 = stablehlo.multiply %675, %arg24 : tensor<128x32xf32>
    %677 = stablehlo.add %674, %676 : tensor<128x32xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %679 = stablehlo.multiply %678, %582 : tensor<32xf32>
    %cst_171 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %681 = stablehlo.multiply %680, %arg25 : tensor<32xf32>
    %682 = stablehlo.add %679, %681 : tensor<32xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %684 = stablehlo.multiply %683, %587 : tensor<32xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %686 = stablehlo.multiply %685, %arg26 : tensor<32xf32>
    %687 = stablehlo.add %684, %686 : tensor<32xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %689 = stablehlo.multiply %688, %592 : tensor<32xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %691 = stablehlo.multiply %690, %arg27 : tensor<32xf32>
    %692 = stablehlo.add %689, %691 : tensor<32xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %694 = stablehlo.multiply %693, %597 : tensor<32xf32>
    %cst_177 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %696 = stablehlo.multiply %695, %arg28 : tensor<32xf32>
    %697 = stablehlo.add %694, %696 : tensor<32xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %699 = stablehlo.multiply %698, %602 : tensor<2x16xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %701 = stablehlo.multiply %700, %arg29 : tensor<2x16xf32>
    %702 = stablehlo.add %699, %701 : tensor<2x16xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %704 = stablehlo.multiply %703, %607 : tensor<32x2x16xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %706 = stablehlo.multiply %705, %arg30 : tensor<32x2x16xf32>
    %707 = stablehlo.add %704, %706 : tensor<32x2x16xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %709 = stablehlo.multiply %708, %612 : tensor<32xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %711 = stablehlo.multiply %710, %arg31 : tensor<32xf32>
    %712 = stablehlo.add %709, %711 : tensor<32xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %714 = stablehlo.multiply %713, %617 : tensor<2x16x32xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %716 = stablehlo.multiply %715, %arg32 : tensor<2x16x32xf32>
    %717 = stablehlo.add %714, %716 : tensor<2x16x32xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %719 = stablehlo.multiply %718, %622 : tensor<2x16xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %721 = stablehlo.multiply %720, %arg33 : tensor<2x16xf32>
    %722 = stablehlo.add %719, %721 : tensor<2x16xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %724 = stablehlo.multiply %723, %627 : tensor<32x2x16xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %726 = stablehlo.multiply %725, %arg34 : tensor<32x2x16xf32>
    %727 = stablehlo.add %724, %726 : tensor<32x2x16xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %729 = stablehlo.multiply %728, %632 : tensor<2x16xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %731 = stablehlo.multiply %730, %arg35 : tensor<2x16xf32>
    %732 = stablehlo.add %729, %731 : tensor<2x16xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %734 = stablehlo.multiply %733, %637 : tensor<32x2x16xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %736 = stablehlo.multiply %735, %arg36 : tensor<32x2x16xf32>
    %737 = stablehlo.add %734, %736 : tensor<32x2x16xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %739 = stablehlo.multiply %738, %642 : tensor<64x32xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %741 = stablehlo.multiply %740, %arg37 : tensor<64x32xf32>
    %742 = stablehlo.add %739, %741 : tensor<64x32xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %744 = stablehlo.multiply %743, %647 : tensor<16x32xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %746 = stablehlo.multiply %745, %arg38 : tensor<16x32xf32>
    %747 = stablehlo.add %744, %746 : tensor<16x32xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %749 = stablehlo.multiply %748, %652 : tensor<32xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %751 = stablehlo.multiply %750, %arg39 : tensor<32xf32>
    %752 = stablehlo.add %749, %751 : tensor<32xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %754 = stablehlo.multiply %753, %657 : tensor<32xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %756 = stablehlo.multiply %755, %arg40 : tensor<32xf32>
    %757 = stablehlo.add %754, %756 : tensor<32xf32>
    %758 = stablehlo.multiply %562, %562 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %760 = stablehlo.multiply %759, %758 : tensor<128xf32>
    %cst_203 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %762 = stablehlo.multiply %761, %arg41 : tensor<128xf32>
    %763 = stablehlo.add %760, %762 : tensor<128xf32>
    %764 = stablehlo.multiply %567, %567 : tensor<32x128xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %766 = stablehlo.multiply %765, %764 : tensor<32x128xf32>
    %cst_205 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %768 = stablehlo.multiply %767, %arg42 : tensor<32x128xf32>
    %769 = stablehlo.add %766, %768 : tensor<32x128xf32>
    %770 = stablehlo.multiply %572, %572 : tensor<32xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %772 = stablehlo.multiply %771, %770 : tensor<32xf32>
    %cst_207 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %774 = stablehlo.multiply %773, %arg43 : tensor<32xf32>
    %775 = stablehlo.add %772, %774 : tensor<32xf32>
    %776 = stablehlo.multiply %577, %577 : tensor<128x32xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %778 = stablehlo.multiply %777, %776 : tensor<128x32xf32>
    %cst_209 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %780 = stablehlo.multiply %779, %arg44 : tensor<128x32xf32>
    %781 = stablehlo.add %778, %780 : tensor<128x32xf32>
    %782 = stablehlo.multiply %582, %582 : tensor<32xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %784 = stablehlo.multiply %783, %782 : tensor<32xf32>
    %cst_211 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %786 = stablehlo.multiply %785, %arg45 : tensor<32xf32>
    %787 = stablehlo.add %784, %786 : tensor<32xf32>
    %788 = stablehlo.multiply %587, %587 : tensor<32xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %790 = stablehlo.multiply %789, %788 : tensor<32xf32>
    %cst_213 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %792 = stablehlo.multiply %791, %arg46 : tensor<32xf32>
    %793 = stablehlo.add %790, %792 : tensor<32xf32>
    %794 = stablehlo.multiply %592, %592 : tensor<32xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %796 = stablehlo.multiply %795, %794 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %798 = stablehlo.multiply %797, %arg47 : tensor<32xf32>
    %799 = stablehlo.add %796, %798 : tensor<32xf32>
    %800 = stablehlo.multiply %597, %597 : tensor<32xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %802 = stablehlo.multiply %801, %800 : tensor<32xf32>
    %cst_217 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %804 = stablehlo.multiply %803, %arg48 : tensor<32xf32>
    %805 = stablehlo.add %802, %804 : tensor<32xf32>
    %806 = stablehlo.multiply %602, %602 : tensor<2x16xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %808 = stablehlo.multiply %807, %806 : tensor<2x16xf32>
    %cst_219 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %810 = stablehlo.multiply %809, %arg49 : tensor<2x16xf32>
    %811 = stablehlo.add %808, %810 : tensor<2x16xf32>
    %812 = stablehlo.multiply %607, %607 : tensor<32x2x16xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %814 = stablehlo.multiply %813, %812 : tensor<32x2x16xf32>
    %cst_221 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %816 = stablehlo.multiply %815, %arg50 : tensor<32x2x16xf32>
    %817 = stablehlo.add %814, %816 : tensor<32x2x16xf32>
    %818 = stablehlo.multiply %612, %612 : tensor<32xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %820 = stablehlo.multiply %819, %818 : tensor<32xf32>
    %cst_223 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %822 = stablehlo.multiply %821, %arg51 : tensor<32xf32>
    %823 = stablehlo.add %820, %822 : tensor<32xf32>
    %824 = stablehlo.multiply %617, %617 : tensor<2x16x32xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %826 = stablehlo.multiply %825, %824 : tensor<2x16x32xf32>
    %cst_225 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %828 = stablehlo.multiply %827, %arg52 : tensor<2x16x32xf32>
    %829 = stablehlo.add %826, %828 : tensor<2x16x32xf32>
    %830 = stablehlo.multiply %622, %622 : tensor<2x16xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %832 = stablehlo.multiply %831, %830 : tensor<2x16xf32>
    %cst_227 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %834 = stablehlo.multiply %833, %arg53 : tensor<2x16xf32>
    %835 = stablehlo.add %832, %834 : tensor<2x16xf32>
    %836 = stablehlo.multiply %627, %627 : tensor<32x2x16xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %838 = stablehlo.multiply %837, %836 : tensor<32x2x16xf32>
    %cst_229 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %840 = stablehlo.multiply %839, %arg54 : tensor<32x2x16xf32>
    %841 = stablehlo.add %838, %840 : tensor<32x2x16xf32>
    %842 = stablehlo.multiply %632, %632 : tensor<2x16xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %844 = stablehlo.multiply %843, %842 : tensor<2x16xf32>
    %cst_231 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %846 = stablehlo.multiply %845, %arg55 : tensor<2x16xf32>
    %847 = stablehlo.add %844, %846 : tensor<2x16xf32>
    %848 = stablehlo.multiply %637, %637 : tensor<32x2x16xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %850 = stablehlo.multiply %849, %848 : tensor<32x2x16xf32>
    %cst_233 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %852 = stablehlo.multiply %851, %arg56 : tensor<32x2x16xf32>
    %853 = stablehlo.add %850, %852 : tensor<32x2x16xf32>
    %854 = stablehlo.multiply %642, %642 : tensor<64x32xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %856 = stablehlo.multiply %855, %854 : tensor<64x32xf32>
    %cst_235 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %858 = stablehlo.multiply %857, %arg57 : tensor<64x32xf32>
    %859 = stablehlo.add %856, %858 : tensor<64x32xf32>
    %860 = stablehlo.multiply %647, %647 : tensor<16x32xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %862 = stablehlo.multiply %861, %860 : tensor<16x32xf32>
    %cst_237 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %864 = stablehlo.multiply %863, %arg58 : tensor<16x32xf32>
    %865 = stablehlo.add %862, %864 : tensor<16x32xf32>
    %866 = stablehlo.multiply %652, %652 : tensor<32xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %868 = stablehlo.multiply %867, %866 : tensor<32xf32>
    %cst_239 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %870 = stablehlo.multiply %869, %arg59 : tensor<32xf32>
    %871 = stablehlo.add %868, %870 : tensor<32xf32>
    %872 = stablehlo.multiply %657, %657 : tensor<32xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %874 = stablehlo.multiply %873, %872 : tensor<32xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %876 = stablehlo.multiply %875, %arg60 : tensor<32xf32>
    %877 = stablehlo.add %874, %876 : tensor<32xf32>
    %c_242 = stablehlo.constant dense<2147483647> : tensor<i32>
    %878 = stablehlo.compare LT, %arg20, %c_242, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_243 = stablehlo.constant dense<1> : tensor<i32>
    %879 = stablehlo.add %arg20, %c_243 : tensor<i32>
    %c_244 = stablehlo.constant dense<2147483647> : tensor<i32>
    %880 = call @_where_10(%878, %879, %c_244) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %881 = stablehlo.convert %880 : (tensor<i32>) -> tensor<f32>
    %882 = stablehlo.power %cst_245, %881 : tensor<f32>
    %cst_246 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %883 = stablehlo.subtract %cst_246, %882 : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %885 = stablehlo.divide %662, %884 : tensor<128xf32>
    %886 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %887 = stablehlo.divide %667, %886 : tensor<32x128xf32>
    %888 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %889 = stablehlo.divide %672, %888 : tensor<32xf32>
    %890 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %891 = stablehlo.divide %677, %890 : tensor<128x32xf32>
    %892 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %893 = stablehlo.divide %682, %892 : tensor<32xf32>
    %894 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %895 = stablehlo.divide %687, %894 : tensor<32xf32>
    %896 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %897 = stablehlo.divide %692, %896 : tensor<32xf32>
    %898 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %899 = stablehlo.divide %697, %898 : tensor<32xf32>
    %900 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %901 = stablehlo.divide %702, %900 : tensor<2x16xf32>
    %902 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %903 = stablehlo.divide %707, %902 : tensor<32x2x16xf32>
    %904 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %905 = stablehlo.divide %712, %904 : tensor<32xf32>
    %906 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %907 = stablehlo.divide %717, %906 : tensor<2x16x32xf32>
    %908 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %909 = stablehlo.divide %722, %908 : tensor<2x16xf32>
    %910 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %911 = stablehlo.divide %727, %910 : tensor<32x2x16xf32>
    %912 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %913 = stablehlo.divide %732, %912 : tensor<2x16xf32>
    %914 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %915 = stablehlo.divide %737, %914 : tensor<32x2x16xf32>
    %916 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %917 = stablehlo.divide %742, %916 : tensor<64x32xf32>
    %918 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %919 = stablehlo.divide %747, %918 : tensor<16x32xf32>
    %920 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %921 = stablehlo.divide %752, %920 : tensor<32xf32>
    %922 = stablehlo.broadcast_in_dim %883, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %923 = stablehlo.divide %757, %922 : tensor<32xf32>
    %cst_247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %924 = stablehlo.convert %880 : (tensor<i32>) -> tensor<f32>
    %925 = stablehlo.power %cst_247, %924 : tensor<f32>
    %cst_248 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %926 = stablehlo.subtract %cst_248, %925 : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %928 = stablehlo.divide %763, %927 : tensor<128xf32>
    %929 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %930 = stablehlo.divide %769, %929 : tensor<32x128xf32>
    %931 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %932 = stablehlo.divide %775, %931 : tensor<32xf32>
    %933 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %934 = stablehlo.divide %781, %933 : tensor<128x32xf32>
    %935 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %936 = stablehlo.divide %787, %935 : tensor<32xf32>
    %937 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %938 = stablehlo.divide %793, %937 : tensor<32xf32>
    %939 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %940 = stablehlo.divide %799, %939 : tensor<32xf32>
    %941 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %942 = stablehlo.divide %805, %941 : tensor<32xf32>
    %943 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %944 = stablehlo.divide %811, %943 : tensor<2x16xf32>
    %945 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %946 = stablehlo.divide %817, %945 : tensor<32x2x16xf32>
    %947 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %948 = stablehlo.divide %823, %947 : tensor<32xf32>
    %949 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %950 = stablehlo.divide %829, %949 : tensor<2x16x32xf32>
    %951 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %952 = stablehlo.divide %835, %951 : tensor<2x16xf32>
    %953 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %954 = stablehlo.divide %841, %953 : tensor<32x2x16xf32>
    %955 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %956 = stablehlo.divide %847, %955 : tensor<2x16xf32>
    %957 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %958 = stablehlo.divide %853, %957 : tensor<32x2x16xf32>
    %959 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %960 = stablehlo.divide %859, %959 : tensor<64x32xf32>
    %961 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %962 = stablehlo.divide %865, %961 : tensor<16x32xf32>
    %963 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %964 = stablehlo.divide %871, %963 : tensor<32xf32>
    %965 = stablehlo.broadcast_in_dim %926, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %966 = stablehlo.divide %877, %965 : tensor<32xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %968 = stablehlo.add %928, %967 : tensor<128xf32>
    %969 = stablehlo.sqrt %968 : tensor<128xf32>
    %cst_250 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %971 = stablehlo.add %969, %970 : tensor<128xf32>
    %972 = stablehlo.divide %885, %971 : tensor<128xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %974 = stablehlo.add %930, %973 : tensor<32x128xf32>
    %975 = stablehlo.sqrt %974 : tensor<32x128xf32>
    %cst_252 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %977 = stablehlo.add %975, %976 : tensor<32x128xf32>
    %978 = stablehlo.divide %887, %977 : tensor<32x128xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %980 = stablehlo.add %932, %979 : tensor<32xf32>
    %981 = stablehlo.sqrt %980 : tensor<32xf32>
    %cst_254 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %983 = stablehlo.add %981, %982 : tensor<32xf32>
    %984 = stablehlo.divide %889, %983 : tensor<32xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %986 = stablehlo.add %934, %985 : tensor<128x32xf32>
    %987 = stablehlo.sqrt %986 : tensor<128x32xf32>
    %cst_256 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %989 = stablehlo.add %987, %988 : tensor<128x32xf32>
    %990 = stablehlo.divide %891, %989 : tensor<128x32xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %992 = stablehlo.add %936, %991 : tensor<32xf32>
    %993 = stablehlo.sqrt %992 : tensor<32xf32>
    %cst_258 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %995 = stablehlo.add %993, %994 : tensor<32xf32>
    %996 = stablehlo.divide %893, %995 : tensor<32xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %998 = stablehlo.add %938, %997 : tensor<32xf32>
    %999 = stablehlo.sqrt %998 : tensor<32xf32>
    %cst_260 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1001 = stablehlo.add %999, %1000 : tensor<32xf32>
    %1002 = stablehlo.divide %895, %1001 : tensor<32xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1004 = stablehlo.add %940, %1003 : tensor<32xf32>
    %1005 = stablehlo.sqrt %1004 : tensor<32xf32>
    %cst_262 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1007 = stablehlo.add %1005, %1006 : tensor<32xf32>
    %1008 = stablehlo.divide %897, %1007 : tensor<32xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1010 = stablehlo.add %942, %1009 : tensor<32xf32>
    %1011 = stablehlo.sqrt %1010 : tensor<32xf32>
    %cst_264 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1013 = stablehlo.add %1011, %1012 : tensor<32xf32>
    %1014 = stablehlo.divide %899, %1013 : tensor<32xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1016 = stablehlo.add %944, %1015 : tensor<2x16xf32>
    %1017 = stablehlo.sqrt %1016 : tensor<2x16xf32>
    %cst_266 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1019 = stablehlo.add %1017, %1018 : tensor<2x16xf32>
    %1020 = stablehlo.divide %901, %1019 : tensor<2x16xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1022 = stablehlo.add %946, %1021 : tensor<32x2x16xf32>
    %1023 = stablehlo.sqrt %1022 : tensor<32x2x16xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1025 = stablehlo.add %1023, %1024 : tensor<32x2x16xf32>
    %1026 = stablehlo.divide %903, %1025 : tensor<32x2x16xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1028 = stablehlo.add %948, %1027 : tensor<32xf32>
    %1029 = stablehlo.sqrt %1028 : tensor<32xf32>
    %cst_270 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1031 = stablehlo.add %1029, %1030 : tensor<32xf32>
    %1032 = stablehlo.divide %905, %1031 : tensor<32xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1034 = stablehlo.add %950, %1033 : tensor<2x16x32xf32>
    %1035 = stablehlo.sqrt %1034 : tensor<2x16x32xf32>
    %cst_272 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1037 = stablehlo.add %1035, %1036 : tensor<2x16x32xf32>
    %1038 = stablehlo.divide %907, %1037 : tensor<2x16x32xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1040 = stablehlo.add %952, %1039 : tensor<2x16xf32>
    %1041 = stablehlo.sqrt %1040 : tensor<2x16xf32>
    %cst_274 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1043 = stablehlo.add %1041, %1042 : tensor<2x16xf32>
    %1044 = stablehlo.divide %909, %1043 : tensor<2x16xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1046 = stablehlo.add %954, %1045 : tensor<32x2x16xf32>
    %1047 = stablehlo.sqrt %1046 : tensor<32x2x16xf32>
    %cst_276 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1049 = stablehlo.add %1047, %1048 : tensor<32x2x16xf32>
    %1050 = stablehlo.divide %911, %1049 : tensor<32x2x16xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1052 = stablehlo.add %956, %1051 : tensor<2x16xf32>
    %1053 = stablehlo.sqrt %1052 : tensor<2x16xf32>
    %cst_278 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1055 = stablehlo.add %1053, %1054 : tensor<2x16xf32>
    %1056 = stablehlo.divide %913, %1055 : tensor<2x16xf32>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1058 = stablehlo.add %958, %1057 : tensor<32x2x16xf32>
    %1059 = stablehlo.sqrt %1058 : tensor<32x2x16xf32>
    %cst_280 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1061 = stablehlo.add %1059, %1060 : tensor<32x2x16xf32>
    %1062 = stablehlo.divide %915, %1061 : tensor<32x2x16xf32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1064 = stablehlo.add %960, %1063 : tensor<64x32xf32>
    %1065 = stablehlo.sqrt %1064 : tensor<64x32xf32>
    %cst_282 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1067 = stablehlo.add %1065, %1066 : tensor<64x32xf32>
    %1068 = stablehlo.divide %917, %1067 : tensor<64x32xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1070 = stablehlo.add %962, %1069 : tensor<16x32xf32>
    %1071 = stablehlo.sqrt %1070 : tensor<16x32xf32>
    %cst_284 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1073 = stablehlo.add %1071, %1072 : tensor<16x32xf32>
    %1074 = stablehlo.divide %919, %1073 : tensor<16x32xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1076 = stablehlo.add %964, %1075 : tensor<32xf32>
    %1077 = stablehlo.sqrt %1076 : tensor<32xf32>
    %cst_286 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1079 = stablehlo.add %1077, %1078 : tensor<32xf32>
    %1080 = stablehlo.divide %921, %1079 : tensor<32xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1082 = stablehlo.add %966, %1081 : tensor<32xf32>
    %1083 = stablehlo.sqrt %1082 : tensor<32xf32>
    %cst_288 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1085 = stablehlo.add %1083, %1084 : tensor<32xf32>
    %1086 = stablehlo.divide %923, %1085 : tensor<32xf32>
    %cst_289 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1088 = stablehlo.multiply %1087, %972 : tensor<128xf32>
    %cst_290 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1090 = stablehlo.multiply %1089, %978 : tensor<32x128xf32>
    %cst_291 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1092 = stablehlo.multiply %1091, %984 : tensor<32xf32>
    %cst_292 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1094 = stablehlo.multiply %1093, %990 : tensor<128x32xf32>
    %cst_293 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1096 = stablehlo.multiply %1095, %996 : tensor<32xf32>
    %cst_294 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1098 = stablehlo.multiply %1097, %1002 : tensor<32xf32>
    %cst_295 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1100 = stablehlo.multiply %1099, %1008 : tensor<32xf32>
    %cst_296 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1102 = stablehlo.multiply %1101, %1014 : tensor<32xf32>
    %cst_297 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1104 = stablehlo.multiply %1103, %1020 : tensor<2x16xf32>
    %cst_298 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1106 = stablehlo.multiply %1105, %1026 : tensor<32x2x16xf32>
    %cst_299 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1108 = stablehlo.multiply %1107, %1032 : tensor<32xf32>
    %cst_300 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1109 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %1110 = stablehlo.multiply %1109, %1038 : tensor<2x16x32xf32>
    %cst_301 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1112 = stablehlo.multiply %1111, %1044 : tensor<2x16xf32>
    %cst_302 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1114 = stablehlo.multiply %1113, %1050 : tensor<32x2x16xf32>
    %cst_303 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1116 = stablehlo.multiply %1115, %1056 : tensor<2x16xf32>
    %cst_304 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<32x2x16xf32>
    %1118 = stablehlo.multiply %1117, %1062 : tensor<32x2x16xf32>
    %cst_305 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1120 = stablehlo.multiply %1119, %1068 : tensor<64x32xf32>
    %cst_306 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1122 = stablehlo.multiply %1121, %1074 : tensor<16x32xf32>
    %cst_307 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1124 = stablehlo.multiply %1123, %1080 : tensor<32xf32>
    %cst_308 = stablehlo.constant dense<-3.000000e-04> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1126 = stablehlo.multiply %1125, %1086 : tensor<32xf32>
    %1127 = stablehlo.add %arg0, %1088 : tensor<128xf32>
    %1128 = stablehlo.add %arg1, %1090 : tensor<32x128xf32>
    %1129 = stablehlo.add %arg2, %1092 : tensor<32xf32>
    %1130 = stablehlo.add %arg3, %1094 : tensor<128x32xf32>
    %1131 = stablehlo.add %arg4, %1096 : tensor<32xf32>
    %1132 = stablehlo.add %arg5, %1098 : tensor<32xf32>
    %1133 = stablehlo.add %arg6, %1100 : tensor<32xf32>
    %1134 = stablehlo.add %arg7, %1102 : tensor<32xf32>
    %1135 = stablehlo.add %arg8, %1104 : tensor<2x16xf32>
    %1136 = stablehlo.add %arg9, %1106 : tensor<32x2x16xf32>
    %1137 = stablehlo.add %arg10, %1108 : tensor<32xf32>
    %1138 = stablehlo.add %arg11, %1110 : tensor<2x16x32xf32>
    %1139 = stablehlo.add %arg12, %1112 : tensor<2x16xf32>
    %1140 = stablehlo.add %arg13, %1114 : tensor<32x2x16xf32>
    %1141 = stablehlo.add %arg14, %1116 : tensor<2x16xf32>
    %1142 = stablehlo.add %arg15, %1118 : tensor<32x2x16xf32>
    %1143 = stablehlo.add %arg16, %1120 : tensor<64x32xf32>
    %1144 = stablehlo.add %arg17, %1122 : tensor<16x32xf32>
    %1145 = stablehlo.add %arg18, %1124 : tensor<32xf32>
    %1146 = stablehlo.add %arg19, %1126 : tensor<32xf32>
    return %1127, %1128, %1129, %1130, %1131, %1132, %1133, %1134, %1135, %1136, %1137, %1138, %1139, %1140, %1141, %1142, %1143, %1144, %1145, %1146, %880, %662, %667, %672, %677, %682, %687, %692, %697, %702, %707, %712, %717, %722, %727, %732, %737, %742, %747, %752, %757, %763, %769, %775, %781, %787, %793, %799, %805, %811, %817, %823, %829, %835, %841, %847, %853, %859, %865, %871, %877, %235 : tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<64x32xf32>, %arg1: tensor<2x16xi32>) -> (tensor<2x16x32xf32>, tensor<2x16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x16x1xi32>) -> tensor<2x16x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x16xi1>) -> tensor<2x16x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x16x32xi1>, tensor<2x16x32xf32>
    return %16, %5 : tensor<2x16x32xf32>, tensor<2x16x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x16xi1>, %arg1: tensor<2x16xi32>, %arg2: tensor<2x16xi32>) -> tensor<2x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x16xi1>, tensor<2x16xi32>
    return %0 : tensor<2x16xi32>
  }
  func.func private @_take_0(%arg0: tensor<16x32xf32>, %arg1: tensor<16xi32>) -> (tensor<16x32xf32>, tensor<16x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<16x1xi1>, tensor<i1>) -> tensor<16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<16x1xi32>) -> tensor<16x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<16xi1>) -> tensor<16x32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x32xi1>, tensor<16x32xf32>
    return %16, %5 : tensor<16x32xf32>, tensor<16x1xi32>
  }
  func.func private @_where_1(%arg0: tensor<16xi1>, %arg1: tensor<16xi32>, %arg2: tensor<16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xi32>
    return %0 : tensor<16xi32>
  }
  func.func private @_where_2(%arg0: tensor<2x1x16x16xf32>, %arg1: tensor<2x2x16x16xf32>, %arg2: tensor<f32>) -> (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) -> tensor<2x1x16x16xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<2x1x16x16xi1>) -> tensor<2x2x16x16xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    return %4, %2 : tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>
  }
  func.func private @take_along_axis(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x16x1xi32>) -> (tensor<2x16x1xf32>, tensor<2x16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x16x1xi1>, tensor<2x16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x16x1xi32>) -> tensor<2x16x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x16x1x1xi32>, tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x16x1x1xi32>, tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x16x1x1xi1>, tensor<i1>) -> tensor<2x16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x16x64xf32>, tensor<2x16x1x1xi32>) -> tensor<2x16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x16x1xi1>, tensor<2x16x1xf32>
    return %15, %5 : tensor<2x16x1xf32>, tensor<2x16x1x1xi32>
  }
  func.func private @_take_3(%arg0: tensor<2x16x1xf32>, %arg1: tensor<i32>) -> (tensor<2x16xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_4(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 16, 1>}> : (tensor<2x16x1xf32>, tensor<1xi32>) -> tensor<2x16xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<2x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<2x16xi1>, tensor<2x16xf32>
    return %13, %3 : tensor<2x16xf32>, tensor<1xi32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_5(%arg0: tensor<1xi32>, %arg1: tensor<2x16xf32>) -> tensor<2x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x16x1xf32>, tensor<1xi32>, tensor<2x16xf32>) -> tensor<2x16x1xf32>
    return %1 : tensor<2x16x1xf32>
  }
  func.func private @take_along_axis_6(%arg0: tensor<2x16x1x1xi32>, %arg1: tensor<2x16x1xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x16x64xf32>, tensor<2x16x1x1xi32>, tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    return %1 : tensor<2x16x64xf32>
  }
  func.func private @_where_7(%arg0: tensor<2x2x16x16xi1>, %arg1: tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    return %1 : tensor<2x2x16x16xf32>
  }
  func.func private @_take_8(%arg0: tensor<16x1xi32>, %arg1: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x32xf32>, tensor<16x1xi32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @_take_9(%arg0: tensor<2x16x1xi32>, %arg1: tensor<2x16x32xf32>) -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<2x16x1xi32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
