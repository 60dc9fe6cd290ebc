//! The search itself: a beam of plans, each step recomputing one value where that lowers the
//! planned footprint, until the budget fits ([`fit`]).

use super::*;
use crate::memory::measure::Replan;
use std::sync::Arc;

/// One plan of the search.
pub(super) struct Candidate {
    /// Shared with the answers kept from it ([`Found`]).
    pub(super) m: Arc<Module>,
    /// FLOPs its recomputations add.
    pub(super) flops: u64,
    /// `schedule`'s cost of its order.
    pub(super) cost: u64,
    /// Its footprint, and its lower bound ([`Measured::lb`]); the footprint is the lower
    /// bound until it is placed ([`Measured::placed`]).
    pub(super) fp: u64,
    pub(super) lb: u64,
    pub(super) placed: bool,
    /// Recomputations on its path.
    pub(super) actions: u64,
    /// Whether loops of pieces formed in a plan on its path (it included), so a stored value
    /// computed again for them is tried ([`with_epilogues`]).
    pub(super) pieces: bool,
    /// `m` improved ([`refine`]: weight-gradient convolutions computed in their updates,
    /// loops of pieces), planned, when that is smaller: what the search answers with, cheapest
    /// first. The search goes on from `m` and `fp`: going on from such plans ended higher
    /// (resnet18's smallest: 73.10 MiB instead of 70.46).
    pub(super) answers: Vec<Answer>,
}

/// A plan the search may answer with (cloned cheaply: it shares its module).
#[derive(Clone)]
pub(super) struct Answer {
    pub(super) m: Arc<Module>,
    /// Its footprint, and its lower bound ([`Measured::lb`]); the footprint is the lower
    /// bound until it is placed ([`Measured::placed`]).
    pub(super) fp: u64,
    pub(super) lb: u64,
    pub(super) placed: bool,
    /// FLOPs its recomputations add.
    pub(super) flops: u64,
    /// Recomputations on its search path.
    pub(super) actions: u64,
}

impl Candidate {
    /// The plans it answers with: [`Candidate::answers`], or itself when it has none.
    pub(super) fn answers(&self) -> Vec<Answer> {
        if !self.answers.is_empty() {
            return self.answers.clone();
        }
        vec![Answer {
            m: Arc::clone(&self.m),
            fp: self.fp,
            lb: self.lb,
            placed: self.placed,
            flops: self.flops,
            actions: self.actions,
        }]
    }
}

/// What the search keeps: the plan with the fewest FLOPs that fits (first found among equals)
/// and the plan with the smallest footprint (then fewest FLOPs).
pub(super) struct Found {
    pub(super) fit: Option<Answer>,
    pub(super) smallest: Option<Answer>,
    /// The search's time limit: its placements get what is left of it (a placement of a large
    /// step can otherwise run for `assign-buffers`' own 60 s).
    pub(super) deadline: Option<std::time::Instant>,
    /// The smaller placement search ([`tuning::Tuning::replan`]).
    pub(super) replan: Replan,
}

