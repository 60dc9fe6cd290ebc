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

/// Searches the greedy sequence after `from` (a plan already measured and refined): at most
/// `steps` plans, each measured, refined and given to `consider` in order, until `consider`
/// answers false (the search stops) or no plan has an action left.
pub(super) fn greedy(
    mut from: Candidate,
    mut steps: u64,
    f: Op,
    block: Block,
    cost0: u64,
    t: &Tuning,
    mut consider: impl FnMut(&Candidate) -> bool,
) -> Result<(), String> {
    loop {
        match line(&from, steps, f, block, cost0, t, &mut consider)? {
            // Refining replaced the module of the last plan considered, or found loops of
            // pieces in it: the sequence goes on from it.
            Some((last, taken)) => {
                #[cfg(test)]
                tests::RESTARTS.set(tests::RESTARTS.get() + 1);
                from = last;
                steps -= taken;
            }
            None => return Ok(()),
        }
    }
}

/// One run of [`greedy`] from `from`: the plan after which the sequence must be proposed
/// again, with the number of plans considered up to it, or `None` where the search ends.
fn line(
    from: &Candidate,
    steps: u64,
    f: Op,
    block: Block,
    cost0: u64,
    t: &Tuning,
    consider: &mut impl FnMut(&Candidate) -> bool,
) -> Result<Option<(Candidate, u64)>, String> {
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
                let next = propose(std::slice::from_ref(&parent), block, 1, 1, cost0, t)
                    .and_then(|cs| cs.into_iter().next());
                let Some(next) = next else {
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
                    return Ok(None);
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
                    let again = propose(std::slice::from_ref(&parent), block, 1, 1, cost0, t)
                        .and_then(|cs| cs.into_iter().next())
                        .map(|a| (key(a.cost, &a), a.pieces));
                    assert_eq!(
                        again,
                        Some((key(c.cost, &c), from.pieces)),
                        "the plan proposed ahead"
                    );
                }
                if !consider(&c) {
                    return Ok(None);
                }
                if replaced || c.pieces != from.pieces {
                    return Ok(Some((c, i as u64 + 1)));
                }
                parent = bare(&c);
            }
            Ok(None)
        })()
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
        Pipeline::parse(pipeline)
            .unwrap()
            .run(
                &mut m,
                &Instrumentation::default(),
                "step",
                &mut std::io::sink(),
            )
            .map_err(|e| e.to_string())?;
        Ok(lowtide_ir::print(&m, Default::default()))
    }

    /// The footprint the report gives a step planned by `pipeline`.
    fn footprint(text: &str, pipeline: &str) -> u64 {
        let m = lowtide_ir::parse_and_verify(&planned(text, pipeline).unwrap(), "step").unwrap();
        let f = m.function("main").unwrap();
        crate::report::report(&m, f, None).unwrap().footprint_bytes
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
