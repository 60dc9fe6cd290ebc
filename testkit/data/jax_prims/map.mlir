"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg9: tensor<4x6xf32>, %arg10: tensor<4x6xf32>, %arg11: tensor<4x6xi32>):
    %23 = "stablehlo.abs"(%arg9) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %24 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %26 = "stablehlo.add"(%23, %25) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %29 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %30:3 = "stablehlo.while"(%arg9, %29, %28) ({
    ^bb0(%arg15: tensor<4x6xf32>, %arg16: tensor<i32>, %arg17: tensor<4x6xf32>):
      %36 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %37 = "stablehlo.compare"(%arg16, %36) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%37) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<4x6xf32>, %arg13: tensor<i32>, %arg14: tensor<4x6xf32>):
      %31 = "func.call"(%arg12, %arg13) <{callee = @dynamic_index_in_dim}> : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %32 = "func.call"(%31) <{callee = @closed_call}> : (tensor<6xf32>) -> tensor<6xf32>
      %33 = "func.call"(%arg14, %32, %arg13) <{callee = @dynamic_update_index_in_dim}> : (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>
      %34 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %35 = "stablehlo.add"(%arg13, %34) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg12, %35, %33) : (tensor<4x6xf32>, tensor<i32>, tensor<4x6xf32>) -> ()
    }) : (tensor<4x6xf32>, tensor<i32>, tensor<4x6xf32>) -> (tensor<4x6xf32>, tensor<i32>, tensor<4x6xf32>)
    "func.return"(%30#2) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<4x6xf32>, %arg8: tensor<i32>):
    %20 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %21 = "stablehlo.dynamic_slice"(%arg7, %arg8, %20) <{slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<1x6xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x6xf32>) -> tensor<6xf32>
    "func.return"(%22) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<6xf32>):
    %19 = "func.call"(%arg6) <{callee = @sort}> : (tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%19) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xf32>):
    %3 = "stablehlo.sort"(%arg3) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %5 = "stablehlo.compare"(%arg4, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %7 = "stablehlo.select"(%5, %6, %arg4) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %8 = "stablehlo.compare"(%arg4, %arg4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.select"(%8, %9, %7) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %11 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.compare"(%arg5, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.select"(%12, %13, %arg5) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %15 = "stablehlo.compare"(%arg5, %arg5) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %16 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %17 = "stablehlo.select"(%15, %16, %14) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %18 = "stablehlo.compare"(%10, %17) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%18) : (tensor<i1>) -> ()
    }) : (tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%3) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<6xf32>, tensor<i32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<6xf32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1x6xf32>
    %1 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %2 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2, %1) : (tensor<4x6xf32>, tensor<1x6xf32>, tensor<i32>, tensor<i32>) -> tensor<4x6xf32>
    "func.return"(%2) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
