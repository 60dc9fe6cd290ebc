//! Output buffers as room before their output is written. An output with a buffer of its own
//! (not written into a donated argument) is allocated for the whole step, but holds nothing
//! until the op that writes it (or the first value of its in-place chain) runs: a training
//! step's new parameters and optimizer state are written at its very end, so their buffers sit
//! empty through the forward and backward passes. XLA keeps temporaries there (a ResNet MLP's
//! saved activations live in its new weights' buffers). `assign-buffers` does the same:
//! buffer groups that die before an output's buffer is first written may move into it, at an
//! offset of their own, out of the arena.
//!
//! The choice is greedy against the arena's peak: groups are taken largest first, and one
//! moves only when it is live where the arena's live bytes are largest (moving any other
//! would spend an output's room without lowering the bound), into the smallest output buffer
//! with room for it over its lifetime, the fullest of those (first fit by offset among the
//! values already there whose lifetimes overlap its own). Passes repeat until no group moves,
//! as the peak moves: a checkpointed transformer's peak moves from block to block, one pass
//! each (its encoder-decoder took 30 passes, its arena 15 MiB -> 6 MiB, where four passes
//! stopped). A buffer's room only shrinks, so a group that finds none is not tried again: each
//! group looks for room at most once.

use crate::memory::placement::Interval;
use crate::memory::range_max::RangeMax;

/// An output buffer's free room: `bytes` bytes, holding nothing before program point `until`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Window {
    /// The function result whose buffer it is.
    pub output: usize,
    /// The buffer's size.
    pub bytes: u64,
    /// The first program point at which the output (or its in-place chain) is live.
    pub until: u64,
}

/// Which intervals move into an output's buffer: per interval, the output and the offset in
/// its buffer, or `None` to stay in the arena. Only intervals `movable` says may move;
/// offsets are multiples of each interval's alignment, and no two moved intervals share a
/// byte of one buffer while both are live.
pub(crate) fn borrow(
    intervals: &[Interval],
    movable: &dyn Fn(usize) -> bool,
    windows: &[Window],
) -> Vec<Option<(usize, u64)>> {
    let n = intervals.len();
    let mut moved = vec![None; n];
    if windows.is_empty() {
        return moved;
    }
    let aligned = |iv: &Interval| iv.size.div_ceil(iv.align.max(1)) * iv.align.max(1);
    let points = intervals.iter().map(|iv| iv.upper).max().unwrap_or(0) as usize + 1;
    let mut delta = vec![0i64; points + 1];
    for iv in intervals.iter().filter(|iv| iv.upper > iv.lower) {
        delta[iv.lower as usize] += aligned(iv) as i64;
        delta[iv.upper as usize] -= aligned(iv) as i64;
    }
    let mut profile = Vec::with_capacity(points);
    let mut cur = 0i64;
    for d in &delta[..points] {
        cur += d;
        profile.push(cur.max(0) as u64);
    }
    let mut live = RangeMax::new(&profile);
    // Windows smallest first (best fit); candidates largest first.
    let mut order: Vec<usize> = (0..windows.len()).collect();
    order.sort_by_key(|&w| (windows[w].bytes, windows[w].output));
    let latest = windows.iter().map(|w| w.until).max().unwrap_or(0);
    let largest = windows.iter().map(|w| w.bytes).max().unwrap_or(0);
    let mut candidates: Vec<usize> = (0..n)
        .filter(|&i| {
            let iv = &intervals[i];
            movable(i)
                && iv.size > 0
                && iv.upper > iv.lower
                && iv.upper <= latest
                && iv.size <= largest
        })
        .collect();
    candidates.sort_by_key(|&i| (std::cmp::Reverse(intervals[i].size), intervals[i].lower, i));
    // Per window: (lower, upper, offset, bytes) of the intervals moved into it.
    let mut held: Vec<Vec<(u64, u64, u64, u64)>> = vec![Vec::new(); windows.len()];
    // Groups that found no room: none will appear (a buffer's room only shrinks).
    let mut roomless = vec![false; n];
    // Per group, the largest live bytes over its lifetime when last read: live bytes only
    // fall (groups only leave the arena), so it bounds them from above, and a group whose
    // bound is below the peak is not at it without reading the tree again.
    let mut above = vec![u64::MAX; n];
    // Each pass tries the groups still in the arena that may yet find room.
    while !candidates.is_empty() {
        let mut any = false;
        for &i in &candidates {
            let iv = &intervals[i];
            let peak = live.max_all();
            if peak == 0 {
                break;
            }
            if above[i] < peak {
                continue;
            }
            above[i] = live.max(iv.lower as usize, iv.upper as usize);
            if above[i] < peak {
                continue;
            }
            // The smallest buffer with room, and among those the fullest: values packed
            // into few buffers leave others whole for the larger values later at the peak.
            let first = order.partition_point(|&w| windows[w].bytes < iv.size);
            let spot = order[first..]
                .iter()
                .filter(|&&w| windows[w].until >= iv.upper)
                .filter_map(|&w| fit(&held[w], iv, windows[w].bytes).map(|o| (w, o)))
                .min_by_key(|&(w, _)| (windows[w].bytes, std::cmp::Reverse(held[w].len())));
            match spot {
                Some((w, o)) => {
                    held[w].push((iv.lower, iv.upper, o, iv.size));
                    live.add(iv.lower as usize, iv.upper as usize, -(aligned(iv) as i64));
                    moved[i] = Some((windows[w].output, o));
                    any = true;
                }
                None => roomless[i] = true,
            }
        }
        if !any {
            break;
        }
        candidates.retain(|&i| moved[i].is_none() && !roomless[i]);
    }
    moved
}

