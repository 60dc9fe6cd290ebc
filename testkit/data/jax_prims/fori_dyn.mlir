"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<4x6xf32>, %arg5: tensor<4x6xf32>, %arg6: tensor<4x6xi32>):
    %13 = "stablehlo.abs"(%arg4) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %16 = "stablehlo.add"(%13, %15) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %19:3 = "stablehlo.while"(%18, %17, %arg4) ({
    ^bb0(%arg10: tensor<i32>, %arg11: tensor<i32>, %arg12: tensor<4x6xf32>):
      %23 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %24 = "stablehlo.compare"(%arg10, %23) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%24) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<4x6xf32>):
      %20:2 = "func.call"(%arg8, %arg9) <{callee = @closed_call}> : (tensor<i32>, tensor<4x6xf32>) -> (tensor<i32>, tensor<4x6xf32>)
      %21 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %22 = "stablehlo.add"(%arg7, %21) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%22, %20#0, %20#1) : (tensor<i32>, tensor<i32>, tensor<4x6xf32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x6xf32>) -> (tensor<i32>, tensor<i32>, tensor<4x6xf32>)
    "func.return"(%19#2) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x6xf32>) -> (tensor<i32>, tensor<4x6xf32>), res_attrs = [{}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<4x6xf32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %3 = "stablehlo.compare"(%arg0, %2) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.add"(%arg0, %4) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %6 = "stablehlo.select"(%3, %5, %arg0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.convert"(%6) : (tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %9 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %11 = "stablehlo.scatter"(%arg1, %8, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %12 = "stablehlo.add"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%12) : (tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<1xi32>, tensor<6xf32>) -> tensor<4x6xf32>
    "func.return"(%1, %11) : (tensor<i32>, tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
