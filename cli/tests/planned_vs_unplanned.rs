//! Property: random valid graphs give bit-identical results when run unplanned (every value in
//! its own allocation), planned (one arena, with in-place reuse, views, the cleanup passes and,
//! half the time, fusion)
//! and dynamic (allocated and freed by the no_pool strategy), on random inputs.

#[path = "../../passes/tests/graphs.rs"]
mod graphs;

use lowtide_ir::{parse_and_verify, ElemType};
use lowtide_passes::{Instrumentation, Pipeline};
use lowtide_runtime::{run, HostTensor, Mode};
use proptest::prelude::*;

fn random_input(seed: u64) -> HostTensor {
    let mut t = HostTensor::zeros(&[4, 8], ElemType::F32);
    let mut s = seed | 1;
    for i in 0..32 {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        let v = ((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0;
        t.bytes[i * 4..i * 4 + 4].copy_from_slice(&(v as f32).to_le_bytes());
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 150, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn planned_equals_unplanned(
        choices in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..30),
        seed in any::<u64>(),
        align in prop::sample::select(vec![1u64, 64]),
        algorithm in prop::sample::select(vec!["best", "program", "list", "dfs", "post-order"]),
        strategy in prop::sample::select(lowtide_runtime::Strategy::ALL.to_vec()),
        fuse in any::<bool>(),
    ) {
        let src = graphs::build(&choices);
        let m = parse_and_verify(&src, "random.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
        let inputs = vec![random_input(seed), random_input(seed.wrapping_mul(31).wrapping_add(7))];
        let want = run(&m, "main", inputs.clone(), Mode::Unplanned).map_err(TestCaseError::fail)?;
        let mut planned = m.clone();
        let mut p = Pipeline::parse(&format!("canonicalize,cse,dce,{}schedule{{algorithm={algorithm}}},assign-buffers{{alignment={align}}},verify-plan", if fuse { "fuse," } else { "" })).unwrap();
        p.run(&mut planned, &Instrumentation { verify_each: true, ..Default::default() }, "random.mlir", &mut std::io::sink())
            .map_err(|d| TestCaseError::fail(d.to_string()))?;
        let got = run(&planned, "main", inputs.clone(), Mode::Planned).map_err(TestCaseError::fail)?;
        let dynamic = run(&m, "main", inputs, Mode::Dynamic(strategy)).map_err(TestCaseError::fail)?;
        prop_assert_eq!(got.outputs.len(), want.outputs.len());
        for ((g, d), w) in got.outputs.iter().zip(&dynamic.outputs).zip(&want.outputs) {
            // Bitwise, NaN-aware: the same kernels in the same order must give the same bits.
            prop_assert_eq!(&g.bytes, &w.bytes);
            prop_assert_eq!(&d.bytes, &w.bytes);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, failure_persistence: None, ..ProptestConfig::default() })]

    /// Rewrites and recomputation under a budget change no bits: random graphs planned with
    /// `eqsat{budget}` at a fraction of their arena give the unplanned results exactly,
    /// and any budget the search reports unreachable is below what it did reach.
    #[test]
    fn budgeted_plans_equal_unplanned(
        choices in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..30),
        seed in any::<u64>(),
        percent in 30u64..100,
    ) {
        let src = graphs::build(&choices);
        let m = parse_and_verify(&src, "random.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
        let inputs = vec![random_input(seed), random_input(seed.wrapping_mul(31).wrapping_add(7))];
        let want = run(&m, "main", inputs.clone(), Mode::Unplanned).map_err(TestCaseError::fail)?;
        let inst = Instrumentation { verify_each: true, ..Default::default() };
        let mut base = m.clone();
        Pipeline::parse(lowtide_passes::PLAN_PIPELINE).unwrap()
            .run(&mut base, &inst, "random.mlir", &mut std::io::sink())
            .map_err(|d| TestCaseError::fail(d.to_string()))?;
        let f = base.function("main").unwrap();
        let r = lowtide_passes::report::report(&base, f, None).map_err(TestCaseError::fail)?;
        // A fraction of the arena: arguments and outputs stay whatever the budget.
        let budget = r.footprint_bytes - r.arena_bytes + r.arena_bytes * percent / 100;
        let mut planned = m.clone();
        let r = Pipeline::parse(&lowtide_passes::budget_pipeline(budget)).unwrap()
            .run(&mut planned, &inst, "random.mlir", &mut std::io::sink());
        match r {
            Ok(_) => {
                let f = planned.function("main").unwrap();
                let got_fp = lowtide_passes::report::report(&planned, f, None).map_err(TestCaseError::fail)?.footprint_bytes;
                prop_assert!(got_fp <= budget, "footprint {} above budget {}", got_fp, budget);
                let got = run(&planned, "main", inputs, Mode::Planned).map_err(TestCaseError::fail)?;
                for (g, w) in got.outputs.iter().zip(&want.outputs) {
                    prop_assert_eq!(&g.bytes, &w.bytes);
                }
            }
            Err(d) => {
                prop_assert!(d.message.contains("the smallest footprint lowtide reaches is"), "{}", d.message);
            }
        }
    }
}

/// A reduction fused with its producers (`fuse` folds them into one loop) gives the unfused
/// step's bits for rows, columns, a middle dim and two dims at once, summing or taking the
/// maximum, in f32 and f64: the fused kernel folds the operand's elements in the reduce
/// kernel's order and rounds as it does.
#[test]
fn fused_reductions_equal_unfused() {
    for (dims, kept, body, elem) in [
        ("2", "3x5", "add", "f32"),
        ("0", "5x7", "add", "f32"),
        ("1", "3x7", "maximum", "f32"),
        ("0, 2", "5", "add", "f32"),
        ("1", "3x7", "add", "f64"),
    ] {
        let t = format!("tensor<3x5x7x{elem}>");
        let r = format!("tensor<{kept}x{elem}>");
        let s = format!("tensor<{elem}>");
        let src = format!(
            r#""func.func"() <{{function_type = ({t}, {t}) -> {r}, sym_name = "main"}}> ({{
^bb0(%x: {t}, %y: {t}):
  %m = "stablehlo.multiply"(%x, %y) : ({t}, {t}) -> {t}
  %e = "stablehlo.exponential"(%m) : ({t}) -> {t}
  %z = "stablehlo.constant"() <{{value = dense<0.5> : {s}}}> : () -> {s}
  %r = "stablehlo.reduce"(%e, %z) <{{dimensions = array<i64: {dims}>}}> ({{
  ^bb0(%p: {s}, %q: {s}):
    %w = "stablehlo.{body}"(%p, %q) : ({s}, {s}) -> {s}
    "stablehlo.return"(%w) : ({s}) -> ()
  }}) : ({t}, {s}) -> {r}
  "func.return"(%r) : ({r}) -> ()
}}) : () -> ()"#
        );
        let m = parse_and_verify(&src, "reduce.mlir").unwrap();
        let mut fused = m.clone();
        Pipeline::parse("fuse")
            .unwrap()
            .run(
                &mut fused,
                &Instrumentation {
                    verify_each: true,
                    ..Default::default()
                },
                "reduce.mlir",
                &mut std::io::sink(),
            )
            .unwrap();
        let text = lowtide_ir::printer::print_op(&fused, fused.function("main").unwrap());
        assert!(
            text.contains("\"lt.fused\"") && !text.contains("%e"),
            "{dims} {body}: the reduction did not fold its producers:\n{text}"
        );
        let elem = if elem == "f32" {
            ElemType::F32
        } else {
            ElemType::F64
        };
        let inputs: Vec<HostTensor> = (0..2u64)
            .map(|k| {
                let mut h = HostTensor::zeros(&[3, 5, 7], elem);
                let w = elem.byte_size() as usize;
                let mut s = 0x9e37_79b9_7f4a_7c15u64.wrapping_mul(k + 1);
                for i in 0..105 {
                    s ^= s << 13;
                    s ^= s >> 7;
                    s ^= s << 17;
                    let v = ((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0;
                    let b: Vec<u8> = if w == 4 {
                        (v as f32).to_le_bytes().to_vec()
                    } else {
                        v.to_le_bytes().to_vec()
                    };
                    h.bytes[i * w..i * w + w].copy_from_slice(&b);
                }
                h
            })
            .collect();
        let want = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
        let got = run(&fused, "main", inputs, Mode::Unplanned).unwrap();
        assert_eq!(
            got.outputs[0].bytes, want.outputs[0].bytes,
            "{dims} {body} {elem:?}"
        );
    }
}
