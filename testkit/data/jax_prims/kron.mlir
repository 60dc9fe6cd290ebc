"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg2: tensor<4x6xf32>, %arg3: tensor<4x6xf32>, %arg4: tensor<4x6xi32>):
    %6 = "stablehlo.abs"(%arg2) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %10 = "stablehlo.slice"(%arg2) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<2x2xf32>
    %11 = "stablehlo.slice"(%arg3) <{limit_indices = array<i64: 2, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<2x3xf32>
    %12 = "func.call"(%10, %11) <{callee = @kron}> : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<4x6xf32>
    "func.return"(%12) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "kron", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x3xf32>):
    %0 = "stablehlo.broadcast_in_dim"(%arg0) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<2x2xf32>) -> tensor<2x1x2x1xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1, 3>}> : (tensor<2x3xf32>) -> tensor<1x2x1x3xf32>
    %2 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<2x1x2x1xf32>) -> tensor<2x2x2x3xf32>
    %3 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x2x1x3xf32>) -> tensor<2x2x2x3xf32>
    %4 = "stablehlo.multiply"(%2, %3) : (tensor<2x2x2x3xf32>, tensor<2x2x2x3xf32>) -> tensor<2x2x2x3xf32>
    %5 = "stablehlo.reshape"(%4) : (tensor<2x2x2x3xf32>) -> tensor<4x6xf32>
    "func.return"(%5) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
