//! Random valid graphs (elementwise, broadcast, reshape, transpose, dot_general, reduce,
//! constants, duplicates, dead ops): the cleanup pipeline keeps every graph valid under
//! `--verify-each`, keeps the function's signature, and reaches a fixed point — running it a
//! second time changes nothing.

use lowtide_ir::{parse_and_verify, print, PrintOptions};
use lowtide_passes::{Instrumentation, Pipeline};
use proptest::prelude::*;

use lowtide_testkit::graphs;

use graphs::build;

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
        fuse in any::<bool>(),
    ) {
        let src = build(&choices);
        let mut m = parse_and_verify(&src, "random.mlir").map_err(|d| TestCaseError::fail(d.render(Some(&src))))?;
        let pipeline = format!("{}{}schedule,assign-buffers{{alignment={align}}},verify-plan", if cleanup { "canonicalize,cse,dce," } else { "" }, if fuse { "fuse," } else { "" });
        let mut p = Pipeline::parse(&pipeline).unwrap();
        let inst = Instrumentation { verify_each: true, ..Default::default() };
        p.run(&mut m, &inst, "random.mlir", &mut std::io::sink()).map_err(|d| TestCaseError::fail(d.to_string()))?;
        let f = m.function("main").unwrap();
        let plan = lowtide_ir::plan::FunctionPlan::read(&m, f).unwrap().unwrap();
        let (arena, lb) = (plan.arena_bytes, plan.lower_bound.unwrap());
        prop_assert!(arena >= lb, "arena {} below its lower bound {}", arena, lb);
        // The planned module prints and re-parses with its plan intact.
        let text = print(&m, PrintOptions::default());
        let again = parse_and_verify(&text, "planned.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
        let mut check = Pipeline::parse("verify-plan").unwrap();
        let mut again = again;
        check.run(&mut again, &inst, "planned.mlir", &mut std::io::sink()).map_err(|d| TestCaseError::fail(d.to_string()))?;
    }
}
