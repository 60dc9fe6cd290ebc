"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xi32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %4 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %6 = "stablehlo.multiply"(%3, %5) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %7 = "stablehlo.compare"(%3, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %8 = "stablehlo.compare"(%6, %6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %9 = "stablehlo.or"(%7, %8) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %10 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %12 = "stablehlo.compare"(%6, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %15 = "stablehlo.compare"(%3, %14) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %18 = "stablehlo.compare"(%6, %17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %21 = "stablehlo.compare"(%6, %20) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %22 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %24 = "stablehlo.compare"(%3, %23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %25 = "stablehlo.and"(%15, %18) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %26 = "stablehlo.or"(%21, %24) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %27 = "stablehlo.or"(%26, %25) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %28 = "stablehlo.or"(%27, %9) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %29 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %31 = "stablehlo.compare"(%6, %30) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %32 = "stablehlo.compare"(%6, %3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %33 = "stablehlo.and"(%31, %32) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %34 = "stablehlo.log"(%6) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %35 = "stablehlo.multiply"(%3, %34) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %36 = "stablehlo.subtract"(%35, %6) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %37 = "chlo.lgamma"(%3) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %38 = "stablehlo.subtract"(%36, %37) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %39 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %40 = "stablehlo.log"(%39) : (tensor<f32>) -> tensor<f32>
    %41 = "stablehlo.negate"(%40) : (tensor<f32>) -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %43 = "stablehlo.compare"(%38, %42) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %44 = "stablehlo.exponential"(%38) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %45 = "stablehlo.or"(%18, %28) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %46 = "stablehlo.or"(%45, %43) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %47 = "stablehlo.or"(%46, %12) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %48 = "stablehlo.not"(%47) : (tensor<4x6xi1>) -> tensor<4x6xi1>
    %49 = "stablehlo.and"(%48, %33) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %50 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %52 = "stablehlo.subtract"(%51, %3) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %53 = "stablehlo.add"(%6, %52) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %54 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %55 = "stablehlo.broadcast_in_dim"(%54) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %56 = "stablehlo.add"(%53, %55) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %57 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %59 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %61 = "stablehlo.add"(%6, %60) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %62 = "stablehlo.multiply"(%56, %6) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %63 = "stablehlo.divide"(%61, %62) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %64 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %66 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %68 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %70 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %71 = "stablehlo.broadcast_in_dim"(%70) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %72 = "stablehlo.negate"(%6) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %73 = "stablehlo.multiply"(%63, %72) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %74 = "stablehlo.subtract"(%71, %73) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %75 = "stablehlo.divide"(%74, %62) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %77:15 = "stablehlo.while"(%49, %63, %65, %52, %56, %76, %61, %62, %58, %6, %67, %69, %71, %72, %75) ({
    ^bb0(%arg34: tensor<4x6xi1>, %arg35: tensor<4x6xf32>, %arg36: tensor<4x6xf32>, %arg37: tensor<4x6xf32>, %arg38: tensor<4x6xf32>, %arg39: tensor<f32>, %arg40: tensor<4x6xf32>, %arg41: tensor<4x6xf32>, %arg42: tensor<4x6xf32>, %arg43: tensor<4x6xf32>, %arg44: tensor<4x6xf32>, %arg45: tensor<4x6xf32>, %arg46: tensor<4x6xf32>, %arg47: tensor<4x6xf32>, %arg48: tensor<4x6xf32>):
      %238 = "stablehlo.constant"() <{value = dense<2.000000e+03> : tensor<f32>}> : () -> tensor<f32>
      %239 = "stablehlo.compare"(%arg39, %238) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %240 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %241 = "stablehlo.reduce"(%arg34, %240) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg49: tensor<i1>, %arg50: tensor<i1>):
        %243 = "stablehlo.or"(%arg49, %arg50) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%243) : (tensor<i1>) -> ()
      }) : (tensor<4x6xi1>, tensor<i1>) -> tensor<i1>
      %242 = "stablehlo.and"(%239, %241) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%242) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg19: tensor<4x6xi1>, %arg20: tensor<4x6xf32>, %arg21: tensor<4x6xf32>, %arg22: tensor<4x6xf32>, %arg23: tensor<4x6xf32>, %arg24: tensor<f32>, %arg25: tensor<4x6xf32>, %arg26: tensor<4x6xf32>, %arg27: tensor<4x6xf32>, %arg28: tensor<4x6xf32>, %arg29: tensor<4x6xf32>, %arg30: tensor<4x6xf32>, %arg31: tensor<4x6xf32>, %arg32: tensor<4x6xf32>, %arg33: tensor<4x6xf32>):
      %132 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %133 = "stablehlo.add"(%arg24, %132) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %134 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %136 = "stablehlo.add"(%arg22, %135) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %137 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %139 = "stablehlo.add"(%arg23, %138) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %140 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %141 = "stablehlo.multiply"(%136, %140) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %142 = "stablehlo.multiply"(%arg25, %139) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %143 = "stablehlo.multiply"(%arg27, %141) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %144 = "stablehlo.subtract"(%142, %143) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %145 = "stablehlo.multiply"(%arg26, %139) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %146 = "stablehlo.multiply"(%arg28, %141) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %147 = "stablehlo.subtract"(%145, %146) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %148 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %150 = "stablehlo.compare"(%147, %149) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
      %151 = "stablehlo.divide"(%144, %147) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %152 = "stablehlo.subtract"(%arg20, %151) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %153 = "stablehlo.divide"(%152, %151) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %154 = "stablehlo.abs"(%153) : (tensor<4x6xf32>) -> tensor<4x6xf32>
      %155 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %157 = "stablehlo.select"(%150, %154, %156) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %158 = "stablehlo.select"(%150, %151, %arg20) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %159 = "stablehlo.multiply"(%arg31, %139) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %160 = "stablehlo.subtract"(%159, %arg25) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %161 = "stablehlo.multiply"(%arg29, %141) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %162 = "stablehlo.subtract"(%160, %161) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %163 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %164 = "stablehlo.multiply"(%arg27, %163) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %165 = "stablehlo.add"(%162, %164) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %166 = "stablehlo.multiply"(%arg32, %139) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %167 = "stablehlo.subtract"(%166, %arg26) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %168 = "stablehlo.multiply"(%arg30, %141) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %169 = "stablehlo.subtract"(%167, %168) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %170 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %171 = "stablehlo.multiply"(%arg28, %170) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %172 = "stablehlo.add"(%169, %171) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %173 = "stablehlo.multiply"(%158, %172) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %174 = "stablehlo.subtract"(%165, %173) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %175 = "stablehlo.divide"(%174, %147) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %176 = "stablehlo.select"(%150, %175, %arg33) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %177 = "stablehlo.subtract"(%176, %arg33) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %178 = "stablehlo.abs"(%177) : (tensor<4x6xf32>) -> tensor<4x6xf32>
      %179 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %180 = "stablehlo.broadcast_in_dim"(%179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %181 = "stablehlo.select"(%150, %178, %180) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %182 = "stablehlo.abs"(%144) : (tensor<4x6xf32>) -> tensor<4x6xf32>
      %183 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %184 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
      %186 = "stablehlo.divide"(%185, %183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %188 = "stablehlo.compare"(%182, %187) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
      %189 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %190 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %191 = "stablehlo.multiply"(%arg25, %190) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %192 = "stablehlo.select"(%188, %191, %arg25) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %193 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %195 = "stablehlo.multiply"(%144, %194) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %196 = "stablehlo.select"(%188, %195, %144) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %197 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %199 = "stablehlo.multiply"(%arg26, %198) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %200 = "stablehlo.select"(%188, %199, %arg26) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %201 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %203 = "stablehlo.multiply"(%147, %202) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %204 = "stablehlo.select"(%188, %203, %147) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %205 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %207 = "stablehlo.multiply"(%arg31, %206) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %208 = "stablehlo.select"(%188, %207, %arg31) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %209 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %211 = "stablehlo.multiply"(%arg32, %210) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %212 = "stablehlo.select"(%188, %211, %arg32) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %213 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %214 = "stablehlo.broadcast_in_dim"(%213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %215 = "stablehlo.multiply"(%165, %214) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %216 = "stablehlo.select"(%188, %215, %165) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %217 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %219 = "stablehlo.multiply"(%172, %218) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %220 = "stablehlo.select"(%188, %219, %172) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %221 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %222 = "stablehlo.broadcast_in_dim"(%221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %223 = "stablehlo.compare"(%157, %222) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
      %224 = "stablehlo.and"(%arg19, %223) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
      %225 = "stablehlo.select"(%arg19, %158, %arg20) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %226 = "stablehlo.select"(%arg19, %157, %arg21) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %227 = "stablehlo.select"(%arg19, %136, %arg22) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %228 = "stablehlo.select"(%arg19, %139, %arg23) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %229 = "stablehlo.select"(%arg19, %196, %arg25) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %230 = "stablehlo.select"(%arg19, %204, %arg26) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %231 = "stablehlo.select"(%arg19, %192, %arg27) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %232 = "stablehlo.select"(%arg19, %200, %arg28) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %233 = "stablehlo.select"(%arg19, %208, %arg29) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %234 = "stablehlo.select"(%arg19, %212, %arg30) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %235 = "stablehlo.select"(%arg19, %216, %arg31) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %236 = "stablehlo.select"(%arg19, %220, %arg32) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %237 = "stablehlo.select"(%arg19, %176, %arg33) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      "stablehlo.return"(%224, %225, %226, %227, %228, %133, %229, %230, %231, %232, %233, %234, %235, %236, %237) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> ()
    }) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<f32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>)
    %78 = "stablehlo.multiply"(%77#1, %44) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %79 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %81 = "stablehlo.subtract"(%80, %78) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %82 = "stablehlo.not"(%33) : (tensor<4x6xi1>) -> tensor<4x6xi1>
    %83 = "stablehlo.and"(%48, %82) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
    %84 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %86 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %90 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %92:7 = "stablehlo.while"(%83, %3, %85, %87, %6, %89, %91) ({
    ^bb0(%arg10: tensor<4x6xi1>, %arg11: tensor<4x6xf32>, %arg12: tensor<4x6xf32>, %arg13: tensor<4x6xf32>, %arg14: tensor<4x6xf32>, %arg15: tensor<4x6xf32>, %arg16: tensor<4x6xf32>):
      %129 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %130 = "stablehlo.reduce"(%arg10, %129) <{dimensions = array<i64: 0, 1>}> ({
      ^bb0(%arg17: tensor<i1>, %arg18: tensor<i1>):
        %131 = "stablehlo.or"(%arg17, %arg18) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%131) : (tensor<i1>) -> ()
      }) : (tensor<4x6xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%130) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<4x6xi1>, %arg4: tensor<4x6xf32>, %arg5: tensor<4x6xf32>, %arg6: tensor<4x6xf32>, %arg7: tensor<4x6xf32>, %arg8: tensor<4x6xf32>, %arg9: tensor<4x6xf32>):
      %105 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %106 = "stablehlo.broadcast_in_dim"(%105) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %107 = "stablehlo.add"(%arg4, %106) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %108 = "stablehlo.divide"(%arg7, %107) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %109 = "stablehlo.multiply"(%arg8, %108) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %110 = "stablehlo.multiply"(%arg5, %arg7) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %111 = "stablehlo.multiply"(%107, %107) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %112 = "stablehlo.divide"(%110, %111) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %113 = "stablehlo.subtract"(%109, %112) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %114 = "stablehlo.add"(%arg9, %113) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %115 = "stablehlo.divide"(%arg7, %107) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %116 = "stablehlo.multiply"(%arg5, %115) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %117 = "stablehlo.add"(%arg6, %116) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %118 = "stablehlo.divide"(%116, %117) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %119 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
      %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %121 = "stablehlo.compare"(%118, %120) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
      %122 = "stablehlo.and"(%arg3, %121) : (tensor<4x6xi1>, tensor<4x6xi1>) -> tensor<4x6xi1>
      %123 = "stablehlo.select"(%arg3, %107, %arg4) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %124 = "stablehlo.select"(%arg3, %116, %arg5) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %125 = "stablehlo.select"(%arg3, %117, %arg6) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %126 = "stablehlo.select"(%arg3, %arg7, %arg7) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %127 = "stablehlo.select"(%arg3, %113, %arg8) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %128 = "stablehlo.select"(%arg3, %114, %arg9) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      "stablehlo.return"(%122, %123, %124, %125, %126, %127, %128) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> ()
    }) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>) -> (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xf32>)
    %93 = "stablehlo.multiply"(%92#3, %44) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %94 = "stablehlo.divide"(%93, %3) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %95 = "stablehlo.select"(%33, %81, %94) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %98 = "stablehlo.select"(%18, %97, %95) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %99 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %101 = "stablehlo.select"(%12, %100, %98) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %102 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %104 = "stablehlo.select"(%28, %103, %101) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%104) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
