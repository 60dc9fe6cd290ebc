"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{function_type = (tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<i32>, tensor<f32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x8xi32>, tensor<2x8xi32>) -> (tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<i32>, tensor<f32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0][0]"}, {jax.result_info = "result[0][1]"}, {jax.result_info = "result[0][2]"}, {jax.result_info = "result[0][3]"}, {jax.result_info = "result[0][4]"}, {jax.result_info = "result[0][5]"}, {jax.result_info = "result[0][6]"}, {jax.result_info = "result[0][7]"}, {jax.result_info = "result[0][8]"}, {jax.result_info = "result[0][9]"}, {jax.result_info = "result[0][10]"}, {jax.result_info = "result[0][11]"}, {jax.result_info = "result[0][12]"}, {jax.result_info = "result[0][13]"}, {jax.result_info = "result[0][14]"}, {jax.result_info = "result[0][15]"}, {jax.result_info = "result[0][16]"}, {jax.result_info = "result[0][17]"}, {jax.result_info = "result[0][18]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}, {jax.result_info = "result[1][2]"}, {jax.result_info = "result[2][0]"}, {jax.result_info = "result[2][1]"}, {jax.result_info = "result[2][2]"}, {jax.result_info = "result[2][3]"}, {jax.result_info = "result[2][4]"}, {jax.result_info = "result[2][5]"}, {jax.result_info = "result[2][6]"}, {jax.result_info = "result[2][7]"}, {jax.result_info = "result[2][8]"}, {jax.result_info = "result[2][9]"}, {jax.result_info = "result[2][10]"}, {jax.result_info = "result[2][11]"}, {jax.result_info = "result[2][12]"}, {jax.result_info = "result[2][13]"}, {jax.result_info = "result[2][14]"}, {jax.result_info = "result[2][15]"}, {jax.result_info = "result[2][16]"}, {jax.result_info = "result[2][17]"}, {jax.result_info = "result[2][18]"}, {jax.result_info = "result[2][19]"}, {jax.result_info = "result[2][20]"}, {jax.result_info = "result[2][21]"}, {jax.result_info = "result[2][22]"}, {jax.result_info = "result[2][23]"}, {jax.result_info = "result[2][24]"}, {jax.result_info = "result[2][25]"}, {jax.result_info = "result[2][26]"}, {jax.result_info = "result[2][27]"}, {jax.result_info = "result[2][28]"}, {jax.result_info = "result[2][29]"}, {jax.result_info = "result[2][30]"}, {jax.result_info = "result[2][31]"}, {jax.result_info = "result[2][32]"}, {jax.result_info = "result[2][33]"}, {jax.result_info = "result[2][34]"}, {jax.result_info = "result[2][35]"}, {jax.result_info = "result[2][36]"}, {jax.result_info = "result[2][37]"}, {jax.result_info = "result[2][38]"}, {jax.result_info = "result[2][39]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg136: tensor<32x16xf32>, %arg137: tensor<16xf32>, %arg138: tensor<16xf32>, %arg139: tensor<16x2x8xf32>, %arg140: tensor<2x8xf32>, %arg141: tensor<16x2x8xf32>, %arg142: tensor<2x8xf32>, %arg143: tensor<16x2x8xf32>, %arg144: tensor<2x8xf32>, %arg145: tensor<2x8x16xf32>, %arg146: tensor<16xf32>, %arg147: tensor<16xf32>, %arg148: tensor<16xf32>, %arg149: tensor<16x64xf32>, %arg150: tensor<64xf32>, %arg151: tensor<64x16xf32>, %arg152: tensor<16xf32>, %arg153: tensor<16x32xf32>, %arg154: tensor<32xf32>, %arg155: tensor<2xui32>, %arg156: tensor<2xui32>, %arg157: tensor<2xui32>, %arg158: tensor<i32>, %arg159: tensor<f32>, %arg160: tensor<32x16xf32>, %arg161: tensor<32x16xf32>, %arg162: tensor<16xf32>, %arg163: tensor<16xf32>, %arg164: tensor<16xf32>, %arg165: tensor<16xf32>, %arg166: tensor<16x2x8xf32>, %arg167: tensor<16x2x8xf32>, %arg168: tensor<2x8xf32>, %arg169: tensor<2x8xf32>, %arg170: tensor<16x2x8xf32>, %arg171: tensor<16x2x8xf32>, %arg172: tensor<2x8xf32>, %arg173: tensor<2x8xf32>, %arg174: tensor<16x2x8xf32>, %arg175: tensor<16x2x8xf32>, %arg176: tensor<2x8xf32>, %arg177: tensor<2x8xf32>, %arg178: tensor<2x8x16xf32>, %arg179: tensor<2x8x16xf32>, %arg180: tensor<16xf32>, %arg181: tensor<16xf32>, %arg182: tensor<16xf32>, %arg183: tensor<16xf32>, %arg184: tensor<16xf32>, %arg185: tensor<16xf32>, %arg186: tensor<16x64xf32>, %arg187: tensor<16x64xf32>, %arg188: tensor<64xf32>, %arg189: tensor<64xf32>, %arg190: tensor<64x16xf32>, %arg191: tensor<64x16xf32>, %arg192: tensor<16xf32>, %arg193: tensor<16xf32>, %arg194: tensor<16x32xf32>, %arg195: tensor<16x32xf32>, %arg196: tensor<32xf32>, %arg197: tensor<32xf32>, %arg198: tensor<2x8xi32>, %arg199: tensor<2x8xi32>):
    %391 = "stablehlo.constant"() <{value = dense<[0, 1]> : tensor<2xui32>}> : () -> tensor<2xui32>
    %392 = "stablehlo.constant"() <{value = dense<[0, 1]> : tensor<2xui32>}> : () -> tensor<2xui32>
    %393 = "stablehlo.constant"() <{value = dense<[0, 1]> : tensor<2xui32>}> : () -> tensor<2xui32>
    %394 = "stablehlo.constant"() <{value = dense<[2, 8]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %395:2 = "func.call"(%arg136, %arg198) <{callee = @_take}> : (tensor<32x16xf32>, tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>)
    %396 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.reduce"(%395#0, %396) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg264: tensor<f32>, %arg265: tensor<f32>):
      %1574 = "stablehlo.add"(%arg264, %arg265) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1574) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %398 = "stablehlo.broadcast_in_dim"(%397) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %399 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %401 = "stablehlo.divide"(%398, %400) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %402 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %403:4 = "func.call"(%395#0, %402) <{callee = @_var}> : (tensor<2x8x16xf32>, tensor<i32>) -> (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i1>)
    %404 = "stablehlo.reshape"(%arg137) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %405 = "stablehlo.reshape"(%arg138) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %406 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %408 = "stablehlo.add"(%403#0, %407) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %409 = "stablehlo.rsqrt"(%408) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %410 = "stablehlo.divide"(%409, %408) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %411 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %412 = "stablehlo.broadcast_in_dim"(%411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %413 = "stablehlo.multiply"(%412, %410) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %414 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %415 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %416 = "stablehlo.multiply"(%414, %415) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %417 = "stablehlo.negate"(%401) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %419 = "stablehlo.multiply"(%418, %416) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %420 = "stablehlo.broadcast_in_dim"(%405) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %421 = "stablehlo.add"(%419, %420) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %422 = "stablehlo.multiply"(%395#0, %416) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %423 = "stablehlo.add"(%422, %421) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %424 = "stablehlo.dot_general"(%423, %arg139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %425 = "stablehlo.broadcast_in_dim"(%arg140) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %427 = "stablehlo.add"(%424, %426) : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %428 = "stablehlo.dot_general"(%423, %arg141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %429 = "stablehlo.broadcast_in_dim"(%arg142) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %431 = "stablehlo.add"(%428, %430) : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %432 = "stablehlo.dot_general"(%423, %arg143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x2x8xf32>) -> tensor<2x8x2x8xf32>
    %433 = "stablehlo.broadcast_in_dim"(%arg144) <{broadcast_dimensions = array<i64: 2, 3>}> : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x8xf32>) -> tensor<2x8x2x8xf32>
    %435 = "stablehlo.add"(%432, %434) : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %436 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %437 = "stablehlo.broadcast_in_dim"(%436) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1x8x8xi32>
    %438 = "func.call"(%437) <{callee = @cumsum}> : (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>
    %439 = "func.call"(%437) <{callee = @cumsum_2}> : (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>
    %440 = "stablehlo.compare"(%438, %439) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1x8x8xi32>, tensor<1x8x8xi32>) -> tensor<1x8x8xi1>
    %441 = "stablehlo.constant"() <{value = dense<0.353553385> : tensor<f32>}> : () -> tensor<f32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %443 = "stablehlo.multiply"(%427, %442) : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %444 = "stablehlo.dot_general"(%443, %431) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %445 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %446 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %447:2 = "func.call"(%445, %444, %446) <{callee = @_where_4}> : (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %448 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.reduce"(%447#0, %448) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg262: tensor<f32>, %arg263: tensor<f32>):
      %1573 = "stablehlo.maximum"(%arg262, %arg263) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1573) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %450 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8xf32>
    %452 = "stablehlo.maximum"(%451, %449) : (tensor<2x2x8xf32>, tensor<2x2x8xf32>) -> tensor<2x2x8xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %454 = "stablehlo.broadcast_in_dim"(%453) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %455 = "stablehlo.subtract"(%447#0, %454) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %456 = "stablehlo.exponential"(%455) : (tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %457 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.reduce"(%456, %457) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg260: tensor<f32>, %arg261: tensor<f32>):
      %1572 = "stablehlo.add"(%arg260, %arg261) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1572) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %460 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %461 = "stablehlo.divide"(%456, %460) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %462 = "stablehlo.multiply"(%459, %459) : (tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %463 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x1xf32>
    %465 = "stablehlo.divide"(%464, %462) : (tensor<2x2x8x1xf32>, tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %466 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %467:2 = "func.call"(%445, %461, %466) <{callee = @_where_4}> : (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>)
    %468 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %470 = "stablehlo.multiply"(%arg155, %469) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %471 = "stablehlo.add"(%arg155, %391) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %472 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %473 = "func.call"(%470, %472) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<2x2x8x8xi1>
    %474 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %476 = "stablehlo.divide"(%467#0, %475) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %477 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %479 = "stablehlo.select"(%473, %476, %478) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %480 = "stablehlo.dot_general"(%435, %479) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %481 = "stablehlo.transpose"(%480) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %482 = "stablehlo.dot_general"(%481, %arg145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %483 = "stablehlo.broadcast_in_dim"(%arg146) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %484 = "stablehlo.broadcast_in_dim"(%483) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %485 = "stablehlo.add"(%482, %484) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %486 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %487 = "stablehlo.broadcast_in_dim"(%486) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %488 = "stablehlo.multiply"(%arg156, %487) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %489 = "stablehlo.add"(%arg156, %392) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %490 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %491 = "func.call"(%488, %490) <{callee = @_bernoulli_5}> : (tensor<2xui32>, tensor<f32>) -> tensor<2x8x16xi1>
    %492 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %494 = "stablehlo.divide"(%485, %493) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %495 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %497 = "stablehlo.select"(%491, %494, %496) : (tensor<2x8x16xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %498 = "stablehlo.add"(%395#0, %497) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %499 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %500 = "stablehlo.reduce"(%498, %499) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg258: tensor<f32>, %arg259: tensor<f32>):
      %1571 = "stablehlo.add"(%arg258, %arg259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1571) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %502 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %503 = "stablehlo.broadcast_in_dim"(%502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %504 = "stablehlo.divide"(%501, %503) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %505 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %506:4 = "func.call"(%498, %505) <{callee = @_var}> : (tensor<2x8x16xf32>, tensor<i32>) -> (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i1>)
    %507 = "stablehlo.reshape"(%arg147) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %508 = "stablehlo.reshape"(%arg148) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %509 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %511 = "stablehlo.add"(%506#0, %510) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %512 = "stablehlo.rsqrt"(%511) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %513 = "stablehlo.divide"(%512, %511) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %514 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %515 = "stablehlo.broadcast_in_dim"(%514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %516 = "stablehlo.multiply"(%515, %513) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %517 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %518 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %519 = "stablehlo.multiply"(%517, %518) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %520 = "stablehlo.negate"(%504) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %521 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %522 = "stablehlo.multiply"(%521, %519) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %523 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %524 = "stablehlo.add"(%522, %523) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %525 = "stablehlo.multiply"(%498, %519) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %526 = "stablehlo.add"(%525, %524) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %527 = "stablehlo.dot_general"(%526, %arg149) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x64xf32>) -> tensor<2x8x64xf32>
    %528 = "stablehlo.broadcast_in_dim"(%arg150) <{broadcast_dimensions = array<i64: 2>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x64xf32>) -> tensor<2x8x64xf32>
    %530 = "stablehlo.add"(%527, %529) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %531 = "stablehlo.multiply"(%530, %530) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %532 = "stablehlo.multiply"(%531, %530) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %533 = "stablehlo.multiply"(%530, %530) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %534 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %535 = "stablehlo.broadcast_in_dim"(%534) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x64xf32>
    %536 = "stablehlo.multiply"(%535, %533) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %537 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x64xf32>
    %539 = "stablehlo.multiply"(%538, %532) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %540 = "stablehlo.add"(%530, %539) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %541 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x64xf32>
    %543 = "stablehlo.multiply"(%542, %540) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %544 = "stablehlo.tanh"(%543) : (tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %545 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x64xf32>
    %547 = "stablehlo.subtract"(%546, %544) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %548 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x64xf32>
    %550 = "stablehlo.add"(%549, %544) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %551 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x64xf32>
    %553 = "stablehlo.multiply"(%552, %550) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %554 = "stablehlo.multiply"(%530, %553) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %555 = "stablehlo.dot_general"(%554, %arg151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x64xf32>, tensor<64x16xf32>) -> tensor<2x8x16xf32>
    %556 = "stablehlo.broadcast_in_dim"(%arg152) <{broadcast_dimensions = array<i64: 2>}> : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %558 = "stablehlo.add"(%555, %557) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %559 = "stablehlo.constant"() <{value = dense<1> : tensor<ui32>}> : () -> tensor<ui32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %561 = "stablehlo.multiply"(%arg157, %560) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %562 = "stablehlo.add"(%arg157, %393) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %563 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %564 = "func.call"(%561, %563) <{callee = @_bernoulli_5}> : (tensor<2xui32>, tensor<f32>) -> tensor<2x8x16xi1>
    %565 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %566 = "stablehlo.broadcast_in_dim"(%565) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %567 = "stablehlo.divide"(%558, %566) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %568 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.broadcast_in_dim"(%568) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %570 = "stablehlo.select"(%564, %567, %569) : (tensor<2x8x16xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %571 = "stablehlo.add"(%498, %570) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %572 = "stablehlo.dot_general"(%571, %arg153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<16x32xf32>) -> tensor<2x8x32xf32>
    %573 = "stablehlo.broadcast_in_dim"(%arg154) <{broadcast_dimensions = array<i64: 2>}> : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %574 = "stablehlo.broadcast_in_dim"(%573) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x8x32xf32>
    %575 = "stablehlo.add"(%572, %574) : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %576 = "stablehlo.convert"(%arg199) : (tensor<2x8xi32>) -> tensor<2x8xf32>
    %577 = "stablehlo.convert"(%576) : (tensor<2x8xf32>) -> tensor<2x8xi32>
    %578:3 = "func.call"(%575) <{callee = @log_softmax}> : (tensor<2x8x32xf32>) -> (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x1xf32>)
    %579 = "func.call"(%577) <{callee = @_one_hot}> : (tensor<2x8xi32>) -> tensor<2x8x32xf32>
    %580 = "stablehlo.multiply"(%579, %578#0) : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %581 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %582 = "stablehlo.reduce"(%580, %581) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg256: tensor<f32>, %arg257: tensor<f32>):
      %1570 = "stablehlo.add"(%arg256, %arg257) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1570) : (tensor<f32>) -> ()
    }) : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %583 = "stablehlo.negate"(%582) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %584 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %585 = "stablehlo.reduce"(%583, %584) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg254: tensor<f32>, %arg255: tensor<f32>):
      %1569 = "stablehlo.add"(%arg254, %arg255) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1569) : (tensor<f32>) -> ()
    }) : (tensor<2x8xf32>, tensor<f32>) -> tensor<f32>
    %586 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %587 = "stablehlo.reduce"(%394, %586) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg252: tensor<i32>, %arg253: tensor<i32>):
      %1568 = "stablehlo.multiply"(%arg252, %arg253) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1568) : (tensor<i32>) -> ()
    }) : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
    %588 = "stablehlo.convert"(%587) : (tensor<i32>) -> tensor<f32>
    %589 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %590 = "stablehlo.compare"(%588, %589) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %591 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %592 = "func.call"(%590, %591, %588) <{callee = @_where_9}> : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %593 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.compare"(%588, %593) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %595 = "stablehlo.divide"(%585, %592) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %596 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %597 = "func.call"(%594, %596, %595) <{callee = @_where_10}> : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %598 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %599 = "func.call"(%594, %598) <{callee = @_where_11}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %600 = "stablehlo.divide"(%599, %592) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %601 = "stablehlo.broadcast_in_dim"(%600) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %602 = "stablehlo.negate"(%601) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %604 = "stablehlo.multiply"(%579, %603) : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %605 = "func.call"(%578#1, %578#2, %604) <{callee = @log_softmax_12}> : (tensor<2x8x32xf32>, tensor<2x8x1xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %606 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %607 = "stablehlo.reduce"(%605, %606) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg250: tensor<f32>, %arg251: tensor<f32>):
      %1567 = "stablehlo.add"(%arg250, %arg251) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1567) : (tensor<f32>) -> ()
    }) : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %608 = "stablehlo.reshape"(%607) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg248: tensor<f32>, %arg249: tensor<f32>):
      %1566 = "stablehlo.add"(%arg248, %arg249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1566) : (tensor<f32>) -> ()
    }) : (tensor<1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %611 = "stablehlo.dot_general"(%605, %571) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x32xf32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %612 = "stablehlo.transpose"(%611) <{permutation = array<i64: 1, 0>}> : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %613 = "stablehlo.dot_general"(%605, %arg153) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x32xf32>, tensor<16x32xf32>) -> tensor<2x8x16xf32>
    %614 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %615 = "stablehlo.broadcast_in_dim"(%614) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %616 = "stablehlo.select"(%564, %613, %615) : (tensor<2x8x16xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %617 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.broadcast_in_dim"(%617) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %619 = "stablehlo.divide"(%616, %618) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %620 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.reduce"(%619, %620) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg246: tensor<f32>, %arg247: tensor<f32>):
      %1565 = "stablehlo.add"(%arg246, %arg247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1565) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %622 = "stablehlo.reshape"(%621) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %623 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.reduce"(%622, %623) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg244: tensor<f32>, %arg245: tensor<f32>):
      %1564 = "stablehlo.add"(%arg244, %arg245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1564) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %625 = "stablehlo.dot_general"(%619, %554) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x64xf32>) -> tensor<16x64xf32>
    %626 = "stablehlo.transpose"(%625) <{permutation = array<i64: 1, 0>}> : (tensor<16x64xf32>) -> tensor<64x16xf32>
    %627 = "stablehlo.dot_general"(%619, %arg151) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<64x16xf32>) -> tensor<2x8x64xf32>
    %628 = "stablehlo.multiply"(%530, %627) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %629 = "stablehlo.multiply"(%627, %553) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %630 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x64xf32>
    %632 = "stablehlo.multiply"(%631, %628) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %633 = "stablehlo.multiply"(%632, %547) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %634 = "stablehlo.multiply"(%633, %544) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %635 = "stablehlo.add"(%633, %634) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %636 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %637 = "stablehlo.broadcast_in_dim"(%636) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x64xf32>
    %638 = "stablehlo.multiply"(%637, %635) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %639 = "stablehlo.add"(%629, %638) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %640 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x64xf32>
    %642 = "stablehlo.multiply"(%641, %638) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %643 = "stablehlo.multiply"(%642, %536) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %644 = "stablehlo.add"(%639, %643) : (tensor<2x8x64xf32>, tensor<2x8x64xf32>) -> tensor<2x8x64xf32>
    %645 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %646 = "stablehlo.reduce"(%644, %645) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg242: tensor<f32>, %arg243: tensor<f32>):
      %1563 = "stablehlo.add"(%arg242, %arg243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1563) : (tensor<f32>) -> ()
    }) : (tensor<2x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %647 = "stablehlo.reshape"(%646) : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.reduce"(%647, %648) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg240: tensor<f32>, %arg241: tensor<f32>):
      %1562 = "stablehlo.add"(%arg240, %arg241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1562) : (tensor<f32>) -> ()
    }) : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %650 = "stablehlo.dot_general"(%644, %526) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x64xf32>, tensor<2x8x16xf32>) -> tensor<64x16xf32>
    %651 = "stablehlo.transpose"(%650) <{permutation = array<i64: 1, 0>}> : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %652 = "stablehlo.dot_general"(%644, %arg149) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x64xf32>, tensor<16x64xf32>) -> tensor<2x8x16xf32>
    %653 = "stablehlo.multiply"(%498, %652) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %654 = "stablehlo.multiply"(%652, %519) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %655 = "stablehlo.add"(%613, %654) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %656 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.reduce"(%652, %656) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg238: tensor<f32>, %arg239: tensor<f32>):
      %1561 = "stablehlo.add"(%arg238, %arg239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1561) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %658 = "stablehlo.reshape"(%657) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %659 = "stablehlo.broadcast_in_dim"(%520) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %660 = "stablehlo.multiply"(%659, %652) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %661 = "stablehlo.add"(%653, %660) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %662 = "stablehlo.multiply"(%652, %519) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %663 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %664 = "stablehlo.reduce"(%662, %663) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg236: tensor<f32>, %arg237: tensor<f32>):
      %1560 = "stablehlo.add"(%arg236, %arg237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1560) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %665 = "stablehlo.reshape"(%664) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %666 = "stablehlo.negate"(%665) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %667 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %668 = "stablehlo.multiply"(%667, %661) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %669 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.reduce"(%668, %669) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg234: tensor<f32>, %arg235: tensor<f32>):
      %1559 = "stablehlo.add"(%arg234, %arg235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1559) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %671 = "stablehlo.reshape"(%670) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %672 = "stablehlo.broadcast_in_dim"(%507) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %673 = "stablehlo.multiply"(%661, %672) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %674 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %675 = "stablehlo.reduce"(%673, %674) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg232: tensor<f32>, %arg233: tensor<f32>):
      %1558 = "stablehlo.add"(%arg232, %arg233) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1558) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %676 = "stablehlo.reshape"(%675) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %677 = "stablehlo.multiply"(%676, %516) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %678 = "stablehlo.reshape"(%658) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %679 = "stablehlo.reshape"(%671) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %680 = "func.call"(%506#1, %506#2, %506#3, %677) <{callee = @_var_13}> : (tensor<2x8x16xf32>, tensor<f32>, tensor<i1>, tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %681 = "stablehlo.add"(%655, %680) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %682 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %683 = "stablehlo.broadcast_in_dim"(%682) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %684 = "stablehlo.divide"(%666, %683) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %685 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %686 = "stablehlo.reduce"(%684, %685) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
      %1557 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1557) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %687 = "stablehlo.broadcast_in_dim"(%686) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %688 = "stablehlo.add"(%681, %687) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %689 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %690 = "stablehlo.broadcast_in_dim"(%689) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %691 = "stablehlo.select"(%491, %688, %690) : (tensor<2x8x16xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %692 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %693 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %694 = "stablehlo.divide"(%691, %693) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %695 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.reduce"(%694, %695) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg228: tensor<f32>, %arg229: tensor<f32>):
      %1556 = "stablehlo.add"(%arg228, %arg229) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1556) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %697 = "stablehlo.reshape"(%696) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %698 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %699 = "stablehlo.reduce"(%697, %698) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg226: tensor<f32>, %arg227: tensor<f32>):
      %1555 = "stablehlo.add"(%arg226, %arg227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1555) : (tensor<f32>) -> ()
    }) : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %700 = "stablehlo.dot_general"(%694, %481) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x2x8xf32>) -> tensor<16x2x8xf32>
    %701 = "stablehlo.transpose"(%700) <{permutation = array<i64: 1, 2, 0>}> : (tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %702 = "stablehlo.dot_general"(%694, %arg145) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x2x8xf32>
    %703 = "stablehlo.transpose"(%702) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %704 = "stablehlo.dot_general"(%703, %435) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %705 = "stablehlo.dot_general"(%703, %479) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %706 = "stablehlo.transpose"(%705) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %707 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %709 = "stablehlo.select"(%473, %704, %708) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %710 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %711 = "stablehlo.broadcast_in_dim"(%710) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %712 = "stablehlo.divide"(%709, %711) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %713 = "func.call"(%467#1, %712) <{callee = @_where_15}> : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %714 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %715 = "stablehlo.multiply"(%713, %714) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %716 = "stablehlo.multiply"(%715, %456) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %717 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %718 = "stablehlo.reduce"(%716, %717) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg224: tensor<f32>, %arg225: tensor<f32>):
      %1554 = "stablehlo.add"(%arg224, %arg225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1554) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x8xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %719 = "stablehlo.reshape"(%718) : (tensor<2x2x8xf32>) -> tensor<2x2x8x1xf32>
    %720 = "stablehlo.negate"(%719) : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x1xf32>
    %721 = "stablehlo.broadcast_in_dim"(%459) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x8x1xf32>) -> tensor<2x2x8x8xf32>
    %722 = "stablehlo.divide"(%713, %721) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %723 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %724 = "stablehlo.reduce"(%720, %723) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg222: tensor<f32>, %arg223: tensor<f32>):
      %1553 = "stablehlo.add"(%arg222, %arg223) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1553) : (tensor<f32>) -> ()
    }) : (tensor<2x2x8x1xf32>, tensor<f32>) -> tensor<2x2x8xf32>
    %725 = "stablehlo.broadcast_in_dim"(%724) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x8xf32>) -> tensor<2x2x8x8xf32>
    %726 = "stablehlo.add"(%722, %725) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %727 = "stablehlo.multiply"(%726, %456) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %728 = "func.call"(%447#1, %727) <{callee = @_where_15}> : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %729 = "stablehlo.dot_general"(%728, %443) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %730 = "stablehlo.transpose"(%729) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %731 = "stablehlo.dot_general"(%728, %431) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x8x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x2x8x8xf32>
    %732 = "stablehlo.transpose"(%731) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x8x8xf32>) -> tensor<2x8x2x8xf32>
    %733 = "stablehlo.constant"() <{value = dense<0.353553385> : tensor<f32>}> : () -> tensor<f32>
    %734 = "stablehlo.broadcast_in_dim"(%733) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x2x8xf32>
    %735 = "stablehlo.multiply"(%732, %734) : (tensor<2x8x2x8xf32>, tensor<2x8x2x8xf32>) -> tensor<2x8x2x8xf32>
    %736 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %737 = "stablehlo.reduce"(%706, %736) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg220: tensor<f32>, %arg221: tensor<f32>):
      %1552 = "stablehlo.add"(%arg220, %arg221) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1552) : (tensor<f32>) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %738 = "stablehlo.reshape"(%737) : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %739 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %740 = "stablehlo.reduce"(%738, %739) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg218: tensor<f32>, %arg219: tensor<f32>):
      %1551 = "stablehlo.add"(%arg218, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1551) : (tensor<f32>) -> ()
    }) : (tensor<1x1x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %741 = "stablehlo.dot_general"(%706, %423) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %742 = "stablehlo.transpose"(%741) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %743 = "stablehlo.dot_general"(%706, %arg143) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %744 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %745 = "stablehlo.reduce"(%730, %744) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %1550 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1550) : (tensor<f32>) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %746 = "stablehlo.reshape"(%745) : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %747 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %748 = "stablehlo.reduce"(%746, %747) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %1549 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1549) : (tensor<f32>) -> ()
    }) : (tensor<1x1x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %749 = "stablehlo.dot_general"(%730, %423) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %750 = "stablehlo.transpose"(%749) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %751 = "stablehlo.dot_general"(%730, %arg141) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %752 = "stablehlo.add"(%743, %751) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %753 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %754 = "stablehlo.reduce"(%735, %753) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg212: tensor<f32>, %arg213: tensor<f32>):
      %1548 = "stablehlo.add"(%arg212, %arg213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1548) : (tensor<f32>) -> ()
    }) : (tensor<2x8x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %755 = "stablehlo.reshape"(%754) : (tensor<2x8xf32>) -> tensor<1x1x2x8xf32>
    %756 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %757 = "stablehlo.reduce"(%755, %756) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg210: tensor<f32>, %arg211: tensor<f32>):
      %1547 = "stablehlo.add"(%arg210, %arg211) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1547) : (tensor<f32>) -> ()
    }) : (tensor<1x1x2x8xf32>, tensor<f32>) -> tensor<2x8xf32>
    %758 = "stablehlo.dot_general"(%735, %423) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %759 = "stablehlo.transpose"(%758) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x8x16xf32>) -> tensor<16x2x8xf32>
    %760 = "stablehlo.dot_general"(%735, %arg139) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8x2x8xf32>, tensor<16x2x8xf32>) -> tensor<2x8x16xf32>
    %761 = "stablehlo.add"(%752, %760) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %762 = "stablehlo.multiply"(%395#0, %761) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %763 = "stablehlo.multiply"(%761, %416) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %764 = "stablehlo.add"(%688, %763) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %765 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %766 = "stablehlo.reduce"(%761, %765) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg208: tensor<f32>, %arg209: tensor<f32>):
      %1546 = "stablehlo.add"(%arg208, %arg209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1546) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %767 = "stablehlo.reshape"(%766) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %768 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %769 = "stablehlo.multiply"(%768, %761) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %770 = "stablehlo.add"(%762, %769) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %771 = "stablehlo.multiply"(%761, %416) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %772 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %773 = "stablehlo.reduce"(%771, %772) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg206: tensor<f32>, %arg207: tensor<f32>):
      %1545 = "stablehlo.add"(%arg206, %arg207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1545) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %774 = "stablehlo.reshape"(%773) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %775 = "stablehlo.negate"(%774) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %776 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %777 = "stablehlo.multiply"(%776, %770) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %778 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %779 = "stablehlo.reduce"(%777, %778) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg204: tensor<f32>, %arg205: tensor<f32>):
      %1544 = "stablehlo.add"(%arg204, %arg205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1544) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %780 = "stablehlo.reshape"(%779) : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %781 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x16xf32>) -> tensor<2x8x16xf32>
    %782 = "stablehlo.multiply"(%770, %781) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %783 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %784 = "stablehlo.reduce"(%782, %783) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg202: tensor<f32>, %arg203: tensor<f32>):
      %1543 = "stablehlo.add"(%arg202, %arg203) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1543) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %785 = "stablehlo.reshape"(%784) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %786 = "stablehlo.multiply"(%785, %413) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %787 = "stablehlo.reshape"(%767) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %788 = "stablehlo.reshape"(%780) : (tensor<1x1x16xf32>) -> tensor<16xf32>
    %789 = "func.call"(%403#1, %403#2, %403#3, %786) <{callee = @_var_13}> : (tensor<2x8x16xf32>, tensor<f32>, tensor<i1>, tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %790 = "stablehlo.add"(%764, %789) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %791 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %792 = "stablehlo.broadcast_in_dim"(%791) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %793 = "stablehlo.divide"(%775, %792) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %794 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %795 = "stablehlo.reduce"(%793, %794) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg200: tensor<f32>, %arg201: tensor<f32>):
      %1542 = "stablehlo.add"(%arg200, %arg201) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1542) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %796 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %797 = "stablehlo.add"(%790, %796) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %798 = "func.call"(%395#1, %797) <{callee = @_take_16}> : (tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    %799 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %801 = "stablehlo.multiply"(%arg136, %800) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %802 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %803 = "stablehlo.multiply"(%801, %802) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %804 = "stablehlo.subtract"(%arg136, %803) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %805 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %806 = "stablehlo.broadcast_in_dim"(%805) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %807 = "stablehlo.multiply"(%arg137, %806) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %808 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %809 = "stablehlo.multiply"(%807, %808) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %810 = "stablehlo.subtract"(%arg137, %809) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %811 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %812 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %813 = "stablehlo.multiply"(%arg138, %812) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %814 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %815 = "stablehlo.multiply"(%813, %814) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %816 = "stablehlo.subtract"(%arg138, %815) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %817 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %819 = "stablehlo.multiply"(%arg139, %818) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %820 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %821 = "stablehlo.multiply"(%819, %820) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %822 = "stablehlo.subtract"(%arg139, %821) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %823 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %824 = "stablehlo.broadcast_in_dim"(%823) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %825 = "stablehlo.multiply"(%arg140, %824) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %826 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %827 = "stablehlo.multiply"(%825, %826) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %828 = "stablehlo.subtract"(%arg140, %827) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %829 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %830 = "stablehlo.broadcast_in_dim"(%829) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %831 = "stablehlo.multiply"(%arg141, %830) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %832 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %833 = "stablehlo.multiply"(%831, %832) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %834 = "stablehlo.subtract"(%arg141, %833) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %835 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %836 = "stablehlo.broadcast_in_dim"(%835) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %837 = "stablehlo.multiply"(%arg142, %836) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %838 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %839 = "stablehlo.multiply"(%837, %838) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %840 = "stablehlo.subtract"(%arg142, %839) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %841 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %842 = "stablehlo.broadcast_in_dim"(%841) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %843 = "stablehlo.multiply"(%arg143, %842) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %844 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %845 = "stablehlo.multiply"(%843, %844) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %846 = "stablehlo.subtract"(%arg143, %845) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %847 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %848 = "stablehlo.broadcast_in_dim"(%847) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %849 = "stablehlo.multiply"(%arg144, %848) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %850 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %851 = "stablehlo.multiply"(%849, %850) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %852 = "stablehlo.subtract"(%arg144, %851) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %853 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %854 = "stablehlo.broadcast_in_dim"(%853) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %855 = "stablehlo.multiply"(%arg145, %854) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %856 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %857 = "stablehlo.multiply"(%855, %856) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %858 = "stablehlo.subtract"(%arg145, %857) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %859 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %860 = "stablehlo.broadcast_in_dim"(%859) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %861 = "stablehlo.multiply"(%arg146, %860) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %862 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %863 = "stablehlo.multiply"(%861, %862) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %864 = "stablehlo.subtract"(%arg146, %863) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %865 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %866 = "stablehlo.broadcast_in_dim"(%865) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %867 = "stablehlo.multiply"(%arg147, %866) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %868 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %869 = "stablehlo.multiply"(%867, %868) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %870 = "stablehlo.subtract"(%arg147, %869) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %871 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %872 = "stablehlo.broadcast_in_dim"(%871) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %873 = "stablehlo.multiply"(%arg148, %872) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %874 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %875 = "stablehlo.multiply"(%873, %874) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %876 = "stablehlo.subtract"(%arg148, %875) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %877 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %878 = "stablehlo.broadcast_in_dim"(%877) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %879 = "stablehlo.multiply"(%arg149, %878) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %880 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %881 = "stablehlo.multiply"(%879, %880) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %882 = "stablehlo.subtract"(%arg149, %881) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %883 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %884 = "stablehlo.broadcast_in_dim"(%883) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %885 = "stablehlo.multiply"(%arg150, %884) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %886 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %887 = "stablehlo.multiply"(%885, %886) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %888 = "stablehlo.subtract"(%arg150, %887) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %889 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %890 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %891 = "stablehlo.multiply"(%arg151, %890) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %892 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %893 = "stablehlo.multiply"(%891, %892) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %894 = "stablehlo.subtract"(%arg151, %893) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %895 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %896 = "stablehlo.broadcast_in_dim"(%895) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %897 = "stablehlo.multiply"(%arg152, %896) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %898 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %899 = "stablehlo.multiply"(%897, %898) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %900 = "stablehlo.subtract"(%arg152, %899) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %901 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %902 = "stablehlo.broadcast_in_dim"(%901) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %903 = "stablehlo.multiply"(%arg153, %902) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %904 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %905 = "stablehlo.multiply"(%903, %904) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %906 = "stablehlo.subtract"(%arg153, %905) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %907 = "stablehlo.constant"() <{value = dense<4.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %908 = "stablehlo.broadcast_in_dim"(%907) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %909 = "stablehlo.multiply"(%arg154, %908) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %910 = "stablehlo.broadcast_in_dim"(%arg159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %911 = "stablehlo.multiply"(%909, %910) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %912 = "stablehlo.subtract"(%arg154, %911) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %913 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %914 = "stablehlo.add"(%arg158, %913) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %915 = "stablehlo.convert"(%914) : (tensor<i32>) -> tensor<f32>
    %916 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %917 = "stablehlo.power"(%916, %915) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %918 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %919 = "stablehlo.power"(%918, %915) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %920 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %921 = "stablehlo.subtract"(%920, %919) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %922 = "stablehlo.sqrt"(%921) : (tensor<f32>) -> tensor<f32>
    %923 = "stablehlo.multiply"(%arg159, %922) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %924 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %925 = "stablehlo.subtract"(%924, %917) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %926 = "stablehlo.divide"(%923, %925) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %927 = "stablehlo.subtract"(%798, %arg160) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %928 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %929 = "stablehlo.broadcast_in_dim"(%928) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %930 = "stablehlo.multiply"(%927, %929) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %931 = "stablehlo.add"(%arg160, %930) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %932 = "chlo.square"(%798) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %933 = "stablehlo.subtract"(%932, %arg161) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %934 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %935 = "stablehlo.broadcast_in_dim"(%934) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %936 = "stablehlo.multiply"(%933, %935) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %937 = "stablehlo.add"(%arg161, %936) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %938 = "stablehlo.broadcast_in_dim"(%926) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %939 = "stablehlo.multiply"(%931, %938) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %940 = "stablehlo.sqrt"(%937) : (tensor<32x16xf32>) -> tensor<32x16xf32>
    %941 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %942 = "stablehlo.broadcast_in_dim"(%941) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %943 = "stablehlo.add"(%940, %942) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %944 = "stablehlo.divide"(%939, %943) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %945 = "stablehlo.subtract"(%804, %944) : (tensor<32x16xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %946 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %947 = "stablehlo.add"(%arg158, %946) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %948 = "stablehlo.convert"(%947) : (tensor<i32>) -> tensor<f32>
    %949 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %950 = "stablehlo.power"(%949, %948) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %951 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %952 = "stablehlo.power"(%951, %948) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %953 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %954 = "stablehlo.subtract"(%953, %952) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %955 = "stablehlo.sqrt"(%954) : (tensor<f32>) -> tensor<f32>
    %956 = "stablehlo.multiply"(%arg159, %955) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %957 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %958 = "stablehlo.subtract"(%957, %950) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %959 = "stablehlo.divide"(%956, %958) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %960 = "stablehlo.subtract"(%788, %arg162) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %961 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %962 = "stablehlo.broadcast_in_dim"(%961) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %963 = "stablehlo.multiply"(%960, %962) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %964 = "stablehlo.add"(%arg162, %963) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %965 = "chlo.square"(%788) : (tensor<16xf32>) -> tensor<16xf32>
    %966 = "stablehlo.subtract"(%965, %arg163) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %967 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %968 = "stablehlo.broadcast_in_dim"(%967) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %969 = "stablehlo.multiply"(%966, %968) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %970 = "stablehlo.add"(%arg163, %969) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %971 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %972 = "stablehlo.multiply"(%964, %971) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %973 = "stablehlo.sqrt"(%970) : (tensor<16xf32>) -> tensor<16xf32>
    %974 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %975 = "stablehlo.broadcast_in_dim"(%974) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %976 = "stablehlo.add"(%973, %975) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %977 = "stablehlo.divide"(%972, %976) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %978 = "stablehlo.subtract"(%810, %977) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %979 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %980 = "stablehlo.add"(%arg158, %979) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %981 = "stablehlo.convert"(%980) : (tensor<i32>) -> tensor<f32>
    %982 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %983 = "stablehlo.power"(%982, %981) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %984 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %985 = "stablehlo.power"(%984, %981) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %986 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %987 = "stablehlo.subtract"(%986, %985) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %988 = "stablehlo.sqrt"(%987) : (tensor<f32>) -> tensor<f32>
    %989 = "stablehlo.multiply"(%arg159, %988) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %990 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %991 = "stablehlo.subtract"(%990, %983) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %992 = "stablehlo.divide"(%989, %991) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %993 = "stablehlo.subtract"(%787, %arg164) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %994 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %995 = "stablehlo.broadcast_in_dim"(%994) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %996 = "stablehlo.multiply"(%993, %995) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %997 = "stablehlo.add"(%arg164, %996) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %998 = "chlo.square"(%787) : (tensor<16xf32>) -> tensor<16xf32>
    %999 = "stablehlo.subtract"(%998, %arg165) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1000 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1001 = "stablehlo.broadcast_in_dim"(%1000) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1002 = "stablehlo.multiply"(%999, %1001) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1003 = "stablehlo.add"(%arg165, %1002) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1004 = "stablehlo.broadcast_in_dim"(%992) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1005 = "stablehlo.multiply"(%997, %1004) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1006 = "stablehlo.sqrt"(%1003) : (tensor<16xf32>) -> tensor<16xf32>
    %1007 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1008 = "stablehlo.broadcast_in_dim"(%1007) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1009 = "stablehlo.add"(%1006, %1008) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1010 = "stablehlo.divide"(%1005, %1009) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1011 = "stablehlo.subtract"(%816, %1010) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1012 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1013 = "stablehlo.add"(%arg158, %1012) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1014 = "stablehlo.convert"(%1013) : (tensor<i32>) -> tensor<f32>
    %1015 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1016 = "stablehlo.power"(%1015, %1014) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1017 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1018 = "stablehlo.power"(%1017, %1014) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1019 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1020 = "stablehlo.subtract"(%1019, %1018) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1021 = "stablehlo.sqrt"(%1020) : (tensor<f32>) -> tensor<f32>
    %1022 = "stablehlo.multiply"(%arg159, %1021) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1023 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1024 = "stablehlo.subtract"(%1023, %1016) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1025 = "stablehlo.divide"(%1022, %1024) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1026 = "stablehlo.subtract"(%759, %arg166) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1027 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1028 = "stablehlo.broadcast_in_dim"(%1027) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1029 = "stablehlo.multiply"(%1026, %1028) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1030 = "stablehlo.add"(%arg166, %1029) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1031 = "chlo.square"(%759) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1032 = "stablehlo.subtract"(%1031, %arg167) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1033 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1034 = "stablehlo.broadcast_in_dim"(%1033) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1035 = "stablehlo.multiply"(%1032, %1034) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1036 = "stablehlo.add"(%arg167, %1035) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1037 = "stablehlo.broadcast_in_dim"(%1025) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1038 = "stablehlo.multiply"(%1030, %1037) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1039 = "stablehlo.sqrt"(%1036) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1040 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1041 = "stablehlo.broadcast_in_dim"(%1040) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1042 = "stablehlo.add"(%1039, %1041) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1043 = "stablehlo.divide"(%1038, %1042) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1044 = "stablehlo.subtract"(%822, %1043) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1045 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1046 = "stablehlo.add"(%arg158, %1045) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1047 = "stablehlo.convert"(%1046) : (tensor<i32>) -> tensor<f32>
    %1048 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1049 = "stablehlo.power"(%1048, %1047) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1050 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1051 = "stablehlo.power"(%1050, %1047) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1052 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1053 = "stablehlo.subtract"(%1052, %1051) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1054 = "stablehlo.sqrt"(%1053) : (tensor<f32>) -> tensor<f32>
    %1055 = "stablehlo.multiply"(%arg159, %1054) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1056 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1057 = "stablehlo.subtract"(%1056, %1049) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1058 = "stablehlo.divide"(%1055, %1057) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1059 = "stablehlo.subtract"(%757, %arg168) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1060 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1061 = "stablehlo.broadcast_in_dim"(%1060) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1062 = "stablehlo.multiply"(%1059, %1061) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1063 = "stablehlo.add"(%arg168, %1062) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1064 = "chlo.square"(%757) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %1065 = "stablehlo.subtract"(%1064, %arg169) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1066 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1067 = "stablehlo.broadcast_in_dim"(%1066) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1068 = "stablehlo.multiply"(%1065, %1067) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1069 = "stablehlo.add"(%arg169, %1068) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1070 = "stablehlo.broadcast_in_dim"(%1058) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1071 = "stablehlo.multiply"(%1063, %1070) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1072 = "stablehlo.sqrt"(%1069) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %1073 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1074 = "stablehlo.broadcast_in_dim"(%1073) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1075 = "stablehlo.add"(%1072, %1074) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1076 = "stablehlo.divide"(%1071, %1075) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1077 = "stablehlo.subtract"(%828, %1076) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1078 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1079 = "stablehlo.add"(%arg158, %1078) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1080 = "stablehlo.convert"(%1079) : (tensor<i32>) -> tensor<f32>
    %1081 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1082 = "stablehlo.power"(%1081, %1080) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1083 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1084 = "stablehlo.power"(%1083, %1080) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1085 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1086 = "stablehlo.subtract"(%1085, %1084) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1087 = "stablehlo.sqrt"(%1086) : (tensor<f32>) -> tensor<f32>
    %1088 = "stablehlo.multiply"(%arg159, %1087) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1089 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1090 = "stablehlo.subtract"(%1089, %1082) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1091 = "stablehlo.divide"(%1088, %1090) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1092 = "stablehlo.subtract"(%750, %arg170) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1093 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1094 = "stablehlo.broadcast_in_dim"(%1093) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1095 = "stablehlo.multiply"(%1092, %1094) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1096 = "stablehlo.add"(%arg170, %1095) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1097 = "chlo.square"(%750) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1098 = "stablehlo.subtract"(%1097, %arg171) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1099 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1100 = "stablehlo.broadcast_in_dim"(%1099) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1101 = "stablehlo.multiply"(%1098, %1100) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1102 = "stablehlo.add"(%arg171, %1101) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1103 = "stablehlo.broadcast_in_dim"(%1091) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1104 = "stablehlo.multiply"(%1096, %1103) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1105 = "stablehlo.sqrt"(%1102) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1106 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1107 = "stablehlo.broadcast_in_dim"(%1106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1108 = "stablehlo.add"(%1105, %1107) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1109 = "stablehlo.divide"(%1104, %1108) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1110 = "stablehlo.subtract"(%834, %1109) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1111 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1112 = "stablehlo.add"(%arg158, %1111) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1113 = "stablehlo.convert"(%1112) : (tensor<i32>) -> tensor<f32>
    %1114 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1115 = "stablehlo.power"(%1114, %1113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1116 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1117 = "stablehlo.power"(%1116, %1113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1118 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1119 = "stablehlo.subtract"(%1118, %1117) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1120 = "stablehlo.sqrt"(%1119) : (tensor<f32>) -> tensor<f32>
    %1121 = "stablehlo.multiply"(%arg159, %1120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1122 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1123 = "stablehlo.subtract"(%1122, %1115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1124 = "stablehlo.divide"(%1121, %1123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1125 = "stablehlo.subtract"(%748, %arg172) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1126 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1127 = "stablehlo.broadcast_in_dim"(%1126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1128 = "stablehlo.multiply"(%1125, %1127) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1129 = "stablehlo.add"(%arg172, %1128) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1130 = "chlo.square"(%748) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %1131 = "stablehlo.subtract"(%1130, %arg173) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1132 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1134 = "stablehlo.multiply"(%1131, %1133) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1135 = "stablehlo.add"(%arg173, %1134) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1136 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1137 = "stablehlo.multiply"(%1129, %1136) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1138 = "stablehlo.sqrt"(%1135) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %1139 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1140 = "stablehlo.broadcast_in_dim"(%1139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1141 = "stablehlo.add"(%1138, %1140) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1142 = "stablehlo.divide"(%1137, %1141) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1143 = "stablehlo.subtract"(%840, %1142) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1144 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1145 = "stablehlo.add"(%arg158, %1144) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1146 = "stablehlo.convert"(%1145) : (tensor<i32>) -> tensor<f32>
    %1147 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1148 = "stablehlo.power"(%1147, %1146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1149 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1150 = "stablehlo.power"(%1149, %1146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1151 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1152 = "stablehlo.subtract"(%1151, %1150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1153 = "stablehlo.sqrt"(%1152) : (tensor<f32>) -> tensor<f32>
    %1154 = "stablehlo.multiply"(%arg159, %1153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1155 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1156 = "stablehlo.subtract"(%1155, %1148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1157 = "stablehlo.divide"(%1154, %1156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1158 = "stablehlo.subtract"(%742, %arg174) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1159 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1161 = "stablehlo.multiply"(%1158, %1160) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1162 = "stablehlo.add"(%arg174, %1161) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1163 = "chlo.square"(%742) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1164 = "stablehlo.subtract"(%1163, %arg175) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1165 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1166 = "stablehlo.broadcast_in_dim"(%1165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1167 = "stablehlo.multiply"(%1164, %1166) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1168 = "stablehlo.add"(%arg175, %1167) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1169 = "stablehlo.broadcast_in_dim"(%1157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1170 = "stablehlo.multiply"(%1162, %1169) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1171 = "stablehlo.sqrt"(%1168) : (tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1172 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1173 = "stablehlo.broadcast_in_dim"(%1172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x2x8xf32>
    %1174 = "stablehlo.add"(%1171, %1173) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1175 = "stablehlo.divide"(%1170, %1174) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1176 = "stablehlo.subtract"(%846, %1175) : (tensor<16x2x8xf32>, tensor<16x2x8xf32>) -> tensor<16x2x8xf32>
    %1177 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1178 = "stablehlo.add"(%arg158, %1177) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1179 = "stablehlo.convert"(%1178) : (tensor<i32>) -> tensor<f32>
    %1180 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1181 = "stablehlo.power"(%1180, %1179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1182 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1183 = "stablehlo.power"(%1182, %1179) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1184 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1185 = "stablehlo.subtract"(%1184, %1183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1186 = "stablehlo.sqrt"(%1185) : (tensor<f32>) -> tensor<f32>
    %1187 = "stablehlo.multiply"(%arg159, %1186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1188 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1189 = "stablehlo.subtract"(%1188, %1181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1190 = "stablehlo.divide"(%1187, %1189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1191 = "stablehlo.subtract"(%740, %arg176) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1192 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1193 = "stablehlo.broadcast_in_dim"(%1192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1194 = "stablehlo.multiply"(%1191, %1193) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1195 = "stablehlo.add"(%arg176, %1194) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1196 = "chlo.square"(%740) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %1197 = "stablehlo.subtract"(%1196, %arg177) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1198 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1199 = "stablehlo.broadcast_in_dim"(%1198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1200 = "stablehlo.multiply"(%1197, %1199) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1201 = "stablehlo.add"(%arg177, %1200) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1202 = "stablehlo.broadcast_in_dim"(%1190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1203 = "stablehlo.multiply"(%1195, %1202) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1204 = "stablehlo.sqrt"(%1201) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %1205 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1206 = "stablehlo.broadcast_in_dim"(%1205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %1207 = "stablehlo.add"(%1204, %1206) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1208 = "stablehlo.divide"(%1203, %1207) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1209 = "stablehlo.subtract"(%852, %1208) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %1210 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1211 = "stablehlo.add"(%arg158, %1210) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1212 = "stablehlo.convert"(%1211) : (tensor<i32>) -> tensor<f32>
    %1213 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1214 = "stablehlo.power"(%1213, %1212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1215 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1216 = "stablehlo.power"(%1215, %1212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1217 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1218 = "stablehlo.subtract"(%1217, %1216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1219 = "stablehlo.sqrt"(%1218) : (tensor<f32>) -> tensor<f32>
    %1220 = "stablehlo.multiply"(%arg159, %1219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1221 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1222 = "stablehlo.subtract"(%1221, %1214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1223 = "stablehlo.divide"(%1220, %1222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1224 = "stablehlo.subtract"(%701, %arg178) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1225 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1226 = "stablehlo.broadcast_in_dim"(%1225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %1227 = "stablehlo.multiply"(%1224, %1226) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1228 = "stablehlo.add"(%arg178, %1227) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1229 = "chlo.square"(%701) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1230 = "stablehlo.subtract"(%1229, %arg179) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1231 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1232 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %1233 = "stablehlo.multiply"(%1230, %1232) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1234 = "stablehlo.add"(%arg179, %1233) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1235 = "stablehlo.broadcast_in_dim"(%1223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %1236 = "stablehlo.multiply"(%1228, %1235) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1237 = "stablehlo.sqrt"(%1234) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1238 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1239 = "stablehlo.broadcast_in_dim"(%1238) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %1240 = "stablehlo.add"(%1237, %1239) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1241 = "stablehlo.divide"(%1236, %1240) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1242 = "stablehlo.subtract"(%858, %1241) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %1243 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1244 = "stablehlo.add"(%arg158, %1243) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1245 = "stablehlo.convert"(%1244) : (tensor<i32>) -> tensor<f32>
    %1246 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1247 = "stablehlo.power"(%1246, %1245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1248 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1249 = "stablehlo.power"(%1248, %1245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1250 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1251 = "stablehlo.subtract"(%1250, %1249) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1252 = "stablehlo.sqrt"(%1251) : (tensor<f32>) -> tensor<f32>
    %1253 = "stablehlo.multiply"(%arg159, %1252) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1254 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1255 = "stablehlo.subtract"(%1254, %1247) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1256 = "stablehlo.divide"(%1253, %1255) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1257 = "stablehlo.subtract"(%699, %arg180) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1258 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1259 = "stablehlo.broadcast_in_dim"(%1258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1260 = "stablehlo.multiply"(%1257, %1259) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1261 = "stablehlo.add"(%arg180, %1260) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1262 = "chlo.square"(%699) : (tensor<16xf32>) -> tensor<16xf32>
    %1263 = "stablehlo.subtract"(%1262, %arg181) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1264 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1265 = "stablehlo.broadcast_in_dim"(%1264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1266 = "stablehlo.multiply"(%1263, %1265) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1267 = "stablehlo.add"(%arg181, %1266) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1268 = "stablehlo.broadcast_in_dim"(%1256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1269 = "stablehlo.multiply"(%1261, %1268) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1270 = "stablehlo.sqrt"(%1267) : (tensor<16xf32>) -> tensor<16xf32>
    %1271 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1273 = "stablehlo.add"(%1270, %1272) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1274 = "stablehlo.divide"(%1269, %1273) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1275 = "stablehlo.subtract"(%864, %1274) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1276 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1277 = "stablehlo.add"(%arg158, %1276) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1278 = "stablehlo.convert"(%1277) : (tensor<i32>) -> tensor<f32>
    %1279 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1280 = "stablehlo.power"(%1279, %1278) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1281 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1282 = "stablehlo.power"(%1281, %1278) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1283 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1284 = "stablehlo.subtract"(%1283, %1282) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1285 = "stablehlo.sqrt"(%1284) : (tensor<f32>) -> tensor<f32>
    %1286 = "stablehlo.multiply"(%arg159, %1285) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1287 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1288 = "stablehlo.subtract"(%1287, %1280) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1289 = "stablehlo.divide"(%1286, %1288) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1290 = "stablehlo.subtract"(%679, %arg182) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1291 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1292 = "stablehlo.broadcast_in_dim"(%1291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1293 = "stablehlo.multiply"(%1290, %1292) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1294 = "stablehlo.add"(%arg182, %1293) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1295 = "chlo.square"(%679) : (tensor<16xf32>) -> tensor<16xf32>
    %1296 = "stablehlo.subtract"(%1295, %arg183) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1297 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1298 = "stablehlo.broadcast_in_dim"(%1297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1299 = "stablehlo.multiply"(%1296, %1298) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1300 = "stablehlo.add"(%arg183, %1299) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1301 = "stablehlo.broadcast_in_dim"(%1289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1302 = "stablehlo.multiply"(%1294, %1301) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1303 = "stablehlo.sqrt"(%1300) : (tensor<16xf32>) -> tensor<16xf32>
    %1304 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1305 = "stablehlo.broadcast_in_dim"(%1304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1306 = "stablehlo.add"(%1303, %1305) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1307 = "stablehlo.divide"(%1302, %1306) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1308 = "stablehlo.subtract"(%870, %1307) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1309 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1310 = "stablehlo.add"(%arg158, %1309) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1311 = "stablehlo.convert"(%1310) : (tensor<i32>) -> tensor<f32>
    %1312 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1313 = "stablehlo.power"(%1312, %1311) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1314 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1315 = "stablehlo.power"(%1314, %1311) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1316 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1317 = "stablehlo.subtract"(%1316, %1315) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1318 = "stablehlo.sqrt"(%1317) : (tensor<f32>) -> tensor<f32>
    %1319 = "stablehlo.multiply"(%arg159, %1318) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1320 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1321 = "stablehlo.subtract"(%1320, %1313) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1322 = "stablehlo.divide"(%1319, %1321) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1323 = "stablehlo.subtract"(%678, %arg184) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1324 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1325 = "stablehlo.broadcast_in_dim"(%1324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1326 = "stablehlo.multiply"(%1323, %1325) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1327 = "stablehlo.add"(%arg184, %1326) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1328 = "chlo.square"(%678) : (tensor<16xf32>) -> tensor<16xf32>
    %1329 = "stablehlo.subtract"(%1328, %arg185) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1330 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1331 = "stablehlo.broadcast_in_dim"(%1330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1332 = "stablehlo.multiply"(%1329, %1331) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1333 = "stablehlo.add"(%arg185, %1332) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1334 = "stablehlo.broadcast_in_dim"(%1322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1335 = "stablehlo.multiply"(%1327, %1334) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1336 = "stablehlo.sqrt"(%1333) : (tensor<16xf32>) -> tensor<16xf32>
    %1337 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1338 = "stablehlo.broadcast_in_dim"(%1337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1339 = "stablehlo.add"(%1336, %1338) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1340 = "stablehlo.divide"(%1335, %1339) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1341 = "stablehlo.subtract"(%876, %1340) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1342 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1343 = "stablehlo.add"(%arg158, %1342) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1344 = "stablehlo.convert"(%1343) : (tensor<i32>) -> tensor<f32>
    %1345 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1346 = "stablehlo.power"(%1345, %1344) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1347 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1348 = "stablehlo.power"(%1347, %1344) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1349 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1350 = "stablehlo.subtract"(%1349, %1348) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1351 = "stablehlo.sqrt"(%1350) : (tensor<f32>) -> tensor<f32>
    %1352 = "stablehlo.multiply"(%arg159, %1351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1353 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1354 = "stablehlo.subtract"(%1353, %1346) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1355 = "stablehlo.divide"(%1352, %1354) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1356 = "stablehlo.subtract"(%651, %arg186) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1357 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1358 = "stablehlo.broadcast_in_dim"(%1357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %1359 = "stablehlo.multiply"(%1356, %1358) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1360 = "stablehlo.add"(%arg186, %1359) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1361 = "chlo.square"(%651) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %1362 = "stablehlo.subtract"(%1361, %arg187) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1363 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %1365 = "stablehlo.multiply"(%1362, %1364) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1366 = "stablehlo.add"(%arg187, %1365) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1367 = "stablehlo.broadcast_in_dim"(%1355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %1368 = "stablehlo.multiply"(%1360, %1367) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1369 = "stablehlo.sqrt"(%1366) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %1370 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1371 = "stablehlo.broadcast_in_dim"(%1370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %1372 = "stablehlo.add"(%1369, %1371) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1373 = "stablehlo.divide"(%1368, %1372) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1374 = "stablehlo.subtract"(%882, %1373) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %1375 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1376 = "stablehlo.add"(%arg158, %1375) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1377 = "stablehlo.convert"(%1376) : (tensor<i32>) -> tensor<f32>
    %1378 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1379 = "stablehlo.power"(%1378, %1377) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1380 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1381 = "stablehlo.power"(%1380, %1377) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1382 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1383 = "stablehlo.subtract"(%1382, %1381) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1384 = "stablehlo.sqrt"(%1383) : (tensor<f32>) -> tensor<f32>
    %1385 = "stablehlo.multiply"(%arg159, %1384) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1386 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1387 = "stablehlo.subtract"(%1386, %1379) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1388 = "stablehlo.divide"(%1385, %1387) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1389 = "stablehlo.subtract"(%649, %arg188) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1390 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1391 = "stablehlo.broadcast_in_dim"(%1390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1392 = "stablehlo.multiply"(%1389, %1391) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1393 = "stablehlo.add"(%arg188, %1392) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1394 = "chlo.square"(%649) : (tensor<64xf32>) -> tensor<64xf32>
    %1395 = "stablehlo.subtract"(%1394, %arg189) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1396 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1397 = "stablehlo.broadcast_in_dim"(%1396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1398 = "stablehlo.multiply"(%1395, %1397) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1399 = "stablehlo.add"(%arg189, %1398) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1400 = "stablehlo.broadcast_in_dim"(%1388) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1401 = "stablehlo.multiply"(%1393, %1400) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1402 = "stablehlo.sqrt"(%1399) : (tensor<64xf32>) -> tensor<64xf32>
    %1403 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1404 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %1405 = "stablehlo.add"(%1402, %1404) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1406 = "stablehlo.divide"(%1401, %1405) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1407 = "stablehlo.subtract"(%888, %1406) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1408 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1409 = "stablehlo.add"(%arg158, %1408) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1410 = "stablehlo.convert"(%1409) : (tensor<i32>) -> tensor<f32>
    %1411 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1412 = "stablehlo.power"(%1411, %1410) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1413 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1414 = "stablehlo.power"(%1413, %1410) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1415 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1416 = "stablehlo.subtract"(%1415, %1414) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1417 = "stablehlo.sqrt"(%1416) : (tensor<f32>) -> tensor<f32>
    %1418 = "stablehlo.multiply"(%arg159, %1417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1419 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1420 = "stablehlo.subtract"(%1419, %1412) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1421 = "stablehlo.divide"(%1418, %1420) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1422 = "stablehlo.subtract"(%626, %arg190) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1423 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1424 = "stablehlo.broadcast_in_dim"(%1423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %1425 = "stablehlo.multiply"(%1422, %1424) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1426 = "stablehlo.add"(%arg190, %1425) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1427 = "chlo.square"(%626) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %1428 = "stablehlo.subtract"(%1427, %arg191) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1429 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1430 = "stablehlo.broadcast_in_dim"(%1429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %1431 = "stablehlo.multiply"(%1428, %1430) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1432 = "stablehlo.add"(%arg191, %1431) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1433 = "stablehlo.broadcast_in_dim"(%1421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %1434 = "stablehlo.multiply"(%1426, %1433) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1435 = "stablehlo.sqrt"(%1432) : (tensor<64x16xf32>) -> tensor<64x16xf32>
    %1436 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1437 = "stablehlo.broadcast_in_dim"(%1436) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %1438 = "stablehlo.add"(%1435, %1437) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1439 = "stablehlo.divide"(%1434, %1438) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1440 = "stablehlo.subtract"(%894, %1439) : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x16xf32>
    %1441 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1442 = "stablehlo.add"(%arg158, %1441) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1443 = "stablehlo.convert"(%1442) : (tensor<i32>) -> tensor<f32>
    %1444 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1445 = "stablehlo.power"(%1444, %1443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1446 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1447 = "stablehlo.power"(%1446, %1443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1448 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1449 = "stablehlo.subtract"(%1448, %1447) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1450 = "stablehlo.sqrt"(%1449) : (tensor<f32>) -> tensor<f32>
    %1451 = "stablehlo.multiply"(%arg159, %1450) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1452 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1453 = "stablehlo.subtract"(%1452, %1445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1454 = "stablehlo.divide"(%1451, %1453) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1455 = "stablehlo.subtract"(%624, %arg192) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1456 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1457 = "stablehlo.broadcast_in_dim"(%1456) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1458 = "stablehlo.multiply"(%1455, %1457) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1459 = "stablehlo.add"(%arg192, %1458) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1460 = "chlo.square"(%624) : (tensor<16xf32>) -> tensor<16xf32>
    %1461 = "stablehlo.subtract"(%1460, %arg193) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1462 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1463 = "stablehlo.broadcast_in_dim"(%1462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1464 = "stablehlo.multiply"(%1461, %1463) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1465 = "stablehlo.add"(%arg193, %1464) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1466 = "stablehlo.broadcast_in_dim"(%1454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1467 = "stablehlo.multiply"(%1459, %1466) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1468 = "stablehlo.sqrt"(%1465) : (tensor<16xf32>) -> tensor<16xf32>
    %1469 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1470 = "stablehlo.broadcast_in_dim"(%1469) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %1471 = "stablehlo.add"(%1468, %1470) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1472 = "stablehlo.divide"(%1467, %1471) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1473 = "stablehlo.subtract"(%900, %1472) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %1474 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1475 = "stablehlo.add"(%arg158, %1474) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1476 = "stablehlo.convert"(%1475) : (tensor<i32>) -> tensor<f32>
    %1477 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1478 = "stablehlo.power"(%1477, %1476) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1479 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1480 = "stablehlo.power"(%1479, %1476) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1481 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1482 = "stablehlo.subtract"(%1481, %1480) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1483 = "stablehlo.sqrt"(%1482) : (tensor<f32>) -> tensor<f32>
    %1484 = "stablehlo.multiply"(%arg159, %1483) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1485 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1486 = "stablehlo.subtract"(%1485, %1478) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1487 = "stablehlo.divide"(%1484, %1486) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1488 = "stablehlo.subtract"(%612, %arg194) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1489 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1490 = "stablehlo.broadcast_in_dim"(%1489) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1491 = "stablehlo.multiply"(%1488, %1490) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1492 = "stablehlo.add"(%arg194, %1491) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1493 = "chlo.square"(%612) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1494 = "stablehlo.subtract"(%1493, %arg195) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1495 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1496 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1497 = "stablehlo.multiply"(%1494, %1496) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1498 = "stablehlo.add"(%arg195, %1497) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1499 = "stablehlo.broadcast_in_dim"(%1487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1500 = "stablehlo.multiply"(%1492, %1499) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1501 = "stablehlo.sqrt"(%1498) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1502 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1503 = "stablehlo.broadcast_in_dim"(%1502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1504 = "stablehlo.add"(%1501, %1503) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1505 = "stablehlo.divide"(%1500, %1504) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1506 = "stablehlo.subtract"(%906, %1505) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1507 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1508 = "stablehlo.add"(%arg158, %1507) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1509 = "stablehlo.convert"(%1508) : (tensor<i32>) -> tensor<f32>
    %1510 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1511 = "stablehlo.power"(%1510, %1509) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1512 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1513 = "stablehlo.power"(%1512, %1509) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1514 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1515 = "stablehlo.subtract"(%1514, %1513) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1516 = "stablehlo.sqrt"(%1515) : (tensor<f32>) -> tensor<f32>
    %1517 = "stablehlo.multiply"(%arg159, %1516) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1518 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1519 = "stablehlo.subtract"(%1518, %1511) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1520 = "stablehlo.divide"(%1517, %1519) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1521 = "stablehlo.subtract"(%610, %arg196) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1522 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1523 = "stablehlo.broadcast_in_dim"(%1522) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1524 = "stablehlo.multiply"(%1521, %1523) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1525 = "stablehlo.add"(%arg196, %1524) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1526 = "chlo.square"(%610) : (tensor<32xf32>) -> tensor<32xf32>
    %1527 = "stablehlo.subtract"(%1526, %arg197) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1528 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1529 = "stablehlo.broadcast_in_dim"(%1528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1530 = "stablehlo.multiply"(%1527, %1529) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1531 = "stablehlo.add"(%arg197, %1530) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1532 = "stablehlo.broadcast_in_dim"(%1520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1533 = "stablehlo.multiply"(%1525, %1532) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1534 = "stablehlo.sqrt"(%1531) : (tensor<32xf32>) -> tensor<32xf32>
    %1535 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %1536 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1537 = "stablehlo.add"(%1534, %1536) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1538 = "stablehlo.divide"(%1533, %1537) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1539 = "stablehlo.subtract"(%912, %1538) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1540 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1541 = "stablehlo.add"(%arg158, %1540) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%945, %978, %1011, %1044, %1077, %1110, %1143, %1176, %1209, %1242, %1275, %1308, %1341, %1374, %1407, %1440, %1473, %1506, %1539, %471, %489, %562, %1541, %arg159, %931, %937, %964, %970, %997, %1003, %1030, %1036, %1063, %1069, %1096, %1102, %1129, %1135, %1162, %1168, %1195, %1201, %1228, %1234, %1261, %1267, %1294, %1300, %1327, %1333, %1360, %1366, %1393, %1399, %1426, %1432, %1459, %1465, %1492, %1498, %1525, %1531, %597) : (tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<2xui32>, tensor<2xui32>, tensor<2xui32>, tensor<i32>, tensor<f32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<16x2x8xf32>, tensor<16x2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x16xf32>, tensor<64x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x16xf32>, tensor<2x8xi32>) -> (tensor<2x8x16xf32>, tensor<2x8x1xi32>), sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg132: tensor<32x16xf32>, %arg133: tensor<2x8xi32>):
    %367 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x8xi32>
    %369 = "stablehlo.compare"(%arg133, %368) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi1>
    %370 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x8xi32>
    %372 = "stablehlo.add"(%arg133, %371) : (tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %373 = "func.call"(%369, %372, %arg133) <{callee = @_where}> : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    %374 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %375 = "stablehlo.constant"() <{value = dense<31> : tensor<1xi32>}> : () -> tensor<1xi32>
    %376 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x8x1xi32>
    %378 = "stablehlo.compare"(%374, %377) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %379 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x8x1xi32>
    %381 = "stablehlo.compare"(%374, %380) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x8x1xi32>, tensor<2x8x1xi32>) -> tensor<2x8x1xi1>
    %382 = "stablehlo.and"(%378, %381) : (tensor<2x8x1xi1>, tensor<2x8x1xi1>) -> tensor<2x8x1xi1>
    %383 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %384 = "stablehlo.reduce"(%382, %383) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg134: tensor<i1>, %arg135: tensor<i1>):
      %390 = "stablehlo.and"(%arg134, %arg135) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%390) : (tensor<i1>) -> ()
    }) : (tensor<2x8x1xi1>, tensor<i1>) -> tensor<2x8xi1>
    %385 = "stablehlo.gather"(%arg132, %374) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<2x8x1xi32>) -> tensor<2x8x16xf32>
    %386 = "stablehlo.broadcast_in_dim"(%384) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xi1>) -> tensor<2x8x16xi1>
    %387 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %389 = "stablehlo.select"(%386, %385, %388) : (tensor<2x8x16xi1>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%389, %374) : (tensor<2x8x16xf32>, tensor<2x8x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg129: tensor<2x8xi1>, %arg130: tensor<2x8xi32>, %arg131: tensor<2x8xi32>):
    %366 = "stablehlo.select"(%arg129, %arg130, %arg131) : (tensor<2x8xi1>, tensor<2x8xi32>, tensor<2x8xi32>) -> tensor<2x8xi32>
    "func.return"(%366) : (tensor<2x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8x16xf32>, tensor<i32>) -> (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i1>), sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg123: tensor<2x8x16xf32>, %arg124: tensor<i32>):
    %340 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.reduce"(%arg123, %340) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %365 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%365) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %343 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %344 = "stablehlo.broadcast_in_dim"(%343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %345 = "stablehlo.divide"(%342, %344) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %346 = "stablehlo.broadcast_in_dim"(%345) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x16xf32>
    %347 = "stablehlo.subtract"(%arg123, %346) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %348 = "chlo.square"(%347) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %349 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %351 = "stablehlo.multiply"(%350, %347) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %352 = "stablehlo.convert"(%arg124) : (tensor<i32>) -> tensor<f32>
    %353 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %354 = "stablehlo.subtract"(%353, %352) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %355 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %356 = "stablehlo.reduce"(%348, %355) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %364 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%364) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %358 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %359 = "stablehlo.divide"(%357, %358) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %360 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.compare"(%354, %360) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %362 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %363 = "func.call"(%361, %359, %362) <{callee = @_where_0}> : (tensor<i1>, tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8x1xf32>
    "func.return"(%363, %351, %354, %361) : (tensor<2x8x1xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8x1xf32>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg120: tensor<i1>, %arg121: tensor<2x8x1xf32>, %arg122: tensor<f32>):
    %337 = "stablehlo.convert"(%arg122) : (tensor<f32>) -> tensor<f32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %339 = "stablehlo.select"(%arg120, %arg121, %338) : (tensor<i1>, tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    "func.return"(%339) : (tensor<2x8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg119: tensor<1x8x8xi32>):
    %336 = "func.call"(%arg119) <{callee = @cumsum_1}> : (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>
    "func.return"(%336) : (tensor<1x8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>, sym_name = "cumsum_1", sym_visibility = "private"}> ({
  ^bb0(%arg116: tensor<1x8x8xi32>):
    %332 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %334 = "stablehlo.reduce_window"(%arg116, %333) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [7, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 8, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg117: tensor<i32>, %arg118: tensor<i32>):
      %335 = "stablehlo.add"(%arg117, %arg118) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%335) : (tensor<i32>) -> ()
    }) : (tensor<1x8x8xi32>, tensor<i32>) -> tensor<1x8x8xi32>
    "func.return"(%334) : (tensor<1x8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>, sym_name = "cumsum_2", sym_visibility = "private"}> ({
  ^bb0(%arg115: tensor<1x8x8xi32>):
    %331 = "func.call"(%arg115) <{callee = @cumsum_3}> : (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>
    "func.return"(%331) : (tensor<1x8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x8x8xi32>) -> tensor<1x8x8xi32>, sym_name = "cumsum_3", sym_visibility = "private"}> ({
  ^bb0(%arg112: tensor<1x8x8xi32>):
    %327 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %328 = "stablehlo.broadcast_in_dim"(%327) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<i32>
    %329 = "stablehlo.reduce_window"(%arg112, %328) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [7, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 8>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg113: tensor<i32>, %arg114: tensor<i32>):
      %330 = "stablehlo.add"(%arg113, %arg114) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%330) : (tensor<i32>) -> ()
    }) : (tensor<1x8x8xi32>, tensor<i32>) -> tensor<1x8x8xi32>
    "func.return"(%329) : (tensor<1x8x8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1x8x8xi1>, tensor<2x2x8x8xf32>, tensor<f32>) -> (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>), sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg109: tensor<1x1x8x8xi1>, %arg110: tensor<2x2x8x8xf32>, %arg111: tensor<f32>):
    %323 = "stablehlo.convert"(%arg111) : (tensor<f32>) -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%arg109) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x8x8xi1>) -> tensor<2x2x8x8xi1>
    %325 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %326 = "stablehlo.select"(%324, %arg110, %325) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%326, %324) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>) -> tensor<2x2x8x8xi1>, sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg107: tensor<2xui32>, %arg108: tensor<f32>):
    %318 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %319 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %320 = "func.call"(%arg107, %318, %319) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x2x8x8xf32>
    %321 = "stablehlo.broadcast_in_dim"(%arg108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %322 = "stablehlo.compare"(%320, %321) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xi1>
    "func.return"(%322) : (tensor<2x2x8x8xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x2x8x8xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg104: tensor<2xui32>, %arg105: tensor<f32>, %arg106: tensor<f32>):
    %267 = "stablehlo.convert"(%arg105) : (tensor<f32>) -> tensor<f32>
    %268 = "stablehlo.convert"(%arg106) : (tensor<f32>) -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %270 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %271 = "stablehlo.slice"(%arg104) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %272 = "stablehlo.reshape"(%271) : (tensor<1xui32>) -> tensor<ui32>
    %273 = "stablehlo.slice"(%arg104) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %274 = "stablehlo.reshape"(%273) : (tensor<1xui32>) -> tensor<ui32>
    %275 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2x2x8x8xui64>
    %276 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x2x8x8xui64>
    %277 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<2x2x8x8xui64>
    %278 = "stablehlo.iota"() <{iota_dimension = 3 : i64}> : () -> tensor<2x2x8x8xui64>
    %279 = "stablehlo.constant"() <{value = dense<128> : tensor<ui64>}> : () -> tensor<ui64>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %281 = "stablehlo.multiply"(%280, %275) : (tensor<2x2x8x8xui64>, tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui64>
    %282 = "stablehlo.constant"() <{value = dense<64> : tensor<ui64>}> : () -> tensor<ui64>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %284 = "stablehlo.multiply"(%283, %276) : (tensor<2x2x8x8xui64>, tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui64>
    %285 = "stablehlo.constant"() <{value = dense<8> : tensor<ui64>}> : () -> tensor<ui64>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %287 = "stablehlo.multiply"(%286, %277) : (tensor<2x2x8x8xui64>, tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui64>
    %288 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %289 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %290 = "stablehlo.multiply"(%289, %278) : (tensor<2x2x8x8xui64>, tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui64>
    %291 = "stablehlo.add"(%281, %284) : (tensor<2x2x8x8xui64>, tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui64>
    %292 = "stablehlo.add"(%291, %287) : (tensor<2x2x8x8xui64>, tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui64>
    %293 = "stablehlo.add"(%292, %290) : (tensor<2x2x8x8xui64>, tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui64>
    %294 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x2x8x8xui64>
    %296 = "stablehlo.shift_right_logical"(%293, %295) : (tensor<2x2x8x8xui64>, tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui64>
    %297 = "stablehlo.convert"(%293) : (tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui32>
    %298 = "stablehlo.convert"(%296) : (tensor<2x2x8x8xui64>) -> tensor<2x2x8x8xui32>
    %299:2 = "func.call"(%272, %274, %298, %297) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>)
    %300 = "stablehlo.xor"(%299#0, %299#1) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %301 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %302 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %303 = "stablehlo.shift_right_logical"(%300, %302) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %304 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %306 = "stablehlo.or"(%303, %305) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %307 = "stablehlo.bitcast_convert"(%306) : (tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xf32>
    %308 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %310 = "stablehlo.subtract"(%307, %309) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %311 = "stablehlo.subtract"(%270, %269) : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<2x2x8x8xf32>
    %313 = "stablehlo.multiply"(%310, %312) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %314 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<2x2x8x8xf32>
    %315 = "stablehlo.add"(%313, %314) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    %316 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<2x2x8x8xf32>
    %317 = "stablehlo.maximum"(%316, %315) : (tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%317) : (tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg82: tensor<ui32>, %arg83: tensor<ui32>, %arg84: tensor<2x2x8x8xui32>, %arg85: tensor<2x2x8x8xui32>):
    %250 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %251 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %252 = "stablehlo.xor"(%arg82, %arg83) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %253 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %254 = "stablehlo.xor"(%252, %253) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %255 = "stablehlo.broadcast_in_dim"(%arg82) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %256 = "stablehlo.add"(%arg84, %255) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %257 = "stablehlo.broadcast_in_dim"(%arg83) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %258 = "stablehlo.add"(%arg85, %257) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %259 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %260 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %261:9 = "stablehlo.while"(%260, %259, %256, %258, %arg83, %254, %arg82, %250, %251) ({
    ^bb0(%arg95: tensor<i32>, %arg96: tensor<i32>, %arg97: tensor<2x2x8x8xui32>, %arg98: tensor<2x2x8x8xui32>, %arg99: tensor<ui32>, %arg100: tensor<ui32>, %arg101: tensor<ui32>, %arg102: tensor<4xui32>, %arg103: tensor<4xui32>):
      %265 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %266 = "stablehlo.compare"(%arg95, %265) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%266) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg86: tensor<i32>, %arg87: tensor<i32>, %arg88: tensor<2x2x8x8xui32>, %arg89: tensor<2x2x8x8xui32>, %arg90: tensor<ui32>, %arg91: tensor<ui32>, %arg92: tensor<ui32>, %arg93: tensor<4xui32>, %arg94: tensor<4xui32>):
      %262:8 = "func.call"(%arg87, %arg88, %arg89, %arg90, %arg91, %arg92, %arg93, %arg94) <{callee = @closed_call}> : (tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %263 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %264 = "stablehlo.add"(%arg86, %263) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%264, %262#0, %262#1, %262#2, %262#3, %262#4, %262#5, %262#6, %262#7) : (tensor<i32>, tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%261#2, %261#3) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg74: tensor<i32>, %arg75: tensor<2x2x8x8xui32>, %arg76: tensor<2x2x8x8xui32>, %arg77: tensor<ui32>, %arg78: tensor<ui32>, %arg79: tensor<ui32>, %arg80: tensor<4xui32>, %arg81: tensor<4xui32>):
    %195 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %196 = "stablehlo.add"(%arg74, %195) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %197 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %198 = "stablehlo.reshape"(%197) : (tensor<1xui32>) -> tensor<ui32>
    %199 = "stablehlo.add"(%arg75, %arg76) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %200 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %201 = "stablehlo.shift_left"(%arg76, %200) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %202 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %203 = "stablehlo.subtract"(%202, %198) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %205 = "stablehlo.shift_right_logical"(%arg76, %204) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %206 = "stablehlo.or"(%201, %205) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %207 = "stablehlo.xor"(%199, %206) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %208 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %209 = "stablehlo.reshape"(%208) : (tensor<1xui32>) -> tensor<ui32>
    %210 = "stablehlo.add"(%199, %207) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %211 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %212 = "stablehlo.shift_left"(%207, %211) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %213 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %214 = "stablehlo.subtract"(%213, %209) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %216 = "stablehlo.shift_right_logical"(%207, %215) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %217 = "stablehlo.or"(%212, %216) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %218 = "stablehlo.xor"(%210, %217) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %219 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %220 = "stablehlo.reshape"(%219) : (tensor<1xui32>) -> tensor<ui32>
    %221 = "stablehlo.add"(%210, %218) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %222 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %223 = "stablehlo.shift_left"(%218, %222) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %224 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %225 = "stablehlo.subtract"(%224, %220) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %227 = "stablehlo.shift_right_logical"(%218, %226) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %228 = "stablehlo.or"(%223, %227) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %229 = "stablehlo.xor"(%221, %228) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %230 = "stablehlo.slice"(%arg80) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %231 = "stablehlo.reshape"(%230) : (tensor<1xui32>) -> tensor<ui32>
    %232 = "stablehlo.add"(%221, %229) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %233 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %234 = "stablehlo.shift_left"(%229, %233) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %235 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %236 = "stablehlo.subtract"(%235, %231) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %238 = "stablehlo.shift_right_logical"(%229, %237) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %239 = "stablehlo.or"(%234, %238) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %240 = "stablehlo.xor"(%232, %239) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %241 = "stablehlo.broadcast_in_dim"(%arg77) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %242 = "stablehlo.add"(%232, %241) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %243 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %244 = "stablehlo.add"(%240, %243) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    %245 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %246 = "stablehlo.add"(%arg74, %245) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %247 = "stablehlo.convert"(%246) : (tensor<i32>) -> tensor<ui32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x2x8x8xui32>
    %249 = "stablehlo.add"(%244, %248) : (tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>) -> tensor<2x2x8x8xui32>
    "func.return"(%196, %242, %249, %arg78, %arg79, %arg77, %arg81, %arg80) : (tensor<i32>, tensor<2x2x8x8xui32>, tensor<2x2x8x8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>) -> tensor<2x8x16xi1>, sym_name = "_bernoulli_5", sym_visibility = "private"}> ({
  ^bb0(%arg72: tensor<2xui32>, %arg73: tensor<f32>):
    %190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %192 = "func.call"(%arg72, %190, %191) <{callee = @_uniform_6}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x8x16xf32>
    %193 = "stablehlo.broadcast_in_dim"(%arg73) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %194 = "stablehlo.compare"(%192, %193) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xi1>
    "func.return"(%194) : (tensor<2x8x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x8x16xf32>, sym_name = "_uniform_6", sym_visibility = "private"}> ({
  ^bb0(%arg69: tensor<2xui32>, %arg70: tensor<f32>, %arg71: tensor<f32>):
    %144 = "stablehlo.convert"(%arg70) : (tensor<f32>) -> tensor<f32>
    %145 = "stablehlo.convert"(%arg71) : (tensor<f32>) -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %147 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1xf32>
    %148 = "stablehlo.slice"(%arg69) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %149 = "stablehlo.reshape"(%148) : (tensor<1xui32>) -> tensor<ui32>
    %150 = "stablehlo.slice"(%arg69) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %151 = "stablehlo.reshape"(%150) : (tensor<1xui32>) -> tensor<ui32>
    %152 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2x8x16xui64>
    %153 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x8x16xui64>
    %154 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<2x8x16xui64>
    %155 = "stablehlo.constant"() <{value = dense<128> : tensor<ui64>}> : () -> tensor<ui64>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x8x16xui64>
    %157 = "stablehlo.multiply"(%156, %152) : (tensor<2x8x16xui64>, tensor<2x8x16xui64>) -> tensor<2x8x16xui64>
    %158 = "stablehlo.constant"() <{value = dense<16> : tensor<ui64>}> : () -> tensor<ui64>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x8x16xui64>
    %160 = "stablehlo.multiply"(%159, %153) : (tensor<2x8x16xui64>, tensor<2x8x16xui64>) -> tensor<2x8x16xui64>
    %161 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x8x16xui64>
    %163 = "stablehlo.multiply"(%162, %154) : (tensor<2x8x16xui64>, tensor<2x8x16xui64>) -> tensor<2x8x16xui64>
    %164 = "stablehlo.add"(%157, %160) : (tensor<2x8x16xui64>, tensor<2x8x16xui64>) -> tensor<2x8x16xui64>
    %165 = "stablehlo.add"(%164, %163) : (tensor<2x8x16xui64>, tensor<2x8x16xui64>) -> tensor<2x8x16xui64>
    %166 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x8x16xui64>
    %168 = "stablehlo.shift_right_logical"(%165, %167) : (tensor<2x8x16xui64>, tensor<2x8x16xui64>) -> tensor<2x8x16xui64>
    %169 = "stablehlo.convert"(%165) : (tensor<2x8x16xui64>) -> tensor<2x8x16xui32>
    %170 = "stablehlo.convert"(%168) : (tensor<2x8x16xui64>) -> tensor<2x8x16xui32>
    %171:2 = "func.call"(%149, %151, %170, %169) <{callee = @threefry2x32_7}> : (tensor<ui32>, tensor<ui32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> (tensor<2x8x16xui32>, tensor<2x8x16xui32>)
    %172 = "stablehlo.xor"(%171#0, %171#1) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %173 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %175 = "stablehlo.shift_right_logical"(%172, %174) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %176 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %178 = "stablehlo.or"(%175, %177) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %179 = "stablehlo.bitcast_convert"(%178) : (tensor<2x8x16xui32>) -> tensor<2x8x16xf32>
    %180 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.broadcast_in_dim"(%180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %182 = "stablehlo.subtract"(%179, %181) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %183 = "stablehlo.subtract"(%147, %146) : (tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<2x8x16xf32>
    %185 = "stablehlo.multiply"(%182, %184) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %186 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<2x8x16xf32>
    %187 = "stablehlo.add"(%185, %186) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %188 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xf32>) -> tensor<2x8x16xf32>
    %189 = "stablehlo.maximum"(%188, %187) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%189) : (tensor<2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> (tensor<2x8x16xui32>, tensor<2x8x16xui32>), sym_name = "threefry2x32_7", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<ui32>, %arg48: tensor<ui32>, %arg49: tensor<2x8x16xui32>, %arg50: tensor<2x8x16xui32>):
    %127 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %128 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %129 = "stablehlo.xor"(%arg47, %arg48) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %130 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %131 = "stablehlo.xor"(%129, %130) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %132 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %133 = "stablehlo.add"(%arg49, %132) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %134 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %135 = "stablehlo.add"(%arg50, %134) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %136 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %137 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %138:9 = "stablehlo.while"(%137, %136, %133, %135, %arg48, %131, %arg47, %127, %128) ({
    ^bb0(%arg60: tensor<i32>, %arg61: tensor<i32>, %arg62: tensor<2x8x16xui32>, %arg63: tensor<2x8x16xui32>, %arg64: tensor<ui32>, %arg65: tensor<ui32>, %arg66: tensor<ui32>, %arg67: tensor<4xui32>, %arg68: tensor<4xui32>):
      %142 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %143 = "stablehlo.compare"(%arg60, %142) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%143) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg51: tensor<i32>, %arg52: tensor<i32>, %arg53: tensor<2x8x16xui32>, %arg54: tensor<2x8x16xui32>, %arg55: tensor<ui32>, %arg56: tensor<ui32>, %arg57: tensor<ui32>, %arg58: tensor<4xui32>, %arg59: tensor<4xui32>):
      %139:8 = "func.call"(%arg52, %arg53, %arg54, %arg55, %arg56, %arg57, %arg58, %arg59) <{callee = @closed_call_8}> : (tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %140 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %141 = "stablehlo.add"(%arg51, %140) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%141, %139#0, %139#1, %139#2, %139#3, %139#4, %139#5, %139#6, %139#7) : (tensor<i32>, tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%138#2, %138#3) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call_8", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<i32>, %arg40: tensor<2x8x16xui32>, %arg41: tensor<2x8x16xui32>, %arg42: tensor<ui32>, %arg43: tensor<ui32>, %arg44: tensor<ui32>, %arg45: tensor<4xui32>, %arg46: tensor<4xui32>):
    %72 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.add"(%arg39, %72) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %74 = "stablehlo.slice"(%arg45) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.add"(%arg40, %arg41) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %77 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %78 = "stablehlo.shift_left"(%arg41, %77) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %79 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %80 = "stablehlo.subtract"(%79, %75) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %82 = "stablehlo.shift_right_logical"(%arg41, %81) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %83 = "stablehlo.or"(%78, %82) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %84 = "stablehlo.xor"(%76, %83) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %85 = "stablehlo.slice"(%arg45) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %86 = "stablehlo.reshape"(%85) : (tensor<1xui32>) -> tensor<ui32>
    %87 = "stablehlo.add"(%76, %84) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %89 = "stablehlo.shift_left"(%84, %88) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %90 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %91 = "stablehlo.subtract"(%90, %86) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %93 = "stablehlo.shift_right_logical"(%84, %92) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %94 = "stablehlo.or"(%89, %93) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %95 = "stablehlo.xor"(%87, %94) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %96 = "stablehlo.slice"(%arg45) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %97 = "stablehlo.reshape"(%96) : (tensor<1xui32>) -> tensor<ui32>
    %98 = "stablehlo.add"(%87, %95) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %99 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %100 = "stablehlo.shift_left"(%95, %99) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %101 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %102 = "stablehlo.subtract"(%101, %97) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %104 = "stablehlo.shift_right_logical"(%95, %103) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %105 = "stablehlo.or"(%100, %104) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %106 = "stablehlo.xor"(%98, %105) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %107 = "stablehlo.slice"(%arg45) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %108 = "stablehlo.reshape"(%107) : (tensor<1xui32>) -> tensor<ui32>
    %109 = "stablehlo.add"(%98, %106) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %110 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %111 = "stablehlo.shift_left"(%106, %110) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %112 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %113 = "stablehlo.subtract"(%112, %108) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %115 = "stablehlo.shift_right_logical"(%106, %114) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %116 = "stablehlo.or"(%111, %115) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %117 = "stablehlo.xor"(%109, %116) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %118 = "stablehlo.broadcast_in_dim"(%arg42) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %119 = "stablehlo.add"(%109, %118) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %120 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %121 = "stablehlo.add"(%117, %120) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    %122 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.add"(%arg39, %122) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %124 = "stablehlo.convert"(%123) : (tensor<i32>) -> tensor<ui32>
    %125 = "stablehlo.broadcast_in_dim"(%124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x8x16xui32>
    %126 = "stablehlo.add"(%121, %125) : (tensor<2x8x16xui32>, tensor<2x8x16xui32>) -> tensor<2x8x16xui32>
    "func.return"(%73, %119, %126, %arg43, %arg44, %arg42, %arg46, %arg45) : (tensor<i32>, tensor<2x8x16xui32>, tensor<2x8x16xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8x32xf32>) -> (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x1xf32>), sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2x8x32xf32>):
    %55 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.reduce"(%arg34, %55) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %71 = "stablehlo.maximum"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%71) : (tensor<f32>) -> ()
    }) : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %57 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %59 = "stablehlo.maximum"(%58, %56) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %62 = "stablehlo.subtract"(%arg34, %61) : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %63 = "stablehlo.exponential"(%62) : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %64 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.reduce"(%63, %64) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %70 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%70) : (tensor<f32>) -> ()
    }) : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %67 = "stablehlo.log"(%66) : (tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xf32>) -> tensor<2x8x32xf32>
    %69 = "stablehlo.subtract"(%62, %68) : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    "func.return"(%69, %63, %66) : (tensor<2x8x32xf32>, tensor<2x8x32xf32>, tensor<2x8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8xi32>) -> tensor<2x8x32xf32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2x8xi32>):
    %49 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xi32>) -> tensor<2x8x1xi32>
    %50 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x1x32xi32>
    %51 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x8x1xi32>) -> tensor<2x8x32xi32>
    %52 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xi32>) -> tensor<2x8x32xi32>
    %53 = "stablehlo.compare"(%51, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x8x32xi32>, tensor<2x8x32xi32>) -> tensor<2x8x32xi1>
    %54 = "stablehlo.convert"(%53) : (tensor<2x8x32xi1>) -> tensor<2x8x32xf32>
    "func.return"(%54) : (tensor<2x8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>, sym_name = "_where_9", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<i1>, %arg31: tensor<i32>, %arg32: tensor<f32>):
    %47 = "stablehlo.convert"(%arg31) : (tensor<i32>) -> tensor<f32>
    %48 = "stablehlo.select"(%arg30, %47, %arg32) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%48) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>, sym_name = "_where_10", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<i1>, %arg28: tensor<i32>, %arg29: tensor<f32>):
    %45 = "stablehlo.convert"(%arg28) : (tensor<i32>) -> tensor<f32>
    %46 = "stablehlo.select"(%arg27, %45, %arg29) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%46) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<f32>) -> tensor<f32>, sym_name = "_where_11", sym_visibility = "private"}> ({
  ^bb0(%arg25: tensor<i1>, %arg26: tensor<f32>):
    %43 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %44 = "stablehlo.select"(%arg25, %43, %arg26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%44) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8x32xf32>, tensor<2x8x1xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>, sym_name = "log_softmax_12", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<2x8x32xf32>, %arg19: tensor<2x8x1xf32>, %arg20: tensor<2x8x32xf32>):
    %31 = "stablehlo.negate"(%arg20) : (tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.reduce"(%31, %32) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %42 = "stablehlo.add"(%arg23, %arg24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%42) : (tensor<f32>) -> ()
    }) : (tensor<2x8x32xf32>, tensor<f32>) -> tensor<2x8xf32>
    %34 = "stablehlo.reshape"(%33) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %35 = "stablehlo.divide"(%34, %arg19) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.reduce"(%35, %36) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg21: tensor<f32>, %arg22: tensor<f32>):
      %41 = "stablehlo.add"(%arg21, %arg22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x32xf32>
    %39 = "stablehlo.multiply"(%38, %arg18) : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    %40 = "stablehlo.add"(%arg20, %39) : (tensor<2x8x32xf32>, tensor<2x8x32xf32>) -> tensor<2x8x32xf32>
    "func.return"(%40) : (tensor<2x8x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8x16xf32>, tensor<f32>, tensor<i1>, tensor<2x8x1xf32>) -> tensor<2x8x16xf32>, sym_name = "_var_13", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<2x8x16xf32>, %arg9: tensor<f32>, %arg10: tensor<i1>, %arg11: tensor<2x8x1xf32>):
    %10 = "func.call"(%arg10, %arg11) <{callee = @_where_14}> : (tensor<i1>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %11 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %12 = "stablehlo.divide"(%10, %11) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%12, %13) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %30 = "stablehlo.add"(%arg16, %arg17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%30) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %16 = "stablehlo.multiply"(%15, %arg8) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %17 = "stablehlo.negate"(%16) : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%17, %18) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %29 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%29) : (tensor<f32>) -> ()
    }) : (tensor<2x8x16xf32>, tensor<f32>) -> tensor<2x8xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<2x8xf32>) -> tensor<2x8x1xf32>
    %21 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %23 = "stablehlo.divide"(%20, %22) : (tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.reduce"(%23, %24) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
      %28 = "stablehlo.add"(%arg12, %arg13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%28) : (tensor<f32>) -> ()
    }) : (tensor<2x8x1xf32>, tensor<f32>) -> tensor<2x8xf32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x8xf32>) -> tensor<2x8x16xf32>
    %27 = "stablehlo.add"(%16, %26) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%27) : (tensor<2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>, sym_name = "_where_14", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<i1>, %arg7: tensor<2x8x1xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x1xf32>
    %9 = "stablehlo.select"(%arg6, %arg7, %8) : (tensor<i1>, tensor<2x8x1xf32>, tensor<2x8x1xf32>) -> tensor<2x8x1xf32>
    "func.return"(%9) : (tensor<2x8x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>, sym_name = "_where_15", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2x2x8x8xi1>, %arg5: tensor<2x2x8x8xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x8x8xf32>
    %6 = "stablehlo.select"(%arg4, %arg5, %5) : (tensor<2x2x8x8xi1>, tensor<2x2x8x8xf32>, tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
    "func.return"(%6) : (tensor<2x2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>, sym_name = "_take_16", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x8x1xi32>, %arg1: tensor<2x8x16xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x16xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<32x16xf32>, tensor<2x8x1xi32>, tensor<2x8x16xf32>) -> tensor<32x16xf32>
    "func.return"(%2) : (tensor<32x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
