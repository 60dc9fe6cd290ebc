//! `remat{budget=BYTES}`: rematerialization under a memory budget. Values kept alive from the
//! forward pass to their backward readers are recomputed just before those readers instead,
//! from values that are live there anyway, until the step's footprint fits the budget.
//!
//! Method (see `docs/EQSAT.md`): a beam search over sequences of actions on the current
//! order. Each action takes a value live at the current peak, picks its first reader after
//! the peak, and recomputes it there: a copy of its defining op (and, within [`tuning::Tuning::near`] — 4
//! levels — of producers whose results are no longer live there) is inserted before that
//! reader, and every reader from there on reads the copy. The original dies at its last
//! earlier reader. Small constants (at most 1 KiB, such as a splat's scalar) are copied like
//! any producer. Among the candidates, ranked by bytes removed at the peak per recomputed
//! FLOP, shortlists of six are tried in turn (at most eight); the actions that lower the cost
//! are proposed, and an action that would raise the peak never is. When another point holds
//! the same peak, an action that leaves the peak but crowds the top of the liveness profile
//! less (the bytes above 90% of the peak, summed over positions) counts as progress, so the
//! next action can lower it. When no action within [`tuning::Tuning::near`] helps, one within [`tuning::Tuning::far`] (10
//! levels, 48 ops: a residual block's forward from its input), then within [`tuning::Tuning::farthest`] (24
//! levels, 160 ops), is looked for before giving up. The search keeps `beam` plans per step
//! (the greedy sequence among them, see [`fit`]), schedules each as the pipeline goes on after
//! this pass and costs it at the lower bound of its buffers' live ranges (in-place reuse and
//! donation as `assign-buffers` finds them), places (`assign-buffers`) only the plans whose
//! lower bound is within the budget, and answers with the fitting plan that recomputes least.
//! The plans do not depend on the budget, so a smaller budget never gets a larger footprint.
//! The greedy sequence is proposed ahead on one thread, its plans costed and refined on the
//! machine's cores and considered in order ([`greedy`]): the same answer on any number of
//! cores. It stops after [`tuning::Tuning::patience`] recomputations in a row (64) with no
//! smaller footprint and none fitting: its actions lower `schedule`'s cost of the order,
//! which on some steps stops lowering the footprint. On a block of more than
//! [`tuning::Tuning::batch_ops`] ops (1024) each of its plans takes one action per that many
//! ops, the best of one ranking, so a deep step measures about as many plans as a shallow
//! one; a plan of several actions that fits is followed by its parent's plans of one action
//! each, so the answer is the fit among them with the fewest FLOPs.
//!
//! Where the plan it starts from does not fit, the search also measures the step
//! checkpointed at its forward pass's single-value cuts, at every granularity
//! ([`segments`], as `jax.checkpoint` on every block does), and goes on from the smallest of
//! those: checkpointing every block is among the plans it reaches, without reach constants.
//!
//! Each plan is improved before it is measured ([`refine`]): reversed kernels read in place,
//! early masks, convolutions computed inside the loops reading them, loops of batch pieces
//! ([`pieced`]) and, on search paths where those formed, a stored value computed again for
//! them to take in ([`recomputed_in_pieces`]); a plan may so have two answers, with and
//! without those FLOPs.
//!
//! Recomputed ops carry the unit attribute `lt.remat`; reports count their FLOPs as
//! recomputation and `--explain` lists them.

mod actions;
mod greedy;
pub mod loops;
pub mod mask;
mod refine;
mod search;
mod segments;
pub mod tuning;

pub use actions::recomputable;
use actions::*;
use refine::*;
use search::*;
pub(crate) use search::{fit, UNLIMITED};

use crate::analysis::liveness::Uses;
use crate::manager::{Pass, PassArgs, PassError, PassInfo, PassOption, PassOutcome};
use crate::memory::measure::{measure_unplaced, measure_with, Measured};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::ops::cost;
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::{Attr, Block, Module, Op, OpKind, Traits, Value};
use tuning::{Tuning, TUNING};

/// A plan of `f` as the search costs it: a copy scheduled, with its lower bound and peak, its
/// buffers not placed (`Measured::placed` false; its footprint its lower bound). The
/// search places only the plans it may answer with (`search::placed_within`: with the
/// smaller placement search of [`tuning::Tuning::replan`], then in full).
fn measure(m: &Module, f: Op) -> Result<Measured, String> {
    measure_unplaced(m, f)
}

/// The `remat` pass.
pub struct Remat {
    budget: u64,
    width: Option<usize>,
    progress: bool,
    search_time: Option<std::time::Duration>,
    tuning: Tuning,
}

