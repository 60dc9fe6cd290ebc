"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xi32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %7 = "stablehlo.clamp"(%4, %5, %6) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %8 = "stablehlo.case"(%7) ({
      %13 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %15 = "stablehlo.add"(%arg0, %14) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      "stablehlo.return"(%15) : (tensor<4x6xf32>) -> ()
    }, {
      %10 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
      %12 = "stablehlo.multiply"(%arg0, %11) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
      "stablehlo.return"(%12) : (tensor<4x6xf32>) -> ()
    }, {
      %9 = "stablehlo.negate"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
      "stablehlo.return"(%9) : (tensor<4x6xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4x6xf32>
    "func.return"(%8) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
