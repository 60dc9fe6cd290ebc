//! One test per constant of the recomputation search (`passes/src/remat/tuning.rs`), each
//! named for what the constant protects. Each runs the search (the `remat` pass) twice on the
//! same step: with [`TUNING`], and with the one constant set to what it guards against (an
//! action's reach cut short, a bound on work lowered, a slack removed); the second plan loses
//! what the first has: a smaller footprint, or the same budget fitted with fewer recomputed
//! FLOPs. The steps are zoo models at small sizes, built here, and the bench's resnet18 (its
//! tests skip with a printed reason when `../shared/bench` is absent).
//!
//! "Smallest" is the smallest footprint the search reaches, as `cannot fit` reports it (a
//! budget of one byte: the search runs to its end).

use lowtide_testkit as common;

use lowtide_ir::{parse_and_verify, Module, OpKind};
use lowtide_passes::autodiff::Optimizer;
use lowtide_passes::frontend::zoo::{build, ZooOptions};
use lowtide_passes::memory::measure::Replan;
use lowtide_passes::remat::tuning::{Tuning, TUNING};
use lowtide_passes::remat::{default_width, recomputable, Reach, Remat};
use lowtide_passes::{Instrumentation, Pass, Pipeline};
use std::sync::OnceLock;

/// `m` prepared as the budget pipeline prepares a step before its search.
fn prepared(mut m: Module) -> Module {
    Pipeline::parse("inline,canonicalize,cse,classify-arguments,fuse")
        .unwrap()
        .run(
            &mut m,
            &Instrumentation::default(),
            "step",
            &mut std::io::sink(),
        )
        .unwrap();
    m
}

/// A zoo model at small sizes: `name` with `set` applied to the defaults.
fn zoo(name: &str, set: impl FnOnce(&mut ZooOptions)) -> Module {
    let mut o = ZooOptions::default();
    set(&mut o);
    prepared(build(name, &o).unwrap())
}

/// Two GPT-2 blocks, width 32, sequence 16, batch 2, SGD (309 ops).
fn gpt2() -> Module {
    zoo("gpt2", |o| {
        (o.batch, o.seq, o.layers) = (2, Some(16), Some(2));
        (o.width, o.heads, o.vocab) = (Some(32), Some(2), Some(64));
    })
}

/// Three GPT-2 blocks, sequence 32, with Adam (545 ops).
fn gpt2_adam() -> Module {
    zoo("gpt2", |o| {
        (o.batch, o.seq, o.layers) = (2, Some(32), Some(3));
        (o.width, o.heads, o.vocab) = (Some(32), Some(2), Some(64));
        o.optimizer = Optimizer::named("adam").unwrap();
    })
}

/// Two BERT blocks, width 32, sequence 16, batch 2 (353 ops).
fn bert() -> Module {
    zoo("bert_base", |o| {
        (o.batch, o.seq, o.layers) = (2, Some(16), Some(2));
        (o.width, o.heads, o.vocab) = (Some(32), Some(2), Some(64));
    })
}

/// A ResNet-50 keeping 4 bottleneck blocks, 8 channels, 32x32 images, batch 2 (461 ops).
fn resnet50() -> Module {
    zoo("resnet50", |o| {
        (o.batch, o.image, o.channels) = (2, Some(32), Some(8));
        (o.classes, o.layers) = (Some(10), Some(4));
    })
}

/// A whole ResNet-18 with batch norm, 8 channels, 32x32 images, batch 4 (612 ops).
fn resnet18() -> Module {
    zoo("resnet18", |o| {
        (o.batch, o.image, o.channels, o.classes) = (4, Some(32), Some(8), Some(10));
    })
}

/// A bench step (`../shared/bench/xla/NAME.mlir`), prepared; `None` (a printed skip) when the
/// bench is absent.
fn bench(name: &str) -> Option<Module> {
    let dir = common::bench_dir("xla")?;
    let text = std::fs::read_to_string(dir.join(format!("{name}.mlir"))).unwrap();
    Some(prepared(parse_and_verify(&text, name).unwrap()))
}

/// The search's result for `budget`: `Ok((footprint, FLOPs recomputed))` of the plan that
/// fits, placed as the pipeline places it, or `Err(smallest footprint reached)`.
fn search(m: &Module, t: Tuning, budget: u64) -> Result<(u64, u64), u64> {
    let mut m = m.clone();
    if let Err(e) = Remat::new(budget).with_tuning(t).unwrap().run(&mut m) {
        return Err(e
            .budget_miss
            .unwrap_or_else(|| panic!("{}", e.message))
            .smallest);
    }
    Ok(placed(m))
}

