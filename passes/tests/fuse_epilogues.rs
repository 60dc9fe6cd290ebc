//! Contraction epilogues (`fuse-epilogues`): a convolution or `dot_general` read only by the
//! elementwise loop computing a step output runs inside that loop, a block of rows at a time
//! in the loop's workspace; one read by several updates (Adam's moments) runs inside one loop
//! computing them all. The weight gradient is then never stored whole; results keep the
//! unplanned bits, and a plan without the workspace is refused, not run.

use lowtide_testkit as common;

use common::inputs;
use lowtide_ir::{parse_and_verify, Module};
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE, UNREWRITTEN_PIPELINE};
use lowtide_runtime::{run, Mode, Strategy};

/// One SGD step of a convolution layer, its gradients given: the weight gradient `%dw`
/// (rows: its 3x3 spatial dims) is read only by the update written over the donated `%w`;
/// `%y` reads `%w` too, so the update comes after it. `%y` is read only by the `tanh`
/// computing an output with a buffer of its own, which `%y` can be written into in place: it
/// stays as it is.
const STEP: &str = r#""func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {}, {}], function_type = (tensor<3x3x4x8xf32>, tensor<2x6x6x4xf32>, tensor<2x6x6x8xf32>) -> (tensor<3x3x4x8xf32>, tensor<2x6x6x8xf32>), sym_name = "main"}> ({
^bb0(%w: tensor<3x3x4x8xf32>, %x: tensor<2x6x6x4xf32>, %dy: tensor<2x6x6x8xf32>):
  %dw = "stablehlo.convolution"(%x, %dy) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<2x6x6x4xf32>, tensor<2x6x6x8xf32>) -> tensor<3x3x4x8xf32>
  %y = "stablehlo.convolution"(%x, %w) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<2x6x6x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x6x6x8xf32>
  %t = "stablehlo.tanh"(%y) : (tensor<2x6x6x8xf32>) -> tensor<2x6x6x8xf32>
  %lr = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<3x3x4x8xf32>}> : () -> tensor<3x3x4x8xf32>
  %u = "stablehlo.multiply"(%lr, %dw) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %new = "stablehlo.subtract"(%w, %u) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  "func.return"(%new, %t) : (tensor<3x3x4x8xf32>, tensor<2x6x6x8xf32>) -> ()
}) : () -> ()
"#;

/// One Adam-style step of the same layer: the weight gradient is read by both moment
/// updates (each written over its donated moment), and the parameter's update reads the new
/// moments. `fuse-epilogues` computes the gradient inside one loop returning both moments.
const ADAM: &str = r#""func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {tf.aliasing_output = 1 : i32}, {tf.aliasing_output = 2 : i32}, {}, {}], function_type = (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>, tensor<2x6x6x4xf32>, tensor<2x6x6x8xf32>) -> (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>, tensor<2x6x6x8xf32>), sym_name = "main"}> ({
^bb0(%w: tensor<3x3x4x8xf32>, %m: tensor<3x3x4x8xf32>, %v: tensor<3x3x4x8xf32>, %x: tensor<2x6x6x4xf32>, %dy: tensor<2x6x6x8xf32>):
  %dw = "stablehlo.convolution"(%x, %dy) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<2x6x6x4xf32>, tensor<2x6x6x8xf32>) -> tensor<3x3x4x8xf32>
  %y = "stablehlo.convolution"(%x, %w) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<2x6x6x4xf32>, tensor<3x3x4x8xf32>) -> tensor<2x6x6x8xf32>
  %t = "stablehlo.tanh"(%y) : (tensor<2x6x6x8xf32>) -> tensor<2x6x6x8xf32>
  %b1 = "stablehlo.constant"() <{value = dense<0.9> : tensor<3x3x4x8xf32>}> : () -> tensor<3x3x4x8xf32>
  %c1 = "stablehlo.constant"() <{value = dense<0.1> : tensor<3x3x4x8xf32>}> : () -> tensor<3x3x4x8xf32>
  %m0 = "stablehlo.multiply"(%b1, %m) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %g1 = "stablehlo.multiply"(%c1, %dw) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %m1 = "stablehlo.add"(%m0, %g1) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %b2 = "stablehlo.constant"() <{value = dense<0.999> : tensor<3x3x4x8xf32>}> : () -> tensor<3x3x4x8xf32>
  %c2 = "stablehlo.constant"() <{value = dense<0.001> : tensor<3x3x4x8xf32>}> : () -> tensor<3x3x4x8xf32>
  %v0 = "stablehlo.multiply"(%b2, %v) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %gg = "stablehlo.multiply"(%dw, %dw) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %g2 = "stablehlo.multiply"(%c2, %gg) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %v1 = "stablehlo.add"(%v0, %g2) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %r = "stablehlo.sqrt"(%v1) : (tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %eps = "stablehlo.constant"() <{value = dense<1.0e-8> : tensor<3x3x4x8xf32>}> : () -> tensor<3x3x4x8xf32>
  %d = "stablehlo.add"(%r, %eps) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %q = "stablehlo.divide"(%m1, %d) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %lr = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<3x3x4x8xf32>}> : () -> tensor<3x3x4x8xf32>
  %u = "stablehlo.multiply"(%lr, %q) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  %new = "stablehlo.subtract"(%w, %u) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>) -> tensor<3x3x4x8xf32>
  "func.return"(%new, %m1, %v1, %t) : (tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>, tensor<3x3x4x8xf32>, tensor<2x6x6x8xf32>) -> ()
}) : () -> ()
"#;

