//! A `dot_general` whose operand layout GEMM cannot read in place (free dims split by the
//! contraction, contracting dims listed out of memory order) runs on GEMM with its operands
//! packed into the workspace the op declares (`ops::dot_packing`): the plan places that
//! workspace in the arena (inside a loop's workspace when the dot is in a loop body), and
//! unplanned, planned and dynamic runs give the same bits, which match a plain sum.

use lowtide_ir::{parse_and_verify, OpKind};
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};
use lowtide_runtime::{run, HostTensor, Mode, Strategy};

/// `a` (2x3x4x5) contracted over its dim 2 with `b` (4x6): the lhs's free dims 0, 1, 3 are
/// split by the contraction. `c` (2x5x3x4) with `d` (2x4x3x6), batch dim 0, contracting
/// lhs [2, 3] with rhs [2, 1]: the rhs's contracting dims are out of memory order.
const TWO: &str = r#"
"func.func"() <{function_type = (tensor<2x3x4x5xf32>, tensor<4x6xf32>, tensor<2x5x3x4xf32>, tensor<2x4x3x6xf32>) -> (tensor<2x3x5x6xf32>, tensor<2x5x6xf32>), sym_name = "main"}> ({
^bb0(%a: tensor<2x3x4x5xf32>, %b: tensor<4x6xf32>, %c: tensor<2x5x3x4xf32>, %d: tensor<2x4x3x6xf32>):
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x4x5xf32>, tensor<4x6xf32>) -> tensor<2x3x5x6xf32>
  %1 = "stablehlo.dot_general"(%c, %d) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2, 3], rhs_contracting_dimensions = [2, 1]>}> : (tensor<2x5x3x4xf32>, tensor<2x4x3x6xf32>) -> tensor<2x5x6xf32>
  "func.return"(%0, %1) : (tensor<2x3x5x6xf32>, tensor<2x5x6xf32>) -> ()
}) : () -> ()
"#;

/// The first product three times in a `while` body, its result fed back through a slice.
const LOOP: &str = r#"
"func.func"() <{function_type = (tensor<2x3x4x5xf32>, tensor<4x6xf32>) -> tensor<2x3x4x5xf32>, sym_name = "main"}> ({
^bb0(%a: tensor<2x3x4x5xf32>, %b: tensor<4x6xf32>):
  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %w:2 = "stablehlo.while"(%z, %a) ({
  ^bb0(%i: tensor<i32>, %x: tensor<2x3x4x5xf32>):
    %n = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %lt = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%lt) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %x: tensor<2x3x4x5xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %p = "stablehlo.dot_general"(%x, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x4x5xf32>, tensor<4x6xf32>) -> tensor<2x3x5x6xf32>
    %s = "stablehlo.slice"(%p) <{start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 2, 3, 5, 4>, strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x3x5x6xf32>) -> tensor<2x3x5x4xf32>
    %t = "stablehlo.transpose"(%s) <{permutation = array<i64: 0, 1, 3, 2>}> : (tensor<2x3x5x4xf32>) -> tensor<2x3x4x5xf32>
    "stablehlo.return"(%j, %t) : (tensor<i32>, tensor<2x3x4x5xf32>) -> ()
  }) : (tensor<i32>, tensor<2x3x4x5xf32>) -> (tensor<i32>, tensor<2x3x4x5xf32>)
  "func.return"(%w#1) : (tensor<2x3x4x5xf32>) -> ()
}) : () -> ()
"#;

