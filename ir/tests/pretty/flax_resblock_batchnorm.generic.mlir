"builtin.module"() <{sym_name = "jit_res_step"}> ({
  "func.func"() <{function_type = (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>, tensor<1x1x4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>, tensor<1x1x4x8xf32>, tensor<2x8x8x4xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>, tensor<1x1x4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>, tensor<1x1x4x8xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['BatchNorm_0']['bias']"}, {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, {jax.result_info = "result[0]['BatchNorm_1']['bias']"}, {jax.result_info = "result[0]['BatchNorm_1']['scale']"}, {jax.result_info = "result[0]['BatchNorm_2']['bias']"}, {jax.result_info = "result[0]['BatchNorm_2']['scale']"}, {jax.result_info = "result[0]['Conv_0']['kernel']"}, {jax.result_info = "result[0]['Conv_1']['kernel']"}, {jax.result_info = "result[0]['Conv_2']['kernel']"}, {jax.result_info = "result[1]['BatchNorm_0']['mean']"}, {jax.result_info = "result[1]['BatchNorm_0']['var']"}, {jax.result_info = "result[1]['BatchNorm_1']['mean']"}, {jax.result_info = "result[1]['BatchNorm_1']['var']"}, {jax.result_info = "result[1]['BatchNorm_2']['mean']"}, {jax.result_info = "result[1]['BatchNorm_2']['var']"}, {jax.result_info = "result[2][0].trace['BatchNorm_0']['bias']"}, {jax.result_info = "result[2][0].trace['BatchNorm_0']['scale']"}, {jax.result_info = "result[2][0].trace['BatchNorm_1']['bias']"}, {jax.result_info = "result[2][0].trace['BatchNorm_1']['scale']"}, {jax.result_info = "result[2][0].trace['BatchNorm_2']['bias']"}, {jax.result_info = "result[2][0].trace['BatchNorm_2']['scale']"}, {jax.result_info = "result[2][0].trace['Conv_0']['kernel']"}, {jax.result_info = "result[2][0].trace['Conv_1']['kernel']"}, {jax.result_info = "result[2][0].trace['Conv_2']['kernel']"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<8xf32>, %arg2: tensor<8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>, %arg7: tensor<3x3x4x8xf32>, %arg8: tensor<3x3x8x8xf32>, %arg9: tensor<1x1x4x8xf32>, %arg10: tensor<8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8xf32>, %arg13: tensor<8xf32>, %arg14: tensor<8xf32>, %arg15: tensor<8xf32>, %arg16: tensor<8xf32>, %arg17: tensor<8xf32>, %arg18: tensor<8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<8xf32>, %arg21: tensor<8xf32>, %arg22: tensor<3x3x4x8xf32>, %arg23: tensor<3x3x8x8xf32>, %arg24: tensor<1x1x4x8xf32>, %arg25: tensor<2x8x8x4xf32>):
    %3 = "stablehlo.convolution"(%arg25, %arg7) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x8x8x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x4x4x8xf32>
    %4 = "chlo.square"(%3) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %5 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %7 = "stablehlo.multiply"(%6, %3) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%3, %8) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %452 = "stablehlo.add"(%arg68, %arg69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%452) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %10 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %12 = "stablehlo.divide"(%9, %11) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.reduce"(%4, %13) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %451 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%451) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %15 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %17 = "stablehlo.divide"(%14, %16) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %18 = "chlo.square"(%12) : (tensor<8xf32>) -> tensor<8xf32>
    %19 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %21 = "stablehlo.multiply"(%20, %12) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %22 = "stablehlo.subtract"(%17, %18) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %25 = "stablehlo.maximum"(%24, %22) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %26 = "stablehlo.compare"(%22, %25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %27 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.broadcast_in_dim"(%29) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %31 = "stablehlo.select"(%26, %28, %30) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %34 = "stablehlo.compare"(%33, %25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %35 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %37 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %39 = "stablehlo.select"(%34, %36, %38) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %40 = "stablehlo.divide"(%31, %39) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %41 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %43 = "stablehlo.multiply"(%42, %arg10) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %44 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %45 = "stablehlo.broadcast_in_dim"(%44) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %46 = "stablehlo.multiply"(%45, %12) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %47 = "stablehlo.add"(%43, %46) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %48 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.broadcast_in_dim"(%48) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %50 = "stablehlo.multiply"(%49, %arg11) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %51 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %53 = "stablehlo.multiply"(%52, %25) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %54 = "stablehlo.add"(%50, %53) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %55 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %56 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %57 = "stablehlo.broadcast_in_dim"(%55) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %58 = "stablehlo.subtract"(%3, %57) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %59 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %61 = "stablehlo.add"(%56, %60) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %62 = "stablehlo.rsqrt"(%61) : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %63 = "stablehlo.divide"(%62, %61) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %64 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %66 = "stablehlo.multiply"(%65, %63) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %67 = "stablehlo.reshape"(%arg2) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %68 = "stablehlo.multiply"(%62, %67) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %70 = "stablehlo.multiply"(%58, %69) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %71 = "stablehlo.reshape"(%arg1) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %73 = "stablehlo.add"(%70, %72) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %74 = "func.call"(%73) <{callee = @relu}> : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %75 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %77 = "stablehlo.compare"(%73, %76) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xi1>
    %78 = "stablehlo.convolution"(%74, %arg8) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x4x4x8xf32>
    %79 = "chlo.square"(%78) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %80 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %81 = "stablehlo.broadcast_in_dim"(%80) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %82 = "stablehlo.multiply"(%81, %78) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %83 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %84 = "stablehlo.reduce"(%78, %83) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg64: tensor<f32>, %arg65: tensor<f32>):
      %450 = "stablehlo.add"(%arg64, %arg65) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%450) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %85 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %87 = "stablehlo.divide"(%84, %86) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %88 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.reduce"(%79, %88) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %449 = "stablehlo.add"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%449) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %90 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %91 = "stablehlo.broadcast_in_dim"(%90) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %92 = "stablehlo.divide"(%89, %91) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %93 = "chlo.square"(%87) : (tensor<8xf32>) -> tensor<8xf32>
    %94 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %95 = "stablehlo.broadcast_in_dim"(%94) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %96 = "stablehlo.multiply"(%95, %87) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %97 = "stablehlo.subtract"(%92, %93) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %98 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %100 = "stablehlo.maximum"(%99, %97) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %101 = "stablehlo.compare"(%97, %100) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %102 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %103 = "stablehlo.broadcast_in_dim"(%102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %104 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %106 = "stablehlo.select"(%101, %103, %105) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %107 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %109 = "stablehlo.compare"(%108, %100) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %110 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %112 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %113 = "stablehlo.broadcast_in_dim"(%112) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %114 = "stablehlo.select"(%109, %111, %113) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %115 = "stablehlo.divide"(%106, %114) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %116 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %117 = "stablehlo.broadcast_in_dim"(%116) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %118 = "stablehlo.multiply"(%117, %arg12) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %119 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %121 = "stablehlo.multiply"(%120, %87) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %122 = "stablehlo.add"(%118, %121) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %123 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %125 = "stablehlo.multiply"(%124, %arg13) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %126 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %127 = "stablehlo.broadcast_in_dim"(%126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %128 = "stablehlo.multiply"(%127, %100) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %129 = "stablehlo.add"(%125, %128) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %130 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %131 = "stablehlo.broadcast_in_dim"(%100) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %132 = "stablehlo.broadcast_in_dim"(%130) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %133 = "stablehlo.subtract"(%78, %132) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %134 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %136 = "stablehlo.add"(%131, %135) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %137 = "stablehlo.rsqrt"(%136) : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %138 = "stablehlo.divide"(%137, %136) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %139 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %141 = "stablehlo.multiply"(%140, %138) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %142 = "stablehlo.reshape"(%arg4) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %143 = "stablehlo.multiply"(%137, %142) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %145 = "stablehlo.multiply"(%133, %144) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %146 = "stablehlo.reshape"(%arg3) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %147 = "stablehlo.broadcast_in_dim"(%146) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %148 = "stablehlo.add"(%145, %147) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %149 = "stablehlo.convolution"(%arg25, %arg9) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<0> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 2, 2>}> : (tensor<2x8x8x4xf32>, tensor<1x1x4x8xf32>) -> tensor<2x4x4x8xf32>
    %150 = "chlo.square"(%149) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %151 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %152 = "stablehlo.broadcast_in_dim"(%151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %153 = "stablehlo.multiply"(%152, %149) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %154 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %155 = "stablehlo.reduce"(%149, %154) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      %448 = "stablehlo.add"(%arg60, %arg61) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%448) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %156 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %158 = "stablehlo.divide"(%155, %157) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %159 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %160 = "stablehlo.reduce"(%150, %159) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg58: tensor<f32>, %arg59: tensor<f32>):
      %447 = "stablehlo.add"(%arg58, %arg59) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%447) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %161 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %163 = "stablehlo.divide"(%160, %162) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %164 = "chlo.square"(%158) : (tensor<8xf32>) -> tensor<8xf32>
    %165 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %166 = "stablehlo.broadcast_in_dim"(%165) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %167 = "stablehlo.multiply"(%166, %158) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %168 = "stablehlo.subtract"(%163, %164) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %169 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %170 = "stablehlo.broadcast_in_dim"(%169) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %171 = "stablehlo.maximum"(%170, %168) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %172 = "stablehlo.compare"(%168, %171) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %173 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %174 = "stablehlo.broadcast_in_dim"(%173) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %175 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %177 = "stablehlo.select"(%172, %174, %176) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %180 = "stablehlo.compare"(%179, %171) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %181 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %182 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %183 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %185 = "stablehlo.select"(%180, %182, %184) : (tensor<8xi1>, tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %186 = "stablehlo.divide"(%177, %185) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %187 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %189 = "stablehlo.multiply"(%188, %arg14) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %190 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %192 = "stablehlo.multiply"(%191, %158) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %193 = "stablehlo.add"(%189, %192) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %194 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %196 = "stablehlo.multiply"(%195, %arg15) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %197 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %199 = "stablehlo.multiply"(%198, %171) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %200 = "stablehlo.add"(%196, %199) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %201 = "stablehlo.broadcast_in_dim"(%158) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %202 = "stablehlo.broadcast_in_dim"(%171) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %203 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %204 = "stablehlo.subtract"(%149, %203) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %205 = "stablehlo.constant"() <{value = dense<9.99999974E-6> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %207 = "stablehlo.add"(%202, %206) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %208 = "stablehlo.rsqrt"(%207) : (tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %209 = "stablehlo.divide"(%208, %207) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %210 = "stablehlo.constant"() <{value = dense<-5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %212 = "stablehlo.multiply"(%211, %209) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %213 = "stablehlo.reshape"(%arg6) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %214 = "stablehlo.multiply"(%208, %213) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %215 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %216 = "stablehlo.multiply"(%204, %215) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %217 = "stablehlo.reshape"(%arg5) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %219 = "stablehlo.add"(%216, %218) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %220 = "stablehlo.add"(%219, %148) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %221 = "func.call"(%220) <{callee = @relu}> : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %222 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %223 = "stablehlo.broadcast_in_dim"(%222) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %224 = "stablehlo.compare"(%220, %223) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xi1>
    %225 = "stablehlo.multiply"(%221, %221) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %226 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %227 = "stablehlo.reduce"(%225, %226) <{dimensions = array<i64: 0, 1, 2, 3>}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %446 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%446) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<f32>
    %228 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %229 = "stablehlo.divide"(%227, %228) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %230 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %231 = "stablehlo.constant"() <{value = dense<2.560000e+02> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.divide"(%230, %231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %233 = "stablehlo.broadcast_in_dim"(%232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %234 = "stablehlo.multiply"(%221, %233) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %235 = "stablehlo.multiply"(%233, %221) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %236 = "stablehlo.add"(%234, %235) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %237 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %239 = "stablehlo.select"(%224, %236, %238) : (tensor<2x4x4x8xi1>, tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %240 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %241 = "stablehlo.reduce"(%239, %240) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %445 = "stablehlo.add"(%arg54, %arg55) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%445) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %242 = "stablehlo.reshape"(%241) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %243 = "stablehlo.reshape"(%242) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %244 = "stablehlo.multiply"(%204, %239) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %245 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %246 = "stablehlo.reduce"(%244, %245) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %444 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%444) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %247 = "stablehlo.reshape"(%246) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %248 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %249 = "stablehlo.multiply"(%239, %248) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %250 = "stablehlo.multiply"(%208, %247) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %251 = "stablehlo.multiply"(%247, %213) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %252 = "stablehlo.reshape"(%250) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %253 = "stablehlo.multiply"(%251, %212) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %254 = "stablehlo.negate"(%249) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %255 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "stablehlo.reduce"(%254, %255) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %443 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%443) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %257 = "stablehlo.reshape"(%256) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %258 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %259 = "stablehlo.reduce"(%253, %258) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
      %442 = "stablehlo.add"(%arg48, %arg49) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%442) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %260 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %261 = "stablehlo.reduce"(%257, %260) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg46: tensor<f32>, %arg47: tensor<f32>):
      %441 = "stablehlo.add"(%arg46, %arg47) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%441) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %262 = "stablehlo.multiply"(%259, %186) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %263 = "stablehlo.negate"(%262) : (tensor<8xf32>) -> tensor<8xf32>
    %264 = "stablehlo.multiply"(%263, %167) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %265 = "stablehlo.add"(%261, %264) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %266 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %267 = "stablehlo.broadcast_in_dim"(%266) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %268 = "stablehlo.divide"(%262, %267) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %269 = "stablehlo.broadcast_in_dim"(%268) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %270 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %272 = "stablehlo.divide"(%265, %271) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %274 = "stablehlo.add"(%249, %273) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %275 = "stablehlo.multiply"(%269, %153) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %276 = "stablehlo.add"(%274, %275) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %277 = "stablehlo.convolution"(%arg25, %276) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x8x8x4xf32>, tensor<2x4x4x8xf32>) -> tensor<1x1x4x8xf32>
    %278 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.reduce"(%239, %278) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg44: tensor<f32>, %arg45: tensor<f32>):
      %440 = "stablehlo.add"(%arg44, %arg45) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%440) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %280 = "stablehlo.reshape"(%279) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %281 = "stablehlo.reshape"(%280) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %282 = "stablehlo.multiply"(%133, %239) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %283 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %284 = "stablehlo.reduce"(%282, %283) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg42: tensor<f32>, %arg43: tensor<f32>):
      %439 = "stablehlo.add"(%arg42, %arg43) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%439) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %285 = "stablehlo.reshape"(%284) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %286 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %287 = "stablehlo.multiply"(%239, %286) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %288 = "stablehlo.multiply"(%137, %285) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %289 = "stablehlo.multiply"(%285, %142) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %290 = "stablehlo.reshape"(%288) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %291 = "stablehlo.multiply"(%289, %141) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %292 = "stablehlo.negate"(%287) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %293 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.reduce"(%292, %293) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg40: tensor<f32>, %arg41: tensor<f32>):
      %438 = "stablehlo.add"(%arg40, %arg41) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%438) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %295 = "stablehlo.reshape"(%294) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %296 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %297 = "stablehlo.reduce"(%291, %296) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg38: tensor<f32>, %arg39: tensor<f32>):
      %437 = "stablehlo.add"(%arg38, %arg39) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%437) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %298 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %299 = "stablehlo.reduce"(%295, %298) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %436 = "stablehlo.add"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%436) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %300 = "stablehlo.multiply"(%297, %115) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %301 = "stablehlo.negate"(%300) : (tensor<8xf32>) -> tensor<8xf32>
    %302 = "stablehlo.multiply"(%301, %96) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %303 = "stablehlo.add"(%299, %302) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %304 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %305 = "stablehlo.broadcast_in_dim"(%304) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %306 = "stablehlo.divide"(%300, %305) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %307 = "stablehlo.broadcast_in_dim"(%306) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %308 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %310 = "stablehlo.divide"(%303, %309) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %311 = "stablehlo.broadcast_in_dim"(%310) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %312 = "stablehlo.add"(%287, %311) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %313 = "stablehlo.multiply"(%307, %82) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %314 = "stablehlo.add"(%312, %313) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %315 = "stablehlo.convolution"(%74, %314) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<3x3x8x8xf32>
    %316 = "stablehlo.reverse"(%arg8) <{dimensions = array<i64: 0, 1>}> : (tensor<3x3x8x8xf32>) -> tensor<3x3x8x8xf32>
    %317 = "stablehlo.convolution"(%314, %316) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x4x4x8xf32>, tensor<3x3x8x8xf32>) -> tensor<2x4x4x8xf32>
    %318 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %320 = "stablehlo.select"(%77, %317, %319) : (tensor<2x4x4x8xi1>, tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %321 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %322 = "stablehlo.reduce"(%320, %321) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %435 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%435) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %323 = "stablehlo.reshape"(%322) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %324 = "stablehlo.reshape"(%323) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %325 = "stablehlo.multiply"(%58, %320) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %326 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %327 = "stablehlo.reduce"(%325, %326) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg32: tensor<f32>, %arg33: tensor<f32>):
      %434 = "stablehlo.add"(%arg32, %arg33) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%434) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %329 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x8xf32>) -> tensor<2x4x4x8xf32>
    %330 = "stablehlo.multiply"(%320, %329) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %331 = "stablehlo.multiply"(%62, %328) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %332 = "stablehlo.multiply"(%328, %67) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %333 = "stablehlo.reshape"(%331) : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %334 = "stablehlo.multiply"(%332, %66) : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %335 = "stablehlo.negate"(%330) : (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %336 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "stablehlo.reduce"(%335, %336) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      %433 = "stablehlo.add"(%arg30, %arg31) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%433) : (tensor<f32>) -> ()
    }) : (tensor<2x4x4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %338 = "stablehlo.reshape"(%337) : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %339 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %340 = "stablehlo.reduce"(%334, %339) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      %432 = "stablehlo.add"(%arg28, %arg29) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%432) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %341 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %342 = "stablehlo.reduce"(%338, %341) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
      %431 = "stablehlo.add"(%arg26, %arg27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%431) : (tensor<f32>) -> ()
    }) : (tensor<1x1x1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %343 = "stablehlo.multiply"(%340, %40) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %344 = "stablehlo.negate"(%343) : (tensor<8xf32>) -> tensor<8xf32>
    %345 = "stablehlo.multiply"(%344, %21) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %346 = "stablehlo.add"(%342, %345) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %347 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %349 = "stablehlo.divide"(%343, %348) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %351 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %352 = "stablehlo.broadcast_in_dim"(%351) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %353 = "stablehlo.divide"(%346, %352) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %354 = "stablehlo.broadcast_in_dim"(%353) <{broadcast_dimensions = array<i64: 3>}> : (tensor<8xf32>) -> tensor<2x4x4x8xf32>
    %355 = "stablehlo.add"(%330, %354) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %356 = "stablehlo.multiply"(%350, %7) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %357 = "stablehlo.add"(%355, %356) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    %358 = "stablehlo.convolution"(%arg25, %357) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 2, 2>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<2x8x8x4xf32>, tensor<2x4x4x8xf32>) -> tensor<3x3x4x8xf32>
    %359 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %361 = "stablehlo.multiply"(%360, %arg16) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %362 = "stablehlo.add"(%324, %361) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %363 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %364 = "stablehlo.broadcast_in_dim"(%363) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %365 = "stablehlo.multiply"(%364, %arg17) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %366 = "stablehlo.add"(%333, %365) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %367 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %368 = "stablehlo.broadcast_in_dim"(%367) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %369 = "stablehlo.multiply"(%368, %arg18) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %370 = "stablehlo.add"(%281, %369) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %371 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %373 = "stablehlo.multiply"(%372, %arg19) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %374 = "stablehlo.add"(%290, %373) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %375 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %377 = "stablehlo.multiply"(%376, %arg20) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %378 = "stablehlo.add"(%243, %377) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %379 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %381 = "stablehlo.multiply"(%380, %arg21) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %382 = "stablehlo.add"(%252, %381) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %383 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %384 = "stablehlo.broadcast_in_dim"(%383) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x4x8xf32>
    %385 = "stablehlo.multiply"(%384, %arg22) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
    %386 = "stablehlo.add"(%358, %385) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
    %387 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %388 = "stablehlo.broadcast_in_dim"(%387) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %389 = "stablehlo.multiply"(%388, %arg23) : (tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<3x3x8x8xf32>
    %390 = "stablehlo.add"(%315, %389) : (tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<3x3x8x8xf32>
    %391 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
    %392 = "stablehlo.broadcast_in_dim"(%391) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x4x8xf32>
    %393 = "stablehlo.multiply"(%392, %arg24) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %394 = "stablehlo.add"(%277, %393) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %395 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %396 = "stablehlo.broadcast_in_dim"(%395) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %397 = "stablehlo.multiply"(%396, %362) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %398 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %399 = "stablehlo.broadcast_in_dim"(%398) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %400 = "stablehlo.multiply"(%399, %366) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %401 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %402 = "stablehlo.broadcast_in_dim"(%401) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %403 = "stablehlo.multiply"(%402, %370) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %404 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %406 = "stablehlo.multiply"(%405, %374) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %407 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %408 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %409 = "stablehlo.multiply"(%408, %378) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %410 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %411 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %412 = "stablehlo.multiply"(%411, %382) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %413 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %414 = "stablehlo.broadcast_in_dim"(%413) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x4x8xf32>
    %415 = "stablehlo.multiply"(%414, %386) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
    %416 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %417 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %418 = "stablehlo.multiply"(%417, %390) : (tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<3x3x8x8xf32>
    %419 = "stablehlo.constant"() <{value = dense<-1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %420 = "stablehlo.broadcast_in_dim"(%419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1x4x8xf32>
    %421 = "stablehlo.multiply"(%420, %394) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %422 = "stablehlo.add"(%arg1, %397) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %423 = "stablehlo.add"(%arg2, %400) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %424 = "stablehlo.add"(%arg3, %403) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %425 = "stablehlo.add"(%arg4, %406) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %426 = "stablehlo.add"(%arg5, %409) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %427 = "stablehlo.add"(%arg6, %412) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %428 = "stablehlo.add"(%arg7, %415) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
    %429 = "stablehlo.add"(%arg8, %418) : (tensor<3x3x8x8xf32>, tensor<3x3x8x8xf32>) -> tensor<3x3x8x8xf32>
    %430 = "stablehlo.add"(%arg9, %421) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    "func.return"(%422, %423, %424, %425, %426, %427, %428, %429, %430, %47, %54, %122, %129, %193, %200, %362, %366, %370, %374, %378, %382, %386, %390, %394, %229) : (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>, tensor<1x1x4x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x8x8xf32>, tensor<1x1x4x8xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>, sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x4x8xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x4x4x8xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<2x4x4x8xf32>, tensor<2x4x4x8xf32>) -> tensor<2x4x4x8xf32>
    "func.return"(%2) : (tensor<2x4x4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