/// One SGD step of a dense layer, its gradients given: the weight gradient `x^T dy` (a
/// `dot_general` contracting the batch, rows: the 64 input features) is read only by the
/// update written over the donated `%w`, after `%y` reads `%w`. Large enough for GEMM to
/// split the product over the cores, and the swapped product (`dy^T x`) for the forward one.
const DENSE: &str = r#""func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {}, {}], function_type = (tensor<64x48xf32>, tensor<40x64xf32>, tensor<40x48xf32>) -> (tensor<64x48xf32>, tensor<40x48xf32>), sym_name = "main"}> ({
^bb0(%w: tensor<64x48xf32>, %x: tensor<40x64xf32>, %dy: tensor<40x48xf32>):
  %dw = "stablehlo.dot_general"(%x, %dy) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}> : (tensor<40x64xf32>, tensor<40x48xf32>) -> tensor<64x48xf32>
  %y = "stablehlo.dot_general"(%x, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<40x64xf32>, tensor<64x48xf32>) -> tensor<40x48xf32>
  %t = "stablehlo.tanh"(%y) : (tensor<40x48xf32>) -> tensor<40x48xf32>
  %lr = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<64x48xf32>}> : () -> tensor<64x48xf32>
  %u = "stablehlo.multiply"(%lr, %dw) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
  %new = "stablehlo.subtract"(%w, %u) : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x48xf32>
  "func.return"(%new, %t) : (tensor<64x48xf32>, tensor<40x48xf32>) -> ()
}) : () -> ()
"#;

fn planned(pipeline: &str) -> (Module, u64) {
    planned_step(STEP, pipeline)
}

fn planned_step(step: &str, pipeline: &str) -> (Module, u64) {
    let mut m = parse_and_verify(step, "step").unwrap();
    let inst = Instrumentation {
        verify_each: true,
        ..Default::default()
    };
    Pipeline::parse(pipeline)
        .unwrap()
        .run(&mut m, &inst, "step", &mut std::io::sink())
        .unwrap();
    let f = m.function("main").unwrap();
    let r = lowtide_passes::report::report(&m, f, None).unwrap();
    assert_eq!(r.fragmentation, 1.0, "{pipeline}");
    (m, r.footprint_bytes)
}

#[test]
fn fused_convolutions_compute_the_unplanned_bits_in_less_memory() {
    let (m, fp) = planned(UNREWRITTEN_PIPELINE);
    let fused: Vec<_> = m
        .ops
        .iter()
        .filter_map(|(op, _)| lowtide_ir::ops::fused_contraction(&m, op))
        .collect();
    assert_eq!(fused.len(), 1, "the weight gradient only");
    // Without the pass, the 1,152-byte weight gradient is stored; with it, one 128-byte row
    // of it at a time.
    let (_, without) = planned(&UNREWRITTEN_PIPELINE.replace("fuse-epilogues,", ""));
    assert_eq!(without - fp, 1152 - 128);
    same_bits_in_every_mode(STEP, &m, fp);
    // The default pipeline (`eqsat` with no limit) plans no larger.
    let (m, default) = planned(PLAN_PIPELINE);
    assert!(default <= fp, "{default} > {fp}");
    same_bits_in_every_mode(STEP, &m, default);
}

/// `m`, a plan of `step` with footprint `fp`, computes the unplanned step's bits planned (at
/// a device peak of `fp`), unplanned and dynamic.
fn same_bits_in_every_mode(step: &str, m: &Module, fp: u64) {
    let plain = parse_and_verify(step, "step").unwrap();
    let want = run(&plain, "main", inputs(&plain), Mode::Unplanned).unwrap();
    for mode in [
        Mode::Planned,
        Mode::Unplanned,
        Mode::Dynamic(Strategy::NoPool),
    ] {
        let got = run(m, "main", inputs(&plain), mode).unwrap();
        for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
            assert_eq!(g.bytes, w.bytes, "{mode:?}: output {k}");
        }
        if mode == Mode::Planned {
            assert_eq!(got.device_peak_bytes, fp);
        }
    }
}

