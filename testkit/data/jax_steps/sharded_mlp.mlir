"builtin.module"() <{sym_name = "jit_sh_step"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=1]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 0 : i32}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}]>, tf.aliasing_output = 1 : i32}, {}, {}], function_type = (tensor<6x8xf32>, tensor<8x3xf32>, tensor<4x6xf32>, tensor<4x3xf32>) -> (tensor<6x8xf32>, tensor<8x3xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['w1']"}, {jax.result_info = "result[0]['w2']"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg1: tensor<6x8xf32>, %arg2: tensor<8x3xf32>, %arg3: tensor<4x6xf32>, %arg4: tensor<4x3xf32>):
    %3 = "stablehlo.dot_general"(%arg3, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x6xf32>, tensor<6x8xf32>) -> tensor<4x8xf32>
    %4 = "func.call"(%3) <{callee = @relu}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %7 = "stablehlo.compare"(%3, %6) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %8 = "sdy.sharding_constraint"(%4) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %9 = "stablehlo.dot_general"(%8, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<8x3xf32>) -> tensor<4x3xf32>
    %10 = "stablehlo.subtract"(%9, %arg4) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %11 = "stablehlo.multiply"(%10, %10) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %12 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %14 = "stablehlo.multiply"(%13, %10) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.reduce"(%11, %15) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %41 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%41) : (tensor<f32>) -> ()
    }) : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.divide"(%16, %17) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.divide"(%19, %20) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x3xf32>
    %23 = "stablehlo.multiply"(%22, %14) : (tensor<4x3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %24 = "stablehlo.dot_general"(%23, %8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x3xf32>, tensor<4x8xf32>) -> tensor<3x8xf32>
    %25 = "stablehlo.transpose"(%24) <{permutation = array<i64: 1, 0>}> : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %26 = "stablehlo.dot_general"(%23, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x3xf32>, tensor<8x3xf32>) -> tensor<4x8xf32>
    %27 = "sdy.sharding_constraint"(%26) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %28 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %30 = "stablehlo.select"(%7, %27, %29) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %31 = "stablehlo.dot_general"(%30, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf32>, tensor<4x6xf32>) -> tensor<8x6xf32>
    %32 = "stablehlo.transpose"(%31) <{permutation = array<i64: 1, 0>}> : (tensor<8x6xf32>) -> tensor<6x8xf32>
    %33 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %34 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x8xf32>
    %35 = "stablehlo.multiply"(%34, %32) : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %36 = "stablehlo.subtract"(%arg1, %35) : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xf32>
    %37 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %38 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x3xf32>
    %39 = "stablehlo.multiply"(%38, %25) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    %40 = "stablehlo.subtract"(%arg2, %39) : (tensor<8x3xf32>, tensor<8x3xf32>) -> tensor<8x3xf32>
    "func.return"(%36, %40, %18) : (tensor<6x8xf32>, tensor<8x3xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x8xf32>) -> tensor<4x8xf32>, res_attrs = [{}], sym_name = "relu", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x8xf32>
    %2 = "stablehlo.maximum"(%arg0, %1) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "func.return"(%2) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
