module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32>, %arg1: tensor<16x3xf32>, %arg2: tensor<50x8xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16x16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<16x16xf32>, %arg11: tensor<8x16xf32>, %arg12: tensor<8x16xf32>, %arg13: tensor<8x16xf32>, %arg14: tensor<8x16xf32>, %arg15: tensor<i32>, %arg16: tensor<3xf32>, %arg17: tensor<16x3xf32>, %arg18: tensor<50x8xf32>, %arg19: tensor<16xf32>, %arg20: tensor<16x16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<16x16xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16x16xf32>, %arg25: tensor<16xf32>, %arg26: tensor<16x16xf32>, %arg27: tensor<8x16xf32>, %arg28: tensor<8x16xf32>, %arg29: tensor<8x16xf32>, %arg30: tensor<8x16xf32>, %arg31: tensor<3xf32>, %arg32: tensor<16x3xf32>, %arg33: tensor<50x8xf32>, %arg34: tensor<16xf32>, %arg35: tensor<16x16xf32>, %arg36: tensor<16xf32>, %arg37: tensor<16x16xf32>, %arg38: tensor<16xf32>, %arg39: tensor<16x16xf32>, %arg40: tensor<16xf32>, %arg41: tensor<16x16xf32>, %arg42: tensor<8x16xf32>, %arg43: tensor<8x16xf32>, %arg44: tensor<8x16xf32>, %arg45: tensor<8x16xf32>, %arg46: tensor<2x5xi32>, %arg47: tensor<2xi32>) -> (tensor<3xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<16x3xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<50x8xf32> {jax.result_info = "result[0]['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hf']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hf']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hg']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hg']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hi']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hi']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['ho']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['ho']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['if']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['ig']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['ii']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[0]['OptimizedLSTMCell_0']['io']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<3xf32> {jax.result_info = "result[1][0].mu['Dense_0']['bias']"}, tensor<16x3xf32> {jax.result_info = "result[1][0].mu['Dense_0']['kernel']"}, tensor<50x8xf32> {jax.result_info = "result[1][0].mu['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hf']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hf']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hg']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hg']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hi']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hi']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['ho']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['ho']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['if']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['ig']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['ii']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['io']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, tensor<16x3xf32> {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, tensor<50x8xf32> {jax.result_info = "result[1][0].nu['Embed_0']['embedding']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hf']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hf']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hg']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hg']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hi']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hi']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['ho']['bias']"}, tensor<16x16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['ho']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['if']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['ig']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['ii']['kernel']"}, tensor<8x16xf32> {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['io']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg2, %arg46) : (tensor<50x8xf32>, tensor<2x5xi32>) -> (tensor<2x5x8xf32>, tensor<2x5x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.transpose %0#0, dims = [1, 0, 2] : (tensor<2x5x8xf32>) -> tensor<5x2x8xf32>
    %4 = stablehlo.concatenate %arg8, %arg4, %arg6, %arg10, dim = 1 : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x64xf32>
    %5 = stablehlo.concatenate %arg7, %arg3, %arg5, %arg9, dim = 0 : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<64xf32>
    %6 = stablehlo.reshape %5 : (tensor<64xf32>) -> tensor<1x64xf32>
    %7 = stablehlo.concatenate %arg13, %arg11, %arg12, %arg14, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<5x2x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %21:20 = stablehlo.while(%iterArg = %3, %iterArg_155 = %4, %iterArg_156 = %6, %iterArg_157 = %7, %iterArg_158 = %c, %iterArg_159 = %1, %iterArg_160 = %2, %iterArg_161 = %8, %iterArg_162 = %9, %iterArg_163 = %10, %iterArg_164 = %11, %iterArg_165 = %12, %iterArg_166 = %13, %iterArg_167 = %14, %iterArg_168 = %15, %iterArg_169 = %16, %iterArg_170 = %17, %iterArg_171 = %18, %iterArg_172 = %19, %iterArg_173 = %20) : tensor<5x2x8xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>
    cond {
      %c_174 = stablehlo.constant dense<5> : tensor<i32>
      %461 = stablehlo.compare LT, %iterArg_158, %c_174, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %461 : tensor<i1>
    } do {
      %461 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_158) : (tensor<5x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %462:15 = func.call @closed_call(%iterArg_155, %iterArg_156, %iterArg_157, %iterArg_159, %iterArg_160, %461) : (tensor<16x64xf32>, tensor<1x64xf32>, tensor<8x64xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>) -> (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>)
      %463 = func.call @dynamic_update_index_in_dim(%iterArg_161, %462#2, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %464 = func.call @dynamic_update_index_in_dim(%iterArg_162, %462#3, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %465 = func.call @dynamic_update_index_in_dim(%iterArg_163, %462#4, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %466 = func.call @dynamic_update_index_in_dim(%iterArg_164, %462#5, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %467 = func.call @dynamic_update_index_in_dim(%iterArg_165, %462#6, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %468 = func.call @dynamic_update_index_in_dim(%iterArg_166, %462#7, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %469 = func.call @dynamic_update_index_in_dim(%iterArg_167, %462#8, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %470 = func.call @dynamic_update_index_in_dim(%iterArg_168, %462#9, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %471 = func.call @dynamic_update_index_in_dim(%iterArg_169, %462#10, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %472 = func.call @dynamic_update_index_in_dim(%iterArg_170, %462#11, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %473 = func.call @dynamic_update_index_in_dim(%iterArg_171, %462#12, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %474 = func.call @dynamic_update_index_in_dim(%iterArg_172, %462#13, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %475 = func.call @dynamic_update_index_in_dim(%iterArg_173, %462#14, %iterArg_158) : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %c_174 = stablehlo.constant dense<1> : tensor<i32>
      %476 = stablehlo.add %iterArg_158, %c_174 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_155, %iterArg_156, %iterArg_157, %476, %462#0, %462#1, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475 : tensor<5x2x8xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>
    }
    %22 = stablehlo.transpose %21#7, dims = [1, 0, 2] : (tensor<5x2x16xf32>) -> tensor<2x5x16xf32>
    %23 = stablehlo.slice %22 [0:2, 4:5, 0:16] : (tensor<2x5x16xf32>) -> tensor<2x1x16xf32>
    %24 = stablehlo.reshape %23 : (tensor<2x1x16xf32>) -> tensor<2x16xf32>
    %25 = stablehlo.dot_general %24, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x3xf32>) -> tensor<2x3xf32>
    %26 = stablehlo.reshape %arg0 : (tensor<3xf32>) -> tensor<1x3xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %28 = stablehlo.add %25, %27 : tensor<2x3xf32>
    %29 = stablehlo.broadcast_in_dim %arg47, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %30:2 = call @take_along_axis(%28, %29) : (tensor<2x3xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %31:2 = call @_take_0(%30#0, %c_14) : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %cst_15 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %32 = stablehlo.reduce(%28 init: %cst_15) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %34 = stablehlo.maximum %33, %32 : tensor<2xf32>
    %35 = stablehlo.is_finite %34 : (tensor<2xf32>) -> tensor<2xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %37 = stablehlo.select %35, %34, %36 : tensor<2xi1>, tensor<2xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %40 = stablehlo.subtract %28, %39 : tensor<2x3xf32>
    %41 = stablehlo.exponential %40 : tensor<2x3xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %43 = stablehlo.abs %42 : tensor<2xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %45 = stablehlo.compare GE, %42, %44, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %46 = stablehlo.log %43 : tensor<2xf32>
    %47 = stablehlo.add %46, %37 : tensor<2xf32>
    %48 = stablehlo.subtract %47, %31#0 : tensor<2xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.divide %49, %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.divide %cst_22, %cst_23 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %53 = stablehlo.negate %52 : tensor<2xf32>
    %54 = stablehlo.divide %52, %43 : tensor<2xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.select %45, %55, %54 : tensor<2xi1>, tensor<2xf32>
    %57 = stablehlo.select %45, %54, %55 : tensor<2xi1>, tensor<2xf32>
    %58 = stablehlo.negate %56 : tensor<2xf32>
    %59 = stablehlo.add %57, %58 : tensor<2xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %61 = stablehlo.multiply %60, %41 : tensor<2x3xf32>
    %62 = call @_take_2(%31#1, %53) : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %63 = call @take_along_axis_3(%30#1, %62) : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    %64 = stablehlo.add %61, %63 : tensor<2x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %66 = stablehlo.reshape %65 : (tensor<3xf32>) -> tensor<1x3xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x3xf32>) -> tensor<3xf32>
    %68 = stablehlo.dot_general %64, %24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x16xf32>) -> tensor<3x16xf32>
    %69 = stablehlo.transpose %68, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %70 = stablehlo.dot_general %64, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<16x3xf32>) -> tensor<2x16xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 2] : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.pad %71, %cst_26, low = [0, 4, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x5x16xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0, 2] : (tensor<2x5x16xf32>) -> tensor<5x2x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<5x2x8xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %89:32 = stablehlo.while(%iterArg = %73, %iterArg_155 = %21#8, %iterArg_156 = %3, %iterArg_157 = %21#9, %iterArg_158 = %21#10, %iterArg_159 = %21#11, %iterArg_160 = %21#12, %iterArg_161 = %21#13, %iterArg_162 = %21#14, %iterArg_163 = %21#15, %iterArg_164 = %21#16, %iterArg_165 = %21#17, %iterArg_166 = %21#18, %iterArg_167 = %21#19, %iterArg_168 = %4, %iterArg_169 = %7, %iterArg_170 = %c_42, %iterArg_171 = %76, %iterArg_172 = %77, %iterArg_173 = %78, %iterArg_174 = %79, %iterArg_175 = %80, %iterArg_176 = %81, %iterArg_177 = %82, %iterArg_178 = %83, %iterArg_179 = %84, %iterArg_180 = %85, %iterArg_181 = %86, %iterArg_182 = %87, %iterArg_183 = %74, %iterArg_184 = %75, %iterArg_185 = %88) : tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x8xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<16x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x8xf32>
    cond {
      %c_186 = stablehlo.constant dense<5> : tensor<i32>
      %461 = stablehlo.compare LT, %iterArg_170, %c_186, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %461 : tensor<i1>
    } do {
      %c_186 = stablehlo.constant dense<5> : tensor<i32>
      %461 = stablehlo.subtract %c_186, %iterArg_170 : tensor<i32>
      %c_187 = stablehlo.constant dense<1> : tensor<i32>
      %462 = stablehlo.subtract %461, %c_187 : tensor<i32>
      %463 = func.call @dynamic_index_in_dim_4(%iterArg, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %464 = func.call @dynamic_index_in_dim_4(%iterArg_155, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %465 = func.call @dynamic_index_in_dim(%iterArg_156, %462) : (tensor<5x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %466 = func.call @dynamic_index_in_dim_4(%iterArg_157, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %467 = func.call @dynamic_index_in_dim_4(%iterArg_158, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %468 = func.call @dynamic_index_in_dim_4(%iterArg_159, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %469 = func.call @dynamic_index_in_dim_4(%iterArg_160, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %470 = func.call @dynamic_index_in_dim_4(%iterArg_161, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %471 = func.call @dynamic_index_in_dim_4(%iterArg_162, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %472 = func.call @dynamic_index_in_dim_4(%iterArg_163, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %473 = func.call @dynamic_index_in_dim_4(%iterArg_164, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %474 = func.call @dynamic_index_in_dim_4(%iterArg_165, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %475 = func.call @dynamic_index_in_dim_4(%iterArg_166, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %476 = func.call @dynamic_index_in_dim_4(%iterArg_167, %462) : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %477:15 = func.call @closed_call_5(%iterArg_168, %iterArg_169, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_184, %463, %464, %465, %466, %467, %468, %469, %470, %471, %472, %473, %474, %475, %476) : (tensor<16x64xf32>, tensor<8x64xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>)
      %478 = func.call @dynamic_update_index_in_dim_6(%iterArg_185, %477#14, %462) : (tensor<5x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<5x2x8xf32>
      %c_188 = stablehlo.constant dense<1> : tensor<i32>
      %479 = stablehlo.add %iterArg_170, %c_188 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_155, %iterArg_156, %iterArg_157, %iterArg_158, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %479, %477#0, %477#1, %477#2, %477#3, %477#4, %477#5, %477#6, %477#7, %477#8, %477#9, %477#10, %477#11, %477#12, %477#13, %478 : tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x8xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<16x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x8xf32>
    }
    %90 = stablehlo.transpose %89#31, dims = [1, 0, 2] : (tensor<5x2x8xf32>) -> tensor<2x5x8xf32>
    %91 = call @_take_7(%0#1, %90) : (tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<50x8xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %93 = stablehlo.multiply %92, %67 : tensor<3xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %95 = stablehlo.multiply %94, %arg16 : tensor<3xf32>
    %96 = stablehlo.add %93, %95 : tensor<3xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %98 = stablehlo.multiply %97, %69 : tensor<16x3xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %100 = stablehlo.multiply %99, %arg17 : tensor<16x3xf32>
    %101 = stablehlo.add %98, %100 : tensor<16x3xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %103 = stablehlo.multiply %102, %91 : tensor<50x8xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %105 = stablehlo.multiply %104, %arg18 : tensor<50x8xf32>
    %106 = stablehlo.add %103, %105 : tensor<50x8xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %108 = stablehlo.multiply %107, %89#22 : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %110 = stablehlo.multiply %109, %arg19 : tensor<16xf32>
    %111 = stablehlo.add %108, %110 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %113 = stablehlo.multiply %112, %89#18 : tensor<16x16xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %115 = stablehlo.multiply %114, %arg20 : tensor<16x16xf32>
    %116 = stablehlo.add %113, %115 : tensor<16x16xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %118 = stablehlo.multiply %117, %89#23 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %120 = stablehlo.multiply %119, %arg21 : tensor<16xf32>
    %121 = stablehlo.add %118, %120 : tensor<16xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %123 = stablehlo.multiply %122, %89#19 : tensor<16x16xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %125 = stablehlo.multiply %124, %arg22 : tensor<16x16xf32>
    %126 = stablehlo.add %123, %125 : tensor<16x16xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %128 = stablehlo.multiply %127, %89#21 : tensor<16xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %130 = stablehlo.multiply %129, %arg23 : tensor<16xf32>
    %131 = stablehlo.add %128, %130 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %133 = stablehlo.multiply %132, %89#17 : tensor<16x16xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %135 = stablehlo.multiply %134, %arg24 : tensor<16x16xf32>
    %136 = stablehlo.add %133, %135 : tensor<16x16xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %138 = stablehlo.multiply %137, %89#24 : tensor<16xf32>
    %cst_62 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %140 = stablehlo.multiply %139, %arg25 : tensor<16xf32>
    %141 = stablehlo.add %138, %140 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %143 = stablehlo.multiply %142, %89#20 : tensor<16x16xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %145 = stablehlo.multiply %144, %arg26 : tensor<16x16xf32>
    %146 = stablehlo.add %143, %145 : tensor<16x16xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %148 = stablehlo.multiply %147, %89#26 : tensor<8x16xf32>
    %cst_66 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %150 = stablehlo.multiply %149, %arg27 : tensor<8x16xf32>
    %151 = stablehlo.add %148, %150 : tensor<8x16xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %153 = stablehlo.multiply %152, %89#27 : tensor<8x16xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %155 = stablehlo.multiply %154, %arg28 : tensor<8x16xf32>
    %156 = stablehlo.add %153, %155 : tensor<8x16xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %158 = stablehlo.multiply %157, %89#25 : tensor<8x16xf32>
    %cst_70 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %160 = stablehlo.multiply %159, %arg29 : tensor<8x16xf32>
    %161 = stablehlo.add %158, %160 : tensor<8x16xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %163 = stablehlo.multiply %162, %89#28 : tensor<8x16xf32>
    %cst_72 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %165 = stablehlo.multiply %164, %arg30 : tensor<8x16xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x16xf32>
    %167 = stablehlo.multiply %67, %67 : tensor<3xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<3xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %171 = stablehlo.multiply %170, %arg31 : tensor<3xf32>
    %172 = stablehlo.add %169, %171 : tensor<3xf32>
    %173 = stablehlo.multiply %69, %69 : tensor<16x3xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<16x3xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %177 = stablehlo.multiply %176, %arg32 : tensor<16x3xf32>
    %178 = stablehlo.add %175, %177 : tensor<16x3xf32>
    %179 = stablehlo.multiply %91, %91 : tensor<50x8xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<50x8xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %183 = stablehlo.multiply %182, %arg33 : tensor<50x8xf32>
    %184 = stablehlo.add %181, %183 : tensor<50x8xf32>
    %185 = stablehlo.multiply %89#22, %89#22 : tensor<16xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %187 = stablehlo.multiply %186, %185 : tensor<16xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %189 = stablehlo.multiply %188, %arg34 : tensor<16xf32>
    %190 = stablehlo.add %187, %189 : tensor<16xf32>
    %191 = stablehlo.multiply %89#18, %89#18 : tensor<16x16xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<16x16xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %195 = stablehlo.multiply %194, %arg35 : tensor<16x16xf32>
    %196 = stablehlo.add %193, %195 : tensor<16x16xf32>
    %197 = stablehlo.multiply %89#23, %89#23 : tensor<16xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<16xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %201 = stablehlo.multiply %200, %arg36 : tensor<16xf32>
    %202 = stablehlo.add %199, %201 : tensor<16xf32>
    %203 = stablehlo.multiply %89#19, %89#19 : tensor<16x16xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<16x16xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %207 = stablehlo.multiply %206, %arg37 : tensor<16x16xf32>
    %208 = stablehlo.add %205, %207 : tensor<16x16xf32>
    %209 = stablehlo.multiply %89#21, %89#21 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %211 = stablehlo.multiply %210, %209 : tensor<16xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %213 = stablehlo.multiply %212, %arg38 : tensor<16xf32>
    %214 = stablehlo.add %211, %213 : tensor<16xf32>
    %215 = stablehlo.multiply %89#17, %89#17 : tensor<16x16xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<16x16xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %219 = stablehlo.multiply %218, %arg39 : tensor<16x16xf32>
    %220 = stablehlo.add %217, %219 : tensor<16x16xf32>
    %221 = stablehlo.multiply %89#24, %89#24 : tensor<16xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<16xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %225 = stablehlo.multiply %224, %arg40 : tensor<16xf32>
    %226 = stablehlo.add %223, %225 : tensor<16xf32>
    %227 = stablehlo.multiply %89#20, %89#20 : tensor<16x16xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<16x16xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %231 = stablehlo.multiply %230, %arg41 : tensor<16x16xf32>
    %232 = stablehlo.add %229, %231 : tensor<16x16xf32>
    %233 = stablehlo.multiply %89#26, %89#26 : tensor<8x16xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<8x16xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %237 = stablehlo.multiply %236, %arg42 : tensor<8x16xf32>
    %238 = stablehlo.add %235, %237 : tensor<8x16xf32>
    %239 = stablehlo.multiply %89#27, %89#27 : tensor<8x16xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %241 = stablehlo.multiply %240, %239 : tensor<8x16xf32>
    %cst_98 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %243 = stablehlo.multiply %242, %arg43 : tensor<8x16xf32>
    %244 = stablehlo.add %241, %243 : tensor<8x16xf32>
    %245 = stablehlo.multiply %89#25, %89#25 : tensor<8x16xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<8x16xf32>
    %cst_100 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %249 = stablehlo.multiply %248, %arg44 : tensor<8x16xf32>
    %250 = stablehlo.add %247, %249 : tensor<8x16xf32>
    %251 = stablehlo.multiply %89#28, %89#28 : tensor<8x16xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %253 = stablehlo.multiply %252, %251 : tensor<8x16xf32>
    %cst_102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %255 = stablehlo.multiply %254, %arg45 : tensor<8x16xf32>
    %256 = stablehlo.add %253, %255 : tensor<8x16xf32>
    %c_103 = stablehlo.constant dense<2147483647> : tensor<i32>
    %257 = stablehlo.compare LT, %arg15, %c_103, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_104 = stablehlo.constant dense<1> : tensor<i32>
    %258 = stablehlo.add %arg15, %c_104 : tensor<i32>
    %c_105 = stablehlo.constant dense<2147483647> : tensor<i32>
    %259 = call @_where_8(%257, %258, %c_105) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %260 = stablehlo.convert %259 : (tensor<i32>) -> tensor<f32>
    %261 = stablehlo.power %cst_106, %260 : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %262 = stablehlo.subtract %cst_107, %261 : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %264 = stablehlo.divide %96, %263 : tensor<3xf32>
    %265 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %266 = stablehlo.divide %101, %265 : tensor<16x3xf32>
    %267 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %268 = stablehlo.divide %106, %267 : tensor<50x8xf32>
    %269 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %270 = stablehlo.divide %111, %269 : tensor<16xf32>
    %271 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %272 = stablehlo.divide %116, %271 : tensor<16x16xf32>
    %273 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %274 = stablehlo.divide %121, %273 : tensor<16xf32>
    %275 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %276 = stablehlo.divide %126, %275 : tensor<16x16xf32>
    %277 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %278 = stablehlo.divide %131, %277 : tensor<16xf32>
    %279 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %280 = stablehlo.divide %136, %279 : tensor<16x16xf32>
    %281 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %282 = stablehlo.divide %141, %281 : tensor<16xf32>
    %283 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %284 = stablehlo.divide %146, %283 : tensor<16x16xf32>
    %285 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %286 = stablehlo.divide %151, %285 : tensor<8x16xf32>
    %287 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %288 = stablehlo.divide %156, %287 : tensor<8x16xf32>
    %289 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %290 = stablehlo.divide %161, %289 : tensor<8x16xf32>
    %291 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %292 = stablehlo.divide %166, %291 : tensor<8x16xf32>
    %cst_108 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %293 = stablehlo.convert %259 : (tensor<i32>) -> tensor<f32>
    %294 = stablehlo.power %cst_108, %293 : tensor<f32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %295 = stablehlo.subtract %cst_109, %294 : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %297 = stablehlo.divide %172, %296 : tensor<3xf32>
    %298 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %299 = stablehlo.divide %178, %298 : tensor<16x3xf32>
    %300 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %301 = stablehlo.divide %184, %300 : tensor<50x8xf32>
    %302 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %303 = stablehlo.divide %190, %302 : tensor<16xf32>
    %304 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %305 = stablehlo.divide %196, %304 : tensor<16x16xf32>
    %306 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %307 = stablehlo.divide %202, %306 : tensor<16xf32>
    %308 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %309 = stablehlo.divide %208, %308 : tensor<16x16xf32>
    %310 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %311 = stablehlo.divide %214, %310 : tensor<16xf32>
    %312 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %313 = stablehlo.divide %220, %312 : tensor<16x16xf32>
    %314 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %315 = stablehlo.divide %226, %314 : tensor<16xf32>
    %316 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %317 = stablehlo.divide %232, %316 : tensor<16x16xf32>
    %318 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %319 = stablehlo.divide %238, %318 : tensor<8x16xf32>
    %320 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %321 = stablehlo.divide %244, %320 : tensor<8x16xf32>
    %322 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %323 = stablehlo.divide %250, %322 : tensor<8x16xf32>
    %324 = stablehlo.broadcast_in_dim %295, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %325 = stablehlo.divide %256, %324 : tensor<8x16xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %327 = stablehlo.add %297, %326 : tensor<3xf32>
    %328 = stablehlo.sqrt %327 : tensor<3xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %330 = stablehlo.add %328, %329 : tensor<3xf32>
    %331 = stablehlo.divide %264, %330 : tensor<3xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %333 = stablehlo.add %299, %332 : tensor<16x3xf32>
    %334 = stablehlo.sqrt %333 : tensor<16x3xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %336 = stablehlo.add %334, %335 : tensor<16x3xf32>
    %337 = stablehlo.divide %266, %336 : tensor<16x3xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %339 = stablehlo.add %301, %338 : tensor<50x8xf32>
    %340 = stablehlo.sqrt %339 : tensor<50x8xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %342 = stablehlo.add %340, %341 : tensor<50x8xf32>
    %343 = stablehlo.divide %268, %342 : tensor<50x8xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %345 = stablehlo.add %303, %344 : tensor<16xf32>
    %346 = stablehlo.sqrt %345 : tensor<16xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %348 = stablehlo.add %346, %347 : tensor<16xf32>
    %349 = stablehlo.divide %270, %348 : tensor<16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %351 = stablehlo.add %305, %350 : tensor<16x16xf32>
    %352 = stablehlo.sqrt %351 : tensor<16x16xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %354 = stablehlo.add %352, %353 : tensor<16x16xf32>
    %355 = stablehlo.divide %272, %354 : tensor<16x16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %357 = stablehlo.add %307, %356 : tensor<16xf32>
    %358 = stablehlo.sqrt %357 : tensor<16xf32>
    %cst_121 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %360 = stablehlo.add %358, %359 : tensor<16xf32>
    %361 = stablehlo.divide %274, %360 : tensor<16xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %363 = stablehlo.add %309, %362 : tensor<16x16xf32>
    %364 = stablehlo.sqrt %363 : tensor<16x16xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %366 = stablehlo.add %364, %365 : tensor<16x16xf32>
    %367 = stablehlo.divide %276, %366 : tensor<16x16xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %369 = stablehlo.add %311, %368 : tensor<16xf32>
    %370 = stablehlo.sqrt %369 : tensor<16xf32>
    %cst_125 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %372 = stablehlo.add %370, %371 : tensor<16xf32>
    %373 = stablehlo.divide %278, %372 : tensor<16xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %375 = stablehlo.add %313, %374 : tensor<16x16xf32>
    %376 = stablehlo.sqrt %375 : tensor<16x16xf32>
    %cst_127 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %378 = stablehlo.add %376, %377 : tensor<16x16xf32>
    %379 = stablehlo.divide %280, %378 : tensor<16x16xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %381 = stablehlo.add %315, %380 : tensor<16xf32>
    %382 = stablehlo.sqrt %381 : tensor<16xf32>
    %cst_129 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %384 = stablehlo.add %382, %383 : tensor<16xf32>
    %385 = stablehlo.divide %282, %384 : tensor<16xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %387 = stablehlo.add %317, %386 : tensor<16x16xf32>
    %388 = stablehlo.sqrt %387 : tensor<16x16xf32>
    %cst_131 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %390 = stablehlo.add %388, %389 : tensor<16x16xf32>
    %391 = stablehlo.divide %284, %390 : tensor<16x16xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %393 = stablehlo.add %319, %392 : tensor<8x16xf32>
    %394 = stablehlo.sqrt %393 : tensor<8x16xf32>
    %cst_133 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %396 = stablehlo.add %394, %395 : tensor<8x16xf32>
    %397 = stablehlo.divide %286, %396 : tensor<8x16xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %399 = stablehlo.add %321, %398 : tensor<8x16xf32>
    %400 = stablehlo.sqrt %399 : tensor<8x16xf32>
    %cst_135 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %402 = stablehlo.add %400, %401 : tensor<8x16xf32>
    %403 = stablehlo.divide %288, %402 : tensor<8x16xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %405 = stablehlo.add %323, %404 : tensor<8x16xf32>
    %406 = stablehlo.sqrt %405 : tensor<8x16xf32>
    %cst_137 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %408 = stablehlo.add %406, %407 : tensor<8x16xf32>
    %409 = stablehlo.divide %290, %408 : tensor<8x16xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %411 = stablehlo.add %325, %410 : tensor<8x16xf32>
    %412 = stablehlo.sqrt %411 : tensor<8x16xf32>
    %cst_139 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %414 = stablehlo.add %412, %413 : tensor<8x16xf32>
    %415 = stablehlo.divide %292, %414 : tensor<8x16xf32>
    %cst_140 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %417 = stablehlo.multiply %416, %331 : tensor<3xf32>
    %cst_141 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %419 = stablehlo.multiply %418, %337 : tensor<16x3xf32>
    %cst_142 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %421 = stablehlo.multiply %420, %343 : tensor<50x8xf32>
    %cst_143 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %423 = stablehlo.multiply %422, %349 : tensor<16xf32>
    %cst_144 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %425 = stablehlo.multiply %424, %355 : tensor<16x16xf32>
    %cst_145 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %427 = stablehlo.multiply %426, %361 : tensor<16xf32>
    %cst_146 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %429 = stablehlo.multiply %428, %367 : tensor<16x16xf32>
    %cst_147 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %431 = stablehlo.multiply %430, %373 : tensor<16xf32>
    %cst_148 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %433 = stablehlo.multiply %432, %379 : tensor<16x16xf32>
    %cst_149 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %435 = stablehlo.multiply %434, %385 : tensor<16xf32>
    %cst_150 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %437 = stablehlo.multiply %436, %391 : tensor<16x16xf32>
    %cst_151 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %439 = stablehlo.multiply %438, %397 : tensor<8x16xf32>
    %cst_152 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %441 = stablehlo.multiply %440, %403 : tensor<8x16xf32>
    %cst_153 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %443 = stablehlo.multiply %442, %409 : tensor<8x16xf32>
    %cst_154 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %445 = stablehlo.multiply %444, %415 : tensor<8x16xf32>
    %446 = stablehlo.add %arg0, %417 : tensor<3xf32>
    %447 = stablehlo.add %arg1, %419 : tensor<16x3xf32>
    %448 = stablehlo.add %arg2, %421 : tensor<50x8xf32>
    %449 = stablehlo.add %arg3, %423 : tensor<16xf32>
    %450 = stablehlo.add %arg4, %425 : tensor<16x16xf32>
    %451 = stablehlo.add %arg5, %427 : tensor<16xf32>
    %452 = stablehlo.add %arg6, %429 : tensor<16x16xf32>
    %453 = stablehlo.add %arg7, %431 : tensor<16xf32>
    %454 = stablehlo.add %arg8, %433 : tensor<16x16xf32>
    %455 = stablehlo.add %arg9, %435 : tensor<16xf32>
    %456 = stablehlo.add %arg10, %437 : tensor<16x16xf32>
    %457 = stablehlo.add %arg11, %439 : tensor<8x16xf32>
    %458 = stablehlo.add %arg12, %441 : tensor<8x16xf32>
    %459 = stablehlo.add %arg13, %443 : tensor<8x16xf32>
    %460 = stablehlo.add %arg14, %445 : tensor<8x16xf32>
    return %446, %447, %448, %449, %450, %451, %452, %453, %454, %455, %456, %457, %458, %459, %460, %259, %96, %101, %106, %111, %116, %121, %126, %131, %136, %141, %146, %151, %156, %161, %166, %172, %178, %184, %190, %196, %202, %208, %214, %220, %226, %232, %238, %244, %250, %256, %50 : tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<i32>, tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<50x8xf32>, %arg1: tensor<2x5xi32>) -> (tensor<2x5x8xf32>, tensor<2x5x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %c_0 = stablehlo.constant dense<50> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x5xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x5xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x5xi32>) -> tensor<2x5x1xi32>
    %c_1 = stablehlo.constant dense<49> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x5x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x5x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x5x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x5x1xi1>, tensor<i1>) -> tensor<2x5xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<50x8xf32>, tensor<2x5x1xi32>) -> tensor<2x5x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x5xi1>) -> tensor<2x5x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x5x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x5x8xi1>, tensor<2x5x8xf32>
    return %16, %5 : tensor<2x5x8xf32>, tensor<2x5x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x5xi1>, %arg1: tensor<2x5xi32>, %arg2: tensor<2x5xi32>) -> tensor<2x5xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x5xi1>, tensor<2x5xi32>
    return %0 : tensor<2x5xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x2x8xf32>, %arg1: tensor<i32>) -> tensor<2x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 8] : (tensor<5x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    return %1 : tensor<2x8xf32>
  }
  func.func private @closed_call(%arg0: tensor<16x64xf32>, %arg1: tensor<1x64xf32>, %arg2: tensor<8x64xf32>, %arg3: tensor<2x16xf32>, %arg4: tensor<2x16xf32>, %arg5: tensor<2x8xf32>) -> (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x64xf32>) -> tensor<2x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x64xf32>
    %3 = stablehlo.slice %2 [0:2, 0:16] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %4 = stablehlo.slice %2 [0:2, 16:32] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %5 = stablehlo.slice %2 [0:2, 32:48] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %6 = stablehlo.slice %2 [0:2, 48:64] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %7 = stablehlo.dot_general %arg5, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x64xf32>) -> tensor<2x64xf32>
    %8 = stablehlo.slice %7 [0:2, 0:16] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %9 = stablehlo.slice %7 [0:2, 16:32] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %10 = stablehlo.slice %7 [0:2, 32:48] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %11 = stablehlo.slice %7 [0:2, 48:64] : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %12 = stablehlo.add %3, %8 : tensor<2x16xf32>
    %13 = stablehlo.negate %12 : tensor<2x16xf32>
    %14 = stablehlo.exponential %13 : tensor<2x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %16 = stablehlo.add %15, %14 : tensor<2x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %18 = stablehlo.divide %17, %16 : tensor<2x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<2x16xf32>
    %21 = stablehlo.multiply %18, %20 : tensor<2x16xf32>
    %22 = stablehlo.add %4, %9 : tensor<2x16xf32>
    %23 = stablehlo.negate %22 : tensor<2x16xf32>
    %24 = stablehlo.exponential %23 : tensor<2x16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %26 = stablehlo.add %25, %24 : tensor<2x16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %28 = stablehlo.divide %27, %26 : tensor<2x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %30 = stablehlo.subtract %29, %28 : tensor<2x16xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<2x16xf32>
    %32 = stablehlo.add %5, %10 : tensor<2x16xf32>
    %33 = stablehlo.tanh %32 : tensor<2x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %35 = stablehlo.subtract %34, %33 : tensor<2x16xf32>
    %36 = stablehlo.add %6, %11 : tensor<2x16xf32>
    %37 = stablehlo.negate %36 : tensor<2x16xf32>
    %38 = stablehlo.exponential %37 : tensor<2x16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %40 = stablehlo.add %39, %38 : tensor<2x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %42 = stablehlo.divide %41, %40 : tensor<2x16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %44 = stablehlo.subtract %43, %42 : tensor<2x16xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<2x16xf32>
    %46 = stablehlo.multiply %28, %arg3 : tensor<2x16xf32>
    %47 = stablehlo.multiply %18, %33 : tensor<2x16xf32>
    %48 = stablehlo.add %46, %47 : tensor<2x16xf32>
    %49 = stablehlo.tanh %48 : tensor<2x16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %51 = stablehlo.subtract %50, %49 : tensor<2x16xf32>
    %52 = stablehlo.multiply %42, %49 : tensor<2x16xf32>
    return %48, %52, %52, %arg4, %21, %31, %33, %35, %45, %arg3, %28, %18, %49, %51, %42 : tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5x2x16xf32>, %arg1: tensor<2x16xf32>, %arg2: tensor<i32>) -> tensor<5x2x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x16xf32>) -> tensor<1x2x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<5x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x16xf32>
    return %1 : tensor<5x2x16xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x3xf32>, %arg1: tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1xi1>, tensor<2x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x1xi1>, tensor<2x1xf32>
    return %15, %5 : tensor<2x1xf32>, tensor<2x1x1xi32>
  }
  func.func private @_take_0(%arg0: tensor<2x1xf32>, %arg1: tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_1(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<2xf32>) -> tensor<2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    return %1 : tensor<2x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<2x1x1xi32>, %arg1: tensor<2x1xf32>) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x3xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<5x2x16xf32>, %arg1: tensor<i32>) -> tensor<2x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 16] : (tensor<5x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x16xf32>) -> tensor<2x16xf32>
    return %1 : tensor<2x16xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<16x64xf32>, %arg1: tensor<8x64xf32>, %arg2: tensor<16x16xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16x16xf32>, %arg5: tensor<16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<16xf32>, %arg8: tensor<16xf32>, %arg9: tensor<16xf32>, %arg10: tensor<8x16xf32>, %arg11: tensor<8x16xf32>, %arg12: tensor<8x16xf32>, %arg13: tensor<8x16xf32>, %arg14: tensor<2x16xf32>, %arg15: tensor<2x16xf32>, %arg16: tensor<2x16xf32>, %arg17: tensor<2x16xf32>, %arg18: tensor<2x8xf32>, %arg19: tensor<2x16xf32>, %arg20: tensor<2x16xf32>, %arg21: tensor<2x16xf32>, %arg22: tensor<2x16xf32>, %arg23: tensor<2x16xf32>, %arg24: tensor<2x16xf32>, %arg25: tensor<2x16xf32>, %arg26: tensor<2x16xf32>, %arg27: tensor<2x16xf32>, %arg28: tensor<2x16xf32>, %arg29: tensor<2x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>) {
    %0 = stablehlo.add %arg15, %arg16 : tensor<2x16xf32>
    %1 = stablehlo.multiply %arg29, %0 : tensor<2x16xf32>
    %2 = stablehlo.multiply %0, %arg27 : tensor<2x16xf32>
    %3 = stablehlo.multiply %1, %arg28 : tensor<2x16xf32>
    %4 = stablehlo.add %arg14, %3 : tensor<2x16xf32>
    %5 = stablehlo.multiply %3, %arg27 : tensor<2x16xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x16xf32>
    %7 = stablehlo.multiply %arg26, %6 : tensor<2x16xf32>
    %8 = stablehlo.multiply %6, %arg21 : tensor<2x16xf32>
    %9 = stablehlo.multiply %arg25, %6 : tensor<2x16xf32>
    %10 = stablehlo.multiply %6, %arg24 : tensor<2x16xf32>
    %11 = stablehlo.multiply %2, %arg23 : tensor<2x16xf32>
    %12 = stablehlo.multiply %7, %arg22 : tensor<2x16xf32>
    %13 = stablehlo.multiply %12, %arg21 : tensor<2x16xf32>
    %14 = stablehlo.add %12, %13 : tensor<2x16xf32>
    %15 = stablehlo.multiply %10, %arg20 : tensor<2x16xf32>
    %16 = stablehlo.multiply %8, %arg19 : tensor<2x16xf32>
    %17 = stablehlo.concatenate %16, %15, %14, %11, dim = 1 : (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x64xf32>
    %18 = stablehlo.dot_general %17, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<2x8xf32>) -> tensor<64x8xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %20 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<8x64xf32>) -> tensor<2x8xf32>
    %21 = stablehlo.slice %19 [0:8, 0:16] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %22 = stablehlo.slice %19 [0:8, 16:32] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %23 = stablehlo.slice %19 [0:8, 32:48] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %24 = stablehlo.slice %19 [0:8, 48:64] : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %25 = stablehlo.add %arg10, %21 : tensor<8x16xf32>
    %26 = stablehlo.add %arg11, %22 : tensor<8x16xf32>
    %27 = stablehlo.add %arg12, %23 : tensor<8x16xf32>
    %28 = stablehlo.add %arg13, %24 : tensor<8x16xf32>
    %29 = stablehlo.concatenate %16, %15, %14, %11, dim = 1 : (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %31 = stablehlo.reshape %30 : (tensor<64xf32>) -> tensor<1x64xf32>
    %32 = stablehlo.reshape %31 : (tensor<1x64xf32>) -> tensor<64xf32>
    %33 = stablehlo.dot_general %29, %arg17, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<2x16xf32>) -> tensor<64x16xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %35 = stablehlo.dot_general %29, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64xf32>, tensor<16x64xf32>) -> tensor<2x16xf32>
    %36 = stablehlo.slice %32 [0:16] : (tensor<64xf32>) -> tensor<16xf32>
    %37 = stablehlo.slice %32 [16:32] : (tensor<64xf32>) -> tensor<16xf32>
    %38 = stablehlo.slice %32 [32:48] : (tensor<64xf32>) -> tensor<16xf32>
    %39 = stablehlo.slice %32 [48:64] : (tensor<64xf32>) -> tensor<16xf32>
    %40 = stablehlo.add %arg6, %36 : tensor<16xf32>
    %41 = stablehlo.add %arg7, %37 : tensor<16xf32>
    %42 = stablehlo.add %arg8, %38 : tensor<16xf32>
    %43 = stablehlo.add %arg9, %39 : tensor<16xf32>
    %44 = stablehlo.slice %34 [0:16, 0:16] : (tensor<16x64xf32>) -> tensor<16x16xf32>
    %45 = stablehlo.slice %34 [0:16, 16:32] : (tensor<16x64xf32>) -> tensor<16x16xf32>
    %46 = stablehlo.slice %34 [0:16, 32:48] : (tensor<16x64xf32>) -> tensor<16x16xf32>
    %47 = stablehlo.slice %34 [0:16, 48:64] : (tensor<16x64xf32>) -> tensor<16x16xf32>
    %48 = stablehlo.add %arg2, %44 : tensor<16x16xf32>
    %49 = stablehlo.add %arg3, %45 : tensor<16x16xf32>
    %50 = stablehlo.add %arg4, %46 : tensor<16x16xf32>
    %51 = stablehlo.add %arg5, %47 : tensor<16x16xf32>
    return %48, %49, %50, %51, %40, %41, %42, %43, %25, %26, %27, %28, %9, %35, %20 : tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<5x2x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<i32>) -> tensor<5x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<5x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x8xf32>
    return %1 : tensor<5x2x8xf32>
  }
  func.func private @_take_7(%arg0: tensor<2x5x1xi32>, %arg1: tensor<2x5x8xf32>) -> tensor<50x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<50x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<50x8xf32>, tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<50x8xf32>
    return %1 : tensor<50x8xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
