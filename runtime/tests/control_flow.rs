//! Control flow on the CPU device: `stablehlo.while` (carries that swap, a call in its body),
//! `stablehlo.case` (an out-of-range index takes the last branch), `stablehlo.if` and
//! `func.call`, unplanned, dynamic and planned (the loop's values in its workspace in the
//! arena, `lt.workspace`), and the errors when that cannot work.

use lowtide_testkit as common;

use lowtide_ir::plan::FunctionPlan;
use lowtide_ir::{parse_and_verify, ElemType, Module};
use lowtide_passes::{Instrumentation, Pipeline};
use lowtide_runtime::{run, HostTensor, Mode, Strategy};

const STEP: &str = include_str!("control_flow/loops.mlir");

fn i32s(v: i32) -> HostTensor {
    HostTensor {
        dims: vec![],
        elem: ElemType::Int(32),
        bytes: v.to_le_bytes().to_vec(),
    }
}

fn f32s(v: &[f32]) -> HostTensor {
    HostTensor {
        dims: vec![v.len() as u64],
        elem: ElemType::F32,
        bytes: v.iter().flat_map(|x| x.to_le_bytes()).collect(),
    }
}

/// The step's inputs: 5 loop iterations, branch index `k`, the vector `x`.
fn inputs(k: i32, x: &[f32]) -> Vec<HostTensor> {
    vec![i32s(5), i32s(k), f32s(x)]
}

fn values(t: &HostTensor) -> Vec<f64> {
    (0..t.numel()).map(|i| t.get(i)).collect()
}

fn planned(text: &str) -> Module {
    let mut m = parse_and_verify(text, "loops.mlir").unwrap();
    common::plan(&mut m, "loops.mlir").unwrap();
    m
}

#[test]
fn loops_branches_and_calls_run_in_every_mode() {
    let x = [1.0f32, 2.0, 3.0, 4.0];
    let scaled = |k: f64| x.iter().map(|&v| v as f64 * k).collect::<Vec<_>>();
    let m = parse_and_verify(STEP, "loops.mlir").unwrap();
    let p = planned(STEP);
    for (k, case, iff) in [
        (
            1,
            scaled(1.0).iter().map(|v| v + 1.0).collect::<Vec<_>>(),
            scaled(1.0),
        ),
        (0, scaled(2.0), scaled(1.0)),
        // Out of range: the last branch; and k > 3 takes the `if`'s first branch.
        (7, scaled(-1.0), scaled(10.0)),
    ] {
        let inputs = inputs(k, &x);
        for (what, module, mode) in [
            ("unplanned", &m, Mode::Unplanned),
            ("dynamic", &m, Mode::Dynamic(Strategy::Caching)),
            ("planned", &p, Mode::Planned),
        ] {
            let out =
                run(module, "main", inputs.clone(), mode).unwrap_or_else(|e| panic!("{what}: {e}"));
            // (a, b) -> (b, a + b) five times from (x, x): (8x, 13x).
            assert_eq!(values(&out.outputs[0]), vec![5.0], "{what}");
            assert_eq!(values(&out.outputs[1]), scaled(8.0), "{what}");
            assert_eq!(values(&out.outputs[2]), scaled(13.0), "{what}");
            assert_eq!(values(&out.outputs[3]), case, "{what}, k = {k}");
            assert_eq!(values(&out.outputs[4]), iff, "{what}, k = {k}");
        }
    }
    // The plan gives the loop a workspace in the arena.
    let f = p.function("main").unwrap();
    let i = p.blocks[p.entry_block(f).unwrap()]
        .ops
        .iter()
        .position(|&o| p.name(o) == "stablehlo.while")
        .unwrap();
    let w = FunctionPlan::read(&p, f).unwrap().unwrap().ops[i]
        .workspace
        .expect("the while has lt.workspace");
    assert!(w.1 > 0, "{w:?}");
}

