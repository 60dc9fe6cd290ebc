//! The XLA comparison table: every module in `../shared/bench/xla/` (or the folder given) through
//! `lowtide plan`'s default pipeline, against XLA's own figures in `xla_memory.json`, with the
//! same donation semantics (each variant against the same variant).
//!
//! `cargo run --release -p lowtide-benches --bin xla-table [-- DIR]` prints a Markdown table:
//! lowtide's footprint (arguments + outputs - aliased + arena, XLA's accounting), XLA's
//! `footprint_bytes`, their ratio, lowtide's lower bound (the footprint any placement of the
//! final schedule needs), XLA's `live_range_peak_bytes`, and the wall time of the pipeline.

use lowtide_benches::mib;
use lowtide_ir::parse_and_verify;
use lowtide_passes::report::report;
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};
use std::path::PathBuf;
use std::time::Instant;

fn main() {
    let (dir, xla) = lowtide_benches::xla_dir_and_figures();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            eprintln!("error: {}: {e}", dir.display());
            std::process::exit(1)
        })
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    println!("pipeline: {PLAN_PIPELINE}\n");
    println!("| module | lowtide footprint MiB | XLA footprint MiB | ratio | lowtide lower bound MiB | XLA live-range peak MiB | pipeline ms |");
    println!("|---|---|---|---|---|---|---|");
    let (mut worst, mut worst_plain) = (0f64, 0f64);
    for path in files {
        let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
        let Some((model, variant)) = stem.split_once("__") else {
            continue;
        };
        let x = &xla["models"][model]["variants"][variant];
        let (Some(xf), Some(xl)) = (
            x["footprint_bytes"].as_u64(),
            x["live_range_peak_bytes"].as_u64(),
        ) else {
            eprintln!("skip {stem}: no XLA figures in xla_memory.json");
            continue;
        };
        let text = std::fs::read_to_string(&path).expect("readable module");
        let mut m = parse_and_verify(&text, &stem).unwrap_or_else(|d| {
            eprintln!("{}", d.render(Some(&text)));
            std::process::exit(1)
        });
        let t = Instant::now();
        let mut p = Pipeline::parse(PLAN_PIPELINE).expect("the default pipeline parses");
        if let Err(d) = p.run(
            &mut m,
            &Instrumentation::default(),
            &stem,
            &mut std::io::sink(),
        ) {
            eprintln!("{d}");
            std::process::exit(1)
        }
        let ms = t.elapsed().as_secs_f64() * 1e3;
        let f = m.function("main").expect("a main function");
        let r = report(&m, f, None).unwrap_or_else(|e| {
            eprintln!("{stem}: {e}");
            std::process::exit(1)
        });
        let ratio = r.footprint_bytes as f64 / xf as f64;
        worst = worst.max(ratio);
        if !variant.contains("remat") {
            worst_plain = worst_plain.max(ratio);
        }
        println!(
            "| {stem} | {} | {} | {ratio:.3} | {} | {} | {ms:.0} |",
            mib(r.footprint_bytes),
            mib(xf),
            mib(r.lower_bound_bytes),
            mib(xl),
        );
    }
    println!(
        "\nlargest ratio: {worst:.3} (every module); {worst_plain:.3} (modules without remat)"
    );
}
