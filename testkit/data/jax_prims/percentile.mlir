"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<f32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<4x6xf32>, %arg12: tensor<4x6xf32>, %arg13: tensor<4x6xi32>):
    %59 = "stablehlo.abs"(%arg11) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %60 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %61 = "stablehlo.broadcast_in_dim"(%60) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %62 = "stablehlo.add"(%59, %61) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %63 = "stablehlo.constant"() <{value = dense<3.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %64 = "func.call"(%arg11, %63) <{callee = @percentile}> : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%64) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "percentile", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x6xf32>, %arg10: tensor<f32>):
    %56 = "stablehlo.constant"() <{value = dense<1.000000e+02> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.divide"(%arg10, %56) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %58 = "func.call"(%arg9, %57) <{callee = @quantile}> : (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%58) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "quantile", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x6xf32>, %arg4: tensor<f32>):
    %4 = "stablehlo.reshape"(%arg3) : (tensor<4x6xf32>) -> tensor<24xf32>
    %5 = "stablehlo.compare"(%4, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %6 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %7 = "stablehlo.reduce"(%5, %6) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
      %55 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }) : (tensor<24xi1>, tensor<i1>) -> tensor<i1>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %9 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %10 = "func.call"(%8, %9, %4) <{callee = @_where}> : (tensor<1xi1>, tensor<f32>, tensor<24xf32>) -> tensor<24xf32>
    %11 = "stablehlo.sort"(%10) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %40 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %41 = "stablehlo.compare"(%arg5, %40) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %42 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %43 = "stablehlo.select"(%41, %42, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %44 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %45 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %46 = "stablehlo.select"(%44, %45, %43) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %47 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %48 = "stablehlo.compare"(%arg6, %47) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %49 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %50 = "stablehlo.select"(%48, %49, %arg6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %51 = "stablehlo.compare"(%arg6, %arg6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %52 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %53 = "stablehlo.select"(%51, %52, %50) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %54 = "stablehlo.compare"(%46, %53) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%54) : (tensor<i1>) -> ()
    }) : (tensor<24xf32>) -> tensor<24xf32>
    %12 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.subtract"(%12, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.multiply"(%arg4, %14) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.floor"(%15) : (tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.ceil"(%15) : (tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.subtract"(%15, %16) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.subtract"(%19, %18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %21 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.subtract"(%21, %22) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.clamp"(%24, %16, %23) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %26 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.subtract"(%26, %27) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %29 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %30 = "stablehlo.clamp"(%29, %17, %28) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.convert"(%25) : (tensor<f32>) -> tensor<i32>
    %32 = "stablehlo.convert"(%30) : (tensor<f32>) -> tensor<i32>
    %33 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %34 = "stablehlo.gather"(%11, %33) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<24xf32>, tensor<1xi32>) -> tensor<f32>
    %35 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %36 = "stablehlo.gather"(%11, %35) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<24xf32>, tensor<1xi32>) -> tensor<f32>
    %37 = "stablehlo.multiply"(%34, %20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %38 = "stablehlo.multiply"(%36, %18) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %39 = "stablehlo.add"(%37, %38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%39) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<1xi1>, tensor<f32>, tensor<24xf32>) -> tensor<24xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1xi1>, %arg1: tensor<f32>, %arg2: tensor<24xf32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xi1>) -> tensor<24xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24xf32>
    %3 = "stablehlo.select"(%1, %2, %arg2) : (tensor<24xi1>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    "func.return"(%3) : (tensor<24xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
