module @jit_ts_vgg_tiny attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<16xf32>, %arg3: tensor<3x3x8x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<3x3x16x16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<3x3x16x16xf32>, %arg8: tensor<24xf32>, %arg9: tensor<3x3x16x24xf32>, %arg10: tensor<24xf32>, %arg11: tensor<3x3x24x24xf32>, %arg12: tensor<24xf32>, %arg13: tensor<3x3x24x24xf32>, %arg14: tensor<24xf32>, %arg15: tensor<3x3x24x24xf32>, %arg16: tensor<32xf32>, %arg17: tensor<24x32xf32>, %arg18: tensor<32xf32>, %arg19: tensor<32x32xf32>, %arg20: tensor<10xf32>, %arg21: tensor<32x10xf32>, %arg22: tensor<2x16x16x3xf32>, %arg23: tensor<2xi32>) -> (tensor<8xf32> {jax.result_info = "result[0]['convs'][0]['b']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['convs'][0]['w']"}, tensor<16xf32> {jax.result_info = "result[0]['convs'][1]['b']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[0]['convs'][1]['w']"}, tensor<16xf32> {jax.result_info = "result[0]['convs'][2]['b']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['convs'][2]['w']"}, tensor<16xf32> {jax.result_info = "result[0]['convs'][3]['b']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['convs'][3]['w']"}, tensor<24xf32> {jax.result_info = "result[0]['convs'][4]['b']"}, tensor<3x3x16x24xf32> {jax.result_info = "result[0]['convs'][4]['w']"}, tensor<24xf32> {jax.result_info = "result[0]['convs'][5]['b']"}, tensor<3x3x24x24xf32> {jax.result_info = "result[0]['convs'][5]['w']"}, tensor<24xf32> {jax.result_info = "result[0]['convs'][6]['b']"}, tensor<3x3x24x24xf32> {jax.result_info = "result[0]['convs'][6]['w']"}, tensor<24xf32> {jax.result_info = "result[0]['convs'][7]['b']"}, tensor<3x3x24x24xf32> {jax.result_info = "result[0]['convs'][7]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['dense'][0]['b']"}, tensor<24x32xf32> {jax.result_info = "result[0]['dense'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['dense'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[0]['dense'][1]['w']"}, tensor<10xf32> {jax.result_info = "result[0]['dense'][2]['b']"}, tensor<32x10xf32> {jax.result_info = "result[0]['dense'][2]['w']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg22, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<2x16x16x8xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x16x16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %5 = stablehlo.maximum %3, %4 : tensor<2x16x16x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %7 = stablehlo.compare GT, %3, %6, FLOAT : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.reduce_window"(%5, %8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %292 : tensor<f32>
    }) : (tensor<2x16x16x8xf32>, tensor<f32>) -> tensor<2x8x8x8xf32>
    %10 = stablehlo.convolution(%9, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x8x8x16xf32>
    %11 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x8x8x16xf32>
    %13 = stablehlo.add %10, %12 : tensor<2x8x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %15 = stablehlo.maximum %13, %14 : tensor<2x8x8x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %17 = stablehlo.compare GT, %13, %16, FLOAT : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xi1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.reduce_window"(%15, %18) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %292 : tensor<f32>
    }) : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<2x4x4x16xf32>
    %20 = stablehlo.convolution(%19, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %23 = stablehlo.add %20, %22 : tensor<2x4x4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %25 = stablehlo.maximum %23, %24 : tensor<2x4x4x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %27 = stablehlo.compare GT, %23, %26, FLOAT : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xi1>
    %28 = stablehlo.convolution(%25, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %29 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<2x4x4x16xf32>
    %31 = stablehlo.add %28, %30 : tensor<2x4x4x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %33 = stablehlo.maximum %31, %32 : tensor<2x4x4x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %35 = stablehlo.compare GT, %31, %34, FLOAT : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xi1>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.reduce_window"(%33, %36) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %292 : tensor<f32>
    }) : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %38 = stablehlo.convolution(%37, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x16xf32>, tensor<3x3x16x24xf32>) -> tensor<2x2x2x24xf32>
    %39 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<2x2x2x24xf32>
    %41 = stablehlo.add %38, %40 : tensor<2x2x2x24xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x2x2x24xf32>
    %43 = stablehlo.maximum %41, %42 : tensor<2x2x2x24xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2x2x24xf32>
    %45 = stablehlo.compare GT, %41, %44, FLOAT : (tensor<2x2x2x24xf32>, tensor<2x2x2x24xf32>) -> tensor<2x2x2x24xi1>
    %46 = stablehlo.convolution(%43, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x24xf32>, tensor<3x3x24x24xf32>) -> tensor<2x2x2x24xf32>
    %47 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<2x2x2x24xf32>
    %49 = stablehlo.add %46, %48 : tensor<2x2x2x24xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x2x2x24xf32>
    %51 = stablehlo.maximum %49, %50 : tensor<2x2x2x24xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x2x24xf32>
    %53 = stablehlo.compare GT, %49, %52, FLOAT : (tensor<2x2x2x24xf32>, tensor<2x2x2x24xf32>) -> tensor<2x2x2x24xi1>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<f32>
    %55 = "stablehlo.reduce_window"(%51, %54) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %292 : tensor<f32>
    }) : (tensor<2x2x2x24xf32>, tensor<f32>) -> tensor<2x1x1x24xf32>
    %56 = stablehlo.convolution(%55, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x24xf32>, tensor<3x3x24x24xf32>) -> tensor<2x1x1x24xf32>
    %57 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<2x1x1x24xf32>
    %59 = stablehlo.add %56, %58 : tensor<2x1x1x24xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x1x1x24xf32>
    %61 = stablehlo.maximum %59, %60 : tensor<2x1x1x24xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x1x1x24xf32>
    %63 = stablehlo.compare GT, %59, %62, FLOAT : (tensor<2x1x1x24xf32>, tensor<2x1x1x24xf32>) -> tensor<2x1x1x24xi1>
    %64 = stablehlo.convolution(%61, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x24xf32>, tensor<3x3x24x24xf32>) -> tensor<2x1x1x24xf32>
    %65 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<2x1x1x24xf32>
    %67 = stablehlo.add %64, %66 : tensor<2x1x1x24xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x1x1x24xf32>
    %69 = stablehlo.maximum %67, %68 : tensor<2x1x1x24xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x1x1x24xf32>
    %71 = stablehlo.compare GT, %67, %70, FLOAT : (tensor<2x1x1x24xf32>, tensor<2x1x1x24xf32>) -> tensor<2x1x1x24xi1>
    %72 = stablehlo.reshape %69 : (tensor<2x1x1x24xf32>) -> tensor<2x24xf32>
    %73 = stablehlo.dot_general %72, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x24xf32>, tensor<24x32xf32>) -> tensor<2x32xf32>
    %74 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %76 = stablehlo.add %73, %75 : tensor<2x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %78 = stablehlo.maximum %76, %77 : tensor<2x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %80 = stablehlo.compare GT, %76, %79, FLOAT : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %81 = stablehlo.dot_general %78, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %82 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %84 = stablehlo.add %81, %83 : tensor<2x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %86 = stablehlo.maximum %84, %85 : tensor<2x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %88 = stablehlo.compare GT, %84, %87, FLOAT : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xi1>
    %89 = stablehlo.dot_general %86, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %90 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %92 = stablehlo.add %89, %91 : tensor<2x10xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_23) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %95 = stablehlo.maximum %94, %93 : tensor<2xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %98 = stablehlo.subtract %92, %97 : tensor<2x10xf32>
    %99 = stablehlo.exponential %98 : tensor<2x10xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_25) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %102 = stablehlo.log %101 : tensor<2x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %104 = stablehlo.subtract %98, %103 : tensor<2x10xf32>
    %105 = stablehlo.broadcast_in_dim %arg23, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %106 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x10xi32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<2x10xi32>
    %109 = stablehlo.compare EQ, %107, %108, SIGNED : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi1>
    %110 = stablehlo.convert %109 : (tensor<2x10xi1>) -> tensor<2x10xf32>
    %111 = stablehlo.multiply %110, %104 : tensor<2x10xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_27) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %114 = stablehlo.divide %113, %cst_28 : tensor<f32>
    %115 = stablehlo.negate %114 : tensor<f32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.negate %cst_29 : tensor<f32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %117 = stablehlo.divide %116, %cst_30 : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %120 = stablehlo.multiply %110, %119 : tensor<2x10xf32>
    %121 = stablehlo.negate %120 : tensor<2x10xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %123 = stablehlo.reshape %122 : (tensor<2xf32>) -> tensor<2x1xf32>
    %124 = stablehlo.divide %123, %101 : tensor<2x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %127 = stablehlo.multiply %126, %99 : tensor<2x10xf32>
    %128 = stablehlo.add %120, %127 : tensor<2x10xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %130 = stablehlo.reshape %129 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %132 = stablehlo.dot_general %128, %86, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<2x32xf32>) -> tensor<10x32xf32>
    %133 = stablehlo.transpose %132, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %134 = stablehlo.dot_general %128, %arg21, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<32x10xf32>) -> tensor<2x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %136 = stablehlo.select %88, %134, %135 : tensor<2x32xi1>, tensor<2x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %138 = stablehlo.reshape %137 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %140 = stablehlo.dot_general %136, %78, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<32x32xf32>
    %141 = stablehlo.transpose %140, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %142 = stablehlo.dot_general %136, %arg19, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x32xf32>) -> tensor<2x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %144 = stablehlo.select %80, %142, %143 : tensor<2x32xi1>, tensor<2x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %146 = stablehlo.reshape %145 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_40) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %148 = stablehlo.dot_general %144, %72, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<2x24xf32>) -> tensor<32x24xf32>
    %149 = stablehlo.transpose %148, dims = [1, 0] : (tensor<32x24xf32>) -> tensor<24x32xf32>
    %150 = stablehlo.dot_general %144, %arg17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<24x32xf32>) -> tensor<2x24xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x24xf32>) -> tensor<2x1x1x24xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x1x1x24xf32>
    %153 = stablehlo.select %71, %151, %152 : tensor<2x1x1x24xi1>, tensor<2x1x1x24xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<2x1x1x24xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %155 = stablehlo.reshape %154 : (tensor<1x1x24xf32>) -> tensor<1x1x1x24xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x24xf32>, tensor<f32>) -> tensor<24xf32>
    %157 = stablehlo.convolution(%61, %153) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x24xf32>, tensor<2x1x1x24xf32>) -> tensor<3x3x24x24xf32>
    %158 = stablehlo.reverse %arg15, dims = [0, 1] : tensor<3x3x24x24xf32>
    %159 = stablehlo.convolution(%153, %158) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x24xf32>, tensor<3x3x24x24xf32>) -> tensor<2x1x1x24xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x1x1x24xf32>
    %161 = stablehlo.select %63, %159, %160 : tensor<2x1x1x24xi1>, tensor<2x1x1x24xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<2x1x1x24xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %163 = stablehlo.reshape %162 : (tensor<1x1x24xf32>) -> tensor<1x1x1x24xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_46) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x24xf32>, tensor<f32>) -> tensor<24xf32>
    %165 = stablehlo.convolution(%55, %161) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x24xf32>, tensor<2x1x1x24xf32>) -> tensor<3x3x24x24xf32>
    %166 = stablehlo.reverse %arg13, dims = [0, 1] : tensor<3x3x24x24xf32>
    %167 = stablehlo.convolution(%161, %166) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x1x1x24xf32>, tensor<3x3x24x24xf32>) -> tensor<2x1x1x24xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %168 = stablehlo.pad %51, %cst_47, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x2x2x24xf32>, tensor<f32>) -> tensor<2x2x2x24xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = "stablehlo.select_and_scatter"(%168, %167, %cst_48) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %292 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %292 : tensor<f32>
    }) : (tensor<2x2x2x24xf32>, tensor<2x1x1x24xf32>, tensor<f32>) -> tensor<2x2x2x24xf32>
    %170 = stablehlo.slice %169 [0:2, 0:2, 0:2, 0:24] : (tensor<2x2x2x24xf32>) -> tensor<2x2x2x24xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<2x2x2x24xf32>
    %172 = stablehlo.select %53, %170, %171 : tensor<2x2x2x24xi1>, tensor<2x2x2x24xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x2x24xf32>, tensor<f32>) -> tensor<24xf32>
    %174 = stablehlo.reshape %173 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_51) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x24xf32>, tensor<f32>) -> tensor<24xf32>
    %176 = stablehlo.convolution(%43, %172) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x24xf32>, tensor<2x2x2x24xf32>) -> tensor<3x3x24x24xf32>
    %177 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<3x3x24x24xf32>
    %178 = stablehlo.convolution(%172, %177) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x24xf32>, tensor<3x3x24x24xf32>) -> tensor<2x2x2x24xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x2x2x24xf32>
    %180 = stablehlo.select %45, %178, %179 : tensor<2x2x2x24xi1>, tensor<2x2x2x24xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_53) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x2x2x24xf32>, tensor<f32>) -> tensor<24xf32>
    %182 = stablehlo.reshape %181 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x24xf32>, tensor<f32>) -> tensor<24xf32>
    %184 = stablehlo.convolution(%37, %180) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x16xf32>, tensor<2x2x2x24xf32>) -> tensor<3x3x16x24xf32>
    %185 = stablehlo.reverse %arg9, dims = [0, 1] : tensor<3x3x16x24xf32>
    %186 = stablehlo.convolution(%180, %185) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x24xf32>, tensor<3x3x16x24xf32>) -> tensor<2x2x2x16xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %187 = stablehlo.pad %33, %cst_55, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x4x4x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = "stablehlo.select_and_scatter"(%187, %186, %cst_56) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %292 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %292 : tensor<f32>
    }) : (tensor<2x4x4x16xf32>, tensor<2x2x2x16xf32>, tensor<f32>) -> tensor<2x4x4x16xf32>
    %189 = stablehlo.slice %188 [0:2, 0:4, 0:4, 0:16] : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %191 = stablehlo.select %35, %189, %190 : tensor<2x4x4x16xi1>, tensor<2x4x4x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.reduce(%191 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %193 = stablehlo.reshape %192 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %195 = stablehlo.convolution(%25, %191) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<3x3x16x16xf32>
    %196 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x16x16xf32>
    %197 = stablehlo.convolution(%191, %196) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %199 = stablehlo.select %27, %197, %198 : tensor<2x4x4x16xi1>, tensor<2x4x4x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %201 = stablehlo.reshape %200 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %203 = stablehlo.convolution(%19, %199) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<3x3x16x16xf32>
    %204 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x16x16xf32>
    %205 = stablehlo.convolution(%199, %204) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %206 = stablehlo.pad %15, %cst_63, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<2x8x8x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = "stablehlo.select_and_scatter"(%206, %205, %cst_64) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %292 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %292 : tensor<f32>
    }) : (tensor<2x8x8x16xf32>, tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x8x8x16xf32>
    %208 = stablehlo.slice %207 [0:2, 0:8, 0:8, 0:16] : (tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %210 = stablehlo.select %17, %208, %209 : tensor<2x8x8x16xi1>, tensor<2x8x8x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %212 = stablehlo.reshape %211 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %214 = stablehlo.convolution(%9, %210) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x8xf32>, tensor<2x8x8x16xf32>) -> tensor<3x3x8x16xf32>
    %215 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x8x16xf32>
    %216 = stablehlo.convolution(%210, %215) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<2x8x8x8xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %217 = stablehlo.pad %5, %cst_68, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<2x16x16x8xf32>, tensor<f32>) -> tensor<2x16x16x8xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = "stablehlo.select_and_scatter"(%217, %216, %cst_69) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %292 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %292 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %292 : tensor<f32>
    }) : (tensor<2x16x16x8xf32>, tensor<2x8x8x8xf32>, tensor<f32>) -> tensor<2x16x16x8xf32>
    %219 = stablehlo.slice %218 [0:2, 0:16, 0:16, 0:8] : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %221 = stablehlo.select %7, %219, %220 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%221 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x16x16x8xf32>, tensor<f32>) -> tensor<8xf32>
    %223 = stablehlo.reshape %222 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_72) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %225 = stablehlo.convolution(%arg22, %221) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<2x16x16x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_73 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %227 = stablehlo.multiply %226, %224 : tensor<8xf32>
    %228 = stablehlo.subtract %arg0, %227 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %230 = stablehlo.multiply %229, %225 : tensor<3x3x3x8xf32>
    %231 = stablehlo.subtract %arg1, %230 : tensor<3x3x3x8xf32>
    %cst_75 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %233 = stablehlo.multiply %232, %213 : tensor<16xf32>
    %234 = stablehlo.subtract %arg2, %233 : tensor<16xf32>
    %cst_76 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %236 = stablehlo.multiply %235, %214 : tensor<3x3x8x16xf32>
    %237 = stablehlo.subtract %arg3, %236 : tensor<3x3x8x16xf32>
    %cst_77 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %239 = stablehlo.multiply %238, %202 : tensor<16xf32>
    %240 = stablehlo.subtract %arg4, %239 : tensor<16xf32>
    %cst_78 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %242 = stablehlo.multiply %241, %203 : tensor<3x3x16x16xf32>
    %243 = stablehlo.subtract %arg5, %242 : tensor<3x3x16x16xf32>
    %cst_79 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %245 = stablehlo.multiply %244, %194 : tensor<16xf32>
    %246 = stablehlo.subtract %arg6, %245 : tensor<16xf32>
    %cst_80 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %248 = stablehlo.multiply %247, %195 : tensor<3x3x16x16xf32>
    %249 = stablehlo.subtract %arg7, %248 : tensor<3x3x16x16xf32>
    %cst_81 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %251 = stablehlo.multiply %250, %183 : tensor<24xf32>
    %252 = stablehlo.subtract %arg8, %251 : tensor<24xf32>
    %cst_82 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<3x3x16x24xf32>
    %254 = stablehlo.multiply %253, %184 : tensor<3x3x16x24xf32>
    %255 = stablehlo.subtract %arg9, %254 : tensor<3x3x16x24xf32>
    %cst_83 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %257 = stablehlo.multiply %256, %175 : tensor<24xf32>
    %258 = stablehlo.subtract %arg10, %257 : tensor<24xf32>
    %cst_84 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<3x3x24x24xf32>
    %260 = stablehlo.multiply %259, %176 : tensor<3x3x24x24xf32>
    %261 = stablehlo.subtract %arg11, %260 : tensor<3x3x24x24xf32>
    %cst_85 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %263 = stablehlo.multiply %262, %164 : tensor<24xf32>
    %264 = stablehlo.subtract %arg12, %263 : tensor<24xf32>
    %cst_86 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<3x3x24x24xf32>
    %266 = stablehlo.multiply %265, %165 : tensor<3x3x24x24xf32>
    %267 = stablehlo.subtract %arg13, %266 : tensor<3x3x24x24xf32>
    %cst_87 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %269 = stablehlo.multiply %268, %156 : tensor<24xf32>
    %270 = stablehlo.subtract %arg14, %269 : tensor<24xf32>
    %cst_88 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<3x3x24x24xf32>
    %272 = stablehlo.multiply %271, %157 : tensor<3x3x24x24xf32>
    %273 = stablehlo.subtract %arg15, %272 : tensor<3x3x24x24xf32>
    %cst_89 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %275 = stablehlo.multiply %274, %147 : tensor<32xf32>
    %276 = stablehlo.subtract %arg16, %275 : tensor<32xf32>
    %cst_90 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<24x32xf32>
    %278 = stablehlo.multiply %277, %149 : tensor<24x32xf32>
    %279 = stablehlo.subtract %arg17, %278 : tensor<24x32xf32>
    %cst_91 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %281 = stablehlo.multiply %280, %139 : tensor<32xf32>
    %282 = stablehlo.subtract %arg18, %281 : tensor<32xf32>
    %cst_92 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %284 = stablehlo.multiply %283, %141 : tensor<32x32xf32>
    %285 = stablehlo.subtract %arg19, %284 : tensor<32x32xf32>
    %cst_93 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %287 = stablehlo.multiply %286, %131 : tensor<10xf32>
    %288 = stablehlo.subtract %arg20, %287 : tensor<10xf32>
    %cst_94 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %290 = stablehlo.multiply %289, %133 : tensor<32x10xf32>
    %291 = stablehlo.subtract %arg21, %290 : tensor<32x10xf32>
    return %228, %231, %234, %237, %240, %243, %246, %249, %252, %255, %258, %261, %264, %267, %270, %273, %276, %279, %282, %285, %288, %291, %115 : tensor<8xf32>, tensor<3x3x3x8xf32>, tensor<16xf32>, tensor<3x3x8x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<24xf32>, tensor<3x3x16x24xf32>, tensor<24xf32>, tensor<3x3x24x24xf32>, tensor<24xf32>, tensor<3x3x24x24xf32>, tensor<24xf32>, tensor<3x3x24x24xf32>, tensor<32xf32>, tensor<24x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<f32>
  }
}
