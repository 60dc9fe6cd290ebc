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
