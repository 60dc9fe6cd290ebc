//! How `lowtide plan`'s time and memory grow with the size of the step.
//!
//! `cargo run --release -p lowtide-benches --bin plan-scaling [-- FAMILY... --timeout SECS
//! --default-only]` (families `gpt2`, `resnet50`, `mobilenet_v2`, `random`; default all four,
//! timeout 300;
//! `--default-only` leaves the budgeted plans out): each step is
//! planned in a fresh process (so each row's peak resident memory is its own), from its text
//! as `lowtide plan FILE` plans it — parse, the default pipeline, the report's accounting —
//! and then again with a budget of the footprint minus half the arena (`lowtide plan --budget`:
//! the recomputation search, with its progress off). A run past the timeout is killed and shown
//! as such. Prints per family the ops of the step, the seconds and peak RSS of each mode, and
//! the exponent `k` fitted between consecutive sizes (time ∝ ops^k).
//!
//! `plan-scaling --print FAMILY SIZE` prints one step, to plan it by hand.
//!
//! Steps: the zoo's GPT-2 (batch 8, sequence 256, Adam) at 12 to 192 layers; the zoo's
//! ResNet-50 (batch 32, momentum) keeping 2 to 16 of its residual blocks; the zoo's
//! MobileNetV2 (batch 32, momentum) keeping 2 to 17 of its inverted residual blocks; and random
//! straight-line graphs of 1,000 to 100,000 ops over 64x64 tensors (elementwise ops and
//! products, each reading the op before it and one earlier value, so nothing is dead).

/// The allocator `lowtide` runs with, so the times are the command's.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

use lowtide_benches::peak_rss_mib;
use lowtide_passes::autodiff::Optimizer;
use lowtide_passes::frontend::zoo::{build, ZooOptions};
use lowtide_passes::{budget_pipeline, Instrumentation, Pipeline, PLAN_PIPELINE};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The sizes planned per family.
fn sizes(family: &str) -> &'static [u64] {
    match family {
        "gpt2" => &[12, 24, 48, 96, 192],
        "resnet50" => &[2, 4, 8, 16],
        "mobilenet_v2" => &[2, 4, 8, 17],
        _ => &[1_000, 3_000, 10_000, 30_000, 100_000],
    }
}

/// The step of `family` at `size`, as text.
fn step(family: &str, size: u64) -> String {
    let zoo = |name: &str, o: ZooOptions| {
        let m = build(name, &o).unwrap_or_else(|e| panic!("the zoo builds {name}: {e}"));
        lowtide_ir::print(&m, Default::default())
    };
    match family {
        "gpt2" => zoo(
            "gpt2",
            ZooOptions {
                batch: 8,
                seq: Some(256),
                layers: Some(size),
                optimizer: Optimizer::named("adam").expect("adam"),
                ..Default::default()
            },
        ),
        "resnet50" | "mobilenet_v2" => zoo(
            family,
            ZooOptions {
                batch: 32,
                layers: Some(size),
                optimizer: Optimizer::named("momentum").expect("momentum"),
                ..Default::default()
            },
        ),
        _ => random(size),
    }
}

/// A random straight-line function of `n` ops over `tensor<64x64xf32>`: op `i` reads value
/// `i - 1` and a value drawn from the 64 before it (one in eight from anywhere earlier, as
/// saved activations are), so every value is read; the last value is returned.
fn random(n: u64) -> String {
    let t = "tensor<64x64xf32>";
    let mut s = 0x2545_f491_4f6c_dd1du64 ^ n;
    let mut next = |m: u64| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s % m.max(1)
    };
    let name = |v: u64| {
        if v == 0 {
            "%arg0".to_string()
        } else {
            format!("%{v}")
        }
    };
    let mut text = format!(
        "\"func.func\"() <{{sym_name = \"main\", function_type = ({t}) -> {t}}}> ({{\n^bb0(%arg0: {t}):\n"
    );
    for i in 1..=n {
        let a = name(i - 1);
        let back = if next(8) == 0 { i } else { i.min(64) };
        let b = name(i - 1 - next(back));
        let rhs = match next(6) {
            0 => format!("\"stablehlo.add\"({a}, {b}) : ({t}, {t}) -> {t}"),
            1 => format!("\"stablehlo.multiply\"({a}, {b}) : ({t}, {t}) -> {t}"),
            2 => format!("\"stablehlo.subtract\"({a}, {b}) : ({t}, {t}) -> {t}"),
            3 => format!("\"stablehlo.maximum\"({a}, {b}) : ({t}, {t}) -> {t}"),
            4 => format!("\"stablehlo.tanh\"({a}) : ({t}) -> {t}"),
            _ => format!("\"stablehlo.dot_general\"({a}, {b}) <{{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}}> : ({t}, {t}) -> {t}"),
        };
        // A tanh reads only `a`: `b` is read by the next op instead, so it stays live.
        text.push_str(&format!("  %{i} = {rhs}\n"));
    }
    text.push_str(&format!(
        "  \"func.return\"(%{n}) : ({t}) -> ()\n}}) : () -> ()\n"
    ));
    text
}

