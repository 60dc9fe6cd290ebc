"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg10: tensor<4x6xf32>, %arg11: tensor<4x6xf32>, %arg12: tensor<4x6xi32>):
    %58 = "stablehlo.abs"(%arg10) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %59 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %61 = "stablehlo.add"(%58, %60) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %62 = "func.call"(%arg10) <{callee = @median}> : (tensor<4x6xf32>) -> tensor<4xf32>
    "func.return"(%62) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "median", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x6xf32>):
    %56 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %57 = "func.call"(%arg9, %56) <{callee = @quantile}> : (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>
    "func.return"(%57) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "quantile", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<4x6xf32>, %arg4: tensor<f32>):
    %4 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %5 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg7: tensor<i1>, %arg8: tensor<i1>):
      %55 = "stablehlo.or"(%arg7, %arg8) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%55) : (tensor<i1>) -> ()
    }) : (tensor<4x6xi1>, tensor<i1>) -> tensor<4xi1>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4x1xi1>
    %8 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %9 = "func.call"(%7, %8, %arg3) <{callee = @_where}> : (tensor<4x1xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %10 = "stablehlo.sort"(%9) <{dimension = 1 : i64, is_stable = true}> ({
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
    }) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %11 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %12 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.subtract"(%11, %12) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %14 = "stablehlo.multiply"(%arg4, %13) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.floor"(%14) : (tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.ceil"(%14) : (tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.subtract"(%14, %15) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.subtract"(%18, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.subtract"(%20, %21) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.clamp"(%23, %15, %22) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.subtract"(%25, %26) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.clamp"(%28, %16, %27) : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.convert"(%24) : (tensor<f32>) -> tensor<i32>
    %31 = "stablehlo.convert"(%29) : (tensor<f32>) -> tensor<i32>
    %32 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %33 = "stablehlo.gather"(%10, %32) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x6xf32>, tensor<1xi32>) -> tensor<4xf32>
    %34 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %35 = "stablehlo.gather"(%10, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x6xf32>, tensor<1xi32>) -> tensor<4xf32>
    %36 = "stablehlo.add"(%33, %35) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %37 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %39 = "stablehlo.multiply"(%36, %38) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%39) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x1xi1>, tensor<f32>, tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x1xi1>, %arg1: tensor<f32>, %arg2: tensor<4x6xf32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xi1>) -> tensor<4x6xi1>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %3 = "stablehlo.select"(%1, %2, %arg2) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%3) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
