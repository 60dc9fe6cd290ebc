//! A lowtide module to a `melior::ir::Module` and back, through MLIR's generic op form with
//! locations: lowtide prints it, MLIR's parser reads it (and its verifier checks the ops it
//! knows: `func`, `memref`, `linalg`, `arith`, ...; `stablehlo`, `chlo` and `lt` ops are
//! unregistered, and allowed), and back the same way. Every op, attribute, type, region and
//! location survives both ways (`tests/melior.rs` checks it on every bench step).
//!
//! MLIR's errors come back as lowtide [`Diagnostic`]s: at the op's `loc("file":line:col)` when
//! it has one; otherwise at the line of the text MLIR read, which the diagnostic quotes.

use lowtide_ir::location::Location;
use lowtide_ir::module::SrcPos;
use lowtide_ir::{Diagnostic, PrintOptions};
use melior::dialect::DialectRegistry;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::ir::Module;
use melior::utility::{register_all_dialects, register_all_llvm_translations};
use melior::Context;
use std::cell::RefCell;
use std::rc::Rc;

/// A context for lowtide's modules: every upstream dialect registered and loaded, the
/// dialects MLIR does not ship (`stablehlo`, `chlo`, `lt`) allowed unregistered, and the LLVM
/// translations [`crate::jit`] needs.
pub fn context() -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    context.set_allow_unregistered_dialects(true);
    register_all_llvm_translations(&context);
    context
}

/// `file:line:col` at the end of an MLIR location's text (`loc("a.mlir":3:5)`).
fn file_line_col(loc: &str) -> Option<(String, SrcPos)> {
    let inner = loc.strip_prefix("loc(")?.strip_suffix(')')?;
    let (rest, col) = inner.rsplit_once(':')?;
    let (file, line) = rest.rsplit_once(':')?;
    let pos = SrcPos {
        line: line.trim().parse().ok()?,
        col: col.trim().parse().ok()?,
    };
    Some((file.trim_matches('"').to_string(), pos))
}

/// Runs `f` with MLIR's diagnostics collected: `(location, message)` each.
pub(crate) fn collecting<T>(
    context: &Context,
    f: impl FnOnce() -> T,
) -> (T, Vec<(String, String)>) {
    let seen: Rc<RefCell<Vec<(String, String)>>> = Rc::default();
    let sink = seen.clone();
    let id = context.attach_diagnostic_handler(move |d| {
        sink.borrow_mut()
            .push((d.location().to_string(), d.to_string()));
        true
    });
    let out = f();
    context.detach_diagnostic_handler(id);
    let seen = seen.borrow().clone();
    (out, seen)
}

/// MLIR's first error as a lowtide diagnostic: at its file position when the op had one, else
/// naming `file` and quoting the line of `text` it points at.
fn diagnostic(file: &str, text: &str, seen: &[(String, String)]) -> Diagnostic {
    let what = "MLIR rejects the module";
    let Some((loc, message)) = seen.first() else {
        return Diagnostic::new(file, None, what);
    };
    match file_line_col(loc) {
        Some((f, pos)) if !f.is_empty() && f != "-" && !f.starts_with('<') => {
            Diagnostic::new(&f, Some(pos), format!("{what}: {message}"))
        }
        Some((_, pos)) => {
            let line = text.lines().nth(pos.line.saturating_sub(1) as usize);
            let d = Diagnostic::new(file, None, format!("{what}: {message}"));
            match line {
                Some(l) => d.note(format!("at this op of the text MLIR read: {}", l.trim())),
                None => d,
            }
        }
        None => Diagnostic::new(file, None, format!("{what}: {message}")),
    }
}

/// `m` as a melior module of `context` ([`context`] makes a suitable one), verified by MLIR.
/// `file` names the module in diagnostics.
pub fn to_melior<'c>(
    context: &'c Context,
    m: &lowtide_ir::Module,
    file: &str,
) -> Result<Module<'c>, Diagnostic> {
    // Ops and block arguments with no location say `loc(unknown)`: MLIR would give them
    // the position of the text it read instead.
    let mut m = m.clone();
    let unknown = Location::Raw("unknown".into());
    for op in m.walk() {
        if m.ops[op].loc == Location::Unknown {
            m.ops[op].loc = unknown.clone();
        }
        for r in m.ops[op].regions.clone() {
            for b in m.regions[r].blocks.clone() {
                if m.blocks[b].arg_locs.contains(&Location::Unknown) {
                    for l in m.blocks[b].arg_locs.iter_mut() {
                        if *l == Location::Unknown {
                            *l = unknown.clone();
                        }
                    }
                }
            }
        }
    }
    let opts = PrintOptions {
        debug_info: true,
        ..PrintOptions::generic()
    };
    let text = lowtide_ir::print(&m, opts);
    let (parsed, seen) = collecting(context, || Module::parse(context, &text));
    // Parsing verifies the module too.
    let module = parsed.ok_or_else(|| diagnostic(file, &text, &seen))?;
    let (ok, seen) = collecting(context, || module.as_operation().verify());
    if !ok {
        return Err(diagnostic(file, &text, &seen));
    }
    Ok(module)
}

/// A melior module as a lowtide module (parsed and verified by lowtide). `file` names the
/// module in diagnostics.
pub fn from_melior(module: &Module, file: &str) -> Result<lowtide_ir::Module, Diagnostic> {
    let flags = OperationPrintingFlags::new()
        .print_generic_operation_form()
        .enable_debug_info(true, false);
    let text = module
        .as_operation()
        .to_string_with_flags(flags)
        .map_err(|e| {
            Diagnostic::new(file, None, format!("MLIR could not print the module: {e}"))
        })?;
    lowtide_ir::parse_and_verify(&text, file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mlir_locations_read_as_file_positions() {
        assert_eq!(
            file_line_col("loc(\"a.mlir\":3:5)"),
            Some(("a.mlir".to_string(), SrcPos { line: 3, col: 5 }))
        );
        assert_eq!(file_line_col("loc(unknown)"), None);
    }
}
