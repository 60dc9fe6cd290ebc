module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16x2x8xf32>, %arg4: tensor<2x8xf32>, %arg5: tensor<16x2x8xf32>, %arg6: tensor<2x8xf32>, %arg7: tensor<16x2x8xf32>, %arg8: tensor<2x8xf32>, %arg9: tensor<2x8x16xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16x64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<64x16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<2xui32>, %arg20: tensor<2xui32>, %arg21: tensor<2xui32>, %arg22: tensor<i32>, %arg23: tensor<f32>, %arg24: tensor<32x16xf32>, %arg25: tensor<32x16xf32>, %arg26: tensor<16xf32>, %arg27: tensor<16xf32>, %arg28: tensor<16xf32>, %arg29: tensor<16xf32>, %arg30: tensor<16x2x8xf32>, %arg31: tensor<16x2x8xf32>, %arg32: tensor<2x8xf32>, %arg33: tensor<2x8xf32>, %arg34: tensor<16x2x8xf32>, %arg35: tensor<16x2x8xf32>, %arg36: tensor<2x8xf32>, %arg37: tensor<2x8xf32>, %arg38: tensor<16x2x8xf32>, %arg39: tensor<16x2x8xf32>, %arg40: tensor<2x8xf32>, %arg41: tensor<2x8xf32>, %arg42: tensor<2x8x16xf32>, %arg43: tensor<2x8x16xf32>, %arg44: tensor<16xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<16xf32>, %arg48: tensor<16xf32>, %arg49: tensor<16xf32>, %arg50: tensor<16x64xf32>, %arg51: tensor<16x64xf32>, %arg52: tensor<64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<64x16xf32>, %arg55: tensor<64x16xf32>, %arg56: tensor<16xf32>, %arg57: tensor<16xf32>, %arg58: tensor<16x32xf32>, %arg59: tensor<16x32xf32>, %arg60: tensor<32xf32>, %arg61: tensor<32xf32>, %arg62: tensor<2x8xi32>, %arg63: tensor<2x8xi32>) -> (tensor<32x16xf32> {jax.result_info = "result[0][0]"}, tensor<16xf32> {jax.result_info = "result[0][1]"}, tensor<16xf32> {jax.result_info = "result[0][2]"}, tensor<16x2x8xf32> {jax.result_info = "result[0][3]"}, tensor<2x8xf32> {jax.result_info = "result[0][4]"}, tensor<16x2x8xf32> {jax.result_info = "result[0][5]"}, tensor<2x8xf32> {jax.result_info = "result[0][6]"}, tensor<16x2x8xf32> {jax.result_info = "result[0][7]"}, tensor<2x8xf32> {jax.result_info = "result[0][8]"}, tensor<2x8x16xf32> {jax.result_info = "result[0][9]"}, tensor<16xf32> {jax.result_info = "result[0][10]"}, tensor<16xf32> {jax.result_info = "result[0][11]"}, tensor<16xf32> {jax.result_info = "result[0][12]"}, tensor<16x64xf32> {jax.result_info = "result[0][13]"}, tensor<64xf32> {jax.result_info = "result[0][14]"}, tensor<64x16xf32> {jax.result_info = "result[0][15]"}, tensor<16xf32> {jax.result_info = "result[0][16]"}, tensor<16x32xf32> {jax.result_info = "result[0][17]"}, tensor<32xf32> {jax.result_info = "result[0][18]"}, tensor<2xui32> {jax.result_info = "result[1][0]"}, tensor<2xui32> {jax.result_info = "result[1][1]"}, tensor<2xui32> {jax.result_info = "result[1][2]"}, tensor<i32> {jax.result_info = "result[2][0]"}, tensor<f32> {jax.result_info = "result[2][1]"}, tensor<32x16xf32> {jax.result_info = "result[2][2]"}, tensor<32x16xf32> {jax.result_info = "result[2][3]"}, tensor<16xf32> {jax.result_info = "result[2][4]"}, tensor<16xf32> {jax.result_info = "result[2][5]"}, tensor<16xf32> {jax.result_info = "result[2][6]"}, tensor<16xf32> {jax.result_info = "result[2][7]"}, tensor<16x2x8xf32> {jax.result_info = "result[2][8]"}, tensor<16x2x8xf32> {jax.result_info = "result[2][9]"}, tensor<2x8xf32> {jax.result_info = "result[2][10]"}, tensor<2x8xf32> {jax.result_info = "result[2][11]"}, tensor<16x2x8xf32> {jax.result_info = "result[2][12]"}, tensor<16x2x8xf32> {jax.result_info = "result[2][13]"}, tensor<2x8xf32> {jax.result_info = "result[2][14]"}, tensor<2x8xf32> {jax.result_info = "result[2][15]"}, tensor<16x2x8xf32> {jax.result_info = "result[2][16]"}, tensor<16x2x8xf32> {jax.result_info = "result[2][17]"}, tensor<2x8xf32> {jax.result_info = "result[2][18]"}, tensor<2x8xf32> {jax.result_info = "result[2][19]"}, tensor<2x8x16xf32> {jax.result_info = "result[2][20]"}, tensor<2x8x16xf32> {jax.result_info = "result[2][21]"}, tensor<16xf32> {jax.result_info = "result[2][22]"}, tensor<16xf32> {jax.result_info = "result[2][23]"}, tensor<16xf32> {jax.result_info = "result[2][24]"}, tensor<16xf32> {jax.result_info = "result[2][25]"}, tensor<16xf32> {jax.result_info = "result[2][26]"}, tensor<16xf32> {jax.result_info = "result[2][27]"}, tensor<16x64xf32> {jax.result_info = "result[2][28]"}, tensor<16x64xf32> {jax.result_info = "result[2][29]"}, tensor<64xf32> {jax.result_info = "result[2][30]"}, tensor<64xf32> {jax.result_info = "result[2][31]"}, tensor<64x16xf32> {jax.result_info = "result[2][32]"}, tensor<64x16xf32> {jax.result_info = "result[2][33]"}, tensor<16xf32> {jax.result_info = "result[2][34]"}, tensor<16xf32> {jax.result_info = "result[2][35]"}, tensor<16x32xf32> {jax.result_info = "result[2][36]"}, tensor<16x32xf32> {jax.result_info = "result[2][37]"}, tensor<32xf32> {jax.result_info = "result[2][38]"}, tensor<32xf32> {jax.result_info = "result[2][39]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %c_0 = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %c_1 = stablehlo.constant dense<[0, 1]> : tensor<2xui32>
    %c_2 = stablehlo.constant dense<[2, 8]> : tensor<2xi32>
    %0:2 = call @_take(%arg0, %arg62) : (tensor<32x16xf32>, tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0#0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %4 = stablehlo.divide %2, %3 : tensor<2x8x1xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %5:4 = call @_var(%0#0, %c_4) : (tensor<2x8x16xf32>, tensor<i32>) -> (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i1>)
    %6 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %7 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %9 = stablehlo.add %5#0, %8 : tensor<2x8x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<2x8x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<2x8x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<2x8x1xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %15 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<2x8x16xf32>
    %17 = stablehlo.negate %4 : tensor<2x8x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<2x8x16xf32>
    %20 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %21 = stablehlo.add %19, %20 : tensor<2x8x16xf32>
    %22 = stablehlo.multiply %0#0, %16 : tensor<2x8x16xf32>
    %23 = stablehlo.add %22, %21 : tensor<2x8x16xf32>
    %24 = stablehlo.dot_general %23, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %25 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %27 = stablehlo.add %24, %26 : tensor<2x8x2x8xf32>
    %28 = stablehlo.dot_general %23, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %29 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %31 = stablehlo.add %28, %30 : tensor<2x8x2x8xf32>
    %32 = stablehlo.dot_general %23, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %33 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %35 = stablehlo.add %32, %34 : tensor<2x8x2x8xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x8x8xi32>
    %37 = call @cumsum(%36) : (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>
    %38 = call @cumsum_2(%36) : (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>
    %39 = stablehlo.compare GE, %37, %38, SIGNED : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %cst_8 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %41 = stablehlo.multiply %27, %40 : tensor<2x8x2x8xf32>
    %42 = stablehlo.dot_general %41, %31, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %43 = stablehlo.broadcast_in_dim %39, dims = [0, 2, 3] : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %44:2 = call @_where_4(%43, %42, %cst_9) : (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.reduce(%44#0 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x8xf32>
    %47 = stablehlo.maximum %46, %45 : tensor<2x2x8xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %50 = stablehlo.subtract %44#0, %49 : tensor<2x2x8x8xf32>
    %51 = stablehlo.exponential %50 : tensor<2x2x8x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %55 = stablehlo.divide %51, %54 : tensor<2x2x8x8xf32>
    %56 = stablehlo.multiply %53, %53 : tensor<2x2x8x1xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %58 = stablehlo.divide %57, %56 : tensor<2x2x8x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59:2 = call @_where_4(%43, %55, %cst_14) : (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %c_15 = stablehlo.constant dense<1> : tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %61 = stablehlo.multiply %arg19, %60 : tensor<2xui32>
    %62 = stablehlo.add %arg19, %c : tensor<2xui32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %63 = call @_bernoulli(%61, %cst_16) : (tensor<2xui32>, tensor<f32>) -> tensor<2x2x8x8xi1>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %65 = stablehlo.divide %59#0, %64 : tensor<2x2x8x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %67 = stablehlo.select %63, %65, %66 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %68 = stablehlo.dot_general %35, %67, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %69 = stablehlo.transpose %68, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %70 = stablehlo.dot_general %69, %arg9, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %71 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %73 = stablehlo.add %70, %72 : tensor<2x8x16xf32>
    %c_19 = stablehlo.constant dense<1> : tensor<ui32>
    %74 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %75 = stablehlo.multiply %arg20, %74 : tensor<2xui32>
    %76 = stablehlo.add %arg20, %c_0 : tensor<2xui32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %77 = call @_bernoulli_5(%75, %cst_20) : (tensor<2xui32>, tensor<f32>) -> tensor<2x8x16xi1>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %79 = stablehlo.divide %73, %78 : tensor<2x8x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %81 = stablehlo.select %77, %79, %80 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %82 = stablehlo.add %0#0, %81 : tensor<2x8x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<2x8x1xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %87:4 = call @_var(%82, %c_25) : (tensor<2x8x16xf32>, tensor<i32>) -> (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i1>)
    %88 = stablehlo.reshape %arg11 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %89 = stablehlo.reshape %arg12 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %91 = stablehlo.add %87#0, %90 : tensor<2x8x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<2x8x1xf32>
    %93 = stablehlo.divide %92, %91 : tensor<2x8x1xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<2x8x1xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %97 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<2x8x16xf32>
    %99 = stablehlo.negate %86 : tensor<2x8x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %101 = stablehlo.multiply %100, %98 : tensor<2x8x16xf32>
    %102 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %103 = stablehlo.add %101, %102 : tensor<2x8x16xf32>
    %104 = stablehlo.multiply %82, %98 : tensor<2x8x16xf32>
    %105 = stablehlo.add %104, %103 : tensor<2x8x16xf32>
    %106 = stablehlo.dot_general %105, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %107 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %109 = stablehlo.add %106, %108 : tensor<2x8x64xf32>
    %110 = stablehlo.multiply %109, %109 : tensor<2x8x64xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<2x8x64xf32>
    %112 = stablehlo.multiply %109, %109 : tensor<2x8x64xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<2x8x64xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %116 = stablehlo.multiply %115, %111 : tensor<2x8x64xf32>
    %117 = stablehlo.add %109, %116 : tensor<2x8x64xf32>
    %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<2x8x64xf32>
    %120 = stablehlo.tanh %119 : tensor<2x8x64xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %122 = stablehlo.subtract %121, %120 : tensor<2x8x64xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %124 = stablehlo.add %123, %120 : tensor<2x8x64xf32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<2x8x64xf32>
    %127 = stablehlo.multiply %109, %126 : tensor<2x8x64xf32>
    %128 = stablehlo.dot_general %127, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<64x16xf32>) -> tensor<2x8x16xf32>
    %129 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %131 = stablehlo.add %128, %130 : tensor<2x8x16xf32>
    %c_34 = stablehlo.constant dense<1> : tensor<ui32>
    %132 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %133 = stablehlo.multiply %arg21, %132 : tensor<2xui32>
    %134 = stablehlo.add %arg21, %c_1 : tensor<2xui32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %135 = call @_bernoulli_5(%133, %cst_35) : (tensor<2xui32>, tensor<f32>) -> tensor<2x8x16xi1>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %137 = stablehlo.divide %131, %136 : tensor<2x8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %139 = stablehlo.select %135, %137, %138 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %140 = stablehlo.add %82, %139 : tensor<2x8x16xf32>
    %141 = stablehlo.dot_general %140, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %142 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %144 = stablehlo.add %141, %143 : tensor<2x8x32xf32>
    %145 = stablehlo.convert %arg63 : (tensor<2x8xi32>) -> tensor<2x8xf32>
    %146 = stablehlo.convert %145 : (tensor<2x8xf32>) -> tensor<2x8xi32>
    %147:3 = call @log_softmax(%144) : (tensor<2x8x32xf32>) -> (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x1xf32>)
    %148 = call @_one_hot(%146) : (tensor<2x8xi32>) -> tensor<2x8x32xf32>
    %149 = stablehlo.multiply %148, %147#0 : tensor<2x8x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %151 = stablehlo.negate %150 : tensor<2x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %153 = stablehlo.reduce(%c_2 init: %c_40) applies stablehlo.multiply across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
    %154 = stablehlo.convert %153 : (tensor<i32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.compare EQ, %154, %cst_41, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %156 = call @_where_9(%155, %c_42, %154) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.compare EQ, %154, %cst_43, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %158 = stablehlo.divide %152, %156 : tensor<f32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %159 = call @_where_10(%157, %c_44, %158) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = call @_where_11(%157, %cst_45) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %161 = stablehlo.divide %160, %156 : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %163 = stablehlo.negate %162 : tensor<2x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %165 = stablehlo.multiply %148, %164 : tensor<2x8x32xf32>
    %166 = call @log_softmax_12(%147#1, %147#2, %165) : (tensor<2x8x32xf32>, tensor<2x8x1xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %168 = stablehlo.reshape %167 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %170 = stablehlo.dot_general %166, %140, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %171 = stablehlo.transpose %170, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %172 = stablehlo.dot_general %166, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %174 = stablehlo.select %135, %172, %173 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %176 = stablehlo.divide %174, %175 : tensor<2x8x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %178 = stablehlo.reshape %177 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %180 = stablehlo.dot_general %176, %127, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %181 = stablehlo.transpose %180, dims = [1, 0] : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %182 = stablehlo.dot_general %176, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<64x16xf32>) -> tensor<2x8x64xf32>
    %183 = stablehlo.multiply %109, %182 : tensor<2x8x64xf32>
    %184 = stablehlo.multiply %182, %126 : tensor<2x8x64xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %186 = stablehlo.multiply %185, %183 : tensor<2x8x64xf32>
    %187 = stablehlo.multiply %186, %122 : tensor<2x8x64xf32>
    %188 = stablehlo.multiply %187, %120 : tensor<2x8x64xf32>
    %189 = stablehlo.add %187, %188 : tensor<2x8x64xf32>
    %cst_53 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<2x8x64xf32>
    %192 = stablehlo.add %184, %191 : tensor<2x8x64xf32>
    %cst_54 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x8x64xf32>
    %194 = stablehlo.multiply %193, %191 : tensor<2x8x64xf32>
    %195 = stablehlo.multiply %194, %114 : tensor<2x8x64xf32>
    %196 = stablehlo.add %192, %195 : tensor<2x8x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %198 = stablehlo.reshape %197 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %200 = stablehlo.dot_general %196, %105, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<2x8x16xf32>) -> tensor<64x16xf32>
    %201 = stablehlo.transpose %200, dims = [1, 0] : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %202 = stablehlo.dot_general %196, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x64xf32>, tensor<16x64xf32>) -> tensor<2x8x16xf32>
    %203 = stablehlo.multiply %82, %202 : tensor<2x8x16xf32>
    %204 = stablehlo.multiply %202, %98 : tensor<2x8x16xf32>
    %205 = stablehlo.add %172, %204 : tensor<2x8x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%202 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %207 = stablehlo.reshape %206 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %208 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %209 = stablehlo.multiply %208, %202 : tensor<2x8x16xf32>
    %210 = stablehlo.add %203, %209 : tensor<2x8x16xf32>
    %211 = stablehlo.multiply %202, %98 : tensor<2x8x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %213 = stablehlo.reshape %212 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %214 = stablehlo.negate %213 : tensor<2x8x1xf32>
    %215 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %216 = stablehlo.multiply %215, %210 : tensor<2x8x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %218 = stablehlo.reshape %217 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %219 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %220 = stablehlo.multiply %210, %219 : tensor<2x8x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %222 = stablehlo.reshape %221 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %223 = stablehlo.multiply %222, %95 : tensor<2x8x1xf32>
    %224 = stablehlo.reshape %207 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %225 = stablehlo.reshape %218 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %226 = call @_var_13(%87#1, %87#2, %87#3, %223) : (tensor<2x8x16xf32>, tensor<f32>, tensor<i1>, tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %227 = stablehlo.add %205, %226 : tensor<2x8x16xf32>
    %cst_61 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %229 = stablehlo.divide %214, %228 : tensor<2x8x1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%229 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %232 = stablehlo.add %227, %231 : tensor<2x8x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %234 = stablehlo.select %77, %232, %233 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    %cst_64 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %236 = stablehlo.divide %234, %235 : tensor<2x8x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %238 = stablehlo.reshape %237 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %240 = stablehlo.dot_general %236, %69, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) -> tensor<16x2x8xf32>
    %241 = stablehlo.transpose %240, dims = [1, 2, 0] : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %242 = stablehlo.dot_general %236, %arg9, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %243 = stablehlo.transpose %242, dims = [0, 2, 3, 1] : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %244 = stablehlo.dot_general %243, %35, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %245 = stablehlo.dot_general %243, %67, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %246 = stablehlo.transpose %245, dims = [0, 3, 1, 2] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %248 = stablehlo.select %63, %244, %247 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    %cst_68 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %250 = stablehlo.divide %248, %249 : tensor<2x2x8x8xf32>
    %251 = call @_where_15(%59#1, %250) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %252 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<2x2x8x8xf32>
    %254 = stablehlo.multiply %253, %51 : tensor<2x2x8x8xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%254 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %257 = stablehlo.negate %256 : tensor<2x2x8x1xf32>
    %258 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %259 = stablehlo.divide %251, %258 : tensor<2x2x8x8xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%257 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %262 = stablehlo.add %259, %261 : tensor<2x2x8x8xf32>
    %263 = stablehlo.multiply %262, %51 : tensor<2x2x8x8xf32>
    %264 = call @_where_15(%44#1, %263) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %265 = stablehlo.dot_general %264, %41, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %266 = stablehlo.transpose %265, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %267 = stablehlo.dot_general %264, %31, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %268 = stablehlo.transpose %267, dims = [0, 2, 1, 3] : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %cst_71 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<2x8x2x8xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%246 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %272 = stablehlo.reshape %271 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%272 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %274 = stablehlo.dot_general %246, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %275 = stablehlo.transpose %274, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %276 = stablehlo.dot_general %246, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%266 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %278 = stablehlo.reshape %277 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %280 = stablehlo.dot_general %266, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %281 = stablehlo.transpose %280, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %282 = stablehlo.dot_general %266, %arg5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %283 = stablehlo.add %276, %282 : tensor<2x8x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%270 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %285 = stablehlo.reshape %284 : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %287 = stablehlo.dot_general %270, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %288 = stablehlo.transpose %287, dims = [2, 0, 1] : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %289 = stablehlo.dot_general %270, %arg3, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %290 = stablehlo.add %283, %289 : tensor<2x8x16xf32>
    %291 = stablehlo.multiply %0#0, %290 : tensor<2x8x16xf32>
    %292 = stablehlo.multiply %290, %16 : tensor<2x8x16xf32>
    %293 = stablehlo.add %232, %292 : tensor<2x8x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%290 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %295 = stablehlo.reshape %294 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %296 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %297 = stablehlo.multiply %296, %290 : tensor<2x8x16xf32>
    %298 = stablehlo.add %291, %297 : tensor<2x8x16xf32>
    %299 = stablehlo.multiply %290, %16 : tensor<2x8x16xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %301 = stablehlo.reshape %300 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %302 = stablehlo.negate %301 : tensor<2x8x1xf32>
    %303 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %304 = stablehlo.multiply %303, %298 : tensor<2x8x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %306 = stablehlo.reshape %305 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %307 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %308 = stablehlo.multiply %298, %307 : tensor<2x8x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %311 = stablehlo.multiply %310, %13 : tensor<2x8x1xf32>
    %312 = stablehlo.reshape %295 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %313 = stablehlo.reshape %306 : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %314 = call @_var_13(%5#1, %5#2, %5#3, %311) : (tensor<2x8x16xf32>, tensor<f32>, tensor<i1>, tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %315 = stablehlo.add %293, %314 : tensor<2x8x16xf32>
    %cst_82 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %317 = stablehlo.divide %302, %316 : tensor<2x8x1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%317 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %320 = stablehlo.add %315, %319 : tensor<2x8x16xf32>
    %321 = call @_take_16(%0#1, %320) : (tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %cst_84 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %323 = stablehlo.multiply %arg0, %322 : tensor<32x16xf32>
    %324 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %325 = stablehlo.multiply %323, %324 : tensor<32x16xf32>
    %326 = stablehlo.subtract %arg0, %325 : tensor<32x16xf32>
    %cst_85 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %328 = stablehlo.multiply %arg1, %327 : tensor<16xf32>
    %329 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<16xf32>
    %331 = stablehlo.subtract %arg1, %330 : tensor<16xf32>
    %cst_86 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %333 = stablehlo.multiply %arg2, %332 : tensor<16xf32>
    %334 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<16xf32>
    %336 = stablehlo.subtract %arg2, %335 : tensor<16xf32>
    %cst_87 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %338 = stablehlo.multiply %arg3, %337 : tensor<16x2x8xf32>
    %339 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %340 = stablehlo.multiply %338, %339 : tensor<16x2x8xf32>
    %341 = stablehlo.subtract %arg3, %340 : tensor<16x2x8xf32>
    %cst_88 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %343 = stablehlo.multiply %arg4, %342 : tensor<2x8xf32>
    %344 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<2x8xf32>
    %346 = stablehlo.subtract %arg4, %345 : tensor<2x8xf32>
    %cst_89 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %348 = stablehlo.multiply %arg5, %347 : tensor<16x2x8xf32>
    %349 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<16x2x8xf32>
    %351 = stablehlo.subtract %arg5, %350 : tensor<16x2x8xf32>
    %cst_90 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %353 = stablehlo.multiply %arg6, %352 : tensor<2x8xf32>
    %354 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<2x8xf32>
    %356 = stablehlo.subtract %arg6, %355 : tensor<2x8xf32>
    %cst_91 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %358 = stablehlo.multiply %arg7, %357 : tensor<16x2x8xf32>
    %359 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<16x2x8xf32>
    %361 = stablehlo.subtract %arg7, %360 : tensor<16x2x8xf32>
    %cst_92 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %363 = stablehlo.multiply %arg8, %362 : tensor<2x8xf32>
    %364 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<2x8xf32>
    %366 = stablehlo.subtract %arg8, %365 : tensor<2x8xf32>
    %cst_93 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %368 = stablehlo.multiply %arg9, %367 : tensor<2x8x16xf32>
    %369 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %370 = stablehlo.multiply %368, %369 : tensor<2x8x16xf32>
    %371 = stablehlo.subtract %arg9, %370 : tensor<2x8x16xf32>
    %cst_94 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %373 = stablehlo.multiply %arg10, %372 : tensor<16xf32>
    %374 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %375 = stablehlo.multiply %373, %374 : tensor<16xf32>
    %376 = stablehlo.subtract %arg10, %375 : tensor<16xf32>
    %cst_95 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %378 = stablehlo.multiply %arg11, %377 : tensor<16xf32>
    %379 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %380 = stablehlo.multiply %378, %379 : tensor<16xf32>
    %381 = stablehlo.subtract %arg11, %380 : tensor<16xf32>
    %cst_96 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %383 = stablehlo.multiply %arg12, %382 : tensor<16xf32>
    %384 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %385 = stablehlo.multiply %383, %384 : tensor<16xf32>
    %386 = stablehlo.subtract %arg12, %385 : tensor<16xf32>
    %cst_97 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %388 = stablehlo.multiply %arg13, %387 : tensor<16x64xf32>
    %389 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<16x64xf32>
    %391 = stablehlo.subtract %arg13, %390 : tensor<16x64xf32>
    %cst_98 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %393 = stablehlo.multiply %arg14, %392 : tensor<64xf32>
    %394 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %395 = stablehlo.multiply %393, %394 : tensor<64xf32>
    %396 = stablehlo.subtract %arg14, %395 : tensor<64xf32>
    %cst_99 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %398 = stablehlo.multiply %arg15, %397 : tensor<64x16xf32>
    %399 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %400 = stablehlo.multiply %398, %399 : tensor<64x16xf32>
    %401 = stablehlo.subtract %arg15, %400 : tensor<64x16xf32>
    %cst_100 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %403 = stablehlo.multiply %arg16, %402 : tensor<16xf32>
    %404 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %405 = stablehlo.multiply %403, %404 : tensor<16xf32>
    %406 = stablehlo.subtract %arg16, %405 : tensor<16xf32>
    %cst_101 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %408 = stablehlo.multiply %arg17, %407 : tensor<16x32xf32>
    %409 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %410 = stablehlo.multiply %408, %409 : tensor<16x32xf32>
    %411 = stablehlo.subtract %arg17, %410 : tensor<16x32xf32>
    %cst_102 = stablehlo.constant dense<4.000000e-03> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %413 = stablehlo.multiply %arg18, %412 : tensor<32xf32>
    %414 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %415 = stablehlo.multiply %413, %414 : tensor<32xf32>
    %416 = stablehlo.subtract %arg18, %415 : tensor<32xf32>
    %c_103 = stablehlo.constant dense<1> : tensor<i32>
    %417 = stablehlo.add %arg22, %c_103 : tensor<i32>
    %418 = stablehlo.convert %417 : (tensor<i32>) -> tensor<f32>
    %cst_104 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %419 = stablehlo.power %cst_104, %418 : tensor<f32>
    %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %420 = stablehlo.power %cst_105, %418 : tensor<f32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %421 = stablehlo.subtract %cst_106, %420 : tensor<f32>
    %422 = stablehlo.sqrt %421 : tensor<f32>
    %423 = stablehlo.multiply %arg23, %422 : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %424 = stablehlo.subtract %cst_107, %419 : tensor<f32>
    %425 = stablehlo.divide %423, %424 : tensor<f32>
    %426 = stablehlo.subtract %321, %arg24 : tensor<32x16xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %428 = stablehlo.multiply %426, %427 : tensor<32x16xf32>
    %429 = stablehlo.add %arg24, %428 : tensor<32x16xf32>
    %430 = chlo.square %321 : tensor<32x16xf32> -> tensor<32x16xf32>
    %431 = stablehlo.subtract %430, %arg25 : tensor<32x16xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %433 = stablehlo.multiply %431, %432 : tensor<32x16xf32>
    %434 = stablehlo.add %arg25, %433 : tensor<32x16xf32>
    %435 = stablehlo.broadcast_in_dim %425, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %436 = stablehlo.multiply %429, %435 : tensor<32x16xf32>
    %437 = stablehlo.sqrt %434 : tensor<32x16xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %439 = stablehlo.add %437, %438 : tensor<32x16xf32>
    %440 = stablehlo.divide %436, %439 : tensor<32x16xf32>
    %441 = stablehlo.subtract %326, %440 : tensor<32x16xf32>
    %c_111 = stablehlo.constant dense<1> : tensor<i32>
    %442 = stablehlo.add %arg22, %c_111 : tensor<i32>
    %443 = stablehlo.convert %442 : (tensor<i32>) -> tensor<f32>
    %cst_112 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %444 = stablehlo.power %cst_112, %443 : tensor<f32>
    %cst_113 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %445 = stablehlo.power %cst_113, %443 : tensor<f32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %446 = stablehlo.subtract %cst_114, %445 : tensor<f32>
    %447 = stablehlo.sqrt %446 : tensor<f32>
    %448 = stablehlo.multiply %arg23, %447 : tensor<f32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %449 = stablehlo.subtract %cst_115, %444 : tensor<f32>
    %450 = stablehlo.divide %448, %449 : tensor<f32>
    %451 = stablehlo.subtract %313, %arg26 : tensor<16xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %453 = stablehlo.multiply %451, %452 : tensor<16xf32>
    %454 = stablehlo.add %arg26, %453 : tensor<16xf32>
    %455 = chlo.square %313 : tensor<16xf32> -> tensor<16xf32>
    %456 = stablehlo.subtract %455, %arg27 : tensor<16xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %458 = stablehlo.multiply %456, %457 : tensor<16xf32>
    %459 = stablehlo.add %arg27, %458 : tensor<16xf32>
    %460 = stablehlo.broadcast_in_dim %450, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %461 = stablehlo.multiply %454, %460 : tensor<16xf32>
    %462 = stablehlo.sqrt %459 : tensor<16xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %464 = stablehlo.add %462, %463 : tensor<16xf32>
    %465 = stablehlo.divide %461, %464 : tensor<16xf32>
    %466 = stablehlo.subtract %331, %465 : tensor<16xf32>
    %c_119 = stablehlo.constant dense<1> : tensor<i32>
    %467 = stablehlo.add %arg22, %c_119 : tensor<i32>
    %468 = stablehlo.convert %467 : (tensor<i32>) -> tensor<f32>
    %cst_120 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %469 = stablehlo.power %cst_120, %468 : tensor<f32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %470 = stablehlo.power %cst_121, %468 : tensor<f32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %471 = stablehlo.subtract %cst_122, %470 : tensor<f32>
    %472 = stablehlo.sqrt %471 : tensor<f32>
    %473 = stablehlo.multiply %arg23, %472 : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %474 = stablehlo.subtract %cst_123, %469 : tensor<f32>
    %475 = stablehlo.divide %473, %474 : tensor<f32>
    %476 = stablehlo.subtract %312, %arg28 : tensor<16xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %478 = stablehlo.multiply %476, %477 : tensor<16xf32>
    %479 = stablehlo.add %arg28, %478 : tensor<16xf32>
    %480 = chlo.square %312 : tensor<16xf32> -> tensor<16xf32>
    %481 = stablehlo.subtract %480, %arg29 : tensor<16xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<16xf32>
    %484 = stablehlo.add %arg29, %483 : tensor<16xf32>
    %485 = stablehlo.broadcast_in_dim %475, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %486 = stablehlo.multiply %479, %485 : tensor<16xf32>
    %487 = stablehlo.sqrt %484 : tensor<16xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %489 = stablehlo.add %487, %488 : tensor<16xf32>
    %490 = stablehlo.divide %486, %489 : tensor<16xf32>
    %491 = stablehlo.subtract %336, %490 : tensor<16xf32>
    %c_127 = stablehlo.constant dense<1> : tensor<i32>
    %492 = stablehlo.add %arg22, %c_127 : tensor<i32>
    %493 = stablehlo.convert %492 : (tensor<i32>) -> tensor<f32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %494 = stablehlo.power %cst_128, %493 : tensor<f32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %495 = stablehlo.power %cst_129, %493 : tensor<f32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %496 = stablehlo.subtract %cst_130, %495 : tensor<f32>
    %497 = stablehlo.sqrt %496 : tensor<f32>
    %498 = stablehlo.multiply %arg23, %497 : tensor<f32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %499 = stablehlo.subtract %cst_131, %494 : tensor<f32>
    %500 = stablehlo.divide %498, %499 : tensor<f32>
    %501 = stablehlo.subtract %288, %arg30 : tensor<16x2x8xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %503 = stablehlo.multiply %501, %502 : tensor<16x2x8xf32>
    %504 = stablehlo.add %arg30, %503 : tensor<16x2x8xf32>
    %505 = chlo.square %288 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %506 = stablehlo.subtract %505, %arg31 : tensor<16x2x8xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %508 = stablehlo.multiply %506, %507 : tensor<16x2x8xf32>
    %509 = stablehlo.add %arg31, %508 : tensor<16x2x8xf32>
    %510 = stablehlo.broadcast_in_dim %500, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %511 = stablehlo.multiply %504, %510 : tensor<16x2x8xf32>
    %512 = stablehlo.sqrt %509 : tensor<16x2x8xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %514 = stablehlo.add %512, %513 : tensor<16x2x8xf32>
    %515 = stablehlo.divide %511, %514 : tensor<16x2x8xf32>
    %516 = stablehlo.subtract %341, %515 : tensor<16x2x8xf32>
    %c_135 = stablehlo.constant dense<1> : tensor<i32>
    %517 = stablehlo.add %arg22, %c_135 : tensor<i32>
    %518 = stablehlo.convert %517 : (tensor<i32>) -> tensor<f32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %519 = stablehlo.power %cst_136, %518 : tensor<f32>
    %cst_137 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %520 = stablehlo.power %cst_137, %518 : tensor<f32>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %521 = stablehlo.subtract %cst_138, %520 : tensor<f32>
    %522 = stablehlo.sqrt %521 : tensor<f32>
    %523 = stablehlo.multiply %arg23, %522 : tensor<f32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %524 = stablehlo.subtract %cst_139, %519 : tensor<f32>
    %525 = stablehlo.divide %523, %524 : tensor<f32>
    %526 = stablehlo.subtract %286, %arg32 : tensor<2x8xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %528 = stablehlo.multiply %526, %527 : tensor<2x8xf32>
    %529 = stablehlo.add %arg32, %528 : tensor<2x8xf32>
    %530 = chlo.square %286 : tensor<2x8xf32> -> tensor<2x8xf32>
    %531 = stablehlo.subtract %530, %arg33 : tensor<2x8xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %533 = stablehlo.multiply %531, %532 : tensor<2x8xf32>
    %534 = stablehlo.add %arg33, %533 : tensor<2x8xf32>
    %535 = stablehlo.broadcast_in_dim %525, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %536 = stablehlo.multiply %529, %535 : tensor<2x8xf32>
    %537 = stablehlo.sqrt %534 : tensor<2x8xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %539 = stablehlo.add %537, %538 : tensor<2x8xf32>
    %540 = stablehlo.divide %536, %539 : tensor<2x8xf32>
    %541 = stablehlo.subtract %346, %540 : tensor<2x8xf32>
    %c_143 = stablehlo.constant dense<1> : tensor<i32>
    %542 = stablehlo.add %arg22, %c_143 : tensor<i32>
    %543 = stablehlo.convert %542 : (tensor<i32>) -> tensor<f32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %544 = stablehlo.power %cst_144, %543 : tensor<f32>
    %cst_145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %545 = stablehlo.power %cst_145, %543 : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %546 = stablehlo.subtract %cst_146, %545 : tensor<f32>
    %547 = stablehlo.sqrt %546 : tensor<f32>
    %548 = stablehlo.multiply %arg23, %547 : tensor<f32>
    %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %549 = stablehlo.subtract %cst_147, %544 : tensor<f32>
    %550 = stablehlo.divide %548, %549 : tensor<f32>
    %551 = stablehlo.subtract %281, %arg34 : tensor<16x2x8xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %553 = stablehlo.multiply %551, %552 : tensor<16x2x8xf32>
    %554 = stablehlo.add %arg34, %553 : tensor<16x2x8xf32>
    %555 = chlo.square %281 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %556 = stablehlo.subtract %555, %arg35 : tensor<16x2x8xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %558 = stablehlo.multiply %556, %557 : tensor<16x2x8xf32>
    %559 = stablehlo.add %arg35, %558 : tensor<16x2x8xf32>
    %560 = stablehlo.broadcast_in_dim %550, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %561 = stablehlo.multiply %554, %560 : tensor<16x2x8xf32>
    %562 = stablehlo.sqrt %559 : tensor<16x2x8xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %564 = stablehlo.add %562, %563 : tensor<16x2x8xf32>
    %565 = stablehlo.divide %561, %564 : tensor<16x2x8xf32>
    %566 = stablehlo.subtract %351, %565 : tensor<16x2x8xf32>
    %c_151 = stablehlo.constant dense<1> : tensor<i32>
    %567 = stablehlo.add %arg22, %c_151 : tensor<i32>
    %568 = stablehlo.convert %567 : (tensor<i32>) -> tensor<f32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %569 = stablehlo.power %cst_152, %568 : tensor<f32>
    %cst_153 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %570 = stablehlo.power %cst_153, %568 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %571 = stablehlo.subtract %cst_154, %570 : tensor<f32>
    %572 = stablehlo.sqrt %571 : tensor<f32>
    %573 = stablehlo.multiply %arg23, %572 : tensor<f32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %574 = stablehlo.subtract %cst_155, %569 : tensor<f32>
    %575 = stablehlo.divide %573, %574 : tensor<f32>
    %576 = stablehlo.subtract %279, %arg36 : tensor<2x8xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %578 = stablehlo.multiply %576, %577 : tensor<2x8xf32>
    %579 = stablehlo.add %arg36, %578 : tensor<2x8xf32>
    %580 = chlo.square %279 : tensor<2x8xf32> -> tensor<2x8xf32>
    %581 = stablehlo.subtract %580, %arg37 : tensor<2x8xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %583 = stablehlo.multiply %581, %582 : tensor<2x8xf32>
    %584 = stablehlo.add %arg37, %583 : tensor<2x8xf32>
    %585 = stablehlo.broadcast_in_dim %575, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %586 = stablehlo.multiply %579, %585 : tensor<2x8xf32>
    %587 = stablehlo.sqrt %584 : tensor<2x8xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %589 = stablehlo.add %587, %588 : tensor<2x8xf32>
    %590 = stablehlo.divide %586, %589 : tensor<2x8xf32>
    %591 = stablehlo.subtract %356, %590 : tensor<2x8xf32>
    %c_159 = stablehlo.constant dense<1> : tensor<i32>
    %592 = stablehlo.add %arg22, %c_159 : tensor<i32>
    %593 = stablehlo.convert %592 : (tensor<i32>) -> tensor<f32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %594 = stablehlo.power %cst_160, %593 : tensor<f32>
    %cst_161 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %595 = stablehlo.power %cst_161, %593 : tensor<f32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %596 = stablehlo.subtract %cst_162, %595 : tensor<f32>
    %597 = stablehlo.sqrt %596 : tensor<f32>
    %598 = stablehlo.multiply %arg23, %597 : tensor<f32>
    %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %599 = stablehlo.subtract %cst_163, %594 : tensor<f32>
    %600 = stablehlo.divide %598, %599 : tensor<f32>
    %601 = stablehlo.subtract %275, %arg38 : tensor<16x2x8xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %603 = stablehlo.multiply %601, %602 : tensor<16x2x8xf32>
    %604 = stablehlo.add %arg38, %603 : tensor<16x2x8xf32>
    %605 = chlo.square %275 : tensor<16x2x8xf32> -> tensor<16x2x8xf32>
    %606 = stablehlo.subtract %605, %arg39 : tensor<16x2x8xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %608 = stablehlo.multiply %606, %607 : tensor<16x2x8xf32>
    %609 = stablehlo.add %arg39, %608 : tensor<16x2x8xf32>
    %610 = stablehlo.broadcast_in_dim %600, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %611 = stablehlo.multiply %604, %610 : tensor<16x2x8xf32>
    %612 = stablehlo.sqrt %609 : tensor<16x2x8xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16x2x8xf32>
    %614 = stablehlo.add %612, %613 : tensor<16x2x8xf32>
    %615 = stablehlo.divide %611, %614 : tensor<16x2x8xf32>
    %616 = stablehlo.subtract %361, %615 : tensor<16x2x8xf32>
    %c_167 = stablehlo.constant dense<1> : tensor<i32>
    %617 = stablehlo.add %arg22, %c_167 : tensor<i32>
    %618 = stablehlo.convert %617 : (tensor<i32>) -> tensor<f32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %619 = stablehlo.power %cst_168, %618 : tensor<f32>
    %cst_169 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %620 = stablehlo.power %cst_169, %618 : tensor<f32>
    %cst_170 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %621 = stablehlo.subtract %cst_170, %620 : tensor<f32>
    %622 = stablehlo.sqrt %621 : tensor<f32>
    %623 = stablehlo.multiply %arg23, %622 : tensor<f32>
    %cst_171 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %624 = stablehlo.subtract %cst_171, %619 : tensor<f32>
    %625 = stablehlo.divide %623, %624 : tensor<f32>
    %626 = stablehlo.subtract %273, %arg40 : tensor<2x8xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %628 = stablehlo.multiply %626, %627 : tensor<2x8xf32>
    %629 = stablehlo.add %arg40, %628 : tensor<2x8xf32>
    %630 = chlo.square %273 : tensor<2x8xf32> -> tensor<2x8xf32>
    %631 = stablehlo.subtract %630, %arg41 : tensor<2x8xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %633 = stablehlo.multiply %631, %632 : tensor<2x8xf32>
    %634 = stablehlo.add %arg41, %633 : tensor<2x8xf32>
    %635 = stablehlo.broadcast_in_dim %625, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %636 = stablehlo.multiply %629, %635 : tensor<2x8xf32>
    %637 = stablehlo.sqrt %634 : tensor<2x8xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %639 = stablehlo.add %637, %638 : tensor<2x8xf32>
    %640 = stablehlo.divide %636, %639 : tensor<2x8xf32>
    %641 = stablehlo.subtract %366, %640 : tensor<2x8xf32>
    %c_175 = stablehlo.constant dense<1> : tensor<i32>
    %642 = stablehlo.add %arg22, %c_175 : tensor<i32>
    %643 = stablehlo.convert %642 : (tensor<i32>) -> tensor<f32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %644 = stablehlo.power %cst_176, %643 : tensor<f32>
    %cst_177 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %645 = stablehlo.power %cst_177, %643 : tensor<f32>
    %cst_178 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %646 = stablehlo.subtract %cst_178, %645 : tensor<f32>
    %647 = stablehlo.sqrt %646 : tensor<f32>
    %648 = stablehlo.multiply %arg23, %647 : tensor<f32>
    %cst_179 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %649 = stablehlo.subtract %cst_179, %644 : tensor<f32>
    %650 = stablehlo.divide %648, %649 : tensor<f32>
    %651 = stablehlo.subtract %241, %arg42 : tensor<2x8x16xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %653 = stablehlo.multiply %651, %652 : tensor<2x8x16xf32>
    %654 = stablehlo.add %arg42, %653 : tensor<2x8x16xf32>
    %655 = chlo.square %241 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %656 = stablehlo.subtract %655, %arg43 : tensor<2x8x16xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %658 = stablehlo.multiply %656, %657 : tensor<2x8x16xf32>
    %659 = stablehlo.add %arg43, %658 : tensor<2x8x16xf32>
    %660 = stablehlo.broadcast_in_dim %650, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %661 = stablehlo.multiply %654, %660 : tensor<2x8x16xf32>
    %662 = stablehlo.sqrt %659 : tensor<2x8x16xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %664 = stablehlo.add %662, %663 : tensor<2x8x16xf32>
    %665 = stablehlo.divide %661, %664 : tensor<2x8x16xf32>
    %666 = stablehlo.subtract %371, %665 : tensor<2x8x16xf32>
    %c_183 = stablehlo.constant dense<1> : tensor<i32>
    %667 = stablehlo.add %arg22, %c_183 : tensor<i32>
    %668 = stablehlo.convert %667 : (tensor<i32>) -> tensor<f32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %669 = stablehlo.power %cst_184, %668 : tensor<f32>
    %cst_185 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %670 = stablehlo.power %cst_185, %668 : tensor<f32>
    %cst_186 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %671 = stablehlo.subtract %cst_186, %670 : tensor<f32>
    %672 = stablehlo.sqrt %671 : tensor<f32>
    %673 = stablehlo.multiply %arg23, %672 : tensor<f32>
    %cst_187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %674 = stablehlo.subtract %cst_187, %669 : tensor<f32>
    %675 = stablehlo.divide %673, %674 : tensor<f32>
    %676 = stablehlo.subtract %239, %arg44 : tensor<16xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %678 = stablehlo.multiply %676, %677 : tensor<16xf32>
    %679 = stablehlo.add %arg44, %678 : tensor<16xf32>
    %680 = chlo.square %239 : tensor<16xf32> -> tensor<16xf32>
    %681 = stablehlo.subtract %680, %arg45 : tensor<16xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %683 = stablehlo.multiply %681, %682 : tensor<16xf32>
    %684 = stablehlo.add %arg45, %683 : tensor<16xf32>
    %685 = stablehlo.broadcast_in_dim %675, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %686 = stablehlo.multiply %679, %685 : tensor<16xf32>
    %687 = stablehlo.sqrt %684 : tensor<16xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %689 = stablehlo.add %687, %688 : tensor<16xf32>
    %690 = stablehlo.divide %686, %689 : tensor<16xf32>
    %691 = stablehlo.subtract %376, %690 : tensor<16xf32>
    %c_191 = stablehlo.constant dense<1> : tensor<i32>
    %692 = stablehlo.add %arg22, %c_191 : tensor<i32>
    %693 = stablehlo.convert %692 : (tensor<i32>) -> tensor<f32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %694 = stablehlo.power %cst_192, %693 : tensor<f32>
    %cst_193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %695 = stablehlo.power %cst_193, %693 : tensor<f32>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %696 = stablehlo.subtract %cst_194, %695 : tensor<f32>
    %697 = stablehlo.sqrt %696 : tensor<f32>
    %698 = stablehlo.multiply %arg23, %697 : tensor<f32>
    %cst_195 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %699 = stablehlo.subtract %cst_195, %694 : tensor<f32>
    %700 = stablehlo.divide %698, %699 : tensor<f32>
    %701 = stablehlo.subtract %225, %arg46 : tensor<16xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %703 = stablehlo.multiply %701, %702 : tensor<16xf32>
    %704 = stablehlo.add %arg46, %703 : tensor<16xf32>
    %705 = chlo.square %225 : tensor<16xf32> -> tensor<16xf32>
    %706 = stablehlo.subtract %705, %arg47 : tensor<16xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %708 = stablehlo.multiply %706, %707 : tensor<16xf32>
    %709 = stablehlo.add %arg47, %708 : tensor<16xf32>
    %710 = stablehlo.broadcast_in_dim %700, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %711 = stablehlo.multiply %704, %710 : tensor<16xf32>
    %712 = stablehlo.sqrt %709 : tensor<16xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %714 = stablehlo.add %712, %713 : tensor<16xf32>
    %715 = stablehlo.divide %711, %714 : tensor<16xf32>
    %716 = stablehlo.subtract %381, %715 : tensor<16xf32>
    %c_199 = stablehlo.constant dense<1> : tensor<i32>
    %717 = stablehlo.add %arg22, %c_199 : tensor<i32>
    %718 = stablehlo.convert %717 : (tensor<i32>) -> tensor<f32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %719 = stablehlo.power %cst_200, %718 : tensor<f32>
    %cst_201 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %720 = stablehlo.power %cst_201, %718 : tensor<f32>
    %cst_202 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %721 = stablehlo.subtract %cst_202, %720 : tensor<f32>
    %722 = stablehlo.sqrt %721 : tensor<f32>
    %723 = stablehlo.multiply %arg23, %722 : tensor<f32>
    %cst_203 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %724 = stablehlo.subtract %cst_203, %719 : tensor<f32>
    %725 = stablehlo.divide %723, %724 : tensor<f32>
    %726 = stablehlo.subtract %224, %arg48 : tensor<16xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %728 = stablehlo.multiply %726, %727 : tensor<16xf32>
    %729 = stablehlo.add %arg48, %728 : tensor<16xf32>
    %730 = chlo.square %224 : tensor<16xf32> -> tensor<16xf32>
    %731 = stablehlo.subtract %730, %arg49 : tensor<16xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %732 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %733 = stablehlo.multiply %731, %732 : tensor<16xf32>
    %734 = stablehlo.add %arg49, %733 : tensor<16xf32>
    %735 = stablehlo.broadcast_in_dim %725, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %736 = stablehlo.multiply %729, %735 : tensor<16xf32>
    %737 = stablehlo.sqrt %734 : tensor<16xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %739 = stablehlo.add %737, %738 : tensor<16xf32>
    %740 = stablehlo.divide %736, %739 : tensor<16xf32>
    %741 = stablehlo.subtract %386, %740 : tensor<16xf32>
    %c_207 = stablehlo.constant dense<1> : tensor<i32>
    %742 = stablehlo.add %arg22, %c_207 : tensor<i32>
    %743 = stablehlo.convert %742 : (tensor<i32>) -> tensor<f32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %744 = stablehlo.power %cst_208, %743 : tensor<f32>
    %cst_209 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %745 = stablehlo.power %cst_209, %743 : tensor<f32>
    %cst_210 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %746 = stablehlo.subtract %cst_210, %745 : tensor<f32>
    %747 = stablehlo.sqrt %746 : tensor<f32>
    %748 = stablehlo.multiply %arg23, %747 : tensor<f32>
    %cst_211 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %749 = stablehlo.subtract %cst_211, %744 : tensor<f32>
    %750 = stablehlo.divide %748, %749 : tensor<f32>
    %751 = stablehlo.subtract %201, %arg50 : tensor<16x64xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %753 = stablehlo.multiply %751, %752 : tensor<16x64xf32>
    %754 = stablehlo.add %arg50, %753 : tensor<16x64xf32>
    %755 = chlo.square %201 : tensor<16x64xf32> -> tensor<16x64xf32>
    %756 = stablehlo.subtract %755, %arg51 : tensor<16x64xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %758 = stablehlo.multiply %756, %757 : tensor<16x64xf32>
    %759 = stablehlo.add %arg51, %758 : tensor<16x64xf32>
    %760 = stablehlo.broadcast_in_dim %750, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %761 = stablehlo.multiply %754, %760 : tensor<16x64xf32>
    %762 = stablehlo.sqrt %759 : tensor<16x64xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %764 = stablehlo.add %762, %763 : tensor<16x64xf32>
    %765 = stablehlo.divide %761, %764 : tensor<16x64xf32>
    %766 = stablehlo.subtract %391, %765 : tensor<16x64xf32>
    %c_215 = stablehlo.constant dense<1> : tensor<i32>
    %767 = stablehlo.add %arg22, %c_215 : tensor<i32>
    %768 = stablehlo.convert %767 : (tensor<i32>) -> tensor<f32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %769 = stablehlo.power %cst_216, %768 : tensor<f32>
    %cst_217 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %770 = stablehlo.power %cst_217, %768 : tensor<f32>
    %cst_218 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %771 = stablehlo.subtract %cst_218, %770 : tensor<f32>
    %772 = stablehlo.sqrt %771 : tensor<f32>
    %773 = stablehlo.multiply %arg23, %772 : tensor<f32>
    %cst_219 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %774 = stablehlo.subtract %cst_219, %769 : tensor<f32>
    %775 = stablehlo.divide %773, %774 : tensor<f32>
    %776 = stablehlo.subtract %199, %arg52 : tensor<64xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %778 = stablehlo.multiply %776, %777 : tensor<64xf32>
    %779 = stablehlo.add %arg52, %778 : tensor<64xf32>
    %780 = chlo.square %199 : tensor<64xf32> -> tensor<64xf32>
    %781 = stablehlo.subtract %780, %arg53 : tensor<64xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %783 = stablehlo.multiply %781, %782 : tensor<64xf32>
    %784 = stablehlo.add %arg53, %783 : tensor<64xf32>
    %785 = stablehlo.broadcast_in_dim %775, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %786 = stablehlo.multiply %779, %785 : tensor<64xf32>
    %787 = stablehlo.sqrt %784 : tensor<64xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %789 = stablehlo.add %787, %788 : tensor<64xf32>
    %790 = stablehlo.divide %786, %789 : tensor<64xf32>
    %791 = stablehlo.subtract %396, %790 : tensor<64xf32>
    %c_223 = stablehlo.constant dense<1> : tensor<i32>
    %792 = stablehlo.add %arg22, %c_223 : tensor<i32>
    %793 = stablehlo.convert %792 : (tensor<i32>) -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %794 = stablehlo.power %cst_224, %793 : tensor<f32>
    %cst_225 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %795 = stablehlo.power %cst_225, %793 : tensor<f32>
    %cst_226 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %796 = stablehlo.subtract %cst_226, %795 : tensor<f32>
    %797 = stablehlo.sqrt %796 : tensor<f32>
    %798 = stablehlo.multiply %arg23, %797 : tensor<f32>
    %cst_227 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %799 = stablehlo.subtract %cst_227, %794 : tensor<f32>
    %800 = stablehlo.divide %798, %799 : tensor<f32>
    %801 = stablehlo.subtract %181, %arg54 : tensor<64x16xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %803 = stablehlo.multiply %801, %802 : tensor<64x16xf32>
    %804 = stablehlo.add %arg54, %803 : tensor<64x16xf32>
    %805 = chlo.square %181 : tensor<64x16xf32> -> tensor<64x16xf32>
    %806 = stablehlo.subtract %805, %arg55 : tensor<64x16xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %808 = stablehlo.multiply %806, %807 : tensor<64x16xf32>
    %809 = stablehlo.add %arg55, %808 : tensor<64x16xf32>
    %810 = stablehlo.broadcast_in_dim %800, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %811 = stablehlo.multiply %804, %810 : tensor<64x16xf32>
    %812 = stablehlo.sqrt %809 : tensor<64x16xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %814 = stablehlo.add %812, %813 : tensor<64x16xf32>
    %815 = stablehlo.divide %811, %814 : tensor<64x16xf32>
    %816 = stablehlo.subtract %401, %815 : tensor<64x16xf32>
    %c_231 = stablehlo.constant dense<1> : tensor<i32>
    %817 = stablehlo.add %arg22, %c_231 : tensor<i32>
    %818 = stablehlo.convert %817 : (tensor<i32>) -> tensor<f32>
    %cst_232 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %819 = stablehlo.power %cst_232, %818 : tensor<f32>
    %cst_233 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %820 = stablehlo.power %cst_233, %818 : tensor<f32>
    %cst_234 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %821 = stablehlo.subtract %cst_234, %820 : tensor<f32>
    %822 = stablehlo.sqrt %821 : tensor<f32>
    %823 = stablehlo.multiply %arg23, %822 : tensor<f32>
    %cst_235 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %824 = stablehlo.subtract %cst_235, %819 : tensor<f32>
    %825 = stablehlo.divide %823, %824 : tensor<f32>
    %826 = stablehlo.subtract %179, %arg56 : tensor<16xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %828 = stablehlo.multiply %826, %827 : tensor<16xf32>
    %829 = stablehlo.add %arg56, %828 : tensor<16xf32>
    %830 = chlo.square %179 : tensor<16xf32> -> tensor<16xf32>
    %831 = stablehlo.subtract %830, %arg57 : tensor<16xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %833 = stablehlo.multiply %831, %832 : tensor<16xf32>
    %834 = stablehlo.add %arg57, %833 : tensor<16xf32>
    %835 = stablehlo.broadcast_in_dim %825, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %836 = stablehlo.multiply %829, %835 : tensor<16xf32>
    %837 = stablehlo.sqrt %834 : tensor<16xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %839 = stablehlo.add %837, %838 : tensor<16xf32>
    %840 = stablehlo.divide %836, %839 : tensor<16xf32>
    %841 = stablehlo.subtract %406, %840 : tensor<16xf32>
    %c_239 = stablehlo.constant dense<1> : tensor<i32>
    %842 = stablehlo.add %arg22, %c_239 : tensor<i32>
    %843 = stablehlo.convert %842 : (tensor<i32>) -> tensor<f32>
    %cst_240 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %844 = stablehlo.power %cst_240, %843 : tensor<f32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %845 = stablehlo.power %cst_241, %843 : tensor<f32>
    %cst_242 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %846 = stablehlo.subtract %cst_242, %845 : tensor<f32>
    %847 = stablehlo.sqrt %846 : tensor<f32>
    %848 = stablehlo.multiply %arg23, %847 : tensor<f32>
    %cst_243 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %849 = stablehlo.subtract %cst_243, %844 : tensor<f32>
    %850 = stablehlo.divide %848, %849 : tensor<f32>
    %851 = stablehlo.subtract %171, %arg58 : tensor<16x32xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %853 = stablehlo.multiply %851, %852 : tensor<16x32xf32>
    %854 = stablehlo.add %arg58, %853 : tensor<16x32xf32>
    %855 = chlo.square %171 : tensor<16x32xf32> -> tensor<16x32xf32>
    %856 = stablehlo.subtract %855, %arg59 : tensor<16x32xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %858 = stablehlo.multiply %856, %857 : tensor<16x32xf32>
    %859 = stablehlo.add %arg59, %858 : tensor<16x32xf32>
    %860 = stablehlo.broadcast_in_dim %850, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %861 = stablehlo.multiply %854, %860 : tensor<16x32xf32>
    %862 = stablehlo.sqrt %859 : tensor<16x32xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %864 = stablehlo.add %862, %863 : tensor<16x32xf32>
    %865 = stablehlo.divide %861, %864 : tensor<16x32xf32>
    %866 = stablehlo.subtract %411, %865 : tensor<16x32xf32>
    %c_247 = stablehlo.constant dense<1> : tensor<i32>
    %867 = stablehlo.add %arg22, %c_247 : tensor<i32>
    %868 = stablehlo.convert %867 : (tensor<i32>) -> tensor<f32>
    %cst_248 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %869 = stablehlo.power %cst_248, %868 : tensor<f32>
    %cst_249 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %870 = stablehlo.power %cst_249, %868 : tensor<f32>
    %cst_250 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %871 = stablehlo.subtract %cst_250, %870 : tensor<f32>
    %872 = stablehlo.sqrt %871 : tensor<f32>
    %873 = stablehlo.multiply %arg23, %872 : tensor<f32>
    %cst_251 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %874 = stablehlo.subtract %cst_251, %869 : tensor<f32>
    %875 = stablehlo.divide %873, %874 : tensor<f32>
    %876 = stablehlo.subtract %169, %arg60 : tensor<32xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %878 = stablehlo.multiply %876, %877 : tensor<32xf32>
    %879 = stablehlo.add %arg60, %878 : tensor<32xf32>
    %880 = chlo.square %169 : tensor<32xf32> -> tensor<32xf32>
    %881 = stablehlo.subtract %880, %arg61 : tensor<32xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %883 = stablehlo.multiply %881, %882 : tensor<32xf32>
    %884 = stablehlo.add %arg61, %883 : tensor<32xf32>
    %885 = stablehlo.broadcast_in_dim %875, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %886 = stablehlo.multiply %879, %885 : tensor<32xf32>
    %887 = stablehlo.sqrt %884 : tensor<32xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %889 = stablehlo.add %887, %888 : tensor<32xf32>
    %890 = stablehlo.divide %886, %889 : tensor<32xf32>
    %891 = stablehlo.subtract %416, %890 : tensor<32xf32>
    %c_255 = stablehlo.constant dense<1> : tensor<i32>
    %892 = stablehlo.add %arg22, %c_255 : tensor<i32>
    return %441, %466, %491, %516, %541, %566, %591, %616, %641, %666, %691, %716, %741, %766, %791, %816, %841, %866, %891, %62, %76, %134, %892, %arg23, %429, %434, %454, %459, %479, %484, %504, %509, %529, %534, %554, %559, %579, %584, %604, %609, %629, %634, %654, %659, %679, %684, %704, %709, %729, %734, %754, %759, %779, %784, %804, %809, %829, %834, %854, %859, %879, %884, %159 : tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<i32>, tensor<f32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<32x16xf32>, %arg1: tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x8xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<2x8x1xi32>) -> tensor<2x8x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x8xi1>) -> tensor<2x8x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x8x16xi1>, tensor<2x8x16xf32>
    return %16, %5 : tensor<2x8x16xf32>, tensor<2x8x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x8xi1>, %arg1: tensor<2x8xi32>, %arg2: tensor<2x8xi32>) -> tensor<2x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x8xi1>, tensor<2x8xi32>
    return %0 : tensor<2x8xi32>
  }
  func.func private @_var(%arg0: tensor<2x8x16xf32>, %arg1: tensor<i32>) -> (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<2x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x8x16xf32>
    %6 = chlo.square %5 : tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x8x16xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<2x8x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_0(%15, %14, %cst_5) : (tensor<i1>, tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8x1xf32>
    return %16, %8, %10, %15 : tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<2x8x1xf32>, %arg2: tensor<f32>) -> tensor<2x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x8x1xf32>
    return %2 : tensor<2x8x1xf32>
  }
  func.func private @cumsum(%arg0: tensor<1x8x8xi32>) -> tensor<1x8x8xi32> {
    %0 = call @cumsum_1(%arg0) : (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>
    return %0 : tensor<1x8x8xi32>
  }
  func.func private @cumsum_1(%arg0: tensor<1x8x8xi32>) -> tensor<1x8x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [7, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 8, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1x8x8xi32>, tensor<i32>) -> tensor<1x8x8xi32>
    return %1 : tensor<1x8x8xi32>
  }
  func.func private @cumsum_2(%arg0: tensor<1x8x8xi32>) -> tensor<1x8x8xi32> {
    %0 = call @cumsum_3(%arg0) : (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>
    return %0 : tensor<1x8x8xi32>
  }
  func.func private @cumsum_3(%arg0: tensor<1x8x8xi32>) -> tensor<1x8x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [7, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 8>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1x8x8xi32>, tensor<i32>) -> tensor<1x8x8xi32>
    return %1 : tensor<1x8x8xi32>
  }
  func.func private @_where_4(%arg0: tensor<1x1x8x8xi1>, %arg1: tensor<2x2x8x8xf32>, %arg2: tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %3, %1 : tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<2x2x8x8xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xi1>
    return %2 : tensor<2x2x8x8xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x2x8x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<2x2x8x8xui64>
    %9 = stablehlo.iota dim = 1 : tensor<2x2x8x8xui64>
    %10 = stablehlo.iota dim = 2 : tensor<2x2x8x8xui64>
    %11 = stablehlo.iota dim = 3 : tensor<2x2x8x8xui64>
    %c = stablehlo.constant dense<128> : tensor<ui64>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %13 = stablehlo.multiply %12, %8 : tensor<2x2x8x8xui64>
    %c_0 = stablehlo.constant dense<64> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %15 = stablehlo.multiply %14, %9 : tensor<2x2x8x8xui64>
    %c_1 = stablehlo.constant dense<8> : tensor<ui64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %17 = stablehlo.multiply %16, %10 : tensor<2x2x8x8xui64>
    %c_2 = stablehlo.constant dense<1> : tensor<ui64>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %19 = stablehlo.multiply %18, %11 : tensor<2x2x8x8xui64>
    %20 = stablehlo.add %13, %15 : tensor<2x2x8x8xui64>
    %21 = stablehlo.add %20, %17 : tensor<2x2x8x8xui64>
    %22 = stablehlo.add %21, %19 : tensor<2x2x8x8xui64>
    %c_3 = stablehlo.constant dense<32> : tensor<ui64>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %24 = stablehlo.shift_right_logical %22, %23 : tensor<2x2x8x8xui64>
    %25 = stablehlo.convert %22 : (tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui32>
    %26 = stablehlo.convert %24 : (tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui32>
    %27:2 = call @threefry2x32(%5, %7, %26, %25) : (tensor<ui32>, tensor<ui32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>)
    %28 = stablehlo.xor %27#0, %27#1 : tensor<2x2x8x8xui32>
    %c_4 = stablehlo.constant dense<9> : tensor<ui32>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %30 = stablehlo.shift_right_logical %28, %29 : tensor<2x2x8x8xui32>
    %c_5 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %32 = stablehlo.or %30, %31 : tensor<2x2x8x8xui32>
    %33 = stablehlo.bitcast_convert %32 : (tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<2x2x8x8xf32>
    %36 = stablehlo.subtract %3, %2 : tensor<1x1x1x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x2x8x8xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<2x2x8x8xf32>
    %39 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x2x8x8xf32>
    %40 = stablehlo.add %38, %39 : tensor<2x2x8x8xf32>
    %41 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xf32>) -> tensor<2x2x8x8xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<2x2x8x8xf32>
    return %42 : tensor<2x2x8x8xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x2x8x8xui32>, %arg3: tensor<2x2x8x8xui32>) -> (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x2x8x8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x2x8x8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2x2x8x8xui32>, %arg2: tensor<2x2x8x8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x2x8x8xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x2x8x8xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x2x8x8xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x2x8x8xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x2x8x8xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x2x8x8xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x2x8x8xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x2x8x8xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x2x8x8xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x2x8x8xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x2x8x8xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x2x8x8xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x2x8x8xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x2x8x8xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x2x8x8xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x2x8x8xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x2x8x8xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x2x8x8xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x2x8x8xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x2x8x8xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %42 = stablehlo.add %33, %41 : tensor<2x2x8x8xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %44 = stablehlo.add %40, %43 : tensor<2x2x8x8xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %48 = stablehlo.add %44, %47 : tensor<2x2x8x8xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_bernoulli_5(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<2x8x16xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform_6(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x8x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xi1>
    return %2 : tensor<2x8x16xi1>
  }
  func.func private @_uniform_6(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<2x8x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<2x8x16xui64>
    %9 = stablehlo.iota dim = 1 : tensor<2x8x16xui64>
    %10 = stablehlo.iota dim = 2 : tensor<2x8x16xui64>
    %c = stablehlo.constant dense<128> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2x8x16xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<2x8x16xui64>
    %c_0 = stablehlo.constant dense<16> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2x8x16xui64>
    %14 = stablehlo.multiply %13, %9 : tensor<2x8x16xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<2x8x16xui64>
    %16 = stablehlo.multiply %15, %10 : tensor<2x8x16xui64>
    %17 = stablehlo.add %12, %14 : tensor<2x8x16xui64>
    %18 = stablehlo.add %17, %16 : tensor<2x8x16xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<2x8x16xui64>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<2x8x16xui64>
    %21 = stablehlo.convert %18 : (tensor<2x8x16xui64>) -> tensor<2x8x16xui32>
    %22 = stablehlo.convert %20 : (tensor<2x8x16xui64>) -> tensor<2x8x16xui32>
    %23:2 = call @threefry2x32_7(%5, %7, %22, %21) : (tensor<ui32>, tensor<ui32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> (tensor<2x8x16xui32>, tensor<2x8x16xui32>)
    %24 = stablehlo.xor %23#0, %23#1 : tensor<2x8x16xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<2x8x16xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %28 = stablehlo.or %26, %27 : tensor<2x8x16xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<2x8x16xui32>) -> tensor<2x8x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x16xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<2x8x16xf32>
    %32 = stablehlo.subtract %3, %2 : tensor<1x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x16xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<2x8x16xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x16xf32>
    %36 = stablehlo.add %34, %35 : tensor<2x8x16xf32>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<2x8x16xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<2x8x16xf32>
    return %38 : tensor<2x8x16xf32>
  }
  func.func private @threefry2x32_7(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2x8x16xui32>, %arg3: tensor<2x8x16xui32>) -> (tensor<2x8x16xui32>, tensor<2x8x16xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x8x16xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2x8x16xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_8(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2x8x16xui32>, tensor<2x8x16xui32>
  }
  func.func private @closed_call_8(%arg0: tensor<i32>, %arg1: tensor<2x8x16xui32>, %arg2: tensor<2x8x16xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2x8x16xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2x8x16xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2x8x16xui32>
    %9 = stablehlo.or %5, %8 : tensor<2x8x16xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2x8x16xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2x8x16xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2x8x16xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2x8x16xui32>
    %19 = stablehlo.or %15, %18 : tensor<2x8x16xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2x8x16xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2x8x16xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2x8x16xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2x8x16xui32>
    %29 = stablehlo.or %25, %28 : tensor<2x8x16xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2x8x16xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2x8x16xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2x8x16xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2x8x16xui32>
    %39 = stablehlo.or %35, %38 : tensor<2x8x16xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2x8x16xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %42 = stablehlo.add %33, %41 : tensor<2x8x16xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %44 = stablehlo.add %40, %43 : tensor<2x8x16xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2x8x16xui32>
    %48 = stablehlo.add %44, %47 : tensor<2x8x16xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @log_softmax(%arg0: tensor<2x8x32xf32>) -> (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x8x32xf32>
    %6 = stablehlo.exponential %5 : tensor<2x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %9 = stablehlo.log %8 : tensor<2x8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x8x32xf32>
    return %11, %6, %8 : tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<2x8xi32>) -> tensor<2x8x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x32xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x8x1xi32>) -> tensor<2x8x32xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<2x8x32xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x8x32xi32>, tensor<2x8x32xi32>) -> tensor<2x8x32xi1>
    %5 = stablehlo.convert %4 : (tensor<2x8x32xi1>) -> tensor<2x8x32xf32>
    return %5 : tensor<2x8x32xf32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg1 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @log_softmax_12(%arg0: tensor<2x8x32xf32>, %arg1: tensor<2x8x1xf32>, %arg2: tensor<2x8x32xf32>) -> tensor<2x8x32xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x8x32xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x8x32xf32>
    return %7 : tensor<2x8x32xf32>
  }
  func.func private @_var_13(%arg0: tensor<2x8x16xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<2x8x1xf32>) -> tensor<2x8x16xf32> {
    %0 = call @_where_14(%arg2, %arg3) : (tensor<i1>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x8x16xf32>
    %6 = stablehlo.negate %5 : tensor<2x8x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %8 = stablehlo.reshape %7 : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<2x8x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x8x16xf32>
    return %13 : tensor<2x8x16xf32>
  }
  func.func private @_where_14(%arg0: tensor<i1>, %arg1: tensor<2x8x1xf32>) -> tensor<2x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<2x8x1xf32>
    return %1 : tensor<2x8x1xf32>
  }
  func.func private @_where_15(%arg0: tensor<2x2x8x8xi1>, %arg1: tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>
    return %1 : tensor<2x2x8x8xf32>
  }
  func.func private @_take_16(%arg0: tensor<2x8x1xi32>, %arg1: tensor<2x8x16xf32>) -> tensor<32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x16xf32>, tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
}
