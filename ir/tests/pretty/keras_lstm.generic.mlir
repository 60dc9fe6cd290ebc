"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{function_type = (tensor<20x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<2xui32>, tensor<i32>, tensor<f32>, tensor<20x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<2x6xi32>, tensor<2xi32>) -> (tensor<20x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<2xui32>, tensor<i32>, tensor<f32>, tensor<20x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0][0]"}, {jax.result_info = "result[0][1]"}, {jax.result_info = "result[0][2]"}, {jax.result_info = "result[0][3]"}, {jax.result_info = "result[0][4]"}, {jax.result_info = "result[0][5]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[2][0]"}, {jax.result_info = "result[2][1]"}, {jax.result_info = "result[2][2]"}, {jax.result_info = "result[2][3]"}, {jax.result_info = "result[2][4]"}, {jax.result_info = "result[2][5]"}, {jax.result_info = "result[2][6]"}, {jax.result_info = "result[2][7]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg73: tensor<20x4xf32>, %arg74: tensor<4x32xf32>, %arg75: tensor<8x32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<8x3xf32>, %arg78: tensor<3xf32>, %arg79: tensor<2xui32>, %arg80: tensor<i32>, %arg81: tensor<f32>, %arg82: tensor<20x4xf32>, %arg83: tensor<4x32xf32>, %arg84: tensor<8x32xf32>, %arg85: tensor<32xf32>, %arg86: tensor<8x3xf32>, %arg87: tensor<3xf32>, %arg88: tensor<2x6xi32>, %arg89: tensor<2xi32>):
    %177 = "stablehlo.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %178:2 = "func.call"(%arg73, %arg88) <{callee = @_take}> : (tensor<20x4xf32>, tensor<2x6xi32>) -> (tensor<2x6x4xf32>, tensor<2x6x1xi32>)
    %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %181 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %183 = "stablehlo.transpose"(%178#0) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x6x4xf32>) -> tensor<6x2x4xf32>
    %184 = "stablehlo.broadcast_in_dim"(%arg76) <{broadcast_dimensions = array<i64: 1>}> : (tensor<32xf32>) -> tensor<1x32xf32>
    %185 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %187 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %189 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %191 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %195 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %197 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %201 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %203 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %207 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %209 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x8xf32>
    %211 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %212:20 = "stablehlo.while"(%183, %arg74, %arg75, %184, %211, %180, %182, %186, %188, %190, %192, %194, %196, %198, %200, %202, %204, %206, %208, %210) ({
    ^bb0(%arg166: tensor<6x2x4xf32>, %arg167: tensor<4x32xf32>, %arg168: tensor<8x32xf32>, %arg169: tensor<1x32xf32>, %arg170: tensor<i32>, %arg171: tensor<2x8xf32>, %arg172: tensor<2x8xf32>, %arg173: tensor<6x2x8xf32>, %arg174: tensor<6x2x8xf32>, %arg175: tensor<6x2x8xf32>, %arg176: tensor<6x2x8xf32>, %arg177: tensor<6x2x8xf32>, %arg178: tensor<6x2x8xf32>, %arg179: tensor<6x2x8xf32>, %arg180: tensor<6x2x8xf32>, %arg181: tensor<6x2x8xf32>, %arg182: tensor<6x2x8xf32>, %arg183: tensor<6x2x8xf32>, %arg184: tensor<6x2x8xf32>, %arg185: tensor<6x2x8xf32>):
      %420 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %421 = "stablehlo.compare"(%arg170, %420) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%421) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg146: tensor<6x2x4xf32>, %arg147: tensor<4x32xf32>, %arg148: tensor<8x32xf32>, %arg149: tensor<1x32xf32>, %arg150: tensor<i32>, %arg151: tensor<2x8xf32>, %arg152: tensor<2x8xf32>, %arg153: tensor<6x2x8xf32>, %arg154: tensor<6x2x8xf32>, %arg155: tensor<6x2x8xf32>, %arg156: tensor<6x2x8xf32>, %arg157: tensor<6x2x8xf32>, %arg158: tensor<6x2x8xf32>, %arg159: tensor<6x2x8xf32>, %arg160: tensor<6x2x8xf32>, %arg161: tensor<6x2x8xf32>, %arg162: tensor<6x2x8xf32>, %arg163: tensor<6x2x8xf32>, %arg164: tensor<6x2x8xf32>, %arg165: tensor<6x2x8xf32>):
      %403 = "func.call"(%arg146, %arg150) <{callee = @dynamic_index_in_dim}> : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %404:15 = "func.call"(%arg147, %arg148, %arg149, %arg151, %arg152, %403) <{callee = @closed_call}> : (tensor<4x32xf32>, tensor<8x32xf32>, tensor<1x32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>)
      %405 = "func.call"(%arg153, %404#2, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %406 = "func.call"(%arg154, %404#3, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %407 = "func.call"(%arg155, %404#4, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %408 = "func.call"(%arg156, %404#5, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %409 = "func.call"(%arg157, %404#6, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %410 = "func.call"(%arg158, %404#7, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %411 = "func.call"(%arg159, %404#8, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %412 = "func.call"(%arg160, %404#9, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %413 = "func.call"(%arg161, %404#10, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %414 = "func.call"(%arg162, %404#11, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %415 = "func.call"(%arg163, %404#12, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %416 = "func.call"(%arg164, %404#13, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %417 = "func.call"(%arg165, %404#14, %arg150) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %418 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %419 = "stablehlo.add"(%arg150, %418) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg146, %arg147, %arg148, %arg149, %419, %404#0, %404#1, %405, %406, %407, %408, %409, %410, %411, %412, %413, %414, %415, %416, %417) : (tensor<6x2x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<1x32xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>) -> ()
    }) : (tensor<6x2x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<1x32xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>) -> (tensor<6x2x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<1x32xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>)
    %213 = "stablehlo.slice"(%212#7) <{limit_indices = array<i64: 6, 2, 8>, start_indices = array<i64: 5, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<6x2x8xf32>) -> tensor<1x2x8xf32>
    %214 = "stablehlo.reshape"(%213) : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    %215 = "stablehlo.dot_general"(%214, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<8x3xf32>) -> tensor<2x3xf32>
    %216 = "stablehlo.broadcast_in_dim"(%arg78) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xf32>) -> tensor<1x3xf32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %218 = "stablehlo.add"(%215, %217) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %219 = "stablehlo.convert"(%arg89) : (tensor<2xi32>) -> tensor<2xf32>
    %220 = "stablehlo.convert"(%219) : (tensor<2xf32>) -> tensor<2xi32>
    %221:3 = "func.call"(%218) <{callee = @log_softmax}> : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>)
    %222 = "func.call"(%220) <{callee = @_one_hot}> : (tensor<2xi32>) -> tensor<2x3xf32>
    %223 = "stablehlo.multiply"(%222, %221#0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %224 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.reduce"(%223, %224) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %402 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%402) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %226 = "stablehlo.negate"(%225) : (tensor<2xf32>) -> tensor<2xf32>
    %227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.reduce"(%226, %227) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg142: tensor<f32>, %arg143: tensor<f32>):
      %401 = "stablehlo.add"(%arg142, %arg143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%401) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %229 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %230 = "stablehlo.reduce"(%177, %229) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg140: tensor<i32>, %arg141: tensor<i32>):
      %400 = "stablehlo.multiply"(%arg140, %arg141) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%400) : (tensor<i32>) -> ()
    }) : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %231 = "stablehlo.convert"(%230) : (tensor<i32>) -> tensor<f32>
    %232 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %233 = "stablehlo.compare"(%231, %232) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %234 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %235 = "func.call"(%233, %234, %231) <{callee = @_where_0}> : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %236 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.compare"(%231, %236) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %238 = "stablehlo.divide"(%228, %235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %239 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %240 = "func.call"(%237, %239, %238) <{callee = @_where_1}> : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %241 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "func.call"(%237, %241) <{callee = @_where_2}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %243 = "stablehlo.divide"(%242, %235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %245 = "stablehlo.negate"(%244) : (tensor<2xf32>) -> tensor<2xf32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x3xf32>
    %247 = "stablehlo.multiply"(%222, %246) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %248 = "func.call"(%221#1, %221#2, %247) <{callee = @log_softmax_3}> : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.reduce"(%248, %249) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg138: tensor<f32>, %arg139: tensor<f32>):
      %399 = "stablehlo.add"(%arg138, %arg139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%399) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %251 = "stablehlo.reshape"(%250) : (tensor<3xf32>) -> tensor<1x3xf32>
    %252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %253 = "stablehlo.reduce"(%251, %252) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg136: tensor<f32>, %arg137: tensor<f32>):
      %398 = "stablehlo.add"(%arg136, %arg137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%398) : (tensor<f32>) -> ()
    }) : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %254 = "stablehlo.dot_general"(%248, %214) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<2x8xf32>) -> tensor<3x8xf32>
    %255 = "stablehlo.transpose"(%254) <{permutation = array<i64: 1, 0>}> : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %256 = "stablehlo.dot_general"(%248, %arg77) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x3xf32>, tensor<8x3xf32>) -> tensor<2x8xf32>
    %257 = "stablehlo.broadcast_in_dim"(%256) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %258 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.pad"(%257, %258) <{edge_padding_high = array<i64: 0, 0, 0>, edge_padding_low = array<i64: 5, 0, 0>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<1x2x8xf32>, tensor<f32>) -> tensor<6x2x8xf32>
    %260 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %262 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %268 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2x4xf32>
    %272 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %273:23 = "stablehlo.while"(%259, %183, %212#8, %212#9, %212#10, %212#11, %212#12, %212#13, %212#14, %212#15, %212#16, %212#17, %212#18, %212#19, %arg74, %arg75, %272, %265, %267, %269, %261, %263, %271) ({
    ^bb0(%arg113: tensor<6x2x8xf32>, %arg114: tensor<6x2x4xf32>, %arg115: tensor<6x2x8xf32>, %arg116: tensor<6x2x8xf32>, %arg117: tensor<6x2x8xf32>, %arg118: tensor<6x2x8xf32>, %arg119: tensor<6x2x8xf32>, %arg120: tensor<6x2x8xf32>, %arg121: tensor<6x2x8xf32>, %arg122: tensor<6x2x8xf32>, %arg123: tensor<6x2x8xf32>, %arg124: tensor<6x2x8xf32>, %arg125: tensor<6x2x8xf32>, %arg126: tensor<6x2x8xf32>, %arg127: tensor<4x32xf32>, %arg128: tensor<8x32xf32>, %arg129: tensor<i32>, %arg130: tensor<4x32xf32>, %arg131: tensor<8x32xf32>, %arg132: tensor<32xf32>, %arg133: tensor<2x8xf32>, %arg134: tensor<2x8xf32>, %arg135: tensor<6x2x4xf32>):
      %396 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %397 = "stablehlo.compare"(%arg129, %396) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%397) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg90: tensor<6x2x8xf32>, %arg91: tensor<6x2x4xf32>, %arg92: tensor<6x2x8xf32>, %arg93: tensor<6x2x8xf32>, %arg94: tensor<6x2x8xf32>, %arg95: tensor<6x2x8xf32>, %arg96: tensor<6x2x8xf32>, %arg97: tensor<6x2x8xf32>, %arg98: tensor<6x2x8xf32>, %arg99: tensor<6x2x8xf32>, %arg100: tensor<6x2x8xf32>, %arg101: tensor<6x2x8xf32>, %arg102: tensor<6x2x8xf32>, %arg103: tensor<6x2x8xf32>, %arg104: tensor<4x32xf32>, %arg105: tensor<8x32xf32>, %arg106: tensor<i32>, %arg107: tensor<4x32xf32>, %arg108: tensor<8x32xf32>, %arg109: tensor<32xf32>, %arg110: tensor<2x8xf32>, %arg111: tensor<2x8xf32>, %arg112: tensor<6x2x4xf32>):
      %374 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %375 = "stablehlo.subtract"(%374, %arg106) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %376 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %377 = "stablehlo.subtract"(%375, %376) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %378 = "func.call"(%arg90, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %379 = "func.call"(%arg91, %377) <{callee = @dynamic_index_in_dim}> : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %380 = "func.call"(%arg92, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %381 = "func.call"(%arg93, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %382 = "func.call"(%arg94, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %383 = "func.call"(%arg95, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %384 = "func.call"(%arg96, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %385 = "func.call"(%arg97, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %386 = "func.call"(%arg98, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %387 = "func.call"(%arg99, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %388 = "func.call"(%arg100, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %389 = "func.call"(%arg101, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %390 = "func.call"(%arg102, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %391 = "func.call"(%arg103, %377) <{callee = @dynamic_index_in_dim_4}> : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %392:6 = "func.call"(%arg104, %arg105, %arg107, %arg108, %arg109, %arg110, %arg111, %378, %379, %380, %381, %382, %383, %384, %385, %386, %387, %388, %389, %390, %391) <{callee = @closed_call_5}> : (tensor<4x32xf32>, tensor<8x32xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> (tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>)
      %393 = "func.call"(%arg112, %392#5, %377) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<6x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<6x2x4xf32>
      %394 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %395 = "stablehlo.add"(%arg106, %394) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg90, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97, %arg98, %arg99, %arg100, %arg101, %arg102, %arg103, %arg104, %arg105, %395, %392#0, %392#1, %392#2, %392#3, %392#4, %393) : (tensor<6x2x8xf32>, tensor<6x2x4xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x4xf32>) -> ()
    }) : (tensor<6x2x8xf32>, tensor<6x2x4xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x4xf32>) -> (tensor<6x2x8xf32>, tensor<6x2x4xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x4xf32>)
    %274 = "stablehlo.transpose"(%273#22) <{permutation = array<i64: 1, 0, 2>}> : (tensor<6x2x4xf32>) -> tensor<2x6x4xf32>
    %275 = "func.call"(%178#1, %274) <{callee = @_take_7}> : (tensor<2x6x1xi32>, tensor<2x6x4xf32>) -> tensor<20x4xf32>
    %276 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x4xf32>
    %278 = "stablehlo.multiply"(%277, %arg82) : (tensor<20x4xf32>, tensor<20x4xf32>) -> tensor<20x4xf32>
    %279 = "chlo.square"(%275) : (tensor<20x4xf32>) -> tensor<20x4xf32>
    %280 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x4xf32>
    %282 = "stablehlo.multiply"(%281, %279) : (tensor<20x4xf32>, tensor<20x4xf32>) -> tensor<20x4xf32>
    %283 = "stablehlo.add"(%278, %282) : (tensor<20x4xf32>, tensor<20x4xf32>) -> tensor<20x4xf32>
    %284 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x4xf32>
    %286 = "stablehlo.add"(%283, %285) : (tensor<20x4xf32>, tensor<20x4xf32>) -> tensor<20x4xf32>
    %287 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x4xf32>
    %288 = "stablehlo.multiply"(%287, %275) : (tensor<20x4xf32>, tensor<20x4xf32>) -> tensor<20x4xf32>
    %289 = "stablehlo.sqrt"(%286) : (tensor<20x4xf32>) -> tensor<20x4xf32>
    %290 = "stablehlo.divide"(%288, %289) : (tensor<20x4xf32>, tensor<20x4xf32>) -> tensor<20x4xf32>
    %291 = "stablehlo.subtract"(%arg73, %290) : (tensor<20x4xf32>, tensor<20x4xf32>) -> tensor<20x4xf32>
    %292 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %293 = "stablehlo.broadcast_in_dim"(%292) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %294 = "stablehlo.multiply"(%293, %arg83) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %295 = "chlo.square"(%273#17) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %296 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %298 = "stablehlo.multiply"(%297, %295) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %299 = "stablehlo.add"(%294, %298) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %300 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %302 = "stablehlo.add"(%299, %301) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %303 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x32xf32>
    %304 = "stablehlo.multiply"(%303, %273#17) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %305 = "stablehlo.sqrt"(%302) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %306 = "stablehlo.divide"(%304, %305) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %307 = "stablehlo.subtract"(%arg74, %306) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %308 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %310 = "stablehlo.multiply"(%309, %arg84) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %311 = "chlo.square"(%273#18) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %312 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %313 = "stablehlo.broadcast_in_dim"(%312) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %314 = "stablehlo.multiply"(%313, %311) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %315 = "stablehlo.add"(%310, %314) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %316 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %318 = "stablehlo.add"(%315, %317) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %319 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x32xf32>
    %320 = "stablehlo.multiply"(%319, %273#18) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %321 = "stablehlo.sqrt"(%318) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %322 = "stablehlo.divide"(%320, %321) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %323 = "stablehlo.subtract"(%arg75, %322) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %324 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.broadcast_in_dim"(%324) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %326 = "stablehlo.multiply"(%325, %arg85) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %327 = "chlo.square"(%273#19) : (tensor<32xf32>) -> tensor<32xf32>
    %328 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %330 = "stablehlo.multiply"(%329, %327) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %331 = "stablehlo.add"(%326, %330) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %332 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %333 = "stablehlo.broadcast_in_dim"(%332) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %334 = "stablehlo.add"(%331, %333) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %335 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %336 = "stablehlo.multiply"(%335, %273#19) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %337 = "stablehlo.sqrt"(%334) : (tensor<32xf32>) -> tensor<32xf32>
    %338 = "stablehlo.divide"(%336, %337) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %339 = "stablehlo.subtract"(%arg76, %338) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %340 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %342 = "stablehlo.multiply"(%341, %arg86) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %343 = "chlo.square"(%255) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %344 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %346 = "stablehlo.multiply"(%345, %343) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %347 = "stablehlo.add"(%342, %346) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %348 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %350 = "stablehlo.add"(%347, %349) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %351 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %352 = "stablehlo.multiply"(%351, %255) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %353 = "stablehlo.sqrt"(%350) : (tensor<8x3xf32>) -> tensor<8x3xf32>
    %354 = "stablehlo.divide"(%352, %353) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %355 = "stablehlo.subtract"(%arg77, %354) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %356 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %358 = "stablehlo.multiply"(%357, %arg87) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %359 = "chlo.square"(%253) : (tensor<3xf32>) -> tensor<3xf32>
    %360 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %362 = "stablehlo.multiply"(%361, %359) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %363 = "stablehlo.add"(%358, %362) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %364 = "stablehlo.constant"() <{value = dense<1.000000e-07> : tensor<f32>}> : () -> tensor<f32>
    %365 = "stablehlo.broadcast_in_dim"(%364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %366 = "stablehlo.add"(%363, %365) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %367 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %368 = "stablehlo.multiply"(%367, %253) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %369 = "stablehlo.sqrt"(%366) : (tensor<3xf32>) -> tensor<3xf32>
    %370 = "stablehlo.divide"(%368, %369) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %371 = "stablehlo.subtract"(%arg78, %370) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %372 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %373 = "stablehlo.add"(%arg80, %372) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%291, %307, %323, %339, %355, %371, %arg79, %373, %arg81, %283, %299, %315, %331, %347, %363, %240) : (tensor<20x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<2xui32>, tensor<i32>, tensor<f32>, tensor<20x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<20x4xf32>, tensor<2x6xi32>) -> (tensor<2x6x4xf32>, tensor<2x6x1xi32>), sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg69: tensor<20x4xf32>, %arg70: tensor<2x6xi32>):
    %153 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x6xi32>
    %155 = "stablehlo.compare"(%arg70, %154) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi1>
    %156 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x6xi32>
    %158 = "stablehlo.add"(%arg70, %157) : (tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi32>
    %159 = "func.call"(%155, %158, %arg70) <{callee = @_where}> : (tensor<2x6xi1>, tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xi32>) -> tensor<2x6x1xi32>
    %161 = "stablehlo.constant"() <{value = dense<19> : tensor<1xi32>}> : () -> tensor<1xi32>
    %162 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x6x1xi32>
    %164 = "stablehlo.compare"(%160, %163) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x6x1xi32>, tensor<2x6x1xi32>) -> tensor<2x6x1xi1>
    %165 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x6x1xi32>
    %167 = "stablehlo.compare"(%160, %166) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x6x1xi32>, tensor<2x6x1xi32>) -> tensor<2x6x1xi1>
    %168 = "stablehlo.and"(%164, %167) : (tensor<2x6x1xi1>, tensor<2x6x1xi1>) -> tensor<2x6x1xi1>
    %169 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %170 = "stablehlo.reduce"(%168, %169) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg71: tensor<i1>, %arg72: tensor<i1>):
      %176 = "stablehlo.and"(%arg71, %arg72) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%176) : (tensor<i1>) -> ()
    }) : (tensor<2x6x1xi1>, tensor<i1>) -> tensor<2x6xi1>
    %171 = "stablehlo.gather"(%arg69, %160) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<20x4xf32>, tensor<2x6x1xi32>) -> tensor<2x6x4xf32>
    %172 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xi1>) -> tensor<2x6x4xi1>
    %173 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x4xf32>
    %175 = "stablehlo.select"(%172, %171, %174) : (tensor<2x6x4xi1>, tensor<2x6x4xf32>, tensor<2x6x4xf32>) -> tensor<2x6x4xf32>
    "func.return"(%175, %160) : (tensor<2x6x4xf32>, tensor<2x6x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x6xi1>, tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg66: tensor<2x6xi1>, %arg67: tensor<2x6xi32>, %arg68: tensor<2x6xi32>):
    %152 = "stablehlo.select"(%arg66, %arg67, %arg68) : (tensor<2x6xi1>, tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi32>
    "func.return"(%152) : (tensor<2x6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>, sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg64: tensor<6x2x4xf32>, %arg65: tensor<i32>):
    %148 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %149 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %150 = "stablehlo.dynamic_slice"(%arg64, %arg65, %148, %149) <{slice_sizes = array<i64: 1, 2, 4>}> : (tensor<6x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    "func.return"(%151) : (tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x32xf32>, tensor<8x32xf32>, tensor<1x32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>), sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg58: tensor<4x32xf32>, %arg59: tensor<8x32xf32>, %arg60: tensor<1x32xf32>, %arg61: tensor<2x8xf32>, %arg62: tensor<2x8xf32>, %arg63: tensor<2x4xf32>):
    %91 = "stablehlo.dot_general"(%arg63, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x32xf32>) -> tensor<2x32xf32>
    %92 = "stablehlo.dot_general"(%arg61, %arg59) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x8xf32>, tensor<8x32xf32>) -> tensor<2x32xf32>
    %93 = "stablehlo.add"(%91, %92) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %94 = "stablehlo.broadcast_in_dim"(%arg60) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %95 = "stablehlo.add"(%93, %94) : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %96 = "stablehlo.slice"(%95) <{limit_indices = array<i64: 2, 8>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %97 = "stablehlo.slice"(%95) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 8>, strides = array<i64: 1, 1>}> : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %98 = "stablehlo.slice"(%95) <{limit_indices = array<i64: 2, 24>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>}> : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %99 = "stablehlo.slice"(%95) <{limit_indices = array<i64: 2, 32>, start_indices = array<i64: 0, 24>, strides = array<i64: 1, 1>}> : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %100 = "stablehlo.negate"(%96) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %101 = "stablehlo.exponential"(%100) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %102 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %104 = "stablehlo.add"(%103, %101) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %107 = "stablehlo.divide"(%106, %104) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %108 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %109 = "stablehlo.broadcast_in_dim"(%108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %110 = "stablehlo.subtract"(%109, %107) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %111 = "stablehlo.multiply"(%107, %110) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %112 = "stablehlo.negate"(%97) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %113 = "stablehlo.exponential"(%112) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %114 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %116 = "stablehlo.add"(%115, %113) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %119 = "stablehlo.divide"(%118, %116) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %120 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %122 = "stablehlo.subtract"(%121, %119) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %123 = "stablehlo.multiply"(%119, %122) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %124 = "stablehlo.multiply"(%119, %arg62) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %125 = "stablehlo.tanh"(%98) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %126 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %128 = "stablehlo.subtract"(%127, %125) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %129 = "stablehlo.multiply"(%107, %125) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %130 = "stablehlo.add"(%124, %129) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %131 = "stablehlo.negate"(%99) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %132 = "stablehlo.exponential"(%131) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %133 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %135 = "stablehlo.add"(%134, %132) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %136 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %138 = "stablehlo.divide"(%137, %135) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %139 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %141 = "stablehlo.subtract"(%140, %138) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %142 = "stablehlo.multiply"(%138, %141) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %143 = "stablehlo.tanh"(%130) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %144 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8xf32>
    %146 = "stablehlo.subtract"(%145, %143) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %147 = "stablehlo.multiply"(%138, %143) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    "func.return"(%147, %130, %147, %arg61, %111, %123, %arg62, %119, %125, %128, %107, %142, %143, %146, %138) : (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>, sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg55: tensor<6x2x8xf32>, %arg56: tensor<2x8xf32>, %arg57: tensor<i32>):
    %87 = "stablehlo.broadcast_in_dim"(%arg56) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %88 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %89 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %90 = "stablehlo.dynamic_update_slice"(%arg55, %87, %arg57, %88, %89) : (tensor<6x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x8xf32>
    "func.return"(%90) : (tensor<6x2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>), sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<2x3xf32>):
    %70 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.reduce"(%arg50, %70) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %86 = "stablehlo.maximum"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%86) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %72 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %74 = "stablehlo.maximum"(%73, %71) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %77 = "stablehlo.subtract"(%arg50, %76) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %78 = "stablehlo.exponential"(%77) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %79 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.reduce"(%78, %79) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg51: tensor<f32>, %arg52: tensor<f32>):
      %85 = "stablehlo.add"(%arg51, %arg52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%85) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %82 = "stablehlo.log"(%81) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %84 = "stablehlo.subtract"(%77, %83) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%84, %78, %81) : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi32>) -> tensor<2x3xf32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<2xi32>):
    %64 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %65 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x3xi32>
    %66 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %67 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %68 = "stablehlo.compare"(%66, %67) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %69 = "stablehlo.convert"(%68) : (tensor<2x3xi1>) -> tensor<2x3xf32>
    "func.return"(%69) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg46: tensor<i1>, %arg47: tensor<i32>, %arg48: tensor<f32>):
    %62 = "stablehlo.convert"(%arg47) : (tensor<i32>) -> tensor<f32>
    %63 = "stablehlo.select"(%arg46, %62, %arg48) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%63) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>, sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<i1>, %arg44: tensor<i32>, %arg45: tensor<f32>):
    %60 = "stablehlo.convert"(%arg44) : (tensor<i32>) -> tensor<f32>
    %61 = "stablehlo.select"(%arg43, %60, %arg45) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%61) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<f32>) -> tensor<f32>, sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<i1>, %arg42: tensor<f32>):
    %58 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %59 = "stablehlo.select"(%arg41, %58, %arg42) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%59) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>, sym_name = "log_softmax_3", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2x3xf32>, %arg35: tensor<2x1xf32>, %arg36: tensor<2x3xf32>):
    %46 = "stablehlo.negate"(%arg36) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.reduce"(%46, %47) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %57 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%57) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<2xf32>) -> tensor<2x1xf32>
    %50 = "stablehlo.divide"(%49, %arg35) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %51 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.reduce"(%50, %51) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %56 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%56) : (tensor<f32>) -> ()
    }) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x3xf32>
    %54 = "stablehlo.multiply"(%53, %arg34) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %55 = "stablehlo.add"(%arg36, %54) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%55) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>, sym_name = "dynamic_index_in_dim_4", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<6x2x8xf32>, %arg33: tensor<i32>):
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.dynamic_slice"(%arg32, %arg33, %42, %43) <{slice_sizes = array<i64: 1, 2, 8>}> : (tensor<6x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %45 = "stablehlo.reshape"(%44) : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    "func.return"(%45) : (tensor<2x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x32xf32>, tensor<8x32xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> (tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>), sym_name = "closed_call_5", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x32xf32>, %arg8: tensor<8x32xf32>, %arg9: tensor<4x32xf32>, %arg10: tensor<8x32xf32>, %arg11: tensor<32xf32>, %arg12: tensor<2x8xf32>, %arg13: tensor<2x8xf32>, %arg14: tensor<2x8xf32>, %arg15: tensor<2x4xf32>, %arg16: tensor<2x8xf32>, %arg17: tensor<2x8xf32>, %arg18: tensor<2x8xf32>, %arg19: tensor<2x8xf32>, %arg20: tensor<2x8xf32>, %arg21: tensor<2x8xf32>, %arg22: tensor<2x8xf32>, %arg23: tensor<2x8xf32>, %arg24: tensor<2x8xf32>, %arg25: tensor<2x8xf32>, %arg26: tensor<2x8xf32>, %arg27: tensor<2x8xf32>):
    %8 = "stablehlo.add"(%arg12, %arg14) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %9 = "stablehlo.multiply"(%arg27, %8) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %10 = "stablehlo.multiply"(%8, %arg25) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %11 = "stablehlo.multiply"(%9, %arg26) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %12 = "stablehlo.add"(%arg13, %11) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %13 = "stablehlo.multiply"(%11, %arg25) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %14 = "stablehlo.add"(%12, %13) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %15 = "stablehlo.multiply"(%10, %arg24) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %16 = "stablehlo.multiply"(%arg23, %14) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %17 = "stablehlo.multiply"(%14, %arg21) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %18 = "stablehlo.multiply"(%16, %arg22) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %19 = "stablehlo.multiply"(%18, %arg21) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %20 = "stablehlo.add"(%18, %19) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %21 = "stablehlo.multiply"(%arg20, %14) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %22 = "stablehlo.multiply"(%14, %arg19) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %23 = "stablehlo.multiply"(%22, %arg18) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %24 = "stablehlo.multiply"(%17, %arg17) : (tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
    %25 = "stablehlo.concatenate"(%24, %23, %20, %15) <{dimension = 1 : i64}> : (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x32xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.reduce"(%25, %26) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %41 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %28 = "stablehlo.reshape"(%27) : (tensor<32xf32>) -> tensor<1x32xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %40 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %31 = "stablehlo.add"(%arg11, %30) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %32 = "stablehlo.dot_general"(%25, %arg16) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32xf32>, tensor<2x8xf32>) -> tensor<32x8xf32>
    %33 = "stablehlo.transpose"(%32) <{permutation = array<i64: 1, 0>}> : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %34 = "stablehlo.add"(%arg10, %33) : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %35 = "stablehlo.dot_general"(%25, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32xf32>, tensor<8x32xf32>) -> tensor<2x8xf32>
    %36 = "stablehlo.dot_general"(%25, %arg15) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32xf32>, tensor<2x4xf32>) -> tensor<32x4xf32>
    %37 = "stablehlo.transpose"(%36) <{permutation = array<i64: 1, 0>}> : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %38 = "stablehlo.add"(%arg9, %37) : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %39 = "stablehlo.dot_general"(%25, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x32xf32>, tensor<4x32xf32>) -> tensor<2x4xf32>
    "func.return"(%38, %34, %31, %35, %21, %39) : (tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<6x2x4xf32>, sym_name = "dynamic_update_index_in_dim_6", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<6x2x4xf32>, %arg5: tensor<2x4xf32>, %arg6: tensor<i32>):
    %4 = "stablehlo.broadcast_in_dim"(%arg5) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.dynamic_update_slice"(%arg4, %4, %arg6, %5, %6) : (tensor<6x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x4xf32>
    "func.return"(%7) : (tensor<6x2x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x6x1xi32>, tensor<2x6x4xf32>) -> tensor<20x4xf32>, sym_name = "_take_7", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x6x1xi32>, %arg1: tensor<2x6x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x4xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<20x4xf32>, tensor<2x6x1xi32>, tensor<2x6x4xf32>) -> tensor<20x4xf32>
    "func.return"(%2) : (tensor<20x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
