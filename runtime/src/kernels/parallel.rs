//! Kernels on the machine's cores: an op's elements split into one contiguous range per core
//! when there are enough of them to pay for the handoff. Every element is computed by exactly
//! one range, in the same way as on one thread, so results never depend on the split. GEMMs
//! are split here too (their products, rows or columns, or convolution positions), each
//! `matrixmultiply` call running on one thread.
//!
//! The ranges run on a pool of threads started once per process (the calling thread runs the
//! first range itself): starting threads for each op cost a quarter of a millisecond here,
//! more than many ops take, and a new thread's first GEMM also allocates (and page-faults)
//! `matrixmultiply`'s packing buffers anew.

use std::collections::VecDeque;
use std::ops::Range;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};

/// The least items worth a thread of their own: about 0.1 ms of the cheapest elementwise
/// work, several times what handing a range to a pool thread and waiting for it costs.
pub(crate) const MIN_ITEMS: usize = 1 << 17;

/// [`MIN_ITEMS`] for items that each cost `cost` times the cheapest elementwise work
/// (`scalar::cost`), at least [`ALIGN`].
pub(crate) fn min_items(cost: usize) -> usize {
    (MIN_ITEMS / cost.max(1)).max(ALIGN)
}

/// Where ranges may meet: a multiple of 64 items, so two threads never write bits of one byte
/// of an `i1` tensor (packed eight to a byte) nor, for 4-byte elements, one cache line.
pub(crate) const ALIGN: usize = 64;

/// The least floating-point operations worth a thread of their own in a GEMM: about 0.1 ms
/// of `matrixmultiply`'s work on one core (it runs on the calling thread: small products
/// lose more to a thread pool's handoffs than they gain).
pub(crate) const MIN_FLOPS: usize = 1 << 22;

/// The threads the kernels use (read once): `LOWTIDE_THREADS` when set to a positive whole
/// number, else the machine's cores (with a warning when it is set to anything else).
pub(crate) fn threads() -> usize {
    static N: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *N.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        match std::env::var("LOWTIDE_THREADS") {
            Err(_) => cores,
            Ok(v) => match v.trim().parse::<usize>() {
                Ok(n) if n > 0 => n,
                _ => {
                    eprintln!(
                        "lowtide: warning: LOWTIDE_THREADS={v:?} is not a positive whole number; using all {cores} cores"
                    );
                    cores
                }
            },
        }
    })
}

/// `f` shared between threads that touch disjoint elements.
struct Disjoint<F>(F);

// SAFETY: `split` gives each thread its own range of items; the kernels passed to it read
// their operands (never written by anyone while the op runs, or written only at the item's
// own elements) and write only the elements of their range, so no two threads touch the same
// memory through the raw pointers the closure holds.
unsafe impl<F> Sync for Disjoint<F> {}

/// A split's work, as the pool threads see it.
trait Run: Sync {
    fn run(&self, r: Range<usize>) -> Result<(), String>;
}

impl<F: Fn(Range<usize>) -> Result<(), String>> Run for Disjoint<F> {
    fn run(&self, r: Range<usize>) -> Result<(), String> {
        (self.0)(r)
    }
}

/// The pool: ranges waiting for a thread, and the threads (`threads() - 1` of them, started
/// on first use) that run them.
struct Pool {
    queue: Mutex<VecDeque<Box<dyn FnOnce() + Send>>>,
    /// The ranges in `queue`, read without the lock by threads spinning for work.
    queued: AtomicUsize,
    ready: Condvar,
    /// The threads started (fewer than asked for only when the system refuses more).
    started: AtomicUsize,
}

/// How long a thread spins for a handoff (a range to run, or the end of the ranges it waits
/// for) before it sleeps: waking a sleeping thread took about 60 µs on the 2-core machine the
/// runtime is measured on, longer than many ops take, while a spinning one sees the handoff
/// within a microsecond. Kernels come back to back, so a pool thread spinning this long after
/// each range usually finds the next.
const SPIN: std::time::Duration = std::time::Duration::from_micros(200);

