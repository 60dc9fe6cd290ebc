//! How the recomputation search's time and memory grow with its beam (`--beam`).
//!
//! `cargo run --release -p lowtide-benches --bin beam-scaling [-- BEAM...]` (default 1, 4, 16
//! and 64, the most `--beam` accepts): the zoo's GPT-2 at 2 layers (width 64, 4 heads,
//! sequence 32, batch 2, vocabulary 256, SGD) planned with a budget of 1 KiB, which no plan
//! meets, so every beam searches to its end. Prints the time, the smallest footprint reached,
//! and the process's peak resident memory so far (beams run in increasing order, so each row's
//! figure is that beam's peak or an earlier, smaller one's).

use lowtide_benches::{numbers_or, peak_rss_mib};
use lowtide_passes::frontend::zoo::{build, ZooOptions};
use lowtide_passes::{budget_pipeline_with, Instrumentation, Pipeline};
use std::time::Instant;

fn main() {
    let beams = numbers_or(&[1, 4, 16, 64]);
    let m = build(
        "gpt2",
        &ZooOptions {
            batch: 2,
            layers: Some(2),
            width: Some(64),
            heads: Some(4),
            seq: Some(32),
            vocab: Some(256),
            ..Default::default()
        },
    )
    .expect("the zoo builds gpt2");
    let ops = m
        .function("main")
        .and_then(|f| m.entry_block(f))
        .map_or(0, |b| m.blocks[b].ops.len());
    println!("gpt2, 2 layers: {ops} ops; budget 1 KiB (unreachable)\n");
    println!("| beam | seconds | smallest footprint bytes | peak RSS MiB |");
    println!("|---|---|---|---|");
    for beam in beams {
        let mut planned = m.clone();
        let t = Instant::now();
        let r = Pipeline::parse(&budget_pipeline_with(1024, &format!(" beam={beam}")))
            .expect("the budget pipeline parses")
            .run(
                &mut planned,
                &Instrumentation::default(),
                "gpt2.mlir",
                &mut std::io::sink(),
            );
        let secs = t.elapsed().as_secs_f64();
        let smallest = match r {
            Ok(_) => "fits".to_string(),
            Err(d) => d
                .message
                .split("the smallest footprint lowtide reaches is ")
                .nth(1)
                .and_then(|t| t.split(' ').next())
                .unwrap_or("?")
                .to_string(),
        };
        println!("| {beam} | {secs:.2} | {smallest} | {} |", peak_rss_mib());
    }
}
