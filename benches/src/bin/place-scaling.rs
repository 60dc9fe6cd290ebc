//! How placement time grows with the number of buffers.
//!
//! `cargo run --release -p lowtide-benches --bin place-scaling [-- N...]` (default 10000,
//! 100000 and 1000000): N buffers with random lifetimes (start uniform in `[0, N)`, 1 to 200
//! points long) and sizes (1 to 4095 bytes), the same every run, placed by
//! `placement::place` with a capacity they fit (the greedy packings alone, as `lowtide place`
//! runs them when the capacity is met) and then aimed at their lower bound with a 10 s time
//! limit (the exact search after the packings). Prints the time of each, the exponent fitted
//! between consecutive sizes, and the process's peak resident memory so far.

use lowtide_benches::{numbers_or, peak_rss_mib};
use lowtide_passes::memory::placement::{check, lower_bound, place, Interval, Limits};
use std::time::{Duration, Instant};

fn intervals(n: u64) -> Vec<Interval> {
    let mut s = 0x9e37_79b9_7f4a_7c15u64 ^ n;
    let mut next = |m: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % m
    };
    (0..n)
        .map(|_| {
            let lower = next(n);
            Interval {
                lower,
                upper: lower + 1 + next(200),
                size: 1 + next(4095),
                align: 1,
            }
        })
        .collect()
}

fn main() {
    let sizes = numbers_or(&[10_000, 100_000, 1_000_000]);
    println!("| buffers | greedy s | exponent | to the lower bound s | height / lower bound | timed out | peak RSS MiB |");
    println!("|---|---|---|---|---|---|---|");
    let mut last: Option<(u64, f64)> = None;
    for n in sizes {
        let bufs = intervals(n);
        let lb = lower_bound(&bufs);
        let limits = Limits {
            time: Duration::from_secs(10),
            ..Limits::default()
        };
        let t = Instant::now();
        let greedy = place(&bufs, u64::MAX / 4, limits);
        let greedy_s = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let exact = place(&bufs, lb, limits);
        let exact_s = t.elapsed().as_secs_f64();
        for p in [&greedy, &exact] {
            check(&bufs, &p.offsets).expect("a valid placement");
        }
        let exponent = last.map_or("-".to_string(), |(n0, s0)| {
            format!("{:.2}", (greedy_s / s0).ln() / (n as f64 / n0 as f64).ln())
        });
        println!(
            "| {n} | {greedy_s:.3} | {exponent} | {exact_s:.3} | {:.4} | {} | {} |",
            exact.height as f64 / lb.max(1) as f64,
            exact.timed_out,
            peak_rss_mib()
        );
        last = Some((n, greedy_s));
    }
}
