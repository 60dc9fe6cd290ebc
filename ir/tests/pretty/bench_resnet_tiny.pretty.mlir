module @jit_ts_resnet_tiny attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3x8x8xf32>, %arg1: tensor<3x3x8x8xf32>, %arg2: tensor<3x3x8x16xf32>, %arg3: tensor<3x3x16x16xf32>, %arg4: tensor<1x1x8x16xf32>, %arg5: tensor<3x3x16x24xf32>, %arg6: tensor<3x3x24x24xf32>, %arg7: tensor<1x1x16x24xf32>, %arg8: tensor<3x3x24x32xf32>, %arg9: tensor<3x3x32x32xf32>, %arg10: tensor<1x1x24x32xf32>, %arg11: tensor<10xf32>, %arg12: tensor<32x10xf32>, %arg13: tensor<3x3x3x8xf32>, %arg14: tensor<2x16x16x3xf32>, %arg15: tensor<2xi32>) -> (tensor<3x3x8x8xf32> {jax.result_info = "result[0]['blocks'][0]['conv1']"}, tensor<3x3x8x8xf32> {jax.result_info = "result[0]['blocks'][0]['conv2']"}, tensor<3x3x8x16xf32> {jax.result_info = "result[0]['blocks'][1]['conv1']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['blocks'][1]['conv2']"}, tensor<1x1x8x16xf32> {jax.result_info = "result[0]['blocks'][1]['proj']"}, tensor<3x3x16x24xf32> {jax.result_info = "result[0]['blocks'][2]['conv1']"}, tensor<3x3x24x24xf32> {jax.result_info = "result[0]['blocks'][2]['conv2']"}, tensor<1x1x16x24xf32> {jax.result_info = "result[0]['blocks'][2]['proj']"}, tensor<3x3x24x32xf32> {jax.result_info = "result[0]['blocks'][3]['conv1']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['blocks'][3]['conv2']"}, tensor<1x1x24x32xf32> {jax.result_info = "result[0]['blocks'][3]['proj']"}, tensor<10xf32> {jax.result_info = "result[0]['fc']['b']"}, tensor<32x10xf32> {jax.result_info = "result[0]['fc']['w']"}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['stem']"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg14, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x16x16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<2x16x16x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %4 = stablehlo.compare GT, %0, %3, FLOAT : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
    %5 = stablehlo.convolution(%2, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x16x16x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %7 = stablehlo.maximum %5, %6 : tensor<2x16x16x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %9 = stablehlo.compare GT, %5, %8, FLOAT : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
    %10 = stablehlo.convolution(%7, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x16x16x8xf32>
    %11 = stablehlo.add %10, %2 : tensor<2x16x16x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %13 = stablehlo.maximum %11, %12 : tensor<2x16x16x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %15 = stablehlo.compare GT, %11, %14, FLOAT : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
    %16 = stablehlo.convolution(%13, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x8x16xf32>) -> tensor<2x8x8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %18 = stablehlo.maximum %16, %17 : tensor<2x8x8x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %20 = stablehlo.compare GT, %16, %19, FLOAT : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xi1>
    %21 = stablehlo.convolution(%18, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x8x8x16xf32>
    %22 = stablehlo.convolution(%13, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<1x1x8x16xf32>) -> tensor<2x8x8x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x8x8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %25 = stablehlo.maximum %23, %24 : tensor<2x8x8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %27 = stablehlo.compare GT, %23, %26, FLOAT : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<2x8x8x16xi1>
    %28 = stablehlo.convolution(%25, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x24xf32>) -> tensor<2x4x4x24xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x4x4x24xf32>
    %30 = stablehlo.maximum %28, %29 : tensor<2x4x4x24xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x4x24xf32>
    %32 = stablehlo.compare GT, %28, %31, FLOAT : (tensor<2x4x4x24xf32>, tensor<2x4x4x24xf32>) -> tensor<2x4x4x24xi1>
    %33 = stablehlo.convolution(%30, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x24xf32>, tensor<3x3x24x24xf32>) -> tensor<2x4x4x24xf32>
    %34 = stablehlo.convolution(%25, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<1x1x16x24xf32>) -> tensor<2x4x4x24xf32>
    %35 = stablehlo.add %33, %34 : tensor<2x4x4x24xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x4x4x24xf32>
    %37 = stablehlo.maximum %35, %36 : tensor<2x4x4x24xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x4x4x24xf32>
    %39 = stablehlo.compare GT, %35, %38, FLOAT : (tensor<2x4x4x24xf32>, tensor<2x4x4x24xf32>) -> tensor<2x4x4x24xi1>
    %40 = stablehlo.convolution(%37, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x24xf32>, tensor<3x3x24x32xf32>) -> tensor<2x2x2x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x2x32xf32>
    %42 = stablehlo.maximum %40, %41 : tensor<2x2x2x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x2x2x32xf32>
    %44 = stablehlo.compare GT, %40, %43, FLOAT : (tensor<2x2x2x32xf32>, tensor<2x2x2x32xf32>) -> tensor<2x2x2x32xi1>
    %45 = stablehlo.convolution(%42, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x32xf32>, tensor<3x3x32x32xf32>) -> tensor<2x2x2x32xf32>
    %46 = stablehlo.convolution(%37, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x24xf32>, tensor<1x1x24x32xf32>) -> tensor<2x2x2x32xf32>
    %47 = stablehlo.add %45, %46 : tensor<2x2x2x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2x2x32xf32>
    %49 = stablehlo.maximum %47, %48 : tensor<2x2x2x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x2x2x32xf32>
    %51 = stablehlo.compare GT, %47, %50, FLOAT : (tensor<2x2x2x32xf32>, tensor<2x2x2x32xf32>) -> tensor<2x2x2x32xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%49 init: %cst_17) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x2x32xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_18 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %54 = stablehlo.divide %52, %53 : tensor<2x32xf32>
    %55 = stablehlo.dot_general %54, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %56 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %58 = stablehlo.add %55, %57 : tensor<2x10xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_19) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<2xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %64 = stablehlo.subtract %58, %63 : tensor<2x10xf32>
    %65 = stablehlo.exponential %64 : tensor<2x10xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %68 = stablehlo.log %67 : tensor<2x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %70 = stablehlo.subtract %64, %69 : tensor<2x10xf32>
    %71 = stablehlo.broadcast_in_dim %arg15, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %72 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x10xi32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<2x10xi32>
    %75 = stablehlo.compare EQ, %73, %74, SIGNED : (tensor<2x10xi32>, tensor<2x10xi32>) -> tensor<2x10xi1>
    %76 = stablehlo.convert %75 : (tensor<2x10xi1>) -> tensor<2x10xf32>
    %77 = stablehlo.multiply %76, %70 : tensor<2x10xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_22) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.divide %79, %cst_24 : tensor<f32>
    %81 = stablehlo.negate %80 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.negate %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.divide %82, %cst_26 : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %86 = stablehlo.multiply %76, %85 : tensor<2x10xf32>
    %87 = stablehlo.negate %86 : tensor<2x10xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_27) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %89 = stablehlo.reshape %88 : (tensor<2xf32>) -> tensor<2x1xf32>
    %90 = stablehlo.divide %89, %67 : tensor<2x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %93 = stablehlo.multiply %92, %65 : tensor<2x10xf32>
    %94 = stablehlo.add %86, %93 : tensor<2x10xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_29) applies stablehlo.add across dimensions = [0] : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %96 = stablehlo.reshape %95 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %98 = stablehlo.dot_general %94, %54, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<2x32xf32>) -> tensor<10x32xf32>
    %99 = stablehlo.transpose %98, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %100 = stablehlo.dot_general %94, %arg12, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<32x10xf32>) -> tensor<2x32xf32>
    %cst_31 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %102 = stablehlo.divide %100, %101 : tensor<2x32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 3] : (tensor<2x32xf32>) -> tensor<2x2x2x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x2x2x32xf32>
    %105 = stablehlo.select %51, %103, %104 : tensor<2x2x2x32xi1>, tensor<2x2x2x32xf32>
    %106 = stablehlo.convolution(%37, %105) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x24xf32>, tensor<2x2x2x32xf32>) -> tensor<1x1x24x32xf32>
    %107 = stablehlo.reverse %arg10, dims = [0, 1] : tensor<1x1x24x32xf32>
    %108 = stablehlo.convolution(%105, %107) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x32xf32>, tensor<1x1x24x32xf32>) -> tensor<2x4x4x24xf32>
    %109 = stablehlo.convolution(%42, %105) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x32xf32>, tensor<2x2x2x32xf32>) -> tensor<3x3x32x32xf32>
    %110 = stablehlo.reverse %arg9, dims = [0, 1] : tensor<3x3x32x32xf32>
    %111 = stablehlo.convolution(%105, %110) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x32xf32>, tensor<3x3x32x32xf32>) -> tensor<2x2x2x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x2x2x32xf32>
    %113 = stablehlo.select %44, %111, %112 : tensor<2x2x2x32xi1>, tensor<2x2x2x32xf32>
    %114 = stablehlo.convolution(%37, %113) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x24xf32>, tensor<2x2x2x32xf32>) -> tensor<3x3x24x32xf32>
    %115 = stablehlo.reverse %arg8, dims = [0, 1] : tensor<3x3x24x32xf32>
    %116 = stablehlo.convolution(%113, %115) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x2x2x32xf32>, tensor<3x3x24x32xf32>) -> tensor<2x4x4x24xf32>
    %117 = stablehlo.add %108, %116 : tensor<2x4x4x24xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x4x4x24xf32>
    %119 = stablehlo.select %39, %117, %118 : tensor<2x4x4x24xi1>, tensor<2x4x4x24xf32>
    %120 = stablehlo.convolution(%25, %119) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<2x4x4x24xf32>) -> tensor<1x1x16x24xf32>
    %121 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<1x1x16x24xf32>
    %122 = stablehlo.convolution(%119, %121) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x24xf32>, tensor<1x1x16x24xf32>) -> tensor<2x8x8x16xf32>
    %123 = stablehlo.convolution(%30, %119) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x24xf32>, tensor<2x4x4x24xf32>) -> tensor<3x3x24x24xf32>
    %124 = stablehlo.reverse %arg6, dims = [0, 1] : tensor<3x3x24x24xf32>
    %125 = stablehlo.convolution(%119, %124) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x24xf32>, tensor<3x3x24x24xf32>) -> tensor<2x4x4x24xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x4x4x24xf32>
    %127 = stablehlo.select %32, %125, %126 : tensor<2x4x4x24xi1>, tensor<2x4x4x24xf32>
    %128 = stablehlo.convolution(%25, %127) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<2x4x4x24xf32>) -> tensor<3x3x16x24xf32>
    %129 = stablehlo.reverse %arg5, dims = [0, 1] : tensor<3x3x16x24xf32>
    %130 = stablehlo.convolution(%127, %129) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x24xf32>, tensor<3x3x16x24xf32>) -> tensor<2x8x8x16xf32>
    %131 = stablehlo.add %122, %130 : tensor<2x8x8x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %133 = stablehlo.select %27, %131, %132 : tensor<2x8x8x16xi1>, tensor<2x8x8x16xf32>
    %134 = stablehlo.convolution(%13, %133) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<2x8x8x16xf32>) -> tensor<1x1x8x16xf32>
    %135 = stablehlo.reverse %arg4, dims = [0, 1] : tensor<1x1x8x16xf32>
    %136 = stablehlo.convolution(%133, %135) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<2x16x16x8xf32>
    %137 = stablehlo.convolution(%18, %133) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<2x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %138 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x16x16xf32>
    %139 = stablehlo.convolution(%133, %138) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x8x8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<2x8x8x16xf32>
    %141 = stablehlo.select %20, %139, %140 : tensor<2x8x8x16xi1>, tensor<2x8x8x16xf32>
    %142 = stablehlo.convolution(%13, %141) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<2x8x8x16xf32>) -> tensor<3x3x8x16xf32>
    %143 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x8x16xf32>
    %144 = stablehlo.convolution(%141, %143) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<3x3x8x16xf32>) -> tensor<2x16x16x8xf32>
    %145 = stablehlo.add %136, %144 : tensor<2x16x16x8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %147 = stablehlo.select %15, %145, %146 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
    %148 = stablehlo.convolution(%7, %147) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<3x3x8x8xf32>
    %149 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x8x8xf32>
    %150 = stablehlo.convolution(%147, %149) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x16x16x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %152 = stablehlo.select %9, %150, %151 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
    %153 = stablehlo.convolution(%2, %152) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<3x3x8x8xf32>
    %154 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x8x8xf32>
    %155 = stablehlo.convolution(%152, %154) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x16x16x8xf32>
    %156 = stablehlo.add %147, %155 : tensor<2x16x16x8xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %158 = stablehlo.select %4, %156, %157 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
    %159 = stablehlo.convolution(%arg14, %158) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<2x16x16x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_41 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %161 = stablehlo.multiply %160, %153 : tensor<3x3x8x8xf32>
    %162 = stablehlo.subtract %arg0, %161 : tensor<3x3x8x8xf32>
    %cst_42 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %164 = stablehlo.multiply %163, %148 : tensor<3x3x8x8xf32>
    %165 = stablehlo.subtract %arg1, %164 : tensor<3x3x8x8xf32>
    %cst_43 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3x3x8x16xf32>
    %167 = stablehlo.multiply %166, %142 : tensor<3x3x8x16xf32>
    %168 = stablehlo.subtract %arg2, %167 : tensor<3x3x8x16xf32>
    %cst_44 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %170 = stablehlo.multiply %169, %137 : tensor<3x3x16x16xf32>
    %171 = stablehlo.subtract %arg3, %170 : tensor<3x3x16x16xf32>
    %cst_45 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %173 = stablehlo.multiply %172, %134 : tensor<1x1x8x16xf32>
    %174 = stablehlo.subtract %arg4, %173 : tensor<1x1x8x16xf32>
    %cst_46 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x3x16x24xf32>
    %176 = stablehlo.multiply %175, %128 : tensor<3x3x16x24xf32>
    %177 = stablehlo.subtract %arg5, %176 : tensor<3x3x16x24xf32>
    %cst_47 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<3x3x24x24xf32>
    %179 = stablehlo.multiply %178, %123 : tensor<3x3x24x24xf32>
    %180 = stablehlo.subtract %arg6, %179 : tensor<3x3x24x24xf32>
    %cst_48 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x16x24xf32>
    %182 = stablehlo.multiply %181, %120 : tensor<1x1x16x24xf32>
    %183 = stablehlo.subtract %arg7, %182 : tensor<1x1x16x24xf32>
    %cst_49 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x3x24x32xf32>
    %185 = stablehlo.multiply %184, %114 : tensor<3x3x24x32xf32>
    %186 = stablehlo.subtract %arg8, %185 : tensor<3x3x24x32xf32>
    %cst_50 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %188 = stablehlo.multiply %187, %109 : tensor<3x3x32x32xf32>
    %189 = stablehlo.subtract %arg9, %188 : tensor<3x3x32x32xf32>
    %cst_51 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x1x24x32xf32>
    %191 = stablehlo.multiply %190, %106 : tensor<1x1x24x32xf32>
    %192 = stablehlo.subtract %arg10, %191 : tensor<1x1x24x32xf32>
    %cst_52 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %194 = stablehlo.multiply %193, %97 : tensor<10xf32>
    %195 = stablehlo.subtract %arg11, %194 : tensor<10xf32>
    %cst_53 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %197 = stablehlo.multiply %196, %99 : tensor<32x10xf32>
    %198 = stablehlo.subtract %arg12, %197 : tensor<32x10xf32>
    %cst_54 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %200 = stablehlo.multiply %199, %159 : tensor<3x3x3x8xf32>
    %201 = stablehlo.subtract %arg13, %200 : tensor<3x3x3x8xf32>
    return %162, %165, %168, %171, %174, %177, %180, %183, %186, %189, %192, %195, %198, %201, %81 : tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>, tensor<3x3x8x16xf32>, tensor<3x3x16x16xf32>, tensor<1x1x8x16xf32>, tensor<3x3x16x24xf32>, tensor<3x3x24x24xf32>, tensor<1x1x16x24xf32>, tensor<3x3x24x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x24x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<3x3x3x8xf32>, tensor<f32>
  }
}
