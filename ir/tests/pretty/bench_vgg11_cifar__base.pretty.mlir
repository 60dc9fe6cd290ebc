module @jit_ts_vgg11_cifar__base attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32>, %arg1: tensor<3x3x3x64xf32>, %arg2: tensor<128xf32>, %arg3: tensor<3x3x64x128xf32>, %arg4: tensor<256xf32>, %arg5: tensor<3x3x128x256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<3x3x256x256xf32>, %arg8: tensor<512xf32>, %arg9: tensor<3x3x256x512xf32>, %arg10: tensor<512xf32>, %arg11: tensor<3x3x512x512xf32>, %arg12: tensor<512xf32>, %arg13: tensor<3x3x512x512xf32>, %arg14: tensor<512xf32>, %arg15: tensor<3x3x512x512xf32>, %arg16: tensor<512xf32>, %arg17: tensor<512x512xf32>, %arg18: tensor<512xf32>, %arg19: tensor<512x512xf32>, %arg20: tensor<10xf32>, %arg21: tensor<512x10xf32>, %arg22: tensor<32x32x32x3xf32>, %arg23: tensor<32xi32>) -> (tensor<64xf32> {jax.result_info = "result[0]['convs'][0]['b']"}, tensor<3x3x3x64xf32> {jax.result_info = "result[0]['convs'][0]['w']"}, tensor<128xf32> {jax.result_info = "result[0]['convs'][1]['b']"}, tensor<3x3x64x128xf32> {jax.result_info = "result[0]['convs'][1]['w']"}, tensor<256xf32> {jax.result_info = "result[0]['convs'][2]['b']"}, tensor<3x3x128x256xf32> {jax.result_info = "result[0]['convs'][2]['w']"}, tensor<256xf32> {jax.result_info = "result[0]['convs'][3]['b']"}, tensor<3x3x256x256xf32> {jax.result_info = "result[0]['convs'][3]['w']"}, tensor<512xf32> {jax.result_info = "result[0]['convs'][4]['b']"}, tensor<3x3x256x512xf32> {jax.result_info = "result[0]['convs'][4]['w']"}, tensor<512xf32> {jax.result_info = "result[0]['convs'][5]['b']"}, tensor<3x3x512x512xf32> {jax.result_info = "result[0]['convs'][5]['w']"}, tensor<512xf32> {jax.result_info = "result[0]['convs'][6]['b']"}, tensor<3x3x512x512xf32> {jax.result_info = "result[0]['convs'][6]['w']"}, tensor<512xf32> {jax.result_info = "result[0]['convs'][7]['b']"}, tensor<3x3x512x512xf32> {jax.result_info = "result[0]['convs'][7]['w']"}, tensor<512xf32> {jax.result_info = "result[0]['dense'][0]['b']"}, tensor<512x512xf32> {jax.result_info = "result[0]['dense'][0]['w']"}, tensor<512xf32> {jax.result_info = "result[0]['dense'][1]['b']"}, tensor<512x512xf32> {jax.result_info = "result[0]['dense'][1]['w']"}, tensor<10xf32> {jax.result_info = "result[0]['dense'][2]['b']"}, tensor<512x10xf32> {jax.result_info = "result[0]['dense'][2]['w']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg22, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<3x3x3x64xf32>) -> tensor<32x32x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x32x32x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x32x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %5 = stablehlo.maximum %3, %4 : tensor<32x32x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %7 = stablehlo.compare GT, %3, %6, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %9 = "stablehlo.reduce_window"(%5, %8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<32x16x16x64xf32>
    %10 = stablehlo.convolution(%9, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x16x16x128xf32>
    %11 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<32x16x16x128xf32>
    %13 = stablehlo.add %10, %12 : tensor<32x16x16x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %15 = stablehlo.maximum %13, %14 : tensor<32x16x16x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %17 = stablehlo.compare GT, %13, %16, FLOAT : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xi1>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.reduce_window"(%15, %18) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x16x16x128xf32>, tensor<f32>) -> tensor<32x8x8x128xf32>
    %20 = stablehlo.convolution(%19, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x128xf32>, tensor<3x3x128x256xf32>) -> tensor<32x8x8x256xf32>
    %21 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<32x8x8x256xf32>
    %23 = stablehlo.add %20, %22 : tensor<32x8x8x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %25 = stablehlo.maximum %23, %24 : tensor<32x8x8x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %27 = stablehlo.compare GT, %23, %26, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %28 = stablehlo.convolution(%25, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %29 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x256xf32>) -> tensor<32x8x8x256xf32>
    %31 = stablehlo.add %28, %30 : tensor<32x8x8x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %33 = stablehlo.maximum %31, %32 : tensor<32x8x8x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %35 = stablehlo.compare GT, %31, %34, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<f32>
    %37 = "stablehlo.reduce_window"(%33, %36) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x8x8x256xf32>, tensor<f32>) -> tensor<32x4x4x256xf32>
    %38 = stablehlo.convolution(%37, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x256xf32>, tensor<3x3x256x512xf32>) -> tensor<32x4x4x512xf32>
    %39 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<32x4x4x512xf32>
    %41 = stablehlo.add %38, %40 : tensor<32x4x4x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %43 = stablehlo.maximum %41, %42 : tensor<32x4x4x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %45 = stablehlo.compare GT, %41, %44, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %46 = stablehlo.convolution(%43, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %47 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<32x4x4x512xf32>
    %49 = stablehlo.add %46, %48 : tensor<32x4x4x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %51 = stablehlo.maximum %49, %50 : tensor<32x4x4x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %53 = stablehlo.compare GT, %49, %52, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<f32>
    %55 = "stablehlo.reduce_window"(%51, %54) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x4x4x512xf32>, tensor<f32>) -> tensor<32x2x2x512xf32>
    %56 = stablehlo.convolution(%55, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x2x2x512xf32>
    %57 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<32x2x2x512xf32>
    %59 = stablehlo.add %56, %58 : tensor<32x2x2x512xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x2x2x512xf32>
    %61 = stablehlo.maximum %59, %60 : tensor<32x2x2x512xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x2x2x512xf32>
    %63 = stablehlo.compare GT, %59, %62, FLOAT : (tensor<32x2x2x512xf32>, tensor<32x2x2x512xf32>) -> tensor<32x2x2x512xi1>
    %64 = stablehlo.convolution(%61, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x2x2x512xf32>
    %65 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x512xf32>) -> tensor<32x2x2x512xf32>
    %67 = stablehlo.add %64, %66 : tensor<32x2x2x512xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x2x2x512xf32>
    %69 = stablehlo.maximum %67, %68 : tensor<32x2x2x512xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x2x2x512xf32>
    %71 = stablehlo.compare GT, %67, %70, FLOAT : (tensor<32x2x2x512xf32>, tensor<32x2x2x512xf32>) -> tensor<32x2x2x512xi1>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<f32>
    %73 = "stablehlo.reduce_window"(%69, %72) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.maximum %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x2x2x512xf32>, tensor<f32>) -> tensor<32x1x1x512xf32>
    %74 = stablehlo.reshape %73 : (tensor<32x1x1x512xf32>) -> tensor<32x512xf32>
    %75 = stablehlo.dot_general %74, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<512x512xf32>) -> tensor<32x512xf32>
    %76 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<32x512xf32>
    %78 = stablehlo.add %75, %77 : tensor<32x512xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %80 = stablehlo.maximum %78, %79 : tensor<32x512xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %82 = stablehlo.compare GT, %78, %81, FLOAT : (tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<32x512xi1>
    %83 = stablehlo.dot_general %80, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<512x512xf32>) -> tensor<32x512xf32>
    %84 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<32x512xf32>
    %86 = stablehlo.add %83, %85 : tensor<32x512xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %88 = stablehlo.maximum %86, %87 : tensor<32x512xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %90 = stablehlo.compare GT, %86, %89, FLOAT : (tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<32x512xi1>
    %91 = stablehlo.dot_general %88, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<512x10xf32>) -> tensor<32x10xf32>
    %92 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %94 = stablehlo.add %91, %93 : tensor<32x10xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_24) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %97 = stablehlo.maximum %96, %95 : tensor<32xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %100 = stablehlo.subtract %94, %99 : tensor<32x10xf32>
    %101 = stablehlo.exponential %100 : tensor<32x10xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %104 = stablehlo.log %103 : tensor<32x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %106 = stablehlo.subtract %100, %105 : tensor<32x10xf32>
    %107 = stablehlo.broadcast_in_dim %arg23, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %108 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x10xi32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<32x10xi32>
    %111 = stablehlo.compare EQ, %109, %110, SIGNED : (tensor<32x10xi32>, tensor<32x10xi32>) -> tensor<32x10xi1>
    %112 = stablehlo.convert %111 : (tensor<32x10xi1>) -> tensor<32x10xf32>
    %113 = stablehlo.multiply %112, %106 : tensor<32x10xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_28) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %116 = stablehlo.divide %115, %cst_29 : tensor<f32>
    %117 = stablehlo.negate %116 : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.negate %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %119 = stablehlo.divide %118, %cst_31 : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %122 = stablehlo.multiply %112, %121 : tensor<32x10xf32>
    %123 = stablehlo.negate %122 : tensor<32x10xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%123 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %125 = stablehlo.reshape %124 : (tensor<32xf32>) -> tensor<32x1xf32>
    %126 = stablehlo.divide %125, %103 : tensor<32x1xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_33) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %129 = stablehlo.multiply %128, %101 : tensor<32x10xf32>
    %130 = stablehlo.add %122, %129 : tensor<32x10xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %132 = stablehlo.reshape %131 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_35) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %134 = stablehlo.dot_general %130, %88, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x512xf32>) -> tensor<10x512xf32>
    %135 = stablehlo.transpose %134, dims = [1, 0] : (tensor<10x512xf32>) -> tensor<512x10xf32>
    %136 = stablehlo.dot_general %130, %arg21, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<512x10xf32>) -> tensor<32x512xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %138 = stablehlo.select %90, %136, %137 : tensor<32x512xi1>, tensor<32x512xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_37) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %140 = stablehlo.reshape %139 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %142 = stablehlo.dot_general %138, %80, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<512x512xf32>
    %143 = stablehlo.transpose %142, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %144 = stablehlo.dot_general %138, %arg19, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<512x512xf32>) -> tensor<32x512xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %146 = stablehlo.select %82, %144, %145 : tensor<32x512xi1>, tensor<32x512xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_40) applies stablehlo.add across dimensions = [0] : (tensor<32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %148 = stablehlo.reshape %147 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_41) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %150 = stablehlo.dot_general %146, %74, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<512x512xf32>
    %151 = stablehlo.transpose %150, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %152 = stablehlo.dot_general %146, %arg17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<512x512xf32>) -> tensor<32x512xf32>
    %153 = stablehlo.reshape %152 : (tensor<32x512xf32>) -> tensor<32x1x1x512xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %154 = stablehlo.pad %69, %cst_42, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<32x2x2x512xf32>, tensor<f32>) -> tensor<32x2x2x512xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = "stablehlo.select_and_scatter"(%154, %153, %cst_43) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %297 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x2x2x512xf32>, tensor<32x1x1x512xf32>, tensor<f32>) -> tensor<32x2x2x512xf32>
    %156 = stablehlo.slice %155 [0:32, 0:2, 0:2, 0:512] : (tensor<32x2x2x512xf32>) -> tensor<32x2x2x512xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x2x2x512xf32>
    %158 = stablehlo.select %71, %156, %157 : tensor<32x2x2x512xi1>, tensor<32x2x2x512xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x2x2x512xf32>, tensor<f32>) -> tensor<512xf32>
    %160 = stablehlo.reshape %159 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_46) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %162 = stablehlo.convolution(%61, %158) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x2x2x512xf32>, tensor<32x2x2x512xf32>) -> tensor<3x3x512x512xf32>
    %163 = stablehlo.reverse %arg15, dims = [0, 1] : tensor<3x3x512x512xf32>
    %164 = stablehlo.convolution(%158, %163) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x2x2x512xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x2x2x512xf32>
    %166 = stablehlo.select %63, %164, %165 : tensor<32x2x2x512xi1>, tensor<32x2x2x512xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x2x2x512xf32>, tensor<f32>) -> tensor<512xf32>
    %168 = stablehlo.reshape %167 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %170 = stablehlo.convolution(%55, %166) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x2x2x512xf32>, tensor<32x2x2x512xf32>) -> tensor<3x3x512x512xf32>
    %171 = stablehlo.reverse %arg13, dims = [0, 1] : tensor<3x3x512x512xf32>
    %172 = stablehlo.convolution(%166, %171) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x2x2x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x2x2x512xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.pad %51, %cst_50, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<32x4x4x512xf32>, tensor<f32>) -> tensor<32x4x4x512xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = "stablehlo.select_and_scatter"(%173, %172, %cst_51) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %297 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x4x4x512xf32>, tensor<32x2x2x512xf32>, tensor<f32>) -> tensor<32x4x4x512xf32>
    %175 = stablehlo.slice %174 [0:32, 0:4, 0:4, 0:512] : (tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %177 = stablehlo.select %53, %175, %176 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_53) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x4x4x512xf32>, tensor<f32>) -> tensor<512xf32>
    %179 = stablehlo.reshape %178 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_54) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %181 = stablehlo.convolution(%43, %177) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x512x512xf32>
    %182 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<3x3x512x512xf32>
    %183 = stablehlo.convolution(%177, %182) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %185 = stablehlo.select %45, %183, %184 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_56) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x4x4x512xf32>, tensor<f32>) -> tensor<512xf32>
    %187 = stablehlo.reshape %186 : (tensor<512xf32>) -> tensor<1x1x1x512xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_57) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %189 = stablehlo.convolution(%37, %185) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x256xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x256x512xf32>
    %190 = stablehlo.reverse %arg9, dims = [0, 1] : tensor<3x3x256x512xf32>
    %191 = stablehlo.convolution(%185, %190) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x256x512xf32>) -> tensor<32x4x4x256xf32>
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %192 = stablehlo.pad %33, %cst_58, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<32x8x8x256xf32>, tensor<f32>) -> tensor<32x8x8x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = "stablehlo.select_and_scatter"(%192, %191, %cst_59) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %297 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x8x8x256xf32>, tensor<32x4x4x256xf32>, tensor<f32>) -> tensor<32x8x8x256xf32>
    %194 = stablehlo.slice %193 [0:32, 0:8, 0:8, 0:256] : (tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %196 = stablehlo.select %35, %194, %195 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %198 = stablehlo.reshape %197 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %200 = stablehlo.convolution(%25, %196) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x256x256xf32>
    %201 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x256x256xf32>
    %202 = stablehlo.convolution(%196, %201) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %204 = stablehlo.select %27, %202, %203 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_64) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x8x8x256xf32>, tensor<f32>) -> tensor<256xf32>
    %206 = stablehlo.reshape %205 : (tensor<256xf32>) -> tensor<1x1x1x256xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_65) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %208 = stablehlo.convolution(%19, %204) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x128xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x128x256xf32>
    %209 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x128x256xf32>
    %210 = stablehlo.convolution(%204, %209) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x128x256xf32>) -> tensor<32x8x8x128xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %211 = stablehlo.pad %15, %cst_66, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<32x16x16x128xf32>, tensor<f32>) -> tensor<32x16x16x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = "stablehlo.select_and_scatter"(%211, %210, %cst_67) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %297 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x16x16x128xf32>, tensor<32x8x8x128xf32>, tensor<f32>) -> tensor<32x16x16x128xf32>
    %213 = stablehlo.slice %212 [0:32, 0:16, 0:16, 0:128] : (tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %215 = stablehlo.select %17, %213, %214 : tensor<32x16x16x128xi1>, tensor<32x16x16x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x16x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %217 = stablehlo.reshape %216 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %219 = stablehlo.convolution(%9, %215) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x64xf32>, tensor<32x16x16x128xf32>) -> tensor<3x3x64x128xf32>
    %220 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x64x128xf32>
    %221 = stablehlo.convolution(%215, %220) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x64x128xf32>) -> tensor<32x16x16x64xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %222 = stablehlo.pad %5, %cst_71, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<32x32x32x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = "stablehlo.select_and_scatter"(%222, %221, %cst_72) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.compare GE, %arg24, %arg25, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %297 : tensor<i1>
    }, {
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %297 = stablehlo.add %arg24, %arg25 : tensor<f32>
      stablehlo.return %297 : tensor<f32>
    }) : (tensor<32x32x32x64xf32>, tensor<32x16x16x64xf32>, tensor<f32>) -> tensor<32x32x32x64xf32>
    %224 = stablehlo.slice %223 [0:32, 0:32, 0:32, 0:64] : (tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %226 = stablehlo.select %7, %224, %225 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_74) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x32x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %228 = stablehlo.reshape %227 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_75) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %230 = stablehlo.convolution(%arg22, %226) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x3x64xf32>
    %cst_76 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %232 = stablehlo.multiply %231, %229 : tensor<64xf32>
    %233 = stablehlo.subtract %arg0, %232 : tensor<64xf32>
    %cst_77 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %235 = stablehlo.multiply %234, %230 : tensor<3x3x3x64xf32>
    %236 = stablehlo.subtract %arg1, %235 : tensor<3x3x3x64xf32>
    %cst_78 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %238 = stablehlo.multiply %237, %218 : tensor<128xf32>
    %239 = stablehlo.subtract %arg2, %238 : tensor<128xf32>
    %cst_79 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %241 = stablehlo.multiply %240, %219 : tensor<3x3x64x128xf32>
    %242 = stablehlo.subtract %arg3, %241 : tensor<3x3x64x128xf32>
    %cst_80 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %244 = stablehlo.multiply %243, %207 : tensor<256xf32>
    %245 = stablehlo.subtract %arg4, %244 : tensor<256xf32>
    %cst_81 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %247 = stablehlo.multiply %246, %208 : tensor<3x3x128x256xf32>
    %248 = stablehlo.subtract %arg5, %247 : tensor<3x3x128x256xf32>
    %cst_82 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %250 = stablehlo.multiply %249, %199 : tensor<256xf32>
    %251 = stablehlo.subtract %arg6, %250 : tensor<256xf32>
    %cst_83 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %253 = stablehlo.multiply %252, %200 : tensor<3x3x256x256xf32>
    %254 = stablehlo.subtract %arg7, %253 : tensor<3x3x256x256xf32>
    %cst_84 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %256 = stablehlo.multiply %255, %188 : tensor<512xf32>
    %257 = stablehlo.subtract %arg8, %256 : tensor<512xf32>
    %cst_85 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %259 = stablehlo.multiply %258, %189 : tensor<3x3x256x512xf32>
    %260 = stablehlo.subtract %arg9, %259 : tensor<3x3x256x512xf32>
    %cst_86 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %262 = stablehlo.multiply %261, %180 : tensor<512xf32>
    %263 = stablehlo.subtract %arg10, %262 : tensor<512xf32>
    %cst_87 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %265 = stablehlo.multiply %264, %181 : tensor<3x3x512x512xf32>
    %266 = stablehlo.subtract %arg11, %265 : tensor<3x3x512x512xf32>
    %cst_88 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %268 = stablehlo.multiply %267, %169 : tensor<512xf32>
    %269 = stablehlo.subtract %arg12, %268 : tensor<512xf32>
    %cst_89 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %271 = stablehlo.multiply %270, %170 : tensor<3x3x512x512xf32>
    %272 = stablehlo.subtract %arg13, %271 : tensor<3x3x512x512xf32>
    %cst_90 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %274 = stablehlo.multiply %273, %161 : tensor<512xf32>
    %275 = stablehlo.subtract %arg14, %274 : tensor<512xf32>
    %cst_91 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %277 = stablehlo.multiply %276, %162 : tensor<3x3x512x512xf32>
    %278 = stablehlo.subtract %arg15, %277 : tensor<3x3x512x512xf32>
    %cst_92 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %280 = stablehlo.multiply %279, %149 : tensor<512xf32>
    %281 = stablehlo.subtract %arg16, %280 : tensor<512xf32>
    %cst_93 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %283 = stablehlo.multiply %282, %151 : tensor<512x512xf32>
    %284 = stablehlo.subtract %arg17, %283 : tensor<512x512xf32>
    %cst_94 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %286 = stablehlo.multiply %285, %141 : tensor<512xf32>
    %287 = stablehlo.subtract %arg18, %286 : tensor<512xf32>
    %cst_95 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %289 = stablehlo.multiply %288, %143 : tensor<512x512xf32>
    %290 = stablehlo.subtract %arg19, %289 : tensor<512x512xf32>
    %cst_96 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %292 = stablehlo.multiply %291, %133 : tensor<10xf32>
    %293 = stablehlo.subtract %arg20, %292 : tensor<10xf32>
    %cst_97 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %295 = stablehlo.multiply %294, %135 : tensor<512x10xf32>
    %296 = stablehlo.subtract %arg21, %295 : tensor<512x10xf32>
    return %233, %236, %239, %242, %245, %248, %251, %254, %257, %260, %263, %266, %269, %272, %275, %278, %281, %284, %287, %290, %293, %296, %117 : tensor<64xf32>, tensor<3x3x3x64xf32>, tensor<128xf32>, tensor<3x3x64x128xf32>, tensor<256xf32>, tensor<3x3x128x256xf32>, tensor<256xf32>, tensor<3x3x256x256xf32>, tensor<512xf32>, tensor<3x3x256x512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<3x3x512x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<f32>
  }
}
