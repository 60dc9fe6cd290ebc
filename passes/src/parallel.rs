//! Work split over the machine's cores where the pieces are independent, so the answers are
//! the same whatever the number of threads: the budget search's trials of a shortlist,
//! `eqsat`'s search of the e-graph's classes and its extraction's next alternatives.
//!
//! A worker thread runs nested calls on itself: the budget search judges a shortlist in
//! parallel, and work inside a trial would otherwise start threads of its own on the same
//! cores.

use std::cell::Cell;

thread_local! {
    /// True on a worker of [`map`].
    static WORKER: Cell<bool> = const { Cell::new(false) };
}

/// The threads [`map`] would use for `items` pieces of work (1: it runs them in order here).
pub(crate) fn threads(items: usize) -> usize {
    if WORKER.get() {
        return 1;
    }
    // Asked once: the answer reads the process's CPU quota from files.
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    let cores = *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    cores.min(items).max(1)
}

/// Runs `f` as a worker of [`map`] would: calls of [`map`] inside it run on this thread (a
/// thread of work split by hand, on as many threads as [`threads`] says).
pub(crate) fn as_worker<R>(f: impl FnOnce() -> R) -> R {
    let was = WORKER.replace(true);
    let r = f();
    WORKER.set(was);
    r
}

/// `f` of each item, in order, computed on up to as many threads as the machine has.
pub(crate) fn map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = threads(items.len());
    if threads <= 1 {
        return items.iter().map(&f).collect();
    }
    let mut out: Vec<Option<R>> = (0..items.len()).map(|_| None).collect();
    std::thread::scope(|scope| {
        let f = &f;
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    WORKER.set(true);
                    (t..items.len())
                        .step_by(threads)
                        .map(|i| (i, f(&items[i])))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for h in handles {
            for (i, r) in h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)) {
                out[i] = Some(r);
            }
        }
    });
    out.into_iter()
        .map(|r| r.expect("every item is computed"))
        .collect()
}

/// Items each thread of [`map_many`] gets at least: a share of a thread's start-up (tens of
/// microseconds) is then less than its work.
pub(crate) const MIN_SHARE: usize = 1024;

/// [`map`] for many small pieces of work: on this thread alone below `2 * MIN_SHARE` items.
pub(crate) fn map_many<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    if items.len() < 2 * MIN_SHARE {
        return items.iter().map(&f).collect();
    }
    map(items, f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answers_come_in_the_items_order_and_nested_calls_run_on_their_worker() {
        let items: Vec<u64> = (0..37).collect();
        let out = map(&items, |&i| {
            // Nested: one thread, in order.
            let inner = map(&[i, i + 1], |&j| (j * j, threads(2)));
            (inner[0].0 + inner[1].0, inner[0].1)
        });
        let want: Vec<u64> = items.iter().map(|&i| i * i + (i + 1) * (i + 1)).collect();
        assert_eq!(out.iter().map(|o| o.0).collect::<Vec<_>>(), want);
        if threads(2) > 1 {
            assert!(
                out.iter().all(|o| o.1 == 1),
                "nested calls stay on the worker"
            );
        }
    }

    #[test]
    fn many_items_come_back_in_order() {
        for n in [0, 1, 7, MIN_SHARE, 2 * MIN_SHARE + 3, 10 * MIN_SHARE + 1] {
            let items: Vec<usize> = (0..n).collect();
            let want: Vec<usize> = items.iter().map(|&i| i * 3).collect();
            assert_eq!(map_many(&items, |&i| i * 3), want, "{n}");
        }
    }
}
