"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<4x6xf32>, %arg12: tensor<4x6xf32>, %arg13: tensor<4x6xi32>):
    %17 = "stablehlo.abs"(%arg11) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %18 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %20 = "stablehlo.add"(%17, %19) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %21 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1, 6>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<1x6xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x6xf32>) -> tensor<6xf32>
    %23 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %25 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %26:4 = "stablehlo.while"(%arg11, %25, %22, %24) ({
    ^bb0(%arg18: tensor<4x6xf32>, %arg19: tensor<i32>, %arg20: tensor<6xf32>, %arg21: tensor<4xf32>):
      %32 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %33 = "stablehlo.compare"(%arg19, %32) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%33) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg14: tensor<4x6xf32>, %arg15: tensor<i32>, %arg16: tensor<6xf32>, %arg17: tensor<4xf32>):
      %27 = "func.call"(%arg14, %arg15) <{callee = @dynamic_index_in_dim}> : (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>
      %28:2 = "func.call"(%arg16, %27) <{callee = @closed_call}> : (tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<f32>)
      %29 = "func.call"(%arg17, %28#1, %arg15) <{callee = @dynamic_update_index_in_dim}> : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %30 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %31 = "stablehlo.add"(%arg15, %30) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg14, %31, %28#0, %29) : (tensor<4x6xf32>, tensor<i32>, tensor<6xf32>, tensor<4xf32>) -> ()
    }) : (tensor<4x6xf32>, tensor<i32>, tensor<6xf32>, tensor<4xf32>) -> (tensor<4x6xf32>, tensor<i32>, tensor<6xf32>, tensor<4xf32>)
    "func.return"(%26#2) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4x6xf32>, tensor<i32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<4x6xf32>, %arg10: tensor<i32>):
    %14 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.dynamic_slice"(%arg9, %arg10, %14) <{slice_sizes = array<i64: 1, 6>}> : (tensor<4x6xf32>, tensor<i32>, tensor<i32>) -> tensor<1x6xf32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1x6xf32>) -> tensor<6xf32>
    "func.return"(%16) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>, tensor<6xf32>) -> (tensor<6xf32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<6xf32>, %arg4: tensor<6xf32>):
    %2 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.reduce"(%arg4, %2) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %13 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%13) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.compare"(%3, %4) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = "stablehlo.convert"(%5) : (tensor<i1>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %12 = "stablehlo.subtract"(%arg3, %arg4) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      "stablehlo.return"(%12) : (tensor<6xf32>) -> ()
    }, {
      %11 = "stablehlo.add"(%arg3, %arg4) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
      "stablehlo.return"(%11) : (tensor<6xf32>) -> ()
    }) : (tensor<i32>) -> tensor<6xf32>
    %8 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %9 = "stablehlo.reduce"(%arg3, %8) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %10 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%7, %9) : (tensor<6xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1 = "stablehlo.dynamic_update_slice"(%arg0, %0, %arg2) : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    "func.return"(%1) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
