//! lowtide through melior (feature `mlir`): every bench step survives lowtide -> MLIR ->
//! lowtide; MLIR verifies every bench step's lowered form in memory, with the plan's arena; the
//! steps that lower completely run under MLIR's `ExecutionEngine` and give the CPU device's
//! results (bench steps with arenas over 16 MiB only with `LOWTIDE_MLIR_ALL=1`); MLIR's errors
//! come back as diagnostics. Bench steps are skipped, saying why, when `../shared/bench` is
//! absent.
#![cfg(feature = "mlir")]

use lowtide_ir::plan::FunctionPlan;
use lowtide_ir::{Module, PrintOptions};
use lowtide_mlir::jit::Step;
use lowtide_mlir::plan::{plan, Options};
use lowtide_mlir::{context, from_melior, to_melior};
use lowtide_passes::lower::to_memref::LowerToMemref;
use lowtide_passes::{Instrumentation, Pipeline};
use lowtide_testkit as common;
use lowtide_testkit::LOWERED_LIT_STEPS as LIT_STEPS;
use std::path::PathBuf;

fn lit(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../lit_tests")
        .join(name)
}

/// The bench steps and numerics steps, and the lit tests' lowering inputs.
fn steps() -> Vec<(String, String)> {
    let mut files = Vec::new();
    if let Some(bench) = common::bench_dir("xla") {
        files.extend(common::files_with_ext(&bench, "mlir"));
        files.extend(common::files_with_ext(&bench.join("numerics"), "mlir"));
    }
    for f in LIT_STEPS {
        files.push(lit(&format!("lower-to-memref/{f}")));
    }
    files
        .iter()
        .map(|f| {
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(f).unwrap();
            // A function alone is a module to MLIR: say so, so both sides read the same ops.
            let text = if text.contains("module") {
                text
            } else {
                format!("module {{\n{text}\n}}\n")
            };
            (name, text)
        })
        .collect()
}

fn with_locations(m: &Module) -> String {
    lowtide_ir::print(
        m,
        PrintOptions {
            debug_info: true,
            ..PrintOptions::generic()
        },
    )
}

#[test]
fn every_step_survives_lowtide_to_melior_and_back() {
    let ctx = context();
    let mut checked = 0;
    for (name, text) in steps() {
        let m = lowtide_ir::parse_and_verify(&text, &name).unwrap();
        let module = to_melior(&ctx, &m, &name).unwrap_or_else(|d| panic!("{}", d.render(None)));
        let back = from_melior(&module, &name).unwrap_or_else(|d| panic!("{}", d.render(None)));
        assert_eq!(
            with_locations(&back),
            with_locations(&m),
            "{name}: lowtide -> MLIR -> lowtide changed the module"
        );
        checked += 1;
    }
    eprintln!("{checked} modules round-tripped through melior");
    assert!(checked >= 3);
}

/// Plans `m` and lowers it; the plan's arena bytes.
fn plan_and_lower(m: &mut Module, name: &str) -> u64 {
    common::plan(m, name).unwrap();
    let arena = FunctionPlan::read(m, m.function("main").unwrap())
        .unwrap()
        .unwrap()
        .arena_bytes;
    Pipeline::from_passes(vec![Box::new(LowerToMemref)])
        .run(m, &Instrumentation::default(), name, &mut std::io::sink())
        .unwrap();
    arena
}

