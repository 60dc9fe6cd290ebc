//! lowtide-ir: the tensor IR every lowtide pass works on.
//!
//! - [`entity`]: typed `u32` handles and arenas (Cranelift style).
//! - [`module`]: ops, values, blocks, regions and the [`Module`] that owns them.
//! - [`types`], [`attr`], [`location`]: MLIR builtin types, attributes and locations.
//! - [`ops`]: the op registry — traits, shape rules and costs, one line per op.
//! - [`stablehlo`]: typed views of StableHLO dialect attributes.
//! - [`parser`], [`printer`]: MLIR text, both ways: the custom (pretty) form JAX prints and
//!   the generic op form, each op as the registry's `Syntax` says.
//! - [`verify`]: the verifier; [`diag`]: `file:line:col` diagnostics.
#![warn(missing_docs)]

pub mod attr;
pub mod diag;
pub mod entity;
pub mod location;
pub mod module;
pub mod ops;
pub mod parser;
pub mod plan;
pub mod printer;
pub mod stablehlo;
pub mod types;
pub mod verify;
pub mod workspace;

pub use attr::{Attr, Dict};
pub use diag::Diagnostic;
pub use module::{Block, Module, Op, OpName, Reads, ReadsIter, Region, Value, ValueMap};
pub use ops::{OpKind, Traits};
pub use parser::parse;
pub use printer::{print, PrintOptions};
pub use types::{ElemType, Type};
pub use verify::verify;

/// Parses and verifies `src`; errors are diagnostics ready to print.
pub fn parse_and_verify(src: &str, file: &str) -> Result<Module, Diagnostic> {
    let m = parse(src, file)?;
    verify(&m).map_err(|e| e.to_diagnostic(&m, file))?;
    Ok(m)
}
