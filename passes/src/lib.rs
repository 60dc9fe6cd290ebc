//! lowtide-passes: the pass manager and the transforms over [`lowtide_ir::Module`].
//!
//! Each pass is a small struct in its own module with a kebab-case name; [`pass::registry`]
//! lists them all, and feeds `lowtide-opt --pass-pipeline` and its `--help`. See `docs/PASSES.md`.
#![warn(missing_docs)]

pub mod assign_buffers;
pub mod autodiff;
pub mod builder;
pub mod canonicalize;
pub mod cse;
pub mod dce;
pub mod emitter;
pub mod epilogue;
pub mod eqsat;
pub mod fuse;
pub mod inline;
pub mod liveness;
pub mod loop_remat;
pub mod mask;
pub mod pass;
pub mod pieces;
pub mod placement;
pub mod plan_svg;
pub mod profile;
pub mod remat;
pub mod report;
pub mod schedule;
pub mod units;
pub mod verify_plan;
pub mod vjp_window;
pub mod zoo;

pub use pass::{registry, Instrumentation, Pass, PassOutcome, Pipeline};

/// The planning pipeline `lowtide plan` and `lowtide run` use by default: clean up, fuse,
/// rewrite (`eqsat` with no memory limit: the smaller of the rewritten step's plan and the plan
/// without rewrites, nothing recomputed to save memory), order, assign buffers, then check the
/// plan independently.
pub const PLAN_PIPELINE: &str =
    "inline,canonicalize,cse,fuse,eqsat{budget=unlimited},schedule,assign-buffers,verify-plan";

/// [`PLAN_PIPELINE`] without `eqsat`'s rewrites: what `lowtide plan` did before it rewrote, and
/// the plan `eqsat` compares its own with (it answers with this one when it is smaller).
pub const UNREWRITTEN_PIPELINE: &str =
    "inline,canonicalize,cse,fuse,fuse-epilogues,schedule,assign-buffers,verify-plan";

/// [`PLAN_PIPELINE`] fitted to `budget` bytes: `eqsat{budget}` (rewrites, memory-aware
/// extraction, recomputation) instead of `eqsat` with no limit, then the schedule again (the
/// order the recomputations were measured in). `eqsat` with a budget first plans its input
/// without rewrites (`fuse-epilogues,schedule,assign-buffers`), answering with that plan where
/// it fits with no more FLOPs, so a budget that plan fits is never refused; then it schedules
/// its input and searches from there, fusing convolution epilogues itself into each plan it
/// measures (`remat.rs`).
pub fn budget_pipeline(budget: u64) -> String {
    budget_pipeline_with(budget, "")
}

/// [`budget_pipeline`] with more `eqsat` options, each with a leading space (`lowtide plan
/// --budget` adds ` progress=1` when standard error is a terminal, ` beam=N` for `--beam`).
pub fn budget_pipeline_with(budget: u64, options: &str) -> String {
    PLAN_PIPELINE.replace(
        "eqsat{budget=unlimited}",
        &format!("eqsat{{budget={budget}{options}}}"),
    )
}
