//! The greedy sequence on the machine's cores. Each plan of the sequence is its parent's
//! first proposal, and a proposal depends on its parent's module alone (and copies its
//! `pieces`), not on the parent's measure: so one thread proposes the sequence ahead, worker
//! threads measure and refine its plans (the costly part: scheduling copies, unplaced plans,
//! refinements), and this thread considers them in order. The search so answers as if it went
//! one plan at a time, whatever the number of threads.
//!
//! Refining a plan can change what comes after it: it may replace the plan's module (reversed
//! kernels read in place, early masks) or find loops of pieces (`pieces`, which later plans
//! copy and their refining reads). Plans proposed after such a plan came from another parent,
//! so they are dropped and the sequence is proposed again from it.
//!
//! On a large block each plan takes several actions ([`Tuning::batch_ops`]): the best of one
//! ranking, applied together. A plan of several actions that fits ends the sequence only once
//! its parent's plans of one action each are measured too, up to as many as it took (the
//! first that fits among them recomputes less).

use super::search::{measure_and_refine, propose, Candidate};
use super::*;
use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// A plan measured and refined, and whether refining replaced its module.
type Refined = Result<(Candidate, bool), String>;

/// What the threads of one run of the sequence share.
#[derive(Default)]
struct Line {
    /// Proposed, not yet taken by a worker: (place on the sequence, plan).
    queue: VecDeque<(usize, Candidate)>,
    /// Measured and refined, not yet considered.
    done: BTreeMap<usize, Refined>,
    /// Plans proposed, and plans considered.
    proposed: usize,
    considered: usize,
    /// No plan comes after the last proposed (none had an action left, or the search's
    /// step limit was reached).
    ended: bool,
    /// The search goes no further: every thread leaves.
    stop: bool,
}

/// The sequence's shared state and its wake-ups.
struct Shared {
    line: Mutex<Line>,
    changed: Condvar,
}

/// Stops the sequence when dropped: always (this thread's guard), or when its thread is
/// panicking (the other threads' guards), so no thread waits for one that is gone; the scope
/// then passes the panic on.
struct Stop<'a> {
    shared: &'a Shared,
    always: bool,
}

impl Drop for Stop<'_> {
    fn drop(&mut self) {
        if self.always || std::thread::panicking() {
            self.shared.update(|l| l.stop = true);
        }
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Line> {
        self.line.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Waits until `ready` holds of the shared state.
    fn wait_until(&self, mut ready: impl FnMut(&Line) -> bool) -> MutexGuard<'_, Line> {
        let mut line = self.lock();
        while !ready(&line) {
            line = self.changed.wait(line).unwrap_or_else(|p| p.into_inner());
        }
        line
    }

    /// Changes the shared state and wakes every waiting thread.
    fn update<R>(&self, change: impl FnOnce(&mut Line) -> R) -> R {
        let r = change(&mut self.lock());
        self.changed.notify_all();
        r
    }
}

/// What the search says of a plan it considered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Next {
    /// The sequence goes on.
    On,
    /// A plan fits with no more FLOPs than this one: no later plan can be chosen.
    Fits,
    /// The search stops (its step or time limit, or its patience).
    Stop,
}

/// The actions a plan takes on `block` of `m`: `max(1, ops / batch_ops)`.
pub(super) fn batch(m: &Module, block: Block, t: &Tuning) -> usize {
    (m.blocks[block].ops.len() / t.batch_ops.max(1)).max(1)
}

/// Searches the greedy sequence after `from` (a plan already measured and refined): at most
/// `steps` plans, each of `batch` actions, measured, refined and given to `consider` in
/// order, until `consider` stops it or no plan has an action left. A plan of several actions
/// that fits is followed by its parent's plans of one action each, as many as it took less
/// one, which `consider` judges too.
#[allow(clippy::too_many_arguments)]
pub(super) fn greedy(
    mut from: Candidate,
    mut steps: u64,
    f: Op,
    block: Block,
    cost0: u64,
    mut batch: usize,
    t: &Tuning,
    mut consider: impl FnMut(&Candidate) -> Next,
) -> Result<(), String> {
    // Plans of one action still to measure after a fitting plan of several (`None`: no such
    // plan yet).
    let mut singles: Option<u64> = None;
    loop {
        let limit = singles.map_or(steps, |n| n.min(steps));
        match line(&from, limit, f, block, cost0, batch, t, &mut consider)? {
            // Refining replaced the module of the last plan considered, or found loops of
            // pieces in it: the sequence goes on from it.
            Ended::Again(last, taken) => {
                #[cfg(test)]
                tests::RESTARTS.set(tests::RESTARTS.get() + 1);
                from = last;
                steps -= taken;
                singles = singles.map(|n| n.saturating_sub(taken));
            }
            // A plan of `took` actions fits: its parent's plans of one action each.
            Ended::Fits {
                parent,
                took,
                taken,
            } if batch > 1 && took > 1 => {
                from = parent;
                steps -= taken;
                (batch, singles) = (1, Some(took - 1));
            }
            Ended::Fits { .. } | Ended::Done => return Ok(()),
        }
    }
}

