"builtin.module"() <{sym_name = "jit_tr_step"}> ({
  "func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {tf.aliasing_output = 1 : i32}, {tf.aliasing_output = 2 : i32}, {tf.aliasing_output = 3 : i32}, {}, {}, {}], function_type = (tensor<20x8xf32>, tensor<9x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<2x5xi32>, tensor<2x5xi32>, tensor<i32>) -> (tensor<20x8xf32>, tensor<9x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['emb']"}, {jax.result_info = "result[0]['pos']"}, {jax.result_info = "result[0]['wk']"}, {jax.result_info = "result[0]['wq']"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg28: tensor<20x8xf32>, %arg29: tensor<9x8xf32>, %arg30: tensor<8x8xf32>, %arg31: tensor<8x8xf32>, %arg32: tensor<2x5xi32>, %arg33: tensor<2x5xi32>, %arg34: tensor<i32>):
    %82 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5xi32>
    %84 = "stablehlo.compare"(%arg32, %83) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %85 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5xi32>
    %87 = "stablehlo.add"(%arg32, %86) : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    %88 = "stablehlo.select"(%84, %87, %arg32) : (tensor<2x5xi1>, tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xi32>) -> tensor<2x5x1xi32>
    %90 = "stablehlo.gather"(%arg28, %89) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<20x8xf32>, tensor<2x5x1xi32>) -> tensor<2x5x8xf32>
    %91 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %92 = "stablehlo.compare"(%arg34, %91) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %93 = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %94 = "stablehlo.add"(%arg34, %93) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %95 = "stablehlo.select"(%92, %94, %arg34) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %96 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %97 = "stablehlo.dynamic_slice"(%arg29, %95, %96) <{slice_sizes = array<i64: 5, 8>}> : (tensor<9x8xf32>, tensor<i32>, tensor<i32>) -> tensor<5x8xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<5x8xf32>) -> tensor<1x5x8xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x5x8xf32>) -> tensor<2x5x8xf32>
    %100 = "stablehlo.add"(%90, %99) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %101 = "stablehlo.dot_general"(%100, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %102 = "stablehlo.dot_general"(%100, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %103 = "stablehlo.dot_general"(%101, %102) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x5xf32>
    %104 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x5xf32>
    %106 = "stablehlo.divide"(%103, %105) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %107 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5x5xi1>
    %109 = "func.call"(%108) <{callee = @tril}> : (tensor<5x5xi1>) -> tensor<5x5xi1>
    %110 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %111:2 = "func.call"(%109, %106, %110) <{callee = @_where}> : (tensor<5x5xi1>, tensor<2x5x5xf32>, tensor<f32>) -> (tensor<2x5x5xf32>, tensor<2x5x5xi1>)
    %112 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.reduce"(%111#0, %112) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg67: tensor<f32>, %arg68: tensor<f32>):
      %360 = "stablehlo.maximum"(%arg67, %arg68) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%360) : (tensor<f32>) -> ()
    }) : (tensor<2x5x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    %114 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5xf32>
    %116 = "stablehlo.maximum"(%115, %113) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x5x1xf32>) -> tensor<2x5x5xf32>
    %119 = "stablehlo.subtract"(%111#0, %118) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %120 = "stablehlo.exponential"(%119) : (tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %121 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.reduce"(%120, %121) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %359 = "stablehlo.add"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%359) : (tensor<f32>) -> ()
    }) : (tensor<2x5x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x5x1xf32>) -> tensor<2x5x5xf32>
    %125 = "stablehlo.divide"(%120, %124) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %126 = "stablehlo.multiply"(%123, %123) : (tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %127 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x1xf32>
    %129 = "stablehlo.divide"(%128, %126) : (tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %130 = "stablehlo.dot_general"(%125, %100) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %131 = "stablehlo.multiply"(%130, %130) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %132 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %133 = "stablehlo.reduce"(%131, %132) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %358 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%358) : (tensor<f32>) -> ()
    }) : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %135 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x1xf32>
    %137 = "stablehlo.divide"(%134, %136) : (tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %138 = "stablehlo.constant"() <{value = dense<9.99999997E-7> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x1xf32>
    %140 = "stablehlo.add"(%137, %139) : (tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %141 = "stablehlo.rsqrt"(%140) : (tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %142 = "stablehlo.divide"(%141, %140) : (tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %143 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x1xf32>
    %145 = "stablehlo.multiply"(%144, %142) : (tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %146 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %147 = "stablehlo.multiply"(%130, %146) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %148 = "stablehlo.transpose"(%arg28) <{permutation = array<i64: 1, 0>}> : (tensor<20x8xf32>) -> tensor<8x20xf32>
    %149 = "stablehlo.dot_general"(%147, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x20xf32>) -> tensor<2x5x20xf32>
    %150:2 = "chlo.top_k"(%149) <{k = 3 : i64}> : (tensor<2x5x20xf32>) -> (tensor<2x5x3xf32>, tensor<2x5x3xi32>)
    %151 = "stablehlo.reshape"(%150#1) : (tensor<2x5x3xi32>) -> tensor<2x5x3x1xi32>
    %152:2 = "func.call"(%149) <{callee = @sort}> : (tensor<2x5x20xf32>) -> (tensor<2x5x20xf32>, tensor<2x5x20x1xui32>)
    %153 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.reduce"(%149, %153) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg61: tensor<f32>, %arg62: tensor<f32>):
      %357 = "stablehlo.maximum"(%arg61, %arg62) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%357) : (tensor<f32>) -> ()
    }) : (tensor<2x5x20xf32>, tensor<f32>) -> tensor<2x5xf32>
    %155 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5xf32>
    %157 = "stablehlo.maximum"(%156, %154) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %158 = "stablehlo.is_finite"(%157) : (tensor<2x5xf32>) -> tensor<2x5xi1>
    %159 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.broadcast_in_dim"(%159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5xf32>
    %161 = "stablehlo.select"(%158, %157, %160) : (tensor<2x5xi1>, tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x5x1xf32>) -> tensor<2x5x20xf32>
    %164 = "stablehlo.subtract"(%149, %163) : (tensor<2x5x20xf32>, tensor<2x5x20xf32>) -> tensor<2x5x20xf32>
    %165 = "stablehlo.exponential"(%164) : (tensor<2x5x20xf32>) -> tensor<2x5x20xf32>
    %166 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.reduce"(%165, %166) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg59: tensor<f32>, %arg60: tensor<f32>):
      %356 = "stablehlo.add"(%arg59, %arg60) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%356) : (tensor<f32>) -> ()
    }) : (tensor<2x5x20xf32>, tensor<f32>) -> tensor<2x5xf32>
    %168 = "stablehlo.abs"(%167) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5xf32>
    %171 = "stablehlo.compare"(%167, %170) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    %172 = "stablehlo.log"(%168) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %173 = "stablehlo.add"(%172, %161) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %174 = "stablehlo.broadcast_in_dim"(%arg33) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xi32>) -> tensor<2x5x1xi32>
    %175:2 = "func.call"(%149, %174) <{callee = @take_along_axis}> : (tensor<2x5x20xf32>, tensor<2x5x1xi32>) -> (tensor<2x5x1xf32>, tensor<2x5x1x1xi32>)
    %176 = "stablehlo.reshape"(%175#0) : (tensor<2x5x1xf32>) -> tensor<2x5xf32>
    %177 = "stablehlo.subtract"(%173, %176) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
      %355 = "stablehlo.add"(%arg57, %arg58) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%355) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<f32>
    %180 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %181 = "stablehlo.divide"(%179, %180) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %182 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %183 = "stablehlo.reduce"(%150#0, %182) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %354 = "stablehlo.add"(%arg55, %arg56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%354) : (tensor<f32>) -> ()
    }) : (tensor<2x5x3xf32>, tensor<f32>) -> tensor<f32>
    %184 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %185 = "stablehlo.divide"(%183, %184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %186 = "stablehlo.slice"(%152#0) <{limit_indices = array<i64: 2, 5, 19>, start_indices = array<i64: 0, 0, 18>, strides = array<i64: 1, 1, 1>}> : (tensor<2x5x20xf32>) -> tensor<2x5x1xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<2x5x1xf32>) -> tensor<2x5xf32>
    %188 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %189 = "stablehlo.reduce"(%187, %188) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg53: tensor<f32>, %arg54: tensor<f32>):
      %353 = "stablehlo.add"(%arg53, %arg54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%353) : (tensor<f32>) -> ()
    }) : (tensor<2x5xf32>, tensor<f32>) -> tensor<f32>
    %190 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.divide"(%189, %190) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %192 = "stablehlo.add"(%185, %191) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %193 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %194 = "stablehlo.multiply"(%193, %192) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %195 = "stablehlo.add"(%181, %194) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %196 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %197 = "stablehlo.reduce"(%150#1, %196) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg51: tensor<i32>, %arg52: tensor<i32>):
      %352 = "stablehlo.add"(%arg51, %arg52) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%352) : (tensor<i32>) -> ()
    }) : (tensor<2x5x3xi32>, tensor<i32>) -> tensor<i32>
    %198 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %199 = "func.call"(%197, %198) <{callee = @remainder}> : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %200 = "stablehlo.convert"(%199) : (tensor<i32>) -> tensor<f32>
    %201 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.multiply"(%201, %200) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %203 = "stablehlo.add"(%195, %202) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %204 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %205 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.multiply"(%204, %205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %207 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.divide"(%206, %207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5xf32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %211 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %212 = "stablehlo.pad"(%210, %211) <{edge_padding_high = array<i64: 0, 0, 1>, edge_padding_low = array<i64: 0, 0, 18>, interior_padding = array<i64: 0, 0, 0>}> : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5x20xf32>
    %213 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %214 = "stablehlo.divide"(%206, %213) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x3xf32>
    %216 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %217 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %218 = "stablehlo.divide"(%216, %217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5xf32>
    %220 = "stablehlo.negate"(%219) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %221 = "stablehlo.broadcast_in_dim"(%220) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %222 = "func.call"(%175#1, %221) <{callee = @take_along_axis_1}> : (tensor<2x5x1x1xi32>, tensor<2x5x1xf32>) -> tensor<2x5x20xf32>
    %223 = "stablehlo.divide"(%219, %168) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %224 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %225 = "stablehlo.broadcast_in_dim"(%224) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5xf32>
    %226 = "stablehlo.select"(%171, %225, %223) : (tensor<2x5xi1>, tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %227 = "stablehlo.select"(%171, %223, %225) : (tensor<2x5xi1>, tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %228 = "stablehlo.negate"(%226) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %229 = "stablehlo.add"(%227, %228) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %230 = "stablehlo.broadcast_in_dim"(%229) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x20xf32>
    %231 = "stablehlo.multiply"(%230, %165) : (tensor<2x5x20xf32>, tensor<2x5x20xf32>) -> tensor<2x5x20xf32>
    %232 = "stablehlo.add"(%222, %231) : (tensor<2x5x20xf32>, tensor<2x5x20xf32>) -> tensor<2x5x20xf32>
    %233 = "func.call"(%152#1, %212) <{callee = @sort_2}> : (tensor<2x5x20x1xui32>, tensor<2x5x20xf32>) -> tensor<2x5x20xf32>
    %234 = "stablehlo.add"(%232, %233) : (tensor<2x5x20xf32>, tensor<2x5x20xf32>) -> tensor<2x5x20xf32>
    %235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x20xf32>
    %237 = "stablehlo.scatter"(%236, %151, %215) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %351 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%351) : (tensor<f32>) -> ()
    }) : (tensor<2x5x20xf32>, tensor<2x5x3x1xi32>, tensor<2x5x3xf32>) -> tensor<2x5x20xf32>
    %238 = "stablehlo.add"(%234, %237) : (tensor<2x5x20xf32>, tensor<2x5x20xf32>) -> tensor<2x5x20xf32>
    %239 = "stablehlo.dot_general"(%238, %147) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x20xf32>, tensor<2x5x8xf32>) -> tensor<20x8xf32>
    %240 = "stablehlo.transpose"(%239) <{permutation = array<i64: 1, 0>}> : (tensor<20x8xf32>) -> tensor<8x20xf32>
    %241 = "stablehlo.dot_general"(%238, %148) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x20xf32>, tensor<8x20xf32>) -> tensor<2x5x8xf32>
    %242 = "stablehlo.transpose"(%240) <{permutation = array<i64: 1, 0>}> : (tensor<8x20xf32>) -> tensor<20x8xf32>
    %243 = "stablehlo.multiply"(%130, %241) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %244 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.reduce"(%243, %244) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg47: tensor<f32>, %arg48: tensor<f32>):
      %350 = "stablehlo.add"(%arg47, %arg48) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%350) : (tensor<f32>) -> ()
    }) : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<2x5xf32>
    %246 = "stablehlo.reshape"(%245) : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %247 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x5x1xf32>) -> tensor<2x5x8xf32>
    %248 = "stablehlo.multiply"(%241, %247) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %249 = "stablehlo.multiply"(%246, %145) : (tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %250 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x1xf32>
    %252 = "stablehlo.divide"(%249, %251) : (tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %253 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %254 = "stablehlo.reduce"(%252, %253) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg45: tensor<f32>, %arg46: tensor<f32>):
      %349 = "stablehlo.add"(%arg45, %arg46) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%349) : (tensor<f32>) -> ()
    }) : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x8xf32>
    %256 = "stablehlo.multiply"(%130, %255) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %257 = "stablehlo.add"(%248, %256) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %258 = "stablehlo.multiply"(%255, %130) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %259 = "stablehlo.add"(%257, %258) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %260 = "stablehlo.dot_general"(%259, %125) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<2x5x5xf32>) -> tensor<2x8x5xf32>
    %261 = "stablehlo.transpose"(%260) <{permutation = array<i64: 0, 2, 1>}> : (tensor<2x8x5xf32>) -> tensor<2x5x8xf32>
    %262 = "stablehlo.dot_general"(%259, %100) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x5xf32>
    %263 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x5x1xf32>) -> tensor<2x5x5xf32>
    %264 = "stablehlo.multiply"(%262, %263) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %265 = "stablehlo.multiply"(%264, %120) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %266 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.reduce"(%265, %266) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg43: tensor<f32>, %arg44: tensor<f32>):
      %348 = "stablehlo.add"(%arg43, %arg44) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%348) : (tensor<f32>) -> ()
    }) : (tensor<2x5x5xf32>, tensor<f32>) -> tensor<2x5xf32>
    %268 = "stablehlo.reshape"(%267) : (tensor<2x5xf32>) -> tensor<2x5x1xf32>
    %269 = "stablehlo.negate"(%268) : (tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    %270 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x5x1xf32>) -> tensor<2x5x5xf32>
    %271 = "stablehlo.divide"(%262, %270) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %272 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %273 = "stablehlo.reduce"(%269, %272) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %347 = "stablehlo.add"(%arg41, %arg42) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%347) : (tensor<f32>) -> ()
    }) : (tensor<2x5x1xf32>, tensor<f32>) -> tensor<2x5xf32>
    %274 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x5xf32>) -> tensor<2x5x5xf32>
    %275 = "stablehlo.add"(%271, %274) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %276 = "stablehlo.multiply"(%275, %120) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %277 = "func.call"(%111#1, %276) <{callee = @_where_3}> : (tensor<2x5x5xi1>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %278 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x5xf32>
    %280 = "stablehlo.divide"(%277, %279) : (tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    %281 = "stablehlo.dot_general"(%280, %101) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %282 = "stablehlo.dot_general"(%280, %102) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x5xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %283 = "stablehlo.dot_general"(%281, %100) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %284 = "stablehlo.transpose"(%283) <{permutation = array<i64: 1, 0>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %285 = "stablehlo.dot_general"(%281, %arg30) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %286 = "stablehlo.add"(%261, %285) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %287 = "stablehlo.dot_general"(%282, %100) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<8x8xf32>
    %288 = "stablehlo.transpose"(%287) <{permutation = array<i64: 1, 0>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %289 = "stablehlo.dot_general"(%282, %arg31) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x5x8xf32>, tensor<8x8xf32>) -> tensor<2x5x8xf32>
    %290 = "stablehlo.add"(%286, %289) : (tensor<2x5x8xf32>, tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
    %291 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %292 = "stablehlo.reduce"(%290, %291) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %346 = "stablehlo.add"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%346) : (tensor<f32>) -> ()
    }) : (tensor<2x5x8xf32>, tensor<f32>) -> tensor<5x8xf32>
    %293 = "stablehlo.reshape"(%292) : (tensor<5x8xf32>) -> tensor<1x5x8xf32>
    %294 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %295 = "stablehlo.reduce"(%293, %294) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %345 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%345) : (tensor<f32>) -> ()
    }) : (tensor<1x5x8xf32>, tensor<f32>) -> tensor<5x8xf32>
    %296 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %297 = "stablehlo.broadcast_in_dim"(%296) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x8xf32>
    %298 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %299 = "stablehlo.dynamic_update_slice"(%297, %295, %95, %298) : (tensor<9x8xf32>, tensor<5x8xf32>, tensor<i32>, tensor<i32>) -> tensor<9x8xf32>
    %300 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x8xf32>
    %302 = "stablehlo.scatter"(%301, %89, %290) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %344 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%344) : (tensor<f32>) -> ()
    }) : (tensor<20x8xf32>, tensor<2x5x1xi32>, tensor<2x5x8xf32>) -> tensor<20x8xf32>
    %303 = "stablehlo.add"(%242, %302) : (tensor<20x8xf32>, tensor<20x8xf32>) -> tensor<20x8xf32>
    %304 = "stablehlo.sign"(%303) : (tensor<20x8xf32>) -> tensor<20x8xf32>
    %305 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x8xf32>
    %307 = "stablehlo.multiply"(%306, %304) : (tensor<20x8xf32>, tensor<20x8xf32>) -> tensor<20x8xf32>
    %308 = "stablehlo.abs"(%303) : (tensor<20x8xf32>) -> tensor<20x8xf32>
    %309 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<20x8xf32>
    %311 = "stablehlo.minimum"(%308, %310) : (tensor<20x8xf32>, tensor<20x8xf32>) -> tensor<20x8xf32>
    %312 = "stablehlo.multiply"(%307, %311) : (tensor<20x8xf32>, tensor<20x8xf32>) -> tensor<20x8xf32>
    %313 = "stablehlo.subtract"(%arg28, %312) : (tensor<20x8xf32>, tensor<20x8xf32>) -> tensor<20x8xf32>
    %314 = "stablehlo.sign"(%299) : (tensor<9x8xf32>) -> tensor<9x8xf32>
    %315 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %316 = "stablehlo.broadcast_in_dim"(%315) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x8xf32>
    %317 = "stablehlo.multiply"(%316, %314) : (tensor<9x8xf32>, tensor<9x8xf32>) -> tensor<9x8xf32>
    %318 = "stablehlo.abs"(%299) : (tensor<9x8xf32>) -> tensor<9x8xf32>
    %319 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<9x8xf32>
    %321 = "stablehlo.minimum"(%318, %320) : (tensor<9x8xf32>, tensor<9x8xf32>) -> tensor<9x8xf32>
    %322 = "stablehlo.multiply"(%317, %321) : (tensor<9x8xf32>, tensor<9x8xf32>) -> tensor<9x8xf32>
    %323 = "stablehlo.subtract"(%arg29, %322) : (tensor<9x8xf32>, tensor<9x8xf32>) -> tensor<9x8xf32>
    %324 = "stablehlo.sign"(%284) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %325 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %327 = "stablehlo.multiply"(%326, %324) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %328 = "stablehlo.abs"(%284) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %329 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %330 = "stablehlo.broadcast_in_dim"(%329) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %331 = "stablehlo.minimum"(%328, %330) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %332 = "stablehlo.multiply"(%327, %331) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %333 = "stablehlo.subtract"(%arg30, %332) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %334 = "stablehlo.sign"(%288) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %335 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %337 = "stablehlo.multiply"(%336, %334) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %338 = "stablehlo.abs"(%288) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %339 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.broadcast_in_dim"(%339) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x8xf32>
    %341 = "stablehlo.minimum"(%338, %340) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %342 = "stablehlo.multiply"(%337, %341) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    %343 = "stablehlo.subtract"(%arg31, %342) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%313, %323, %333, %343, %203) : (tensor<20x8xf32>, tensor<9x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5x5xi1>) -> tensor<5x5xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<5x5xi1>):
    %73 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5x5xi32>
    %74 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5x5xi32>
    %76 = "stablehlo.add"(%73, %75) : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi32>
    %77 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<5x5xi32>
    %78 = "stablehlo.compare"(%76, %77) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5x5xi32>, tensor<5x5xi32>) -> tensor<5x5xi1>
    %79 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5x5xi1>
    %81 = "stablehlo.select"(%78, %arg27, %80) : (tensor<5x5xi1>, tensor<5x5xi1>, tensor<5x5xi1>) -> tensor<5x5xi1>
    "func.return"(%81) : (tensor<5x5xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<5x5xi1>, tensor<2x5x5xf32>, tensor<f32>) -> (tensor<2x5x5xf32>, tensor<2x5x5xi1>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<5x5xi1>, %arg25: tensor<2x5x5xf32>, %arg26: tensor<f32>):
    %69 = "stablehlo.convert"(%arg26) : (tensor<f32>) -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<5x5xi1>) -> tensor<2x5x5xi1>
    %71 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x5xf32>
    %72 = "stablehlo.select"(%70, %arg25, %71) : (tensor<2x5x5xi1>, tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    "func.return"(%72, %70) : (tensor<2x5x5xf32>, tensor<2x5x5xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x5x20xf32>) -> (tensor<2x5x20xf32>, tensor<2x5x20x1xui32>), res_attrs = [{}, {}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<2x5x20xf32>):
    %51 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<2x5x20xui32>
    %52:2 = "stablehlo.sort"(%arg19, %51) <{dimension = 2 : i64, is_stable = true}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>, %arg22: tensor<ui32>, %arg23: tensor<ui32>):
      %54 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %55 = "stablehlo.compare"(%arg20, %54) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %56 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %57 = "stablehlo.select"(%55, %56, %arg20) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %58 = "stablehlo.compare"(%arg20, %arg20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %59 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %60 = "stablehlo.select"(%58, %59, %57) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %62 = "stablehlo.compare"(%arg21, %61) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %63 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %64 = "stablehlo.select"(%62, %63, %arg21) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %65 = "stablehlo.compare"(%arg21, %arg21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %66 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %67 = "stablehlo.select"(%65, %66, %64) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %68 = "stablehlo.compare"(%60, %67) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%68) : (tensor<i1>) -> ()
    }) : (tensor<2x5x20xf32>, tensor<2x5x20xui32>) -> (tensor<2x5x20xf32>, tensor<2x5x20xui32>)
    %53 = "stablehlo.broadcast_in_dim"(%52#1) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x5x20xui32>) -> tensor<2x5x20x1xui32>
    "func.return"(%52#0, %53) : (tensor<2x5x20xf32>, tensor<2x5x20x1xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x5x20xf32>, tensor<2x5x1xi32>) -> (tensor<2x5x1xf32>, tensor<2x5x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<2x5x20xf32>, %arg16: tensor<2x5x1xi32>):
    %28 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5x1xi32>
    %30 = "stablehlo.compare"(%arg16, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi1>
    %31 = "stablehlo.constant"() <{value = dense<20> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5x1xi32>
    %33 = "stablehlo.add"(%arg16, %32) : (tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi32>
    %34 = "stablehlo.select"(%30, %33, %arg16) : (tensor<2x5x1xi1>, tensor<2x5x1xi32>, tensor<2x5x1xi32>) -> tensor<2x5x1xi32>
    %35 = "stablehlo.reshape"(%34) : (tensor<2x5x1xi32>) -> tensor<2x5x1x1xi32>
    %36 = "stablehlo.constant"() <{value = dense<19> : tensor<1xi32>}> : () -> tensor<1xi32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x5x1x1xi32>
    %39 = "stablehlo.compare"(%35, %38) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x5x1x1xi32>, tensor<2x5x1x1xi32>) -> tensor<2x5x1x1xi1>
    %40 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x5x1x1xi32>
    %42 = "stablehlo.compare"(%35, %41) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x5x1x1xi32>, tensor<2x5x1x1xi32>) -> tensor<2x5x1x1xi1>
    %43 = "stablehlo.and"(%39, %42) : (tensor<2x5x1x1xi1>, tensor<2x5x1x1xi1>) -> tensor<2x5x1x1xi1>
    %44 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %45 = "stablehlo.reduce"(%43, %44) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
      %50 = "stablehlo.and"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%50) : (tensor<i1>) -> ()
    }) : (tensor<2x5x1x1xi1>, tensor<i1>) -> tensor<2x5x1xi1>
    %46 = "stablehlo.gather"(%arg15, %35) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x5x20xf32>, tensor<2x5x1x1xi32>) -> tensor<2x5x1xf32>
    %47 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x1xf32>
    %49 = "stablehlo.select"(%45, %46, %48) : (tensor<2x5x1xi1>, tensor<2x5x1xf32>, tensor<2x5x1xf32>) -> tensor<2x5x1xf32>
    "func.return"(%49, %35) : (tensor<2x5x1xf32>, tensor<2x5x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg13: tensor<i32>, %arg14: tensor<i32>):
    %12 = "stablehlo.convert"(%arg14) : (tensor<i32>) -> tensor<i32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.compare"(%12, %13) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %16 = "func.call"(%14, %15, %12) <{callee = @_where_0}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %17 = "stablehlo.remainder"(%arg13, %16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19 = "stablehlo.compare"(%17, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.compare"(%17, %20) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %22 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %23 = "stablehlo.compare"(%16, %22) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %24 = "stablehlo.compare"(%21, %23) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %25 = "stablehlo.and"(%24, %19) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %26 = "stablehlo.add"(%17, %16) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "stablehlo.select"(%25, %26, %17) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%27) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "_where_0", sym_visibility = "private"}> ({
  ^bb0(%arg10: tensor<i1>, %arg11: tensor<i32>, %arg12: tensor<i32>):
    %11 = "stablehlo.select"(%arg10, %arg11, %arg12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%11) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x5x1x1xi32>, tensor<2x5x1xf32>) -> tensor<2x5x20xf32>, res_attrs = [{}], sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x5x1x1xi32>, %arg7: tensor<2x5x1xf32>):
    %7 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x20xf32>
    %9 = "stablehlo.scatter"(%8, %arg6, %arg7) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %10 = "stablehlo.add"(%arg8, %arg9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<2x5x20xf32>, tensor<2x5x1x1xi32>, tensor<2x5x1xf32>) -> tensor<2x5x20xf32>
    "func.return"(%9) : (tensor<2x5x20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x5x20x1xui32>, tensor<2x5x20xf32>) -> tensor<2x5x20xf32>, res_attrs = [{}], sym_name = "sort_2", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<2x5x20x1xui32>, %arg3: tensor<2x5x20xf32>):
    %3 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x20xf32>
    %5 = "stablehlo.scatter"(%4, %arg2, %arg3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %6 = "stablehlo.add"(%arg4, %arg5) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%6) : (tensor<f32>) -> ()
    }) : (tensor<2x5x20xf32>, tensor<2x5x20x1xui32>, tensor<2x5x20xf32>) -> tensor<2x5x20xf32>
    "func.return"(%5) : (tensor<2x5x20xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x5x5xi1>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>, res_attrs = [{}], sym_name = "_where_3", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x5x5xi1>, %arg1: tensor<2x5x5xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x5x5xf32>
    %2 = "stablehlo.select"(%arg0, %arg1, %1) : (tensor<2x5x5xi1>, tensor<2x5x5xf32>, tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
    "func.return"(%2) : (tensor<2x5x5xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
