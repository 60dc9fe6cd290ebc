"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{function_type = (tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<i32>, tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x5xi32>, tensor<2xi32>) -> (tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<i32>, tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Dense_0']['bias']"}, {jax.result_info = "result[0]['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Embed_0']['embedding']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hf']['bias']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hf']['kernel']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hg']['bias']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hg']['kernel']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hi']['bias']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['hi']['kernel']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['ho']['bias']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['ho']['kernel']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['if']['kernel']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['ig']['kernel']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['ii']['kernel']"}, {jax.result_info = "result[0]['OptimizedLSTMCell_0']['io']['kernel']"}, {jax.result_info = "result[1][0].count"}, {jax.result_info = "result[1][0].mu['Dense_0']['bias']"}, {jax.result_info = "result[1][0].mu['Dense_0']['kernel']"}, {jax.result_info = "result[1][0].mu['Embed_0']['embedding']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hf']['bias']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hf']['kernel']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hg']['bias']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hg']['kernel']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hi']['bias']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['hi']['kernel']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['ho']['bias']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['ho']['kernel']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['if']['kernel']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['ig']['kernel']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['ii']['kernel']"}, {jax.result_info = "result[1][0].mu['OptimizedLSTMCell_0']['io']['kernel']"}, {jax.result_info = "result[1][0].nu['Dense_0']['bias']"}, {jax.result_info = "result[1][0].nu['Dense_0']['kernel']"}, {jax.result_info = "result[1][0].nu['Embed_0']['embedding']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hf']['bias']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hf']['kernel']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hg']['bias']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hg']['kernel']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hi']['bias']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['hi']['kernel']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['ho']['bias']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['ho']['kernel']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['if']['kernel']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['ig']['kernel']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['ii']['kernel']"}, {jax.result_info = "result[1][0].nu['OptimizedLSTMCell_0']['io']['kernel']"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg81: tensor<3xf32>, %arg82: tensor<16x3xf32>, %arg83: tensor<50x8xf32>, %arg84: tensor<16xf32>, %arg85: tensor<16x16xf32>, %arg86: tensor<16xf32>, %arg87: tensor<16x16xf32>, %arg88: tensor<16xf32>, %arg89: tensor<16x16xf32>, %arg90: tensor<16xf32>, %arg91: tensor<16x16xf32>, %arg92: tensor<8x16xf32>, %arg93: tensor<8x16xf32>, %arg94: tensor<8x16xf32>, %arg95: tensor<8x16xf32>, %arg96: tensor<i32>, %arg97: tensor<3xf32>, %arg98: tensor<16x3xf32>, %arg99: tensor<50x8xf32>, %arg100: tensor<16xf32>, %arg101: tensor<16x16xf32>, %arg102: tensor<16xf32>, %arg103: tensor<16x16xf32>, %arg104: tensor<16xf32>, %arg105: tensor<16x16xf32>, %arg106: tensor<16xf32>, %arg107: tensor<16x16xf32>, %arg108: tensor<8x16xf32>, %arg109: tensor<8x16xf32>, %arg110: tensor<8x16xf32>, %arg111: tensor<8x16xf32>, %arg112: tensor<3xf32>, %arg113: tensor<16x3xf32>, %arg114: tensor<50x8xf32>, %arg115: tensor<16xf32>, %arg116: tensor<16x16xf32>, %arg117: tensor<16xf32>, %arg118: tensor<16x16xf32>, %arg119: tensor<16xf32>, %arg120: tensor<16x16xf32>, %arg121: tensor<16xf32>, %arg122: tensor<16x16xf32>, %arg123: tensor<8x16xf32>, %arg124: tensor<8x16xf32>, %arg125: tensor<8x16xf32>, %arg126: tensor<8x16xf32>, %arg127: tensor<2x5xi32>, %arg128: tensor<2xi32>):
    %217:2 = "func.call"(%arg83, %arg127) <{callee = @_take}> : (tensor<50x8xf32>, tensor<2x5xi32>) -> (tensor<2x5x8xf32>, tensor<2x5x1xi32>)
    %218 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %220 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %222 = "stablehlo.transpose"(%217#0) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x5x8xf32>) -> tensor<5x2x8xf32>
    %223 = "stablehlo.concatenate"(%arg89, %arg85, %arg87, %arg91) <{dimension = 1 : i64}> : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x64xf32>
    %224 = "stablehlo.concatenate"(%arg88, %arg84, %arg86, %arg90) <{dimension = 0 : i64}> : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<64xf32>
    %225 = "stablehlo.reshape"(%224) : (tensor<64xf32>) -> tensor<1x64xf32>
    %226 = "stablehlo.concatenate"(%arg94, %arg92, %arg93, %arg95) <{dimension = 1 : i64}> : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x64xf32>
    %227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %229 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %231 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %233 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.broadcast_in_dim"(%239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %241 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %245 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %247 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.broadcast_in_dim"(%249) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x16xf32>
    %253 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %254:20 = "stablehlo.while"(%222, %223, %225, %226, %253, %219, %221, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252) ({
    ^bb0(%arg221: tensor<5x2x8xf32>, %arg222: tensor<16x64xf32>, %arg223: tensor<1x64xf32>, %arg224: tensor<8x64xf32>, %arg225: tensor<i32>, %arg226: tensor<2x16xf32>, %arg227: tensor<2x16xf32>, %arg228: tensor<5x2x16xf32>, %arg229: tensor<5x2x16xf32>, %arg230: tensor<5x2x16xf32>, %arg231: tensor<5x2x16xf32>, %arg232: tensor<5x2x16xf32>, %arg233: tensor<5x2x16xf32>, %arg234: tensor<5x2x16xf32>, %arg235: tensor<5x2x16xf32>, %arg236: tensor<5x2x16xf32>, %arg237: tensor<5x2x16xf32>, %arg238: tensor<5x2x16xf32>, %arg239: tensor<5x2x16xf32>, %arg240: tensor<5x2x16xf32>):
      %880 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %881 = "stablehlo.compare"(%arg225, %880) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%881) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg201: tensor<5x2x8xf32>, %arg202: tensor<16x64xf32>, %arg203: tensor<1x64xf32>, %arg204: tensor<8x64xf32>, %arg205: tensor<i32>, %arg206: tensor<2x16xf32>, %arg207: tensor<2x16xf32>, %arg208: tensor<5x2x16xf32>, %arg209: tensor<5x2x16xf32>, %arg210: tensor<5x2x16xf32>, %arg211: tensor<5x2x16xf32>, %arg212: tensor<5x2x16xf32>, %arg213: tensor<5x2x16xf32>, %arg214: tensor<5x2x16xf32>, %arg215: tensor<5x2x16xf32>, %arg216: tensor<5x2x16xf32>, %arg217: tensor<5x2x16xf32>, %arg218: tensor<5x2x16xf32>, %arg219: tensor<5x2x16xf32>, %arg220: tensor<5x2x16xf32>):
      %863 = "func.call"(%arg201, %arg205) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %864:15 = "func.call"(%arg202, %arg203, %arg204, %arg206, %arg207, %863) <{callee = @closed_call}> : (tensor<16x64xf32>, tensor<1x64xf32>, tensor<8x64xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>) -> (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>)
      %865 = "func.call"(%arg208, %864#2, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %866 = "func.call"(%arg209, %864#3, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %867 = "func.call"(%arg210, %864#4, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %868 = "func.call"(%arg211, %864#5, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %869 = "func.call"(%arg212, %864#6, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %870 = "func.call"(%arg213, %864#7, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %871 = "func.call"(%arg214, %864#8, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %872 = "func.call"(%arg215, %864#9, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %873 = "func.call"(%arg216, %864#10, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %874 = "func.call"(%arg217, %864#11, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %875 = "func.call"(%arg218, %864#12, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %876 = "func.call"(%arg219, %864#13, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %877 = "func.call"(%arg220, %864#14, %arg205) <{callee = @dynamic_update_index_in_dim}> : (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>
      %878 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %879 = "stablehlo.add"(%arg205, %878) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg201, %arg202, %arg203, %arg204, %879, %864#0, %864#1, %865, %866, %867, %868, %869, %870, %871, %872, %873, %874, %875, %876, %877) : (tensor<5x2x8xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>) -> ()
    }) : (tensor<5x2x8xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>) -> (tensor<5x2x8xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>)
    %255 = "stablehlo.transpose"(%254#7) <{permutation = array<i64: 1, 0, 2>}> : (tensor<5x2x16xf32>) -> tensor<2x5x16xf32>
    %256 = "stablehlo.slice"(%255) <{limit_indices = array<i64: 2, 5, 16>, start_indices = array<i64: 0, 4, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x5x16xf32>) -> tensor<2x1x16xf32>
    %257 = "stablehlo.reshape"(%256) : (tensor<2x1x16xf32>) -> tensor<2x16xf32>
    %258 = "stablehlo.dot_general"(%257, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16xf32>, tensor<16x3xf32>) -> tensor<2x3xf32>
    %259 = "stablehlo.reshape"(%arg81) : (tensor<3xf32>) -> tensor<1x3xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %261 = "stablehlo.add"(%258, %260) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %262 = "stablehlo.broadcast_in_dim"(%arg128) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %263:2 = "func.call"(%261, %262) <{callee = @take_along_axis}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>)
    %264 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %265:2 = "func.call"(%263#0, %264) <{callee = @_take_0}> : (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>)
    %266 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.reduce"(%261, %266) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %862 = "stablehlo.maximum"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%862) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %268 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %270 = "stablehlo.maximum"(%269, %267) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %271 = "stablehlo.is_finite"(%270) : (tensor<2xf32>) -> tensor<2xi1>
    %272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %274 = "stablehlo.select"(%271, %270, %273) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %277 = "stablehlo.subtract"(%261, %276) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %278 = "stablehlo.exponential"(%277) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.reduce"(%278, %279) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %861 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%861) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %281 = "stablehlo.abs"(%280) : (tensor<2xf32>) -> tensor<2xf32>
    %282 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %284 = "stablehlo.compare"(%280, %283) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %285 = "stablehlo.log"(%281) : (tensor<2xf32>) -> tensor<2xf32>
    %286 = "stablehlo.add"(%285, %274) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %287 = "stablehlo.subtract"(%286, %265#0) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %288 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %289 = "stablehlo.reduce"(%287, %288) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %860 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%860) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %290 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.divide"(%289, %290) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %292 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.divide"(%292, %293) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %296 = "stablehlo.negate"(%295) : (tensor<2xf32>) -> tensor<2xf32>
    %297 = "stablehlo.divide"(%295, %281) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %298 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.broadcast_in_dim"(%298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %300 = "stablehlo.select"(%284, %299, %297) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %301 = "stablehlo.select"(%284, %297, %299) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %302 = "stablehlo.negate"(%300) : (tensor<2xf32>) -> tensor<2xf32>
    %303 = "stablehlo.add"(%301, %302) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x3xf32>
    %305 = "stablehlo.multiply"(%304, %278) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %306 = "func.call"(%265#1, %296) <{callee = @_take_2}> : (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    %307 = "func.call"(%263#1, %306) <{callee = @take_along_axis_3}> : (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    %308 = "stablehlo.add"(%305, %307) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %309 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.reduce"(%308, %309) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %859 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%859) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<3xf32>) -> tensor<1x3xf32>
    %312 = "stablehlo.reshape"(%311) : (tensor<1x3xf32>) -> tensor<3xf32>
    %313 = "stablehlo.dot_general"(%308, %257) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<2x16xf32>) -> tensor<3x16xf32>
    %314 = "stablehlo.transpose"(%313) <{permutation = array<i64: 1, 0>}> : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %315 = "stablehlo.dot_general"(%308, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<16x3xf32>) -> tensor<2x16xf32>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<2x16xf32>) -> tensor<2x1x16xf32>
    %317 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.pad"(%316, %317) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 0, 4, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x1x16xf32>, tensor<f32>) -> tensor<2x5x16xf32>
    %319 = "stablehlo.transpose"(%318) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x5x16xf32>) -> tensor<5x2x16xf32>
    %320 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %322 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %323 = "stablehlo.broadcast_in_dim"(%322) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %324 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %328 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %330 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %332 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %334 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %336 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.broadcast_in_dim"(%338) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %340 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %342 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %343 = "stablehlo.broadcast_in_dim"(%342) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %344 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %346 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x2x8xf32>
    %350 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %351:32 = "stablehlo.while"(%319, %254#8, %222, %254#9, %254#10, %254#11, %254#12, %254#13, %254#14, %254#15, %254#16, %254#17, %254#18, %254#19, %223, %226, %350, %325, %327, %329, %331, %333, %335, %337, %339, %341, %343, %345, %347, %321, %323, %349) ({
    ^bb0(%arg161: tensor<5x2x16xf32>, %arg162: tensor<5x2x16xf32>, %arg163: tensor<5x2x8xf32>, %arg164: tensor<5x2x16xf32>, %arg165: tensor<5x2x16xf32>, %arg166: tensor<5x2x16xf32>, %arg167: tensor<5x2x16xf32>, %arg168: tensor<5x2x16xf32>, %arg169: tensor<5x2x16xf32>, %arg170: tensor<5x2x16xf32>, %arg171: tensor<5x2x16xf32>, %arg172: tensor<5x2x16xf32>, %arg173: tensor<5x2x16xf32>, %arg174: tensor<5x2x16xf32>, %arg175: tensor<16x64xf32>, %arg176: tensor<8x64xf32>, %arg177: tensor<i32>, %arg178: tensor<16x16xf32>, %arg179: tensor<16x16xf32>, %arg180: tensor<16x16xf32>, %arg181: tensor<16x16xf32>, %arg182: tensor<16xf32>, %arg183: tensor<16xf32>, %arg184: tensor<16xf32>, %arg185: tensor<16xf32>, %arg186: tensor<8x16xf32>, %arg187: tensor<8x16xf32>, %arg188: tensor<8x16xf32>, %arg189: tensor<8x16xf32>, %arg190: tensor<2x16xf32>, %arg191: tensor<2x16xf32>, %arg192: tensor<5x2x8xf32>):
      %857 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %858 = "stablehlo.compare"(%arg177, %857) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%858) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg129: tensor<5x2x16xf32>, %arg130: tensor<5x2x16xf32>, %arg131: tensor<5x2x8xf32>, %arg132: tensor<5x2x16xf32>, %arg133: tensor<5x2x16xf32>, %arg134: tensor<5x2x16xf32>, %arg135: tensor<5x2x16xf32>, %arg136: tensor<5x2x16xf32>, %arg137: tensor<5x2x16xf32>, %arg138: tensor<5x2x16xf32>, %arg139: tensor<5x2x16xf32>, %arg140: tensor<5x2x16xf32>, %arg141: tensor<5x2x16xf32>, %arg142: tensor<5x2x16xf32>, %arg143: tensor<16x64xf32>, %arg144: tensor<8x64xf32>, %arg145: tensor<i32>, %arg146: tensor<16x16xf32>, %arg147: tensor<16x16xf32>, %arg148: tensor<16x16xf32>, %arg149: tensor<16x16xf32>, %arg150: tensor<16xf32>, %arg151: tensor<16xf32>, %arg152: tensor<16xf32>, %arg153: tensor<16xf32>, %arg154: tensor<8x16xf32>, %arg155: tensor<8x16xf32>, %arg156: tensor<8x16xf32>, %arg157: tensor<8x16xf32>, %arg158: tensor<2x16xf32>, %arg159: tensor<2x16xf32>, %arg160: tensor<5x2x8xf32>):
      %835 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %836 = "stablehlo.subtract"(%835, %arg145) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %837 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %838 = "stablehlo.subtract"(%836, %837) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %839 = "func.call"(%arg129, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %840 = "func.call"(%arg130, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %841 = "func.call"(%arg131, %838) <{callee = @dynamic_index_in_dim}> : (tensor<5x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %842 = "func.call"(%arg132, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %843 = "func.call"(%arg133, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %844 = "func.call"(%arg134, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %845 = "func.call"(%arg135, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %846 = "func.call"(%arg136, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %847 = "func.call"(%arg137, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %848 = "func.call"(%arg138, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %849 = "func.call"(%arg139, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %850 = "func.call"(%arg140, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %851 = "func.call"(%arg141, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %852 = "func.call"(%arg142, %838) <{callee = @dynamic_index_in_dim_4}> : (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>
      %853:15 = "func.call"(%arg143, %arg144, %arg146, %arg147, %arg148, %arg149, %arg150, %arg151, %arg152, %arg153, %arg154, %arg155, %arg156, %arg157, %arg158, %arg159, %839, %840, %841, %842, %843, %844, %845, %846, %847, %848, %849, %850, %851, %852) <{callee = @closed_call_5}> : (tensor<16x64xf32>, tensor<8x64xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>)
      %854 = "func.call"(%arg160, %853#14, %838) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<5x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<5x2x8xf32>
      %855 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %856 = "stablehlo.add"(%arg145, %855) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg129, %arg130, %arg131, %arg132, %arg133, %arg134, %arg135, %arg136, %arg137, %arg138, %arg139, %arg140, %arg141, %arg142, %arg143, %arg144, %856, %853#0, %853#1, %853#2, %853#3, %853#4, %853#5, %853#6, %853#7, %853#8, %853#9, %853#10, %853#11, %853#12, %853#13, %854) : (tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x8xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<16x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x8xf32>) -> ()
    }) : (tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x8xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<16x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x8xf32>) -> (tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x8xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<5x2x16xf32>, tensor<16x64xf32>, tensor<8x64xf32>, tensor<i32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<5x2x8xf32>)
    %352 = "stablehlo.transpose"(%351#31) <{permutation = array<i64: 1, 0, 2>}> : (tensor<5x2x8xf32>) -> tensor<2x5x8xf32>
    %353 = "func.call"(%217#1, %352) <{callee = @_take_7}> : (tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<50x8xf32>
    %354 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %356 = "stablehlo.multiply"(%355, %312) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %357 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %359 = "stablehlo.multiply"(%358, %arg97) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %360 = "stablehlo.add"(%356, %359) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %361 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %362 = "stablehlo.broadcast_in_dim"(%361) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %363 = "stablehlo.multiply"(%362, %314) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %364 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %366 = "stablehlo.multiply"(%365, %arg98) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %367 = "stablehlo.add"(%363, %366) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %368 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %370 = "stablehlo.multiply"(%369, %353) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %371 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %373 = "stablehlo.multiply"(%372, %arg99) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %374 = "stablehlo.add"(%370, %373) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %375 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %377 = "stablehlo.multiply"(%376, %351#22) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %378 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %379 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %380 = "stablehlo.multiply"(%379, %arg100) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %381 = "stablehlo.add"(%377, %380) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %382 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %384 = "stablehlo.multiply"(%383, %351#18) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %385 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %386 = "stablehlo.broadcast_in_dim"(%385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %387 = "stablehlo.multiply"(%386, %arg101) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %388 = "stablehlo.add"(%384, %387) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %389 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %391 = "stablehlo.multiply"(%390, %351#23) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %392 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %393 = "stablehlo.broadcast_in_dim"(%392) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %394 = "stablehlo.multiply"(%393, %arg102) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %395 = "stablehlo.add"(%391, %394) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %396 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.broadcast_in_dim"(%396) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %398 = "stablehlo.multiply"(%397, %351#19) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %399 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %401 = "stablehlo.multiply"(%400, %arg103) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %402 = "stablehlo.add"(%398, %401) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %403 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %404 = "stablehlo.broadcast_in_dim"(%403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %405 = "stablehlo.multiply"(%404, %351#21) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %406 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %407 = "stablehlo.broadcast_in_dim"(%406) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %408 = "stablehlo.multiply"(%407, %arg104) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %409 = "stablehlo.add"(%405, %408) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %410 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %412 = "stablehlo.multiply"(%411, %351#17) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %413 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %415 = "stablehlo.multiply"(%414, %arg105) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %416 = "stablehlo.add"(%412, %415) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %417 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.broadcast_in_dim"(%417) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %419 = "stablehlo.multiply"(%418, %351#24) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %420 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.broadcast_in_dim"(%420) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %422 = "stablehlo.multiply"(%421, %arg106) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %423 = "stablehlo.add"(%419, %422) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %424 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %425 = "stablehlo.broadcast_in_dim"(%424) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %426 = "stablehlo.multiply"(%425, %351#20) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %427 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %428 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %429 = "stablehlo.multiply"(%428, %arg107) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %430 = "stablehlo.add"(%426, %429) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %431 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %433 = "stablehlo.multiply"(%432, %351#26) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %434 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %436 = "stablehlo.multiply"(%435, %arg108) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %437 = "stablehlo.add"(%433, %436) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %438 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %439 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %440 = "stablehlo.multiply"(%439, %351#27) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %441 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %443 = "stablehlo.multiply"(%442, %arg109) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %444 = "stablehlo.add"(%440, %443) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %445 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %447 = "stablehlo.multiply"(%446, %351#25) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %448 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %450 = "stablehlo.multiply"(%449, %arg110) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %451 = "stablehlo.add"(%447, %450) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %452 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %453 = "stablehlo.broadcast_in_dim"(%452) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %454 = "stablehlo.multiply"(%453, %351#28) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %455 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %456 = "stablehlo.broadcast_in_dim"(%455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %457 = "stablehlo.multiply"(%456, %arg111) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %458 = "stablehlo.add"(%454, %457) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %459 = "stablehlo.multiply"(%312, %312) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %460 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %461 = "stablehlo.broadcast_in_dim"(%460) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %462 = "stablehlo.multiply"(%461, %459) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %463 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %464 = "stablehlo.broadcast_in_dim"(%463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %465 = "stablehlo.multiply"(%464, %arg112) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %466 = "stablehlo.add"(%462, %465) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %467 = "stablehlo.multiply"(%314, %314) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %468 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %469 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %470 = "stablehlo.multiply"(%469, %467) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %471 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %472 = "stablehlo.broadcast_in_dim"(%471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %473 = "stablehlo.multiply"(%472, %arg113) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %474 = "stablehlo.add"(%470, %473) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %475 = "stablehlo.multiply"(%353, %353) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %476 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %478 = "stablehlo.multiply"(%477, %475) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %479 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %480 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %481 = "stablehlo.multiply"(%480, %arg114) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %482 = "stablehlo.add"(%478, %481) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %483 = "stablehlo.multiply"(%351#22, %351#22) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %484 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %486 = "stablehlo.multiply"(%485, %483) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %487 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %489 = "stablehlo.multiply"(%488, %arg115) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %490 = "stablehlo.add"(%486, %489) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %491 = "stablehlo.multiply"(%351#18, %351#18) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %492 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.broadcast_in_dim"(%492) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %494 = "stablehlo.multiply"(%493, %491) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %495 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.broadcast_in_dim"(%495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %497 = "stablehlo.multiply"(%496, %arg116) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %498 = "stablehlo.add"(%494, %497) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %499 = "stablehlo.multiply"(%351#23, %351#23) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %500 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %502 = "stablehlo.multiply"(%501, %499) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %503 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %504 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %505 = "stablehlo.multiply"(%504, %arg117) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %506 = "stablehlo.add"(%502, %505) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %507 = "stablehlo.multiply"(%351#19, %351#19) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %508 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %510 = "stablehlo.multiply"(%509, %507) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %511 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %512 = "stablehlo.broadcast_in_dim"(%511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %513 = "stablehlo.multiply"(%512, %arg118) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %514 = "stablehlo.add"(%510, %513) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %515 = "stablehlo.multiply"(%351#21, %351#21) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %516 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %517 = "stablehlo.broadcast_in_dim"(%516) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %518 = "stablehlo.multiply"(%517, %515) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %519 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %521 = "stablehlo.multiply"(%520, %arg119) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %522 = "stablehlo.add"(%518, %521) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %523 = "stablehlo.multiply"(%351#17, %351#17) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %524 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %525 = "stablehlo.broadcast_in_dim"(%524) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %526 = "stablehlo.multiply"(%525, %523) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %527 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %528 = "stablehlo.broadcast_in_dim"(%527) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %529 = "stablehlo.multiply"(%528, %arg120) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %530 = "stablehlo.add"(%526, %529) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %531 = "stablehlo.multiply"(%351#24, %351#24) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %532 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %533 = "stablehlo.broadcast_in_dim"(%532) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %534 = "stablehlo.multiply"(%533, %531) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %535 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %537 = "stablehlo.multiply"(%536, %arg121) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %538 = "stablehlo.add"(%534, %537) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %539 = "stablehlo.multiply"(%351#20, %351#20) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %540 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %541 = "stablehlo.broadcast_in_dim"(%540) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %542 = "stablehlo.multiply"(%541, %539) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %543 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %545 = "stablehlo.multiply"(%544, %arg122) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %546 = "stablehlo.add"(%542, %545) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %547 = "stablehlo.multiply"(%351#26, %351#26) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %548 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %549 = "stablehlo.broadcast_in_dim"(%548) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %550 = "stablehlo.multiply"(%549, %547) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %551 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %553 = "stablehlo.multiply"(%552, %arg123) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %554 = "stablehlo.add"(%550, %553) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %555 = "stablehlo.multiply"(%351#27, %351#27) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %556 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %558 = "stablehlo.multiply"(%557, %555) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %559 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %560 = "stablehlo.broadcast_in_dim"(%559) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %561 = "stablehlo.multiply"(%560, %arg124) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %562 = "stablehlo.add"(%558, %561) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %563 = "stablehlo.multiply"(%351#25, %351#25) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %564 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %566 = "stablehlo.multiply"(%565, %563) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %567 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %568 = "stablehlo.broadcast_in_dim"(%567) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %569 = "stablehlo.multiply"(%568, %arg125) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %570 = "stablehlo.add"(%566, %569) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %571 = "stablehlo.multiply"(%351#28, %351#28) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %572 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %573 = "stablehlo.broadcast_in_dim"(%572) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %574 = "stablehlo.multiply"(%573, %571) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %575 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %577 = "stablehlo.multiply"(%576, %arg126) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %578 = "stablehlo.add"(%574, %577) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %579 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %580 = "stablehlo.compare"(%arg96, %579) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %581 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %582 = "stablehlo.add"(%arg96, %581) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %583 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %584 = "func.call"(%580, %582, %583) <{callee = @_where_8}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %585 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %586 = "stablehlo.convert"(%584) : (tensor<i32>) -> tensor<f32>
    %587 = "stablehlo.power"(%585, %586) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %588 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %589 = "stablehlo.subtract"(%588, %587) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %590 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %591 = "stablehlo.divide"(%360, %590) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %592 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %593 = "stablehlo.divide"(%367, %592) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %594 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %595 = "stablehlo.divide"(%374, %594) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %596 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %597 = "stablehlo.divide"(%381, %596) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %598 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %599 = "stablehlo.divide"(%388, %598) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %600 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %601 = "stablehlo.divide"(%395, %600) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %602 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %603 = "stablehlo.divide"(%402, %602) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %604 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %605 = "stablehlo.divide"(%409, %604) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %606 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %607 = "stablehlo.divide"(%416, %606) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %608 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %609 = "stablehlo.divide"(%423, %608) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %610 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %611 = "stablehlo.divide"(%430, %610) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %612 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %613 = "stablehlo.divide"(%437, %612) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %614 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %615 = "stablehlo.divide"(%444, %614) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %616 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %617 = "stablehlo.divide"(%451, %616) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %618 = "stablehlo.broadcast_in_dim"(%589) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %619 = "stablehlo.divide"(%458, %618) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %620 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %621 = "stablehlo.convert"(%584) : (tensor<i32>) -> tensor<f32>
    %622 = "stablehlo.power"(%620, %621) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %623 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %624 = "stablehlo.subtract"(%623, %622) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %625 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %626 = "stablehlo.divide"(%466, %625) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %627 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %628 = "stablehlo.divide"(%474, %627) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %629 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %630 = "stablehlo.divide"(%482, %629) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %631 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %632 = "stablehlo.divide"(%490, %631) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %633 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %634 = "stablehlo.divide"(%498, %633) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %635 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %636 = "stablehlo.divide"(%506, %635) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %637 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %638 = "stablehlo.divide"(%514, %637) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %639 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %640 = "stablehlo.divide"(%522, %639) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %641 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %642 = "stablehlo.divide"(%530, %641) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %643 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %644 = "stablehlo.divide"(%538, %643) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %645 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %646 = "stablehlo.divide"(%546, %645) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %647 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %648 = "stablehlo.divide"(%554, %647) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %649 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %650 = "stablehlo.divide"(%562, %649) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %651 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %652 = "stablehlo.divide"(%570, %651) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %653 = "stablehlo.broadcast_in_dim"(%624) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %654 = "stablehlo.divide"(%578, %653) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %655 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %656 = "stablehlo.broadcast_in_dim"(%655) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %657 = "stablehlo.add"(%626, %656) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %658 = "stablehlo.sqrt"(%657) : (tensor<3xf32>) -> tensor<3xf32>
    %659 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %660 = "stablehlo.broadcast_in_dim"(%659) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %661 = "stablehlo.add"(%658, %660) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %662 = "stablehlo.divide"(%591, %661) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %663 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %664 = "stablehlo.broadcast_in_dim"(%663) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %665 = "stablehlo.add"(%628, %664) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %666 = "stablehlo.sqrt"(%665) : (tensor<16x3xf32>) -> tensor<16x3xf32>
    %667 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %668 = "stablehlo.broadcast_in_dim"(%667) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %669 = "stablehlo.add"(%666, %668) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %670 = "stablehlo.divide"(%593, %669) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %671 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %673 = "stablehlo.add"(%630, %672) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %674 = "stablehlo.sqrt"(%673) : (tensor<50x8xf32>) -> tensor<50x8xf32>
    %675 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %677 = "stablehlo.add"(%674, %676) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %678 = "stablehlo.divide"(%595, %677) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %679 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %680 = "stablehlo.broadcast_in_dim"(%679) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %681 = "stablehlo.add"(%632, %680) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %682 = "stablehlo.sqrt"(%681) : (tensor<16xf32>) -> tensor<16xf32>
    %683 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %684 = "stablehlo.broadcast_in_dim"(%683) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %685 = "stablehlo.add"(%682, %684) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %686 = "stablehlo.divide"(%597, %685) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %689 = "stablehlo.add"(%634, %688) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %690 = "stablehlo.sqrt"(%689) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %691 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %693 = "stablehlo.add"(%690, %692) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %694 = "stablehlo.divide"(%599, %693) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %695 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.broadcast_in_dim"(%695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %697 = "stablehlo.add"(%636, %696) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %698 = "stablehlo.sqrt"(%697) : (tensor<16xf32>) -> tensor<16xf32>
    %699 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %700 = "stablehlo.broadcast_in_dim"(%699) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %701 = "stablehlo.add"(%698, %700) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %702 = "stablehlo.divide"(%601, %701) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %703 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %704 = "stablehlo.broadcast_in_dim"(%703) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %705 = "stablehlo.add"(%638, %704) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %706 = "stablehlo.sqrt"(%705) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %707 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %708 = "stablehlo.broadcast_in_dim"(%707) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %709 = "stablehlo.add"(%706, %708) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %710 = "stablehlo.divide"(%603, %709) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %711 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %712 = "stablehlo.broadcast_in_dim"(%711) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %713 = "stablehlo.add"(%640, %712) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %714 = "stablehlo.sqrt"(%713) : (tensor<16xf32>) -> tensor<16xf32>
    %715 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %717 = "stablehlo.add"(%714, %716) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %718 = "stablehlo.divide"(%605, %717) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %719 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %720 = "stablehlo.broadcast_in_dim"(%719) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %721 = "stablehlo.add"(%642, %720) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %722 = "stablehlo.sqrt"(%721) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %723 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %724 = "stablehlo.broadcast_in_dim"(%723) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %725 = "stablehlo.add"(%722, %724) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %726 = "stablehlo.divide"(%607, %725) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %727 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %729 = "stablehlo.add"(%644, %728) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %730 = "stablehlo.sqrt"(%729) : (tensor<16xf32>) -> tensor<16xf32>
    %731 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %732 = "stablehlo.broadcast_in_dim"(%731) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %733 = "stablehlo.add"(%730, %732) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %734 = "stablehlo.divide"(%609, %733) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %736 = "stablehlo.broadcast_in_dim"(%735) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %737 = "stablehlo.add"(%646, %736) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %738 = "stablehlo.sqrt"(%737) : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %739 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %740 = "stablehlo.broadcast_in_dim"(%739) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %741 = "stablehlo.add"(%738, %740) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %742 = "stablehlo.divide"(%611, %741) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %743 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %745 = "stablehlo.add"(%648, %744) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %746 = "stablehlo.sqrt"(%745) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %747 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %748 = "stablehlo.broadcast_in_dim"(%747) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %749 = "stablehlo.add"(%746, %748) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %750 = "stablehlo.divide"(%613, %749) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %751 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %752 = "stablehlo.broadcast_in_dim"(%751) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %753 = "stablehlo.add"(%650, %752) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %754 = "stablehlo.sqrt"(%753) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %755 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %756 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %757 = "stablehlo.add"(%754, %756) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %758 = "stablehlo.divide"(%615, %757) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %760 = "stablehlo.broadcast_in_dim"(%759) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %761 = "stablehlo.add"(%652, %760) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %762 = "stablehlo.sqrt"(%761) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %763 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %764 = "stablehlo.broadcast_in_dim"(%763) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %765 = "stablehlo.add"(%762, %764) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %766 = "stablehlo.divide"(%617, %765) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %767 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %768 = "stablehlo.broadcast_in_dim"(%767) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %769 = "stablehlo.add"(%654, %768) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %770 = "stablehlo.sqrt"(%769) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %771 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %772 = "stablehlo.broadcast_in_dim"(%771) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %773 = "stablehlo.add"(%770, %772) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %774 = "stablehlo.divide"(%619, %773) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %775 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %776 = "stablehlo.broadcast_in_dim"(%775) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %777 = "stablehlo.multiply"(%776, %662) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %778 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %779 = "stablehlo.broadcast_in_dim"(%778) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %780 = "stablehlo.multiply"(%779, %670) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %781 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %782 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %783 = "stablehlo.multiply"(%782, %678) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %784 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %785 = "stablehlo.broadcast_in_dim"(%784) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %786 = "stablehlo.multiply"(%785, %686) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %787 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %788 = "stablehlo.broadcast_in_dim"(%787) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %789 = "stablehlo.multiply"(%788, %694) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %790 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %791 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %792 = "stablehlo.multiply"(%791, %702) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %793 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %794 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %795 = "stablehlo.multiply"(%794, %710) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %796 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %797 = "stablehlo.broadcast_in_dim"(%796) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %798 = "stablehlo.multiply"(%797, %718) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %799 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.broadcast_in_dim"(%799) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %801 = "stablehlo.multiply"(%800, %726) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %802 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16xf32>
    %804 = "stablehlo.multiply"(%803, %734) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %805 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %806 = "stablehlo.broadcast_in_dim"(%805) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x16xf32>
    %807 = "stablehlo.multiply"(%806, %742) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %808 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %809 = "stablehlo.broadcast_in_dim"(%808) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %810 = "stablehlo.multiply"(%809, %750) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %811 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %812 = "stablehlo.broadcast_in_dim"(%811) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %813 = "stablehlo.multiply"(%812, %758) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %814 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %815 = "stablehlo.broadcast_in_dim"(%814) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %816 = "stablehlo.multiply"(%815, %766) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %817 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %819 = "stablehlo.multiply"(%818, %774) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %820 = "stablehlo.add"(%arg81, %777) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %821 = "stablehlo.add"(%arg82, %780) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %822 = "stablehlo.add"(%arg83, %783) : (tensor<50x8xf32>, tensor<50x8xf32>) -> tensor<50x8xf32>
    %823 = "stablehlo.add"(%arg84, %786) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %824 = "stablehlo.add"(%arg85, %789) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %825 = "stablehlo.add"(%arg86, %792) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %826 = "stablehlo.add"(%arg87, %795) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %827 = "stablehlo.add"(%arg88, %798) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %828 = "stablehlo.add"(%arg89, %801) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %829 = "stablehlo.add"(%arg90, %804) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %830 = "stablehlo.add"(%arg91, %807) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %831 = "stablehlo.add"(%arg92, %810) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %832 = "stablehlo.add"(%arg93, %813) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %833 = "stablehlo.add"(%arg94, %816) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %834 = "stablehlo.add"(%arg95, %819) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%820, %821, %822, %823, %824, %825, %826, %827, %828, %829, %830, %831, %832, %833, %834, %584, %360, %367, %374, %381, %388, %395, %402, %409, %416, %423, %430, %437, %444, %451, %458, %466, %474, %482, %490, %498, %506, %514, %522, %530, %538, %546, %554, %562, %570, %578, %291) : (tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<i32>, tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<3xf32>, tensor<16x3xf32>, tensor<50x8xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<50x8xf32>, tensor<2x5xi32>) -> (tensor<2x5x8xf32>, tensor<2x5x1xi32>), sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<50x8xf32>, %arg78: tensor<2x5xi32>):
    %193 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5xi32>
    %195 = "stablehlo.compare"(%arg78, %194) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %196 = "stablehlo.constant"() <{value = dense<50> : tensor<i32>}> : () -> tensor<i32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5xi32>
    %198 = "stablehlo.add"(%arg78, %197) : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    %199 = "func.call"(%195, %198, %arg78) <{callee = @_where}> : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xi32>) -> tensor<2x5x1xi32>
    %201 = "stablehlo.constant"() <{value = dense<49> : tensor<1xi32>}> : () -> tensor<1xi32>
    %202 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %203 = "stablehlo.broadcast_in_dim"(%202) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5x1xi32>
    %204 = "stablehlo.compare"(%200, %203) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi1>
    %205 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x5x1xi32>
    %207 = "stablehlo.compare"(%200, %206) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi1>
    %208 = "stablehlo.and"(%204, %207) : (tensor<2x5x1xi1>, tensor<2x5x1xi1>) -> tensor<2x5x1xi1>
    %209 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %210 = "stablehlo.reduce"(%208, %209) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg79: tensor<i1>, %arg80: tensor<i1>):
      %216 = "stablehlo.and"(%arg79, %arg80) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%216) : (tensor<i1>) -> ()
    }) : (tensor<2x5x1xi1>, tensor<i1>) -> tensor<2x5xi1>
    %211 = "stablehlo.gather"(%arg77, %200) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<50x8xf32>, tensor<2x5x1xi32>) -> tensor<2x5x8xf32>
    %212 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xi1>) -> tensor<2x5x8xi1>
    %213 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x8xf32>
    %215 = "stablehlo.select"(%212, %211, %214) : (tensor<2x5x8xi1>, tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    "func.return"(%215, %200) : (tensor<2x5x8xf32>, tensor<2x5x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xi1>, tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg74: tensor<2x5xi1>, %arg75: tensor<2x5xi32>, %arg76: tensor<2x5xi32>):
    %192 = "stablehlo.select"(%arg74, %arg75, %arg76) : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    "func.return"(%192) : (tensor<2x5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>, sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg72: tensor<5x2x8xf32>, %arg73: tensor<i32>):
    %188 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %189 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %190 = "stablehlo.dynamic_slice"(%arg72, %arg73, %188, %189) <{slice_sizes = array<i64: 1, 2, 8>}> : (tensor<5x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %191 = "stablehlo.reshape"(%190) : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    "func.return"(%191) : (tensor<2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x64xf32>, tensor<1x64xf32>, tensor<8x64xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>) -> (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>), sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg66: tensor<16x64xf32>, %arg67: tensor<1x64xf32>, %arg68: tensor<8x64xf32>, %arg69: tensor<2x16xf32>, %arg70: tensor<2x16xf32>, %arg71: tensor<2x8xf32>):
    %124 = "stablehlo.dot_general"(%arg70, %arg66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16xf32>, tensor<16x64xf32>) -> tensor<2x64xf32>
    %125 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<2x64xf32>
    %126 = "stablehlo.add"(%124, %125) : (tensor<2x64xf32>, tensor<2x64xf32>) -> tensor<2x64xf32>
    %127 = "stablehlo.slice"(%126) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %128 = "stablehlo.slice"(%126) <{limit_indices = array<i64: 2, 32>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %129 = "stablehlo.slice"(%126) <{limit_indices = array<i64: 2, 48>, start_indices = array<i64: 0, 32>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %130 = "stablehlo.slice"(%126) <{limit_indices = array<i64: 2, 64>, start_indices = array<i64: 0, 48>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %131 = "stablehlo.dot_general"(%arg71, %arg68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<8x64xf32>) -> tensor<2x64xf32>
    %132 = "stablehlo.slice"(%131) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %133 = "stablehlo.slice"(%131) <{limit_indices = array<i64: 2, 32>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %134 = "stablehlo.slice"(%131) <{limit_indices = array<i64: 2, 48>, start_indices = array<i64: 0, 32>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %135 = "stablehlo.slice"(%131) <{limit_indices = array<i64: 2, 64>, start_indices = array<i64: 0, 48>, strides = array<i64: 1, 1>}> : (tensor<2x64xf32>) -> tensor<2x16xf32>
    %136 = "stablehlo.add"(%127, %132) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %137 = "stablehlo.negate"(%136) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %138 = "stablehlo.exponential"(%137) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %139 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %141 = "stablehlo.add"(%140, %138) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %142 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %144 = "stablehlo.divide"(%143, %141) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %145 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %147 = "stablehlo.subtract"(%146, %144) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %148 = "stablehlo.multiply"(%144, %147) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %149 = "stablehlo.add"(%128, %133) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %150 = "stablehlo.negate"(%149) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %151 = "stablehlo.exponential"(%150) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %152 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %154 = "stablehlo.add"(%153, %151) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %155 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %157 = "stablehlo.divide"(%156, %154) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %158 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %160 = "stablehlo.subtract"(%159, %157) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %161 = "stablehlo.multiply"(%157, %160) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %162 = "stablehlo.add"(%129, %134) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %163 = "stablehlo.tanh"(%162) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %164 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.broadcast_in_dim"(%164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %166 = "stablehlo.subtract"(%165, %163) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %167 = "stablehlo.add"(%130, %135) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %168 = "stablehlo.negate"(%167) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %169 = "stablehlo.exponential"(%168) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %170 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %172 = "stablehlo.add"(%171, %169) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %173 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %175 = "stablehlo.divide"(%174, %172) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %176 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %178 = "stablehlo.subtract"(%177, %175) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %179 = "stablehlo.multiply"(%175, %178) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %180 = "stablehlo.multiply"(%157, %arg69) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %181 = "stablehlo.multiply"(%144, %163) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %182 = "stablehlo.add"(%180, %181) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %183 = "stablehlo.tanh"(%182) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %184 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %186 = "stablehlo.subtract"(%185, %183) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %187 = "stablehlo.multiply"(%175, %183) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    "func.return"(%182, %187, %187, %arg70, %148, %161, %163, %166, %179, %arg69, %157, %144, %183, %186, %175) : (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x2x16xf32>, tensor<2x16xf32>, tensor<i32>) -> tensor<5x2x16xf32>, sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg63: tensor<5x2x16xf32>, %arg64: tensor<2x16xf32>, %arg65: tensor<i32>):
    %120 = "stablehlo.broadcast_in_dim"(%arg64) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x16xf32>) -> tensor<1x2x16xf32>
    %121 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %122 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.dynamic_update_slice"(%arg63, %120, %arg65, %121, %122) : (tensor<5x2x16xf32>, tensor<1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x16xf32>
    "func.return"(%123) : (tensor<5x2x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x1xi32>) -> (tensor<2x1xf32>, tensor<2x1x1xi32>), sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg59: tensor<2x3xf32>, %arg60: tensor<2x1xi32>):
    %97 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x1xi32>
    %99 = "stablehlo.compare"(%arg60, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %100 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x1xi32>
    %102 = "stablehlo.add"(%arg60, %101) : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %103 = "stablehlo.select"(%99, %102, %arg60) : (tensor<2x1xi1>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %104 = "stablehlo.reshape"(%103) : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %105 = "stablehlo.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %106 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x1x1xi32>
    %108 = "stablehlo.compare"(%104, %107) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %109 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x1x1xi32>
    %111 = "stablehlo.compare"(%104, %110) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %112 = "stablehlo.and"(%108, %111) : (tensor<2x1x1xi1>, tensor<2x1x1xi1>) -> tensor<2x1x1xi1>
    %113 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %114 = "stablehlo.reduce"(%112, %113) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg61: tensor<i1>, %arg62: tensor<i1>):
      %119 = "stablehlo.and"(%arg61, %arg62) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%119) : (tensor<i1>) -> ()
    }) : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %115 = "stablehlo.gather"(%arg59, %104) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %116 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %118 = "stablehlo.select"(%114, %115, %117) : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    "func.return"(%118, %104) : (tensor<2x1xf32>, tensor<2x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<1xi32>), sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg55: tensor<2x1xf32>, %arg56: tensor<i32>):
    %76 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %77 = "stablehlo.compare"(%arg56, %76) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %78 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %79 = "stablehlo.add"(%arg56, %78) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %80 = "func.call"(%77, %79, %arg56) <{callee = @_where_1}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %82 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %83 = "stablehlo.convert"(%81) : (tensor<1xi32>) -> tensor<1xi32>
    %84 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %86 = "stablehlo.compare"(%83, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %87 = "stablehlo.compare"(%83, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %88 = "stablehlo.and"(%86, %87) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %89 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %90 = "stablehlo.reduce"(%88, %89) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg57: tensor<i1>, %arg58: tensor<i1>):
      %96 = "stablehlo.and"(%arg57, %arg58) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%96) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %91 = "stablehlo.gather"(%arg55, %83) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1>}> : (tensor<2x1xf32>, tensor<1xi32>) -> tensor<2xf32>
    %92 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2xi1>
    %93 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %95 = "stablehlo.select"(%92, %91, %94) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%95, %81) : (tensor<2xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<i1>, %arg53: tensor<i32>, %arg54: tensor<i32>):
    %75 = "stablehlo.select"(%arg52, %arg53, %arg54) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%75) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>, sym_name = "_take_2", sym_visibility = "private"}> ({
  ^bb0(%arg48: tensor<1xi32>, %arg49: tensor<2xf32>):
    %71 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1xf32>
    %73 = "stablehlo.scatter"(%72, %arg48, %arg49) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %74 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%74) : (tensor<f32>) -> ()
    }) : (tensor<2x1xf32>, tensor<1xi32>, tensor<2xf32>) -> tensor<2x1xf32>
    "func.return"(%73) : (tensor<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>, sym_name = "take_along_axis_3", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<2x1x1xi32>, %arg45: tensor<2x1xf32>):
    %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3xf32>
    %69 = "stablehlo.scatter"(%68, %arg44, %arg45) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %70 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%70) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x3xf32>
    "func.return"(%69) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x2x16xf32>, tensor<i32>) -> tensor<2x16xf32>, sym_name = "dynamic_index_in_dim_4", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<5x2x16xf32>, %arg43: tensor<i32>):
    %63 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.dynamic_slice"(%arg42, %arg43, %63, %64) <{slice_sizes = array<i64: 1, 2, 16>}> : (tensor<5x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x16xf32>
    %66 = "stablehlo.reshape"(%65) : (tensor<1x2x16xf32>) -> tensor<2x16xf32>
    "func.return"(%66) : (tensor<2x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x64xf32>, tensor<8x64xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>), sym_name = "closed_call_5", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<16x64xf32>, %arg11: tensor<8x64xf32>, %arg12: tensor<16x16xf32>, %arg13: tensor<16x16xf32>, %arg14: tensor<16x16xf32>, %arg15: tensor<16x16xf32>, %arg16: tensor<16xf32>, %arg17: tensor<16xf32>, %arg18: tensor<16xf32>, %arg19: tensor<16xf32>, %arg20: tensor<8x16xf32>, %arg21: tensor<8x16xf32>, %arg22: tensor<8x16xf32>, %arg23: tensor<8x16xf32>, %arg24: tensor<2x16xf32>, %arg25: tensor<2x16xf32>, %arg26: tensor<2x16xf32>, %arg27: tensor<2x16xf32>, %arg28: tensor<2x8xf32>, %arg29: tensor<2x16xf32>, %arg30: tensor<2x16xf32>, %arg31: tensor<2x16xf32>, %arg32: tensor<2x16xf32>, %arg33: tensor<2x16xf32>, %arg34: tensor<2x16xf32>, %arg35: tensor<2x16xf32>, %arg36: tensor<2x16xf32>, %arg37: tensor<2x16xf32>, %arg38: tensor<2x16xf32>, %arg39: tensor<2x16xf32>):
    %9 = "stablehlo.add"(%arg25, %arg26) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %10 = "stablehlo.multiply"(%arg39, %9) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %11 = "stablehlo.multiply"(%9, %arg37) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %12 = "stablehlo.multiply"(%10, %arg38) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %13 = "stablehlo.add"(%arg24, %12) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %14 = "stablehlo.multiply"(%12, %arg37) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %15 = "stablehlo.add"(%13, %14) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %16 = "stablehlo.multiply"(%arg36, %15) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %17 = "stablehlo.multiply"(%15, %arg31) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %18 = "stablehlo.multiply"(%arg35, %15) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %19 = "stablehlo.multiply"(%15, %arg34) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %20 = "stablehlo.multiply"(%11, %arg33) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %21 = "stablehlo.multiply"(%16, %arg32) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %22 = "stablehlo.multiply"(%21, %arg31) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %23 = "stablehlo.add"(%21, %22) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %24 = "stablehlo.multiply"(%19, %arg30) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %25 = "stablehlo.multiply"(%17, %arg29) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %26 = "stablehlo.concatenate"(%25, %24, %23, %20) <{dimension = 1 : i64}> : (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x64xf32>
    %27 = "stablehlo.dot_general"(%26, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x64xf32>, tensor<2x8xf32>) -> tensor<64x8xf32>
    %28 = "stablehlo.transpose"(%27) <{permutation = array<i64: 1, 0>}> : (tensor<64x8xf32>) -> tensor<8x64xf32>
    %29 = "stablehlo.dot_general"(%26, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x64xf32>, tensor<8x64xf32>) -> tensor<2x8xf32>
    %30 = "stablehlo.slice"(%28) <{limit_indices = array<i64: 8, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %31 = "stablehlo.slice"(%28) <{limit_indices = array<i64: 8, 32>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>}> : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %32 = "stablehlo.slice"(%28) <{limit_indices = array<i64: 8, 48>, start_indices = array<i64: 0, 32>, strides = array<i64: 1, 1>}> : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %33 = "stablehlo.slice"(%28) <{limit_indices = array<i64: 8, 64>, start_indices = array<i64: 0, 48>, strides = array<i64: 1, 1>}> : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %34 = "stablehlo.add"(%arg20, %30) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %35 = "stablehlo.add"(%arg21, %31) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %36 = "stablehlo.add"(%arg22, %32) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %37 = "stablehlo.add"(%arg23, %33) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %38 = "stablehlo.concatenate"(%25, %24, %23, %20) <{dimension = 1 : i64}> : (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x64xf32>
    %39 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.reduce"(%38, %39) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %62 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%62) : (tensor<f32>) -> ()
    }) : (tensor<2x64xf32>, tensor<f32>) -> tensor<64xf32>
    %41 = "stablehlo.reshape"(%40) : (tensor<64xf32>) -> tensor<1x64xf32>
    %42 = "stablehlo.reshape"(%41) : (tensor<1x64xf32>) -> tensor<64xf32>
    %43 = "stablehlo.dot_general"(%38, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x64xf32>, tensor<2x16xf32>) -> tensor<64x16xf32>
    %44 = "stablehlo.transpose"(%43) <{permutation = array<i64: 1, 0>}> : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %45 = "stablehlo.dot_general"(%38, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x64xf32>, tensor<16x64xf32>) -> tensor<2x16xf32>
    %46 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 16>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<64xf32>) -> tensor<16xf32>
    %47 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 32>, start_indices = array<i64: 16>, strides = array<i64: 1>}> : (tensor<64xf32>) -> tensor<16xf32>
    %48 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 48>, start_indices = array<i64: 32>, strides = array<i64: 1>}> : (tensor<64xf32>) -> tensor<16xf32>
    %49 = "stablehlo.slice"(%42) <{limit_indices = array<i64: 64>, start_indices = array<i64: 48>, strides = array<i64: 1>}> : (tensor<64xf32>) -> tensor<16xf32>
    %50 = "stablehlo.add"(%arg16, %46) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %51 = "stablehlo.add"(%arg17, %47) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %52 = "stablehlo.add"(%arg18, %48) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %53 = "stablehlo.add"(%arg19, %49) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %54 = "stablehlo.slice"(%44) <{limit_indices = array<i64: 16, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<16x64xf32>) -> tensor<16x16xf32>
    %55 = "stablehlo.slice"(%44) <{limit_indices = array<i64: 16, 32>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>}> : (tensor<16x64xf32>) -> tensor<16x16xf32>
    %56 = "stablehlo.slice"(%44) <{limit_indices = array<i64: 16, 48>, start_indices = array<i64: 0, 32>, strides = array<i64: 1, 1>}> : (tensor<16x64xf32>) -> tensor<16x16xf32>
    %57 = "stablehlo.slice"(%44) <{limit_indices = array<i64: 16, 64>, start_indices = array<i64: 0, 48>, strides = array<i64: 1, 1>}> : (tensor<16x64xf32>) -> tensor<16x16xf32>
    %58 = "stablehlo.add"(%arg12, %54) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %59 = "stablehlo.add"(%arg13, %55) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %60 = "stablehlo.add"(%arg14, %56) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %61 = "stablehlo.add"(%arg15, %57) : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%58, %59, %60, %61, %50, %51, %52, %53, %34, %35, %36, %37, %18, %45, %29) : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<5x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<5x2x8xf32>, sym_name = "dynamic_update_index_in_dim_6", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<5x2x8xf32>, %arg8: tensor<2x8xf32>, %arg9: tensor<i32>):
    %5 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %8 = "stablehlo.dynamic_update_slice"(%arg7, %5, %arg9, %6, %7) : (tensor<5x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<5x2x8xf32>
    "func.return"(%8) : (tensor<5x2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<50x8xf32>, sym_name = "_take_7", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x5x1xi32>, %arg4: tensor<2x5x8xf32>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<50x8xf32>
    %3 = "stablehlo.scatter"(%2, %arg3, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %4 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<50x8xf32>, tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<50x8xf32>
    "func.return"(%3) : (tensor<50x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where_8", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
