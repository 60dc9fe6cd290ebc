//! `lowtide plan`: plan a training step's memory and report where the bytes go.

use lowtide_cli::{
    human_bytes, human_flops, json_str, parse_bytes, parse_chunk, parse_duration, read_input,
    run_passes, verify_result,
};
use lowtide_ir::plan::FunctionPlan;
use lowtide_passes::report::html::render as render_html;
use lowtide_passes::report::json::report_json;
use lowtide_passes::report::svg::render as render_svg;
use lowtide_passes::report::{arg_kinds_from_json, report, PlanReport};
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};

/// The arguments of `lowtide plan`.
#[derive(clap::Args)]
pub struct PlanArgs {
    /// The module (`-` for standard input).
    pub file: String,
    /// Report format.
    #[arg(long, value_enum, default_value = "table")]
    pub report: ReportFormat,
    /// Also draw the plan as SVG to this file.
    #[arg(long)]
    pub svg: Option<String>,
    /// Also write the plan as one HTML page to this file: the report's tables (the footprint,
    /// bytes by class, the peak by layer, the largest values at the peak) and the SVG.
    #[arg(long)]
    pub html: Option<String>,
    /// The pipeline to run instead of the default.
    #[arg(long = "pipeline", alias = "pass-pipeline", default_value = PLAN_PIPELINE)]
    pub pipeline: String,
    /// JAX argument metadata (`*.args.json`: each argument's kind param/batch/opt_state).
    #[arg(long)]
    pub args: Option<String>,
    /// The function to report (default: `main`, else the first planned one).
    #[arg(long)]
    pub function: Option<String>,
    /// Write the planned module here.
    #[arg(short = 'o')]
    pub output: Option<String>,
    /// Write the planned module in MLIR's generic form (what upstream `mlir-opt` reads)
    /// instead of the custom form.
    #[arg(long = "mlir-print-op-generic")]
    pub generic: bool,
    /// Fit the step in this many bytes by recomputing values (`8GiB`, `15109MiB`); exits 1
    /// with the smallest footprint lowtide can reach when it cannot.
    #[arg(long, value_parser = parse_bytes)]
    pub budget: Option<u64>,
    /// With --budget: plans the recomputation search keeps per step (1: one greedy
    /// sequence; wider finds smaller footprints and cheaper plans, taking longer).
    /// Default: 4 for functions of up to 512 ops, else 1.
    #[arg(long, requires = "budget", value_parser = parse_beam)]
    pub beam: Option<u64>,
    /// With --budget: how long the recomputation search may take (`30s`, `2m`, `500ms`;
    /// plain numbers are seconds), counted after its first plan; then lowtide answers with the
    /// best plan found, or says the smallest footprint it reached.
    #[arg(long, requires = "budget", value_parser = parse_duration)]
    pub time_limit: Option<std::time::Duration>,
    /// List what is recomputed, where, and the extra FLOPs.
    #[arg(long)]
    pub explain: bool,
}

#[derive(Copy, Clone, clap::ValueEnum)]
pub enum ReportFormat {
    Table,
    Json,
}

