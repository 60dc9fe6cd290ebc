//! lowtide-passes: the pass manager and the transforms over [`lowtide_ir::Module`], in the
//! order a training step goes through them.
//!
//! - [`frontend`]: models built in Rust ([`frontend::builder`]) and the model zoo;
//! - [`autodiff`]: a forward function to a whole training step;
//! - [`cleanup`]: `inline`, `canonicalize`, `cse`, `dce`;
//! - [`fusion`]: loop fusion, convolution epilogues, loops of batch pieces;
//! - [`eqsat`]: rewrites by equality saturation, memory-aware extraction;
//! - [`remat`]: the recomputation search that fits a budget;
//! - [`schedule`]: the order of ops;
//! - [`memory`]: buffer assignment, placement, the independent plan checker, measurement;
//! - [`report`]: the memory report and its picture;
//! - [`lower`]: a planned step in upstream MLIR (`memref`, `linalg`, `arith`, `math`).
//!
//! [`analysis`] holds what several stages read (liveness, live-bytes profiles). Each pass is a
//! small struct with a kebab-case name; [`manager`] runs them, and [`registry`] lists every
//! pass and named pipeline for `lowtide-opt --pass-pipeline` and its `--help`. Passes call each
//! other through Rust functions, never through pipeline text. See `docs/PASSES.md`.
#![warn(missing_docs)]

pub mod analysis;
pub mod autodiff;
pub mod cleanup;
pub mod eqsat;
pub mod frontend;
pub mod fusion;
pub mod lower;
pub mod manager;
pub mod memory;
mod parallel;
mod recent;
pub mod registry;
pub mod remat;
pub mod report;
pub mod schedule;

pub use manager::{Instrumentation, Pass, PassError, PassOutcome, Pipeline};
pub use registry::{
    budget_pipeline, budget_pipeline_with, pipelines, registry, PLAN_PIPELINE, UNREWRITTEN_PIPELINE,
};

/// The README's Rust example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
