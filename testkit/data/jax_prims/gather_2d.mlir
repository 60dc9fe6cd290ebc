"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<2x2xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xi32>):
    %0 = "stablehlo.constant"() <{value = dense<[[0, 1], [3, 2]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1 = "stablehlo.constant"() <{value = dense<[[5, 0], [1, 1]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %2 = "stablehlo.abs"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %3 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %5 = "stablehlo.add"(%2, %4) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %6 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x2xi32>
    %8 = "stablehlo.compare"(%0, %7) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %9 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x2xi32>
    %11 = "stablehlo.add"(%0, %10) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %12 = "stablehlo.select"(%8, %11, %0) : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x2xi32>
    %15 = "stablehlo.compare"(%1, %14) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi1>
    %16 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x2xi32>
    %18 = "stablehlo.add"(%1, %17) : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %19 = "stablehlo.select"(%15, %18, %1) : (tensor<2x2xi1>, tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
    %20 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %21 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x2xi32>) -> tensor<2x2x1xi32>
    %22 = "stablehlo.concatenate"(%20, %21) <{dimension = 2 : i64}> : (tensor<2x2x1xi32>, tensor<2x2x1xi32>) -> tensor<2x2x2xi32>
    %23 = "stablehlo.gather"(%arg0, %22) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x6xf32>, tensor<2x2x2xi32>) -> tensor<2x2xf32>
    "func.return"(%23) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
