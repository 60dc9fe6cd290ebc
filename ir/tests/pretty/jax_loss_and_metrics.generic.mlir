"builtin.module"() <{sym_name = "jit_metrics_step"}> ({
  "func.func"() <{function_type = (tensor<6x16xf32>, tensor<16x3xf32>, tensor<i32>, tensor<6x16xf32>, tensor<16x3xf32>, tensor<6x16xf32>, tensor<16x3xf32>, tensor<4x6xf32>, tensor<4xi32>) -> (tensor<6x16xf32>, tensor<16x3xf32>, tensor<i32>, tensor<6x16xf32>, tensor<16x3xf32>, tensor<6x16xf32>, tensor<16x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['w1']"}, {jax.result_info = "result[0]['w2']"}, {jax.result_info = "result[1][1][0].count"}, {jax.result_info = "result[1][1][0].mu['w1']"}, {jax.result_info = "result[1][1][0].mu['w2']"}, {jax.result_info = "result[1][1][0].nu['w1']"}, {jax.result_info = "result[1][1][0].nu['w2']"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg27: tensor<6x16xf32>, %arg28: tensor<16x3xf32>, %arg29: tensor<i32>, %arg30: tensor<6x16xf32>, %arg31: tensor<16x3xf32>, %arg32: tensor<6x16xf32>, %arg33: tensor<16x3xf32>, %arg34: tensor<4x6xf32>, %arg35: tensor<4xi32>):
    %67 = "stablehlo.dot_general"(%arg34, %arg27) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x6xf32>, tensor<6x16xf32>) -> tensor<4x16xf32>
    %68 = "stablehlo.tanh"(%67) : (tensor<4x16xf32>) -> tensor<4x16xf32>
    %69 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %70 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x16xf32>
    %71 = "stablehlo.subtract"(%70, %68) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %72 = "stablehlo.dot_general"(%68, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<16x3xf32>) -> tensor<4x3xf32>
    %73 = "stablehlo.broadcast_in_dim"(%arg35) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %74:2 = "func.call"(%72, %73) <{callee = @take_along_axis}> : (tensor<4x3xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %75 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %76:2 = "func.call"(%74#0, %75) <{callee = @_take}> : (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>)
    %77 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %78 = "stablehlo.reduce"(%72, %77) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %270 = "stablehlo.maximum"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%270) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %79 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %81 = "stablehlo.maximum"(%80, %78) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %82 = "stablehlo.is_finite"(%81) : (tensor<4xf32>) -> tensor<4xi1>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %85 = "stablehlo.select"(%82, %81, %84) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x1xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %88 = "stablehlo.subtract"(%72, %87) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %89 = "stablehlo.exponential"(%88) : (tensor<4x3xf32>) -> tensor<4x3xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.reduce"(%89, %90) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %269 = "stablehlo.add"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%269) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %92 = "stablehlo.abs"(%91) : (tensor<4xf32>) -> tensor<4xf32>
    %93 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %95 = "stablehlo.compare"(%91, %94) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %96 = "stablehlo.log"(%92) : (tensor<4xf32>) -> tensor<4xf32>
    %97 = "stablehlo.add"(%96, %85) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %98 = "stablehlo.subtract"(%97, %76#0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %99 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.reduce"(%98, %99) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %268 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%268) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %101 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.divide"(%100, %101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.divide"(%103, %104) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %107 = "stablehlo.negate"(%106) : (tensor<4xf32>) -> tensor<4xf32>
    %108 = "stablehlo.divide"(%106, %92) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %109 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %110 = "stablehlo.broadcast_in_dim"(%109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %111 = "stablehlo.select"(%95, %110, %108) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %112 = "stablehlo.select"(%95, %108, %110) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %113 = "stablehlo.negate"(%111) : (tensor<4xf32>) -> tensor<4xf32>
    %114 = "stablehlo.add"(%112, %113) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %115 = "stablehlo.broadcast_in_dim"(%114) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4x3xf32>
    %116 = "stablehlo.multiply"(%115, %89) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %117 = "func.call"(%76#1, %107) <{callee = @_take_0}> : (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    %118 = "func.call"(%74#1, %117) <{callee = @take_along_axis_1}> : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x3xf32>
    %119 = "stablehlo.add"(%116, %118) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %120 = "stablehlo.dot_general"(%119, %68) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x3xf32>, tensor<4x16xf32>) -> tensor<3x16xf32>
    %121 = "stablehlo.transpose"(%120) <{permutation = array<i64: 1, 0>}> : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %122 = "stablehlo.dot_general"(%119, %arg28) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x3xf32>, tensor<16x3xf32>) -> tensor<4x16xf32>
    %123 = "stablehlo.multiply"(%122, %71) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %124 = "stablehlo.multiply"(%123, %68) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %125 = "stablehlo.add"(%123, %124) : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
    %126 = "stablehlo.dot_general"(%125, %arg34) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x16xf32>, tensor<4x6xf32>) -> tensor<16x6xf32>
    %127 = "stablehlo.transpose"(%126) <{permutation = array<i64: 1, 0>}> : (tensor<16x6xf32>) -> tensor<6x16xf32>
    %128 = "chlo.square"(%127) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %129 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %131 = "chlo.square"(%130) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %132 = "stablehlo.add"(%128, %131) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %133 = "chlo.square"(%121) : (tensor<16x3xf32>) -> tensor<16x3xf32>
    %134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %136 = "chlo.square"(%135) : (tensor<16x3xf32>) -> tensor<16x3xf32>
    %137 = "stablehlo.add"(%133, %136) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %138 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.reduce"(%132, %138) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %267 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%267) : (tensor<f32>) -> ()
    }) : (tensor<6x16xf32>, tensor<f32>) -> tensor<f32>
    %140 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %141 = "stablehlo.reduce"(%137, %140) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %266 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%266) : (tensor<f32>) -> ()
    }) : (tensor<16x3xf32>, tensor<f32>) -> tensor<f32>
    %142 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %143 = "stablehlo.add"(%142, %139) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %144 = "stablehlo.add"(%143, %141) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %145 = "stablehlo.sqrt"(%144) : (tensor<f32>) -> tensor<f32>
    %146 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "stablehlo.compare"(%145, %146) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %148 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %149 = "stablehlo.divide"(%127, %148) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %150 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %151 = "stablehlo.broadcast_in_dim"(%150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %152 = "stablehlo.multiply"(%149, %151) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %153 = "stablehlo.select"(%147, %127, %152) : (tensor<i1>, tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %154 = "stablehlo.broadcast_in_dim"(%145) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %155 = "stablehlo.divide"(%121, %154) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %156 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %158 = "stablehlo.multiply"(%155, %157) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %159 = "stablehlo.select"(%147, %121, %158) : (tensor<i1>, tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %160 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %161 = "stablehlo.broadcast_in_dim"(%160) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %162 = "stablehlo.multiply"(%161, %153) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %163 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %164 = "stablehlo.broadcast_in_dim"(%163) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %165 = "stablehlo.multiply"(%164, %arg30) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %166 = "stablehlo.add"(%162, %165) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %167 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %169 = "stablehlo.multiply"(%168, %159) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %170 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %171 = "stablehlo.broadcast_in_dim"(%170) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %172 = "stablehlo.multiply"(%171, %arg31) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %173 = "stablehlo.add"(%169, %172) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %174 = "stablehlo.multiply"(%153, %153) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %175 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %177 = "stablehlo.multiply"(%176, %174) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %178 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %180 = "stablehlo.multiply"(%179, %arg32) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %181 = "stablehlo.add"(%177, %180) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %182 = "stablehlo.multiply"(%159, %159) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %183 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %185 = "stablehlo.multiply"(%184, %182) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %186 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %188 = "stablehlo.multiply"(%187, %arg33) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %189 = "stablehlo.add"(%185, %188) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %190 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %191 = "stablehlo.compare"(%arg29, %190) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %192 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %193 = "stablehlo.add"(%arg29, %192) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %194 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
    %195 = "func.call"(%191, %193, %194) <{callee = @_where_2}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %196 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %197 = "stablehlo.convert"(%195) : (tensor<i32>) -> tensor<f32>
    %198 = "stablehlo.power"(%196, %197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %199 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.subtract"(%199, %198) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %201 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %202 = "stablehlo.divide"(%166, %201) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %203 = "stablehlo.broadcast_in_dim"(%200) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %204 = "stablehlo.divide"(%173, %203) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %205 = "stablehlo.constant"() <{value = dense<9.990000e-01> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.convert"(%195) : (tensor<i32>) -> tensor<f32>
    %207 = "stablehlo.power"(%205, %206) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %208 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %209 = "stablehlo.subtract"(%208, %207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %211 = "stablehlo.divide"(%181, %210) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %212 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %213 = "stablehlo.divide"(%189, %212) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %216 = "stablehlo.add"(%211, %215) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %217 = "stablehlo.sqrt"(%216) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %218 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %219 = "stablehlo.broadcast_in_dim"(%218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %220 = "stablehlo.add"(%217, %219) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %221 = "stablehlo.divide"(%202, %220) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %222 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %224 = "stablehlo.add"(%213, %223) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %225 = "stablehlo.sqrt"(%224) : (tensor<16x3xf32>) -> tensor<16x3xf32>
    %226 = "stablehlo.constant"() <{value = dense<9.99999993E-9> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %228 = "stablehlo.add"(%225, %227) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %229 = "stablehlo.divide"(%204, %228) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %230 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %232 = "stablehlo.multiply"(%231, %221) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %233 = "stablehlo.constant"() <{value = dense<-1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %234 = "stablehlo.broadcast_in_dim"(%233) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %235 = "stablehlo.multiply"(%234, %229) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %236 = "func.call"(%72) <{callee = @argmax}> : (tensor<4x3xf32>) -> tensor<4xi32>
    %237 = "stablehlo.compare"(%236, %arg35) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %238 = "stablehlo.convert"(%237) : (tensor<4xi1>) -> tensor<4xf32>
    %239 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %240 = "stablehlo.reduce"(%238, %239) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %265 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%265) : (tensor<f32>) -> ()
    }) : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %241 = "stablehlo.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %242 = "stablehlo.divide"(%240, %241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %243 = "stablehlo.add"(%arg27, %232) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %244 = "stablehlo.add"(%arg28, %235) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %245 = "chlo.square"(%127) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %246 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %247 = "stablehlo.broadcast_in_dim"(%246) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x16xf32>
    %248 = "chlo.square"(%247) : (tensor<6x16xf32>) -> tensor<6x16xf32>
    %249 = "stablehlo.add"(%245, %248) : (tensor<6x16xf32>, tensor<6x16xf32>) -> tensor<6x16xf32>
    %250 = "chlo.square"(%121) : (tensor<16x3xf32>) -> tensor<16x3xf32>
    %251 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x3xf32>
    %253 = "chlo.square"(%252) : (tensor<16x3xf32>) -> tensor<16x3xf32>
    %254 = "stablehlo.add"(%250, %253) : (tensor<16x3xf32>, tensor<16x3xf32>) -> tensor<16x3xf32>
    %255 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.reduce"(%249, %255) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %264 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%264) : (tensor<f32>) -> ()
    }) : (tensor<6x16xf32>, tensor<f32>) -> tensor<f32>
    %257 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.reduce"(%254, %257) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %263 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%263) : (tensor<f32>) -> ()
    }) : (tensor<16x3xf32>, tensor<f32>) -> tensor<f32>
    %259 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %260 = "stablehlo.add"(%259, %256) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %261 = "stablehlo.add"(%260, %258) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %262 = "stablehlo.sqrt"(%261) : (tensor<f32>) -> tensor<f32>
    "func.return"(%243, %244, %195, %166, %173, %181, %189, %102, %262, %242) : (tensor<6x16xf32>, tensor<16x3xf32>, tensor<i32>, tensor<6x16xf32>, tensor<16x3xf32>, tensor<6x16xf32>, tensor<16x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x3xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>), sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<4x3xf32>, %arg24: tensor<4x1xi32>):
    %44 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %46 = "stablehlo.compare"(%arg24, %45) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %47 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %48 = "stablehlo.broadcast_in_dim"(%47) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %49 = "stablehlo.add"(%arg24, %48) : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %50 = "stablehlo.select"(%46, %49, %arg24) : (tensor<4x1xi1>, tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi32>
    %51 = "stablehlo.reshape"(%50) : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %52 = "stablehlo.constant"() <{value = dense<2> : tensor<1xi32>}> : () -> tensor<1xi32>
    %53 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1x1xi32>
    %55 = "stablehlo.compare"(%51, %54) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %56 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %58 = "stablehlo.compare"(%51, %57) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %59 = "stablehlo.and"(%55, %58) : (tensor<4x1x1xi1>, tensor<4x1x1xi1>) -> tensor<4x1x1xi1>
    %60 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %61 = "stablehlo.reduce"(%59, %60) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg25: tensor<i1>, %arg26: tensor<i1>):
      %66 = "stablehlo.and"(%arg25, %arg26) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%66) : (tensor<i1>) -> ()
    }) : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %62 = "stablehlo.gather"(%arg23, %51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x3xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %63 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %65 = "stablehlo.select"(%61, %62, %64) : (tensor<4x1xi1>, tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    "func.return"(%65, %51) : (tensor<4x1xf32>, tensor<4x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>), sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<4x1xf32>, %arg20: tensor<i32>):
    %23 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %24 = "stablehlo.compare"(%arg20, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %25 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %26 = "stablehlo.add"(%arg20, %25) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %27 = "func.call"(%24, %26, %arg20) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %30 = "stablehlo.convert"(%28) : (tensor<1xi32>) -> tensor<1xi32>
    %31 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %33 = "stablehlo.compare"(%30, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %34 = "stablehlo.compare"(%30, %29) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %35 = "stablehlo.and"(%33, %34) : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %36 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %37 = "stablehlo.reduce"(%35, %36) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg21: tensor<i1>, %arg22: tensor<i1>):
      %43 = "stablehlo.and"(%arg21, %arg22) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%43) : (tensor<i1>) -> ()
    }) : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %38 = "stablehlo.gather"(%arg19, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    %39 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<4xi1>
    %40 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %42 = "stablehlo.select"(%39, %38, %41) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%42, %28) : (tensor<4xf32>, tensor<1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<i1>, %arg17: tensor<i32>, %arg18: tensor<i32>):
    %22 = "stablehlo.select"(%arg16, %arg17, %arg18) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%22) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>, sym_name = "_take_0", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<1xi32>, %arg13: tensor<4xf32>):
    %18 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x1xf32>
    %20 = "stablehlo.scatter"(%19, %arg12, %arg13) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg14: tensor<f32>, %arg15: tensor<f32>):
      %21 = "stablehlo.add"(%arg14, %arg15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%21) : (tensor<f32>) -> ()
    }) : (tensor<4x1xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    "func.return"(%20) : (tensor<4x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x3xf32>, sym_name = "take_along_axis_1", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<4x1x1xi32>, %arg9: tensor<4x1xf32>):
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %16 = "stablehlo.scatter"(%15, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %17 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%17) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x3xf32>
    "func.return"(%16) : (tensor<4x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where_2", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<i1>, %arg6: tensor<i32>, %arg7: tensor<i32>):
    %13 = "stablehlo.select"(%arg5, %arg6, %arg7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%13) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x3xf32>) -> tensor<4xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x3xf32>):
    %0 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<4x3xi32>
    %1 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<f32>, %arg4: tensor<i32>):
      %4 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %5 = "stablehlo.compare"(%arg1, %arg1) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.or"(%4, %5) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %7 = "stablehlo.compare"(%arg1, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %8 = "stablehlo.compare"(%arg2, %arg4) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %9 = "stablehlo.and"(%7, %8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %10 = "stablehlo.or"(%6, %9) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.select"(%6, %arg1, %arg3) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %12 = "stablehlo.select"(%10, %arg2, %arg4) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%11, %12) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<4x3xf32>, tensor<4x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    "func.return"(%3#1) : (tensor<4xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
