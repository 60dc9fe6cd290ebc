//! Static plan against dynamic allocators on zoo training steps, and the largest batch that
//! fits a budget (issue 7's table).
//!
//! `cargo run --release -p lowtide-benches --bin zoo-table [-- MODEL...]` (default resnet50
//! at 224x224, gpt2 at seq 1024 and bert_base at seq 512, each trained with SGD with
//! momentum). For batches 32, 64, 80 and 100: the peak bytes `no_pool`, `page_pool` and
//! `caching` reserve for the step's temporaries on lowtide's schedule, against lowtide's
//! arena, and the whole footprint (parameters, optimizer state, inputs and outputs
//! included). Then the largest batch whose footprint fits 15109 MiB (a 16 GB T4's usable
//! memory) with each allocator, with lowtide's static plan, and with `--budget`
//! (rematerialization), found by doubling then bisection (fitting is monotone in the batch).

use lowtide_benches::mib;
use lowtide_passes::autodiff::Optimizer;
use lowtide_passes::frontend::zoo::{build, ZooOptions};
use lowtide_passes::report::report;
use lowtide_passes::{budget_pipeline, Instrumentation, Pipeline, PLAN_PIPELINE};

const BUDGET: u64 = 15109 << 20;

/// Footprint, arena and each dynamic allocator's peak.
type Planned = (u64, u64, Vec<(&'static str, u64)>);

/// The plan of `name` at `batch` through `pipeline`, or the error.
fn plan(name: &str, batch: u64, pipeline: &str) -> Result<Planned, String> {
    // Progress on stderr: the table takes minutes.
    let budget = if pipeline == PLAN_PIPELINE {
        ""
    } else {
        " with a budget"
    };
    eprintln!("zoo-table: planning {name} at batch {batch}{budget}");
    let mut m = build(
        name,
        &ZooOptions {
            batch,
            optimizer: Optimizer::named("momentum")?,
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

/// The largest batch for which `fits` holds (it holds for every smaller one), if any.
fn largest(mut fits: impl FnMut(u64) -> bool) -> Option<u64> {
    if !fits(1) {
        return None;
    }
    let (mut lo, mut hi) = (1u64, 2u64);
    while hi <= 4096 && fits(hi) {
        lo = hi;
        hi *= 2;
    }
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(lo)
}

fn table(name: &str) {
    println!("### {name} (defaults of `lowtide zoo {name} --optimizer momentum`), MiB\n");
    println!("| batch | no_pool | page_pool | caching | lowtide arena | lowtide footprint |");
    println!("|---|---|---|---|---|---|");
    for batch in [32u64, 64, 80, 100] {
        match plan(name, batch, PLAN_PIPELINE) {
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
    // A dynamic allocator needs its peak for the temporaries plus what lies outside the
    // arena (parameters, state, inputs, outputs not donated), as the static plan does.
    let mut rows: Vec<(String, Option<u64>)> = Vec::new();
    for kind in ["no_pool", "page_pool", "caching"] {
        let best = largest(|batch| {
            plan(name, batch, PLAN_PIPELINE).is_ok_and(|(fp, arena, d)| {
                let peak = d.iter().find(|x| x.0 == kind).map_or(u64::MAX, |x| x.1);
                fp - arena + peak <= BUDGET
            })
        });
        rows.push((kind.to_string(), best));
    }
    let static_plan =
        largest(|batch| plan(name, batch, PLAN_PIPELINE).is_ok_and(|(fp, _, _)| fp <= BUDGET));
    rows.push(("lowtide, no recomputation".into(), static_plan));
    let budget = largest(|batch| plan(name, batch, &budget_pipeline(BUDGET)).is_ok());
    rows.push(("lowtide --budget 15109MiB".into(), budget));
    println!("\nlargest batch fitting 15109 MiB:\n\n| allocation | batch |\n|---|---|");
    for (k, b) in rows {
        println!("| {k} | {} |", b.map_or("none".into(), |b| b.to_string()));
    }
    println!();
}

fn main() {
    let mut names: Vec<String> = std::env::args().skip(1).collect();
    if names.is_empty() {
        names = vec!["resnet50".into(), "gpt2".into(), "bert_base".into()];
    }
    for name in &names {
        table(name);
    }
}
