// Element types beyond f32, and tensors with no elements: f16 and bf16 loops, unsigned and
// signed integers held signless (the unsigned arith ops), an i1 mask packed a byte at a time,
// and a zero-element value. cli/tests/lower_to_memref.rs and mlir/tests/melior.rs run it
// under MLIR against the CPU device.
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref | FileCheck %s
// RUN: lowtide-opt %s --pass-pipeline=plan,lower-to-memref --mlir-print-op-generic \
// RUN:   | mlir-opt --allow-unregistered-dialect | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @main(
// CHECK-DAG: "arith.truncf"
// CHECK-DAG: "arith.fptoui"
// CHECK-DAG: "arith.divui"
// CHECK-DAG: "arith.uitofp"
// CHECK-DAG: "arith.cmpi"(%{{.*}}, %{{.*}}) <{predicate = 8 : i64}>
// CHECK-DAG: memref<0x4xf32>
// CHECK-NOT: lt.kernel
// CHECK: return

// UPSTREAM-LABEL: func.func @main(
func.func @main(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>, %e: tensor<0x4xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<0x4xf32>) {
  %h = stablehlo.convert %x : (tensor<4x8xf32>) -> tensor<4x8xf16>
  %hh = stablehlo.multiply %h, %h : tensor<4x8xf16>
  %b = stablehlo.convert %y : (tensor<4x8xf32>) -> tensor<4x8xbf16>
  %bb = stablehlo.add %b, %b : tensor<4x8xbf16>
  %h32 = stablehlo.convert %hh : (tensor<4x8xf16>) -> tensor<4x8xf32>
  %b32 = stablehlo.convert %bb : (tensor<4x8xbf16>) -> tensor<4x8xf32>
  %s = stablehlo.add %h32, %b32 : tensor<4x8xf32>
  %hundred = stablehlo.constant dense<100.0> : tensor<4x8xf32>
  %scaled = stablehlo.multiply %x, %hundred : tensor<4x8xf32>
  %a = stablehlo.abs %scaled : tensor<4x8xf32>
  %u = stablehlo.convert %a : (tensor<4x8xf32>) -> tensor<4x8xui32>
  %three = stablehlo.constant dense<3> : tensor<4x8xui32>
  %q = stablehlo.divide %u, %three : tensor<4x8xui32>
  %gt = stablehlo.compare GT, %q, %three : (tensor<4x8xui32>, tensor<4x8xui32>) -> tensor<4x8xi1>
  %qf = stablehlo.convert %q : (tensor<4x8xui32>) -> tensor<4x8xf32>
  %neg = stablehlo.negate %qf : tensor<4x8xf32>
  %sel = stablehlo.select %gt, %qf, %neg : tensor<4x8xi1>, tensor<4x8xf32>
  %e2 = stablehlo.add %e, %e : tensor<0x4xf32>
  return %s, %sel, %e2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<0x4xf32>
}
