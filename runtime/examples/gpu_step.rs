//! Step time and device memory of planned training steps on the CUDA device (feature `cuda`),
//! or on the emulated one (`--emulated`): the benchmark behind the README's GPU table.
//!
//!     cargo run --release --features cuda -p lowtide-runtime --example gpu_step -- \
//!         [--emulated] [--runs 20] [--warmup 3] [--timing] STEP.mlir...
//!
//! Each step is planned with the default pipeline, given pseudo-random inputs (f32 in
//! [-0.05, 0.05), integers in [0, 10)), run `--warmup` times, then `--runs` times; it prints
//! the median and fastest step (milliseconds, wall clock from the first launch to the last
//! kernel's end), the plan's footprint, the device bytes the session allocated and (CUDA)
//! the device memory cuMemGetInfo saw in use beyond the context, and the kernel compile time;
//! `--timing` then runs one more step with every op timed and prints where its time went.

use lowtide_ir::parse_and_verify;
use lowtide_runtime::{Device, Mode, Session};

fn main() -> Result<(), String> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut take = |flag: &str, dflt: usize| -> Result<usize, String> {
        match args.iter().position(|a| a == flag) {
            Some(i) => {
                let v = args
                    .get(i + 1)
                    .ok_or(format!("{flag} needs a number"))?
                    .parse()
                    .map_err(|e| format!("{flag}: {e}"))?;
                args.drain(i..i + 2);
                Ok(v)
            }
            None => Ok(dflt),
        }
    };
    let (runs, warmup) = (take("--runs", 20)?.max(1), take("--warmup", 3)?);
    let timing = match args.iter().position(|a| a == "--timing") {
        Some(i) => {
            args.remove(i);
            true
        }
        None => false,
    };
    let emulated = match args.iter().position(|a| a == "--emulated") {
        Some(i) => {
            args.remove(i);
            true
        }
        None => false,
    };
    println!("| step | footprint (plan) | device bytes allocated | measured in use | median ms | min ms | compile s |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    for file in &args {
        let name = std::path::Path::new(file)
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        let mut m = parse_and_verify(&text, &name).map_err(|d| d.to_string())?;
        lowtide_testkit::plan(&mut m, &name)?;
        let f = m.function("main").ok_or("no @main")?;
        let footprint = lowtide_passes::report::report(&m, f, None)?.footprint_bytes;
        let inputs = lowtide_testkit::inputs(&m);
        let (times, allocated, measured, compile) = if emulated {
            let mut d = lowtide_runtime::cuda::emulated::EmulatedDevice::new();
            let (t, a) = steps(&mut d, &m, &inputs, (warmup, runs, timing))?;
            (t, a, "-".to_string(), d.compile_seconds)
        } else {
            gpu(&m, &inputs, (warmup, runs, timing))?
        };
        println!(
            "| {name} | {footprint} | {allocated} | {measured} | {:.3} | {:.3} | {compile:.1} |",
            times[times.len() / 2],
            times[0]
        );
    }
    Ok(())
}

/// Runs `warmup` then `runs` timed steps on `dev`: the step times (ms, sorted) and the
/// device bytes the session allocated; then, with `timing`, one profiled step.
fn steps(
    dev: &mut dyn Device,
    m: &lowtide_ir::Module,
    inputs: &[lowtide_runtime::HostTensor],
    (warmup, runs, timing): (usize, usize, bool),
) -> Result<(Vec<f64>, u64), String> {
    let mut s = Session::new(dev, m, "main", Mode::Planned)?;
    let mut times = Vec::new();
    for k in 0..warmup + runs {
        // Donated arguments are consumed by a step: the same inputs again, outside the timing.
        for (i, t) in inputs.iter().enumerate() {
            s.set_input(i, t)?;
        }
        let t = std::time::Instant::now();
        s.execute()?;
        if k >= warmup {
            times.push(t.elapsed().as_secs_f64() * 1e3);
        }
    }
    times.sort_by(f64::total_cmp);
    if timing {
        for (i, t) in inputs.iter().enumerate() {
            s.set_input(i, t)?;
        }
        s.profile = Some(lowtide_runtime::Profile::default());
        s.execute()?;
        if let Some(p) = s.profile.take() {
            eprint!("{}", p.render(m, "step", 6));
        }
    }
    Ok((times, s.peak))
}

#[cfg(feature = "cuda")]
fn gpu(
    m: &lowtide_ir::Module,
    inputs: &[lowtide_runtime::HostTensor],
    how: (usize, usize, bool),
) -> Result<(Vec<f64>, u64, String, f64), String> {
    let mut d = lowtide_runtime::cuda::device::CudaDevice::new(0)
        .map_err(|e| format!("no CUDA device: {e}"))?;
    eprintln!("on {}", d.describe());
    let (t, a) = steps(&mut d, m, inputs, how)?;
    let m = d.measured;
    let text = format!(
        "{} (buffers {}, kernels {}, cuBLAS {})",
        d.measured_peak, m.buffers, m.kernels, m.cublas
    );
    Ok((t, a, text, d.compile_seconds))
}

#[cfg(not(feature = "cuda"))]
fn gpu(
    _: &lowtide_ir::Module,
    _: &[lowtide_runtime::HostTensor],
    _: (usize, usize, bool),
) -> Result<(Vec<f64>, u64, String, f64), String> {
    Err(
        "no CUDA device: built without feature `cuda` (add `--features cuda`, or pass --emulated)"
            .into(),
    )
}
