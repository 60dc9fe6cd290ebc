//! The table over steps lowtide was not tuned on (`scripts/unseen_steps.py` writes them, with
//! XLA's figures, into a folder): per step, `lowtide plan`'s default footprint against XLA's
//! (`footprint_bytes`, the same accounting), its arena against XLA's temp, and the floor: the
//! ratio with an empty arena (arguments and outputs), which no plan goes below; for each step
//! with a checkpointed sibling (`VARIANT_ckpt`: `jax.checkpoint` on every block) the smallest
//! arena `--budget` reaches on the step without checkpoints, against the temp XLA needs for
//! the checkpointed one; then whether the step without checkpoints fits a budget equal to
//! lowtide's own footprint of the checkpointed one (#28: checkpointing every block is among
//! the plans the search reaches).
//!
//! `cargo run --release -p lowtide-benches --bin unseen-table -- DIR` prints three Markdown
//! tables and a summary line under each.

use lowtide_benches::mib;
use lowtide_ir::parse_and_verify;
use lowtide_passes::report::report;
use lowtide_passes::{budget_pipeline, Instrumentation, Pipeline, PLAN_PIPELINE};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// A plan's footprint and arena, or what `--budget` reports when nothing fits (the smallest
/// footprint it reached, as `Err(Some(bytes))`).
fn plan(path: &Path, pipeline: &str) -> Result<(u64, u64), Option<u64>> {
    planned(path, pipeline).map(|r| (r.footprint_bytes, r.arena_bytes))
}

/// [`plan`]'s footprint, with the FLOPs it recomputes in percent of the step's.
fn plan_flops(path: &Path, pipeline: &str) -> Result<(u64, f64), Option<u64>> {
    planned(path, pipeline).map(|r| {
        let pct = 100.0 * r.recompute_flops as f64 / r.step_flops.max(1) as f64;
        (r.footprint_bytes, pct)
    })
}

/// The report of `path` planned by `pipeline`, or what `--budget` reports when nothing fits.
fn planned(path: &Path, pipeline: &str) -> Result<lowtide_passes::report::PlanReport, Option<u64>> {
    let text = std::fs::read_to_string(path).map_err(|_| None)?;
    let name = path.display().to_string();
    let mut m = parse_and_verify(&text, &name).map_err(|d| {
        eprintln!("{}", d.render(Some(&text)));
        None
    })?;
    let mut p = Pipeline::parse(pipeline).expect("the pipeline parses");
    if let Err(d) = p.run(
        &mut m,
        &Instrumentation::default(),
        &name,
        &mut std::io::sink(),
    ) {
        return Err(d.budget_miss.as_ref().map(|b| b.smallest).or_else(|| {
            eprintln!("{name}: {d}");
            None
        }));
    }
    let f = m.function("main").expect("a planned @main");
    report(&m, f, None).map_err(|e| {
        eprintln!("{name}: {e}");
        None
    })
}

/// #28's goal for a default plan's footprint, in XLA's.
const GOAL: f64 = 0.85;

