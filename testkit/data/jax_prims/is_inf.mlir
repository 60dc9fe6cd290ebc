"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<4x6xf32>, %arg2: tensor<4x6xf32>, %arg3: tensor<4x6xi32>):
    %4 = "stablehlo.abs"(%arg1) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %8 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<1x1xf32>
    %9 = "stablehlo.reshape"(%8) : (tensor<1x1xf32>) -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %11 = "stablehlo.subtract"(%arg1, %10) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %12 = "stablehlo.divide"(%arg1, %11) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %13 = "func.call"(%12) <{callee = @isinf}> : (tensor<4x6xf32>) -> tensor<4x6xi1>
    %14 = "stablehlo.convert"(%13) : (tensor<4x6xi1>) -> tensor<4x6xf32>
    %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %17 = "stablehlo.multiply"(%14, %16) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%17) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x6xf32>) -> tensor<4x6xi1>, res_attrs = [{}], sym_name = "isinf", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xf32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %3 = "stablehlo.compare"(%0, %2) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    "func.return"(%3) : (tensor<4x6xi1>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
