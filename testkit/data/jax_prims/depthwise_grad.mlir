"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> (tensor<2x4x6x3xf32>, tensor<3x3x1x3xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg35: tensor<4x6xf32>, %arg36: tensor<4x6xf32>, %arg37: tensor<4x6xi32>):
    %129 = "stablehlo.abs"(%arg35) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %130 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %131 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %132 = "stablehlo.add"(%129, %131) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %133 = "stablehlo.multiply"(%arg35, %arg36) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %134 = "stablehlo.subtract"(%arg35, %arg36) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %135 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %136 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %137 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %138 = "stablehlo.concatenate"(%135, %136, %137) <{dimension = 2 : i64}> : (tensor<4x6x1xf32>, tensor<4x6x1xf32>, tensor<4x6x1xf32>) -> tensor<4x6x3xf32>
    %139 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %140 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %141 = "stablehlo.broadcast_in_dim"(%arg36) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x6xf32>) -> tensor<4x6x1xf32>
    %142 = "stablehlo.concatenate"(%139, %140, %141) <{dimension = 2 : i64}> : (tensor<4x6x1xf32>, tensor<4x6x1xf32>, tensor<4x6x1xf32>) -> tensor<4x6x3xf32>
    %143 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<4x6x3xf32>) -> tensor<1x4x6x3xf32>
    %144 = "stablehlo.broadcast_in_dim"(%142) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<4x6x3xf32>) -> tensor<1x4x6x3xf32>
    %145 = "stablehlo.concatenate"(%143, %144) <{dimension = 0 : i64}> : (tensor<1x4x6x3xf32>, tensor<1x4x6x3xf32>) -> tensor<2x4x6x3xf32>
    %146 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %147 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %148 = "stablehlo.shift_right_logical"(%146, %147) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %149 = "stablehlo.convert"(%148) : (tensor<i32>) -> tensor<ui32>
    %150 = "stablehlo.broadcast_in_dim"(%149) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %151 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %152 = "stablehlo.and"(%146, %151) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %153 = "stablehlo.convert"(%152) : (tensor<i32>) -> tensor<ui32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %155 = "stablehlo.concatenate"(%150, %154) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %156 = "func.call"(%155) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<3x3x1x3xf32>
    %157 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x3xf32>
    %159 = "stablehlo.multiply"(%156, %158) : (tensor<3x3x1x3xf32>, tensor<3x3x1x3xf32>) -> tensor<3x3x1x3xf32>
    %160 = "stablehlo.convolution"(%145, %159) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 3 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [1, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 1>}> : (tensor<2x4x6x3xf32>, tensor<3x3x1x3xf32>) -> tensor<2x2x6x3xf32>
    %161 = "stablehlo.tanh"(%160) : (tensor<2x2x6x3xf32>) -> tensor<2x2x6x3xf32>
    %162 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x6x3xf32>
    %164 = "stablehlo.subtract"(%163, %161) : (tensor<2x2x6x3xf32>, tensor<2x2x6x3xf32>) -> tensor<2x2x6x3xf32>
    %165 = "stablehlo.multiply"(%161, %161) : (tensor<2x2x6x3xf32>, tensor<2x2x6x3xf32>) -> tensor<2x2x6x3xf32>
    %166 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %167 = "stablehlo.broadcast_in_dim"(%166) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x6x3xf32>
    %168 = "stablehlo.multiply"(%167, %161) : (tensor<2x2x6x3xf32>, tensor<2x2x6x3xf32>) -> tensor<2x2x6x3xf32>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.reduce"(%165, %169) <{dimensions = array<i64: 0, 1, 2, 3>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %183 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%183) : (tensor<f32>) -> ()
    }) : (tensor<2x2x6x3xf32>, tensor<f32>) -> tensor<f32>
    %171 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x6x3xf32>
    %173 = "stablehlo.multiply"(%172, %168) : (tensor<2x2x6x3xf32>, tensor<2x2x6x3xf32>) -> tensor<2x2x6x3xf32>
    %174 = "stablehlo.multiply"(%173, %164) : (tensor<2x2x6x3xf32>, tensor<2x2x6x3xf32>) -> tensor<2x2x6x3xf32>
    %175 = "stablehlo.multiply"(%174, %161) : (tensor<2x2x6x3xf32>, tensor<2x2x6x3xf32>) -> tensor<2x2x6x3xf32>
    %176 = "stablehlo.add"(%174, %175) : (tensor<2x2x6x3xf32>, tensor<2x2x6x3xf32>) -> tensor<2x2x6x3xf32>
    %177 = "stablehlo.convolution"(%145, %176) <{batch_group_count = 3 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [1, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x6x3xf32>, tensor<2x2x6x3xf32>) -> tensor<3x3x1x3xf32>
    %178 = "stablehlo.reshape"(%159) : (tensor<3x3x1x3xf32>) -> tensor<3x3x1x3x1xf32>
    %179 = "stablehlo.transpose"(%178) <{permutation = array<i64: 0, 1, 3, 2, 4>}> : (tensor<3x3x1x3x1xf32>) -> tensor<3x3x3x1x1xf32>
    %180 = "stablehlo.reshape"(%179) : (tensor<3x3x3x1x1xf32>) -> tensor<3x3x3x1xf32>
    %181 = "stablehlo.reverse"(%180) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x3x1xf32>) -> tensor<3x3x3x1xf32>
    %182 = "stablehlo.convolution"(%176, %181) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 3 : i64, lhs_dilation = array<i64: 2, 1>, padding = dense<[[2, 1], [1, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x2x6x3xf32>, tensor<3x3x3x1xf32>) -> tensor<2x4x6x3xf32>
    "func.return"(%182, %177) : (tensor<2x4x6x3xf32>, tensor<3x3x1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x3x1x3xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2xui32>):
    %128 = "func.call"(%arg34) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<3x3x1x3xf32>
    "func.return"(%128) : (tensor<3x3x1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x3x1x3xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2xui32>):
    %121 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %122 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %123 = "func.call"(%arg33, %121, %122) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x3x1x3xf32>
    %124 = "chlo.erf_inv"(%123) : (tensor<3x3x1x3xf32>) -> tensor<3x3x1x3xf32>
    %125 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x3xf32>
    %127 = "stablehlo.multiply"(%126, %124) : (tensor<3x3x1x3xf32>, tensor<3x3x1x3xf32>) -> tensor<3x3x1x3xf32>
    "func.return"(%127) : (tensor<3x3x1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3x3x1x3xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<f32>, %arg32: tensor<f32>):
    %72 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %73 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x1xf32>
    %74 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
    %78 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x3x1x3xui64>
    %79 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x3x1x3xui64>
    %80 = "stablehlo.iota"() <{iota_dimension = 2 : i64}> : () -> tensor<3x3x1x3xui64>
    %81 = "stablehlo.iota"() <{iota_dimension = 3 : i64}> : () -> tensor<3x3x1x3xui64>
    %82 = "stablehlo.constant"() <{value = dense<9> : tensor<ui64>}> : () -> tensor<ui64>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x3xui64>
    %84 = "stablehlo.multiply"(%83, %78) : (tensor<3x3x1x3xui64>, tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui64>
    %85 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x3xui64>
    %87 = "stablehlo.multiply"(%86, %79) : (tensor<3x3x1x3xui64>, tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui64>
    %88 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x3xui64>
    %90 = "stablehlo.multiply"(%89, %80) : (tensor<3x3x1x3xui64>, tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui64>
    %91 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x3xui64>
    %93 = "stablehlo.multiply"(%92, %81) : (tensor<3x3x1x3xui64>, tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui64>
    %94 = "stablehlo.add"(%84, %87) : (tensor<3x3x1x3xui64>, tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui64>
    %95 = "stablehlo.add"(%94, %90) : (tensor<3x3x1x3xui64>, tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui64>
    %96 = "stablehlo.add"(%95, %93) : (tensor<3x3x1x3xui64>, tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui64>
    %97 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x3x1x3xui64>
    %99 = "stablehlo.shift_right_logical"(%96, %98) : (tensor<3x3x1x3xui64>, tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui64>
    %100 = "stablehlo.convert"(%96) : (tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui32>
    %101 = "stablehlo.convert"(%99) : (tensor<3x3x1x3xui64>) -> tensor<3x3x1x3xui32>
    %102:2 = "func.call"(%75, %77, %101, %100) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>)
    %103 = "stablehlo.xor"(%102#0, %102#1) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %104 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %106 = "stablehlo.shift_right_logical"(%103, %105) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %107 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %109 = "stablehlo.or"(%106, %108) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %110 = "stablehlo.bitcast_convert"(%109) : (tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xf32>
    %111 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x1x3xf32>
    %113 = "stablehlo.subtract"(%110, %112) : (tensor<3x3x1x3xf32>, tensor<3x3x1x3xf32>) -> tensor<3x3x1x3xf32>
    %114 = "stablehlo.subtract"(%73, %72) : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x3xf32>
    %116 = "stablehlo.multiply"(%113, %115) : (tensor<3x3x1x3xf32>, tensor<3x3x1x3xf32>) -> tensor<3x3x1x3xf32>
    %117 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x3xf32>
    %118 = "stablehlo.add"(%116, %117) : (tensor<3x3x1x3xf32>, tensor<3x3x1x3xf32>) -> tensor<3x3x1x3xf32>
    %119 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xf32>) -> tensor<3x3x1x3xf32>
    %120 = "stablehlo.maximum"(%119, %118) : (tensor<3x3x1x3xf32>, tensor<3x3x1x3xf32>) -> tensor<3x3x1x3xf32>
    "func.return"(%120) : (tensor<3x3x1x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<3x3x1x3xui32>, %arg11: tensor<3x3x1x3xui32>):
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.xor"(%57, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %61 = "stablehlo.add"(%arg10, %60) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %63 = "stablehlo.add"(%arg11, %62) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:9 = "stablehlo.while"(%65, %64, %61, %63, %arg9, %59, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<3x3x1x3xui32>, %arg24: tensor<3x3x1x3xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg21, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<3x3x1x3xui32>, %arg15: tensor<3x3x1x3xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %67:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call}> : (tensor<i32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3x3x1x3xui32>, %arg2: tensor<3x3x1x3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xui32>) -> tensor<ui32>
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %6 = "stablehlo.shift_left"(%arg2, %5) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %7 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.subtract"(%7, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %11 = "stablehlo.or"(%6, %10) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %12 = "stablehlo.xor"(%4, %11) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%4, %12) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %18 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.subtract"(%18, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %21 = "stablehlo.shift_right_logical"(%12, %20) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %22 = "stablehlo.or"(%17, %21) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %23 = "stablehlo.xor"(%15, %22) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xui32>) -> tensor<ui32>
    %26 = "stablehlo.add"(%15, %23) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %28 = "stablehlo.shift_left"(%23, %27) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %29 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.subtract"(%29, %25) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %32 = "stablehlo.shift_right_logical"(%23, %31) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %33 = "stablehlo.or"(%28, %32) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %34 = "stablehlo.xor"(%26, %33) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %35 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xui32>) -> tensor<ui32>
    %37 = "stablehlo.add"(%26, %34) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %39 = "stablehlo.shift_left"(%34, %38) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %40 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "stablehlo.subtract"(%40, %36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %43 = "stablehlo.shift_right_logical"(%34, %42) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %44 = "stablehlo.or"(%39, %43) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %45 = "stablehlo.xor"(%37, %44) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %47 = "stablehlo.add"(%37, %46) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%arg0, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3x1x3xui32>
    %54 = "stablehlo.add"(%49, %53) : (tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>) -> tensor<3x3x1x3xui32>
    "func.return"(%1, %47, %54, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<3x3x1x3xui32>, tensor<3x3x1x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
