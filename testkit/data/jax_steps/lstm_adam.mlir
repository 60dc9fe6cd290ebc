"builtin.module"() <{sym_name = "jit_lstm_step"}> ({
  "func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {tf.aliasing_output = 1 : i32}, {tf.aliasing_output = 2 : i32}, {tf.aliasing_output = 3 : i32}, {tf.aliasing_output = 4 : i32}, {tf.aliasing_output = 5 : i32}, {tf.aliasing_output = 6 : i32}, {tf.aliasing_output = 7 : i32}, {tf.aliasing_output = 8 : i32}, {tf.aliasing_output = 9 : i32}, {tf.aliasing_output = 10 : i32}, {tf.aliasing_output = 11 : i32}, {}, {}, {}], function_type = (tensor<64xf32>, tensor<16x64xf32>, tensor<16x10xf32>, tensor<12x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16x10xf32>, tensor<12x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16x10xf32>, tensor<12x64xf32>, tensor<i32>, tensor<6x4x12xf32>, tensor<6x4xi32>) -> (tensor<64xf32>, tensor<16x64xf32>, tensor<16x10xf32>, tensor<12x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16x10xf32>, tensor<12x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16x10xf32>, tensor<12x64xf32>, tensor<i32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['b']"}, {jax.result_info = "result[0]['wh']"}, {jax.result_info = "result[0]['wo']"}, {jax.result_info = "result[0]['wx']"}, {jax.result_info = "result[1]['b']"}, {jax.result_info = "result[1]['wh']"}, {jax.result_info = "result[1]['wo']"}, {jax.result_info = "result[1]['wx']"}, {jax.result_info = "result[2]['b']"}, {jax.result_info = "result[2]['wh']"}, {jax.result_info = "result[2]['wo']"}, {jax.result_info = "result[2]['wx']"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg45: tensor<64xf32>, %arg46: tensor<16x64xf32>, %arg47: tensor<16x10xf32>, %arg48: tensor<12x64xf32>, %arg49: tensor<64xf32>, %arg50: tensor<16x64xf32>, %arg51: tensor<16x10xf32>, %arg52: tensor<12x64xf32>, %arg53: tensor<64xf32>, %arg54: tensor<16x64xf32>, %arg55: tensor<16x10xf32>, %arg56: tensor<12x64xf32>, %arg57: tensor<i32>, %arg58: tensor<6x4x12xf32>, %arg59: tensor<6x4xi32>):
    %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %133 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64: 1>}> : (tensor<64xf32>) -> tensor<1x64xf32>
    %134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %136 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %140 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %142 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %150 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %152 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x16xf32>
    %160 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %161:20 = "stablehlo.while"(%arg58, %arg48, %arg46, %133, %160, %130, %132, %135, %137, %139, %141, %143, %145, %147, %149, %151, %153, %155, %157, %159) ({
    ^bb0(%arg136: tensor<6x4x12xf32>, %arg137: tensor<12x64xf32>, %arg138: tensor<16x64xf32>, %arg139: tensor<1x64xf32>, %arg140: tensor<i32>, %arg141: tensor<4x16xf32>, %arg142: tensor<4x16xf32>, %arg143: tensor<6x4x16xf32>, %arg144: tensor<6x4x16xf32>, %arg145: tensor<6x4x16xf32>, %arg146: tensor<6x4x16xf32>, %arg147: tensor<6x4x16xf32>, %arg148: tensor<6x4x16xf32>, %arg149: tensor<6x4x16xf32>, %arg150: tensor<6x4x16xf32>, %arg151: tensor<6x4x16xf32>, %arg152: tensor<6x4x16xf32>, %arg153: tensor<6x4x16xf32>, %arg154: tensor<6x4x16xf32>, %arg155: tensor<6x4x16xf32>):
      %426 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %427 = "stablehlo.compare"(%arg140, %426) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%427) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg116: tensor<6x4x12xf32>, %arg117: tensor<12x64xf32>, %arg118: tensor<16x64xf32>, %arg119: tensor<1x64xf32>, %arg120: tensor<i32>, %arg121: tensor<4x16xf32>, %arg122: tensor<4x16xf32>, %arg123: tensor<6x4x16xf32>, %arg124: tensor<6x4x16xf32>, %arg125: tensor<6x4x16xf32>, %arg126: tensor<6x4x16xf32>, %arg127: tensor<6x4x16xf32>, %arg128: tensor<6x4x16xf32>, %arg129: tensor<6x4x16xf32>, %arg130: tensor<6x4x16xf32>, %arg131: tensor<6x4x16xf32>, %arg132: tensor<6x4x16xf32>, %arg133: tensor<6x4x16xf32>, %arg134: tensor<6x4x16xf32>, %arg135: tensor<6x4x16xf32>):
      %409 = "func.call"(%arg116, %arg120) <{callee = @dynamic_index_in_dim}> : (tensor<6x4x12xf32>, tensor<i32>) -> tensor<4x12xf32>
      %410:15 = "func.call"(%arg117, %arg118, %arg119, %arg121, %arg122, %409) <{callee = @closed_call}> : (tensor<12x64xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x12xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>)
      %411 = "func.call"(%arg123, %410#2, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %412 = "func.call"(%arg124, %410#3, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %413 = "func.call"(%arg125, %410#4, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %414 = "func.call"(%arg126, %410#5, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %415 = "func.call"(%arg127, %410#6, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %416 = "func.call"(%arg128, %410#7, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %417 = "func.call"(%arg129, %410#8, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %418 = "func.call"(%arg130, %410#9, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %419 = "func.call"(%arg131, %410#10, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %420 = "func.call"(%arg132, %410#11, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %421 = "func.call"(%arg133, %410#12, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %422 = "func.call"(%arg134, %410#13, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %423 = "func.call"(%arg135, %410#14, %arg120) <{callee = @dynamic_update_index_in_dim}> : (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>
      %424 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %425 = "stablehlo.add"(%arg120, %424) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg116, %arg117, %arg118, %arg119, %425, %410#0, %410#1, %411, %412, %413, %414, %415, %416, %417, %418, %419, %420, %421, %422, %423) : (tensor<6x4x12xf32>, tensor<12x64xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>) -> ()
    }) : (tensor<6x4x12xf32>, tensor<12x64xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>) -> (tensor<6x4x12xf32>, tensor<12x64xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>)
    %162 = "stablehlo.dot_general"(%161#7, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4x16xf32>, tensor<16x10xf32>) -> tensor<6x4x10xf32>
    %163 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.reduce"(%162, %163) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %408 = "stablehlo.maximum"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%408) : (tensor<f32>) -> ()
    }) : (tensor<6x4x10xf32>, tensor<f32>) -> tensor<6x4xf32>
    %165 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %167 = "stablehlo.maximum"(%166, %164) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %168 = "stablehlo.is_finite"(%167) : (tensor<6x4xf32>) -> tensor<6x4xi1>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %171 = "stablehlo.select"(%168, %167, %170) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x4xf32>) -> tensor<6x4x1xf32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<6x4x1xf32>) -> tensor<6x4x10xf32>
    %174 = "stablehlo.subtract"(%162, %173) : (tensor<6x4x10xf32>, tensor<6x4x10xf32>) -> tensor<6x4x10xf32>
    %175 = "stablehlo.exponential"(%174) : (tensor<6x4x10xf32>) -> tensor<6x4x10xf32>
    %176 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.reduce"(%175, %176) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg112: tensor<f32>, %arg113: tensor<f32>):
      %407 = "stablehlo.add"(%arg112, %arg113) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%407) : (tensor<f32>) -> ()
    }) : (tensor<6x4x10xf32>, tensor<f32>) -> tensor<6x4xf32>
    %178 = "stablehlo.abs"(%177) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %179 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %181 = "stablehlo.compare"(%177, %180) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xi1>
    %182 = "stablehlo.log"(%178) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %183 = "stablehlo.add"(%182, %171) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %184 = "stablehlo.broadcast_in_dim"(%arg59) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x4xi32>) -> tensor<6x4x1xi32>
    %185:2 = "func.call"(%162, %184) <{callee = @take_along_axis}> : (tensor<6x4x10xf32>, tensor<6x4x1xi32>) -> (tensor<6x4x1xf32>, tensor<6x4x1x1xi32>)
    %186 = "stablehlo.reshape"(%185#0) : (tensor<6x4x1xf32>) -> tensor<6x4xf32>
    %187 = "stablehlo.subtract"(%183, %186) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %188 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %189 = "stablehlo.reduce"(%187, %188) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg110: tensor<f32>, %arg111: tensor<f32>):
      %406 = "stablehlo.add"(%arg110, %arg111) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%406) : (tensor<f32>) -> ()
    }) : (tensor<6x4xf32>, tensor<f32>) -> tensor<f32>
    %190 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.divide"(%189, %190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %192 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.divide"(%192, %193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %196 = "stablehlo.negate"(%195) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x4xf32>) -> tensor<6x4x1xf32>
    %198 = "func.call"(%185#1, %197) <{callee = @take_along_axis_0}> : (tensor<6x4x1x1xi32>, tensor<6x4x1xf32>) -> tensor<6x4x10xf32>
    %199 = "stablehlo.divide"(%195, %178) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %200 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %202 = "stablehlo.select"(%181, %201, %199) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %203 = "stablehlo.select"(%181, %199, %201) : (tensor<6x4xi1>, tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %204 = "stablehlo.negate"(%202) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %205 = "stablehlo.add"(%203, %204) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x4xf32>) -> tensor<6x4x10xf32>
    %207 = "stablehlo.multiply"(%206, %175) : (tensor<6x4x10xf32>, tensor<6x4x10xf32>) -> tensor<6x4x10xf32>
    %208 = "stablehlo.add"(%198, %207) : (tensor<6x4x10xf32>, tensor<6x4x10xf32>) -> tensor<6x4x10xf32>
    %209 = "stablehlo.dot_general"(%208, %161#7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4x10xf32>, tensor<6x4x16xf32>) -> tensor<10x16xf32>
    %210 = "stablehlo.transpose"(%209) <{permutation = array<i64: 1, 0>}> : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %211 = "stablehlo.dot_general"(%208, %arg47) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4x10xf32>, tensor<16x10xf32>) -> tensor<6x4x16xf32>
    %212 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %213 = "stablehlo.broadcast_in_dim"(%212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %216 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x64xf32>
    %218 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %220 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %222 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %223:21 = "stablehlo.while"(%211, %arg58, %161#8, %161#9, %161#10, %161#11, %161#12, %161#13, %161#14, %161#15, %161#16, %161#17, %161#18, %161#19, %arg46, %222, %217, %219, %221, %213, %215) ({
    ^bb0(%arg89: tensor<6x4x16xf32>, %arg90: tensor<6x4x12xf32>, %arg91: tensor<6x4x16xf32>, %arg92: tensor<6x4x16xf32>, %arg93: tensor<6x4x16xf32>, %arg94: tensor<6x4x16xf32>, %arg95: tensor<6x4x16xf32>, %arg96: tensor<6x4x16xf32>, %arg97: tensor<6x4x16xf32>, %arg98: tensor<6x4x16xf32>, %arg99: tensor<6x4x16xf32>, %arg100: tensor<6x4x16xf32>, %arg101: tensor<6x4x16xf32>, %arg102: tensor<6x4x16xf32>, %arg103: tensor<16x64xf32>, %arg104: tensor<i32>, %arg105: tensor<12x64xf32>, %arg106: tensor<16x64xf32>, %arg107: tensor<64xf32>, %arg108: tensor<4x16xf32>, %arg109: tensor<4x16xf32>):
      %404 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %405 = "stablehlo.compare"(%arg104, %404) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%405) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg68: tensor<6x4x16xf32>, %arg69: tensor<6x4x12xf32>, %arg70: tensor<6x4x16xf32>, %arg71: tensor<6x4x16xf32>, %arg72: tensor<6x4x16xf32>, %arg73: tensor<6x4x16xf32>, %arg74: tensor<6x4x16xf32>, %arg75: tensor<6x4x16xf32>, %arg76: tensor<6x4x16xf32>, %arg77: tensor<6x4x16xf32>, %arg78: tensor<6x4x16xf32>, %arg79: tensor<6x4x16xf32>, %arg80: tensor<6x4x16xf32>, %arg81: tensor<6x4x16xf32>, %arg82: tensor<16x64xf32>, %arg83: tensor<i32>, %arg84: tensor<12x64xf32>, %arg85: tensor<16x64xf32>, %arg86: tensor<64xf32>, %arg87: tensor<4x16xf32>, %arg88: tensor<4x16xf32>):
      %383 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %384 = "stablehlo.subtract"(%383, %arg83) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %385 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %386 = "stablehlo.subtract"(%384, %385) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %387 = "func.call"(%arg68, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %388 = "func.call"(%arg69, %386) <{callee = @dynamic_index_in_dim}> : (tensor<6x4x12xf32>, tensor<i32>) -> tensor<4x12xf32>
      %389 = "func.call"(%arg70, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %390 = "func.call"(%arg71, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %391 = "func.call"(%arg72, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %392 = "func.call"(%arg73, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %393 = "func.call"(%arg74, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %394 = "func.call"(%arg75, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %395 = "func.call"(%arg76, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %396 = "func.call"(%arg77, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %397 = "func.call"(%arg78, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %398 = "func.call"(%arg79, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %399 = "func.call"(%arg80, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %400 = "func.call"(%arg81, %386) <{callee = @dynamic_index_in_dim_1}> : (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %401:5 = "func.call"(%arg82, %arg84, %arg85, %arg86, %arg87, %arg88, %387, %388, %389, %390, %391, %392, %393, %394, %395, %396, %397, %398, %399, %400) <{callee = @closed_call_2}> : (tensor<16x64xf32>, tensor<12x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x12xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> (tensor<12x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>)
      %402 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %403 = "stablehlo.add"(%arg83, %402) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg68, %arg69, %arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77, %arg78, %arg79, %arg80, %arg81, %arg82, %403, %401#0, %401#1, %401#2, %401#3, %401#4) : (tensor<6x4x16xf32>, tensor<6x4x12xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<16x64xf32>, tensor<i32>, tensor<12x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> ()
    }) : (tensor<6x4x16xf32>, tensor<6x4x12xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<16x64xf32>, tensor<i32>, tensor<12x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> (tensor<6x4x16xf32>, tensor<6x4x12xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<6x4x16xf32>, tensor<16x64xf32>, tensor<i32>, tensor<12x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>)
    %224 = "stablehlo.multiply"(%223#18, %223#18) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.reduce"(%224, %225) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %382 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%382) : (tensor<f32>) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %227 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %228 = "stablehlo.add"(%227, %226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %229 = "stablehlo.multiply"(%223#17, %223#17) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %230 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.reduce"(%229, %230) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %381 = "stablehlo.add"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%381) : (tensor<f32>) -> ()
    }) : (tensor<16x64xf32>, tensor<f32>) -> tensor<f32>
    %232 = "stablehlo.add"(%228, %231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %233 = "stablehlo.multiply"(%210, %210) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %234 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %235 = "stablehlo.reduce"(%233, %234) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %380 = "stablehlo.add"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%380) : (tensor<f32>) -> ()
    }) : (tensor<16x10xf32>, tensor<f32>) -> tensor<f32>
    %236 = "stablehlo.add"(%232, %235) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %237 = "stablehlo.multiply"(%223#16, %223#16) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %238 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %239 = "stablehlo.reduce"(%237, %238) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %379 = "stablehlo.add"(%arg60, %arg61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%379) : (tensor<f32>) -> ()
    }) : (tensor<12x64xf32>, tensor<f32>) -> tensor<f32>
    %240 = "stablehlo.add"(%236, %239) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %241 = "stablehlo.sqrt"(%240) : (tensor<f32>) -> tensor<f32>
    %242 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.add"(%241, %242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %244 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.divide"(%244, %243) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %246 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.minimum"(%246, %245) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %249 = "stablehlo.multiply"(%223#18, %248) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %250 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %251 = "stablehlo.multiply"(%223#17, %250) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %252 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %253 = "stablehlo.multiply"(%210, %252) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %254 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x64xf32>
    %255 = "stablehlo.multiply"(%223#16, %254) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %256 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %257 = "stablehlo.add"(%arg57, %256) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %258 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %260 = "stablehlo.multiply"(%259, %arg49) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %261 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %263 = "stablehlo.multiply"(%262, %249) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %264 = "stablehlo.add"(%260, %263) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %265 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %267 = "stablehlo.multiply"(%266, %arg50) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %268 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %270 = "stablehlo.multiply"(%269, %251) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %271 = "stablehlo.add"(%267, %270) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %272 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %274 = "stablehlo.multiply"(%273, %arg51) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %275 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %277 = "stablehlo.multiply"(%276, %253) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %278 = "stablehlo.add"(%274, %277) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %279 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x64xf32>
    %281 = "stablehlo.multiply"(%280, %arg52) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %282 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x64xf32>
    %284 = "stablehlo.multiply"(%283, %255) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %285 = "stablehlo.add"(%281, %284) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %286 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %288 = "stablehlo.multiply"(%287, %arg53) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %289 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %291 = "stablehlo.multiply"(%290, %249) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %292 = "stablehlo.multiply"(%291, %249) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %293 = "stablehlo.add"(%288, %292) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %294 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %296 = "stablehlo.multiply"(%295, %arg54) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %297 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %299 = "stablehlo.multiply"(%298, %251) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %300 = "stablehlo.multiply"(%299, %251) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %301 = "stablehlo.add"(%296, %300) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %302 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %304 = "stablehlo.multiply"(%303, %arg55) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %305 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %307 = "stablehlo.multiply"(%306, %253) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %308 = "stablehlo.multiply"(%307, %253) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %309 = "stablehlo.add"(%304, %308) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %310 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x64xf32>
    %312 = "stablehlo.multiply"(%311, %arg56) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %313 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %314 = "stablehlo.broadcast_in_dim"(%313) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x64xf32>
    %315 = "stablehlo.multiply"(%314, %255) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %316 = "stablehlo.multiply"(%315, %255) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %317 = "stablehlo.add"(%312, %316) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %318 = "stablehlo.convert"(%257) : (tensor<i32>) -> tensor<f32>
    %319 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.power"(%319, %318) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %321 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.subtract"(%321, %320) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %323 = "stablehlo.sqrt"(%322) : (tensor<f32>) -> tensor<f32>
    %324 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %325 = "stablehlo.multiply"(%324, %323) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %326 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.power"(%326, %318) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %328 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %329 = "stablehlo.subtract"(%328, %327) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %330 = "stablehlo.divide"(%325, %329) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %332 = "stablehlo.multiply"(%331, %264) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %333 = "stablehlo.sqrt"(%293) : (tensor<64xf32>) -> tensor<64xf32>
    %334 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %335 = "stablehlo.broadcast_in_dim"(%334) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %336 = "stablehlo.add"(%333, %335) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %337 = "stablehlo.divide"(%332, %336) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %338 = "stablehlo.subtract"(%arg45, %337) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %339 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64xf32>
    %341 = "stablehlo.multiply"(%340, %arg45) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %342 = "stablehlo.subtract"(%338, %341) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %343 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %344 = "stablehlo.multiply"(%343, %271) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %345 = "stablehlo.sqrt"(%301) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %346 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %347 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %348 = "stablehlo.add"(%345, %347) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %349 = "stablehlo.divide"(%344, %348) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %350 = "stablehlo.subtract"(%arg46, %349) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %351 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %353 = "stablehlo.multiply"(%352, %arg46) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %354 = "stablehlo.subtract"(%350, %353) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %355 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %356 = "stablehlo.multiply"(%355, %278) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %357 = "stablehlo.sqrt"(%309) : (tensor<16x10xf32>) -> tensor<16x10xf32>
    %358 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %360 = "stablehlo.add"(%357, %359) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %361 = "stablehlo.divide"(%356, %360) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %362 = "stablehlo.subtract"(%arg47, %361) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %363 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x10xf32>
    %365 = "stablehlo.multiply"(%364, %arg47) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %366 = "stablehlo.subtract"(%362, %365) : (tensor<16x10xf32>, tensor<16x10xf32>) -> tensor<16x10xf32>
    %367 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x64xf32>
    %368 = "stablehlo.multiply"(%367, %285) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %369 = "stablehlo.sqrt"(%317) : (tensor<12x64xf32>) -> tensor<12x64xf32>
    %370 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x64xf32>
    %372 = "stablehlo.add"(%369, %371) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %373 = "stablehlo.divide"(%368, %372) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %374 = "stablehlo.subtract"(%arg48, %373) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %375 = "stablehlo.constant"() <{value = dense<9.99999974E-5> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<12x64xf32>
    %377 = "stablehlo.multiply"(%376, %arg48) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    %378 = "stablehlo.subtract"(%374, %377) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    "func.return"(%342, %354, %366, %378, %264, %271, %278, %285, %293, %301, %309, %317, %257, %191) : (tensor<64xf32>, tensor<16x64xf32>, tensor<16x10xf32>, tensor<12x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16x10xf32>, tensor<12x64xf32>, tensor<64xf32>, tensor<16x64xf32>, tensor<16x10xf32>, tensor<12x64xf32>, tensor<i32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4x12xf32>, tensor<i32>) -> tensor<4x12xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<6x4x12xf32>, %arg44: tensor<i32>):
    %125 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %126 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %127 = "stablehlo.dynamic_slice"(%arg43, %arg44, %125, %126) <{slice_sizes = array<i64: 1, 4, 12>}> : (tensor<6x4x12xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x12xf32>
    %128 = "stablehlo.reshape"(%127) : (tensor<1x4x12xf32>) -> tensor<4x12xf32>
    "func.return"(%128) : (tensor<4x12xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<12x64xf32>, tensor<16x64xf32>, tensor<1x64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x12xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg37: tensor<12x64xf32>, %arg38: tensor<16x64xf32>, %arg39: tensor<1x64xf32>, %arg40: tensor<4x16xf32>, %arg41: tensor<4x16xf32>, %arg42: tensor<4x12xf32>):
    %68 = "stablehlo.dot_general"(%arg42, %arg37) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x12xf32>, tensor<12x64xf32>) -> tensor<4x64xf32>
    %69 = "stablehlo.dot_general"(%arg40, %arg38) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x64xf32>) -> tensor<4x64xf32>
    %70 = "stablehlo.add"(%68, %69) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %71 = "stablehlo.broadcast_in_dim"(%arg39) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x64xf32>) -> tensor<4x64xf32>
    %72 = "stablehlo.add"(%70, %71) : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %73 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 4, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x64xf32>) -> tensor<4x16xf32>
    %74 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 4, 32>, start_indices = array<i64: 0, 16>, strides = array<i64: 1, 1>}> : (tensor<4x64xf32>) -> tensor<4x16xf32>
    %75 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 4, 48>, start_indices = array<i64: 0, 32>, strides = array<i64: 1, 1>}> : (tensor<4x64xf32>) -> tensor<4x16xf32>
    %76 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 4, 64>, start_indices = array<i64: 0, 48>, strides = array<i64: 1, 1>}> : (tensor<4x64xf32>) -> tensor<4x16xf32>
    %77 = "stablehlo.negate"(%74) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %78 = "stablehlo.exponential"(%77) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %79 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %81 = "stablehlo.add"(%80, %78) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %82 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %84 = "stablehlo.divide"(%83, %81) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %85 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %87 = "stablehlo.subtract"(%86, %84) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %88 = "stablehlo.multiply"(%84, %87) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %89 = "stablehlo.multiply"(%84, %arg41) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %90 = "stablehlo.negate"(%73) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %91 = "stablehlo.exponential"(%90) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %92 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %94 = "stablehlo.add"(%93, %91) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %95 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %97 = "stablehlo.divide"(%96, %94) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %98 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %100 = "stablehlo.subtract"(%99, %97) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %101 = "stablehlo.multiply"(%97, %100) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %102 = "stablehlo.tanh"(%75) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %105 = "stablehlo.subtract"(%104, %102) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %106 = "stablehlo.multiply"(%97, %102) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %107 = "stablehlo.add"(%89, %106) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %108 = "stablehlo.negate"(%76) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %109 = "stablehlo.exponential"(%108) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %112 = "stablehlo.add"(%111, %109) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %113 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %115 = "stablehlo.divide"(%114, %112) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %116 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %118 = "stablehlo.subtract"(%117, %115) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %119 = "stablehlo.multiply"(%115, %118) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %120 = "stablehlo.tanh"(%107) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %121 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %123 = "stablehlo.subtract"(%122, %120) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %124 = "stablehlo.multiply"(%115, %120) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%124, %107, %124, %arg40, %88, %arg41, %84, %101, %102, %105, %97, %119, %120, %123, %115) : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<6x4x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<6x4x16xf32>, %arg35: tensor<4x16xf32>, %arg36: tensor<i32>):
    %64 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %67 = "stablehlo.dynamic_update_slice"(%arg34, %64, %arg36, %65, %66) : (tensor<6x4x16xf32>, tensor<1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x4x16xf32>
    "func.return"(%67) : (tensor<6x4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4x10xf32>, tensor<6x4x1xi32>) -> (tensor<6x4x1xf32>, tensor<6x4x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<6x4x10xf32>, %arg31: tensor<6x4x1xi32>):
    %41 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x4x1xi32>
    %43 = "stablehlo.compare"(%arg31, %42) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6x4x1xi32>, tensor<6x4x1xi32>) -> tensor<6x4x1xi1>
    %44 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x4x1xi32>
    %46 = "stablehlo.add"(%arg31, %45) : (tensor<6x4x1xi32>, tensor<6x4x1xi32>) -> tensor<6x4x1xi32>
    %47 = "stablehlo.select"(%43, %46, %arg31) : (tensor<6x4x1xi1>, tensor<6x4x1xi32>, tensor<6x4x1xi32>) -> tensor<6x4x1xi32>
    %48 = "stablehlo.reshape"(%47) : (tensor<6x4x1xi32>) -> tensor<6x4x1x1xi32>
    %49 = "stablehlo.constant"() <{value = dense<9> : tensor<1xi32>}> : () -> tensor<1xi32>
    %50 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x4x1x1xi32>
    %52 = "stablehlo.compare"(%48, %51) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6x4x1x1xi32>, tensor<6x4x1x1xi32>) -> tensor<6x4x1x1xi1>
    %53 = "stablehlo.broadcast_in_dim"(%49) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<6x4x1x1xi32>
    %55 = "stablehlo.compare"(%48, %54) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<6x4x1x1xi32>, tensor<6x4x1x1xi32>) -> tensor<6x4x1x1xi1>
    %56 = "stablehlo.and"(%52, %55) : (tensor<6x4x1x1xi1>, tensor<6x4x1x1xi1>) -> tensor<6x4x1x1xi1>
    %57 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %58 = "stablehlo.reduce"(%56, %57) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg32: tensor<i1>, %arg33: tensor<i1>):
      %63 = "stablehlo.and"(%arg32, %arg33) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%63) : (tensor<i1>) -> ()
    }) : (tensor<6x4x1x1xi1>, tensor<i1>) -> tensor<6x4x1xi1>
    %59 = "stablehlo.gather"(%arg30, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<6x4x10xf32>, tensor<6x4x1x1xi32>) -> tensor<6x4x1xf32>
    %60 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x1xf32>
    %62 = "stablehlo.select"(%58, %59, %61) : (tensor<6x4x1xi1>, tensor<6x4x1xf32>, tensor<6x4x1xf32>) -> tensor<6x4x1xf32>
    "func.return"(%62, %48) : (tensor<6x4x1xf32>, tensor<6x4x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4x1x1xi32>, tensor<6x4x1xf32>) -> tensor<6x4x10xf32>, res_attrs = [{}], sym_name = "take_along_axis_0", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<6x4x1x1xi32>, %arg27: tensor<6x4x1xf32>):
    %37 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4x10xf32>
    %39 = "stablehlo.scatter"(%38, %arg26, %arg27) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %40 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%40) : (tensor<f32>) -> ()
    }) : (tensor<6x4x10xf32>, tensor<6x4x1x1xi32>, tensor<6x4x1xf32>) -> tensor<6x4x10xf32>
    "func.return"(%39) : (tensor<6x4x10xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<6x4x16xf32>, %arg25: tensor<i32>):
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.dynamic_slice"(%arg24, %arg25, %33, %34) <{slice_sizes = array<i64: 1, 4, 16>}> : (tensor<6x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16xf32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1x4x16xf32>) -> tensor<4x16xf32>
    "func.return"(%36) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x64xf32>, tensor<12x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x12xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> (tensor<12x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x64xf32>, %arg1: tensor<12x64xf32>, %arg2: tensor<16x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<4x16xf32>, %arg5: tensor<4x16xf32>, %arg6: tensor<4x16xf32>, %arg7: tensor<4x12xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<4x16xf32>, %arg10: tensor<4x16xf32>, %arg11: tensor<4x16xf32>, %arg12: tensor<4x16xf32>, %arg13: tensor<4x16xf32>, %arg14: tensor<4x16xf32>, %arg15: tensor<4x16xf32>, %arg16: tensor<4x16xf32>, %arg17: tensor<4x16xf32>, %arg18: tensor<4x16xf32>, %arg19: tensor<4x16xf32>):
    %0 = "stablehlo.add"(%arg4, %arg6) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %1 = "stablehlo.multiply"(%arg19, %0) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %2 = "stablehlo.multiply"(%0, %arg17) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %3 = "stablehlo.multiply"(%1, %arg18) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %4 = "stablehlo.add"(%arg5, %3) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %5 = "stablehlo.multiply"(%3, %arg17) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %7 = "stablehlo.multiply"(%2, %arg16) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %8 = "stablehlo.multiply"(%arg15, %6) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %9 = "stablehlo.multiply"(%6, %arg13) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %10 = "stablehlo.multiply"(%8, %arg14) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %11 = "stablehlo.multiply"(%10, %arg13) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %13 = "stablehlo.multiply"(%9, %arg12) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %14 = "stablehlo.multiply"(%arg11, %6) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %15 = "stablehlo.multiply"(%6, %arg10) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %16 = "stablehlo.multiply"(%15, %arg9) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %17 = "stablehlo.concatenate"(%13, %16, %12, %7) <{dimension = 1 : i64}> : (tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x64xf32>
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.reduce"(%17, %18) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg22: tensor<f32>, %arg23: tensor<f32>):
      %32 = "stablehlo.add"(%arg22, %arg23) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%32) : (tensor<f32>) -> ()
    }) : (tensor<4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %20 = "stablehlo.reshape"(%19) : (tensor<64xf32>) -> tensor<1x64xf32>
    %21 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %31 = "stablehlo.add"(%arg20, %arg21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%31) : (tensor<f32>) -> ()
    }) : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %23 = "stablehlo.add"(%arg3, %22) : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %24 = "stablehlo.dot_general"(%17, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x64xf32>, tensor<4x16xf32>) -> tensor<64x16xf32>
    %25 = "stablehlo.transpose"(%24) <{permutation = array<i64: 1, 0>}> : (tensor<64x16xf32>) -> tensor<16x64xf32>
    %26 = "stablehlo.add"(%arg2, %25) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %27 = "stablehlo.dot_general"(%17, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x64xf32>, tensor<16x64xf32>) -> tensor<4x16xf32>
    %28 = "stablehlo.dot_general"(%17, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x64xf32>, tensor<4x12xf32>) -> tensor<64x12xf32>
    %29 = "stablehlo.transpose"(%28) <{permutation = array<i64: 1, 0>}> : (tensor<64x12xf32>) -> tensor<12x64xf32>
    %30 = "stablehlo.add"(%arg1, %29) : (tensor<12x64xf32>, tensor<12x64xf32>) -> tensor<12x64xf32>
    "func.return"(%30, %26, %23, %27, %14) : (tensor<12x64xf32>, tensor<16x64xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
