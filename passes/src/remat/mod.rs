//! `remat{budget=BYTES}`: rematerialization under a memory budget. Values kept alive from the
//! forward pass to their backward readers are recomputed just before those readers instead,
//! from values that are live there anyway, until the step's footprint fits the budget.
//!
//! Method (see `docs/EQSAT.md`): a beam search over sequences of actions on the current
//! order. Each action takes a value live at the current peak, picks its first reader after
//! the peak, and recomputes it there: a copy of its defining op (and, within [`NEAR`] — 4
//! levels — of producers whose results are no longer live there) is inserted before that
//! reader, and every reader from there on reads the copy. The original dies at its last
//! earlier reader. Small constants (at most 1 KiB, such as a splat's scalar) are copied like
//! any producer. Among the candidates, ranked by bytes removed at the peak per recomputed
//! FLOP, shortlists of six are tried in turn (at most eight); the actions that lower the cost
//! are proposed, and an action that would raise the peak never is. When another point holds
//! the same peak, an action that leaves the peak but crowds the top of the liveness profile
//! less (the bytes above 90% of the peak, summed over positions) counts as progress, so the
//! next action can lower it. When no action within [`NEAR`] helps, one within [`FAR`] (10
//! levels, 48 ops: a residual block's forward from its input), then within [`FARTHEST`] (24
//! levels, 160 ops), is looked for before giving up. The search keeps `beam` plans per step
//! (the greedy sequence among them, see [`fit`]), plans each for real (`schedule`,
//! `assign-buffers`, exactly as the pipeline goes on after this pass), and answers with the
//! fitting plan that recomputes least. The plans do not depend on the budget, so a smaller
//! budget never gets a larger footprint.
//!
//! Each plan is improved before it is measured ([`refine`]): reversed kernels read in place,
//! early masks, convolutions computed inside the loops reading them, loops of batch pieces
//! ([`pieced`]) and, on search paths where those formed, a stored value computed again for
//! them to take in ([`recomputed_in_pieces`]); a plan may so have two answers, with and
//! without those FLOPs.
//!
//! Recomputed ops carry the unit attribute `lt.remat`; reports count their FLOPs as
//! recomputation and `--explain` lists them.

pub mod loops;
pub mod mask;

use crate::memory::measure::{measure, measure_with, Measured, Replan};
use crate::analysis::liveness::Uses;
use crate::manager::{Pass, PassArgs, PassInfo, PassOption, PassOutcome};
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::ops::cost;
use lowtide_ir::{Attr, Block, Module, Op, OpKind, Traits, Value};

/// The `remat` pass.
pub struct Remat {
    budget: u64,
    max_actions: u64,
    width: Option<usize>,
    progress: bool,
}

/// How far one recomputation may reach: levels of producers and ops copied.
#[derive(Clone, Copy, Debug)]
pub struct Reach {
    /// Levels of producers.
    pub depth: u32,
    /// Ops copied.
    pub ops: usize,
}

/// The reach of every action.
pub const NEAR: Reach = Reach { depth: 4, ops: 16 };

/// The reach tried when no action within [`NEAR`] helps: a whole block's forward recomputed
/// from its input.
pub const FAR: Reach = Reach { depth: 10, ops: 48 };

/// The reach tried when nothing within [`FAR`] helps: a chain back to values kept anyway
/// (on gpt, a layer's activations from the residual stream several blocks back).
pub const FARTHEST: Reach = Reach {
    depth: 24,
    ops: 160,
};

/// Recomputations tried before giving up, unless `max-actions` says otherwise.
pub const MAX_ACTIONS: u64 = 400;

/// Candidates per action tried for real (on a copy of the block), a shortlist at a time.
const SHORTLIST: usize = 6;

/// Shortlists tried before giving up.
const SHORTLISTS: usize = 8;

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
        help: "recomputations tried before giving up",
        default: "400",
    },
    BEAM,
    PROGRESS,
];

/// The `beam` option of `remat` and `eqsat`.
pub(crate) const BEAM: PassOption = PassOption {
    name: "beam",
    help: "plans kept per step of the recomputation search (1: one greedy sequence)",
    default: "4 for functions of up to 512 ops, else 1",
};

/// The widest beam the search accepts.
pub const MAX_BEAM: u64 = 64;

