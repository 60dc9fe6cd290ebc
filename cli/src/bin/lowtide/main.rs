//! `lowtide`: the driver, one file per command.

mod check;
mod place;
mod plan;
mod run;
mod zoo;

/// Planning allocates and frees many small vectors (signatures, op lists, trial copies):
/// mimalloc takes about a fifth off `lowtide plan`'s CPU time against the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// lowtide: see, and cut, the peak memory of a training step.
#[derive(Parser)]
#[command(
    name = "lowtide",
    version,
    about = "lowtide: see, and cut, the peak memory of a training step"
)]
struct Args {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Parse and verify a module; print its functions, argument/result bytes, op counts and FLOPs.
    Check(check::CheckArgs),
    /// Print the training step of a model built by lowtide (forward, backward and optimizer
    /// update; `lowtide zoo resnet50 --batch 32 --optimizer momentum | lowtide plan -`).
    /// Defaults are the published models.
    Zoo(zoo::ZooArgs),
    /// Plan a training step's memory: run the planning pipeline and report footprint, lower
    /// bound, fragmentation, bytes per class and pass timings.
    Plan(plan::PlanArgs),
    /// Run a training step on the CPU device: inputs and outputs as safetensors
    /// (`input.0`, `input.1`, ... in argument order; results written as `output.N`).
    Run(run::RunArgs),
    /// Place buffers with known lifetimes (MiniMalloc CSV: id,lower,upper,size) into an arena.
    Place(place::PlaceArgs),
}

fn main() -> ExitCode {
    lowtide_cli::quiet_on_closed_pipe();
    let result = match Args::parse().cmd {
        Cmd::Check(a) => check::run(a),
        Cmd::Zoo(a) => zoo::run(a),
        Cmd::Plan(a) => plan::run(a),
        Cmd::Run(a) => run::run(a),
        Cmd::Place(a) => place::run(a),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