/// Spins until `done()` or [`SPIN`] has passed; whether `done()`.
fn spin(done: impl Fn() -> bool) -> bool {
    let start = std::time::Instant::now();
    loop {
        for _ in 0..64 {
            if done() {
                return true;
            }
            std::hint::spin_loop();
        }
        if start.elapsed() > SPIN {
            return done();
        }
    }
}

thread_local! {
    /// Whether this thread is a pool thread: a split inside a range runs on it alone (a pool
    /// thread waiting for the pool could wait for itself).
    static IN_POOL: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

fn pool() -> &'static Pool {
    static POOL: OnceLock<&'static Pool> = OnceLock::new();
    POOL.get_or_init(|| {
        let pool: &'static Pool = Box::leak(Box::new(Pool {
            queue: Mutex::new(VecDeque::new()),
            queued: AtomicUsize::new(0),
            ready: Condvar::new(),
            started: AtomicUsize::new(0),
        }));
        for k in 1..threads() {
            let spawned = std::thread::Builder::new()
                .name(format!("lowtide-{k}"))
                .spawn(move || {
                    IN_POOL.with(|p| p.set(true));
                    loop {
                        spin(|| pool.queued.load(Ordering::Acquire) > 0);
                        let task = {
                            let mut q = lock(&pool.queue);
                            loop {
                                if let Some(t) = q.pop_front() {
                                    pool.queued.fetch_sub(1, Ordering::Release);
                                    break t;
                                }
                                q = pool.ready.wait(q).unwrap_or_else(|e| e.into_inner());
                            }
                        };
                        task();
                    }
                });
            // A thread the system refuses: the ranges run on fewer.
            if spawned.is_err() {
                break;
            }
            pool.started.fetch_add(1, Ordering::Relaxed);
        }
        pool
    })
}

/// `m` locked (a panic while it was held cannot leave a `Done` or a queue inconsistent: each
/// update is a single assignment).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A panic's payload, to resume on the calling thread.
type Panic = Box<dyn std::any::Any + Send>;

/// What the ranges handed to the pool left: how many are still running (counted down under
/// the lock, read without it while spinning), the first error, and a panic to resume on the
/// calling thread.
#[derive(Default)]
struct Done {
    left: AtomicUsize,
    result: Mutex<(Option<String>, Option<Panic>)>,
    finished: Condvar,
}

/// Runs `f` over `0..n`: over one range per core when each gets at least `min` items (`min`
/// at least 1), else over `0..n` on the calling thread. Ranges meet at multiples of
/// [`ALIGN`] items. The first error is returned.
pub(crate) fn split<F>(n: usize, min: usize, f: F) -> Result<(), String>
where
    F: Fn(Range<usize>) -> Result<(), String>,
{
    split_by(n, min, ALIGN, f)
}

/// [`split_by`] for work that cannot fail.
pub(crate) fn each_by(n: usize, min: usize, align: usize, f: impl Fn(Range<usize>)) {
    // The closure never fails, so neither does the split.
    let _ = split_by(n, min, align, |r| {
        f(r);
        Ok(())
    });
}

