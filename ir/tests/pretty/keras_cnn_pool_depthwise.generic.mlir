"builtin.module"() <{sym_name = "jit_step"}> ({
  "func.func"() <{function_type = (tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<2x8x8x3xf32>, tensor<2xi32>) -> (tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0][0]"}, {jax.result_info = "result[0][1]"}, {jax.result_info = "result[0][2]"}, {jax.result_info = "result[0][3]"}, {jax.result_info = "result[0][4]"}, {jax.result_info = "result[0][5]"}, {jax.result_info = "result[0][6]"}, {jax.result_info = "result[0][7]"}, {jax.result_info = "result[1][0]"}, {jax.result_info = "result[1][1]"}, {jax.result_info = "result[2][0]"}, {jax.result_info = "result[2][1]"}, {jax.result_info = "result[2][2]"}, {jax.result_info = "result[2][3]"}, {jax.result_info = "result[2][4]"}, {jax.result_info = "result[2][5]"}, {jax.result_info = "result[2][6]"}, {jax.result_info = "result[2][7]"}, {jax.result_info = "result[2][8]"}, {jax.result_info = "result[2][9]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg42: tensor<3x3x3x4xf32>, %arg43: tensor<4xf32>, %arg44: tensor<4xf32>, %arg45: tensor<4xf32>, %arg46: tensor<3x3x4x1xf32>, %arg47: tensor<4xf32>, %arg48: tensor<4x5xf32>, %arg49: tensor<5xf32>, %arg50: tensor<4xf32>, %arg51: tensor<4xf32>, %arg52: tensor<i32>, %arg53: tensor<f32>, %arg54: tensor<3x3x3x4xf32>, %arg55: tensor<4xf32>, %arg56: tensor<4xf32>, %arg57: tensor<4xf32>, %arg58: tensor<3x3x4x1xf32>, %arg59: tensor<4xf32>, %arg60: tensor<4x5xf32>, %arg61: tensor<5xf32>, %arg62: tensor<2x8x8x3xf32>, %arg63: tensor<2xi32>):
    %94 = "stablehlo.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %95 = "stablehlo.convolution"(%arg62, %arg42) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<2x8x8x4xf32>
    %96 = "stablehlo.reshape"(%arg43) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %98 = "stablehlo.add"(%95, %97) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.reduce"(%98, %99) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg92: tensor<f32>, %arg93: tensor<f32>):
      %326 = "stablehlo.add"(%arg92, %arg93) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%326) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %102 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %104 = "stablehlo.divide"(%101, %103) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %105 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %106:4 = "func.call"(%98, %105) <{callee = @_var}> : (tensor<2x8x8x4xf32>, tensor<i32>) -> (tensor<1x1x1x4xf32>, tensor<2x8x8x4xf32>, tensor<f32>, tensor<i1>)
    %107 = "stablehlo.reshape"(%104) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %108 = "stablehlo.reshape"(%106#0) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %109 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %111 = "stablehlo.multiply"(%arg50, %110) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %112 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %114 = "stablehlo.multiply"(%107, %113) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %115 = "stablehlo.add"(%111, %114) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %116 = "stablehlo.constant"() <{value = dense<9.900000e-01> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %118 = "stablehlo.multiply"(%arg51, %117) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %121 = "stablehlo.multiply"(%108, %120) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %122 = "stablehlo.add"(%118, %121) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %123 = "stablehlo.reshape"(%107) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %124 = "stablehlo.reshape"(%108) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %125 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %127 = "stablehlo.add"(%124, %126) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %128 = "stablehlo.rsqrt"(%127) : (tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %129 = "stablehlo.divide"(%128, %127) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %130 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %132 = "stablehlo.multiply"(%131, %129) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %133 = "stablehlo.reshape"(%arg44) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %134 = "stablehlo.multiply"(%128, %133) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %135 = "stablehlo.negate"(%123) : (tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %136 = "stablehlo.multiply"(%135, %134) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %137 = "stablehlo.reshape"(%arg45) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %138 = "stablehlo.add"(%136, %137) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %139 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %140 = "stablehlo.multiply"(%98, %139) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %141 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %142 = "stablehlo.add"(%140, %141) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %143 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %145 = "stablehlo.reduce_window"(%142, %144) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
      %325 = "stablehlo.maximum"(%arg90, %arg91) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%325) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x4x4x4xf32>
    %146 = "stablehlo.reshape"(%arg46) : (tensor<3x3x4x1xf32>) -> tensor<3x3x1x4xf32>
    %147 = "stablehlo.convolution"(%145, %146) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 4 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x4xf32>, tensor<3x3x1x4xf32>) -> tensor<2x4x4x4xf32>
    %148 = "stablehlo.reshape"(%arg47) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x4x4x4xf32>
    %150 = "stablehlo.add"(%147, %149) : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
    %151 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.reduce"(%150, %151) <{dimensions = array<i64: 1, 2>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %324 = "stablehlo.add"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%324) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x4xf32>
    %153 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %155 = "stablehlo.divide"(%152, %154) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %156 = "stablehlo.dot_general"(%155, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x4xf32>, tensor<4x5xf32>) -> tensor<2x5xf32>
    %157 = "stablehlo.broadcast_in_dim"(%arg49) <{broadcast_dimensions = array<i64: 1>}> : (tensor<5xf32>) -> tensor<1x5xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xf32>) -> tensor<2x5xf32>
    %159 = "stablehlo.add"(%156, %158) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %160 = "stablehlo.convert"(%arg63) : (tensor<2xi32>) -> tensor<2xf32>
    %161 = "stablehlo.convert"(%160) : (tensor<2xf32>) -> tensor<2xi32>
    %162:3 = "func.call"(%159) <{callee = @log_softmax}> : (tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x1xf32>)
    %163 = "func.call"(%161) <{callee = @_one_hot}> : (tensor<2xi32>) -> tensor<2x5xf32>
    %164 = "stablehlo.multiply"(%163, %162#0) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %165 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.reduce"(%164, %165) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %323 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%323) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %167 = "stablehlo.negate"(%166) : (tensor<2xf32>) -> tensor<2xf32>
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.reduce"(%167, %168) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg84: tensor<f32>, %arg85: tensor<f32>):
      %322 = "stablehlo.add"(%arg84, %arg85) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%322) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %170 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %171 = "stablehlo.reduce"(%94, %170) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg82: tensor<i32>, %arg83: tensor<i32>):
      %321 = "stablehlo.multiply"(%arg82, %arg83) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%321) : (tensor<i32>) -> ()
    }) : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %172 = "stablehlo.convert"(%171) : (tensor<i32>) -> tensor<f32>
    %173 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.compare"(%172, %173) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %175 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %176 = "func.call"(%174, %175, %172) <{callee = @_where_0}> : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %177 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.compare"(%172, %177) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %179 = "stablehlo.divide"(%169, %176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %180 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %181 = "func.call"(%178, %180, %179) <{callee = @_where_1}> : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %182 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "func.call"(%178, %182) <{callee = @_where_2}> : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %184 = "stablehlo.divide"(%183, %176) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %186 = "stablehlo.negate"(%185) : (tensor<2xf32>) -> tensor<2xf32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x5xf32>
    %188 = "stablehlo.multiply"(%163, %187) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %189 = "func.call"(%162#1, %162#2, %188) <{callee = @log_softmax_3}> : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %190 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.reduce"(%189, %190) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg80: tensor<f32>, %arg81: tensor<f32>):
      %320 = "stablehlo.add"(%arg80, %arg81) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%320) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<5xf32>
    %192 = "stablehlo.reshape"(%191) : (tensor<5xf32>) -> tensor<1x5xf32>
    %193 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.reduce"(%192, %193) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %319 = "stablehlo.add"(%arg78, %arg79) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%319) : (tensor<f32>) -> ()
    }) : (tensor<1x5xf32>, tensor<f32>) -> tensor<5xf32>
    %195 = "stablehlo.dot_general"(%189, %155) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5xf32>, tensor<2x4xf32>) -> tensor<5x4xf32>
    %196 = "stablehlo.transpose"(%195) <{permutation = array<i64: 1, 0>}> : (tensor<5x4xf32>) -> tensor<4x5xf32>
    %197 = "stablehlo.dot_general"(%189, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5xf32>, tensor<4x5xf32>) -> tensor<2x4xf32>
    %198 = "stablehlo.constant"() <{value = dense<1.600000e+01> : tensor<f32>}> : () -> tensor<f32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4xf32>
    %200 = "stablehlo.divide"(%197, %199) : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64: 0, 3>}> : (tensor<2x4xf32>) -> tensor<2x4x4x4xf32>
    %202 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %203 = "stablehlo.reduce"(%201, %202) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %318 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%318) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<4xf32>
    %204 = "stablehlo.reshape"(%203) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %205 = "stablehlo.reshape"(%204) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %206 = "stablehlo.convolution"(%145, %201) <{batch_group_count = 4 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x4xf32>, tensor<2x4x4x4xf32>) -> tensor<3x3x1x4xf32>
    %207 = "stablehlo.reshape"(%146) : (tensor<3x3x1x4xf32>) -> tensor<3x3x1x4x1xf32>
    %208 = "stablehlo.transpose"(%207) <{permutation = array<i64: 0, 1, 3, 2, 4>}> : (tensor<3x3x1x4x1xf32>) -> tensor<3x3x4x1x1xf32>
    %209 = "stablehlo.reshape"(%208) : (tensor<3x3x4x1x1xf32>) -> tensor<3x3x4x1xf32>
    %210 = "stablehlo.reverse"(%209) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x4x1xf32>) -> tensor<3x3x4x1xf32>
    %211 = "stablehlo.convolution"(%201, %210) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 4 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x4xf32>, tensor<3x3x4x1xf32>) -> tensor<2x4x4x4xf32>
    %212 = "stablehlo.reshape"(%206) : (tensor<3x3x1x4xf32>) -> tensor<3x3x4x1xf32>
    %213 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.pad"(%142, %213) <{edge_padding_high = array<i64: 0, 0, 0, 0>, edge_padding_low = array<i64: 0, 0, 0, 0>, interior_padding = array<i64: 0, 0, 0, 0>}> : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<2x8x8x4xf32>
    %215 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.select_and_scatter"(%214, %211, %215) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %317 = "stablehlo.compare"(%arg74, %arg75) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%317) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg72: tensor<f32>, %arg73: tensor<f32>):
      %316 = "stablehlo.add"(%arg72, %arg73) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%316) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4xf32>, tensor<2x4x4x4xf32>, tensor<f32>) -> tensor<2x8x8x4xf32>
    %217 = "stablehlo.slice"(%216) <{limit_indices = array<i64: 2, 8, 8, 4>, start_indices = array<i64: 0, 0, 0, 0>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %218 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %219 = "stablehlo.reduce"(%217, %218) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %315 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%315) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %221 = "stablehlo.multiply"(%98, %217) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %222 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.reduce"(%221, %222) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %314 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%314) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %224 = "stablehlo.reshape"(%223) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %225 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %226 = "stablehlo.multiply"(%217, %225) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %227 = "stablehlo.reshape"(%220) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %228 = "stablehlo.multiply"(%135, %220) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %229 = "stablehlo.add"(%224, %228) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %230 = "stablehlo.multiply"(%220, %134) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %231 = "stablehlo.negate"(%230) : (tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %232 = "stablehlo.multiply"(%128, %229) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %233 = "stablehlo.multiply"(%229, %133) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %234 = "stablehlo.reshape"(%232) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %235 = "stablehlo.multiply"(%233, %132) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %236 = "stablehlo.reshape"(%235) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %237 = "stablehlo.reshape"(%231) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %238 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %239 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %240 = "func.call"(%106#1, %106#2, %106#3, %238) <{callee = @_var_4}> : (tensor<2x8x8x4xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %241 = "stablehlo.add"(%226, %240) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %242 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %244 = "stablehlo.divide"(%239, %243) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %245 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %313 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%313) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %248 = "stablehlo.add"(%241, %247) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %249 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %250 = "stablehlo.reduce"(%248, %249) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %312 = "stablehlo.add"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%312) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %251 = "stablehlo.reshape"(%250) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %252 = "stablehlo.reshape"(%251) : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %253 = "stablehlo.convolution"(%arg62, %248) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x8x8x3xf32>, tensor<2x8x8x4xf32>) -> tensor<3x3x3x4xf32>
    %254 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %256 = "stablehlo.multiply"(%arg54, %255) : (tensor<3x3x3x4xf32>, tensor<3x3x3x4xf32>) -> tensor<3x3x3x4xf32>
    %257 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x3x4xf32>
    %258 = "stablehlo.multiply"(%253, %257) : (tensor<3x3x3x4xf32>, tensor<3x3x3x4xf32>) -> tensor<3x3x3x4xf32>
    %259 = "stablehlo.subtract"(%256, %258) : (tensor<3x3x3x4xf32>, tensor<3x3x3x4xf32>) -> tensor<3x3x3x4xf32>
    %260 = "stablehlo.add"(%arg42, %259) : (tensor<3x3x3x4xf32>, tensor<3x3x3x4xf32>) -> tensor<3x3x3x4xf32>
    %261 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %263 = "stablehlo.multiply"(%arg55, %262) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %264 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %265 = "stablehlo.multiply"(%252, %264) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %266 = "stablehlo.subtract"(%263, %265) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %267 = "stablehlo.add"(%arg43, %266) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %268 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %270 = "stablehlo.multiply"(%arg56, %269) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %271 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %272 = "stablehlo.multiply"(%234, %271) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %273 = "stablehlo.subtract"(%270, %272) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %274 = "stablehlo.add"(%arg44, %273) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %275 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %277 = "stablehlo.multiply"(%arg57, %276) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %278 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %279 = "stablehlo.multiply"(%227, %278) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %280 = "stablehlo.subtract"(%277, %279) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %281 = "stablehlo.add"(%arg45, %280) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %282 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x4x1xf32>
    %284 = "stablehlo.multiply"(%arg58, %283) : (tensor<3x3x4x1xf32>, tensor<3x3x4x1xf32>) -> tensor<3x3x4x1xf32>
    %285 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x4x1xf32>
    %286 = "stablehlo.multiply"(%212, %285) : (tensor<3x3x4x1xf32>, tensor<3x3x4x1xf32>) -> tensor<3x3x4x1xf32>
    %287 = "stablehlo.subtract"(%284, %286) : (tensor<3x3x4x1xf32>, tensor<3x3x4x1xf32>) -> tensor<3x3x4x1xf32>
    %288 = "stablehlo.add"(%arg46, %287) : (tensor<3x3x4x1xf32>, tensor<3x3x4x1xf32>) -> tensor<3x3x4x1xf32>
    %289 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.broadcast_in_dim"(%289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %291 = "stablehlo.multiply"(%arg59, %290) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %292 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %293 = "stablehlo.multiply"(%205, %292) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %294 = "stablehlo.subtract"(%291, %293) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %295 = "stablehlo.add"(%arg47, %294) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %296 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %298 = "stablehlo.multiply"(%arg60, %297) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %299 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x5xf32>
    %300 = "stablehlo.multiply"(%196, %299) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %301 = "stablehlo.subtract"(%298, %300) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %302 = "stablehlo.add"(%arg48, %301) : (tensor<4x5xf32>, tensor<4x5xf32>) -> tensor<4x5xf32>
    %303 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %304 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %305 = "stablehlo.multiply"(%arg61, %304) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %306 = "stablehlo.broadcast_in_dim"(%arg53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %307 = "stablehlo.multiply"(%194, %306) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %308 = "stablehlo.subtract"(%305, %307) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %309 = "stablehlo.add"(%arg49, %308) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %310 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %311 = "stablehlo.add"(%arg52, %310) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%260, %267, %274, %281, %288, %295, %302, %309, %115, %122, %311, %arg53, %259, %266, %273, %280, %287, %294, %301, %308, %181) : (tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>, tensor<f32>, tensor<3x3x3x4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<3x3x4x1xf32>, tensor<4xf32>, tensor<4x5xf32>, tensor<5xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8x8x4xf32>, tensor<i32>) -> (tensor<1x1x1x4xf32>, tensor<2x8x8x4xf32>, tensor<f32>, tensor<i1>), sym_name = "_var", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<2x8x8x4xf32>, %arg37: tensor<i32>):
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.reduce"(%arg36, %68) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %93 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%93) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %71 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %73 = "stablehlo.divide"(%70, %72) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %74 = "stablehlo.broadcast_in_dim"(%73) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>
    %75 = "stablehlo.subtract"(%arg36, %74) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %76 = "chlo.square"(%75) : (tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %77 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8x4xf32>
    %79 = "stablehlo.multiply"(%78, %75) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %80 = "stablehlo.convert"(%arg37) : (tensor<i32>) -> tensor<f32>
    %81 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.subtract"(%81, %80) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.reduce"(%76, %83) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %92 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%92) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %86 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %87 = "stablehlo.divide"(%85, %86) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.compare"(%82, %88) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %90 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %91 = "func.call"(%89, %87, %90) <{callee = @_where}> : (tensor<i1>, tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<1x1x1x4xf32>
    "func.return"(%91, %79, %82, %89) : (tensor<1x1x1x4xf32>, tensor<2x8x8x4xf32>, tensor<f32>, tensor<i1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<1x1x1x4xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<i1>, %arg34: tensor<1x1x1x4xf32>, %arg35: tensor<f32>):
    %65 = "stablehlo.convert"(%arg35) : (tensor<f32>) -> tensor<f32>
    %66 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %67 = "stablehlo.select"(%arg33, %arg34, %66) : (tensor<i1>, tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    "func.return"(%67) : (tensor<1x1x1x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xf32>) -> (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x1xf32>), sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<2x5xf32>):
    %48 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%arg28, %48) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg31: tensor<f32>, %arg32: tensor<f32>):
      %64 = "stablehlo.maximum"(%arg31, %arg32) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%64) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %50 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %52 = "stablehlo.maximum"(%51, %49) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %55 = "stablehlo.subtract"(%arg28, %54) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %56 = "stablehlo.exponential"(%55) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.reduce"(%56, %57) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      %63 = "stablehlo.add"(%arg29, %arg30) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%63) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x1xf32>
    %60 = "stablehlo.log"(%59) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xf32>) -> tensor<2x5xf32>
    %62 = "stablehlo.subtract"(%55, %61) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%62, %56, %59) : (tensor<2x5xf32>, tensor<2x5xf32>, tensor<2x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xi32>) -> tensor<2x5xf32>, sym_name = "_one_hot", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<2xi32>):
    %42 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xi32>) -> tensor<2x1xi32>
    %43 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<1x5xi32>
    %44 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x1xi32>) -> tensor<2x5xi32>
    %45 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x5xi32>) -> tensor<2x5xi32>
    %46 = "stablehlo.compare"(%44, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %47 = "stablehlo.convert"(%46) : (tensor<2x5xi1>) -> tensor<2x5xf32>
    "func.return"(%47) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>, sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<i1>, %arg25: tensor<i32>, %arg26: tensor<f32>):
    %40 = "stablehlo.convert"(%arg25) : (tensor<i32>) -> tensor<f32>
    %41 = "stablehlo.select"(%arg24, %40, %arg26) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%41) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>, sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg21: tensor<i1>, %arg22: tensor<i32>, %arg23: tensor<f32>):
    %38 = "stablehlo.convert"(%arg22) : (tensor<i32>) -> tensor<f32>
    %39 = "stablehlo.select"(%arg21, %38, %arg23) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%39) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<f32>) -> tensor<f32>, sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<i1>, %arg20: tensor<f32>):
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.select"(%arg19, %36, %arg20) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%37) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>, sym_name = "log_softmax_3", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x5xf32>, %arg13: tensor<2x1xf32>, %arg14: tensor<2x5xf32>):
    %24 = "stablehlo.negate"(%arg14) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.reduce"(%24, %25) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>):
      %35 = "stablehlo.add"(%arg17, %arg18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%35) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<2xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<2xf32>) -> tensor<2x1xf32>
    %28 = "stablehlo.divide"(%27, %arg13) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.reduce"(%28, %29) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg15: tensor<f32>, %arg16: tensor<f32>):
      %34 = "stablehlo.add"(%arg15, %arg16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%34) : (tensor<f32>) -> ()
    }) : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xf32>) -> tensor<2x5xf32>
    %32 = "stablehlo.multiply"(%31, %arg12) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %33 = "stablehlo.add"(%arg14, %32) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%33) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x8x8x4xf32>, tensor<f32>, tensor<i1>, tensor<1x1x1x4xf32>) -> tensor<2x8x8x4xf32>, sym_name = "_var_4", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x8x8x4xf32>, %arg3: tensor<f32>, %arg4: tensor<i1>, %arg5: tensor<1x1x1x4xf32>):
    %3 = "func.call"(%arg4, %arg5) <{callee = @_where_5}> : (tensor<i1>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %4 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %5 = "stablehlo.divide"(%3, %4) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.reduce"(%5, %6) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %23 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%23) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %9 = "stablehlo.multiply"(%8, %arg2) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %10 = "stablehlo.negate"(%9) : (tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.reduce"(%10, %11) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %22 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%22) : (tensor<f32>) -> ()
    }) : (tensor<2x8x8x4xf32>, tensor<f32>) -> tensor<4xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.280000e+02> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %16 = "stablehlo.divide"(%13, %15) : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.reduce"(%16, %17) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %21 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64: 3>}> : (tensor<4xf32>) -> tensor<2x8x8x4xf32>
    %20 = "stablehlo.add"(%9, %19) : (tensor<2x8x8x4xf32>, tensor<2x8x8x4xf32>) -> tensor<2x8x8x4xf32>
    "func.return"(%20) : (tensor<2x8x8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>, sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<1x1x1x4xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x4xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<i1>, tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x1x4xf32>
    "func.return"(%2) : (tensor<1x1x1x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