fn main() {
    let Some(dir) = std::env::args().nth(1).map(PathBuf::from) else {
        eprintln!("usage: unseen-table DIR (a folder scripts/unseen_steps.py wrote)");
        std::process::exit(2)
    };
    let figures: serde_json::Value = std::fs::read_to_string(dir.join("xla_memory.json"))
        .map_err(|e| e.to_string())
        .and_then(|t| serde_json::from_str(&t).map_err(|e| e.to_string()))
        .unwrap_or_else(|e| {
            eprintln!("error: {}: {e}", dir.join("xla_memory.json").display());
            std::process::exit(1)
        });
    let xla = |model: &str, variant: &str, key: &str| {
        figures["models"][model]["variants"][variant][key].as_u64()
    };
    let mut steps: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| {
            eprintln!("error: {}: {e}", dir.display());
            std::process::exit(1)
        })
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .filter_map(|p| {
            let stem = p.file_stem()?.to_string_lossy().into_owned();
            let (m, v) = stem.split_once("__")?;
            Some((m.to_string(), v.to_string()))
        })
        .collect();
    steps.sort();
    println!("pipeline: {PLAN_PIPELINE}\n");
    // The floor: the ratio of a plan with an empty arena (arguments and outputs, less what
    // donation aliases, are the footprint of any plan), the least any plan could reach.
    println!("| step | lowtide footprint MiB | XLA footprint MiB | ratio | lowtide arena / XLA temp | floor | plan ms |");
    println!("|---|---|---|---|---|---|---|");
    let mut worst = 0f64;
    // Steps above the goal, and those of them whose floor is above it too.
    let (mut above, mut floored) = (0, 0);
    // Per step: (footprint, arena) of the default plan.
    let mut planned = std::collections::HashMap::new();
    for (model, variant) in &steps {
        let path = dir.join(format!("{model}__{variant}.mlir"));
        let (Some(x), Some(temp)) = (
            xla(model, variant, "footprint_bytes"),
            xla(model, variant, "temp_size_in_bytes"),
        ) else {
            eprintln!("skip {model}__{variant}: no XLA figures");
            continue;
        };
        let t = Instant::now();
        let Ok((fp, arena)) = plan(&path, PLAN_PIPELINE) else {
            println!(
                "| {model}__{variant} | error | {} | - | - | - | - |",
                mib(x)
            );
            continue;
        };
        let ms = t.elapsed().as_secs_f64() * 1e3;
        let ratio = fp as f64 / x as f64;
        let floor = (fp - arena) as f64 / x as f64;
        worst = worst.max(ratio);
        above += usize::from(ratio > GOAL);
        floored += usize::from(ratio > GOAL && floor > GOAL);
        planned.insert((model.clone(), variant.clone()), (fp, arena));
        println!(
            "| {model}__{variant} | {} | {} | {ratio:.3} | {:.3} | {floor:.3} | {ms:.0} |",
            mib(fp),
            mib(x),
            arena as f64 / temp.max(1) as f64
        );
    }
    println!(
        "\nworst footprint ratio: {worst:.3}; {above} above {GOAL}x, {floored} of them with a floor above it\n"
    );
    println!("| step | smallest lowtide arena MiB (`--budget`) | XLA temp MiB, checkpointed step | ratio | search ms |");
    println!("|---|---|---|---|---|");
    let mut worst = 0f64;
    for (model, variant) in &steps {
        let ckpt = format!("{variant}_ckpt");
        let (Some(&(fp, arena)), Some(temp)) = (
            planned.get(&(model.clone(), variant.clone())),
            xla(model, &ckpt, "temp_size_in_bytes"),
        ) else {
            continue;
        };
        // Arguments and outputs (less what donation aliases): the footprint's fixed part.
        let fixed = fp - arena;
        let path = dir.join(format!("{model}__{variant}.mlir"));
        let t = Instant::now();
        let smallest = match plan(&path, &budget_pipeline(1)) {
            Ok((fp, _)) => Some(fp),
            Err(s) => s,
        };
        let ms = t.elapsed().as_secs_f64() * 1e3;
        match smallest {
            Some(s) => {
                let a = s.saturating_sub(fixed);
                let ratio = a as f64 / temp as f64;
                worst = worst.max(ratio);
                println!(
                    "| {model}__{variant} | {} | {} | {ratio:.3} | {ms:.0} |",
                    mib(a),
                    mib(temp)
                );
            }
            None => println!(
                "| {model}__{variant} | error | {} | - | {ms:.0} |",
                mib(temp)
            ),
        }
    }
    println!("\nworst smallest-arena ratio: {worst:.3}\n");
    // #28: a budget equal to the footprint of the step checkpointed every block fits.
    println!("| step | budget: lowtide footprint of the checkpointed step MiB | footprint under it MiB (smallest reached where it does not fit) | fits | extra FLOPs | search ms |");
    println!("|---|---|---|---|---|---|");
    let (mut fits, mut tried) = (0, 0);
    for (model, variant) in &steps {
        let Some(&(budget, _)) = planned.get(&(model.clone(), format!("{variant}_ckpt"))) else {
            continue;
        };
        if variant.ends_with("_ckpt") {
            continue;
        }
        let path = dir.join(format!("{model}__{variant}.mlir"));
        let t = Instant::now();
        let got = plan_flops(&path, &budget_pipeline(budget));
        let ms = t.elapsed().as_secs_f64() * 1e3;
        tried += 1;
        match got {
            Ok((fp, flops)) => {
                fits += 1;
                println!(
                    "| {model}__{variant} | {} | {} | yes | {flops:.1}% | {ms:.0} |",
                    mib(budget),
                    mib(fp)
                );
            }
            Err(Some(s)) => println!(
                "| {model}__{variant} | {} | {} | **no** | - | {ms:.0} |",
                mib(budget),
                mib(s)
            ),
            Err(None) => println!(
                "| {model}__{variant} | {} | error | - | - | {ms:.0} |",
                mib(budget)
            ),
        }
    }
    println!("\n{fits} of {tried} fit a budget equal to their checkpointed footprint");
}
