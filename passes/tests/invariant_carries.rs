//! Loop-invariant `while` carries (`canonicalize`): a carry the body returns unchanged (a
//! `lax.scan`'s weights, its saved activations in the backward scan) is read from the operand
//! itself, so the loop holds no copy of it; the step computes the same bits.

use lowtide_testkit as common;

use lowtide_ir::parse_and_verify;
use lowtide_runtime::{run, Mode};

/// Three steps of `h = tanh(h w)` with `w` carried unchanged, and `w` read after the loop
/// through the loop's result.
const SCAN: &str = r#""func.func"() <{function_type = (tensor<8x8xf32>, tensor<2x8xf32>) -> (tensor<2x8xf32>, tensor<8x8xf32>), sym_name = "main"}> ({
^bb0(%w: tensor<8x8xf32>, %h0: tensor<2x8xf32>):
  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:3 = "stablehlo.while"(%z, %w, %h0) ({
  ^bb0(%i: tensor<i32>, %a: tensor<8x8xf32>, %h: tensor<2x8xf32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %p = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %a: tensor<8x8xf32>, %h: tensor<2x8xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %d = "stablehlo.dot_general"(%h, %a) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<2x8xf32>, tensor<8x8xf32>) -> tensor<2x8xf32>
    %t = "stablehlo.tanh"(%d) : (tensor<2x8xf32>) -> tensor<2x8xf32>
    "stablehlo.return"(%j, %a, %t) : (tensor<i32>, tensor<8x8xf32>, tensor<2x8xf32>) -> ()
  }) : (tensor<i32>, tensor<8x8xf32>, tensor<2x8xf32>) -> (tensor<i32>, tensor<8x8xf32>, tensor<2x8xf32>)
  %g = "stablehlo.multiply"(%r#1, %r#1) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
  "func.return"(%r#2, %g) : (tensor<2x8xf32>, tensor<8x8xf32>) -> ()
}) : () -> ()
"#;

#[test]
fn an_unchanged_carry_is_read_in_place_with_the_same_bits() {
    let plain = parse_and_verify(SCAN, "scan").unwrap();
    let want = run(&plain, "main", common::inputs(&plain), Mode::Unplanned).unwrap();
    let mut m = plain.clone();
    common::plan(&mut m, "scan").unwrap();
    let f = m.function("main").unwrap();
    let body = &m.blocks[m.entry_block(f).unwrap()].ops;
    let carries: Vec<usize> = body
        .iter()
        .filter(|&&o| m.kind(o) == Some(lowtide_ir::OpKind::While))
        .map(|&o| m.ops[o].operands.len())
        .collect();
    assert_eq!(carries, [2], "the counter and the state");
    let got = run(&m, "main", common::inputs(&plain), Mode::Planned).unwrap();
    for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
        assert_eq!(g.bytes, w.bytes, "output {k}");
    }
    // No 256-byte copy of `w` in the arena: the counter, the state and the loop's workspace.
    let r = lowtide_passes::report::report(&m, f, None).unwrap();
    assert!(r.arena_bytes < 256, "{}", r.arena_bytes);
}
