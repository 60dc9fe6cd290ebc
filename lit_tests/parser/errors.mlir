// RUN: not lowtide-opt --mlir-print-op-generic --split-input-file %s 2>&1 | FileCheck %s
// Every parser error: `file:line:col: error: message`, the source line, and a caret.

// CHECK: errors.mlir:[[@LINE+3]]:7: error: use of undefined value %x
// CHECK-NEXT: {{^}}"a.b"(%x) : (f32) -> ()
// CHECK-NEXT: {{^}}      ^
"a.b"(%x) : (f32) -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:1: error: unterminated string literal
"a.b

// -----

// CHECK: errors.mlir:[[@LINE+1]]:1: error: op name `ab` must be `dialect.op`
"ab"() : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:1: error: expected an op (`dialect.op ...`, or `"dialect.op"(...)` in generic form), found `42`
42

// -----

// CHECK: errors.mlir:[[@LINE+3]]:8: error: unknown op `stablehlo.fft`: lowtide knows neither its custom form nor how to plan or run it, and reads unknown ops in the generic form only (`lowtide check FILE --ops` lists them); to read the step, export it in generic form: `lowered.compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True)`
// CHECK-NEXT: {{^}}  %0 = stablehlo.fft %arg0, type = RFFT, length = [6] : (tensor<2x6xf32>) -> tensor<2x4xcomplex<f32>>
// CHECK-NEXT: {{^}}       ^
  %0 = stablehlo.fft %arg0, type = RFFT, length = [6] : (tensor<2x6xf32>) -> tensor<2x4xcomplex<f32>>

// -----

// CHECK: errors.mlir:[[@LINE+1]]:6: error: `stablehlo.tuple` is read in its generic form only (`"stablehlo.tuple"(...)`, as MLIR prints it); export the step in generic form, which lowtide reads for every op it knows: `lowered.compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True)`
%0 = stablehlo.tuple %a : tuple<tensor<f32>>

// -----

