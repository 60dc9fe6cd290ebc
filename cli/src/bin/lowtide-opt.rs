//! `lowtide-opt`: parse, verify, run a pass pipeline, print — like `mlir-opt`.

/// Planning allocates and frees many small vectors (signatures, op lists, trial copies):
/// mimalloc takes about a fifth off `lowtide plan`'s CPU time against the system allocator.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::Parser;
use lowtide_cli::{process, read_input, render, split_chunks, timing};
use lowtide_ir::PrintOptions;
use lowtide_passes::manager::PassOption;
use lowtide_passes::{pipelines, registry, Instrumentation, Pipeline};
use std::process::ExitCode;

fn pass_list() -> String {
    // One line per pass or pipeline, then one per option.
    fn entry(s: &mut String, name: &str, summary: &str, options: &[PassOption]) {
        s.push_str(&format!("  {name:<16} {summary}\n"));
        for o in options {
            s.push_str(&format!(
                "  {:<16}   {}={}  {}\n",
                "", o.name, o.default, o.help
            ));
        }
    }
    let mut s = String::from(
        "Passes (use in --pass-pipeline, comma-separated; options as name{key=value}):\n",
    );
    for p in registry() {
        entry(&mut s, p.name, p.summary, p.options);
    }
    s.push_str("\nNamed pipelines (each stands for its passes; `--pass-pipeline=plan`):\n");
    for p in pipelines() {
        entry(&mut s, p.name, p.summary, p.options);
    }
    s
}

/// lowtide-opt: lowtide's IR optimizer driver.
#[derive(Parser)]
#[command(
    name = "lowtide-opt",
    version,
    about = "Parse, verify, transform and print lowtide/StableHLO IR (MLIR's custom or generic form)"
)]
struct Args {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,
    /// Output file (`-` for standard output).
    #[arg(short = 'o', default_value = "-")]
    output: String,
    /// Passes to run, e.g. 'inline,canonicalize,cse,dce'.
    #[arg(long = "pass-pipeline", default_value = "")]
    pass_pipeline: String,
    /// Verify the IR after every pass (on by default, as in mlir-opt).
    #[arg(long = "verify-each", overrides_with = "no_verify_each")]
    verify_each: bool,
    /// Do not verify after every pass (the result is still verified once at the end).
    #[arg(long = "no-verify-each")]
    no_verify_each: bool,
    /// Print the IR after every pass, to stderr.
    #[arg(long = "print-ir-after-all")]
    print_ir_after_all: bool,
    /// Print the IR after every pass that changed it, to stderr.
    #[arg(long = "print-ir-after-change")]
    print_ir_after_change: bool,
    /// Print pass timings and statistics to stderr.
    #[arg(long)]
    timing: bool,
    /// Process each `// -----` chunk of the input as a separate file.
    #[arg(long = "split-input-file")]
    split_input_file: bool,
    /// Print `loc(...)` locations.
    #[arg(long = "mlir-print-debuginfo")]
    print_debuginfo: bool,
    /// Print every op in MLIR's generic form (`"dialect.op"(...)`), which upstream `mlir-opt`
    /// reads; by default ops print in their custom form, as JAX and `mlir-opt` print them.
    #[arg(long = "mlir-print-op-generic")]
    print_generic: bool,
    /// List the passes and exit.
    #[arg(long = "list-passes")]
    list_passes: bool,
}

fn main() -> ExitCode {
    lowtide_cli::quiet_on_closed_pipe();
    let args = Args::parse();
    if args.list_passes {
        print!("{}", pass_list());
        return ExitCode::SUCCESS;
    }
    let input = match read_input(&args.input) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let print_opts = PrintOptions {
        debug_info: args.print_debuginfo,
        generic: args.print_generic,
    };
    let inst = Instrumentation {
        verify_each: !args.no_verify_each,
        print_after_all: args.print_ir_after_all,
        print_after_change: args.print_ir_after_change,
        print: print_opts,
    };
    let chunks = if args.split_input_file {
        split_chunks(&input.text)
    } else {
        vec![(0, input.text.clone())]
    };
    let mut outputs = Vec::new();
    let mut failed = false;
    for (offset, chunk) in &chunks {
        let mut pipeline = match Pipeline::parse(&args.pass_pipeline) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("lowtide-opt: error: {e}");
                return ExitCode::FAILURE;
            }
        };
        match process(&input, chunk, *offset, &mut pipeline, &inst) {
            Ok(done) => {
                if args.timing {
                    eprint!("{}", timing(&done.records));
                }
                outputs.push(render(&done.module, print_opts));
            }
            Err(d) => {
                eprint!("{}", d.render(Some(&input.text)));
                failed = true;
            }
        }
    }
    let text = outputs.join("// -----\n");
    let written = if args.output == "-" {
        print!("{text}");
        Ok(())
    } else {
        std::fs::write(&args.output, text)
    };
    if let Err(e) = written {
        eprintln!("{}: error: cannot write: {e}", args.output);
        return ExitCode::FAILURE;
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
