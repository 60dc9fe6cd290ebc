//! Feature `cuda`: every kernel the test and bench steps generate compiles with NVRTC to PTX
//! for sm_80 and sm_90 and assembles with `ptxas` (`$LOWTIDE_PTXAS`, else `ptxas` on the
//! path); and, on a machine with a GPU, every case runs on `CudaDevice` as on the CPU device.
//! Without NVRTC, ptxas or a GPU, the part that needs it skips and says why. The cases are
//! the JAX primitive, step and numerics files, the bench's training steps and, when
//! `LOWTIDE_EXTRA_STEPS` names a folder, its `*.mlir` steps too.
#![cfg(feature = "cuda")]

use lowtide_testkit as common;

use lowtide_ir::{parse_and_verify, Module};
use lowtide_runtime::cuda::device::{cached_ptx, compile_ptx, CudaDevice};
use lowtide_runtime::cuda::{program, Works, PRELUDE};
use lowtide_runtime::{run, run_on, HostTensor, Mode};
use std::path::PathBuf;

type Case = (String, Module, Vec<HostTensor>, Vec<HostTensor>, f64);

/// Every test and bench step: name, planned module, inputs, JAX's outputs (none for the
/// bench's training steps, which run on pseudo-random inputs) and the tolerance against them
/// (the step's JSON `rtol`, else 1e-4).
fn cases() -> Vec<Case> {
    let mut dirs = vec![common::data("jax_prims"), common::data("jax_steps")];
    dirs.extend(common::bench_dir("xla/numerics"));
    let mut out = Vec::new();
    for dir in &dirs {
        for f in common::files_with_ext(dir, "mlir") {
            let mut c = common::case(&f);
            common::plan(&mut c.module, &c.name).unwrap();
            out.push((c.name, c.module, c.inputs, c.want, c.rtol));
        }
    }
    // The bench's training steps, and any further steps in the folder `LOWTIDE_EXTRA_STEPS`
    // names (steps nobody here wrote), each against the CPU device.
    let extra = std::env::var_os("LOWTIDE_EXTRA_STEPS").map(PathBuf::from);
    for dir in common::bench_dir("xla").into_iter().chain(extra) {
        for f in common::files_with_ext(&dir, "mlir") {
            let name = f.file_stem().unwrap().to_string_lossy().into_owned();
            let mut m = parse_and_verify(&std::fs::read_to_string(&f).unwrap(), &name).unwrap();
            common::plan(&mut m, &name).unwrap();
            let inputs = common::inputs(&m);
            out.push((name, m, inputs, Vec::new(), 1e-3));
        }
    }
    out
}

fn ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("LOWTIDE_PTXAS") {
        return Some(PathBuf::from(p));
    }
    std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|d| d.join("ptxas"))
            .find(|p| p.is_file())
    })
}

#[test]
fn every_kernel_compiles_with_nvrtc_and_assembles_with_ptxas() {
    let Some(ptxas) = ptxas() else {
        println!(
            "skipped: no ptxas (set LOWTIDE_PTXAS or put the nvidia-cuda-nvcc wheel's bin on PATH)"
        );
        return;
    };
    let probe = compile_ptx(PRELUDE, "sm_90");
    if let Err(e) = &probe {
        if e.contains("not on the library path") {
            println!("skipped: {e}");
            return;
        }
    }
    let dir = common::Scratch::new("ptx");
    std::fs::create_dir_all(&dir).unwrap();
    let mut kernels = 0;
    for (name, m, ..) in cases() {
        let f = m.function("main").unwrap();
        let ks = Works::default()
            .of_function(&m, f)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        kernels += ks.len();
        let src = program(PRELUDE, &ks);
        for arch in ["sm_80", "sm_90"] {
            let (ptx, _) =
                cached_ptx(&src, arch).unwrap_or_else(|e| panic!("{name} ({arch}): {e}"));
            let file = dir.join(format!("{name}.{arch}.ptx"));
            std::fs::write(&file, ptx).unwrap();
            let out = std::process::Command::new(&ptxas)
                .arg(format!("-arch={arch}"))
                .arg(&file)
                .arg("-o")
                .arg(dir.join(format!("{name}.{arch}.cubin")))
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{name} ({arch}): ptxas: {}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    println!("{kernels} kernels compiled and assembled for sm_80 and sm_90");
}

#[test]
fn every_case_runs_on_the_gpu_as_on_the_cpu() {
    match CudaDevice::new(0) {
        Ok(d) => println!("on {}", d.describe()),
        Err(e) => {
            println!("skipped: no CUDA device: {e}");
            return;
        }
    };
    let mut failures = Vec::new();
    let (mut compile, mut programs) = (0.0, 0);
    for (name, m, inputs, want, rtol) in cases() {
        // A device per case: its one program is the one the compile test cached.
        let mut dev = CudaDevice::new(0).unwrap();
        let cpu = run(&m, "main", inputs.clone(), Mode::Planned).unwrap();
        let gpu = match run_on(&mut dev, &m, "main", inputs, Mode::Planned) {
            Ok(g) => g,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let same = gpu
            .outputs
            .iter()
            .zip(&cpu.outputs)
            .all(|(a, b)| a.bytes == b.bytes);
        let vs_jax = if want.is_empty() {
            common::compare(&name, "gpu vs cpu", rtol, &gpu.outputs, &cpu.outputs)
        } else {
            common::compare(&name, "gpu", rtol, &gpu.outputs, &want)
        };
        match vs_jax {
            Ok(worst) => println!(
                "{name}: ok (bit-identical to the CPU device: {same}; worst error {worst:.2e})"
            ),
            Err(e) => failures.push(e),
        }
        compile += dev.compile_seconds;
        programs += dev.programs;
    }
    println!("NVRTC compile {compile:.1} s over {programs} programs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