impl Found {
    /// Takes `s`'s answers (plans of function `f`) that fit `budget` or are the smallest. The
    /// search costs its plans unplaced; one whose lower bound is within the budget is placed
    /// before it is judged, with a smaller placement search ([`tuning::Tuning::replan`]) and,
    /// when that misses the budget, in full, so whether a plan fits never depends on the
    /// smaller search. A plan that cannot be placed is no answer.
    pub(super) fn consider(&mut self, s: &Candidate, budget: u64, f: Op) {
        for a in s.answers() {
            let (fp, placed) = match a.lb <= budget && (!a.placed || a.fp > budget) {
                true => {
                    let smaller = a.placed.then_some(a.fp);
                    match placed_within(&a.m, f, budget, smaller, self.replan, self.deadline) {
                        Some(fp) => (fp, true),
                        None => continue,
                    }
                }
                false => (a.fp, a.placed),
            };
            let flops = a.flops;
            // With its own count of values recomputed: a stored value computed again for
            // loops of pieces is one more than its plan's.
            let answer = || Answer {
                fp,
                placed,
                ..a.clone()
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

/// The footprint of `m` (function `f`) placed with the search's smaller placement search, and
/// in full when that misses `budget` (the smaller of the two); `smaller`: that search's
/// footprint when it already ran. `None` when `m` cannot be placed.
fn placed_within(
    m: &Module,
    f: Op,
    budget: u64,
    smaller: Option<u64>,
    replan: Replan,
    deadline: Option<std::time::Instant>,
) -> Option<u64> {
    let fp = match smaller {
        Some(fp) => fp,
        None => measure_with(m, f, within(replan, deadline)).ok()?.fp,
    };
    if fp <= budget {
        return Some(fp);
    }
    let full = measure_with(m, f, within(Replan::DEFAULT, deadline));
    Some(full.map_or(fp, |p| p.fp.min(fp)))
}

/// `how` with what is left until `deadline` as its time limit (none left: the greedy
/// placements alone).
pub(super) fn within(how: Replan, deadline: Option<std::time::Instant>) -> Replan {
    Replan {
        time: deadline.map(|d| d.saturating_duration_since(std::time::Instant::now())),
        ..how
    }
}

/// The plan a search answers with.
pub(crate) struct Fitted {
    pub(crate) m: Module,
    /// Values it recomputes, and the FLOPs they add.
    pub(crate) values: u64,
    pub(crate) flops: u64,
    /// Steps the search took.
    pub(crate) steps: u64,
}

/// The budget `eqsat{budget=unlimited}` fits: every plan fits it, and the plan without rewrites
/// answers whenever it is smaller, whatever FLOPs the search's plan adds (fusion's own
/// recomputation of cheap producers): the default pipeline never plans larger than it did
/// without rewrites.
pub(crate) const UNLIMITED: u64 = u64::MAX;

/// Recomputes values of `f` (entry block `block`) to fit `budget`, searching from each of
/// `starts` in turn (the same function, rewritten differently) until one has a plan that fits:
/// the plan with the fewest recomputed FLOPs that fits, or what the smallest footprint
/// reached was; the outer error when the function cannot be planned.
///
/// A search is a beam: each step, every kept plan proposes its best actions (one when the
/// width is 1: the greedy sequence), the first plan's first proposal is kept (so the greedy
/// sequence is always searched, to its end: a beam that finds no smaller footprint for
/// [`tuning::Tuning::stall`] steps narrows to it), and the other children with the most cost removed per
/// recomputed FLOP fill the beam; every kept plan is scheduled and costed (placed only when its
/// lower bound is within the budget). Nothing in the search
/// depends on the budget, and the answer is the fitting plan with the fewest FLOPs (first
/// found among equals) of everything it plans, so a smaller budget never gets a larger
/// footprint. The search stops early only where nothing it could still find would be chosen:
/// a plan's recomputations only add FLOPs, so once every kept plan has at least the FLOPs of
/// the answer, no later plan can beat it. A later start is searched only when no earlier one
/// fits, which keeps the answer monotone: if a larger budget took a later start, no earlier
/// start fits it, nor the smaller budget; if a smaller budget took a later start than a larger
/// one, the larger one's answer does not fit the smaller budget, so it is the larger plan.
/// Where the first start's own plan does not fit, the step checkpointed at its forward pass's
/// cuts (`segments.rs`) is planned at every granularity, each plan an answer, and searched from
/// the smallest, whatever the starts found (that search stops at once where an answer with
/// fewer FLOPs fits): the same plans for every budget below the first start's and for every
/// width. The greedy sequence is part of every search from the same start, so a wider one never
/// answers with more FLOPs from that start. `baseline`, the plan without rewrites (no FLOPs
/// added), answers where it fits and the search has no answer, a larger one, or one
/// recomputing more than the first start's own plan (below; with [`UNLIMITED`], where it is
/// smaller than the answer).
pub(crate) fn fit(
    starts: Vec<Module>,
    baseline: Option<Measured>,
    f: Op,
    block: Block,
    budget: u64,
    search: Search,
) -> Result<Result<Fitted, Infeasible>, String> {
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
    // The time limit counts from here; each start is planned whatever it says.
    let deadline = search.time_limit.map(|t| std::time::Instant::now() + t);
    let t = &search.tuning;
    let mut found = Found {
        fit: None,
        smallest: None,
        deadline,
        replan: t.replan,
    };
    let want = if search.width > 1 { t.branch } else { 1 };
    let mut total = 0;
    let out_of_time = || deadline.is_some_and(|d| std::time::Instant::now() >= d);
    let mut timed_out = false;
    // Where the first start's own plan does not fit, the step checkpointed at its forward
    // pass's cuts (`segments.rs`) is measured too once the starts are searched, whatever they
    // found, and searched from its smallest plan (a search keeping more plans reaches all that
    // the greedy sequence does: the same starts, the same checkpointed plans).
    let first = starts.first().cloned();
    // Each start with the values it recomputes already, and whether it is searched when a
    // plan already fits (where a plan with fewer FLOPs fits, its search stops at once).
    let mut starts: std::collections::VecDeque<(Module, u64, bool)> =
        starts.into_iter().map(|m| (m, 0, false)).collect();
    let (mut root_fits, mut segmented) = (None, false);
    // What the first start's own plan recomputes (loops `eqsat` fused): an answer recomputing
    // more is the search's doing.
    let mut first_flops: Option<u64> = None;
    loop {
        if starts.is_empty() && !segmented && root_fits == Some(false) && !timed_out {
            segmented = true;
            if let Some(first) = &first {
                let checkpointed = segment_start(first, f, block, budget, t, &mut found, &mut say)
                    .map_err(cannot)?;
                timed_out |= out_of_time();
                starts.extend(checkpointed.map(|(t, values)| (t, values, true)));
            }
        }
        let Some((start, recomputed, always)) = starts.pop_front() else {
            break;
        };
        if timed_out || (found.fit.is_some() && !always) {
            continue;
        }
        // What the start already recomputes (loops `eqsat` fused) counts, so that plans from
        // different starts compare as the report will count them.
        let flops = recomputed_in_block(&start, block);
        let planned = measure(&start, f).map_err(cannot)?;
        let mut root = Candidate {
            fp: planned.fp,
            lb: planned.lb,
            placed: planned.placed,
            cost: crate::schedule::order_cost(&start, block),
            m: Arc::new(start),
            flops,
            actions: recomputed,
            pieces: false,
            answers: Vec::new(),
        };
        refine(&mut root, planned, f, block, t).map_err(cannot)?;
        say.say(true, || {
            format!(
                "@{name}: fitting {} in a budget of {}",
                human(root.fp),
                human(budget)
            )
        });
        found.consider(&root, budget, f);
        root_fits.get_or_insert(found.fit.is_some());
        first_flops.get_or_insert(flops);
        let (cost0, mut beam) = (root.cost, vec![root]);
        let (mut steps, mut stalled, mut smallest) = (0u64, 0u64, u64::MAX);
        while steps < t.max_actions
            && !beam
                .iter()
                .all(|s| found.fit.as_ref().is_some_and(|best| s.flops >= best.flops))
        {
            if out_of_time() {
                timed_out = true;
                break;
            }
            // A stalled beam narrows to its first plan for good: the greedy sequence goes on
            // alone, its plans measured on the machine's cores (`greedy.rs`), with the same
            // tests between steps as here.
            if search.width == 1 || stalled >= t.stall {
                beam.truncate(1);
                let Some(from) = beam.pop() else { break };
                // Recomputations in a row without a smaller footprint or a fit
                // (`Tuning::patience`), counted from the plan where the footprint last fell.
                let smallest_fp =
                    |found: &Found| found.smallest.as_ref().map_or(u64::MAX, |a| a.fp);
                let mut since = from.actions;
                let batch = greedy::batch(&from.m, block, t);
                greedy::greedy(
                    from,
                    t.max_actions - steps,
                    f,
                    block,
                    cost0,
                    batch,
                    t,
                    |c| {
                        steps += 1;
                        total += 1;
                        let before = smallest_fp(&found);
                        found.consider(c, budget, f);
                        if smallest_fp(&found) < before || found.fit.is_some() {
                            since = c.actions;
                        }
                        let flat = c.actions.saturating_sub(since);
                        say.say(false, || {
                            format!(
                                "@{name}: {steps} steps, smallest footprint so far {}",
                                human(found.smallest.as_ref().map_or(0, |a| a.fp))
                            )
                        });
                        if flat >= t.patience {
                            say.say(true, || {
                                format!(
                                "@{name}: no smaller footprint in {flat} recomputations: the sequence stops"
                            )
                            });
                        }
                        let fits = found.fit.as_ref().is_some_and(|best| c.flops >= best.flops);
                        let go_on = steps < t.max_actions && flat < t.patience && !fits;
                        timed_out |= go_on && out_of_time();
                        match (go_on && !timed_out, fits) {
                            (true, _) => greedy::Next::On,
                            // Within the limits, a fitting plan of several actions has its
                            // parent's plans of one action measured after it.
                            (false, true) if steps < t.max_actions && !out_of_time() => {
                                greedy::Next::Fits
                            }
                            (false, _) => greedy::Next::Stop,
                        }
                    },
                )
                .map_err(cannot)?;
                break;
            }
            let Some(mut children) = propose(&beam, block, search.width, want, cost0, t) else {
                break;
            };
            steps += 1;
            total += 1;
            stalled += 1;
            // Each plan measured and refined on the machine's cores (each depends on its own
            // module alone), then considered in order.
            children = crate::parallel::map(&children, |c| {
                let mut c = Candidate {
                    m: Arc::clone(&c.m),
                    answers: Vec::new(),
                    ..*c
                };
                measure_and_refine(&mut c, f, block, t).map_err(cannot)?;
                Ok::<_, String>(c)
            })
            .into_iter()
            .collect::<Result<_, _>>()?;
            for c in &children {
                found.consider(c, budget, f);
                if c.fp < smallest && stalled < t.stall {
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
    found
        .consider_baseline(baseline, budget, f, first_flops.unwrap_or(0))
        .map_err(cannot)?;
    let limit = search.time_limit.filter(|_| timed_out);
    if let Some(t) = limit {
        say.say(true, || {
            format!(
                "@{name}: stopped at the time limit of {} after {total} steps",
                crate::report::units::human_duration(t)
            )
        });
    }
    if let Some(best) = found.fit {
        say.say(true, || {
            format!(
                "@{name}: fits in {} after {} values recomputed",
                human(best.fp),
                best.actions
            )
        });
        return Ok(Ok(Fitted {
            m: Arc::unwrap_or_clone(best.m),
            values: best.actions,
            flops: best.flops,
            steps: total,
        }));
    }
    let best = found.smallest.expect("every search plans its start");
    say.say(true, || {
        format!(
            "@{name}: stopped after {total} steps (up to {} plans per step); the smallest footprint was {}",
            search.width,
            human(best.fp)
        )
    });
    let mut e = infeasible(name, best, f, block, budget, search.width, deadline);
    e.timed_out = limit;
    Ok(Err(e))
}

/// Measures plan `c` (its footprint and lower bound, unplaced) and refines it ([`refine`]).
pub(super) fn measure_and_refine(
    c: &mut Candidate,
    f: Op,
    block: Block,
    t: &Tuning,
) -> Result<(), String> {
    let planned = measure(&c.m, f)?;
    (c.fp, c.lb, c.placed) = (planned.fp, planned.lb, planned.placed);
    refine(c, planned, f, block, t)
}

/// The step checkpointed at its forward pass's cuts at every granularity
/// (`segments::checkpointed`, from `first` scheduled), each plan measured and considered as
/// an answer; the smallest, with the values it recomputes, to search from.
fn segment_start(
    first: &Module,
    f: Op,
    block: Block,
    budget: u64,
    t: &Tuning,
    found: &mut Found,
    say: &mut Progress,
) -> Result<Option<(Module, u64)>, String> {
    let base = measure(first, f)?.m;
    let plans = segments::checkpointed(&base, f, block, t);
    let name = first
        .attr(f, "sym_name")
        .and_then(Attr::as_str)
        .unwrap_or("?");
    if !plans.is_empty() {
        say.say(true, || {
            format!(
                "@{name}: measuring {} plans checkpointing its forward pass's segments",
                plans.len()
            )
        });
    }
    // Measured on the machine's cores (each plan alone), those started before the deadline,
    // then considered in order.
    let deadline = found.deadline;
    let measured = crate::parallel::map(&plans, |(t, _)| {
        let late = deadline.is_some_and(|d| std::time::Instant::now() >= d);
        (!late).then(|| measure(t, f))
    });
    // The smallest, the fewest FLOPs among equals.
    let mut smallest: Option<(u64, u64, Arc<Module>, u64)> = None;
    for ((t, values), planned) in plans.into_iter().zip(measured) {
        let Some(planned) = planned else { break };
        let planned = planned?;
        let c = Candidate {
            fp: planned.fp,
            lb: planned.lb,
            placed: planned.placed,
            cost: crate::schedule::order_cost(&t, block),
            flops: recomputed_in_block(&t, block),
            m: Arc::new(t),
            actions: values,
            pieces: false,
            answers: Vec::new(),
        };
        found.consider(&c, budget, f);
        if smallest
            .as_ref()
            .is_none_or(|s| (c.fp, c.flops) < (s.0, s.1))
        {
            smallest = Some((c.fp, c.flops, Arc::clone(&c.m), c.actions));
        }
    }
    Ok(smallest.map(|(_, _, t, values)| (Arc::unwrap_or_clone(t), values)))
}

/// The plans one step of the search proposes from `beam`: each plan's helpful actions (the
/// nearest reach that has any), each applied to a copy; duplicates (same cost and FLOPs) are
/// dropped. `None` when no plan has an action left.
pub(super) fn propose(
    beam: &[Candidate],
    block: Block,
    width: usize,
    want: usize,
    cost0: u64,
    t: &Tuning,
) -> Option<Vec<Candidate>> {
    // The first proposal is always kept; of the others, the `width - 1` with the most
    // cost removed per recomputed FLOP (the first proposed among equals), chosen as
    // they come: memory holds the beam, those kept and one proposal, not every
    // proposal of every plan.
    let per_flop = |c: &Candidate| cost0.saturating_sub(c.cost) as f64 / c.flops.max(1) as f64;
    let mut seen: Vec<(u64, u64)> = Vec::new();
    let mut first: Option<Candidate> = None;
    // (order proposed, proposal), at most `width - 1`.
    let mut rest: Vec<(usize, Candidate)> = Vec::new();
    for s in beam {
        let actions = [t.near, t.far, t.farthest]
            .into_iter()
            .map(|reach| helpful_actions(&s.m, block, reach, want, t))
            .find(|a| !a.is_empty())
            .unwrap_or_default();
        for (a, cost) in actions {
            let mut m = Module::clone(&s.m);
            let flops = s.flops + apply(&mut m, block, &a);
            debug_assert_eq!(cost, crate::schedule::order_cost(&m, block));
            if seen.contains(&(cost, flops)) {
                continue;
            }
            seen.push((cost, flops));
            let c = Candidate {
                m: m.into(),
                flops,
                cost,
                fp: 0,
                lb: 0,
                placed: false,
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
    let first = first?;
    rest.sort_by(|a, b| {
        per_flop(&b.1)
            .partial_cmp(&per_flop(&a.1))
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.0.cmp(&b.0))
    });
    Some(
        std::iter::once(first)
            .chain(rest.into_iter().map(|(_, c)| c))
            .collect(),
    )
}

impl Found {
    /// The plan without rewrites (`baseline`) as an answer, after the search; placed here
    /// when it was costed unplaced and its lower bound says it may be chosen.
    pub(super) fn consider_baseline(
        &mut self,
        baseline: Option<Measured>,
        budget: u64,
        f: Op,
        first_flops: u64,
    ) -> Result<(), String> {
        // The plan without rewrites (`baseline`, no FLOPs added) answers where it fits and the
        // search has no answer, a larger one (it adds no FLOPs, so it is as cheap), or one
        // recomputing more than the first start's own plan (`first_flops`: what `eqsat`'s
        // fused loops recompute), which the search recomputed only because that plan did not
        // fit (a checkpointed plan may fit as well). So a budget that plan fits is never
        // refused nor given the search's recomputation, a smaller budget never gets a larger
        // footprint (below the baseline's footprint it never answers; a search without an
        // answer plans the same whatever the budget; its plans adding no FLOPs are its starts,
        // planned whatever the budget), nor fewer FLOPs. With no limit it answers whenever it
        // is smaller.
        let Some(mut b) = baseline else {
            return Ok(());
        };
        let fits = |fp: u64, fit: &Option<Answer>| {
            fp <= budget
                && fit
                    .as_ref()
                    .is_none_or(|s| fp < s.fp || (budget != UNLIMITED && s.flops > first_flops))
        };
        let smaller =
            |fp: u64, smallest: &Option<Answer>| smallest.as_ref().is_none_or(|s| fp < s.fp);
        // Unplaced, its footprint is its lower bound, below any placement's: where even that
        // is not chosen, the placed plan would not be either.
        if !b.placed && (fits(b.fp, &self.fit) || smaller(b.fp, &self.smallest)) {
            b = crate::memory::measure::place_copy(
                b.m,
                f,
                crate::memory::measure::Replan::DEFAULT,
            )?;
        }
        let plain = Answer {
            fp: b.fp,
            lb: b.lb,
            placed: b.placed,
            m: b.m.into(),
            flops: 0,
            actions: 0,
        };
        if fits(plain.fp, &self.fit) {
            self.fit = Some(plain);
        } else if smaller(plain.fp, &self.smallest) {
            self.smallest = Some(plain);
        }
        Ok(())
    }
}

/// What the search reached when no plan fits: the smallest plan, what it recomputes, and the
/// largest values live at its peak.
fn infeasible(
    name: String,
    best: Answer,
    f: Op,
    block: Block,
    budget: u64,
    width: usize,
    deadline: Option<std::time::Instant>,
) -> Infeasible {
    // Placed in full for the report (the search placed it with a smaller search, or costed it
    // unplaced), within what is left of the search's time limit.
    let m = &best.m;
    let full = measure_with(m, f, within(Replan::DEFAULT, deadline)).ok();
    let holders = full.as_ref().map_or(Vec::new(), |p| holders(&p.m, f, 4));
    let smallest = match full {
        Some(p) if best.placed => p.fp.min(best.fp),
        Some(p) => p.fp,
        None => best.fp,
    };
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
    Infeasible {
        function: name,
        budget,
        best: smallest,
        actions: best.actions as usize,
        width,
        loop_ops,
        scan_ops,
        holders,
        timed_out: None,
    }
}