#[test]
fn a_fused_convolution_without_its_workspace_is_refused() {
    let (m, _) = planned(UNREWRITTEN_PIPELINE);
    let text = lowtide_ir::printer::print(&m, Default::default());
    // Every lt.workspace attribute dropped from the plan.
    let mut cut = String::new();
    let mut rest = text.as_str();
    while let Some(at) = rest.find("lt.workspace = array<i64: ") {
        cut.push_str(rest[..at].trim_end_matches(", "));
        let end = at + rest[at..].find('>').unwrap() + 1;
        rest = &rest[end..];
        rest = rest.strip_prefix(", ").unwrap_or(rest);
    }
    cut.push_str(rest);
    let bad = parse_and_verify(&cut, "bad").unwrap();
    let e = run(&bad, "main", inputs(&bad), Mode::Planned).unwrap_err();
    assert_eq!(
        e,
        "'lt.fused' (op 2): it needs 128 bytes of workspace and the plan gives it less: run assign-buffers again"
    );
}

#[test]
fn a_gradient_both_moment_updates_read_is_computed_inside_one_loop_of_both() {
    let (m, fp) = planned_step(ADAM, UNREWRITTEN_PIPELINE);
    let body = &m.blocks[m.entry_block(m.function("main").unwrap()).unwrap()].ops;
    let fused: Vec<_> = body
        .iter()
        .filter(|&&op| lowtide_ir::ops::fused_contraction(&m, op).is_some())
        .map(|&op| m.ops[op].results.len())
        .collect();
    assert_eq!(fused, [2], "one loop returning both moments");
    let (_, without) = planned_step(ADAM, &UNREWRITTEN_PIPELINE.replace("fuse-epilogues,", ""));
    assert_eq!(without - fp, 1152 - 128);
    same_bits_in_every_mode(ADAM, &m, fp);
}

#[test]
fn a_weight_gradient_gemm_is_computed_inside_its_update_with_the_unplanned_bits() {
    let (m, fp) = planned_step(DENSE, UNREWRITTEN_PIPELINE);
    let fused: Vec<_> = m
        .ops
        .iter()
        .filter_map(|(op, _)| lowtide_ir::ops::fused_contraction(&m, op))
        .map(|c| m.name(c).to_string())
        .collect();
    assert_eq!(fused, ["stablehlo.dot_general"], "the weight gradient only");
    // Without the pass, the 12,288-byte weight gradient is stored; with it, 2 of its 64 rows
    // (384 bytes) at a time.
    let (_, without) = planned_step(DENSE, &UNREWRITTEN_PIPELINE.replace("fuse-epilogues,", ""));
    assert_eq!(without - fp, 12288 - 384);
    same_bits_in_every_mode(DENSE, &m, fp);
    let (m, default) = planned_step(DENSE, PLAN_PIPELINE);
    assert!(default <= fp, "{default} > {fp}");
    same_bits_in_every_mode(DENSE, &m, default);
}

#[test]
fn a_gemm_with_batch_dims_is_not_fused() {
    // The same layer over a batch of 2 sequences: the weight gradient contracts two dims (no
    // batch dims) and is fused; a per-sequence product (`lhs_batching_dimensions`) is not.
    let step = DENSE
        .replace("tensor<40x64xf32>", "tensor<2x20x64xf32>")
        .replace("tensor<40x48xf32>", "tensor<2x20x48xf32>")
        .replace(
            "lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]",
            "lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]",
        )
        .replace(
            "lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]",
            "lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]",
        );
    let (m, fp) = planned_step(&step, UNREWRITTEN_PIPELINE);
    let fused = |m: &Module| {
        m.ops
            .iter()
            .filter(|&(op, _)| lowtide_ir::ops::fused_contraction(m, op).is_some())
            .count()
    };
    assert_eq!(fused(&m), 1);
    same_bits_in_every_mode(&step, &m, fp);
    let batched = r#""func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {}, {}], function_type = (tensor<2x8x6xf32>, tensor<2x5x8xf32>, tensor<2x5x6xf32>) -> tensor<2x8x6xf32>, sym_name = "main"}> ({
^bb0(%w: tensor<2x8x6xf32>, %x: tensor<2x5x8xf32>, %dy: tensor<2x5x6xf32>):
  %dw = "stablehlo.dot_general"(%x, %dy) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<2x5x8xf32>, tensor<2x5x6xf32>) -> tensor<2x8x6xf32>
  %new = "stablehlo.subtract"(%w, %dw) : (tensor<2x8x6xf32>, tensor<2x8x6xf32>) -> tensor<2x8x6xf32>
  "func.return"(%new) : (tensor<2x8x6xf32>) -> ()
}) : () -> ()
"#;
    let (m, _) = planned_step(batched, UNREWRITTEN_PIPELINE);
    assert_eq!(fused(&m), 0);
}
