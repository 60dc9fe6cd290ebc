"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xi32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %4 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %5:2 = "stablehlo.while"(%arg0, %4) ({
    ^bb0(%arg5: tensor<4x6xf32>, %arg6: tensor<f32>):
      %11 = "stablehlo.constant"() <{value = dense<5.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.compare"(%arg6, %11) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%12) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg3: tensor<4x6xf32>, %arg4: tensor<f32>):
      %6 = "stablehlo.constant"() <{value = dense<1.100000e+00> : tensor<f32>}> : () -> tensor<f32>
      %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %8 = "stablehlo.multiply"(%arg3, %7) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      %9 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %10 = "stablehlo.add"(%arg4, %9) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8, %10) : (tensor<4x6xf32>, tensor<f32>) -> ()
    }) : (tensor<4x6xf32>, tensor<f32>) -> (tensor<4x6xf32>, tensor<f32>)
    "func.return"(%5#0) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