#[test]
fn a_plan_without_the_loop_workspace_is_an_error() {
    let mut p = planned(STEP);
    let f = p.function("main").unwrap();
    let mut plan = FunctionPlan::read(&p, f).unwrap().unwrap();
    for o in &mut plan.ops {
        o.workspace = None;
    }
    plan.write(&mut p, f);
    let e = run(&p, "main", inputs(1, &[1.0; 4]), Mode::Planned).unwrap_err();
    assert!(
        e.contains("'stablehlo.while' (op ")
            && e.contains(
                "bytes of workspace and the plan gives it less: run assign-buffers again"
            ),
        "{e}"
    );
}

#[test]
fn a_recursive_call_is_an_error_not_a_hang() {
    let text = STEP.replace("@add2}> : (tensor<4xf32>, tensor<4xf32>)", "@rec}> : (tensor<4xf32>, tensor<4xf32>)")
        .replace(
            "sym_name = \"add2\"",
            "sym_name = \"rec\"",
        )
        .replace(
            "%y = \"stablehlo.add\"(%u, %v) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>",
            "%y = \"func.call\"(%u, %v) <{callee = @rec}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>",
        );
    let m = parse_and_verify(&text, "rec.mlir").unwrap();
    let e = run(&m, "main", inputs(1, &[1.0; 4]), Mode::Unplanned).unwrap_err();
    assert!(
        e.contains("nests calls or loops deeper than 32 (a recursive call?)"),
        "{e}"
    );
}

#[test]
fn loop_carries_take_their_operands_bytes_unless_the_body_reads_them() {
    let text = include_str!("control_flow/carry_reuse.mlir");
    let x = [0.5f32, -1.0, 2.0, 0.0];
    let (mut p, q): (Vec<f32>, Vec<f32>) = (
        x.iter().map(|v| v.exp()).collect(),
        x.iter().map(|v| -v).collect(),
    );
    let mut s = q.clone();
    for _ in 0..3 {
        for i in 0..4 {
            p[i] *= -x[i];
            s[i] += p[i];
        }
    }
    let want: Vec<f64> = (0..4).map(|i| (p[i] + s[i]) as f64).collect();
    let m = parse_and_verify(text, "carry_reuse.mlir").unwrap();
    let planned_m = planned(text);
    let un = run(&m, "main", vec![f32s(&x)], Mode::Unplanned).unwrap();
    let pl = run(&planned_m, "main", vec![f32s(&x)], Mode::Planned).unwrap();
    assert_eq!(values(&un.outputs[0]), want);
    assert_eq!(pl.outputs[0].bytes, un.outputs[0].bytes);
    let f = planned_m.function("main").unwrap();
    let w = planned_m.blocks[planned_m.entry_block(f).unwrap()]
        .ops
        .iter()
        .copied()
        .find(|&o| planned_m.name(o) == "stablehlo.while")
        .unwrap();
    let ops = &planned_m.blocks[planned_m.entry_block(f).unwrap()].ops;
    let at = |o| ops.iter().position(|&x| x == o).unwrap();
    let mut plan = FunctionPlan::read(&planned_m, f).unwrap().unwrap();
    assert_eq!(plan.ops[at(w)].reuse, vec![Some(0), Some(1), None]);
    // A plan that lets carry 2 take %b's bytes anyway is rejected.
    let mut bad = planned_m.clone();
    let b_op = bad.def_op(bad.ops[w].operands[2]).unwrap();
    // %b's place: an arena offset, or an offset in an output's buffer.
    let (off, out) = (plan.ops[at(b_op)].offset[0], plan.ops[at(b_op)].output[0]);
    plan.ops[at(w)].offset[2] = off;
    plan.ops[at(w)].output[2] = out;
    plan.ops[at(w)].reuse = vec![Some(0), Some(1), Some(2)];
    plan.write(&mut bad, f);
    let e = Pipeline::parse("verify-plan")
        .unwrap()
        .run(
            &mut bad,
            &Instrumentation::default(),
            "carry_reuse.mlir",
            &mut std::io::sink(),
        )
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("'stablehlo.while' (op ")
            && e.contains("over result #0 of 'stablehlo.negate'")
            && e.contains("which it is still reading"),
        "{e}"
    );
}
