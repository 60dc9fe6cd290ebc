//! lowtide-passes: the pass manager and the transforms over [`lowtide_ir::Module`].
//!
//! Each pass is a small struct in its own module with a kebab-case name; [`pass::registry`]
//! lists them all, and feeds `lowtide-opt --pass-pipeline` and its `--help`. See `docs/PASSES.md`.
#![warn(missing_docs)]

pub mod canonicalize;
pub mod cse;
pub mod dce;
pub mod inline;
pub mod pass;
pub mod placement;

pub use pass::{registry, Instrumentation, Pass, PassOutcome, Pipeline};
