//! Planning a melior module in memory, as a pass of an MLIR compiler would: the module goes to
//! lowtide ([`crate::from_melior`]), through a pipeline, and back ([`crate::to_melior`]).

use lowtide_ir::Diagnostic;
use lowtide_passes::{Instrumentation, Pipeline};
use melior::ir::Module;
use melior::Context;

/// What to do to the module.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// The footprint to fit, in bytes (`plan-budget`); `None` plans with no limit (`plan`).
    pub budget: Option<u64>,
    /// Then write the plan in upstream `memref`/`linalg` (`lower-to-memref`).
    pub lower: bool,
}

/// `module` planned (`plan`, or `plan-budget` under [`Options::budget`]) and, with
/// [`Options::lower`], lowered to `memref`/`linalg`: a new module of `context`. `file` names the
/// module in diagnostics; an infeasible budget says the smallest footprint reached.
pub fn plan<'c>(
    context: &'c Context,
    module: &Module,
    file: &str,
    options: &Options,
) -> Result<Module<'c>, Diagnostic> {
    let mut m = crate::from_melior(module, file)?;
    let mut pipeline = match options.budget {
        Some(b) => Pipeline::parse(&lowtide_passes::budget_pipeline(b)),
        None => Pipeline::parse(lowtide_passes::PLAN_PIPELINE),
    }
    .map_err(|e| Diagnostic::new(file, None, e))?;
    if options.lower {
        pipeline
            .passes
            .push(Box::new(lowtide_passes::lower::to_memref::LowerToMemref));
    }
    let inst = Instrumentation::default();
    pipeline.run(&mut m, &inst, file, &mut std::io::sink())?;
    crate::to_melior(context, &m, file)
}