/// How far one recomputation may reach: levels of producers and ops copied.
#[derive(Clone, Copy, Debug)]
pub struct Reach {
    /// Levels of producers.
    pub depth: u32,
    /// Ops copied.
    pub ops: usize,
}

const SUMMARY: &str =
    "recompute values at their backward readers until the footprint fits the budget";
const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "budget",
        help: "the footprint to fit, in bytes (units allowed: 512MiB, 8GiB)",
        default: "none (required)",
    },
    PassOption {
        name: "max-actions",
        help: "steps of the search before giving up (a step recomputes one value per plan, several in a plan of the greedy sequence on a block over batch-ops ops)",
        default: "400",
    },
    PassOption {
        name: "patience",
        help: "recomputations in a row with no smaller footprint (and none fitting) after which the greedy sequence stops",
        default: "64",
    },
    PassOption {
        name: "batch-ops",
        help: "ops of a block per recomputation that one plan of the greedy sequence takes: a block of n ops takes max(1, n / batch-ops) per plan, the best of one ranking (a bound above the block's size: one at a time)",
        default: "1024",
    },
    BEAM,
    PROGRESS,
    SEARCH_TIME_LIMIT,
];

/// The `search-time-limit` option of `remat` and `eqsat`.
pub(crate) const SEARCH_TIME_LIMIT: PassOption = PassOption {
    name: "search-time-limit",
    help: "milliseconds the recomputation search may take after planning its start; then it answers with the best plan found (or says the smallest footprint it reached)",
    default: "none",
};

/// The `search-time-limit` option's value.
pub(crate) fn search_time_option(a: &PassArgs) -> Result<Option<std::time::Duration>, String> {
    a.get("search-time-limit")
        .map(|_| crate::manager::int_option(a, "search-time-limit", 0))
        .transpose()
        .map(|ms| ms.map(std::time::Duration::from_millis))
}

/// The `beam` option of `remat` and `eqsat`.
pub(crate) const BEAM: PassOption = PassOption {
    name: "beam",
    help: "plans kept per step of the recomputation search (1: one greedy sequence)",
    default: "4 for functions of up to 512 ops, else 1",
};

/// The `beam` option's value (`None`: by the function's size).
pub(crate) fn beam_option(a: &PassArgs) -> Result<Option<usize>, String> {
    match a.get("beam") {
        None => Ok(None),
        Some(_) => match crate::manager::int_option(a, "beam", 1)? {
            0 => Err("option 'beam' must be at least 1".to_string()),
            n if n > TUNING.max_beam => Err(format!(
                "option 'beam' must be at most {}: the search's time and memory grow with it (each kept plan is a copy of the step)",
                TUNING.max_beam
            )),
            n => Ok(Some(n as usize)),
        },
    }
}

/// The `progress` option of `remat` and `eqsat`.
pub(crate) const PROGRESS: PassOption = PassOption {
    name: "progress",
    help: "1: report the search on standard error as it goes",
    default: "0",
};

/// The `progress` option's value.
pub(crate) fn progress_option(a: &PassArgs) -> Result<bool, String> {
    crate::manager::flag_option(a, "progress", false)
}

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "remat",
        summary: SUMMARY,
        options: OPTIONS,
        create: |a: &PassArgs| {
            let budget = a
                .get("budget")
                .ok_or("option 'budget' is required, e.g. remat{budget=512MiB}")?;
            let budget = crate::report::units::parse_bytes(budget)
                .map_err(|e| format!("option 'budget': {e}"))?;
            let max_actions = crate::manager::int_option(a, "max-actions", TUNING.max_actions)?;
            let patience = match crate::manager::int_option(a, "patience", TUNING.patience)? {
                0 => return Err("option 'patience' must be at least 1 (recomputations in a row with no smaller footprint)".to_string()),
                n => n,
            };
            let batch_ops = match crate::manager::int_option(a, "batch-ops", TUNING.batch_ops as u64)? {
                0 => return Err("option 'batch-ops' must be at least 1 (ops of a block per recomputation a plan takes)".to_string()),
                n => usize::try_from(n).unwrap_or(usize::MAX),
            };
            Ok(Box::new(Remat {
                budget,
                width: beam_option(a)?,
                progress: progress_option(a)?,
                search_time: search_time_option(a)?,
                tuning: Tuning {
                    max_actions,
                    patience,
                    batch_ops,
                    ..TUNING
                },
            }))
        },
    }
}

impl Remat {
    /// A `remat` pass for `budget` bytes.
    pub fn new(budget: u64) -> Remat {
        Remat {
            budget,
            width: None,
            progress: false,
            search_time: None,
            tuning: TUNING,
        }
    }

