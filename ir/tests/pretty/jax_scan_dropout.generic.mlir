"builtin.module"() <{sym_name = "jit_scan_step"}> ({
  "func.func"() <{function_type = (tensor<6x6xf32>, tensor<4x6xf32>, tensor<2xui32>) -> (tensor<6x6xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg55: tensor<6x6xf32>, %arg56: tensor<4x6xf32>, %arg57: tensor<2xui32>):
    %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %146 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %150 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %152 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %153 = "stablehlo.broadcast_in_dim"(%152) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %154 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %155:8 = "stablehlo.while"(%arg56, %arg55, %154, %145, %147, %149, %151, %153) ({
    ^bb0(%arg86: tensor<4x6xf32>, %arg87: tensor<6x6xf32>, %arg88: tensor<i32>, %arg89: tensor<6xf32>, %arg90: tensor<4x6xf32>, %arg91: tensor<4x6xf32>, %arg92: tensor<4x6xf32>, %arg93: tensor<4x6xf32>):
      %206 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %207 = "stablehlo.compare"(%arg88, %206) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%207) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg78: tensor<4x6xf32>, %arg79: tensor<6x6xf32>, %arg80: tensor<i32>, %arg81: tensor<6xf32>, %arg82: tensor<4x6xf32>, %arg83: tensor<4x6xf32>, %arg84: tensor<4x6xf32>, %arg85: tensor<4x6xf32>):
      %198 = "func.call"(%arg78, %arg80) <{callee = @dynamic_index_in_dim}> : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %199:5 = "func.call"(%arg79, %arg81, %198) <{callee = @closed_call}> : (tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
      %200 = "func.call"(%arg82, %199#1, %arg80) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %201 = "func.call"(%arg83, %199#2, %arg80) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %202 = "func.call"(%arg84, %199#3, %arg80) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %203 = "func.call"(%arg85, %199#4, %arg80) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %204 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %205 = "stablehlo.add"(%arg80, %204) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg78, %arg79, %205, %199#0, %200, %201, %202, %203) : (tensor<4x6xf32>, tensor<6x6xf32>, tensor<i32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> ()
    }) : (tensor<4x6xf32>, tensor<6x6xf32>, tensor<i32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<6x6xf32>, tensor<i32>, tensor<6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>)
    %156 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %157 = "func.call"(%arg57, %156) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<4x6xi1>
    %158 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %159 = "func.call"(%157, %155#4, %158) <{callee = @_where}> : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>
    %160 = "stablehlo.multiply"(%159, %159) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %161 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %163 = "stablehlo.multiply"(%162, %159) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %165 = "stablehlo.reduce"(%160, %164) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %197 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%197) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    %166 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.reduce"(%155#3, %166) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg74: tensor<f32>, %arg75: tensor<f32>):
      %196 = "stablehlo.add"(%arg74, %arg75) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%196) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %168 = "stablehlo.add"(%165, %167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %169 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %171 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %173 = "stablehlo.multiply"(%172, %163) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %174 = "func.call"(%157, %173) <{callee = @_where_1}> : (tensor<4x6xi1>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %175 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x6xf32>
    %177 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %178:8 = "stablehlo.while"(%174, %155#5, %155#6, %155#7, %arg55, %177, %176, %170) ({
    ^bb0(%arg66: tensor<4x6xf32>, %arg67: tensor<4x6xf32>, %arg68: tensor<4x6xf32>, %arg69: tensor<4x6xf32>, %arg70: tensor<6x6xf32>, %arg71: tensor<i32>, %arg72: tensor<6x6xf32>, %arg73: tensor<6xf32>):
      %194 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %195 = "stablehlo.compare"(%arg71, %194) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%195) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg58: tensor<4x6xf32>, %arg59: tensor<4x6xf32>, %arg60: tensor<4x6xf32>, %arg61: tensor<4x6xf32>, %arg62: tensor<6x6xf32>, %arg63: tensor<i32>, %arg64: tensor<6x6xf32>, %arg65: tensor<6xf32>):
      %183 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %184 = "stablehlo.subtract"(%183, %arg63) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %185 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %186 = "stablehlo.subtract"(%184, %185) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %187 = "func.call"(%arg58, %186) <{callee = @dynamic_index_in_dim}> : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %188 = "func.call"(%arg59, %186) <{callee = @dynamic_index_in_dim}> : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %189 = "func.call"(%arg60, %186) <{callee = @dynamic_index_in_dim}> : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %190 = "func.call"(%arg61, %186) <{callee = @dynamic_index_in_dim}> : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %191:2 = "func.call"(%arg62, %arg64, %arg65, %187, %188, %189, %190) <{callee = @closed_call_2}> : (tensor<6x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6x6xf32>, tensor<6xf32>)
      %192 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %193 = "stablehlo.add"(%arg63, %192) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg58, %arg59, %arg60, %arg61, %arg62, %193, %191#0, %191#1) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6x6xf32>, tensor<i32>, tensor<6x6xf32>, tensor<6xf32>) -> ()
    }) : (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6x6xf32>, tensor<i32>, tensor<6x6xf32>, tensor<6xf32>) -> (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<6x6xf32>, tensor<i32>, tensor<6x6xf32>, tensor<6xf32>)
    %179 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x6xf32>
    %181 = "stablehlo.multiply"(%180, %178#6) : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
    %182 = "stablehlo.subtract"(%arg55, %181) : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
    "func.return"(%182, %168) : (tensor<6x6xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>, sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<4x6xf32>, %arg54: tensor<i32>):
    %141 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %142 = "stablehlo.dynamic_slice"(%arg53, %arg54, %141) <{slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<1x6xf32>
    %143 = "stablehlo.reshape"(%142) : (tensor<1x6xf32>) -> tensor<6xf32>
    "func.return"(%143) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>), sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg50: tensor<6x6xf32>, %arg51: tensor<6xf32>, %arg52: tensor<6xf32>):
    %135 = "stablehlo.dot_general"(%arg51, %arg50) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %136 = "stablehlo.add"(%135, %arg52) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %137 = "stablehlo.tanh"(%136) : (tensor<6xf32>) -> tensor<6xf32>
    %138 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %140 = "stablehlo.subtract"(%139, %137) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%137, %arg51, %arg51, %137, %140) : (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>, sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<4x6xf32>, %arg48: tensor<6xf32>, %arg49: tensor<i32>):
    %132 = "stablehlo.broadcast_in_dim"(%arg48) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %133 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %134 = "stablehlo.dynamic_update_slice"(%arg47, %132, %arg49, %133) : (tensor<4x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
    "func.return"(%134) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>) -> tensor<4x6xi1>, sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<2xui32>, %arg46: tensor<f32>):
    %127 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %128 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %129 = "func.call"(%arg45, %127, %128) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>
    %130 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %131 = "stablehlo.compare"(%129, %130) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    "func.return"(%131) : (tensor<4x6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4x6xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg42: tensor<2xui32>, %arg43: tensor<f32>, %arg44: tensor<f32>):
    %86 = "stablehlo.convert"(%arg43) : (tensor<f32>) -> tensor<f32>
    %87 = "stablehlo.convert"(%arg44) : (tensor<f32>) -> tensor<f32>
    %88 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %89 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %90 = "stablehlo.slice"(%arg42) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %91 = "stablehlo.reshape"(%90) : (tensor<1xui32>) -> tensor<ui32>
    %92 = "stablehlo.slice"(%arg42) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %93 = "stablehlo.reshape"(%92) : (tensor<1xui32>) -> tensor<ui32>
    %94 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4x6xui64>
    %95 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x6xui64>
    %96 = "stablehlo.constant"() <{value = dense<6> : tensor<ui64>}> : () -> tensor<ui64>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %98 = "stablehlo.multiply"(%97, %94) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %99 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %101 = "stablehlo.multiply"(%100, %95) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %102 = "stablehlo.add"(%98, %101) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %103 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4x6xui64>
    %105 = "stablehlo.shift_right_logical"(%102, %104) : (tensor<4x6xui64>, tensor<4x6xui64>) -> tensor<4x6xui64>
    %106 = "stablehlo.convert"(%102) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %107 = "stablehlo.convert"(%105) : (tensor<4x6xui64>) -> tensor<4x6xui32>
    %108:2 = "func.call"(%91, %93, %107, %106) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>)
    %109 = "stablehlo.xor"(%108#0, %108#1) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %110 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %112 = "stablehlo.shift_right_logical"(%109, %111) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %113 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %114 = "stablehlo.broadcast_in_dim"(%113) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %115 = "stablehlo.or"(%112, %114) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %116 = "stablehlo.bitcast_convert"(%115) : (tensor<4x6xui32>) -> tensor<4x6xf32>
    %117 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %119 = "stablehlo.subtract"(%116, %118) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %120 = "stablehlo.subtract"(%89, %88) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %122 = "stablehlo.multiply"(%119, %121) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %123 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %124 = "stablehlo.add"(%122, %123) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %125 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<4x6xf32>
    %126 = "stablehlo.maximum"(%125, %124) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%126) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4x6xui32>, tensor<4x6xui32>) -> (tensor<4x6xui32>, tensor<4x6xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<ui32>, %arg21: tensor<ui32>, %arg22: tensor<4x6xui32>, %arg23: tensor<4x6xui32>):
    %69 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %70 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %71 = "stablehlo.xor"(%arg20, %arg21) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %72 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %73 = "stablehlo.xor"(%71, %72) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %74 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %75 = "stablehlo.add"(%arg22, %74) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %76 = "stablehlo.broadcast_in_dim"(%arg21) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %77 = "stablehlo.add"(%arg23, %76) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %78 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %79 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %80:9 = "stablehlo.while"(%79, %78, %75, %77, %arg21, %73, %arg20, %69, %70) ({
    ^bb0(%arg33: tensor<i32>, %arg34: tensor<i32>, %arg35: tensor<4x6xui32>, %arg36: tensor<4x6xui32>, %arg37: tensor<ui32>, %arg38: tensor<ui32>, %arg39: tensor<ui32>, %arg40: tensor<4xui32>, %arg41: tensor<4xui32>):
      %84 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %85 = "stablehlo.compare"(%arg33, %84) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%85) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg24: tensor<i32>, %arg25: tensor<i32>, %arg26: tensor<4x6xui32>, %arg27: tensor<4x6xui32>, %arg28: tensor<ui32>, %arg29: tensor<ui32>, %arg30: tensor<ui32>, %arg31: tensor<4xui32>, %arg32: tensor<4xui32>):
      %81:8 = "func.call"(%arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32) <{callee = @closed_call_0}> : (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %82 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %83 = "stablehlo.add"(%arg24, %82) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%83, %81#0, %81#1, %81#2, %81#3, %81#4, %81#5, %81#6, %81#7) : (tensor<i32>, tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%80#2, %80#3) : (tensor<4x6xui32>, tensor<4x6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call_0", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<i32>, %arg13: tensor<4x6xui32>, %arg14: tensor<4x6xui32>, %arg15: tensor<ui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<4xui32>, %arg19: tensor<4xui32>):
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.add"(%arg12, %14) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %16 = "stablehlo.slice"(%arg18) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %17 = "stablehlo.reshape"(%16) : (tensor<1xui32>) -> tensor<ui32>
    %18 = "stablehlo.add"(%arg13, %arg14) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %19 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %20 = "stablehlo.shift_left"(%arg14, %19) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %21 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %22 = "stablehlo.subtract"(%21, %17) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %24 = "stablehlo.shift_right_logical"(%arg14, %23) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %25 = "stablehlo.or"(%20, %24) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %26 = "stablehlo.xor"(%18, %25) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %27 = "stablehlo.slice"(%arg18) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %28 = "stablehlo.reshape"(%27) : (tensor<1xui32>) -> tensor<ui32>
    %29 = "stablehlo.add"(%18, %26) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %30 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %31 = "stablehlo.shift_left"(%26, %30) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %32 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %33 = "stablehlo.subtract"(%32, %28) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %35 = "stablehlo.shift_right_logical"(%26, %34) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %36 = "stablehlo.or"(%31, %35) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %37 = "stablehlo.xor"(%29, %36) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %38 = "stablehlo.slice"(%arg18) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1xui32>) -> tensor<ui32>
    %40 = "stablehlo.add"(%29, %37) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %41 = "stablehlo.broadcast_in_dim"(%39) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %42 = "stablehlo.shift_left"(%37, %41) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %43 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %44 = "stablehlo.subtract"(%43, %39) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %46 = "stablehlo.shift_right_logical"(%37, %45) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %47 = "stablehlo.or"(%42, %46) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %48 = "stablehlo.xor"(%40, %47) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %49 = "stablehlo.slice"(%arg18) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %50 = "stablehlo.reshape"(%49) : (tensor<1xui32>) -> tensor<ui32>
    %51 = "stablehlo.add"(%40, %48) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %52 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %53 = "stablehlo.shift_left"(%48, %52) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %54 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %55 = "stablehlo.subtract"(%54, %50) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %56 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %57 = "stablehlo.shift_right_logical"(%48, %56) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %58 = "stablehlo.or"(%53, %57) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %59 = "stablehlo.xor"(%51, %58) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg15) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %61 = "stablehlo.add"(%51, %60) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %63 = "stablehlo.add"(%59, %62) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    %64 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.add"(%arg12, %64) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %66 = "stablehlo.convert"(%65) : (tensor<i32>) -> tensor<ui32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x6xui32>
    %68 = "stablehlo.add"(%63, %67) : (tensor<4x6xui32>, tensor<4x6xui32>) -> tensor<4x6xui32>
    "func.return"(%15, %61, %68, %arg16, %arg17, %arg15, %arg19, %arg18) : (tensor<i32>, tensor<4x6xui32>, tensor<4x6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xi1>, tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x6xi1>, %arg10: tensor<4x6xf32>, %arg11: tensor<f32>):
    %11 = "stablehlo.convert"(%arg11) : (tensor<f32>) -> tensor<f32>
    %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %13 = "stablehlo.select"(%arg9, %arg10, %12) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%13) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x6xi1>, tensor<4x6xf32>) -> tensor<4x6xf32>, sym_name = "_where_1", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x6xi1>, %arg8: tensor<4x6xf32>):
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %10 = "stablehlo.select"(%arg7, %arg8, %9) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%10) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x6xf32>, tensor<6x6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) -> (tensor<6x6xf32>, tensor<6xf32>), sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x6xf32>, %arg1: tensor<6x6xf32>, %arg2: tensor<6xf32>, %arg3: tensor<6xf32>, %arg4: tensor<6xf32>, %arg5: tensor<6xf32>, %arg6: tensor<6xf32>):
    %0 = "stablehlo.multiply"(%arg2, %arg6) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %1 = "stablehlo.multiply"(%0, %arg5) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %2 = "stablehlo.add"(%0, %1) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %3 = "stablehlo.dot_general"(%2, %arg4) <{dot_dimension_numbers = #stablehlo.dot<>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6x6xf32>
    %4 = "stablehlo.transpose"(%3) <{permutation = array<i64: 1, 0>}> : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %5 = "stablehlo.add"(%arg1, %4) : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
    %6 = "stablehlo.dot_general"(%2, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6xf32>, tensor<6x6xf32>) -> tensor<6xf32>
    %7 = "stablehlo.add"(%arg3, %6) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%5, %7) : (tensor<6x6xf32>, tensor<6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
