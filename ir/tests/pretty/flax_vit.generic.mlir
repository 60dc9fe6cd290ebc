"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{function_type = (tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<2x16x16x3xf32>, tensor<2xi32>) -> (tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Block_0']['Dense_0']['bias']"}, {jax.result_info = "result[0]['Block_0']['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Block_0']['Dense_1']['bias']"}, {jax.result_info = "result[0]['Block_0']['Dense_1']['kernel']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['bias']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['scale']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[0]['Conv_0']['bias']"}, {jax.result_info = "result[0]['Conv_0']['kernel']"}, {jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['LayerNorm_0']['bias']"}, {jax.result_info = "result[0]['LayerNorm_0']['scale']"}, {jax.result_info = "result[0]['cls']"}, {jax.result_info = "result[0]['pos']"}, {jax.result_info = "result[1][0].count"}, {jax.result_info = "result[1][0].mu['Block_0']['Dense_0']['bias']"}, {jax.result_info = "result[1][0].mu['Block_0']['Dense_0']['kernel']"}, {jax.result_info = "result[1][0].mu['Block_0']['Dense_1']['bias']"}, {jax.result_info = "result[1][0].mu['Block_0']['Dense_1']['kernel']"}, {jax.result_info = "result[1][0].mu['Block_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[1][0].mu['Block_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[1][0].mu['Block_0']['LayerNorm_1']['bias']"}, {jax.result_info = "result[1][0].mu['Block_0']['LayerNorm_1']['scale']"}, {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, {jax.result_info = "result[1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[1][0].mu['Conv_0']['bias']"}, {jax.result_info = "result[1][0].mu['Conv_0']['kernel']"}, {jax.result_info = "result[1][0].mu['Dense_0']['bias']"}, {jax.result_info = "result[1][0].mu['Dense_0']['kernel']"}, {jax.result_info = "result[1][0].mu['LayerNorm_0']['bias']"}, {jax.result_info = "result[1][0].mu['LayerNorm_0']['scale']"}, {jax.result_info = "result[1][0].mu['cls']"}, {jax.result_info = "result[1][0].mu['pos']"}, {jax.result_info = "result[1][0].nu['Block_0']['Dense_0']['bias']"}, {jax.result_info = "result[1][0].nu['Block_0']['Dense_0']['kernel']"}, {jax.result_info = "result[1][0].nu['Block_0']['Dense_1']['bias']"}, {jax.result_info = "result[1][0].nu['Block_0']['Dense_1']['kernel']"}, {jax.result_info = "result[1][0].nu['Block_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[1][0].nu['Block_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[1][0].nu['Block_0']['LayerNorm_1']['bias']"}, {jax.result_info = "result[1][0].nu['Block_0']['LayerNorm_1']['scale']"}, {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, {jax.result_info = "result[1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[1][0].nu['Conv_0']['bias']"}, {jax.result_info = "result[1][0].nu['Conv_0']['kernel']"}, {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, {jax.result_info = "result[1][0].nu['LayerNorm_0']['bias']"}, {jax.result_info = "result[1][0].nu['LayerNorm_0']['scale']"}, {jax.result_info = "result[1][0].nu['cls']"}, {jax.result_info = "result[1][0].nu['pos']"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg22: tensor<128xf32>, %arg23: tensor<32x128xf32>, %arg24: tensor<32xf32>, %arg25: tensor<128x32xf32>, %arg26: tensor<32xf32>, %arg27: tensor<32xf32>, %arg28: tensor<32xf32>, %arg29: tensor<32xf32>, %arg30: tensor<2x16xf32>, %arg31: tensor<32x2x16xf32>, %arg32: tensor<32xf32>, %arg33: tensor<2x16x32xf32>, %arg34: tensor<2x16xf32>, %arg35: tensor<32x2x16xf32>, %arg36: tensor<2x16xf32>, %arg37: tensor<32x2x16xf32>, %arg38: tensor<32xf32>, %arg39: tensor<4x4x3x32xf32>, %arg40: tensor<10xf32>, %arg41: tensor<32x10xf32>, %arg42: tensor<32xf32>, %arg43: tensor<32xf32>, %arg44: tensor<1x1x32xf32>, %arg45: tensor<1x17x32xf32>, %arg46: tensor<i32>, %arg47: tensor<128xf32>, %arg48: tensor<32x128xf32>, %arg49: tensor<32xf32>, %arg50: tensor<128x32xf32>, %arg51: tensor<32xf32>, %arg52: tensor<32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<2x16xf32>, %arg56: tensor<32x2x16xf32>, %arg57: tensor<32xf32>, %arg58: tensor<2x16x32xf32>, %arg59: tensor<2x16xf32>, %arg60: tensor<32x2x16xf32>, %arg61: tensor<2x16xf32>, %arg62: tensor<32x2x16xf32>, %arg63: tensor<32xf32>, %arg64: tensor<4x4x3x32xf32>, %arg65: tensor<10xf32>, %arg66: tensor<32x10xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<1x1x32xf32>, %arg70: tensor<1x17x32xf32>, %arg71: tensor<128xf32>, %arg72: tensor<32x128xf32>, %arg73: tensor<32xf32>, %arg74: tensor<128x32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<32xf32>, %arg79: tensor<2x16xf32>, %arg80: tensor<32x2x16xf32>, %arg81: tensor<32xf32>, %arg82: tensor<2x16x32xf32>, %arg83: tensor<2x16xf32>, %arg84: tensor<32x2x16xf32>, %arg85: tensor<2x16xf32>, %arg86: tensor<32x2x16xf32>, %arg87: tensor<32xf32>, %arg88: tensor<4x4x3x32xf32>, %arg89: tensor<10xf32>, %arg90: tensor<32x10xf32>, %arg91: tensor<32xf32>, %arg92: tensor<32xf32>, %arg93: tensor<1x1x32xf32>, %arg94: tensor<1x17x32xf32>, %arg95: tensor<2x16x16x3xf32>, %arg96: tensor<2xi32>):
    %54 = "stablehlo.convolution"(%arg95, %arg39) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 4, 4>}> : (tensor<2x16x16x3xf32>, tensor<4x4x3x32xf32>) -> tensor<2x4x4x32xf32>
    %55 = "stablehlo.reshape"(%arg38) : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x32xf32>) -> tensor<2x4x4x32xf32>
    %57 = "stablehlo.add"(%54, %56) : (tensor<2x4x4x32xf32>, tensor<2x4x4x32xf32>) -> tensor<2x4x4x32xf32>
    %58 = "stablehlo.reshape"(%57) : (tensor<2x4x4x32xf32>) -> tensor<2x16x32xf32>
    %59 = "stablehlo.reshape"(%arg44) : (tensor<1x1x32xf32>) -> tensor<1x1x1x1x1x32xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2, 3, 4, 5>}> : (tensor<1x1x1x1x1x32xf32>) -> tensor<2x1x1x1x1x32xf32>
    %61 = "stablehlo.reshape"(%60) : (tensor<2x1x1x1x1x32xf32>) -> tensor<2x1x32xf32>
    %62 = "stablehlo.concatenate"(%61, %58) <{dimension = 1 : i64}> : (tensor<2x1x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %63 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x17x32xf32>) -> tensor<2x17x32xf32>
    %64 = "stablehlo.add"(%62, %63) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %65 = "chlo.square"(%64) : (tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %66 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x32xf32>
    %68 = "stablehlo.multiply"(%67, %64) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.reduce"(%64, %69) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1480 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1480) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %71 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %73 = "stablehlo.divide"(%70, %72) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %74 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.reduce"(%65, %74) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1479 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1479) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %76 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %78 = "stablehlo.divide"(%75, %77) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %79 = "chlo.square"(%73) : (tensor<2x17xf32>) -> tensor<2x17xf32>
    %80 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %82 = "stablehlo.multiply"(%81, %73) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %83 = "stablehlo.subtract"(%78, %79) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %84 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %86 = "stablehlo.maximum"(%85, %83) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %87 = "stablehlo.compare"(%83, %86) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %88 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %92 = "stablehlo.select"(%87, %89, %91) : (tensor<2x17xi1>, tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %95 = "stablehlo.compare"(%94, %86) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %96 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %98 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %100 = "stablehlo.select"(%95, %97, %99) : (tensor<2x17xi1>, tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %101 = "stablehlo.divide"(%92, %100) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %102 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %103 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %104 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %105 = "stablehlo.subtract"(%64, %104) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %106 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x1xf32>
    %108 = "stablehlo.add"(%103, %107) : (tensor<2x17x1xf32>, tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %109 = "stablehlo.rsqrt"(%108) : (tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %110 = "stablehlo.divide"(%109, %108) : (tensor<2x17x1xf32>, tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %111 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x1xf32>
    %113 = "stablehlo.multiply"(%112, %110) : (tensor<2x17x1xf32>, tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %114 = "stablehlo.reshape"(%arg27) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %115 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %116 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %117 = "stablehlo.multiply"(%115, %116) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %118 = "stablehlo.multiply"(%105, %117) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %119 = "stablehlo.reshape"(%arg26) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %121 = "stablehlo.add"(%118, %120) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %122 = "stablehlo.dot_general"(%121, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x32xf32>, tensor<32x2x16xf32>) -> tensor<2x17x2x16xf32>
    %123 = "stablehlo.reshape"(%arg34) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x16xf32>) -> tensor<2x17x2x16xf32>
    %125 = "stablehlo.add"(%122, %124) : (tensor<2x17x2x16xf32>, tensor<2x17x2x16xf32>) -> tensor<2x17x2x16xf32>
    %126 = "stablehlo.dot_general"(%121, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x32xf32>, tensor<32x2x16xf32>) -> tensor<2x17x2x16xf32>
    %127 = "stablehlo.reshape"(%arg30) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x16xf32>) -> tensor<2x17x2x16xf32>
    %129 = "stablehlo.add"(%126, %128) : (tensor<2x17x2x16xf32>, tensor<2x17x2x16xf32>) -> tensor<2x17x2x16xf32>
    %130 = "stablehlo.dot_general"(%121, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x32xf32>, tensor<32x2x16xf32>) -> tensor<2x17x2x16xf32>
    %131 = "stablehlo.reshape"(%arg36) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x16xf32>) -> tensor<2x17x2x16xf32>
    %133 = "stablehlo.add"(%130, %132) : (tensor<2x17x2x16xf32>, tensor<2x17x2x16xf32>) -> tensor<2x17x2x16xf32>
    %134 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.sqrt"(%134) : (tensor<f32>) -> tensor<f32>
    %136 = "stablehlo.convert"(%135) : (tensor<f32>) -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x2x16xf32>
    %138 = "stablehlo.divide"(%125, %137) : (tensor<2x17x2x16xf32>, tensor<2x17x2x16xf32>) -> tensor<2x17x2x16xf32>
    %139 = "stablehlo.dot_general"(%138, %129) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x2x16xf32>, tensor<2x17x2x16xf32>) -> tensor<2x2x17x17xf32>
    %140 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.reduce"(%139, %140) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1478 = "stablehlo.maximum"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1478) : (tensor<f32>) -> ()
    }) : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %142 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x17xf32>
    %144 = "stablehlo.maximum"(%143, %141) : (tensor<2x2x17xf32>, tensor<2x2x17xf32>) -> tensor<2x2x17xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %147 = "stablehlo.subtract"(%139, %146) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %148 = "stablehlo.exponential"(%147) : (tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %149 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %150 = "stablehlo.reduce"(%148, %149) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1477 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1477) : (tensor<f32>) -> ()
    }) : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %153 = "stablehlo.divide"(%148, %152) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %154 = "stablehlo.multiply"(%151, %151) : (tensor<2x2x17x1xf32>, tensor<2x2x17x1xf32>) -> tensor<2x2x17x1xf32>
    %155 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x17x1xf32>
    %157 = "stablehlo.divide"(%156, %154) : (tensor<2x2x17x1xf32>, tensor<2x2x17x1xf32>) -> tensor<2x2x17x1xf32>
    %158 = "stablehlo.dot_general"(%133, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x2x16xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x16x17xf32>
    %159 = "stablehlo.transpose"(%158) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x16x17xf32>) -> tensor<2x17x2x16xf32>
    %160 = "stablehlo.dot_general"(%159, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x17x32xf32>
    %161 = "stablehlo.reshape"(%arg32) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %163 = "stablehlo.add"(%160, %162) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %164 = "stablehlo.add"(%64, %163) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %165 = "chlo.square"(%164) : (tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %166 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x32xf32>
    %168 = "stablehlo.multiply"(%167, %164) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.reduce"(%164, %169) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1476 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1476) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %171 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %173 = "stablehlo.divide"(%170, %172) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.reduce"(%165, %174) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1475 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1475) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %176 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %178 = "stablehlo.divide"(%175, %177) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %179 = "chlo.square"(%173) : (tensor<2x17xf32>) -> tensor<2x17xf32>
    %180 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %182 = "stablehlo.multiply"(%181, %173) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %183 = "stablehlo.subtract"(%178, %179) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %186 = "stablehlo.maximum"(%185, %183) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %187 = "stablehlo.compare"(%183, %186) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %188 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %192 = "stablehlo.select"(%187, %189, %191) : (tensor<2x17xi1>, tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %195 = "stablehlo.compare"(%194, %186) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xi1>
    %196 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %198 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %200 = "stablehlo.select"(%195, %197, %199) : (tensor<2x17xi1>, tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %201 = "stablehlo.divide"(%192, %200) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %202 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %203 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %204 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %205 = "stablehlo.subtract"(%164, %204) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %206 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x1xf32>
    %208 = "stablehlo.add"(%203, %207) : (tensor<2x17x1xf32>, tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %209 = "stablehlo.rsqrt"(%208) : (tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %210 = "stablehlo.divide"(%209, %208) : (tensor<2x17x1xf32>, tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %211 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x1xf32>
    %213 = "stablehlo.multiply"(%212, %210) : (tensor<2x17x1xf32>, tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %214 = "stablehlo.reshape"(%arg29) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %215 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %216 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %217 = "stablehlo.multiply"(%215, %216) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %218 = "stablehlo.multiply"(%205, %217) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %219 = "stablehlo.reshape"(%arg28) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %221 = "stablehlo.add"(%218, %220) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %222 = "stablehlo.dot_general"(%221, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x32xf32>, tensor<32x128xf32>) -> tensor<2x17x128xf32>
    %223 = "stablehlo.reshape"(%arg22) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %224 = "stablehlo.broadcast_in_dim"(%223) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<2x17x128xf32>
    %225 = "stablehlo.add"(%222, %224) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %226 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x128xf32>
    %228 = "stablehlo.multiply"(%227, %225) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %229 = "stablehlo.negate"(%225) : (tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %230 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x128xf32>
    %232 = "stablehlo.multiply"(%229, %231) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %233 = "chlo.erfc"(%232) : (tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %234 = "chlo.square"(%232) : (tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %235 = "stablehlo.negate"(%234) : (tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %236 = "stablehlo.exponential"(%235) : (tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %237 = "stablehlo.multiply"(%228, %233) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %238 = "stablehlo.dot_general"(%237, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x128xf32>, tensor<128x32xf32>) -> tensor<2x17x32xf32>
    %239 = "stablehlo.reshape"(%arg24) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %241 = "stablehlo.add"(%238, %240) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %242 = "stablehlo.add"(%164, %241) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %243 = "stablehlo.slice"(%242) <{limit_indices = array<i64: 2, 1, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %244 = "stablehlo.reshape"(%243) : (tensor<2x1x32xf32>) -> tensor<2x32xf32>
    %245 = "chlo.square"(%244) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %246 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x32xf32>
    %248 = "stablehlo.multiply"(%247, %244) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.reduce"(%244, %249) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1474 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1474) : (tensor<f32>) -> ()
    }) : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %251 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %253 = "stablehlo.divide"(%250, %252) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %254 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.reduce"(%245, %254) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1473 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1473) : (tensor<f32>) -> ()
    }) : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %256 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %258 = "stablehlo.divide"(%255, %257) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %259 = "chlo.square"(%253) : (tensor<2xf32>) -> tensor<2xf32>
    %260 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %262 = "stablehlo.multiply"(%261, %253) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %263 = "stablehlo.subtract"(%258, %259) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %266 = "stablehlo.maximum"(%265, %263) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %267 = "stablehlo.compare"(%263, %266) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %268 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %272 = "stablehlo.select"(%267, %269, %271) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %273 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %275 = "stablehlo.compare"(%274, %266) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %276 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %278 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %280 = "stablehlo.select"(%275, %277, %279) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %281 = "stablehlo.divide"(%272, %280) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %282 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %283 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %284 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x32xf32>
    %285 = "stablehlo.subtract"(%244, %284) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %286 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %288 = "stablehlo.add"(%283, %287) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %289 = "stablehlo.rsqrt"(%288) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %290 = "stablehlo.divide"(%289, %288) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %291 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %293 = "stablehlo.multiply"(%292, %290) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %294 = "stablehlo.reshape"(%arg43) : (tensor<32xf32>) -> tensor<1x32xf32>
    %295 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x32xf32>
    %296 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %297 = "stablehlo.multiply"(%295, %296) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %298 = "stablehlo.multiply"(%285, %297) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %299 = "stablehlo.reshape"(%arg42) : (tensor<32xf32>) -> tensor<1x32xf32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %301 = "stablehlo.add"(%298, %300) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %302 = "stablehlo.dot_general"(%301, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32xf32>, tensor<32x10xf32>) -> tensor<2x10xf32>
    %303 = "stablehlo.reshape"(%arg40) : (tensor<10xf32>) -> tensor<1x10xf32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x10xf32>) -> tensor<2x10xf32>
    %305 = "stablehlo.add"(%302, %304) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %306 = "stablehlo.broadcast_in_dim"(%arg96) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %307:2 = "func.call"(%305, %306) <{callee = @take_along_axis}> : (tensor<2x10xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %308 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %309:2 = "func.call"(%307#0, %308) <{callee = @_take}> : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %310 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.reduce"(%305, %310) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1472 = "stablehlo.maximum"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1472) : (tensor<f32>) -> ()
    }) : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %312 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %314 = "stablehlo.maximum"(%313, %311) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %315 = "stablehlo.is_finite"(%314) : (tensor<2xf32>) -> tensor<2xi1>
    %316 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %318 = "stablehlo.select"(%315, %314, %317) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x10xf32>
    %321 = "stablehlo.subtract"(%305, %320) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %322 = "stablehlo.exponential"(%321) : (tensor<2x10xf32>) -> tensor<2x10xf32>
    %323 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.reduce"(%322, %323) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1471 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1471) : (tensor<f32>) -> ()
    }) : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %325 = "stablehlo.abs"(%324) : (tensor<2xf32>) -> tensor<2xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %328 = "stablehlo.compare"(%324, %327) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %329 = "stablehlo.log"(%325) : (tensor<2xf32>) -> tensor<2xf32>
    %330 = "stablehlo.add"(%329, %318) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %331 = "stablehlo.subtract"(%330, %309#0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %332 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.reduce"(%331, %332) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1470 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1470) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %334 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.divide"(%333, %334) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %336 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %338 = "stablehlo.divide"(%336, %337) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %340 = "stablehlo.negate"(%339) : (tensor<2xf32>) -> tensor<2xf32>
    %341 = "stablehlo.divide"(%339, %325) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %344 = "stablehlo.select"(%328, %343, %341) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %345 = "stablehlo.select"(%328, %341, %343) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %346 = "stablehlo.negate"(%344) : (tensor<2xf32>) -> tensor<2xf32>
    %347 = "stablehlo.add"(%345, %346) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x10xf32>
    %349 = "stablehlo.multiply"(%348, %322) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %350 = "func.call"(%309#1, %340) <{callee = @_take_0}> : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %351 = "func.call"(%307#1, %350) <{callee = @take_along_axis_1}> : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %352 = "stablehlo.add"(%349, %351) : (tensor<2x10xf32>, tensor<2x10xf32>) -> tensor<2x10xf32>
    %353 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.reduce"(%352, %353) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1469 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1469) : (tensor<f32>) -> ()
    }) : (tensor<2x10xf32>, tensor<f32>) -> tensor<10xf32>
    %355 = "stablehlo.reshape"(%354) : (tensor<10xf32>) -> tensor<1x10xf32>
    %356 = "stablehlo.reshape"(%355) : (tensor<1x10xf32>) -> tensor<10xf32>
    %357 = "stablehlo.dot_general"(%352, %301) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x10xf32>, tensor<2x32xf32>) -> tensor<10x32xf32>
    %358 = "stablehlo.transpose"(%357) <{permutation = array<i64: 1, 0>}> : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %359 = "stablehlo.dot_general"(%352, %arg41) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x10xf32>, tensor<32x10xf32>) -> tensor<2x32xf32>
    %360 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.reduce"(%359, %360) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1468 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1468) : (tensor<f32>) -> ()
    }) : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %362 = "stablehlo.reshape"(%361) : (tensor<32xf32>) -> tensor<1x32xf32>
    %363 = "stablehlo.reshape"(%362) : (tensor<1x32xf32>) -> tensor<32xf32>
    %364 = "stablehlo.multiply"(%285, %359) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %365 = "stablehlo.multiply"(%359, %297) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %366 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x32xf32>
    %367 = "stablehlo.multiply"(%366, %364) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %368 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.reduce"(%367, %368) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1467 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1467) : (tensor<f32>) -> ()
    }) : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %370 = "stablehlo.reshape"(%369) : (tensor<32xf32>) -> tensor<1x32xf32>
    %371 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %372 = "stablehlo.multiply"(%364, %371) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %373 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %374 = "stablehlo.reduce"(%372, %373) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1466 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1466) : (tensor<f32>) -> ()
    }) : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %375 = "stablehlo.reshape"(%374) : (tensor<2xf32>) -> tensor<2x1xf32>
    %376 = "stablehlo.reshape"(%370) : (tensor<1x32xf32>) -> tensor<32xf32>
    %377 = "stablehlo.multiply"(%375, %293) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %378 = "stablehlo.negate"(%365) : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %379 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %380 = "stablehlo.reduce"(%378, %379) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1465 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1465) : (tensor<f32>) -> ()
    }) : (tensor<2x32xf32>, tensor<f32>) -> tensor<2xf32>
    %381 = "stablehlo.reshape"(%380) : (tensor<2xf32>) -> tensor<2x1xf32>
    %382 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %383 = "stablehlo.reduce"(%377, %382) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1464 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1464) : (tensor<f32>) -> ()
    }) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %384 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %385 = "stablehlo.reduce"(%381, %384) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1463 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1463) : (tensor<f32>) -> ()
    }) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %386 = "stablehlo.multiply"(%383, %281) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %387 = "stablehlo.negate"(%386) : (tensor<2xf32>) -> tensor<2xf32>
    %388 = "stablehlo.multiply"(%387, %262) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %389 = "stablehlo.add"(%385, %388) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %390 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %392 = "stablehlo.divide"(%386, %391) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x32xf32>
    %394 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %395 = "stablehlo.broadcast_in_dim"(%394) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %396 = "stablehlo.divide"(%389, %395) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x32xf32>
    %398 = "stablehlo.add"(%365, %397) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %399 = "stablehlo.multiply"(%393, %248) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %400 = "stablehlo.add"(%398, %399) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<2x32xf32>) -> tensor<2x1x32xf32>
    %402 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %403 = "stablehlo.pad"(%401, %402) <{edge_padding_high = array<i64: 0, 16, 0>, edge_padding_low = array<i64: 0, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x1x32xf32>, tensor<f32>) -> tensor<2x17x32xf32>
    %404 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %405 = "stablehlo.reduce"(%403, %404) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1462 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1462) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %406 = "stablehlo.reshape"(%405) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %407 = "stablehlo.reshape"(%406) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %408 = "stablehlo.dot_general"(%403, %237) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x32xf32>, tensor<2x17x128xf32>) -> tensor<32x128xf32>
    %409 = "stablehlo.transpose"(%408) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %410 = "stablehlo.dot_general"(%403, %arg25) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x32xf32>, tensor<128x32xf32>) -> tensor<2x17x128xf32>
    %411 = "stablehlo.multiply"(%228, %410) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %412 = "stablehlo.multiply"(%410, %233) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %413 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x128xf32>
    %415 = "stablehlo.multiply"(%414, %411) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %416 = "stablehlo.multiply"(%415, %236) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %417 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x128xf32>
    %419 = "stablehlo.multiply"(%416, %418) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %420 = "stablehlo.negate"(%419) : (tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %421 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x128xf32>
    %423 = "stablehlo.multiply"(%422, %412) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %424 = "stablehlo.add"(%420, %423) : (tensor<2x17x128xf32>, tensor<2x17x128xf32>) -> tensor<2x17x128xf32>
    %425 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.reduce"(%424, %425) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1461 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1461) : (tensor<f32>) -> ()
    }) : (tensor<2x17x128xf32>, tensor<f32>) -> tensor<128xf32>
    %427 = "stablehlo.reshape"(%426) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %428 = "stablehlo.reshape"(%427) : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %429 = "stablehlo.dot_general"(%424, %221) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x128xf32>, tensor<2x17x32xf32>) -> tensor<128x32xf32>
    %430 = "stablehlo.transpose"(%429) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %431 = "stablehlo.dot_general"(%424, %arg23) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x128xf32>, tensor<32x128xf32>) -> tensor<2x17x32xf32>
    %432 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %433 = "stablehlo.reduce"(%431, %432) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1460 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1460) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %434 = "stablehlo.reshape"(%433) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %435 = "stablehlo.reshape"(%434) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %436 = "stablehlo.multiply"(%205, %431) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %437 = "stablehlo.multiply"(%431, %217) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %438 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %439 = "stablehlo.multiply"(%438, %436) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %440 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.reduce"(%439, %440) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1459 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1459) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %442 = "stablehlo.reshape"(%441) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %443 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %444 = "stablehlo.multiply"(%436, %443) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %445 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.reduce"(%444, %445) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1458 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1458) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %447 = "stablehlo.reshape"(%446) : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %448 = "stablehlo.reshape"(%442) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %449 = "stablehlo.multiply"(%447, %213) : (tensor<2x17x1xf32>, tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %450 = "stablehlo.negate"(%437) : (tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %451 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %452 = "stablehlo.reduce"(%450, %451) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1457 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1457) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %453 = "stablehlo.reshape"(%452) : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %454 = "stablehlo.add"(%403, %437) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %455 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %456 = "stablehlo.reduce"(%449, %455) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1456 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1456) : (tensor<f32>) -> ()
    }) : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %457 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.reduce"(%453, %457) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1455 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1455) : (tensor<f32>) -> ()
    }) : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %459 = "stablehlo.multiply"(%456, %201) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %460 = "stablehlo.negate"(%459) : (tensor<2x17xf32>) -> tensor<2x17xf32>
    %461 = "stablehlo.multiply"(%460, %182) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %462 = "stablehlo.add"(%458, %461) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %463 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %465 = "stablehlo.divide"(%459, %464) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x17xf32>) -> tensor<2x17x32xf32>
    %467 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %468 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %469 = "stablehlo.divide"(%462, %468) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %470 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x17xf32>) -> tensor<2x17x32xf32>
    %471 = "stablehlo.add"(%454, %470) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %472 = "stablehlo.multiply"(%466, %168) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %473 = "stablehlo.add"(%471, %472) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %474 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.reduce"(%473, %474) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1454 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1454) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %476 = "stablehlo.reshape"(%475) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %477 = "stablehlo.reshape"(%476) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %478 = "stablehlo.dot_general"(%473, %159) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x32xf32>, tensor<2x17x2x16xf32>) -> tensor<32x2x16xf32>
    %479 = "stablehlo.transpose"(%478) <{permutation = array<i64: 1, 2, 0>}> : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %480 = "stablehlo.dot_general"(%473, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x32xf32>, tensor<2x16x32xf32>) -> tensor<2x17x2x16xf32>
    %481 = "stablehlo.transpose"(%480) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x17x2x16xf32>) -> tensor<2x2x16x17xf32>
    %482 = "stablehlo.dot_general"(%481, %133) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x16x17xf32>, tensor<2x17x2x16xf32>) -> tensor<2x2x17x17xf32>
    %483 = "stablehlo.dot_general"(%481, %153) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x16x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x16x17xf32>
    %484 = "stablehlo.transpose"(%483) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x16x17xf32>) -> tensor<2x17x2x16xf32>
    %485 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %486 = "stablehlo.multiply"(%482, %485) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %487 = "stablehlo.multiply"(%486, %148) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %488 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %489 = "stablehlo.reduce"(%487, %488) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1453 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1453) : (tensor<f32>) -> ()
    }) : (tensor<2x2x17x17xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %490 = "stablehlo.reshape"(%489) : (tensor<2x2x17xf32>) -> tensor<2x2x17x1xf32>
    %491 = "stablehlo.negate"(%490) : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x1xf32>
    %492 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x17x1xf32>) -> tensor<2x2x17x17xf32>
    %493 = "stablehlo.divide"(%482, %492) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %494 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.reduce"(%491, %494) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1452 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1452) : (tensor<f32>) -> ()
    }) : (tensor<2x2x17x1xf32>, tensor<f32>) -> tensor<2x2x17xf32>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x17xf32>) -> tensor<2x2x17x17xf32>
    %497 = "stablehlo.add"(%493, %496) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %498 = "stablehlo.multiply"(%497, %148) : (tensor<2x2x17x17xf32>, tensor<2x2x17x17xf32>) -> tensor<2x2x17x17xf32>
    %499 = "stablehlo.dot_general"(%498, %138) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x17x17xf32>, tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %500 = "stablehlo.transpose"(%499) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %501 = "stablehlo.dot_general"(%498, %129) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x17x17xf32>, tensor<2x17x2x16xf32>) -> tensor<2x2x17x16xf32>
    %502 = "stablehlo.transpose"(%501) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x17x16xf32>) -> tensor<2x17x2x16xf32>
    %503 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17x2x16xf32>
    %504 = "stablehlo.divide"(%502, %503) : (tensor<2x17x2x16xf32>, tensor<2x17x2x16xf32>) -> tensor<2x17x2x16xf32>
    %505 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.reduce"(%484, %505) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1451 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1451) : (tensor<f32>) -> ()
    }) : (tensor<2x17x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %507 = "stablehlo.reshape"(%506) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %508 = "stablehlo.reshape"(%507) : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %509 = "stablehlo.dot_general"(%484, %121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x2x16xf32>, tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %510 = "stablehlo.transpose"(%509) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %511 = "stablehlo.dot_general"(%484, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x17x32xf32>
    %512 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.reduce"(%500, %512) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1450 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1450) : (tensor<f32>) -> ()
    }) : (tensor<2x17x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %514 = "stablehlo.reshape"(%513) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %515 = "stablehlo.reshape"(%514) : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %516 = "stablehlo.dot_general"(%500, %121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x2x16xf32>, tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %517 = "stablehlo.transpose"(%516) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %518 = "stablehlo.dot_general"(%500, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x17x32xf32>
    %519 = "stablehlo.add"(%511, %518) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %520 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.reduce"(%504, %520) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1449 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1449) : (tensor<f32>) -> ()
    }) : (tensor<2x17x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %522 = "stablehlo.reshape"(%521) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %523 = "stablehlo.reshape"(%522) : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %524 = "stablehlo.dot_general"(%504, %121) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x2x16xf32>, tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %525 = "stablehlo.transpose"(%524) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %526 = "stablehlo.dot_general"(%504, %arg35) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x17x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x17x32xf32>
    %527 = "stablehlo.add"(%519, %526) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %528 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.reduce"(%527, %528) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1448 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1448) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %530 = "stablehlo.reshape"(%529) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %531 = "stablehlo.reshape"(%530) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %532 = "stablehlo.multiply"(%105, %527) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %533 = "stablehlo.multiply"(%527, %117) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %534 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x17x1xf32>) -> tensor<2x17x32xf32>
    %535 = "stablehlo.multiply"(%534, %532) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %536 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %537 = "stablehlo.reduce"(%535, %536) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1447 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1447) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<32xf32>
    %538 = "stablehlo.reshape"(%537) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %539 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x17x32xf32>
    %540 = "stablehlo.multiply"(%532, %539) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %541 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %542 = "stablehlo.reduce"(%540, %541) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg109: tensor<f32>, %arg110: tensor<f32>):
      %1446 = "stablehlo.add"(%arg109, %arg110) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1446) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %543 = "stablehlo.reshape"(%542) : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %544 = "stablehlo.reshape"(%538) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %545 = "stablehlo.multiply"(%543, %113) : (tensor<2x17x1xf32>, tensor<2x17x1xf32>) -> tensor<2x17x1xf32>
    %546 = "stablehlo.negate"(%533) : (tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %547 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.reduce"(%546, %547) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg107: tensor<f32>, %arg108: tensor<f32>):
      %1445 = "stablehlo.add"(%arg107, %arg108) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1445) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<2x17xf32>
    %549 = "stablehlo.reshape"(%548) : (tensor<2x17xf32>) -> tensor<2x17x1xf32>
    %550 = "stablehlo.add"(%473, %533) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %551 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.reduce"(%545, %551) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg105: tensor<f32>, %arg106: tensor<f32>):
      %1444 = "stablehlo.add"(%arg105, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1444) : (tensor<f32>) -> ()
    }) : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %553 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %554 = "stablehlo.reduce"(%549, %553) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg103: tensor<f32>, %arg104: tensor<f32>):
      %1443 = "stablehlo.add"(%arg103, %arg104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1443) : (tensor<f32>) -> ()
    }) : (tensor<2x17x1xf32>, tensor<f32>) -> tensor<2x17xf32>
    %555 = "stablehlo.multiply"(%552, %101) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %556 = "stablehlo.negate"(%555) : (tensor<2x17xf32>) -> tensor<2x17xf32>
    %557 = "stablehlo.multiply"(%556, %82) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %558 = "stablehlo.add"(%554, %557) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %559 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %561 = "stablehlo.divide"(%555, %560) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %562 = "stablehlo.broadcast_in_dim"(%561) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x17xf32>) -> tensor<2x17x32xf32>
    %563 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x17xf32>
    %565 = "stablehlo.divide"(%558, %564) : (tensor<2x17xf32>, tensor<2x17xf32>) -> tensor<2x17xf32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x17xf32>) -> tensor<2x17x32xf32>
    %567 = "stablehlo.add"(%550, %566) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %568 = "stablehlo.multiply"(%562, %68) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %569 = "stablehlo.add"(%567, %568) : (tensor<2x17x32xf32>, tensor<2x17x32xf32>) -> tensor<2x17x32xf32>
    %570 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %571 = "stablehlo.reduce"(%569, %570) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg101: tensor<f32>, %arg102: tensor<f32>):
      %1442 = "stablehlo.add"(%arg101, %arg102) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1442) : (tensor<f32>) -> ()
    }) : (tensor<2x17x32xf32>, tensor<f32>) -> tensor<17x32xf32>
    %572 = "stablehlo.reshape"(%571) : (tensor<17x32xf32>) -> tensor<1x17x32xf32>
    %573 = "stablehlo.slice"(%569) <{limit_indices = array<i64: 2, 1, 32>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x17x32xf32>) -> tensor<2x1x32xf32>
    %574 = "stablehlo.slice"(%569) <{limit_indices = array<i64: 2, 17, 32>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x17x32xf32>) -> tensor<2x16x32xf32>
    %575 = "stablehlo.reshape"(%573) : (tensor<2x1x32xf32>) -> tensor<2x1x1x1x1x32xf32>
    %576 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %577 = "stablehlo.reduce"(%575, %576) <{dimensions = array<i64: 0, 2, 4>}> ({
    ^bb0(%arg99: tensor<f32>, %arg100: tensor<f32>):
      %1441 = "stablehlo.add"(%arg99, %arg100) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1441) : (tensor<f32>) -> ()
    }) : (tensor<2x1x1x1x1x32xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %578 = "stablehlo.reshape"(%574) : (tensor<2x16x32xf32>) -> tensor<2x4x4x32xf32>
    %579 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %580 = "stablehlo.reduce"(%578, %579) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg97: tensor<f32>, %arg98: tensor<f32>):
      %1440 = "stablehlo.add"(%arg97, %arg98) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1440) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %581 = "stablehlo.reshape"(%580) : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %582 = "stablehlo.reshape"(%581) : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %583 = "stablehlo.convolution"(%arg95, %578) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 4, 4>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x16x16x3xf32>, tensor<2x4x4x32xf32>) -> tensor<4x4x3x32xf32>
    %584 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %585 = "stablehlo.broadcast_in_dim"(%584) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %586 = "stablehlo.multiply"(%585, %428) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %587 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %589 = "stablehlo.multiply"(%588, %arg47) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %590 = "stablehlo.add"(%586, %589) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %591 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %592 = "stablehlo.broadcast_in_dim"(%591) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %593 = "stablehlo.multiply"(%592, %430) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %594 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %595 = "stablehlo.broadcast_in_dim"(%594) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %596 = "stablehlo.multiply"(%595, %arg48) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %597 = "stablehlo.add"(%593, %596) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %598 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %600 = "stablehlo.multiply"(%599, %407) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %601 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %603 = "stablehlo.multiply"(%602, %arg49) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %604 = "stablehlo.add"(%600, %603) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %605 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %606 = "stablehlo.broadcast_in_dim"(%605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %607 = "stablehlo.multiply"(%606, %409) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %608 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %609 = "stablehlo.broadcast_in_dim"(%608) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %610 = "stablehlo.multiply"(%609, %arg50) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %611 = "stablehlo.add"(%607, %610) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %612 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %613 = "stablehlo.broadcast_in_dim"(%612) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %614 = "stablehlo.multiply"(%613, %531) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %615 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %617 = "stablehlo.multiply"(%616, %arg51) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %618 = "stablehlo.add"(%614, %617) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %619 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %620 = "stablehlo.broadcast_in_dim"(%619) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %621 = "stablehlo.multiply"(%620, %544) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %622 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %623 = "stablehlo.broadcast_in_dim"(%622) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %624 = "stablehlo.multiply"(%623, %arg52) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %625 = "stablehlo.add"(%621, %624) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %626 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %628 = "stablehlo.multiply"(%627, %435) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %629 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %630 = "stablehlo.broadcast_in_dim"(%629) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %631 = "stablehlo.multiply"(%630, %arg53) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %632 = "stablehlo.add"(%628, %631) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %633 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %634 = "stablehlo.broadcast_in_dim"(%633) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %635 = "stablehlo.multiply"(%634, %448) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %636 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %638 = "stablehlo.multiply"(%637, %arg54) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %639 = "stablehlo.add"(%635, %638) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %640 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %642 = "stablehlo.multiply"(%641, %515) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %643 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.broadcast_in_dim"(%643) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %645 = "stablehlo.multiply"(%644, %arg55) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %646 = "stablehlo.add"(%642, %645) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %647 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %649 = "stablehlo.multiply"(%648, %517) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %650 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %651 = "stablehlo.broadcast_in_dim"(%650) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %652 = "stablehlo.multiply"(%651, %arg56) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %653 = "stablehlo.add"(%649, %652) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %654 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %656 = "stablehlo.multiply"(%655, %477) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %657 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %658 = "stablehlo.broadcast_in_dim"(%657) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %659 = "stablehlo.multiply"(%658, %arg57) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %660 = "stablehlo.add"(%656, %659) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %661 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %662 = "stablehlo.broadcast_in_dim"(%661) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %663 = "stablehlo.multiply"(%662, %479) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %664 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %665 = "stablehlo.broadcast_in_dim"(%664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %666 = "stablehlo.multiply"(%665, %arg58) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %667 = "stablehlo.add"(%663, %666) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %668 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.broadcast_in_dim"(%668) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %670 = "stablehlo.multiply"(%669, %523) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %671 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %673 = "stablehlo.multiply"(%672, %arg59) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %674 = "stablehlo.add"(%670, %673) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %675 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %677 = "stablehlo.multiply"(%676, %525) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %678 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %679 = "stablehlo.broadcast_in_dim"(%678) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %680 = "stablehlo.multiply"(%679, %arg60) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %681 = "stablehlo.add"(%677, %680) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %682 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %683 = "stablehlo.broadcast_in_dim"(%682) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %684 = "stablehlo.multiply"(%683, %508) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %685 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %686 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %687 = "stablehlo.multiply"(%686, %arg61) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %688 = "stablehlo.add"(%684, %687) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %689 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %690 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %691 = "stablehlo.multiply"(%690, %510) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %692 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %693 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %694 = "stablehlo.multiply"(%693, %arg62) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %695 = "stablehlo.add"(%691, %694) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %696 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %698 = "stablehlo.multiply"(%697, %582) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %699 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %701 = "stablehlo.multiply"(%700, %arg63) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %702 = "stablehlo.add"(%698, %701) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %703 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %705 = "stablehlo.multiply"(%704, %583) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %706 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %707 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %708 = "stablehlo.multiply"(%707, %arg64) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %709 = "stablehlo.add"(%705, %708) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %710 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %711 = "stablehlo.broadcast_in_dim"(%710) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %712 = "stablehlo.multiply"(%711, %356) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %713 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %714 = "stablehlo.broadcast_in_dim"(%713) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %715 = "stablehlo.multiply"(%714, %arg65) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %716 = "stablehlo.add"(%712, %715) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %717 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %718 = "stablehlo.broadcast_in_dim"(%717) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %719 = "stablehlo.multiply"(%718, %358) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %720 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.broadcast_in_dim"(%720) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %722 = "stablehlo.multiply"(%721, %arg66) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %723 = "stablehlo.add"(%719, %722) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %724 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %725 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %726 = "stablehlo.multiply"(%725, %363) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %727 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %729 = "stablehlo.multiply"(%728, %arg67) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %730 = "stablehlo.add"(%726, %729) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %731 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %732 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %733 = "stablehlo.multiply"(%732, %376) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %734 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %735 = "stablehlo.broadcast_in_dim"(%734) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %736 = "stablehlo.multiply"(%735, %arg68) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %737 = "stablehlo.add"(%733, %736) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %738 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %739 = "stablehlo.broadcast_in_dim"(%738) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %740 = "stablehlo.multiply"(%739, %577) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %741 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.broadcast_in_dim"(%741) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %743 = "stablehlo.multiply"(%742, %arg69) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %744 = "stablehlo.add"(%740, %743) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %745 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %746 = "stablehlo.broadcast_in_dim"(%745) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %747 = "stablehlo.multiply"(%746, %572) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %748 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %749 = "stablehlo.broadcast_in_dim"(%748) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %750 = "stablehlo.multiply"(%749, %arg70) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %751 = "stablehlo.add"(%747, %750) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %752 = "stablehlo.multiply"(%428, %428) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %753 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %754 = "stablehlo.broadcast_in_dim"(%753) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %755 = "stablehlo.multiply"(%754, %752) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %756 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %757 = "stablehlo.broadcast_in_dim"(%756) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %758 = "stablehlo.multiply"(%757, %arg71) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %759 = "stablehlo.add"(%755, %758) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %760 = "stablehlo.multiply"(%430, %430) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %761 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %762 = "stablehlo.broadcast_in_dim"(%761) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %763 = "stablehlo.multiply"(%762, %760) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %764 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %765 = "stablehlo.broadcast_in_dim"(%764) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %766 = "stablehlo.multiply"(%765, %arg72) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %767 = "stablehlo.add"(%763, %766) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %768 = "stablehlo.multiply"(%407, %407) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %769 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %770 = "stablehlo.broadcast_in_dim"(%769) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %771 = "stablehlo.multiply"(%770, %768) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %772 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %773 = "stablehlo.broadcast_in_dim"(%772) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %774 = "stablehlo.multiply"(%773, %arg73) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %775 = "stablehlo.add"(%771, %774) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %776 = "stablehlo.multiply"(%409, %409) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %777 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %778 = "stablehlo.broadcast_in_dim"(%777) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %779 = "stablehlo.multiply"(%778, %776) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %780 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %781 = "stablehlo.broadcast_in_dim"(%780) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %782 = "stablehlo.multiply"(%781, %arg74) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %783 = "stablehlo.add"(%779, %782) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %784 = "stablehlo.multiply"(%531, %531) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %785 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %786 = "stablehlo.broadcast_in_dim"(%785) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %787 = "stablehlo.multiply"(%786, %784) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %788 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %789 = "stablehlo.broadcast_in_dim"(%788) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %790 = "stablehlo.multiply"(%789, %arg75) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %791 = "stablehlo.add"(%787, %790) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %792 = "stablehlo.multiply"(%544, %544) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %793 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %794 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %795 = "stablehlo.multiply"(%794, %792) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %796 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %797 = "stablehlo.broadcast_in_dim"(%796) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %798 = "stablehlo.multiply"(%797, %arg76) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %799 = "stablehlo.add"(%795, %798) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %800 = "stablehlo.multiply"(%435, %435) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %801 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %802 = "stablehlo.broadcast_in_dim"(%801) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %803 = "stablehlo.multiply"(%802, %800) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %804 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %805 = "stablehlo.broadcast_in_dim"(%804) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %806 = "stablehlo.multiply"(%805, %arg77) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %807 = "stablehlo.add"(%803, %806) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %808 = "stablehlo.multiply"(%448, %448) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %809 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %810 = "stablehlo.broadcast_in_dim"(%809) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %811 = "stablehlo.multiply"(%810, %808) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %812 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %813 = "stablehlo.broadcast_in_dim"(%812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %814 = "stablehlo.multiply"(%813, %arg78) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %815 = "stablehlo.add"(%811, %814) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %816 = "stablehlo.multiply"(%515, %515) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %817 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %819 = "stablehlo.multiply"(%818, %816) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %820 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %821 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %822 = "stablehlo.multiply"(%821, %arg79) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %823 = "stablehlo.add"(%819, %822) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %824 = "stablehlo.multiply"(%517, %517) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %825 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %826 = "stablehlo.broadcast_in_dim"(%825) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %827 = "stablehlo.multiply"(%826, %824) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %828 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %829 = "stablehlo.broadcast_in_dim"(%828) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %830 = "stablehlo.multiply"(%829, %arg80) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %831 = "stablehlo.add"(%827, %830) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %832 = "stablehlo.multiply"(%477, %477) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %833 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %834 = "stablehlo.broadcast_in_dim"(%833) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %835 = "stablehlo.multiply"(%834, %832) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %836 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %837 = "stablehlo.broadcast_in_dim"(%836) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %838 = "stablehlo.multiply"(%837, %arg81) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %839 = "stablehlo.add"(%835, %838) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %840 = "stablehlo.multiply"(%479, %479) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %841 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %842 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %843 = "stablehlo.multiply"(%842, %840) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %844 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %845 = "stablehlo.broadcast_in_dim"(%844) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %846 = "stablehlo.multiply"(%845, %arg82) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %847 = "stablehlo.add"(%843, %846) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %848 = "stablehlo.multiply"(%523, %523) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %849 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %850 = "stablehlo.broadcast_in_dim"(%849) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %851 = "stablehlo.multiply"(%850, %848) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %852 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %853 = "stablehlo.broadcast_in_dim"(%852) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %854 = "stablehlo.multiply"(%853, %arg83) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %855 = "stablehlo.add"(%851, %854) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %856 = "stablehlo.multiply"(%525, %525) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %857 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %858 = "stablehlo.broadcast_in_dim"(%857) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %859 = "stablehlo.multiply"(%858, %856) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %860 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %861 = "stablehlo.broadcast_in_dim"(%860) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %862 = "stablehlo.multiply"(%861, %arg84) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %863 = "stablehlo.add"(%859, %862) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %864 = "stablehlo.multiply"(%508, %508) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %865 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %866 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %867 = "stablehlo.multiply"(%866, %864) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %868 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %869 = "stablehlo.broadcast_in_dim"(%868) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %870 = "stablehlo.multiply"(%869, %arg85) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %871 = "stablehlo.add"(%867, %870) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %872 = "stablehlo.multiply"(%510, %510) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %873 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %874 = "stablehlo.broadcast_in_dim"(%873) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %875 = "stablehlo.multiply"(%874, %872) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %876 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %877 = "stablehlo.broadcast_in_dim"(%876) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %878 = "stablehlo.multiply"(%877, %arg86) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %879 = "stablehlo.add"(%875, %878) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %880 = "stablehlo.multiply"(%582, %582) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %881 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %882 = "stablehlo.broadcast_in_dim"(%881) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %883 = "stablehlo.multiply"(%882, %880) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %884 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %885 = "stablehlo.broadcast_in_dim"(%884) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %886 = "stablehlo.multiply"(%885, %arg87) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %887 = "stablehlo.add"(%883, %886) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %888 = "stablehlo.multiply"(%583, %583) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %889 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %890 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %891 = "stablehlo.multiply"(%890, %888) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %892 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %893 = "stablehlo.broadcast_in_dim"(%892) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %894 = "stablehlo.multiply"(%893, %arg88) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %895 = "stablehlo.add"(%891, %894) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %896 = "stablehlo.multiply"(%356, %356) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %897 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %898 = "stablehlo.broadcast_in_dim"(%897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %899 = "stablehlo.multiply"(%898, %896) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %900 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %901 = "stablehlo.broadcast_in_dim"(%900) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %902 = "stablehlo.multiply"(%901, %arg89) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %903 = "stablehlo.add"(%899, %902) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %904 = "stablehlo.multiply"(%358, %358) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %905 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %906 = "stablehlo.broadcast_in_dim"(%905) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %907 = "stablehlo.multiply"(%906, %904) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %908 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %909 = "stablehlo.broadcast_in_dim"(%908) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %910 = "stablehlo.multiply"(%909, %arg90) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %911 = "stablehlo.add"(%907, %910) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %912 = "stablehlo.multiply"(%363, %363) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %913 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %914 = "stablehlo.broadcast_in_dim"(%913) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %915 = "stablehlo.multiply"(%914, %912) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %916 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %917 = "stablehlo.broadcast_in_dim"(%916) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %918 = "stablehlo.multiply"(%917, %arg91) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %919 = "stablehlo.add"(%915, %918) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %920 = "stablehlo.multiply"(%376, %376) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %921 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %923 = "stablehlo.multiply"(%922, %920) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %924 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %925 = "stablehlo.broadcast_in_dim"(%924) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %926 = "stablehlo.multiply"(%925, %arg92) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %927 = "stablehlo.add"(%923, %926) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %928 = "stablehlo.multiply"(%577, %577) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %929 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %930 = "stablehlo.broadcast_in_dim"(%929) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %931 = "stablehlo.multiply"(%930, %928) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %932 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %933 = "stablehlo.broadcast_in_dim"(%932) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %934 = "stablehlo.multiply"(%933, %arg93) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %935 = "stablehlo.add"(%931, %934) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %936 = "stablehlo.multiply"(%572, %572) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %937 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %938 = "stablehlo.broadcast_in_dim"(%937) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %939 = "stablehlo.multiply"(%938, %936) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %940 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %941 = "stablehlo.broadcast_in_dim"(%940) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %942 = "stablehlo.multiply"(%941, %arg94) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %943 = "stablehlo.add"(%939, %942) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %944 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %945 = "stablehlo.compare"(%arg46, %944) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %946 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %947 = "stablehlo.add"(%arg46, %946) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %948 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %949 = "func.call"(%945, %947, %948) <{callee = @_where_2}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %950 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %951 = "stablehlo.convert"(%949) : (tensor<i32>) -> tensor<f32>
    %952 = "stablehlo.power"(%950, %951) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %953 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %954 = "stablehlo.subtract"(%953, %952) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %956 = "stablehlo.divide"(%590, %955) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %957 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %958 = "stablehlo.divide"(%597, %957) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %959 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %960 = "stablehlo.divide"(%604, %959) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %961 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %962 = "stablehlo.divide"(%611, %961) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %963 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %964 = "stablehlo.divide"(%618, %963) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %965 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %966 = "stablehlo.divide"(%625, %965) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %967 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %968 = "stablehlo.divide"(%632, %967) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %969 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %970 = "stablehlo.divide"(%639, %969) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %971 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %972 = "stablehlo.divide"(%646, %971) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %973 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %974 = "stablehlo.divide"(%653, %973) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %975 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %976 = "stablehlo.divide"(%660, %975) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %977 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %978 = "stablehlo.divide"(%667, %977) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %979 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %980 = "stablehlo.divide"(%674, %979) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %981 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %982 = "stablehlo.divide"(%681, %981) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %983 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %984 = "stablehlo.divide"(%688, %983) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %985 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %986 = "stablehlo.divide"(%695, %985) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %987 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %988 = "stablehlo.divide"(%702, %987) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %989 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %990 = "stablehlo.divide"(%709, %989) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %991 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %992 = "stablehlo.divide"(%716, %991) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %993 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %994 = "stablehlo.divide"(%723, %993) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %995 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %996 = "stablehlo.divide"(%730, %995) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %997 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %998 = "stablehlo.divide"(%737, %997) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %999 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %1000 = "stablehlo.divide"(%744, %999) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1001 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %1002 = "stablehlo.divide"(%751, %1001) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %1003 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1004 = "stablehlo.convert"(%949) : (tensor<i32>) -> tensor<f32>
    %1005 = "stablehlo.power"(%1003, %1004) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1006 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.subtract"(%1006, %1005) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1009 = "stablehlo.divide"(%759, %1008) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1010 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1011 = "stablehlo.divide"(%767, %1010) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1012 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1013 = "stablehlo.divide"(%775, %1012) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1014 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1015 = "stablehlo.divide"(%783, %1014) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1016 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1017 = "stablehlo.divide"(%791, %1016) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1018 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1019 = "stablehlo.divide"(%799, %1018) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1020 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1021 = "stablehlo.divide"(%807, %1020) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1022 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1023 = "stablehlo.divide"(%815, %1022) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1024 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1025 = "stablehlo.divide"(%823, %1024) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1026 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1027 = "stablehlo.divide"(%831, %1026) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1028 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1029 = "stablehlo.divide"(%839, %1028) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1030 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1031 = "stablehlo.divide"(%847, %1030) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1032 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1033 = "stablehlo.divide"(%855, %1032) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1034 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1035 = "stablehlo.divide"(%863, %1034) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1036 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1037 = "stablehlo.divide"(%871, %1036) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1038 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1039 = "stablehlo.divide"(%879, %1038) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1040 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1041 = "stablehlo.divide"(%887, %1040) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1042 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %1043 = "stablehlo.divide"(%895, %1042) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %1044 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %1045 = "stablehlo.divide"(%903, %1044) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1046 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %1047 = "stablehlo.divide"(%911, %1046) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %1048 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1049 = "stablehlo.divide"(%919, %1048) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1050 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1051 = "stablehlo.divide"(%927, %1050) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1052 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %1053 = "stablehlo.divide"(%935, %1052) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1054 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %1055 = "stablehlo.divide"(%943, %1054) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %1056 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1057 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1058 = "stablehlo.add"(%1009, %1057) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1059 = "stablehlo.sqrt"(%1058) : (tensor<128xf32>) -> tensor<128xf32>
    %1060 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1062 = "stablehlo.add"(%1059, %1061) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1063 = "stablehlo.divide"(%956, %1062) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1064 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1065 = "stablehlo.broadcast_in_dim"(%1064) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1066 = "stablehlo.add"(%1011, %1065) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1067 = "stablehlo.sqrt"(%1066) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %1068 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1069 = "stablehlo.broadcast_in_dim"(%1068) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1070 = "stablehlo.add"(%1067, %1069) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1071 = "stablehlo.divide"(%958, %1070) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1072 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1073 = "stablehlo.broadcast_in_dim"(%1072) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1074 = "stablehlo.add"(%1013, %1073) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1075 = "stablehlo.sqrt"(%1074) : (tensor<32xf32>) -> tensor<32xf32>
    %1076 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1077 = "stablehlo.broadcast_in_dim"(%1076) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1078 = "stablehlo.add"(%1075, %1077) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1079 = "stablehlo.divide"(%960, %1078) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1080 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1081 = "stablehlo.broadcast_in_dim"(%1080) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1082 = "stablehlo.add"(%1015, %1081) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1083 = "stablehlo.sqrt"(%1082) : (tensor<128x32xf32>) -> tensor<128x32xf32>
    %1084 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1085 = "stablehlo.broadcast_in_dim"(%1084) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1086 = "stablehlo.add"(%1083, %1085) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1087 = "stablehlo.divide"(%962, %1086) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1088 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1089 = "stablehlo.broadcast_in_dim"(%1088) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1090 = "stablehlo.add"(%1017, %1089) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1091 = "stablehlo.sqrt"(%1090) : (tensor<32xf32>) -> tensor<32xf32>
    %1092 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1094 = "stablehlo.add"(%1091, %1093) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1095 = "stablehlo.divide"(%964, %1094) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1096 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1097 = "stablehlo.broadcast_in_dim"(%1096) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1098 = "stablehlo.add"(%1019, %1097) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1099 = "stablehlo.sqrt"(%1098) : (tensor<32xf32>) -> tensor<32xf32>
    %1100 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1101 = "stablehlo.broadcast_in_dim"(%1100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1102 = "stablehlo.add"(%1099, %1101) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1103 = "stablehlo.divide"(%966, %1102) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1105 = "stablehlo.broadcast_in_dim"(%1104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1106 = "stablehlo.add"(%1021, %1105) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1107 = "stablehlo.sqrt"(%1106) : (tensor<32xf32>) -> tensor<32xf32>
    %1108 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1109 = "stablehlo.broadcast_in_dim"(%1108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1110 = "stablehlo.add"(%1107, %1109) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1111 = "stablehlo.divide"(%968, %1110) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1112 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1113 = "stablehlo.broadcast_in_dim"(%1112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1114 = "stablehlo.add"(%1023, %1113) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1115 = "stablehlo.sqrt"(%1114) : (tensor<32xf32>) -> tensor<32xf32>
    %1116 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1117 = "stablehlo.broadcast_in_dim"(%1116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1118 = "stablehlo.add"(%1115, %1117) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1119 = "stablehlo.divide"(%970, %1118) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1120 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1121 = "stablehlo.broadcast_in_dim"(%1120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1122 = "stablehlo.add"(%1025, %1121) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1123 = "stablehlo.sqrt"(%1122) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %1124 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1126 = "stablehlo.add"(%1123, %1125) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1127 = "stablehlo.divide"(%972, %1126) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1128 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1129 = "stablehlo.broadcast_in_dim"(%1128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1130 = "stablehlo.add"(%1027, %1129) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1131 = "stablehlo.sqrt"(%1130) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1132 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1134 = "stablehlo.add"(%1131, %1133) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1135 = "stablehlo.divide"(%974, %1134) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1137 = "stablehlo.broadcast_in_dim"(%1136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1138 = "stablehlo.add"(%1029, %1137) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1139 = "stablehlo.sqrt"(%1138) : (tensor<32xf32>) -> tensor<32xf32>
    %1140 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1141 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1142 = "stablehlo.add"(%1139, %1141) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1143 = "stablehlo.divide"(%976, %1142) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1146 = "stablehlo.add"(%1031, %1145) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1147 = "stablehlo.sqrt"(%1146) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1148 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1150 = "stablehlo.add"(%1147, %1149) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1151 = "stablehlo.divide"(%978, %1150) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1152 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1153 = "stablehlo.broadcast_in_dim"(%1152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1154 = "stablehlo.add"(%1033, %1153) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1155 = "stablehlo.sqrt"(%1154) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %1156 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1157 = "stablehlo.broadcast_in_dim"(%1156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1158 = "stablehlo.add"(%1155, %1157) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1159 = "stablehlo.divide"(%980, %1158) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1160 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1161 = "stablehlo.broadcast_in_dim"(%1160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1162 = "stablehlo.add"(%1035, %1161) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1163 = "stablehlo.sqrt"(%1162) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1164 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1165 = "stablehlo.broadcast_in_dim"(%1164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1166 = "stablehlo.add"(%1163, %1165) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1167 = "stablehlo.divide"(%982, %1166) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1169 = "stablehlo.broadcast_in_dim"(%1168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1170 = "stablehlo.add"(%1037, %1169) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1171 = "stablehlo.sqrt"(%1170) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %1172 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1173 = "stablehlo.broadcast_in_dim"(%1172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1174 = "stablehlo.add"(%1171, %1173) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1175 = "stablehlo.divide"(%984, %1174) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1176 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1177 = "stablehlo.broadcast_in_dim"(%1176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1178 = "stablehlo.add"(%1039, %1177) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1179 = "stablehlo.sqrt"(%1178) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1180 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1182 = "stablehlo.add"(%1179, %1181) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1183 = "stablehlo.divide"(%986, %1182) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1184 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1185 = "stablehlo.broadcast_in_dim"(%1184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1186 = "stablehlo.add"(%1041, %1185) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1187 = "stablehlo.sqrt"(%1186) : (tensor<32xf32>) -> tensor<32xf32>
    %1188 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1189 = "stablehlo.broadcast_in_dim"(%1188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1190 = "stablehlo.add"(%1187, %1189) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1191 = "stablehlo.divide"(%988, %1190) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1193 = "stablehlo.broadcast_in_dim"(%1192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %1194 = "stablehlo.add"(%1043, %1193) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %1195 = "stablehlo.sqrt"(%1194) : (tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %1196 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1197 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %1198 = "stablehlo.add"(%1195, %1197) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %1199 = "stablehlo.divide"(%990, %1198) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %1200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1201 = "stablehlo.broadcast_in_dim"(%1200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %1202 = "stablehlo.add"(%1045, %1201) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1203 = "stablehlo.sqrt"(%1202) : (tensor<10xf32>) -> tensor<10xf32>
    %1204 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %1206 = "stablehlo.add"(%1203, %1205) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1207 = "stablehlo.divide"(%992, %1206) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1208 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1209 = "stablehlo.broadcast_in_dim"(%1208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %1210 = "stablehlo.add"(%1047, %1209) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %1211 = "stablehlo.sqrt"(%1210) : (tensor<32x10xf32>) -> tensor<32x10xf32>
    %1212 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1213 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %1214 = "stablehlo.add"(%1211, %1213) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %1215 = "stablehlo.divide"(%994, %1214) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %1216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1217 = "stablehlo.broadcast_in_dim"(%1216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1218 = "stablehlo.add"(%1049, %1217) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1219 = "stablehlo.sqrt"(%1218) : (tensor<32xf32>) -> tensor<32xf32>
    %1220 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1222 = "stablehlo.add"(%1219, %1221) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1223 = "stablehlo.divide"(%996, %1222) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1224 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1225 = "stablehlo.broadcast_in_dim"(%1224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1226 = "stablehlo.add"(%1051, %1225) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1227 = "stablehlo.sqrt"(%1226) : (tensor<32xf32>) -> tensor<32xf32>
    %1228 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1229 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1230 = "stablehlo.add"(%1227, %1229) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1231 = "stablehlo.divide"(%998, %1230) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1232 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1233 = "stablehlo.broadcast_in_dim"(%1232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %1234 = "stablehlo.add"(%1053, %1233) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1235 = "stablehlo.sqrt"(%1234) : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1236 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1237 = "stablehlo.broadcast_in_dim"(%1236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %1238 = "stablehlo.add"(%1235, %1237) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1239 = "stablehlo.divide"(%1000, %1238) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1240 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1241 = "stablehlo.broadcast_in_dim"(%1240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %1242 = "stablehlo.add"(%1055, %1241) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %1243 = "stablehlo.sqrt"(%1242) : (tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %1244 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1245 = "stablehlo.broadcast_in_dim"(%1244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %1246 = "stablehlo.add"(%1243, %1245) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %1247 = "stablehlo.divide"(%1002, %1246) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %1248 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1249 = "stablehlo.broadcast_in_dim"(%1248) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1250 = "stablehlo.multiply"(%1249, %arg22) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1251 = "stablehlo.add"(%1063, %1250) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1252 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1253 = "stablehlo.broadcast_in_dim"(%1252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1254 = "stablehlo.multiply"(%1253, %arg23) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1255 = "stablehlo.add"(%1071, %1254) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1256 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1257 = "stablehlo.broadcast_in_dim"(%1256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1258 = "stablehlo.multiply"(%1257, %arg24) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1259 = "stablehlo.add"(%1079, %1258) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1260 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1262 = "stablehlo.multiply"(%1261, %arg25) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1263 = "stablehlo.add"(%1087, %1262) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1264 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1265 = "stablehlo.broadcast_in_dim"(%1264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1266 = "stablehlo.multiply"(%1265, %arg26) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1267 = "stablehlo.add"(%1095, %1266) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1268 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "stablehlo.broadcast_in_dim"(%1268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1270 = "stablehlo.multiply"(%1269, %arg27) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1271 = "stablehlo.add"(%1103, %1270) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1272 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1273 = "stablehlo.broadcast_in_dim"(%1272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1274 = "stablehlo.multiply"(%1273, %arg28) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1275 = "stablehlo.add"(%1111, %1274) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1276 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1277 = "stablehlo.broadcast_in_dim"(%1276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1278 = "stablehlo.multiply"(%1277, %arg29) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1279 = "stablehlo.add"(%1119, %1278) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1280 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1281 = "stablehlo.broadcast_in_dim"(%1280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1282 = "stablehlo.multiply"(%1281, %arg30) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1283 = "stablehlo.add"(%1127, %1282) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1284 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1285 = "stablehlo.broadcast_in_dim"(%1284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1286 = "stablehlo.multiply"(%1285, %arg31) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1287 = "stablehlo.add"(%1135, %1286) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1288 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1289 = "stablehlo.broadcast_in_dim"(%1288) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1290 = "stablehlo.multiply"(%1289, %arg32) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1291 = "stablehlo.add"(%1143, %1290) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1292 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1293 = "stablehlo.broadcast_in_dim"(%1292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1294 = "stablehlo.multiply"(%1293, %arg33) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1295 = "stablehlo.add"(%1151, %1294) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1296 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1297 = "stablehlo.broadcast_in_dim"(%1296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1298 = "stablehlo.multiply"(%1297, %arg34) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1299 = "stablehlo.add"(%1159, %1298) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1300 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1301 = "stablehlo.broadcast_in_dim"(%1300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1302 = "stablehlo.multiply"(%1301, %arg35) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1303 = "stablehlo.add"(%1167, %1302) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1304 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1305 = "stablehlo.broadcast_in_dim"(%1304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1306 = "stablehlo.multiply"(%1305, %arg36) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1307 = "stablehlo.add"(%1175, %1306) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1308 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1309 = "stablehlo.broadcast_in_dim"(%1308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1310 = "stablehlo.multiply"(%1309, %arg37) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1311 = "stablehlo.add"(%1183, %1310) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1312 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1313 = "stablehlo.broadcast_in_dim"(%1312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1314 = "stablehlo.multiply"(%1313, %arg38) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1315 = "stablehlo.add"(%1191, %1314) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1316 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1317 = "stablehlo.broadcast_in_dim"(%1316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %1318 = "stablehlo.multiply"(%1317, %arg39) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %1319 = "stablehlo.add"(%1199, %1318) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %1320 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1321 = "stablehlo.broadcast_in_dim"(%1320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %1322 = "stablehlo.multiply"(%1321, %arg40) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1323 = "stablehlo.add"(%1207, %1322) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1324 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %1326 = "stablehlo.multiply"(%1325, %arg41) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %1327 = "stablehlo.add"(%1215, %1326) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %1328 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1329 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1330 = "stablehlo.multiply"(%1329, %arg42) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1331 = "stablehlo.add"(%1223, %1330) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1332 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1333 = "stablehlo.broadcast_in_dim"(%1332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1334 = "stablehlo.multiply"(%1333, %arg43) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1335 = "stablehlo.add"(%1231, %1334) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1336 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1337 = "stablehlo.broadcast_in_dim"(%1336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %1338 = "stablehlo.multiply"(%1337, %arg44) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1339 = "stablehlo.add"(%1239, %1338) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1340 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %1341 = "stablehlo.broadcast_in_dim"(%1340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %1342 = "stablehlo.multiply"(%1341, %arg45) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %1343 = "stablehlo.add"(%1247, %1342) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %1344 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1345 = "stablehlo.broadcast_in_dim"(%1344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1346 = "stablehlo.multiply"(%1345, %1251) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1347 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1348 = "stablehlo.broadcast_in_dim"(%1347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1349 = "stablehlo.multiply"(%1348, %1255) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1350 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1351 = "stablehlo.broadcast_in_dim"(%1350) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1352 = "stablehlo.multiply"(%1351, %1259) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1353 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1354 = "stablehlo.broadcast_in_dim"(%1353) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1355 = "stablehlo.multiply"(%1354, %1263) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1356 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1357 = "stablehlo.broadcast_in_dim"(%1356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1358 = "stablehlo.multiply"(%1357, %1267) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1359 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.broadcast_in_dim"(%1359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1361 = "stablehlo.multiply"(%1360, %1271) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1362 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1363 = "stablehlo.broadcast_in_dim"(%1362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1364 = "stablehlo.multiply"(%1363, %1275) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1365 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1366 = "stablehlo.broadcast_in_dim"(%1365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1367 = "stablehlo.multiply"(%1366, %1279) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1368 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1369 = "stablehlo.broadcast_in_dim"(%1368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1370 = "stablehlo.multiply"(%1369, %1283) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1371 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1372 = "stablehlo.broadcast_in_dim"(%1371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1373 = "stablehlo.multiply"(%1372, %1287) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1374 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1375 = "stablehlo.broadcast_in_dim"(%1374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1376 = "stablehlo.multiply"(%1375, %1291) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1377 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1378 = "stablehlo.broadcast_in_dim"(%1377) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1379 = "stablehlo.multiply"(%1378, %1295) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1380 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1381 = "stablehlo.broadcast_in_dim"(%1380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1382 = "stablehlo.multiply"(%1381, %1299) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1383 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1384 = "stablehlo.broadcast_in_dim"(%1383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1385 = "stablehlo.multiply"(%1384, %1303) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1386 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1387 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1388 = "stablehlo.multiply"(%1387, %1307) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1389 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1390 = "stablehlo.broadcast_in_dim"(%1389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1391 = "stablehlo.multiply"(%1390, %1311) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1392 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1393 = "stablehlo.broadcast_in_dim"(%1392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1394 = "stablehlo.multiply"(%1393, %1315) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1395 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1396 = "stablehlo.broadcast_in_dim"(%1395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x4x3x32xf32>
    %1397 = "stablehlo.multiply"(%1396, %1319) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %1398 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1399 = "stablehlo.broadcast_in_dim"(%1398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<10xf32>
    %1400 = "stablehlo.multiply"(%1399, %1323) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1401 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1402 = "stablehlo.broadcast_in_dim"(%1401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x10xf32>
    %1403 = "stablehlo.multiply"(%1402, %1327) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %1404 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1405 = "stablehlo.broadcast_in_dim"(%1404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1406 = "stablehlo.multiply"(%1405, %1331) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1407 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1408 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1409 = "stablehlo.multiply"(%1408, %1335) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1410 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1411 = "stablehlo.broadcast_in_dim"(%1410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x32xf32>
    %1412 = "stablehlo.multiply"(%1411, %1339) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1413 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1414 = "stablehlo.broadcast_in_dim"(%1413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x17x32xf32>
    %1415 = "stablehlo.multiply"(%1414, %1343) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    %1416 = "stablehlo.add"(%arg22, %1346) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1417 = "stablehlo.add"(%arg23, %1349) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1418 = "stablehlo.add"(%arg24, %1352) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1419 = "stablehlo.add"(%arg25, %1355) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1420 = "stablehlo.add"(%arg26, %1358) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1421 = "stablehlo.add"(%arg27, %1361) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1422 = "stablehlo.add"(%arg28, %1364) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1423 = "stablehlo.add"(%arg29, %1367) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1424 = "stablehlo.add"(%arg30, %1370) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1425 = "stablehlo.add"(%arg31, %1373) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1426 = "stablehlo.add"(%arg32, %1376) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1427 = "stablehlo.add"(%arg33, %1379) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1428 = "stablehlo.add"(%arg34, %1382) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1429 = "stablehlo.add"(%arg35, %1385) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1430 = "stablehlo.add"(%arg36, %1388) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1431 = "stablehlo.add"(%arg37, %1391) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1432 = "stablehlo.add"(%arg38, %1394) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1433 = "stablehlo.add"(%arg39, %1397) : (tensor<4x4x3x32xf32>, tensor<4x4x3x32xf32>) -> tensor<4x4x3x32xf32>
    %1434 = "stablehlo.add"(%arg40, %1400) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32>
    %1435 = "stablehlo.add"(%arg41, %1403) : (tensor<32x10xf32>, tensor<32x10xf32>) -> tensor<32x10xf32>
    %1436 = "stablehlo.add"(%arg42, %1406) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1437 = "stablehlo.add"(%arg43, %1409) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1438 = "stablehlo.add"(%arg44, %1412) : (tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %1439 = "stablehlo.add"(%arg45, %1415) : (tensor<1x17x32xf32>, tensor<1x17x32xf32>) -> tensor<1x17x32xf32>
    "func.return"(%1416, %1417, %1418, %1419, %1420, %1421, %1422, %1423, %1424, %1425, %1426, %1427, %1428, %1429, %1430, %1431, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %949, %590, %597, %604, %611, %618, %625, %632, %639, %646, %653, %660, %667, %674, %681, %688, %695, %702, %709, %716, %723, %730, %737, %744, %751, %759, %767, %775, %783, %791, %799, %807, %815, %823, %831, %839, %847, %855, %863, %871, %879, %887, %895, %903, %911, %919, %927, %935, %943, %335) : (tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<4x4x3x32xf32>, tensor<10xf32>, tensor<32x10xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32xf32>, tensor<1x17x32xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x10xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>), sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<2x10xf32>, %arg19: tensor<2x1xi32>):
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x1xi32>
    %33 = "stablehlo.compare"(%arg19, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %34 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x1xi32>
    %36 = "stablehlo.add"(%arg19, %35) : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %37 = "stablehlo.select"(%33, %36, %arg19) : (tensor<2x1xi1>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %38 = "stablehlo.reshape"(%37) : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %39 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %40 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x1x1xi32>
    %42 = "stablehlo.compare"(%38, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %43 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %45 = "stablehlo.compare"(%38, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %46 = "stablehlo.and"(%42, %45) : (tensor<2x1x1xi1>, tensor<2x1x1xi1>) -> tensor<2x1x1xi1>
    %47 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %48 = "stablehlo.reduce"(%46, %47) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg20: tensor<i1>, %arg21: tensor<i1>):
      %53 = "stablehlo.and"(%arg20, %arg21) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%53) : (tensor<i1>) -> ()
    }) : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %49 = "stablehlo.gather"(%arg18, %38) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x10xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %50 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %52 = "stablehlo.select"(%48, %49, %51) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    "func.return"(%52, %38) : (tensor<2x1xf32>, tensor<2x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>), sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<2x1xf32>, %arg15: tensor<i32>):
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.compare"(%arg15, %10) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %12 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.add"(%arg15, %12) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %14 = "func.call"(%11, %13, %arg15) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %17 = "stablehlo.convert"(%15) : (tensor<1xi32>) -> tensor<1xi32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %20 = "stablehlo.compare"(%17, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %21 = "stablehlo.compare"(%17, %16) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %22 = "stablehlo.and"(%20, %21) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %23 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %24 = "stablehlo.reduce"(%22, %23) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg16: tensor<i1>, %arg17: tensor<i1>):
      %30 = "stablehlo.and"(%arg16, %arg17) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%30) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %25 = "stablehlo.gather"(%arg14, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x1xf32>, tensor<1xi32>) -> tensor<2xf32>
    %26 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2xi1>
    %27 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %29 = "stablehlo.select"(%26, %25, %28) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%29, %15) : (tensor<2xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<i1>, %arg12: tensor<i32>, %arg13: tensor<i32>):
    %9 = "stablehlo.select"(%arg11, %arg12, %arg13) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%9) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>, sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<1xi32>, %arg8: tensor<2xf32>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %7 = "stablehlo.scatter"(%6, %arg7, %arg8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %8 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    "func.return"(%7) : (tensor<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>, sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x1x1xi32>, %arg4: tensor<2x1xf32>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x10xf32>
    %3 = "stablehlo.scatter"(%2, %arg3, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %4 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<2x10xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    "func.return"(%3) : (tensor<2x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