/// How one run of [`greedy`] ended.
enum Ended {
    /// The sequence is proposed again after this plan: `taken` plans were considered.
    Again(Candidate, u64),
    /// A plan of `took` actions fits, made from `parent`, after `taken` plans.
    Fits {
        parent: Candidate,
        took: u64,
        taken: u64,
    },
    /// The search ends.
    Done,
}

/// One run of [`greedy`] from `from`, at most `steps` plans of `batch` actions each.
#[allow(clippy::too_many_arguments)]
fn line(
    from: &Candidate,
    steps: u64,
    f: Op,
    block: Block,
    cost0: u64,
    batch: usize,
    t: &Tuning,
    consider: &mut impl FnMut(&Candidate) -> Next,
) -> Result<Ended, String> {
    let workers = crate::parallel::threads(usize::MAX);
    // Plans proposed and not yet considered: one for each worker and the next for it to
    // take, so memory holds a copy of the step per core, not more.
    let ahead = workers + 1;
    let limit = usize::try_from(steps).unwrap_or(usize::MAX);
    let shared = &Shared {
        line: Mutex::new(Line::default()),
        changed: Condvar::new(),
    };
    let bare = |c: &Candidate| Candidate {
        m: Arc::clone(&c.m),
        answers: Vec::new(),
        ..*c
    };
    std::thread::scope(|scope| {
        // The proposer: each plan's first proposal, from the plan before it.
        let first = bare(from);
        scope.spawn(move || {
            let _stop = Stop {
                shared,
                always: false,
            };
            let mut parent = first;
            loop {
                let line = shared.wait_until(|l| {
                    l.stop || l.proposed >= limit || l.proposed - l.considered < ahead
                });
                if line.stop || line.proposed >= limit {
                    drop(line);
                    shared.update(|l| l.ended = true);
                    return;
                }
                drop(line);
                let Some(next) = proposal(&parent, block, batch, cost0, t) else {
                    shared.update(|l| l.ended = true);
                    return;
                };
                parent = bare(&next);
                shared.update(|l| {
                    l.queue.push_back((l.proposed, next));
                    l.proposed += 1;
                });
            }
        });
        for _ in 0..workers {
            scope.spawn(move || {
                let _stop = Stop {
                    shared,
                    always: false,
                };
                crate::parallel::as_worker(|| loop {
                    let mut line = shared.wait_until(|l| l.stop || l.ended || !l.queue.is_empty());
                    let Some((i, mut c)) = line.queue.pop_front() else {
                        return;
                    };
                    if line.stop {
                        return;
                    }
                    drop(line);
                    let proposed = Arc::clone(&c.m);
                    let refined = measure_and_refine(&mut c, f, block, t).map(|_| {
                        let replaced = !Arc::ptr_eq(&proposed, &c.m);
                        (c, replaced)
                    });
                    shared.update(|l| l.done.insert(i, refined));
                })
            });
        }
        // This thread: the plans in order.
        let _stop = Stop {
            shared,
            always: true,
        };
        (|| {
            let mut parent = bare(from);
            for i in 0.. {
                let mut line = shared.wait_until(|l| {
                    l.stop || l.done.contains_key(&i) || (l.ended && l.proposed <= i)
                });
                let Some(refined) = line.done.remove(&i) else {
                    // The sequence ended before this plan (or another thread panicked: the
                    // scope passes it on).
                    return Ok(Ended::Done);
                };
                line.considered = i + 1;
                drop(line);
                shared.changed.notify_all();
                let (c, replaced) = refined?;
                if cfg!(debug_assertions) {
                    // Debug builds check that the plan proposed ahead is the one its parent
                    // proposes now (its cost as proposed: refining that replaced its module
                    // costed the new one).
                    let key = |cost: u64, c: &Candidate| {
                        ((!replaced).then_some(cost), c.flops, c.actions)
                    };
                    let again = proposal(&parent, block, batch, cost0, t)
                        .map(|a| (key(a.cost, &a), a.pieces));
                    assert_eq!(
                        again,
                        Some((key(c.cost, &c), from.pieces)),
                        "the plan proposed ahead"
                    );
                }
                match consider(&c) {
                    Next::On => {}
                    Next::Stop => return Ok(Ended::Done),
                    Next::Fits => {
                        return Ok(Ended::Fits {
                            took: c.actions - parent.actions,
                            parent,
                            taken: i as u64 + 1,
                        })
                    }
                }
                if replaced || c.pieces != from.pieces {
                    return Ok(Ended::Again(c, i as u64 + 1));
                }
                parent = bare(&c);
            }
            Ok(Ended::Done)
        })()
    })
}