/// The child: plans one step in one mode, printing `ops seconds footprint arena rss_mib`.
fn one(family: &str, size: u64, mode: &str) {
    let text = step(family, size);
    let plan = |pipeline: &str| {
        let t = Instant::now();
        let mut m = lowtide_ir::parse(&text, "step.mlir").expect("the step parses");
        let ops = m
            .function("main")
            .and_then(|f| m.entry_block(f))
            .map_or(0, |b| m.blocks[b].ops.len());
        let r = Pipeline::parse(pipeline)
            .expect("the pipeline parses")
            .run(
                &mut m,
                &Instrumentation::default(),
                "step.mlir",
                &mut std::io::sink(),
            )
            .map(|_| ());
        let usage = r.and_then(|()| {
            let f = m.function("main").expect("main");
            lowtide_passes::memory::measure::Usage::of(&m, f)
                .map_err(|e| lowtide_ir::Diagnostic::new("step.mlir", None, e))
        });
        (ops, t.elapsed().as_secs_f64(), usage)
    };
    let (ops, secs, usage) = plan(PLAN_PIPELINE);
    let u = usage.unwrap_or_else(|d| panic!("{family} {size} does not plan: {}", d.message));
    if mode == "default" {
        println!(
            "{ops} {secs:.3} {} {} {}",
            u.footprint_bytes,
            u.plan.arena_bytes,
            peak_rss_mib()
        );
        return;
    }
    let budget = u.footprint_bytes - u.plan.arena_bytes / 2;
    let (ops, secs, usage) = plan(&budget_pipeline(budget));
    // Unmet budgets are answers too (the smallest footprint reached): 0 stands for them.
    let fp = usage.map_or(0, |u| u.footprint_bytes);
    println!("{ops} {secs:.3} {fp} {budget} {}", peak_rss_mib());
}

/// One row: ops, seconds (`None`: killed at the timeout), footprint, peak RSS.
type Row = (u64, Option<f64>, u64, u64);

