module @jit_metrics_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x16xf32>, %arg1: tensor<16x3xf32>, %arg2: tensor<i32>, %arg3: tensor<6x16xf32>, %arg4: tensor<16x3xf32>, %arg5: tensor<6x16xf32>, %arg6: tensor<16x3xf32>, %arg7: tensor<4x6xf32>, %arg8: tensor<4xi32>) -> (tensor<6x16xf32> {jax.result_info = "result[0]['w1']"}, tensor<16x3xf32> {jax.result_info = "result[0]['w2']"}, tensor<i32> {jax.result_info = "result[1][1][0].count"}, tensor<6x16xf32> {jax.result_info = "result[1][1][0].mu['w1']"}, tensor<16x3xf32> {jax.result_info = "result[1][1][0].mu['w2']"}, tensor<6x16xf32> {jax.result_info = "result[1][1][0].nu['w1']"}, tensor<16x3xf32> {jax.result_info = "result[1][1][0].nu['w2']"}, tensor<f32> {jax.result_info = "result[2]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg7, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x6xf32>, tensor<6x16xf32>) -> tensor<4x16xf32>
    %1 = stablehlo.tanh %0 : tensor<4x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<4x16xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x3xf32>) -> tensor<4x3xf32>
    %5 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %6:2 = call @take_along_axis(%4, %5) : (tensor<4x3xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7:2 = call @_take(%6#0, %c) : (tensor<4x1xf32>, tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>)
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<4xf32>
    %11 = stablehlo.is_finite %10 : (tensor<4xf32>) -> tensor<4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<4xi1>, tensor<4xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %16 = stablehlo.subtract %4, %15 : tensor<4x3xf32>
    %17 = stablehlo.exponential %16 : tensor<4x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4xf32>
    %19 = stablehlo.abs %18 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.compare GE, %18, %20, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %22 = stablehlo.log %19 : tensor<4xf32>
    %23 = stablehlo.add %22, %13 : tensor<4xf32>
    %24 = stablehlo.subtract %23, %7#0 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %26 = stablehlo.divide %25, %cst_6 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %27 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.negate %28 : tensor<4xf32>
    %30 = stablehlo.divide %28, %19 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.select %21, %31, %30 : tensor<4xi1>, tensor<4xf32>
    %33 = stablehlo.select %21, %30, %31 : tensor<4xi1>, tensor<4xf32>
    %34 = stablehlo.negate %32 : tensor<4xf32>
    %35 = stablehlo.add %33, %34 : tensor<4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<4xf32>) -> tensor<4x3xf32>
    %37 = stablehlo.multiply %36, %17 : tensor<4x3xf32>
    %38 = call @_take_0(%7#1, %29) : (tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    %39 = call @take_along_axis_1(%6#1, %38) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x3xf32>
    %40 = stablehlo.add %37, %39 : tensor<4x3xf32>
    %41 = stablehlo.dot_general %40, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<4x16xf32>) -> tensor<3x16xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<3x16xf32>) -> tensor<16x3xf32>
    %43 = stablehlo.dot_general %40, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<16x3xf32>) -> tensor<4x16xf32>
    %44 = stablehlo.multiply %43, %3 : tensor<4x16xf32>
    %45 = stablehlo.multiply %44, %1 : tensor<4x16xf32>
    %46 = stablehlo.add %44, %45 : tensor<4x16xf32>
    %47 = stablehlo.dot_general %46, %arg7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<4x6xf32>) -> tensor<16x6xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0] : (tensor<16x6xf32>) -> tensor<6x16xf32>
    %49 = chlo.square %48 : tensor<6x16xf32> -> tensor<6x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %51 = chlo.square %50 : tensor<6x16xf32> -> tensor<6x16xf32>
    %52 = stablehlo.add %49, %51 : tensor<6x16xf32>
    %53 = chlo.square %42 : tensor<16x3xf32> -> tensor<16x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %55 = chlo.square %54 : tensor<16x3xf32> -> tensor<16x3xf32>
    %56 = stablehlo.add %53, %55 : tensor<16x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%52 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%56 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.add %cst_14, %57 : tensor<f32>
    %60 = stablehlo.add %59, %58 : tensor<f32>
    %61 = stablehlo.sqrt %60 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.compare LT, %61, %cst_15, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %63 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %64 = stablehlo.divide %48, %63 : tensor<6x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %66 = stablehlo.multiply %64, %65 : tensor<6x16xf32>
    %67 = stablehlo.select %62, %48, %66 : tensor<i1>, tensor<6x16xf32>
    %68 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %69 = stablehlo.divide %42, %68 : tensor<16x3xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<16x3xf32>
    %72 = stablehlo.select %62, %42, %71 : tensor<i1>, tensor<16x3xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %74 = stablehlo.multiply %73, %67 : tensor<6x16xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %76 = stablehlo.multiply %75, %arg3 : tensor<6x16xf32>
    %77 = stablehlo.add %74, %76 : tensor<6x16xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %79 = stablehlo.multiply %78, %72 : tensor<16x3xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %81 = stablehlo.multiply %80, %arg4 : tensor<16x3xf32>
    %82 = stablehlo.add %79, %81 : tensor<16x3xf32>
    %83 = stablehlo.multiply %67, %67 : tensor<6x16xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<6x16xf32>
    %cst_23 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %87 = stablehlo.multiply %86, %arg5 : tensor<6x16xf32>
    %88 = stablehlo.add %85, %87 : tensor<6x16xf32>
    %89 = stablehlo.multiply %72, %72 : tensor<16x3xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<16x3xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %93 = stablehlo.multiply %92, %arg6 : tensor<16x3xf32>
    %94 = stablehlo.add %91, %93 : tensor<16x3xf32>
    %c_26 = stablehlo.constant dense<2147483647> : tensor<i32>
    %95 = stablehlo.compare LT, %arg2, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %96 = stablehlo.add %arg2, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<2147483647> : tensor<i32>
    %97 = call @_where_2(%95, %96, %c_28) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %98 = stablehlo.convert %97 : (tensor<i32>) -> tensor<f32>
    %99 = stablehlo.power %cst_29, %98 : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.subtract %cst_30, %99 : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %102 = stablehlo.divide %77, %101 : tensor<6x16xf32>
    %103 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %104 = stablehlo.divide %82, %103 : tensor<16x3xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %105 = stablehlo.convert %97 : (tensor<i32>) -> tensor<f32>
    %106 = stablehlo.power %cst_31, %105 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.subtract %cst_32, %106 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %109 = stablehlo.divide %88, %108 : tensor<6x16xf32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %111 = stablehlo.divide %94, %110 : tensor<16x3xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %113 = stablehlo.add %109, %112 : tensor<6x16xf32>
    %114 = stablehlo.sqrt %113 : tensor<6x16xf32>
    %cst_34 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %116 = stablehlo.add %114, %115 : tensor<6x16xf32>
    %117 = stablehlo.divide %102, %116 : tensor<6x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %119 = stablehlo.add %111, %118 : tensor<16x3xf32>
    %120 = stablehlo.sqrt %119 : tensor<16x3xf32>
    %cst_36 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %122 = stablehlo.add %120, %121 : tensor<16x3xf32>
    %123 = stablehlo.divide %104, %122 : tensor<16x3xf32>
    %cst_37 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %125 = stablehlo.multiply %124, %117 : tensor<6x16xf32>
    %cst_38 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %127 = stablehlo.multiply %126, %123 : tensor<16x3xf32>
    %128 = call @argmax(%4) : (tensor<4x3xf32>) -> tensor<4xi32>
    %129 = stablehlo.compare EQ, %128, %arg8, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %130 = stablehlo.convert %129 : (tensor<4xi1>) -> tensor<4xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %132 = stablehlo.divide %131, %cst_40 : tensor<f32>
    %133 = stablehlo.add %arg0, %125 : tensor<6x16xf32>
    %134 = stablehlo.add %arg1, %127 : tensor<16x3xf32>
    %135 = chlo.square %48 : tensor<6x16xf32> -> tensor<6x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<6x16xf32>
    %137 = chlo.square %136 : tensor<6x16xf32> -> tensor<6x16xf32>
    %138 = stablehlo.add %135, %137 : tensor<6x16xf32>
    %139 = chlo.square %42 : tensor<16x3xf32> -> tensor<16x3xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16x3xf32>
    %141 = chlo.square %140 : tensor<16x3xf32> -> tensor<16x3xf32>
    %142 = stablehlo.add %139, %141 : tensor<16x3xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%138 init: %cst_43) applies stablehlo.add across dimensions = [0, 1] : (tensor<6x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%142 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.add %cst_45, %143 : tensor<f32>
    %146 = stablehlo.add %145, %144 : tensor<f32>
    %147 = stablehlo.sqrt %146 : tensor<f32>
    return %133, %134, %97, %77, %82, %88, %94, %26, %147, %132 : tensor<6x16xf32>, tensor<16x3xf32>, tensor<i32>, tensor<6x16xf32>, tensor<16x3xf32>, tensor<6x16xf32>, tensor<16x3xf32>, tensor<f32>, tensor<f32>, tensor<f32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x3xf32>, %arg1: tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x3xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1xi1>, tensor<4x1xf32>
    return %15, %5 : tensor<4x1xf32>, tensor<4x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<4x1xf32>, %arg1: tensor<i32>) -> (tensor<4xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x1xf32>, tensor<1xi32>) -> tensor<4xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<4xi1>, tensor<4xf32>
    return %13, %3 : tensor<4xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<4xf32>) -> tensor<4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x1xf32>, tensor<1xi32>, tensor<4xf32>) -> tensor<4x1xf32>
    return %1 : tensor<4x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>) -> tensor<4x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x3xf32>
    return %1 : tensor<4x3xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @argmax(%arg0: tensor<4x3xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x3xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x3xf32>, tensor<4x3xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
}
