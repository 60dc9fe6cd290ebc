module @jit_ts_resnet18_cifar__base attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x64x64xf32>, %arg1: tensor<3x3x64x64xf32>, %arg2: tensor<3x3x64x64xf32>, %arg3: tensor<3x3x64x64xf32>, %arg4: tensor<3x3x64x128xf32>, %arg5: tensor<3x3x128x128xf32>, %arg6: tensor<1x1x64x128xf32>, %arg7: tensor<3x3x128x128xf32>, %arg8: tensor<3x3x128x128xf32>, %arg9: tensor<3x3x128x256xf32>, %arg10: tensor<3x3x256x256xf32>, %arg11: tensor<1x1x128x256xf32>, %arg12: tensor<3x3x256x256xf32>, %arg13: tensor<3x3x256x256xf32>, %arg14: tensor<3x3x256x512xf32>, %arg15: tensor<3x3x512x512xf32>, %arg16: tensor<1x1x256x512xf32>, %arg17: tensor<3x3x512x512xf32>, %arg18: tensor<3x3x512x512xf32>, %arg19: tensor<10xf32>, %arg20: tensor<512x10xf32>, %arg21: tensor<3x3x3x64xf32>, %arg22: tensor<32x32x32x3xf32>, %arg23: tensor<32xi32>) -> (tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][0]['conv1']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][0]['conv2']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][1]['conv1']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['blocks'][1]['conv2']"}, tensor<3x3x64x128xf32> {jax.result_info = "result[0]['blocks'][2]['conv1']"}, tensor<3x3x128x128xf32> {jax.result_info = "result[0]['blocks'][2]['conv2']"}, tensor<1x1x64x128xf32> {jax.result_info = "result[0]['blocks'][2]['proj']"}, tensor<3x3x128x128xf32> {jax.result_info = "result[0]['blocks'][3]['conv1']"}, tensor<3x3x128x128xf32> {jax.result_info = "result[0]['blocks'][3]['conv2']"}, tensor<3x3x128x256xf32> {jax.result_info = "result[0]['blocks'][4]['conv1']"}, tensor<3x3x256x256xf32> {jax.result_info = "result[0]['blocks'][4]['conv2']"}, tensor<1x1x128x256xf32> {jax.result_info = "result[0]['blocks'][4]['proj']"}, tensor<3x3x256x256xf32> {jax.result_info = "result[0]['blocks'][5]['conv1']"}, tensor<3x3x256x256xf32> {jax.result_info = "result[0]['blocks'][5]['conv2']"}, tensor<3x3x256x512xf32> {jax.result_info = "result[0]['blocks'][6]['conv1']"}, tensor<3x3x512x512xf32> {jax.result_info = "result[0]['blocks'][6]['conv2']"}, tensor<1x1x256x512xf32> {jax.result_info = "result[0]['blocks'][6]['proj']"}, tensor<3x3x512x512xf32> {jax.result_info = "result[0]['blocks'][7]['conv1']"}, tensor<3x3x512x512xf32> {jax.result_info = "result[0]['blocks'][7]['conv2']"}, tensor<10xf32> {jax.result_info = "result[0]['fc']['b']"}, tensor<512x10xf32> {jax.result_info = "result[0]['fc']['w']"}, tensor<3x3x3x64xf32> {jax.result_info = "result[0]['stem']"}, tensor<f32> {jax.result_info = "result[1]"}) {
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
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %9 = stablehlo.compare GT, %5, %8, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %10 = stablehlo.convolution(%7, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %11 = stablehlo.add %10, %2 : tensor<32x32x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %13 = stablehlo.maximum %11, %12 : tensor<32x32x32x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %15 = stablehlo.compare GT, %11, %14, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %16 = stablehlo.convolution(%13, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %18 = stablehlo.maximum %16, %17 : tensor<32x32x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %20 = stablehlo.compare GT, %16, %19, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %21 = stablehlo.convolution(%18, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %22 = stablehlo.add %21, %13 : tensor<32x32x32x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %24 = stablehlo.maximum %22, %23 : tensor<32x32x32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %26 = stablehlo.compare GT, %22, %25, FLOAT : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<32x32x32x64xi1>
    %27 = stablehlo.convolution(%24, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %29 = stablehlo.maximum %27, %28 : tensor<32x16x16x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %31 = stablehlo.compare GT, %27, %30, FLOAT : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xi1>
    %32 = stablehlo.convolution(%29, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %33 = stablehlo.convolution(%24, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<1x1x64x128xf32>) -> tensor<32x16x16x128xf32>
    %34 = stablehlo.add %32, %33 : tensor<32x16x16x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %36 = stablehlo.maximum %34, %35 : tensor<32x16x16x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %38 = stablehlo.compare GT, %34, %37, FLOAT : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xi1>
    %39 = stablehlo.convolution(%36, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %41 = stablehlo.maximum %39, %40 : tensor<32x16x16x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %43 = stablehlo.compare GT, %39, %42, FLOAT : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xi1>
    %44 = stablehlo.convolution(%41, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %45 = stablehlo.add %44, %36 : tensor<32x16x16x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %47 = stablehlo.maximum %45, %46 : tensor<32x16x16x128xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %49 = stablehlo.compare GT, %45, %48, FLOAT : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<32x16x16x128xi1>
    %50 = stablehlo.convolution(%47, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %52 = stablehlo.maximum %50, %51 : tensor<32x8x8x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %54 = stablehlo.compare GT, %50, %53, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %55 = stablehlo.convolution(%52, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %56 = stablehlo.convolution(%47, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<1x1x128x256xf32>) -> tensor<32x8x8x256xf32>
    %57 = stablehlo.add %55, %56 : tensor<32x8x8x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %59 = stablehlo.maximum %57, %58 : tensor<32x8x8x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %61 = stablehlo.compare GT, %57, %60, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %62 = stablehlo.convolution(%59, %arg12) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %64 = stablehlo.maximum %62, %63 : tensor<32x8x8x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %66 = stablehlo.compare GT, %62, %65, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %67 = stablehlo.convolution(%64, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %68 = stablehlo.add %67, %59 : tensor<32x8x8x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %70 = stablehlo.maximum %68, %69 : tensor<32x8x8x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %72 = stablehlo.compare GT, %68, %71, FLOAT : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<32x8x8x256xi1>
    %73 = stablehlo.convolution(%70, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %75 = stablehlo.maximum %73, %74 : tensor<32x4x4x512xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %77 = stablehlo.compare GT, %73, %76, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %78 = stablehlo.convolution(%75, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %79 = stablehlo.convolution(%70, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<1x1x256x512xf32>) -> tensor<32x4x4x512xf32>
    %80 = stablehlo.add %78, %79 : tensor<32x4x4x512xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %82 = stablehlo.maximum %80, %81 : tensor<32x4x4x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %84 = stablehlo.compare GT, %80, %83, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %85 = stablehlo.convolution(%82, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %87 = stablehlo.maximum %85, %86 : tensor<32x4x4x512xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %89 = stablehlo.compare GT, %85, %88, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %90 = stablehlo.convolution(%87, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %91 = stablehlo.add %90, %82 : tensor<32x4x4x512xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %93 = stablehlo.maximum %91, %92 : tensor<32x4x4x512xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %95 = stablehlo.compare GT, %91, %94, FLOAT : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<32x4x4x512xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%93 init: %cst_33) applies stablehlo.add across dimensions = [1, 2] : (tensor<32x4x4x512xf32>, tensor<f32>) -> tensor<32x512xf32>
    %cst_34 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %98 = stablehlo.divide %96, %97 : tensor<32x512xf32>
    %99 = stablehlo.dot_general %98, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x512xf32>, tensor<512x10xf32>) -> tensor<32x10xf32>
    %100 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<32x10xf32>
    %102 = stablehlo.add %99, %101 : tensor<32x10xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_35) applies stablehlo.maximum across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %105 = stablehlo.maximum %104, %103 : tensor<32xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %108 = stablehlo.subtract %102, %107 : tensor<32x10xf32>
    %109 = stablehlo.exponential %108 : tensor<32x10xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %112 = stablehlo.log %111 : tensor<32x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x10xf32>
    %114 = stablehlo.subtract %108, %113 : tensor<32x10xf32>
    %115 = stablehlo.broadcast_in_dim %arg23, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %116 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x10xi32>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<32x10xi32>
    %119 = stablehlo.compare EQ, %117, %118, SIGNED : (tensor<32x10xi32>, tensor<32x10xi32>) -> tensor<32x10xi1>
    %120 = stablehlo.convert %119 : (tensor<32x10xi1>) -> tensor<32x10xf32>
    %121 = stablehlo.multiply %120, %114 : tensor<32x10xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %124 = stablehlo.divide %123, %cst_40 : tensor<f32>
    %125 = stablehlo.negate %124 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.negate %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %127 = stablehlo.divide %126, %cst_42 : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %130 = stablehlo.multiply %120, %129 : tensor<32x10xf32>
    %131 = stablehlo.negate %130 : tensor<32x10xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_43) applies stablehlo.add across dimensions = [1] : (tensor<32x10xf32>, tensor<f32>) -> tensor<32xf32>
    %133 = stablehlo.reshape %132 : (tensor<32xf32>) -> tensor<32x1xf32>
    %134 = stablehlo.divide %133, %111 : tensor<32x1xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_44) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0] : (tensor<32xf32>) -> tensor<32x10xf32>
    %137 = stablehlo.multiply %136, %109 : tensor<32x10xf32>
    %138 = stablehlo.add %130, %137 : tensor<32x10xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_45) applies stablehlo.add across dimensions = [0] : (tensor<32x10xf32>, tensor<f32>) -> tensor<10xf32>
    %140 = stablehlo.reshape %139 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %142 = stablehlo.dot_general %138, %98, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<32x512xf32>) -> tensor<10x512xf32>
    %143 = stablehlo.transpose %142, dims = [1, 0] : (tensor<10x512xf32>) -> tensor<512x10xf32>
    %144 = stablehlo.dot_general %138, %arg20, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x10xf32>, tensor<512x10xf32>) -> tensor<32x512xf32>
    %cst_47 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x512xf32>
    %146 = stablehlo.divide %144, %145 : tensor<32x512xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 3] : (tensor<32x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %149 = stablehlo.select %95, %147, %148 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %150 = stablehlo.convolution(%87, %149) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x512x512xf32>
    %151 = stablehlo.reverse %arg18, dims = [0, 1] : tensor<3x3x512x512xf32>
    %152 = stablehlo.convolution(%149, %151) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %154 = stablehlo.select %89, %152, %153 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %155 = stablehlo.convolution(%82, %154) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x512x512xf32>
    %156 = stablehlo.reverse %arg17, dims = [0, 1] : tensor<3x3x512x512xf32>
    %157 = stablehlo.convolution(%154, %156) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %158 = stablehlo.add %149, %157 : tensor<32x4x4x512xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %160 = stablehlo.select %84, %158, %159 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %161 = stablehlo.convolution(%70, %160) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x4x4x512xf32>) -> tensor<1x1x256x512xf32>
    %162 = stablehlo.reverse %arg16, dims = [0, 1] : tensor<1x1x256x512xf32>
    %163 = stablehlo.convolution(%160, %162) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<1x1x256x512xf32>) -> tensor<32x8x8x256xf32>
    %164 = stablehlo.convolution(%75, %160) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x512x512xf32>
    %165 = stablehlo.reverse %arg15, dims = [0, 1] : tensor<3x3x512x512xf32>
    %166 = stablehlo.convolution(%160, %165) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x512x512xf32>) -> tensor<32x4x4x512xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x4x4x512xf32>
    %168 = stablehlo.select %77, %166, %167 : tensor<32x4x4x512xi1>, tensor<32x4x4x512xf32>
    %169 = stablehlo.convolution(%70, %168) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x4x4x512xf32>) -> tensor<3x3x256x512xf32>
    %170 = stablehlo.reverse %arg14, dims = [0, 1] : tensor<3x3x256x512xf32>
    %171 = stablehlo.convolution(%168, %170) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x4x4x512xf32>, tensor<3x3x256x512xf32>) -> tensor<32x8x8x256xf32>
    %172 = stablehlo.add %163, %171 : tensor<32x8x8x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %174 = stablehlo.select %72, %172, %173 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %175 = stablehlo.convolution(%64, %174) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x256x256xf32>
    %176 = stablehlo.reverse %arg13, dims = [0, 1] : tensor<3x3x256x256xf32>
    %177 = stablehlo.convolution(%174, %176) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %179 = stablehlo.select %66, %177, %178 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %180 = stablehlo.convolution(%59, %179) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x256x256xf32>
    %181 = stablehlo.reverse %arg12, dims = [0, 1] : tensor<3x3x256x256xf32>
    %182 = stablehlo.convolution(%179, %181) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %183 = stablehlo.add %174, %182 : tensor<32x8x8x256xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %185 = stablehlo.select %61, %183, %184 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %186 = stablehlo.convolution(%47, %185) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x8x8x256xf32>) -> tensor<1x1x128x256xf32>
    %187 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<1x1x128x256xf32>
    %188 = stablehlo.convolution(%185, %187) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<1x1x128x256xf32>) -> tensor<32x16x16x128xf32>
    %189 = stablehlo.convolution(%52, %185) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x256x256xf32>
    %190 = stablehlo.reverse %arg10, dims = [0, 1] : tensor<3x3x256x256xf32>
    %191 = stablehlo.convolution(%185, %190) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x256x256xf32>) -> tensor<32x8x8x256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x8x8x256xf32>
    %193 = stablehlo.select %54, %191, %192 : tensor<32x8x8x256xi1>, tensor<32x8x8x256xf32>
    %194 = stablehlo.convolution(%47, %193) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x8x8x256xf32>) -> tensor<3x3x128x256xf32>
    %195 = stablehlo.reverse %arg9, dims = [0, 1] : tensor<3x3x128x256xf32>
    %196 = stablehlo.convolution(%193, %195) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x8x8x256xf32>, tensor<3x3x128x256xf32>) -> tensor<32x16x16x128xf32>
    %197 = stablehlo.add %188, %196 : tensor<32x16x16x128xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %199 = stablehlo.select %49, %197, %198 : tensor<32x16x16x128xi1>, tensor<32x16x16x128xf32>
    %200 = stablehlo.convolution(%41, %199) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<3x3x128x128xf32>
    %201 = stablehlo.reverse %arg8, dims = [0, 1] : tensor<3x3x128x128xf32>
    %202 = stablehlo.convolution(%199, %201) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %204 = stablehlo.select %43, %202, %203 : tensor<32x16x16x128xi1>, tensor<32x16x16x128xf32>
    %205 = stablehlo.convolution(%36, %204) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<3x3x128x128xf32>
    %206 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x128x128xf32>
    %207 = stablehlo.convolution(%204, %206) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %208 = stablehlo.add %199, %207 : tensor<32x16x16x128xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %210 = stablehlo.select %38, %208, %209 : tensor<32x16x16x128xi1>, tensor<32x16x16x128xf32>
    %211 = stablehlo.convolution(%24, %210) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x16x16x128xf32>) -> tensor<1x1x64x128xf32>
    %212 = stablehlo.reverse %arg6, dims = [0, 1] : tensor<1x1x64x128xf32>
    %213 = stablehlo.convolution(%210, %212) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<1x1x64x128xf32>) -> tensor<32x32x32x64xf32>
    %214 = stablehlo.convolution(%29, %210) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<32x16x16x128xf32>) -> tensor<3x3x128x128xf32>
    %215 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x128x128xf32>
    %216 = stablehlo.convolution(%210, %215) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x128x128xf32>) -> tensor<32x16x16x128xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x16x16x128xf32>
    %218 = stablehlo.select %31, %216, %217 : tensor<32x16x16x128xi1>, tensor<32x16x16x128xf32>
    %219 = stablehlo.convolution(%24, %218) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x16x16x128xf32>) -> tensor<3x3x64x128xf32>
    %220 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<3x3x64x128xf32>
    %221 = stablehlo.convolution(%218, %220) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x16x16x128xf32>, tensor<3x3x64x128xf32>) -> tensor<32x32x32x64xf32>
    %222 = stablehlo.add %213, %221 : tensor<32x32x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %224 = stablehlo.select %26, %222, %223 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %225 = stablehlo.convolution(%18, %224) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %226 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x64x64xf32>
    %227 = stablehlo.convolution(%224, %226) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %229 = stablehlo.select %20, %227, %228 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %230 = stablehlo.convolution(%13, %229) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %231 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x64x64xf32>
    %232 = stablehlo.convolution(%229, %231) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %233 = stablehlo.add %224, %232 : tensor<32x32x32x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %235 = stablehlo.select %15, %233, %234 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %236 = stablehlo.convolution(%7, %235) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %237 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x64x64xf32>
    %238 = stablehlo.convolution(%235, %237) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %240 = stablehlo.select %9, %238, %239 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %241 = stablehlo.convolution(%2, %240) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x64x64xf32>
    %242 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x64x64xf32>
    %243 = stablehlo.convolution(%240, %242) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x64xf32>, tensor<3x3x64x64xf32>) -> tensor<32x32x32x64xf32>
    %244 = stablehlo.add %235, %243 : tensor<32x32x32x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32x32x32x64xf32>
    %246 = stablehlo.select %4, %244, %245 : tensor<32x32x32x64xi1>, tensor<32x32x32x64xf32>
    %247 = stablehlo.convolution(%arg22, %246) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x32x32x3xf32>, tensor<32x32x32x64xf32>) -> tensor<3x3x3x64xf32>
    %cst_65 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %249 = stablehlo.multiply %248, %241 : tensor<3x3x64x64xf32>
    %250 = stablehlo.subtract %arg0, %249 : tensor<3x3x64x64xf32>
    %cst_66 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %252 = stablehlo.multiply %251, %236 : tensor<3x3x64x64xf32>
    %253 = stablehlo.subtract %arg1, %252 : tensor<3x3x64x64xf32>
    %cst_67 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %255 = stablehlo.multiply %254, %230 : tensor<3x3x64x64xf32>
    %256 = stablehlo.subtract %arg2, %255 : tensor<3x3x64x64xf32>
    %cst_68 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %258 = stablehlo.multiply %257, %225 : tensor<3x3x64x64xf32>
    %259 = stablehlo.subtract %arg3, %258 : tensor<3x3x64x64xf32>
    %cst_69 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x3x64x128xf32>
    %261 = stablehlo.multiply %260, %219 : tensor<3x3x64x128xf32>
    %262 = stablehlo.subtract %arg4, %261 : tensor<3x3x64x128xf32>
    %cst_70 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %264 = stablehlo.multiply %263, %214 : tensor<3x3x128x128xf32>
    %265 = stablehlo.subtract %arg5, %264 : tensor<3x3x128x128xf32>
    %cst_71 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %267 = stablehlo.multiply %266, %211 : tensor<1x1x64x128xf32>
    %268 = stablehlo.subtract %arg6, %267 : tensor<1x1x64x128xf32>
    %cst_72 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %270 = stablehlo.multiply %269, %205 : tensor<3x3x128x128xf32>
    %271 = stablehlo.subtract %arg7, %270 : tensor<3x3x128x128xf32>
    %cst_73 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x3x128x128xf32>
    %273 = stablehlo.multiply %272, %200 : tensor<3x3x128x128xf32>
    %274 = stablehlo.subtract %arg8, %273 : tensor<3x3x128x128xf32>
    %cst_74 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<3x3x128x256xf32>
    %276 = stablehlo.multiply %275, %194 : tensor<3x3x128x256xf32>
    %277 = stablehlo.subtract %arg9, %276 : tensor<3x3x128x256xf32>
    %cst_75 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %279 = stablehlo.multiply %278, %189 : tensor<3x3x256x256xf32>
    %280 = stablehlo.subtract %arg10, %279 : tensor<3x3x256x256xf32>
    %cst_76 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x1x128x256xf32>
    %282 = stablehlo.multiply %281, %186 : tensor<1x1x128x256xf32>
    %283 = stablehlo.subtract %arg11, %282 : tensor<1x1x128x256xf32>
    %cst_77 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %285 = stablehlo.multiply %284, %180 : tensor<3x3x256x256xf32>
    %286 = stablehlo.subtract %arg12, %285 : tensor<3x3x256x256xf32>
    %cst_78 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x3x256x256xf32>
    %288 = stablehlo.multiply %287, %175 : tensor<3x3x256x256xf32>
    %289 = stablehlo.subtract %arg13, %288 : tensor<3x3x256x256xf32>
    %cst_79 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x3x256x512xf32>
    %291 = stablehlo.multiply %290, %169 : tensor<3x3x256x512xf32>
    %292 = stablehlo.subtract %arg14, %291 : tensor<3x3x256x512xf32>
    %cst_80 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %294 = stablehlo.multiply %293, %164 : tensor<3x3x512x512xf32>
    %295 = stablehlo.subtract %arg15, %294 : tensor<3x3x512x512xf32>
    %cst_81 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x1x256x512xf32>
    %297 = stablehlo.multiply %296, %161 : tensor<1x1x256x512xf32>
    %298 = stablehlo.subtract %arg16, %297 : tensor<1x1x256x512xf32>
    %cst_82 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %300 = stablehlo.multiply %299, %155 : tensor<3x3x512x512xf32>
    %301 = stablehlo.subtract %arg17, %300 : tensor<3x3x512x512xf32>
    %cst_83 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<3x3x512x512xf32>
    %303 = stablehlo.multiply %302, %150 : tensor<3x3x512x512xf32>
    %304 = stablehlo.subtract %arg18, %303 : tensor<3x3x512x512xf32>
    %cst_84 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %306 = stablehlo.multiply %305, %141 : tensor<10xf32>
    %307 = stablehlo.subtract %arg19, %306 : tensor<10xf32>
    %cst_85 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %309 = stablehlo.multiply %308, %143 : tensor<512x10xf32>
    %310 = stablehlo.subtract %arg20, %309 : tensor<512x10xf32>
    %cst_86 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<3x3x3x64xf32>
    %312 = stablehlo.multiply %311, %247 : tensor<3x3x3x64xf32>
    %313 = stablehlo.subtract %arg21, %312 : tensor<3x3x3x64xf32>
    return %250, %253, %256, %259, %262, %265, %268, %271, %274, %277, %280, %283, %286, %289, %292, %295, %298, %301, %304, %307, %310, %313, %125 : tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x64xf32>, tensor<3x3x64x128xf32>, tensor<3x3x128x128xf32>, tensor<1x1x64x128xf32>, tensor<3x3x128x128xf32>, tensor<3x3x128x128xf32>, tensor<3x3x128x256xf32>, tensor<3x3x256x256xf32>, tensor<1x1x128x256xf32>, tensor<3x3x256x256xf32>, tensor<3x3x256x256xf32>, tensor<3x3x256x512xf32>, tensor<3x3x512x512xf32>, tensor<1x1x256x512xf32>, tensor<3x3x512x512xf32>, tensor<3x3x512x512xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<3x3x3x64xf32>, tensor<f32>
  }
}