// CHECK: errors.mlir:[[@LINE+2]]:39: error: expected `dims`, found `dimz`
func.func @f(%a: tensor<2xf32>) -> tensor<3x2xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dimz = [1] : (tensor<2xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// CHECK: errors.mlir:[[@LINE+3]]:11: error: `applies stablehlo.subtract`: the compact reduce form takes a commutative binary op such as stablehlo.add; write the `reducer` region form
func.func @f(%a: tensor<2xf32>, %z: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.reduce(%a init: %z)
  applies stablehlo.subtract across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// CHECK: errors.mlir:[[@LINE+1]]:26: error: expected an element type such as f32, bf16, i1 or i32
"a.b"() : () -> tensor<2xfoo>

// -----

// CHECK: errors.mlir:[[@LINE+1]]:17: error: unknown type `vector`
"a.b"() : () -> vector<4xf32>

// -----

// CHECK: errors.mlir:[[@LINE+1]]:14: error: dense literal has 3 elements but tensor<2xi32> has 2
"a.b"() {x = dense<[1, 2, 3]> : tensor<2xi32>} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:14: error: float literal 1.5 given an integer type i32
"a.b"() {x = 1.5 : i32} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:17: error: duplicate attribute `x`
"a.b"() {x = 1, x = 2} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:14: error: undefined attribute alias `#foo`
"a.b"() {x = #foo} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:14: error: unsupported attribute `affine_set` (lowtide reads builtin attributes and `#dialect<...>` forms)
"a.b"() {x = affine_set<(d0) : (d0 >= 0)>} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:16: error: op defines 1 result values but its type lists 2 result types
%0 = "a.b"() : () -> (f32, f32)

// -----

%0 = "a.b"() : () -> f32
// CHECK: errors.mlir:[[@LINE+1]]:13: error: op has 1 operands but its type lists 0 operand types
"a.c"(%0) : () -> ()

// -----

%0:2 = "a.b"() : () -> (f32, f32)
// CHECK: errors.mlir:[[@LINE+1]]:7: error: %0 has 2 results; use %0#N to pick one
"a.c"(%0) : (f32) -> ()

// -----

%0 = "a.b"() : () -> f32
// CHECK: errors.mlir:[[@LINE+1]]:7: error: %0 has only 1 results
"a.c"(%0#3) : (f32) -> ()

// -----

%0 = "a.b"() : () -> f32
// CHECK: errors.mlir:[[@LINE+1]]:7: error: use of %0 expects type i32, but it was defined with type f32
"a.c"(%0) : (i32) -> ()

// -----

%0 = "a.b"() : () -> f32
// CHECK: errors.mlir:[[@LINE+1]]:1: error: redefinition of SSA value %0
%0 = "a.b"() : () -> f32

// -----

// CHECK: errors.mlir:[[@LINE+1]]:14: error: boolean literal in a f32 constant
"a.b"() {x = dense<true> : tensor<2xf32>} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:14: error: float literal in an integer (i32) constant
"a.b"() {x = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:20: error: dense string must be a hex blob `"0x..."`
"a.b"() {x = dense<"zz"> : tensor<2xi8>} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:20: error: complex dense elements are not supported
"a.b"() {x = dense<(1, 2)> : tensor<2xf32>} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:29: error: unterminated `<...>`: no matching `>` before end of input
"a.b"() {x = #stablehlo.conv<[b, 0]x[0, i, o]

// -----

// CHECK: errors.mlir:[[@LINE+1]]:14: error: integer literal `99999999999999999999999` does not fit in 64 bits
"a.b"() {x = 99999999999999999999999} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:11: error: expected the op's function type `(operands) -> results`, found tensor<f32>
"a.b"() : tensor<f32>

// -----

// CHECK: errors.mlir:[[@LINE+1]]:26: error: reference to undefined block ^bb9
"a.b"() ({ ^bb0: "a.c"()[^bb9] : () -> () }) : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:37: error: redefinition of block ^bb0
"a.b"() ({ ^bb0: "a.c"() : () -> () ^bb0: "a.d"() : () -> () }) : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:10: error: this region is never closed: expected `}` before end of input
"a.b"() ({ "a.c"() : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:16: error: unknown escape in string literal
"a.b"() {x = "a\q"} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:26: error: tensor encodings are not supported
"a.b"() {x = tensor<4xf32, #enc>} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:7: error: %1 is used with type f32 but defined with type i32
"a.c"(%1) : (f32) -> ()
%1 = "a.b"() : () -> i32

// -----

// CHECK: errors.mlir:[[@LINE+1]]:1: error: result count must be between 1 and 100000
%0:0 = "a.b"() : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:21: error: dimension `99999999999999999999` is too large
"a.b"() {x = tensor<99999999999999999999xf32>} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:14: error: hex literal is empty or too large
"a.b"() {x = 0x} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:19: error: expected `,`, found `}`
"a.b"() {x = [1, 2} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:10: error: expected an attribute name, found `=`
"a.b"() {= 1} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:13: error: expected an attribute, found end of input
"a.b"() {x =


// -----

// CHECK: errors.mlir:[[@LINE+1]]:14: error: a number attribute needs a scalar type such as i64 or f32, got tensor<2xf32>
"a.b"() {x = 1.0 : tensor<2xf32>} : () -> ()

// -----

// CHECK: errors.mlir:[[@LINE+1]]:1: error: undefined location alias `#nope`
"a.b"() : () -> () loc(#nope)

// -----

// CHECK: errors.mlir:[[@LINE+1]]:1: error: location alias `#me` nests deeper than 64 aliases (or refers to itself)
"a.b"() : () -> () loc(#me)
#me = loc(callsite(#me at "f.py":1:1))

// -----

// Aliases that double at each level: refused before they take the memory.
// CHECK: errors.mlir:[[@LINE+1]]:1: error: a location expands past 1024 KiB through its aliases
"a.b"() : () -> () loc(#a0)
#a0 = loc(fused[#a1, #a1])
#a1 = loc(fused[#a2, #a2])
#a2 = loc(fused[#a3, #a3])
#a3 = loc(fused[#a4, #a4])
#a4 = loc(fused[#a5, #a5])
#a5 = loc(fused[#a6, #a6])
#a6 = loc(fused[#a7, #a7])
#a7 = loc(fused[#a8, #a8])
#a8 = loc(fused[#a9, #a9])
#a9 = loc(fused[#a10, #a10])
#a10 = loc(fused[#a11, #a11])
#a11 = loc(fused[#a12, #a12])
#a12 = loc(fused[#a13, #a13])
#a13 = loc(fused[#a14, #a14])
#a14 = loc(fused[#a15, #a15])
#a15 = loc(fused[#a16, #a16])
#a16 = loc(fused[#a17, #a17])
#a17 = loc(fused[#a18, #a18])
#a18 = loc(fused[#a19, #a19])
#a19 = loc(fused[#a20, #a20])
#a20 = loc(fused[#a21, #a21])
#a21 = loc(fused[#a22, #a22])
#a22 = loc(fused[#a23, #a23])
#a23 = loc(fused[#a24, #a24])
#a24 = loc("layer")
