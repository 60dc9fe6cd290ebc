"builtin.module"() <{sym_name = "jit_remat_step"}> ({
  "func.func"() <{function_type = (tensor<6x6xf32>, tensor<3x6xf32>, tensor<3xi32>) -> (tensor<6x6xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg33: tensor<6x6xf32>, %arg34: tensor<3x6xf32>, %arg35: tensor<3xi32>):
    %88 = "stablehlo.dot_general"(%arg34, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %89 = "stablehlo.multiply"(%88, %88) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %90 = "stablehlo.multiply"(%89, %88) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %91 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %93 = "stablehlo.multiply"(%92, %90) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %94 = "stablehlo.add"(%88, %93) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %95 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %96 = "stablehlo.broadcast_in_dim"(%95) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %97 = "stablehlo.multiply"(%96, %94) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %98 = "stablehlo.tanh"(%97) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %99 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %101 = "stablehlo.add"(%100, %98) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %102 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %104 = "stablehlo.multiply"(%103, %101) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %105 = "stablehlo.multiply"(%88, %104) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %106 = "stablehlo.dot_general"(%105, %arg33) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %107 = "stablehlo.multiply"(%106, %106) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %108 = "stablehlo.multiply"(%107, %106) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %109 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %111 = "stablehlo.multiply"(%110, %108) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %112 = "stablehlo.add"(%106, %111) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %113 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %115 = "stablehlo.multiply"(%114, %112) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %116 = "stablehlo.tanh"(%115) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %119 = "stablehlo.add"(%118, %116) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %120 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %122 = "stablehlo.multiply"(%121, %119) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %123 = "stablehlo.multiply"(%106, %122) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %124:2 = "chlo.top_k"(%123) <{k = 2 : i64}> : (tensor<3x6xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %125 = "stablehlo.reshape"(%124#1) : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %126 = "func.call"(%123) <{callee = @argmax}> : (tensor<3x6xf32>) -> tensor<3xi32>
    %127:2 = "func.call"(%123) <{callee = @sort}> : (tensor<3x6xf32>) -> (tensor<3x6xf32>, tensor<3x6x1xui32>)
    %128 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi32>) -> tensor<3x1xi32>
    %129:2 = "func.call"(%123, %128) <{callee = @take_along_axis}> : (tensor<3x6xf32>, tensor<3x1xi32>) -> (tensor<3x1xf32>, tensor<3x1x1xi32>)
    %130 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %131:2 = "func.call"(%129#0, %130) <{callee = @_take}> : (tensor<3x1xf32>, tensor<i32>) -> (tensor<3xf32>, tensor<1xi32>)
    %132 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.reduce"(%123, %132) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %309 = "stablehlo.maximum"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%309) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %134 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %136 = "stablehlo.maximum"(%135, %133) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %137 = "stablehlo.is_finite"(%136) : (tensor<3xf32>) -> tensor<3xi1>
    %138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %140 = "stablehlo.select"(%137, %136, %139) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %141 = "stablehlo.broadcast_in_dim"(%140) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x1xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %143 = "stablehlo.subtract"(%123, %142) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %144 = "stablehlo.exponential"(%143) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %145 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.reduce"(%144, %145) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %308 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%308) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %147 = "stablehlo.abs"(%146) : (tensor<3xf32>) -> tensor<3xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %150 = "stablehlo.compare"(%146, %149) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %151 = "stablehlo.log"(%147) : (tensor<3xf32>) -> tensor<3xf32>
    %152 = "stablehlo.add"(%151, %140) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %153 = "stablehlo.subtract"(%152, %131#0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %307 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%307) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %156 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.divide"(%155, %156) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "stablehlo.reduce"(%124#0, %158) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %306 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%306) : (tensor<f32>) -> ()
    }) : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %160 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.divide"(%159, %160) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %162 = "stablehlo.add"(%157, %161) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %163 = "stablehlo.slice"(%127#0) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x6xf32>) -> tensor<3x1xf32>
    %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.reduce"(%163, %164) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %305 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%305) : (tensor<f32>) -> ()
    }) : (tensor<3x1xf32>, tensor<f32>) -> tensor<f32>
    %166 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.divide"(%165, %166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %168 = "stablehlo.add"(%162, %167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %169 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %170 = "stablehlo.reduce"(%126, %169) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg38: tensor<i32>, %arg39: tensor<i32>):
      %304 = "stablehlo.add"(%arg38, %arg39) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%304) : (tensor<i32>) -> ()
    }) : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
    %171 = "stablehlo.convert"(%170) : (tensor<i32>) -> tensor<f32>
    %172 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %173 = "stablehlo.multiply"(%171, %172) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %174 = "stablehlo.convert"(%173) : (tensor<f32>) -> tensor<f32>
    %175 = "stablehlo.add"(%168, %174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %176 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %177 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %178 = "stablehlo.divide"(%176, %177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %180 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.pad"(%179, %180) <{edge_padding_high = array<i64: 0, 5>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x6xf32>
    %182 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.divide"(%182, %183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x2xf32>
    %186 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.divide"(%186, %187) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %189 = "stablehlo.broadcast_in_dim"(%188) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %190 = "stablehlo.negate"(%189) : (tensor<3xf32>) -> tensor<3xf32>
    %191 = "stablehlo.divide"(%189, %147) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %192 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %193 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %194 = "stablehlo.select"(%150, %193, %191) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %195 = "stablehlo.select"(%150, %191, %193) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %196 = "stablehlo.negate"(%194) : (tensor<3xf32>) -> tensor<3xf32>
    %197 = "stablehlo.add"(%195, %196) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xf32>) -> tensor<3x6xf32>
    %199 = "stablehlo.multiply"(%198, %144) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %200 = "func.call"(%131#1, %190) <{callee = @_take_0}> : (tensor<1xi32>, tensor<3xf32>) -> tensor<3x1xf32>
    %201 = "func.call"(%129#1, %200) <{callee = @take_along_axis_1}> : (tensor<3x1x1xi32>, tensor<3x1xf32>) -> tensor<3x6xf32>
    %202 = "stablehlo.add"(%199, %201) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %203 = "func.call"(%127#1, %181) <{callee = @sort_2}> : (tensor<3x6x1xui32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %204 = "stablehlo.add"(%202, %203) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %205 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %207 = "stablehlo.scatter"(%206, %125, %185) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %303 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%303) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<3x2x1xi32>, tensor<3x2xf32>) -> tensor<3x6xf32>
    %208 = "stablehlo.add"(%204, %207) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %209:3 = "stablehlo.optimization_barrier"(%arg33, %105, %208) : (tensor<6x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) -> (tensor<6x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>)
    %210 = "stablehlo.dot_general"(%209#1, %209#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %211 = "stablehlo.multiply"(%210, %210) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %212 = "stablehlo.multiply"(%211, %210) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %213 = "stablehlo.multiply"(%210, %210) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %214 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %216 = "stablehlo.multiply"(%215, %213) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %217 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %219 = "stablehlo.multiply"(%218, %212) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %220 = "stablehlo.add"(%210, %219) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %221 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %223 = "stablehlo.multiply"(%222, %220) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %224 = "stablehlo.tanh"(%223) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %225 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %227 = "stablehlo.subtract"(%226, %224) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %228 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.broadcast_in_dim"(%228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %230 = "stablehlo.add"(%229, %224) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %231 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.broadcast_in_dim"(%231) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %233 = "stablehlo.multiply"(%232, %230) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %234 = "stablehlo.multiply"(%210, %209#2) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %235 = "stablehlo.multiply"(%209#2, %233) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %236 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %237 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %238 = "stablehlo.multiply"(%237, %234) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %239 = "stablehlo.multiply"(%238, %227) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %240 = "stablehlo.multiply"(%239, %224) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %241 = "stablehlo.add"(%239, %240) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %242 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %243 = "stablehlo.broadcast_in_dim"(%242) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %244 = "stablehlo.multiply"(%243, %241) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %245 = "stablehlo.add"(%235, %244) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %246 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %248 = "stablehlo.multiply"(%247, %244) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %249 = "stablehlo.multiply"(%248, %216) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %250 = "stablehlo.add"(%245, %249) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %251 = "stablehlo.dot_general"(%250, %209#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<6x6xf32>
    %252 = "stablehlo.transpose"(%251) <{permutation = array<i64: 1, 0>}> : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %253 = "stablehlo.dot_general"(%250, %209#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %254:3 = "stablehlo.optimization_barrier"(%arg33, %arg34, %253) : (tensor<6x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>) -> (tensor<6x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>)
    %255 = "stablehlo.dot_general"(%254#1, %254#0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %256 = "stablehlo.multiply"(%255, %255) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %257 = "stablehlo.multiply"(%256, %255) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %258 = "stablehlo.multiply"(%255, %255) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %259 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %261 = "stablehlo.multiply"(%260, %258) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %262 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %264 = "stablehlo.multiply"(%263, %257) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %265 = "stablehlo.add"(%255, %264) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %266 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %268 = "stablehlo.multiply"(%267, %265) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %269 = "stablehlo.tanh"(%268) : (tensor<3x6xf32>) -> tensor<3x6xf32>
    %270 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %272 = "stablehlo.subtract"(%271, %269) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %273 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %275 = "stablehlo.add"(%274, %269) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %276 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %277 = "stablehlo.broadcast_in_dim"(%276) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %278 = "stablehlo.multiply"(%277, %275) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %279 = "stablehlo.multiply"(%255, %254#2) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %280 = "stablehlo.multiply"(%254#2, %278) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %281 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %283 = "stablehlo.multiply"(%282, %279) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %284 = "stablehlo.multiply"(%283, %272) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %285 = "stablehlo.multiply"(%284, %269) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %286 = "stablehlo.add"(%284, %285) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %287 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %288 = "stablehlo.broadcast_in_dim"(%287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %289 = "stablehlo.multiply"(%288, %286) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %290 = "stablehlo.add"(%280, %289) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %291 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.broadcast_in_dim"(%291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %293 = "stablehlo.multiply"(%292, %289) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %294 = "stablehlo.multiply"(%293, %261) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %295 = "stablehlo.add"(%290, %294) : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %296 = "stablehlo.dot_general"(%295, %254#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<6x6xf32>
    %297 = "stablehlo.transpose"(%296) <{permutation = array<i64: 1, 0>}> : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %298 = "stablehlo.add"(%252, %297) : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
    %299 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %300 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x6xf32>
    %301 = "stablehlo.multiply"(%300, %298) : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
    %302 = "stablehlo.subtract"(%arg33, %301) : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
    "func.return"(%302, %175) : (tensor<6x6xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6xf32>) -> tensor<3xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg28: tensor<3x6xf32>):
    %75 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x6xi32>
    %76 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %78:2 = "stablehlo.reduce"(%arg28, %75, %76, %77) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<i32>, %arg31: tensor<f32>, %arg32: tensor<i32>):
      %79 = "stablehlo.compare"(%arg29, %arg31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %80 = "stablehlo.compare"(%arg29, %arg29) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %81 = "stablehlo.or"(%79, %80) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %82 = "stablehlo.compare"(%arg29, %arg31) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %83 = "stablehlo.compare"(%arg30, %arg32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %84 = "stablehlo.and"(%82, %83) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %85 = "stablehlo.or"(%81, %84) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %86 = "stablehlo.select"(%81, %arg29, %arg31) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %87 = "stablehlo.select"(%85, %arg30, %arg32) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%86, %87) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<3x6xf32>, tensor<3x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
    "func.return"(%78#1) : (tensor<3xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6xf32>) -> (tensor<3x6xf32>, tensor<3x6x1xui32>), sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<3x6xf32>):
    %57 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x6xui32>
    %58:2 = "stablehlo.sort"(%arg23, %57) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg24: tensor<f32>, %arg25: tensor<f32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>):
      %60 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %61 = "stablehlo.compare"(%arg24, %60) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %63 = "stablehlo.select"(%61, %62, %arg24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %64 = "stablehlo.compare"(%arg24, %arg24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %65 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %66 = "stablehlo.select"(%64, %65, %63) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %67 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %68 = "stablehlo.compare"(%arg25, %67) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %69 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %70 = "stablehlo.select"(%68, %69, %arg25) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %71 = "stablehlo.compare"(%arg25, %arg25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %72 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %73 = "stablehlo.select"(%71, %72, %70) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %74 = "stablehlo.compare"(%66, %73) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%74) : (tensor<i1>) -> ()
    }) : (tensor<3x6xf32>, tensor<3x6xui32>) -> (tensor<3x6xf32>, tensor<3x6xui32>)
    %59 = "stablehlo.broadcast_in_dim"(%58#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x6xui32>) -> tensor<3x6x1xui32>
    "func.return"(%58#0, %59) : (tensor<3x6xf32>, tensor<3x6x1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6xf32>, tensor<3x1xi32>) -> (tensor<3x1xf32>, tensor<3x1x1xi32>), sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<3x6xf32>, %arg20: tensor<3x1xi32>):
    %34 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %35 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x1xi32>
    %36 = "stablehlo.compare"(%arg20, %35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %37 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x1xi32>
    %39 = "stablehlo.add"(%arg20, %38) : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %40 = "stablehlo.select"(%36, %39, %arg20) : (tensor<3x1xi1>, tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
    %41 = "stablehlo.reshape"(%40) : (tensor<3x1xi32>) -> tensor<3x1x1xi32>
    %42 = "stablehlo.constant"() <{value = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
    %43 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<3x1x1xi32>
    %45 = "stablehlo.compare"(%41, %44) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %46 = "stablehlo.broadcast_in_dim"(%42) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<3x1x1xi32>
    %48 = "stablehlo.compare"(%41, %47) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %49 = "stablehlo.and"(%45, %48) : (tensor<3x1x1xi1>, tensor<3x1x1xi1>) -> tensor<3x1x1xi1>
    %50 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %51 = "stablehlo.reduce"(%49, %50) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg21: tensor<i1>, %arg22: tensor<i1>):
      %56 = "stablehlo.and"(%arg21, %arg22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%56) : (tensor<i1>) -> ()
    }) : (tensor<3x1x1xi1>, tensor<i1>) -> tensor<3x1xi1>
    %52 = "stablehlo.gather"(%arg19, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x6xf32>, tensor<3x1x1xi32>) -> tensor<3x1xf32>
    %53 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %55 = "stablehlo.select"(%51, %52, %54) : (tensor<3x1xi1>, tensor<3x1xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
    "func.return"(%55, %41) : (tensor<3x1xf32>, tensor<3x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x1xf32>, tensor<i32>) -> (tensor<3xf32>, tensor<1xi32>), sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<3x1xf32>, %arg16: tensor<i32>):
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.compare"(%arg16, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %16 = "stablehlo.add"(%arg16, %15) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %17 = "func.call"(%14, %16, %arg16) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %20 = "stablehlo.convert"(%18) : (tensor<1xi32>) -> tensor<1xi32>
    %21 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.compare"(%20, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %24 = "stablehlo.compare"(%20, %19) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %25 = "stablehlo.and"(%23, %24) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %26 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %27 = "stablehlo.reduce"(%25, %26) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
      %33 = "stablehlo.and"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %28 = "stablehlo.gather"(%arg15, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x1xf32>, tensor<1xi32>) -> tensor<3xf32>
    %29 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<3xi1>
    %30 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %32 = "stablehlo.select"(%29, %28, %31) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%32, %18) : (tensor<3xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i1>, %arg13: tensor<i32>, %arg14: tensor<i32>):
    %12 = "stablehlo.select"(%arg12, %arg13, %arg14) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%12) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1xi32>, tensor<3xf32>) -> tensor<3x1xf32>, sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<1xi32>, %arg9: tensor<3xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x1xf32>
    %10 = "stablehlo.scatter"(%9, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %11 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<3x1xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<3x1xf32>
    "func.return"(%10) : (tensor<3x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x1x1xi32>, tensor<3x1xf32>) -> tensor<3x6xf32>, sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<3x1x1xi32>, %arg5: tensor<3x1xf32>):
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %6 = "stablehlo.scatter"(%5, %arg4, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
      %7 = "stablehlo.add"(%arg6, %arg7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%7) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<3x1x1xi32>, tensor<3x1xf32>) -> tensor<3x6xf32>
    "func.return"(%6) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x6x1xui32>, tensor<3x6xf32>) -> tensor<3x6xf32>, sym_name = "sort_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<3x6x1xui32>, %arg1: tensor<3x6xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x6xf32>
    %2 = "stablehlo.scatter"(%1, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %3 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%3) : (tensor<f32>) -> ()
    }) : (tensor<3x6xf32>, tensor<3x6x1xui32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    "func.return"(%2) : (tensor<3x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
