//! Kernels on the machine's cores: an op's elements split into one contiguous range per core
//! when there are enough of them to pay for starting the threads. Every element is computed
//! by exactly one range, in the same way as on one thread, so results never depend on the
//! split. GEMMs are split here too (their products, rows or convolution positions), each
//! `matrixmultiply` call running on one thread.

use std::ops::Range;

/// The least items worth a thread of their own: about 0.1 ms of the cheapest elementwise
/// work, several times what starting and joining a thread costs.
pub(crate) const MIN_ITEMS: usize = 1 << 17;

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

impl<F: Fn(Range<usize>) -> Result<(), String>> Disjoint<F> {
    fn run(&self, r: Range<usize>) -> Result<(), String> {
        (self.0)(r)
    }
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
    std::thread::scope(|s| {
        let others: Vec<_> = bounds[1..]
            .windows(2)
            .map(|w| {
                let r = w[0]..w[1];
                s.spawn(move || f.run(r))
            })
            .collect();
        let mut res = f.run(bounds[0]..bounds[1]);
        for h in others {
            let r = h.join().unwrap_or_else(|p| std::panic::resume_unwind(p));
            res = res.and(r);
        }
        res
    })
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
}
