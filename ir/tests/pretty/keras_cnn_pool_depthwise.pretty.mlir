module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x3x4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4xf32>, %arg4: tensor<3x3x4x1xf32>, %arg5: tensor<4xf32>, %arg6: tensor<4x5xf32>, %arg7: tensor<5xf32>, %arg8: tensor<4xf32>, %arg9: tensor<4xf32>, %arg10: tensor<i32>, %arg11: tensor<f32>, %arg12: tensor<3x3x3x4xf32>, %arg13: tensor<4xf32>, %arg14: tensor<4xf32>, %arg15: tensor<4xf32>, %arg16: tensor<3x3x4x1xf32>, %arg17: tensor<4xf32>, %arg18: tensor<4x5xf32>, %arg19: tensor<5xf32>, %arg20: tensor<2x8x8x3xf32>, %arg21: tensor<2xi32>) -> (tensor<3x3x3x4xf32> {jax.result_info = "result[0][0]"}, tensor<4xf32> {jax.result_info = "result[0][1]"}, tensor<4xf32> {jax.result_info = "result[0][2]"}, tensor<4xf32> {jax.result_info = "result[0][3]"}, tensor<3x3x4x1xf32> {jax.result_info = "result[0][4]"}, tensor<4xf32> {jax.result_info = "result[0][5]"}, tensor<4x5xf32> {jax.result_info = "result[0][6]"}, tensor<5xf32> {jax.result_info = "result[0][7]"}, tensor<4xf32> {jax.result_info = "result[1][0]"}, tensor<4xf32> {jax.result_info = "result[1][1]"}, tensor<i32> {jax.result_info = "result[2][0]"}, tensor<f32> {jax.result_info = "result[2][1]"}, tensor<3x3x3x4xf32> {jax.result_info = "result[2][2]"}, tensor<4xf32> {jax.result_info = "result[2][3]"}, tensor<4xf32> {jax.result_info = "result[2][4]"}, tensor<4xf32> {jax.result_info = "result[2][5]"}, tensor<3x3x4x1xf32> {jax.result_info = "result[2][6]"}, tensor<4xf32> {jax.result_info = "result[2][7]"}, tensor<4x5xf32> {jax.result_info = "result[2][8]"}, tensor<5xf32> {jax.result_info = "result[2][9]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<2> : tensor<1xi32>
    %0 = stablehlo.convolution(%arg20, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x8x8x4xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x8x8x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %7 = stablehlo.divide %5, %6 : tensor<1x1x1x4xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8:4 = call @_var(%3, %c_1) : (tensor<2x8x8x4xf32>, tensor<i32>) -> (tensor<1x1x1x4xf32>, tensor<2x8x8x4xf32>, tensor<f32>, tensor<i1>)
    %9 = stablehlo.reshape %7 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %10 = stablehlo.reshape %8#0 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %cst_2 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.multiply %arg8, %11 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %14 = stablehlo.multiply %9, %13 : tensor<4xf32>
    %15 = stablehlo.add %12, %14 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.multiply %arg9, %16 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.multiply %10, %18 : tensor<4xf32>
    %20 = stablehlo.add %17, %19 : tensor<4xf32>
    %21 = stablehlo.reshape %9 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %22 = stablehlo.reshape %10 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %24 = stablehlo.add %22, %23 : tensor<1x1x1x4xf32>
    %25 = stablehlo.rsqrt %24 : tensor<1x1x1x4xf32>
    %26 = stablehlo.divide %25, %24 : tensor<1x1x1x4xf32>
    %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<1x1x1x4xf32>
    %29 = stablehlo.reshape %arg2 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %30 = stablehlo.multiply %25, %29 : tensor<1x1x1x4xf32>
    %31 = stablehlo.negate %21 : tensor<1x1x1x4xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<1x1x1x4xf32>
    %33 = stablehlo.reshape %arg3 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %34 = stablehlo.add %32, %33 : tensor<1x1x1x4xf32>
    %35 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %36 = stablehlo.multiply %3, %35 : tensor<2x8x8x4xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %38 = stablehlo.add %36, %37 : tensor<2x8x8x4xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<f32>
    %40 = "stablehlo.reduce_window"(%38, %39) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %177 = stablehlo.maximum %arg22, %arg23 : tensor<f32>
      stablehlo.return %177 : tensor<f32>
    }) : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %41 = stablehlo.reshape %arg4 : (tensor<3x3x4x1xf32>) -> tensor<3x3x1x4xf32>
    %42 = stablehlo.convolution(%40, %41) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x4xf32>, tensor<3x3x1x4xf32>) -> tensor<2x4x4x4xf32>
    %43 = stablehlo.reshape %arg5 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
    %45 = stablehlo.add %42, %44 : tensor<2x4x4x4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_9) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %48 = stablehlo.divide %46, %47 : tensor<2x4xf32>
    %49 = stablehlo.dot_general %48, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
    %50 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %52 = stablehlo.add %49, %51 : tensor<2x5xf32>
    %53 = stablehlo.convert %arg21 : (tensor<2xi32>) -> tensor<2xf32>
    %54 = stablehlo.convert %53 : (tensor<2xf32>) -> tensor<2xi32>
    %55:3 = call @log_softmax(%52) : (tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x1xf32>)
    %56 = call @_one_hot(%54) : (tensor<2xi32>) -> tensor<2x5xf32>
    %57 = stablehlo.multiply %56, %55#0 : tensor<2x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %59 = stablehlo.negate %58 : tensor<2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.reduce(%c init: %c_13) applies stablehlo.multiply across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %62 = stablehlo.convert %61 : (tensor<i32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.compare EQ, %62, %cst_14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %64 = call @_where_0(%63, %c_15, %62) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.compare EQ, %62, %cst_16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %66 = stablehlo.divide %60, %64 : tensor<f32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %67 = call @_where_1(%65, %c_17, %66) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = call @_where_2(%65, %cst_18) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %69 = stablehlo.divide %68, %64 : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %71 = stablehlo.negate %70 : tensor<2xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
    %73 = stablehlo.multiply %56, %72 : tensor<2x5xf32>
    %74 = call @log_softmax_3(%55#1, %55#2, %73) : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_19) applies stablehlo.add across dimensions = [0] : (tensor<2x5xf32>, tensor<f32>) -> tensor<5xf32>
    %76 = stablehlo.reshape %75 : (tensor<5xf32>) -> tensor<1x5xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %78 = stablehlo.dot_general %74, %48, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<2x4xf32>) -> tensor<5x4xf32>
    %79 = stablehlo.transpose %78, dims = [1, 0] : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %80 = stablehlo.dot_general %74, %arg6, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x5xf32>, tensor<4x5xf32>) -> tensor<2x4xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %82 = stablehlo.divide %80, %81 : tensor<2x4xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 3] : (tensor<2x4xf32>) -> tensor<2x4x4x4xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %85 = stablehlo.reshape %84 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %87 = stablehlo.convolution(%40, %83) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 4 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<3x3x1x4xf32>
    %88 = stablehlo.reshape %41 : (tensor<3x3x1x4xf32>) -> tensor<3x3x1x4x1xf32>
    %89 = stablehlo.transpose %88, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x4x1xf32>) -> tensor<3x3x4x1x1xf32>
    %90 = stablehlo.reshape %89 : (tensor<3x3x4x1x1xf32>) -> tensor<3x3x4x1xf32>
    %91 = stablehlo.reverse %90, dims = [0, 1] : tensor<3x3x4x1xf32>
    %92 = stablehlo.convolution(%83, %91) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 4 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x4xf32>, tensor<3x3x4x1xf32>) -> tensor<2x4x4x4xf32>
    %93 = stablehlo.reshape %87 : (tensor<3x3x1x4xf32>) -> tensor<3x3x4x1xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %94 = stablehlo.pad %38, %cst_23, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8x4xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = "stablehlo.select_and_scatter"(%94, %92, %cst_24) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %177 = stablehlo.compare GE, %arg22, %arg23, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %177 : tensor<i1>
    }, {
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %177 = stablehlo.add %arg22, %arg23 : tensor<f32>
      stablehlo.return %177 : tensor<f32>
    }) : (tensor<2x8x8x4xf32>, tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x8x8x4xf32>
    %96 = stablehlo.slice %95 [0:2, 0:8, 0:8, 0:4] : (tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %98 = stablehlo.reshape %97 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %99 = stablehlo.multiply %3, %96 : tensor<2x8x8x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %101 = stablehlo.reshape %100 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %102 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %103 = stablehlo.multiply %96, %102 : tensor<2x8x8x4xf32>
    %104 = stablehlo.reshape %98 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %105 = stablehlo.multiply %31, %98 : tensor<1x1x1x4xf32>
    %106 = stablehlo.add %101, %105 : tensor<1x1x1x4xf32>
    %107 = stablehlo.multiply %98, %30 : tensor<1x1x1x4xf32>
    %108 = stablehlo.negate %107 : tensor<1x1x1x4xf32>
    %109 = stablehlo.multiply %25, %106 : tensor<1x1x1x4xf32>
    %110 = stablehlo.multiply %106, %29 : tensor<1x1x1x4xf32>
    %111 = stablehlo.reshape %109 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %112 = stablehlo.multiply %110, %28 : tensor<1x1x1x4xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %114 = stablehlo.reshape %108 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %117 = call @_var_4(%8#1, %8#2, %8#3, %115) : (tensor<2x8x8x4xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %118 = stablehlo.add %103, %117 : tensor<2x8x8x4xf32>
    %cst_27 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %120 = stablehlo.divide %116, %119 : tensor<1x1x1x4xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [3] : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %123 = stablehlo.add %118, %122 : tensor<2x8x8x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %125 = stablehlo.reshape %124 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %126 = stablehlo.reshape %125 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %127 = stablehlo.convolution(%arg20, %123) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x3xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x3x4xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %129 = stablehlo.multiply %arg12, %128 : tensor<3x3x3x4xf32>
    %130 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %131 = stablehlo.multiply %127, %130 : tensor<3x3x3x4xf32>
    %132 = stablehlo.subtract %129, %131 : tensor<3x3x3x4xf32>
    %133 = stablehlo.add %arg0, %132 : tensor<3x3x3x4xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %135 = stablehlo.multiply %arg13, %134 : tensor<4xf32>
    %136 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %137 = stablehlo.multiply %126, %136 : tensor<4xf32>
    %138 = stablehlo.subtract %135, %137 : tensor<4xf32>
    %139 = stablehlo.add %arg1, %138 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %141 = stablehlo.multiply %arg14, %140 : tensor<4xf32>
    %142 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %143 = stablehlo.multiply %111, %142 : tensor<4xf32>
    %144 = stablehlo.subtract %141, %143 : tensor<4xf32>
    %145 = stablehlo.add %arg2, %144 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %147 = stablehlo.multiply %arg15, %146 : tensor<4xf32>
    %148 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %149 = stablehlo.multiply %104, %148 : tensor<4xf32>
    %150 = stablehlo.subtract %147, %149 : tensor<4xf32>
    %151 = stablehlo.add %arg3, %150 : tensor<4xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x3x4x1xf32>
    %153 = stablehlo.multiply %arg16, %152 : tensor<3x3x4x1xf32>
    %154 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<3x3x4x1xf32>
    %155 = stablehlo.multiply %93, %154 : tensor<3x3x4x1xf32>
    %156 = stablehlo.subtract %153, %155 : tensor<3x3x4x1xf32>
    %157 = stablehlo.add %arg4, %156 : tensor<3x3x4x1xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %159 = stablehlo.multiply %arg17, %158 : tensor<4xf32>
    %160 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %161 = stablehlo.multiply %86, %160 : tensor<4xf32>
    %162 = stablehlo.subtract %159, %161 : tensor<4xf32>
    %163 = stablehlo.add %arg5, %162 : tensor<4xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %165 = stablehlo.multiply %arg18, %164 : tensor<4x5xf32>
    %166 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<4x5xf32>
    %167 = stablehlo.multiply %79, %166 : tensor<4x5xf32>
    %168 = stablehlo.subtract %165, %167 : tensor<4x5xf32>
    %169 = stablehlo.add %arg6, %168 : tensor<4x5xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %171 = stablehlo.multiply %arg19, %170 : tensor<5xf32>
    %172 = stablehlo.broadcast_in_dim %arg11, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %173 = stablehlo.multiply %77, %172 : tensor<5xf32>
    %174 = stablehlo.subtract %171, %173 : tensor<5xf32>
    %175 = stablehlo.add %arg7, %174 : tensor<5xf32>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %176 = stablehlo.add %arg10, %c_38 : tensor<i32>
    return %133, %139, %145, %151, %157, %163, %169, %175, %15, %20, %176, %arg11, %132, %138, %144, %150, %156, %162, %168, %174, %67 : tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<2x8x8x4xf32>, %arg1: tensor<i32>) -> (tensor<1x1x1x4xf32>, tensor<2x8x8x4xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<1x1x1x4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x8x8x4xf32>
    %6 = chlo.square %5 : tensor<2x8x8x4xf32> -> tensor<2x8x8x4xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x8x4xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<2x8x8x4xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %14 = stablehlo.divide %12, %13 : tensor<1x1x1x4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<1x1x1x4xf32>
    return %16, %8, %10, %15 : tensor<1x1x1x4xf32>, tensor<2x8x8x4xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<1x1x1x4xf32>, %arg2: tensor<f32>) -> tensor<1x1x1x4xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<1x1x1x4xf32>
    return %2 : tensor<1x1x1x4xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x5xf32>
    %6 = stablehlo.exponential %5 : tensor<2x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %9 = stablehlo.log %8 : tensor<2x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x5xf32>
    return %11, %6, %8 : tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<2xi32>) -> tensor<2x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x5xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x5xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x5xi32>) -> tensor<2x5xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %5 = stablehlo.convert %4 : (tensor<2x5xi1>) -> tensor<2x5xf32>
    return %5 : tensor<2x5xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg1 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @log_softmax_3(%arg0: tensor<2x5xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x5xf32>) -> tensor<2x5xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x5xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.reshape %1 : (tensor<2xf32>) -> tensor<2x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf32>) -> tensor<2x5xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x5xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x5xf32>
    return %7 : tensor<2x5xf32>
  }
  func.func private @_var_4(%arg0: tensor<2x8x8x4xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<i1>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x1x4xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [3] : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<2x8x8x4xf32>
    %6 = stablehlo.negate %5 : tensor<2x8x8x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.reshape %7 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %10 = stablehlo.divide %8, %9 : tensor<1x1x1x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [3] : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %13 = stablehlo.add %5, %12 : tensor<2x8x8x4xf32>
    return %13 : tensor<2x8x8x4xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<1x1x1x4xf32>
    return %1 : tensor<1x1x1x4xf32>
  }
}
