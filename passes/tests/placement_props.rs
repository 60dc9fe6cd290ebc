//! Placement properties on random interval sets:
//! - every placement (greedy or search, any alignment) passes the independent checker and is
//!   at least the liveness lower bound;
//! - on tiny instances the search reaches the true optimum, found by brute force over every
//!   order and every resting position (so the search's pruning never cuts off the optimum).

use lowtide_passes::memory::placement::{
    check, lower_bound, place, place_min, search, Interval, Limits,
};
use proptest::prelude::*;

fn intervals(max: usize, align: u64) -> impl Strategy<Value = Vec<Interval>> {
    prop::collection::vec((0u64..20, 1u64..8, 1u64..40), 1..max).prop_map(move |v| {
        v.into_iter()
            .map(|(lo, len, size)| Interval {
                lower: lo,
                upper: lo + len,
                size,
                align,
            })
            .collect()
    })
}

/// The optimal height: every order, every position resting on 0 or on an overlapping buffer.
fn brute_force(bufs: &[Interval]) -> u64 {
    fn go(bufs: &[Interval], placed: &mut Vec<(usize, u64)>, used: &mut Vec<bool>, best: &mut u64) {
        let h = placed
            .iter()
            .map(|&(i, o)| o + bufs[i].size)
            .max()
            .unwrap_or(0);
        if h >= *best {
            return;
        }
        if placed.len() == bufs.len() {
            *best = h;
            return;
        }
        for i in 0..bufs.len() {
            if used[i] {
                continue;
            }
            let b = bufs[i];
            let overl: Vec<(u64, u64)> = placed
                .iter()
                .filter(|&&(j, _)| bufs[j].lower < b.upper && b.lower < bufs[j].upper)
                .map(|&(j, o)| (o, o + bufs[j].size))
                .collect();
            let mut cands: Vec<u64> = std::iter::once(0)
                .chain(overl.iter().map(|&(_, e)| e))
                .collect();
            cands.sort();
            cands.dedup();
            for o in cands {
                if overl.iter().all(|&(s, e)| o + b.size <= s || e <= o) {
                    used[i] = true;
                    placed.push((i, o));
                    go(bufs, placed, used, best);
                    placed.pop();
                    used[i] = false;
                }
            }
        }
    }
    let mut best = u64::MAX;
    go(
        bufs,
        &mut Vec::new(),
        &mut vec![false; bufs.len()],
        &mut best,
    );
    best
}

proptest! {
    #![proptest_config(ProptestConfig { cases: std::env::var("LT_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(300), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn placements_always_check(bufs in intervals(40, 1), align in prop::sample::select(vec![1u64, 8, 64])) {
        let bufs: Vec<Interval> = bufs.into_iter().map(|b| Interval { align, ..b }).collect();
        let lb = lower_bound(&bufs);
        let p = place_min(&bufs, Limits { time: std::time::Duration::from_millis(50), ..Limits::default() });
        let h = check(&bufs, &p.offsets).map_err(TestCaseError::fail)?;
        prop_assert_eq!(h, p.height);
        prop_assert!(h >= lb);
    }

    #[test]
    fn search_reaches_the_brute_force_optimum(bufs in intervals(7, 1)) {
        let opt = brute_force(&bufs);
        prop_assert!(opt >= lower_bound(&bufs));
        let p = place(&bufs, opt, Limits::default());
        check(&bufs, &p.offsets).map_err(TestCaseError::fail)?;
        prop_assert_eq!(p.height, opt, "place missed the optimum ({})", p.method);
        // The exact stage by itself, without the greedy head start.
        let offs = search(&bufs, opt, Limits::default());
        prop_assert!(offs.is_some(), "the search found no packing within the optimum {}", opt);
        let h = check(&bufs, &offs.unwrap()).map_err(TestCaseError::fail)?;
        prop_assert!(h <= opt);
        // And it proves that one byte less is impossible.
        if opt > lower_bound(&bufs) {
            prop_assert!(search(&bufs, opt - 1, Limits::default()).is_none(), "packed below the optimum?");
        }
    }
}
