//! `lowtide`: the driver. `lowtide check FILE` parses, verifies and summarizes a training step.

use clap::{Parser, Subcommand};
use lowtide_cli::{human_bytes, parse_bytes, read_csv, read_input};
use lowtide_ir::ops::cost;
use lowtide_ir::{parse_and_verify, Module};
use lowtide_passes::placement::{check, lower_bound, place, Limits};
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::{Duration, Instant};

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
    /// Place buffers with known lifetimes (MiniMalloc CSV: id,lower,upper,size) into an arena.
    Place {
        /// The CSV file (`-` for standard input).
        file: String,
        /// The arena capacity to meet (bytes, or with a unit: 1MiB, 8GiB).
        #[arg(long, value_parser = parse_bytes)]
        capacity: u64,
        /// Write the CSV with an `offset` column here.
        #[arg(short = 'o')]
        output: Option<String>,
        /// Print the result as JSON.
        #[arg(long)]
        json: bool,
        /// Offset alignment in bytes.
        #[arg(long, default_value_t = 1)]
        align: u64,
        /// Time limit for the search, in milliseconds.
        #[arg(long, default_value_t = 10_000)]
        time_limit: u64,
    },
}

fn human(b: u64) -> String {
    human_bytes(b)
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

fn cmd_place(
    file: &str,
    capacity: u64,
    output: Option<&str>,
    json: bool,
    align: u64,
    time_limit: u64,
) -> ExitCode {
    let input = match read_input(file) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let prob = match read_csv(&input.name, &input.text, align.max(1)) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let lb = lower_bound(&prob.intervals);
    let t = Instant::now();
    let limits = Limits {
        time: Duration::from_millis(time_limit),
        ..Limits::default()
    };
    let p = place(&prob.intervals, capacity, limits);
    let secs = t.elapsed().as_secs_f64();
    // The placer's result is re-checked by the independent checker before anything is written.
    if let Err(e) = check(&prob.intervals, &p.offsets) {
        eprintln!(
            "{}: internal error: the placement is invalid: {e}",
            input.name
        );
        return ExitCode::FAILURE;
    }
    let fits = p.height <= capacity;
    if json {
        println!(
            "{{\"file\": {:?}, \"buffers\": {}, \"capacity\": {capacity}, \"height\": {}, \"lower_bound\": {lb}, \"fits\": {fits}, \"method\": {:?}, \"search_nodes\": {}, \"seconds\": {secs:.6}}}",
            input.name, prob.intervals.len(), p.height, p.method, p.nodes
        );
    } else {
        println!(
            "{}: {} buffers, height {} ({}), lower bound {} ({}), capacity {} — {} in {:.3} s ({}, {} search nodes)",
            input.name,
            prob.intervals.len(),
            p.height,
            human(p.height),
            lb,
            human(lb),
            capacity,
            if fits { "fits" } else { "does NOT fit" },
            secs,
            p.method,
            p.nodes
        );
    }
    if let Some(out) = output {
        let mut text = prob.header.join(",") + ",offset\n";
        for (row, off) in prob.rows.iter().zip(&p.offsets) {
            text.push_str(&row.join(","));
            text.push_str(&format!(",{off}\n"));
        }
        let res = if out == "-" {
            print!("{text}");
            Ok(())
        } else {
            std::fs::write(out, text)
        };
        if let Err(e) = res {
            eprintln!("{out}: error: cannot write: {e}");
            return ExitCode::FAILURE;
        }
    }
    if !fits {
        eprintln!(
            "{}: error: the buffers do not fit in {capacity} bytes: the best placement found needs {} bytes ({} over; the liveness lower bound is {lb})",
            input.name,
            p.height,
            p.height - capacity
        );
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

fn main() -> ExitCode {
    let args = Args::parse();
    match args.cmd {
        Cmd::Place {
            file,
            capacity,
            output,
            json,
            align,
            time_limit,
        } => cmd_place(&file, capacity, output.as_deref(), json, align, time_limit),
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