/// The `beam` option's value (`None`: by the function's size).
pub(crate) fn beam_option(a: &PassArgs) -> Result<Option<usize>, String> {
    match a.get("beam") {
        None => Ok(None),
        Some(_) => match crate::manager::int_option(a, "beam", 1)? {
            0 => Err("option 'beam' must be at least 1".to_string()),
            n if n > MAX_BEAM => Err(format!(
                "option 'beam' must be at most {MAX_BEAM}: the search's time and memory grow with it (each kept plan is a copy of the step)"
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
            let budget =
                crate::report::units::parse_bytes(budget).map_err(|e| format!("option 'budget': {e}"))?;
            let max_actions = crate::manager::int_option(a, "max-actions", MAX_ACTIONS)?;
            Ok(Box::new(Remat {
                budget,
                max_actions,
                width: beam_option(a)?,
                progress: progress_option(a)?,
            }))
        },
    }
}

impl Remat {
    /// A `remat` pass for `budget` bytes.
    pub fn new(budget: u64) -> Remat {
        Remat {
            budget,
            max_actions: MAX_ACTIONS,
            width: None,
            progress: false,
        }
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
        if self.width < WIDTH {
            let plans = match self.width {
                1 => "1 plan".to_string(),
                n => format!("{n} plans"),
            };
            write!(
                f,
                "; the search kept {plans} per step: a wider one (`lowtide plan --beam {WIDTH}`, option beam={WIDTH}) may reach less, taking longer"
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
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, String> {
        let mut actions = 0;
        let mut flops = 0;
        for (f, _) in m.functions() {
            let Some(block) = m.entry_block(f) else {
                continue;
            };
            let search = Search {
                width: self.width.unwrap_or_else(|| default_width(m, block)),
                max_actions: self.max_actions,
                progress: self.progress,
            };
            let r = fit(vec![m.clone()], None, f, block, self.budget, search)?
                .map_err(|e| e.to_string())?;
            *m = r.0;
            actions += r.1;
            flops += r.2;
        }
        Ok(PassOutcome {
            changed: actions > 0,
            stats: vec![("values-recomputed", actions), ("recompute-flops", flops)],
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
    /// Steps (recomputations on one plan's path) before giving up.
    pub max_actions: u64,
    /// Report the search on standard error as it goes.
    pub progress: bool,
}

/// Actions each kept plan proposes per step when the search keeps more than one plan.
const BRANCH: usize = 3;

/// How [`with_epilogues`] plans its variants: a placement search of a few tenths of a second
/// (bounded by nodes, so the same on any machine); the default's searches on resnet18's
/// variants ran to its limit three times.
const REPLAN: Replan = Replan {
    fuse_epilogues: false,
    node_limit: 30_000,
};

/// Steps without a smaller footprint before a search keeping several plans narrows to its
/// first plan (the greedy sequence).
const STALL: u64 = 10;

/// The widest search by default, and the largest block (in ops) it is used for; larger
/// blocks get the greedy sequence (the search's time grows with the width and the square
/// of the block's size).
const WIDTH: usize = 4;
const WIDE_OPS: usize = 512;

/// The default width for `block`: [`WIDTH`] up to [`WIDE_OPS`] ops, else 1.
pub fn default_width(m: &Module, block: Block) -> usize {
    if m.blocks[block].ops.len() <= WIDE_OPS {
        WIDTH
    } else {
        1
    }
}

/// One plan of the search.
struct State {
    m: Module,
    /// FLOPs its recomputations add.
    flops: u64,
    /// `schedule`'s cost of its order.
    cost: u64,
    /// Its planned footprint.
    fp: u64,
    /// Recomputations on its path.
    actions: u64,
    /// Whether loops of pieces formed in a plan on its path (it included), so a stored value
    /// computed again for them is tried ([`with_epilogues`]).
    pieces: bool,
    /// `m` improved ([`refine`]: weight-gradient convolutions computed in their updates,
    /// loops of pieces), planned, when that is smaller: what the search answers with, cheapest
    /// first. The search goes on from `m` and `fp`: going on from such plans ended higher
    /// (resnet18's smallest: 73.10 MiB instead of 70.46).
    answers: Vec<Answer>,
}

/// A plan the search may answer with.
#[derive(Clone)]
struct Answer {
    m: Module,
    /// Its planned footprint.
    fp: u64,
    /// FLOPs its recomputations add.
    flops: u64,
    /// Recomputations on its search path.
    actions: u64,
}

impl State {
    /// The plans it answers with: [`State::answers`], or itself when it has none.
    fn answers(&self) -> Vec<(&Module, u64, u64)> {
        if self.answers.is_empty() {
            return vec![(&self.m, self.fp, self.flops)];
        }
        self.answers.iter().map(|a| (&a.m, a.fp, a.flops)).collect()
    }
}

/// What the search keeps: the plan with the fewest FLOPs that fits (first found among equals)
/// and the plan with the smallest footprint (then fewest FLOPs).
struct Found {
    fit: Option<Answer>,
    smallest: Option<Answer>,
}

impl Found {
    fn consider(&mut self, s: &State, budget: u64) {
        for (m, fp, flops) in s.answers() {
            let answer = || Answer {
                m: m.clone(),
                fp,
                flops,
                actions: s.actions,
            };
            if fp <= budget && self.fit.as_ref().is_none_or(|b| flops < b.flops) {
                self.fit = Some(answer());
            }
            if self
                .smallest
                .as_ref()
                .is_none_or(|b| (fp, flops) < (b.fp, b.flops))
            {
                self.smallest = Some(answer());
            }
        }
    }
}

/// The budget `eqsat{budget=unlimited}` fits: every plan fits it, and the plan without rewrites
/// answers whenever it is smaller, whatever FLOPs the search's plan adds (fusion's own
/// recomputation of cheap producers): the default pipeline never plans larger than it did
/// without rewrites.
pub(crate) const UNLIMITED: u64 = u64::MAX;

/// Recomputes values of `f` (entry block `block`) to fit `budget`, searching from each of
/// `starts` in turn (the same function, rewritten differently) until one has a plan that fits:
/// the plan with the fewest recomputed FLOPs that fits, as (module, values recomputed, FLOPs
/// added), or what the smallest footprint reached was; the outer error when the function
/// cannot be planned.
///
/// A search is a beam: each step, every kept plan proposes its best actions (one when the
/// width is 1: the greedy sequence), the first plan's first proposal is kept (so the greedy
/// sequence is always searched, to its end: a beam that finds no smaller footprint for
/// [`STALL`] steps narrows to it), and the other children with the most cost removed per
/// recomputed FLOP fill the beam; every kept plan is planned for real. Nothing in the search
/// depends on the budget, and the answer is the fitting plan with the fewest FLOPs (first
/// found among equals) of everything it plans, so a smaller budget never gets a larger
/// footprint. The search stops early only where nothing it could still find would be chosen:
/// a plan's recomputations only add FLOPs, so once every kept plan has at least the FLOPs of
/// the answer, no later plan can beat it. A later start is searched only when no earlier one
/// fits, which keeps the answer monotone: if a larger budget took a later start, no earlier
/// start fits it, nor the smaller budget; if a smaller budget took a later start than a larger
/// one, the larger one's answer does not fit the smaller budget, so it is the larger plan.
/// The greedy sequence is part of every search from the same start, so a wider one never
/// answers with more FLOPs from that start. `baseline`, the plan without rewrites (no FLOPs
/// added), answers where the search has none, or one adding no FLOPs but larger (below; with
/// [`UNLIMITED`], one adding any FLOPs but larger).
pub(crate) fn fit(
    starts: Vec<Module>,
    baseline: Option<Measured>,
    f: Op,
    block: Block,
    budget: u64,
    search: Search,
) -> Result<Result<(Module, u64, u64), Infeasible>, String> {
    let name = starts
        .first()
        .and_then(|m| m.attr(f, "sym_name"))
        .and_then(Attr::as_str)
        .unwrap_or("?")
        .to_string();
    let cannot = |_| format!("@{name}: cannot plan");
    let human = crate::report::units::human_bytes;
    let mut say = Progress {
        on: search.progress,
        last: std::time::Instant::now(),
    };
    let mut found = Found {
        fit: None,
        smallest: None,
    };
    let want = if search.width > 1 { BRANCH } else { 1 };
    let mut total = 0;
    for start in starts {
        if found.fit.is_some() {
            break;
        }
        // What the start already recomputes (loops `eqsat` fused) counts, so that plans from
        // different starts compare as the report will count them.
        let flops = recomputed_in_block(&start, block);
        let planned = measure(&start, f).map_err(cannot)?;
        let mut root = State {
            fp: planned.fp,
            cost: crate::schedule::order_cost(&start, block),
            m: start,
            flops,
            actions: 0,
            pieces: false,
            answers: Vec::new(),
        };
        refine(&mut root, planned, f, block).map_err(cannot)?;
        say.say(true, || {
            format!(
                "@{name}: fitting {} in a budget of {}",
                human(root.fp),
                human(budget)
            )
        });
        found.consider(&root, budget);
        let (cost0, mut beam) = (root.cost, vec![root]);
        let (mut steps, mut stalled, mut smallest) = (0u64, 0u64, u64::MAX);
        while steps < search.max_actions
            && !beam
                .iter()
                .all(|s| found.fit.as_ref().is_some_and(|best| s.flops >= best.flops))
        {
            // A stalled beam narrows to its first plan for good: the greedy sequence goes on
            // alone.
            let (width, want) = if stalled >= STALL {
                (1, 1)
            } else {
                (search.width, want)
            };
            beam.truncate(width);
            // The first proposal is always kept; of the others, the `width - 1` with the most
            // cost removed per recomputed FLOP (the first proposed among equals), chosen as
            // they come: memory holds the beam, those kept and one proposal, not every
            // proposal of every plan.
            let per_flop = |c: &State| cost0.saturating_sub(c.cost) as f64 / c.flops.max(1) as f64;
            let mut seen: Vec<(u64, u64)> = Vec::new();
            let mut first: Option<State> = None;
            // (order proposed, proposal), at most `width - 1`.
            let mut rest: Vec<(usize, State)> = Vec::new();
            for s in &beam {
                let actions = [NEAR, FAR, FARTHEST]
                    .into_iter()
                    .map(|reach| helpful_actions(&s.m, block, reach, want))
                    .find(|a| !a.is_empty())
                    .unwrap_or_default();
                for a in actions {
                    let mut m = s.m.clone();
                    let flops = s.flops + apply(&mut m, block, &a);
                    let cost = crate::schedule::order_cost(&m, block);
                    if seen.contains(&(cost, flops)) {
                        continue;
                    }
                    seen.push((cost, flops));
                    let c = State {
                        m,
                        flops,
                        cost,
                        fp: 0,
                        actions: s.actions + 1,
                        pieces: s.pieces,
                        answers: Vec::new(),
                    };
                    if first.is_none() {
                        first = Some(c);
                    } else if rest.len() + 1 < width {
                        rest.push((seen.len(), c));
                    } else if let Some(worst) = (0..rest.len()).min_by(|&i, &j| {
                        // The worst: least per FLOP, the later proposed among equals.
                        per_flop(&rest[i].1)
                            .partial_cmp(&per_flop(&rest[j].1))
                            .unwrap_or(std::cmp::Ordering::Equal)
                            .then(rest[j].0.cmp(&rest[i].0))
                    }) {
                        // A later proposal displaces only a strictly worse one.
                        if per_flop(&c) > per_flop(&rest[worst].1) {
                            rest[worst] = (seen.len(), c);
                        }
                    }
                }
            }
            let Some(first) = first else {
                break;
            };
            rest.sort_by(|a, b| {
                per_flop(&b.1)
                    .partial_cmp(&per_flop(&a.1))
                    .unwrap_or(std::cmp::Ordering::Equal)
                    .then(a.0.cmp(&b.0))
            });
            let mut children: Vec<State> = std::iter::once(first)
                .chain(rest.into_iter().map(|(_, c)| c))
                .collect();
            steps += 1;
            total += 1;
            stalled += 1;
            for c in &mut children {
                let planned = measure(&c.m, f).map_err(cannot)?;
                c.fp = planned.fp;
                refine(c, planned, f, block).map_err(cannot)?;
                found.consider(c, budget);
                if c.fp < smallest && stalled < STALL {
                    (smallest, stalled) = (c.fp, 0);
                }
            }
            beam = children;
            say.say(false, || {
                format!(
                    "@{name}: {steps} steps, smallest footprint so far {}",
                    human(found.smallest.as_ref().map_or(0, |a| a.fp))
                )
            });
        }
    }
    // The plan without rewrites (`baseline`, no FLOPs added) answers where it fits and the
    // search has no answer, or one as cheap and larger: a budget that plan fits is never
    // refused, and a smaller budget still never gets a larger footprint (a search without an
    // answer plans the same whatever the budget; its plans adding no FLOPs are its starts,
    // planned whatever the budget). With no limit it answers whenever it is smaller.
    if let Some(b) = baseline {
        let plain = Answer {
            fp: b.fp,
            m: b.m,
            flops: 0,
            actions: 0,
        };
        if plain.fp <= budget
            && found
                .fit
                .as_ref()
                .is_none_or(|s| (s.flops == 0 || budget == UNLIMITED) && plain.fp < s.fp)
        {
            found.fit = Some(plain);
        } else if found.smallest.as_ref().is_none_or(|s| plain.fp < s.fp) {
            found.smallest = Some(plain);
        }
    }
    if let Some(best) = found.fit {
        say.say(true, || {
            format!(
                "@{name}: fits in {} after {} values recomputed",
                human(best.fp),
                best.actions
            )
        });
        return Ok(Ok((best.m, best.actions, best.flops)));
    }
    let best = found.smallest.expect("every search plans its start");
    say.say(true, || {
        format!(
            "@{name}: stopped after {total} steps (up to {} plans per step); the smallest footprint was {}",
            search.width,
            human(best.fp)
        )
    });
    // Measured again for the report (planning is deterministic: the same plan).
    let m = &best.m;
    let holders = measure(m, f).map_or(Vec::new(), |p| holders(&p.m, f, 4));
    let (mut loop_ops, mut scan_ops) = (0, 0);
    for &o in &m.blocks[block].ops {
        // Loops of batch pieces compute the search's own recomputations, a piece at a time.
        let pieces = plan::pieces(m, o).is_some();
        if !plan::has(m, o, Mark::Remat) && !pieces {
            let n = crate::report::recomputed_in_loop(m, o).len() as u64;
            match m.kind(o) {
                Some(OpKind::While) => scan_ops += n,
                _ => loop_ops += n,
            }
        }
    }
    Ok(Err(Infeasible {
        function: name,
        budget,
        best: best.fp,
        actions: best.actions as usize,
        width: search.width,
        loop_ops,
        scan_ops,
        holders,
    }))
}

/// Improves plan `s` (`planned`: it scheduled and placed) before it is measured: reversed
/// kernels read in place ([`unreversed`]) and then early masks ([`masked`]) replace it when
/// they lower its footprint, and fused convolutions and loops of pieces
/// ([`with_epilogues`]) give the plans to answer with.
fn refine(s: &mut State, planned: Measured, f: Op, block: Block) -> Result<(), String> {
    let unreversed = unreversed(&planned, f, block)?;
    let changed = unreversed.is_some();
    let planned = unreversed.unwrap_or(planned);
    let masked = masked(&planned, f, block)?;
    with_epilogues(s, masked.as_ref().unwrap_or(&planned), f, block)?;
    if changed || masked.is_some() {
        let p = masked.unwrap_or(planned);
        (s.cost, s.m, s.fp) = (crate::schedule::order_cost(&p.m, block), p.m, p.fp);
    }
    Ok(())
}

/// `planned` with the reversed kernels live at its arena's peak read by their convolutions
/// as they are, with `window_reversal` (`eqsat`'s rule `reversed-kernel`: the same products
/// in the same order, so the same bits): up to [`REVERSALS`] rounds, each at the peak of the
/// plan the round before made, while the footprint does not grow; `None` unless it drops.
/// `eqsat` takes the rule only where it lowers the plan it extracts, whose peak is elsewhere;
/// the copy can still pay off there (an update may overwrite the kernel before the
/// convolution reads the copy), so the rule is tried again where the search moved the peak.
fn unreversed(planned: &Measured, f: Op, block: Block) -> Result<Option<Measured>, String> {
    let cost = |m: &Module| crate::schedule::order_cost(m, block);
    while_no_larger(planned, REVERSALS, |base| {
        let (m, p) = (&base.m, base.peak);
        let l = Uses::of(m, block);
        let mut t = m.clone();
        let mut any = false;
        for &op in &l.ops {
            if m.kind(op) == Some(OpKind::Reverse) && live_across(&l, m.ops[op].results[0], p) {
                any |= fold_reversal(&mut t, block, op);
            }
        }
        if !any {
            return Ok(None);
        }
        crate::cleanup::dce::remove_dead_ops(&mut t);
        // Placed only when scheduling it gives an order no costlier: placing every such
        // plan tripled the time of resnet18's infeasible budgets.
        crate::schedule::schedule(&mut t)?;
        if cost(&t) > cost(m) {
            return Ok(None);
        }
        measure(&t, f).map(Some)
    })
}

/// True when `v` is defined at or before position `p` and read at or after it.
fn live_across(l: &Uses, v: Value, p: u32) -> bool {
    l.def[v].is_some_and(|d| d <= p) && l.readers[v].last().is_some_and(|&q| q >= p)
}

/// `planned` changed by `step` (a plan made from the plan it is given, or `None` when it has
/// none) up to `rounds` times, each from the plan the round before made, while the footprint
/// does not grow (another point may hold the same peak); `None` unless it ends smaller.
fn while_no_larger(
    planned: &Measured,
    rounds: usize,
    mut step: impl FnMut(&Measured) -> Result<Option<Measured>, String>,
) -> Result<Option<Measured>, String> {
    let mut cur: Option<Measured> = None;
    for _ in 0..rounds {
        let base = cur.as_ref().unwrap_or(planned);
        match step(base)? {
            Some(next) if next.fp <= base.fp => cur = Some(next),
            _ => break,
        }
    }
    Ok(cur.filter(|c| c.fp < planned.fp))
}

/// Makes every reader of `rev`'s result, each a convolution reading it as its kernel, read
/// the kernel `rev` reverses with `window_reversal` instead; false (changing nothing) unless
/// every reader can.
fn fold_reversal(m: &mut Module, block: Block, rev: Op) -> bool {
    let (r, k) = (m.ops[rev].results[0], m.ops[rev].operands[0]);
    let mut windows = Vec::new();
    for &o in &m.blocks[block].ops {
        if !m.reads_deep(o).contains(&r) {
            continue;
        }
        let d = &m.ops[o];
        if m.kind(o) != Some(OpKind::Convolution) || d.operands.first() == Some(&r) {
            return false;
        }
        let Some(w) = crate::eqsat::rules::unreversed_window(
            m.attr(o, "dimension_numbers"),
            m.attr(o, "window_reversal"),
            m.attr(rev, "dimensions"),
        ) else {
            return false;
        };
        windows.push((o, w));
    }
    for (o, w) in &windows {
        m.ops[*o].operands[1] = k;
        m.ops[*o].properties.set("window_reversal", w.clone());
    }
    !windows.is_empty()
}

/// `planned` with comparisons moved into early masks (`mask.rs`), one at a time, for the
/// largest value whose last reader after the arena's peak reads only a comparison of it,
/// while the footprint does not grow (another point may hold the same peak), at most
/// [`MASKS`]; `None` unless that lowers the footprint. Masks add no FLOPs. Taken as actions of
/// their own (ranked by bytes per FLOP) they crowded out recomputations and took resnet18's
/// 60% plan from +17.6% to +44.2% FLOPs; applied to every plan the search makes, they lower it
/// (+17.6% at 72.96 MiB instead of 75.10).
fn masked(planned: &Measured, f: Op, block: Block) -> Result<Option<Measured>, String> {
    let m = &planned.m;
    let any = m.blocks[block].ops.iter().any(|&op| {
        m.ops[op]
            .operands
            .iter()
            .any(|&v| crate::remat::mask::find(m, v, op).is_some())
    });
    if !any {
        return Ok(None);
    }
    while_no_larger(planned, MASKS, |base| {
        let (m, p) = (&base.m, base.peak);
        let l = Uses::of(m, block);
        let mut best: Option<crate::remat::mask::Mask> = None;
        for &op in l.ops.iter().take(p as usize) {
            for &v in &m.ops[op].results {
                let later: Vec<u32> = l.readers[v].iter().copied().filter(|&r| r >= p).collect();
                let &[r] = later.as_slice() else { continue };
                let Some(mask) = crate::remat::mask::find(m, v, l.ops[r as usize]) else {
                    continue;
                };
                if best.as_ref().is_none_or(|b| mask.bytes > b.bytes) {
                    best = Some(mask);
                }
            }
        }
        let Some(mask) = best else { return Ok(None) };
        let mut t = m.clone();
        crate::remat::mask::apply(&mut t, block, &mask);
        measure(&t, f).map(Some)
    })
}

/// Sets `s.answers` to `planned` (a plan of `s`) with convolutions computed inside the loops
/// reading them (`epilogue.rs`), when that plans smaller: every weight gradient inside its
/// parameter's update, then, up to [`PEAK_FUSIONS`] times while the footprint drops, the
/// largest other convolution whose result is live across the arena's peak; then with loops
/// of pieces ([`pieced`]), and also, on a path where such loops formed
/// ([`State::pieces`]), with a stored value computed again for them
/// ([`recomputed_in_pieces`], which adds FLOPs), each when it plans smaller. Placed with a
/// smaller placement search ([`REPLAN`]).
fn with_epilogues(s: &mut State, planned: &Measured, f: Op, block: Block) -> Result<(), String> {
    use crate::fusion::epilogue::{apply, apply_all, find, Take};
    // A reader `Take::Updates` takes is a parameter update; `Take::Any` takes the others.
    let updates = !find(&planned.m, block, Take::Updates).is_empty();
    if !updates && find(&planned.m, block, Take::Any).is_empty() {
        return Ok(());
    }
    let replan = |m: &Module| measure_with(m, f, REPLAN);
    let mut fused: Option<Measured> = None;
    if updates {
        let mut t = planned.m.clone();
        apply_all(&mut t, block, Take::Updates);
        fused = Some(replan(&t)?).filter(|p| p.fp < planned.fp);
    }
    for _ in 0..PEAK_FUSIONS {
        let best = fused.as_ref().unwrap_or(planned);
        let l = Uses::of(&best.m, block);
        let largest = find(&best.m, block, Take::Any)
            .into_iter()
            .filter(|e| {
                l.pos[e.conv] < best.peak && e.readers.iter().all(|&(o, _)| l.pos[o] >= best.peak)
            })
            .max_by_key(|e| l.bytes[best.m.ops[e.conv].results[0]]);
        let Some(e) = largest else { break };
        let mut t = best.m.clone();
        apply(&mut t, block, &e);
        let p = replan(&t)?;
        if p.fp >= best.fp {
            break;
        }
        fused = Some(p);
    }
    // Fusing moves the peak: reversed kernels live at the new one are folded too.
    if let Some(p) = &fused {
        if let Some(q) = unreversed(p, f, block)? {
            fused = Some(q);
        }
    }
    let (done, again) = {
        let base = fused.as_ref().unwrap_or(planned);
        let done = pieced(base, f, block)?;
        // Only on paths where loops formed: elsewhere it costs time and finds nothing (the
        // tiny zoo). (The path, not the search so far: that would depend on the budget.)
        s.pieces |= done.is_some();
        let again = match s.pieces {
            true => recomputed_in_pieces(base, done.as_ref().unwrap_or(base), f, block)?,
            false => None,
        };
        (done, again)
    };
    // The cheapest first: pieces add no FLOPs, a stored value computed again for them does
    // (one more value recomputed).
    s.answers = done
        .or(fused)
        .map(|p| (p, 0, 0))
        .into_iter()
        .chain(again.map(|(p, flops)| (p, flops, 1)))
        .map(|(p, flops, actions)| Answer {
            m: p.m,
            fp: p.fp,
            flops: s.flops + flops,
            actions: s.actions + actions,
        })
        .collect();
    Ok(())
}

/// `base` with a value it stores from the forward pass to the backward pass computed again
/// (whole, `lt.remat`) before its first backward reader, then [`pieced`], when that plans
/// smaller than `done` (`base` pieced, or `base`), with the FLOPs the copies add: the
/// loops of pieces take the copies in, so the value and its producers exist only a piece at a
/// time, computed from values live there (resnet18: the image, through the stem and layer1, for
/// layer2's first block, whose backward pass otherwise holds layer1's 8 MiB output from the
/// forward pass on). Tried for the [`STORED_TRIES`] largest values live across `done`'s peak
/// that a reader before the peak reads too; measured whole, such a copy plans larger, so the
/// search itself does not take it.
fn recomputed_in_pieces(
    base: &Measured,
    done: &Measured,
    f: Op,
    block: Block,
) -> Result<Option<(Measured, u64)>, String> {
    let (l, p) = (Uses::of(&done.m, block), done.peak);
    let lb = Uses::of(&base.m, block);
    let mut live: Vec<(u64, Value)> = l
        .values
        .iter()
        .filter(|&&v| live_across(&l, v, p) && lb.def[v].is_some())
        .filter(|&&v| crate::fusion::pieces::in_pieces(&done.m, v))
        .filter(|&&v| l.readers[v].first().is_some_and(|&r| r < p))
        .map(|&v| (l.bytes[v], v))
        .filter(|&(b, _)| b > 0)
        .collect();
    live.sort_by_key(|&(b, _)| std::cmp::Reverse(b));
    for &(_, v) in live.iter().take(STORED_TRIES) {
        // Its readers before the peak keep the value; the first other reader reads the copy.
        let early: Vec<Op> = l.readers[v]
            .iter()
            .filter(|&&r| r < p)
            .map(|&r| l.ops[r as usize])
            .collect();
        let Some(&split) = lb.readers[v]
            .iter()
            .find(|&&r| !early.contains(&lb.ops[r as usize]))
        else {
            continue;
        };
        let Some(def) = base.m.def_op(v) else {
            continue;
        };
        let mut ops = Vec::new();
        if !closure(&base.m, &lb, def, split, FARTHEST, &mut ops) {
            continue;
        }
        let mut t = base.m.clone();
        let at = lb.ops[split as usize];
        let flops = apply(&mut t, block, &Action::Copy { value: v, at, ops });
        let q = measure(&t, f)?;
        let r = pieced(&q, f, block)?.unwrap_or(q);
        if r.fp < done.fp {
            return Ok(Some((r, flops)));
        }
    }
    Ok(None)
}

/// Stored values [`recomputed_in_pieces`] tries.
const STORED_TRIES: usize = 2;

/// `planned` with the ops computing and reading a batch-led value live across its arena's
/// peak run a piece of the batch at a time (`pieces.rs`): of the [`PIECE_TRIES`] largest such
/// values, the first whose loop plans no larger (taking only weight gradients among the other
/// readers of its inputs, then every reader), then again at the new peak (another point may
/// hold the same peak), up to [`PIECES`] loops; `None` unless the footprint drops. Pieces add
/// no FLOPs and do not look at the budget.
fn pieced(planned: &Measured, f: Op, block: Block) -> Result<Option<Measured>, String> {
    while_no_larger(planned, PIECES, |base| {
        let (m, p) = (&base.m, base.peak);
        let l = Uses::of(m, block);
        let mut live: Vec<(u64, Value)> = l
            .values
            .iter()
            .filter(|&&v| live_across(&l, v, p))
            .map(|&v| (l.bytes[v], v))
            .filter(|&(b, _)| b > 0)
            .collect();
        live.sort_by_key(|&(b, _)| std::cmp::Reverse(b));
        for &(_, v) in live.iter().take(PIECE_TRIES) {
            for wide in [false, true] {
                let reach = crate::fusion::pieces::Reach {
                    depth: PIECE_DEPTH,
                    wide,
                };
                let Some(mut t) = crate::fusion::pieces::piece(m, block, v, reach) else {
                    continue;
                };
                crate::cleanup::dce::remove_dead_ops(&mut t);
                let q = measure(&t, f)?;
                if q.fp <= base.fp {
                    return Ok(Some(q));
                }
            }
        }
        Ok(None)
    })
}

/// Readers down from a value [`pieced`] takes into its loop (`pieces::piece`).
const PIECE_DEPTH: usize = 2;

/// Values live across the peak [`pieced`] tries, largest first.
const PIECE_TRIES: usize = 8;

/// The most loops of pieces [`pieced`] adds to one plan.
const PIECES: usize = 8;

/// Convolutions live across the peak that [`with_epilogues`] tries to fuse, one after the
/// other (resnet18: 2 and 4 give the same plans).
const PEAK_FUSIONS: usize = 2;

/// The most rounds of folding [`unreversed`] tries on one plan (another point may hold the
/// same peak, with a reversed kernel of its own).
const REVERSALS: usize = 4;

/// The most masks [`masked`] adds to one plan.
const MASKS: usize = 12;

/// FLOPs the ops of `block` recompute, as reports count them.
fn recomputed_in_block(m: &Module, block: Block) -> u64 {
    m.blocks[block]
        .ops
        .iter()
        .map(|&o| crate::report::recomputed_flops(m, o))
        .fold(0, u64::saturating_add)
}

/// The largest arena values live at the peak of a planned function.
fn holders(m: &Module, f: Op, n: usize) -> Vec<(String, u64)> {
    let Ok(r) = crate::report::report(m, f, None) else {
        return Vec::new();
    };
    let mut live: Vec<(String, u64)> = r
        .rects
        .iter()
        .filter(|x| x.holds_at(r.peak_point))
        .map(|x| (format!("a {} of '{}'", x.ty, x.op_name), x.bytes.1))
        .collect();
    live.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    live.truncate(n);
    live
}

/// One recomputation.
enum Action {
    /// Copy `ops` (producers first) before `at` and let every reader at or after `at` read
    /// the copy of `value`.
    Copy { value: Value, at: Op, ops: Vec<Op> },
    /// Checkpoint a scan: its stacked residuals computed again in its backward loop.
    Scan(crate::remat::loops::Checkpoint),
}

/// An op the pass may copy: pure, not a terminator, no effects inside, and not a constant
/// larger than [`SMALL_CONSTANT`] bytes (copying a big one would hold two).
fn recomputable(m: &Module, op: Op) -> bool {
    let small = |op: Op| {
        m.ops[op]
            .results
            .iter()
            .all(|&r| m.ty(r).byte_size().is_some_and(|b| b <= SMALL_CONSTANT))
    };
    m.kind(op).is_some_and(|k| {
        k.has(Traits::PURE) && !k.has(Traits::TERMINATOR) && (k != OpKind::Constant || small(op))
    }) && m.ops[op].results.len() == 1
}

/// The largest constant a recomputation may copy.
const SMALL_CONSTANT: u64 = 1024;

/// The ops to copy so `op` can run at position `at` reading only values live there, producers
/// first; `None` when that goes beyond `reach` or needs a non-recomputable producer.
fn closure(m: &Module, l: &Uses, op: Op, at: u32, reach: Reach, out: &mut Vec<Op>) -> bool {
    if reach.depth == 0 || !recomputable(m, op) || out.len() > reach.ops {
        return false;
    }
    for &x in &m.ops[op].operands {
        if l.live_at(x, at) {
            continue;
        }
        let Some(p) = m
            .def_op(x)
            .filter(|&p| l.def[x].is_some() && l.pos[p] == l.def[x].unwrap())
        else {
            return false;
        };
        if out.contains(&p) {
            continue;
        }
        let deeper = Reach {
            depth: reach.depth - 1,
            ..reach
        };
        if !closure(m, l, p, at, deeper, out) {
            return false;
        }
    }
    out.push(op);
    true
}

/// Up to `want` actions on the block's current order that lower the cost (or, at the same
/// cost, the crowding), best first; none when no action helps.
///
/// Candidates are first ranked on the plain liveness profile (bytes removed at the peak per
/// recomputed FLOP); the best [`SHORTLIST`] are then tried for real on a copy of the block and
/// judged by `schedule`'s cost of the order (the arena `assign-buffers` will reach, in-place
/// reuse included), which also rules out actions whose copies would make a new peak.
fn helpful_actions(m: &Module, block: Block, reach: Reach, want: usize) -> Vec<Action> {
    let l = Uses::of(m, block);
    let prof = l.profile();
    let Some((peak_at, _)) = prof
        .iter()
        .enumerate()
        .max_by_key(|&(i, &b)| (b, std::cmp::Reverse(i)))
    else {
        return Vec::new();
    };
    let p = peak_at as u32;
    let mut ranked: Vec<(f64, u64, u32, Action)> = Vec::new();
    for (i, &op) in l.ops.iter().enumerate() {
        if i as u32 >= p {
            break;
        }
        for &v in &m.ops[op].results {
            let b = l.bytes[v];
            if b == 0 || l.last(v).is_none_or(|last| last <= p) {
                continue;
            }
            // The first reader after the peak, where the copy is made.
            let Some(split) = l.readers[v].iter().copied().filter(|&r| r > p).min() else {
                continue;
            };
            // v must be dead at the peak once its later readers read the copy.
            let before = l.readers[v]
                .iter()
                .copied()
                .filter(|&r| r < split)
                .max()
                .unwrap_or(i as u32);
            if before >= p {
                continue;
            }
            let mut ops = Vec::new();
            if !closure(m, &l, op, split, reach, &mut ops) {
                continue;
            }
            // Nothing reads v before the split: its op moves there, adding no FLOPs.
            let moved = l.readers[v].iter().all(|&r| r >= split);
            let flops: u64 = ops
                .iter()
                .filter(|&&o| !(moved && o == op))
                .map(|&o| cost(m, o).flops)
                .sum::<u64>()
                .max(1);
            ranked.push((
                b as f64 / flops as f64,
                flops,
                i as u32,
                Action::Copy {
                    value: v,
                    at: l.ops[split as usize],
                    ops,
                },
            ));
        }
    }
    // Scans whose stacks are live at the peak (from the forward loop to the backward one),
    // checkpointed.
    for (i, &op) in l.ops.iter().enumerate().take(p as usize + 1) {
        if let Some(cp) = crate::remat::loops::find(m, block, op).filter(|cp| l.pos[cp.bwd] >= p) {
            let flops = cp.flops.max(1);
            ranked.push((
                cp.bytes as f64 / flops as f64,
                flops,
                i as u32,
                Action::Scan(cp),
            ));
        }
    }
    ranked.sort_by(|a, b| {
        b.0.partial_cmp(&a.0)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then((a.1, a.2).cmp(&(b.1, b.2)))
    });
    let now = (crate::schedule::order_cost(m, block), crowding(&prof));
    let mut best: Vec<(usize, (u64, f64), Action)> = Vec::new();
    for (k, (_, flops, _, action)) in ranked.into_iter().enumerate() {
        // Shortlists tried in turn until one has an action that helps.
        if k % SHORTLIST == 0 && (best.len() >= want || k >= SHORTLIST * SHORTLISTS) {
            break;
        }
        let mut trial = m.clone();
        apply(&mut trial, block, &action);
        let after = (
            crate::schedule::order_cost(&trial, block),
            crowding(&Uses::of(&trial, block).profile()),
        );
        // Lower the cost; or, at the same cost (another point holds the same peak), crowd
        // the top of the profile less, so the next actions can lower it.
        if after.0 > now.0 || (after.0 == now.0 && after.1 >= now.1) {
            continue;
        }
        let score = (now.0 - after.0, (now.1 - after.1) / flops as f64);
        best.push((k / SHORTLIST, score, action));
    }
    // Shortlist by shortlist, the best score first (stable: among equals the earlier-ranked
    // action), so the first is the greedy choice whatever `want` is.
    best.sort_by(|a, b| {
        a.0.cmp(&b.0).then(
            b.1 .0.cmp(&a.1 .0).then(
                b.1 .1
                    .partial_cmp(&a.1 .1)
                    .unwrap_or(std::cmp::Ordering::Equal),
            ),
        )
    });
    best.truncate(want);
    best.into_iter().map(|b| b.2).collect()
}

/// How crowded the top of a liveness profile is: the bytes above 90% of its peak, summed over
/// positions.
fn crowding(profile: &[u64]) -> f64 {
    let peak = profile.iter().copied().max().unwrap_or(0) as f64;
    profile
        .iter()
        .map(|&b| (b as f64 - 0.9 * peak).max(0.0))
        .sum()
}

/// Applies `a`: copies its ops before `a.at`, rewires the readers from there on; returns the
/// FLOPs the copies add.
fn apply(m: &mut Module, block: Block, a: &Action) -> u64 {
    let (value, at, chain) = match a {
        Action::Copy { value, at, ops } => (*value, *at, ops.as_slice()),
        Action::Scan(cp) => return crate::remat::loops::apply(m, cp),
    };
    let at = m.blocks[block]
        .ops
        .iter()
        .position(|&o| o == at)
        .expect("the split op is in the block");
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut copies = Vec::new();
    let mut flops = 0;
    for &o in chain {
        let c = m.clone_op(o, &mut map);
        plan::set(m, c, Mark::Remat);
        m.ops[c].parent = Some(block);
        flops += cost(m, c).flops;
        copies.push(c);
    }
    let ops = &mut m.blocks[block].ops;
    for (k, &c) in copies.iter().enumerate() {
        ops.insert(at + k, c);
    }
    let new = map[value].expect("the value was copied");
    let readers: Vec<Op> = m.blocks[block].ops[at + chain.len()..].to_vec();
    for r in readers {
        m.replace_reads_in(r, value, new);
    }
    // An original nobody reads any more was moved, not recomputed: it goes, and its copy is
    // no recomputation (last to first, so a moved chain goes whole; counted readers per value).
    let mut readers: std::collections::HashMap<Value, usize> = std::collections::HashMap::new();
    for &q in &m.blocks[block].ops {
        for v in m.reads_deep(q) {
            *readers.entry(v).or_default() += 1;
        }
    }
    for (k, &o) in chain.iter().enumerate().rev() {
        if m.ops[o].results.iter().all(|r| !readers.contains_key(r)) {
            for v in m.reads_deep(o) {
                if let Some(n) = readers.get_mut(&v) {
                    *n -= 1;
                    if *n == 0 {
                        readers.remove(&v);
                    }
                }
            }
            m.blocks[block].ops.retain(|&q| q != o);
            // The copy takes the place of what it copies: an original stays one, a copy made
            // earlier stays a recomputation (already counted), so this adds nothing.
            let c = copies[k];
            if !plan::has(m, o, Mark::Remat) {
                plan::clear(m, c, Mark::Remat);
            }
            flops -= cost(m, c).flops;
        }
    }
    flops
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `eqsat`'s rewrites of this step compute `tanh` again inside a fused loop (1024 FLOPs).
    const STEP: &str = include_str!("../../../lit_tests/eqsat/fuse-producer.mlir");

    #[test]
    fn with_no_limit_a_smaller_plan_without_rewrites_answers_whatever_the_flops() {
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
            m: m.clone(),
            peak: 0,
        };
        let search = || Search {
            width: 1,
            max_actions: 4,
            progress: false,
        };
        let answer = |budget| {
            fit(vec![m.clone()], Some(smaller()), f, block, budget, search())
                .unwrap()
                .unwrap()
                .2
        };
        assert_eq!(answer(UNLIMITED), 0, "the plan without rewrites answers");
        // Under a budget it answers only against plans adding no FLOPs: fewest FLOPs first.
        assert!(answer(1 << 30) > 0);
    }

    #[test]
    fn a_plan_with_two_answers_answers_with_the_cheapest_that_fits() {
        let answer = |fp, flops| Answer {
            m: Module::default(),
            fp,
            flops,
            actions: 1,
        };
        // Pieces alone (no FLOPs beyond the plan's 5), and a stored value computed again for
        // them (4 more).
        let s = State {
            m: Module::default(),
            flops: 5,
            cost: 0,
            fp: 12,
            actions: 1,
            pieces: true,
            answers: vec![answer(10, 5), answer(8, 9)],
        };
        let found = |budget| {
            let mut f = Found {
                fit: None,
                smallest: None,
            };
            f.consider(&s, budget);
            let fit = f.fit.map(|a| (a.fp, a.flops));
            (fit, f.smallest.map(|a| (a.fp, a.flops)))
        };
        assert_eq!(found(12), (Some((10, 5)), Some((8, 9))));
        assert_eq!(found(9), (Some((8, 9)), Some((8, 9))));
        assert_eq!(found(7), (None, Some((8, 9))));
        // Without answers the plan itself answers.
        let plain = State {
            answers: Vec::new(),
            m: Module::default(),
            ..s
        };
        let mut f = Found {
            fit: None,
            smallest: None,
        };
        f.consider(&plain, 12);
        assert_eq!(f.fit.map(|a| (a.fp, a.flops)), Some((12, 5)));
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
