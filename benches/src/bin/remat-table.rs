//! The memory/compute trade-off table of `lowtide plan --budget`: for each step, the planned
//! footprint and the recomputation it costs at budgets of 100%, 75%, 50%, 35% and 25% of the
//! no-recomputation footprint, beside XLA's `remat_kb_donate` footprint (jax.checkpoint on
//! every block) from `xla_memory.json`.
//!
//! `cargo run --release -p lowtide-benches --bin remat-table [-- DIR]` (default
//! `../shared/bench/xla`).

use lowtide_benches::mib;
use lowtide_ir::parse_and_verify;
use lowtide_passes::report::report;
use lowtide_passes::{budget_pipeline, Instrumentation, Pipeline, PLAN_PIPELINE};
use std::time::Instant;

/// (footprint, step FLOPs, recompute FLOPs) or the error.
fn plan(text: &str, pipeline: &str) -> Result<(u64, u64, u64), String> {
    let mut m = parse_and_verify(text, "step").map_err(|d| d.to_string())?;
    Pipeline::parse(pipeline)?
        .run(
            &mut m,
            &Instrumentation::default(),
            "step",
            &mut std::io::sink(),
        )
        .map_err(|d| d.message)?;
    let r = report(&m, m.function("main").ok_or("no @main")?, None)?;
    Ok((r.footprint_bytes, r.step_flops, r.recompute_flops))
}

fn main() {
    let (dir, xla) = lowtide_benches::xla_dir_and_figures();
    println!("| step | budget | lowtide footprint MiB | of no-remat | extra FLOPs | pass ms | XLA remat_kb_donate MiB |");
    println!("|---|---|---|---|---|---|---|");
    for name in ["mlp__donate", "resnet18_cifar__donate", "gpt__donate"] {
        let Ok(text) = std::fs::read_to_string(dir.join(format!("{name}.mlir"))) else {
            eprintln!("skip {name}: not found");
            continue;
        };
        let model = name.split("__").next().unwrap();
        let xla_remat = xla["models"][model]["variants"]["remat_kb_donate"]["footprint_bytes"]
            .as_u64()
            .map_or("-".to_string(), mib);
        let (base, _, _) = plan(&text, PLAN_PIPELINE).unwrap_or_else(|e| {
            eprintln!("{name}: {e}");
            std::process::exit(1)
        });
        for pct in [100u64, 75, 50, 35, 25] {
            let budget = base * pct / 100;
            let t = Instant::now();
            let result = plan(&text, &budget_pipeline(budget));
            let ms = t.elapsed().as_secs_f64() * 1e3;
            let cells = match result {
                Ok((fp, step, re)) => format!(
                    "{} | {:.3} | {:.1}%",
                    mib(fp),
                    fp as f64 / base as f64,
                    100.0 * re as f64 / step.max(1) as f64
                ),
                Err(e) => {
                    let smallest: Option<u64> = e
                        .split("the smallest footprint lowtide reaches is ")
                        .nth(1)
                        .and_then(|t| t.split(' ').next())
                        .and_then(|t| t.parse().ok());
                    match smallest {
                        Some(s) => format!(
                            "does not fit (smallest {}) | {:.3} | -",
                            mib(s),
                            s as f64 / base as f64
                        ),
                        None => format!("error: {e} | - | -"),
                    }
                }
            };
            println!("| {name} | {pct}% | {cells} | {ms:.0} | {xla_remat} |");
        }
    }
}