fn f32s(t: &HostTensor) -> Vec<f32> {
    t.bytes
        .chunks(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

/// Runs `text` unplanned, planned and dynamic on `lowtide_testkit::inputs`: those inputs as
/// f32s, the results (byte for byte the same in the three modes) and the planned module.
fn three_modes(text: &str) -> (Vec<Vec<f32>>, Vec<HostTensor>, lowtide_ir::Module) {
    let m = parse_and_verify(text, "packed.mlir").unwrap();
    let inputs = lowtide_testkit::inputs(&m);
    let values = inputs.iter().map(f32s).collect();
    let want = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
    let mut planned = m.clone();
    let mut p = Pipeline::parse(PLAN_PIPELINE).unwrap();
    let verify = Instrumentation {
        verify_each: true,
        ..Default::default()
    };
    p.run(&mut planned, &verify, "packed.mlir", &mut std::io::sink())
        .unwrap();
    let got = run(&planned, "main", inputs.clone(), Mode::Planned).unwrap();
    let dynamic = run(&m, "main", inputs, Mode::Dynamic(Strategy::ALL[0])).unwrap();
    for ((w, g), d) in want.outputs.iter().zip(&got.outputs).zip(&dynamic.outputs) {
        assert_eq!(w.bytes, g.bytes, "planned differs from unplanned");
        assert_eq!(w.bytes, d.bytes, "dynamic differs from unplanned");
    }
    (values, want.outputs, planned)
}

/// The first op of `kind` in `block`.
fn first(m: &lowtide_ir::Module, block: lowtide_ir::Block, kind: OpKind) -> lowtide_ir::Op {
    m.blocks[block]
        .ops
        .iter()
        .copied()
        .find(|&o| m.kind(o) == Some(kind))
        .unwrap()
}

/// The workspace bytes the plan gave each `dot_general` of `block` and the blocks inside it
/// (`lt.workspace`'s second element; none for a dot in a loop body, which lives in its loop's).
fn dot_workspaces(m: &lowtide_ir::Module, block: lowtide_ir::Block) -> Vec<Option<i64>> {
    let mut out = Vec::new();
    for &op in &m.blocks[block].ops {
        if m.kind(op) == Some(OpKind::DotGeneral) {
            let ws = m
                .attr(op, "lt.workspace")
                .and_then(lowtide_ir::Attr::as_i64s);
            out.push(ws.and_then(|w| w.get(1).copied()));
        }
    }
    out
}

#[test]
fn dots_gemm_cannot_read_in_place_run_packed_in_their_declared_workspace() {
    let (ins, outs, planned) = three_modes(TWO);
    let [a, b, c, d] = &ins[..] else {
        panic!("four inputs")
    };
    // out0[i, j, l, n] = sum_k a[i, j, k, l] b[k, n]
    let mut max_err = 0.0f64;
    let out0 = f32s(&outs[0]);
    for (idx, &got) in out0.iter().enumerate() {
        let (i, j, l, n) = (idx / 90, idx / 30 % 3, idx / 6 % 5, idx % 6);
        let want: f64 = (0..4)
            .map(|k| a[((i * 3 + j) * 4 + k) * 5 + l] as f64 * b[k * 6 + n] as f64)
            .sum();
        max_err = max_err.max((got as f64 - want).abs());
    }
    // out1[i, l, n] = sum_{p, q} c[i, l, p, q] d[i, q, p, n]
    let out1 = f32s(&outs[1]);
    for (idx, &got) in out1.iter().enumerate() {
        let (i, l, n) = (idx / 30, idx / 6 % 5, idx % 6);
        let mut want = 0.0f64;
        for p in 0..3 {
            for q in 0..4 {
                want += c[((i * 5 + l) * 3 + p) * 4 + q] as f64
                    * d[((i * 4 + q) * 3 + p) * 6 + n] as f64;
            }
        }
        max_err = max_err.max((got as f64 - want).abs());
    }
    assert!(max_err < 1e-5, "max error {max_err}");
    // Both dots declared their packed operands and the plan placed them: the first packs
    // its lhs (2x3x5x4 f32), the second its rhs (2x3x4x6 f32).
    let f = planned.function("main").unwrap();
    let block = planned.entry_block(f).unwrap();
    assert_eq!(
        dot_workspaces(&planned, block),
        vec![Some(2 * 3 * 5 * 4 * 4), Some(2 * 3 * 4 * 6 * 4)]
    );
}

#[test]
fn a_packed_dot_in_a_loop_body_runs_in_the_loop_s_workspace() {
    let (ins, outs, planned) = three_modes(LOOP);
    let (mut x, b) = (ins[0].clone(), &ins[1]);
    for _ in 0..3 {
        // x'[i, j, k', l] = sum_k x[i, j, k, l] b[k, k'] for k' < 4
        let mut next = vec![0.0f32; x.len()];
        for i in 0..2 {
            for j in 0..3 {
                for kp in 0..4 {
                    for l in 0..5 {
                        next[((i * 3 + j) * 4 + kp) * 5 + l] = (0..4)
                            .map(|k| x[((i * 3 + j) * 4 + k) * 5 + l] * b[k * 6 + kp])
                            .sum();
                    }
                }
            }
        }
        x = next;
    }
    let got = f32s(&outs[0]);
    let err = got
        .iter()
        .zip(&x)
        .map(|(g, w)| (g - w).abs())
        .fold(0.0f32, f32::max);
    assert!(err < 1e-4, "max error {err}");
    // The loop's workspace holds the dot's packed lhs.
    let f = planned.function("main").unwrap();
    let block = planned.entry_block(f).unwrap();
    let w = first(&planned, block, OpKind::While);
    let body = planned.regions[planned.ops[w].regions[1]].blocks[0];
    let dot = first(&planned, body, OpKind::DotGeneral);
    assert_eq!(lowtide_ir::workspace::workspace_bytes(&planned, dot), 480);
    let layout = lowtide_ir::workspace::layout(&planned, w).unwrap();
    assert!(layout.workspaces.contains_key(&dot), "{layout:?}");
}
