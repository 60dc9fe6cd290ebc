"builtin.module"() <{sym_name = "jit_gpt_step"}> ({
  "func.func"() <{function_type = (tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x17xi32>) -> (tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['Block_0']['Dense_0']['bias']"}, {jax.result_info = "result[0]['Block_0']['Dense_0']['kernel']"}, {jax.result_info = "result[0]['Block_0']['Dense_1']['bias']"}, {jax.result_info = "result[0]['Block_0']['Dense_1']['kernel']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['bias']"}, {jax.result_info = "result[0]['Block_0']['LayerNorm_1']['scale']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, {jax.result_info = "result[0]['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[0]['Embed_0']['embedding']"}, {jax.result_info = "result[0]['Embed_1']['embedding']"}, {jax.result_info = "result[0]['LayerNorm_0']['bias']"}, {jax.result_info = "result[0]['LayerNorm_0']['scale']"}, {jax.result_info = "result[1][1][0].count"}, {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_0']['bias']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_0']['kernel']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_1']['bias']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['Dense_1']['kernel']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_1']['bias']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['LayerNorm_1']['scale']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, {jax.result_info = "result[1][1][0].mu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[1][1][0].mu['Embed_0']['embedding']"}, {jax.result_info = "result[1][1][0].mu['Embed_1']['embedding']"}, {jax.result_info = "result[1][1][0].mu['LayerNorm_0']['bias']"}, {jax.result_info = "result[1][1][0].mu['LayerNorm_0']['scale']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_0']['bias']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_0']['kernel']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_1']['bias']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['Dense_1']['kernel']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_0']['bias']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_0']['scale']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_1']['bias']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['LayerNorm_1']['scale']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['bias']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['key']['kernel']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['bias']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['out']['kernel']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['bias']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['query']['kernel']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['bias']"}, {jax.result_info = "result[1][1][0].nu['Block_0']['MultiHeadDotProductAttention_0']['value']['kernel']"}, {jax.result_info = "result[1][1][0].nu['Embed_0']['embedding']"}, {jax.result_info = "result[1][1][0].nu['Embed_1']['embedding']"}, {jax.result_info = "result[1][1][0].nu['LayerNorm_0']['bias']"}, {jax.result_info = "result[1][1][0].nu['LayerNorm_0']['scale']"}, {jax.result_info = "result[2]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg49: tensor<128xf32>, %arg50: tensor<32x128xf32>, %arg51: tensor<32xf32>, %arg52: tensor<128x32xf32>, %arg53: tensor<32xf32>, %arg54: tensor<32xf32>, %arg55: tensor<32xf32>, %arg56: tensor<32xf32>, %arg57: tensor<2x16xf32>, %arg58: tensor<32x2x16xf32>, %arg59: tensor<32xf32>, %arg60: tensor<2x16x32xf32>, %arg61: tensor<2x16xf32>, %arg62: tensor<32x2x16xf32>, %arg63: tensor<2x16xf32>, %arg64: tensor<32x2x16xf32>, %arg65: tensor<64x32xf32>, %arg66: tensor<16x32xf32>, %arg67: tensor<32xf32>, %arg68: tensor<32xf32>, %arg69: tensor<i32>, %arg70: tensor<128xf32>, %arg71: tensor<32x128xf32>, %arg72: tensor<32xf32>, %arg73: tensor<128x32xf32>, %arg74: tensor<32xf32>, %arg75: tensor<32xf32>, %arg76: tensor<32xf32>, %arg77: tensor<32xf32>, %arg78: tensor<2x16xf32>, %arg79: tensor<32x2x16xf32>, %arg80: tensor<32xf32>, %arg81: tensor<2x16x32xf32>, %arg82: tensor<2x16xf32>, %arg83: tensor<32x2x16xf32>, %arg84: tensor<2x16xf32>, %arg85: tensor<32x2x16xf32>, %arg86: tensor<64x32xf32>, %arg87: tensor<16x32xf32>, %arg88: tensor<32xf32>, %arg89: tensor<32xf32>, %arg90: tensor<128xf32>, %arg91: tensor<32x128xf32>, %arg92: tensor<32xf32>, %arg93: tensor<128x32xf32>, %arg94: tensor<32xf32>, %arg95: tensor<32xf32>, %arg96: tensor<32xf32>, %arg97: tensor<32xf32>, %arg98: tensor<2x16xf32>, %arg99: tensor<32x2x16xf32>, %arg100: tensor<32xf32>, %arg101: tensor<2x16x32xf32>, %arg102: tensor<2x16xf32>, %arg103: tensor<32x2x16xf32>, %arg104: tensor<2x16xf32>, %arg105: tensor<32x2x16xf32>, %arg106: tensor<64x32xf32>, %arg107: tensor<16x32xf32>, %arg108: tensor<32xf32>, %arg109: tensor<32xf32>, %arg110: tensor<2x17xi32>):
    %121 = "stablehlo.slice"(%arg110) <{limit_indices = array<i64: 2, 16>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x17xi32>) -> tensor<2x16xi32>
    %122:2 = "func.call"(%arg65, %121) <{callee = @_take}> : (tensor<64x32xf32>, tensor<2x16xi32>) -> (tensor<2x16x32xf32>, tensor<2x16x1xi32>)
    %123 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
    %124:2 = "func.call"(%arg66, %123) <{callee = @_take_0}> : (tensor<16x32xf32>, tensor<16xi32>) -> (tensor<16x32xf32>, tensor<16x1xi32>)
    %125 = "stablehlo.broadcast_in_dim"(%124#0) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x16x32xf32>) -> tensor<2x16x32xf32>
    %127 = "stablehlo.add"(%122#0, %126) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %128 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<16xi32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64: 1>}> : (tensor<16xi32>) -> tensor<2x16xi32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %131 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<2x16xi32>) -> tensor<2x1x16xi32>
    %132 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xi32>) -> tensor<2x16x16xi32>
    %133 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x1x16xi32>) -> tensor<2x16x16xi32>
    %134 = "stablehlo.compare"(%132, %133) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x16x16xi32>, tensor<2x16x16xi32>) -> tensor<2x16x16xi1>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 2, 3>}> : (tensor<2x16x16xi1>) -> tensor<2x1x16x16xi1>
    %136 = "stablehlo.convert"(%135) : (tensor<2x1x16x16xi1>) -> tensor<2x1x16x16xf32>
    %137 = "chlo.square"(%127) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %138 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %140 = "stablehlo.multiply"(%139, %127) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.reduce"(%127, %141) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg227: tensor<f32>, %arg228: tensor<f32>):
      %1637 = "stablehlo.add"(%arg227, %arg228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1637) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %143 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %145 = "stablehlo.divide"(%142, %144) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.reduce"(%137, %146) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg225: tensor<f32>, %arg226: tensor<f32>):
      %1636 = "stablehlo.add"(%arg225, %arg226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1636) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %148 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %150 = "stablehlo.divide"(%147, %149) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %151 = "chlo.square"(%145) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %152 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %154 = "stablehlo.multiply"(%153, %145) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %155 = "stablehlo.subtract"(%150, %151) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %156 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %158 = "stablehlo.maximum"(%157, %155) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %159 = "stablehlo.compare"(%155, %158) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %160 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %164 = "stablehlo.select"(%159, %161, %163) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %167 = "stablehlo.compare"(%166, %158) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %168 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %170 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %172 = "stablehlo.select"(%167, %169, %171) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %173 = "stablehlo.divide"(%164, %172) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %174 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %175 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %176 = "stablehlo.broadcast_in_dim"(%174) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %177 = "stablehlo.subtract"(%127, %176) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %178 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %180 = "stablehlo.add"(%175, %179) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %181 = "stablehlo.rsqrt"(%180) : (tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %182 = "stablehlo.divide"(%181, %180) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %183 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %185 = "stablehlo.multiply"(%184, %182) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %186 = "stablehlo.reshape"(%arg54) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %187 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %188 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %189 = "stablehlo.multiply"(%187, %188) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %190 = "stablehlo.multiply"(%177, %189) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %191 = "stablehlo.reshape"(%arg53) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %193 = "stablehlo.add"(%190, %192) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %194 = "stablehlo.dot_general"(%193, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x32xf32>, tensor<32x2x16xf32>) -> tensor<2x16x2x16xf32>
    %195 = "stablehlo.reshape"(%arg61) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %196 = "stablehlo.broadcast_in_dim"(%195) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x16xf32>) -> tensor<2x16x2x16xf32>
    %197 = "stablehlo.add"(%194, %196) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %198 = "stablehlo.dot_general"(%193, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x32xf32>, tensor<32x2x16xf32>) -> tensor<2x16x2x16xf32>
    %199 = "stablehlo.reshape"(%arg57) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x16xf32>) -> tensor<2x16x2x16xf32>
    %201 = "stablehlo.add"(%198, %200) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %202 = "stablehlo.dot_general"(%193, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x32xf32>, tensor<32x2x16xf32>) -> tensor<2x16x2x16xf32>
    %203 = "stablehlo.reshape"(%arg63) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %204 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x2x16xf32>) -> tensor<2x16x2x16xf32>
    %205 = "stablehlo.add"(%202, %204) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %206 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %207 = "stablehlo.sqrt"(%206) : (tensor<f32>) -> tensor<f32>
    %208 = "stablehlo.convert"(%207) : (tensor<f32>) -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2x16xf32>
    %210 = "stablehlo.divide"(%197, %209) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %211 = "stablehlo.dot_general"(%210, %201) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %212 = "stablehlo.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %213:2 = "func.call"(%136, %211, %212) <{callee = @_where_2}> : (tensor<2x1x16x16xf32>, tensor<2x2x16x16xf32>, tensor<f32>) -> (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>)
    %214 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.reduce"(%213#0, %214) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg223: tensor<f32>, %arg224: tensor<f32>):
      %1635 = "stablehlo.maximum"(%arg223, %arg224) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1635) : (tensor<f32>) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %216 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.broadcast_in_dim"(%216) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x16xf32>
    %218 = "stablehlo.maximum"(%217, %215) : (tensor<2x2x16xf32>, tensor<2x2x16xf32>) -> tensor<2x2x16xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %221 = "stablehlo.subtract"(%213#0, %220) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %222 = "stablehlo.exponential"(%221) : (tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %223 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %224 = "stablehlo.reduce"(%222, %223) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg221: tensor<f32>, %arg222: tensor<f32>):
      %1634 = "stablehlo.add"(%arg221, %arg222) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1634) : (tensor<f32>) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %227 = "stablehlo.divide"(%222, %226) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %228 = "stablehlo.multiply"(%225, %225) : (tensor<2x2x16x1xf32>, tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %229 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x16x1xf32>
    %231 = "stablehlo.divide"(%230, %228) : (tensor<2x2x16x1xf32>, tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %232 = "stablehlo.dot_general"(%205, %227) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 2], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %233 = "stablehlo.transpose"(%232) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %234 = "stablehlo.dot_general"(%233, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %235 = "stablehlo.reshape"(%arg59) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %237 = "stablehlo.add"(%234, %236) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %238 = "stablehlo.add"(%127, %237) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %239 = "chlo.square"(%238) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %240 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.broadcast_in_dim"(%240) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %242 = "stablehlo.multiply"(%241, %238) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %243 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %244 = "stablehlo.reduce"(%238, %243) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg219: tensor<f32>, %arg220: tensor<f32>):
      %1633 = "stablehlo.add"(%arg219, %arg220) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1633) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %245 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.broadcast_in_dim"(%245) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %247 = "stablehlo.divide"(%244, %246) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %248 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.reduce"(%239, %248) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg217: tensor<f32>, %arg218: tensor<f32>):
      %1632 = "stablehlo.add"(%arg217, %arg218) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1632) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %250 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %252 = "stablehlo.divide"(%249, %251) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %253 = "chlo.square"(%247) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %254 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %256 = "stablehlo.multiply"(%255, %247) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %257 = "stablehlo.subtract"(%252, %253) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %258 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %260 = "stablehlo.maximum"(%259, %257) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %261 = "stablehlo.compare"(%257, %260) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %262 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %264 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %265 = "stablehlo.broadcast_in_dim"(%264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %266 = "stablehlo.select"(%261, %263, %265) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %267 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.broadcast_in_dim"(%267) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %269 = "stablehlo.compare"(%268, %260) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %270 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %272 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %274 = "stablehlo.select"(%269, %271, %273) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %275 = "stablehlo.divide"(%266, %274) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %276 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %277 = "stablehlo.broadcast_in_dim"(%260) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %278 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %279 = "stablehlo.subtract"(%238, %278) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %280 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %281 = "stablehlo.broadcast_in_dim"(%280) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %282 = "stablehlo.add"(%277, %281) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %283 = "stablehlo.rsqrt"(%282) : (tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %284 = "stablehlo.divide"(%283, %282) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %285 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %286 = "stablehlo.broadcast_in_dim"(%285) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %287 = "stablehlo.multiply"(%286, %284) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %288 = "stablehlo.reshape"(%arg56) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %289 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %290 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %291 = "stablehlo.multiply"(%289, %290) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %292 = "stablehlo.multiply"(%279, %291) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %293 = "stablehlo.reshape"(%arg55) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %295 = "stablehlo.add"(%292, %294) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %296 = "stablehlo.dot_general"(%295, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x32xf32>, tensor<32x128xf32>) -> tensor<2x16x128xf32>
    %297 = "stablehlo.reshape"(%arg49) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %298 = "stablehlo.broadcast_in_dim"(%297) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x128xf32>) -> tensor<2x16x128xf32>
    %299 = "stablehlo.add"(%296, %298) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %300 = "stablehlo.multiply"(%299, %299) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %301 = "stablehlo.multiply"(%300, %299) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %302 = "stablehlo.multiply"(%299, %299) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %303 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x128xf32>
    %305 = "stablehlo.multiply"(%304, %302) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %306 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x128xf32>
    %308 = "stablehlo.multiply"(%307, %301) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %309 = "stablehlo.add"(%299, %308) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %310 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x128xf32>
    %312 = "stablehlo.multiply"(%311, %309) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %313 = "stablehlo.tanh"(%312) : (tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %314 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x128xf32>
    %316 = "stablehlo.subtract"(%315, %313) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %317 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x128xf32>
    %319 = "stablehlo.add"(%318, %313) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %320 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x128xf32>
    %322 = "stablehlo.multiply"(%321, %319) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %323 = "stablehlo.multiply"(%299, %322) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %324 = "stablehlo.dot_general"(%323, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x128xf32>, tensor<128x32xf32>) -> tensor<2x16x32xf32>
    %325 = "stablehlo.reshape"(%arg51) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %327 = "stablehlo.add"(%324, %326) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %328 = "stablehlo.add"(%238, %327) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %329 = "chlo.square"(%328) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %330 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %332 = "stablehlo.multiply"(%331, %328) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %333 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.reduce"(%328, %333) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg215: tensor<f32>, %arg216: tensor<f32>):
      %1631 = "stablehlo.add"(%arg215, %arg216) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1631) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %335 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %337 = "stablehlo.divide"(%334, %336) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %338 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %339 = "stablehlo.reduce"(%329, %338) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg213: tensor<f32>, %arg214: tensor<f32>):
      %1630 = "stablehlo.add"(%arg213, %arg214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1630) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %340 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %341 = "stablehlo.broadcast_in_dim"(%340) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %342 = "stablehlo.divide"(%339, %341) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %343 = "chlo.square"(%337) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %344 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %345 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %346 = "stablehlo.multiply"(%345, %337) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %347 = "stablehlo.subtract"(%342, %343) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %348 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %349 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %350 = "stablehlo.maximum"(%349, %347) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %351 = "stablehlo.compare"(%347, %350) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %352 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %353 = "stablehlo.broadcast_in_dim"(%352) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %354 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %355 = "stablehlo.broadcast_in_dim"(%354) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %356 = "stablehlo.select"(%351, %353, %355) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %357 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %358 = "stablehlo.broadcast_in_dim"(%357) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %359 = "stablehlo.compare"(%358, %350) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %360 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %362 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %363 = "stablehlo.broadcast_in_dim"(%362) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %364 = "stablehlo.select"(%359, %361, %363) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %365 = "stablehlo.divide"(%356, %364) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %366 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %367 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %368 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %369 = "stablehlo.subtract"(%328, %368) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %370 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %372 = "stablehlo.add"(%367, %371) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %373 = "stablehlo.rsqrt"(%372) : (tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %374 = "stablehlo.divide"(%373, %372) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %375 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %377 = "stablehlo.multiply"(%376, %374) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %378 = "stablehlo.reshape"(%arg68) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %379 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %380 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %381 = "stablehlo.multiply"(%379, %380) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %382 = "stablehlo.multiply"(%369, %381) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %383 = "stablehlo.reshape"(%arg67) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %385 = "stablehlo.add"(%382, %384) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %386 = "stablehlo.transpose"(%arg65) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %387 = "stablehlo.dot_general"(%385, %386) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x32xf32>, tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %388 = "stablehlo.slice"(%arg110) <{limit_indices = array<i64: 2, 17>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<2x17xi32>) -> tensor<2x16xi32>
    %389 = "stablehlo.broadcast_in_dim"(%388) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %390:2 = "func.call"(%387, %389) <{callee = @take_along_axis}> : (tensor<2x16x64xf32>, tensor<2x16x1xi32>) -> (tensor<2x16x1xf32>, tensor<2x16x1x1xi32>)
    %391 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %392:2 = "func.call"(%390#0, %391) <{callee = @_take_3}> : (tensor<2x16x1xf32>, tensor<i32>) -> (tensor<2x16xf32>, tensor<1xi32>)
    %393 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %394 = "stablehlo.reduce"(%387, %393) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg211: tensor<f32>, %arg212: tensor<f32>):
      %1629 = "stablehlo.maximum"(%arg211, %arg212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1629) : (tensor<f32>) -> ()
    }) : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %395 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %397 = "stablehlo.maximum"(%396, %394) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %398 = "stablehlo.is_finite"(%397) : (tensor<2x16xf32>) -> tensor<2x16xi1>
    %399 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %400 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %401 = "stablehlo.select"(%398, %397, %400) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %403 = "stablehlo.broadcast_in_dim"(%402) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %404 = "stablehlo.subtract"(%387, %403) : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %405 = "stablehlo.exponential"(%404) : (tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %406 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %407 = "stablehlo.reduce"(%405, %406) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg209: tensor<f32>, %arg210: tensor<f32>):
      %1628 = "stablehlo.add"(%arg209, %arg210) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1628) : (tensor<f32>) -> ()
    }) : (tensor<2x16x64xf32>, tensor<f32>) -> tensor<2x16xf32>
    %408 = "stablehlo.abs"(%407) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %409 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %410 = "stablehlo.broadcast_in_dim"(%409) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %411 = "stablehlo.compare"(%407, %410) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xi1>
    %412 = "stablehlo.log"(%408) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %413 = "stablehlo.add"(%412, %401) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %414 = "stablehlo.subtract"(%413, %392#0) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %415 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %416 = "stablehlo.reduce"(%414, %415) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg207: tensor<f32>, %arg208: tensor<f32>):
      %1627 = "stablehlo.add"(%arg207, %arg208) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1627) : (tensor<f32>) -> ()
    }) : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %417 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %418 = "stablehlo.divide"(%416, %417) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %419 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %420 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %421 = "stablehlo.divide"(%419, %420) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %423 = "stablehlo.negate"(%422) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %424 = "stablehlo.divide"(%422, %408) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %425 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %426 = "stablehlo.broadcast_in_dim"(%425) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %427 = "stablehlo.select"(%411, %426, %424) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %428 = "stablehlo.select"(%411, %424, %426) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %429 = "stablehlo.negate"(%427) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %430 = "stablehlo.add"(%428, %429) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %431 = "stablehlo.broadcast_in_dim"(%430) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x64xf32>
    %432 = "stablehlo.multiply"(%431, %405) : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %433 = "func.call"(%392#1, %423) <{callee = @_take_5}> : (tensor<1xi32>, tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %434 = "func.call"(%390#1, %433) <{callee = @take_along_axis_6}> : (tensor<2x16x1x1xi32>, tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    %435 = "stablehlo.add"(%432, %434) : (tensor<2x16x64xf32>, tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %436 = "stablehlo.dot_general"(%435, %385) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x64xf32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    %437 = "stablehlo.transpose"(%436) <{permutation = array<i64: 1, 0>}> : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %438 = "stablehlo.dot_general"(%435, %386) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x64xf32>, tensor<32x64xf32>) -> tensor<2x16x32xf32>
    %439 = "stablehlo.transpose"(%437) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %440 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %441 = "stablehlo.reduce"(%438, %440) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg205: tensor<f32>, %arg206: tensor<f32>):
      %1626 = "stablehlo.add"(%arg205, %arg206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1626) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %442 = "stablehlo.reshape"(%441) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %443 = "stablehlo.reshape"(%442) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %444 = "stablehlo.multiply"(%369, %438) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %445 = "stablehlo.multiply"(%438, %381) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %446 = "stablehlo.broadcast_in_dim"(%373) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %447 = "stablehlo.multiply"(%446, %444) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %448 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %449 = "stablehlo.reduce"(%447, %448) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg203: tensor<f32>, %arg204: tensor<f32>):
      %1625 = "stablehlo.add"(%arg203, %arg204) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1625) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %450 = "stablehlo.reshape"(%449) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %451 = "stablehlo.broadcast_in_dim"(%378) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %452 = "stablehlo.multiply"(%444, %451) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %453 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.reduce"(%452, %453) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg201: tensor<f32>, %arg202: tensor<f32>):
      %1624 = "stablehlo.add"(%arg201, %arg202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1624) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %455 = "stablehlo.reshape"(%454) : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %456 = "stablehlo.reshape"(%450) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %457 = "stablehlo.multiply"(%455, %377) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %458 = "stablehlo.negate"(%445) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %459 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %460 = "stablehlo.reduce"(%458, %459) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg199: tensor<f32>, %arg200: tensor<f32>):
      %1623 = "stablehlo.add"(%arg199, %arg200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1623) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %461 = "stablehlo.reshape"(%460) : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %462 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %463 = "stablehlo.reduce"(%457, %462) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg197: tensor<f32>, %arg198: tensor<f32>):
      %1622 = "stablehlo.add"(%arg197, %arg198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1622) : (tensor<f32>) -> ()
    }) : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %464 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %465 = "stablehlo.reduce"(%461, %464) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg195: tensor<f32>, %arg196: tensor<f32>):
      %1621 = "stablehlo.add"(%arg195, %arg196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1621) : (tensor<f32>) -> ()
    }) : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %466 = "stablehlo.multiply"(%463, %365) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %467 = "stablehlo.negate"(%466) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %468 = "stablehlo.multiply"(%467, %346) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %469 = "stablehlo.add"(%465, %468) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %470 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %471 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %472 = "stablehlo.divide"(%466, %471) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %474 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %475 = "stablehlo.broadcast_in_dim"(%474) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %476 = "stablehlo.divide"(%469, %475) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %477 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %478 = "stablehlo.add"(%445, %477) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %479 = "stablehlo.multiply"(%473, %332) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %480 = "stablehlo.add"(%478, %479) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %481 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %482 = "stablehlo.reduce"(%480, %481) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg193: tensor<f32>, %arg194: tensor<f32>):
      %1620 = "stablehlo.add"(%arg193, %arg194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1620) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %483 = "stablehlo.reshape"(%482) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %484 = "stablehlo.reshape"(%483) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %485 = "stablehlo.dot_general"(%480, %323) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x32xf32>, tensor<2x16x128xf32>) -> tensor<32x128xf32>
    %486 = "stablehlo.transpose"(%485) <{permutation = array<i64: 1, 0>}> : (tensor<32x128xf32>) -> tensor<128x32xf32>
    %487 = "stablehlo.dot_general"(%480, %arg52) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x32xf32>, tensor<128x32xf32>) -> tensor<2x16x128xf32>
    %488 = "stablehlo.multiply"(%299, %487) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %489 = "stablehlo.multiply"(%487, %322) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %490 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x128xf32>
    %492 = "stablehlo.multiply"(%491, %488) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %493 = "stablehlo.multiply"(%492, %316) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %494 = "stablehlo.multiply"(%493, %313) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %495 = "stablehlo.add"(%493, %494) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %496 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %497 = "stablehlo.broadcast_in_dim"(%496) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x128xf32>
    %498 = "stablehlo.multiply"(%497, %495) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %499 = "stablehlo.add"(%489, %498) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %500 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %501 = "stablehlo.broadcast_in_dim"(%500) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x128xf32>
    %502 = "stablehlo.multiply"(%501, %498) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %503 = "stablehlo.multiply"(%502, %305) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %504 = "stablehlo.add"(%499, %503) : (tensor<2x16x128xf32>, tensor<2x16x128xf32>) -> tensor<2x16x128xf32>
    %505 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "stablehlo.reduce"(%504, %505) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg191: tensor<f32>, %arg192: tensor<f32>):
      %1619 = "stablehlo.add"(%arg191, %arg192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1619) : (tensor<f32>) -> ()
    }) : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %507 = "stablehlo.reshape"(%506) : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %508 = "stablehlo.reshape"(%507) : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %509 = "stablehlo.dot_general"(%504, %295) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x128xf32>, tensor<2x16x32xf32>) -> tensor<128x32xf32>
    %510 = "stablehlo.transpose"(%509) <{permutation = array<i64: 1, 0>}> : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %511 = "stablehlo.dot_general"(%504, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x128xf32>, tensor<32x128xf32>) -> tensor<2x16x32xf32>
    %512 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %513 = "stablehlo.reduce"(%511, %512) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg189: tensor<f32>, %arg190: tensor<f32>):
      %1618 = "stablehlo.add"(%arg189, %arg190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1618) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %514 = "stablehlo.reshape"(%513) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %515 = "stablehlo.reshape"(%514) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %516 = "stablehlo.multiply"(%279, %511) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %517 = "stablehlo.multiply"(%511, %291) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %518 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %519 = "stablehlo.multiply"(%518, %516) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %520 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %521 = "stablehlo.reduce"(%519, %520) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg187: tensor<f32>, %arg188: tensor<f32>):
      %1617 = "stablehlo.add"(%arg187, %arg188) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1617) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %522 = "stablehlo.reshape"(%521) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %523 = "stablehlo.broadcast_in_dim"(%288) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %524 = "stablehlo.multiply"(%516, %523) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %525 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %526 = "stablehlo.reduce"(%524, %525) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %1616 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1616) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %527 = "stablehlo.reshape"(%526) : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %528 = "stablehlo.reshape"(%522) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %529 = "stablehlo.multiply"(%527, %287) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %530 = "stablehlo.negate"(%517) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %531 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.reduce"(%530, %531) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg183: tensor<f32>, %arg184: tensor<f32>):
      %1615 = "stablehlo.add"(%arg183, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1615) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %533 = "stablehlo.reshape"(%532) : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %534 = "stablehlo.add"(%480, %517) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %535 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.reduce"(%529, %535) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg181: tensor<f32>, %arg182: tensor<f32>):
      %1614 = "stablehlo.add"(%arg181, %arg182) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1614) : (tensor<f32>) -> ()
    }) : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %537 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %538 = "stablehlo.reduce"(%533, %537) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg179: tensor<f32>, %arg180: tensor<f32>):
      %1613 = "stablehlo.add"(%arg179, %arg180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1613) : (tensor<f32>) -> ()
    }) : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %539 = "stablehlo.multiply"(%536, %275) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %540 = "stablehlo.negate"(%539) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %541 = "stablehlo.multiply"(%540, %256) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %542 = "stablehlo.add"(%538, %541) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %543 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %544 = "stablehlo.broadcast_in_dim"(%543) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %545 = "stablehlo.divide"(%539, %544) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %546 = "stablehlo.broadcast_in_dim"(%545) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %547 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %549 = "stablehlo.divide"(%542, %548) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %551 = "stablehlo.add"(%534, %550) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %552 = "stablehlo.multiply"(%546, %242) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %553 = "stablehlo.add"(%551, %552) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %554 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %555 = "stablehlo.reduce"(%553, %554) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg177: tensor<f32>, %arg178: tensor<f32>):
      %1612 = "stablehlo.add"(%arg177, %arg178) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1612) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %556 = "stablehlo.reshape"(%555) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %557 = "stablehlo.reshape"(%556) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %558 = "stablehlo.dot_general"(%553, %233) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x32xf32>, tensor<2x16x2x16xf32>) -> tensor<32x2x16xf32>
    %559 = "stablehlo.transpose"(%558) <{permutation = array<i64: 1, 2, 0>}> : (tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %560 = "stablehlo.dot_general"(%553, %arg60) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x2x16xf32>
    %561 = "stablehlo.transpose"(%560) <{permutation = array<i64: 0, 2, 3, 1>}> : (tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %562 = "stablehlo.dot_general"(%561, %205) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [3]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %563 = "stablehlo.dot_general"(%561, %227) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %564 = "stablehlo.transpose"(%563) <{permutation = array<i64: 0, 3, 1, 2>}> : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %565 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %566 = "stablehlo.multiply"(%562, %565) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %567 = "stablehlo.multiply"(%566, %222) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %568 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %569 = "stablehlo.reduce"(%567, %568) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg175: tensor<f32>, %arg176: tensor<f32>):
      %1611 = "stablehlo.add"(%arg175, %arg176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1611) : (tensor<f32>) -> ()
    }) : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %570 = "stablehlo.reshape"(%569) : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
    %571 = "stablehlo.negate"(%570) : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
    %572 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x16xf32>
    %573 = "stablehlo.divide"(%562, %572) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %574 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %575 = "stablehlo.reduce"(%571, %574) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg173: tensor<f32>, %arg174: tensor<f32>):
      %1610 = "stablehlo.add"(%arg173, %arg174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1610) : (tensor<f32>) -> ()
    }) : (tensor<2x2x16x1xf32>, tensor<f32>) -> tensor<2x2x16xf32>
    %576 = "stablehlo.broadcast_in_dim"(%575) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
    %577 = "stablehlo.add"(%573, %576) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %578 = "stablehlo.multiply"(%577, %222) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %579 = "func.call"(%213#1, %578) <{callee = @_where_7}> : (tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    %580 = "stablehlo.dot_general"(%579, %210) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %581 = "stablehlo.transpose"(%580) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %582 = "stablehlo.dot_general"(%579, %201) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 2], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x2x16x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x2x16x16xf32>
    %583 = "stablehlo.transpose"(%582) <{permutation = array<i64: 0, 2, 1, 3>}> : (tensor<2x2x16x16xf32>) -> tensor<2x16x2x16xf32>
    %584 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x2x16xf32>
    %585 = "stablehlo.divide"(%583, %584) : (tensor<2x16x2x16xf32>, tensor<2x16x2x16xf32>) -> tensor<2x16x2x16xf32>
    %586 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %587 = "stablehlo.reduce"(%564, %586) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg171: tensor<f32>, %arg172: tensor<f32>):
      %1609 = "stablehlo.add"(%arg171, %arg172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1609) : (tensor<f32>) -> ()
    }) : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %588 = "stablehlo.reshape"(%587) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %589 = "stablehlo.reshape"(%588) : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %590 = "stablehlo.dot_general"(%564, %193) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %591 = "stablehlo.transpose"(%590) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %592 = "stablehlo.dot_general"(%564, %arg64) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %593 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %594 = "stablehlo.reduce"(%581, %593) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg169: tensor<f32>, %arg170: tensor<f32>):
      %1608 = "stablehlo.add"(%arg169, %arg170) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1608) : (tensor<f32>) -> ()
    }) : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %595 = "stablehlo.reshape"(%594) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %596 = "stablehlo.reshape"(%595) : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %597 = "stablehlo.dot_general"(%581, %193) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %598 = "stablehlo.transpose"(%597) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %599 = "stablehlo.dot_general"(%581, %arg58) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %600 = "stablehlo.add"(%592, %599) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %601 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %602 = "stablehlo.reduce"(%585, %601) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg167: tensor<f32>, %arg168: tensor<f32>):
      %1607 = "stablehlo.add"(%arg167, %arg168) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1607) : (tensor<f32>) -> ()
    }) : (tensor<2x16x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %603 = "stablehlo.reshape"(%602) : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %604 = "stablehlo.reshape"(%603) : (tensor<1x1x2x16xf32>) -> tensor<2x16xf32>
    %605 = "stablehlo.dot_general"(%585, %193) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2x16xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %606 = "stablehlo.transpose"(%605) <{permutation = array<i64: 2, 0, 1>}> : (tensor<2x16x32xf32>) -> tensor<32x2x16xf32>
    %607 = "stablehlo.dot_general"(%585, %arg62) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [1, 2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x16x2x16xf32>, tensor<32x2x16xf32>) -> tensor<2x16x32xf32>
    %608 = "stablehlo.add"(%600, %607) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %609 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %610 = "stablehlo.reduce"(%608, %609) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg165: tensor<f32>, %arg166: tensor<f32>):
      %1606 = "stablehlo.add"(%arg165, %arg166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1606) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %611 = "stablehlo.reshape"(%610) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %612 = "stablehlo.reshape"(%611) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %613 = "stablehlo.multiply"(%177, %608) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %614 = "stablehlo.multiply"(%608, %189) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %615 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x16x1xf32>) -> tensor<2x16x32xf32>
    %616 = "stablehlo.multiply"(%615, %613) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %617 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %618 = "stablehlo.reduce"(%616, %617) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg163: tensor<f32>, %arg164: tensor<f32>):
      %1605 = "stablehlo.add"(%arg163, %arg164) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1605) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %619 = "stablehlo.reshape"(%618) : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %620 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x32xf32>) -> tensor<2x16x32xf32>
    %621 = "stablehlo.multiply"(%613, %620) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %622 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %623 = "stablehlo.reduce"(%621, %622) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1604 = "stablehlo.add"(%arg161, %arg162) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1604) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %624 = "stablehlo.reshape"(%623) : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %625 = "stablehlo.reshape"(%619) : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %626 = "stablehlo.multiply"(%624, %185) : (tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %627 = "stablehlo.negate"(%614) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %629 = "stablehlo.reduce"(%627, %628) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg159: tensor<f32>, %arg160: tensor<f32>):
      %1603 = "stablehlo.add"(%arg159, %arg160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1603) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<2x16xf32>
    %630 = "stablehlo.reshape"(%629) : (tensor<2x16xf32>) -> tensor<2x16x1xf32>
    %631 = "stablehlo.add"(%553, %614) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %632 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %633 = "stablehlo.reduce"(%626, %632) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg157: tensor<f32>, %arg158: tensor<f32>):
      %1602 = "stablehlo.add"(%arg157, %arg158) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1602) : (tensor<f32>) -> ()
    }) : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %634 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %635 = "stablehlo.reduce"(%630, %634) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg155: tensor<f32>, %arg156: tensor<f32>):
      %1601 = "stablehlo.add"(%arg155, %arg156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1601) : (tensor<f32>) -> ()
    }) : (tensor<2x16x1xf32>, tensor<f32>) -> tensor<2x16xf32>
    %636 = "stablehlo.multiply"(%633, %173) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %637 = "stablehlo.negate"(%636) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %638 = "stablehlo.multiply"(%637, %154) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %639 = "stablehlo.add"(%635, %638) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %640 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %641 = "stablehlo.broadcast_in_dim"(%640) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %642 = "stablehlo.divide"(%636, %641) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %643 = "stablehlo.broadcast_in_dim"(%642) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %644 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %646 = "stablehlo.divide"(%639, %645) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xf32>) -> tensor<2x16x32xf32>
    %648 = "stablehlo.add"(%631, %647) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %649 = "stablehlo.multiply"(%643, %140) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %650 = "stablehlo.add"(%648, %649) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %651 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %652 = "stablehlo.reduce"(%650, %651) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg153: tensor<f32>, %arg154: tensor<f32>):
      %1600 = "stablehlo.add"(%arg153, %arg154) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1600) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %653 = "stablehlo.reshape"(%652) : (tensor<16x32xf32>) -> tensor<1x16x32xf32>
    %654 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %655 = "stablehlo.reduce"(%653, %654) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg151: tensor<f32>, %arg152: tensor<f32>):
      %1599 = "stablehlo.add"(%arg151, %arg152) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1599) : (tensor<f32>) -> ()
    }) : (tensor<1x16x32xf32>, tensor<f32>) -> tensor<16x32xf32>
    %656 = "func.call"(%124#1, %655) <{callee = @_take_8}> : (tensor<16x1xi32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %657 = "func.call"(%122#1, %650) <{callee = @_take_9}> : (tensor<2x16x1xi32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    %658 = "stablehlo.add"(%439, %657) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %659 = "chlo.square"(%508) : (tensor<128xf32>) -> tensor<128xf32>
    %660 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %661 = "stablehlo.broadcast_in_dim"(%660) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %662 = "chlo.square"(%661) : (tensor<128xf32>) -> tensor<128xf32>
    %663 = "stablehlo.add"(%659, %662) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %664 = "chlo.square"(%510) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %665 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %666 = "stablehlo.broadcast_in_dim"(%665) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %667 = "chlo.square"(%666) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %668 = "stablehlo.add"(%664, %667) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %669 = "chlo.square"(%484) : (tensor<32xf32>) -> tensor<32xf32>
    %670 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %671 = "stablehlo.broadcast_in_dim"(%670) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %672 = "chlo.square"(%671) : (tensor<32xf32>) -> tensor<32xf32>
    %673 = "stablehlo.add"(%669, %672) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %674 = "chlo.square"(%486) : (tensor<128x32xf32>) -> tensor<128x32xf32>
    %675 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %677 = "chlo.square"(%676) : (tensor<128x32xf32>) -> tensor<128x32xf32>
    %678 = "stablehlo.add"(%674, %677) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %679 = "chlo.square"(%612) : (tensor<32xf32>) -> tensor<32xf32>
    %680 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %681 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %682 = "chlo.square"(%681) : (tensor<32xf32>) -> tensor<32xf32>
    %683 = "stablehlo.add"(%679, %682) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %684 = "chlo.square"(%625) : (tensor<32xf32>) -> tensor<32xf32>
    %685 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %686 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %687 = "chlo.square"(%686) : (tensor<32xf32>) -> tensor<32xf32>
    %688 = "stablehlo.add"(%684, %687) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %689 = "chlo.square"(%515) : (tensor<32xf32>) -> tensor<32xf32>
    %690 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %691 = "stablehlo.broadcast_in_dim"(%690) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %692 = "chlo.square"(%691) : (tensor<32xf32>) -> tensor<32xf32>
    %693 = "stablehlo.add"(%689, %692) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %694 = "chlo.square"(%528) : (tensor<32xf32>) -> tensor<32xf32>
    %695 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %696 = "stablehlo.broadcast_in_dim"(%695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %697 = "chlo.square"(%696) : (tensor<32xf32>) -> tensor<32xf32>
    %698 = "stablehlo.add"(%694, %697) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %699 = "chlo.square"(%596) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %700 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %701 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %702 = "chlo.square"(%701) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %703 = "stablehlo.add"(%699, %702) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %704 = "chlo.square"(%598) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %705 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %706 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %707 = "chlo.square"(%706) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %708 = "stablehlo.add"(%704, %707) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %709 = "chlo.square"(%557) : (tensor<32xf32>) -> tensor<32xf32>
    %710 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %711 = "stablehlo.broadcast_in_dim"(%710) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %712 = "chlo.square"(%711) : (tensor<32xf32>) -> tensor<32xf32>
    %713 = "stablehlo.add"(%709, %712) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %714 = "chlo.square"(%559) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %715 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %716 = "stablehlo.broadcast_in_dim"(%715) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %717 = "chlo.square"(%716) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %718 = "stablehlo.add"(%714, %717) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %719 = "chlo.square"(%604) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %720 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.broadcast_in_dim"(%720) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %722 = "chlo.square"(%721) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %723 = "stablehlo.add"(%719, %722) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %724 = "chlo.square"(%606) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %725 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %726 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %727 = "chlo.square"(%726) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %728 = "stablehlo.add"(%724, %727) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %729 = "chlo.square"(%589) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %730 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %731 = "stablehlo.broadcast_in_dim"(%730) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %732 = "chlo.square"(%731) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %733 = "stablehlo.add"(%729, %732) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %734 = "chlo.square"(%591) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %735 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %736 = "stablehlo.broadcast_in_dim"(%735) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %737 = "chlo.square"(%736) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %738 = "stablehlo.add"(%734, %737) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %739 = "chlo.square"(%658) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %740 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %741 = "stablehlo.broadcast_in_dim"(%740) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %742 = "chlo.square"(%741) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %743 = "stablehlo.add"(%739, %742) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %744 = "chlo.square"(%656) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %745 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %746 = "stablehlo.broadcast_in_dim"(%745) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %747 = "chlo.square"(%746) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %748 = "stablehlo.add"(%744, %747) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %749 = "chlo.square"(%443) : (tensor<32xf32>) -> tensor<32xf32>
    %750 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %751 = "stablehlo.broadcast_in_dim"(%750) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %752 = "chlo.square"(%751) : (tensor<32xf32>) -> tensor<32xf32>
    %753 = "stablehlo.add"(%749, %752) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %754 = "chlo.square"(%456) : (tensor<32xf32>) -> tensor<32xf32>
    %755 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %756 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %757 = "chlo.square"(%756) : (tensor<32xf32>) -> tensor<32xf32>
    %758 = "stablehlo.add"(%754, %757) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %759 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %760 = "stablehlo.reduce"(%663, %759) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg149: tensor<f32>, %arg150: tensor<f32>):
      %1598 = "stablehlo.add"(%arg149, %arg150) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1598) : (tensor<f32>) -> ()
    }) : (tensor<128xf32>, tensor<f32>) -> tensor<f32>
    %761 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %762 = "stablehlo.reduce"(%668, %761) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg147: tensor<f32>, %arg148: tensor<f32>):
      %1597 = "stablehlo.add"(%arg147, %arg148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1597) : (tensor<f32>) -> ()
    }) : (tensor<32x128xf32>, tensor<f32>) -> tensor<f32>
    %763 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %764 = "stablehlo.reduce"(%673, %763) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg145: tensor<f32>, %arg146: tensor<f32>):
      %1596 = "stablehlo.add"(%arg145, %arg146) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1596) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %765 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %766 = "stablehlo.reduce"(%678, %765) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg143: tensor<f32>, %arg144: tensor<f32>):
      %1595 = "stablehlo.add"(%arg143, %arg144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1595) : (tensor<f32>) -> ()
    }) : (tensor<128x32xf32>, tensor<f32>) -> tensor<f32>
    %767 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %768 = "stablehlo.reduce"(%683, %767) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg141: tensor<f32>, %arg142: tensor<f32>):
      %1594 = "stablehlo.add"(%arg141, %arg142) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1594) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %769 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %770 = "stablehlo.reduce"(%688, %769) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %1593 = "stablehlo.add"(%arg139, %arg140) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1593) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %771 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %772 = "stablehlo.reduce"(%693, %771) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg137: tensor<f32>, %arg138: tensor<f32>):
      %1592 = "stablehlo.add"(%arg137, %arg138) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1592) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %773 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %774 = "stablehlo.reduce"(%698, %773) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg135: tensor<f32>, %arg136: tensor<f32>):
      %1591 = "stablehlo.add"(%arg135, %arg136) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1591) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %775 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %776 = "stablehlo.reduce"(%703, %775) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg133: tensor<f32>, %arg134: tensor<f32>):
      %1590 = "stablehlo.add"(%arg133, %arg134) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1590) : (tensor<f32>) -> ()
    }) : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %777 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %778 = "stablehlo.reduce"(%708, %777) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg131: tensor<f32>, %arg132: tensor<f32>):
      %1589 = "stablehlo.add"(%arg131, %arg132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1589) : (tensor<f32>) -> ()
    }) : (tensor<32x2x16xf32>, tensor<f32>) -> tensor<f32>
    %779 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %780 = "stablehlo.reduce"(%713, %779) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg129: tensor<f32>, %arg130: tensor<f32>):
      %1588 = "stablehlo.add"(%arg129, %arg130) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1588) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %781 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %782 = "stablehlo.reduce"(%718, %781) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg127: tensor<f32>, %arg128: tensor<f32>):
      %1587 = "stablehlo.add"(%arg127, %arg128) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1587) : (tensor<f32>) -> ()
    }) : (tensor<2x16x32xf32>, tensor<f32>) -> tensor<f32>
    %783 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %784 = "stablehlo.reduce"(%723, %783) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg125: tensor<f32>, %arg126: tensor<f32>):
      %1586 = "stablehlo.add"(%arg125, %arg126) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1586) : (tensor<f32>) -> ()
    }) : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %785 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %786 = "stablehlo.reduce"(%728, %785) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg123: tensor<f32>, %arg124: tensor<f32>):
      %1585 = "stablehlo.add"(%arg123, %arg124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1585) : (tensor<f32>) -> ()
    }) : (tensor<32x2x16xf32>, tensor<f32>) -> tensor<f32>
    %787 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %788 = "stablehlo.reduce"(%733, %787) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg121: tensor<f32>, %arg122: tensor<f32>):
      %1584 = "stablehlo.add"(%arg121, %arg122) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1584) : (tensor<f32>) -> ()
    }) : (tensor<2x16xf32>, tensor<f32>) -> tensor<f32>
    %789 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %790 = "stablehlo.reduce"(%738, %789) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg119: tensor<f32>, %arg120: tensor<f32>):
      %1583 = "stablehlo.add"(%arg119, %arg120) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1583) : (tensor<f32>) -> ()
    }) : (tensor<32x2x16xf32>, tensor<f32>) -> tensor<f32>
    %791 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %792 = "stablehlo.reduce"(%743, %791) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg117: tensor<f32>, %arg118: tensor<f32>):
      %1582 = "stablehlo.add"(%arg117, %arg118) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1582) : (tensor<f32>) -> ()
    }) : (tensor<64x32xf32>, tensor<f32>) -> tensor<f32>
    %793 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %794 = "stablehlo.reduce"(%748, %793) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg115: tensor<f32>, %arg116: tensor<f32>):
      %1581 = "stablehlo.add"(%arg115, %arg116) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1581) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<f32>) -> tensor<f32>
    %795 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %796 = "stablehlo.reduce"(%753, %795) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg113: tensor<f32>, %arg114: tensor<f32>):
      %1580 = "stablehlo.add"(%arg113, %arg114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1580) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %797 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %798 = "stablehlo.reduce"(%758, %797) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg111: tensor<f32>, %arg112: tensor<f32>):
      %1579 = "stablehlo.add"(%arg111, %arg112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%1579) : (tensor<f32>) -> ()
    }) : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %799 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "stablehlo.add"(%799, %760) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %801 = "stablehlo.add"(%800, %762) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %802 = "stablehlo.add"(%801, %764) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %803 = "stablehlo.add"(%802, %766) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %804 = "stablehlo.add"(%803, %768) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %805 = "stablehlo.add"(%804, %770) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %806 = "stablehlo.add"(%805, %772) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %807 = "stablehlo.add"(%806, %774) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %808 = "stablehlo.add"(%807, %776) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %809 = "stablehlo.add"(%808, %778) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %810 = "stablehlo.add"(%809, %780) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %811 = "stablehlo.add"(%810, %782) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %812 = "stablehlo.add"(%811, %784) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %813 = "stablehlo.add"(%812, %786) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %814 = "stablehlo.add"(%813, %788) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %815 = "stablehlo.add"(%814, %790) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %816 = "stablehlo.add"(%815, %792) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %817 = "stablehlo.add"(%816, %794) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %818 = "stablehlo.add"(%817, %796) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %819 = "stablehlo.add"(%818, %798) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %820 = "stablehlo.sqrt"(%819) : (tensor<f32>) -> tensor<f32>
    %821 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %822 = "stablehlo.compare"(%820, %821) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %823 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %824 = "stablehlo.divide"(%508, %823) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %825 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %826 = "stablehlo.broadcast_in_dim"(%825) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %827 = "stablehlo.multiply"(%824, %826) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %828 = "stablehlo.select"(%822, %508, %827) : (tensor<i1>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %829 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %830 = "stablehlo.divide"(%510, %829) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %831 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %832 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %833 = "stablehlo.multiply"(%830, %832) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %834 = "stablehlo.select"(%822, %510, %833) : (tensor<i1>, tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %835 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %836 = "stablehlo.divide"(%484, %835) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %837 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %838 = "stablehlo.broadcast_in_dim"(%837) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %839 = "stablehlo.multiply"(%836, %838) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %840 = "stablehlo.select"(%822, %484, %839) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %841 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %842 = "stablehlo.divide"(%486, %841) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %843 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %844 = "stablehlo.broadcast_in_dim"(%843) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %845 = "stablehlo.multiply"(%842, %844) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %846 = "stablehlo.select"(%822, %486, %845) : (tensor<i1>, tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %847 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %848 = "stablehlo.divide"(%612, %847) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %849 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %850 = "stablehlo.broadcast_in_dim"(%849) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %851 = "stablehlo.multiply"(%848, %850) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %852 = "stablehlo.select"(%822, %612, %851) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %853 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %854 = "stablehlo.divide"(%625, %853) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %855 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %856 = "stablehlo.broadcast_in_dim"(%855) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %857 = "stablehlo.multiply"(%854, %856) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %858 = "stablehlo.select"(%822, %625, %857) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %859 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %860 = "stablehlo.divide"(%515, %859) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %861 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %862 = "stablehlo.broadcast_in_dim"(%861) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %863 = "stablehlo.multiply"(%860, %862) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %864 = "stablehlo.select"(%822, %515, %863) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %865 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %866 = "stablehlo.divide"(%528, %865) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %867 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %868 = "stablehlo.broadcast_in_dim"(%867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %869 = "stablehlo.multiply"(%866, %868) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %870 = "stablehlo.select"(%822, %528, %869) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %871 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %872 = "stablehlo.divide"(%596, %871) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %873 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %874 = "stablehlo.broadcast_in_dim"(%873) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %875 = "stablehlo.multiply"(%872, %874) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %876 = "stablehlo.select"(%822, %596, %875) : (tensor<i1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %877 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %878 = "stablehlo.divide"(%598, %877) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %879 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %880 = "stablehlo.broadcast_in_dim"(%879) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %881 = "stablehlo.multiply"(%878, %880) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %882 = "stablehlo.select"(%822, %598, %881) : (tensor<i1>, tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %883 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %884 = "stablehlo.divide"(%557, %883) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %885 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %886 = "stablehlo.broadcast_in_dim"(%885) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %887 = "stablehlo.multiply"(%884, %886) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %888 = "stablehlo.select"(%822, %557, %887) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %889 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %890 = "stablehlo.divide"(%559, %889) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %891 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %892 = "stablehlo.broadcast_in_dim"(%891) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %893 = "stablehlo.multiply"(%890, %892) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %894 = "stablehlo.select"(%822, %559, %893) : (tensor<i1>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %895 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %896 = "stablehlo.divide"(%604, %895) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %897 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %898 = "stablehlo.broadcast_in_dim"(%897) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %899 = "stablehlo.multiply"(%896, %898) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %900 = "stablehlo.select"(%822, %604, %899) : (tensor<i1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %901 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %902 = "stablehlo.divide"(%606, %901) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %903 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %904 = "stablehlo.broadcast_in_dim"(%903) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %905 = "stablehlo.multiply"(%902, %904) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %906 = "stablehlo.select"(%822, %606, %905) : (tensor<i1>, tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %907 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %908 = "stablehlo.divide"(%589, %907) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %909 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %910 = "stablehlo.broadcast_in_dim"(%909) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %911 = "stablehlo.multiply"(%908, %910) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %912 = "stablehlo.select"(%822, %589, %911) : (tensor<i1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %913 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %914 = "stablehlo.divide"(%591, %913) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %915 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %916 = "stablehlo.broadcast_in_dim"(%915) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %917 = "stablehlo.multiply"(%914, %916) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %918 = "stablehlo.select"(%822, %591, %917) : (tensor<i1>, tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %919 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %920 = "stablehlo.divide"(%658, %919) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %921 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %923 = "stablehlo.multiply"(%920, %922) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %924 = "stablehlo.select"(%822, %658, %923) : (tensor<i1>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %925 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %926 = "stablehlo.divide"(%656, %925) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %927 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %928 = "stablehlo.broadcast_in_dim"(%927) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %929 = "stablehlo.multiply"(%926, %928) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %930 = "stablehlo.select"(%822, %656, %929) : (tensor<i1>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %931 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %932 = "stablehlo.divide"(%443, %931) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %933 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %934 = "stablehlo.broadcast_in_dim"(%933) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %935 = "stablehlo.multiply"(%932, %934) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %936 = "stablehlo.select"(%822, %443, %935) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %937 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %938 = "stablehlo.divide"(%456, %937) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %939 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %940 = "stablehlo.broadcast_in_dim"(%939) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %941 = "stablehlo.multiply"(%938, %940) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %942 = "stablehlo.select"(%822, %456, %941) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %943 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %944 = "stablehlo.broadcast_in_dim"(%943) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %945 = "stablehlo.multiply"(%944, %828) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %946 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %947 = "stablehlo.broadcast_in_dim"(%946) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %948 = "stablehlo.multiply"(%947, %arg70) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %949 = "stablehlo.add"(%945, %948) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %950 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %951 = "stablehlo.broadcast_in_dim"(%950) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %952 = "stablehlo.multiply"(%951, %834) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %953 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %954 = "stablehlo.broadcast_in_dim"(%953) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %955 = "stablehlo.multiply"(%954, %arg71) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %956 = "stablehlo.add"(%952, %955) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %957 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %958 = "stablehlo.broadcast_in_dim"(%957) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %959 = "stablehlo.multiply"(%958, %840) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %960 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %961 = "stablehlo.broadcast_in_dim"(%960) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %962 = "stablehlo.multiply"(%961, %arg72) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %963 = "stablehlo.add"(%959, %962) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %964 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %965 = "stablehlo.broadcast_in_dim"(%964) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %966 = "stablehlo.multiply"(%965, %846) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %967 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %968 = "stablehlo.broadcast_in_dim"(%967) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %969 = "stablehlo.multiply"(%968, %arg73) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %970 = "stablehlo.add"(%966, %969) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %971 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %972 = "stablehlo.broadcast_in_dim"(%971) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %973 = "stablehlo.multiply"(%972, %852) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %974 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %975 = "stablehlo.broadcast_in_dim"(%974) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %976 = "stablehlo.multiply"(%975, %arg74) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %977 = "stablehlo.add"(%973, %976) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %978 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %979 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %980 = "stablehlo.multiply"(%979, %858) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %981 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %982 = "stablehlo.broadcast_in_dim"(%981) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %983 = "stablehlo.multiply"(%982, %arg75) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %984 = "stablehlo.add"(%980, %983) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %985 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %986 = "stablehlo.broadcast_in_dim"(%985) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %987 = "stablehlo.multiply"(%986, %864) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %988 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %989 = "stablehlo.broadcast_in_dim"(%988) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %990 = "stablehlo.multiply"(%989, %arg76) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %991 = "stablehlo.add"(%987, %990) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %992 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %993 = "stablehlo.broadcast_in_dim"(%992) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %994 = "stablehlo.multiply"(%993, %870) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %995 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %996 = "stablehlo.broadcast_in_dim"(%995) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %997 = "stablehlo.multiply"(%996, %arg77) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %998 = "stablehlo.add"(%994, %997) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %999 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1000 = "stablehlo.broadcast_in_dim"(%999) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1001 = "stablehlo.multiply"(%1000, %876) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1002 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1003 = "stablehlo.broadcast_in_dim"(%1002) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1004 = "stablehlo.multiply"(%1003, %arg78) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1005 = "stablehlo.add"(%1001, %1004) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1006 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1007 = "stablehlo.broadcast_in_dim"(%1006) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1008 = "stablehlo.multiply"(%1007, %882) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1009 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1010 = "stablehlo.broadcast_in_dim"(%1009) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1011 = "stablehlo.multiply"(%1010, %arg79) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1012 = "stablehlo.add"(%1008, %1011) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1013 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1014 = "stablehlo.broadcast_in_dim"(%1013) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1015 = "stablehlo.multiply"(%1014, %888) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1016 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1017 = "stablehlo.broadcast_in_dim"(%1016) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1018 = "stablehlo.multiply"(%1017, %arg80) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1019 = "stablehlo.add"(%1015, %1018) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1020 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1021 = "stablehlo.broadcast_in_dim"(%1020) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1022 = "stablehlo.multiply"(%1021, %894) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1023 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1024 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1025 = "stablehlo.multiply"(%1024, %arg81) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1026 = "stablehlo.add"(%1022, %1025) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1027 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1028 = "stablehlo.broadcast_in_dim"(%1027) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1029 = "stablehlo.multiply"(%1028, %900) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1030 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1031 = "stablehlo.broadcast_in_dim"(%1030) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1032 = "stablehlo.multiply"(%1031, %arg82) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1033 = "stablehlo.add"(%1029, %1032) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1034 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1035 = "stablehlo.broadcast_in_dim"(%1034) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1036 = "stablehlo.multiply"(%1035, %906) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1037 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1038 = "stablehlo.broadcast_in_dim"(%1037) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1039 = "stablehlo.multiply"(%1038, %arg83) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1040 = "stablehlo.add"(%1036, %1039) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1041 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1042 = "stablehlo.broadcast_in_dim"(%1041) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1043 = "stablehlo.multiply"(%1042, %912) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1044 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1045 = "stablehlo.broadcast_in_dim"(%1044) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1046 = "stablehlo.multiply"(%1045, %arg84) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1047 = "stablehlo.add"(%1043, %1046) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1048 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1049 = "stablehlo.broadcast_in_dim"(%1048) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1050 = "stablehlo.multiply"(%1049, %918) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1051 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1052 = "stablehlo.broadcast_in_dim"(%1051) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1053 = "stablehlo.multiply"(%1052, %arg85) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1054 = "stablehlo.add"(%1050, %1053) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1055 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1056 = "stablehlo.broadcast_in_dim"(%1055) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1057 = "stablehlo.multiply"(%1056, %924) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1058 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1059 = "stablehlo.broadcast_in_dim"(%1058) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1060 = "stablehlo.multiply"(%1059, %arg86) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1061 = "stablehlo.add"(%1057, %1060) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1062 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1063 = "stablehlo.broadcast_in_dim"(%1062) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1064 = "stablehlo.multiply"(%1063, %930) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1065 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1066 = "stablehlo.broadcast_in_dim"(%1065) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1067 = "stablehlo.multiply"(%1066, %arg87) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1068 = "stablehlo.add"(%1064, %1067) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1069 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1070 = "stablehlo.broadcast_in_dim"(%1069) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1071 = "stablehlo.multiply"(%1070, %936) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1072 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1073 = "stablehlo.broadcast_in_dim"(%1072) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1074 = "stablehlo.multiply"(%1073, %arg88) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1075 = "stablehlo.add"(%1071, %1074) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1076 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1077 = "stablehlo.broadcast_in_dim"(%1076) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1078 = "stablehlo.multiply"(%1077, %942) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1079 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1080 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1081 = "stablehlo.multiply"(%1080, %arg89) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1082 = "stablehlo.add"(%1078, %1081) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1083 = "stablehlo.multiply"(%828, %828) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1084 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1085 = "stablehlo.broadcast_in_dim"(%1084) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1086 = "stablehlo.multiply"(%1085, %1083) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1087 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1088 = "stablehlo.broadcast_in_dim"(%1087) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1089 = "stablehlo.multiply"(%1088, %arg90) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1090 = "stablehlo.add"(%1086, %1089) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1091 = "stablehlo.multiply"(%834, %834) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1092 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1093 = "stablehlo.broadcast_in_dim"(%1092) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1094 = "stablehlo.multiply"(%1093, %1091) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1095 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1096 = "stablehlo.broadcast_in_dim"(%1095) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1097 = "stablehlo.multiply"(%1096, %arg91) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1098 = "stablehlo.add"(%1094, %1097) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1099 = "stablehlo.multiply"(%840, %840) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1100 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1101 = "stablehlo.broadcast_in_dim"(%1100) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1102 = "stablehlo.multiply"(%1101, %1099) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1103 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1104 = "stablehlo.broadcast_in_dim"(%1103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1105 = "stablehlo.multiply"(%1104, %arg92) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1106 = "stablehlo.add"(%1102, %1105) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1107 = "stablehlo.multiply"(%846, %846) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1108 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1109 = "stablehlo.broadcast_in_dim"(%1108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1110 = "stablehlo.multiply"(%1109, %1107) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1111 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1112 = "stablehlo.broadcast_in_dim"(%1111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1113 = "stablehlo.multiply"(%1112, %arg93) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1114 = "stablehlo.add"(%1110, %1113) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1115 = "stablehlo.multiply"(%852, %852) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1116 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1117 = "stablehlo.broadcast_in_dim"(%1116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1118 = "stablehlo.multiply"(%1117, %1115) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1119 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1120 = "stablehlo.broadcast_in_dim"(%1119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1121 = "stablehlo.multiply"(%1120, %arg94) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1122 = "stablehlo.add"(%1118, %1121) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1123 = "stablehlo.multiply"(%858, %858) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1124 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1125 = "stablehlo.broadcast_in_dim"(%1124) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1126 = "stablehlo.multiply"(%1125, %1123) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1127 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1128 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1129 = "stablehlo.multiply"(%1128, %arg95) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1130 = "stablehlo.add"(%1126, %1129) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1131 = "stablehlo.multiply"(%864, %864) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1132 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1134 = "stablehlo.multiply"(%1133, %1131) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1135 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1136 = "stablehlo.broadcast_in_dim"(%1135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1137 = "stablehlo.multiply"(%1136, %arg96) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1138 = "stablehlo.add"(%1134, %1137) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1139 = "stablehlo.multiply"(%870, %870) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1140 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1141 = "stablehlo.broadcast_in_dim"(%1140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1142 = "stablehlo.multiply"(%1141, %1139) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1143 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1144 = "stablehlo.broadcast_in_dim"(%1143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1145 = "stablehlo.multiply"(%1144, %arg97) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1146 = "stablehlo.add"(%1142, %1145) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1147 = "stablehlo.multiply"(%876, %876) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1148 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1149 = "stablehlo.broadcast_in_dim"(%1148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1150 = "stablehlo.multiply"(%1149, %1147) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1151 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1152 = "stablehlo.broadcast_in_dim"(%1151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1153 = "stablehlo.multiply"(%1152, %arg98) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1154 = "stablehlo.add"(%1150, %1153) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1155 = "stablehlo.multiply"(%882, %882) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1156 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1157 = "stablehlo.broadcast_in_dim"(%1156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1158 = "stablehlo.multiply"(%1157, %1155) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1159 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1160 = "stablehlo.broadcast_in_dim"(%1159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1161 = "stablehlo.multiply"(%1160, %arg99) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1162 = "stablehlo.add"(%1158, %1161) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1163 = "stablehlo.multiply"(%888, %888) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1164 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1165 = "stablehlo.broadcast_in_dim"(%1164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1166 = "stablehlo.multiply"(%1165, %1163) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1167 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1168 = "stablehlo.broadcast_in_dim"(%1167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1169 = "stablehlo.multiply"(%1168, %arg100) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1170 = "stablehlo.add"(%1166, %1169) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1171 = "stablehlo.multiply"(%894, %894) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1172 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1173 = "stablehlo.broadcast_in_dim"(%1172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1174 = "stablehlo.multiply"(%1173, %1171) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1175 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1176 = "stablehlo.broadcast_in_dim"(%1175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1177 = "stablehlo.multiply"(%1176, %arg101) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1178 = "stablehlo.add"(%1174, %1177) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1179 = "stablehlo.multiply"(%900, %900) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1180 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1182 = "stablehlo.multiply"(%1181, %1179) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1183 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1184 = "stablehlo.broadcast_in_dim"(%1183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1185 = "stablehlo.multiply"(%1184, %arg102) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1186 = "stablehlo.add"(%1182, %1185) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1187 = "stablehlo.multiply"(%906, %906) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1188 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1189 = "stablehlo.broadcast_in_dim"(%1188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1190 = "stablehlo.multiply"(%1189, %1187) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1191 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1192 = "stablehlo.broadcast_in_dim"(%1191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1193 = "stablehlo.multiply"(%1192, %arg103) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1194 = "stablehlo.add"(%1190, %1193) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1195 = "stablehlo.multiply"(%912, %912) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1196 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1197 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1198 = "stablehlo.multiply"(%1197, %1195) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1199 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1200 = "stablehlo.broadcast_in_dim"(%1199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1201 = "stablehlo.multiply"(%1200, %arg104) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1202 = "stablehlo.add"(%1198, %1201) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1203 = "stablehlo.multiply"(%918, %918) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1204 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1205 = "stablehlo.broadcast_in_dim"(%1204) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1206 = "stablehlo.multiply"(%1205, %1203) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1207 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1208 = "stablehlo.broadcast_in_dim"(%1207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1209 = "stablehlo.multiply"(%1208, %arg105) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1210 = "stablehlo.add"(%1206, %1209) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1211 = "stablehlo.multiply"(%924, %924) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1212 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1213 = "stablehlo.broadcast_in_dim"(%1212) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1214 = "stablehlo.multiply"(%1213, %1211) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1215 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1216 = "stablehlo.broadcast_in_dim"(%1215) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1217 = "stablehlo.multiply"(%1216, %arg106) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1218 = "stablehlo.add"(%1214, %1217) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1219 = "stablehlo.multiply"(%930, %930) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1220 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1221 = "stablehlo.broadcast_in_dim"(%1220) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1222 = "stablehlo.multiply"(%1221, %1219) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1223 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1224 = "stablehlo.broadcast_in_dim"(%1223) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1225 = "stablehlo.multiply"(%1224, %arg107) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1226 = "stablehlo.add"(%1222, %1225) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1227 = "stablehlo.multiply"(%936, %936) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1228 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1229 = "stablehlo.broadcast_in_dim"(%1228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1230 = "stablehlo.multiply"(%1229, %1227) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1231 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1232 = "stablehlo.broadcast_in_dim"(%1231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1233 = "stablehlo.multiply"(%1232, %arg108) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1234 = "stablehlo.add"(%1230, %1233) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1235 = "stablehlo.multiply"(%942, %942) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1236 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %1237 = "stablehlo.broadcast_in_dim"(%1236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1238 = "stablehlo.multiply"(%1237, %1235) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1239 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1240 = "stablehlo.broadcast_in_dim"(%1239) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1241 = "stablehlo.multiply"(%1240, %arg109) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1242 = "stablehlo.add"(%1238, %1241) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1243 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %1244 = "stablehlo.compare"(%arg69, %1243) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1245 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1246 = "stablehlo.add"(%arg69, %1245) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1247 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %1248 = "func.call"(%1244, %1246, %1247) <{callee = @_where_10}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1249 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %1250 = "stablehlo.convert"(%1248) : (tensor<i32>) -> tensor<f32>
    %1251 = "stablehlo.power"(%1249, %1250) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1252 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1253 = "stablehlo.subtract"(%1252, %1251) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1254 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1255 = "stablehlo.divide"(%949, %1254) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1256 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1257 = "stablehlo.divide"(%956, %1256) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1258 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1259 = "stablehlo.divide"(%963, %1258) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1260 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1261 = "stablehlo.divide"(%970, %1260) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1262 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1263 = "stablehlo.divide"(%977, %1262) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1264 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1265 = "stablehlo.divide"(%984, %1264) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1266 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1267 = "stablehlo.divide"(%991, %1266) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1268 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1269 = "stablehlo.divide"(%998, %1268) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1270 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1271 = "stablehlo.divide"(%1005, %1270) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1272 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1273 = "stablehlo.divide"(%1012, %1272) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1274 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1275 = "stablehlo.divide"(%1019, %1274) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1276 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1277 = "stablehlo.divide"(%1026, %1276) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1278 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1279 = "stablehlo.divide"(%1033, %1278) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1280 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1281 = "stablehlo.divide"(%1040, %1280) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1282 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1283 = "stablehlo.divide"(%1047, %1282) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1284 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1285 = "stablehlo.divide"(%1054, %1284) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1286 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1287 = "stablehlo.divide"(%1061, %1286) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1288 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1289 = "stablehlo.divide"(%1068, %1288) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1290 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1291 = "stablehlo.divide"(%1075, %1290) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1292 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1293 = "stablehlo.divide"(%1082, %1292) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1294 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1295 = "stablehlo.convert"(%1248) : (tensor<i32>) -> tensor<f32>
    %1296 = "stablehlo.power"(%1294, %1295) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1297 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1298 = "stablehlo.subtract"(%1297, %1296) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1299 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1300 = "stablehlo.divide"(%1090, %1299) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1301 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1302 = "stablehlo.divide"(%1098, %1301) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1303 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1304 = "stablehlo.divide"(%1106, %1303) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1305 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1306 = "stablehlo.divide"(%1114, %1305) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1307 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1308 = "stablehlo.divide"(%1122, %1307) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1309 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1310 = "stablehlo.divide"(%1130, %1309) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1311 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1312 = "stablehlo.divide"(%1138, %1311) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1313 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1314 = "stablehlo.divide"(%1146, %1313) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1315 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1316 = "stablehlo.divide"(%1154, %1315) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1317 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1318 = "stablehlo.divide"(%1162, %1317) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1319 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1320 = "stablehlo.divide"(%1170, %1319) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1321 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1322 = "stablehlo.divide"(%1178, %1321) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1323 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1324 = "stablehlo.divide"(%1186, %1323) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1325 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1326 = "stablehlo.divide"(%1194, %1325) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1327 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1328 = "stablehlo.divide"(%1202, %1327) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1329 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1330 = "stablehlo.divide"(%1210, %1329) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1331 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1332 = "stablehlo.divide"(%1218, %1331) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1333 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1334 = "stablehlo.divide"(%1226, %1333) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1335 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1336 = "stablehlo.divide"(%1234, %1335) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1337 = "stablehlo.broadcast_in_dim"(%1298) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1338 = "stablehlo.divide"(%1242, %1337) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1340 = "stablehlo.broadcast_in_dim"(%1339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1341 = "stablehlo.add"(%1300, %1340) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1342 = "stablehlo.sqrt"(%1341) : (tensor<128xf32>) -> tensor<128xf32>
    %1343 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1344 = "stablehlo.broadcast_in_dim"(%1343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1345 = "stablehlo.add"(%1342, %1344) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1346 = "stablehlo.divide"(%1255, %1345) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1347 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1348 = "stablehlo.broadcast_in_dim"(%1347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1349 = "stablehlo.add"(%1302, %1348) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1350 = "stablehlo.sqrt"(%1349) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %1351 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1352 = "stablehlo.broadcast_in_dim"(%1351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1353 = "stablehlo.add"(%1350, %1352) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1354 = "stablehlo.divide"(%1257, %1353) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1355 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1356 = "stablehlo.broadcast_in_dim"(%1355) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1357 = "stablehlo.add"(%1304, %1356) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1358 = "stablehlo.sqrt"(%1357) : (tensor<32xf32>) -> tensor<32xf32>
    %1359 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1360 = "stablehlo.broadcast_in_dim"(%1359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1361 = "stablehlo.add"(%1358, %1360) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1362 = "stablehlo.divide"(%1259, %1361) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1363 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1365 = "stablehlo.add"(%1306, %1364) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1366 = "stablehlo.sqrt"(%1365) : (tensor<128x32xf32>) -> tensor<128x32xf32>
    %1367 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1368 = "stablehlo.broadcast_in_dim"(%1367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1369 = "stablehlo.add"(%1366, %1368) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1370 = "stablehlo.divide"(%1261, %1369) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1371 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1372 = "stablehlo.broadcast_in_dim"(%1371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1373 = "stablehlo.add"(%1308, %1372) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1374 = "stablehlo.sqrt"(%1373) : (tensor<32xf32>) -> tensor<32xf32>
    %1375 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1376 = "stablehlo.broadcast_in_dim"(%1375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1377 = "stablehlo.add"(%1374, %1376) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1378 = "stablehlo.divide"(%1263, %1377) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1379 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1380 = "stablehlo.broadcast_in_dim"(%1379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1381 = "stablehlo.add"(%1310, %1380) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1382 = "stablehlo.sqrt"(%1381) : (tensor<32xf32>) -> tensor<32xf32>
    %1383 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1384 = "stablehlo.broadcast_in_dim"(%1383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1385 = "stablehlo.add"(%1382, %1384) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1386 = "stablehlo.divide"(%1265, %1385) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1387 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1388 = "stablehlo.broadcast_in_dim"(%1387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1389 = "stablehlo.add"(%1312, %1388) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1390 = "stablehlo.sqrt"(%1389) : (tensor<32xf32>) -> tensor<32xf32>
    %1391 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1392 = "stablehlo.broadcast_in_dim"(%1391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1393 = "stablehlo.add"(%1390, %1392) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1394 = "stablehlo.divide"(%1267, %1393) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1395 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1396 = "stablehlo.broadcast_in_dim"(%1395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1397 = "stablehlo.add"(%1314, %1396) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1398 = "stablehlo.sqrt"(%1397) : (tensor<32xf32>) -> tensor<32xf32>
    %1399 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1400 = "stablehlo.broadcast_in_dim"(%1399) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1401 = "stablehlo.add"(%1398, %1400) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1402 = "stablehlo.divide"(%1269, %1401) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1403 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1404 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1405 = "stablehlo.add"(%1316, %1404) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1406 = "stablehlo.sqrt"(%1405) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %1407 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1408 = "stablehlo.broadcast_in_dim"(%1407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1409 = "stablehlo.add"(%1406, %1408) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1410 = "stablehlo.divide"(%1271, %1409) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1411 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1412 = "stablehlo.broadcast_in_dim"(%1411) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1413 = "stablehlo.add"(%1318, %1412) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1414 = "stablehlo.sqrt"(%1413) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1415 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1417 = "stablehlo.add"(%1414, %1416) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1418 = "stablehlo.divide"(%1273, %1417) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1419 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1420 = "stablehlo.broadcast_in_dim"(%1419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1421 = "stablehlo.add"(%1320, %1420) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1422 = "stablehlo.sqrt"(%1421) : (tensor<32xf32>) -> tensor<32xf32>
    %1423 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1424 = "stablehlo.broadcast_in_dim"(%1423) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1425 = "stablehlo.add"(%1422, %1424) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1426 = "stablehlo.divide"(%1275, %1425) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1427 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1428 = "stablehlo.broadcast_in_dim"(%1427) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1429 = "stablehlo.add"(%1322, %1428) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1430 = "stablehlo.sqrt"(%1429) : (tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1431 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1432 = "stablehlo.broadcast_in_dim"(%1431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1433 = "stablehlo.add"(%1430, %1432) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1434 = "stablehlo.divide"(%1277, %1433) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1435 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1436 = "stablehlo.broadcast_in_dim"(%1435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1437 = "stablehlo.add"(%1324, %1436) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1438 = "stablehlo.sqrt"(%1437) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %1439 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1440 = "stablehlo.broadcast_in_dim"(%1439) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1441 = "stablehlo.add"(%1438, %1440) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1442 = "stablehlo.divide"(%1279, %1441) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1443 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1444 = "stablehlo.broadcast_in_dim"(%1443) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1445 = "stablehlo.add"(%1326, %1444) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1446 = "stablehlo.sqrt"(%1445) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1447 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1448 = "stablehlo.broadcast_in_dim"(%1447) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1449 = "stablehlo.add"(%1446, %1448) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1450 = "stablehlo.divide"(%1281, %1449) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1451 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1452 = "stablehlo.broadcast_in_dim"(%1451) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1453 = "stablehlo.add"(%1328, %1452) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1454 = "stablehlo.sqrt"(%1453) : (tensor<2x16xf32>) -> tensor<2x16xf32>
    %1455 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1456 = "stablehlo.broadcast_in_dim"(%1455) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1457 = "stablehlo.add"(%1454, %1456) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1458 = "stablehlo.divide"(%1283, %1457) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1459 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1460 = "stablehlo.broadcast_in_dim"(%1459) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1461 = "stablehlo.add"(%1330, %1460) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1462 = "stablehlo.sqrt"(%1461) : (tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1463 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1464 = "stablehlo.broadcast_in_dim"(%1463) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1465 = "stablehlo.add"(%1462, %1464) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1466 = "stablehlo.divide"(%1285, %1465) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1467 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1468 = "stablehlo.broadcast_in_dim"(%1467) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1469 = "stablehlo.add"(%1332, %1468) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1470 = "stablehlo.sqrt"(%1469) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %1471 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1472 = "stablehlo.broadcast_in_dim"(%1471) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1473 = "stablehlo.add"(%1470, %1472) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1474 = "stablehlo.divide"(%1287, %1473) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1475 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1476 = "stablehlo.broadcast_in_dim"(%1475) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1477 = "stablehlo.add"(%1334, %1476) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1478 = "stablehlo.sqrt"(%1477) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1479 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1480 = "stablehlo.broadcast_in_dim"(%1479) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1481 = "stablehlo.add"(%1478, %1480) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1482 = "stablehlo.divide"(%1289, %1481) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1483 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1484 = "stablehlo.broadcast_in_dim"(%1483) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1485 = "stablehlo.add"(%1336, %1484) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1486 = "stablehlo.sqrt"(%1485) : (tensor<32xf32>) -> tensor<32xf32>
    %1487 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1488 = "stablehlo.broadcast_in_dim"(%1487) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1489 = "stablehlo.add"(%1486, %1488) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1490 = "stablehlo.divide"(%1291, %1489) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1491 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1492 = "stablehlo.broadcast_in_dim"(%1491) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1493 = "stablehlo.add"(%1338, %1492) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1494 = "stablehlo.sqrt"(%1493) : (tensor<32xf32>) -> tensor<32xf32>
    %1495 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %1496 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1497 = "stablehlo.add"(%1494, %1496) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1498 = "stablehlo.divide"(%1293, %1497) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1499 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1500 = "stablehlo.broadcast_in_dim"(%1499) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128xf32>
    %1501 = "stablehlo.multiply"(%1500, %1346) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1502 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1503 = "stablehlo.broadcast_in_dim"(%1502) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x128xf32>
    %1504 = "stablehlo.multiply"(%1503, %1354) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1505 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1506 = "stablehlo.broadcast_in_dim"(%1505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1507 = "stablehlo.multiply"(%1506, %1362) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1508 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1509 = "stablehlo.broadcast_in_dim"(%1508) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<128x32xf32>
    %1510 = "stablehlo.multiply"(%1509, %1370) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1511 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1512 = "stablehlo.broadcast_in_dim"(%1511) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1513 = "stablehlo.multiply"(%1512, %1378) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1514 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1515 = "stablehlo.broadcast_in_dim"(%1514) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1516 = "stablehlo.multiply"(%1515, %1386) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1517 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1518 = "stablehlo.broadcast_in_dim"(%1517) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1519 = "stablehlo.multiply"(%1518, %1394) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1520 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1521 = "stablehlo.broadcast_in_dim"(%1520) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1522 = "stablehlo.multiply"(%1521, %1402) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1523 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1524 = "stablehlo.broadcast_in_dim"(%1523) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1525 = "stablehlo.multiply"(%1524, %1410) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1526 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1527 = "stablehlo.broadcast_in_dim"(%1526) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1528 = "stablehlo.multiply"(%1527, %1418) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1529 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1530 = "stablehlo.broadcast_in_dim"(%1529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1531 = "stablehlo.multiply"(%1530, %1426) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1532 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1533 = "stablehlo.broadcast_in_dim"(%1532) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %1534 = "stablehlo.multiply"(%1533, %1434) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1535 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1536 = "stablehlo.broadcast_in_dim"(%1535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1537 = "stablehlo.multiply"(%1536, %1442) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1538 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1539 = "stablehlo.broadcast_in_dim"(%1538) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1540 = "stablehlo.multiply"(%1539, %1450) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1541 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1542 = "stablehlo.broadcast_in_dim"(%1541) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %1543 = "stablehlo.multiply"(%1542, %1458) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1544 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1545 = "stablehlo.broadcast_in_dim"(%1544) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32x2x16xf32>
    %1546 = "stablehlo.multiply"(%1545, %1466) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1547 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1548 = "stablehlo.broadcast_in_dim"(%1547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %1549 = "stablehlo.multiply"(%1548, %1474) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1550 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1551 = "stablehlo.broadcast_in_dim"(%1550) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %1552 = "stablehlo.multiply"(%1551, %1482) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1553 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1554 = "stablehlo.broadcast_in_dim"(%1553) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1555 = "stablehlo.multiply"(%1554, %1490) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1556 = "stablehlo.constant"() <{value = dense<-3.000000e-04> : tensor<f32>}> : () -> tensor<f32>
    %1557 = "stablehlo.broadcast_in_dim"(%1556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<32xf32>
    %1558 = "stablehlo.multiply"(%1557, %1498) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1559 = "stablehlo.add"(%arg49, %1501) : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %1560 = "stablehlo.add"(%arg50, %1504) : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xf32>
    %1561 = "stablehlo.add"(%arg51, %1507) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1562 = "stablehlo.add"(%arg52, %1510) : (tensor<128x32xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %1563 = "stablehlo.add"(%arg53, %1513) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1564 = "stablehlo.add"(%arg54, %1516) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1565 = "stablehlo.add"(%arg55, %1519) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1566 = "stablehlo.add"(%arg56, %1522) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1567 = "stablehlo.add"(%arg57, %1525) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1568 = "stablehlo.add"(%arg58, %1528) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1569 = "stablehlo.add"(%arg59, %1531) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1570 = "stablehlo.add"(%arg60, %1534) : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %1571 = "stablehlo.add"(%arg61, %1537) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1572 = "stablehlo.add"(%arg62, %1540) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1573 = "stablehlo.add"(%arg63, %1543) : (tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    %1574 = "stablehlo.add"(%arg64, %1546) : (tensor<32x2x16xf32>, tensor<32x2x16xf32>) -> tensor<32x2x16xf32>
    %1575 = "stablehlo.add"(%arg65, %1549) : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %1576 = "stablehlo.add"(%arg66, %1552) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %1577 = "stablehlo.add"(%arg67, %1555) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %1578 = "stablehlo.add"(%arg68, %1558) : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    "func.return"(%1559, %1560, %1561, %1562, %1563, %1564, %1565, %1566, %1567, %1568, %1569, %1570, %1571, %1572, %1573, %1574, %1575, %1576, %1577, %1578, %1248, %949, %956, %963, %970, %977, %984, %991, %998, %1005, %1012, %1019, %1026, %1033, %1040, %1047, %1054, %1061, %1068, %1075, %1082, %1090, %1098, %1106, %1114, %1122, %1130, %1138, %1146, %1154, %1162, %1170, %1178, %1186, %1194, %1202, %1210, %1218, %1226, %1234, %1242, %418) : (tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<128xf32>, tensor<32x128xf32>, tensor<32xf32>, tensor<128x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<32xf32>, tensor<2x16x32xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<2x16xf32>, tensor<32x2x16xf32>, tensor<64x32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<64x32xf32>, tensor<2x16xi32>) -> (tensor<2x16x32xf32>, tensor<2x16x1xi32>), sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<64x32xf32>, %arg46: tensor<2x16xi32>):
    %97 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x16xi32>
    %99 = "stablehlo.compare"(%arg46, %98) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi1>
    %100 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x16xi32>
    %102 = "stablehlo.add"(%arg46, %101) : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %103 = "func.call"(%99, %102, %arg46) <{callee = @_where}> : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xi32>) -> tensor<2x16x1xi32>
    %105 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %106 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x16x1xi32>
    %108 = "stablehlo.compare"(%104, %107) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %109 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<2x16x1xi32>
    %111 = "stablehlo.compare"(%104, %110) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %112 = "stablehlo.and"(%108, %111) : (tensor<2x16x1xi1>, tensor<2x16x1xi1>) -> tensor<2x16x1xi1>
    %113 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %114 = "stablehlo.reduce"(%112, %113) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg47: tensor<i1>, %arg48: tensor<i1>):
      %120 = "stablehlo.and"(%arg47, %arg48) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%120) : (tensor<i1>) -> ()
    }) : (tensor<2x16x1xi1>, tensor<i1>) -> tensor<2x16xi1>
    %115 = "stablehlo.gather"(%arg45, %104) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<2x16x1xi32>) -> tensor<2x16x32xf32>
    %116 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x16xi1>) -> tensor<2x16x32xi1>
    %117 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x32xf32>
    %119 = "stablehlo.select"(%116, %115, %118) : (tensor<2x16x32xi1>, tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    "func.return"(%119, %104) : (tensor<2x16x32xf32>, tensor<2x16x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<2x16xi1>, %arg43: tensor<2x16xi32>, %arg44: tensor<2x16xi32>):
    %96 = "stablehlo.select"(%arg42, %arg43, %arg44) : (tensor<2x16xi1>, tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
    "func.return"(%96) : (tensor<2x16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32xf32>, tensor<16xi32>) -> (tensor<16x32xf32>, tensor<16x1xi32>), sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<16x32xf32>, %arg39: tensor<16xi32>):
    %72 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %74 = "stablehlo.compare"(%arg39, %73) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %75 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16xi32>
    %77 = "stablehlo.add"(%arg39, %76) : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %78 = "func.call"(%74, %77, %arg39) <{callee = @_where_1}> : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi32>) -> tensor<16x1xi32>
    %80 = "stablehlo.constant"() <{value = dense<15> : tensor<1xi32>}> : () -> tensor<1xi32>
    %81 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<16x1xi32>
    %83 = "stablehlo.compare"(%79, %82) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %84 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<16x1xi32>
    %86 = "stablehlo.compare"(%79, %85) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %87 = "stablehlo.and"(%83, %86) : (tensor<16x1xi1>, tensor<16x1xi1>) -> tensor<16x1xi1>
    %88 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %89 = "stablehlo.reduce"(%87, %88) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg40: tensor<i1>, %arg41: tensor<i1>):
      %95 = "stablehlo.and"(%arg40, %arg41) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%95) : (tensor<i1>) -> ()
    }) : (tensor<16x1xi1>, tensor<i1>) -> tensor<16xi1>
    %90 = "stablehlo.gather"(%arg38, %79) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<16x32xf32>, tensor<16x1xi32>) -> tensor<16x32xf32>
    %91 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64: 0>}> : (tensor<16xi1>) -> tensor<16x32xi1>
    %92 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %94 = "stablehlo.select"(%91, %90, %93) : (tensor<16x32xi1>, tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%94, %79) : (tensor<16x32xf32>, tensor<16x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>, sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<16xi1>, %arg36: tensor<16xi32>, %arg37: tensor<16xi32>):
    %71 = "stablehlo.select"(%arg35, %arg36, %arg37) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    "func.return"(%71) : (tensor<16xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1x16x16xf32>, tensor<2x2x16x16xf32>, tensor<f32>) -> (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>), sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg32: tensor<2x1x16x16xf32>, %arg33: tensor<2x2x16x16xf32>, %arg34: tensor<f32>):
    %65 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x1x16x16xf32>
    %67 = "stablehlo.compare"(%arg32, %66) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<2x1x16x16xf32>, tensor<2x1x16x16xf32>) -> tensor<2x1x16x16xi1>
    %68 = "stablehlo.broadcast_in_dim"(%67) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x16x16xi1>) -> tensor<2x2x16x16xi1>
    %69 = "stablehlo.broadcast_in_dim"(%arg34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %70 = "stablehlo.select"(%68, %arg33, %69) : (tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    "func.return"(%70, %68) : (tensor<2x2x16x16xf32>, tensor<2x2x16x16xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x16x64xf32>, tensor<2x16x1xi32>) -> (tensor<2x16x1xf32>, tensor<2x16x1x1xi32>), sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<2x16x64xf32>, %arg29: tensor<2x16x1xi32>):
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x16x1xi32>
    %44 = "stablehlo.compare"(%arg29, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi1>
    %45 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %46 = "stablehlo.broadcast_in_dim"(%45) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x16x1xi32>
    %47 = "stablehlo.add"(%arg29, %46) : (tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi32>
    %48 = "stablehlo.select"(%44, %47, %arg29) : (tensor<2x16x1xi1>, tensor<2x16x1xi32>, tensor<2x16x1xi32>) -> tensor<2x16x1xi32>
    %49 = "stablehlo.reshape"(%48) : (tensor<2x16x1xi32>) -> tensor<2x16x1x1xi32>
    %50 = "stablehlo.constant"() <{value = dense<63> : tensor<1xi32>}> : () -> tensor<1xi32>
    %51 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x16x1x1xi32>
    %53 = "stablehlo.compare"(%49, %52) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x16x1x1xi32>, tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xi1>
    %54 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x16x1x1xi32>
    %56 = "stablehlo.compare"(%49, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x16x1x1xi32>, tensor<2x16x1x1xi32>) -> tensor<2x16x1x1xi1>
    %57 = "stablehlo.and"(%53, %56) : (tensor<2x16x1x1xi1>, tensor<2x16x1x1xi1>) -> tensor<2x16x1x1xi1>
    %58 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %59 = "stablehlo.reduce"(%57, %58) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg30: tensor<i1>, %arg31: tensor<i1>):
      %64 = "stablehlo.and"(%arg30, %arg31) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%64) : (tensor<i1>) -> ()
    }) : (tensor<2x16x1x1xi1>, tensor<i1>) -> tensor<2x16x1xi1>
    %60 = "stablehlo.gather"(%arg28, %49) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x16x64xf32>, tensor<2x16x1x1xi32>) -> tensor<2x16x1xf32>
    %61 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %63 = "stablehlo.select"(%59, %60, %62) : (tensor<2x16x1xi1>, tensor<2x16x1xf32>, tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    "func.return"(%63, %49) : (tensor<2x16x1xf32>, tensor<2x16x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x16x1xf32>, tensor<i32>) -> (tensor<2x16xf32>, tensor<1xi32>), sym_name = "_take_3", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<2x16x1xf32>, %arg25: tensor<i32>):
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.compare"(%arg25, %21) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %23 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.add"(%arg25, %23) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %25 = "func.call"(%22, %24, %arg25) <{callee = @_where_4}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %28 = "stablehlo.convert"(%26) : (tensor<1xi32>) -> tensor<1xi32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %31 = "stablehlo.compare"(%28, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %32 = "stablehlo.compare"(%28, %27) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %33 = "stablehlo.and"(%31, %32) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %34 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %35 = "stablehlo.reduce"(%33, %34) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg26: tensor<i1>, %arg27: tensor<i1>):
      %41 = "stablehlo.and"(%arg26, %arg27) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%41) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %36 = "stablehlo.gather"(%arg24, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 2, 16, 1>}> : (tensor<2x16x1xf32>, tensor<1xi32>) -> tensor<2x16xf32>
    %37 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<2x16xi1>
    %38 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16xf32>
    %40 = "stablehlo.select"(%37, %36, %39) : (tensor<2x16xi1>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
    "func.return"(%40, %26) : (tensor<2x16xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where_4", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i1>, %arg22: tensor<i32>, %arg23: tensor<i32>):
    %20 = "stablehlo.select"(%arg21, %arg22, %arg23) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%20) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1xi32>, tensor<2x16xf32>) -> tensor<2x16x1xf32>, sym_name = "_take_5", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<1xi32>, %arg18: tensor<2x16xf32>):
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x1xf32>
    %18 = "stablehlo.scatter"(%17, %arg17, %arg18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      %19 = "stablehlo.add"(%arg19, %arg20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%19) : (tensor<f32>) -> ()
    }) : (tensor<2x16x1xf32>, tensor<1xi32>, tensor<2x16xf32>) -> tensor<2x16x1xf32>
    "func.return"(%18) : (tensor<2x16x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x16x1x1xi32>, tensor<2x16x1xf32>) -> tensor<2x16x64xf32>, sym_name = "take_along_axis_6", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<2x16x1x1xi32>, %arg14: tensor<2x16x1xf32>):
    %12 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x64xf32>
    %14 = "stablehlo.scatter"(%13, %arg13, %arg14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %15 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%15) : (tensor<f32>) -> ()
    }) : (tensor<2x16x64xf32>, tensor<2x16x1x1xi32>, tensor<2x16x1xf32>) -> tensor<2x16x64xf32>
    "func.return"(%14) : (tensor<2x16x64xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>, sym_name = "_where_7", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<2x2x16x16xi1>, %arg12: tensor<2x2x16x16xf32>):
    %9 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x16x16xf32>
    %11 = "stablehlo.select"(%arg11, %arg12, %10) : (tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x16x16xf32>
    "func.return"(%11) : (tensor<2x2x16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x1xi32>, tensor<16x32xf32>) -> tensor<16x32xf32>, sym_name = "_take_8", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<16x1xi32>, %arg8: tensor<16x32xf32>):
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %7 = "stablehlo.scatter"(%6, %arg7, %arg8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %8 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) : (tensor<16x32xf32>, tensor<16x1xi32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%7) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x16x1xi32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>, sym_name = "_take_9", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x16x1xi32>, %arg4: tensor<2x16x32xf32>):
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x32xf32>
    %3 = "stablehlo.scatter"(%2, %arg3, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %4 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<64x32xf32>, tensor<2x16x1xi32>, tensor<2x16x32xf32>) -> tensor<64x32xf32>
    "func.return"(%3) : (tensor<64x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where_10", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%0) : (tensor<i32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