/// The footprint and recomputed FLOPs of `m` after the search, placed as the pipeline places
/// it.
fn placed(mut m: Module) -> (u64, u64) {
    Pipeline::parse("schedule,assign-buffers")
        .unwrap()
        .run(
            &mut m,
            &Instrumentation::default(),
            "step",
            &mut std::io::sink(),
        )
        .unwrap();
    let r = lowtide_passes::report::report(&m, m.function("main").unwrap(), None).unwrap();
    (r.footprint_bytes, r.recompute_flops)
}

/// The search's plan for `budget` (it must fit): its footprint, the FLOPs it recomputes and
/// the steps the search took (the pass's `search-steps`).
fn searched(m: &Module, t: Tuning, budget: u64) -> (u64, u64, u64) {
    let mut m = m.clone();
    let out = Remat::new(budget)
        .with_tuning(t)
        .unwrap()
        .run(&mut m)
        .unwrap_or_else(|e| panic!("{}", e.message));
    let steps = out.stats.iter().find(|s| s.0 == "search-steps").unwrap().1;
    let (fp, flops) = placed(m);
    (fp, flops, steps)
}

/// The smallest footprint the search reaches on `m` with `t`.
fn smallest(m: &Module, t: Tuning) -> u64 {
    search(m, t, 1).expect_err("nothing fits one byte")
}

/// `pct` percent of `m`'s footprint without recomputation.
fn budget_at(m: &Module, pct: u64) -> u64 {
    let (fp, flops) = search(m, TUNING, u64::MAX / 2).unwrap();
    assert_eq!(flops, 0);
    fp * pct / 100
}

/// A step the tests share, with its smallest footprint under [`TUNING`] computed once.
struct Step {
    make: fn() -> Option<Module>,
    smallest: OnceLock<u64>,
}

impl Step {
    const fn new(make: fn() -> Option<Module>) -> Step {
        Step {
            make,
            smallest: OnceLock::new(),
        }
    }
}

static GPT2: Step = Step::new(|| Some(gpt2()));
static GPT2_ADAM: Step = Step::new(|| Some(gpt2_adam()));
static BERT: Step = Step::new(|| Some(bert()));
static RESNET50: Step = Step::new(|| Some(resnet50()));
static RESNET18: Step = Step::new(|| Some(resnet18()));
static BENCH_RESNET18: Step = Step::new(|| bench("resnet18_cifar__base"));
static BENCH_RESNET18_DONATED: Step = Step::new(|| bench("resnet18_cifar__donate"));
static BENCH_RESNET18_REMAT: Step = Step::new(|| bench("resnet18_cifar__remat_kb"));

/// [`TUNING`] with `off` applied: one constant at what it guards against.
fn tuned(off: impl FnOnce(&mut Tuning)) -> Tuning {
    let mut t = TUNING;
    off(&mut t);
    t
}

/// Asserts that with `off` applied the search reaches a larger smallest footprint on `step`
/// than with the defaults (`what`: what the constant is at by default).
fn loses_smallest(what: &str, step: &'static Step, off: impl FnOnce(&mut Tuning)) {
    let Some(m) = (step.make)() else {
        return;
    };
    let default = *step.smallest.get_or_init(|| smallest(&m, TUNING));
    let lost = smallest(&m, tuned(off));
    assert!(
        lost > default,
        "{what}: the search reached {lost} bytes without it, {default} with it"
    );
}

/// Asserts that at `pct` percent of `step`'s arena without recomputation the defaults fit
/// with fewer recomputed FLOPs than with `off` applied.
fn loses_flops(what: &str, step: &'static Step, pct: u64, off: impl FnOnce(&mut Tuning)) {
    let Some(m) = (step.make)() else {
        return;
    };
    let budget = budget_at(&m, pct);
    let (fp, flops) = search(&m, TUNING, budget).expect("the defaults fit");
    assert!(fp <= budget);
    match search(&m, tuned(off), budget) {
        Ok((_, more)) => assert!(
            more > flops,
            "{what}: {more} FLOPs recomputed without it, {flops} with it"
        ),
        Err(smallest) => {
            panic!("{what}: the defaults fit {budget} bytes, without it the smallest is {smallest}")
        }
    }
}