#[test]
fn mlir_verifies_every_lowered_step_in_memory_and_runs_those_that_lower_completely() {
    let ctx = context();
    let mut ran = 0;
    for (name, text) in steps() {
        let original = lowtide_ir::parse_and_verify(&text, &name).unwrap();
        let mut m = original.clone();
        let arena = plan_and_lower(&mut m, &name);
        let module = to_melior(&ctx, &m, &name).unwrap_or_else(|d| panic!("{}", d.render(None)));
        let printed = module.as_operation().to_string();
        assert!(
            printed.contains(&format!("memref<{arena}xi8>")),
            "{name}: the arena of {arena} bytes"
        );
        if printed.contains("lt.kernel") || printed.contains("lt.view") {
            continue;
        }
        // MLIR's plain loops take minutes on the larger bench steps (ResNet-18: about 100 s a
        // step on this machine): those run when asked.
        if !LIT_STEPS.contains(&name.as_str())
            && arena > 16 << 20
            && std::env::var_os("LOWTIDE_MLIR_ALL").is_none()
        {
            eprintln!("{name}: lowers completely; not run (a {arena}-byte arena: set LOWTIDE_MLIR_ALL=1 to run it)");
            continue;
        }
        let inputs = common::inputs(&original);
        // Two steps, the second from the first one's donated arguments.
        let (_, want) = common::second_step(&original, &inputs).unwrap();
        let mut step = Step::new(&ctx, &m, "main", 2).unwrap();
        for (i, t) in inputs.iter().enumerate() {
            step.set_input(i, t).unwrap();
        }
        step.execute().unwrap();
        let start = std::time::Instant::now();
        step.execute().unwrap();
        let took = start.elapsed().as_secs_f64();
        let got = step.outputs();
        let worst = common::compare(&name, "MLIR", 1e-4, &got, &want)
            .unwrap_or_else(|e| panic!("{e} (the CPU device's value)"));
        eprintln!(
            "{name}: MLIR's ExecutionEngine gives the CPU device's {} results (worst relative error {worst:.1e}); one step {took:.3e} s",
            want.len()
        );
        ran += 1;
    }
    assert!(ran >= LIT_STEPS.len(), "the lit steps run");
}

#[test]
fn mlir_s_verifier_errors_are_diagnostics_at_the_op() {
    let ctx = context();
    let src = "func.func @f(%a: i32, %b: i64) -> i32 {\n  %c = \"arith.addi\"(%a, %b) : (i32, i64) -> i32 loc(\"bad.mlir\":2:8)\n  return %c : i32\n}\n";
    let m = lowtide_ir::parse_and_verify(src, "bad.mlir").unwrap();
    let err = to_melior(&ctx, &m, "bad.mlir").err().unwrap().render(None);
    assert!(
        err.starts_with("bad.mlir:2:8: error: MLIR rejects the module: 'arith.addi' op requires the same type for all operands and results"),
        "{err}"
    );
    // No location: the module's name, and MLIR's message names the op.
    let src = src.replace(" loc(\"bad.mlir\":2:8)", "");
    let m = lowtide_ir::parse_and_verify(&src, "bad.mlir").unwrap();
    let err = to_melior(&ctx, &m, "bad.mlir").err().unwrap().render(None);
    assert_eq!(err, "bad.mlir: error: MLIR rejects the module: 'arith.addi' op requires the same type for all operands and results\n");
}

#[test]
fn only_a_step_that_lowers_completely_runs_under_mlir() {
    let ctx = context();
    let src = "func.func @main(%x: tensor<8x8xf32>) -> tensor<8x8xf32> {\n  %y = chlo.lgamma %x : tensor<8x8xf32> -> tensor<8x8xf32>\n  return %y : tensor<8x8xf32>\n}\n";
    let mut m = lowtide_ir::parse_and_verify(src, "lgamma.mlir").unwrap();
    plan_and_lower(&mut m, "lgamma.mlir");
    let err = Step::new(&ctx, &m, "main", 0).err().unwrap();
    assert_eq!(
        err,
        "the module still holds 1 lt.kernel or lt.view ops (ops with no upstream form): only a step lower-to-memref lowers completely runs under MLIR"
    );
}