/// The JSON document `lowtide plan --report json` prints when the budget cannot be met.
fn budget_miss_json(file: &str, miss: &lowtide_ir::diag::BudgetMiss) -> String {
    format!(
        "{{\n  \"schema_version\": 1,\n  \"file\": {},\n  \"function\": {},\n  \"error\": \"budget_not_met\",\n  \"budget_bytes\": {},\n  \"smallest_footprint_bytes\": {}\n}}",
        json_str(file),
        json_str(&miss.function),
        miss.budget,
        miss.smallest
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
    if r.in_output_buffers.0 > 0 {
        s.push_str(&format!(
            "  {:<22} {:>14}  values ({}) wait in output buffers before their outputs are written, out of the arena\n",
            "in output buffers",
            r.in_output_buffers.0,
            human_bytes(r.in_output_buffers.1)
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
    if r.fused_gemms > 0 {
        s.push_str(&format!(
            "  {:<22} {:>14}  weight-gradient GEMMs computed a block of rows at a time inside the update reading them, never stored whole\n",
            "fused GEMMs", r.fused_gemms
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
    s.push_str(&peak_layers_table(r));
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

/// Layers (and values, in `--explain`) shown at the arena's peak; the JSON report has all.
const PEAK_ROWS: usize = 8;

/// The arena's peak by the layers of the user's model that hold it.
fn peak_layers_table(r: &PlanReport) -> String {
    let groups = r.peak_by_layer();
    if groups.is_empty() {
        return "  at the arena's peak, by layer: no op carries a location (export the step with \
                `lowered.as_text(debug_info=True)` to see layers and source lines)\n"
            .to_string();
    }
    let mut s = String::from("  at the arena's peak, by layer (the step's locations):\n");
    for g in groups.iter().take(PEAK_ROWS) {
        s.push_str(&format!(
            "    {:<44} {:>11}  {:>5} values  {}\n",
            g.layer,
            human_bytes(g.bytes),
            g.values,
            g.line.as_deref().unwrap_or("")
        ));
    }
    if groups.len() > PEAK_ROWS {
        let rest = &groups[PEAK_ROWS..];
        let bytes = rest.iter().map(|g| g.bytes).fold(0u64, u64::saturating_add);
        s.push_str(&format!(
            "    ... {} more layers: {}\n",
            rest.len(),
            human_bytes(bytes)
        ));
    }
    s
}

/// `--beam`: a count from 1 to `TUNING.max_beam`.
fn parse_beam(s: &str) -> Result<u64, String> {
    let most = lowtide_passes::remat::tuning::TUNING.max_beam;
    match s.parse::<u64>() {
        Ok(n) if (1..=most).contains(&n) => Ok(n),
        _ => Err(format!(
            "expected a number of plans from 1 to {most} (the search's time and memory grow with it), got '{s}'"
        )),
    }
}

/// Runs `lowtide plan`.
pub fn run(a: PlanArgs) -> Result<(), String> {
    let (file, format, svg, pipeline, args, function, output, budget, beam, explain) = (
        a.file.as_str(),
        a.report,
        a.svg.as_deref(),
        a.pipeline.as_str(),
        a.args.as_deref(),
        a.function.as_deref(),
        a.output.as_deref(),
        a.budget,
        a.beam,
        a.explain,
    );
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
            if let Some(t) = a.time_limit {
                options += &format!(" search-time-limit={}", t.as_millis());
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
            let (kinds, warnings) =
                arg_kinds_from_json(&t).map_err(|e| format!("{a}: error: {e}"))?;
            for w in warnings {
                eprintln!("{a}: warning: {w}");
            }
            Some(kinds)
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
    // The result is verified once, at the end (`lowtide-opt --verify-each` verifies after every
    // pass, naming the pass that broke the IR): on a 70,000-op step, verifying after each of
    // the eight passes took a twentieth of the plan.
    let inst = Instrumentation::default();
    let done = match run_passes(&input, m, &mut p, &inst) {
        Ok(done) => done,
        Err(d) => {
            // A budget no plan meets: with `--report json`, the numbers a script needs on
            // standard output (the message still goes to standard error).
            if let (ReportFormat::Json, Some(miss)) = (format, &d.budget_miss) {
                println!("{}", budget_miss_json(&input.name, miss));
            }
            return Err(render(d));
        }
    };
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
    // The result verified and printed on one core while the report is made on the other.
    let opts = lowtide_ir::PrintOptions {
        generic: a.generic,
        ..Default::default()
    };
    let (verified, text, reported) = std::thread::scope(|s| {
        let other = s.spawn(|| {
            let verified = verify_result(m, &input);
            let text = verified
                .is_ok()
                .then(|| output.as_ref().map(|_| lowtide_ir::print(m, opts)));
            (verified, text.flatten())
        });
        let reported = report(m, f, kinds.as_ref()).and_then(|r| {
            let baselines = lowtide_runtime::dynamic_peaks(m, &r.function)?;
            Ok((r, baselines))
        });
        let (verified, text) = other
            .join()
            .unwrap_or_else(|p| std::panic::resume_unwind(p));
        (verified, text, reported)
    });
    verified.map_err(render)?;
    let (r, baselines) = reported.map_err(|e| format!("{}: error: {e}", input.name))?;
    let passes: Vec<(String, f64)> = done
        .records
        .iter()
        .map(|x| (x.name.to_string(), x.time.as_secs_f64() * 1e3))
        .collect();
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
    if let Some(path) = &a.html {
        if let Err(e) = std::fs::write(path, render_html(&r, &input.name)) {
            return Err(format!("{path}: error: cannot write: {e}"));
        }
    }
    if let (Some(path), Some(text)) = (output, text) {
        if let Err(e) = std::fs::write(path, text) {
            return Err(format!("{path}: error: cannot write: {e}"));
        }
    }
    Ok(())
}

/// `--explain`: what is recomputed, where, and what it costs.
fn explain_table(r: &PlanReport) -> String {
    let mut s = format!(
        "largest values live at the arena's peak (point {}):\n",
        r.peak_point
    );
    for v in r.peak_values().iter().take(PEAK_ROWS) {
        s.push_str(&format!(
            "  {:>11}  {:<30} {:<22} {}\n",
            human_bytes(v.bytes.1),
            v.ty,
            v.op_name,
            v.place().unwrap_or_default()
        ));
    }
    s.push_str("recomputed values:\n");
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
