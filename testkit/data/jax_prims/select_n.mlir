"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<4x6xf32>, %arg4: tensor<4x6xf32>, %arg5: tensor<4x6xi32>):
    %6 = "stablehlo.abs"(%arg3) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %7 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %9 = "stablehlo.add"(%6, %8) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %10 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %11 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %12 = "func.call"(%arg5, %10, %11) <{callee = @clip}> : (tensor<4x6xi32>, tensor<i32>, tensor<i32>) -> tensor<4x6xi32>
    %13 = "stablehlo.multiply"(%arg3, %arg4) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %14 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x6xi32>
    %16 = "stablehlo.compare"(%12, %15) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %17 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x6xi32>
    %19 = "stablehlo.compare"(%12, %18) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi1>
    %20 = "stablehlo.select"(%19, %arg4, %13) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %21 = "stablehlo.select"(%16, %arg3, %20) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%21) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xi32>, tensor<i32>, tensor<i32>) -> tensor<4x6xi32>, res_attrs = [{}], sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x6xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>):
    %0 = "stablehlo.convert"(%arg1) : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x6xi32>
    %2 = "stablehlo.maximum"(%1, %arg0) : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    %3 = "stablehlo.convert"(%arg2) : (tensor<i32>) -> tensor<i32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x6xi32>
    %5 = "stablehlo.minimum"(%4, %2) : (tensor<4x6xi32>, tensor<4x6xi32>) -> tensor<4x6xi32>
    "func.return"(%5) : (tensor<4x6xi32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
