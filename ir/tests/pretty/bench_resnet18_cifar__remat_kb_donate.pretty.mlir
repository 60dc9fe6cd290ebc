module @jit_ts_resnet18_cifar__remat_kb_donate attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x64x64xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<3x3x64x64xf32> {tf.aliasing_output = 1 : i32}, %arg2: tensor<3x3x64x64xf32> {tf.aliasing_output = 2 : i32}, %arg3: tensor<3x3x64x64xf32> {tf.aliasing_output = 3 : i32}, %arg4: tensor<3x3x64x128xf32> {tf.aliasing_output = 4 : i32}, %arg5: tensor<3x3x128x128xf32> {tf.aliasing_output = 5 : i32}, %arg6: tensor<1x1x64x128xf32> {tf.aliasing_output = 6 : i32}, %arg7: tensor<3x3x128x128xf32> {tf.aliasing_output = 7 : i32}, %arg8: tensor<3x3x128x128xf32> {tf.aliasing_output = 8 : i32}, %arg9: tensor<3x3x128x256xf32> {tf.aliasing_output = 9 : i32}, %arg10: tensor<3x3x256x256xf32> {tf.aliasing_output = 10 : i32}, %arg11: tensor<1x1x128x256xf32> {tf.aliasing_output = 11 : i32}, %arg12: tensor<3x3x256x256xf32> {tf.aliasing_output = 12 : i32}, %arg13: tensor<3x3x256x256xf32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<3x3x256x512xf32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<3x3x512x512xf32> {tf.aliasing_output = 15 : i32}, %arg16: tensor<1x1x256x512xf32> {tf.aliasing_output = 16 : i32}, %arg17: tensor<3x3x512x512xf32> {tf.aliasing_output = 17 : i32}, %arg18: tensor<3x3x512x512xf32> {tf.aliasing_output = 18 : i32}, %arg19: tensor<10xf32> {tf.aliasing_output = 19 : i32}, %arg20: tensor<512x10xf32> {tf.aliasing_output = 20 : i32}, %arg21: tensor<3x3x3x64xf32> {tf.aliasing_output = 21 : i32}, %arg22: tensor<32x32x32x3xf32>, %arg23: tensor<32xi32>) -> (tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][0]['conv1']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][0]['conv2']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][1]['conv1']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][1]['conv2']"}, tensor<3x3x64x128xf32> {jax.result_info = "result[0]['blocks'][2]['conv1']"}, tensor<3x3x128x128xf32> {jax.result_info = "result[0]['blocks'][2]['conv2']"}, tensor<1x1x64x128xf32> {jax.result_info = "result[0]['blocks'][2]['proj']"}, tensor<3x3x128x128xf32> {jax.result_info = "result[0]['blocks'][3]['conv1']"}, tensor<3x3x128x128xf32> {jax.result_info = "result[0]['blocks'][3]['conv2']"}, tensor<3x3x128x256xf32> {jax.result_info = "result[0]['blocks'][4]['conv1']"}, tensor<3x3x256x256xf32> {jax.result_info = "result[0]['blocks'][4]['conv2']"}, tensor<1x1x128x256xf32> {jax.result_info = "result[0]['blocks'][4]['proj']"}, tensor<3x3x256x256xf32> {jax.result_info = "result[0]['blocks'][5]['conv1']"}, tensor<3x3x256x256xf32> {jax.result_info = "result[0]['blocks'][5]['conv2']"}, tensor<3x3x256x512xf32> {jax.result_info = "result[0]['blocks'][6]['conv1']"}, tensor<3x3x512x512xf32> {jax.result_info = "result[0]['blocks'][6]['conv2']"}, tensor<1x1x256x512xf32> {jax.result_info = "result[0]['blocks'][6]['proj']"}, tensor<3x3x512x512xf32> {jax.result_info = "result[0]['blocks'][7]['conv1']"}, tensor<3x3x512x512xf32> {jax.result_info = "result[0]['blocks'][7]['conv2']"}, tensor<10xf32> {jax.result_info = "result[0]['fc']['b']"}, tensor<512x10xf32> {jax.result_info = "result[0]['fc']['w']"}, tensor<3x3x3x64xf32> {jax.result_info = "result[0]['stem']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg22, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<3x3x3x64xf32>) -> tensor<32x32x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<32x32x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %4 = stablehlo.compare GT, %0, %3, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %5 = stablehlo.convolution(%2, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %7 = stablehlo.maximum %5, %6 : tensor<32x32x32x64xf32>
    %8 = stablehlo.convolution(%7, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %9 = stablehlo.add %8, %2 : tensor<32x32x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %11 = stablehlo.maximum %9, %10 : tensor<32x32x32x64xf32>
    %12 = stablehlo.convolution(%11, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %14 = stablehlo.maximum %12, %13 : tensor<32x32x32x64xf32>
    %15 = stablehlo.convolution(%14, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %16 = stablehlo.add %15, %11 : tensor<32x32x32x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %18 = stablehlo.maximum %16, %17 : tensor<32x32x32x64xf32>
    %19 = stablehlo.convolution(%18, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %21 = stablehlo.maximum %19, %20 : tensor<32x16x16x128xf32>
    %22 = stablehlo.convolution(%21, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %23 = stablehlo.convolution(%18, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<1x1x64x128xf32>) -> tensor<32x16x16x128xf32>
    %24 = stablehlo.add %22, %23 : tensor<32x16x16x128xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %26 = stablehlo.maximum %24, %25 : tensor<32x16x16x128xf32>
    %27 = stablehlo.convolution(%26, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<32x16x16x128xf32>
    %30 = stablehlo.convolution(%29, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %31 = stablehlo.add %30, %26 : tensor<32x16x16x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %33 = stablehlo.maximum %31, %32 : tensor<32x16x16x128xf32>
    %34 = stablehlo.convolution(%33, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %36 = stablehlo.maximum %34, %35 : tensor<32x8x8x256xf32>
    %37 = stablehlo.convolution(%36, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %38 = stablehlo.convolution(%33, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<1x1x128x256xf32>) -> tensor<32x8x8x256xf32>
    %39 = stablehlo.add %37, %38 : tensor<32x8x8x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %41 = stablehlo.maximum %39, %40 : tensor<32x8x8x256xf32>
    %42 = stablehlo.convolution(%41, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %44 = stablehlo.maximum %42, %43 : tensor<32x8x8x256xf32>
    %45 = stablehlo.convolution(%44, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %46 = stablehlo.add %45, %41 : tensor<32x8x8x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %48 = stablehlo.maximum %46, %47 : tensor<32x8x8x256xf32>
    %49 = stablehlo.convolution(%48, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %51 = stablehlo.maximum %49, %50 : tensor<32x4x4x512xf32>
    %52 = stablehlo.convolution(%51, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %53 = stablehlo.convolution(%48, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<1x1x256x512xf32>) -> tensor<32x4x4x512xf32>
    %54 = stablehlo.add %52, %53 : tensor<32x4x4x512xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %56 = stablehlo.maximum %54, %55 : tensor<32x4x4x512xf32>
    %57 = stablehlo.convolution(%56, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %59 = stablehlo.maximum %57, %58 : tensor<32x4x4x512xf32>
    %60 = stablehlo.convolution(%59, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %61 = stablehlo.add %60, %56 : tensor<32x4x4x512xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %63 = stablehlo.maximum %61, %62 : tensor<32x4x4x512xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_17) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x4x4x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %cst_18 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %66 = stablehlo.divide %64, %65 : tensor<32x512xf32>
    %67 = stablehlo.dot_general %66, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<512x10xf32>) -> tensor<32x10xf32>
    %68 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %70 = stablehlo.add %67, %69 : tensor<32x10xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_19) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<32x10xf32>
    %77 = stablehlo.exponential %76 : tensor<32x10xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %80 = stablehlo.log %79 : tensor<32x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %82 = stablehlo.subtract %76, %81 : tensor<32x10xf32>
    %83 = stablehlo.broadcast_in_dim %arg23, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %84 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x10xi32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<32x10xi32>
    %87 = stablehlo.compare EQ, %85, %86, SIGNED : (tensor<32x10xi32>, tensor<32x10xi32>) -> tensor<32x10xi1>
    %88 = stablehlo.convert %87 : (tensor<32x10xi1>) -> tensor<32x10xf32>
    %89 = stablehlo.multiply %88, %82 : tensor<32x10xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %92 = stablehlo.divide %91, %cst_24 : tensor<f32>
    %93 = stablehlo.negate %92 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.negate %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %95 = stablehlo.divide %94, %cst_26 : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %98 = stablehlo.multiply %88, %97 : tensor<32x10xf32>
    %99 = stablehlo.negate %98 : tensor<32x10xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %101 = stablehlo.reshape %100 : (tensor<32xf32>) -> tensor<32x1xf32>
    %102 = stablehlo.divide %101, %79 : tensor<32x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %105 = stablehlo.multiply %104, %77 : tensor<32x10xf32>
    %106 = stablehlo.add %98, %105 : tensor<32x10xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %108 = stablehlo.reshape %107 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %110 = stablehlo.dot_general %106, %66, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x512xf32>) -> tensor<10x512xf32>
    %111 = stablehlo.transpose %110, dims = [1, 0] : (tensor<10x512xf32>) -> tensor<512x10xf32>
    %112 = stablehlo.dot_general %106, %arg20, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<512x10xf32>) -> tensor<32x512xf32>
    %cst_31 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %114 = stablehlo.divide %112, %113 : tensor<32x512xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 3] : (tensor<32x512xf32>) -> tensor<32x4x4x512xf32>
    %116:4 = stablehlo.optimization_barrier %arg17, %arg18, %56, %115 : tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>, tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>
    %117 = stablehlo.convolution(%116#2, %116#0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %119 = stablehlo.maximum %117, %118 : tensor<32x4x4x512xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %121 = stablehlo.compare GT, %117, %120, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %122 = stablehlo.convolution(%119, %116#1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %123 = stablehlo.add %122, %116#2 : tensor<32x4x4x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %125 = stablehlo.compare GT, %123, %124, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %127 = stablehlo.select %125, %116#3, %126 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %128 = stablehlo.convolution(%119, %127) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x512x512xf32>
    %129 = stablehlo.reverse %116#1, dims = [0, 1] : tensor<3x3x512x512xf32>
    %130 = stablehlo.convolution(%127, %129) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %132 = stablehlo.select %121, %130, %131 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %133 = stablehlo.convolution(%116#2, %132) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x512x512xf32>
    %134 = stablehlo.reverse %116#0, dims = [0, 1] : tensor<3x3x512x512xf32>
    %135 = stablehlo.convolution(%132, %134) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %136 = stablehlo.add %127, %135 : tensor<32x4x4x512xf32>
    %137:5 = stablehlo.optimization_barrier %arg14, %arg15, %arg16, %48, %136 : tensor<3x3x256x512xf32>, tensor<3x3x512x512xf32>, tensor<1x1x256x512xf32>, tensor<32x8x8x256xf32>, tensor<32x4x4x512xf32>
    %138 = stablehlo.convolution(%137#3, %137#0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %140 = stablehlo.maximum %138, %139 : tensor<32x4x4x512xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %142 = stablehlo.compare GT, %138, %141, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %143 = stablehlo.convolution(%140, %137#1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %144 = stablehlo.convolution(%137#3, %137#2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<1x1x256x512xf32>) -> tensor<32x4x4x512xf32>
    %145 = stablehlo.add %143, %144 : tensor<32x4x4x512xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %147 = stablehlo.compare GT, %145, %146, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %149 = stablehlo.select %147, %137#4, %148 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %150 = stablehlo.convolution(%137#3, %149) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x4x4x512xf32>) -> tensor<1x1x256x512xf32>
    %151 = stablehlo.reverse %137#2, dims = [0, 1] : tensor<1x1x256x512xf32>
    %152 = stablehlo.convolution(%149, %151) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<1x1x256x512xf32>) -> tensor<32x8x8x256xf32>
    %153 = stablehlo.convolution(%140, %149) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x512x512xf32>
    %154 = stablehlo.reverse %137#1, dims = [0, 1] : tensor<3x3x512x512xf32>
    %155 = stablehlo.convolution(%149, %154) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %157 = stablehlo.select %142, %155, %156 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %158 = stablehlo.convolution(%137#3, %157) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x256x512xf32>
    %159 = stablehlo.reverse %137#0, dims = [0, 1] : tensor<3x3x256x512xf32>
    %160 = stablehlo.convolution(%157, %159) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x256x512xf32>) -> tensor<32x8x8x256xf32>
    %161 = stablehlo.add %152, %160 : tensor<32x8x8x256xf32>
    %162:4 = stablehlo.optimization_barrier %arg12, %arg13, %41, %161 : tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>, tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>
    %163 = stablehlo.convolution(%162#2, %162#0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %165 = stablehlo.maximum %163, %164 : tensor<32x8x8x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %167 = stablehlo.compare GT, %163, %166, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %168 = stablehlo.convolution(%165, %162#1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %169 = stablehlo.add %168, %162#2 : tensor<32x8x8x256xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %171 = stablehlo.compare GT, %169, %170, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %173 = stablehlo.select %171, %162#3, %172 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %174 = stablehlo.convolution(%165, %173) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x256x256xf32>
    %175 = stablehlo.reverse %162#1, dims = [0, 1] : tensor<3x3x256x256xf32>
    %176 = stablehlo.convolution(%173, %175) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %178 = stablehlo.select %167, %176, %177 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %179 = stablehlo.convolution(%162#2, %178) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x256x256xf32>
    %180 = stablehlo.reverse %162#0, dims = [0, 1] : tensor<3x3x256x256xf32>
    %181 = stablehlo.convolution(%178, %180) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %182 = stablehlo.add %173, %181 : tensor<32x8x8x256xf32>
    %183:5 = stablehlo.optimization_barrier %arg9, %arg10, %arg11, %33, %182 : tensor<3x3x128x256xf32>, tensor<3x3x256x256xf32>, tensor<1x1x128x256xf32>, tensor<32x16x16x128xf32>, tensor<32x8x8x256xf32>
    %184 = stablehlo.convolution(%183#3, %183#0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %186 = stablehlo.maximum %184, %185 : tensor<32x8x8x256xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %188 = stablehlo.compare GT, %184, %187, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %189 = stablehlo.convolution(%186, %183#1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %190 = stablehlo.convolution(%183#3, %183#2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<1x1x128x256xf32>) -> tensor<32x8x8x256xf32>
    %191 = stablehlo.add %189, %190 : tensor<32x8x8x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %193 = stablehlo.compare GT, %191, %192, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %195 = stablehlo.select %193, %183#4, %194 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %196 = stablehlo.convolution(%183#3, %195) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x8x8x256xf32>) -> tensor<1x1x128x256xf32>
    %197 = stablehlo.reverse %183#2, dims = [0, 1] : tensor<1x1x128x256xf32>
    %198 = stablehlo.convolution(%195, %197) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<1x1x128x256xf32>) -> tensor<32x16x16x128xf32>
    %199 = stablehlo.convolution(%186, %195) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x256x256xf32>
    %200 = stablehlo.reverse %183#1, dims = [0, 1] : tensor<3x3x256x256xf32>
    %201 = stablehlo.convolution(%195, %200) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %203 = stablehlo.select %188, %201, %202 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %204 = stablehlo.convolution(%183#3, %203) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x128x256xf32>
    %205 = stablehlo.reverse %183#0, dims = [0, 1] : tensor<3x3x128x256xf32>
    %206 = stablehlo.convolution(%203, %205) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x128x256xf32>) -> tensor<32x16x16x128xf32>
    %207 = stablehlo.add %198, %206 : tensor<32x16x16x128xf32>
    %208:4 = stablehlo.optimization_barrier %arg7, %arg8, %26, %207 : tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>, tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>
    %209 = stablehlo.convolution(%208#2, %208#0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %211 = stablehlo.maximum %209, %210 : tensor<32x16x16x128xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %213 = stablehlo.compare GT, %209, %212, FLOAT : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xi1>
    %214 = stablehlo.convolution(%211, %208#1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %215 = stablehlo.add %214, %208#2 : tensor<32x16x16x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %217 = stablehlo.compare GT, %215, %216, FLOAT : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %219 = stablehlo.select %217, %208#3, %218 : tensor<32x16x16x128xi1>, tensor<32x16x16x128xf32>
    %220 = stablehlo.convolution(%211, %219) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<3x3x128x128xf32>
    %221 = stablehlo.reverse %208#1, dims = [0, 1] : tensor<3x3x128x128xf32>
    %222 = stablehlo.convolution(%219, %221) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %224 = stablehlo.select %213, %222, %223 : tensor<32x16x16x128xi1>, tensor<32x16x16x128xf32>
    %225 = stablehlo.convolution(%208#2, %224) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<3x3x128x128xf32>
    %226 = stablehlo.reverse %208#0, dims = [0, 1] : tensor<3x3x128x128xf32>
    %227 = stablehlo.convolution(%224, %226) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %228 = stablehlo.add %219, %227 : tensor<32x16x16x128xf32>
    %229:5 = stablehlo.optimization_barrier %arg4, %arg5, %arg6, %18, %228 : tensor<3x3x64x128xf32>, tensor<3x3x128x128xf32>, tensor<1x1x64x128xf32>, tensor<32x32x32x64xf32>, tensor<32x16x16x128xf32>
    %230 = stablehlo.convolution(%229#3, %229#0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %232 = stablehlo.maximum %230, %231 : tensor<32x16x16x128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %234 = stablehlo.compare GT, %230, %233, FLOAT : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xi1>
    %235 = stablehlo.convolution(%232, %229#1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %236 = stablehlo.convolution(%229#3, %229#2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<1x1x64x128xf32>) -> tensor<32x16x16x128xf32>
    %237 = stablehlo.add %235, %236 : tensor<32x16x16x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %239 = stablehlo.compare GT, %237, %238, FLOAT : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xi1>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %241 = stablehlo.select %239, %229#4, %240 : tensor<32x16x16x128xi1>, tensor<32x16x16x128xf32>
    %242 = stablehlo.convolution(%229#3, %241) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x16x16x128xf32>) -> tensor<1x1x64x128xf32>
    %243 = stablehlo.reverse %229#2, dims = [0, 1] : tensor<1x1x64x128xf32>
    %244 = stablehlo.convolution(%241, %243) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<1x1x64x128xf32>) -> tensor<32x32x32x64xf32>
    %245 = stablehlo.convolution(%232, %241) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<3x3x128x128xf32>
    %246 = stablehlo.reverse %229#1, dims = [0, 1] : tensor<3x3x128x128xf32>
    %247 = stablehlo.convolution(%241, %246) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %249 = stablehlo.select %234, %247, %248 : tensor<32x16x16x128xi1>, tensor<32x16x16x128xf32>
    %250 = stablehlo.convolution(%229#3, %249) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x16x16x128xf32>) -> tensor<3x3x64x128xf32>
    %251 = stablehlo.reverse %229#0, dims = [0, 1] : tensor<3x3x64x128xf32>
    %252 = stablehlo.convolution(%249, %251) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x64x128xf32>) -> tensor<32x32x32x64xf32>
    %253 = stablehlo.add %244, %252 : tensor<32x32x32x64xf32>
    %254:4 = stablehlo.optimization_barrier %arg2, %arg3, %11, %253 : tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>
    %255 = stablehlo.convolution(%254#2, %254#0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %257 = stablehlo.maximum %255, %256 : tensor<32x32x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %259 = stablehlo.compare GT, %255, %258, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %260 = stablehlo.convolution(%257, %254#1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %261 = stablehlo.add %260, %254#2 : tensor<32x32x32x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %263 = stablehlo.compare GT, %261, %262, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %265 = stablehlo.select %263, %254#3, %264 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %266 = stablehlo.convolution(%257, %265) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %267 = stablehlo.reverse %254#1, dims = [0, 1] : tensor<3x3x64x64xf32>
    %268 = stablehlo.convolution(%265, %267) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %270 = stablehlo.select %259, %268, %269 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %271 = stablehlo.convolution(%254#2, %270) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %272 = stablehlo.reverse %254#0, dims = [0, 1] : tensor<3x3x64x64xf32>
    %273 = stablehlo.convolution(%270, %272) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %274 = stablehlo.add %265, %273 : tensor<32x32x32x64xf32>
    %275:4 = stablehlo.optimization_barrier %arg0, %arg1, %2, %274 : tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>
    %276 = stablehlo.convolution(%275#2, %275#0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %278 = stablehlo.maximum %276, %277 : tensor<32x32x32x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %280 = stablehlo.compare GT, %276, %279, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %281 = stablehlo.convolution(%278, %275#1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %282 = stablehlo.add %281, %275#2 : tensor<32x32x32x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %284 = stablehlo.compare GT, %282, %283, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %286 = stablehlo.select %284, %275#3, %285 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %287 = stablehlo.convolution(%278, %286) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %288 = stablehlo.reverse %275#1, dims = [0, 1] : tensor<3x3x64x64xf32>
    %289 = stablehlo.convolution(%286, %288) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %291 = stablehlo.select %280, %289, %290 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %292 = stablehlo.convolution(%275#2, %291) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %293 = stablehlo.reverse %275#0, dims = [0, 1] : tensor<3x3x64x64xf32>
    %294 = stablehlo.convolution(%291, %293) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %295 = stablehlo.add %286, %294 : tensor<32x32x32x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %297 = stablehlo.select %4, %295, %296 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %298 = stablehlo.convolution(%arg22, %297) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x3x64xf32>
    %cst_73 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %300 = stablehlo.multiply %299, %292 : tensor<3x3x64x64xf32>
    %301 = stablehlo.subtract %arg0, %300 : tensor<3x3x64x64xf32>
    %cst_74 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %303 = stablehlo.multiply %302, %287 : tensor<3x3x64x64xf32>
    %304 = stablehlo.subtract %arg1, %303 : tensor<3x3x64x64xf32>
    %cst_75 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %306 = stablehlo.multiply %305, %271 : tensor<3x3x64x64xf32>
    %307 = stablehlo.subtract %arg2, %306 : tensor<3x3x64x64xf32>
    %cst_76 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %309 = stablehlo.multiply %308, %266 : tensor<3x3x64x64xf32>
    %310 = stablehlo.subtract %arg3, %309 : tensor<3x3x64x64xf32>
    %cst_77 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %312 = stablehlo.multiply %311, %250 : tensor<3x3x64x128xf32>
    %313 = stablehlo.subtract %arg4, %312 : tensor<3x3x64x128xf32>
    %cst_78 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %315 = stablehlo.multiply %314, %245 : tensor<3x3x128x128xf32>
    %316 = stablehlo.subtract %arg5, %315 : tensor<3x3x128x128xf32>
    %cst_79 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %318 = stablehlo.multiply %317, %242 : tensor<1x1x64x128xf32>
    %319 = stablehlo.subtract %arg6, %318 : tensor<1x1x64x128xf32>
    %cst_80 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %321 = stablehlo.multiply %320, %225 : tensor<3x3x128x128xf32>
    %322 = stablehlo.subtract %arg7, %321 : tensor<3x3x128x128xf32>
    %cst_81 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %324 = stablehlo.multiply %323, %220 : tensor<3x3x128x128xf32>
    %325 = stablehlo.subtract %arg8, %324 : tensor<3x3x128x128xf32>
    %cst_82 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %327 = stablehlo.multiply %326, %204 : tensor<3x3x128x256xf32>
    %328 = stablehlo.subtract %arg9, %327 : tensor<3x3x128x256xf32>
    %cst_83 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %330 = stablehlo.multiply %329, %199 : tensor<3x3x256x256xf32>
    %331 = stablehlo.subtract %arg10, %330 : tensor<3x3x256x256xf32>
    %cst_84 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %333 = stablehlo.multiply %332, %196 : tensor<1x1x128x256xf32>
    %334 = stablehlo.subtract %arg11, %333 : tensor<1x1x128x256xf32>
    %cst_85 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %336 = stablehlo.multiply %335, %179 : tensor<3x3x256x256xf32>
    %337 = stablehlo.subtract %arg12, %336 : tensor<3x3x256x256xf32>
    %cst_86 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %339 = stablehlo.multiply %338, %174 : tensor<3x3x256x256xf32>
    %340 = stablehlo.subtract %arg13, %339 : tensor<3x3x256x256xf32>
    %cst_87 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %342 = stablehlo.multiply %341, %158 : tensor<3x3x256x512xf32>
    %343 = stablehlo.subtract %arg14, %342 : tensor<3x3x256x512xf32>
    %cst_88 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %345 = stablehlo.multiply %344, %153 : tensor<3x3x512x512xf32>
    %346 = stablehlo.subtract %arg15, %345 : tensor<3x3x512x512xf32>
    %cst_89 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %348 = stablehlo.multiply %347, %150 : tensor<1x1x256x512xf32>
    %349 = stablehlo.subtract %arg16, %348 : tensor<1x1x256x512xf32>
    %cst_90 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %351 = stablehlo.multiply %350, %133 : tensor<3x3x512x512xf32>
    %352 = stablehlo.subtract %arg17, %351 : tensor<3x3x512x512xf32>
    %cst_91 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %354 = stablehlo.multiply %353, %128 : tensor<3x3x512x512xf32>
    %355 = stablehlo.subtract %arg18, %354 : tensor<3x3x512x512xf32>
    %cst_92 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %357 = stablehlo.multiply %356, %109 : tensor<10xf32>
    %358 = stablehlo.subtract %arg19, %357 : tensor<10xf32>
    %cst_93 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %360 = stablehlo.multiply %359, %111 : tensor<512x10xf32>
    %361 = stablehlo.subtract %arg20, %360 : tensor<512x10xf32>
    %cst_94 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %363 = stablehlo.multiply %362, %298 : tensor<3x3x3x64xf32>
    %364 = stablehlo.subtract %arg21, %363 : tensor<3x3x3x64xf32>
    return %301, %304, %307, %310, %313, %316, %319, %322, %325, %328, %331, %334, %337, %340, %343, %346, %349, %352, %355, %358, %361, %364, %93 : tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x128xf32>, tensor<3x3x128x128xf32>, tensor<1x1x64x128xf32>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>, tensor<3x3x128x256xf32>, tensor<3x3x256x256xf32>, tensor<1x1x128x256xf32>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>, tensor<3x3x256x512xf32>, tensor<3x3x512x512xf32>, tensor<1x1x256x512xf32>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<3x3x3x64xf32>, tensor<f32>
  }
}
