// RUN: lowtide-opt --mlir-print-op-generic %s --pass-pipeline='inline,schedule,assign-buffers,verify-plan' | FileCheck %s
// RUN: not lowtide plan %s --budget 64 2>&1 | FileCheck %s --check-prefix=INFEASIBLE
// The values computed inside a while loop (and inside case/if branches) live in the op's
// workspace, which assign-buffers places in the arena like a value and verify-plan checks.
// The loop's workspace: staging for the two carries the body swaps (64 B each, aligned) and
// the inlined add (16 B); the counter is incremented in place in its result. Each branch's
// value goes straight into the op's result, so the case and if keep only the constant (16 B).
// CHECK: "stablehlo.while"
// CHECK: lt.workspace = array<i64: {{[0-9]+}}, 144>
// CHECK: "stablehlo.case"
// CHECK: lt.workspace = array<i64: {{[0-9]+}}, 16>
// CHECK: "stablehlo.if"
// CHECK: lt.workspace = array<i64: {{[0-9]+}}, 16>
// INFEASIBLE: error: pass 'eqsat' failed: @main cannot fit in 64 bytes: the smallest footprint lowtide reaches is {{[0-9]+}} bytes ({{.*}}); ask for at least that much; at its peak the largest live values are a workspace of 'stablehlo.while' (144 B)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>, tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>), sym_name = "main"}> ({
  ^bb0(%n: tensor<i32>, %k: tensor<i32>, %x: tensor<4xf32>):
    %zero = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %w:3 = "stablehlo.while"(%zero, %x, %x) ({
    ^bb0(%i: tensor<i32>, %a: tensor<4xf32>, %b: tensor<4xf32>):
      %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%c) : (tensor<i1>) -> ()
    }, {
    ^bb0(%i: tensor<i32>, %a: tensor<4xf32>, %b: tensor<4xf32>):
      %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %s = "func.call"(%a, %b) <{callee = @add2}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%j, %b, %s) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>, tensor<4xf32>)
    %r = "stablehlo.case"(%k) ({
      %d = "stablehlo.add"(%x, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%d) : (tensor<4xf32>) -> ()
    }, {
      %o = "stablehlo.constant"() <{value = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
      %p = "stablehlo.add"(%x, %o) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%p) : (tensor<4xf32>) -> ()
    }, {
      %q = "stablehlo.negate"(%x) : (tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%q) : (tensor<4xf32>) -> ()
    }) : (tensor<i32>) -> tensor<4xf32>
    %three = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %big = "stablehlo.compare"(%k, %three) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %f = "stablehlo.if"(%big) ({
      %ten = "stablehlo.constant"() <{value = dense<10.0> : tensor<4xf32>}> : () -> tensor<4xf32>
      %t = "stablehlo.multiply"(%x, %ten) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%t) : (tensor<4xf32>) -> ()
    }, {
      "stablehlo.return"(%x) : (tensor<4xf32>) -> ()
    }) : (tensor<i1>) -> tensor<4xf32>
    "func.return"(%w#0, %w#1, %w#2, %r, %f) : (tensor<i32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, sym_name = "add2", sym_visibility = "private"}> ({
  ^bb0(%u: tensor<4xf32>, %v: tensor<4xf32>):
    %y = "stablehlo.add"(%u, %v) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%y) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