    /// The pass searching with `tuning` instead of [`TUNING`]; `Err` when [`Tuning::check`]
    /// refuses it.
    pub fn with_tuning(self, tuning: Tuning) -> Result<Remat, String> {
        tuning.check()?;
        Ok(Remat { tuning, ..self })
    }
}

/// What rematerialization reached for one function when the budget could not be met.
#[derive(Clone, Debug)]
pub struct Infeasible {
    /// The function.
    pub function: String,
    /// The budget.
    pub budget: u64,
    /// The smallest footprint any plan of the search reached.
    pub best: u64,
    /// Recomputations in that plan.
    pub actions: usize,
    /// Plans the search kept per step.
    pub width: usize,
    /// Ops computed again inside fused loops (by `eqsat`'s fusion) in that plan.
    pub loop_ops: u64,
    /// Ops scans' backward loops compute again (`loop_remat`) in that plan.
    pub scan_ops: u64,
    /// The largest values live at that plan's peak: (description, bytes).
    pub holders: Vec<(String, u64)>,
    /// The time limit, when the search stopped at it.
    pub timed_out: Option<std::time::Duration>,
}

impl From<Infeasible> for PassError {
    fn from(e: Infeasible) -> Self {
        PassError {
            message: e.to_string(),
            budget_miss: Some(Box::new(lowtide_ir::diag::BudgetMiss {
                function: e.function.clone(),
                budget: e.budget,
                smallest: e.best,
            })),
        }
    }
}

impl std::fmt::Display for Infeasible {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "@{} cannot fit in {} bytes: the smallest footprint lowtide reaches is {} bytes ({}, recomputing {} values",
            self.function,
            self.budget,
            self.best,
            crate::report::units::human_bytes(self.best),
            self.actions
        )?;
        if self.loop_ops > 0 {
            write!(f, " and {} ops inside fused loops", self.loop_ops)?;
        }
        if self.scan_ops > 0 {
            write!(f, " and {} ops inside scans' backward loops", self.scan_ops)?;
        }
        write!(f, "); ask for at least that much")?;
        if !self.holders.is_empty() {
            write!(f, "; at its peak the largest live values are")?;
            for (i, (what, b)) in self.holders.iter().enumerate() {
                let sep = if i == 0 { " " } else { ", " };
                write!(f, "{sep}{what} ({})", crate::report::units::human_bytes(*b))?;
            }
        }
        if let Some(t) = self.timed_out {
            write!(
                f,
                "; the search stopped at its time limit of {}: a longer one (`lowtide plan --time-limit`, option search-time-limit) may reach less",
                crate::report::units::human_duration(t)
            )?;
        }
        if self.width < TUNING.width {
            let plans = match self.width {
                1 => "1 plan".to_string(),
                n => format!("{n} plans"),
            };
            write!(
                f,
                "; the search kept {plans} per step: a wider one (`lowtide plan --beam {w}`, option beam={w}) may reach less, taking longer",
                w = TUNING.width
            )?;
        }
        Ok(())
    }
}

impl Pass for Remat {
    fn name(&self) -> &'static str {
        "remat"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn options(&self) -> &'static [PassOption] {
        OPTIONS
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let (mut actions, mut flops, mut steps) = (0, 0, 0);
        for (f, _) in m.functions() {
            let Some(block) = m.entry_block(f) else {
                continue;
            };
            let search = Search {
                width: self
                    .width
                    .unwrap_or_else(|| default_width(m, block, &self.tuning)),
                progress: self.progress,
                time_limit: self.search_time,
                tuning: self.tuning,
            };
            let r = fit(vec![m.clone()], None, f, block, self.budget, search)??;
            *m = r.m;
            actions += r.values;
            flops += r.flops;
            steps += r.steps;
        }
        Ok(PassOutcome {
            changed: actions > 0,
            stats: vec![
                ("values-recomputed", actions),
                ("recompute-flops", flops),
                ("search-steps", steps),
            ],
        })
    }
}

/// Lines on standard error while the search runs (option `progress`): where it starts, then
/// at most one a second.
struct Progress {
    on: bool,
    last: std::time::Instant,
}

impl Progress {
    fn say(&mut self, force: bool, line: impl FnOnce() -> String) {
        if self.on && (force || self.last.elapsed() >= std::time::Duration::from_secs(1)) {
            eprintln!("lowtide: {}", line());
            self.last = std::time::Instant::now();
        }
    }
}