/// Runs the child for one step and mode, killing it at `timeout`.
fn run(family: &str, size: u64, mode: &str, timeout: Duration) -> Row {
    let mut child = Command::new(std::env::current_exe().expect("this binary"))
        .args(["--one", family, &size.to_string(), mode])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the bench runs itself");
    let start = Instant::now();
    loop {
        if child.try_wait().expect("the child runs").is_some() {
            break;
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            return (0, None, 0, 0);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("the child's output");
    let text = String::from_utf8_lossy(&out.stdout);
    let f: Vec<&str> = text.split_whitespace().collect();
    let num = |i: usize| f.get(i).and_then(|x| x.parse::<u64>().ok()).unwrap_or(0);
    (
        num(0),
        f.get(1).and_then(|x| x.parse().ok()),
        num(2),
        num(4),
    )
}

/// The step families, and how to run the binary.
const FAMILIES: [&str; 4] = ["gpt2", "resnet50", "mobilenet_v2", "random"];
const USAGE: &str = "usage: plan-scaling [FAMILY...] [--timeout SECS] [--default-only] (families: gpt2, resnet50, mobilenet_v2, random; default all four, timeout 300), or plan-scaling --print FAMILY SIZE";

/// Exits 1 saying what was wrong with the arguments, and the usage.
fn fail(what: &str) -> ! {
    eprintln!("plan-scaling: error: {what}; {USAGE}");
    std::process::exit(1);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return;
    }
    if args.first().map(String::as_str) == Some("--print") {
        match (args.get(1), args.get(2).and_then(|s| s.parse().ok())) {
            (Some(family), Some(size)) if FAMILIES.contains(&family.as_str()) => {
                print!("{}", step(family, size))
            }
            _ => {
                fail("--print takes a family and a size");
            }
        }
        return;
    }
    if args.first().map(String::as_str) == Some("--one") {
        let size = args[2].parse().expect("a size");
        one(&args[1], size, &args[3]);
        return;
    }
    let mut timeout = Duration::from_secs(300);
    let mut families = Vec::new();
    let mut default_only = false;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if a == "--default-only" {
            default_only = true;
        } else if a == "--timeout" {
            let Some(s) = it.next().and_then(|s| s.parse().ok()) else {
                fail("--timeout takes whole seconds");
            };
            timeout = Duration::from_secs(s);
        } else if FAMILIES.contains(&a.as_str()) {
            families.push(a.clone());
        } else {
            fail(&format!("unknown argument '{a}'"));
        }
    }
    if families.is_empty() {
        families = FAMILIES.map(String::from).to_vec();
    }
    let secs = |s: Option<f64>| match s {
        Some(s) => format!("{s:.2}"),
        None if default_only => "-".to_string(),
        None => format!("> {}", timeout.as_secs()),
    };
    for family in &families {
        println!("\n{family}\n");
        println!("| size | ops | default s | k | peak RSS MiB | budget (fp - arena/2) s | k | peak RSS MiB |");
        println!("|---|---|---|---|---|---|---|---|");
        let mut last: Option<(u64, Option<f64>, Option<f64>)> = None;
        // (ops, seconds) of the rows that finished, per mode.
        let (mut fit_d, mut fit_b) = (Vec::new(), Vec::new());
        for &size in sizes(family) {
            let d = run(family, size, "default", timeout);
            let b = if default_only {
                (0, None, 0, 0)
            } else {
                run(family, size, "budget", timeout)
            };
            let ops = d.0.max(b.0);
            // time ∝ ops^k between this row and the one before.
            let k = |now: Option<f64>, before: Option<f64>, n0: u64| match (now, before) {
                (Some(t1), Some(t0)) if t0 > 0.0 && n0 > 0 && ops > n0 => {
                    format!("{:.2}", (t1 / t0).ln() / (ops as f64 / n0 as f64).ln())
                }
                _ => String::new(),
            };
            let (kd, kb) = match last {
                Some((n0, d0, b0)) => (k(d.1, d0, n0), k(b.1, b0, n0)),
                None => (String::new(), String::new()),
            };
            println!(
                "| {size} | {ops} | {} | {kd} | {} | {} | {kb} | {} |",
                secs(d.1),
                d.3,
                secs(b.1),
                b.3
            );
            last = Some((ops, d.1, b.1));
            fit_d.extend(d.1.map(|t| (ops, t)));
            fit_b.extend(b.1.map(|t| (ops, t)));
        }
        let fitted = |rows: &[(u64, f64)]| {
            exponent(rows).map_or("-".to_string(), |k| {
                format!("{k:.2} over {} sizes", rows.len())
            })
        };
        println!(
            "\nfitted exponent (time ∝ ops^k, least squares on the logs of the rows that finished): default {}, budget {}",
            fitted(&fit_d),
            if default_only { "-".to_string() } else { fitted(&fit_b) }
        );
    }
}

/// The least-squares slope of log(seconds) against log(ops); `None` below two rows.
fn exponent(rows: &[(u64, f64)]) -> Option<f64> {
    let pts: Vec<(f64, f64)> = rows
        .iter()
        .filter(|&&(n, t)| n > 0 && t > 0.0)
        .map(|&(n, t)| ((n as f64).ln(), t.ln()))
        .collect();
    if pts.len() < 2 {
        return None;
    }
    let len = pts.len() as f64;
    let (mx, my) = (
        pts.iter().map(|p| p.0).sum::<f64>() / len,
        pts.iter().map(|p| p.1).sum::<f64>() / len,
    );
    let sxx: f64 = pts.iter().map(|p| (p.0 - mx).powi(2)).sum();
    let sxy: f64 = pts.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    (sxx > 0.0).then(|| sxy / sxx)
}
