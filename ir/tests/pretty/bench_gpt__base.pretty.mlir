module @jit_ts_gpt__base attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32>, %arg1: tensor<768xf32>, %arg2: tensor<256x256xf32>, %arg3: tensor<256x768xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<1024xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256x1024xf32>, %arg11: tensor<1024x256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<768xf32>, %arg14: tensor<256x256xf32>, %arg15: tensor<256x768xf32>, %arg16: tensor<256xf32>, %arg17: tensor<256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<1024xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256x1024xf32>, %arg23: tensor<1024x256xf32>, %arg24: tensor<256xf32>, %arg25: tensor<768xf32>, %arg26: tensor<256x256xf32>, %arg27: tensor<256x768xf32>, %arg28: tensor<256xf32>, %arg29: tensor<256xf32>, %arg30: tensor<256xf32>, %arg31: tensor<256xf32>, %arg32: tensor<1024xf32>, %arg33: tensor<256xf32>, %arg34: tensor<256x1024xf32>, %arg35: tensor<1024x256xf32>, %arg36: tensor<256xf32>, %arg37: tensor<768xf32>, %arg38: tensor<256x256xf32>, %arg39: tensor<256x768xf32>, %arg40: tensor<256xf32>, %arg41: tensor<256xf32>, %arg42: tensor<256xf32>, %arg43: tensor<256xf32>, %arg44: tensor<1024xf32>, %arg45: tensor<256xf32>, %arg46: tensor<256x1024xf32>, %arg47: tensor<1024x256xf32>, %arg48: tensor<256x2048xf32>, %arg49: tensor<256xf32>, %arg50: tensor<256xf32>, %arg51: tensor<128x256xf32>, %arg52: tensor<2048x256xf32>, %arg53: tensor<8x128xi32>, %arg54: tensor<8x128xi32>) -> (tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['bo']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['bqkv']"}, tensor<256x256xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['wo']"}, tensor<256x768xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['wqkv']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['g']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['g']"}, tensor<1024xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['b1']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['b2']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['w1']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['w2']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['bo']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['bqkv']"}, tensor<256x256xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['wo']"}, tensor<256x768xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['wqkv']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['g']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['g']"}, tensor<1024xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['b1']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['b2']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['w1']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['w2']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['bo']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['bqkv']"}, tensor<256x256xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['wo']"}, tensor<256x768xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['wqkv']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['ln1']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['ln1']['g']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['ln2']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['ln2']['g']"}, tensor<1024xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['b1']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['b2']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['w1']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['w2']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['bo']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['bqkv']"}, tensor<256x256xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['wo']"}, tensor<256x768xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['wqkv']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['ln1']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['ln1']['g']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['ln2']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['ln2']['g']"}, tensor<1024xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['b1']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['b2']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['w1']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['w2']"}, tensor<256x2048xf32> {jax.result_info = "result[0]['head']"}, tensor<256xf32> {jax.result_info = "result[0]['lnf']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['lnf']['g']"}, tensor<128x256xf32> {jax.result_info = "result[0]['wpe']"}, tensor<2048x256xf32> {jax.result_info = "result[0]['wte']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %1 = stablehlo.compare LT, %arg53, %0, SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %c_0 = stablehlo.constant dense<2048> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %3 = stablehlo.add %arg53, %2 : tensor<8x128xi32>
    %4 = stablehlo.select %1, %3, %arg53 : tensor<8x128xi1>, tensor<8x128xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %6 = "stablehlo.gather"(%arg52, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<2048x256xf32>, tensor<8x128x1xi32>) -> tensor<8x128x256xf32>
    %7 = stablehlo.broadcast_in_dim %arg51, dims = [1, 2] : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x128x256xf32>) -> tensor<8x128x256xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x128x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x128x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<8x128x256xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<8x128x256xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<8x128x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%16 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_4 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x128x1xf32>
    %23 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %24 = stablehlo.subtract %9, %23 : tensor<8x128x256xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<8x128x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<8x128x1xf32>
    %28 = stablehlo.divide %27, %26 : tensor<8x128x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<8x128x1xf32>
    %31 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %32 = stablehlo.multiply %24, %31 : tensor<8x128x256xf32>
    %33 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<8x128x256xf32>
    %36 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x128x256xf32>
    %39 = stablehlo.dot_general %38, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %40 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x128x768xf32>
    %43 = stablehlo.slice %42 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %44 = stablehlo.slice %42 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %45 = stablehlo.slice %42 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %46 = stablehlo.reshape %43 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %47 = stablehlo.reshape %44 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %48 = stablehlo.reshape %45 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %49 = stablehlo.dot_general %46, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %51 = stablehlo.divide %49, %50 : tensor<8x4x128x128xf32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %52 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %53 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %55 = stablehlo.add %53, %54 : tensor<128x128xi32>
    %56 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %57 = stablehlo.compare GE, %55, %56, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_10 = stablehlo.constant dense<false> : tensor<i1>
    %58 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %59 = stablehlo.select %57, %52, %58 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_11 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %62 = stablehlo.select %60, %51, %61 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<8x4x128xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<8x4x128x128xf32>
    %69 = stablehlo.exponential %68 : tensor<8x4x128x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %73 = stablehlo.divide %69, %72 : tensor<8x4x128x128xf32>
    %74 = stablehlo.multiply %71, %71 : tensor<8x4x128x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %76 = stablehlo.divide %75, %74 : tensor<8x4x128x1xf32>
    %77 = stablehlo.dot_general %48, %73, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %78 = stablehlo.transpose %77, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %80 = stablehlo.dot_general %79, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %81 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %83 = stablehlo.add %80, %82 : tensor<8x128x256xf32>
    %84 = stablehlo.add %9, %83 : tensor<8x128x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_17 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %88 = stablehlo.divide %86, %87 : tensor<8x128x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %90 = stablehlo.subtract %84, %89 : tensor<8x128x256xf32>
    %91 = stablehlo.multiply %90, %90 : tensor<8x128x256xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<8x128x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%91 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_20 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %97 = stablehlo.divide %95, %96 : tensor<8x128x1xf32>
    %98 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %99 = stablehlo.subtract %84, %98 : tensor<8x128x256xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %101 = stablehlo.add %97, %100 : tensor<8x128x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<8x128x1xf32>
    %103 = stablehlo.divide %102, %101 : tensor<8x128x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<8x128x1xf32>
    %106 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %107 = stablehlo.multiply %99, %106 : tensor<8x128x256xf32>
    %108 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %110 = stablehlo.multiply %107, %109 : tensor<8x128x256xf32>
    %111 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %113 = stablehlo.add %110, %112 : tensor<8x128x256xf32>
    %114 = stablehlo.dot_general %113, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %115 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %117 = stablehlo.add %114, %116 : tensor<8x128x1024xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<8x128x1024xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<8x128x1024xf32>
    %120 = stablehlo.multiply %117, %117 : tensor<8x128x1024xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<8x128x1024xf32>
    %cst_24 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %124 = stablehlo.multiply %123, %119 : tensor<8x128x1024xf32>
    %125 = stablehlo.add %117, %124 : tensor<8x128x1024xf32>
    %cst_25 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<8x128x1024xf32>
    %128 = stablehlo.tanh %127 : tensor<8x128x1024xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %130 = stablehlo.subtract %129, %128 : tensor<8x128x1024xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %132 = stablehlo.add %131, %128 : tensor<8x128x1024xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<8x128x1024xf32>
    %135 = stablehlo.multiply %117, %134 : tensor<8x128x1024xf32>
    %136 = stablehlo.dot_general %135, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %137 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %139 = stablehlo.add %136, %138 : tensor<8x128x256xf32>
    %140 = stablehlo.add %84, %139 : tensor<8x128x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_30 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %144 = stablehlo.divide %142, %143 : tensor<8x128x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %146 = stablehlo.subtract %140, %145 : tensor<8x128x256xf32>
    %147 = stablehlo.multiply %146, %146 : tensor<8x128x256xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %149 = stablehlo.multiply %148, %146 : tensor<8x128x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%147 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_33 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %153 = stablehlo.divide %151, %152 : tensor<8x128x1xf32>
    %154 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %155 = stablehlo.subtract %140, %154 : tensor<8x128x256xf32>
    %cst_34 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %157 = stablehlo.add %153, %156 : tensor<8x128x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<8x128x1xf32>
    %159 = stablehlo.divide %158, %157 : tensor<8x128x1xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<8x128x1xf32>
    %162 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %163 = stablehlo.multiply %155, %162 : tensor<8x128x256xf32>
    %164 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %166 = stablehlo.multiply %163, %165 : tensor<8x128x256xf32>
    %167 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %169 = stablehlo.add %166, %168 : tensor<8x128x256xf32>
    %170 = stablehlo.dot_general %169, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %171 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %173 = stablehlo.add %170, %172 : tensor<8x128x768xf32>
    %174 = stablehlo.slice %173 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %175 = stablehlo.slice %173 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %176 = stablehlo.slice %173 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %177 = stablehlo.reshape %174 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %178 = stablehlo.reshape %175 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %179 = stablehlo.reshape %176 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %180 = stablehlo.dot_general %177, %178, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_36 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %182 = stablehlo.divide %180, %181 : tensor<8x4x128x128xf32>
    %c_37 = stablehlo.constant dense<true> : tensor<i1>
    %183 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %184 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %185 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %186 = stablehlo.add %184, %185 : tensor<128x128xi32>
    %187 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %188 = stablehlo.compare GE, %186, %187, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_39 = stablehlo.constant dense<false> : tensor<i1>
    %189 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %190 = stablehlo.select %188, %183, %189 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_40 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %192 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %193 = stablehlo.select %191, %182, %192 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %196 = stablehlo.maximum %195, %194 : tensor<8x4x128xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %199 = stablehlo.subtract %193, %198 : tensor<8x4x128x128xf32>
    %200 = stablehlo.exponential %199 : tensor<8x4x128x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %204 = stablehlo.divide %200, %203 : tensor<8x4x128x128xf32>
    %205 = stablehlo.multiply %202, %202 : tensor<8x4x128x1xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %207 = stablehlo.divide %206, %205 : tensor<8x4x128x1xf32>
    %208 = stablehlo.dot_general %179, %204, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %209 = stablehlo.transpose %208, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %210 = stablehlo.reshape %209 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %211 = stablehlo.dot_general %210, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %212 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %214 = stablehlo.add %211, %213 : tensor<8x128x256xf32>
    %215 = stablehlo.add %140, %214 : tensor<8x128x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_46 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %219 = stablehlo.divide %217, %218 : tensor<8x128x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %221 = stablehlo.subtract %215, %220 : tensor<8x128x256xf32>
    %222 = stablehlo.multiply %221, %221 : tensor<8x128x256xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %224 = stablehlo.multiply %223, %221 : tensor<8x128x256xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%222 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_49 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %228 = stablehlo.divide %226, %227 : tensor<8x128x1xf32>
    %229 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %230 = stablehlo.subtract %215, %229 : tensor<8x128x256xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %232 = stablehlo.add %228, %231 : tensor<8x128x1xf32>
    %233 = stablehlo.rsqrt %232 : tensor<8x128x1xf32>
    %234 = stablehlo.divide %233, %232 : tensor<8x128x1xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<8x128x1xf32>
    %237 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %238 = stablehlo.multiply %230, %237 : tensor<8x128x256xf32>
    %239 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %241 = stablehlo.multiply %238, %240 : tensor<8x128x256xf32>
    %242 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %244 = stablehlo.add %241, %243 : tensor<8x128x256xf32>
    %245 = stablehlo.dot_general %244, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %246 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %248 = stablehlo.add %245, %247 : tensor<8x128x1024xf32>
    %249 = stablehlo.multiply %248, %248 : tensor<8x128x1024xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<8x128x1024xf32>
    %251 = stablehlo.multiply %248, %248 : tensor<8x128x1024xf32>
    %cst_52 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<8x128x1024xf32>
    %cst_53 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %255 = stablehlo.multiply %254, %250 : tensor<8x128x1024xf32>
    %256 = stablehlo.add %248, %255 : tensor<8x128x1024xf32>
    %cst_54 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<8x128x1024xf32>
    %259 = stablehlo.tanh %258 : tensor<8x128x1024xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %261 = stablehlo.subtract %260, %259 : tensor<8x128x1024xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %263 = stablehlo.add %262, %259 : tensor<8x128x1024xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<8x128x1024xf32>
    %266 = stablehlo.multiply %248, %265 : tensor<8x128x1024xf32>
    %267 = stablehlo.dot_general %266, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %268 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %270 = stablehlo.add %267, %269 : tensor<8x128x256xf32>
    %271 = stablehlo.add %215, %270 : tensor<8x128x256xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_59 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %275 = stablehlo.divide %273, %274 : tensor<8x128x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %277 = stablehlo.subtract %271, %276 : tensor<8x128x256xf32>
    %278 = stablehlo.multiply %277, %277 : tensor<8x128x256xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %280 = stablehlo.multiply %279, %277 : tensor<8x128x256xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%278 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_62 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %284 = stablehlo.divide %282, %283 : tensor<8x128x1xf32>
    %285 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %286 = stablehlo.subtract %271, %285 : tensor<8x128x256xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %288 = stablehlo.add %284, %287 : tensor<8x128x1xf32>
    %289 = stablehlo.rsqrt %288 : tensor<8x128x1xf32>
    %290 = stablehlo.divide %289, %288 : tensor<8x128x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<8x128x1xf32>
    %293 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %294 = stablehlo.multiply %286, %293 : tensor<8x128x256xf32>
    %295 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %297 = stablehlo.multiply %294, %296 : tensor<8x128x256xf32>
    %298 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %300 = stablehlo.add %297, %299 : tensor<8x128x256xf32>
    %301 = stablehlo.dot_general %300, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %302 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %304 = stablehlo.add %301, %303 : tensor<8x128x768xf32>
    %305 = stablehlo.slice %304 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %306 = stablehlo.slice %304 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %307 = stablehlo.slice %304 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %308 = stablehlo.reshape %305 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %309 = stablehlo.reshape %306 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %310 = stablehlo.reshape %307 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %311 = stablehlo.dot_general %308, %309, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_65 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %313 = stablehlo.divide %311, %312 : tensor<8x4x128x128xf32>
    %c_66 = stablehlo.constant dense<true> : tensor<i1>
    %314 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %315 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %316 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %317 = stablehlo.add %315, %316 : tensor<128x128xi32>
    %318 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %319 = stablehlo.compare GE, %317, %318, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_68 = stablehlo.constant dense<false> : tensor<i1>
    %320 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %321 = stablehlo.select %319, %314, %320 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_69 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %323 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %324 = stablehlo.select %322, %313, %323 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %327 = stablehlo.maximum %326, %325 : tensor<8x4x128xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %330 = stablehlo.subtract %324, %329 : tensor<8x4x128x128xf32>
    %331 = stablehlo.exponential %330 : tensor<8x4x128x128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %335 = stablehlo.divide %331, %334 : tensor<8x4x128x128xf32>
    %336 = stablehlo.multiply %333, %333 : tensor<8x4x128x1xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %338 = stablehlo.divide %337, %336 : tensor<8x4x128x1xf32>
    %339 = stablehlo.dot_general %310, %335, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %340 = stablehlo.transpose %339, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %341 = stablehlo.reshape %340 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %342 = stablehlo.dot_general %341, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %343 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %345 = stablehlo.add %342, %344 : tensor<8x128x256xf32>
    %346 = stablehlo.add %271, %345 : tensor<8x128x256xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%346 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_75 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %350 = stablehlo.divide %348, %349 : tensor<8x128x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %352 = stablehlo.subtract %346, %351 : tensor<8x128x256xf32>
    %353 = stablehlo.multiply %352, %352 : tensor<8x128x256xf32>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %355 = stablehlo.multiply %354, %352 : tensor<8x128x256xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%353 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_78 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %359 = stablehlo.divide %357, %358 : tensor<8x128x1xf32>
    %360 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %361 = stablehlo.subtract %346, %360 : tensor<8x128x256xf32>
    %cst_79 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %363 = stablehlo.add %359, %362 : tensor<8x128x1xf32>
    %364 = stablehlo.rsqrt %363 : tensor<8x128x1xf32>
    %365 = stablehlo.divide %364, %363 : tensor<8x128x1xf32>
    %cst_80 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %367 = stablehlo.multiply %366, %365 : tensor<8x128x1xf32>
    %368 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %369 = stablehlo.multiply %361, %368 : tensor<8x128x256xf32>
    %370 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %372 = stablehlo.multiply %369, %371 : tensor<8x128x256xf32>
    %373 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %375 = stablehlo.add %372, %374 : tensor<8x128x256xf32>
    %376 = stablehlo.dot_general %375, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %377 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %379 = stablehlo.add %376, %378 : tensor<8x128x1024xf32>
    %380 = stablehlo.multiply %379, %379 : tensor<8x128x1024xf32>
    %381 = stablehlo.multiply %380, %379 : tensor<8x128x1024xf32>
    %382 = stablehlo.multiply %379, %379 : tensor<8x128x1024xf32>
    %cst_81 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %384 = stablehlo.multiply %383, %382 : tensor<8x128x1024xf32>
    %cst_82 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %386 = stablehlo.multiply %385, %381 : tensor<8x128x1024xf32>
    %387 = stablehlo.add %379, %386 : tensor<8x128x1024xf32>
    %cst_83 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %389 = stablehlo.multiply %388, %387 : tensor<8x128x1024xf32>
    %390 = stablehlo.tanh %389 : tensor<8x128x1024xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %392 = stablehlo.subtract %391, %390 : tensor<8x128x1024xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %394 = stablehlo.add %393, %390 : tensor<8x128x1024xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %396 = stablehlo.multiply %395, %394 : tensor<8x128x1024xf32>
    %397 = stablehlo.multiply %379, %396 : tensor<8x128x1024xf32>
    %398 = stablehlo.dot_general %397, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %399 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %401 = stablehlo.add %398, %400 : tensor<8x128x256xf32>
    %402 = stablehlo.add %346, %401 : tensor<8x128x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_88 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %406 = stablehlo.divide %404, %405 : tensor<8x128x1xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %408 = stablehlo.subtract %402, %407 : tensor<8x128x256xf32>
    %409 = stablehlo.multiply %408, %408 : tensor<8x128x256xf32>
    %cst_89 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %411 = stablehlo.multiply %410, %408 : tensor<8x128x256xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%409 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_91 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %415 = stablehlo.divide %413, %414 : tensor<8x128x1xf32>
    %416 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %417 = stablehlo.subtract %402, %416 : tensor<8x128x256xf32>
    %cst_92 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %419 = stablehlo.add %415, %418 : tensor<8x128x1xf32>
    %420 = stablehlo.rsqrt %419 : tensor<8x128x1xf32>
    %421 = stablehlo.divide %420, %419 : tensor<8x128x1xf32>
    %cst_93 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %423 = stablehlo.multiply %422, %421 : tensor<8x128x1xf32>
    %424 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %425 = stablehlo.multiply %417, %424 : tensor<8x128x256xf32>
    %426 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %428 = stablehlo.multiply %425, %427 : tensor<8x128x256xf32>
    %429 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %431 = stablehlo.add %428, %430 : tensor<8x128x256xf32>
    %432 = stablehlo.dot_general %431, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %433 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %435 = stablehlo.add %432, %434 : tensor<8x128x768xf32>
    %436 = stablehlo.slice %435 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %437 = stablehlo.slice %435 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %438 = stablehlo.slice %435 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %439 = stablehlo.reshape %436 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %440 = stablehlo.reshape %437 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %441 = stablehlo.reshape %438 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %442 = stablehlo.dot_general %439, %440, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_94 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %444 = stablehlo.divide %442, %443 : tensor<8x4x128x128xf32>
    %c_95 = stablehlo.constant dense<true> : tensor<i1>
    %445 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %446 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %447 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %448 = stablehlo.add %446, %447 : tensor<128x128xi32>
    %449 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %450 = stablehlo.compare GE, %448, %449, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_97 = stablehlo.constant dense<false> : tensor<i1>
    %451 = stablehlo.broadcast_in_dim %c_97, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %452 = stablehlo.select %450, %445, %451 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_98 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %454 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %455 = stablehlo.select %453, %444, %454 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_99 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %456 = stablehlo.reduce(%455 init: %cst_99) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %458 = stablehlo.maximum %457, %456 : tensor<8x4x128xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %461 = stablehlo.subtract %455, %460 : tensor<8x4x128x128xf32>
    %462 = stablehlo.exponential %461 : tensor<8x4x128x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_101) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %466 = stablehlo.divide %462, %465 : tensor<8x4x128x128xf32>
    %467 = stablehlo.multiply %464, %464 : tensor<8x4x128x1xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %469 = stablehlo.divide %468, %467 : tensor<8x4x128x1xf32>
    %470 = stablehlo.dot_general %441, %466, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %471 = stablehlo.transpose %470, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %472 = stablehlo.reshape %471 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %473 = stablehlo.dot_general %472, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %474 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %476 = stablehlo.add %473, %475 : tensor<8x128x256xf32>
    %477 = stablehlo.add %402, %476 : tensor<8x128x256xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_104 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %481 = stablehlo.divide %479, %480 : tensor<8x128x1xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %483 = stablehlo.subtract %477, %482 : tensor<8x128x256xf32>
    %484 = stablehlo.multiply %483, %483 : tensor<8x128x256xf32>
    %cst_105 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %486 = stablehlo.multiply %485, %483 : tensor<8x128x256xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.reduce(%484 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_107 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %490 = stablehlo.divide %488, %489 : tensor<8x128x1xf32>
    %491 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %492 = stablehlo.subtract %477, %491 : tensor<8x128x256xf32>
    %cst_108 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %494 = stablehlo.add %490, %493 : tensor<8x128x1xf32>
    %495 = stablehlo.rsqrt %494 : tensor<8x128x1xf32>
    %496 = stablehlo.divide %495, %494 : tensor<8x128x1xf32>
    %cst_109 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %498 = stablehlo.multiply %497, %496 : tensor<8x128x1xf32>
    %499 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %500 = stablehlo.multiply %492, %499 : tensor<8x128x256xf32>
    %501 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %503 = stablehlo.multiply %500, %502 : tensor<8x128x256xf32>
    %504 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %506 = stablehlo.add %503, %505 : tensor<8x128x256xf32>
    %507 = stablehlo.dot_general %506, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %508 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %510 = stablehlo.add %507, %509 : tensor<8x128x1024xf32>
    %511 = stablehlo.multiply %510, %510 : tensor<8x128x1024xf32>
    %512 = stablehlo.multiply %511, %510 : tensor<8x128x1024xf32>
    %513 = stablehlo.multiply %510, %510 : tensor<8x128x1024xf32>
    %cst_110 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %515 = stablehlo.multiply %514, %513 : tensor<8x128x1024xf32>
    %cst_111 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %517 = stablehlo.multiply %516, %512 : tensor<8x128x1024xf32>
    %518 = stablehlo.add %510, %517 : tensor<8x128x1024xf32>
    %cst_112 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %520 = stablehlo.multiply %519, %518 : tensor<8x128x1024xf32>
    %521 = stablehlo.tanh %520 : tensor<8x128x1024xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %523 = stablehlo.subtract %522, %521 : tensor<8x128x1024xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %525 = stablehlo.add %524, %521 : tensor<8x128x1024xf32>
    %cst_115 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %527 = stablehlo.multiply %526, %525 : tensor<8x128x1024xf32>
    %528 = stablehlo.multiply %510, %527 : tensor<8x128x1024xf32>
    %529 = stablehlo.dot_general %528, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %530 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %532 = stablehlo.add %529, %531 : tensor<8x128x256xf32>
    %533 = stablehlo.add %477, %532 : tensor<8x128x256xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%533 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_117 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %537 = stablehlo.divide %535, %536 : tensor<8x128x1xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %539 = stablehlo.subtract %533, %538 : tensor<8x128x256xf32>
    %540 = stablehlo.multiply %539, %539 : tensor<8x128x256xf32>
    %cst_118 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %542 = stablehlo.multiply %541, %539 : tensor<8x128x256xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%540 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_120 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %546 = stablehlo.divide %544, %545 : tensor<8x128x1xf32>
    %547 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %548 = stablehlo.subtract %533, %547 : tensor<8x128x256xf32>
    %cst_121 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %550 = stablehlo.add %546, %549 : tensor<8x128x1xf32>
    %551 = stablehlo.rsqrt %550 : tensor<8x128x1xf32>
    %552 = stablehlo.divide %551, %550 : tensor<8x128x1xf32>
    %cst_122 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %554 = stablehlo.multiply %553, %552 : tensor<8x128x1xf32>
    %555 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %556 = stablehlo.multiply %548, %555 : tensor<8x128x256xf32>
    %557 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %559 = stablehlo.multiply %556, %558 : tensor<8x128x256xf32>
    %560 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %562 = stablehlo.add %559, %561 : tensor<8x128x256xf32>
    %563 = stablehlo.dot_general %562, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x2048xf32>) -> tensor<8x128x2048xf32>
    %cst_123 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_123) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_124 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %566 = stablehlo.maximum %565, %564 : tensor<8x128xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2048xf32>
    %569 = stablehlo.subtract %563, %568 : tensor<8x128x2048xf32>
    %570 = stablehlo.exponential %569 : tensor<8x128x2048xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<8x128xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %573 = stablehlo.log %572 : tensor<8x128x1xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2048xf32>
    %575 = stablehlo.subtract %569, %574 : tensor<8x128x2048xf32>
    %576 = stablehlo.broadcast_in_dim %arg54, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %577 = stablehlo.iota dim = 2 : tensor<1x1x2048xi32>
    %578 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x2048xi32>
    %579 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<1x1x2048xi32>) -> tensor<8x128x2048xi32>
    %580 = stablehlo.compare EQ, %578, %579, SIGNED : (tensor<8x128x2048xi32>, tensor<8x128x2048xi32>) -> tensor<8x128x2048xi1>
    %581 = stablehlo.convert %580 : (tensor<8x128x2048xi1>) -> tensor<8x128x2048xf32>
    %582 = stablehlo.multiply %581, %575 : tensor<8x128x2048xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.reduce(%583 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_128 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %585 = stablehlo.divide %584, %cst_128 : tensor<f32>
    %586 = stablehlo.negate %585 : tensor<f32>
    %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %587 = stablehlo.negate %cst_129 : tensor<f32>
    %cst_130 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %588 = stablehlo.divide %587, %cst_130 : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x2048xf32>
    %591 = stablehlo.multiply %581, %590 : tensor<8x128x2048xf32>
    %592 = stablehlo.negate %591 : tensor<8x128x2048xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%592 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<8x128xf32>
    %594 = stablehlo.reshape %593 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %595 = stablehlo.divide %594, %572 : tensor<8x128x1xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.reduce(%595 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x2048xf32>
    %598 = stablehlo.multiply %597, %570 : tensor<8x128x2048xf32>
    %599 = stablehlo.add %591, %598 : tensor<8x128x2048xf32>
    %600 = stablehlo.dot_general %599, %562, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<8x128x256xf32>) -> tensor<2048x256xf32>
    %601 = stablehlo.transpose %600, dims = [1, 0] : (tensor<2048x256xf32>) -> tensor<256x2048xf32>
    %602 = stablehlo.dot_general %599, %arg48, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<256x2048xf32>) -> tensor<8x128x256xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.reduce(%602 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %604 = stablehlo.reshape %603 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %606 = stablehlo.multiply %556, %602 : tensor<8x128x256xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%606 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %608 = stablehlo.reshape %607 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %609 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %610 = stablehlo.multiply %602, %609 : tensor<8x128x256xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.reduce(%608 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %612 = stablehlo.multiply %548, %610 : tensor<8x128x256xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%612 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %614 = stablehlo.reshape %613 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %615 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %616 = stablehlo.multiply %610, %615 : tensor<8x128x256xf32>
    %617 = stablehlo.multiply %614, %554 : tensor<8x128x1xf32>
    %618 = stablehlo.negate %616 : tensor<8x128x256xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.reduce(%618 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %620 = stablehlo.reshape %619 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_139 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %622 = stablehlo.divide %617, %621 : tensor<8x128x1xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%622 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %625 = stablehlo.multiply %624, %542 : tensor<8x128x256xf32>
    %626 = stablehlo.negate %625 : tensor<8x128x256xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%626 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %628 = stablehlo.reshape %627 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %629 = stablehlo.add %616, %625 : tensor<8x128x256xf32>
    %630 = stablehlo.add %620, %628 : tensor<8x128x1xf32>
    %cst_142 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %632 = stablehlo.divide %630, %631 : tensor<8x128x1xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.reduce(%632 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %635 = stablehlo.add %629, %634 : tensor<8x128x256xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%635 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %637 = stablehlo.reshape %636 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %639 = stablehlo.dot_general %635, %528, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %640 = stablehlo.transpose %639, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %641 = stablehlo.dot_general %635, %arg47, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %642 = stablehlo.multiply %510, %641 : tensor<8x128x1024xf32>
    %643 = stablehlo.multiply %641, %527 : tensor<8x128x1024xf32>
    %cst_146 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %645 = stablehlo.multiply %644, %642 : tensor<8x128x1024xf32>
    %646 = stablehlo.multiply %645, %523 : tensor<8x128x1024xf32>
    %647 = stablehlo.multiply %646, %521 : tensor<8x128x1024xf32>
    %648 = stablehlo.add %646, %647 : tensor<8x128x1024xf32>
    %cst_147 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %650 = stablehlo.multiply %649, %648 : tensor<8x128x1024xf32>
    %651 = stablehlo.add %643, %650 : tensor<8x128x1024xf32>
    %cst_148 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %653 = stablehlo.multiply %652, %650 : tensor<8x128x1024xf32>
    %654 = stablehlo.multiply %653, %515 : tensor<8x128x1024xf32>
    %655 = stablehlo.add %651, %654 : tensor<8x128x1024xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.reduce(%655 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %657 = stablehlo.reshape %656 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%657 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %659 = stablehlo.dot_general %655, %506, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %660 = stablehlo.transpose %659, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %661 = stablehlo.dot_general %655, %arg46, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%661 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %663 = stablehlo.reshape %662 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%663 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %665 = stablehlo.multiply %500, %661 : tensor<8x128x256xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %666 = stablehlo.reduce(%665 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %667 = stablehlo.reshape %666 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %668 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %669 = stablehlo.multiply %661, %668 : tensor<8x128x256xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %670 = stablehlo.reduce(%667 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %671 = stablehlo.multiply %492, %669 : tensor<8x128x256xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%671 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %673 = stablehlo.reshape %672 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %674 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %675 = stablehlo.multiply %669, %674 : tensor<8x128x256xf32>
    %676 = stablehlo.multiply %673, %498 : tensor<8x128x1xf32>
    %677 = stablehlo.negate %675 : tensor<8x128x256xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.reduce(%677 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %679 = stablehlo.reshape %678 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %680 = stablehlo.add %635, %675 : tensor<8x128x256xf32>
    %cst_157 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %682 = stablehlo.divide %676, %681 : tensor<8x128x1xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.reduce(%682 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %685 = stablehlo.multiply %684, %486 : tensor<8x128x256xf32>
    %686 = stablehlo.negate %685 : tensor<8x128x256xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %688 = stablehlo.reshape %687 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %689 = stablehlo.add %680, %685 : tensor<8x128x256xf32>
    %690 = stablehlo.add %679, %688 : tensor<8x128x1xf32>
    %cst_160 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %692 = stablehlo.divide %690, %691 : tensor<8x128x1xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%692 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %695 = stablehlo.add %689, %694 : tensor<8x128x256xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %696 = stablehlo.reduce(%695 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %697 = stablehlo.reshape %696 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.reduce(%697 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %699 = stablehlo.dot_general %695, %472, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %700 = stablehlo.transpose %699, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %701 = stablehlo.dot_general %695, %arg38, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %702 = stablehlo.reshape %701 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %703 = stablehlo.transpose %702, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %704 = stablehlo.dot_general %703, %441, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %705 = stablehlo.dot_general %703, %466, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %706 = stablehlo.transpose %705, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %707 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %708 = stablehlo.multiply %704, %707 : tensor<8x4x128x128xf32>
    %709 = stablehlo.multiply %708, %462 : tensor<8x4x128x128xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.reduce(%709 init: %cst_164) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %711 = stablehlo.reshape %710 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %712 = stablehlo.negate %711 : tensor<8x4x128x1xf32>
    %713 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %714 = stablehlo.divide %704, %713 : tensor<8x4x128x128xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %715 = stablehlo.reduce(%712 init: %cst_165) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %717 = stablehlo.add %714, %716 : tensor<8x4x128x128xf32>
    %718 = stablehlo.multiply %717, %462 : tensor<8x4x128x128xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %720 = stablehlo.select %453, %718, %719 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_167 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %722 = stablehlo.divide %720, %721 : tensor<8x4x128x128xf32>
    %723 = stablehlo.dot_general %722, %439, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %724 = stablehlo.transpose %723, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %725 = stablehlo.dot_general %722, %440, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %726 = stablehlo.transpose %725, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %727 = stablehlo.reshape %706 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %728 = stablehlo.reshape %724 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %729 = stablehlo.reshape %726 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %730 = stablehlo.concatenate %729, %728, %727, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %731 = stablehlo.reduce(%730 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %732 = stablehlo.reshape %731 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.reduce(%732 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %734 = stablehlo.dot_general %730, %431, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %735 = stablehlo.transpose %734, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %736 = stablehlo.dot_general %730, %arg39, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %737 = stablehlo.reduce(%736 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %738 = stablehlo.reshape %737 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %739 = stablehlo.reduce(%738 init: %cst_171) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %740 = stablehlo.multiply %425, %736 : tensor<8x128x256xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %741 = stablehlo.reduce(%740 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %742 = stablehlo.reshape %741 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %743 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %744 = stablehlo.multiply %736, %743 : tensor<8x128x256xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.reduce(%742 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %746 = stablehlo.multiply %417, %744 : tensor<8x128x256xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.reduce(%746 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %748 = stablehlo.reshape %747 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %749 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %750 = stablehlo.multiply %744, %749 : tensor<8x128x256xf32>
    %751 = stablehlo.multiply %748, %423 : tensor<8x128x1xf32>
    %752 = stablehlo.negate %750 : tensor<8x128x256xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %753 = stablehlo.reduce(%752 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %754 = stablehlo.reshape %753 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %755 = stablehlo.add %695, %750 : tensor<8x128x256xf32>
    %cst_176 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %757 = stablehlo.divide %751, %756 : tensor<8x128x1xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.reduce(%757 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %760 = stablehlo.multiply %759, %411 : tensor<8x128x256xf32>
    %761 = stablehlo.negate %760 : tensor<8x128x256xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.reduce(%761 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %763 = stablehlo.reshape %762 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %764 = stablehlo.add %755, %760 : tensor<8x128x256xf32>
    %765 = stablehlo.add %754, %763 : tensor<8x128x1xf32>
    %cst_179 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %767 = stablehlo.divide %765, %766 : tensor<8x128x1xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %768 = stablehlo.reduce(%767 init: %cst_180) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %769 = stablehlo.broadcast_in_dim %768, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %770 = stablehlo.add %764, %769 : tensor<8x128x256xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %771 = stablehlo.reduce(%770 init: %cst_181) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %772 = stablehlo.reshape %771 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.reduce(%772 init: %cst_182) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %774 = stablehlo.dot_general %770, %397, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %775 = stablehlo.transpose %774, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %776 = stablehlo.dot_general %770, %arg35, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %777 = stablehlo.multiply %379, %776 : tensor<8x128x1024xf32>
    %778 = stablehlo.multiply %776, %396 : tensor<8x128x1024xf32>
    %cst_183 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %780 = stablehlo.multiply %779, %777 : tensor<8x128x1024xf32>
    %781 = stablehlo.multiply %780, %392 : tensor<8x128x1024xf32>
    %782 = stablehlo.multiply %781, %390 : tensor<8x128x1024xf32>
    %783 = stablehlo.add %781, %782 : tensor<8x128x1024xf32>
    %cst_184 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %785 = stablehlo.multiply %784, %783 : tensor<8x128x1024xf32>
    %786 = stablehlo.add %778, %785 : tensor<8x128x1024xf32>
    %cst_185 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %788 = stablehlo.multiply %787, %785 : tensor<8x128x1024xf32>
    %789 = stablehlo.multiply %788, %384 : tensor<8x128x1024xf32>
    %790 = stablehlo.add %786, %789 : tensor<8x128x1024xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.reduce(%790 init: %cst_186) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %792 = stablehlo.reshape %791 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.reduce(%792 init: %cst_187) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %794 = stablehlo.dot_general %790, %375, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %795 = stablehlo.transpose %794, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %796 = stablehlo.dot_general %790, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.reduce(%796 init: %cst_188) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %798 = stablehlo.reshape %797 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.reduce(%798 init: %cst_189) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %800 = stablehlo.multiply %369, %796 : tensor<8x128x256xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %801 = stablehlo.reduce(%800 init: %cst_190) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %802 = stablehlo.reshape %801 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %803 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %804 = stablehlo.multiply %796, %803 : tensor<8x128x256xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.reduce(%802 init: %cst_191) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %806 = stablehlo.multiply %361, %804 : tensor<8x128x256xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %807 = stablehlo.reduce(%806 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %808 = stablehlo.reshape %807 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %809 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %810 = stablehlo.multiply %804, %809 : tensor<8x128x256xf32>
    %811 = stablehlo.multiply %808, %367 : tensor<8x128x1xf32>
    %812 = stablehlo.negate %810 : tensor<8x128x256xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %813 = stablehlo.reduce(%812 init: %cst_193) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %814 = stablehlo.reshape %813 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %815 = stablehlo.add %770, %810 : tensor<8x128x256xf32>
    %cst_194 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %817 = stablehlo.divide %811, %816 : tensor<8x128x1xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %818 = stablehlo.reduce(%817 init: %cst_195) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %819 = stablehlo.broadcast_in_dim %818, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %820 = stablehlo.multiply %819, %355 : tensor<8x128x256xf32>
    %821 = stablehlo.negate %820 : tensor<8x128x256xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %822 = stablehlo.reduce(%821 init: %cst_196) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %823 = stablehlo.reshape %822 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %824 = stablehlo.add %815, %820 : tensor<8x128x256xf32>
    %825 = stablehlo.add %814, %823 : tensor<8x128x1xf32>
    %cst_197 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %827 = stablehlo.divide %825, %826 : tensor<8x128x1xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %828 = stablehlo.reduce(%827 init: %cst_198) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %829 = stablehlo.broadcast_in_dim %828, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %830 = stablehlo.add %824, %829 : tensor<8x128x256xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %831 = stablehlo.reduce(%830 init: %cst_199) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %832 = stablehlo.reshape %831 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.reduce(%832 init: %cst_200) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %834 = stablehlo.dot_general %830, %341, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %835 = stablehlo.transpose %834, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %836 = stablehlo.dot_general %830, %arg26, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %837 = stablehlo.reshape %836 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %838 = stablehlo.transpose %837, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %839 = stablehlo.dot_general %838, %310, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %840 = stablehlo.dot_general %838, %335, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %841 = stablehlo.transpose %840, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %842 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %843 = stablehlo.multiply %839, %842 : tensor<8x4x128x128xf32>
    %844 = stablehlo.multiply %843, %331 : tensor<8x4x128x128xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.reduce(%844 init: %cst_201) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %846 = stablehlo.reshape %845 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %847 = stablehlo.negate %846 : tensor<8x4x128x1xf32>
    %848 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %849 = stablehlo.divide %839, %848 : tensor<8x4x128x128xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.reduce(%847 init: %cst_202) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %852 = stablehlo.add %849, %851 : tensor<8x4x128x128xf32>
    %853 = stablehlo.multiply %852, %331 : tensor<8x4x128x128xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %855 = stablehlo.select %322, %853, %854 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_204 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %857 = stablehlo.divide %855, %856 : tensor<8x4x128x128xf32>
    %858 = stablehlo.dot_general %857, %308, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %859 = stablehlo.transpose %858, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %860 = stablehlo.dot_general %857, %309, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %861 = stablehlo.transpose %860, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %862 = stablehlo.reshape %841 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %863 = stablehlo.reshape %859 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %864 = stablehlo.reshape %861 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %865 = stablehlo.concatenate %864, %863, %862, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %866 = stablehlo.reduce(%865 init: %cst_205) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %867 = stablehlo.reshape %866 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %868 = stablehlo.reduce(%867 init: %cst_206) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %869 = stablehlo.dot_general %865, %300, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %870 = stablehlo.transpose %869, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %871 = stablehlo.dot_general %865, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %872 = stablehlo.reduce(%871 init: %cst_207) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %873 = stablehlo.reshape %872 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %874 = stablehlo.reduce(%873 init: %cst_208) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %875 = stablehlo.multiply %294, %871 : tensor<8x128x256xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %876 = stablehlo.reduce(%875 init: %cst_209) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %877 = stablehlo.reshape %876 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %878 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %879 = stablehlo.multiply %871, %878 : tensor<8x128x256xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %880 = stablehlo.reduce(%877 init: %cst_210) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %881 = stablehlo.multiply %286, %879 : tensor<8x128x256xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %882 = stablehlo.reduce(%881 init: %cst_211) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %883 = stablehlo.reshape %882 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %884 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %885 = stablehlo.multiply %879, %884 : tensor<8x128x256xf32>
    %886 = stablehlo.multiply %883, %292 : tensor<8x128x1xf32>
    %887 = stablehlo.negate %885 : tensor<8x128x256xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.reduce(%887 init: %cst_212) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %889 = stablehlo.reshape %888 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %890 = stablehlo.add %830, %885 : tensor<8x128x256xf32>
    %cst_213 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %892 = stablehlo.divide %886, %891 : tensor<8x128x1xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %893 = stablehlo.reduce(%892 init: %cst_214) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %895 = stablehlo.multiply %894, %280 : tensor<8x128x256xf32>
    %896 = stablehlo.negate %895 : tensor<8x128x256xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %897 = stablehlo.reduce(%896 init: %cst_215) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %898 = stablehlo.reshape %897 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %899 = stablehlo.add %890, %895 : tensor<8x128x256xf32>
    %900 = stablehlo.add %889, %898 : tensor<8x128x1xf32>
    %cst_216 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %902 = stablehlo.divide %900, %901 : tensor<8x128x1xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %903 = stablehlo.reduce(%902 init: %cst_217) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %904 = stablehlo.broadcast_in_dim %903, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %905 = stablehlo.add %899, %904 : tensor<8x128x256xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.reduce(%905 init: %cst_218) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %907 = stablehlo.reshape %906 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %908 = stablehlo.reduce(%907 init: %cst_219) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %909 = stablehlo.dot_general %905, %266, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %910 = stablehlo.transpose %909, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %911 = stablehlo.dot_general %905, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %912 = stablehlo.multiply %248, %911 : tensor<8x128x1024xf32>
    %913 = stablehlo.multiply %911, %265 : tensor<8x128x1024xf32>
    %cst_220 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %915 = stablehlo.multiply %914, %912 : tensor<8x128x1024xf32>
    %916 = stablehlo.multiply %915, %261 : tensor<8x128x1024xf32>
    %917 = stablehlo.multiply %916, %259 : tensor<8x128x1024xf32>
    %918 = stablehlo.add %916, %917 : tensor<8x128x1024xf32>
    %cst_221 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %920 = stablehlo.multiply %919, %918 : tensor<8x128x1024xf32>
    %921 = stablehlo.add %913, %920 : tensor<8x128x1024xf32>
    %cst_222 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %923 = stablehlo.multiply %922, %920 : tensor<8x128x1024xf32>
    %924 = stablehlo.multiply %923, %253 : tensor<8x128x1024xf32>
    %925 = stablehlo.add %921, %924 : tensor<8x128x1024xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %926 = stablehlo.reduce(%925 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %927 = stablehlo.reshape %926 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %928 = stablehlo.reduce(%927 init: %cst_224) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %929 = stablehlo.dot_general %925, %244, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %930 = stablehlo.transpose %929, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %931 = stablehlo.dot_general %925, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %932 = stablehlo.reduce(%931 init: %cst_225) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %933 = stablehlo.reshape %932 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %934 = stablehlo.reduce(%933 init: %cst_226) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %935 = stablehlo.multiply %238, %931 : tensor<8x128x256xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %936 = stablehlo.reduce(%935 init: %cst_227) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %937 = stablehlo.reshape %936 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %938 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %939 = stablehlo.multiply %931, %938 : tensor<8x128x256xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %940 = stablehlo.reduce(%937 init: %cst_228) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %941 = stablehlo.multiply %230, %939 : tensor<8x128x256xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %942 = stablehlo.reduce(%941 init: %cst_229) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %943 = stablehlo.reshape %942 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %944 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %945 = stablehlo.multiply %939, %944 : tensor<8x128x256xf32>
    %946 = stablehlo.multiply %943, %236 : tensor<8x128x1xf32>
    %947 = stablehlo.negate %945 : tensor<8x128x256xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %948 = stablehlo.reduce(%947 init: %cst_230) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %949 = stablehlo.reshape %948 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %950 = stablehlo.add %905, %945 : tensor<8x128x256xf32>
    %cst_231 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %952 = stablehlo.divide %946, %951 : tensor<8x128x1xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %953 = stablehlo.reduce(%952 init: %cst_232) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %954 = stablehlo.broadcast_in_dim %953, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %955 = stablehlo.multiply %954, %224 : tensor<8x128x256xf32>
    %956 = stablehlo.negate %955 : tensor<8x128x256xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %957 = stablehlo.reduce(%956 init: %cst_233) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %958 = stablehlo.reshape %957 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %959 = stablehlo.add %950, %955 : tensor<8x128x256xf32>
    %960 = stablehlo.add %949, %958 : tensor<8x128x1xf32>
    %cst_234 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %962 = stablehlo.divide %960, %961 : tensor<8x128x1xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%962 init: %cst_235) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %964 = stablehlo.broadcast_in_dim %963, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %965 = stablehlo.add %959, %964 : tensor<8x128x256xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %966 = stablehlo.reduce(%965 init: %cst_236) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %967 = stablehlo.reshape %966 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %968 = stablehlo.reduce(%967 init: %cst_237) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %969 = stablehlo.dot_general %965, %210, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %970 = stablehlo.transpose %969, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %971 = stablehlo.dot_general %965, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %972 = stablehlo.reshape %971 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %973 = stablehlo.transpose %972, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %974 = stablehlo.dot_general %973, %179, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %975 = stablehlo.dot_general %973, %204, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %976 = stablehlo.transpose %975, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %977 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %978 = stablehlo.multiply %974, %977 : tensor<8x4x128x128xf32>
    %979 = stablehlo.multiply %978, %200 : tensor<8x4x128x128xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %980 = stablehlo.reduce(%979 init: %cst_238) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %981 = stablehlo.reshape %980 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %982 = stablehlo.negate %981 : tensor<8x4x128x1xf32>
    %983 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %984 = stablehlo.divide %974, %983 : tensor<8x4x128x128xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %985 = stablehlo.reduce(%982 init: %cst_239) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %986 = stablehlo.broadcast_in_dim %985, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %987 = stablehlo.add %984, %986 : tensor<8x4x128x128xf32>
    %988 = stablehlo.multiply %987, %200 : tensor<8x4x128x128xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %990 = stablehlo.select %191, %988, %989 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_241 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %992 = stablehlo.divide %990, %991 : tensor<8x4x128x128xf32>
    %993 = stablehlo.dot_general %992, %177, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %994 = stablehlo.transpose %993, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %995 = stablehlo.dot_general %992, %178, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %996 = stablehlo.transpose %995, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %997 = stablehlo.reshape %976 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %998 = stablehlo.reshape %994 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %999 = stablehlo.reshape %996 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1000 = stablehlo.concatenate %999, %998, %997, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1001 = stablehlo.reduce(%1000 init: %cst_242) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1002 = stablehlo.reshape %1001 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1003 = stablehlo.reduce(%1002 init: %cst_243) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1004 = stablehlo.dot_general %1000, %169, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %1005 = stablehlo.transpose %1004, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %1006 = stablehlo.dot_general %1000, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1007 = stablehlo.reduce(%1006 init: %cst_244) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1008 = stablehlo.reshape %1007 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1009 = stablehlo.reduce(%1008 init: %cst_245) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1010 = stablehlo.multiply %163, %1006 : tensor<8x128x256xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1011 = stablehlo.reduce(%1010 init: %cst_246) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1012 = stablehlo.reshape %1011 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1013 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1014 = stablehlo.multiply %1006, %1013 : tensor<8x128x256xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1015 = stablehlo.reduce(%1012 init: %cst_247) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1016 = stablehlo.multiply %155, %1014 : tensor<8x128x256xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1017 = stablehlo.reduce(%1016 init: %cst_248) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1018 = stablehlo.reshape %1017 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1019 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1020 = stablehlo.multiply %1014, %1019 : tensor<8x128x256xf32>
    %1021 = stablehlo.multiply %1018, %161 : tensor<8x128x1xf32>
    %1022 = stablehlo.negate %1020 : tensor<8x128x256xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1023 = stablehlo.reduce(%1022 init: %cst_249) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1024 = stablehlo.reshape %1023 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1025 = stablehlo.add %965, %1020 : tensor<8x128x256xf32>
    %cst_250 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1027 = stablehlo.divide %1021, %1026 : tensor<8x128x1xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1028 = stablehlo.reduce(%1027 init: %cst_251) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1029 = stablehlo.broadcast_in_dim %1028, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1030 = stablehlo.multiply %1029, %149 : tensor<8x128x256xf32>
    %1031 = stablehlo.negate %1030 : tensor<8x128x256xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1032 = stablehlo.reduce(%1031 init: %cst_252) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1033 = stablehlo.reshape %1032 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1034 = stablehlo.add %1025, %1030 : tensor<8x128x256xf32>
    %1035 = stablehlo.add %1024, %1033 : tensor<8x128x1xf32>
    %cst_253 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1037 = stablehlo.divide %1035, %1036 : tensor<8x128x1xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1038 = stablehlo.reduce(%1037 init: %cst_254) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1040 = stablehlo.add %1034, %1039 : tensor<8x128x256xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1041 = stablehlo.reduce(%1040 init: %cst_255) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1042 = stablehlo.reshape %1041 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1043 = stablehlo.reduce(%1042 init: %cst_256) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1044 = stablehlo.dot_general %1040, %135, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %1045 = stablehlo.transpose %1044, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1046 = stablehlo.dot_general %1040, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %1047 = stablehlo.multiply %117, %1046 : tensor<8x128x1024xf32>
    %1048 = stablehlo.multiply %1046, %134 : tensor<8x128x1024xf32>
    %cst_257 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1049 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1050 = stablehlo.multiply %1049, %1047 : tensor<8x128x1024xf32>
    %1051 = stablehlo.multiply %1050, %130 : tensor<8x128x1024xf32>
    %1052 = stablehlo.multiply %1051, %128 : tensor<8x128x1024xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<8x128x1024xf32>
    %cst_258 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1055 = stablehlo.multiply %1054, %1053 : tensor<8x128x1024xf32>
    %1056 = stablehlo.add %1048, %1055 : tensor<8x128x1024xf32>
    %cst_259 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1058 = stablehlo.multiply %1057, %1055 : tensor<8x128x1024xf32>
    %1059 = stablehlo.multiply %1058, %122 : tensor<8x128x1024xf32>
    %1060 = stablehlo.add %1056, %1059 : tensor<8x128x1024xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1061 = stablehlo.reduce(%1060 init: %cst_260) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1062 = stablehlo.reshape %1061 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1063 = stablehlo.reduce(%1062 init: %cst_261) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1064 = stablehlo.dot_general %1060, %113, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1065 = stablehlo.transpose %1064, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1066 = stablehlo.dot_general %1060, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1067 = stablehlo.reduce(%1066 init: %cst_262) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1068 = stablehlo.reshape %1067 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1069 = stablehlo.reduce(%1068 init: %cst_263) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1070 = stablehlo.multiply %107, %1066 : tensor<8x128x256xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1071 = stablehlo.reduce(%1070 init: %cst_264) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1072 = stablehlo.reshape %1071 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1073 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1074 = stablehlo.multiply %1066, %1073 : tensor<8x128x256xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1075 = stablehlo.reduce(%1072 init: %cst_265) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1076 = stablehlo.multiply %99, %1074 : tensor<8x128x256xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1077 = stablehlo.reduce(%1076 init: %cst_266) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1078 = stablehlo.reshape %1077 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1079 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1080 = stablehlo.multiply %1074, %1079 : tensor<8x128x256xf32>
    %1081 = stablehlo.multiply %1078, %105 : tensor<8x128x1xf32>
    %1082 = stablehlo.negate %1080 : tensor<8x128x256xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1083 = stablehlo.reduce(%1082 init: %cst_267) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1084 = stablehlo.reshape %1083 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1085 = stablehlo.add %1040, %1080 : tensor<8x128x256xf32>
    %cst_268 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1087 = stablehlo.divide %1081, %1086 : tensor<8x128x1xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1088 = stablehlo.reduce(%1087 init: %cst_269) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1089 = stablehlo.broadcast_in_dim %1088, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1090 = stablehlo.multiply %1089, %93 : tensor<8x128x256xf32>
    %1091 = stablehlo.negate %1090 : tensor<8x128x256xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1092 = stablehlo.reduce(%1091 init: %cst_270) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1093 = stablehlo.reshape %1092 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1094 = stablehlo.add %1085, %1090 : tensor<8x128x256xf32>
    %1095 = stablehlo.add %1084, %1093 : tensor<8x128x1xf32>
    %cst_271 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1097 = stablehlo.divide %1095, %1096 : tensor<8x128x1xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1098 = stablehlo.reduce(%1097 init: %cst_272) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1099 = stablehlo.broadcast_in_dim %1098, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1100 = stablehlo.add %1094, %1099 : tensor<8x128x256xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1101 = stablehlo.reduce(%1100 init: %cst_273) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1102 = stablehlo.reshape %1101 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1103 = stablehlo.reduce(%1102 init: %cst_274) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1104 = stablehlo.dot_general %1100, %79, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1105 = stablehlo.transpose %1104, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1106 = stablehlo.dot_general %1100, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1107 = stablehlo.reshape %1106 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1108 = stablehlo.transpose %1107, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1109 = stablehlo.dot_general %1108, %48, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1110 = stablehlo.dot_general %1108, %73, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1111 = stablehlo.transpose %1110, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1112 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1113 = stablehlo.multiply %1109, %1112 : tensor<8x4x128x128xf32>
    %1114 = stablehlo.multiply %1113, %69 : tensor<8x4x128x128xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1115 = stablehlo.reduce(%1114 init: %cst_275) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1116 = stablehlo.reshape %1115 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1117 = stablehlo.negate %1116 : tensor<8x4x128x1xf32>
    %1118 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1119 = stablehlo.divide %1109, %1118 : tensor<8x4x128x128xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1120 = stablehlo.reduce(%1117 init: %cst_276) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1121 = stablehlo.broadcast_in_dim %1120, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1122 = stablehlo.add %1119, %1121 : tensor<8x4x128x128xf32>
    %1123 = stablehlo.multiply %1122, %69 : tensor<8x4x128x128xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1125 = stablehlo.select %60, %1123, %1124 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_278 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1127 = stablehlo.divide %1125, %1126 : tensor<8x4x128x128xf32>
    %1128 = stablehlo.dot_general %1127, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1129 = stablehlo.transpose %1128, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1130 = stablehlo.dot_general %1127, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1131 = stablehlo.transpose %1130, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1132 = stablehlo.reshape %1111 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1133 = stablehlo.reshape %1129 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1134 = stablehlo.reshape %1131 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1135 = stablehlo.concatenate %1134, %1133, %1132, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1136 = stablehlo.reduce(%1135 init: %cst_279) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1137 = stablehlo.reshape %1136 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1138 = stablehlo.reduce(%1137 init: %cst_280) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1139 = stablehlo.dot_general %1135, %38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %1140 = stablehlo.transpose %1139, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %1141 = stablehlo.dot_general %1135, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1142 = stablehlo.reduce(%1141 init: %cst_281) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1143 = stablehlo.reshape %1142 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1144 = stablehlo.reduce(%1143 init: %cst_282) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1145 = stablehlo.multiply %32, %1141 : tensor<8x128x256xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1146 = stablehlo.reduce(%1145 init: %cst_283) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1147 = stablehlo.reshape %1146 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1148 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1149 = stablehlo.multiply %1141, %1148 : tensor<8x128x256xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1150 = stablehlo.reduce(%1147 init: %cst_284) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1151 = stablehlo.multiply %24, %1149 : tensor<8x128x256xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1152 = stablehlo.reduce(%1151 init: %cst_285) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1153 = stablehlo.reshape %1152 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1154 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1155 = stablehlo.multiply %1149, %1154 : tensor<8x128x256xf32>
    %1156 = stablehlo.multiply %1153, %30 : tensor<8x128x1xf32>
    %1157 = stablehlo.negate %1155 : tensor<8x128x256xf32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1158 = stablehlo.reduce(%1157 init: %cst_286) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1159 = stablehlo.reshape %1158 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1160 = stablehlo.add %1100, %1155 : tensor<8x128x256xf32>
    %cst_287 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1162 = stablehlo.divide %1156, %1161 : tensor<8x128x1xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1163 = stablehlo.reduce(%1162 init: %cst_288) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1164 = stablehlo.broadcast_in_dim %1163, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1165 = stablehlo.multiply %1164, %18 : tensor<8x128x256xf32>
    %1166 = stablehlo.negate %1165 : tensor<8x128x256xf32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1167 = stablehlo.reduce(%1166 init: %cst_289) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1168 = stablehlo.reshape %1167 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1169 = stablehlo.add %1160, %1165 : tensor<8x128x256xf32>
    %1170 = stablehlo.add %1159, %1168 : tensor<8x128x1xf32>
    %cst_290 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1172 = stablehlo.divide %1170, %1171 : tensor<8x128x1xf32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1173 = stablehlo.reduce(%1172 init: %cst_291) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1174 = stablehlo.broadcast_in_dim %1173, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1175 = stablehlo.add %1169, %1174 : tensor<8x128x256xf32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1176 = stablehlo.reduce(%1175 init: %cst_292) applies stablehlo.add across dimensions = [0] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %1177 = stablehlo.reshape %1176 : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1178 = stablehlo.reduce(%1177 init: %cst_293) applies stablehlo.add across dimensions = [0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<2048x256xf32>
    %1180 = "stablehlo.scatter"(%1179, %5, %1175) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %1340 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %1340 : tensor<f32>
    }) : (tensor<2048x256xf32>, tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<2048x256xf32>
    %cst_295 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1182 = stablehlo.multiply %1181, %1103 : tensor<256xf32>
    %1183 = stablehlo.subtract %arg0, %1182 : tensor<256xf32>
    %cst_296 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1184 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1185 = stablehlo.multiply %1184, %1138 : tensor<768xf32>
    %1186 = stablehlo.subtract %arg1, %1185 : tensor<768xf32>
    %cst_297 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1187 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1188 = stablehlo.multiply %1187, %1105 : tensor<256x256xf32>
    %1189 = stablehlo.subtract %arg2, %1188 : tensor<256x256xf32>
    %cst_298 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1191 = stablehlo.multiply %1190, %1140 : tensor<256x768xf32>
    %1192 = stablehlo.subtract %arg3, %1191 : tensor<256x768xf32>
    %cst_299 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1194 = stablehlo.multiply %1193, %1144 : tensor<256xf32>
    %1195 = stablehlo.subtract %arg4, %1194 : tensor<256xf32>
    %cst_300 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1197 = stablehlo.multiply %1196, %1150 : tensor<256xf32>
    %1198 = stablehlo.subtract %arg5, %1197 : tensor<256xf32>
    %cst_301 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1200 = stablehlo.multiply %1199, %1069 : tensor<256xf32>
    %1201 = stablehlo.subtract %arg6, %1200 : tensor<256xf32>
    %cst_302 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1202 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1203 = stablehlo.multiply %1202, %1075 : tensor<256xf32>
    %1204 = stablehlo.subtract %arg7, %1203 : tensor<256xf32>
    %cst_303 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1206 = stablehlo.multiply %1205, %1063 : tensor<1024xf32>
    %1207 = stablehlo.subtract %arg8, %1206 : tensor<1024xf32>
    %cst_304 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1209 = stablehlo.multiply %1208, %1043 : tensor<256xf32>
    %1210 = stablehlo.subtract %arg9, %1209 : tensor<256xf32>
    %cst_305 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1212 = stablehlo.multiply %1211, %1065 : tensor<256x1024xf32>
    %1213 = stablehlo.subtract %arg10, %1212 : tensor<256x1024xf32>
    %cst_306 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1214 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1215 = stablehlo.multiply %1214, %1045 : tensor<1024x256xf32>
    %1216 = stablehlo.subtract %arg11, %1215 : tensor<1024x256xf32>
    %cst_307 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1218 = stablehlo.multiply %1217, %968 : tensor<256xf32>
    %1219 = stablehlo.subtract %arg12, %1218 : tensor<256xf32>
    %cst_308 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1220 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1221 = stablehlo.multiply %1220, %1003 : tensor<768xf32>
    %1222 = stablehlo.subtract %arg13, %1221 : tensor<768xf32>
    %cst_309 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1224 = stablehlo.multiply %1223, %970 : tensor<256x256xf32>
    %1225 = stablehlo.subtract %arg14, %1224 : tensor<256x256xf32>
    %cst_310 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1227 = stablehlo.multiply %1226, %1005 : tensor<256x768xf32>
    %1228 = stablehlo.subtract %arg15, %1227 : tensor<256x768xf32>
    %cst_311 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1230 = stablehlo.multiply %1229, %1009 : tensor<256xf32>
    %1231 = stablehlo.subtract %arg16, %1230 : tensor<256xf32>
    %cst_312 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1233 = stablehlo.multiply %1232, %1015 : tensor<256xf32>
    %1234 = stablehlo.subtract %arg17, %1233 : tensor<256xf32>
    %cst_313 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1236 = stablehlo.multiply %1235, %934 : tensor<256xf32>
    %1237 = stablehlo.subtract %arg18, %1236 : tensor<256xf32>
    %cst_314 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1238 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1239 = stablehlo.multiply %1238, %940 : tensor<256xf32>
    %1240 = stablehlo.subtract %arg19, %1239 : tensor<256xf32>
    %cst_315 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1241 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1242 = stablehlo.multiply %1241, %928 : tensor<1024xf32>
    %1243 = stablehlo.subtract %arg20, %1242 : tensor<1024xf32>
    %cst_316 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1244 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1245 = stablehlo.multiply %1244, %908 : tensor<256xf32>
    %1246 = stablehlo.subtract %arg21, %1245 : tensor<256xf32>
    %cst_317 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1247 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1248 = stablehlo.multiply %1247, %930 : tensor<256x1024xf32>
    %1249 = stablehlo.subtract %arg22, %1248 : tensor<256x1024xf32>
    %cst_318 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1251 = stablehlo.multiply %1250, %910 : tensor<1024x256xf32>
    %1252 = stablehlo.subtract %arg23, %1251 : tensor<1024x256xf32>
    %cst_319 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1254 = stablehlo.multiply %1253, %833 : tensor<256xf32>
    %1255 = stablehlo.subtract %arg24, %1254 : tensor<256xf32>
    %cst_320 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1257 = stablehlo.multiply %1256, %868 : tensor<768xf32>
    %1258 = stablehlo.subtract %arg25, %1257 : tensor<768xf32>
    %cst_321 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1260 = stablehlo.multiply %1259, %835 : tensor<256x256xf32>
    %1261 = stablehlo.subtract %arg26, %1260 : tensor<256x256xf32>
    %cst_322 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1262 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1263 = stablehlo.multiply %1262, %870 : tensor<256x768xf32>
    %1264 = stablehlo.subtract %arg27, %1263 : tensor<256x768xf32>
    %cst_323 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1266 = stablehlo.multiply %1265, %874 : tensor<256xf32>
    %1267 = stablehlo.subtract %arg28, %1266 : tensor<256xf32>
    %cst_324 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1269 = stablehlo.multiply %1268, %880 : tensor<256xf32>
    %1270 = stablehlo.subtract %arg29, %1269 : tensor<256xf32>
    %cst_325 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1272 = stablehlo.multiply %1271, %799 : tensor<256xf32>
    %1273 = stablehlo.subtract %arg30, %1272 : tensor<256xf32>
    %cst_326 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1274 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1275 = stablehlo.multiply %1274, %805 : tensor<256xf32>
    %1276 = stablehlo.subtract %arg31, %1275 : tensor<256xf32>
    %cst_327 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1278 = stablehlo.multiply %1277, %793 : tensor<1024xf32>
    %1279 = stablehlo.subtract %arg32, %1278 : tensor<1024xf32>
    %cst_328 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1280 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1281 = stablehlo.multiply %1280, %773 : tensor<256xf32>
    %1282 = stablehlo.subtract %arg33, %1281 : tensor<256xf32>
    %cst_329 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1284 = stablehlo.multiply %1283, %795 : tensor<256x1024xf32>
    %1285 = stablehlo.subtract %arg34, %1284 : tensor<256x1024xf32>
    %cst_330 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1286 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1287 = stablehlo.multiply %1286, %775 : tensor<1024x256xf32>
    %1288 = stablehlo.subtract %arg35, %1287 : tensor<1024x256xf32>
    %cst_331 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1290 = stablehlo.multiply %1289, %698 : tensor<256xf32>
    %1291 = stablehlo.subtract %arg36, %1290 : tensor<256xf32>
    %cst_332 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1292 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1293 = stablehlo.multiply %1292, %733 : tensor<768xf32>
    %1294 = stablehlo.subtract %arg37, %1293 : tensor<768xf32>
    %cst_333 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1296 = stablehlo.multiply %1295, %700 : tensor<256x256xf32>
    %1297 = stablehlo.subtract %arg38, %1296 : tensor<256x256xf32>
    %cst_334 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1299 = stablehlo.multiply %1298, %735 : tensor<256x768xf32>
    %1300 = stablehlo.subtract %arg39, %1299 : tensor<256x768xf32>
    %cst_335 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1302 = stablehlo.multiply %1301, %739 : tensor<256xf32>
    %1303 = stablehlo.subtract %arg40, %1302 : tensor<256xf32>
    %cst_336 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1304 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1305 = stablehlo.multiply %1304, %745 : tensor<256xf32>
    %1306 = stablehlo.subtract %arg41, %1305 : tensor<256xf32>
    %cst_337 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1308 = stablehlo.multiply %1307, %664 : tensor<256xf32>
    %1309 = stablehlo.subtract %arg42, %1308 : tensor<256xf32>
    %cst_338 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1311 = stablehlo.multiply %1310, %670 : tensor<256xf32>
    %1312 = stablehlo.subtract %arg43, %1311 : tensor<256xf32>
    %cst_339 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1314 = stablehlo.multiply %1313, %658 : tensor<1024xf32>
    %1315 = stablehlo.subtract %arg44, %1314 : tensor<1024xf32>
    %cst_340 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1317 = stablehlo.multiply %1316, %638 : tensor<256xf32>
    %1318 = stablehlo.subtract %arg45, %1317 : tensor<256xf32>
    %cst_341 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1320 = stablehlo.multiply %1319, %660 : tensor<256x1024xf32>
    %1321 = stablehlo.subtract %arg46, %1320 : tensor<256x1024xf32>
    %cst_342 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1323 = stablehlo.multiply %1322, %640 : tensor<1024x256xf32>
    %1324 = stablehlo.subtract %arg47, %1323 : tensor<1024x256xf32>
    %cst_343 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %1326 = stablehlo.multiply %1325, %601 : tensor<256x2048xf32>
    %1327 = stablehlo.subtract %arg48, %1326 : tensor<256x2048xf32>
    %cst_344 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1329 = stablehlo.multiply %1328, %605 : tensor<256xf32>
    %1330 = stablehlo.subtract %arg49, %1329 : tensor<256xf32>
    %cst_345 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1332 = stablehlo.multiply %1331, %611 : tensor<256xf32>
    %1333 = stablehlo.subtract %arg50, %1332 : tensor<256xf32>
    %cst_346 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1335 = stablehlo.multiply %1334, %1178 : tensor<128x256xf32>
    %1336 = stablehlo.subtract %arg51, %1335 : tensor<128x256xf32>
    %cst_347 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<2048x256xf32>
    %1338 = stablehlo.multiply %1337, %1180 : tensor<2048x256xf32>
    %1339 = stablehlo.subtract %arg52, %1338 : tensor<2048x256xf32>
    return %1183, %1186, %1189, %1192, %1195, %1198, %1201, %1204, %1207, %1210, %1213, %1216, %1219, %1222, %1225, %1228, %1231, %1234, %1237, %1240, %1243, %1246, %1249, %1252, %1255, %1258, %1261, %1264, %1267, %1270, %1273, %1276, %1279, %1282, %1285, %1288, %1291, %1294, %1297, %1300, %1303, %1306, %1309, %1312, %1315, %1318, %1321, %1324, %1327, %1330, %1333, %1336, %1339, %586 : tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x2048xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<2048x256xf32>, tensor<f32>
  }
}