/// How the search runs.
#[derive(Clone, Copy, Debug)]
pub struct Search {
    /// Plans kept per step (1: the greedy sequence).
    pub width: usize,
    /// Report the search on standard error as it goes.
    pub progress: bool,
    /// Time the search may take after planning its start (`None`: no limit); then it answers
    /// with the best plan found.
    pub time_limit: Option<std::time::Duration>,
    /// The search's constants (its steps before giving up: `max_actions`).
    pub tuning: Tuning,
}

/// The default width for `block`: [`tuning::Tuning::width`] up to [`tuning::Tuning::wide_ops`] ops, else 1.
pub fn default_width(m: &Module, block: Block, t: &Tuning) -> usize {
    if m.blocks[block].ops.len() <= t.wide_ops {
        t.width
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `eqsat`'s rewrites of this step compute `tanh` again inside a fused loop (1024 FLOPs).
    const STEP: &str = include_str!("../../../lit_tests/eqsat/fuse-producer.mlir");

    #[test]
    fn a_smaller_plan_without_rewrites_answers_whatever_the_flops() {
        let mut m = lowtide_ir::parse_and_verify(STEP, "step").unwrap();
        crate::Pipeline::parse("inline,canonicalize,cse,fuse,eqsat,schedule")
            .unwrap()
            .run(&mut m, &Default::default(), "step", &mut Vec::new())
            .unwrap();
        let f = m.function("main").unwrap();
        let block = m.entry_block(f).unwrap();
        assert!(recomputed_in_block(&m, block) > 0);
        // A made-up plan without rewrites, smaller than anything the search plans.
        let smaller = || Measured {
            fp: 1,
            lb: 1,
            m: m.clone(),
            peak: 0,
            placed: true,
            uses: Default::default(),
        };
        let search = || Search {
            width: 1,
            progress: false,
            time_limit: None,
            tuning: Tuning {
                max_actions: 4,
                ..TUNING
            },
        };
        let answer = |budget| {
            fit(vec![m.clone()], Some(smaller()), f, block, budget, search())
                .unwrap()
                .unwrap()
                .flops
        };
        assert_eq!(answer(UNLIMITED), 0, "the plan without rewrites answers");
        // Under a budget too: it is smaller and adds no FLOPs.
        assert_eq!(answer(1 << 30), 0, "the plan without rewrites answers");
        // A larger one answers under a budget only against a plan recomputing more than the
        // first start's own (here: that plan itself, its fused loop's 1024 FLOPs).
        let larger = || Measured {
            fp: 1 << 29,
            ..smaller()
        };
        let flops = fit(vec![m.clone()], Some(larger()), f, block, 1 << 30, search())
            .unwrap()
            .unwrap()
            .flops;
        assert!(flops > 0);
    }

    /// The search's placements get what is left of its time limit: none once it has passed,
    /// `assign-buffers`' own without one.
    #[test]
    fn the_search_s_placements_get_what_is_left_of_its_time_limit() {
        use std::time::{Duration, Instant};
        let how = crate::memory::measure::Replan::DEFAULT;
        assert_eq!(within(how, None).time, None);
        let passed = Instant::now() - Duration::from_millis(5);
        assert_eq!(within(how, Some(passed)).time, Some(Duration::ZERO));
        let later = within(how, Some(Instant::now() + Duration::from_secs(60))).time;
        assert!(later.is_some_and(|t| t > Duration::from_secs(50) && t <= Duration::from_secs(60)));
    }

    /// An op standing for the function of plans that are never placed again (their lower
    /// bound is their footprint).
    fn no_function() -> Op {
        lowtide_ir::entity::EntityRef::new(0)
    }

    #[test]
    fn a_plan_with_two_answers_answers_with_the_cheapest_that_fits() {
        let answer = |fp, flops| Answer {
            m: Module::default().into(),
            fp,
            lb: fp,
            placed: true,
            flops,
            actions: 1,
        };
        // Pieces alone (no FLOPs beyond the plan's 5), and a stored value computed again for
        // them (4 more).
        let s = Candidate {
            m: Module::default().into(),
            flops: 5,
            cost: 0,
            fp: 12,
            lb: 12,
            placed: true,
            actions: 1,
            pieces: true,
            answers: vec![answer(10, 5), answer(8, 9)],
        };
        let found = |budget| {
            let mut f = Found {
                fit: None,
                smallest: None,
                deadline: None,
                replan: TUNING.replan,
            };
            f.consider(&s, budget, no_function());
            let fit = f.fit.map(|a| (a.fp, a.flops));
            (fit, f.smallest.map(|a| (a.fp, a.flops)))
        };
        assert_eq!(found(12), (Some((10, 5)), Some((8, 9))));
        assert_eq!(found(9), (Some((8, 9)), Some((8, 9))));
        assert_eq!(found(7), (None, Some((8, 9))));
        // Without answers the plan itself answers.
        let plain = Candidate {
            answers: Vec::new(),
            m: Module::default().into(),
            ..s
        };
        let mut f = Found {
            fit: None,
            smallest: None,
            deadline: None,
            replan: TUNING.replan,
        };
        f.consider(&plain, 12, no_function());
        assert_eq!(f.fit.map(|a| (a.fp, a.flops)), Some((12, 5)));
    }

    /// Plans are judged placed: the search's own placement when it ran (in full when that
    /// misses the budget while the lower bound is within it), else placed when the lower bound
    /// is within the budget, and otherwise left unplaced at their bound.
    #[test]
    fn a_plan_missing_the_budget_only_through_the_smaller_placement_is_placed_in_full() {
        let mut m = lowtide_ir::parse_and_verify(STEP, "step").unwrap();
        crate::Pipeline::parse("inline,canonicalize,cse,fuse,schedule")
            .unwrap()
            .run(&mut m, &Default::default(), "step", &mut Vec::new())
            .unwrap();
        let f = m.function("main").unwrap();
        let full = crate::memory::measure::measure(&m, f).unwrap();
        let judged = |fp, lb, placed| {
            // As if the search's placement had reached `fp` (or, unplaced, its bound were
            // `fp`), with lower bound `lb`.
            let s = Candidate {
                m: m.clone().into(),
                flops: 0,
                cost: 0,
                fp,
                lb,
                placed,
                actions: 0,
                pieces: false,
                answers: Vec::new(),
            };
            let mut found = Found {
                fit: None,
                smallest: None,
                deadline: None,
                replan: TUNING.replan,
            };
            found.consider(&s, full.fp, f);
            let placed = |a: &Answer| (a.fp, a.placed);
            (
                found.fit.as_ref().map(placed),
                found.smallest.as_ref().map(placed),
            )
        };
        let (fits, at) = (Some((full.fp, true)), |fp| Some((fp, true)));
        // Missed by a byte, its lower bound within the budget: placed in full, it fits.
        assert_eq!(judged(full.fp + 1, full.lb, true), (fits, fits));
        // Its lower bound past the budget: judged as placed.
        assert_eq!(
            judged(full.fp + 1, full.fp + 1, true),
            (None, at(full.fp + 1))
        );
        // Unplaced, its lower bound within the budget: placed, it fits (whatever its bound).
        assert_eq!(judged(0, full.lb, false), (fits, fits));
        // Unplaced, its lower bound past the budget: left unplaced, no answer.
        let unplaced = Some((full.fp + 1, false));
        assert_eq!(judged(full.fp + 1, full.fp + 1, false), (None, unplaced));
    }

    #[test]
    fn a_folded_reversal_is_the_convolution_s_own_window_reversal() {
        let src = r#""func.func"() <{function_type = (tensor<2x5x5x3xf32>, tensor<3x3x4x3xf32>) -> (tensor<2x5x5x4xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<2x5x5x3xf32>, %k: tensor<3x3x4x3xf32>):
  %r = "stablehlo.reverse"(%k) <{dimensions = array<i64: 0>}> : (tensor<3x3x4x3xf32>) -> tensor<3x3x4x3xf32>
  %c = "stablehlo.convolution"(%x, %r) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, true>, window_strides = array<i64: 1, 1>}> : (tensor<2x5x5x3xf32>, tensor<3x3x4x3xf32>) -> tensor<2x5x5x4xf32>
  "func.return"(%c) : (tensor<2x5x5x4xf32>) -> ()
}) : () -> ()"#;
        let mut m = lowtide_ir::parse_and_verify(src, "step").unwrap();
        let block = m.entry_block(m.function("main").unwrap()).unwrap();
        let (rev, conv) = (m.blocks[block].ops[0], m.blocks[block].ops[1]);
        assert!(fold_reversal(&mut m, block, rev));
        crate::cleanup::dce::remove_dead_ops(&mut m);
        assert_eq!(m.blocks[block].ops.len(), 2, "the reversed copy is gone");
        let k = m.blocks[block].args[1];
        assert_eq!(m.ops[conv].operands[1], k);
        // The property the convolution is read by, not a discardable attribute beside it.
        let flip = m.ops[conv]
            .properties
            .get("window_reversal")
            .and_then(Attr::as_i64s);
        assert_eq!(flip, Some(vec![1, 1]));
        assert!(m.ops[conv].attrs.get("window_reversal").is_none());
        lowtide_ir::verify(&m).unwrap();
    }
}
