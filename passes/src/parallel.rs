//! Work split over the machine's cores where the pieces are independent, so the answers are
//! the same whatever the number of threads: the budget search's trials of a shortlist, the
//! moves of one round of `schedule`'s refinement, extraction's alternatives tried ahead.
//!
//! A worker thread runs nested calls on itself: the search judges a shortlist in parallel,
//! and each trial's `schedule` would otherwise start threads of its own on the same cores.

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
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(items)
        .max(1)
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
}