#[test]
fn a_melior_module_plans_in_memory_and_an_infeasible_budget_says_the_smallest() {
    let ctx = context();
    let text = std::fs::read_to_string(lit("lower-to-memref/donate.mlir")).unwrap();
    let m = lowtide_ir::parse_and_verify(&text, "donate.mlir").unwrap();
    let module = to_melior(&ctx, &m, "donate.mlir").unwrap();
    let planned = plan(&ctx, &module, "donate.mlir", &Options::default()).unwrap();
    let back = from_melior(&planned, "donate.mlir").unwrap();
    let f = back.function("main").unwrap();
    assert!(
        FunctionPlan::read(&back, f).unwrap().is_some(),
        "the plan is in the module"
    );
    let lowered = plan(
        &ctx,
        &module,
        "donate.mlir",
        &Options {
            lower: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(lowered.as_operation().to_string().contains("memref.alloc"));
    let err = plan(
        &ctx,
        &module,
        "donate.mlir",
        &Options {
            budget: Some(8),
            ..Default::default()
        },
    )
    .err()
    .unwrap();
    let miss = err
        .budget_miss
        .as_ref()
        .expect("the smallest footprint reached");
    assert!(miss.smallest > 8, "{}", err.render(None));
}

mod random {
    use super::*;
    use lowtide_testkit::graphs;
    use proptest::prelude::*;
    use proptest::test_runner::TestCaseError;

    proptest! {
        #![proptest_config(ProptestConfig { cases: 120, failure_persistence: None, ..ProptestConfig::default() })]

        /// Random valid steps (elementwise ops, broadcasts, reshape chains, transposes, dots,
        /// slices, reductions, converts, barriers, `i1` masks) returning random values with
        /// random donations, half of them fitted to 90% of their footprint: MLIR verifies each
        /// lowered form, and each that lowers completely gives, under MLIR's
        /// `ExecutionEngine`, the CPU device's unplanned outputs over two steps.
        #[test]
        fn lowered_random_steps_run_under_mlir_as_on_the_cpu_device(
            choices in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 0..16),
            returns in prop::collection::vec(any::<u8>(), 1..4),
            donate in prop::collection::vec(any::<u8>(), 2),
            seed in any::<u64>(),
            budget in any::<bool>(),
        ) {
            let map = graphs::donations(&donate, returns.len());
            let src = graphs::build_with(&choices, &returns, &map);
            let original = lowtide_ir::parse_and_verify(&src, "random.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
            let inputs = graphs::random_inputs(seed);
            let inst = Instrumentation { verify_each: true, ..Default::default() };
            let mut m = original.clone();
            common::plan(&mut m, "random.mlir").map_err(TestCaseError::fail)?;
            if budget {
                let f = m.function("main").unwrap();
                let r = lowtide_passes::report::report(&m, f, None).map_err(TestCaseError::fail)?;
                let mut fitted = original.clone();
                let fits = Pipeline::parse(&lowtide_passes::budget_pipeline(r.footprint_bytes * 9 / 10)).unwrap()
                    .run(&mut fitted, &inst, "random.mlir", &mut std::io::sink());
                if fits.is_ok() {
                    m = fitted;
                }
            }
            Pipeline::from_passes(vec![Box::new(LowerToMemref)])
                .run(&mut m, &inst, "random.mlir", &mut std::io::sink())
                .map_err(|d| TestCaseError::fail(d.to_string()))?;
            let ctx = context();
            to_melior(&ctx, &m, "random.mlir").map_err(|d| TestCaseError::fail(format!("{}\n{src}", d.render(None))))?;
            let printed = lowtide_ir::print(&m, PrintOptions::default());
            if printed.contains("lt.kernel") || printed.contains("lt.view") {
                return Ok(());
            }
            let (_, want) = common::second_step(&original, &inputs).map_err(TestCaseError::fail)?;
            let mut step = Step::new(&ctx, &m, "main", 0).map_err(TestCaseError::fail)?;
            for (i, t) in inputs.iter().enumerate() {
                step.set_input(i, t).map_err(TestCaseError::fail)?;
            }
            step.execute().map_err(TestCaseError::fail)?;
            step.execute().map_err(TestCaseError::fail)?;
            common::compare("random.mlir", "MLIR", 1e-5, &step.outputs(), &want)
                .map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        }
    }
}
