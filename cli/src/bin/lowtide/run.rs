//! `lowtide run`: a training step on the CPU device, planned, unplanned or with a dynamic
//! allocator.

use lowtide_cli::{human_bytes, locate, read_input};
use lowtide_ir::plan::FunctionPlan;
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};

/// The arguments of `lowtide run`.
#[derive(clap::Args)]
pub struct RunArgs {
    /// The module (`-` for standard input).
    pub file: String,
    /// The inputs.
    #[arg(long)]
    pub inputs: String,
    /// Write the results here.
    #[arg(long)]
    pub outputs: Option<String>,
    /// `planned` runs in one arena after the planning pipeline; `unplanned` gives every value
    /// its own allocation (the oracle); `dynamic` allocates and frees as the step runs
    /// (with `--allocator`).
    #[arg(long, value_enum, default_value = "planned")]
    pub mode: RunMode,
    /// The function to run.
    #[arg(long, default_value = "main")]
    pub function: String,
    /// The allocator of `--mode dynamic`.
    #[arg(long, value_enum, default_value = "no_pool")]
    pub allocator: Allocator,
    /// Stop with an error when one `while` loop runs more iterations than this (a loop
    /// whose condition never turns false would otherwise run forever).
    #[arg(long)]
    pub max_iterations: Option<u64>,
    /// Time every op and print the slowest ops and op kinds to standard error (kernels
    /// inside loops too, and what the executor itself spent).
    #[arg(long)]
    pub timing: bool,
    /// Where the step runs: `cpu`, the reference device; `cuda-emulated`, the CUDA device's
    /// generated kernels compiled for and run on the host (needs a C++ compiler); `cuda`, a
    /// GPU (a build with feature `cuda`).
    #[arg(long, value_enum, default_value = "cpu")]
    pub device: DeviceKind,
}

#[derive(Copy, Clone, PartialEq, Eq, clap::ValueEnum)]
pub enum DeviceKind {
    Cpu,
    #[value(name = "cuda-emulated")]
    CudaEmulated,
    Cuda,
}

#[derive(Copy, Clone, PartialEq, Eq, clap::ValueEnum)]
pub enum Allocator {
    #[value(name = "no_pool")]
    NoPool,
    #[value(name = "page_pool")]
    PagePool,
    #[value(name = "caching")]
    Caching,
}

#[derive(Copy, Clone, PartialEq, Eq, clap::ValueEnum)]
pub enum RunMode {
    Planned,
    Unplanned,
    Dynamic,
}

/// Runs `lowtide run`.
pub fn run(a: RunArgs) -> Result<(), String> {
    let (file, inputs, outputs, mode, function, allocator, max_iterations) = (
        a.file.as_str(),
        a.inputs.as_str(),
        a.outputs.as_deref(),
        a.mode,
        a.function.as_str(),
        a.allocator,
        a.max_iterations,
    );
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
    let mut dev: Box<dyn lowtide_runtime::Device> = match a.device {
        DeviceKind::Cpu => Box::new(lowtide_runtime::CpuDevice::new()),
        DeviceKind::CudaEmulated => {
            Box::new(lowtide_runtime::cuda::emulated::EmulatedDevice::new())
        }
        DeviceKind::Cuda => cuda_device()?,
    };
    let run = match a.timing {
        true => lowtide_runtime::run_profiled,
        false => lowtide_runtime::run_limited,
    };
    let out = match run(
        dev.as_mut(),
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
    if let Some(s) = dev.summary() {
        println!("{s}");
    }
    if let Some(p) = &out.profile {
        eprint!("{}", p.render(&m, &input.name, TIMING_TOP));
    }
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

/// How many ops and kinds `--timing` lists.
const TIMING_TOP: usize = 15;

#[cfg(feature = "cuda")]
fn cuda_device() -> Result<Box<dyn lowtide_runtime::Device>, String> {
    lowtide_runtime::cuda::device::CudaDevice::new(0)
        .map(|d| Box::new(d) as Box<dyn lowtide_runtime::Device>)
        .map_err(|e| format!("error: no CUDA device: {e}"))
}

#[cfg(not(feature = "cuda"))]
fn cuda_device() -> Result<Box<dyn lowtide_runtime::Device>, String> {
    Err("error: no CUDA device: this lowtide was built without feature `cuda` (build it with `cargo build --release --features cuda`, or check kernels without a GPU with `--device cuda-emulated`)".into())
}
