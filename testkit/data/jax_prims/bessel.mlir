"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x6xf32>, tensor<4x6xf32>, tensor<4x6xi32>) -> tensor<4x6xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x6xf32>, %arg1: tensor<4x6xf32>, %arg2: tensor<4x6xi32>):
    %0 = "stablehlo.abs"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %4 = "stablehlo.abs"(%arg0) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %5 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %7 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %9 = "stablehlo.constant"() <{value = dense<3.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %10 = "stablehlo.broadcast_in_dim"(%9) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %11 = "stablehlo.multiply"(%6, %4) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %12 = "stablehlo.subtract"(%11, %8) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %13 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %14 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %15 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %17 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %19 = "stablehlo.multiply"(%12, %14) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %20 = "stablehlo.subtract"(%19, %16) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %21 = "stablehlo.constant"() <{value = dense<-1.30002498E-8> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %23 = "stablehlo.add"(%20, %22) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %24 = "stablehlo.multiply"(%12, %23) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %25 = "stablehlo.subtract"(%24, %14) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %26 = "stablehlo.constant"() <{value = dense<6.04699508E-8> : tensor<f32>}> : () -> tensor<f32>
    %27 = "stablehlo.broadcast_in_dim"(%26) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %28 = "stablehlo.add"(%25, %27) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %29 = "stablehlo.multiply"(%12, %28) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %30 = "stablehlo.subtract"(%29, %23) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %31 = "stablehlo.constant"() <{value = dense<-2.67079372E-7> : tensor<f32>}> : () -> tensor<f32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %33 = "stablehlo.add"(%30, %32) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %34 = "stablehlo.multiply"(%12, %33) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %35 = "stablehlo.subtract"(%34, %28) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %36 = "stablehlo.constant"() <{value = dense<1.11738757E-6> : tensor<f32>}> : () -> tensor<f32>
    %37 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %38 = "stablehlo.add"(%35, %37) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %39 = "stablehlo.multiply"(%12, %38) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %40 = "stablehlo.subtract"(%39, %33) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %41 = "stablehlo.constant"() <{value = dense<-4.41673819E-6> : tensor<f32>}> : () -> tensor<f32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %43 = "stablehlo.add"(%40, %42) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %44 = "stablehlo.multiply"(%12, %43) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %45 = "stablehlo.subtract"(%44, %38) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %46 = "stablehlo.constant"() <{value = dense<1.64484482E-5> : tensor<f32>}> : () -> tensor<f32>
    %47 = "stablehlo.broadcast_in_dim"(%46) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %48 = "stablehlo.add"(%45, %47) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %49 = "stablehlo.multiply"(%12, %48) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %50 = "stablehlo.subtract"(%49, %43) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %51 = "stablehlo.constant"() <{value = dense<-5.75419508E-5> : tensor<f32>}> : () -> tensor<f32>
    %52 = "stablehlo.broadcast_in_dim"(%51) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %53 = "stablehlo.add"(%50, %52) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %54 = "stablehlo.multiply"(%12, %53) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %55 = "stablehlo.subtract"(%54, %48) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %56 = "stablehlo.constant"() <{value = dense<1.88502891E-4> : tensor<f32>}> : () -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %58 = "stablehlo.add"(%55, %57) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %59 = "stablehlo.multiply"(%12, %58) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %60 = "stablehlo.subtract"(%59, %53) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %61 = "stablehlo.constant"() <{value = dense<-5.76375576E-4> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.broadcast_in_dim"(%61) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %63 = "stablehlo.add"(%60, %62) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %64 = "stablehlo.multiply"(%12, %63) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %65 = "stablehlo.subtract"(%64, %58) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %66 = "stablehlo.constant"() <{value = dense<0.00163947558> : tensor<f32>}> : () -> tensor<f32>
    %67 = "stablehlo.broadcast_in_dim"(%66) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %68 = "stablehlo.add"(%65, %67) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %69 = "stablehlo.multiply"(%12, %68) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %70 = "stablehlo.subtract"(%69, %63) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %71 = "stablehlo.constant"() <{value = dense<-4.324310e-03> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %73 = "stablehlo.add"(%70, %72) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %74 = "stablehlo.multiply"(%12, %73) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %75 = "stablehlo.subtract"(%74, %68) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %76 = "stablehlo.constant"() <{value = dense<0.0105464607> : tensor<f32>}> : () -> tensor<f32>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %78 = "stablehlo.add"(%75, %77) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %79 = "stablehlo.multiply"(%12, %78) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %80 = "stablehlo.subtract"(%79, %73) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %81 = "stablehlo.constant"() <{value = dense<-0.0237374157> : tensor<f32>}> : () -> tensor<f32>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %83 = "stablehlo.add"(%80, %82) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %84 = "stablehlo.multiply"(%12, %83) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %85 = "stablehlo.subtract"(%84, %78) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %86 = "stablehlo.constant"() <{value = dense<0.0493052825> : tensor<f32>}> : () -> tensor<f32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %88 = "stablehlo.add"(%85, %87) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %89 = "stablehlo.multiply"(%12, %88) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %90 = "stablehlo.subtract"(%89, %83) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %91 = "stablehlo.constant"() <{value = dense<-9.490110e-02> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.broadcast_in_dim"(%91) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %93 = "stablehlo.add"(%90, %92) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %94 = "stablehlo.multiply"(%12, %93) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %95 = "stablehlo.subtract"(%94, %88) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %96 = "stablehlo.constant"() <{value = dense<0.171620905> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %98 = "stablehlo.add"(%95, %97) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %99 = "stablehlo.multiply"(%12, %98) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %100 = "stablehlo.subtract"(%99, %93) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %101 = "stablehlo.constant"() <{value = dense<-0.304682672> : tensor<f32>}> : () -> tensor<f32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %103 = "stablehlo.add"(%100, %102) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %104 = "stablehlo.multiply"(%12, %103) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %105 = "stablehlo.subtract"(%104, %98) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %106 = "stablehlo.constant"() <{value = dense<0.676795303> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %108 = "stablehlo.add"(%105, %107) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %109 = "stablehlo.subtract"(%108, %98) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %110 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %112 = "stablehlo.multiply"(%111, %109) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %113 = "stablehlo.divide"(%10, %4) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %114 = "stablehlo.subtract"(%113, %8) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %115 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %116 = "stablehlo.broadcast_in_dim"(%115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %117 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %119 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %121 = "stablehlo.multiply"(%114, %116) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %122 = "stablehlo.subtract"(%121, %118) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %123 = "stablehlo.constant"() <{value = dense<3.39623196E-9> : tensor<f32>}> : () -> tensor<f32>
    %124 = "stablehlo.broadcast_in_dim"(%123) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %125 = "stablehlo.add"(%122, %124) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %126 = "stablehlo.multiply"(%114, %125) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %127 = "stablehlo.subtract"(%126, %116) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %128 = "stablehlo.constant"() <{value = dense<2.26666899E-8> : tensor<f32>}> : () -> tensor<f32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %130 = "stablehlo.add"(%127, %129) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %131 = "stablehlo.multiply"(%114, %130) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %132 = "stablehlo.subtract"(%131, %125) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %133 = "stablehlo.constant"() <{value = dense<2.04891862E-7> : tensor<f32>}> : () -> tensor<f32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %135 = "stablehlo.add"(%132, %134) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %136 = "stablehlo.multiply"(%114, %135) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %137 = "stablehlo.subtract"(%136, %130) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %138 = "stablehlo.constant"() <{value = dense<2.89137051E-6> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %140 = "stablehlo.add"(%137, %139) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %141 = "stablehlo.multiply"(%114, %140) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %142 = "stablehlo.subtract"(%141, %135) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %143 = "stablehlo.constant"() <{value = dense<6.88975852E-5> : tensor<f32>}> : () -> tensor<f32>
    %144 = "stablehlo.broadcast_in_dim"(%143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %145 = "stablehlo.add"(%142, %144) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %146 = "stablehlo.multiply"(%114, %145) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %147 = "stablehlo.subtract"(%146, %140) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %148 = "stablehlo.constant"() <{value = dense<0.00336911646> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %150 = "stablehlo.add"(%147, %149) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %151 = "stablehlo.multiply"(%114, %150) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %152 = "stablehlo.subtract"(%151, %145) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %153 = "stablehlo.constant"() <{value = dense<0.804490387> : tensor<f32>}> : () -> tensor<f32>
    %154 = "stablehlo.broadcast_in_dim"(%153) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %155 = "stablehlo.add"(%152, %154) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %156 = "stablehlo.subtract"(%155, %145) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %157 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %158 = "stablehlo.broadcast_in_dim"(%157) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %159 = "stablehlo.multiply"(%158, %156) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %160 = "stablehlo.sqrt"(%4) : (tensor<4x6xf32>) -> tensor<4x6xf32>
    %161 = "stablehlo.divide"(%159, %160) : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    %162 = "stablehlo.constant"() <{value = dense<8.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %163 = "stablehlo.broadcast_in_dim"(%162) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x6xf32>
    %164 = "stablehlo.compare"(%4, %163) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xi1>
    %165 = "stablehlo.select"(%164, %112, %161) : (tensor<4x6xi1>, tensor<4x6xf32>, tensor<4x6xf32>) -> tensor<4x6xf32>
    "func.return"(%165) : (tensor<4x6xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
