"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<24xi32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg25: tensor<4x6xf32>, %arg26: tensor<4x6xf32>, %arg27: tensor<4x6xi32>):
    %63 = "stablehlo.abs"(%arg25) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %64 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %65 = "stablehlo.broadcast_in_dim"(%64) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %66 = "stablehlo.add"(%63, %65) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %67 = "stablehlo.reshape"(%arg25) : (tensor<4x6xf32>) -> tensor<24xf32>
    %68 = "func.call"(%67) <{callee = @sort}> : (tensor<24xf32>) -> tensor<24xf32>
    %69 = "stablehlo.reshape"(%arg26) : (tensor<4x6xf32>) -> tensor<24xf32>
    %70 = "func.call"(%68, %69) <{callee = @searchsorted}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi32>
    "func.return"(%70) : (tensor<24xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<24xf32>) -> tensor<24xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg22: tensor<24xf32>):
    %47 = "stablehlo.sort"(%arg22) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %48 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %49 = "stablehlo.compare"(%arg23, %48) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %50 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %51 = "stablehlo.select"(%49, %50, %arg23) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %52 = "stablehlo.compare"(%arg23, %arg23) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %53 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %54 = "stablehlo.select"(%52, %53, %51) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %55 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %56 = "stablehlo.compare"(%arg24, %55) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %58 = "stablehlo.select"(%56, %57, %arg24) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %59 = "stablehlo.compare"(%arg24, %arg24) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %60 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %61 = "stablehlo.select"(%59, %60, %58) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %62 = "stablehlo.compare"(%54, %61) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%62) : (tensor<i1>) -> ()
    }) : (tensor<24xf32>) -> tensor<24xf32>
    "func.return"(%47) : (tensor<24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<24xf32>, %arg21: tensor<24xf32>):
    %46 = "func.call"(%arg20, %arg21) <{callee = @_searchsorted_scan_impl}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi32>
    "func.return"(%46) : (tensor<24xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<24xf32>, %arg19: tensor<24xf32>):
    %45 = "func.call"(%arg18, %arg19) <{callee = @_searchsorted_scan_impl_0}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi32>
    "func.return"(%45) : (tensor<24xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_0", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<24xf32>, %arg7: tensor<24xf32>):
    %33 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<24xui32>
    %35 = "stablehlo.constant"() <{value = dense<24> : tensor<ui32>}> : () -> tensor<ui32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<24xui32>
    %37 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %38:5 = "stablehlo.while"(%arg6, %arg7, %37, %34, %36) ({
    ^bb0(%arg13: tensor<24xf32>, %arg14: tensor<24xf32>, %arg15: tensor<i32>, %arg16: tensor<24xui32>, %arg17: tensor<24xui32>):
      %43 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %44 = "stablehlo.compare"(%arg15, %43) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%44) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg8: tensor<24xf32>, %arg9: tensor<24xf32>, %arg10: tensor<i32>, %arg11: tensor<24xui32>, %arg12: tensor<24xui32>):
      %40:2 = "func.call"(%arg8, %arg9, %arg11, %arg12) <{callee = @closed_call}> : (tensor<24xf32>, tensor<24xf32>, tensor<24xui32>, tensor<24xui32>) -> (tensor<24xui32>, tensor<24xui32>)
      %41 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %42 = "stablehlo.add"(%arg10, %41) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg8, %arg9, %42, %40#0, %40#1) : (tensor<24xf32>, tensor<24xf32>, tensor<i32>, tensor<24xui32>, tensor<24xui32>) -> ()
    }) : (tensor<24xf32>, tensor<24xf32>, tensor<i32>, tensor<24xui32>, tensor<24xui32>) -> (tensor<24xf32>, tensor<24xf32>, tensor<i32>, tensor<24xui32>, tensor<24xui32>)
    %39 = "stablehlo.convert"(%38#4) : (tensor<24xui32>) -> tensor<24xi32>
    "func.return"(%39) : (tensor<24xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<24xf32>, tensor<24xf32>, tensor<24xui32>, tensor<24xui32>) -> (tensor<24xui32>, tensor<24xui32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<24xf32>, %arg3: tensor<24xf32>, %arg4: tensor<24xui32>, %arg5: tensor<24xui32>):
    %3 = "stablehlo.subtract"(%arg5, %arg4) : (tensor<24xui32>, tensor<24xui32>) -> tensor<24xui32>
    %4 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %5 = "func.call"(%3, %4) <{callee = @floor_divide}> : (tensor<24xui32>, tensor<i32>) -> tensor<24xui32>
    %6 = "stablehlo.add"(%arg4, %5) : (tensor<24xui32>, tensor<24xui32>) -> tensor<24xui32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<24xui32>) -> tensor<24x1xui32>
    %8 = "stablehlo.gather"(%arg2, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<24xf32>, tensor<24x1xui32>) -> tensor<24x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<24x1xf32>) -> tensor<24xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24xf32>
    %12 = "stablehlo.compare"(%arg3, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24xf32>
    %15 = "stablehlo.select"(%12, %14, %arg3) : (tensor<24xi1>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %16 = "stablehlo.compare"(%arg3, %arg3) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %17 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24xf32>
    %19 = "stablehlo.select"(%16, %18, %15) : (tensor<24xi1>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %20 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24xf32>
    %22 = "stablehlo.compare"(%9, %21) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24xf32>
    %25 = "stablehlo.select"(%22, %24, %9) : (tensor<24xi1>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %26 = "stablehlo.compare"(%9, %9) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %27 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<24xf32>
    %29 = "stablehlo.select"(%26, %28, %25) : (tensor<24xi1>, tensor<24xf32>, tensor<24xf32>) -> tensor<24xf32>
    %30 = "stablehlo.compare"(%19, %29) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<24xf32>, tensor<24xf32>) -> tensor<24xi1>
    %31 = "stablehlo.select"(%30, %arg4, %6) : (tensor<24xi1>, tensor<24xui32>, tensor<24xui32>) -> tensor<24xui32>
    %32 = "stablehlo.select"(%30, %6, %arg5) : (tensor<24xi1>, tensor<24xui32>, tensor<24xui32>) -> tensor<24xui32>
    "func.return"(%31, %32) : (tensor<24xui32>, tensor<24xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<24xui32>, tensor<i32>) -> tensor<24xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<24xui32>, %arg1: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<ui32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<24xui32>
    %2 = "stablehlo.divide"(%arg0, %1) : (tensor<24xui32>, tensor<24xui32>) -> tensor<24xui32>
    "func.return"(%2) : (tensor<24xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
