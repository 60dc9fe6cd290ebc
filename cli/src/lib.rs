//! Shared pieces of the `lowtide-opt` and `lowtide` binaries: reading inputs, splitting
//! `// -----` chunks, and running a pipeline with diagnostics rendered against the source.
#![warn(missing_docs)]

use lowtide_ir::diag::Diagnostic;
use lowtide_ir::parser::parse_with_offset;
use lowtide_ir::{print, verify, Module, PrintOptions};
use lowtide_passes::manager::{timing_report, PassRecord};
use lowtide_passes::{Instrumentation, Pipeline};
use std::io::Read;

/// An input file: its display name and text.
pub struct Input {
    /// Name used in diagnostics (`<stdin>` for `-`).
    pub name: String,
    /// The whole text.
    pub text: String,
}

/// The largest input lowtide reads (1 GiB): a larger file (or a stream such as `/dev/zero`) is
/// refused once this many bytes are read, before it fills memory.
pub const MAX_INPUT_BYTES: u64 = 1 << 30;

/// Reads `path` (or standard input for `-`), at most [`MAX_INPUT_BYTES`].
pub fn read_input(path: &str) -> Result<Input, String> {
    let name = if path == "-" { "<stdin>" } else { path };
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin()
            .lock()
            .take(MAX_INPUT_BYTES + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("{name}: error: cannot read the file: {e}"))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(format!(
            "{name}: error: the input is larger than {} bytes (1 GiB), the most lowtide reads; is it the right file?",
            MAX_INPUT_BYTES
        ));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        format!(
            "{name}: error: the file is not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        )
    })?;
    Ok(Input {
        name: name.to_string(),
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
    let m = parse_chunk(input, chunk, line_offset)?;
    run_pipeline(input, m, pipeline, inst)
}

/// Parses and verifies one chunk of `input` (starting at line `line_offset`).
pub fn parse_chunk(input: &Input, chunk: &str, line_offset: u32) -> Result<Module, Diagnostic> {
    let m = parse_with_offset(chunk, &input.name, line_offset)?;
    verify(&m).map_err(|e| e.to_diagnostic(&m, &input.name))?;
    Ok(m)
}

/// Runs `pipeline` over a verified module of `input`, and verifies what it made.
pub fn run_pipeline(
    input: &Input,
    m: Module,
    pipeline: &mut Pipeline,
    inst: &Instrumentation,
) -> Result<Processed, Diagnostic> {
    let done = run_passes(input, m, pipeline, inst)?;
    if !inst.verify_each {
        verify_result(&done.module, input)?;
    }
    Ok(done)
}

/// Runs `pipeline` over a verified module of `input`; what it made is verified only with
/// `inst.verify_each` ([`verify_result`] does it after).
pub fn run_passes(
    input: &Input,
    mut m: Module,
    pipeline: &mut Pipeline,
    inst: &Instrumentation,
) -> Result<Processed, Diagnostic> {
    let mut stderr = std::io::stderr();
    let records = pipeline.run(&mut m, inst, &input.name, &mut stderr)?;
    Ok(Processed { module: m, records })
}

/// Verifies the module a pipeline made from `input`.
pub fn verify_result(m: &Module, input: &Input) -> Result<(), Diagnostic> {
    verify(m).map_err(|e| {
        let mut d = e.to_diagnostic(m, &input.name);
        d.message = format!("the pipeline produced invalid IR: {}", d.message);
        d
    })
}

/// An error about function `f` of `m` that names an op of its body by position (`'name' (op
/// N)`, as the executor and `verify-plan` do), rendered at that op's `file:line:col` with the
/// line and a caret when the op came from the text; otherwise as `file: error: message`.
pub fn locate(m: &Module, f: lowtide_ir::Op, input: &Input, message: &str) -> String {
    let pos = lowtide_ir::diag::named_op(m, Some(f), message)
        .and_then(|op| lowtide_ir::diag::op_pos(m, op, &input.name));
    Diagnostic::new(&input.name, pos, message)
        .render(Some(&input.text))
        .trim_end()
        .to_string()
}

/// Prints the module as lowtide text.
pub fn render(m: &Module, opts: PrintOptions) -> String {
    print(m, opts)
}

/// The `--timing` report.
pub fn timing(records: &[PassRecord]) -> String {
    timing_report(records)
}

pub use lowtide_passes::report::units::{human_bytes, human_flops, parse_bytes, parse_duration};

/// A MiniMalloc-format placement problem: `id,lower,upper,size` rows (any column order,
/// extra columns kept), half-open `[lower, upper)`.
pub struct CsvProblem {
    /// Column names as read.
    pub header: Vec<String>,
    /// Rows as read.
    pub rows: Vec<Vec<String>>,
    /// The intervals, in row order.
    pub intervals: Vec<lowtide_passes::memory::placement::Interval>,
}

/// Reads a MiniMalloc CSV; errors name the line and column.
pub fn read_csv(name: &str, text: &str, align: u64) -> Result<CsvProblem, String> {
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (_, head) = lines.next().ok_or_else(|| {
        format!("{name}: error: empty file; expected a header `id,lower,upper,size`")
    })?;
    let header: Vec<String> = head.split(',').map(|h| h.trim().to_string()).collect();
    let col = |n: &str| {
        header.iter().position(|h| h == n).ok_or_else(|| {
            format!("{name}:1: error: missing column `{n}` (need id,lower,upper,size)")
        })
    };
    let (cl, cu, cs, ci) = (col("lower")?, col("upper")?, col("size")?, col("id")?);
    if let Some(dup) = header
        .iter()
        .enumerate()
        .find(|(i, h)| header[..*i].contains(h))
        .map(|(_, h)| h)
    {
        return Err(format!(
            "{name}:1: error: the header names column `{dup}` twice"
        ));
    }
    let mut seen: std::collections::HashMap<String, usize> = Default::default();
    let mut rows = Vec::new();
    let mut intervals = Vec::new();
    for (ln, line) in lines {
        let cells: Vec<String> = line.split(',').map(|c| c.trim().to_string()).collect();
        if cells.len() != header.len() {
            return Err(format!(
                "{name}:{}: error: {} fields, but the header has {}",
                ln + 1,
                cells.len(),
                header.len()
            ));
        }
        let num = |c: usize| -> Result<u64, String> {
            cells[c].parse::<u64>().map_err(|_| {
                format!(
                    "{name}:{}: error: `{}` in column `{}` is not a non-negative integer",
                    ln + 1,
                    cells[c],
                    header[c]
                )
            })
        };
        let (lower, upper, size) = (num(cl)?, num(cu)?, num(cs)?);
        if let Some(first) = seen.insert(cells[ci].clone(), ln + 1) {
            return Err(format!(
                "{name}:{}: error: buffer id `{}` appears twice (first on line {first}); give each buffer its own id",
                ln + 1,
                cells[ci]
            ));
        }
        if upper < lower {
            return Err(format!(
                "{name}:{}: error: upper ({upper}) is below lower ({lower})",
                ln + 1
            ));
        }
        intervals.push(lowtide_passes::memory::placement::Interval {
            lower,
            upper,
            size,
            align,
        });
        rows.push(cells);
    }
    Ok(CsvProblem {
        header,
        rows,
        intervals,
    })
}

pub use lowtide_passes::report::json::json_str;

/// Lets a closed standard output end the process quietly, as it ends C tools
/// (`lowtide-opt big.mlir | head`): Rust ignores `SIGPIPE`, so every `print!` after the
/// reader is gone would panic with "Broken pipe".
pub fn quiet_on_closed_pipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any thread starts; restoring a signal's
    // default action has no other effect.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