/// The plan after `parent`: its best action (`propose`), or with `batch` above 1 the best
/// `batch` actions of one ranking applied together, each copying ops no earlier one copies or
/// copies before (a scan's checkpoint only alone, first). `None` when no action helps.
fn proposal(
    parent: &Candidate,
    block: Block,
    batch: usize,
    cost0: u64,
    t: &Tuning,
) -> Option<Candidate> {
    if batch <= 1 {
        return propose(std::slice::from_ref(parent), block, 1, 1, cost0, t)
            .and_then(|cs| cs.into_iter().next());
    }
    let actions = [t.near, t.far, t.farthest]
        .into_iter()
        .map(|reach| helpful_actions(&parent.m, block, reach, batch, t))
        .find(|a| !a.is_empty())?;
    let mut m = Module::clone(&parent.m);
    let (added, took, cost) = match &actions[..] {
        // One action (the best, as `propose` takes it), with its cost.
        [(a, cost)] | [(a @ Action::Scan(_), cost), ..] => (apply(&mut m, block, a), 1, *cost),
        _ => {
            // The ops earlier actions copy or copy before.
            let mut touched: std::collections::HashSet<Op> = std::collections::HashSet::new();
            let mut edits: Vec<Recompute> = Vec::new();
            for (a, _) in &actions {
                let Action::Copy { value, at, ops } = a else {
                    continue;
                };
                if touched.contains(at) || ops.iter().any(|o| touched.contains(o)) {
                    continue;
                }
                touched.insert(*at);
                touched.extend(ops.iter().copied());
                edits.push(Recompute {
                    values: vec![*value],
                    at: *at,
                    chain: ops.clone(),
                });
            }
            // In one pass over the block: the edits copy and rewire disjoint ops.
            let added = recompute(&mut m, block, &edits);
            (
                added,
                edits.len() as u64,
                crate::schedule::order_cost(&m, block),
            )
        }
    };
    debug_assert_eq!(cost, crate::schedule::order_cost(&m, block));
    Some(Candidate {
        cost,
        m: m.into(),
        flops: parent.flops + added,
        fp: 0,
        lb: 0,
        placed: false,
        actions: parent.actions + took,
        pieces: parent.pieces,
        answers: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use crate::{budget_pipeline_with, Instrumentation, Pipeline, PLAN_PIPELINE};

    thread_local! {
        /// Times [`super::greedy`] proposed the sequence again on this thread.
        pub(super) static RESTARTS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    /// The step planned by `pipeline`, printed, or the error (a budget it cannot fit says
    /// the smallest footprint reached).
    fn planned(text: &str, pipeline: &str) -> Result<String, String> {
        let mut m = lowtide_ir::parse_and_verify(text, "step").unwrap();
        run(&mut m, pipeline)?;
        Ok(lowtide_ir::print(&m, Default::default()))
    }

    /// Runs `pipeline` on `m`.
    fn run(m: &mut lowtide_ir::Module, pipeline: &str) -> Result<(), String> {
        Pipeline::parse(pipeline)
            .unwrap()
            .run(m, &Instrumentation::default(), "step", &mut std::io::sink())
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    /// The footprint the report gives a step planned by `pipeline`.
    fn footprint(text: &str, pipeline: &str) -> u64 {
        let m = lowtide_ir::parse_and_verify(&planned(text, pipeline).unwrap(), "step").unwrap();
        let f = m.function("main").unwrap();
        crate::report::report(&m, f, None).unwrap().footprint_bytes
    }

    /// A three-block GPT-2 with Adam (545 ops), prepared as the budget pipeline prepares a
    /// step, its function and its body.
    fn gpt2() -> (lowtide_ir::Module, lowtide_ir::Op, lowtide_ir::Block) {
        use crate::frontend::zoo::{build, ZooOptions};
        let mut o = ZooOptions::default();
        (o.batch, o.seq, o.layers) = (2, Some(32), Some(3));
        (o.width, o.heads, o.vocab) = (Some(32), Some(2), Some(64));
        o.optimizer = crate::autodiff::Optimizer::named("adam").unwrap();
        let mut m = build("gpt2", &o).unwrap();
        run(&mut m, "inline,canonicalize,cse,classify-arguments,fuse").unwrap();
        let f = m.function("main").unwrap();
        let block = m.entry_block(f).unwrap();
        (m, f, block)
    }

    /// A plan of several actions that fits is followed by its parent's plans of one action
    /// each, fewer than it took, until one fits with no more FLOPs; then the sequence ends.
    #[test]
    fn a_fitting_plan_of_several_actions_is_followed_by_its_parent_s_single_actions() {
        use super::super::search::Candidate;
        use super::{greedy, Next};
        use std::sync::Arc;
        let (m, f, block) = gpt2();
        let ops = m.blocks[block].ops.len();
        let t = crate::remat::tuning::Tuning {
            batch_ops: ops / 4,
            ..crate::remat::tuning::TUNING
        };
        assert_eq!(super::batch(&m, block, &t), 4);
        let root = || {
            let planned = crate::memory::measure::measure_unplaced(&m, f).unwrap();
            Candidate {
                fp: planned.fp,
                lb: planned.lb,
                placed: planned.placed,
                cost: crate::schedule::order_cost(&m, block),
                m: Arc::new(m.clone()),
                flops: 0,
                actions: 0,
                pieces: false,
                answers: Vec::new(),
            }
        };
        let cost0 = root().cost;
        // The sequence's first plans, nothing fitting: (actions, footprint, FLOPs).
        let mut first: Vec<(u64, u64, u64)> = Vec::new();
        greedy(root(), 100, f, block, cost0, 4, &t, |c| {
            first.push((c.actions, c.fp, c.flops));
            match first.len() < 6 {
                true => Next::On,
                false => Next::Stop,
            }
        })
        .unwrap();
        // The first plan of several actions below its parent's footprint: the budget it fits.
        let k = (1..first.len())
            .find(|&k| first[k].0 > first[k - 1].0 + 1 && first[k].1 < first[k - 1].1)
            .expect("a plan of several actions smaller than its parent");
        let (budget, took, parent) = (first[k].1, first[k].0 - first[k - 1].0, first[k - 1].0);
        let mut seen: Vec<(u64, u64, u64)> = Vec::new();
        let mut best: Option<u64> = None;
        greedy(root(), 100, f, block, cost0, 4, &t, |c| {
            seen.push((c.actions, c.fp, c.flops));
            if c.fp <= budget && best.is_none_or(|b| c.flops < b) {
                best = Some(c.flops);
            }
            match best.is_some_and(|b| c.flops >= b) {
                true => Next::Fits,
                false => Next::On,
            }
        })
        .unwrap();
        assert_eq!(
            seen[..=k],
            first[..=k],
            "the same plans up to the fitting one"
        );
        let singles = &seen[k + 1..];
        assert!(!singles.is_empty(), "no plan of one action after {seen:?}");
        assert!(
            singles.len() < took as usize,
            "{singles:?} after {took} actions"
        );
        for (j, s) in singles.iter().enumerate() {
            assert_eq!(s.0, parent + j as u64 + 1, "{seen:?}");
        }
        // The singles go on while none fits with fewer FLOPs than the plan of several and
        // their FLOPs stay below its; the last fits so, reaches its FLOPs, or is the last
        // allowed.
        let flops = first[k].2;
        let fitting = |s: &(u64, u64, u64)| s.1 <= budget && s.2 < flops;
        let (last, before) = singles.split_last().unwrap();
        assert!(
            before.iter().all(|s| !fitting(s) && s.2 < flops),
            "{seen:?}"
        );
        assert!(
            fitting(last) || last.2 >= flops || singles.len() == took as usize - 1,
            "{seen:?}"
        );
    }

    /// The sequence plans the same on one worker, one plan at a time, as on every core,
    /// where plans are proposed and measured ahead: on steps where refining replaces a plan's
    /// module (reversed kernels read in place) or finds loops of pieces, so the sequence is
    /// proposed again from there.
    #[test]
    fn the_greedy_sequence_plans_the_same_on_one_worker_as_on_every_core() {
        let Some(dir) = lowtide_testkit::bench_dir("xla") else {
            return;
        };
        let mut restarts = 0;
        for name in ["resnet18_cifar__donate", "vgg11_cifar__base", "gpt__donate"] {
            let text = std::fs::read_to_string(dir.join(format!("{name}.mlir"))).unwrap();
            let budget = footprint(&text, PLAN_PIPELINE) * 6 / 10;
            let pipeline = budget_pipeline_with(budget, " beam=1");
            RESTARTS.set(0);
            let cores = planned(&text, &pipeline);
            restarts += RESTARTS.get();
            let one = crate::parallel::as_worker(|| planned(&text, &pipeline));
            assert!(cores == one, "{name}: the plans differ");
        }
        assert!(restarts > 0, "no step proposed its sequence again");
    }
}