/// `near`: an action copies a short chain (4 levels, 16 ops). Reaching only one op, or as far
/// as `far`, fits the same budget only by recomputing more.
#[test]
fn the_near_reach_fits_a_budget_with_the_fewest_recomputed_flops() {
    let one = Reach { depth: 1, ops: 1 };
    loses_flops("a reach of one op", &GPT2, 70, |t| t.near = one);
    loses_flops("the far reach first", &GPT2, 70, |t| t.near = TUNING.far);
}

/// `far`: when nothing near helps, a block's forward pass is recomputed from its input.
#[test]
fn a_block_s_forward_recomputed_from_its_input_reaches_smaller_plans() {
    loses_smallest("the far reach", &BERT, |t| t.far = TUNING.near);
}

/// `farthest`: when nothing within `far` helps, a layer's activations are recomputed from the
/// residual stream several blocks back.
#[test]
fn a_chain_back_to_values_kept_anyway_reaches_smaller_plans() {
    loses_smallest("the farthest reach", &GPT2, |t| t.farthest = TUNING.far);
}

/// `max_actions`: a deep step needs many recomputations on one path to reach its smallest plan.
#[test]
fn a_deep_step_gets_the_recomputations_its_smallest_plan_needs() {
    loses_smallest("400 actions", &GPT2_ADAM, |t| t.max_actions = 20);
}

/// `shortlist`: the ranking on the plain liveness profile misjudges some candidates; trying
/// several for real on the block's order finds them.
#[test]
fn candidates_tried_for_real_find_what_the_ranking_misjudges() {
    loses_smallest("a shortlist of 6", &GPT2, |t| t.shortlist = 1);
}

/// `shortlists`: when every candidate of a shortlist raises the cost, the next ones are tried.
#[test]
fn later_shortlists_find_actions_when_the_first_has_none() {
    loses_smallest("8 shortlists", &GPT2, |t| t.shortlists = 1);
}

/// `max_beam`: each kept plan is a copy of the step, so a wider beam than that is refused
/// with the reason, and that width is accepted.
#[test]
fn a_beam_wider_than_the_widest_is_refused_with_the_reason() {
    let most = TUNING.max_beam;
    let e = Pipeline::parse(&format!("remat{{budget=1MiB beam={}}}", most + 1))
        .err()
        .expect("refused");
    assert!(
        e.contains(&format!(
            "option 'beam' must be at most {most}: the search's time and memory grow with it (each kept plan is a copy of the step)"
        )),
        "{e}"
    );
    assert!(Pipeline::parse(&format!("remat{{budget=1MiB beam={most}}}")).is_ok());
}

/// `branch`: each kept plan proposes several actions, so the beam holds plans the greedy
/// sequence never reaches.
#[test]
fn several_proposals_per_kept_plan_let_the_beam_beat_the_greedy_sequence() {
    loses_smallest("3 proposals", &RESNET50, |t| t.branch = 1);
}

/// `replan`: the search places the plans it may answer with by a placement search bounded at
/// 30,000 nodes (a tenth of a second, not the minutes of the full one over hundreds of plans);
/// over a sweep of budgets it answers with the plans the full placement gives.
#[test]
fn the_search_s_bounded_placements_answer_as_full_placements_do() {
    let m = gpt2();
    let full = tuned(|t| t.replan = Replan::DEFAULT);
    const { assert!(TUNING.replan.node_limit < Replan::DEFAULT.node_limit) };
    for pct in [85, 70, 55] {
        let budget = budget_at(&m, pct);
        assert_eq!(
            search(&m, TUNING, budget),
            search(&m, full, budget),
            "{pct}%"
        );
    }
}

/// `patience`: the greedy sequence goes on through plans no smaller than its smallest (64 in
/// a row), as lowering the order's cost there leads to smaller plans after. On GPT2 the
/// sequence alone (a beam of one) reaches the defaults' smallest footprint; stopping it after
/// 8 such plans loses it.
#[test]
fn a_sequence_goes_on_through_plans_no_smaller_than_its_smallest() {
    let Some(m) = (GPT2.make)() else {
        return;
    };
    let default = *GPT2.smallest.get_or_init(|| smallest(&m, TUNING));
    assert_eq!(smallest(&m, tuned(|t| t.width = 1)), default);
    loses_smallest("64 plans of patience", &GPT2, |t| {
        (t.width, t.patience) = (1, 8);
    });
}