/// The lowest offset (a multiple of `iv.align`) at which `iv` fits in a buffer of `bytes`
/// bytes beside the intervals `held` there whose lifetimes overlap its own.
fn fit(held: &[(u64, u64, u64, u64)], iv: &Interval, bytes: u64) -> Option<u64> {
    let align = iv.align.max(1);
    let mut taken: Vec<(u64, u64)> = held
        .iter()
        .filter(|&&(lo, hi, _, _)| lo < iv.upper && iv.lower < hi)
        .map(|&(_, _, o, s)| (o, s))
        .collect();
    taken.sort_unstable();
    let mut at = 0u64;
    for (o, s) in taken {
        if at.checked_add(iv.size)? <= o {
            break;
        }
        at = at.max((o + s).div_ceil(align) * align);
    }
    (at.checked_add(iv.size)? <= bytes).then_some(at)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn iv(lower: u64, upper: u64, size: u64) -> Interval {
        Interval {
            lower,
            upper,
            size,
            align: 64,
        }
    }

    #[test]
    fn a_value_at_the_peak_moves_into_the_smallest_output_with_room() {
        // Two values live together (the peak), an output buffer of 256 bytes free until 10
        // and one of 1024 bytes free until 10: the larger value takes the large buffer, the
        // smaller one the small buffer.
        let ivs = [iv(0, 6, 512), iv(2, 8, 128)];
        let w = [
            Window {
                output: 0,
                bytes: 1024,
                until: 10,
            },
            Window {
                output: 1,
                bytes: 256,
                until: 10,
            },
        ];
        assert_eq!(
            borrow(&ivs, &|_| true, &w),
            vec![Some((0, 0)), Some((1, 0))]
        );
    }

    #[test]
    fn nothing_moves_into_an_output_already_written() {
        // The output is written at point 5; a value live until 6 would clobber it.
        let ivs = [iv(0, 6, 64)];
        let w = [Window {
            output: 0,
            bytes: 1024,
            until: 5,
        }];
        assert_eq!(borrow(&ivs, &|_| true, &w), vec![None]);
    }

    #[test]
    fn values_share_a_buffer_at_offsets_of_their_own() {
        // Three values live together, one 1024-byte buffer: side by side, aligned.
        let ivs = [iv(0, 4, 300), iv(1, 5, 300), iv(2, 6, 300)];
        let w = [Window {
            output: 3,
            bytes: 1024,
            until: 9,
        }];
        assert_eq!(
            borrow(&ivs, &|_| true, &w),
            vec![Some((3, 0)), Some((3, 320)), Some((3, 640))]
        );
    }

    #[test]
    fn a_value_away_from_the_peak_stays() {
        // The peak is value 1 alone (points 4..6). Where value 1 cannot move (too large for
        // the buffer, or not movable), moving value 0 would lower nothing: both stay.
        let ivs = [iv(0, 2, 64), iv(4, 6, 256)];
        let small = [Window {
            output: 0,
            bytes: 64,
            until: 9,
        }];
        assert_eq!(borrow(&ivs, &|_| true, &small), vec![None, None]);
        let large = [Window {
            output: 0,
            bytes: 256,
            until: 9,
        }];
        assert_eq!(borrow(&ivs, &|i| i == 0, &large), vec![None, None]);
        // Movable, value 1 moves; then value 0 is the peak and shares the buffer at another
        // time.
        assert_eq!(
            borrow(&ivs, &|_| true, &large),
            vec![Some((0, 0)), Some((0, 0))]
        );
    }

    #[test]
    fn passes_follow_the_peak_from_block_to_block_until_nothing_moves() {
        // Six blocks one after the other, each a movable value beside one that stays. The
        // earlier a block, the more it holds, but the smaller its movable value: the peak
        // moves from block to block as their values move, each time to a block whose value
        // comes earlier in the largest-first order, so each move takes a pass of its own
        // (four passes left the last two blocks' values in the arena).
        let (mut ivs, mut movable) = (Vec::new(), Vec::new());
        for j in 0..6u64 {
            ivs.push(iv(10 * j, 10 * j + 5, 64 * (8 + j)));
            movable.push(true);
            ivs.push(iv(10 * j, 10 * j + 5, 64 * (12 - 2 * j)));
            movable.push(false);
        }
        let w = [Window {
            output: 0,
            bytes: 1024,
            until: 100,
        }];
        let moved = borrow(&ivs, &|i| movable[i], &w);
        let expect: Vec<Option<(usize, u64)>> =
            movable.iter().map(|&m| m.then_some((0, 0))).collect();
        assert_eq!(moved, expect);
    }

    proptest! {
        /// Whatever moves lies inside its output's buffer, is gone before the output is
        /// written, is aligned, and shares no byte of that buffer with another moved value
        /// live at the same time; the arena's bound never rises.
        #[test]
        fn moves_are_disjoint_and_lower_the_bound(
            spans in prop::collection::vec((0u64..30, 1u64..10, 1u64..600), 1..40),
            outs in prop::collection::vec((1u64..2000, 0u64..45), 1..6),
        ) {
            let ivs: Vec<Interval> = spans.iter().map(|&(lo, len, s)| iv(lo, lo + len, s)).collect();
            let w: Vec<Window> = outs
                .iter()
                .enumerate()
                .map(|(k, &(bytes, until))| Window { output: k, bytes, until })
                .collect();
            let moved = borrow(&ivs, &|_| true, &w);
            for (i, m) in moved.iter().enumerate() {
                let Some((k, o)) = *m else { continue };
                prop_assert!(o % 64 == 0);
                prop_assert!(o + ivs[i].size <= w[k].bytes);
                prop_assert!(ivs[i].upper <= w[k].until);
                for (j, n) in moved.iter().enumerate().skip(i + 1) {
                    let Some((k2, o2)) = *n else { continue };
                    let together = ivs[i].lower < ivs[j].upper && ivs[j].lower < ivs[i].upper;
                    let overlap = o < o2 + ivs[j].size && o2 < o + ivs[i].size;
                    prop_assert!(!(k == k2 && together && overlap), "{i} and {j} share bytes");
                }
            }
            let stay: Vec<Interval> = ivs
                .iter()
                .zip(&moved)
                .filter(|(_, m)| m.is_none())
                .map(|(v, _)| *v)
                .collect();
            let aligned: Vec<Interval> = ivs.iter().map(|v| Interval { size: v.size.div_ceil(64) * 64, ..*v }).collect();
            let stay_aligned: Vec<Interval> = stay.iter().map(|v| Interval { size: v.size.div_ceil(64) * 64, ..*v }).collect();
            prop_assert!(crate::memory::placement::lower_bound(&stay_aligned) <= crate::memory::placement::lower_bound(&aligned));
        }
    }
}
