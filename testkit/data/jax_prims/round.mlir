"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<4x6xi32>):
    %1 = "stablehlo.abs"(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %2 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %4 = "stablehlo.add"(%1, %3) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %5 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %7 = "stablehlo.multiply"(%arg1, %6) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %8 = "func.call"(%7) <{callee = @round}> : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %9 = "stablehlo.floor"(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %10 = "stablehlo.add"(%8, %9) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %11 = "stablehlo.ceil"(%arg2) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%12) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xf32>, res_attrs = [{}], sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %0 = "stablehlo.round_nearest_even"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
