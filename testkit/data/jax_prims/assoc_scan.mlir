"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xi32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %4 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 4, 5>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %5 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 4, 6>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<4x6xf32>) -> tensor<4x3xf32>
    %6 = "stablehlo.add"(%4, %5) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %7 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %8 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %9 = "stablehlo.add"(%7, %8) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %10 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 4, 3>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %11 = "stablehlo.add"(%9, %10) : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x1xf32>
    %12 = "stablehlo.slice"(%6) <{limit_indices = array<i64: 4, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x3xf32>) -> tensor<4x1xf32>
    %13 = "stablehlo.concatenate"(%12, %11) <{dimension = 1 : i64}> : (tensor<4x1xf32>, tensor<4x1xf32>) -> tensor<4x2xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.pad"(%13, %14) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<4x2xf32>, tensor<f32>) -> tensor<4x3xf32>
    %16 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %17 = "stablehlo.pad"(%9, %16) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<4x1xf32>, tensor<f32>) -> tensor<4x3xf32>
    %18 = "stablehlo.add"(%15, %17) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %19 = "stablehlo.slice"(%18) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x3xf32>) -> tensor<4x2xf32>
    %20 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 4, 6>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<4x6xf32>) -> tensor<4x2xf32>
    %21 = "stablehlo.add"(%19, %20) : (tensor<4x2xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %22 = "stablehlo.slice"(%arg0) <{limit_indices = array<i64: 4, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x6xf32>) -> tensor<4x1xf32>
    %23 = "stablehlo.concatenate"(%22, %21) <{dimension = 1 : i64}> : (tensor<4x1xf32>, tensor<4x2xf32>) -> tensor<4x3xf32>
    %24 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.pad"(%23, %24) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x6xf32>
    %26 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.pad"(%18, %26) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x6xf32>
    %28 = "stablehlo.add"(%25, %27) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%28) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
