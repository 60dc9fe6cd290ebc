//! Static plan against dynamic allocators on zoo training steps, and the largest batch that
//! fits a budget (issue 7's table; only the zoo models lowtide builds).
//!
//! `cargo run --release -p lowtide-benches --bin zoo-table [-- MODEL]` (default gpt2, seq 1024,
//! SGD). For batches 32, 64, 80 and 100: the peak bytes `no_pool`, `page_pool` and `caching`
//! reserve for the step's temporaries on lowtide's schedule, against lowtide's arena, and the
//! whole footprint (parameters, inputs and outputs included). Then the largest batch whose
//! footprint fits 15109 MiB (a 16 GB T4's usable memory) without recomputation and with
//! `--budget` (rematerialization).

use lowtide_benches::mib;
use lowtide_passes::report::report;
use lowtide_passes::zoo::{build, ZooOptions};
use lowtide_passes::{budget_pipeline, Instrumentation, Pipeline, PLAN_PIPELINE};

const BUDGET: u64 = 15109 << 20;

/// Footprint, arena and each dynamic allocator's peak.
type Planned = (u64, u64, Vec<(&'static str, u64)>);

/// The plan of `name` at `batch` through `pipeline`, or the error.
fn plan(name: &str, batch: u64, pipeline: &str) -> Result<Planned, String> {
    let mut m = build(
        name,
        &ZooOptions {
            batch,
            ..Default::default()
        },
    )?;
    Pipeline::parse(pipeline)?
        .run(
            &mut m,
            &Instrumentation::default(),
            name,
            &mut std::io::sink(),
        )
        .map_err(|d| d.message)?;
    let r = report(&m, m.function("main").ok_or("no @main")?, None)?;
    let dynamic = lowtide_runtime::dynamic_peaks(&m, "main")?;
    Ok((r.footprint_bytes, r.arena_bytes, dynamic))
}

fn main() {
    let name = std::env::args().nth(1).unwrap_or_else(|| "gpt2".into());
    println!("{name}, defaults of `lowtide zoo {name}` (SGD), MiB:\n");
    println!("| batch | no_pool | page_pool | caching | lowtide arena | lowtide footprint |");
    println!("|---|---|---|---|---|---|");
    for batch in [32u64, 64, 80, 100] {
        match plan(&name, batch, PLAN_PIPELINE) {
            Ok((fp, arena, dynamic)) => {
                let get = |k: &str| dynamic.iter().find(|d| d.0 == k).map_or(0, |d| d.1);
                println!(
                    "| {batch} | {} | {} | {} | {} | {} |",
                    mib(get("no_pool")),
                    mib(get("page_pool")),
                    mib(get("caching")),
                    mib(arena),
                    mib(fp)
                );
            }
            Err(e) => println!("| {batch} | error: {e} | | | | |"),
        }
    }
    // The largest batch each way of allocating fits in the budget: a dynamic allocator needs
    // its peak for the temporaries plus what lies outside the arena (parameters, inputs,
    // outputs not donated), as the static plan does.
    let mut largest: Vec<(String, Option<u64>)> = Vec::new();
    for kind in ["page_pool", "caching", "no_pool"] {
        let mut best = None;
        for batch in 1..=64u64 {
            let fits = plan(&name, batch, PLAN_PIPELINE).is_ok_and(|(fp, arena, d)| {
                let peak = d.iter().find(|x| x.0 == kind).map_or(u64::MAX, |x| x.1);
                fp - arena + peak <= BUDGET
            });
            if !fits {
                break;
            }
            best = Some(batch);
        }
        largest.push((kind.to_string(), best));
    }
    for (label, with_budget) in [
        ("lowtide, no recomputation", false),
        ("lowtide --budget 15109MiB", true),
    ] {
        let mut best = None;
        for batch in 1..=64u64 {
            let fits = if with_budget {
                plan(&name, batch, &budget_pipeline(BUDGET)).is_ok()
            } else {
                plan(&name, batch, PLAN_PIPELINE).is_ok_and(|(fp, _, _)| fp <= BUDGET)
            };
            if !fits {
                break;
            }
            best = Some(batch);
        }
        largest.push((label.to_string(), best));
    }
    println!("\nlargest batch fitting 15109 MiB:\n\n| allocation | batch |\n|---|---|");
    for (k, b) in largest {
        println!("| {k} | {} |", b.map_or("none".into(), |b| b.to_string()));
    }
}
