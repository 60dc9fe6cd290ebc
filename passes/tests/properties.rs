//! Random valid graphs (elementwise, broadcast, reshape, transpose, dot_general, reduce,
//! constants, duplicates, dead ops): the cleanup pipeline keeps every graph valid under
//! `--verify-each`, keeps the function's signature, and reaches a fixed point — running it a
//! second time changes nothing.

use lowtide_ir::{parse_and_verify, print, PrintOptions};
use lowtide_passes::{Instrumentation, Pipeline};
use proptest::prelude::*;

/// Numbers values and collects the function body.
struct Emitter {
    n: usize,
}

impl Emitter {
    fn name(&mut self) -> String {
        self.n += 1;
        format!("%v{}", self.n)
    }
}

/// Emits a random straight-line function over `tensor<4x8xf32>` values.
fn build(choices: &[(u8, u8, u8)]) -> String {
    let t = "tensor<4x8xf32>";
    let mut lines = Vec::new();
    let mut vals: Vec<String> = vec!["%arg0".into(), "%arg1".into()];
    let mut e = Emitter { n: 0 };
    let mut fresh = |lines: &mut Vec<String>, rhs: String| -> String {
        let name = e.name();
        lines.push(format!("    {name} = {rhs}"));
        name
    };
    for &(kind, a, b) in choices {
        let x = vals[a as usize % vals.len()].clone();
        let y = vals[b as usize % vals.len()].clone();
        let v = match kind % 10 {
            0 => fresh(
                &mut lines,
                format!("\"stablehlo.add\"({x}, {y}) : ({t}, {t}) -> {t}"),
            ),
            1 => fresh(
                &mut lines,
                format!("\"stablehlo.multiply\"({x}, {y}) : ({t}, {t}) -> {t}"),
            ),
            2 => fresh(
                &mut lines,
                format!("\"stablehlo.tanh\"({x}) : ({t}) -> {t}"),
            ),
            3 => {
                let c = fresh(&mut lines, format!("\"stablehlo.constant\"() <{{value = dense<{}.0> : tensor<f32>}}> : () -> tensor<f32>", b % 3));
                fresh(&mut lines, format!("\"stablehlo.broadcast_in_dim\"({c}) <{{broadcast_dimensions = array<i64>}}> : (tensor<f32>) -> {t}"))
            }
            4 => {
                let r = fresh(
                    &mut lines,
                    format!("\"stablehlo.reshape\"({x}) : ({t}) -> tensor<8x4xf32>"),
                );
                fresh(
                    &mut lines,
                    format!("\"stablehlo.reshape\"({r}) : (tensor<8x4xf32>) -> {t}"),
                )
            }
            5 => {
                let tr = fresh(&mut lines, format!("\"stablehlo.transpose\"({x}) <{{permutation = array<i64: 1, 0>}}> : ({t}) -> tensor<8x4xf32>"));
                let d = fresh(&mut lines, format!("\"stablehlo.dot_general\"({y}, {tr}) <{{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}}> : ({t}, tensor<8x4xf32>) -> tensor<4x4xf32>"));
                let s = fresh(&mut lines, format!("\"stablehlo.slice\"({d}) <{{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 4, 1>, strides = array<i64: 1, 1>}}> : (tensor<4x4xf32>) -> tensor<4x1xf32>"));
                fresh(&mut lines, format!("\"stablehlo.broadcast_in_dim\"({s}) <{{broadcast_dimensions = array<i64: 0, 1>}}> : (tensor<4x1xf32>) -> {t}"))
            }
            6 => {
                let z = fresh(&mut lines, "\"stablehlo.constant\"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>".into());
                let name = format!("%r{}", lines.len());
                lines.push(format!("    {name} = \"stablehlo.reduce\"({x}, {z}) <{{dimensions = array<i64: 1>}}> ({{"));
                lines.push("    ^bb0(%p: tensor<f32>, %q: tensor<f32>):".into());
                lines.push("      %s = \"stablehlo.add\"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>".into());
                lines.push("      \"stablehlo.return\"(%s) : (tensor<f32>) -> ()".into());
                lines.push(format!("    }}) : ({t}, tensor<f32>) -> tensor<4xf32>"));
                fresh(&mut lines, format!("\"stablehlo.broadcast_in_dim\"({name}) <{{broadcast_dimensions = array<i64: 0>}}> : (tensor<4xf32>) -> {t}"))
            }
            7 => fresh(
                &mut lines,
                format!("\"stablehlo.convert\"({x}) : ({t}) -> {t}"),
            ),
            8 => {
                let c = fresh(&mut lines, "\"stablehlo.constant\"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>".into());
                let d = fresh(&mut lines, "\"stablehlo.constant\"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>".into());
                let s = fresh(&mut lines, format!("\"stablehlo.multiply\"({c}, {d}) : (tensor<f32>, tensor<f32>) -> tensor<f32>"));
                let bc = fresh(&mut lines, format!("\"stablehlo.broadcast_in_dim\"({s}) <{{broadcast_dimensions = array<i64>}}> : (tensor<f32>) -> {t}"));
                fresh(
                    &mut lines,
                    format!("\"stablehlo.divide\"({x}, {bc}) : ({t}, {t}) -> {t}"),
                )
            }
            _ => {
                let b = fresh(
                    &mut lines,
                    format!("\"stablehlo.optimization_barrier\"({x}) : ({t}) -> {t}"),
                );
                fresh(
                    &mut lines,
                    format!("\"stablehlo.negate\"({b}) : ({t}) -> {t}"),
                )
            }
        };
        vals.push(v);
    }
    let out = vals.last().unwrap().clone();
    let keep = vals[vals.len() / 2].clone();
    format!(
        "\"func.func\"() <{{function_type = ({t}, {t}) -> ({t}, {t}), sym_name = \"main\"}}> ({{\n  ^bb0(%arg0: {t}, %arg1: {t}):\n{}\n    \"func.return\"({out}, {keep}) : ({t}, {t}) -> ()\n  }}) : () -> ()\n",
        lines.join("\n")
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: std::env::var("LT_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(300), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn cleanup_keeps_graphs_valid_and_is_idempotent(choices in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..40)) {
        let src = build(&choices);
        let mut m = parse_and_verify(&src, "random.mlir").map_err(|d| TestCaseError::fail(d.render(Some(&src))))?;
        let f = m.function("main").unwrap();
        let sig = m.attr(f, "function_type").cloned();
        let inst = Instrumentation { verify_each: true, ..Default::default() };
        let mut p = Pipeline::parse("inline,canonicalize,cse,dce").unwrap();
        p.run(&mut m, &inst, "random.mlir", &mut std::io::sink()).map_err(|d| TestCaseError::fail(d.to_string()))?;
        let once = print(&m, PrintOptions::default());
        prop_assert_eq!(m.attr(m.function("main").unwrap(), "function_type").cloned(), sig);
        let mut p2 = Pipeline::parse("canonicalize,cse,dce").unwrap();
        let rec = p2.run(&mut m, &inst, "random.mlir", &mut std::io::sink()).map_err(|d| TestCaseError::fail(d.to_string()))?;
        let twice = print(&m, PrintOptions::default());
        prop_assert_eq!(&once, &twice, "not a fixed point; second run stats: {:?}", rec.iter().map(|r| &r.outcome.stats).collect::<Vec<_>>());
        prop_assert!(rec.iter().all(|r| !r.outcome.changed), "a pass reported a change on its own fixed point");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, failure_persistence: None, ..ProptestConfig::default() })]

    /// Every plan of a random graph passes the independent checker, whatever the alignment,
    /// and its arena is at least the liveness lower bound of its buffers.
    #[test]
    fn plans_of_random_graphs_pass_verify_plan(
        choices in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..40),
        align in prop::sample::select(vec![1u64, 4, 64, 256]),
        cleanup in any::<bool>(),
    ) {
        let src = build(&choices);
        let mut m = parse_and_verify(&src, "random.mlir").map_err(|d| TestCaseError::fail(d.render(Some(&src))))?;
        let pipeline = format!("{}assign-buffers{{alignment={align}}},verify-plan", if cleanup { "canonicalize,cse,dce," } else { "" });
        let mut p = Pipeline::parse(&pipeline).unwrap();
        let inst = Instrumentation { verify_each: true, ..Default::default() };
        p.run(&mut m, &inst, "random.mlir", &mut std::io::sink()).map_err(|d| TestCaseError::fail(d.to_string()))?;
        let f = m.function("main").unwrap();
        let arena = m.attr(f, "lt.arena_bytes").and_then(lowtide_ir::Attr::as_int).unwrap();
        let lb = m.attr(f, "lt.arena_lower_bound").and_then(lowtide_ir::Attr::as_int).unwrap();
        prop_assert!(arena >= lb, "arena {} below its lower bound {}", arena, lb);
        // The planned module prints and re-parses with its plan intact.
        let text = print(&m, PrintOptions::default());
        let again = parse_and_verify(&text, "planned.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
        let mut check = Pipeline::parse("verify-plan").unwrap();
        let mut again = again;
        check.run(&mut again, &inst, "planned.mlir", &mut std::io::sink()).map_err(|d| TestCaseError::fail(d.to_string()))?;
    }
}