/// `batch_ops`: a plan of the greedy sequence takes one action per 1024 ops of its block, so
/// a deep step (more recomputations to find) measures about as many plans as a shallow one.
/// The three-block GPT-2 with Adam (545 ops) takes one action per plan; with the bound at a
/// quarter of its block the greedy sequence takes four, and fits 80% of its footprint in 6
/// steps instead of 15, recomputing 176,128 FLOPs instead of 169,984 (the four actions of one
/// ranking are not the four the sequence takes one at a time); asserted: fewer steps, both
/// plans within the budget, and at most twice the FLOPs.
#[test]
fn a_deep_block_takes_several_actions_per_plan() {
    let m = gpt2_adam();
    let block = m.entry_block(m.function("main").unwrap()).unwrap();
    let ops = m.blocks[block].ops.len();
    assert!(ops < TUNING.batch_ops, "{ops} ops");
    let budget = budget_at(&m, 80);
    let greedy = |t: &mut Tuning| t.width = 1;
    let (fp, flops, steps) = searched(&m, tuned(greedy), budget);
    let (fp4, flops4, steps4) = searched(
        &m,
        tuned(|t| {
            greedy(t);
            t.batch_ops = ops / 4;
        }),
        budget,
    );
    assert!(fp <= budget && fp4 <= budget, "{fp} and {fp4} for {budget}");
    assert!(
        steps4 < steps,
        "{steps4} steps of four actions, {steps} of one"
    );
    assert!(
        flops4 <= 2 * flops,
        "{flops4} FLOPs recomputed, {flops} one at a time"
    );
}

/// `stall`: a beam narrows to the greedy sequence only after steps without a smaller
/// footprint; narrowing at once loses what the beam reaches.
#[test]
fn a_beam_narrows_only_after_it_stalls() {
    loses_smallest("10 steps of stall", &RESNET50, |t| t.stall = 0);
}

/// `width`: the default search keeps 4 plans per step, and reaches smaller plans than the
/// greedy sequence.
#[test]
fn the_default_beam_beats_the_greedy_sequence() {
    loses_smallest("a beam of 4", &RESNET50, |t| t.width = 1);
}

/// `wide_ops`: blocks of up to 512 ops get the default beam (larger ones the greedy
/// sequence: the search's time grows with the square of the block); a bound just below a
/// block's size loses what the beam reaches on it.
#[test]
fn blocks_up_to_the_bound_get_the_default_beam() {
    let m = resnet50();
    let block = m.entry_block(m.function("main").unwrap()).unwrap();
    let ops = m.blocks[block].ops.len();
    assert!(ops <= TUNING.wide_ops);
    assert_eq!(default_width(&m, block, &TUNING), TUNING.width);
    assert_eq!(
        default_width(&m, block, &tuned(|t| t.wide_ops = ops - 1)),
        1
    );
    loses_smallest("the bound", &RESNET50, |t| t.wide_ops = ops - 1);
}

/// `stored_tries`: a value stored from the forward pass is computed again inside the loops
/// of pieces (resnet18: from the image, for layer2's first block).
#[test]
fn a_stored_value_computed_again_inside_loops_of_pieces_reaches_smaller_plans() {
    loses_smallest("2 tries", &BENCH_RESNET18, |t| t.stored_tries = 0);
}

/// `piece_depth`: a loop of pieces takes in two levels of readers of its value.
#[test]
fn loops_of_pieces_take_in_two_levels_of_readers() {
    loses_smallest("2 levels", &BENCH_RESNET18, |t| t.piece_depth = 1);
}

/// `piece_tries`: several values live across the peak are tried for a loop of pieces, not
/// only the largest.
#[test]
fn several_values_are_tried_for_loops_of_pieces() {
    loses_smallest("8 tries", &BENCH_RESNET18, |t| t.piece_tries = 1);
}

/// `max_piece_loops`: a plan gets several loops of pieces, one at each peak the one before
/// leaves (resnet18 with its parameters donated: two loops are not enough).
#[test]
fn a_plan_gets_a_loop_of_pieces_at_each_new_peak() {
    loses_smallest("8 loops", &BENCH_RESNET18_DONATED, |t| {
        t.max_piece_loops = 2
    });
}

/// `peak_fusions`: a contraction whose result is live across the peak is computed inside the
/// loops reading it (GPT-2: the attention's and MLP's matrix products).
#[test]
fn a_contraction_live_across_the_peak_is_computed_inside_its_readers() {
    loses_smallest("2 fusions", &GPT2, |t| t.peak_fusions = 0);
}

/// `reversals`: reversed kernels live at the peak the search moved to are read by their
/// convolutions in place (resnet18 checkpointed by JAX).
#[test]
fn reversed_kernels_live_at_the_peak_are_read_in_place() {
    loses_smallest("4 rounds", &BENCH_RESNET18_REMAT, |t| t.reversals = 0);
}