/// [`split`] with ranges meeting at multiples of `align` items instead (at least 1).
pub(crate) fn split_by<F>(n: usize, min: usize, align: usize, f: F) -> Result<(), String>
where
    F: Fn(Range<usize>) -> Result<(), String>,
{
    let parts = threads().min(n / min.max(1)).max(1);
    if parts == 1 || IN_POOL.with(|p| p.get()) {
        return f(0..n);
    }
    let pool = pool();
    let parts = parts.min(pool.started.load(Ordering::Relaxed) + 1);
    if parts == 1 {
        return f(0..n);
    }
    let f = Disjoint(f);
    let f = &f;
    let align = align.max(1);
    let bounds: Vec<usize> = (0..=parts)
        .map(|k| match k == parts {
            true => n,
            false => (n * k / parts) / align * align,
        })
        .collect();
    let f: &dyn Run = f;
    // SAFETY: every range handed to the pool has finished (`done.left == 0`, waited for below,
    // also when the calling thread's own range panics) before this function returns, so `f`
    // outlives every use; `Run: Sync` makes sharing it sound.
    let f: &'static dyn Run = unsafe { std::mem::transmute::<&dyn Run, &'static dyn Run>(f) };
    let done = Arc::new(Done {
        left: AtomicUsize::new(parts - 1),
        ..Done::default()
    });
    {
        let mut q = lock(&pool.queue);
        for w in bounds[1..].windows(2) {
            let (r, done) = (w[0]..w[1], done.clone());
            q.push_back(Box::new(move || {
                let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f.run(r)));
                let mut res = lock(&done.result);
                match out {
                    Ok(Ok(())) => {}
                    Ok(Err(e)) => {
                        res.0.get_or_insert(e);
                    }
                    Err(p) => {
                        res.1.get_or_insert(p);
                    }
                }
                done.left.fetch_sub(1, Ordering::Release);
                done.finished.notify_all();
            }));
            pool.queued.fetch_add(1, Ordering::Release);
        }
        pool.ready.notify_all();
    }
    let own =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f.run(bounds[0]..bounds[1])));
    let left = || done.left.load(Ordering::Acquire) == 0;
    spin(left);
    let mut res = lock(&done.result);
    while !left() {
        res = done.finished.wait(res).unwrap_or_else(|e| e.into_inner());
    }
    if let Some(p) = res.1.take() {
        std::panic::resume_unwind(p);
    }
    let own = own.unwrap_or_else(|p| std::panic::resume_unwind(p));
    match res.0.take() {
        Some(e) => own.and(Err(e)),
        None => own,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn every_item_is_visited_once_in_ranges_that_tile_the_whole() {
        for n in [0, 1, 7, MIN_ITEMS, 3 * MIN_ITEMS + 5] {
            let seen: Vec<AtomicUsize> = (0..n).map(|_| AtomicUsize::new(0)).collect();
            split(n, MIN_ITEMS, |r| {
                assert!(r.start % ALIGN == 0, "a range starts at {}", r.start);
                for i in r {
                    seen[i].fetch_add(1, Ordering::Relaxed);
                }
                Ok(())
            })
            .unwrap();
            assert!(
                seen.iter().all(|c| c.load(Ordering::Relaxed) == 1),
                "n = {n}"
            );
        }
    }

    #[test]
    fn an_error_in_any_range_is_returned() {
        let n = 4 * MIN_ITEMS;
        let e = split(n, MIN_ITEMS, |r| match r.contains(&(n - 1)) {
            true => Err("the last range failed".to_string()),
            false => Ok(()),
        });
        assert_eq!(e, Err("the last range failed".to_string()));
    }

    #[test]
    fn a_panic_in_a_pool_thread_reaches_the_caller_and_the_pool_goes_on() {
        let n = 4 * MIN_ITEMS;
        let r = std::panic::catch_unwind(|| {
            split(n, MIN_ITEMS, |r| match r.contains(&(n - 1)) {
                true => panic!("the last range panicked"),
                false => Ok(()),
            })
        });
        assert!(r.is_err());
        let count = AtomicUsize::new(0);
        split(n, MIN_ITEMS, |r| {
            count.fetch_add(r.len(), Ordering::Relaxed);
            Ok(())
        })
        .unwrap();
        assert_eq!(count.load(Ordering::Relaxed), n);
    }

    #[test]
    fn splits_from_several_threads_at_once_and_inside_ranges_all_finish() {
        let n = 4 * MIN_ITEMS;
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| {
                    for _ in 0..20 {
                        let count = AtomicUsize::new(0);
                        split(n, MIN_ITEMS, |r| {
                            // A split inside a range runs where it is.
                            split(r.len(), 1, |inner| {
                                count.fetch_add(inner.len(), Ordering::Relaxed);
                                Ok(())
                            })
                        })
                        .unwrap();
                        assert_eq!(count.load(Ordering::Relaxed), n);
                    }
                });
            }
        });
    }
}
