//! Property: random valid graphs give bit-identical results when run unplanned (every value in
//! its own allocation), planned (one arena, with in-place reuse, views, the cleanup passes and,
//! half the time, fusion)
//! and dynamic (allocated and freed by the no_pool strategy), on random inputs.

use lowtide_testkit::graphs;

use lowtide_ir::{parse_and_verify, ElemType};
use lowtide_passes::{Instrumentation, Pipeline};
use lowtide_runtime::{run, HostTensor, Mode};
use proptest::prelude::*;

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
        let inputs = graphs::random_inputs(seed);
        let want = run(&m, "main", inputs.clone(), Mode::Unplanned).map_err(TestCaseError::fail)?;
        let mut planned = m.clone();
        let mut p = Pipeline::parse(&format!("canonicalize,cse,dce,{}schedule{{algorithm={algorithm}}},assign-buffers{{alignment={align}}},verify-plan", if fuse { "fuse," } else { "" })).unwrap();
        p.run(&mut planned, &Instrumentation { verify_each: true, ..Default::default() }, "random.mlir", &mut std::io::sink())
            .map_err(|d| TestCaseError::fail(d.to_string()))?;
        let got = run(&planned, "main", inputs.clone(), Mode::Planned).map_err(TestCaseError::fail)?;
        // The report's footprint is what the run allocates.
        let pf = planned.function("main").unwrap();
        let r = lowtide_passes::report::report(&planned, pf, None).map_err(TestCaseError::fail)?;
        prop_assert_eq!(got.device_peak_bytes, r.footprint_bytes);
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
        let inputs = graphs::random_inputs(seed);
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

/// A random forward/backward chain over `tensor<16x16xf32>`: a forward pass of `tanh`,
/// `exponential`, matrix products with the weight `%arg1` and skip sums, then a backward
/// pass that multiplies the gradient by the weight and by forward values in reverse order, so
/// forward values stay live until their backward readers, as in a training step.
fn chain(layers: &[(u8, u8)]) -> String {
    const DOT: &str =
        "#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>";
    let t = "tensor<16x16xf32>";
    let mut body = Vec::new();
    let mut h = vec!["%arg0".to_string()];
    for (i, &(kind, skip)) in layers.iter().enumerate() {
        let x = &h[i];
        let rhs = match kind % 4 {
            0 => format!("\"stablehlo.tanh\"({x}) : ({t}) -> {t}"),
            1 => format!("\"stablehlo.exponential\"({x}) : ({t}) -> {t}"),
            2 => format!("\"stablehlo.dot_general\"({x}, %arg1) <{{dot_dimension_numbers = {DOT}}}> : ({t}, {t}) -> {t}"),
            _ => {
                let y = &h[skip as usize % h.len()];
                format!("\"stablehlo.add\"({x}, {y}) : ({t}, {t}) -> {t}")
            }
        };
        body.push(format!("  %h{} = {rhs}", i + 1));
        h.push(format!("%h{}", i + 1));
    }
    let mut g = h.last().unwrap().clone();
    for (i, &(_, skip)) in layers.iter().enumerate().rev() {
        let y = if skip % 3 == 0 {
            &h[skip as usize % (i + 1)]
        } else {
            &h[i]
        };
        body.push(format!("  %d{i} = \"stablehlo.dot_general\"({g}, %arg1) <{{dot_dimension_numbers = {DOT}}}> : ({t}, {t}) -> {t}"));
        body.push(format!(
            "  %g{i} = \"stablehlo.multiply\"(%d{i}, {y}) : ({t}, {t}) -> {t}"
        ));
        g = format!("%g{i}");
    }
    format!(
        "\"func.func\"() <{{function_type = ({t}, {t}) -> {t}, sym_name = \"main\"}}> ({{\n^bb0(%arg0: {t}, %arg1: {t}):\n{}\n  \"func.return\"({g}) : ({t}) -> ()\n}}) : () -> ()\n",
        body.join("\n")
    )
}