/// `masks`: values read after the peak only through a comparison are kept as masks, which
/// add no FLOPs: resnet18 fits 80% of its arena recomputing less with them.
#[test]
fn early_masks_fit_a_budget_with_fewer_recomputed_flops() {
    loses_flops("12 masks", &BENCH_RESNET18, 80, |t| t.masks = 0);
}

/// `small_constant`: small constants (a scale, a bias's zero) are copied with the ops that
/// read them, so those ops can be recomputed.
#[test]
fn small_constants_are_copied_with_their_readers() {
    loses_smallest("1 KiB", &GPT2, |t| t.small_constant = 0);
}

/// `small_constant`: a constant larger than 1 KiB is never copied (a copy would hold it
/// twice); without the bound it would be.
#[test]
fn a_large_constant_is_never_copied() {
    let m = parse_and_verify(
        r#"func.func @main(%x: tensor<512xf32>) -> (tensor<512xf32>, tensor<4xf32>) {
  %big = stablehlo.constant dense<1.0> : tensor<512xf32>
  %small = stablehlo.constant dense<2.0> : tensor<4xf32>
  %y = stablehlo.add %x, %big : tensor<512xf32>
  return %y, %small : tensor<512xf32>, tensor<4xf32>
}"#,
        "constants.mlir",
    )
    .unwrap();
    let block = m.entry_block(m.function("main").unwrap()).unwrap();
    let constants: Vec<_> = m.blocks[block]
        .ops
        .iter()
        .copied()
        .filter(|&op| m.kind(op) == Some(OpKind::Constant))
        .collect();
    let [big, small] = constants[..] else {
        panic!("two constants: {constants:?}")
    };
    assert!(!recomputable(&m, big, &TUNING), "2 KiB constant");
    assert!(recomputable(&m, small, &TUNING), "16-byte constant");
    let unbounded = Tuning {
        small_constant: u64::MAX,
        ..TUNING
    };
    assert!(recomputable(&m, big, &unbounded));
}

/// `cut_slack`: a forward pass is cut where one value carries it even with a normalization's
/// statistics crossing beside it (ResNet-18's batch norms); with no slack there are fewer
/// cuts to checkpoint at.
#[test]
fn a_cut_holds_with_a_normalization_s_statistics_crossing_beside_it() {
    loses_smallest("a slack of 1/16", &RESNET18, |t| t.cut_slack = u64::MAX);
}

/// `cut_slack`: a point is a cut only where one value carries the forward pass (the others
/// crossing it hold at most 1/16 of its bytes); with no bound on the others (`cut_slack` 0)
/// every point of the forward pass is one, and groups checkpointed there keep the rest.
#[test]
fn only_points_one_value_carries_are_cuts() {
    loses_smallest("a slack of 1/16", &GPT2, |t| t.cut_slack = 0);
}

/// A tuning whose search would do nothing (no plans kept, no actions proposed, no candidates
/// tried) is refused, naming the constant; the defaults pass.
#[test]
fn a_tuning_that_leaves_the_search_nothing_to_do_is_refused() {
    assert!(TUNING.check().is_ok());
    let refused = |t: Tuning| Remat::new(1).with_tuning(t).err().expect("refused");
    assert_eq!(
        refused(Tuning { width: 0, ..TUNING }),
        "tuning: width is the plans the search keeps per step, and must be at least 1"
    );
    assert_eq!(
        refused(Tuning {
            branch: 0,
            ..TUNING
        }),
        "tuning: branch is the actions each kept plan proposes, and must be at least 1"
    );
    assert_eq!(
        refused(Tuning {
            shortlist: 0,
            ..TUNING
        }),
        "tuning: shortlist is the candidates tried at a time, and must be at least 1"
    );
    assert_eq!(
        refused(Tuning {
            shortlists: 0,
            ..TUNING
        }),
        "tuning: shortlists is the shortlists tried, and must be at least 1"
    );
    assert_eq!(
        refused(Tuning {
            max_beam: 0,
            ..TUNING
        }),
        "tuning: max_beam is the widest beam option 'beam' accepts, and must be at least 1"
    );
    assert_eq!(
        refused(Tuning {
            patience: 0,
            ..TUNING
        }),
        "tuning: patience is the recomputations in a row with no smaller footprint the greedy sequence goes through, and must be at least 1"
    );
    assert_eq!(
        refused(Tuning {
            batch_ops: 0,
            ..TUNING
        }),
        "tuning: batch_ops is the ops of a block per action one plan of the greedy sequence takes, and must be at least 1"
    );
}
