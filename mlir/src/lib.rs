//! lowtide inside MLIR compilers, through [melior](https://github.com/mlir-rs/melior) (feature
//! `mlir`; without it this crate is empty, and the workspace builds with Rust alone):
//!
//! - [`convert`]: a lowtide module to a `melior::ir::Module` and back. Every op, attribute,
//!   type, region and location survives; MLIR's parser and verifier errors come back as
//!   lowtide diagnostics at their `file:line:col`.
//! - [`plan`]: plan a melior module in memory (a pipeline, an optional budget) and get a melior
//!   module back, as a compiler pass would.
//! - [`jit`]: run a step `lower-to-memref` lowered completely with MLIR's own CPU pipeline and
//!   `ExecutionEngine`: a second executor of lowtide's plans, sharing no code with its runtime.
//!
//! It needs LLVM/MLIR 22: `MLIR_SYS_220_PREFIX=/usr/lib/llvm-22
//! TABLEGEN_220_PREFIX=/usr/lib/llvm-22` and Debian's `libmlir-22-dev`, `llvm-22-dev`,
//! `libpolly-22-dev`, `libclang-22-dev`, `libzstd-dev` (`docs/MEMREF.md`).
#![warn(missing_docs)]

#[cfg(feature = "mlir")]
pub mod convert;
#[cfg(feature = "mlir")]
pub mod jit;
#[cfg(feature = "mlir")]
pub mod plan;

#[cfg(feature = "mlir")]
pub use convert::{context, from_melior, to_melior};
