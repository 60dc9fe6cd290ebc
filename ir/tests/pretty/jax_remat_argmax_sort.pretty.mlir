module @jit_remat_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf32>, %arg1: tensor<3x6xf32>, %arg2: tensor<3xi32>) -> (tensor<6x6xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<3x6xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<3x6xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<3x6xf32>
    %5 = stablehlo.add %0, %4 : tensor<3x6xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<3x6xf32>
    %8 = stablehlo.tanh %7 : tensor<3x6xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %10 = stablehlo.add %9, %8 : tensor<3x6xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<3x6xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<3x6xf32>
    %14 = stablehlo.dot_general %13, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<3x6xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<3x6xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<3x6xf32>
    %19 = stablehlo.add %14, %18 : tensor<3x6xf32>
    %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<3x6xf32>
    %22 = stablehlo.tanh %21 : tensor<3x6xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %24 = stablehlo.add %23, %22 : tensor<3x6xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<3x6xf32>
    %27 = stablehlo.multiply %14, %26 : tensor<3x6xf32>
    %values, %indices = chlo.top_k(%27, k = 2) : tensor<3x6xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %28 = stablehlo.reshape %indices : (tensor<3x2xi32>) -> tensor<3x2x1xi32>
    %29 = call @argmax(%27) : (tensor<3x6xf32>) -> tensor<3xi32>
    %30:2 = call @sort(%27) : (tensor<3x6xf32>) -> (tensor<3x6xf32>, tensor<3x6x1xui32>)
    %31 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %32:2 = call @take_along_axis(%27, %31) : (tensor<3x6xf32>, tensor<3x1xi32>) -> (tensor<3x1xf32>, tensor<3x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %33:2 = call @_take(%32#0, %c) : (tensor<3x1xf32>, tensor<i32>) -> (tensor<3xf32>, tensor<1xi32>)
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<3xf32>
    %37 = stablehlo.is_finite %36 : (tensor<3xf32>) -> tensor<3xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %39 = stablehlo.select %37, %36, %38 : tensor<3xi1>, tensor<3xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x6xf32>
    %42 = stablehlo.subtract %27, %41 : tensor<3x6xf32>
    %43 = stablehlo.exponential %42 : tensor<3x6xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<3x6xf32>, tensor<f32>) -> tensor<3xf32>
    %45 = stablehlo.abs %44 : tensor<3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %47 = stablehlo.compare GE, %44, %46, FLOAT : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %48 = stablehlo.log %45 : tensor<3xf32>
    %49 = stablehlo.add %48, %39 : tensor<3xf32>
    %50 = stablehlo.subtract %49, %33#0 : tensor<3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %52 = stablehlo.divide %51, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%values init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %54 = stablehlo.divide %53, %cst_15 : tensor<f32>
    %55 = stablehlo.add %52, %54 : tensor<f32>
    %56 = stablehlo.slice %30#0 [0:3, 0:1] : (tensor<3x6xf32>) -> tensor<3x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %58 = stablehlo.divide %57, %cst_17 : tensor<f32>
    %59 = stablehlo.add %55, %58 : tensor<f32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.reduce(%29 init: %c_18) applies stablehlo.add across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
    %61 = stablehlo.convert %60 : (tensor<i32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.multiply %61, %cst_19 : tensor<f32>
    %63 = stablehlo.convert %62 : tensor<f32>
    %64 = stablehlo.add %59, %63 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %65 = stablehlo.divide %cst_20, %cst_21 : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.pad %66, %cst_22, low = [0, 0], high = [0, 5], interior = [0, 0] : (tensor<3x1xf32>, tensor<f32>) -> tensor<3x6xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_24 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %68 = stablehlo.divide %cst_23, %cst_24 : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_26 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %70 = stablehlo.divide %cst_25, %cst_26 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %72 = stablehlo.negate %71 : tensor<3xf32>
    %73 = stablehlo.divide %71, %45 : tensor<3xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %75 = stablehlo.select %47, %74, %73 : tensor<3xi1>, tensor<3xf32>
    %76 = stablehlo.select %47, %73, %74 : tensor<3xi1>, tensor<3xf32>
    %77 = stablehlo.negate %75 : tensor<3xf32>
    %78 = stablehlo.add %76, %77 : tensor<3xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<3xf32>) -> tensor<3x6xf32>
    %80 = stablehlo.multiply %79, %43 : tensor<3x6xf32>
    %81 = call @_take_0(%33#1, %72) : (tensor<1xi32>, tensor<3xf32>) -> tensor<3x1xf32>
    %82 = call @take_along_axis_1(%32#1, %81) : (tensor<3x1x1xi32>, tensor<3x1xf32>) -> tensor<3x6xf32>
    %83 = stablehlo.add %80, %82 : tensor<3x6xf32>
    %84 = call @sort_2(%30#1, %67) : (tensor<3x6x1xui32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    %85 = stablehlo.add %83, %84 : tensor<3x6xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %87 = "stablehlo.scatter"(%86, %28, %69) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %164 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %164 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<3x2x1xi32>, tensor<3x2xf32>) -> tensor<3x6xf32>
    %88 = stablehlo.add %85, %87 : tensor<3x6xf32>
    %89:3 = stablehlo.optimization_barrier %arg0, %13, %88 : tensor<6x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>
    %90 = stablehlo.dot_general %89#1, %89#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %91 = stablehlo.multiply %90, %90 : tensor<3x6xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<3x6xf32>
    %93 = stablehlo.multiply %90, %90 : tensor<3x6xf32>
    %cst_29 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<3x6xf32>
    %cst_30 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %97 = stablehlo.multiply %96, %92 : tensor<3x6xf32>
    %98 = stablehlo.add %90, %97 : tensor<3x6xf32>
    %cst_31 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<3x6xf32>
    %101 = stablehlo.tanh %100 : tensor<3x6xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %103 = stablehlo.subtract %102, %101 : tensor<3x6xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %105 = stablehlo.add %104, %101 : tensor<3x6xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<3x6xf32>
    %108 = stablehlo.multiply %90, %89#2 : tensor<3x6xf32>
    %109 = stablehlo.multiply %89#2, %107 : tensor<3x6xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %111 = stablehlo.multiply %110, %108 : tensor<3x6xf32>
    %112 = stablehlo.multiply %111, %103 : tensor<3x6xf32>
    %113 = stablehlo.multiply %112, %101 : tensor<3x6xf32>
    %114 = stablehlo.add %112, %113 : tensor<3x6xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<3x6xf32>
    %117 = stablehlo.add %109, %116 : tensor<3x6xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<3x6xf32>
    %120 = stablehlo.multiply %119, %95 : tensor<3x6xf32>
    %121 = stablehlo.add %117, %120 : tensor<3x6xf32>
    %122 = stablehlo.dot_general %121, %89#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<6x6xf32>
    %123 = stablehlo.transpose %122, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %124 = stablehlo.dot_general %121, %89#0, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %125:3 = stablehlo.optimization_barrier %arg0, %arg1, %124 : tensor<6x6xf32>, tensor<3x6xf32>, tensor<3x6xf32>
    %126 = stablehlo.dot_general %125#1, %125#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<6x6xf32>) -> tensor<3x6xf32>
    %127 = stablehlo.multiply %126, %126 : tensor<3x6xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<3x6xf32>
    %129 = stablehlo.multiply %126, %126 : tensor<3x6xf32>
    %cst_38 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<3x6xf32>
    %cst_39 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %133 = stablehlo.multiply %132, %128 : tensor<3x6xf32>
    %134 = stablehlo.add %126, %133 : tensor<3x6xf32>
    %cst_40 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<3x6xf32>
    %137 = stablehlo.tanh %136 : tensor<3x6xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %139 = stablehlo.subtract %138, %137 : tensor<3x6xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %141 = stablehlo.add %140, %137 : tensor<3x6xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %143 = stablehlo.multiply %142, %141 : tensor<3x6xf32>
    %144 = stablehlo.multiply %126, %125#2 : tensor<3x6xf32>
    %145 = stablehlo.multiply %125#2, %143 : tensor<3x6xf32>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %147 = stablehlo.multiply %146, %144 : tensor<3x6xf32>
    %148 = stablehlo.multiply %147, %139 : tensor<3x6xf32>
    %149 = stablehlo.multiply %148, %137 : tensor<3x6xf32>
    %150 = stablehlo.add %148, %149 : tensor<3x6xf32>
    %cst_45 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<3x6xf32>
    %153 = stablehlo.add %145, %152 : tensor<3x6xf32>
    %cst_46 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %155 = stablehlo.multiply %154, %152 : tensor<3x6xf32>
    %156 = stablehlo.multiply %155, %131 : tensor<3x6xf32>
    %157 = stablehlo.add %153, %156 : tensor<3x6xf32>
    %158 = stablehlo.dot_general %157, %125#1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x6xf32>, tensor<3x6xf32>) -> tensor<6x6xf32>
    %159 = stablehlo.transpose %158, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %160 = stablehlo.add %123, %159 : tensor<6x6xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %162 = stablehlo.multiply %161, %160 : tensor<6x6xf32>
    %163 = stablehlo.subtract %arg0, %162 : tensor<6x6xf32>
    return %163, %64 : tensor<6x6xf32>, tensor<f32>
  }
  func.func private @argmax(%arg0: tensor<3x6xf32>) -> tensor<3xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<3x6xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<3x6xf32>, tensor<3x6xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<3xi32>)
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
    return %1#1 : tensor<3xi32>
  }
  func.func private @sort(%arg0: tensor<3x6xf32>) -> (tensor<3x6xf32>, tensor<3x6x1xui32>) {
    %0 = stablehlo.iota dim = 1 : tensor<3x6xui32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %4 = stablehlo.select %3, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %5 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %6 = stablehlo.select %5, %cst_1, %4 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %8 = stablehlo.select %7, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %10 = stablehlo.select %9, %cst_4, %8 : tensor<i1>, tensor<f32>
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %11 : tensor<i1>
    }) : (tensor<3x6xf32>, tensor<3x6xui32>) -> (tensor<3x6xf32>, tensor<3x6xui32>)
    %2 = stablehlo.broadcast_in_dim %1#1, dims = [0, 1] : (tensor<3x6xui32>) -> tensor<3x6x1xui32>
    return %1#0, %2 : tensor<3x6xf32>, tensor<3x6x1xui32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x6xf32>, %arg1: tensor<3x1xi32>) -> (tensor<3x1xf32>, tensor<3x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<6> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<3x1xi32>) -> tensor<3x1x1xi32>
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<3x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1x1xi32>, tensor<3x1x1xi32>) -> tensor<3x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<3x1x1xi1>, tensor<i1>) -> tensor<3x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x6xf32>, tensor<3x1x1xi32>) -> tensor<3x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<3x1xi1>, tensor<3x1xf32>
    return %15, %5 : tensor<3x1xf32>, tensor<3x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<3x1xf32>, %arg1: tensor<i32>) -> (tensor<3xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x1xf32>, tensor<1xi32>) -> tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<3xi1>, tensor<3xf32>
    return %13, %3 : tensor<3xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<3xf32>) -> tensor<3x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x1xf32>, tensor<1xi32>, tensor<3xf32>) -> tensor<3x1xf32>
    return %1 : tensor<3x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<3x1x1xi32>, %arg1: tensor<3x1xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<3x1x1xi32>, tensor<3x1xf32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
  func.func private @sort_2(%arg0: tensor<3x6x1xui32>, %arg1: tensor<3x6xf32>) -> tensor<3x6xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x6xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<3x6xf32>, tensor<3x6x1xui32>, tensor<3x6xf32>) -> tensor<3x6xf32>
    return %1 : tensor<3x6xf32>
  }
}
