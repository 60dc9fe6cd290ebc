module @jit_ts_gpt_tiny_donate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<96xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<32x32xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<32x96xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<32xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<32xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<32xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<32xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<128xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<32xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<32x128xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<128x32xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<32xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<96xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<32x32xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<32x96xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<32xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<32xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<32xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<32xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<128xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<32xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<32x128xf32> {tf.aliasing_output = 22 : i32}, %arg23: tensor<128x32xf32> {tf.aliasing_output = 23 : i32}, %arg24: tensor<32x64xf32> {tf.aliasing_output = 24 : i32}, %arg25: tensor<32xf32> {tf.aliasing_output = 25 : i32}, %arg26: tensor<32xf32> {tf.aliasing_output = 26 : i32}, %arg27: tensor<16x32xf32> {tf.aliasing_output = 27 : i32}, %arg28: tensor<64x32xf32> {tf.aliasing_output = 28 : i32}, %arg29: tensor<2x16xi32>, %arg30: tensor<2x16xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['bo']"}, tensor<96xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['bqkv']"}, tensor<32x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['wo']"}, tensor<32x96xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['wqkv']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['g']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['g']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['b1']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['b2']"}, tensor<32x128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['w1']"}, tensor<128x32xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['w2']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['bo']"}, tensor<96xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['bqkv']"}, tensor<32x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['wo']"}, tensor<32x96xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['wqkv']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['g']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['g']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['b1']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['b2']"}, tensor<32x128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['w1']"}, tensor<128x32xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['w2']"}, tensor<32x64xf32> {jax.result_info = "result[0]['head']"}, tensor<32xf32> {jax.result_info = "result[0]['lnf']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['lnf']['g']"}, tensor<16x32xf32> {jax.result_info = "result[0]['wpe']"}, tensor<64x32xf32> {jax.result_info = "result[0]['wte']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %1 = stablehlo.compare LT, %arg29, %0, SIGNED : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x16xi32>
    %3 = stablehlo.add %arg29, %2 : tensor<2x16xi32>
    %4 = stablehlo.select %1, %3, %arg29 : tensor<2x16xi1>, tensor<2x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %6 = "stablehlo.gather"(%arg28, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x16x1xi32>) -> tensor<2x16x32xf32>
    %7 = stablehlo.broadcast_in_dim %arg27, dims = [1, 2] : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<2x16x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<2x16x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<2x16x32xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<2x16x32xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<2x16x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%16 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<2x16x1xf32>
    %23 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %24 = stablehlo.subtract %9, %23 : tensor<2x16x32xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<2x16x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<2x16x1xf32>
    %28 = stablehlo.divide %27, %26 : tensor<2x16x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<2x16x1xf32>
    %31 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %32 = stablehlo.multiply %24, %31 : tensor<2x16x32xf32>
    %33 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<2x16x32xf32>
    %36 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %38 = stablehlo.add %35, %37 : tensor<2x16x32xf32>
    %39 = stablehlo.dot_general %38, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x96xf32>) -> tensor<2x16x96xf32>
    %40 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<2x16x96xf32>
    %42 = stablehlo.add %39, %41 : tensor<2x16x96xf32>
    %43 = stablehlo.slice %42 [0:2, 0:16, 0:32] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %44 = stablehlo.slice %42 [0:2, 0:16, 32:64] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %45 = stablehlo.slice %42 [0:2, 0:16, 64:96] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %46 = stablehlo.reshape %43 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %47 = stablehlo.reshape %44 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %48 = stablehlo.reshape %45 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %49 = stablehlo.dot_general %46, %47, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %51 = stablehlo.divide %49, %50 : tensor<2x2x16x16xf32>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %52 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %53 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %55 = stablehlo.add %53, %54 : tensor<16x16xi32>
    %56 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %57 = stablehlo.compare GE, %55, %56, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_10 = stablehlo.constant dense<false> : tensor<i1>
    %58 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %59 = stablehlo.select %57, %52, %58 : tensor<16x16xi1>, tensor<16x16xi1>
    %cst_11 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
    %61 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %62 = stablehlo.select %60, %51, %61 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
    %65 = stablehlo.maximum %64, %63 : tensor<2x2x16xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %68 = stablehlo.subtract %62, %67 : tensor<2x2x16x16xf32>
    %69 = stablehlo.exponential %68 : tensor<2x2x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %73 = stablehlo.divide %69, %72 : tensor<2x2x16x16xf32>
    %74 = stablehlo.multiply %71, %71 : tensor<2x2x16x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2x16x1xf32>
    %76 = stablehlo.divide %75, %74 : tensor<2x2x16x1xf32>
    %77 = stablehlo.dot_general %48, %73, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %78 = stablehlo.transpose %77, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %80 = stablehlo.dot_general %79, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %81 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %83 = stablehlo.add %80, %82 : tensor<2x16x32xf32>
    %84 = stablehlo.add %9, %83 : tensor<2x16x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_17 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %88 = stablehlo.divide %86, %87 : tensor<2x16x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %90 = stablehlo.subtract %84, %89 : tensor<2x16x32xf32>
    %91 = stablehlo.multiply %90, %90 : tensor<2x16x32xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %93 = stablehlo.multiply %92, %90 : tensor<2x16x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%91 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %97 = stablehlo.divide %95, %96 : tensor<2x16x1xf32>
    %98 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %99 = stablehlo.subtract %84, %98 : tensor<2x16x32xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %101 = stablehlo.add %97, %100 : tensor<2x16x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<2x16x1xf32>
    %103 = stablehlo.divide %102, %101 : tensor<2x16x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<2x16x1xf32>
    %106 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %107 = stablehlo.multiply %99, %106 : tensor<2x16x32xf32>
    %108 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %110 = stablehlo.multiply %107, %109 : tensor<2x16x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %113 = stablehlo.add %110, %112 : tensor<2x16x32xf32>
    %114 = stablehlo.dot_general %113, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %115 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %117 = stablehlo.add %114, %116 : tensor<2x16x128xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<2x16x128xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<2x16x128xf32>
    %120 = stablehlo.multiply %117, %117 : tensor<2x16x128xf32>
    %cst_23 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<2x16x128xf32>
    %cst_24 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %124 = stablehlo.multiply %123, %119 : tensor<2x16x128xf32>
    %125 = stablehlo.add %117, %124 : tensor<2x16x128xf32>
    %cst_25 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<2x16x128xf32>
    %128 = stablehlo.tanh %127 : tensor<2x16x128xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %130 = stablehlo.subtract %129, %128 : tensor<2x16x128xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %132 = stablehlo.add %131, %128 : tensor<2x16x128xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<2x16x128xf32>
    %135 = stablehlo.multiply %117, %134 : tensor<2x16x128xf32>
    %136 = stablehlo.dot_general %135, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %137 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %139 = stablehlo.add %136, %138 : tensor<2x16x32xf32>
    %140 = stablehlo.add %84, %139 : tensor<2x16x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %144 = stablehlo.divide %142, %143 : tensor<2x16x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %146 = stablehlo.subtract %140, %145 : tensor<2x16x32xf32>
    %147 = stablehlo.multiply %146, %146 : tensor<2x16x32xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %149 = stablehlo.multiply %148, %146 : tensor<2x16x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%147 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %153 = stablehlo.divide %151, %152 : tensor<2x16x1xf32>
    %154 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %155 = stablehlo.subtract %140, %154 : tensor<2x16x32xf32>
    %cst_34 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %157 = stablehlo.add %153, %156 : tensor<2x16x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<2x16x1xf32>
    %159 = stablehlo.divide %158, %157 : tensor<2x16x1xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<2x16x1xf32>
    %162 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %163 = stablehlo.multiply %155, %162 : tensor<2x16x32xf32>
    %164 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %166 = stablehlo.multiply %163, %165 : tensor<2x16x32xf32>
    %167 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %169 = stablehlo.add %166, %168 : tensor<2x16x32xf32>
    %170 = stablehlo.dot_general %169, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x96xf32>) -> tensor<2x16x96xf32>
    %171 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<2x16x96xf32>
    %173 = stablehlo.add %170, %172 : tensor<2x16x96xf32>
    %174 = stablehlo.slice %173 [0:2, 0:16, 0:32] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %175 = stablehlo.slice %173 [0:2, 0:16, 32:64] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %176 = stablehlo.slice %173 [0:2, 0:16, 64:96] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %177 = stablehlo.reshape %174 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %178 = stablehlo.reshape %175 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %179 = stablehlo.reshape %176 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %180 = stablehlo.dot_general %177, %178, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %cst_36 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %182 = stablehlo.divide %180, %181 : tensor<2x2x16x16xf32>
    %c_37 = stablehlo.constant dense<true> : tensor<i1>
    %183 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %184 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %185 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %186 = stablehlo.add %184, %185 : tensor<16x16xi32>
    %187 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %188 = stablehlo.compare GE, %186, %187, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_39 = stablehlo.constant dense<false> : tensor<i1>
    %189 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %190 = stablehlo.select %188, %183, %189 : tensor<16x16xi1>, tensor<16x16xi1>
    %cst_40 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
    %192 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %193 = stablehlo.select %191, %182, %192 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
    %196 = stablehlo.maximum %195, %194 : tensor<2x2x16xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %199 = stablehlo.subtract %193, %198 : tensor<2x2x16x16xf32>
    %200 = stablehlo.exponential %199 : tensor<2x2x16x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %204 = stablehlo.divide %200, %203 : tensor<2x2x16x16xf32>
    %205 = stablehlo.multiply %202, %202 : tensor<2x2x16x1xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x2x16x1xf32>
    %207 = stablehlo.divide %206, %205 : tensor<2x2x16x1xf32>
    %208 = stablehlo.dot_general %179, %204, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %209 = stablehlo.transpose %208, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %211 = stablehlo.dot_general %210, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %212 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %214 = stablehlo.add %211, %213 : tensor<2x16x32xf32>
    %215 = stablehlo.add %140, %214 : tensor<2x16x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_46 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %219 = stablehlo.divide %217, %218 : tensor<2x16x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %221 = stablehlo.subtract %215, %220 : tensor<2x16x32xf32>
    %222 = stablehlo.multiply %221, %221 : tensor<2x16x32xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %224 = stablehlo.multiply %223, %221 : tensor<2x16x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%222 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_49 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %228 = stablehlo.divide %226, %227 : tensor<2x16x1xf32>
    %229 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %230 = stablehlo.subtract %215, %229 : tensor<2x16x32xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %232 = stablehlo.add %228, %231 : tensor<2x16x1xf32>
    %233 = stablehlo.rsqrt %232 : tensor<2x16x1xf32>
    %234 = stablehlo.divide %233, %232 : tensor<2x16x1xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<2x16x1xf32>
    %237 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %238 = stablehlo.multiply %230, %237 : tensor<2x16x32xf32>
    %239 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %241 = stablehlo.multiply %238, %240 : tensor<2x16x32xf32>
    %242 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %244 = stablehlo.add %241, %243 : tensor<2x16x32xf32>
    %245 = stablehlo.dot_general %244, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %246 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %248 = stablehlo.add %245, %247 : tensor<2x16x128xf32>
    %249 = stablehlo.multiply %248, %248 : tensor<2x16x128xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<2x16x128xf32>
    %251 = stablehlo.multiply %248, %248 : tensor<2x16x128xf32>
    %cst_52 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<2x16x128xf32>
    %cst_53 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %255 = stablehlo.multiply %254, %250 : tensor<2x16x128xf32>
    %256 = stablehlo.add %248, %255 : tensor<2x16x128xf32>
    %cst_54 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<2x16x128xf32>
    %259 = stablehlo.tanh %258 : tensor<2x16x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %261 = stablehlo.subtract %260, %259 : tensor<2x16x128xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %263 = stablehlo.add %262, %259 : tensor<2x16x128xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<2x16x128xf32>
    %266 = stablehlo.multiply %248, %265 : tensor<2x16x128xf32>
    %267 = stablehlo.dot_general %266, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %268 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %270 = stablehlo.add %267, %269 : tensor<2x16x32xf32>
    %271 = stablehlo.add %215, %270 : tensor<2x16x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_59 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %275 = stablehlo.divide %273, %274 : tensor<2x16x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %277 = stablehlo.subtract %271, %276 : tensor<2x16x32xf32>
    %278 = stablehlo.multiply %277, %277 : tensor<2x16x32xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %280 = stablehlo.multiply %279, %277 : tensor<2x16x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%278 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_62 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %284 = stablehlo.divide %282, %283 : tensor<2x16x1xf32>
    %285 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %286 = stablehlo.subtract %271, %285 : tensor<2x16x32xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %288 = stablehlo.add %284, %287 : tensor<2x16x1xf32>
    %289 = stablehlo.rsqrt %288 : tensor<2x16x1xf32>
    %290 = stablehlo.divide %289, %288 : tensor<2x16x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<2x16x1xf32>
    %293 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %294 = stablehlo.multiply %286, %293 : tensor<2x16x32xf32>
    %295 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %297 = stablehlo.multiply %294, %296 : tensor<2x16x32xf32>
    %298 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %300 = stablehlo.add %297, %299 : tensor<2x16x32xf32>
    %301 = stablehlo.dot_general %300, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_65) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %304 = stablehlo.maximum %303, %302 : tensor<2x16xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %307 = stablehlo.subtract %301, %306 : tensor<2x16x64xf32>
    %308 = stablehlo.exponential %307 : tensor<2x16x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %311 = stablehlo.log %310 : tensor<2x16x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %313 = stablehlo.subtract %307, %312 : tensor<2x16x64xf32>
    %314 = stablehlo.broadcast_in_dim %arg30, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %315 = stablehlo.iota dim = 2 : tensor<1x1x64xi32>
    %316 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<2x16x1xi32>) -> tensor<2x16x64xi32>
    %317 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<2x16x64xi32>
    %318 = stablehlo.compare EQ, %316, %317, SIGNED : (tensor<2x16x64xi32>, tensor<2x16x64xi32>) -> tensor<2x16x64xi1>
    %319 = stablehlo.convert %318 : (tensor<2x16x64xi1>) -> tensor<2x16x64xf32>
    %320 = stablehlo.multiply %319, %313 : tensor<2x16x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.reduce(%320 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %323 = stablehlo.divide %322, %cst_70 : tensor<f32>
    %324 = stablehlo.negate %323 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.negate %cst_71 : tensor<f32>
    %cst_72 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %326 = stablehlo.divide %325, %cst_72 : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %329 = stablehlo.multiply %319, %328 : tensor<2x16x64xf32>
    %330 = stablehlo.negate %329 : tensor<2x16x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %332 = stablehlo.reshape %331 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %333 = stablehlo.divide %332, %310 : tensor<2x16x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %336 = stablehlo.multiply %335, %308 : tensor<2x16x64xf32>
    %337 = stablehlo.add %329, %336 : tensor<2x16x64xf32>
    %338 = stablehlo.dot_general %337, %300, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    %339 = stablehlo.transpose %338, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %340 = stablehlo.dot_general %337, %arg24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<32x64xf32>) -> tensor<2x16x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %342 = stablehlo.reshape %341 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%342 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %344 = stablehlo.multiply %294, %340 : tensor<2x16x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %345 = stablehlo.reduce(%344 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %346 = stablehlo.reshape %345 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %347 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %348 = stablehlo.multiply %340, %347 : tensor<2x16x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%346 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %350 = stablehlo.multiply %286, %348 : tensor<2x16x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %352 = stablehlo.reshape %351 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %353 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %354 = stablehlo.multiply %348, %353 : tensor<2x16x32xf32>
    %355 = stablehlo.multiply %352, %292 : tensor<2x16x1xf32>
    %356 = stablehlo.negate %354 : tensor<2x16x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_81 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %360 = stablehlo.divide %355, %359 : tensor<2x16x1xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %363 = stablehlo.multiply %362, %280 : tensor<2x16x32xf32>
    %364 = stablehlo.negate %363 : tensor<2x16x32xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %366 = stablehlo.reshape %365 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %367 = stablehlo.add %354, %363 : tensor<2x16x32xf32>
    %368 = stablehlo.add %358, %366 : tensor<2x16x1xf32>
    %cst_84 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %370 = stablehlo.divide %368, %369 : tensor<2x16x1xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%370 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %373 = stablehlo.add %367, %372 : tensor<2x16x32xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %375 = stablehlo.reshape %374 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %377 = stablehlo.dot_general %373, %266, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %378 = stablehlo.transpose %377, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %379 = stablehlo.dot_general %373, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<128x32xf32>) -> tensor<2x16x128xf32>
    %380 = stablehlo.multiply %248, %379 : tensor<2x16x128xf32>
    %381 = stablehlo.multiply %379, %265 : tensor<2x16x128xf32>
    %cst_88 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %383 = stablehlo.multiply %382, %380 : tensor<2x16x128xf32>
    %384 = stablehlo.multiply %383, %261 : tensor<2x16x128xf32>
    %385 = stablehlo.multiply %384, %259 : tensor<2x16x128xf32>
    %386 = stablehlo.add %384, %385 : tensor<2x16x128xf32>
    %cst_89 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<2x16x128xf32>
    %389 = stablehlo.add %381, %388 : tensor<2x16x128xf32>
    %cst_90 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %391 = stablehlo.multiply %390, %388 : tensor<2x16x128xf32>
    %392 = stablehlo.multiply %391, %253 : tensor<2x16x128xf32>
    %393 = stablehlo.add %389, %392 : tensor<2x16x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %395 = stablehlo.reshape %394 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %397 = stablehlo.dot_general %393, %244, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x32xf32>) -> tensor<128x32xf32>
    %398 = stablehlo.transpose %397, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %399 = stablehlo.dot_general %393, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<32x128xf32>) -> tensor<2x16x32xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %401 = stablehlo.reshape %400 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %403 = stablehlo.multiply %238, %399 : tensor<2x16x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %405 = stablehlo.reshape %404 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %406 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %407 = stablehlo.multiply %399, %406 : tensor<2x16x32xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%405 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %409 = stablehlo.multiply %230, %407 : tensor<2x16x32xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %411 = stablehlo.reshape %410 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %412 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %413 = stablehlo.multiply %407, %412 : tensor<2x16x32xf32>
    %414 = stablehlo.multiply %411, %236 : tensor<2x16x1xf32>
    %415 = stablehlo.negate %413 : tensor<2x16x32xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %417 = stablehlo.reshape %416 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %418 = stablehlo.add %373, %413 : tensor<2x16x32xf32>
    %cst_99 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %420 = stablehlo.divide %414, %419 : tensor<2x16x1xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%420 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %423 = stablehlo.multiply %422, %224 : tensor<2x16x32xf32>
    %424 = stablehlo.negate %423 : tensor<2x16x32xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %426 = stablehlo.reshape %425 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %427 = stablehlo.add %418, %423 : tensor<2x16x32xf32>
    %428 = stablehlo.add %417, %426 : tensor<2x16x1xf32>
    %cst_102 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %430 = stablehlo.divide %428, %429 : tensor<2x16x1xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %433 = stablehlo.add %427, %432 : tensor<2x16x32xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%433 init: %cst_104) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %435 = stablehlo.reshape %434 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%435 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %437 = stablehlo.dot_general %433, %210, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %438 = stablehlo.transpose %437, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %439 = stablehlo.dot_general %433, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %440 = stablehlo.reshape %439 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %441 = stablehlo.transpose %440, dims = [0, 2, 3, 1] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %442 = stablehlo.dot_general %441, %179, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %443 = stablehlo.dot_general %441, %204, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %444 = stablehlo.transpose %443, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %445 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %446 = stablehlo.multiply %442, %445 : tensor<2x2x16x16xf32>
    %447 = stablehlo.multiply %446, %200 : tensor<2x2x16x16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%447 init: %cst_106) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %449 = stablehlo.reshape %448 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %450 = stablehlo.negate %449 : tensor<2x2x16x1xf32>
    %451 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %452 = stablehlo.divide %442, %451 : tensor<2x2x16x16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%450 init: %cst_107) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x1xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %455 = stablehlo.add %452, %454 : tensor<2x2x16x16xf32>
    %456 = stablehlo.multiply %455, %200 : tensor<2x2x16x16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %458 = stablehlo.select %191, %456, %457 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_109 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %460 = stablehlo.divide %458, %459 : tensor<2x2x16x16xf32>
    %461 = stablehlo.dot_general %460, %177, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %462 = stablehlo.transpose %461, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %463 = stablehlo.dot_general %460, %178, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %464 = stablehlo.transpose %463, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %465 = stablehlo.reshape %444 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %466 = stablehlo.reshape %462 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %467 = stablehlo.reshape %464 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %468 = stablehlo.concatenate %467, %466, %465, dim = 2 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%468 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %470 = stablehlo.reshape %469 : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%470 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %472 = stablehlo.dot_general %468, %169, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<2x16x32xf32>) -> tensor<96x32xf32>
    %473 = stablehlo.transpose %472, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %474 = stablehlo.dot_general %468, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<32x96xf32>) -> tensor<2x16x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%474 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %476 = stablehlo.reshape %475 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.reduce(%476 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %478 = stablehlo.multiply %163, %474 : tensor<2x16x32xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %480 = stablehlo.reshape %479 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %481 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %482 = stablehlo.multiply %474, %481 : tensor<2x16x32xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%480 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %484 = stablehlo.multiply %155, %482 : tensor<2x16x32xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %486 = stablehlo.reshape %485 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %487 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %488 = stablehlo.multiply %482, %487 : tensor<2x16x32xf32>
    %489 = stablehlo.multiply %486, %161 : tensor<2x16x1xf32>
    %490 = stablehlo.negate %488 : tensor<2x16x32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%490 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %492 = stablehlo.reshape %491 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %493 = stablehlo.add %433, %488 : tensor<2x16x32xf32>
    %cst_118 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %495 = stablehlo.divide %489, %494 : tensor<2x16x1xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%495 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %498 = stablehlo.multiply %497, %149 : tensor<2x16x32xf32>
    %499 = stablehlo.negate %498 : tensor<2x16x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.reduce(%499 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %501 = stablehlo.reshape %500 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %502 = stablehlo.add %493, %498 : tensor<2x16x32xf32>
    %503 = stablehlo.add %492, %501 : tensor<2x16x1xf32>
    %cst_121 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %505 = stablehlo.divide %503, %504 : tensor<2x16x1xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.reduce(%505 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %508 = stablehlo.add %502, %507 : tensor<2x16x32xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.reduce(%508 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %510 = stablehlo.reshape %509 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_124) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %512 = stablehlo.dot_general %508, %135, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %513 = stablehlo.transpose %512, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %514 = stablehlo.dot_general %508, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<128x32xf32>) -> tensor<2x16x128xf32>
    %515 = stablehlo.multiply %117, %514 : tensor<2x16x128xf32>
    %516 = stablehlo.multiply %514, %134 : tensor<2x16x128xf32>
    %cst_125 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %518 = stablehlo.multiply %517, %515 : tensor<2x16x128xf32>
    %519 = stablehlo.multiply %518, %130 : tensor<2x16x128xf32>
    %520 = stablehlo.multiply %519, %128 : tensor<2x16x128xf32>
    %521 = stablehlo.add %519, %520 : tensor<2x16x128xf32>
    %cst_126 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %523 = stablehlo.multiply %522, %521 : tensor<2x16x128xf32>
    %524 = stablehlo.add %516, %523 : tensor<2x16x128xf32>
    %cst_127 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %526 = stablehlo.multiply %525, %523 : tensor<2x16x128xf32>
    %527 = stablehlo.multiply %526, %122 : tensor<2x16x128xf32>
    %528 = stablehlo.add %524, %527 : tensor<2x16x128xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %530 = stablehlo.reshape %529 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%530 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %532 = stablehlo.dot_general %528, %113, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x32xf32>) -> tensor<128x32xf32>
    %533 = stablehlo.transpose %532, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %534 = stablehlo.dot_general %528, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<32x128xf32>) -> tensor<2x16x32xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%534 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %536 = stablehlo.reshape %535 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%536 init: %cst_131) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %538 = stablehlo.multiply %107, %534 : tensor<2x16x32xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%538 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %540 = stablehlo.reshape %539 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %541 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %542 = stablehlo.multiply %534, %541 : tensor<2x16x32xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%540 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %544 = stablehlo.multiply %99, %542 : tensor<2x16x32xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %546 = stablehlo.reshape %545 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %547 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %548 = stablehlo.multiply %542, %547 : tensor<2x16x32xf32>
    %549 = stablehlo.multiply %546, %105 : tensor<2x16x1xf32>
    %550 = stablehlo.negate %548 : tensor<2x16x32xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%550 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %552 = stablehlo.reshape %551 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %553 = stablehlo.add %508, %548 : tensor<2x16x32xf32>
    %cst_136 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %555 = stablehlo.divide %549, %554 : tensor<2x16x1xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %558 = stablehlo.multiply %557, %93 : tensor<2x16x32xf32>
    %559 = stablehlo.negate %558 : tensor<2x16x32xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%559 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %561 = stablehlo.reshape %560 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %562 = stablehlo.add %553, %558 : tensor<2x16x32xf32>
    %563 = stablehlo.add %552, %561 : tensor<2x16x1xf32>
    %cst_139 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %565 = stablehlo.divide %563, %564 : tensor<2x16x1xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%565 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %568 = stablehlo.add %562, %567 : tensor<2x16x32xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_141) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.reshape %569 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_142) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %572 = stablehlo.dot_general %568, %79, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %573 = stablehlo.transpose %572, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %574 = stablehlo.dot_general %568, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %575 = stablehlo.reshape %574 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %576 = stablehlo.transpose %575, dims = [0, 2, 3, 1] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %577 = stablehlo.dot_general %576, %48, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %578 = stablehlo.dot_general %576, %73, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %579 = stablehlo.transpose %578, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %580 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %581 = stablehlo.multiply %577, %580 : tensor<2x2x16x16xf32>
    %582 = stablehlo.multiply %581, %69 : tensor<2x2x16x16xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_143) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %584 = stablehlo.reshape %583 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %585 = stablehlo.negate %584 : tensor<2x2x16x1xf32>
    %586 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %587 = stablehlo.divide %577, %586 : tensor<2x2x16x16xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%585 init: %cst_144) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x1xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %590 = stablehlo.add %587, %589 : tensor<2x2x16x16xf32>
    %591 = stablehlo.multiply %590, %69 : tensor<2x2x16x16xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %593 = stablehlo.select %60, %591, %592 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_146 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %595 = stablehlo.divide %593, %594 : tensor<2x2x16x16xf32>
    %596 = stablehlo.dot_general %595, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %597 = stablehlo.transpose %596, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %598 = stablehlo.dot_general %595, %47, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %599 = stablehlo.transpose %598, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %600 = stablehlo.reshape %579 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %601 = stablehlo.reshape %597 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %602 = stablehlo.reshape %599 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %603 = stablehlo.concatenate %602, %601, %600, dim = 2 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %604 = stablehlo.reduce(%603 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %605 = stablehlo.reshape %604 : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%605 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %607 = stablehlo.dot_general %603, %38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<2x16x32xf32>) -> tensor<96x32xf32>
    %608 = stablehlo.transpose %607, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %609 = stablehlo.dot_general %603, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<32x96xf32>) -> tensor<2x16x32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.reduce(%609 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %611 = stablehlo.reshape %610 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%611 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %613 = stablehlo.multiply %32, %609 : tensor<2x16x32xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%613 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %615 = stablehlo.reshape %614 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %616 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %617 = stablehlo.multiply %609, %616 : tensor<2x16x32xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.reduce(%615 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %619 = stablehlo.multiply %24, %617 : tensor<2x16x32xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.reduce(%619 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %621 = stablehlo.reshape %620 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %622 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %623 = stablehlo.multiply %617, %622 : tensor<2x16x32xf32>
    %624 = stablehlo.multiply %621, %30 : tensor<2x16x1xf32>
    %625 = stablehlo.negate %623 : tensor<2x16x32xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.reduce(%625 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %627 = stablehlo.reshape %626 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %628 = stablehlo.add %568, %623 : tensor<2x16x32xf32>
    %cst_155 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %630 = stablehlo.divide %624, %629 : tensor<2x16x1xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %633 = stablehlo.multiply %632, %18 : tensor<2x16x32xf32>
    %634 = stablehlo.negate %633 : tensor<2x16x32xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.reduce(%634 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %636 = stablehlo.reshape %635 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %637 = stablehlo.add %628, %633 : tensor<2x16x32xf32>
    %638 = stablehlo.add %627, %636 : tensor<2x16x1xf32>
    %cst_158 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %640 = stablehlo.divide %638, %639 : tensor<2x16x1xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.reduce(%640 init: %cst_159) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %643 = stablehlo.add %637, %642 : tensor<2x16x32xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%643 init: %cst_160) applies stablehlo.add across dimensions = [0] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %645 = stablehlo.reshape %644 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%645 init: %cst_161) applies stablehlo.add across dimensions = [0] : (tensor<1x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %648 = "stablehlo.scatter"(%647, %5, %643) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %736 = stablehlo.add %arg31, %arg32 : tensor<f32>
      stablehlo.return %736 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<2x16x1xi32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    %cst_163 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %650 = stablehlo.multiply %649, %571 : tensor<32xf32>
    %651 = stablehlo.subtract %arg0, %650 : tensor<32xf32>
    %cst_164 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %653 = stablehlo.multiply %652, %606 : tensor<96xf32>
    %654 = stablehlo.subtract %arg1, %653 : tensor<96xf32>
    %cst_165 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %656 = stablehlo.multiply %655, %573 : tensor<32x32xf32>
    %657 = stablehlo.subtract %arg2, %656 : tensor<32x32xf32>
    %cst_166 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %659 = stablehlo.multiply %658, %608 : tensor<32x96xf32>
    %660 = stablehlo.subtract %arg3, %659 : tensor<32x96xf32>
    %cst_167 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %662 = stablehlo.multiply %661, %612 : tensor<32xf32>
    %663 = stablehlo.subtract %arg4, %662 : tensor<32xf32>
    %cst_168 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %665 = stablehlo.multiply %664, %618 : tensor<32xf32>
    %666 = stablehlo.subtract %arg5, %665 : tensor<32xf32>
    %cst_169 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %668 = stablehlo.multiply %667, %537 : tensor<32xf32>
    %669 = stablehlo.subtract %arg6, %668 : tensor<32xf32>
    %cst_170 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %671 = stablehlo.multiply %670, %543 : tensor<32xf32>
    %672 = stablehlo.subtract %arg7, %671 : tensor<32xf32>
    %cst_171 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %674 = stablehlo.multiply %673, %531 : tensor<128xf32>
    %675 = stablehlo.subtract %arg8, %674 : tensor<128xf32>
    %cst_172 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %677 = stablehlo.multiply %676, %511 : tensor<32xf32>
    %678 = stablehlo.subtract %arg9, %677 : tensor<32xf32>
    %cst_173 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %680 = stablehlo.multiply %679, %533 : tensor<32x128xf32>
    %681 = stablehlo.subtract %arg10, %680 : tensor<32x128xf32>
    %cst_174 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %683 = stablehlo.multiply %682, %513 : tensor<128x32xf32>
    %684 = stablehlo.subtract %arg11, %683 : tensor<128x32xf32>
    %cst_175 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %686 = stablehlo.multiply %685, %436 : tensor<32xf32>
    %687 = stablehlo.subtract %arg12, %686 : tensor<32xf32>
    %cst_176 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %689 = stablehlo.multiply %688, %471 : tensor<96xf32>
    %690 = stablehlo.subtract %arg13, %689 : tensor<96xf32>
    %cst_177 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %692 = stablehlo.multiply %691, %438 : tensor<32x32xf32>
    %693 = stablehlo.subtract %arg14, %692 : tensor<32x32xf32>
    %cst_178 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %695 = stablehlo.multiply %694, %473 : tensor<32x96xf32>
    %696 = stablehlo.subtract %arg15, %695 : tensor<32x96xf32>
    %cst_179 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %698 = stablehlo.multiply %697, %477 : tensor<32xf32>
    %699 = stablehlo.subtract %arg16, %698 : tensor<32xf32>
    %cst_180 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %701 = stablehlo.multiply %700, %483 : tensor<32xf32>
    %702 = stablehlo.subtract %arg17, %701 : tensor<32xf32>
    %cst_181 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %704 = stablehlo.multiply %703, %402 : tensor<32xf32>
    %705 = stablehlo.subtract %arg18, %704 : tensor<32xf32>
    %cst_182 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %707 = stablehlo.multiply %706, %408 : tensor<32xf32>
    %708 = stablehlo.subtract %arg19, %707 : tensor<32xf32>
    %cst_183 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %710 = stablehlo.multiply %709, %396 : tensor<128xf32>
    %711 = stablehlo.subtract %arg20, %710 : tensor<128xf32>
    %cst_184 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %713 = stablehlo.multiply %712, %376 : tensor<32xf32>
    %714 = stablehlo.subtract %arg21, %713 : tensor<32xf32>
    %cst_185 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %716 = stablehlo.multiply %715, %398 : tensor<32x128xf32>
    %717 = stablehlo.subtract %arg22, %716 : tensor<32x128xf32>
    %cst_186 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %719 = stablehlo.multiply %718, %378 : tensor<128x32xf32>
    %720 = stablehlo.subtract %arg23, %719 : tensor<128x32xf32>
    %cst_187 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %722 = stablehlo.multiply %721, %339 : tensor<32x64xf32>
    %723 = stablehlo.subtract %arg24, %722 : tensor<32x64xf32>
    %cst_188 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %725 = stablehlo.multiply %724, %343 : tensor<32xf32>
    %726 = stablehlo.subtract %arg25, %725 : tensor<32xf32>
    %cst_189 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %728 = stablehlo.multiply %727, %349 : tensor<32xf32>
    %729 = stablehlo.subtract %arg26, %728 : tensor<32xf32>
    %cst_190 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %731 = stablehlo.multiply %730, %646 : tensor<16x32xf32>
    %732 = stablehlo.subtract %arg27, %731 : tensor<16x32xf32>
    %cst_191 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %734 = stablehlo.multiply %733, %648 : tensor<64x32xf32>
    %735 = stablehlo.subtract %arg28, %734 : tensor<64x32xf32>
    return %651, %654, %657, %660, %663, %666, %669, %672, %675, %678, %681, %684, %687, %690, %693, %696, %699, %702, %705, %708, %711, %714, %717, %720, %723, %726, %729, %732, %735, %324 : tensor<32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
