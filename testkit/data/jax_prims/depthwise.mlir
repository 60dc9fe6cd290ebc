"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<1x5x5x4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg70: tensor<4x6xf32>, %arg71: tensor<4x6xf32>, %arg72: tensor<4x6xi32>):
    %258 = "stablehlo.abs"(%arg70) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %259 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %261 = "stablehlo.add"(%258, %260) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %262 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %263 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %264 = "stablehlo.shift_right_logical"(%262, %263) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %265 = "stablehlo.convert"(%264) : (tensor<i32>) -> tensor<ui32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %267 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %268 = "stablehlo.and"(%262, %267) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %269 = "stablehlo.convert"(%268) : (tensor<i32>) -> tensor<ui32>
    %270 = "stablehlo.broadcast_in_dim"(%269) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %271 = "stablehlo.concatenate"(%266, %270) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %272 = "func.call"(%271) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<1x5x5x4xf32>
    %273 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x5x5x4xf32>
    %275 = "stablehlo.multiply"(%272, %274) : (tensor<1x5x5x4xf32>, tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
    %276 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %277 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %278 = "stablehlo.shift_right_logical"(%276, %277) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %279 = "stablehlo.convert"(%278) : (tensor<i32>) -> tensor<ui32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %281 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %282 = "stablehlo.and"(%276, %281) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %283 = "stablehlo.convert"(%282) : (tensor<i32>) -> tensor<ui32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %285 = "stablehlo.concatenate"(%280, %284) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %286 = "func.call"(%285) <{callee = @_normal_0}> : (tensor<2xui32>) -> tensor<3x3x1x4xf32>
    %287 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x4xf32>
    %289 = "stablehlo.multiply"(%286, %288) : (tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>) -> tensor<3x3x1x4xf32>
    %290 = "stablehlo.convolution"(%275, %289) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<2> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<1x5x5x4xf32>, tensor<3x3x1x4xf32>) -> tensor<1x5x5x4xf32>
    "func.return"(%290) : (tensor<1x5x5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<1x5x5x4xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg69: tensor<2xui32>):
    %257 = "func.call"(%arg69) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<1x5x5x4xf32>
    "func.return"(%257) : (tensor<1x5x5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<1x5x5x4xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg68: tensor<2xui32>):
    %250 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %252 = "func.call"(%arg68, %250, %251) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x5x5x4xf32>
    %253 = "chlo.erf_inv"(%252) : (tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
    %254 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x5x5x4xf32>
    %256 = "stablehlo.multiply"(%255, %253) : (tensor<1x5x5x4xf32>, tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
    "func.return"(%256) : (tensor<1x5x5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<1x5x5x4xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<2xui32>, %arg66: tensor<f32>, %arg67: tensor<f32>):
    %201 = "stablehlo.broadcast_in_dim"(%arg66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %202 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %203 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %204 = "stablehlo.reshape"(%203) : (tensor<1xui32>) -> tensor<ui32>
    %205 = "stablehlo.slice"(%arg65) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %206 = "stablehlo.reshape"(%205) : (tensor<1xui32>) -> tensor<ui32>
    %207 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<1x5x5x4xui64>
    %208 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x5x5x4xui64>
    %209 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<1x5x5x4xui64>
    %210 = "stablehlo.iota"() <{iota_dimension = 3 : i64}> : () -> tensor<1x5x5x4xui64>
    %211 = "stablehlo.constant"() <{value = dense<100> : tensor<ui64>}> : () -> tensor<ui64>
    %212 = "stablehlo.broadcast_in_dim"(%211) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x5x5x4xui64>
    %213 = "stablehlo.multiply"(%212, %207) : (tensor<1x5x5x4xui64>, tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui64>
    %214 = "stablehlo.constant"() <{value = dense<20> : tensor<ui64>}> : () -> tensor<ui64>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x5x5x4xui64>
    %216 = "stablehlo.multiply"(%215, %208) : (tensor<1x5x5x4xui64>, tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui64>
    %217 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x5x5x4xui64>
    %219 = "stablehlo.multiply"(%218, %209) : (tensor<1x5x5x4xui64>, tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui64>
    %220 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x5x5x4xui64>
    %222 = "stablehlo.multiply"(%221, %210) : (tensor<1x5x5x4xui64>, tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui64>
    %223 = "stablehlo.add"(%213, %216) : (tensor<1x5x5x4xui64>, tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui64>
    %224 = "stablehlo.add"(%223, %219) : (tensor<1x5x5x4xui64>, tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui64>
    %225 = "stablehlo.add"(%224, %222) : (tensor<1x5x5x4xui64>, tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui64>
    %226 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<1x5x5x4xui64>
    %228 = "stablehlo.shift_right_logical"(%225, %227) : (tensor<1x5x5x4xui64>, tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui64>
    %229 = "stablehlo.convert"(%225) : (tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui32>
    %230 = "stablehlo.convert"(%228) : (tensor<1x5x5x4xui64>) -> tensor<1x5x5x4xui32>
    %231:2 = "func.call"(%204, %206, %230, %229) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>)
    %232 = "stablehlo.xor"(%231#0, %231#1) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %233 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %235 = "stablehlo.shift_right_logical"(%232, %234) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %236 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %238 = "stablehlo.or"(%235, %237) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %239 = "stablehlo.bitcast_convert"(%238) : (tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xf32>
    %240 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x5x5x4xf32>
    %242 = "stablehlo.subtract"(%239, %241) : (tensor<1x5x5x4xf32>, tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
    %243 = "stablehlo.subtract"(%202, %201) : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %244 = "stablehlo.broadcast_in_dim"(%243) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<1x5x5x4xf32>
    %245 = "stablehlo.multiply"(%242, %244) : (tensor<1x5x5x4xf32>, tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
    %246 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<1x5x5x4xf32>
    %247 = "stablehlo.add"(%245, %246) : (tensor<1x5x5x4xf32>, tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
    %248 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<1x5x5x4xf32>
    %249 = "stablehlo.maximum"(%248, %247) : (tensor<1x5x5x4xf32>, tensor<1x5x5x4xf32>) -> tensor<1x5x5x4xf32>
    "func.return"(%249) : (tensor<1x5x5x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<ui32>, %arg44: tensor<ui32>, %arg45: tensor<1x5x5x4xui32>, %arg46: tensor<1x5x5x4xui32>):
    %184 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %185 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %186 = "stablehlo.xor"(%arg43, %arg44) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %187 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %188 = "stablehlo.xor"(%186, %187) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %189 = "stablehlo.broadcast_in_dim"(%arg43) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %190 = "stablehlo.add"(%arg45, %189) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %191 = "stablehlo.broadcast_in_dim"(%arg44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %192 = "stablehlo.add"(%arg46, %191) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %193 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %194 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %195:9 = "stablehlo.while"(%194, %193, %190, %192, %arg44, %188, %arg43, %184, %185) ({
    ^bb0(%arg56: tensor<i32>, %arg57: tensor<i32>, %arg58: tensor<1x5x5x4xui32>, %arg59: tensor<1x5x5x4xui32>, %arg60: tensor<ui32>, %arg61: tensor<ui32>, %arg62: tensor<ui32>, %arg63: tensor<4xui32>, %arg64: tensor<4xui32>):
      %199 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %200 = "stablehlo.compare"(%arg56, %199) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%200) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg47: tensor<i32>, %arg48: tensor<i32>, %arg49: tensor<1x5x5x4xui32>, %arg50: tensor<1x5x5x4xui32>, %arg51: tensor<ui32>, %arg52: tensor<ui32>, %arg53: tensor<ui32>, %arg54: tensor<4xui32>, %arg55: tensor<4xui32>):
      %196:8 = "func.call"(%arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54, %arg55) <{callee = @closed_call}> : (tensor<i32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %197 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %198 = "stablehlo.add"(%arg47, %197) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%198, %196#0, %196#1, %196#2, %196#3, %196#4, %196#5, %196#6, %196#7) : (tensor<i32>, tensor<i32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%195#2, %195#3) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<i32>, %arg36: tensor<1x5x5x4xui32>, %arg37: tensor<1x5x5x4xui32>, %arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<ui32>, %arg41: tensor<4xui32>, %arg42: tensor<4xui32>):
    %129 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %130 = "stablehlo.add"(%arg35, %129) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %131 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %132 = "stablehlo.reshape"(%131) : (tensor<1xui32>) -> tensor<ui32>
    %133 = "stablehlo.add"(%arg36, %arg37) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %134 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %135 = "stablehlo.shift_left"(%arg37, %134) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %136 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %137 = "stablehlo.subtract"(%136, %132) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %139 = "stablehlo.shift_right_logical"(%arg37, %138) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %140 = "stablehlo.or"(%135, %139) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %141 = "stablehlo.xor"(%133, %140) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %142 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %143 = "stablehlo.reshape"(%142) : (tensor<1xui32>) -> tensor<ui32>
    %144 = "stablehlo.add"(%133, %141) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %145 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %146 = "stablehlo.shift_left"(%141, %145) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %147 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %148 = "stablehlo.subtract"(%147, %143) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %150 = "stablehlo.shift_right_logical"(%141, %149) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %151 = "stablehlo.or"(%146, %150) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %152 = "stablehlo.xor"(%144, %151) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %153 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %154 = "stablehlo.reshape"(%153) : (tensor<1xui32>) -> tensor<ui32>
    %155 = "stablehlo.add"(%144, %152) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %156 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %157 = "stablehlo.shift_left"(%152, %156) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %158 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %159 = "stablehlo.subtract"(%158, %154) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %161 = "stablehlo.shift_right_logical"(%152, %160) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %162 = "stablehlo.or"(%157, %161) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %163 = "stablehlo.xor"(%155, %162) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %164 = "stablehlo.slice"(%arg41) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %165 = "stablehlo.reshape"(%164) : (tensor<1xui32>) -> tensor<ui32>
    %166 = "stablehlo.add"(%155, %163) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %167 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %168 = "stablehlo.shift_left"(%163, %167) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %169 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %170 = "stablehlo.subtract"(%169, %165) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %172 = "stablehlo.shift_right_logical"(%163, %171) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %173 = "stablehlo.or"(%168, %172) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %174 = "stablehlo.xor"(%166, %173) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %175 = "stablehlo.broadcast_in_dim"(%arg38) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %176 = "stablehlo.add"(%166, %175) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %177 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %178 = "stablehlo.add"(%174, %177) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    %179 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %180 = "stablehlo.add"(%arg35, %179) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %181 = "stablehlo.convert"(%180) : (tensor<i32>) -> tensor<ui32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x5x5x4xui32>
    %183 = "stablehlo.add"(%178, %182) : (tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>) -> tensor<1x5x5x4xui32>
    "func.return"(%130, %176, %183, %arg39, %arg40, %arg38, %arg42, %arg41) : (tensor<i32>, tensor<1x5x5x4xui32>, tensor<1x5x5x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x3x1x4xf32>, res_attrs = [{}], sym_name = "_normal_0", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2xui32>):
    %128 = "func.call"(%arg34) <{callee = @_normal_real_1}> : (tensor<2xui32>) -> tensor<3x3x1x4xf32>
    "func.return"(%128) : (tensor<3x3x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x3x1x4xf32>, res_attrs = [{}], sym_name = "_normal_real_1", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2xui32>):
    %121 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "func.call"(%arg33, %121, %122) <{callee = @_uniform_2}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x3x1x4xf32>
    %124 = "chlo.erf_inv"(%123) : (tensor<3x3x1x4xf32>) -> tensor<3x3x1x4xf32>
    %125 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x4xf32>
    %127 = "stablehlo.multiply"(%126, %124) : (tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>) -> tensor<3x3x1x4xf32>
    "func.return"(%127) : (tensor<3x3x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x3x1x4xf32>, res_attrs = [{}], sym_name = "_uniform_2", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<f32>, %arg32: tensor<f32>):
    %72 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %73 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %74 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
    %78 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3x1x4xui64>
    %79 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3x1x4xui64>
    %80 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<3x3x1x4xui64>
    %81 = "stablehlo.iota"() <{iota_dimension = 3 : i64}> : () -> tensor<3x3x1x4xui64>
    %82 = "stablehlo.constant"() <{value = dense<12> : tensor<ui64>}> : () -> tensor<ui64>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x4xui64>
    %84 = "stablehlo.multiply"(%83, %78) : (tensor<3x3x1x4xui64>, tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui64>
    %85 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x4xui64>
    %87 = "stablehlo.multiply"(%86, %79) : (tensor<3x3x1x4xui64>, tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui64>
    %88 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x4xui64>
    %90 = "stablehlo.multiply"(%89, %80) : (tensor<3x3x1x4xui64>, tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui64>
    %91 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x4xui64>
    %93 = "stablehlo.multiply"(%92, %81) : (tensor<3x3x1x4xui64>, tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui64>
    %94 = "stablehlo.add"(%84, %87) : (tensor<3x3x1x4xui64>, tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui64>
    %95 = "stablehlo.add"(%94, %90) : (tensor<3x3x1x4xui64>, tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui64>
    %96 = "stablehlo.add"(%95, %93) : (tensor<3x3x1x4xui64>, tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui64>
    %97 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x4xui64>
    %99 = "stablehlo.shift_right_logical"(%96, %98) : (tensor<3x3x1x4xui64>, tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui64>
    %100 = "stablehlo.convert"(%96) : (tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui32>
    %101 = "stablehlo.convert"(%99) : (tensor<3x3x1x4xui64>) -> tensor<3x3x1x4xui32>
    %102:2 = "func.call"(%75, %77, %101, %100) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>)
    %103 = "stablehlo.xor"(%102#0, %102#1) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %104 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %106 = "stablehlo.shift_right_logical"(%103, %105) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %107 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %109 = "stablehlo.or"(%106, %108) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %110 = "stablehlo.bitcast_convert"(%109) : (tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xf32>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x4xf32>
    %113 = "stablehlo.subtract"(%110, %112) : (tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>) -> tensor<3x3x1x4xf32>
    %114 = "stablehlo.subtract"(%73, %72) : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x4xf32>
    %116 = "stablehlo.multiply"(%113, %115) : (tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>) -> tensor<3x3x1x4xf32>
    %117 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x4xf32>
    %118 = "stablehlo.add"(%116, %117) : (tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>) -> tensor<3x3x1x4xf32>
    %119 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x4xf32>
    %120 = "stablehlo.maximum"(%119, %118) : (tensor<3x3x1x4xf32>, tensor<3x3x1x4xf32>) -> tensor<3x3x1x4xf32>
    "func.return"(%120) : (tensor<3x3x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>), sym_name = "threefry2x32_3", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<3x3x1x4xui32>, %arg11: tensor<3x3x1x4xui32>):
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.xor"(%57, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %61 = "stablehlo.add"(%arg10, %60) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %63 = "stablehlo.add"(%arg11, %62) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:9 = "stablehlo.while"(%65, %64, %61, %63, %arg9, %59, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<3x3x1x4xui32>, %arg24: tensor<3x3x1x4xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg21, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<3x3x1x4xui32>, %arg15: tensor<3x3x1x4xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %67:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_4}> : (tensor<i32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_4", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3x3x1x4xui32>, %arg2: tensor<3x3x1x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xui32>) -> tensor<ui32>
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %6 = "stablehlo.shift_left"(%arg2, %5) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %7 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.subtract"(%7, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %11 = "stablehlo.or"(%6, %10) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %12 = "stablehlo.xor"(%4, %11) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%4, %12) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %18 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.subtract"(%18, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %21 = "stablehlo.shift_right_logical"(%12, %20) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %22 = "stablehlo.or"(%17, %21) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %23 = "stablehlo.xor"(%15, %22) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xui32>) -> tensor<ui32>
    %26 = "stablehlo.add"(%15, %23) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %28 = "stablehlo.shift_left"(%23, %27) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %29 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.subtract"(%29, %25) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %32 = "stablehlo.shift_right_logical"(%23, %31) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %33 = "stablehlo.or"(%28, %32) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %34 = "stablehlo.xor"(%26, %33) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %35 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xui32>) -> tensor<ui32>
    %37 = "stablehlo.add"(%26, %34) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %39 = "stablehlo.shift_left"(%34, %38) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %40 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "stablehlo.subtract"(%40, %36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %43 = "stablehlo.shift_right_logical"(%34, %42) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %44 = "stablehlo.or"(%39, %43) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %45 = "stablehlo.xor"(%37, %44) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %47 = "stablehlo.add"(%37, %46) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%arg0, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x4xui32>
    %54 = "stablehlo.add"(%49, %53) : (tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>) -> tensor<3x3x1x4xui32>
    "func.return"(%1, %47, %54, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<3x3x1x4xui32>, tensor<3x3x1x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
