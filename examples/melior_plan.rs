//! Embedding lowtide in a Rust MLIR compiler through melior: take a `melior::ir::Module`, plan
//! it under a memory budget, and get a melior module back, its plan in upstream `memref` and
//! `linalg`.
//!
//! ```text
//! MLIR_SYS_220_PREFIX=/usr/lib/llvm-22 TABLEGEN_220_PREFIX=/usr/lib/llvm-22 \
//!   cargo run -p lowtide-mlir --features mlir --example melior_plan [STEP.mlir] [BUDGET_BYTES]
//! ```

use lowtide_mlir::plan::{plan, Options};
use melior::ir::operation::OperationLike;
use melior::ir::Module;

fn main() {
    if let Err(e) = run() {
        eprint!("{e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let file = args.next().unwrap_or_else(|| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../examples/linear_relu_step.mlir"
        )
        .into()
    });
    let budget = args
        .next()
        .map(|b| {
            b.parse::<u64>()
                .map_err(|e| format!("the budget {b:?}: {e}\n"))
        })
        .transpose()?;

    // The compiler's own context and module. Here it comes from a file JAX or lowtide wrote
    // (MLIR cannot read StableHLO's custom form without the StableHLO dialect, so lowtide
    // reads it and hands MLIR the generic form); any melior module will do.
    let context = lowtide_mlir::context();
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}\n"))?;
    let step = lowtide_ir::parse_and_verify(&text, &file).map_err(|d| d.render(Some(&text)))?;
    let module: Module =
        lowtide_mlir::to_melior(&context, &step, &file).map_err(|d| d.render(None))?;

    // Plan it (under the budget, when given) and write the plan in memref/linalg.
    let options = Options {
        budget,
        lower: true,
    };
    let planned = plan(&context, &module, &file, &options).map_err(|d| d.render(None))?;
    assert!(planned.as_operation().verify());

    let text = planned.as_operation().to_string();
    let arena = text
        .lines()
        .find(|l| l.contains("memref.alloc() {alignment"))
        .unwrap_or("");
    println!(
        "planned {file}{}",
        budget.map_or(String::new(), |b| format!(" under {b} bytes"))
    );
    println!("the arena: {}", arena.trim());
    println!(
        "{} linalg.generic loops, {} lt.kernel ops",
        text.matches("linalg.generic").count(),
        text.matches("lt.kernel").count()
    );
    Ok(())
}
