//! Shared pieces of the `lowtide-opt` and `lowtide` binaries: reading inputs, splitting
//! `// -----` chunks, and running a pipeline with diagnostics rendered against the source.
#![warn(missing_docs)]

use lowtide_ir::diag::Diagnostic;
use lowtide_ir::parser::parse_with_offset;
use lowtide_ir::{print, verify, Module, PrintOptions};
use lowtide_passes::pass::{timing_report, PassRecord};
use lowtide_passes::{Instrumentation, Pipeline};
use std::io::Read;

/// An input file: its display name and text.
pub struct Input {
    /// Name used in diagnostics (`<stdin>` for `-`).
    pub name: String,
    /// The whole text.
    pub text: String,
}

/// Reads `path` (or standard input for `-`).
pub fn read_input(path: &str) -> Result<Input, String> {
    if path == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| format!("<stdin>: error: cannot read: {e}"))?;
        return Ok(Input {
            name: "<stdin>".into(),
            text,
        });
    }
    let bytes =
        std::fs::read(path).map_err(|e| format!("{path}: error: cannot read the file: {e}"))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "{path}: error: the file is not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        )
    })?;
    Ok(Input {
        name: path.to_string(),
        text,
    })
}

/// Splits a file at lines that are exactly `// -----`; returns `(first line index, chunk)`.
pub fn split_chunks(text: &str) -> Vec<(u32, String)> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut start = 0u32;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        if line.trim_end() == "// -----" {
            out.push((start, std::mem::take(&mut cur)));
            start = i as u32 + 1;
        } else {
            cur.push_str(line);
        }
    }
    out.push((start, cur));
    out
}

/// What one chunk produced.
pub struct Processed {
    /// The module after the pipeline.
    pub module: Module,
    /// Pass timings and statistics.
    pub records: Vec<PassRecord>,
}

/// Parses, verifies and runs `pipeline` over one chunk of `input`.
pub fn process(
    input: &Input,
    chunk: &str,
    line_offset: u32,
    pipeline: &mut Pipeline,
    inst: &Instrumentation,
) -> Result<Processed, Diagnostic> {
    let mut m = parse_with_offset(chunk, &input.name, line_offset)?;
    verify(&m).map_err(|e| e.to_diagnostic(&m, &input.name))?;
    let mut stderr = std::io::stderr();
    let records = pipeline.run(&mut m, inst, &input.name, &mut stderr)?;
    if !inst.verify_each {
        verify(&m).map_err(|e| {
            let mut d = e.to_diagnostic(&m, &input.name);
            d.message = format!("the pipeline produced invalid IR: {}", d.message);
            d
        })?;
    }
    Ok(Processed { module: m, records })
}

/// Prints the module as lowtide text.
pub fn render(m: &Module, opts: PrintOptions) -> String {
    print(m, opts)
}

/// The `--timing` report.
pub fn timing(records: &[PassRecord]) -> String {
    timing_report(records)
}