/// `m` planned with the recomputation search alone (`remat{budget options}` in the pipeline
/// without rewrites: one start, so the greedy sequence is part of every beam):
/// the plan, its footprint and recomputed FLOPs, or the smallest footprint the error names.
fn fitted(
    m: &lowtide_ir::Module,
    budget: u64,
    options: &str,
) -> Result<(lowtide_ir::Module, u64, u64), u64> {
    let mut planned = m.clone();
    let inst = Instrumentation {
        verify_each: true,
        ..Default::default()
    };
    let pipeline = lowtide_passes::UNREWRITTEN_PIPELINE.replace(
        "schedule,forward-barriers,assign-buffers",
        &format!(
            "schedule,remat{{budget={budget}{options}}},schedule,forward-barriers,assign-buffers"
        ),
    );
    assert_ne!(
        pipeline,
        lowtide_passes::UNREWRITTEN_PIPELINE,
        "remat added"
    );
    match Pipeline::parse(&pipeline).unwrap().run(
        &mut planned,
        &inst,
        "chain.mlir",
        &mut std::io::sink(),
    ) {
        Ok(_) => {
            let f = planned.function("main").unwrap();
            let r = lowtide_passes::report::report(&planned, f, None).unwrap();
            Ok((planned, r.footprint_bytes, r.recompute_flops))
        }
        Err(d) => Err(d
            .message
            .split("the smallest footprint lowtide reaches is ")
            .nth(1)
            .and_then(|t| t.split(' ').next())
            .and_then(|t| t.parse().ok())
            .unwrap_or_else(|| panic!("unexpected error {}", d.message))),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, failure_persistence: None, ..ProptestConfig::default() })]

    /// The greedy sequence is part of every beam from the same start: on random
    /// forward/backward chains, a wider search (`beam=3` or 4) fits every budget the greedy
    /// one (`beam=1`) fits, with no more recomputed FLOPs and within the budget, and its
    /// smallest footprint is never larger; its plans compute the unplanned step's bits; a
    /// smaller budget it meets gets no larger footprint.
    #[test]
    fn the_beam_never_loses_to_the_greedy_sequence(
        layers in prop::collection::vec((any::<u8>(), any::<u8>()), 4..24),
        seed in any::<u64>(),
        percent in 20u64..100,
        width in prop::sample::select(vec![3u64, 4]),
    ) {
        let m = parse_and_verify(&chain(&layers), "chain.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
        let (budget, outside) = chain_budget(&m, percent);
        let greedy = fitted(&m, budget, " beam=1");
        let wide = fitted(&m, budget, &format!(" beam={width}"));
        // Monotone: a smaller budget the beam meets gets no larger footprint, no fewer FLOPs.
        let smaller = budget - (budget - outside) / 8;
        if let (Ok((_, fp, w)), Ok((_, fp2, w2))) = (&wide, fitted(&m, smaller, &format!(" beam={width}"))) {
            prop_assert!(fp2 <= *fp && w2 >= *w, "{} bytes at {} FLOPs for {}, {} at {} for {}", fp2, w2, smaller, fp, w, budget);
        }
        match (greedy, wide) {
            (Ok((_, _, g)), Ok((planned, fp, w))) => {
                prop_assert!(fp <= budget);
                prop_assert!(w <= g, "beam {} FLOPs, greedy {}", w, g);
                let inputs = vec![chain_input(seed), chain_input(seed ^ 0xABCD)];
                let want = run(&m, "main", inputs.clone(), Mode::Unplanned).map_err(TestCaseError::fail)?;
                let got = run(&planned, "main", inputs, Mode::Planned).map_err(TestCaseError::fail)?;
                prop_assert_eq!(&got.outputs[0].bytes, &want.outputs[0].bytes);
            }
            (Ok((_, fp, _)), Err(w)) => prop_assert!(false, "greedy fits in {}, the beam's smallest is {}", fp, w),
            (Err(g), Err(w)) => prop_assert!(w <= g, "beam's smallest {} above greedy's {}", w, g),
            (Err(g), Ok((_, fp, _))) => prop_assert!(fp <= budget && budget < g),
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

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    /// Several recomputations in one plan change no bits: random forward/backward chains
    /// planned by the greedy sequence taking one recomputation per two ops of the block in each
    /// plan (`batch-ops=2`: every helpful one of a ranking, applied in one pass) give the
    /// unplanned step's bits, within the budget; a budget they miss is below the smallest
    /// footprint they report.
    #[test]
    fn batched_recomputations_equal_unplanned(
        layers in prop::collection::vec((any::<u8>(), any::<u8>()), 4..24),
        seed in any::<u64>(),
        percent in 20u64..100,
    ) {
        let m = parse_and_verify(&chain(&layers), "chain.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
        let (budget, _) = chain_budget(&m, percent);
        match fitted(&m, budget, " beam=1 batch-ops=2") {
            Ok((planned, fp, _)) => {
                prop_assert!(fp <= budget, "footprint {} above budget {}", fp, budget);
                let inputs = vec![chain_input(seed), chain_input(seed ^ 0xABCD)];
                let want = run(&m, "main", inputs.clone(), Mode::Unplanned).map_err(TestCaseError::fail)?;
                let got = run(&planned, "main", inputs, Mode::Planned).map_err(TestCaseError::fail)?;
                prop_assert_eq!(&got.outputs[0].bytes, &want.outputs[0].bytes);
            }
            Err(smallest) => prop_assert!(budget < smallest, "{} missed, smallest {}", budget, smallest),
        }
    }
}

/// `percent` percent of the arena of `m` (a [`chain`]) planned without a budget, plus what
/// lies outside the arena (its arguments and outputs), and that outside part.
fn chain_budget(m: &lowtide_ir::Module, percent: u64) -> (u64, u64) {
    let mut base = m.clone();
    Pipeline::parse(lowtide_passes::PLAN_PIPELINE)
        .unwrap()
        .run(
            &mut base,
            &Instrumentation::default(),
            "chain.mlir",
            &mut std::io::sink(),
        )
        .unwrap();
    let f = base.function("main").unwrap();
    let r = lowtide_passes::report::report(&base, f, None).unwrap();
    let outside = r.footprint_bytes - r.arena_bytes;
    (outside + r.arena_bytes * percent / 100, outside)
}

/// A `tensor<16x16xf32>` input for [`chain`]'s steps, from `s`.
fn chain_input(s: u64) -> HostTensor {
    let mut t = HostTensor::zeros(&[16, 16], ElemType::F32);
    for (i, c) in t.bytes.chunks_mut(4).enumerate() {
        let v = ((s.wrapping_add(i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as f32)
            / (1u64 << 24) as f32
            - 0.5;
        c.copy_from_slice(&v.to_le_bytes());
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    /// Donations never change an answer: random graphs returning random values (arguments
    /// included, some twice) with random donation maps (swaps, rotations, partial, an argument
    /// returned at the result it donates to) give the unplanned outputs in planned and every
    /// dynamic mode, and the planned run's device peak is the report's footprint.
    #[test]
    fn donations_give_the_unplanned_bits_and_the_reported_footprint(
        choices in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 0..12),
        returns in prop::collection::vec(any::<u8>(), 1..4),
        donate in prop::collection::vec(any::<u8>(), 2),
        seed in any::<u64>(),
        budget in any::<bool>(),
    ) {
        let map = graphs::donations(&donate, returns.len());
        // Small picks reach the arguments, large ones the computed values.
        let src = graphs::build_with(&choices, &returns, &map);
        let m = parse_and_verify(&src, "donate.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
        let inputs = graphs::random_inputs(seed);
        let want = run(&m, "main", inputs.clone(), Mode::Unplanned).map_err(TestCaseError::fail)?;
        let inst = Instrumentation { verify_each: true, ..Default::default() };
        let mut planned = m.clone();
        Pipeline::parse(lowtide_passes::PLAN_PIPELINE).unwrap()
            .run(&mut planned, &inst, "donate.mlir", &mut std::io::sink())
            .map_err(|d| TestCaseError::fail(d.to_string()))?;
        let f = planned.function("main").unwrap();
        let mut r = lowtide_passes::report::report(&planned, f, None).map_err(TestCaseError::fail)?;
        // Half the time, fitted to 90% of that footprint (recomputation, masks, pieces) where
        // the search can.
        if budget {
            let mut fitted = m.clone();
            let fits = Pipeline::parse(&lowtide_passes::budget_pipeline(r.footprint_bytes * 9 / 10)).unwrap()
                .run(&mut fitted, &inst, "donate.mlir", &mut std::io::sink());
            if fits.is_ok() {
                planned = fitted;
                let f = planned.function("main").unwrap();
                r = lowtide_passes::report::report(&planned, f, None).map_err(TestCaseError::fail)?;
            }
        }
        let got = run(&planned, "main", inputs.clone(), Mode::Planned).map_err(TestCaseError::fail)?;
        prop_assert_eq!(got.device_peak_bytes, r.footprint_bytes, "{}", src);
        for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
            prop_assert_eq!(&g.bytes, &w.bytes, "planned output {}\n{}", k, src);
        }
        for strategy in lowtide_runtime::Strategy::ALL {
            let d = run(&m, "main", inputs.clone(), Mode::Dynamic(strategy)).map_err(TestCaseError::fail)?;
            for (k, (g, w)) in d.outputs.iter().zip(&want.outputs).enumerate() {
                prop_assert_eq!(&g.bytes, &w.bytes, "dynamic {:?} output {}\n{}", strategy, k, src);
            }
        }
    }
}

#[test]
/// Two arguments donated to each other's results (a swap): each step's outputs, and the
/// arguments the next step starts from, are the unplanned ones.
fn swapped_donations_hold_their_updates_across_steps() {
    let src = r#"func.func @main(%a: tensor<4x8xf32> {tf.aliasing_output = 0 : i32}, %b: tensor<4x8xf32> {tf.aliasing_output = 1 : i32}) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  return %b, %a : tensor<4x8xf32>, tensor<4x8xf32>
}"#;
    let m = lowtide_ir::parse_and_verify(src, "s").unwrap();
    let mut planned = m.clone();
    lowtide_testkit::plan(&mut planned, "s").unwrap();
    let inputs = vec![graphs::random_input(1), graphs::random_input(2)];
    let mut dev = lowtide_runtime::device::CpuDevice::new();
    let mut s =
        lowtide_runtime::executor::Session::new(&mut dev, &planned, "main", Mode::Planned).unwrap();
    for (i, t) in inputs.iter().enumerate() {
        s.set_input(i, t).unwrap();
    }
    s.execute().unwrap();
    let o1 = s.outputs().unwrap();
    s.execute().unwrap();
    let o2 = s.outputs().unwrap();
    let w1 = run(&m, "main", inputs.clone(), Mode::Unplanned)
        .unwrap()
        .outputs;
    let w2 = run(
        &m,
        "main",
        vec![w1[0].clone(), w1[1].clone()],
        Mode::Unplanned,
    )
    .unwrap()
    .outputs;
    assert_eq!(o1[0].bytes, w1[0].bytes, "step 1 out 0");
    assert_eq!(o1[1].bytes, w1[1].bytes, "step 1 out 1");
    assert_eq!(o2[0].bytes, w2[0].bytes, "step 2 out 0");
    assert_eq!(o2[1].bytes, w2[1].bytes, "step 2 out 1");
}
