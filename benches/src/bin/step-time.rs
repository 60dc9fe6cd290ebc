//! Times whole training steps on the CPU device: `cargo run --release -p lowtide-benches --bin
//! step-time -- FILE.mlir... [--runs N] [--warmup K] [--mode planned|unplanned|dynamic]
//! [--pipeline P] [--timing]` (default: the planning pipeline; `--timing` also prints where
//! the timed steps' time went, op by op).
//! Inputs are deterministic: floats uniform in [-0.035, 0.035] (about N(0, 0.02) in spread),
//! integers in [0, 10). As `xla_time.py` does for XLA, buffers are made and inputs uploaded
//! before the timed region: each timed step is one `Session::execute`. Prints the median, min
//! and max seconds per step.

use lowtide_ir::{parse_and_verify, ElemType};
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};
use lowtide_runtime::{HostTensor, Mode, Session};
use std::time::Instant;

fn input(dims: &[u64], elem: ElemType, seed: &mut u64) -> HostTensor {
    let mut t = HostTensor::zeros(dims, elem);
    for i in 0..t.numel() {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        let u = (*seed >> 11) as f64 / (1u64 << 53) as f64;
        let v = if elem.is_float() {
            (u * 2.0 - 1.0) * 0.035
        } else {
            (u * 10.0).floor()
        };
        lowtide_runtime::tensor::store(&mut t.bytes, elem, i, v);
    }
    t
}

fn main() {
    if let Err(e) = run() {
        eprintln!("step-time: error: {e}");
        std::process::exit(1);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut files = Vec::new();
    let (mut runs, mut warmup, mut mode) = (5usize, 1usize, Mode::Planned);
    let mut pipeline = PLAN_PIPELINE.to_string();
    let mut timing = false;
    let mut it = args.iter();
    let count = |v: Option<&String>, what: &str| {
        v.and_then(|v| v.parse::<usize>().ok())
            .ok_or_else(|| format!("{what} needs a whole number"))
    };
    while let Some(a) = it.next() {
        match a.as_str() {
            "--runs" => runs = count(it.next(), "--runs")?,
            "--warmup" => warmup = count(it.next(), "--warmup")?,
            "--timing" => timing = true,
            "--pipeline" => pipeline = it.next().ok_or("--pipeline needs a pipeline")?.clone(),
            "--mode" => {
                mode = match it.next().map(String::as_str) {
                    Some("planned") => Mode::Planned,
                    Some("unplanned") => Mode::Unplanned,
                    Some("dynamic") => Mode::Dynamic(lowtide_runtime::Strategy::NoPool),
                    other => {
                        return Err(format!(
                            "--mode is planned, unplanned or dynamic, not {}",
                            other.map_or("nothing".into(), |o| format!("'{o}'"))
                        ))
                    }
                }
            }
            f if f.starts_with("--") => return Err(format!("unknown option {f}")),
            f => files.push(f.to_string()),
        }
    }
    if runs == 0 || files.is_empty() {
        return Err("usage: step-time FILE.mlir... [--runs N>0] [--warmup K] [--mode planned|unplanned|dynamic] [--pipeline P] [--timing]".into());
    }
    for f in files {
        let text = std::fs::read_to_string(&f).map_err(|e| format!("{f}: {e}"))?;
        let mut m = parse_and_verify(&text, &f).map_err(|d| d.render(Some(&text)))?;
        let mut p = Pipeline::parse(&pipeline).map_err(|e| format!("--pipeline: {e}"))?;
        p.run(
            &mut m,
            &Instrumentation::default(),
            &f,
            &mut std::io::sink(),
        )
        .map_err(|e| format!("{f}: {e}"))?;
        let fun = m.function("main").ok_or(format!("{f}: no @main"))?;
        let block = m
            .entry_block(fun)
            .ok_or(format!("{f}: @main has no body"))?;
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let inputs: Vec<HostTensor> = m.blocks[block]
            .args
            .iter()
            .map(|&a| {
                let dims = m
                    .ty(a)
                    .as_tensor()
                    .and_then(|t| Some((t.static_dims()?, t.elem)));
                let (dims, elem) = dims.ok_or(format!(
                    "{f}: argument of type {} is not a static tensor",
                    m.ty(a)
                ))?;
                Ok(input(&dims, elem, &mut seed))
            })
            .collect::<Result<_, String>>()?;
        let mut times = Vec::new();
        let mut dev = lowtide_runtime::CpuDevice::new();
        let mut session =
            Session::new(&mut dev, &m, "main", mode).map_err(|e| format!("{f}: {e}"))?;
        for i in 0..warmup + runs {
            // Re-upload every step, outside the timed region (donated arguments were overwritten).
            for (k, t) in inputs.iter().enumerate() {
                session.set_input(k, t).map_err(|e| format!("{f}: {e}"))?;
            }
            if i == warmup && timing {
                session.profile = Some(Default::default());
            }
            let t = Instant::now();
            session.execute().map_err(|e| format!("{f}: {e}"))?;
            if i >= warmup {
                times.push(t.elapsed().as_secs_f64());
            }
        }
        let arena = session.arena_bytes;
        times.sort_by(f64::total_cmp);
        println!(
            "{f}: median {:.4} s, min {:.4} s, max {:.4} s over {runs} runs ({mode:?}, arena {arena} bytes)",
            times[times.len() / 2],
            times[0],
            times[times.len() - 1]
        );
        if let Some(p) = session.profile.take() {
            print!("{}", p.render(&m, &f, 20));
        }
    }
    Ok(())
}
