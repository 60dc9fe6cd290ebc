"builtin.module"() <{sym_name = "jit_cnn_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], function_type = (tensor<6xf32>, tensor<3x3x3x6xf32>, tensor<2x2x6x5xf32>, tensor<6xf32>, tensor<360x7xf32>, tensor<2x8x8x3xf32>, tensor<2xi32>, tensor<2xui32>) -> (tensor<6xf32>, tensor<3x3x3x6xf32>, tensor<2x2x6x5xf32>, tensor<6xf32>, tensor<360x7xf32>, tensor<f32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['be']"}, {jax.result_info = "result[0]['c1']"}, {jax.result_info = "result[0]['ct']"}, {jax.result_info = "result[0]['g']"}, {jax.result_info = "result[0]['w']"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg82: tensor<6xf32>, %arg83: tensor<3x3x3x6xf32>, %arg84: tensor<2x2x6x5xf32>, %arg85: tensor<6xf32>, %arg86: tensor<360x7xf32>, %arg87: tensor<2x8x8x3xf32>, %arg88: tensor<2xi32>, %arg89: tensor<2xui32>):
    %260 = "stablehlo.convert"(%arg87) : (tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xbf16>
    %261 = "stablehlo.convert"(%arg83) : (tensor<3x3x3x6xf32>) -> tensor<3x3x3x6xbf16>
    %262 = "stablehlo.convolution"(%260, %261) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x8x8x3xbf16>, tensor<3x3x3x6xbf16>) -> tensor<2x4x4x6xbf16>
    %263 = "stablehlo.convert"(%262) : (tensor<2x4x4x6xbf16>) -> tensor<2x4x4x6xf32>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.reduce"(%263, %264) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg122: tensor<f32>, %arg123: tensor<f32>):
      %509 = "stablehlo.add"(%arg122, %arg123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%509) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x6xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %267 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %269 = "stablehlo.divide"(%266, %268) : (tensor<2x4x4x1xf32>, tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x6xf32>
    %271 = "stablehlo.subtract"(%263, %270) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %272 = "stablehlo.multiply"(%271, %271) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %273 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %275 = "stablehlo.multiply"(%274, %271) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %276 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.reduce"(%272, %276) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg120: tensor<f32>, %arg121: tensor<f32>):
      %508 = "stablehlo.add"(%arg120, %arg121) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%508) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x6xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %278 = "stablehlo.broadcast_in_dim"(%277) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %279 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %281 = "stablehlo.divide"(%278, %280) : (tensor<2x4x4x1xf32>, tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %282 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x6xf32>
    %283 = "stablehlo.subtract"(%263, %282) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %284 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %286 = "stablehlo.add"(%281, %285) : (tensor<2x4x4x1xf32>, tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %287 = "stablehlo.rsqrt"(%286) : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %288 = "stablehlo.divide"(%287, %286) : (tensor<2x4x4x1xf32>, tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %289 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %291 = "stablehlo.multiply"(%290, %288) : (tensor<2x4x4x1xf32>, tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %292 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x6xf32>
    %293 = "stablehlo.multiply"(%283, %292) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %294 = "stablehlo.broadcast_in_dim"(%arg85) <{broadcast_dimensions = array<i64: 3>}> : (tensor<6xf32>) -> tensor<1x1x1x6xf32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x6xf32>) -> tensor<2x4x4x6xf32>
    %296 = "stablehlo.multiply"(%293, %295) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %297 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64: 3>}> : (tensor<6xf32>) -> tensor<1x1x1x6xf32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x6xf32>) -> tensor<2x4x4x6xf32>
    %299 = "stablehlo.add"(%296, %298) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %300 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %302 = "stablehlo.multiply"(%301, %299) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %303 = "stablehlo.negate"(%299) : (tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %304 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %306 = "stablehlo.multiply"(%303, %305) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %307 = "chlo.erfc"(%306) : (tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %308 = "chlo.square"(%306) : (tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %309 = "stablehlo.negate"(%308) : (tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %310 = "stablehlo.exponential"(%309) : (tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %311 = "stablehlo.multiply"(%302, %307) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %312 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %313 = "func.call"(%arg89, %312) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<2x4x4x6xi1>
    %314 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %316 = "stablehlo.divide"(%311, %315) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %317 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "func.call"(%313, %316, %317) <{callee = @_where}> : (tensor<2x4x4x6xi1>, tensor<2x4x4x6xf32>, tensor<f32>) -> tensor<2x4x4x6xf32>
    %319 = "stablehlo.convolution"(%318, %arg84) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x6xf32>, tensor<2x2x6x5xf32>) -> tensor<2x8x8x5xf32>
    %320:3 = "func.call"(%319) <{callee = @silu}> : (tensor<2x8x8x5xf32>) -> (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>)
    %321 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %323 = "stablehlo.reduce_window"(%320#0, %322) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg118: tensor<f32>, %arg119: tensor<f32>):
      %507 = "stablehlo.add"(%arg118, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%507) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x5xf32>, tensor<f32>) -> tensor<2x4x4x5xf32>
    %324 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x5xf32>
    %326 = "stablehlo.divide"(%323, %325) : (tensor<2x4x4x5xf32>, tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
    %327 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %328 = "func.call"(%326, %327) <{callee = @_pad}> : (tensor<2x4x4x5xf32>, tensor<i32>) -> tensor<2x6x6x5xf32>
    %329 = "func.call"(%328) <{callee = @_roll_static}> : (tensor<2x6x6x5xf32>) -> tensor<2x6x6x5xf32>
    %330 = "stablehlo.concatenate"(%328, %329) <{dimension = 3 : i64}> : (tensor<2x6x6x5xf32>, tensor<2x6x6x5xf32>) -> tensor<2x6x6x10xf32>
    %331 = "stablehlo.reshape"(%330) : (tensor<2x6x6x10xf32>) -> tensor<2x360xf32>
    %332 = "stablehlo.dot_general"(%331, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x360xf32>, tensor<360x7xf32>) -> tensor<2x7xf32>
    %333 = "stablehlo.constant"() <{value = dense<-5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %335:3 = "func.call"(%332, %333, %334) <{callee = @clip}> : (tensor<2x7xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x7xf32>, tensor<2x7xf32>, tensor<2x7xf32>)
    %336:3 = "func.call"(%335#0) <{callee = @log_softmax}> : (tensor<2x7xf32>) -> (tensor<2x7xf32>, tensor<2x7xf32>, tensor<2x1xf32>)
    %337 = "func.call"(%arg88) <{callee = @_one_hot}> : (tensor<2xi32>) -> tensor<2x7xf32>
    %338 = "stablehlo.multiply"(%337, %336#0) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.reduce"(%338, %339) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg116: tensor<f32>, %arg117: tensor<f32>):
      %506 = "stablehlo.add"(%arg116, %arg117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%506) : (tensor<f32>) -> ()
    }) : (tensor<2x7xf32>, tensor<f32>) -> tensor<2xf32>
    %341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.reduce"(%340, %341) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %505 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%505) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %343 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %344 = "stablehlo.divide"(%342, %343) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %345 = "stablehlo.negate"(%344) : (tensor<f32>) -> tensor<f32>
    %346 = "func.call"(%335#0) <{callee = @cumsum}> : (tensor<2x7xf32>) -> tensor<2x7xf32>
    %347 = "stablehlo.slice"(%346) <{limit_indices = array<i64: 2, 7>, start_indices = array<i64: 0, 6>, strides = array<i64: 1, 1>}> : (tensor<2x7xf32>) -> tensor<2x1xf32>
    %348 = "stablehlo.reshape"(%347) : (tensor<2x1xf32>) -> tensor<2xf32>
    %349 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.reduce"(%348, %349) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %504 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%504) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %351 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %352 = "stablehlo.divide"(%350, %351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %353 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.multiply"(%353, %352) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %355 = "stablehlo.add"(%345, %354) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %356 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.multiply"(%356, %357) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %359 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.divide"(%358, %359) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %363 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.pad"(%362, %363) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 6>, interior_padding = array<i64: 0, 0>}> : (tensor<2x1xf32>, tensor<f32>) -> tensor<2x7xf32>
    %365 = "func.call"(%364) <{callee = @cumsum_1}> : (tensor<2x7xf32>) -> tensor<2x7xf32>
    %366 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %367 = "stablehlo.negate"(%366) : (tensor<f32>) -> tensor<f32>
    %368 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.divide"(%367, %368) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %370 = "stablehlo.broadcast_in_dim"(%369) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x7xf32>
    %372 = "stablehlo.multiply"(%337, %371) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %373 = "func.call"(%336#1, %336#2, %372) <{callee = @log_softmax_3}> : (tensor<2x7xf32>, tensor<2x1xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %374 = "stablehlo.add"(%365, %373) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %375 = "func.call"(%335#1, %335#2, %374) <{callee = @clip_4}> : (tensor<2x7xf32>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %376 = "stablehlo.dot_general"(%375, %331) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x7xf32>, tensor<2x360xf32>) -> tensor<7x360xf32>
    %377 = "stablehlo.transpose"(%376) <{permutation = array<i64: 1, 0>}> : (tensor<7x360xf32>) -> tensor<360x7xf32>
    %378 = "stablehlo.dot_general"(%375, %arg86) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x7xf32>, tensor<360x7xf32>) -> tensor<2x360xf32>
    %379 = "stablehlo.reshape"(%378) : (tensor<2x360xf32>) -> tensor<2x6x6x10xf32>
    %380 = "stablehlo.slice"(%379) <{limit_indices = array<i64: 2, 6, 6, 5>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x6x6x10xf32>) -> tensor<2x6x6x5xf32>
    %381 = "stablehlo.slice"(%379) <{limit_indices = array<i64: 2, 6, 6, 10>, start_indices = array<i64: 0, 0, 0, 5>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x6x6x10xf32>) -> tensor<2x6x6x5xf32>
    %382 = "func.call"(%381) <{callee = @_roll_static_5}> : (tensor<2x6x6x5xf32>) -> tensor<2x6x6x5xf32>
    %383 = "stablehlo.add"(%380, %382) : (tensor<2x6x6x5xf32>, tensor<2x6x6x5xf32>) -> tensor<2x6x6x5xf32>
    %384 = "func.call"(%383) <{callee = @_pad_6}> : (tensor<2x6x6x5xf32>) -> tensor<2x4x4x5xf32>
    %385 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x5xf32>
    %387 = "stablehlo.divide"(%384, %386) : (tensor<2x4x4x5xf32>, tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
    %388 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %389 = "stablehlo.pad"(%387, %388) <{edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 1, 1, 0>}> : (tensor<2x4x4x5xf32>, tensor<f32>) -> tensor<2x9x9x5xf32>
    %390 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %392 = "stablehlo.reduce_window"(%389, %391) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %503 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%503) : (tensor<f32>) -> ()
    }) : (tensor<2x9x9x5xf32>, tensor<f32>) -> tensor<2x8x8x5xf32>
    %393 = "func.call"(%320#1, %320#2, %319, %392) <{callee = @silu_7}> : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %394 = "stablehlo.convolution"(%318, %393) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 2, 2>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x6xf32>, tensor<2x8x8x5xf32>) -> tensor<2x2x6x5xf32>
    %395 = "stablehlo.reverse"(%arg84) <{dimensions = array<i64: 0, 1>}> : (tensor<2x2x6x5xf32>) -> tensor<2x2x6x5xf32>
    %396 = "stablehlo.convolution"(%393, %395) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x8x8x5xf32>, tensor<2x2x6x5xf32>) -> tensor<2x4x4x6xf32>
    %397 = "func.call"(%313, %396) <{callee = @_where_8}> : (tensor<2x4x4x6xi1>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %398 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %400 = "stablehlo.divide"(%397, %399) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %401 = "stablehlo.multiply"(%302, %400) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %402 = "stablehlo.multiply"(%400, %307) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %403 = "stablehlo.constant"() <{value = dense<-1.12837923> : tensor<f32>}> : () -> tensor<f32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %405 = "stablehlo.multiply"(%404, %401) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %406 = "stablehlo.multiply"(%405, %310) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %407 = "stablehlo.constant"() <{value = dense<0.707106769> : tensor<f32>}> : () -> tensor<f32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %409 = "stablehlo.multiply"(%406, %408) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %410 = "stablehlo.negate"(%409) : (tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %411 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %413 = "stablehlo.multiply"(%412, %402) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %414 = "stablehlo.add"(%410, %413) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %415 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %416 = "stablehlo.reduce"(%414, %415) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg108: tensor<f32>, %arg109: tensor<f32>):
      %502 = "stablehlo.add"(%arg108, %arg109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%502) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %417 = "stablehlo.reshape"(%416) : (tensor<6xf32>) -> tensor<1x1x1x6xf32>
    %418 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %419 = "stablehlo.reduce"(%417, %418) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg106: tensor<f32>, %arg107: tensor<f32>):
      %501 = "stablehlo.add"(%arg106, %arg107) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%501) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x6xf32>, tensor<f32>) -> tensor<6xf32>
    %420 = "stablehlo.multiply"(%293, %414) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %421 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %422 = "stablehlo.reduce"(%420, %421) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg104: tensor<f32>, %arg105: tensor<f32>):
      %500 = "stablehlo.add"(%arg104, %arg105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%500) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x6xf32>, tensor<f32>) -> tensor<6xf32>
    %423 = "stablehlo.reshape"(%422) : (tensor<6xf32>) -> tensor<1x1x1x6xf32>
    %424 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x6xf32>) -> tensor<2x4x4x6xf32>
    %425 = "stablehlo.multiply"(%414, %424) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %426 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %427 = "stablehlo.reduce"(%423, %426) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg102: tensor<f32>, %arg103: tensor<f32>):
      %499 = "stablehlo.add"(%arg102, %arg103) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%499) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x6xf32>, tensor<f32>) -> tensor<6xf32>
    %428 = "stablehlo.multiply"(%283, %425) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %429 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.reduce"(%428, %429) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg100: tensor<f32>, %arg101: tensor<f32>):
      %498 = "stablehlo.add"(%arg100, %arg101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%498) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x6xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %431 = "stablehlo.reshape"(%430) : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %432 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x4x4x1xf32>) -> tensor<2x4x4x6xf32>
    %433 = "stablehlo.multiply"(%425, %432) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %434 = "stablehlo.multiply"(%431, %291) : (tensor<2x4x4x1xf32>, tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %435 = "stablehlo.negate"(%433) : (tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %436 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %437 = "stablehlo.reduce"(%435, %436) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg98: tensor<f32>, %arg99: tensor<f32>):
      %497 = "stablehlo.add"(%arg98, %arg99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%497) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x6xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %438 = "stablehlo.reshape"(%437) : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %439 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %440 = "stablehlo.broadcast_in_dim"(%439) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %441 = "stablehlo.divide"(%434, %440) : (tensor<2x4x4x1xf32>, tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %442 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %443 = "stablehlo.reduce"(%441, %442) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg96: tensor<f32>, %arg97: tensor<f32>):
      %496 = "stablehlo.add"(%arg96, %arg97) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%496) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x1xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x4xf32>) -> tensor<2x4x4x6xf32>
    %445 = "stablehlo.multiply"(%444, %275) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %446 = "stablehlo.negate"(%445) : (tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %447 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %448 = "stablehlo.reduce"(%446, %447) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg94: tensor<f32>, %arg95: tensor<f32>):
      %495 = "stablehlo.add"(%arg94, %arg95) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%495) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x6xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %449 = "stablehlo.reshape"(%448) : (tensor<2x4x4xf32>) -> tensor<2x4x4x1xf32>
    %450 = "stablehlo.add"(%433, %445) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %451 = "stablehlo.add"(%438, %449) : (tensor<2x4x4x1xf32>, tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %452 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x1xf32>
    %454 = "stablehlo.divide"(%451, %453) : (tensor<2x4x4x1xf32>, tensor<2x4x4x1xf32>) -> tensor<2x4x4x1xf32>
    %455 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %456 = "stablehlo.reduce"(%454, %455) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %494 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%494) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x1xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x4x4xf32>) -> tensor<2x4x4x6xf32>
    %458 = "stablehlo.add"(%450, %457) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %459 = "stablehlo.convert"(%458) : (tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xbf16>
    %460 = "stablehlo.convolution"(%260, %459) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x8x8x3xbf16>, tensor<2x4x4x6xbf16>) -> tensor<3x3x3x6xbf16>
    %461 = "stablehlo.convert"(%460) : (tensor<3x3x3x6xbf16>) -> tensor<3x3x3x6xf32>
    %462 = "stablehlo.reshape"(%arg87) : (tensor<2x8x8x3xf32>) -> tensor<2x192xf32>
    %463 = "stablehlo.slice"(%462) <{limit_indices = array<i64: 2, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x192xf32>) -> tensor<2x5xf32>
    %464 = "stablehlo.slice"(%arg86) <{limit_indices = array<i64: 5, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<360x7xf32>) -> tensor<5x7xf32>
    %465 = "stablehlo.dot_general"(%463, %464) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5xf32>, tensor<5x7xf32>) -> tensor<2x7xf32>
    %466 = "func.call"(%465) <{callee = @argmax}> : (tensor<2x7xf32>) -> tensor<2xi32>
    %467 = "stablehlo.compare"(%466, %arg88) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %468 = "stablehlo.convert"(%467) : (tensor<2xi1>) -> tensor<2xf32>
    %469 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %470 = "stablehlo.reduce"(%468, %469) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %493 = "stablehlo.add"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%493) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %471 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.divide"(%470, %471) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %473 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %474 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %475 = "stablehlo.multiply"(%474, %419) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %476 = "stablehlo.subtract"(%arg82, %475) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %477 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x3x6xf32>
    %479 = "stablehlo.multiply"(%478, %461) : (tensor<3x3x3x6xf32>, tensor<3x3x3x6xf32>) -> tensor<3x3x3x6xf32>
    %480 = "stablehlo.subtract"(%arg83, %479) : (tensor<3x3x3x6xf32>, tensor<3x3x3x6xf32>) -> tensor<3x3x3x6xf32>
    %481 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.broadcast_in_dim"(%481) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x6x5xf32>
    %483 = "stablehlo.multiply"(%482, %394) : (tensor<2x2x6x5xf32>, tensor<2x2x6x5xf32>) -> tensor<2x2x6x5xf32>
    %484 = "stablehlo.subtract"(%arg84, %483) : (tensor<2x2x6x5xf32>, tensor<2x2x6x5xf32>) -> tensor<2x2x6x5xf32>
    %485 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %486 = "stablehlo.broadcast_in_dim"(%485) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %487 = "stablehlo.multiply"(%486, %427) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %488 = "stablehlo.subtract"(%arg85, %487) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %489 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
    %490 = "stablehlo.broadcast_in_dim"(%489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<360x7xf32>
    %491 = "stablehlo.multiply"(%490, %377) : (tensor<360x7xf32>, tensor<360x7xf32>) -> tensor<360x7xf32>
    %492 = "stablehlo.subtract"(%arg86, %491) : (tensor<360x7xf32>, tensor<360x7xf32>) -> tensor<360x7xf32>
    "func.return"(%476, %480, %484, %488, %492, %355, %472) : (tensor<6xf32>, tensor<3x3x3x6xf32>, tensor<2x2x6x5xf32>, tensor<6xf32>, tensor<360x7xf32>, tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<2x4x4x6xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg80: tensor<2xui32>, %arg81: tensor<f32>):
    %255 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %257 = "func.call"(%arg80, %255, %256) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x4x4x6xf32>
    %258 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %259 = "stablehlo.compare"(%257, %258) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xi1>
    "func.return"(%259) : (tensor<2x4x4x6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x4x4x6xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<2xui32>, %arg78: tensor<f32>, %arg79: tensor<f32>):
    %204 = "stablehlo.convert"(%arg78) : (tensor<f32>) -> tensor<f32>
    %205 = "stablehlo.convert"(%arg79) : (tensor<f32>) -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %207 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %208 = "stablehlo.slice"(%arg77) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %209 = "stablehlo.reshape"(%208) : (tensor<1xui32>) -> tensor<ui32>
    %210 = "stablehlo.slice"(%arg77) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %211 = "stablehlo.reshape"(%210) : (tensor<1xui32>) -> tensor<ui32>
    %212 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2x4x4x6xui64>
    %213 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x4x4x6xui64>
    %214 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<2x4x4x6xui64>
    %215 = "stablehlo.iota"() <{iota_dimension = 3 : i64}> : () -> tensor<2x4x4x6xui64>
    %216 = "stablehlo.constant"() <{value = dense<96> : tensor<ui64>}> : () -> tensor<ui64>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x4x4x6xui64>
    %218 = "stablehlo.multiply"(%217, %212) : (tensor<2x4x4x6xui64>, tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui64>
    %219 = "stablehlo.constant"() <{value = dense<24> : tensor<ui64>}> : () -> tensor<ui64>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x4x4x6xui64>
    %221 = "stablehlo.multiply"(%220, %213) : (tensor<2x4x4x6xui64>, tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui64>
    %222 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x4x4x6xui64>
    %224 = "stablehlo.multiply"(%223, %214) : (tensor<2x4x4x6xui64>, tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui64>
    %225 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x4x4x6xui64>
    %227 = "stablehlo.multiply"(%226, %215) : (tensor<2x4x4x6xui64>, tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui64>
    %228 = "stablehlo.add"(%218, %221) : (tensor<2x4x4x6xui64>, tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui64>
    %229 = "stablehlo.add"(%228, %224) : (tensor<2x4x4x6xui64>, tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui64>
    %230 = "stablehlo.add"(%229, %227) : (tensor<2x4x4x6xui64>, tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui64>
    %231 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x4x4x6xui64>
    %233 = "stablehlo.shift_right_logical"(%230, %232) : (tensor<2x4x4x6xui64>, tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui64>
    %234 = "stablehlo.convert"(%230) : (tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui32>
    %235 = "stablehlo.convert"(%233) : (tensor<2x4x4x6xui64>) -> tensor<2x4x4x6xui32>
    %236:2 = "func.call"(%209, %211, %235, %234) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>)
    %237 = "stablehlo.xor"(%236#0, %236#1) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %238 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %239 = "stablehlo.broadcast_in_dim"(%238) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %240 = "stablehlo.shift_right_logical"(%237, %239) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %241 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %243 = "stablehlo.or"(%240, %242) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %244 = "stablehlo.bitcast_convert"(%243) : (tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xf32>
    %245 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %247 = "stablehlo.subtract"(%244, %246) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %248 = "stablehlo.subtract"(%207, %206) : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<2x4x4x6xf32>
    %250 = "stablehlo.multiply"(%247, %249) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %251 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<2x4x4x6xf32>
    %252 = "stablehlo.add"(%250, %251) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    %253 = "stablehlo.broadcast_in_dim"(%206) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<2x4x4x6xf32>
    %254 = "stablehlo.maximum"(%253, %252) : (tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    "func.return"(%254) : (tensor<2x4x4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg55: tensor<ui32>, %arg56: tensor<ui32>, %arg57: tensor<2x4x4x6xui32>, %arg58: tensor<2x4x4x6xui32>):
    %187 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %188 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %189 = "stablehlo.xor"(%arg55, %arg56) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %190 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %191 = "stablehlo.xor"(%189, %190) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %192 = "stablehlo.broadcast_in_dim"(%arg55) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %193 = "stablehlo.add"(%arg57, %192) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %194 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %195 = "stablehlo.add"(%arg58, %194) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %196 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %197 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %198:9 = "stablehlo.while"(%197, %196, %193, %195, %arg56, %191, %arg55, %187, %188) ({
    ^bb0(%arg68: tensor<i32>, %arg69: tensor<i32>, %arg70: tensor<2x4x4x6xui32>, %arg71: tensor<2x4x4x6xui32>, %arg72: tensor<ui32>, %arg73: tensor<ui32>, %arg74: tensor<ui32>, %arg75: tensor<4xui32>, %arg76: tensor<4xui32>):
      %202 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %203 = "stablehlo.compare"(%arg68, %202) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%203) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg59: tensor<i32>, %arg60: tensor<i32>, %arg61: tensor<2x4x4x6xui32>, %arg62: tensor<2x4x4x6xui32>, %arg63: tensor<ui32>, %arg64: tensor<ui32>, %arg65: tensor<ui32>, %arg66: tensor<4xui32>, %arg67: tensor<4xui32>):
      %199:8 = "func.call"(%arg60, %arg61, %arg62, %arg63, %arg64, %arg65, %arg66, %arg67) <{callee = @closed_call}> : (tensor<i32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %200 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %201 = "stablehlo.add"(%arg59, %200) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%201, %199#0, %199#1, %199#2, %199#3, %199#4, %199#5, %199#6, %199#7) : (tensor<i32>, tensor<i32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%198#2, %198#3) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<i32>, %arg48: tensor<2x4x4x6xui32>, %arg49: tensor<2x4x4x6xui32>, %arg50: tensor<ui32>, %arg51: tensor<ui32>, %arg52: tensor<ui32>, %arg53: tensor<4xui32>, %arg54: tensor<4xui32>):
    %132 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %133 = "stablehlo.add"(%arg47, %132) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %134 = "stablehlo.slice"(%arg53) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %135 = "stablehlo.reshape"(%134) : (tensor<1xui32>) -> tensor<ui32>
    %136 = "stablehlo.add"(%arg48, %arg49) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %137 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %138 = "stablehlo.shift_left"(%arg49, %137) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %139 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %140 = "stablehlo.subtract"(%139, %135) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %142 = "stablehlo.shift_right_logical"(%arg49, %141) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %143 = "stablehlo.or"(%138, %142) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %144 = "stablehlo.xor"(%136, %143) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %145 = "stablehlo.slice"(%arg53) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %146 = "stablehlo.reshape"(%145) : (tensor<1xui32>) -> tensor<ui32>
    %147 = "stablehlo.add"(%136, %144) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %148 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %149 = "stablehlo.shift_left"(%144, %148) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %150 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %151 = "stablehlo.subtract"(%150, %146) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %153 = "stablehlo.shift_right_logical"(%144, %152) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %154 = "stablehlo.or"(%149, %153) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %155 = "stablehlo.xor"(%147, %154) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %156 = "stablehlo.slice"(%arg53) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %157 = "stablehlo.reshape"(%156) : (tensor<1xui32>) -> tensor<ui32>
    %158 = "stablehlo.add"(%147, %155) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %159 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %160 = "stablehlo.shift_left"(%155, %159) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %161 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %162 = "stablehlo.subtract"(%161, %157) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %164 = "stablehlo.shift_right_logical"(%155, %163) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %165 = "stablehlo.or"(%160, %164) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %166 = "stablehlo.xor"(%158, %165) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %167 = "stablehlo.slice"(%arg53) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %168 = "stablehlo.reshape"(%167) : (tensor<1xui32>) -> tensor<ui32>
    %169 = "stablehlo.add"(%158, %166) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %170 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %171 = "stablehlo.shift_left"(%166, %170) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %172 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %173 = "stablehlo.subtract"(%172, %168) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %175 = "stablehlo.shift_right_logical"(%166, %174) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %176 = "stablehlo.or"(%171, %175) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %177 = "stablehlo.xor"(%169, %176) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %178 = "stablehlo.broadcast_in_dim"(%arg50) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %179 = "stablehlo.add"(%169, %178) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %180 = "stablehlo.broadcast_in_dim"(%arg51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %181 = "stablehlo.add"(%177, %180) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    %182 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %183 = "stablehlo.add"(%arg47, %182) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %184 = "stablehlo.convert"(%183) : (tensor<i32>) -> tensor<ui32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x4x4x6xui32>
    %186 = "stablehlo.add"(%181, %185) : (tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>) -> tensor<2x4x4x6xui32>
    "func.return"(%133, %179, %186, %arg51, %arg52, %arg50, %arg54, %arg53) : (tensor<i32>, tensor<2x4x4x6xui32>, tensor<2x4x4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x4x4x6xi1>, tensor<2x4x4x6xf32>, tensor<f32>) -> tensor<2x4x4x6xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<2x4x4x6xi1>, %arg45: tensor<2x4x4x6xf32>, %arg46: tensor<f32>):
    %129 = "stablehlo.convert"(%arg46) : (tensor<f32>) -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %131 = "stablehlo.select"(%arg44, %arg45, %130) : (tensor<2x4x4x6xi1>, tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    "func.return"(%131) : (tensor<2x4x4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x8x8x5xf32>) -> (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>), res_attrs = [{}, {}, {}], sym_name = "silu", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<2x8x8x5xf32>):
    %116 = "stablehlo.negate"(%arg43) : (tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %117 = "stablehlo.exponential"(%116) : (tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %118 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8x5xf32>
    %120 = "stablehlo.add"(%119, %117) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %121 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8x5xf32>
    %123 = "stablehlo.divide"(%122, %120) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %124 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8x5xf32>
    %126 = "stablehlo.subtract"(%125, %123) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %127 = "stablehlo.multiply"(%123, %126) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %128 = "stablehlo.multiply"(%arg43, %123) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    "func.return"(%128, %127, %123) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x4x5xf32>, tensor<i32>) -> tensor<2x6x6x5xf32>, res_attrs = [{}], sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<2x4x4x5xf32>, %arg42: tensor<i32>):
    %114 = "stablehlo.convert"(%arg42) : (tensor<i32>) -> tensor<f32>
    %115 = "stablehlo.pad"(%arg41, %114) <{edge_padding_high = array<i64: 0, 1, 1, 0>, edge_padding_low = array<i64: 0, 1, 1, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x4x4x5xf32>, tensor<f32>) -> tensor<2x6x6x5xf32>
    "func.return"(%115) : (tensor<2x6x6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x6x6x5xf32>) -> tensor<2x6x6x5xf32>, res_attrs = [{}], sym_name = "_roll_static", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<2x6x6x5xf32>):
    %111 = "stablehlo.slice"(%arg40) <{limit_indices = array<i64: 2, 6, 6, 5>, start_indices = array<i64: 0, 5, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x6x6x5xf32>) -> tensor<2x1x6x5xf32>
    %112 = "stablehlo.slice"(%arg40) <{limit_indices = array<i64: 2, 5, 6, 5>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x6x6x5xf32>) -> tensor<2x5x6x5xf32>
    %113 = "stablehlo.concatenate"(%111, %112) <{dimension = 1 : i64}> : (tensor<2x1x6x5xf32>, tensor<2x5x6x5xf32>) -> tensor<2x6x6x5xf32>
    "func.return"(%113) : (tensor<2x6x6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x7xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x7xf32>, tensor<2x7xf32>, tensor<2x7xf32>), res_attrs = [{}, {}, {}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<2x7xf32>, %arg38: tensor<f32>, %arg39: tensor<f32>):
    %77 = "stablehlo.convert"(%arg38) : (tensor<f32>) -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %79 = "stablehlo.maximum"(%78, %arg37) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %80 = "stablehlo.compare"(%arg37, %79) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %81 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %85 = "stablehlo.select"(%80, %82, %84) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %86 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %87 = "stablehlo.compare"(%86, %79) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %88 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %90 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %92 = "stablehlo.select"(%87, %89, %91) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %93 = "stablehlo.divide"(%85, %92) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %94 = "stablehlo.convert"(%arg39) : (tensor<f32>) -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %96 = "stablehlo.minimum"(%95, %79) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %97 = "stablehlo.compare"(%79, %96) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %98 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %100 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %102 = "stablehlo.select"(%97, %99, %101) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %103 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %104 = "stablehlo.compare"(%103, %96) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xi1>
    %105 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %107 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x7xf32>
    %109 = "stablehlo.select"(%104, %106, %108) : (tensor<2x7xi1>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %110 = "stablehlo.divide"(%102, %109) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    "func.return"(%96, %93, %110) : (tensor<2x7xf32>, tensor<2x7xf32>, tensor<2x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x7xf32>) -> (tensor<2x7xf32>, tensor<2x7xf32>, tensor<2x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<2x7xf32>):
    %60 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.reduce"(%arg32, %60) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %76 = "stablehlo.maximum"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%76) : (tensor<f32>) -> ()
    }) : (tensor<2x7xf32>, tensor<f32>) -> tensor<2xf32>
    %62 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %64 = "stablehlo.maximum"(%63, %61) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x7xf32>
    %67 = "stablehlo.subtract"(%arg32, %66) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %68 = "stablehlo.exponential"(%67) : (tensor<2x7xf32>) -> tensor<2x7xf32>
    %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.reduce"(%68, %69) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %75 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%75) : (tensor<f32>) -> ()
    }) : (tensor<2x7xf32>, tensor<f32>) -> tensor<2xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %72 = "stablehlo.log"(%71) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x7xf32>
    %74 = "stablehlo.subtract"(%67, %73) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    "func.return"(%74, %68, %71) : (tensor<2x7xf32>, tensor<2x7xf32>, tensor<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xi32>) -> tensor<2x7xf32>, res_attrs = [{}], sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg31: tensor<2xi32>):
    %54 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %55 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x7xi32>
    %56 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xi32>) -> tensor<2x7xi32>
    %57 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x7xi32>) -> tensor<2x7xi32>
    %58 = "stablehlo.compare"(%56, %57) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x7xi32>, tensor<2x7xi32>) -> tensor<2x7xi1>
    %59 = "stablehlo.convert"(%58) : (tensor<2x7xi1>) -> tensor<2x7xf32>
    "func.return"(%59) : (tensor<2x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x7xf32>) -> tensor<2x7xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2x7xf32>):
    %53 = "func.call"(%arg30) <{callee = @cumsum_0}> : (tensor<2x7xf32>) -> tensor<2x7xf32>
    "func.return"(%53) : (tensor<2x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x7xf32>) -> tensor<2x7xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<2x7xf32>):
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.reduce_window"(%arg27, %50) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [6, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 7>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %52 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%52) : (tensor<f32>) -> ()
    }) : (tensor<2x7xf32>, tensor<f32>) -> tensor<2x7xf32>
    "func.return"(%51) : (tensor<2x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x7xf32>) -> tensor<2x7xf32>, res_attrs = [{}], sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<2x7xf32>):
    %48 = "func.call"(%arg26) <{callee = @cumsum_2}> : (tensor<2x7xf32>) -> tensor<2x7xf32>
    "func.return"(%48) : (tensor<2x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x7xf32>) -> tensor<2x7xf32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<2x7xf32>):
    %44 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %46 = "stablehlo.reduce_window"(%arg23, %45) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [0, 6]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 7>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>):
      %47 = "stablehlo.add"(%arg24, %arg25) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%47) : (tensor<f32>) -> ()
    }) : (tensor<2x7xf32>, tensor<f32>) -> tensor<2x7xf32>
    "func.return"(%46) : (tensor<2x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x7xf32>, tensor<2x1xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>, res_attrs = [{}], sym_name = "log_softmax_3", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<2x7xf32>, %arg17: tensor<2x1xf32>, %arg18: tensor<2x7xf32>):
    %32 = "stablehlo.negate"(%arg18) : (tensor<2x7xf32>) -> tensor<2x7xf32>
    %33 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.reduce"(%32, %33) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %43 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%43) : (tensor<f32>) -> ()
    }) : (tensor<2x7xf32>, tensor<f32>) -> tensor<2xf32>
    %35 = "stablehlo.reshape"(%34) : (tensor<2xf32>) -> tensor<2x1xf32>
    %36 = "stablehlo.divide"(%35, %arg17) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.reduce"(%36, %37) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %42 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x7xf32>
    %40 = "stablehlo.multiply"(%39, %arg16) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %41 = "stablehlo.add"(%arg18, %40) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    "func.return"(%41) : (tensor<2x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x7xf32>, tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>, res_attrs = [{}], sym_name = "clip_4", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<2x7xf32>, %arg14: tensor<2x7xf32>, %arg15: tensor<2x7xf32>):
    %30 = "stablehlo.multiply"(%arg15, %arg14) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    %31 = "stablehlo.multiply"(%30, %arg13) : (tensor<2x7xf32>, tensor<2x7xf32>) -> tensor<2x7xf32>
    "func.return"(%31) : (tensor<2x7xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x6x6x5xf32>) -> tensor<2x6x6x5xf32>, res_attrs = [{}], sym_name = "_roll_static_5", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x6x6x5xf32>):
    %23 = "stablehlo.slice"(%arg12) <{limit_indices = array<i64: 2, 1, 6, 5>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x6x6x5xf32>) -> tensor<2x1x6x5xf32>
    %24 = "stablehlo.slice"(%arg12) <{limit_indices = array<i64: 2, 6, 6, 5>, start_indices = array<i64: 0, 1, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x6x6x5xf32>) -> tensor<2x5x6x5xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.pad"(%24, %25) <{edge_padding_high = array<i64: 0, 1, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x5x6x5xf32>, tensor<f32>) -> tensor<2x6x6x5xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.pad"(%23, %27) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 5, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x1x6x5xf32>, tensor<f32>) -> tensor<2x6x6x5xf32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<2x6x6x5xf32>, tensor<2x6x6x5xf32>) -> tensor<2x6x6x5xf32>
    "func.return"(%29) : (tensor<2x6x6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x6x6x5xf32>) -> tensor<2x4x4x5xf32>, res_attrs = [{}], sym_name = "_pad_6", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<2x6x6x5xf32>):
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.pad"(%arg11, %20) <{edge_padding_high = array<i64: 0, -1, -1, 0>, edge_padding_low = array<i64: 0, -1, -1, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x6x6x5xf32>, tensor<f32>) -> tensor<2x4x4x5xf32>
    %22 = "stablehlo.slice"(%21) <{limit_indices = array<i64: 2, 4, 4, 5>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x4x5xf32>) -> tensor<2x4x4x5xf32>
    "func.return"(%22) : (tensor<2x4x4x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>, res_attrs = [{}], sym_name = "silu_7", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<2x8x8x5xf32>, %arg8: tensor<2x8x8x5xf32>, %arg9: tensor<2x8x8x5xf32>, %arg10: tensor<2x8x8x5xf32>):
    %16 = "stablehlo.multiply"(%arg9, %arg10) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %17 = "stablehlo.multiply"(%arg10, %arg8) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %18 = "stablehlo.multiply"(%16, %arg7) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    %19 = "stablehlo.add"(%17, %18) : (tensor<2x8x8x5xf32>, tensor<2x8x8x5xf32>) -> tensor<2x8x8x5xf32>
    "func.return"(%19) : (tensor<2x8x8x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x4x4x6xi1>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>, res_attrs = [{}], sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<2x4x4x6xi1>, %arg6: tensor<2x4x4x6xf32>):
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x6xf32>
    %15 = "stablehlo.select"(%arg5, %arg6, %14) : (tensor<2x4x4x6xi1>, tensor<2x4x4x6xf32>, tensor<2x4x4x6xf32>) -> tensor<2x4x4x6xf32>
    "func.return"(%15) : (tensor<2x4x4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x7xf32>) -> tensor<2xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x7xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x7xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<2x7xf32>, tensor<2x7xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
    "func.return"(%3#1) : (tensor<2xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
