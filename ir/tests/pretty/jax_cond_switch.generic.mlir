"builtin.module"() <{sym_name = "jit_cond_step"}> ({
  "func.func"() <{function_type = (tensor<6x6xf32>, tensor<2x6xf32>, tensor<i32>) -> (tensor<6x6xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<6x6xf32>, %arg7: tensor<2x6xf32>, %arg8: tensor<i32>):
    %36 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.reduce"(%arg7, %36) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
      %89 = "stablehlo.add"(%arg11, %arg12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%89) : (tensor<f32>) -> ()
    }) : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %39 = "stablehlo.compare"(%37, %38) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %40 = "stablehlo.convert"(%39) : (tensor<i1>) -> tensor<i32>
    %41:2 = "stablehlo.case"(%40) ({
      %84 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
      %86 = "stablehlo.multiply"(%arg7, %85) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
      %87 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %88 = "stablehlo.broadcast_in_dim"(%87) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
      "stablehlo.return"(%86, %88) : (tensor<2x6xf32>, tensor<2x6xf32>) -> ()
    }, {
      %83 = "stablehlo.dot_general"(%arg7, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6xf32>, tensor<6x6xf32>) -> tensor<2x6xf32>
      "stablehlo.return"(%83, %arg7) : (tensor<2x6xf32>, tensor<2x6xf32>) -> ()
    }) : (tensor<i32>) -> (tensor<2x6xf32>, tensor<2x6xf32>)
    %42 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %43 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %44 = "stablehlo.clamp"(%42, %arg8, %43) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %45:3 = "stablehlo.case"(%44) ({
      %79 = "stablehlo.sine"(%41#0) : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %80 = "stablehlo.cosine"(%41#0) : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %81 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
      "stablehlo.return"(%79, %80, %82) : (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> ()
    }, {
      %75 = "stablehlo.cosine"(%41#0) : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %76 = "stablehlo.sine"(%41#0) : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %77 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
      "stablehlo.return"(%75, %76, %78) : (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> ()
    }, {
      %71 = "stablehlo.tanh"(%41#0) : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %72 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %73 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
      %74 = "stablehlo.subtract"(%73, %71) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
      "stablehlo.return"(%71, %71, %74) : (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> ()
    }) : (tensor<i32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>)
    %46 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %48:3 = "func.call"(%45#0, %46, %47) <{callee = @clip}> : (tensor<2x6xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>)
    %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %50 = "stablehlo.reduce"(%48#0, %49) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %70 = "stablehlo.add"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%70) : (tensor<f32>) -> ()
    }) : (tensor<2x6xf32>, tensor<f32>) -> tensor<f32>
    %51 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %53 = "func.call"(%48#1, %48#2, %52) <{callee = @clip_0}> : (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %54 = "stablehlo.case"(%44) ({
      %69 = "stablehlo.multiply"(%53, %45#1) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
      "stablehlo.return"(%69) : (tensor<2x6xf32>) -> ()
    }, {
      %67 = "stablehlo.negate"(%53) : (tensor<2x6xf32>) -> tensor<2x6xf32>
      %68 = "stablehlo.multiply"(%67, %45#1) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
      "stablehlo.return"(%68) : (tensor<2x6xf32>) -> ()
    }, {
      %64 = "stablehlo.multiply"(%53, %45#2) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
      %65 = "stablehlo.multiply"(%64, %45#1) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
      %66 = "stablehlo.add"(%64, %65) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
      "stablehlo.return"(%66) : (tensor<2x6xf32>) -> ()
    }) : (tensor<i32>) -> tensor<2x6xf32>
    %55 = "stablehlo.case"(%40) ({
      %62 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x6xf32>
      "stablehlo.return"(%63) : (tensor<6x6xf32>) -> ()
    }, {
      %60 = "stablehlo.dot_general"(%54, %41#1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<6x6xf32>
      %61 = "stablehlo.transpose"(%60) <{permutation = array<i64: 1, 0>}> : (tensor<6x6xf32>) -> tensor<6x6xf32>
      "stablehlo.return"(%61) : (tensor<6x6xf32>) -> ()
    }) : (tensor<i32>) -> tensor<6x6xf32>
    %56 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x6xf32>
    %58 = "stablehlo.multiply"(%57, %55) : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
    %59 = "stablehlo.subtract"(%arg6, %58) : (tensor<6x6xf32>, tensor<6x6xf32>) -> tensor<6x6xf32>
    "func.return"(%59, %50) : (tensor<6x6xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x6xf32>, tensor<f32>, tensor<f32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>), sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2x6xf32>, %arg4: tensor<f32>, %arg5: tensor<f32>):
    %2 = "stablehlo.convert"(%arg4) : (tensor<f32>) -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %4 = "stablehlo.maximum"(%3, %arg3) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %5 = "stablehlo.compare"(%arg3, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
    %6 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %10 = "stablehlo.select"(%5, %7, %9) : (tensor<2x6xi1>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %11 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %12 = "stablehlo.compare"(%11, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
    %13 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %17 = "stablehlo.select"(%12, %14, %16) : (tensor<2x6xi1>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %18 = "stablehlo.divide"(%10, %17) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %19 = "stablehlo.convert"(%arg5) : (tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %21 = "stablehlo.minimum"(%20, %4) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %22 = "stablehlo.compare"(%4, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
    %23 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %27 = "stablehlo.select"(%22, %24, %26) : (tensor<2x6xi1>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %28 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %29 = "stablehlo.compare"(%28, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xi1>
    %30 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %32 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %34 = "stablehlo.select"(%29, %31, %33) : (tensor<2x6xi1>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %35 = "stablehlo.divide"(%27, %34) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    "func.return"(%21, %18, %35) : (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>, sym_name = "clip_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x6xf32>, %arg1: tensor<2x6xf32>, %arg2: tensor<2x6xf32>):
    %0 = "stablehlo.multiply"(%arg2, %arg1) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %1 = "stablehlo.multiply"(%0, %arg0) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    "func.return"(%1) : (tensor<2x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
