//! `lowtide`: the driver. `lowtide check FILE` parses, verifies and summarizes a training step.

use clap::{Parser, Subcommand};
use lowtide_cli::read_input;
use lowtide_ir::ops::cost;
use lowtide_ir::{parse_and_verify, Module};
use std::collections::BTreeMap;
use std::process::ExitCode;

/// lowtide: see, and cut, the peak memory of a training step.
#[derive(Parser)]
#[command(
    name = "lowtide",
    version,
    about = "lowtide: see, and cut, the peak memory of a training step"
)]
struct Args {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Parse and verify a module; print its functions, argument/result bytes, op counts and FLOPs.
    Check {
        /// The module (`-` for standard input).
        file: String,
        /// Also print the op histogram.
        #[arg(long)]
        ops: bool,
    },
}

fn human(b: u64) -> String {
    const U: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = b as f64;
    let mut i = 0;
    while v >= 1024.0 && i + 1 < U.len() {
        v /= 1024.0;
        i += 1;
    }
    if i == 0 {
        format!("{b} B")
    } else {
        format!("{v:.2} {}", U[i])
    }
}

fn human_flops(f: u64) -> String {
    const U: [&str; 5] = ["FLOP", "kFLOP", "MFLOP", "GFLOP", "TFLOP"];
    let mut v = f as f64;
    let mut i = 0;
    while v >= 1000.0 && i + 1 < U.len() {
        v /= 1000.0;
        i += 1;
    }
    if i == 0 {
        format!("{f} FLOP")
    } else {
        format!("{v:.2} {}", U[i])
    }
}

fn summarize(m: &Module, show_ops: bool) -> String {
    let mut s = String::new();
    for (f, name) in m.functions() {
        let Some(b) = m.entry_block(f) else { continue };
        let args: u64 = m.blocks[b]
            .args
            .iter()
            .filter_map(|&v| m.ty(v).byte_size())
            .sum();
        let ret = m.blocks[b].ops.last().copied();
        let results: u64 = ret.map_or(0, |r| {
            m.ops[r]
                .operands
                .iter()
                .filter_map(|&v| m.ty(v).byte_size())
                .sum()
        });
        let mut ops = 0u64;
        let mut flops = 0u64;
        let mut hist: BTreeMap<&str, u64> = BTreeMap::new();
        let mut stack: Vec<_> = m.blocks[b].ops.clone();
        while let Some(o) = stack.pop() {
            ops += 1;
            flops += cost(m, o).flops;
            *hist.entry(m.name(o)).or_default() += 1;
            for &r in &m.ops[o].regions {
                for &bb in &m.regions[r].blocks {
                    stack.extend(m.blocks[bb].ops.iter().copied());
                }
            }
        }
        let unknown: Vec<&str> = hist
            .keys()
            .filter(|n| lowtide_ir::OpKind::from_name(n).is_none())
            .copied()
            .collect();
        s.push_str(&format!(
            "@{name}: {} arguments ({}), {} results ({}), {ops} ops, {}\n",
            m.blocks[b].args.len(),
            human(args),
            ret.map_or(0, |r| m.ops[r].operands.len()),
            human(results),
            human_flops(flops)
        ));
        if !unknown.is_empty() {
            s.push_str(&format!(
                "  ops lowtide does not understand: {}\n",
                unknown.join(", ")
            ));
        }
        if show_ops {
            for (n, c) in hist {
                s.push_str(&format!("  {c:>6}  {n}\n"));
            }
        }
    }
    s
}

fn main() -> ExitCode {
    let args = Args::parse();
    match args.cmd {
        Cmd::Check { file, ops } => {
            let input = match read_input(&file) {
                Ok(i) => i,
                Err(e) => {
                    eprintln!("{e}");
                    return ExitCode::FAILURE;
                }
            };
            match parse_and_verify(&input.text, &input.name) {
                Ok(m) => {
                    print!("{}", summarize(&m, ops));
                    ExitCode::SUCCESS
                }
                Err(d) => {
                    eprint!("{}", d.render(Some(&input.text)));
                    ExitCode::FAILURE
                }
            }
        }
    }
}
