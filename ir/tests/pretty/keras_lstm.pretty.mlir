module @jit_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<20x4xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<8x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<8x3xf32>, %arg5: tensor<3xf32>, %arg6: tensor<2xui32>, %arg7: tensor<i32>, %arg8: tensor<f32>, %arg9: tensor<20x4xf32>, %arg10: tensor<4x32xf32>, %arg11: tensor<8x32xf32>, %arg12: tensor<32xf32>, %arg13: tensor<8x3xf32>, %arg14: tensor<3xf32>, %arg15: tensor<2x6xi32>, %arg16: tensor<2xi32>) -> (tensor<20x4xf32> {jax.result_info = "result[0][0]"}, tensor<4x32xf32> {jax.result_info = "result[0][1]"}, tensor<8x32xf32> {jax.result_info = "result[0][2]"}, tensor<32xf32> {jax.result_info = "result[0][3]"}, tensor<8x3xf32> {jax.result_info = "result[0][4]"}, tensor<3xf32> {jax.result_info = "result[0][5]"}, tensor<2xui32> {jax.result_info = "result[1][0]"}, tensor<i32> {jax.result_info = "result[2][0]"}, tensor<f32> {jax.result_info = "result[2][1]"}, tensor<20x4xf32> {jax.result_info = "result[2][2]"}, tensor<4x32xf32> {jax.result_info = "result[2][3]"}, tensor<8x32xf32> {jax.result_info = "result[2][4]"}, tensor<32xf32> {jax.result_info = "result[2][5]"}, tensor<8x3xf32> {jax.result_info = "result[2][6]"}, tensor<3xf32> {jax.result_info = "result[2][7]"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %c = stablehlo.constant dense<2> : tensor<1xi32>
    %0:2 = call @_take(%arg0, %arg15) : (tensor<20x4xf32>, tensor<2x6xi32>) -> (tensor<2x6x4xf32>, tensor<2x6x1xi32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %3 = stablehlo.transpose %0#0, dims = [1, 0, 2] : (tensor<2x6x4xf32>) -> tensor<6x2x4xf32>
    %4 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<6x2x8xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %18:20 = stablehlo.while(%iterArg = %3, %iterArg_52 = %arg1, %iterArg_53 = %arg2, %iterArg_54 = %4, %iterArg_55 = %c_14, %iterArg_56 = %1, %iterArg_57 = %2, %iterArg_58 = %5, %iterArg_59 = %6, %iterArg_60 = %7, %iterArg_61 = %8, %iterArg_62 = %9, %iterArg_63 = %10, %iterArg_64 = %11, %iterArg_65 = %12, %iterArg_66 = %13, %iterArg_67 = %14, %iterArg_68 = %15, %iterArg_69 = %16, %iterArg_70 = %17) : tensor<6x2x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<1x32xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>
    cond {
      %c_71 = stablehlo.constant dense<6> : tensor<i32>
      %143 = stablehlo.compare LT, %iterArg_55, %c_71, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %143 : tensor<i1>
    } do {
      %143 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_55) : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %144:15 = func.call @closed_call(%iterArg_52, %iterArg_53, %iterArg_54, %iterArg_56, %iterArg_57, %143) : (tensor<4x32xf32>, tensor<8x32xf32>, tensor<1x32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>)
      %145 = func.call @dynamic_update_index_in_dim(%iterArg_58, %144#2, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %146 = func.call @dynamic_update_index_in_dim(%iterArg_59, %144#3, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %147 = func.call @dynamic_update_index_in_dim(%iterArg_60, %144#4, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %148 = func.call @dynamic_update_index_in_dim(%iterArg_61, %144#5, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %149 = func.call @dynamic_update_index_in_dim(%iterArg_62, %144#6, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %150 = func.call @dynamic_update_index_in_dim(%iterArg_63, %144#7, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %151 = func.call @dynamic_update_index_in_dim(%iterArg_64, %144#8, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %152 = func.call @dynamic_update_index_in_dim(%iterArg_65, %144#9, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %153 = func.call @dynamic_update_index_in_dim(%iterArg_66, %144#10, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %154 = func.call @dynamic_update_index_in_dim(%iterArg_67, %144#11, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %155 = func.call @dynamic_update_index_in_dim(%iterArg_68, %144#12, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %156 = func.call @dynamic_update_index_in_dim(%iterArg_69, %144#13, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %157 = func.call @dynamic_update_index_in_dim(%iterArg_70, %144#14, %iterArg_55) : (tensor<6x2x8xf32>, tensor<2x8xf32>, tensor<i32>) -> tensor<6x2x8xf32>
      %c_71 = stablehlo.constant dense<1> : tensor<i32>
      %158 = stablehlo.add %iterArg_55, %c_71 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_52, %iterArg_53, %iterArg_54, %158, %144#0, %144#1, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157 : tensor<6x2x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<1x32xf32>, tensor<i32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>
    }
    %19 = stablehlo.slice %18#7 [5:6, 0:2, 0:8] : (tensor<6x2x8xf32>) -> tensor<1x2x8xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    %21 = stablehlo.dot_general %20, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x3xf32>) -> tensor<2x3xf32>
    %22 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<2x3xf32>
    %24 = stablehlo.add %21, %23 : tensor<2x3xf32>
    %25 = stablehlo.convert %arg16 : (tensor<2xi32>) -> tensor<2xf32>
    %26 = stablehlo.convert %25 : (tensor<2xf32>) -> tensor<2xi32>
    %27:3 = call @log_softmax(%24) : (tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>)
    %28 = call @_one_hot(%26) : (tensor<2xi32>) -> tensor<2x3xf32>
    %29 = stablehlo.multiply %28, %27#0 : tensor<2x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %31 = stablehlo.negate %30 : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %33 = stablehlo.reduce(%c init: %c_17) applies stablehlo.multiply across dimensions = [0] : (tensor<1xi32>, tensor<i32>) -> tensor<i32>
    %34 = stablehlo.convert %33 : (tensor<i32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.compare EQ, %34, %cst_18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<1> : tensor<i32>
    %36 = call @_where_0(%35, %c_19, %34) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.compare EQ, %34, %cst_20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %38 = stablehlo.divide %32, %36 : tensor<f32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %39 = call @_where_1(%37, %c_21, %38) : (tensor<i1>, tensor<i32>, tensor<f32>) -> tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = call @_where_2(%37, %cst_22) : (tensor<i1>, tensor<f32>) -> tensor<f32>
    %41 = stablehlo.divide %40, %36 : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %43 = stablehlo.negate %42 : tensor<2xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %45 = stablehlo.multiply %28, %44 : tensor<2x3xf32>
    %46 = call @log_softmax_3(%27#1, %27#2, %45) : (tensor<2x3xf32>, tensor<2x1xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<3xf32>
    %48 = stablehlo.reshape %47 : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %50 = stablehlo.dot_general %46, %20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<2x8xf32>) -> tensor<3x8xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<3x8xf32>) -> tensor<8x3xf32>
    %52 = stablehlo.dot_general %46, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<8x3xf32>) -> tensor<2x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1, 2] : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.pad %53, %cst_25, low = [5, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x2x8xf32>, tensor<f32>) -> tensor<6x2x8xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<6x2x4xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %61:23 = stablehlo.while(%iterArg = %54, %iterArg_52 = %3, %iterArg_53 = %18#8, %iterArg_54 = %18#9, %iterArg_55 = %18#10, %iterArg_56 = %18#11, %iterArg_57 = %18#12, %iterArg_58 = %18#13, %iterArg_59 = %18#14, %iterArg_60 = %18#15, %iterArg_61 = %18#16, %iterArg_62 = %18#17, %iterArg_63 = %18#18, %iterArg_64 = %18#19, %iterArg_65 = %arg1, %iterArg_66 = %arg2, %iterArg_67 = %c_32, %iterArg_68 = %57, %iterArg_69 = %58, %iterArg_70 = %59, %iterArg_71 = %55, %iterArg_72 = %56, %iterArg_73 = %60) : tensor<6x2x8xf32>, tensor<6x2x4xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x4xf32>
    cond {
      %c_74 = stablehlo.constant dense<6> : tensor<i32>
      %143 = stablehlo.compare LT, %iterArg_67, %c_74, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %143 : tensor<i1>
    } do {
      %c_74 = stablehlo.constant dense<6> : tensor<i32>
      %143 = stablehlo.subtract %c_74, %iterArg_67 : tensor<i32>
      %c_75 = stablehlo.constant dense<1> : tensor<i32>
      %144 = stablehlo.subtract %143, %c_75 : tensor<i32>
      %145 = func.call @dynamic_index_in_dim_4(%iterArg, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %146 = func.call @dynamic_index_in_dim(%iterArg_52, %144) : (tensor<6x2x4xf32>, tensor<i32>) -> tensor<2x4xf32>
      %147 = func.call @dynamic_index_in_dim_4(%iterArg_53, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %148 = func.call @dynamic_index_in_dim_4(%iterArg_54, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %149 = func.call @dynamic_index_in_dim_4(%iterArg_55, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %150 = func.call @dynamic_index_in_dim_4(%iterArg_56, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %151 = func.call @dynamic_index_in_dim_4(%iterArg_57, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %152 = func.call @dynamic_index_in_dim_4(%iterArg_58, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %153 = func.call @dynamic_index_in_dim_4(%iterArg_59, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %154 = func.call @dynamic_index_in_dim_4(%iterArg_60, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %155 = func.call @dynamic_index_in_dim_4(%iterArg_61, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %156 = func.call @dynamic_index_in_dim_4(%iterArg_62, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %157 = func.call @dynamic_index_in_dim_4(%iterArg_63, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %158 = func.call @dynamic_index_in_dim_4(%iterArg_64, %144) : (tensor<6x2x8xf32>, tensor<i32>) -> tensor<2x8xf32>
      %159:6 = func.call @closed_call_5(%iterArg_65, %iterArg_66, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %145, %146, %147, %148, %149, %150, %151, %152, %153, %154, %155, %156, %157, %158) : (tensor<4x32xf32>, tensor<8x32xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> (tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>)
      %160 = func.call @dynamic_update_index_in_dim_6(%iterArg_73, %159#5, %144) : (tensor<6x2x4xf32>, tensor<2x4xf32>, tensor<i32>) -> tensor<6x2x4xf32>
      %c_76 = stablehlo.constant dense<1> : tensor<i32>
      %161 = stablehlo.add %iterArg_67, %c_76 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %161, %159#0, %159#1, %159#2, %159#3, %159#4, %160 : tensor<6x2x8xf32>, tensor<6x2x4xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<6x2x8xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<i32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<6x2x4xf32>
    }
    %62 = stablehlo.transpose %61#22, dims = [1, 0, 2] : (tensor<6x2x4xf32>) -> tensor<2x6x4xf32>
    %63 = call @_take_7(%0#1, %62) : (tensor<2x6x1xi32>, tensor<2x6x4xf32>) -> tensor<20x4xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<20x4xf32>
    %65 = stablehlo.multiply %64, %arg9 : tensor<20x4xf32>
    %66 = chlo.square %63 : tensor<20x4xf32> -> tensor<20x4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<20x4xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<20x4xf32>
    %69 = stablehlo.add %65, %68 : tensor<20x4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<20x4xf32>
    %71 = stablehlo.add %69, %70 : tensor<20x4xf32>
    %72 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<20x4xf32>
    %73 = stablehlo.multiply %72, %63 : tensor<20x4xf32>
    %74 = stablehlo.sqrt %71 : tensor<20x4xf32>
    %75 = stablehlo.divide %73, %74 : tensor<20x4xf32>
    %76 = stablehlo.subtract %arg0, %75 : tensor<20x4xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %78 = stablehlo.multiply %77, %arg10 : tensor<4x32xf32>
    %79 = chlo.square %61#17 : tensor<4x32xf32> -> tensor<4x32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<4x32xf32>
    %82 = stablehlo.add %78, %81 : tensor<4x32xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %84 = stablehlo.add %82, %83 : tensor<4x32xf32>
    %85 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %86 = stablehlo.multiply %85, %61#17 : tensor<4x32xf32>
    %87 = stablehlo.sqrt %84 : tensor<4x32xf32>
    %88 = stablehlo.divide %86, %87 : tensor<4x32xf32>
    %89 = stablehlo.subtract %arg1, %88 : tensor<4x32xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %91 = stablehlo.multiply %90, %arg11 : tensor<8x32xf32>
    %92 = chlo.square %61#18 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<8x32xf32>
    %95 = stablehlo.add %91, %94 : tensor<8x32xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %97 = stablehlo.add %95, %96 : tensor<8x32xf32>
    %98 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %99 = stablehlo.multiply %98, %61#18 : tensor<8x32xf32>
    %100 = stablehlo.sqrt %97 : tensor<8x32xf32>
    %101 = stablehlo.divide %99, %100 : tensor<8x32xf32>
    %102 = stablehlo.subtract %arg2, %101 : tensor<8x32xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %104 = stablehlo.multiply %103, %arg12 : tensor<32xf32>
    %105 = chlo.square %61#19 : tensor<32xf32> -> tensor<32xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<32xf32>
    %108 = stablehlo.add %104, %107 : tensor<32xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %110 = stablehlo.add %108, %109 : tensor<32xf32>
    %111 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %112 = stablehlo.multiply %111, %61#19 : tensor<32xf32>
    %113 = stablehlo.sqrt %110 : tensor<32xf32>
    %114 = stablehlo.divide %112, %113 : tensor<32xf32>
    %115 = stablehlo.subtract %arg3, %114 : tensor<32xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %117 = stablehlo.multiply %116, %arg13 : tensor<8x3xf32>
    %118 = chlo.square %51 : tensor<8x3xf32> -> tensor<8x3xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<8x3xf32>
    %121 = stablehlo.add %117, %120 : tensor<8x3xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %123 = stablehlo.add %121, %122 : tensor<8x3xf32>
    %124 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<8x3xf32>
    %125 = stablehlo.multiply %124, %51 : tensor<8x3xf32>
    %126 = stablehlo.sqrt %123 : tensor<8x3xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x3xf32>
    %128 = stablehlo.subtract %arg4, %127 : tensor<8x3xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %130 = stablehlo.multiply %129, %arg14 : tensor<3xf32>
    %131 = chlo.square %49 : tensor<3xf32> -> tensor<3xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<3xf32>
    %134 = stablehlo.add %130, %133 : tensor<3xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %136 = stablehlo.add %134, %135 : tensor<3xf32>
    %137 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %138 = stablehlo.multiply %137, %49 : tensor<3xf32>
    %139 = stablehlo.sqrt %136 : tensor<3xf32>
    %140 = stablehlo.divide %138, %139 : tensor<3xf32>
    %141 = stablehlo.subtract %arg5, %140 : tensor<3xf32>
    %c_51 = stablehlo.constant dense<1> : tensor<i32>
    %142 = stablehlo.add %arg7, %c_51 : tensor<i32>
    return %76, %89, %102, %115, %128, %141, %arg6, %142, %arg8, %69, %82, %95, %108, %121, %134, %39 : tensor<20x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<2xui32>, tensor<i32>, tensor<f32>, tensor<20x4xf32>, tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<8x3xf32>, tensor<3xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<20x4xf32>, %arg1: tensor<2x6xi32>) -> (tensor<2x6x4xf32>, tensor<2x6x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x6xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi1>
    %c_0 = stablehlo.constant dense<20> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x6xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x6xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x6xi1>, tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x6xi32>) -> tensor<2x6x1xi32>
    %c_1 = stablehlo.constant dense<19> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x6x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x6x1xi32>, tensor<2x6x1xi32>) -> tensor<2x6x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x6x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x6x1xi32>, tensor<2x6x1xi32>) -> tensor<2x6x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x6x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x6x1xi1>, tensor<i1>) -> tensor<2x6xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<20x4xf32>, tensor<2x6x1xi32>) -> tensor<2x6x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x6xi1>) -> tensor<2x6x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x6x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x6x4xi1>, tensor<2x6x4xf32>
    return %16, %5 : tensor<2x6x4xf32>, tensor<2x6x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x6xi1>, %arg1: tensor<2x6xi32>, %arg2: tensor<2x6xi32>) -> tensor<2x6xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x6xi1>, tensor<2x6xi32>
    return %0 : tensor<2x6xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<6x2x4xf32>, %arg1: tensor<i32>) -> tensor<2x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 4] : (tensor<6x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x4xf32>) -> tensor<2x4xf32>
    return %1 : tensor<2x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<4x32xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<1x32xf32>, %arg3: tensor<2x8xf32>, %arg4: tensor<2x8xf32>, %arg5: tensor<2x4xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x32xf32>) -> tensor<2x32xf32>
    %1 = stablehlo.dot_general %arg3, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x8xf32>, tensor<8x32xf32>) -> tensor<2x32xf32>
    %2 = stablehlo.add %0, %1 : tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<2x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x32xf32>
    %5 = stablehlo.slice %4 [0:2, 0:8] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %6 = stablehlo.slice %4 [0:2, 8:16] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %7 = stablehlo.slice %4 [0:2, 16:24] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %8 = stablehlo.slice %4 [0:2, 24:32] : (tensor<2x32xf32>) -> tensor<2x8xf32>
    %9 = stablehlo.negate %5 : tensor<2x8xf32>
    %10 = stablehlo.exponential %9 : tensor<2x8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %12 = stablehlo.add %11, %10 : tensor<2x8xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %14 = stablehlo.divide %13, %12 : tensor<2x8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<2x8xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x8xf32>
    %18 = stablehlo.negate %6 : tensor<2x8xf32>
    %19 = stablehlo.exponential %18 : tensor<2x8xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %21 = stablehlo.add %20, %19 : tensor<2x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %23 = stablehlo.divide %22, %21 : tensor<2x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %25 = stablehlo.subtract %24, %23 : tensor<2x8xf32>
    %26 = stablehlo.multiply %23, %25 : tensor<2x8xf32>
    %27 = stablehlo.multiply %23, %arg4 : tensor<2x8xf32>
    %28 = stablehlo.tanh %7 : tensor<2x8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %30 = stablehlo.subtract %29, %28 : tensor<2x8xf32>
    %31 = stablehlo.multiply %14, %28 : tensor<2x8xf32>
    %32 = stablehlo.add %27, %31 : tensor<2x8xf32>
    %33 = stablehlo.negate %8 : tensor<2x8xf32>
    %34 = stablehlo.exponential %33 : tensor<2x8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %36 = stablehlo.add %35, %34 : tensor<2x8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %38 = stablehlo.divide %37, %36 : tensor<2x8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<2x8xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<2x8xf32>
    %42 = stablehlo.tanh %32 : tensor<2x8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %44 = stablehlo.subtract %43, %42 : tensor<2x8xf32>
    %45 = stablehlo.multiply %38, %42 : tensor<2x8xf32>
    return %45, %32, %45, %arg3, %17, %26, %arg4, %23, %28, %30, %14, %41, %42, %44, %38 : tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<6x2x8xf32>, %arg1: tensor<2x8xf32>, %arg2: tensor<i32>) -> tensor<6x2x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x8xf32>) -> tensor<1x2x8xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<6x2x8xf32>, tensor<1x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x8xf32>
    return %1 : tensor<6x2x8xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x3xf32>
    %6 = stablehlo.exponential %5 : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<2xf32>) -> tensor<2x1xf32>
    %9 = stablehlo.log %8 : tensor<2x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x3xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x3xf32>
    return %11, %6, %8 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<2xi32>) -> tensor<2x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x1xi32>) -> tensor<2x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %5 = stablehlo.convert %4 : (tensor<2x3xi1>) -> tensor<2x3xf32>
    return %5 : tensor<2x3xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %cst, %arg1 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @log_softmax_3(%arg0: tensor<2x3xf32>, %arg1: tensor<2x1xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %2 = stablehlo.reshape %1 : (tensor<2xf32>) -> tensor<2x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xf32>) -> tensor<2x3xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x3xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x3xf32>
    return %7 : tensor<2x3xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<6x2x8xf32>, %arg1: tensor<i32>) -> tensor<2x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 2, 8] : (tensor<6x2x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x8xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x8xf32>) -> tensor<2x8xf32>
    return %1 : tensor<2x8xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<4x32xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<4x32xf32>, %arg3: tensor<8x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<2x8xf32>, %arg6: tensor<2x8xf32>, %arg7: tensor<2x8xf32>, %arg8: tensor<2x4xf32>, %arg9: tensor<2x8xf32>, %arg10: tensor<2x8xf32>, %arg11: tensor<2x8xf32>, %arg12: tensor<2x8xf32>, %arg13: tensor<2x8xf32>, %arg14: tensor<2x8xf32>, %arg15: tensor<2x8xf32>, %arg16: tensor<2x8xf32>, %arg17: tensor<2x8xf32>, %arg18: tensor<2x8xf32>, %arg19: tensor<2x8xf32>, %arg20: tensor<2x8xf32>) -> (tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>) {
    %0 = stablehlo.add %arg5, %arg7 : tensor<2x8xf32>
    %1 = stablehlo.multiply %arg20, %0 : tensor<2x8xf32>
    %2 = stablehlo.multiply %0, %arg18 : tensor<2x8xf32>
    %3 = stablehlo.multiply %1, %arg19 : tensor<2x8xf32>
    %4 = stablehlo.add %arg6, %3 : tensor<2x8xf32>
    %5 = stablehlo.multiply %3, %arg18 : tensor<2x8xf32>
    %6 = stablehlo.add %4, %5 : tensor<2x8xf32>
    %7 = stablehlo.multiply %2, %arg17 : tensor<2x8xf32>
    %8 = stablehlo.multiply %arg16, %6 : tensor<2x8xf32>
    %9 = stablehlo.multiply %6, %arg14 : tensor<2x8xf32>
    %10 = stablehlo.multiply %8, %arg15 : tensor<2x8xf32>
    %11 = stablehlo.multiply %10, %arg14 : tensor<2x8xf32>
    %12 = stablehlo.add %10, %11 : tensor<2x8xf32>
    %13 = stablehlo.multiply %arg13, %6 : tensor<2x8xf32>
    %14 = stablehlo.multiply %6, %arg12 : tensor<2x8xf32>
    %15 = stablehlo.multiply %14, %arg11 : tensor<2x8xf32>
    %16 = stablehlo.multiply %9, %arg10 : tensor<2x8xf32>
    %17 = stablehlo.concatenate %16, %15, %12, %7, dim = 1 : (tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) -> tensor<2x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
    %19 = stablehlo.reshape %18 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.add %arg4, %20 : tensor<32xf32>
    %22 = stablehlo.dot_general %17, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<2x8xf32>) -> tensor<32x8xf32>
    %23 = stablehlo.transpose %22, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %24 = stablehlo.add %arg3, %23 : tensor<8x32xf32>
    %25 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<8x32xf32>) -> tensor<2x8xf32>
    %26 = stablehlo.dot_general %17, %arg8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<2x4xf32>) -> tensor<32x4xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<32x4xf32>) -> tensor<4x32xf32>
    %28 = stablehlo.add %arg2, %27 : tensor<4x32xf32>
    %29 = stablehlo.dot_general %17, %arg0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32xf32>, tensor<4x32xf32>) -> tensor<2x4xf32>
    return %28, %24, %21, %25, %13, %29 : tensor<4x32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<6x2x4xf32>, %arg1: tensor<2x4xf32>, %arg2: tensor<i32>) -> tensor<6x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<2x4xf32>) -> tensor<1x2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<6x2x4xf32>, tensor<1x2x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<6x2x4xf32>
    return %1 : tensor<6x2x4xf32>
  }
  func.func private @_take_7(%arg0: tensor<2x6x1xi32>, %arg1: tensor<2x6x4xf32>) -> tensor<20x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<20x4xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<20x4xf32>, tensor<2x6x1xi32>, tensor<2x6x4xf32>) -> tensor<20x4xf32>
    return %1 : tensor<20x4xf32>
  }
}
