module @jit_ts_gpt__remat_kb_donate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<768xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<256x256xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<256x768xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<256xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<256xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<256xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<256xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<1024xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<256xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<256x1024xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<1024x256xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<256xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<768xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<256x256xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<256x768xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<256xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<256xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<256xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<256xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<1024xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<256xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<256x1024xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<1024x256xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<256xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<768xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<256x256xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<256x768xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<256xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<256xf32> {tf.aliasing_output = 29 : i32}, %arg30: tensor<256xf32> {tf.aliasing_output = 30 : i32}, %arg31: tensor<256xf32> {tf.aliasing_output = 31 : i32}, %arg32: tensor<1024xf32> {tf.aliasing_output = 32 : i32}, %arg33: tensor<256xf32> {tf.aliasing_output = 33 : i32}, %arg34: tensor<256x1024xf32> {tf.aliasing_output = 34 : i32}, %arg35: tensor<1024x256xf32> {tf.aliasing_output = 35 : i32}, %arg36: tensor<256xf32> {tf.aliasing_output = 36 : i32}, %arg37: tensor<768xf32> {tf.aliasing_output = 37 : i32}, %arg38: tensor<256x256xf32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<256x768xf32> {tf.aliasing_output = 39 : i32}, %arg40: tensor<256xf32> {tf.aliasing_output = 40 : i32}, %arg41: tensor<256xf32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<256xf32> {tf.aliasing_output = 42 : i32}, %arg43: tensor<256xf32> {tf.aliasing_output = 43 : i32}, %arg44: tensor<1024xf32> {tf.aliasing_output = 44 : i32}, %arg45: tensor<256xf32> {tf.aliasing_output = 45 : i32}, %arg46: tensor<256x1024xf32> {tf.aliasing_output = 46 : i32}, %arg47: tensor<1024x256xf32> {tf.aliasing_output = 47 : i32}, %arg48: tensor<256x2048xf32> {tf.aliasing_output = 48 : i32}, %arg49: tensor<256xf32> {tf.aliasing_output = 49 : i32}, %arg50: tensor<256xf32> {tf.aliasing_output = 50 : i32}, %arg51: tensor<128x256xf32> {tf.aliasing_output = 51 : i32}, %arg52: tensor<2048x256xf32> {tf.aliasing_output = 52 : i32}, %arg53: tensor<8x128xi32>, %arg54: tensor<8x128xi32>) -> (tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['bo']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['bqkv']"}, tensor<256x256xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['wo']"}, tensor<256x768xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['wqkv']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['g']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['g']"}, tensor<1024xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['b1']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['b2']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['w1']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['w2']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['bo']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['bqkv']"}, tensor<256x256xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['wo']"}, tensor<256x768xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['wqkv']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['g']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['g']"}, tensor<1024xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['b1']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['b2']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['w1']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['w2']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['bo']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['bqkv']"}, tensor<256x256xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['wo']"}, tensor<256x768xf32> {jax.result_info = "result[0]['blocks'][2]['attn']['wqkv']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['ln1']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['ln1']['g']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['ln2']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['ln2']['g']"}, tensor<1024xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['b1']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['b2']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['w1']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['blocks'][2]['mlp']['w2']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['bo']"}, tensor<768xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['bqkv']"}, tensor<256x256xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['wo']"}, tensor<256x768xf32> {jax.result_info = "result[0]['blocks'][3]['attn']['wqkv']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['ln1']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['ln1']['g']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['ln2']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['ln2']['g']"}, tensor<1024xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['b1']"}, tensor<256xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['b2']"}, tensor<256x1024xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['w1']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['blocks'][3]['mlp']['w2']"}, tensor<256x2048xf32> {jax.result_info = "result[0]['head']"}, tensor<256xf32> {jax.result_info = "result[0]['lnf']['b']"}, tensor<256xf32> {jax.result_info = "result[0]['lnf']['g']"}, tensor<128x256xf32> {jax.result_info = "result[0]['wpe']"}, tensor<2048x256xf32> {jax.result_info = "result[0]['wte']"}, tensor<f32> {jax.result_info = "result[1]"}) {
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
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x128x1xf32>
    %21 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %22 = stablehlo.subtract %9, %21 : tensor<8x128x256xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<8x128x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x128x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<8x128x256xf32>
    %28 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x128x256xf32>
    %31 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x128x256xf32>
    %34 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %35 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x128x768xf32>
    %38 = stablehlo.slice %37 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %39 = stablehlo.slice %37 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %40 = stablehlo.slice %37 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %41 = stablehlo.reshape %38 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %42 = stablehlo.reshape %39 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %43 = stablehlo.reshape %40 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %44 = stablehlo.dot_general %41, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %46 = stablehlo.divide %44, %45 : tensor<8x4x128x128xf32>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %47 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %48 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %50 = stablehlo.add %48, %49 : tensor<128x128xi32>
    %51 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %52 = stablehlo.compare GE, %50, %51, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_8 = stablehlo.constant dense<false> : tensor<i1>
    %53 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %54 = stablehlo.select %52, %47, %53 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %57 = stablehlo.select %55, %46, %56 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %60 = stablehlo.maximum %59, %58 : tensor<8x4x128xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %63 = stablehlo.subtract %57, %62 : tensor<8x4x128x128xf32>
    %64 = stablehlo.exponential %63 : tensor<8x4x128x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %68 = stablehlo.divide %64, %67 : tensor<8x4x128x128xf32>
    %69 = stablehlo.dot_general %43, %68, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %70 = stablehlo.transpose %69, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %71 = stablehlo.reshape %70 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %72 = stablehlo.dot_general %71, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %73 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x128x256xf32>
    %76 = stablehlo.add %9, %75 : tensor<8x128x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_14 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8x128x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<8x128x256xf32>
    %83 = stablehlo.multiply %82, %82 : tensor<8x128x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_16 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<8x128x1xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %89 = stablehlo.subtract %76, %88 : tensor<8x128x256xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %91 = stablehlo.add %87, %90 : tensor<8x128x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<8x128x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %94 = stablehlo.multiply %89, %93 : tensor<8x128x256xf32>
    %95 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %97 = stablehlo.multiply %94, %96 : tensor<8x128x256xf32>
    %98 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x128x256xf32>
    %101 = stablehlo.dot_general %100, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %102 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %104 = stablehlo.add %101, %103 : tensor<8x128x1024xf32>
    %105 = stablehlo.multiply %104, %104 : tensor<8x128x1024xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8x128x1024xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<8x128x1024xf32>
    %109 = stablehlo.add %104, %108 : tensor<8x128x1024xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<8x128x1024xf32>
    %112 = stablehlo.tanh %111 : tensor<8x128x1024xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %114 = stablehlo.add %113, %112 : tensor<8x128x1024xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<8x128x1024xf32>
    %117 = stablehlo.multiply %104, %116 : tensor<8x128x1024xf32>
    %118 = stablehlo.dot_general %117, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %119 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %121 = stablehlo.add %118, %120 : tensor<8x128x256xf32>
    %122 = stablehlo.add %76, %121 : tensor<8x128x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_23 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %126 = stablehlo.divide %124, %125 : tensor<8x128x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %128 = stablehlo.subtract %122, %127 : tensor<8x128x256xf32>
    %129 = stablehlo.multiply %128, %128 : tensor<8x128x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_25 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<8x128x1xf32>
    %134 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %135 = stablehlo.subtract %122, %134 : tensor<8x128x256xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %137 = stablehlo.add %133, %136 : tensor<8x128x1xf32>
    %138 = stablehlo.rsqrt %137 : tensor<8x128x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %140 = stablehlo.multiply %135, %139 : tensor<8x128x256xf32>
    %141 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %143 = stablehlo.multiply %140, %142 : tensor<8x128x256xf32>
    %144 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %146 = stablehlo.add %143, %145 : tensor<8x128x256xf32>
    %147 = stablehlo.dot_general %146, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %148 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %150 = stablehlo.add %147, %149 : tensor<8x128x768xf32>
    %151 = stablehlo.slice %150 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %152 = stablehlo.slice %150 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %153 = stablehlo.slice %150 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %154 = stablehlo.reshape %151 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %155 = stablehlo.reshape %152 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %156 = stablehlo.reshape %153 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %157 = stablehlo.dot_general %154, %155, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_27 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %159 = stablehlo.divide %157, %158 : tensor<8x4x128x128xf32>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %160 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %161 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %163 = stablehlo.add %161, %162 : tensor<128x128xi32>
    %164 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %165 = stablehlo.compare GE, %163, %164, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_30 = stablehlo.constant dense<false> : tensor<i1>
    %166 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %167 = stablehlo.select %165, %160, %166 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_31 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %169 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %170 = stablehlo.select %168, %159, %169 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_32) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %173 = stablehlo.maximum %172, %171 : tensor<8x4x128xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %176 = stablehlo.subtract %170, %175 : tensor<8x4x128x128xf32>
    %177 = stablehlo.exponential %176 : tensor<8x4x128x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %181 = stablehlo.divide %177, %180 : tensor<8x4x128x128xf32>
    %182 = stablehlo.dot_general %156, %181, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %183 = stablehlo.transpose %182, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %184 = stablehlo.reshape %183 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %185 = stablehlo.dot_general %184, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %186 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %188 = stablehlo.add %185, %187 : tensor<8x128x256xf32>
    %189 = stablehlo.add %122, %188 : tensor<8x128x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_36 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<8x128x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %195 = stablehlo.subtract %189, %194 : tensor<8x128x256xf32>
    %196 = stablehlo.multiply %195, %195 : tensor<8x128x256xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_38 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %200 = stablehlo.divide %198, %199 : tensor<8x128x1xf32>
    %201 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %202 = stablehlo.subtract %189, %201 : tensor<8x128x256xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %204 = stablehlo.add %200, %203 : tensor<8x128x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<8x128x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %207 = stablehlo.multiply %202, %206 : tensor<8x128x256xf32>
    %208 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<8x128x256xf32>
    %211 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %213 = stablehlo.add %210, %212 : tensor<8x128x256xf32>
    %214 = stablehlo.dot_general %213, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %215 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %217 = stablehlo.add %214, %216 : tensor<8x128x1024xf32>
    %218 = stablehlo.multiply %217, %217 : tensor<8x128x1024xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<8x128x1024xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<8x128x1024xf32>
    %222 = stablehlo.add %217, %221 : tensor<8x128x1024xf32>
    %cst_41 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<8x128x1024xf32>
    %225 = stablehlo.tanh %224 : tensor<8x128x1024xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %227 = stablehlo.add %226, %225 : tensor<8x128x1024xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<8x128x1024xf32>
    %230 = stablehlo.multiply %217, %229 : tensor<8x128x1024xf32>
    %231 = stablehlo.dot_general %230, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %232 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %234 = stablehlo.add %231, %233 : tensor<8x128x256xf32>
    %235 = stablehlo.add %189, %234 : tensor<8x128x256xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_45 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %239 = stablehlo.divide %237, %238 : tensor<8x128x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %241 = stablehlo.subtract %235, %240 : tensor<8x128x256xf32>
    %242 = stablehlo.multiply %241, %241 : tensor<8x128x256xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_47 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %246 = stablehlo.divide %244, %245 : tensor<8x128x1xf32>
    %247 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %248 = stablehlo.subtract %235, %247 : tensor<8x128x256xf32>
    %cst_48 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %250 = stablehlo.add %246, %249 : tensor<8x128x1xf32>
    %251 = stablehlo.rsqrt %250 : tensor<8x128x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %253 = stablehlo.multiply %248, %252 : tensor<8x128x256xf32>
    %254 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %256 = stablehlo.multiply %253, %255 : tensor<8x128x256xf32>
    %257 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %259 = stablehlo.add %256, %258 : tensor<8x128x256xf32>
    %260 = stablehlo.dot_general %259, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %261 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %263 = stablehlo.add %260, %262 : tensor<8x128x768xf32>
    %264 = stablehlo.slice %263 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %265 = stablehlo.slice %263 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %266 = stablehlo.slice %263 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %267 = stablehlo.reshape %264 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %268 = stablehlo.reshape %265 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %269 = stablehlo.reshape %266 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %270 = stablehlo.dot_general %267, %268, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_49 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %272 = stablehlo.divide %270, %271 : tensor<8x4x128x128xf32>
    %c_50 = stablehlo.constant dense<true> : tensor<i1>
    %273 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %274 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %275 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %276 = stablehlo.add %274, %275 : tensor<128x128xi32>
    %277 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %278 = stablehlo.compare GE, %276, %277, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_52 = stablehlo.constant dense<false> : tensor<i1>
    %279 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %280 = stablehlo.select %278, %273, %279 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_53 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %282 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %283 = stablehlo.select %281, %272, %282 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %286 = stablehlo.maximum %285, %284 : tensor<8x4x128xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %289 = stablehlo.subtract %283, %288 : tensor<8x4x128x128xf32>
    %290 = stablehlo.exponential %289 : tensor<8x4x128x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %294 = stablehlo.divide %290, %293 : tensor<8x4x128x128xf32>
    %295 = stablehlo.dot_general %269, %294, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %296 = stablehlo.transpose %295, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %297 = stablehlo.reshape %296 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %298 = stablehlo.dot_general %297, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %299 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %301 = stablehlo.add %298, %300 : tensor<8x128x256xf32>
    %302 = stablehlo.add %235, %301 : tensor<8x128x256xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %306 = stablehlo.divide %304, %305 : tensor<8x128x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %308 = stablehlo.subtract %302, %307 : tensor<8x128x256xf32>
    %309 = stablehlo.multiply %308, %308 : tensor<8x128x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_60 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %313 = stablehlo.divide %311, %312 : tensor<8x128x1xf32>
    %314 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %315 = stablehlo.subtract %302, %314 : tensor<8x128x256xf32>
    %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %317 = stablehlo.add %313, %316 : tensor<8x128x1xf32>
    %318 = stablehlo.rsqrt %317 : tensor<8x128x1xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %320 = stablehlo.multiply %315, %319 : tensor<8x128x256xf32>
    %321 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %323 = stablehlo.multiply %320, %322 : tensor<8x128x256xf32>
    %324 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %326 = stablehlo.add %323, %325 : tensor<8x128x256xf32>
    %327 = stablehlo.dot_general %326, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %328 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %330 = stablehlo.add %327, %329 : tensor<8x128x1024xf32>
    %331 = stablehlo.multiply %330, %330 : tensor<8x128x1024xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<8x128x1024xf32>
    %cst_62 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %334 = stablehlo.multiply %333, %332 : tensor<8x128x1024xf32>
    %335 = stablehlo.add %330, %334 : tensor<8x128x1024xf32>
    %cst_63 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %337 = stablehlo.multiply %336, %335 : tensor<8x128x1024xf32>
    %338 = stablehlo.tanh %337 : tensor<8x128x1024xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %340 = stablehlo.add %339, %338 : tensor<8x128x1024xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<8x128x1024xf32>
    %343 = stablehlo.multiply %330, %342 : tensor<8x128x1024xf32>
    %344 = stablehlo.dot_general %343, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %345 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %347 = stablehlo.add %344, %346 : tensor<8x128x256xf32>
    %348 = stablehlo.add %302, %347 : tensor<8x128x256xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_67 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %352 = stablehlo.divide %350, %351 : tensor<8x128x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %354 = stablehlo.subtract %348, %353 : tensor<8x128x256xf32>
    %355 = stablehlo.multiply %354, %354 : tensor<8x128x256xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%355 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_69 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %359 = stablehlo.divide %357, %358 : tensor<8x128x1xf32>
    %360 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %361 = stablehlo.subtract %348, %360 : tensor<8x128x256xf32>
    %cst_70 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %363 = stablehlo.add %359, %362 : tensor<8x128x1xf32>
    %364 = stablehlo.rsqrt %363 : tensor<8x128x1xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %366 = stablehlo.multiply %361, %365 : tensor<8x128x256xf32>
    %367 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %369 = stablehlo.multiply %366, %368 : tensor<8x128x256xf32>
    %370 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %372 = stablehlo.add %369, %371 : tensor<8x128x256xf32>
    %373 = stablehlo.dot_general %372, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %374 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %376 = stablehlo.add %373, %375 : tensor<8x128x768xf32>
    %377 = stablehlo.slice %376 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %378 = stablehlo.slice %376 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %379 = stablehlo.slice %376 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %380 = stablehlo.reshape %377 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %381 = stablehlo.reshape %378 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %382 = stablehlo.reshape %379 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %383 = stablehlo.dot_general %380, %381, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_71 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %385 = stablehlo.divide %383, %384 : tensor<8x4x128x128xf32>
    %c_72 = stablehlo.constant dense<true> : tensor<i1>
    %386 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %387 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %388 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %389 = stablehlo.add %387, %388 : tensor<128x128xi32>
    %390 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %391 = stablehlo.compare GE, %389, %390, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_74 = stablehlo.constant dense<false> : tensor<i1>
    %392 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %393 = stablehlo.select %391, %386, %392 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_75 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %395 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %396 = stablehlo.select %394, %385, %395 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %397 = stablehlo.reduce(%396 init: %cst_76) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %399 = stablehlo.maximum %398, %397 : tensor<8x4x128xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %402 = stablehlo.subtract %396, %401 : tensor<8x4x128x128xf32>
    %403 = stablehlo.exponential %402 : tensor<8x4x128x128xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %407 = stablehlo.divide %403, %406 : tensor<8x4x128x128xf32>
    %408 = stablehlo.dot_general %382, %407, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %409 = stablehlo.transpose %408, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %410 = stablehlo.reshape %409 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %411 = stablehlo.dot_general %410, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %412 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %414 = stablehlo.add %411, %413 : tensor<8x128x256xf32>
    %415 = stablehlo.add %348, %414 : tensor<8x128x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_80 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %419 = stablehlo.divide %417, %418 : tensor<8x128x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %421 = stablehlo.subtract %415, %420 : tensor<8x128x256xf32>
    %422 = stablehlo.multiply %421, %421 : tensor<8x128x256xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%422 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_82 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %426 = stablehlo.divide %424, %425 : tensor<8x128x1xf32>
    %427 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %428 = stablehlo.subtract %415, %427 : tensor<8x128x256xf32>
    %cst_83 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %430 = stablehlo.add %426, %429 : tensor<8x128x1xf32>
    %431 = stablehlo.rsqrt %430 : tensor<8x128x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %433 = stablehlo.multiply %428, %432 : tensor<8x128x256xf32>
    %434 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %436 = stablehlo.multiply %433, %435 : tensor<8x128x256xf32>
    %437 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %439 = stablehlo.add %436, %438 : tensor<8x128x256xf32>
    %440 = stablehlo.dot_general %439, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %441 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %443 = stablehlo.add %440, %442 : tensor<8x128x1024xf32>
    %444 = stablehlo.multiply %443, %443 : tensor<8x128x1024xf32>
    %445 = stablehlo.multiply %444, %443 : tensor<8x128x1024xf32>
    %cst_84 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %447 = stablehlo.multiply %446, %445 : tensor<8x128x1024xf32>
    %448 = stablehlo.add %443, %447 : tensor<8x128x1024xf32>
    %cst_85 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %450 = stablehlo.multiply %449, %448 : tensor<8x128x1024xf32>
    %451 = stablehlo.tanh %450 : tensor<8x128x1024xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %453 = stablehlo.add %452, %451 : tensor<8x128x1024xf32>
    %cst_87 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %455 = stablehlo.multiply %454, %453 : tensor<8x128x1024xf32>
    %456 = stablehlo.multiply %443, %455 : tensor<8x128x1024xf32>
    %457 = stablehlo.dot_general %456, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x256xf32>) -> tensor<8x128x256xf32>
    %458 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %460 = stablehlo.add %457, %459 : tensor<8x128x256xf32>
    %461 = stablehlo.add %415, %460 : tensor<8x128x256xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%461 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_89 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %465 = stablehlo.divide %463, %464 : tensor<8x128x1xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %467 = stablehlo.subtract %461, %466 : tensor<8x128x256xf32>
    %468 = stablehlo.multiply %467, %467 : tensor<8x128x256xf32>
    %cst_90 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %470 = stablehlo.multiply %469, %467 : tensor<8x128x256xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%468 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_92 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %474 = stablehlo.divide %472, %473 : tensor<8x128x1xf32>
    %475 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %476 = stablehlo.subtract %461, %475 : tensor<8x128x256xf32>
    %cst_93 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %478 = stablehlo.add %474, %477 : tensor<8x128x1xf32>
    %479 = stablehlo.rsqrt %478 : tensor<8x128x1xf32>
    %480 = stablehlo.divide %479, %478 : tensor<8x128x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %482 = stablehlo.multiply %481, %480 : tensor<8x128x1xf32>
    %483 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %484 = stablehlo.multiply %476, %483 : tensor<8x128x256xf32>
    %485 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %487 = stablehlo.multiply %484, %486 : tensor<8x128x256xf32>
    %488 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %490 = stablehlo.add %487, %489 : tensor<8x128x256xf32>
    %491 = stablehlo.dot_general %490, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x2048xf32>) -> tensor<8x128x2048xf32>
    %cst_95 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_95) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %494 = stablehlo.maximum %493, %492 : tensor<8x128xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2048xf32>
    %497 = stablehlo.subtract %491, %496 : tensor<8x128x2048xf32>
    %498 = stablehlo.exponential %497 : tensor<8x128x2048xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<8x128xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %501 = stablehlo.log %500 : tensor<8x128x1xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2048xf32>
    %503 = stablehlo.subtract %497, %502 : tensor<8x128x2048xf32>
    %504 = stablehlo.broadcast_in_dim %arg54, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %505 = stablehlo.iota dim = 2 : tensor<1x1x2048xi32>
    %506 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x2048xi32>
    %507 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2] : (tensor<1x1x2048xi32>) -> tensor<8x128x2048xi32>
    %508 = stablehlo.compare EQ, %506, %507, SIGNED : (tensor<8x128x2048xi32>, tensor<8x128x2048xi32>) -> tensor<8x128x2048xi1>
    %509 = stablehlo.convert %508 : (tensor<8x128x2048xi1>) -> tensor<8x128x2048xf32>
    %510 = stablehlo.multiply %509, %503 : tensor<8x128x2048xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.reduce(%511 init: %cst_99) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %513 = stablehlo.divide %512, %cst_100 : tensor<f32>
    %514 = stablehlo.negate %513 : tensor<f32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %515 = stablehlo.negate %cst_101 : tensor<f32>
    %cst_102 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %516 = stablehlo.divide %515, %cst_102 : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x2048xf32>
    %519 = stablehlo.multiply %509, %518 : tensor<8x128x2048xf32>
    %520 = stablehlo.negate %519 : tensor<8x128x2048xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%520 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<8x128xf32>
    %522 = stablehlo.reshape %521 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %523 = stablehlo.divide %522, %500 : tensor<8x128x1xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%523 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x2048xf32>
    %526 = stablehlo.multiply %525, %498 : tensor<8x128x2048xf32>
    %527 = stablehlo.add %519, %526 : tensor<8x128x2048xf32>
    %528 = stablehlo.dot_general %527, %490, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<8x128x256xf32>) -> tensor<2048x256xf32>
    %529 = stablehlo.transpose %528, dims = [1, 0] : (tensor<2048x256xf32>) -> tensor<256x2048xf32>
    %530 = stablehlo.dot_general %527, %arg48, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<256x2048xf32>) -> tensor<8x128x256xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%530 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %532 = stablehlo.reshape %531 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %534 = stablehlo.multiply %484, %530 : tensor<8x128x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%534 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %536 = stablehlo.reshape %535 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %537 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %538 = stablehlo.multiply %530, %537 : tensor<8x128x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%536 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %540 = stablehlo.multiply %476, %538 : tensor<8x128x256xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%540 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %542 = stablehlo.reshape %541 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %543 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %544 = stablehlo.multiply %538, %543 : tensor<8x128x256xf32>
    %545 = stablehlo.multiply %542, %482 : tensor<8x128x1xf32>
    %546 = stablehlo.negate %544 : tensor<8x128x256xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%546 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %548 = stablehlo.reshape %547 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_111 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %550 = stablehlo.divide %545, %549 : tensor<8x128x1xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%550 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %553 = stablehlo.multiply %552, %470 : tensor<8x128x256xf32>
    %554 = stablehlo.negate %553 : tensor<8x128x256xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%554 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %556 = stablehlo.reshape %555 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %557 = stablehlo.add %544, %553 : tensor<8x128x256xf32>
    %558 = stablehlo.add %548, %556 : tensor<8x128x1xf32>
    %cst_114 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %560 = stablehlo.divide %558, %559 : tensor<8x128x1xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.reduce(%560 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %563 = stablehlo.add %557, %562 : tensor<8x128x256xf32>
    %564:13 = stablehlo.optimization_barrier %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg46, %arg47, %348, %563 : tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.reduce(%564#11 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_117 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %568 = stablehlo.divide %566, %567 : tensor<8x128x1xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %570 = stablehlo.subtract %564#11, %569 : tensor<8x128x256xf32>
    %571 = stablehlo.multiply %570, %570 : tensor<8x128x256xf32>
    %cst_118 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %573 = stablehlo.multiply %572, %570 : tensor<8x128x256xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%571 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_120 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %577 = stablehlo.divide %575, %576 : tensor<8x128x1xf32>
    %578 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %579 = stablehlo.subtract %564#11, %578 : tensor<8x128x256xf32>
    %cst_121 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %581 = stablehlo.add %577, %580 : tensor<8x128x1xf32>
    %582 = stablehlo.rsqrt %581 : tensor<8x128x1xf32>
    %583 = stablehlo.divide %582, %581 : tensor<8x128x1xf32>
    %cst_122 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %585 = stablehlo.multiply %584, %583 : tensor<8x128x1xf32>
    %586 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %587 = stablehlo.multiply %579, %586 : tensor<8x128x256xf32>
    %588 = stablehlo.broadcast_in_dim %564#5, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %590 = stablehlo.multiply %587, %589 : tensor<8x128x256xf32>
    %591 = stablehlo.broadcast_in_dim %564#4, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %593 = stablehlo.add %590, %592 : tensor<8x128x256xf32>
    %594 = stablehlo.dot_general %593, %564#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %595 = stablehlo.broadcast_in_dim %564#1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %597 = stablehlo.add %594, %596 : tensor<8x128x768xf32>
    %598 = stablehlo.slice %597 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %599 = stablehlo.slice %597 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %600 = stablehlo.slice %597 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %601 = stablehlo.reshape %598 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %602 = stablehlo.reshape %599 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %603 = stablehlo.reshape %600 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %604 = stablehlo.dot_general %601, %602, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_123 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %606 = stablehlo.divide %604, %605 : tensor<8x4x128x128xf32>
    %c_124 = stablehlo.constant dense<true> : tensor<i1>
    %607 = stablehlo.broadcast_in_dim %c_124, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %608 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_125 = stablehlo.constant dense<0> : tensor<i32>
    %609 = stablehlo.broadcast_in_dim %c_125, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %610 = stablehlo.add %608, %609 : tensor<128x128xi32>
    %611 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %612 = stablehlo.compare GE, %610, %611, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_126 = stablehlo.constant dense<false> : tensor<i1>
    %613 = stablehlo.broadcast_in_dim %c_126, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %614 = stablehlo.select %612, %607, %613 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_127 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %616 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %617 = stablehlo.select %615, %606, %616 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_128 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %618 = stablehlo.reduce(%617 init: %cst_128) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_129 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %620 = stablehlo.maximum %619, %618 : tensor<8x4x128xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %622 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %623 = stablehlo.subtract %617, %622 : tensor<8x4x128x128xf32>
    %624 = stablehlo.exponential %623 : tensor<8x4x128x128xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_130) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %627 = stablehlo.broadcast_in_dim %626, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %628 = stablehlo.divide %624, %627 : tensor<8x4x128x128xf32>
    %629 = stablehlo.multiply %626, %626 : tensor<8x4x128x1xf32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %631 = stablehlo.divide %630, %629 : tensor<8x4x128x1xf32>
    %632 = stablehlo.dot_general %603, %628, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %633 = stablehlo.transpose %632, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %634 = stablehlo.reshape %633 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %635 = stablehlo.dot_general %634, %564#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %636 = stablehlo.broadcast_in_dim %564#0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %638 = stablehlo.add %635, %637 : tensor<8x128x256xf32>
    %639 = stablehlo.add %564#11, %638 : tensor<8x128x256xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%639 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_133 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %643 = stablehlo.divide %641, %642 : tensor<8x128x1xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %645 = stablehlo.subtract %639, %644 : tensor<8x128x256xf32>
    %646 = stablehlo.multiply %645, %645 : tensor<8x128x256xf32>
    %cst_134 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %648 = stablehlo.multiply %647, %645 : tensor<8x128x256xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %649 = stablehlo.reduce(%646 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_136 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %652 = stablehlo.divide %650, %651 : tensor<8x128x1xf32>
    %653 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %654 = stablehlo.subtract %639, %653 : tensor<8x128x256xf32>
    %cst_137 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %656 = stablehlo.add %652, %655 : tensor<8x128x1xf32>
    %657 = stablehlo.rsqrt %656 : tensor<8x128x1xf32>
    %658 = stablehlo.divide %657, %656 : tensor<8x128x1xf32>
    %cst_138 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %660 = stablehlo.multiply %659, %658 : tensor<8x128x1xf32>
    %661 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %662 = stablehlo.multiply %654, %661 : tensor<8x128x256xf32>
    %663 = stablehlo.broadcast_in_dim %564#7, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %665 = stablehlo.multiply %662, %664 : tensor<8x128x256xf32>
    %666 = stablehlo.broadcast_in_dim %564#6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %668 = stablehlo.add %665, %667 : tensor<8x128x256xf32>
    %669 = stablehlo.dot_general %668, %564#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %670 = stablehlo.broadcast_in_dim %564#8, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %672 = stablehlo.add %669, %671 : tensor<8x128x1024xf32>
    %673 = stablehlo.multiply %672, %672 : tensor<8x128x1024xf32>
    %674 = stablehlo.multiply %673, %672 : tensor<8x128x1024xf32>
    %675 = stablehlo.multiply %672, %672 : tensor<8x128x1024xf32>
    %cst_139 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %677 = stablehlo.multiply %676, %675 : tensor<8x128x1024xf32>
    %cst_140 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %679 = stablehlo.multiply %678, %674 : tensor<8x128x1024xf32>
    %680 = stablehlo.add %672, %679 : tensor<8x128x1024xf32>
    %cst_141 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %682 = stablehlo.multiply %681, %680 : tensor<8x128x1024xf32>
    %683 = stablehlo.tanh %682 : tensor<8x128x1024xf32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %685 = stablehlo.subtract %684, %683 : tensor<8x128x1024xf32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %687 = stablehlo.add %686, %683 : tensor<8x128x1024xf32>
    %cst_144 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %689 = stablehlo.multiply %688, %687 : tensor<8x128x1024xf32>
    %690 = stablehlo.multiply %672, %689 : tensor<8x128x1024xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %691 = stablehlo.reduce(%564#12 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %692 = stablehlo.reshape %691 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %693 = stablehlo.reduce(%692 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %694 = stablehlo.dot_general %564#12, %690, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %695 = stablehlo.transpose %694, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %696 = stablehlo.dot_general %564#12, %564#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %697 = stablehlo.multiply %672, %696 : tensor<8x128x1024xf32>
    %698 = stablehlo.multiply %696, %689 : tensor<8x128x1024xf32>
    %cst_147 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %700 = stablehlo.multiply %699, %697 : tensor<8x128x1024xf32>
    %701 = stablehlo.multiply %700, %685 : tensor<8x128x1024xf32>
    %702 = stablehlo.multiply %701, %683 : tensor<8x128x1024xf32>
    %703 = stablehlo.add %701, %702 : tensor<8x128x1024xf32>
    %cst_148 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %705 = stablehlo.multiply %704, %703 : tensor<8x128x1024xf32>
    %706 = stablehlo.add %698, %705 : tensor<8x128x1024xf32>
    %cst_149 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %708 = stablehlo.multiply %707, %705 : tensor<8x128x1024xf32>
    %709 = stablehlo.multiply %708, %677 : tensor<8x128x1024xf32>
    %710 = stablehlo.add %706, %709 : tensor<8x128x1024xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%710 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %712 = stablehlo.reshape %711 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.reduce(%712 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %714 = stablehlo.dot_general %710, %668, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %715 = stablehlo.transpose %714, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %716 = stablehlo.dot_general %710, %564#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.reduce(%716 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %718 = stablehlo.reshape %717 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %719 = stablehlo.reduce(%718 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %720 = stablehlo.multiply %662, %716 : tensor<8x128x256xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.reduce(%720 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %722 = stablehlo.reshape %721 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %723 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %724 = stablehlo.multiply %716, %723 : tensor<8x128x256xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%722 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %726 = stablehlo.multiply %654, %724 : tensor<8x128x256xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.reduce(%726 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %728 = stablehlo.reshape %727 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %729 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %730 = stablehlo.multiply %724, %729 : tensor<8x128x256xf32>
    %731 = stablehlo.multiply %728, %660 : tensor<8x128x1xf32>
    %732 = stablehlo.negate %730 : tensor<8x128x256xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.reduce(%732 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %734 = stablehlo.reshape %733 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %735 = stablehlo.add %564#12, %730 : tensor<8x128x256xf32>
    %cst_158 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %737 = stablehlo.divide %731, %736 : tensor<8x128x1xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %738 = stablehlo.reduce(%737 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %740 = stablehlo.multiply %739, %648 : tensor<8x128x256xf32>
    %741 = stablehlo.negate %740 : tensor<8x128x256xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%741 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %743 = stablehlo.reshape %742 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %744 = stablehlo.add %735, %740 : tensor<8x128x256xf32>
    %745 = stablehlo.add %734, %743 : tensor<8x128x1xf32>
    %cst_161 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %747 = stablehlo.divide %745, %746 : tensor<8x128x1xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %748 = stablehlo.reduce(%747 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %750 = stablehlo.add %744, %749 : tensor<8x128x256xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %751 = stablehlo.reduce(%750 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %752 = stablehlo.reshape %751 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %753 = stablehlo.reduce(%752 init: %cst_164) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %754 = stablehlo.dot_general %750, %634, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %755 = stablehlo.transpose %754, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %756 = stablehlo.dot_general %750, %564#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %757 = stablehlo.reshape %756 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %758 = stablehlo.transpose %757, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %759 = stablehlo.dot_general %758, %603, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %760 = stablehlo.dot_general %758, %628, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %761 = stablehlo.transpose %760, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %762 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %763 = stablehlo.multiply %759, %762 : tensor<8x4x128x128xf32>
    %764 = stablehlo.multiply %763, %624 : tensor<8x4x128x128xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_165) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %766 = stablehlo.reshape %765 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %767 = stablehlo.negate %766 : tensor<8x4x128x1xf32>
    %768 = stablehlo.broadcast_in_dim %626, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %769 = stablehlo.divide %759, %768 : tensor<8x4x128x128xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.reduce(%767 init: %cst_166) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %772 = stablehlo.add %769, %771 : tensor<8x4x128x128xf32>
    %773 = stablehlo.multiply %772, %624 : tensor<8x4x128x128xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %775 = stablehlo.select %615, %773, %774 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_168 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %777 = stablehlo.divide %775, %776 : tensor<8x4x128x128xf32>
    %778 = stablehlo.dot_general %777, %601, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %779 = stablehlo.transpose %778, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %780 = stablehlo.dot_general %777, %602, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %781 = stablehlo.transpose %780, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %782 = stablehlo.reshape %761 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %783 = stablehlo.reshape %779 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %784 = stablehlo.reshape %781 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %785 = stablehlo.concatenate %784, %783, %782, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %786 = stablehlo.reduce(%785 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %787 = stablehlo.reshape %786 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.reduce(%787 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %789 = stablehlo.dot_general %785, %593, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %790 = stablehlo.transpose %789, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %791 = stablehlo.dot_general %785, %564#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %792 = stablehlo.reduce(%791 init: %cst_171) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %793 = stablehlo.reshape %792 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %794 = stablehlo.reduce(%793 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %795 = stablehlo.multiply %587, %791 : tensor<8x128x256xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.reduce(%795 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %797 = stablehlo.reshape %796 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %798 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %799 = stablehlo.multiply %791, %798 : tensor<8x128x256xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.reduce(%797 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %801 = stablehlo.multiply %579, %799 : tensor<8x128x256xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %802 = stablehlo.reduce(%801 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %803 = stablehlo.reshape %802 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %804 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %805 = stablehlo.multiply %799, %804 : tensor<8x128x256xf32>
    %806 = stablehlo.multiply %803, %585 : tensor<8x128x1xf32>
    %807 = stablehlo.negate %805 : tensor<8x128x256xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %808 = stablehlo.reduce(%807 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %809 = stablehlo.reshape %808 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %810 = stablehlo.add %750, %805 : tensor<8x128x256xf32>
    %cst_177 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %812 = stablehlo.divide %806, %811 : tensor<8x128x1xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %813 = stablehlo.reduce(%812 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %814 = stablehlo.broadcast_in_dim %813, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %815 = stablehlo.multiply %814, %573 : tensor<8x128x256xf32>
    %816 = stablehlo.negate %815 : tensor<8x128x256xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %817 = stablehlo.reduce(%816 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %818 = stablehlo.reshape %817 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %819 = stablehlo.add %810, %815 : tensor<8x128x256xf32>
    %820 = stablehlo.add %809, %818 : tensor<8x128x1xf32>
    %cst_180 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %822 = stablehlo.divide %820, %821 : tensor<8x128x1xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %823 = stablehlo.reduce(%822 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %824 = stablehlo.broadcast_in_dim %823, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %825 = stablehlo.add %819, %824 : tensor<8x128x256xf32>
    %826:13 = stablehlo.optimization_barrier %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg34, %arg35, %235, %825 : tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.reduce(%826#11 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_183 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %830 = stablehlo.divide %828, %829 : tensor<8x128x1xf32>
    %831 = stablehlo.broadcast_in_dim %830, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %832 = stablehlo.subtract %826#11, %831 : tensor<8x128x256xf32>
    %833 = stablehlo.multiply %832, %832 : tensor<8x128x256xf32>
    %cst_184 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %835 = stablehlo.multiply %834, %832 : tensor<8x128x256xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %836 = stablehlo.reduce(%833 init: %cst_185) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_186 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %839 = stablehlo.divide %837, %838 : tensor<8x128x1xf32>
    %840 = stablehlo.broadcast_in_dim %830, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %841 = stablehlo.subtract %826#11, %840 : tensor<8x128x256xf32>
    %cst_187 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %843 = stablehlo.add %839, %842 : tensor<8x128x1xf32>
    %844 = stablehlo.rsqrt %843 : tensor<8x128x1xf32>
    %845 = stablehlo.divide %844, %843 : tensor<8x128x1xf32>
    %cst_188 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %847 = stablehlo.multiply %846, %845 : tensor<8x128x1xf32>
    %848 = stablehlo.broadcast_in_dim %844, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %849 = stablehlo.multiply %841, %848 : tensor<8x128x256xf32>
    %850 = stablehlo.broadcast_in_dim %826#5, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %851 = stablehlo.broadcast_in_dim %850, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %852 = stablehlo.multiply %849, %851 : tensor<8x128x256xf32>
    %853 = stablehlo.broadcast_in_dim %826#4, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %855 = stablehlo.add %852, %854 : tensor<8x128x256xf32>
    %856 = stablehlo.dot_general %855, %826#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %857 = stablehlo.broadcast_in_dim %826#1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %859 = stablehlo.add %856, %858 : tensor<8x128x768xf32>
    %860 = stablehlo.slice %859 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %861 = stablehlo.slice %859 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %862 = stablehlo.slice %859 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %863 = stablehlo.reshape %860 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %864 = stablehlo.reshape %861 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %865 = stablehlo.reshape %862 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %866 = stablehlo.dot_general %863, %864, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_189 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %868 = stablehlo.divide %866, %867 : tensor<8x4x128x128xf32>
    %c_190 = stablehlo.constant dense<true> : tensor<i1>
    %869 = stablehlo.broadcast_in_dim %c_190, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %870 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_191 = stablehlo.constant dense<0> : tensor<i32>
    %871 = stablehlo.broadcast_in_dim %c_191, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %872 = stablehlo.add %870, %871 : tensor<128x128xi32>
    %873 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %874 = stablehlo.compare GE, %872, %873, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_192 = stablehlo.constant dense<false> : tensor<i1>
    %875 = stablehlo.broadcast_in_dim %c_192, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %876 = stablehlo.select %874, %869, %875 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_193 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %878 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %879 = stablehlo.select %877, %868, %878 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_194 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %880 = stablehlo.reduce(%879 init: %cst_194) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_195 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %882 = stablehlo.maximum %881, %880 : tensor<8x4x128xf32>
    %883 = stablehlo.broadcast_in_dim %882, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %884 = stablehlo.broadcast_in_dim %883, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %885 = stablehlo.subtract %879, %884 : tensor<8x4x128x128xf32>
    %886 = stablehlo.exponential %885 : tensor<8x4x128x128xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %887 = stablehlo.reduce(%886 init: %cst_196) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %888 = stablehlo.broadcast_in_dim %887, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %890 = stablehlo.divide %886, %889 : tensor<8x4x128x128xf32>
    %891 = stablehlo.multiply %888, %888 : tensor<8x4x128x1xf32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %893 = stablehlo.divide %892, %891 : tensor<8x4x128x1xf32>
    %894 = stablehlo.dot_general %865, %890, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %895 = stablehlo.transpose %894, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %896 = stablehlo.reshape %895 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %897 = stablehlo.dot_general %896, %826#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %898 = stablehlo.broadcast_in_dim %826#0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %899 = stablehlo.broadcast_in_dim %898, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %900 = stablehlo.add %897, %899 : tensor<8x128x256xf32>
    %901 = stablehlo.add %826#11, %900 : tensor<8x128x256xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %902 = stablehlo.reduce(%901 init: %cst_198) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_199 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %905 = stablehlo.divide %903, %904 : tensor<8x128x1xf32>
    %906 = stablehlo.broadcast_in_dim %905, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %907 = stablehlo.subtract %901, %906 : tensor<8x128x256xf32>
    %908 = stablehlo.multiply %907, %907 : tensor<8x128x256xf32>
    %cst_200 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %910 = stablehlo.multiply %909, %907 : tensor<8x128x256xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %911 = stablehlo.reduce(%908 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %912 = stablehlo.broadcast_in_dim %911, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_202 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %914 = stablehlo.divide %912, %913 : tensor<8x128x1xf32>
    %915 = stablehlo.broadcast_in_dim %905, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %916 = stablehlo.subtract %901, %915 : tensor<8x128x256xf32>
    %cst_203 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %918 = stablehlo.add %914, %917 : tensor<8x128x1xf32>
    %919 = stablehlo.rsqrt %918 : tensor<8x128x1xf32>
    %920 = stablehlo.divide %919, %918 : tensor<8x128x1xf32>
    %cst_204 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %922 = stablehlo.multiply %921, %920 : tensor<8x128x1xf32>
    %923 = stablehlo.broadcast_in_dim %919, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %924 = stablehlo.multiply %916, %923 : tensor<8x128x256xf32>
    %925 = stablehlo.broadcast_in_dim %826#7, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %927 = stablehlo.multiply %924, %926 : tensor<8x128x256xf32>
    %928 = stablehlo.broadcast_in_dim %826#6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %929 = stablehlo.broadcast_in_dim %928, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %930 = stablehlo.add %927, %929 : tensor<8x128x256xf32>
    %931 = stablehlo.dot_general %930, %826#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %932 = stablehlo.broadcast_in_dim %826#8, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %934 = stablehlo.add %931, %933 : tensor<8x128x1024xf32>
    %935 = stablehlo.multiply %934, %934 : tensor<8x128x1024xf32>
    %936 = stablehlo.multiply %935, %934 : tensor<8x128x1024xf32>
    %937 = stablehlo.multiply %934, %934 : tensor<8x128x1024xf32>
    %cst_205 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %939 = stablehlo.multiply %938, %937 : tensor<8x128x1024xf32>
    %cst_206 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %941 = stablehlo.multiply %940, %936 : tensor<8x128x1024xf32>
    %942 = stablehlo.add %934, %941 : tensor<8x128x1024xf32>
    %cst_207 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %944 = stablehlo.multiply %943, %942 : tensor<8x128x1024xf32>
    %945 = stablehlo.tanh %944 : tensor<8x128x1024xf32>
    %cst_208 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %947 = stablehlo.subtract %946, %945 : tensor<8x128x1024xf32>
    %cst_209 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %949 = stablehlo.add %948, %945 : tensor<8x128x1024xf32>
    %cst_210 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %951 = stablehlo.multiply %950, %949 : tensor<8x128x1024xf32>
    %952 = stablehlo.multiply %934, %951 : tensor<8x128x1024xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %953 = stablehlo.reduce(%826#12 init: %cst_211) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %954 = stablehlo.reshape %953 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %955 = stablehlo.reduce(%954 init: %cst_212) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %956 = stablehlo.dot_general %826#12, %952, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %957 = stablehlo.transpose %956, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %958 = stablehlo.dot_general %826#12, %826#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %959 = stablehlo.multiply %934, %958 : tensor<8x128x1024xf32>
    %960 = stablehlo.multiply %958, %951 : tensor<8x128x1024xf32>
    %cst_213 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %962 = stablehlo.multiply %961, %959 : tensor<8x128x1024xf32>
    %963 = stablehlo.multiply %962, %947 : tensor<8x128x1024xf32>
    %964 = stablehlo.multiply %963, %945 : tensor<8x128x1024xf32>
    %965 = stablehlo.add %963, %964 : tensor<8x128x1024xf32>
    %cst_214 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %967 = stablehlo.multiply %966, %965 : tensor<8x128x1024xf32>
    %968 = stablehlo.add %960, %967 : tensor<8x128x1024xf32>
    %cst_215 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %970 = stablehlo.multiply %969, %967 : tensor<8x128x1024xf32>
    %971 = stablehlo.multiply %970, %939 : tensor<8x128x1024xf32>
    %972 = stablehlo.add %968, %971 : tensor<8x128x1024xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %973 = stablehlo.reduce(%972 init: %cst_216) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %974 = stablehlo.reshape %973 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %975 = stablehlo.reduce(%974 init: %cst_217) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %976 = stablehlo.dot_general %972, %930, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %977 = stablehlo.transpose %976, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %978 = stablehlo.dot_general %972, %826#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.reduce(%978 init: %cst_218) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %980 = stablehlo.reshape %979 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %981 = stablehlo.reduce(%980 init: %cst_219) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %982 = stablehlo.multiply %924, %978 : tensor<8x128x256xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %983 = stablehlo.reduce(%982 init: %cst_220) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %984 = stablehlo.reshape %983 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %985 = stablehlo.broadcast_in_dim %925, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %986 = stablehlo.multiply %978, %985 : tensor<8x128x256xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %987 = stablehlo.reduce(%984 init: %cst_221) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %988 = stablehlo.multiply %916, %986 : tensor<8x128x256xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %989 = stablehlo.reduce(%988 init: %cst_222) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %990 = stablehlo.reshape %989 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %991 = stablehlo.broadcast_in_dim %919, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %992 = stablehlo.multiply %986, %991 : tensor<8x128x256xf32>
    %993 = stablehlo.multiply %990, %922 : tensor<8x128x1xf32>
    %994 = stablehlo.negate %992 : tensor<8x128x256xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %995 = stablehlo.reduce(%994 init: %cst_223) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %996 = stablehlo.reshape %995 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %997 = stablehlo.add %826#12, %992 : tensor<8x128x256xf32>
    %cst_224 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %999 = stablehlo.divide %993, %998 : tensor<8x128x1xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1000 = stablehlo.reduce(%999 init: %cst_225) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1001 = stablehlo.broadcast_in_dim %1000, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1002 = stablehlo.multiply %1001, %910 : tensor<8x128x256xf32>
    %1003 = stablehlo.negate %1002 : tensor<8x128x256xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1004 = stablehlo.reduce(%1003 init: %cst_226) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1005 = stablehlo.reshape %1004 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1006 = stablehlo.add %997, %1002 : tensor<8x128x256xf32>
    %1007 = stablehlo.add %996, %1005 : tensor<8x128x1xf32>
    %cst_227 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1009 = stablehlo.divide %1007, %1008 : tensor<8x128x1xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1010 = stablehlo.reduce(%1009 init: %cst_228) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1011 = stablehlo.broadcast_in_dim %1010, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1012 = stablehlo.add %1006, %1011 : tensor<8x128x256xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1013 = stablehlo.reduce(%1012 init: %cst_229) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1014 = stablehlo.reshape %1013 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1015 = stablehlo.reduce(%1014 init: %cst_230) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1016 = stablehlo.dot_general %1012, %896, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1017 = stablehlo.transpose %1016, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1018 = stablehlo.dot_general %1012, %826#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1019 = stablehlo.reshape %1018 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1020 = stablehlo.transpose %1019, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1021 = stablehlo.dot_general %1020, %865, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1022 = stablehlo.dot_general %1020, %890, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1023 = stablehlo.transpose %1022, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1024 = stablehlo.broadcast_in_dim %893, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1025 = stablehlo.multiply %1021, %1024 : tensor<8x4x128x128xf32>
    %1026 = stablehlo.multiply %1025, %886 : tensor<8x4x128x128xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1027 = stablehlo.reduce(%1026 init: %cst_231) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1028 = stablehlo.reshape %1027 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1029 = stablehlo.negate %1028 : tensor<8x4x128x1xf32>
    %1030 = stablehlo.broadcast_in_dim %888, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1031 = stablehlo.divide %1021, %1030 : tensor<8x4x128x128xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1032 = stablehlo.reduce(%1029 init: %cst_232) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1033 = stablehlo.broadcast_in_dim %1032, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1034 = stablehlo.add %1031, %1033 : tensor<8x4x128x128xf32>
    %1035 = stablehlo.multiply %1034, %886 : tensor<8x4x128x128xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1037 = stablehlo.select %877, %1035, %1036 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_234 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1039 = stablehlo.divide %1037, %1038 : tensor<8x4x128x128xf32>
    %1040 = stablehlo.dot_general %1039, %863, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1041 = stablehlo.transpose %1040, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1042 = stablehlo.dot_general %1039, %864, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1043 = stablehlo.transpose %1042, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1044 = stablehlo.reshape %1023 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1045 = stablehlo.reshape %1041 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1046 = stablehlo.reshape %1043 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1047 = stablehlo.concatenate %1046, %1045, %1044, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1048 = stablehlo.reduce(%1047 init: %cst_235) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1049 = stablehlo.reshape %1048 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1050 = stablehlo.reduce(%1049 init: %cst_236) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1051 = stablehlo.dot_general %1047, %855, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %1052 = stablehlo.transpose %1051, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %1053 = stablehlo.dot_general %1047, %826#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1054 = stablehlo.reduce(%1053 init: %cst_237) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1055 = stablehlo.reshape %1054 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1056 = stablehlo.reduce(%1055 init: %cst_238) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1057 = stablehlo.multiply %849, %1053 : tensor<8x128x256xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1058 = stablehlo.reduce(%1057 init: %cst_239) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1059 = stablehlo.reshape %1058 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1060 = stablehlo.broadcast_in_dim %850, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1061 = stablehlo.multiply %1053, %1060 : tensor<8x128x256xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1062 = stablehlo.reduce(%1059 init: %cst_240) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1063 = stablehlo.multiply %841, %1061 : tensor<8x128x256xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1064 = stablehlo.reduce(%1063 init: %cst_241) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1065 = stablehlo.reshape %1064 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1066 = stablehlo.broadcast_in_dim %844, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1067 = stablehlo.multiply %1061, %1066 : tensor<8x128x256xf32>
    %1068 = stablehlo.multiply %1065, %847 : tensor<8x128x1xf32>
    %1069 = stablehlo.negate %1067 : tensor<8x128x256xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1070 = stablehlo.reduce(%1069 init: %cst_242) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1071 = stablehlo.reshape %1070 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1072 = stablehlo.add %1012, %1067 : tensor<8x128x256xf32>
    %cst_243 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1074 = stablehlo.divide %1068, %1073 : tensor<8x128x1xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1075 = stablehlo.reduce(%1074 init: %cst_244) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1076 = stablehlo.broadcast_in_dim %1075, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1077 = stablehlo.multiply %1076, %835 : tensor<8x128x256xf32>
    %1078 = stablehlo.negate %1077 : tensor<8x128x256xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1079 = stablehlo.reduce(%1078 init: %cst_245) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1080 = stablehlo.reshape %1079 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1081 = stablehlo.add %1072, %1077 : tensor<8x128x256xf32>
    %1082 = stablehlo.add %1071, %1080 : tensor<8x128x1xf32>
    %cst_246 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1084 = stablehlo.divide %1082, %1083 : tensor<8x128x1xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1085 = stablehlo.reduce(%1084 init: %cst_247) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1086 = stablehlo.broadcast_in_dim %1085, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1087 = stablehlo.add %1081, %1086 : tensor<8x128x256xf32>
    %1088:13 = stablehlo.optimization_barrier %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg22, %arg23, %122, %1087 : tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1089 = stablehlo.reduce(%1088#11 init: %cst_248) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1090 = stablehlo.broadcast_in_dim %1089, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_249 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1092 = stablehlo.divide %1090, %1091 : tensor<8x128x1xf32>
    %1093 = stablehlo.broadcast_in_dim %1092, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1094 = stablehlo.subtract %1088#11, %1093 : tensor<8x128x256xf32>
    %1095 = stablehlo.multiply %1094, %1094 : tensor<8x128x256xf32>
    %cst_250 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %1097 = stablehlo.multiply %1096, %1094 : tensor<8x128x256xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1098 = stablehlo.reduce(%1095 init: %cst_251) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1099 = stablehlo.broadcast_in_dim %1098, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_252 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1101 = stablehlo.divide %1099, %1100 : tensor<8x128x1xf32>
    %1102 = stablehlo.broadcast_in_dim %1092, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1103 = stablehlo.subtract %1088#11, %1102 : tensor<8x128x256xf32>
    %cst_253 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1105 = stablehlo.add %1101, %1104 : tensor<8x128x1xf32>
    %1106 = stablehlo.rsqrt %1105 : tensor<8x128x1xf32>
    %1107 = stablehlo.divide %1106, %1105 : tensor<8x128x1xf32>
    %cst_254 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<8x128x1xf32>
    %1110 = stablehlo.broadcast_in_dim %1106, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1111 = stablehlo.multiply %1103, %1110 : tensor<8x128x256xf32>
    %1112 = stablehlo.broadcast_in_dim %1088#5, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1113 = stablehlo.broadcast_in_dim %1112, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1114 = stablehlo.multiply %1111, %1113 : tensor<8x128x256xf32>
    %1115 = stablehlo.broadcast_in_dim %1088#4, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1116 = stablehlo.broadcast_in_dim %1115, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1117 = stablehlo.add %1114, %1116 : tensor<8x128x256xf32>
    %1118 = stablehlo.dot_general %1117, %1088#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %1119 = stablehlo.broadcast_in_dim %1088#1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %1121 = stablehlo.add %1118, %1120 : tensor<8x128x768xf32>
    %1122 = stablehlo.slice %1121 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %1123 = stablehlo.slice %1121 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %1124 = stablehlo.slice %1121 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %1125 = stablehlo.reshape %1122 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1126 = stablehlo.reshape %1123 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1127 = stablehlo.reshape %1124 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1128 = stablehlo.dot_general %1125, %1126, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_255 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1130 = stablehlo.divide %1128, %1129 : tensor<8x4x128x128xf32>
    %c_256 = stablehlo.constant dense<true> : tensor<i1>
    %1131 = stablehlo.broadcast_in_dim %c_256, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %1132 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_257 = stablehlo.constant dense<0> : tensor<i32>
    %1133 = stablehlo.broadcast_in_dim %c_257, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %1134 = stablehlo.add %1132, %1133 : tensor<128x128xi32>
    %1135 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %1136 = stablehlo.compare GE, %1134, %1135, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_258 = stablehlo.constant dense<false> : tensor<i1>
    %1137 = stablehlo.broadcast_in_dim %c_258, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %1138 = stablehlo.select %1136, %1131, %1137 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_259 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %1138, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %1140 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1141 = stablehlo.select %1139, %1130, %1140 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_260 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1142 = stablehlo.reduce(%1141 init: %cst_260) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_261 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %1144 = stablehlo.maximum %1143, %1142 : tensor<8x4x128xf32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1146 = stablehlo.broadcast_in_dim %1145, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1147 = stablehlo.subtract %1141, %1146 : tensor<8x4x128x128xf32>
    %1148 = stablehlo.exponential %1147 : tensor<8x4x128x128xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1149 = stablehlo.reduce(%1148 init: %cst_262) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1150 = stablehlo.broadcast_in_dim %1149, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1151 = stablehlo.broadcast_in_dim %1150, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1152 = stablehlo.divide %1148, %1151 : tensor<8x4x128x128xf32>
    %1153 = stablehlo.multiply %1150, %1150 : tensor<8x4x128x1xf32>
    %cst_263 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1154 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %1155 = stablehlo.divide %1154, %1153 : tensor<8x4x128x1xf32>
    %1156 = stablehlo.dot_general %1127, %1152, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1157 = stablehlo.transpose %1156, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1158 = stablehlo.reshape %1157 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1159 = stablehlo.dot_general %1158, %1088#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1160 = stablehlo.broadcast_in_dim %1088#0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1161 = stablehlo.broadcast_in_dim %1160, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1162 = stablehlo.add %1159, %1161 : tensor<8x128x256xf32>
    %1163 = stablehlo.add %1088#11, %1162 : tensor<8x128x256xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1164 = stablehlo.reduce(%1163 init: %cst_264) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_265 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1167 = stablehlo.divide %1165, %1166 : tensor<8x128x1xf32>
    %1168 = stablehlo.broadcast_in_dim %1167, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1169 = stablehlo.subtract %1163, %1168 : tensor<8x128x256xf32>
    %1170 = stablehlo.multiply %1169, %1169 : tensor<8x128x256xf32>
    %cst_266 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %1172 = stablehlo.multiply %1171, %1169 : tensor<8x128x256xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1173 = stablehlo.reduce(%1170 init: %cst_267) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1174 = stablehlo.broadcast_in_dim %1173, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_268 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1176 = stablehlo.divide %1174, %1175 : tensor<8x128x1xf32>
    %1177 = stablehlo.broadcast_in_dim %1167, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1178 = stablehlo.subtract %1163, %1177 : tensor<8x128x256xf32>
    %cst_269 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1180 = stablehlo.add %1176, %1179 : tensor<8x128x1xf32>
    %1181 = stablehlo.rsqrt %1180 : tensor<8x128x1xf32>
    %1182 = stablehlo.divide %1181, %1180 : tensor<8x128x1xf32>
    %cst_270 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1184 = stablehlo.multiply %1183, %1182 : tensor<8x128x1xf32>
    %1185 = stablehlo.broadcast_in_dim %1181, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1186 = stablehlo.multiply %1178, %1185 : tensor<8x128x256xf32>
    %1187 = stablehlo.broadcast_in_dim %1088#7, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1188 = stablehlo.broadcast_in_dim %1187, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1189 = stablehlo.multiply %1186, %1188 : tensor<8x128x256xf32>
    %1190 = stablehlo.broadcast_in_dim %1088#6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1192 = stablehlo.add %1189, %1191 : tensor<8x128x256xf32>
    %1193 = stablehlo.dot_general %1192, %1088#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %1194 = stablehlo.broadcast_in_dim %1088#8, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %1195 = stablehlo.broadcast_in_dim %1194, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %1196 = stablehlo.add %1193, %1195 : tensor<8x128x1024xf32>
    %1197 = stablehlo.multiply %1196, %1196 : tensor<8x128x1024xf32>
    %1198 = stablehlo.multiply %1197, %1196 : tensor<8x128x1024xf32>
    %1199 = stablehlo.multiply %1196, %1196 : tensor<8x128x1024xf32>
    %cst_271 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1201 = stablehlo.multiply %1200, %1199 : tensor<8x128x1024xf32>
    %cst_272 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1202 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1203 = stablehlo.multiply %1202, %1198 : tensor<8x128x1024xf32>
    %1204 = stablehlo.add %1196, %1203 : tensor<8x128x1024xf32>
    %cst_273 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1206 = stablehlo.multiply %1205, %1204 : tensor<8x128x1024xf32>
    %1207 = stablehlo.tanh %1206 : tensor<8x128x1024xf32>
    %cst_274 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1209 = stablehlo.subtract %1208, %1207 : tensor<8x128x1024xf32>
    %cst_275 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1211 = stablehlo.add %1210, %1207 : tensor<8x128x1024xf32>
    %cst_276 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1212 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1213 = stablehlo.multiply %1212, %1211 : tensor<8x128x1024xf32>
    %1214 = stablehlo.multiply %1196, %1213 : tensor<8x128x1024xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1215 = stablehlo.reduce(%1088#12 init: %cst_277) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1216 = stablehlo.reshape %1215 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1217 = stablehlo.reduce(%1216 init: %cst_278) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1218 = stablehlo.dot_general %1088#12, %1214, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %1219 = stablehlo.transpose %1218, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1220 = stablehlo.dot_general %1088#12, %1088#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %1221 = stablehlo.multiply %1196, %1220 : tensor<8x128x1024xf32>
    %1222 = stablehlo.multiply %1220, %1213 : tensor<8x128x1024xf32>
    %cst_279 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1224 = stablehlo.multiply %1223, %1221 : tensor<8x128x1024xf32>
    %1225 = stablehlo.multiply %1224, %1209 : tensor<8x128x1024xf32>
    %1226 = stablehlo.multiply %1225, %1207 : tensor<8x128x1024xf32>
    %1227 = stablehlo.add %1225, %1226 : tensor<8x128x1024xf32>
    %cst_280 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1229 = stablehlo.multiply %1228, %1227 : tensor<8x128x1024xf32>
    %1230 = stablehlo.add %1222, %1229 : tensor<8x128x1024xf32>
    %cst_281 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1232 = stablehlo.multiply %1231, %1229 : tensor<8x128x1024xf32>
    %1233 = stablehlo.multiply %1232, %1201 : tensor<8x128x1024xf32>
    %1234 = stablehlo.add %1230, %1233 : tensor<8x128x1024xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1235 = stablehlo.reduce(%1234 init: %cst_282) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1236 = stablehlo.reshape %1235 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1237 = stablehlo.reduce(%1236 init: %cst_283) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1238 = stablehlo.dot_general %1234, %1192, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1239 = stablehlo.transpose %1238, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1240 = stablehlo.dot_general %1234, %1088#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1241 = stablehlo.reduce(%1240 init: %cst_284) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1243 = stablehlo.reduce(%1242 init: %cst_285) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1244 = stablehlo.multiply %1186, %1240 : tensor<8x128x256xf32>
    %cst_286 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1245 = stablehlo.reduce(%1244 init: %cst_286) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1246 = stablehlo.reshape %1245 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1247 = stablehlo.broadcast_in_dim %1187, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1248 = stablehlo.multiply %1240, %1247 : tensor<8x128x256xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1249 = stablehlo.reduce(%1246 init: %cst_287) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1250 = stablehlo.multiply %1178, %1248 : tensor<8x128x256xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1251 = stablehlo.reduce(%1250 init: %cst_288) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1252 = stablehlo.reshape %1251 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1253 = stablehlo.broadcast_in_dim %1181, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1254 = stablehlo.multiply %1248, %1253 : tensor<8x128x256xf32>
    %1255 = stablehlo.multiply %1252, %1184 : tensor<8x128x1xf32>
    %1256 = stablehlo.negate %1254 : tensor<8x128x256xf32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1257 = stablehlo.reduce(%1256 init: %cst_289) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1258 = stablehlo.reshape %1257 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1259 = stablehlo.add %1088#12, %1254 : tensor<8x128x256xf32>
    %cst_290 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1260 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1261 = stablehlo.divide %1255, %1260 : tensor<8x128x1xf32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1262 = stablehlo.reduce(%1261 init: %cst_291) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1263 = stablehlo.broadcast_in_dim %1262, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1264 = stablehlo.multiply %1263, %1172 : tensor<8x128x256xf32>
    %1265 = stablehlo.negate %1264 : tensor<8x128x256xf32>
    %cst_292 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1266 = stablehlo.reduce(%1265 init: %cst_292) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1267 = stablehlo.reshape %1266 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1268 = stablehlo.add %1259, %1264 : tensor<8x128x256xf32>
    %1269 = stablehlo.add %1258, %1267 : tensor<8x128x1xf32>
    %cst_293 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1271 = stablehlo.divide %1269, %1270 : tensor<8x128x1xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1272 = stablehlo.reduce(%1271 init: %cst_294) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1273 = stablehlo.broadcast_in_dim %1272, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1274 = stablehlo.add %1268, %1273 : tensor<8x128x256xf32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1275 = stablehlo.reduce(%1274 init: %cst_295) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1276 = stablehlo.reshape %1275 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1277 = stablehlo.reduce(%1276 init: %cst_296) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1278 = stablehlo.dot_general %1274, %1158, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1279 = stablehlo.transpose %1278, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1280 = stablehlo.dot_general %1274, %1088#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1281 = stablehlo.reshape %1280 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1282 = stablehlo.transpose %1281, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1283 = stablehlo.dot_general %1282, %1127, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1284 = stablehlo.dot_general %1282, %1152, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1285 = stablehlo.transpose %1284, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1286 = stablehlo.broadcast_in_dim %1155, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1287 = stablehlo.multiply %1283, %1286 : tensor<8x4x128x128xf32>
    %1288 = stablehlo.multiply %1287, %1148 : tensor<8x4x128x128xf32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1289 = stablehlo.reduce(%1288 init: %cst_297) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1290 = stablehlo.reshape %1289 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1291 = stablehlo.negate %1290 : tensor<8x4x128x1xf32>
    %1292 = stablehlo.broadcast_in_dim %1150, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1293 = stablehlo.divide %1283, %1292 : tensor<8x4x128x128xf32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1294 = stablehlo.reduce(%1291 init: %cst_298) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1295 = stablehlo.broadcast_in_dim %1294, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1296 = stablehlo.add %1293, %1295 : tensor<8x4x128x128xf32>
    %1297 = stablehlo.multiply %1296, %1148 : tensor<8x4x128x128xf32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1299 = stablehlo.select %1139, %1297, %1298 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_300 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1301 = stablehlo.divide %1299, %1300 : tensor<8x4x128x128xf32>
    %1302 = stablehlo.dot_general %1301, %1125, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1303 = stablehlo.transpose %1302, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1304 = stablehlo.dot_general %1301, %1126, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1305 = stablehlo.transpose %1304, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1306 = stablehlo.reshape %1285 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1307 = stablehlo.reshape %1303 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1308 = stablehlo.reshape %1305 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1309 = stablehlo.concatenate %1308, %1307, %1306, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1310 = stablehlo.reduce(%1309 init: %cst_301) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1311 = stablehlo.reshape %1310 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1312 = stablehlo.reduce(%1311 init: %cst_302) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1313 = stablehlo.dot_general %1309, %1117, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %1314 = stablehlo.transpose %1313, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %1315 = stablehlo.dot_general %1309, %1088#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1316 = stablehlo.reduce(%1315 init: %cst_303) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1317 = stablehlo.reshape %1316 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1318 = stablehlo.reduce(%1317 init: %cst_304) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1319 = stablehlo.multiply %1111, %1315 : tensor<8x128x256xf32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1320 = stablehlo.reduce(%1319 init: %cst_305) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1321 = stablehlo.reshape %1320 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1322 = stablehlo.broadcast_in_dim %1112, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1323 = stablehlo.multiply %1315, %1322 : tensor<8x128x256xf32>
    %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1324 = stablehlo.reduce(%1321 init: %cst_306) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1325 = stablehlo.multiply %1103, %1323 : tensor<8x128x256xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1326 = stablehlo.reduce(%1325 init: %cst_307) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1327 = stablehlo.reshape %1326 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1328 = stablehlo.broadcast_in_dim %1106, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1329 = stablehlo.multiply %1323, %1328 : tensor<8x128x256xf32>
    %1330 = stablehlo.multiply %1327, %1109 : tensor<8x128x1xf32>
    %1331 = stablehlo.negate %1329 : tensor<8x128x256xf32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1332 = stablehlo.reduce(%1331 init: %cst_308) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1333 = stablehlo.reshape %1332 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1334 = stablehlo.add %1274, %1329 : tensor<8x128x256xf32>
    %cst_309 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1335 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1336 = stablehlo.divide %1330, %1335 : tensor<8x128x1xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1337 = stablehlo.reduce(%1336 init: %cst_310) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1338 = stablehlo.broadcast_in_dim %1337, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1339 = stablehlo.multiply %1338, %1097 : tensor<8x128x256xf32>
    %1340 = stablehlo.negate %1339 : tensor<8x128x256xf32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1341 = stablehlo.reduce(%1340 init: %cst_311) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1342 = stablehlo.reshape %1341 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1343 = stablehlo.add %1334, %1339 : tensor<8x128x256xf32>
    %1344 = stablehlo.add %1333, %1342 : tensor<8x128x1xf32>
    %cst_312 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1346 = stablehlo.divide %1344, %1345 : tensor<8x128x1xf32>
    %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1347 = stablehlo.reduce(%1346 init: %cst_313) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1348 = stablehlo.broadcast_in_dim %1347, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1349 = stablehlo.add %1343, %1348 : tensor<8x128x256xf32>
    %1350:13 = stablehlo.optimization_barrier %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg10, %arg11, %9, %1349 : tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1351 = stablehlo.reduce(%1350#11 init: %cst_314) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1352 = stablehlo.broadcast_in_dim %1351, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_315 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1353 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1354 = stablehlo.divide %1352, %1353 : tensor<8x128x1xf32>
    %1355 = stablehlo.broadcast_in_dim %1354, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1356 = stablehlo.subtract %1350#11, %1355 : tensor<8x128x256xf32>
    %1357 = stablehlo.multiply %1356, %1356 : tensor<8x128x256xf32>
    %cst_316 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1358 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %1359 = stablehlo.multiply %1358, %1356 : tensor<8x128x256xf32>
    %cst_317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1360 = stablehlo.reduce(%1357 init: %cst_317) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1361 = stablehlo.broadcast_in_dim %1360, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_318 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1363 = stablehlo.divide %1361, %1362 : tensor<8x128x1xf32>
    %1364 = stablehlo.broadcast_in_dim %1354, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1365 = stablehlo.subtract %1350#11, %1364 : tensor<8x128x256xf32>
    %cst_319 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1367 = stablehlo.add %1363, %1366 : tensor<8x128x1xf32>
    %1368 = stablehlo.rsqrt %1367 : tensor<8x128x1xf32>
    %1369 = stablehlo.divide %1368, %1367 : tensor<8x128x1xf32>
    %cst_320 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1370 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1371 = stablehlo.multiply %1370, %1369 : tensor<8x128x1xf32>
    %1372 = stablehlo.broadcast_in_dim %1368, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1373 = stablehlo.multiply %1365, %1372 : tensor<8x128x256xf32>
    %1374 = stablehlo.broadcast_in_dim %1350#5, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1375 = stablehlo.broadcast_in_dim %1374, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1376 = stablehlo.multiply %1373, %1375 : tensor<8x128x256xf32>
    %1377 = stablehlo.broadcast_in_dim %1350#4, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1378 = stablehlo.broadcast_in_dim %1377, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1379 = stablehlo.add %1376, %1378 : tensor<8x128x256xf32>
    %1380 = stablehlo.dot_general %1379, %1350#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x768xf32>) -> tensor<8x128x768xf32>
    %1381 = stablehlo.broadcast_in_dim %1350#1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1382 = stablehlo.broadcast_in_dim %1381, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x128x768xf32>
    %1383 = stablehlo.add %1380, %1382 : tensor<8x128x768xf32>
    %1384 = stablehlo.slice %1383 [0:8, 0:128, 0:256] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %1385 = stablehlo.slice %1383 [0:8, 0:128, 256:512] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %1386 = stablehlo.slice %1383 [0:8, 0:128, 512:768] : (tensor<8x128x768xf32>) -> tensor<8x128x256xf32>
    %1387 = stablehlo.reshape %1384 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1388 = stablehlo.reshape %1385 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1389 = stablehlo.reshape %1386 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1390 = stablehlo.dot_general %1387, %1388, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %cst_321 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1392 = stablehlo.divide %1390, %1391 : tensor<8x4x128x128xf32>
    %c_322 = stablehlo.constant dense<true> : tensor<i1>
    %1393 = stablehlo.broadcast_in_dim %c_322, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %1394 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c_323 = stablehlo.constant dense<0> : tensor<i32>
    %1395 = stablehlo.broadcast_in_dim %c_323, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %1396 = stablehlo.add %1394, %1395 : tensor<128x128xi32>
    %1397 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %1398 = stablehlo.compare GE, %1396, %1397, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %c_324 = stablehlo.constant dense<false> : tensor<i1>
    %1399 = stablehlo.broadcast_in_dim %c_324, dims = [] : (tensor<i1>) -> tensor<128x128xi1>
    %1400 = stablehlo.select %1398, %1393, %1399 : tensor<128x128xi1>, tensor<128x128xi1>
    %cst_325 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %1400, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<8x4x128x128xi1>
    %1402 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1403 = stablehlo.select %1401, %1392, %1402 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_326 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1404 = stablehlo.reduce(%1403 init: %cst_326) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_327 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1405 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<8x4x128xf32>
    %1406 = stablehlo.maximum %1405, %1404 : tensor<8x4x128xf32>
    %1407 = stablehlo.broadcast_in_dim %1406, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1408 = stablehlo.broadcast_in_dim %1407, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1409 = stablehlo.subtract %1403, %1408 : tensor<8x4x128x128xf32>
    %1410 = stablehlo.exponential %1409 : tensor<8x4x128x128xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1411 = stablehlo.reduce(%1410 init: %cst_328) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1412 = stablehlo.broadcast_in_dim %1411, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1413 = stablehlo.broadcast_in_dim %1412, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1414 = stablehlo.divide %1410, %1413 : tensor<8x4x128x128xf32>
    %1415 = stablehlo.multiply %1412, %1412 : tensor<8x4x128x1xf32>
    %cst_329 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<8x4x128x1xf32>
    %1417 = stablehlo.divide %1416, %1415 : tensor<8x4x128x1xf32>
    %1418 = stablehlo.dot_general %1389, %1414, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x64xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1419 = stablehlo.transpose %1418, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1420 = stablehlo.reshape %1419 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1421 = stablehlo.dot_general %1420, %1350#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1422 = stablehlo.broadcast_in_dim %1350#0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1423 = stablehlo.broadcast_in_dim %1422, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1424 = stablehlo.add %1421, %1423 : tensor<8x128x256xf32>
    %1425 = stablehlo.add %1350#11, %1424 : tensor<8x128x256xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1426 = stablehlo.reduce(%1425 init: %cst_330) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1427 = stablehlo.broadcast_in_dim %1426, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_331 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1428 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1429 = stablehlo.divide %1427, %1428 : tensor<8x128x1xf32>
    %1430 = stablehlo.broadcast_in_dim %1429, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1431 = stablehlo.subtract %1425, %1430 : tensor<8x128x256xf32>
    %1432 = stablehlo.multiply %1431, %1431 : tensor<8x128x256xf32>
    %cst_332 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %1434 = stablehlo.multiply %1433, %1431 : tensor<8x128x256xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1435 = stablehlo.reduce(%1432 init: %cst_333) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1436 = stablehlo.broadcast_in_dim %1435, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_334 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1438 = stablehlo.divide %1436, %1437 : tensor<8x128x1xf32>
    %1439 = stablehlo.broadcast_in_dim %1429, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1440 = stablehlo.subtract %1425, %1439 : tensor<8x128x256xf32>
    %cst_335 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1441 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1442 = stablehlo.add %1438, %1441 : tensor<8x128x1xf32>
    %1443 = stablehlo.rsqrt %1442 : tensor<8x128x1xf32>
    %1444 = stablehlo.divide %1443, %1442 : tensor<8x128x1xf32>
    %cst_336 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1445 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1446 = stablehlo.multiply %1445, %1444 : tensor<8x128x1xf32>
    %1447 = stablehlo.broadcast_in_dim %1443, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1448 = stablehlo.multiply %1440, %1447 : tensor<8x128x256xf32>
    %1449 = stablehlo.broadcast_in_dim %1350#7, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1450 = stablehlo.broadcast_in_dim %1449, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1451 = stablehlo.multiply %1448, %1450 : tensor<8x128x256xf32>
    %1452 = stablehlo.broadcast_in_dim %1350#6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1453 = stablehlo.broadcast_in_dim %1452, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1454 = stablehlo.add %1451, %1453 : tensor<8x128x256xf32>
    %1455 = stablehlo.dot_general %1454, %1350#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x1024xf32>) -> tensor<8x128x1024xf32>
    %1456 = stablehlo.broadcast_in_dim %1350#8, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %1457 = stablehlo.broadcast_in_dim %1456, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x128x1024xf32>
    %1458 = stablehlo.add %1455, %1457 : tensor<8x128x1024xf32>
    %1459 = stablehlo.multiply %1458, %1458 : tensor<8x128x1024xf32>
    %1460 = stablehlo.multiply %1459, %1458 : tensor<8x128x1024xf32>
    %1461 = stablehlo.multiply %1458, %1458 : tensor<8x128x1024xf32>
    %cst_337 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1463 = stablehlo.multiply %1462, %1461 : tensor<8x128x1024xf32>
    %cst_338 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1465 = stablehlo.multiply %1464, %1460 : tensor<8x128x1024xf32>
    %1466 = stablehlo.add %1458, %1465 : tensor<8x128x1024xf32>
    %cst_339 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1468 = stablehlo.multiply %1467, %1466 : tensor<8x128x1024xf32>
    %1469 = stablehlo.tanh %1468 : tensor<8x128x1024xf32>
    %cst_340 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1471 = stablehlo.subtract %1470, %1469 : tensor<8x128x1024xf32>
    %cst_341 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1472 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1473 = stablehlo.add %1472, %1469 : tensor<8x128x1024xf32>
    %cst_342 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1475 = stablehlo.multiply %1474, %1473 : tensor<8x128x1024xf32>
    %1476 = stablehlo.multiply %1458, %1475 : tensor<8x128x1024xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1477 = stablehlo.reduce(%1350#12 init: %cst_343) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1478 = stablehlo.reshape %1477 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1479 = stablehlo.reduce(%1478 init: %cst_344) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1480 = stablehlo.dot_general %1350#12, %1476, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x1024xf32>) -> tensor<256x1024xf32>
    %1481 = stablehlo.transpose %1480, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %1482 = stablehlo.dot_general %1350#12, %1350#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<1024x256xf32>) -> tensor<8x128x1024xf32>
    %1483 = stablehlo.multiply %1458, %1482 : tensor<8x128x1024xf32>
    %1484 = stablehlo.multiply %1482, %1475 : tensor<8x128x1024xf32>
    %cst_345 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1485 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1486 = stablehlo.multiply %1485, %1483 : tensor<8x128x1024xf32>
    %1487 = stablehlo.multiply %1486, %1471 : tensor<8x128x1024xf32>
    %1488 = stablehlo.multiply %1487, %1469 : tensor<8x128x1024xf32>
    %1489 = stablehlo.add %1487, %1488 : tensor<8x128x1024xf32>
    %cst_346 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1490 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1491 = stablehlo.multiply %1490, %1489 : tensor<8x128x1024xf32>
    %1492 = stablehlo.add %1484, %1491 : tensor<8x128x1024xf32>
    %cst_347 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %1494 = stablehlo.multiply %1493, %1491 : tensor<8x128x1024xf32>
    %1495 = stablehlo.multiply %1494, %1463 : tensor<8x128x1024xf32>
    %1496 = stablehlo.add %1492, %1495 : tensor<8x128x1024xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1497 = stablehlo.reduce(%1496 init: %cst_348) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1498 = stablehlo.reshape %1497 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1499 = stablehlo.reduce(%1498 init: %cst_349) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %1500 = stablehlo.dot_general %1496, %1454, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %1501 = stablehlo.transpose %1500, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %1502 = stablehlo.dot_general %1496, %1350#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<256x1024xf32>) -> tensor<8x128x256xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1503 = stablehlo.reduce(%1502 init: %cst_350) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1504 = stablehlo.reshape %1503 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1505 = stablehlo.reduce(%1504 init: %cst_351) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1506 = stablehlo.multiply %1448, %1502 : tensor<8x128x256xf32>
    %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1507 = stablehlo.reduce(%1506 init: %cst_352) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1508 = stablehlo.reshape %1507 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1509 = stablehlo.broadcast_in_dim %1449, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1510 = stablehlo.multiply %1502, %1509 : tensor<8x128x256xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1511 = stablehlo.reduce(%1508 init: %cst_353) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1512 = stablehlo.multiply %1440, %1510 : tensor<8x128x256xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1513 = stablehlo.reduce(%1512 init: %cst_354) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1514 = stablehlo.reshape %1513 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1515 = stablehlo.broadcast_in_dim %1443, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1516 = stablehlo.multiply %1510, %1515 : tensor<8x128x256xf32>
    %1517 = stablehlo.multiply %1514, %1446 : tensor<8x128x1xf32>
    %1518 = stablehlo.negate %1516 : tensor<8x128x256xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1519 = stablehlo.reduce(%1518 init: %cst_355) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1520 = stablehlo.reshape %1519 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1521 = stablehlo.add %1350#12, %1516 : tensor<8x128x256xf32>
    %cst_356 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1522 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1523 = stablehlo.divide %1517, %1522 : tensor<8x128x1xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1524 = stablehlo.reduce(%1523 init: %cst_357) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1525 = stablehlo.broadcast_in_dim %1524, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1526 = stablehlo.multiply %1525, %1434 : tensor<8x128x256xf32>
    %1527 = stablehlo.negate %1526 : tensor<8x128x256xf32>
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1528 = stablehlo.reduce(%1527 init: %cst_358) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1529 = stablehlo.reshape %1528 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1530 = stablehlo.add %1521, %1526 : tensor<8x128x256xf32>
    %1531 = stablehlo.add %1520, %1529 : tensor<8x128x1xf32>
    %cst_359 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1533 = stablehlo.divide %1531, %1532 : tensor<8x128x1xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1534 = stablehlo.reduce(%1533 init: %cst_360) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1535 = stablehlo.broadcast_in_dim %1534, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1536 = stablehlo.add %1530, %1535 : tensor<8x128x256xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1537 = stablehlo.reduce(%1536 init: %cst_361) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1538 = stablehlo.reshape %1537 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1539 = stablehlo.reduce(%1538 init: %cst_362) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1540 = stablehlo.dot_general %1536, %1420, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<256x256xf32>
    %1541 = stablehlo.transpose %1540, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %1542 = stablehlo.dot_general %1536, %1350#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xf32>, tensor<256x256xf32>) -> tensor<8x128x256xf32>
    %1543 = stablehlo.reshape %1542 : (tensor<8x128x256xf32>) -> tensor<8x128x4x64xf32>
    %1544 = stablehlo.transpose %1543, dims = [0, 2, 3, 1] : (tensor<8x128x4x64xf32>) -> tensor<8x4x64x128xf32>
    %1545 = stablehlo.dot_general %1544, %1389, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x128xf32>
    %1546 = stablehlo.dot_general %1544, %1414, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x128xf32>, tensor<8x4x128x128xf32>) -> tensor<8x4x64x128xf32>
    %1547 = stablehlo.transpose %1546, dims = [0, 3, 1, 2] : (tensor<8x4x64x128xf32>) -> tensor<8x128x4x64xf32>
    %1548 = stablehlo.broadcast_in_dim %1417, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1549 = stablehlo.multiply %1545, %1548 : tensor<8x4x128x128xf32>
    %1550 = stablehlo.multiply %1549, %1410 : tensor<8x4x128x128xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1551 = stablehlo.reduce(%1550 init: %cst_363) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1552 = stablehlo.reshape %1551 : (tensor<8x4x128xf32>) -> tensor<8x4x128x1xf32>
    %1553 = stablehlo.negate %1552 : tensor<8x4x128x1xf32>
    %1554 = stablehlo.broadcast_in_dim %1412, dims = [0, 1, 2, 3] : (tensor<8x4x128x1xf32>) -> tensor<8x4x128x128xf32>
    %1555 = stablehlo.divide %1545, %1554 : tensor<8x4x128x128xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1556 = stablehlo.reduce(%1553 init: %cst_364) applies stablehlo.add across dimensions = [3] : (tensor<8x4x128x1xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %1557 = stablehlo.broadcast_in_dim %1556, dims = [0, 1, 2] : (tensor<8x4x128xf32>) -> tensor<8x4x128x128xf32>
    %1558 = stablehlo.add %1555, %1557 : tensor<8x4x128x128xf32>
    %1559 = stablehlo.multiply %1558, %1410 : tensor<8x4x128x128xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1560 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1561 = stablehlo.select %1401, %1559, %1560 : tensor<8x4x128x128xi1>, tensor<8x4x128x128xf32>
    %cst_366 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<8x4x128x128xf32>
    %1563 = stablehlo.divide %1561, %1562 : tensor<8x4x128x128xf32>
    %1564 = stablehlo.dot_general %1563, %1387, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1565 = stablehlo.transpose %1564, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1566 = stablehlo.dot_general %1563, %1388, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128xf32>, tensor<8x128x4x64xf32>) -> tensor<8x4x128x64xf32>
    %1567 = stablehlo.transpose %1566, dims = [0, 2, 1, 3] : (tensor<8x4x128x64xf32>) -> tensor<8x128x4x64xf32>
    %1568 = stablehlo.reshape %1547 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1569 = stablehlo.reshape %1565 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1570 = stablehlo.reshape %1567 : (tensor<8x128x4x64xf32>) -> tensor<8x128x256xf32>
    %1571 = stablehlo.concatenate %1570, %1569, %1568, dim = 2 : (tensor<8x128x256xf32>, tensor<8x128x256xf32>, tensor<8x128x256xf32>) -> tensor<8x128x768xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1572 = stablehlo.reduce(%1571 init: %cst_367) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1573 = stablehlo.reshape %1572 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1574 = stablehlo.reduce(%1573 init: %cst_368) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1575 = stablehlo.dot_general %1571, %1379, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<8x128x256xf32>) -> tensor<768x256xf32>
    %1576 = stablehlo.transpose %1575, dims = [1, 0] : (tensor<768x256xf32>) -> tensor<256x768xf32>
    %1577 = stablehlo.dot_general %1571, %1350#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x768xf32>, tensor<256x768xf32>) -> tensor<8x128x256xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1578 = stablehlo.reduce(%1577 init: %cst_369) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1579 = stablehlo.reshape %1578 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1580 = stablehlo.reduce(%1579 init: %cst_370) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1581 = stablehlo.multiply %1373, %1577 : tensor<8x128x256xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1582 = stablehlo.reduce(%1581 init: %cst_371) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1583 = stablehlo.reshape %1582 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1584 = stablehlo.broadcast_in_dim %1374, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x128x256xf32>
    %1585 = stablehlo.multiply %1577, %1584 : tensor<8x128x256xf32>
    %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1586 = stablehlo.reduce(%1583 init: %cst_372) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %1587 = stablehlo.multiply %1365, %1585 : tensor<8x128x256xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1588 = stablehlo.reduce(%1587 init: %cst_373) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1589 = stablehlo.reshape %1588 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1590 = stablehlo.broadcast_in_dim %1368, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %1591 = stablehlo.multiply %1585, %1590 : tensor<8x128x256xf32>
    %1592 = stablehlo.multiply %1589, %1371 : tensor<8x128x1xf32>
    %1593 = stablehlo.negate %1591 : tensor<8x128x256xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1594 = stablehlo.reduce(%1593 init: %cst_374) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1595 = stablehlo.reshape %1594 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1596 = stablehlo.add %1536, %1591 : tensor<8x128x256xf32>
    %cst_375 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1597 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1598 = stablehlo.divide %1592, %1597 : tensor<8x128x1xf32>
    %cst_376 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1599 = stablehlo.reduce(%1598 init: %cst_376) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1600 = stablehlo.broadcast_in_dim %1599, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1601 = stablehlo.multiply %1600, %1359 : tensor<8x128x256xf32>
    %1602 = stablehlo.negate %1601 : tensor<8x128x256xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1603 = stablehlo.reduce(%1602 init: %cst_377) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1604 = stablehlo.reshape %1603 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %1605 = stablehlo.add %1596, %1601 : tensor<8x128x256xf32>
    %1606 = stablehlo.add %1595, %1604 : tensor<8x128x1xf32>
    %cst_378 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1607 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %1608 = stablehlo.divide %1606, %1607 : tensor<8x128x1xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1609 = stablehlo.reduce(%1608 init: %cst_379) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1610 = stablehlo.broadcast_in_dim %1609, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %1611 = stablehlo.add %1605, %1610 : tensor<8x128x256xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1612 = stablehlo.reduce(%1611 init: %cst_380) applies stablehlo.add across dimensions = [0] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %1613 = stablehlo.reshape %1612 : (tensor<128x256xf32>) -> tensor<1x128x256xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1614 = stablehlo.reduce(%1613 init: %cst_381) applies stablehlo.add across dimensions = [0] : (tensor<1x128x256xf32>, tensor<f32>) -> tensor<128x256xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1615 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<2048x256xf32>
    %1616 = "stablehlo.scatter"(%1615, %5, %1611) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %1776 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %1776 : tensor<f32>
    }) : (tensor<2048x256xf32>, tensor<8x128x1xi32>, tensor<8x128x256xf32>) -> tensor<2048x256xf32>
    %cst_383 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1617 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1618 = stablehlo.multiply %1617, %1539 : tensor<256xf32>
    %1619 = stablehlo.subtract %arg0, %1618 : tensor<256xf32>
    %cst_384 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1620 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1621 = stablehlo.multiply %1620, %1574 : tensor<768xf32>
    %1622 = stablehlo.subtract %arg1, %1621 : tensor<768xf32>
    %cst_385 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1623 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1624 = stablehlo.multiply %1623, %1541 : tensor<256x256xf32>
    %1625 = stablehlo.subtract %arg2, %1624 : tensor<256x256xf32>
    %cst_386 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1626 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1627 = stablehlo.multiply %1626, %1576 : tensor<256x768xf32>
    %1628 = stablehlo.subtract %arg3, %1627 : tensor<256x768xf32>
    %cst_387 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1629 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1630 = stablehlo.multiply %1629, %1580 : tensor<256xf32>
    %1631 = stablehlo.subtract %arg4, %1630 : tensor<256xf32>
    %cst_388 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1632 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1633 = stablehlo.multiply %1632, %1586 : tensor<256xf32>
    %1634 = stablehlo.subtract %arg5, %1633 : tensor<256xf32>
    %cst_389 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1635 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1636 = stablehlo.multiply %1635, %1505 : tensor<256xf32>
    %1637 = stablehlo.subtract %arg6, %1636 : tensor<256xf32>
    %cst_390 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1638 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1639 = stablehlo.multiply %1638, %1511 : tensor<256xf32>
    %1640 = stablehlo.subtract %arg7, %1639 : tensor<256xf32>
    %cst_391 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1641 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1642 = stablehlo.multiply %1641, %1499 : tensor<1024xf32>
    %1643 = stablehlo.subtract %arg8, %1642 : tensor<1024xf32>
    %cst_392 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1644 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1645 = stablehlo.multiply %1644, %1479 : tensor<256xf32>
    %1646 = stablehlo.subtract %arg9, %1645 : tensor<256xf32>
    %cst_393 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1647 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1648 = stablehlo.multiply %1647, %1501 : tensor<256x1024xf32>
    %1649 = stablehlo.subtract %arg10, %1648 : tensor<256x1024xf32>
    %cst_394 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1650 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1651 = stablehlo.multiply %1650, %1481 : tensor<1024x256xf32>
    %1652 = stablehlo.subtract %arg11, %1651 : tensor<1024x256xf32>
    %cst_395 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1653 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1654 = stablehlo.multiply %1653, %1277 : tensor<256xf32>
    %1655 = stablehlo.subtract %arg12, %1654 : tensor<256xf32>
    %cst_396 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1656 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1657 = stablehlo.multiply %1656, %1312 : tensor<768xf32>
    %1658 = stablehlo.subtract %arg13, %1657 : tensor<768xf32>
    %cst_397 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1659 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1660 = stablehlo.multiply %1659, %1279 : tensor<256x256xf32>
    %1661 = stablehlo.subtract %arg14, %1660 : tensor<256x256xf32>
    %cst_398 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1662 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1663 = stablehlo.multiply %1662, %1314 : tensor<256x768xf32>
    %1664 = stablehlo.subtract %arg15, %1663 : tensor<256x768xf32>
    %cst_399 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1665 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1666 = stablehlo.multiply %1665, %1318 : tensor<256xf32>
    %1667 = stablehlo.subtract %arg16, %1666 : tensor<256xf32>
    %cst_400 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1668 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1669 = stablehlo.multiply %1668, %1324 : tensor<256xf32>
    %1670 = stablehlo.subtract %arg17, %1669 : tensor<256xf32>
    %cst_401 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1671 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1672 = stablehlo.multiply %1671, %1243 : tensor<256xf32>
    %1673 = stablehlo.subtract %arg18, %1672 : tensor<256xf32>
    %cst_402 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1674 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1675 = stablehlo.multiply %1674, %1249 : tensor<256xf32>
    %1676 = stablehlo.subtract %arg19, %1675 : tensor<256xf32>
    %cst_403 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1677 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1678 = stablehlo.multiply %1677, %1237 : tensor<1024xf32>
    %1679 = stablehlo.subtract %arg20, %1678 : tensor<1024xf32>
    %cst_404 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1680 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1681 = stablehlo.multiply %1680, %1217 : tensor<256xf32>
    %1682 = stablehlo.subtract %arg21, %1681 : tensor<256xf32>
    %cst_405 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1683 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1684 = stablehlo.multiply %1683, %1239 : tensor<256x1024xf32>
    %1685 = stablehlo.subtract %arg22, %1684 : tensor<256x1024xf32>
    %cst_406 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1686 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1687 = stablehlo.multiply %1686, %1219 : tensor<1024x256xf32>
    %1688 = stablehlo.subtract %arg23, %1687 : tensor<1024x256xf32>
    %cst_407 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1689 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1690 = stablehlo.multiply %1689, %1015 : tensor<256xf32>
    %1691 = stablehlo.subtract %arg24, %1690 : tensor<256xf32>
    %cst_408 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1692 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1693 = stablehlo.multiply %1692, %1050 : tensor<768xf32>
    %1694 = stablehlo.subtract %arg25, %1693 : tensor<768xf32>
    %cst_409 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1695 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1696 = stablehlo.multiply %1695, %1017 : tensor<256x256xf32>
    %1697 = stablehlo.subtract %arg26, %1696 : tensor<256x256xf32>
    %cst_410 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1699 = stablehlo.multiply %1698, %1052 : tensor<256x768xf32>
    %1700 = stablehlo.subtract %arg27, %1699 : tensor<256x768xf32>
    %cst_411 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1701 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1702 = stablehlo.multiply %1701, %1056 : tensor<256xf32>
    %1703 = stablehlo.subtract %arg28, %1702 : tensor<256xf32>
    %cst_412 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1704 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1705 = stablehlo.multiply %1704, %1062 : tensor<256xf32>
    %1706 = stablehlo.subtract %arg29, %1705 : tensor<256xf32>
    %cst_413 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1707 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1708 = stablehlo.multiply %1707, %981 : tensor<256xf32>
    %1709 = stablehlo.subtract %arg30, %1708 : tensor<256xf32>
    %cst_414 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1710 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1711 = stablehlo.multiply %1710, %987 : tensor<256xf32>
    %1712 = stablehlo.subtract %arg31, %1711 : tensor<256xf32>
    %cst_415 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1713 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1714 = stablehlo.multiply %1713, %975 : tensor<1024xf32>
    %1715 = stablehlo.subtract %arg32, %1714 : tensor<1024xf32>
    %cst_416 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1716 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1717 = stablehlo.multiply %1716, %955 : tensor<256xf32>
    %1718 = stablehlo.subtract %arg33, %1717 : tensor<256xf32>
    %cst_417 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1719 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1720 = stablehlo.multiply %1719, %977 : tensor<256x1024xf32>
    %1721 = stablehlo.subtract %arg34, %1720 : tensor<256x1024xf32>
    %cst_418 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1722 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1723 = stablehlo.multiply %1722, %957 : tensor<1024x256xf32>
    %1724 = stablehlo.subtract %arg35, %1723 : tensor<1024x256xf32>
    %cst_419 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1725 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1726 = stablehlo.multiply %1725, %753 : tensor<256xf32>
    %1727 = stablehlo.subtract %arg36, %1726 : tensor<256xf32>
    %cst_420 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1728 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<768xf32>
    %1729 = stablehlo.multiply %1728, %788 : tensor<768xf32>
    %1730 = stablehlo.subtract %arg37, %1729 : tensor<768xf32>
    %cst_421 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1731 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1732 = stablehlo.multiply %1731, %755 : tensor<256x256xf32>
    %1733 = stablehlo.subtract %arg38, %1732 : tensor<256x256xf32>
    %cst_422 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1734 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<256x768xf32>
    %1735 = stablehlo.multiply %1734, %790 : tensor<256x768xf32>
    %1736 = stablehlo.subtract %arg39, %1735 : tensor<256x768xf32>
    %cst_423 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1737 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1738 = stablehlo.multiply %1737, %794 : tensor<256xf32>
    %1739 = stablehlo.subtract %arg40, %1738 : tensor<256xf32>
    %cst_424 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1740 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1741 = stablehlo.multiply %1740, %800 : tensor<256xf32>
    %1742 = stablehlo.subtract %arg41, %1741 : tensor<256xf32>
    %cst_425 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1743 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1744 = stablehlo.multiply %1743, %719 : tensor<256xf32>
    %1745 = stablehlo.subtract %arg42, %1744 : tensor<256xf32>
    %cst_426 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1746 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1747 = stablehlo.multiply %1746, %725 : tensor<256xf32>
    %1748 = stablehlo.subtract %arg43, %1747 : tensor<256xf32>
    %cst_427 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1749 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %1750 = stablehlo.multiply %1749, %713 : tensor<1024xf32>
    %1751 = stablehlo.subtract %arg44, %1750 : tensor<1024xf32>
    %cst_428 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1752 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1753 = stablehlo.multiply %1752, %693 : tensor<256xf32>
    %1754 = stablehlo.subtract %arg45, %1753 : tensor<256xf32>
    %cst_429 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1755 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1756 = stablehlo.multiply %1755, %715 : tensor<256x1024xf32>
    %1757 = stablehlo.subtract %arg46, %1756 : tensor<256x1024xf32>
    %cst_430 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1758 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1759 = stablehlo.multiply %1758, %695 : tensor<1024x256xf32>
    %1760 = stablehlo.subtract %arg47, %1759 : tensor<1024x256xf32>
    %cst_431 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1761 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %1762 = stablehlo.multiply %1761, %529 : tensor<256x2048xf32>
    %1763 = stablehlo.subtract %arg48, %1762 : tensor<256x2048xf32>
    %cst_432 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1764 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1765 = stablehlo.multiply %1764, %533 : tensor<256xf32>
    %1766 = stablehlo.subtract %arg49, %1765 : tensor<256xf32>
    %cst_433 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1767 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1768 = stablehlo.multiply %1767, %539 : tensor<256xf32>
    %1769 = stablehlo.subtract %arg50, %1768 : tensor<256xf32>
    %cst_434 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1770 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %1771 = stablehlo.multiply %1770, %1614 : tensor<128x256xf32>
    %1772 = stablehlo.subtract %arg51, %1771 : tensor<128x256xf32>
    %cst_435 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1773 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<2048x256xf32>
    %1774 = stablehlo.multiply %1773, %1616 : tensor<2048x256xf32>
    %1775 = stablehlo.subtract %arg52, %1774 : tensor<2048x256xf32>
    return %1619, %1622, %1625, %1628, %1631, %1634, %1637, %1640, %1643, %1646, %1649, %1652, %1655, %1658, %1661, %1664, %1667, %1670, %1673, %1676, %1679, %1682, %1685, %1688, %1691, %1694, %1697, %1700, %1703, %1706, %1709, %1712, %1715, %1718, %1721, %1724, %1727, %1730, %1733, %1736, %1739, %1742, %1745, %1748, %1751, %1754, %1757, %1760, %1763, %1766, %1769, %1772, %1775, %514 : tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<768xf32>, tensor<256x256xf32>, tensor<256x768xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024xf32>, tensor<256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x2048xf32>, tensor<256xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<2048x256xf32>, tensor<f32>
  }
}
