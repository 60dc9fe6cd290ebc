module @jit_ts_gpt_tiny_remat attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32>, %arg1: tensor<96xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32x96xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>, %arg6: tensor<32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<128xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x128xf32>, %arg11: tensor<128x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<96xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32x96xf32>, %arg16: tensor<32xf32>, %arg17: tensor<32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32xf32>, %arg20: tensor<128xf32>, %arg21: tensor<32xf32>, %arg22: tensor<32x128xf32>, %arg23: tensor<128x32xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<16x32xf32>, %arg28: tensor<64x32xf32>, %arg29: tensor<2x16xi32>, %arg30: tensor<2x16xi32>) -> (tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['bo']"}, tensor<96xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['bqkv']"}, tensor<32x32xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['wo']"}, tensor<32x96xf32> {jax.result_info = "result[0]['blocks'][0]['attn']['wqkv']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['ln1']['g']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['ln2']['g']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['b1']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['b2']"}, tensor<32x128xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['w1']"}, tensor<128x32xf32> {jax.result_info = "result[0]['blocks'][0]['mlp']['w2']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['bo']"}, tensor<96xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['bqkv']"}, tensor<32x32xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['wo']"}, tensor<32x96xf32> {jax.result_info = "result[0]['blocks'][1]['attn']['wqkv']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['ln1']['g']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['ln2']['g']"}, tensor<128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['b1']"}, tensor<32xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['b2']"}, tensor<32x128xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['w1']"}, tensor<128x32xf32> {jax.result_info = "result[0]['blocks'][1]['mlp']['w2']"}, tensor<32x64xf32> {jax.result_info = "result[0]['head']"}, tensor<32xf32> {jax.result_info = "result[0]['lnf']['b']"}, tensor<32xf32> {jax.result_info = "result[0]['lnf']['g']"}, tensor<16x32xf32> {jax.result_info = "result[0]['wpe']"}, tensor<64x32xf32> {jax.result_info = "result[0]['wte']"}, tensor<f32> {jax.result_info = "result[1]"}) {
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
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_3 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<2x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %22 = stablehlo.subtract %9, %21 : tensor<2x16x32xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<2x16x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<2x16x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %27 = stablehlo.multiply %22, %26 : tensor<2x16x32xf32>
    %28 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<2x16x32xf32>
    %31 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %33 = stablehlo.add %30, %32 : tensor<2x16x32xf32>
    %34 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x96xf32>) -> tensor<2x16x96xf32>
    %35 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<2x16x96xf32>
    %37 = stablehlo.add %34, %36 : tensor<2x16x96xf32>
    %38 = stablehlo.slice %37 [0:2, 0:16, 0:32] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %39 = stablehlo.slice %37 [0:2, 0:16, 32:64] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %40 = stablehlo.slice %37 [0:2, 0:16, 64:96] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %41 = stablehlo.reshape %38 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %42 = stablehlo.reshape %39 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %43 = stablehlo.reshape %40 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %44 = stablehlo.dot_general %41, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %46 = stablehlo.divide %44, %45 : tensor<2x2x16x16xf32>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %47 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %48 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %49 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %50 = stablehlo.add %48, %49 : tensor<16x16xi32>
    %51 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %52 = stablehlo.compare GE, %50, %51, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_8 = stablehlo.constant dense<false> : tensor<i1>
    %53 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %54 = stablehlo.select %52, %47, %53 : tensor<16x16xi1>, tensor<16x16xi1>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %57 = stablehlo.select %55, %46, %56 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
    %60 = stablehlo.maximum %59, %58 : tensor<2x2x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %63 = stablehlo.subtract %57, %62 : tensor<2x2x16x16xf32>
    %64 = stablehlo.exponential %63 : tensor<2x2x16x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %68 = stablehlo.divide %64, %67 : tensor<2x2x16x16xf32>
    %69 = stablehlo.dot_general %43, %68, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %70 = stablehlo.transpose %69, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %72 = stablehlo.dot_general %71, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %73 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %75 = stablehlo.add %72, %74 : tensor<2x16x32xf32>
    %76 = stablehlo.add %9, %75 : tensor<2x16x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<2x16x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<2x16x32xf32>
    %83 = stablehlo.multiply %82, %82 : tensor<2x16x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_16 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<2x16x1xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %89 = stablehlo.subtract %76, %88 : tensor<2x16x32xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %91 = stablehlo.add %87, %90 : tensor<2x16x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<2x16x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %94 = stablehlo.multiply %89, %93 : tensor<2x16x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %97 = stablehlo.multiply %94, %96 : tensor<2x16x32xf32>
    %98 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %100 = stablehlo.add %97, %99 : tensor<2x16x32xf32>
    %101 = stablehlo.dot_general %100, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %102 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %104 = stablehlo.add %101, %103 : tensor<2x16x128xf32>
    %105 = stablehlo.multiply %104, %104 : tensor<2x16x128xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<2x16x128xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<2x16x128xf32>
    %109 = stablehlo.add %104, %108 : tensor<2x16x128xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<2x16x128xf32>
    %112 = stablehlo.tanh %111 : tensor<2x16x128xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %114 = stablehlo.add %113, %112 : tensor<2x16x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<2x16x128xf32>
    %117 = stablehlo.multiply %104, %116 : tensor<2x16x128xf32>
    %118 = stablehlo.dot_general %117, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %119 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %121 = stablehlo.add %118, %120 : tensor<2x16x32xf32>
    %122 = stablehlo.add %76, %121 : tensor<2x16x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %126 = stablehlo.divide %124, %125 : tensor<2x16x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %128 = stablehlo.subtract %122, %127 : tensor<2x16x32xf32>
    %129 = stablehlo.multiply %128, %128 : tensor<2x16x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_25 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<2x16x1xf32>
    %134 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %135 = stablehlo.subtract %122, %134 : tensor<2x16x32xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %137 = stablehlo.add %133, %136 : tensor<2x16x1xf32>
    %138 = stablehlo.rsqrt %137 : tensor<2x16x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %140 = stablehlo.multiply %135, %139 : tensor<2x16x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %143 = stablehlo.multiply %140, %142 : tensor<2x16x32xf32>
    %144 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %146 = stablehlo.add %143, %145 : tensor<2x16x32xf32>
    %147 = stablehlo.dot_general %146, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x96xf32>) -> tensor<2x16x96xf32>
    %148 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<2x16x96xf32>
    %150 = stablehlo.add %147, %149 : tensor<2x16x96xf32>
    %151 = stablehlo.slice %150 [0:2, 0:16, 0:32] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %152 = stablehlo.slice %150 [0:2, 0:16, 32:64] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %153 = stablehlo.slice %150 [0:2, 0:16, 64:96] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %154 = stablehlo.reshape %151 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %155 = stablehlo.reshape %152 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %156 = stablehlo.reshape %153 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %157 = stablehlo.dot_general %154, %155, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %cst_27 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %159 = stablehlo.divide %157, %158 : tensor<2x2x16x16xf32>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %160 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %161 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %163 = stablehlo.add %161, %162 : tensor<16x16xi32>
    %164 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %165 = stablehlo.compare GE, %163, %164, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_30 = stablehlo.constant dense<false> : tensor<i1>
    %166 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %167 = stablehlo.select %165, %160, %166 : tensor<16x16xi1>, tensor<16x16xi1>
    %cst_31 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
    %169 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %170 = stablehlo.select %168, %159, %169 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_32) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
    %173 = stablehlo.maximum %172, %171 : tensor<2x2x16xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %176 = stablehlo.subtract %170, %175 : tensor<2x2x16x16xf32>
    %177 = stablehlo.exponential %176 : tensor<2x2x16x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %181 = stablehlo.divide %177, %180 : tensor<2x2x16x16xf32>
    %182 = stablehlo.dot_general %156, %181, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %183 = stablehlo.transpose %182, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %184 = stablehlo.reshape %183 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %185 = stablehlo.dot_general %184, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %186 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %188 = stablehlo.add %185, %187 : tensor<2x16x32xf32>
    %189 = stablehlo.add %122, %188 : tensor<2x16x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_36 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<2x16x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %195 = stablehlo.subtract %189, %194 : tensor<2x16x32xf32>
    %196 = stablehlo.multiply %195, %195 : tensor<2x16x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %200 = stablehlo.divide %198, %199 : tensor<2x16x1xf32>
    %201 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %202 = stablehlo.subtract %189, %201 : tensor<2x16x32xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %204 = stablehlo.add %200, %203 : tensor<2x16x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<2x16x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %207 = stablehlo.multiply %202, %206 : tensor<2x16x32xf32>
    %208 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<2x16x32xf32>
    %211 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %213 = stablehlo.add %210, %212 : tensor<2x16x32xf32>
    %214 = stablehlo.dot_general %213, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %215 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %217 = stablehlo.add %214, %216 : tensor<2x16x128xf32>
    %218 = stablehlo.multiply %217, %217 : tensor<2x16x128xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<2x16x128xf32>
    %cst_40 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<2x16x128xf32>
    %222 = stablehlo.add %217, %221 : tensor<2x16x128xf32>
    %cst_41 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<2x16x128xf32>
    %225 = stablehlo.tanh %224 : tensor<2x16x128xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %227 = stablehlo.add %226, %225 : tensor<2x16x128xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<2x16x128xf32>
    %230 = stablehlo.multiply %217, %229 : tensor<2x16x128xf32>
    %231 = stablehlo.dot_general %230, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %232 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %234 = stablehlo.add %231, %233 : tensor<2x16x32xf32>
    %235 = stablehlo.add %189, %234 : tensor<2x16x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_45 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %239 = stablehlo.divide %237, %238 : tensor<2x16x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %241 = stablehlo.subtract %235, %240 : tensor<2x16x32xf32>
    %242 = stablehlo.multiply %241, %241 : tensor<2x16x32xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %244 = stablehlo.multiply %243, %241 : tensor<2x16x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%242 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_48 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %248 = stablehlo.divide %246, %247 : tensor<2x16x1xf32>
    %249 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %250 = stablehlo.subtract %235, %249 : tensor<2x16x32xf32>
    %cst_49 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %252 = stablehlo.add %248, %251 : tensor<2x16x1xf32>
    %253 = stablehlo.rsqrt %252 : tensor<2x16x1xf32>
    %254 = stablehlo.divide %253, %252 : tensor<2x16x1xf32>
    %cst_50 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %256 = stablehlo.multiply %255, %254 : tensor<2x16x1xf32>
    %257 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %258 = stablehlo.multiply %250, %257 : tensor<2x16x32xf32>
    %259 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %261 = stablehlo.multiply %258, %260 : tensor<2x16x32xf32>
    %262 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %264 = stablehlo.add %261, %263 : tensor<2x16x32xf32>
    %265 = stablehlo.dot_general %264, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %266 = stablehlo.reduce(%265 init: %cst_51) applies stablehlo.maximum across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %268 = stablehlo.maximum %267, %266 : tensor<2x16xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %271 = stablehlo.subtract %265, %270 : tensor<2x16x64xf32>
    %272 = stablehlo.exponential %271 : tensor<2x16x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%272 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %275 = stablehlo.log %274 : tensor<2x16x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %277 = stablehlo.subtract %271, %276 : tensor<2x16x64xf32>
    %278 = stablehlo.broadcast_in_dim %arg30, dims = [0, 1] : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %279 = stablehlo.iota dim = 2 : tensor<1x1x64xi32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<2x16x1xi32>) -> tensor<2x16x64xi32>
    %281 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<2x16x64xi32>
    %282 = stablehlo.compare EQ, %280, %281, SIGNED : (tensor<2x16x64xi32>, tensor<2x16x64xi32>) -> tensor<2x16x64xi1>
    %283 = stablehlo.convert %282 : (tensor<2x16x64xi1>) -> tensor<2x16x64xf32>
    %284 = stablehlo.multiply %283, %277 : tensor<2x16x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%284 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_56 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %287 = stablehlo.divide %286, %cst_56 : tensor<f32>
    %288 = stablehlo.negate %287 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %289 = stablehlo.negate %cst_57 : tensor<f32>
    %cst_58 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %290 = stablehlo.divide %289, %cst_58 : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %293 = stablehlo.multiply %283, %292 : tensor<2x16x64xf32>
    %294 = stablehlo.negate %293 : tensor<2x16x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %296 = stablehlo.reshape %295 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %297 = stablehlo.divide %296, %274 : tensor<2x16x1xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %300 = stablehlo.multiply %299, %272 : tensor<2x16x64xf32>
    %301 = stablehlo.add %293, %300 : tensor<2x16x64xf32>
    %302 = stablehlo.dot_general %301, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    %303 = stablehlo.transpose %302, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %304 = stablehlo.dot_general %301, %arg24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<32x64xf32>) -> tensor<2x16x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_61) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %306 = stablehlo.reshape %305 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %308 = stablehlo.multiply %258, %304 : tensor<2x16x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %310 = stablehlo.reshape %309 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %311 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %312 = stablehlo.multiply %304, %311 : tensor<2x16x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%310 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %314 = stablehlo.multiply %250, %312 : tensor<2x16x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.reduce(%314 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %316 = stablehlo.reshape %315 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %317 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %318 = stablehlo.multiply %312, %317 : tensor<2x16x32xf32>
    %319 = stablehlo.multiply %316, %256 : tensor<2x16x1xf32>
    %320 = stablehlo.negate %318 : tensor<2x16x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.reduce(%320 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %322 = stablehlo.reshape %321 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_67 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %324 = stablehlo.divide %319, %323 : tensor<2x16x1xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %327 = stablehlo.multiply %326, %244 : tensor<2x16x32xf32>
    %328 = stablehlo.negate %327 : tensor<2x16x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %330 = stablehlo.reshape %329 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %331 = stablehlo.add %318, %327 : tensor<2x16x32xf32>
    %332 = stablehlo.add %322, %330 : tensor<2x16x1xf32>
    %cst_70 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %334 = stablehlo.divide %332, %333 : tensor<2x16x1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %337 = stablehlo.add %331, %336 : tensor<2x16x32xf32>
    %338:13 = stablehlo.optimization_barrier %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg22, %arg23, %122, %337 : tensor<32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%338#11 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_73 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %342 = stablehlo.divide %340, %341 : tensor<2x16x1xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %344 = stablehlo.subtract %338#11, %343 : tensor<2x16x32xf32>
    %345 = stablehlo.multiply %344, %344 : tensor<2x16x32xf32>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %347 = stablehlo.multiply %346, %344 : tensor<2x16x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%345 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_76 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %351 = stablehlo.divide %349, %350 : tensor<2x16x1xf32>
    %352 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %353 = stablehlo.subtract %338#11, %352 : tensor<2x16x32xf32>
    %cst_77 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %355 = stablehlo.add %351, %354 : tensor<2x16x1xf32>
    %356 = stablehlo.rsqrt %355 : tensor<2x16x1xf32>
    %357 = stablehlo.divide %356, %355 : tensor<2x16x1xf32>
    %cst_78 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %359 = stablehlo.multiply %358, %357 : tensor<2x16x1xf32>
    %360 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %361 = stablehlo.multiply %353, %360 : tensor<2x16x32xf32>
    %362 = stablehlo.broadcast_in_dim %338#5, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %364 = stablehlo.multiply %361, %363 : tensor<2x16x32xf32>
    %365 = stablehlo.broadcast_in_dim %338#4, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %367 = stablehlo.add %364, %366 : tensor<2x16x32xf32>
    %368 = stablehlo.dot_general %367, %338#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x96xf32>) -> tensor<2x16x96xf32>
    %369 = stablehlo.broadcast_in_dim %338#1, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<2x16x96xf32>
    %371 = stablehlo.add %368, %370 : tensor<2x16x96xf32>
    %372 = stablehlo.slice %371 [0:2, 0:16, 0:32] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %373 = stablehlo.slice %371 [0:2, 0:16, 32:64] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %374 = stablehlo.slice %371 [0:2, 0:16, 64:96] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %375 = stablehlo.reshape %372 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %376 = stablehlo.reshape %373 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %377 = stablehlo.reshape %374 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %378 = stablehlo.dot_general %375, %376, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %cst_79 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %380 = stablehlo.divide %378, %379 : tensor<2x2x16x16xf32>
    %c_80 = stablehlo.constant dense<true> : tensor<i1>
    %381 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %382 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %383 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %384 = stablehlo.add %382, %383 : tensor<16x16xi32>
    %385 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %386 = stablehlo.compare GE, %384, %385, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_82 = stablehlo.constant dense<false> : tensor<i1>
    %387 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %388 = stablehlo.select %386, %381, %387 : tensor<16x16xi1>, tensor<16x16xi1>
    %cst_83 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
    %390 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %391 = stablehlo.select %389, %380, %390 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_84) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %cst_85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
    %394 = stablehlo.maximum %393, %392 : tensor<2x2x16xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %397 = stablehlo.subtract %391, %396 : tensor<2x2x16x16xf32>
    %398 = stablehlo.exponential %397 : tensor<2x2x16x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_86) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %402 = stablehlo.divide %398, %401 : tensor<2x2x16x16xf32>
    %403 = stablehlo.multiply %400, %400 : tensor<2x2x16x1xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<2x2x16x1xf32>
    %405 = stablehlo.divide %404, %403 : tensor<2x2x16x1xf32>
    %406 = stablehlo.dot_general %377, %402, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %407 = stablehlo.transpose %406, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %408 = stablehlo.reshape %407 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %409 = stablehlo.dot_general %408, %338#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %410 = stablehlo.broadcast_in_dim %338#0, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %412 = stablehlo.add %409, %411 : tensor<2x16x32xf32>
    %413 = stablehlo.add %338#11, %412 : tensor<2x16x32xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_89 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %417 = stablehlo.divide %415, %416 : tensor<2x16x1xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %419 = stablehlo.subtract %413, %418 : tensor<2x16x32xf32>
    %420 = stablehlo.multiply %419, %419 : tensor<2x16x32xf32>
    %cst_90 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %422 = stablehlo.multiply %421, %419 : tensor<2x16x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%420 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_92 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %426 = stablehlo.divide %424, %425 : tensor<2x16x1xf32>
    %427 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %428 = stablehlo.subtract %413, %427 : tensor<2x16x32xf32>
    %cst_93 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %430 = stablehlo.add %426, %429 : tensor<2x16x1xf32>
    %431 = stablehlo.rsqrt %430 : tensor<2x16x1xf32>
    %432 = stablehlo.divide %431, %430 : tensor<2x16x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %434 = stablehlo.multiply %433, %432 : tensor<2x16x1xf32>
    %435 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %436 = stablehlo.multiply %428, %435 : tensor<2x16x32xf32>
    %437 = stablehlo.broadcast_in_dim %338#7, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %439 = stablehlo.multiply %436, %438 : tensor<2x16x32xf32>
    %440 = stablehlo.broadcast_in_dim %338#6, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %442 = stablehlo.add %439, %441 : tensor<2x16x32xf32>
    %443 = stablehlo.dot_general %442, %338#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %444 = stablehlo.broadcast_in_dim %338#8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %446 = stablehlo.add %443, %445 : tensor<2x16x128xf32>
    %447 = stablehlo.multiply %446, %446 : tensor<2x16x128xf32>
    %448 = stablehlo.multiply %447, %446 : tensor<2x16x128xf32>
    %449 = stablehlo.multiply %446, %446 : tensor<2x16x128xf32>
    %cst_95 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %451 = stablehlo.multiply %450, %449 : tensor<2x16x128xf32>
    %cst_96 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %453 = stablehlo.multiply %452, %448 : tensor<2x16x128xf32>
    %454 = stablehlo.add %446, %453 : tensor<2x16x128xf32>
    %cst_97 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %456 = stablehlo.multiply %455, %454 : tensor<2x16x128xf32>
    %457 = stablehlo.tanh %456 : tensor<2x16x128xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %459 = stablehlo.subtract %458, %457 : tensor<2x16x128xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %461 = stablehlo.add %460, %457 : tensor<2x16x128xf32>
    %cst_100 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<2x16x128xf32>
    %464 = stablehlo.multiply %446, %463 : tensor<2x16x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%338#12 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %466 = stablehlo.reshape %465 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%466 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %468 = stablehlo.dot_general %338#12, %464, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %469 = stablehlo.transpose %468, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %470 = stablehlo.dot_general %338#12, %338#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<128x32xf32>) -> tensor<2x16x128xf32>
    %471 = stablehlo.multiply %446, %470 : tensor<2x16x128xf32>
    %472 = stablehlo.multiply %470, %463 : tensor<2x16x128xf32>
    %cst_103 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %474 = stablehlo.multiply %473, %471 : tensor<2x16x128xf32>
    %475 = stablehlo.multiply %474, %459 : tensor<2x16x128xf32>
    %476 = stablehlo.multiply %475, %457 : tensor<2x16x128xf32>
    %477 = stablehlo.add %475, %476 : tensor<2x16x128xf32>
    %cst_104 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %479 = stablehlo.multiply %478, %477 : tensor<2x16x128xf32>
    %480 = stablehlo.add %472, %479 : tensor<2x16x128xf32>
    %cst_105 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %482 = stablehlo.multiply %481, %479 : tensor<2x16x128xf32>
    %483 = stablehlo.multiply %482, %451 : tensor<2x16x128xf32>
    %484 = stablehlo.add %480, %483 : tensor<2x16x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %486 = stablehlo.reshape %485 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.reduce(%486 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %488 = stablehlo.dot_general %484, %442, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x32xf32>) -> tensor<128x32xf32>
    %489 = stablehlo.transpose %488, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %490 = stablehlo.dot_general %484, %338#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<32x128xf32>) -> tensor<2x16x32xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%490 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %492 = stablehlo.reshape %491 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%492 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %494 = stablehlo.multiply %436, %490 : tensor<2x16x32xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.reduce(%494 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %496 = stablehlo.reshape %495 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %497 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %498 = stablehlo.multiply %490, %497 : tensor<2x16x32xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%496 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %500 = stablehlo.multiply %428, %498 : tensor<2x16x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %502 = stablehlo.reshape %501 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %503 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %504 = stablehlo.multiply %498, %503 : tensor<2x16x32xf32>
    %505 = stablehlo.multiply %502, %434 : tensor<2x16x1xf32>
    %506 = stablehlo.negate %504 : tensor<2x16x32xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.reduce(%506 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %508 = stablehlo.reshape %507 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %509 = stablehlo.add %338#12, %504 : tensor<2x16x32xf32>
    %cst_114 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %511 = stablehlo.divide %505, %510 : tensor<2x16x1xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = stablehlo.reduce(%511 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %514 = stablehlo.multiply %513, %422 : tensor<2x16x32xf32>
    %515 = stablehlo.negate %514 : tensor<2x16x32xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%515 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %517 = stablehlo.reshape %516 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %518 = stablehlo.add %509, %514 : tensor<2x16x32xf32>
    %519 = stablehlo.add %508, %517 : tensor<2x16x1xf32>
    %cst_117 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %521 = stablehlo.divide %519, %520 : tensor<2x16x1xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%521 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %524 = stablehlo.add %518, %523 : tensor<2x16x32xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %526 = stablehlo.reshape %525 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%526 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %528 = stablehlo.dot_general %524, %408, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %529 = stablehlo.transpose %528, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %530 = stablehlo.dot_general %524, %338#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %531 = stablehlo.reshape %530 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %532 = stablehlo.transpose %531, dims = [0, 2, 3, 1] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %533 = stablehlo.dot_general %532, %377, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %534 = stablehlo.dot_general %532, %402, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %535 = stablehlo.transpose %534, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %536 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %537 = stablehlo.multiply %533, %536 : tensor<2x2x16x16xf32>
    %538 = stablehlo.multiply %537, %398 : tensor<2x2x16x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%538 init: %cst_121) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %540 = stablehlo.reshape %539 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %541 = stablehlo.negate %540 : tensor<2x2x16x1xf32>
    %542 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %543 = stablehlo.divide %533, %542 : tensor<2x2x16x16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%541 init: %cst_122) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x1xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %546 = stablehlo.add %543, %545 : tensor<2x2x16x16xf32>
    %547 = stablehlo.multiply %546, %398 : tensor<2x2x16x16xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %549 = stablehlo.select %389, %547, %548 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_124 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %551 = stablehlo.divide %549, %550 : tensor<2x2x16x16xf32>
    %552 = stablehlo.dot_general %551, %375, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %553 = stablehlo.transpose %552, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %554 = stablehlo.dot_general %551, %376, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %555 = stablehlo.transpose %554, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %556 = stablehlo.reshape %535 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %557 = stablehlo.reshape %553 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %558 = stablehlo.reshape %555 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %559 = stablehlo.concatenate %558, %557, %556, dim = 2 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%559 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %561 = stablehlo.reshape %560 : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.reduce(%561 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %563 = stablehlo.dot_general %559, %367, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<2x16x32xf32>) -> tensor<96x32xf32>
    %564 = stablehlo.transpose %563, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %565 = stablehlo.dot_general %559, %338#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<32x96xf32>) -> tensor<2x16x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%565 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %567 = stablehlo.reshape %566 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%567 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %569 = stablehlo.multiply %361, %565 : tensor<2x16x32xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %571 = stablehlo.reshape %570 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %572 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %573 = stablehlo.multiply %565, %572 : tensor<2x16x32xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%571 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.multiply %353, %573 : tensor<2x16x32xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%575 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %577 = stablehlo.reshape %576 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %578 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %579 = stablehlo.multiply %573, %578 : tensor<2x16x32xf32>
    %580 = stablehlo.multiply %577, %359 : tensor<2x16x1xf32>
    %581 = stablehlo.negate %579 : tensor<2x16x32xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %583 = stablehlo.reshape %582 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %584 = stablehlo.add %524, %579 : tensor<2x16x32xf32>
    %cst_133 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %586 = stablehlo.divide %580, %585 : tensor<2x16x1xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%586 init: %cst_134) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %589 = stablehlo.multiply %588, %347 : tensor<2x16x32xf32>
    %590 = stablehlo.negate %589 : tensor<2x16x32xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.reduce(%590 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %592 = stablehlo.reshape %591 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %593 = stablehlo.add %584, %589 : tensor<2x16x32xf32>
    %594 = stablehlo.add %583, %592 : tensor<2x16x1xf32>
    %cst_136 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %596 = stablehlo.divide %594, %595 : tensor<2x16x1xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%596 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %599 = stablehlo.add %593, %598 : tensor<2x16x32xf32>
    %600:13 = stablehlo.optimization_barrier %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg10, %arg11, %9, %599 : tensor<32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600#11 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_139 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %604 = stablehlo.divide %602, %603 : tensor<2x16x1xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %606 = stablehlo.subtract %600#11, %605 : tensor<2x16x32xf32>
    %607 = stablehlo.multiply %606, %606 : tensor<2x16x32xf32>
    %cst_140 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %609 = stablehlo.multiply %608, %606 : tensor<2x16x32xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.reduce(%607 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_142 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %613 = stablehlo.divide %611, %612 : tensor<2x16x1xf32>
    %614 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %615 = stablehlo.subtract %600#11, %614 : tensor<2x16x32xf32>
    %cst_143 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %617 = stablehlo.add %613, %616 : tensor<2x16x1xf32>
    %618 = stablehlo.rsqrt %617 : tensor<2x16x1xf32>
    %619 = stablehlo.divide %618, %617 : tensor<2x16x1xf32>
    %cst_144 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %621 = stablehlo.multiply %620, %619 : tensor<2x16x1xf32>
    %622 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %623 = stablehlo.multiply %615, %622 : tensor<2x16x32xf32>
    %624 = stablehlo.broadcast_in_dim %600#5, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %626 = stablehlo.multiply %623, %625 : tensor<2x16x32xf32>
    %627 = stablehlo.broadcast_in_dim %600#4, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %629 = stablehlo.add %626, %628 : tensor<2x16x32xf32>
    %630 = stablehlo.dot_general %629, %600#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x96xf32>) -> tensor<2x16x96xf32>
    %631 = stablehlo.broadcast_in_dim %600#1, dims = [2] : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<1x1x96xf32>) -> tensor<2x16x96xf32>
    %633 = stablehlo.add %630, %632 : tensor<2x16x96xf32>
    %634 = stablehlo.slice %633 [0:2, 0:16, 0:32] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %635 = stablehlo.slice %633 [0:2, 0:16, 32:64] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %636 = stablehlo.slice %633 [0:2, 0:16, 64:96] : (tensor<2x16x96xf32>) -> tensor<2x16x32xf32>
    %637 = stablehlo.reshape %634 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %638 = stablehlo.reshape %635 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %639 = stablehlo.reshape %636 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %640 = stablehlo.dot_general %637, %638, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %cst_145 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %642 = stablehlo.divide %640, %641 : tensor<2x2x16x16xf32>
    %c_146 = stablehlo.constant dense<true> : tensor<i1>
    %643 = stablehlo.broadcast_in_dim %c_146, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %644 = stablehlo.iota dim = 0 : tensor<16x16xi32>
    %c_147 = stablehlo.constant dense<0> : tensor<i32>
    %645 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %646 = stablehlo.add %644, %645 : tensor<16x16xi32>
    %647 = stablehlo.iota dim = 1 : tensor<16x16xi32>
    %648 = stablehlo.compare GE, %646, %647, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_148 = stablehlo.constant dense<false> : tensor<i1>
    %649 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i1>) -> tensor<16x16xi1>
    %650 = stablehlo.select %648, %643, %649 : tensor<16x16xi1>, tensor<16x16xi1>
    %cst_149 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [2, 3] : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
    %652 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %653 = stablehlo.select %651, %642, %652 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %654 = stablehlo.reduce(%653 init: %cst_150) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %cst_151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x2x16xf32>
    %656 = stablehlo.maximum %655, %654 : tensor<2x2x16xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %659 = stablehlo.subtract %653, %658 : tensor<2x2x16x16xf32>
    %660 = stablehlo.exponential %659 : tensor<2x2x16x16xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%660 init: %cst_152) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %664 = stablehlo.divide %660, %663 : tensor<2x2x16x16xf32>
    %665 = stablehlo.multiply %662, %662 : tensor<2x2x16x1xf32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x2x16x1xf32>
    %667 = stablehlo.divide %666, %665 : tensor<2x2x16x1xf32>
    %668 = stablehlo.dot_general %639, %664, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x16x2x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %669 = stablehlo.transpose %668, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %670 = stablehlo.reshape %669 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %671 = stablehlo.dot_general %670, %600#2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %672 = stablehlo.broadcast_in_dim %600#0, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %674 = stablehlo.add %671, %673 : tensor<2x16x32xf32>
    %675 = stablehlo.add %600#11, %674 : tensor<2x16x32xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %676 = stablehlo.reduce(%675 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_155 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %679 = stablehlo.divide %677, %678 : tensor<2x16x1xf32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %681 = stablehlo.subtract %675, %680 : tensor<2x16x32xf32>
    %682 = stablehlo.multiply %681, %681 : tensor<2x16x32xf32>
    %cst_156 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x16x32xf32>
    %684 = stablehlo.multiply %683, %681 : tensor<2x16x32xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.reduce(%682 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %cst_158 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %688 = stablehlo.divide %686, %687 : tensor<2x16x1xf32>
    %689 = stablehlo.broadcast_in_dim %679, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %690 = stablehlo.subtract %675, %689 : tensor<2x16x32xf32>
    %cst_159 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %692 = stablehlo.add %688, %691 : tensor<2x16x1xf32>
    %693 = stablehlo.rsqrt %692 : tensor<2x16x1xf32>
    %694 = stablehlo.divide %693, %692 : tensor<2x16x1xf32>
    %cst_160 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %696 = stablehlo.multiply %695, %694 : tensor<2x16x1xf32>
    %697 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %698 = stablehlo.multiply %690, %697 : tensor<2x16x32xf32>
    %699 = stablehlo.broadcast_in_dim %600#7, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %701 = stablehlo.multiply %698, %700 : tensor<2x16x32xf32>
    %702 = stablehlo.broadcast_in_dim %600#6, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %704 = stablehlo.add %701, %703 : tensor<2x16x32xf32>
    %705 = stablehlo.dot_general %704, %600#9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %706 = stablehlo.broadcast_in_dim %600#8, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %708 = stablehlo.add %705, %707 : tensor<2x16x128xf32>
    %709 = stablehlo.multiply %708, %708 : tensor<2x16x128xf32>
    %710 = stablehlo.multiply %709, %708 : tensor<2x16x128xf32>
    %711 = stablehlo.multiply %708, %708 : tensor<2x16x128xf32>
    %cst_161 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %713 = stablehlo.multiply %712, %711 : tensor<2x16x128xf32>
    %cst_162 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %715 = stablehlo.multiply %714, %710 : tensor<2x16x128xf32>
    %716 = stablehlo.add %708, %715 : tensor<2x16x128xf32>
    %cst_163 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %718 = stablehlo.multiply %717, %716 : tensor<2x16x128xf32>
    %719 = stablehlo.tanh %718 : tensor<2x16x128xf32>
    %cst_164 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %721 = stablehlo.subtract %720, %719 : tensor<2x16x128xf32>
    %cst_165 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %723 = stablehlo.add %722, %719 : tensor<2x16x128xf32>
    %cst_166 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %725 = stablehlo.multiply %724, %723 : tensor<2x16x128xf32>
    %726 = stablehlo.multiply %708, %725 : tensor<2x16x128xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.reduce(%600#12 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %728 = stablehlo.reshape %727 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%728 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %730 = stablehlo.dot_general %600#12, %726, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %731 = stablehlo.transpose %730, dims = [1, 0] : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %732 = stablehlo.dot_general %600#12, %600#10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<128x32xf32>) -> tensor<2x16x128xf32>
    %733 = stablehlo.multiply %708, %732 : tensor<2x16x128xf32>
    %734 = stablehlo.multiply %732, %725 : tensor<2x16x128xf32>
    %cst_169 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %736 = stablehlo.multiply %735, %733 : tensor<2x16x128xf32>
    %737 = stablehlo.multiply %736, %721 : tensor<2x16x128xf32>
    %738 = stablehlo.multiply %737, %719 : tensor<2x16x128xf32>
    %739 = stablehlo.add %737, %738 : tensor<2x16x128xf32>
    %cst_170 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %741 = stablehlo.multiply %740, %739 : tensor<2x16x128xf32>
    %742 = stablehlo.add %734, %741 : tensor<2x16x128xf32>
    %cst_171 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %744 = stablehlo.multiply %743, %741 : tensor<2x16x128xf32>
    %745 = stablehlo.multiply %744, %713 : tensor<2x16x128xf32>
    %746 = stablehlo.add %742, %745 : tensor<2x16x128xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.reduce(%746 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %748 = stablehlo.reshape %747 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %749 = stablehlo.reduce(%748 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %750 = stablehlo.dot_general %746, %704, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x32xf32>) -> tensor<128x32xf32>
    %751 = stablehlo.transpose %750, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %752 = stablehlo.dot_general %746, %600#9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<32x128xf32>) -> tensor<2x16x32xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %753 = stablehlo.reduce(%752 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %754 = stablehlo.reshape %753 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %755 = stablehlo.reduce(%754 init: %cst_175) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %756 = stablehlo.multiply %698, %752 : tensor<2x16x32xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.reduce(%756 init: %cst_176) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %758 = stablehlo.reshape %757 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %759 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %760 = stablehlo.multiply %752, %759 : tensor<2x16x32xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.reduce(%758 init: %cst_177) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %762 = stablehlo.multiply %690, %760 : tensor<2x16x32xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.reduce(%762 init: %cst_178) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %764 = stablehlo.reshape %763 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %765 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %766 = stablehlo.multiply %760, %765 : tensor<2x16x32xf32>
    %767 = stablehlo.multiply %764, %696 : tensor<2x16x1xf32>
    %768 = stablehlo.negate %766 : tensor<2x16x32xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.reduce(%768 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %770 = stablehlo.reshape %769 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %771 = stablehlo.add %600#12, %766 : tensor<2x16x32xf32>
    %cst_180 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %773 = stablehlo.divide %767, %772 : tensor<2x16x1xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %774 = stablehlo.reduce(%773 init: %cst_181) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %775 = stablehlo.broadcast_in_dim %774, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %776 = stablehlo.multiply %775, %684 : tensor<2x16x32xf32>
    %777 = stablehlo.negate %776 : tensor<2x16x32xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %778 = stablehlo.reduce(%777 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %779 = stablehlo.reshape %778 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %780 = stablehlo.add %771, %776 : tensor<2x16x32xf32>
    %781 = stablehlo.add %770, %779 : tensor<2x16x1xf32>
    %cst_183 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %783 = stablehlo.divide %781, %782 : tensor<2x16x1xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %784 = stablehlo.reduce(%783 init: %cst_184) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %786 = stablehlo.add %780, %785 : tensor<2x16x32xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.reduce(%786 init: %cst_185) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %788 = stablehlo.reshape %787 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %789 = stablehlo.reduce(%788 init: %cst_186) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %790 = stablehlo.dot_general %786, %670, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<32x32xf32>
    %791 = stablehlo.transpose %790, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %792 = stablehlo.dot_general %786, %600#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %793 = stablehlo.reshape %792 : (tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %794 = stablehlo.transpose %793, dims = [0, 2, 3, 1] : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %795 = stablehlo.dot_general %794, %639, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %796 = stablehlo.dot_general %794, %664, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %797 = stablehlo.transpose %796, dims = [0, 3, 1, 2] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %798 = stablehlo.broadcast_in_dim %667, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %799 = stablehlo.multiply %795, %798 : tensor<2x2x16x16xf32>
    %800 = stablehlo.multiply %799, %660 : tensor<2x2x16x16xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %801 = stablehlo.reduce(%800 init: %cst_187) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %802 = stablehlo.reshape %801 : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %803 = stablehlo.negate %802 : tensor<2x2x16x1xf32>
    %804 = stablehlo.broadcast_in_dim %662, dims = [0, 1, 2, 3] : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %805 = stablehlo.divide %795, %804 : tensor<2x2x16x16xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %806 = stablehlo.reduce(%803 init: %cst_188) applies stablehlo.add across dimensions = [3] : (tensor<2x2x16x1xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [0, 1, 2] : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %808 = stablehlo.add %805, %807 : tensor<2x2x16x16xf32>
    %809 = stablehlo.multiply %808, %660 : tensor<2x2x16x16xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %811 = stablehlo.select %651, %809, %810 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
    %cst_190 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %813 = stablehlo.divide %811, %812 : tensor<2x2x16x16xf32>
    %814 = stablehlo.dot_general %813, %637, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %815 = stablehlo.transpose %814, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %816 = stablehlo.dot_general %813, %638, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %817 = stablehlo.transpose %816, dims = [0, 2, 1, 3] : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %818 = stablehlo.reshape %797 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %819 = stablehlo.reshape %815 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %820 = stablehlo.reshape %817 : (tensor<2x16x2x16xf32>) -> tensor<2x16x32xf32>
    %821 = stablehlo.concatenate %820, %819, %818, dim = 2 : (tensor<2x16x32xf32>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x96xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %822 = stablehlo.reduce(%821 init: %cst_191) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x96xf32>, tensor<f32>) -> tensor<96xf32>
    %823 = stablehlo.reshape %822 : (tensor<96xf32>) -> tensor<1x1x96xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%823 init: %cst_192) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x96xf32>, tensor<f32>) -> tensor<96xf32>
    %825 = stablehlo.dot_general %821, %629, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<2x16x32xf32>) -> tensor<96x32xf32>
    %826 = stablehlo.transpose %825, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %827 = stablehlo.dot_general %821, %600#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x96xf32>, tensor<32x96xf32>) -> tensor<2x16x32xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %828 = stablehlo.reduce(%827 init: %cst_193) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %829 = stablehlo.reshape %828 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %830 = stablehlo.reduce(%829 init: %cst_194) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %831 = stablehlo.multiply %623, %827 : tensor<2x16x32xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%831 init: %cst_195) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %833 = stablehlo.reshape %832 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %834 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %835 = stablehlo.multiply %827, %834 : tensor<2x16x32xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %836 = stablehlo.reduce(%833 init: %cst_196) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %837 = stablehlo.multiply %615, %835 : tensor<2x16x32xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %838 = stablehlo.reduce(%837 init: %cst_197) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %839 = stablehlo.reshape %838 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %840 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 2] : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %841 = stablehlo.multiply %835, %840 : tensor<2x16x32xf32>
    %842 = stablehlo.multiply %839, %621 : tensor<2x16x1xf32>
    %843 = stablehlo.negate %841 : tensor<2x16x32xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %844 = stablehlo.reduce(%843 init: %cst_198) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %845 = stablehlo.reshape %844 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %846 = stablehlo.add %786, %841 : tensor<2x16x32xf32>
    %cst_199 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %848 = stablehlo.divide %842, %847 : tensor<2x16x1xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %849 = stablehlo.reduce(%848 init: %cst_200) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %850 = stablehlo.broadcast_in_dim %849, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %851 = stablehlo.multiply %850, %609 : tensor<2x16x32xf32>
    %852 = stablehlo.negate %851 : tensor<2x16x32xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %853 = stablehlo.reduce(%852 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %854 = stablehlo.reshape %853 : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %855 = stablehlo.add %846, %851 : tensor<2x16x32xf32>
    %856 = stablehlo.add %845, %854 : tensor<2x16x1xf32>
    %cst_202 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<2x16x1xf32>
    %858 = stablehlo.divide %856, %857 : tensor<2x16x1xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %859 = stablehlo.reduce(%858 init: %cst_203) applies stablehlo.add across dimensions = [2] : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %861 = stablehlo.add %855, %860 : tensor<2x16x32xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%861 init: %cst_204) applies stablehlo.add across dimensions = [0] : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %863 = stablehlo.reshape %862 : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %864 = stablehlo.reduce(%863 init: %cst_205) applies stablehlo.add across dimensions = [0] : (tensor<1x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %866 = "stablehlo.scatter"(%865, %5, %861) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %954 = stablehlo.add %arg31, %arg32 : tensor<f32>
      stablehlo.return %954 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<2x16x1xi32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    %cst_207 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %868 = stablehlo.multiply %867, %789 : tensor<32xf32>
    %869 = stablehlo.subtract %arg0, %868 : tensor<32xf32>
    %cst_208 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %871 = stablehlo.multiply %870, %824 : tensor<96xf32>
    %872 = stablehlo.subtract %arg1, %871 : tensor<96xf32>
    %cst_209 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %874 = stablehlo.multiply %873, %791 : tensor<32x32xf32>
    %875 = stablehlo.subtract %arg2, %874 : tensor<32x32xf32>
    %cst_210 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %877 = stablehlo.multiply %876, %826 : tensor<32x96xf32>
    %878 = stablehlo.subtract %arg3, %877 : tensor<32x96xf32>
    %cst_211 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %880 = stablehlo.multiply %879, %830 : tensor<32xf32>
    %881 = stablehlo.subtract %arg4, %880 : tensor<32xf32>
    %cst_212 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %883 = stablehlo.multiply %882, %836 : tensor<32xf32>
    %884 = stablehlo.subtract %arg5, %883 : tensor<32xf32>
    %cst_213 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %886 = stablehlo.multiply %885, %755 : tensor<32xf32>
    %887 = stablehlo.subtract %arg6, %886 : tensor<32xf32>
    %cst_214 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %889 = stablehlo.multiply %888, %761 : tensor<32xf32>
    %890 = stablehlo.subtract %arg7, %889 : tensor<32xf32>
    %cst_215 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %892 = stablehlo.multiply %891, %749 : tensor<128xf32>
    %893 = stablehlo.subtract %arg8, %892 : tensor<128xf32>
    %cst_216 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %895 = stablehlo.multiply %894, %729 : tensor<32xf32>
    %896 = stablehlo.subtract %arg9, %895 : tensor<32xf32>
    %cst_217 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %898 = stablehlo.multiply %897, %751 : tensor<32x128xf32>
    %899 = stablehlo.subtract %arg10, %898 : tensor<32x128xf32>
    %cst_218 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %901 = stablehlo.multiply %900, %731 : tensor<128x32xf32>
    %902 = stablehlo.subtract %arg11, %901 : tensor<128x32xf32>
    %cst_219 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %904 = stablehlo.multiply %903, %527 : tensor<32xf32>
    %905 = stablehlo.subtract %arg12, %904 : tensor<32xf32>
    %cst_220 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %907 = stablehlo.multiply %906, %562 : tensor<96xf32>
    %908 = stablehlo.subtract %arg13, %907 : tensor<96xf32>
    %cst_221 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %910 = stablehlo.multiply %909, %529 : tensor<32x32xf32>
    %911 = stablehlo.subtract %arg14, %910 : tensor<32x32xf32>
    %cst_222 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<32x96xf32>
    %913 = stablehlo.multiply %912, %564 : tensor<32x96xf32>
    %914 = stablehlo.subtract %arg15, %913 : tensor<32x96xf32>
    %cst_223 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %916 = stablehlo.multiply %915, %568 : tensor<32xf32>
    %917 = stablehlo.subtract %arg16, %916 : tensor<32xf32>
    %cst_224 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %919 = stablehlo.multiply %918, %574 : tensor<32xf32>
    %920 = stablehlo.subtract %arg17, %919 : tensor<32xf32>
    %cst_225 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %922 = stablehlo.multiply %921, %493 : tensor<32xf32>
    %923 = stablehlo.subtract %arg18, %922 : tensor<32xf32>
    %cst_226 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %925 = stablehlo.multiply %924, %499 : tensor<32xf32>
    %926 = stablehlo.subtract %arg19, %925 : tensor<32xf32>
    %cst_227 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %928 = stablehlo.multiply %927, %487 : tensor<128xf32>
    %929 = stablehlo.subtract %arg20, %928 : tensor<128xf32>
    %cst_228 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %931 = stablehlo.multiply %930, %467 : tensor<32xf32>
    %932 = stablehlo.subtract %arg21, %931 : tensor<32xf32>
    %cst_229 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %934 = stablehlo.multiply %933, %489 : tensor<32x128xf32>
    %935 = stablehlo.subtract %arg22, %934 : tensor<32x128xf32>
    %cst_230 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %937 = stablehlo.multiply %936, %469 : tensor<128x32xf32>
    %938 = stablehlo.subtract %arg23, %937 : tensor<128x32xf32>
    %cst_231 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %940 = stablehlo.multiply %939, %303 : tensor<32x64xf32>
    %941 = stablehlo.subtract %arg24, %940 : tensor<32x64xf32>
    %cst_232 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %943 = stablehlo.multiply %942, %307 : tensor<32xf32>
    %944 = stablehlo.subtract %arg25, %943 : tensor<32xf32>
    %cst_233 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %946 = stablehlo.multiply %945, %313 : tensor<32xf32>
    %947 = stablehlo.subtract %arg26, %946 : tensor<32xf32>
    %cst_234 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %949 = stablehlo.multiply %948, %864 : tensor<16x32xf32>
    %950 = stablehlo.subtract %arg27, %949 : tensor<16x32xf32>
    %cst_235 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %952 = stablehlo.multiply %951, %866 : tensor<64x32xf32>
    %953 = stablehlo.subtract %arg28, %952 : tensor<64x32xf32>
    return %869, %872, %875, %878, %881, %884, %887, %890, %893, %896, %899, %902, %905, %908, %911, %914, %917, %920, %923, %926, %929, %932, %935, %938, %941, %944, %947, %950, %953, %288 : tensor<32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<96xf32>, tensor<32x32xf32>, tensor<32x96xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32xf32>, tensor<32x128xf32>, tensor<128x32xf32>, tensor<32x64xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
