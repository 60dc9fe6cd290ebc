//! `lowtide`: the driver. `lowtide check FILE` parses, verifies and summarizes a training step.

use clap::{Parser, Subcommand};
use lowtide_cli::{
    human_bytes, human_flops, locate, parse_bytes, parse_chunk, read_csv, read_input, run_pipeline,
};
use lowtide_ir::ops::{cost, saturating_sum};
use lowtide_ir::{parse_and_verify, Module, Value};
use lowtide_passes::memory::placement::{check, check_input, lower_bound, place, Limits};
use lowtide_passes::report::svg::render as render_svg;
use lowtide_passes::report::{arg_kinds_from_json, report, PlanReport};
use lowtide_ir::plan::FunctionPlan;
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};
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
    /// Print the training step of a model built by lowtide (forward, backward and optimizer
    /// update; `lowtide zoo resnet50 --batch 32 --optimizer momentum | lowtide plan -`).
    /// Defaults are the published models.
    Zoo {
        /// The model: mlp, vgg16, resnet18, resnet50, mobilenet_v2, unet, gpt2, bert_base or
        /// vit_b16.
        name: String,
        /// Batch size.
        #[arg(long, default_value_t = 64)]
        batch: u64,
        /// Layer widths for mlp, input to classes.
        #[arg(long, value_delimiter = ',', default_value = "784,1024,1024,10")]
        widths: Vec<u64>,
        /// sgd, momentum or adam.
        #[arg(long, default_value = "sgd")]
        optimizer: String,
        /// Sequence length [gpt2: 1024, bert_base: 512].
        #[arg(long)]
        seq: Option<u64>,
        /// Transformer blocks [12], or the residual blocks a ResNet keeps [all].
        #[arg(long)]
        layers: Option<u64>,
        /// Transformer width [768] (vgg16: dense width [4096]).
        #[arg(long)]
        width: Option<u64>,
        /// Attention heads [12].
        #[arg(long)]
        heads: Option<u64>,
        /// Vocabulary size [gpt2: 50257, bert_base: 30522].
        #[arg(long)]
        vocab: Option<u64>,
        /// Image height and width [224].
        #[arg(long)]
        image: Option<u64>,
        /// Channels of the first convolution, the others scaled with it [mobilenet_v2: 32,
        /// others 64].
        #[arg(long)]
        channels: Option<u64>,
        /// Classes [1000; unet: 2].
        #[arg(long)]
        classes: Option<u64>,
        /// Write the module here instead of standard output.
        #[arg(short = 'o')]
        output: Option<String>,
    },
    /// Plan a training step's memory: run the planning pipeline and report footprint, lower
    /// bound, fragmentation, bytes per class and pass timings.
    Plan {
        /// The module (`-` for standard input).
        file: String,
        /// Report format.
        #[arg(long, value_enum, default_value = "table")]
        report: ReportFormat,
        /// Also draw the plan as SVG to this file.
        #[arg(long)]
        svg: Option<String>,
        /// The pipeline to run instead of the default.
        #[arg(long = "pipeline", alias = "pass-pipeline", default_value = PLAN_PIPELINE)]
        pipeline: String,
        /// JAX argument metadata (`*.args.json`: each argument's kind param/batch/opt_state).
        #[arg(long)]
        args: Option<String>,
        /// The function to report (default: `main`, else the first planned one).
        #[arg(long)]
        function: Option<String>,
        /// Write the planned module here.
        #[arg(short = 'o')]
        output: Option<String>,
        /// Fit the step in this many bytes by recomputing values (`8GiB`, `15109MiB`); exits 1
        /// with the smallest footprint lowtide can reach when it cannot.
        #[arg(long, value_parser = parse_bytes)]
        budget: Option<u64>,
        /// With --budget: plans the recomputation search keeps per step (1: one greedy
        /// sequence; wider finds smaller footprints and cheaper plans, taking longer).
        /// Default: 4 for functions of up to 512 ops, else 1.
        #[arg(long, requires = "budget", value_parser = parse_beam)]
        beam: Option<u64>,
        /// List what is recomputed, where, and the extra FLOPs.
        #[arg(long)]
        explain: bool,
    },
    /// Run a training step on the CPU device: inputs and outputs as safetensors
    /// (`input.0`, `input.1`, ... in argument order; results written as `output.N`).
    Run {
        /// The module (`-` for standard input).
        file: String,
        /// The inputs.
        #[arg(long)]
        inputs: String,
        /// Write the results here.
        #[arg(long)]
        outputs: Option<String>,
        /// `planned` runs in one arena after the planning pipeline; `unplanned` gives every value
        /// its own allocation (the oracle); `dynamic` allocates and frees as the step runs
        /// (with `--allocator`).
        #[arg(long, value_enum, default_value = "planned")]
        mode: RunMode,
        /// The function to run.
        #[arg(long, default_value = "main")]
        function: String,
        /// The allocator of `--mode dynamic`.
        #[arg(long, value_enum, default_value = "no_pool")]
        allocator: Allocator,
        /// Stop with an error when one `while` loop runs more iterations than this (a loop
        /// whose condition never turns false would otherwise run forever).
        #[arg(long)]
        max_iterations: Option<u64>,
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

#[derive(Copy, Clone, PartialEq, Eq, clap::ValueEnum)]
enum Allocator {
    #[value(name = "no_pool")]
    NoPool,
    #[value(name = "page_pool")]
    PagePool,
    #[value(name = "caching")]
    Caching,
}

#[derive(Copy, Clone, PartialEq, Eq, clap::ValueEnum)]
enum RunMode {
    Planned,
    Unplanned,
    Dynamic,
}

fn cmd_run(
    file: &str,
    inputs: &str,
    outputs: Option<&str>,
    mode: RunMode,
    function: &str,
    allocator: Allocator,
    max_iterations: Option<u64>,
) -> Result<(), String> {
    let input = read_input(file)?;
    let mut m = match lowtide_ir::parse_and_verify(&input.text, &input.name) {
        Ok(m) => m,
        Err(d) => return Err(d.render(Some(&input.text)).trim_end().to_string()),
    };
    let Some(f) = m.function(function) else {
        return Err(format!(
            "{}: error: the module has no function @{function}",
            input.name
        ));
    };
    let args: Vec<lowtide_ir::Type> = m
        .entry_block(f)
        .map(|b| m.blocks[b].args.iter().map(|&a| m.ty(a).clone()).collect())
        .unwrap_or_default();
    let data = match std::fs::read(inputs) {
        Ok(d) => d,
        Err(e) => return Err(format!("{inputs}: error: cannot read: {e}")),
    };
    let all = match lowtide_runtime::io::read(&data) {
        Ok(a) => a,
        Err(e) => return Err(format!("{inputs}: error: {e}")),
    };
    let mut tensors = Vec::new();
    for (i, ty) in args.iter().enumerate() {
        let name = format!("input.{i}");
        match all.iter().find(|(n, _)| *n == name) {
            Some((_, t)) => {
                let got = lowtide_ir::Type::Tensor(t.tensor_type());
                if &got != ty {
                    return Err(format!("{inputs}: error: `{name}` is {got}, but argument #{i} of @{function} is {ty}"));
                }
                tensors.push(t.clone());
            }
            None => {
                return Err(format!(
                    "{inputs}: error: no tensor `{name}` for argument #{i} of @{function} ({ty}); the file has {} tensors",
                    all.len()
                ))
            }
        }
    }
    // `output.N` tensors (what `--outputs` writes, or expected results kept beside the inputs)
    // are expected in such files; any other name that is no argument is reported.
    let unused: Vec<&str> = all
        .iter()
        .map(|(n, _)| n.as_str())
        .filter(|n| !n.starts_with("output."))
        .filter(|n| {
            n.strip_prefix("input.")
                .and_then(|i| i.parse::<usize>().ok())
                .is_none_or(|i| i >= args.len())
        })
        .collect();
    if !unused.is_empty() {
        eprintln!(
            "{inputs}: warning: ignoring {} tensor(s) that name no argument of @{function} (it takes input.0 to input.{}): {}",
            unused.len(),
            args.len().saturating_sub(1),
            unused.join(", ")
        );
    }
    let exec_mode = match mode {
        RunMode::Unplanned => lowtide_runtime::Mode::Unplanned,
        RunMode::Dynamic => lowtide_runtime::Mode::Dynamic(match allocator {
            Allocator::NoPool => lowtide_runtime::Strategy::NoPool,
            Allocator::PagePool => lowtide_runtime::Strategy::PagePool,
            Allocator::Caching => lowtide_runtime::Strategy::Caching,
        }),
        RunMode::Planned => {
            if FunctionPlan::is_planned(&m, f) {
                // A plan in the file may be stale (a pass ran after assign-buffers) or edited:
                // the independent checker must accept it before anything runs.
                if let Err(e) = lowtide_passes::memory::verify_plan::check_function(&m, f) {
                    return Err(format!(
                        "{}\nnote: the buffer plan of @{function} in this file is not valid for it: plan the module again (`lowtide plan FILE -o PLANNED`) or run it with `--mode unplanned`",
                        locate(&m, f, &input, &e)
                    ));
                }
            } else {
                let mut p = Pipeline::parse(PLAN_PIPELINE).expect("the default pipeline parses");
                let inst = Instrumentation {
                    verify_each: true,
                    ..Default::default()
                };
                if let Err(d) = p.run(&mut m, &inst, &input.name, &mut std::io::sink()) {
                    return Err(d.render(Some(&input.text)).trim_end().to_string());
                }
            }
            lowtide_runtime::Mode::Planned
        }
    };
    let t = std::time::Instant::now();
    let mut dev = lowtide_runtime::CpuDevice::new();
    let out = match lowtide_runtime::run_limited(
        &mut dev,
        &m,
        function,
        tensors,
        exec_mode,
        max_iterations,
    ) {
        Ok(o) => o,
        Err(e) => return Err(locate(&m, f, &input, &e)),
    };
    let secs = t.elapsed().as_secs_f64();
    for (k, t) in out.outputs.iter().enumerate() {
        let n = t.numel();
        let (mut lo, mut hi, mut sum) = (f64::INFINITY, f64::NEG_INFINITY, 0.0);
        for i in 0..n {
            let v = t.get(i);
            lo = lo.min(v);
            hi = hi.max(v);
            sum += v;
        }
        let ty = lowtide_ir::Type::Tensor(t.tensor_type());
        if n == 0 {
            println!("output.{k}: {ty} (empty)");
        } else if n == 1 {
            println!("output.{k}: {ty} = {lo}");
        } else {
            println!(
                "output.{k}: {ty} min {lo:.6e} max {hi:.6e} mean {:.6e}",
                sum / n.max(1) as f64
            );
        }
    }
    let what = match mode {
        RunMode::Planned => format!(
            "arena {} bytes ({})",
            out.arena_bytes,
            human_bytes(out.arena_bytes)
        ),
        RunMode::Dynamic => format!(
            "pool {} bytes ({})",
            out.arena_bytes,
            human_bytes(out.arena_bytes)
        ),
        RunMode::Unplanned => "every value in its own allocation".to_string(),
    };
    println!(
        "{what}; device peak {} bytes ({}) with arguments and outputs; {:.3} s",
        out.device_peak_bytes,
        human_bytes(out.device_peak_bytes),
        secs
    );
    if let Some(path) = outputs {
        let named: Vec<(String, lowtide_runtime::HostTensor)> = out
            .outputs
            .into_iter()
            .enumerate()
            .map(|(k, t)| (format!("output.{k}"), t))
            .collect();
        match lowtide_runtime::io::write(&named) {
            Ok(bytes) => {
                if let Err(e) = std::fs::write(path, bytes) {
                    return Err(format!("{path}: error: cannot write: {e}"));
                }
            }
            Err(e) => return Err(format!("{path}: error: {e}")),
        }
    }
    Ok(())
}

#[derive(Copy, Clone, clap::ValueEnum)]
enum ReportFormat {
    Table,
    Json,
}

fn json_str(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn report_json(
    file: &str,
    r: &PlanReport,
    passes: &[(String, f64)],
    baselines: &[(&str, u64)],
    budget: Option<u64>,
) -> String {
    let baselines: Vec<String> = baselines
        .iter()
        .map(|(n, b)| format!("{}: {b}", json_str(n)))
        .collect();
    let classes: Vec<String> = r
        .bytes_by_class
        .iter()
        .map(|(c, b)| format!("    {}: {b}", json_str(c.key())))
        .collect();
    let passes: Vec<String> = passes
        .iter()
        .map(|(n, ms)| format!("    {{\"name\": {}, \"ms\": {ms:.3}}}", json_str(n)))
        .collect();
    format!(
        "{{\n  \"schema_version\": 1,\n  \"file\": {},\n  \"function\": {},\n  \"footprint_bytes\": {},\n  \"lower_bound_bytes\": {},\n  \"arena_bytes\": {},\n  \"argument_bytes\": {},\n  \"output_bytes\": {},\n  \"alias_bytes\": {},\n  \"live_peak_bytes\": {},\n  \"fragmentation\": {:.6},\n  \"placement\": {},\n  \"bytes_by_class\": {{\n{}\n  }},\n  \"dynamic_baselines\": {{{}}},\n  \"passes\": [\n{}\n  ],\n  \"budget_bytes\": {},\n  \"step_flops\": {},\n  \"recompute_flops\": {},\n  \"streamed_ops\": {},\n  \"early_masks\": {},\n  \"fused_convolutions\": {},\n  \"piece_loops\": {}\n}}\n",
        json_str(file),
        json_str(&r.function),
        r.footprint_bytes,
        r.lower_bound_bytes,
        r.arena_bytes,
        r.argument_bytes,
        r.output_bytes,
        r.alias_bytes,
        r.live_peak_bytes,
        r.fragmentation,
        json_str(&r.placement),
        classes.join(",\n"),
        baselines.join(", "),
        passes.join(",\n"),
        budget.map_or("null".to_string(), |b| b.to_string()),
        r.step_flops,
        r.recompute_flops,
        r.streamed_ops,
        r.masks,
        r.fused_convolutions,
        r.piece_loops,
    )
}

fn report_table(
    file: &str,
    r: &PlanReport,
    passes: &[(String, f64)],
    baselines: &[(&str, u64)],
    budget: Option<u64>,
) -> String {
    let mut s = format!("{file} @{}\n", r.function);
    let row = |s: &mut String, k: &str, b: u64| {
        s.push_str(&format!("  {k:<22} {b:>14}  {}\n", human_bytes(b)))
    };
    row(&mut s, "arguments", r.argument_bytes);
    row(&mut s, "outputs", r.output_bytes);
    row(&mut s, "aliased (donated)", r.alias_bytes);
    row(&mut s, "arena", r.arena_bytes);
    row(&mut s, "footprint", r.footprint_bytes);
    row(&mut s, "lower bound", r.lower_bound_bytes);
    row(&mut s, "live-range peak", r.live_peak_bytes);
    s.push_str(&format!(
        "  {:<22} {:>14.4}  (footprint / lower bound; placed by {})\n",
        "fragmentation", r.fragmentation, r.placement
    ));
    if let Some(b) = budget {
        row(&mut s, "budget", b);
    }
    s.push_str(&format!(
        "  {:<22} {:>14}  {}\n",
        "step FLOPs",
        r.step_flops,
        human_flops(r.step_flops)
    ));
    if r.recompute_flops > 0 || budget.is_some() {
        s.push_str(&format!(
            "  {:<22} {:>14}  {} (+{:.1}%, {} ops recomputed)\n",
            "recomputation",
            r.recompute_flops,
            human_flops(r.recompute_flops),
            100.0 * r.recompute_flops as f64 / r.step_flops.max(1) as f64,
            r.recomputed_ops()
        ));
    }
    if r.streamed_ops > 0 {
        s.push_str(&format!(
            "  {:<22} {:>14}  ops write their result over input rows they have read\n",
            "streamed", r.streamed_ops
        ));
    }
    if r.masks > 0 {
        s.push_str(&format!(
            "  {:<22} {:>14}  comparisons computed early into 1-bit masks, so what they compare dies sooner\n",
            "early masks", r.masks
        ));
    }
    if r.fused_convolutions > 0 {
        s.push_str(&format!(
            "  {:<22} {:>14}  convolutions computed a block at a time inside the loop reading them, never stored whole\n",
            "fused convolutions", r.fused_convolutions
        ));
    }
    if r.piece_loops > 0 {
        s.push_str(&format!(
            "  {:<22} {:>14}  loops running ops a piece of the batch at a time, so what only they read is never stored whole\n",
            "batch pieces", r.piece_loops
        ));
    }
    s.push_str("  bytes by class (arena classes at the arena's peak):\n");
    for (c, b) in &r.bytes_by_class {
        s.push_str(&format!(
            "    {:<20} {b:>14}  {}\n",
            c.key(),
            human_bytes(*b)
        ));
    }
    s.push_str(
        "  dynamic allocators on the same schedule (peak reserved for the arena's values):\n",
    );
    for (n, b) in baselines {
        s.push_str(&format!(
            "    {n:<20} {b:>14}  {}  ({:.2}x the arena)\n",
            human_bytes(*b),
            *b as f64 / r.arena_bytes.max(1) as f64
        ));
    }
    s.push_str("  passes:\n");
    for (n, ms) in passes {
        s.push_str(&format!("    {n:<20} {ms:>10.3} ms\n"));
    }
    s
}

/// `--beam`: a count from 1 to [`lowtide_passes::remat::MAX_BEAM`].
fn parse_beam(s: &str) -> Result<u64, String> {
    let most = lowtide_passes::remat::MAX_BEAM;
    match s.parse::<u64>() {
        Ok(n) if (1..=most).contains(&n) => Ok(n),
        _ => Err(format!(
            "expected a number of plans from 1 to {most} (the search's time and memory grow with it), got '{s}'"
        )),
    }
}

/// What `lowtide plan` was asked for.
struct PlanArgs<'a> {
    file: &'a str,
    format: ReportFormat,
    svg: Option<&'a str>,
    pipeline: &'a str,
    args: Option<&'a str>,
    function: Option<&'a str>,
    output: Option<&'a str>,
    budget: Option<u64>,
    beam: Option<u64>,
    explain: bool,
}

fn cmd_plan(a: PlanArgs) -> Result<(), String> {
    let PlanArgs {
        file,
        format,
        svg,
        pipeline,
        args,
        function,
        output,
        budget,
        beam,
        explain,
    } = a;
    let with_budget;
    let pipeline = match budget {
        None => pipeline,
        Some(_) if pipeline != PLAN_PIPELINE => {
            return Err("lowtide plan: error: --budget plans with the default pipeline; with --pipeline, put remat{budget=BYTES} in it instead".into())
        }
        Some(b) => {
            // Progress lines while the search runs, for a person watching.
            let progress = std::io::IsTerminal::is_terminal(&std::io::stderr());
            let mut options = if progress { " progress=1" } else { "" }.to_string();
            if let Some(n) = beam {
                options += &format!(" beam={n}");
            }
            with_budget = lowtide_passes::budget_pipeline_with(b, &options);
            &with_budget
        }
    };
    let input = read_input(file)?;
    let kinds = match args {
        None => None,
        Some(a) => {
            let t =
                std::fs::read_to_string(a).map_err(|e| format!("{a}: error: cannot read: {e}"))?;
            Some(arg_kinds_from_json(&t).map_err(|e| format!("{a}: error: {e}"))?)
        }
    };
    let mut p = match Pipeline::parse(pipeline) {
        Ok(p) => p,
        Err(e) => return Err(format!("lowtide plan: error: {e}")),
    };
    let render = |d: lowtide_ir::Diagnostic| d.render(Some(&input.text)).trim_end().to_string();
    let m = parse_chunk(&input, &input.text, 0).map_err(render)?;
    // An op lowtide does not know has no known memory behaviour and no kernel: refuse it
    // here, at its line, rather than plan around it and fail when the step runs.
    if let Some(op) = m.walk().into_iter().find(|&o| m.kind(o).is_none()) {
        let message = "is not an op lowtide knows, so the step cannot be planned or run; export the step with the StableHLO ops JAX emits (`lowtide check FILE --ops` lists the ops lowtide does not understand)".to_string();
        let d = lowtide_ir::verify::VerifyError { op, message }.to_diagnostic(&m, &input.name);
        return Err(render(d));
    }
    let inst = Instrumentation {
        verify_each: true,
        ..Default::default()
    };
    let done = run_pipeline(&input, m, &mut p, &inst).map_err(render)?;
    let m = &done.module;
    let planned: Vec<_> = m
        .functions()
        .into_iter()
        .filter(|(f, _)| FunctionPlan::is_planned(m, *f))
        .collect();
    let chosen = match function {
        Some(n) => planned.iter().find(|(_, name)| name == n),
        None => planned
            .iter()
            .find(|(_, name)| name == "main")
            .or(planned.first()),
    };
    let Some(&(f, _)) = chosen else {
        let bodies = m
            .functions()
            .iter()
            .filter(|(f, _)| m.entry_block(*f).is_some())
            .count();
        if bodies == 0 && function.is_none() {
            return Err(format!(
                "{}: error: nothing to plan: the module has no public function with a body (it is empty, or holds only declarations or private functions nothing calls); lowtide plans a training step such as @main",
                input.name
            ));
        }
        let names: Vec<String> = m.functions().into_iter().map(|(_, n)| n).collect();
        return Err(match function {
            Some(n) if !names.iter().any(|x| x == n) => format!(
                "{}: error: the module has no function @{n} (it has {})",
                input.name,
                names
                    .iter()
                    .map(|x| format!("@{x}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            Some(n) => format!(
                "{}: error: no planned function @{n} (the pipeline must include assign-buffers)",
                input.name
            ),
            None => format!(
                "{}: error: no function was planned: the pipeline must include assign-buffers",
                input.name
            ),
        });
    };
    let r = match report(m, f, kinds.as_ref()) {
        Ok(r) => r,
        Err(e) => return Err(format!("{}: error: {e}", input.name)),
    };
    let passes: Vec<(String, f64)> = done
        .records
        .iter()
        .map(|x| (x.name.to_string(), x.time.as_secs_f64() * 1e3))
        .collect();
    let baselines = lowtide_runtime::dynamic_peaks(m, &r.function)
        .map_err(|e| format!("{}: error: {e}", input.name))?;
    match format {
        ReportFormat::Json => print!(
            "{}",
            report_json(&input.name, &r, &passes, &baselines, budget)
        ),
        ReportFormat::Table => print!(
            "{}",
            report_table(&input.name, &r, &passes, &baselines, budget)
        ),
    }
    if explain {
        print!("{}", explain_table(&r));
    }
    if let Some(path) = svg {
        if let Err(e) = std::fs::write(path, render_svg(&r)) {
            return Err(format!("{path}: error: cannot write: {e}"));
        }
    }
    if let Some(path) = output {
        if let Err(e) = std::fs::write(path, lowtide_ir::print(m, Default::default())) {
            return Err(format!("{path}: error: cannot write: {e}"));
        }
    }
    Ok(())
}

fn cmd_zoo(
    name: &str,
    mut o: lowtide_passes::frontend::zoo::ZooOptions,
    optimizer: &str,
    output: Option<&str>,
) -> Result<(), String> {
    o.optimizer = lowtide_passes::autodiff::Optimizer::named(optimizer)
        .map_err(|e| format!("lowtide zoo: error: {e}"))?;
    let m = lowtide_passes::frontend::zoo::build(name, &o).map_err(|e| format!("lowtide zoo: error: {e}"))?;
    let text = lowtide_ir::print(&m, Default::default());
    match output {
        Some(path) => {
            std::fs::write(path, text).map_err(|e| format!("{path}: error: cannot write: {e}"))
        }
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

/// `--explain`: what is recomputed, where, and what it costs.
fn explain_table(r: &PlanReport) -> String {
    let mut s = String::from("recomputed values:\n");
    if r.recomputed.is_empty() {
        s.push_str("  none: the step fits without recomputation\n");
        return s;
    }
    s.push_str(&format!(
        "  {:>6}  {:<22} {:<34} {:>12}  {:<22} {:>14}\n",
        "op", "recomputes", "type", "bytes", "before", "FLOPs"
    ));
    for x in &r.recomputed {
        s.push_str(&format!(
            "  {:>6}  {:<22} {:<34} {:>12}  {:<22} {:>14}\n",
            x.index, x.op_name, x.ty, x.bytes, x.before, x.flops
        ));
    }
    s.push_str(&format!(
        "  total: {} ops, {} ({:.1}% of the step)\n",
        r.recomputed_ops(),
        human_flops(r.recompute_flops),
        100.0 * r.recompute_flops as f64 / r.step_flops.max(1) as f64
    ));
    s
}

fn summarize(m: &Module, show_ops: bool) -> String {
    let mut s = String::new();
    for (f, name) in m.functions() {
        let Some(b) = m.entry_block(f) else { continue };
        // A static shape whose size overflows counts as u64::MAX; dynamic shapes count as 0.
        let size = |v: &Value| {
            let t = m.ty(*v);
            let is_static = t.as_tensor().is_some_and(|t| t.static_dims().is_some());
            t.byte_size().or(is_static.then_some(u64::MAX)).unwrap_or(0)
        };
        let bytes = |vs: &[Value]| saturating_sum(vs.iter().map(size));
        let args = bytes(&m.blocks[b].args);
        let ret = m.blocks[b].ops.last().copied();
        let results = ret.map_or(0, |r| bytes(&m.ops[r].operands));
        let mut ops = 0u64;
        let mut flops = 0u64;
        let mut hist: BTreeMap<&str, u64> = BTreeMap::new();
        let mut stack: Vec<_> = m.blocks[b].ops.clone();
        while let Some(o) = stack.pop() {
            ops += 1;
            flops = flops.saturating_add(cost(m, o).flops);
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
            human_bytes(args),
            ret.map_or(0, |r| m.ops[r].operands.len()),
            human_bytes(results),
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
) -> Result<(), String> {
    let input = read_input(file)?;
    let prob = read_csv(&input.name, &input.text, align.max(1))?;
    check_input(&prob.intervals).map_err(|e| format!("{}: error: {e}", input.name))?;
    let lb = lower_bound(&prob.intervals);
    let t = Instant::now();
    let limits = Limits {
        time: Duration::from_millis(time_limit),
        ..Limits::default()
    };
    let p = place(&prob.intervals, capacity, limits);
    let secs = t.elapsed().as_secs_f64();
    // The placer's result is re-checked by the independent checker before anything is written.
    check(&prob.intervals, &p.offsets).map_err(|e| {
        format!(
            "{}: internal error: the placement is invalid: {e}",
            input.name
        )
    })?;
    let fits = p.height <= capacity;
    if json {
        println!(
            "{{\"file\": {}, \"buffers\": {}, \"capacity\": {capacity}, \"height\": {}, \"lower_bound\": {lb}, \"fits\": {fits}, \"method\": {}, \"search_nodes\": {}, \"timed_out\": {}, \"seconds\": {secs:.6}}}",
            json_str(&input.name), prob.intervals.len(), p.height, json_str(p.method), p.nodes, p.timed_out
        );
    } else {
        println!(
            "{}: {} buffers, height {} ({}), lower bound {} ({}), capacity {} — {} in {:.3} s ({}, {} search nodes{})",
            input.name,
            prob.intervals.len(),
            p.height,
            human_bytes(p.height),
            lb,
            human_bytes(lb),
            capacity,
            if fits { "fits" } else { "does NOT fit" },
            secs,
            p.method,
            p.nodes,
            if p.timed_out {
                "; stopped at the time limit, so a run on a less loaded machine may place better"
            } else {
                ""
            }
        );
    }
    if let Some(out) = output {
        // An `offset` column already there (a placed file placed again) is replaced.
        let at = prob.header.iter().position(|h| h == "offset");
        let mut header = prob.header.clone();
        if at.is_none() {
            header.push("offset".into());
        }
        let mut text = header.join(",") + "\n";
        for (row, off) in prob.rows.iter().zip(&p.offsets) {
            let mut row = row.clone();
            match at {
                Some(k) => row[k] = off.to_string(),
                None => row.push(off.to_string()),
            }
            text.push_str(&row.join(","));
            text.push('\n');
        }
        let res = if out == "-" {
            print!("{text}");
            Ok(())
        } else {
            std::fs::write(out, text)
        };
        res.map_err(|e| format!("{out}: error: cannot write: {e}"))?;
    }
    if !fits {
        return Err(format!(
            "{}: error: the buffers do not fit in {capacity} bytes: the best placement found needs {} bytes ({} over; the lower bound is {lb})",
            input.name,
            p.height,
            p.height - capacity
        ));
    }
    Ok(())
}

fn cmd_check(file: &str, ops: bool) -> Result<(), String> {
    let input = read_input(file)?;
    let m = parse_and_verify(&input.text, &input.name)
        .map_err(|d| d.render(Some(&input.text)).trim_end().to_string())?;
    print!("{}", summarize(&m, ops));
    Ok(())
}

fn main() -> ExitCode {
    let args = Args::parse();
    let result = match args.cmd {
        Cmd::Run {
            file,
            inputs,
            outputs,
            mode,
            function,
            allocator,
            max_iterations,
        } => cmd_run(
            &file,
            &inputs,
            outputs.as_deref(),
            mode,
            &function,
            allocator,
            max_iterations,
        ),
        Cmd::Plan {
            file,
            report,
            svg,
            pipeline,
            args,
            function,
            output,
            budget,
            beam,
            explain,
        } => cmd_plan(PlanArgs {
            file: &file,
            format: report,
            svg: svg.as_deref(),
            pipeline: &pipeline,
            args: args.as_deref(),
            function: function.as_deref(),
            output: output.as_deref(),
            budget,
            beam,
            explain,
        }),
        Cmd::Place {
            file,
            capacity,
            output,
            json,
            align,
            time_limit,
        } => cmd_place(&file, capacity, output.as_deref(), json, align, time_limit),
        Cmd::Check { file, ops } => cmd_check(&file, ops),
        Cmd::Zoo {
            name,
            batch,
            widths,
            optimizer,
            seq,
            layers,
            width,
            heads,
            vocab,
            image,
            channels,
            classes,
            output,
        } => cmd_zoo(
            &name,
            lowtide_passes::frontend::zoo::ZooOptions {
                batch,
                widths,
                seq,
                layers,
                width,
                heads,
                vocab,
                image,
                channels,
                classes,
                ..Default::default()
            },
            &optimizer,
            output.as_deref(),
        ),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
