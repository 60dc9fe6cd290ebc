//! `lowtide run`: writes JAX-matching outputs to safetensors; clear errors for bad inputs.

use lowtide_testkit as common;

use std::path::Path;
use std::process::Command;

fn lowtide() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_lowtide"))
}

#[test]
fn run_writes_outputs_that_match_jax() {
    let Some(dir) = common::bench_dir("xla/numerics") else {
        return;
    };
    let out = common::Scratch::new("run.safetensors");
    for mode in ["planned", "unplanned"] {
        let run = Command::new(lowtide())
            .args([
                "run",
                dir.join("mlp_tiny.mlir").to_str().unwrap(),
                "--inputs",
            ])
            .arg(dir.join("mlp_tiny.safetensors"))
            .args(["--outputs", out.to_str().unwrap(), "--mode", mode])
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success(),
            "{stdout}{}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert!(
            stdout.contains("output.6: tensor<f32> = 3.41279"),
            "{stdout}"
        );
        let got = lowtide_runtime::io::read(&std::fs::read(&out).unwrap()).unwrap();
        let want =
            lowtide_runtime::io::read(&std::fs::read(dir.join("mlp_tiny.safetensors")).unwrap())
                .unwrap();
        for (name, t) in &got {
            let (_, w) = want.iter().find(|(n, _)| n == name).unwrap();
            for i in 0..w.numel() {
                let (a, b) = (t.get(i), w.get(i));
                assert!(
                    (a - b).abs() <= 1e-5 || (a - b).abs() <= 1e-4 * b.abs(),
                    "{name}[{i}]: {a} vs {b}"
                );
            }
        }
    }
}

#[test]
fn bad_inputs_are_reported_by_argument() {
    let Some(dir) = common::bench_dir("xla/numerics") else {
        return;
    };
    let mlp = dir.join("mlp_tiny.mlir");
    let run = Command::new(lowtide())
        .arg("run")
        .arg(dir.join("gpt_tiny.mlir"))
        .arg("--inputs")
        .arg(dir.join("mlp_tiny.safetensors"))
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        err.contains(
            "error: `input.1` is tensor<64x32xf32>, but argument #1 of @main is tensor<96xf32>"
        ),
        "{err}"
    );
    let junk = common::Scratch::new("junk.safetensors");
    std::fs::write(&junk, b"not a safetensors file").unwrap();
    let run = Command::new(lowtide())
        .arg("run")
        .arg(&mlp)
        .arg("--inputs")
        .arg(&junk)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("error: not a valid safetensors file"));
    let partial = common::Scratch::new("partial.safetensors");
    let all = lowtide_runtime::io::read(&std::fs::read(dir.join("mlp_tiny.safetensors")).unwrap())
        .unwrap();
    let first: Vec<_> = all.into_iter().filter(|(n, _)| n == "input.0").collect();
    std::fs::write(&partial, lowtide_runtime::io::write(&first).unwrap()).unwrap();
    let run = Command::new(lowtide())
        .arg("run")
        .arg(&mlp)
        .arg("--inputs")
        .arg(&partial)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(err.contains("error: no tensor `input.1` for argument #1 of @main (tensor<64x32xf32>); the file has 1 tensors"), "{err}");
}

/// `lowtide run` of the LSTM fixture (its kernels inside a `lax.scan`'s `while`) with
/// `args` after the inputs and `LOWTIDE_THREADS` set to `threads` when given.
fn run_lstm(args: &[&str], threads: Option<&str>) -> std::process::Output {
    let dir = common::data("jax_steps");
    let mut run = Command::new(lowtide());
    run.arg("run")
        .arg(dir.join("lstm_adam.mlir"))
        .arg("--inputs")
        .arg(dir.join("lstm_adam.safetensors"))
        .args(args);
    if let Some(t) = threads {
        run.env("LOWTIDE_THREADS", t);
    }
    run.output().unwrap()
}

#[test]
fn timing_names_the_slowest_ops_and_kinds_and_the_loops() {
    let run = run_lstm(&["--timing"], None);
    let (out, err) = (
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr),
    );
    assert!(run.status.success(), "{out}{err}");
    // The table goes to standard error; the outputs stay alone on standard output.
    assert!(
        out.contains("output.0: ") && !out.contains("timing:"),
        "{out}"
    );
    assert!(err.starts_with("timing: 1 step(s), "), "{err}");
    for want in [
        "slowest ops (seconds per step):",
        "by kind (seconds per step):",
        "stablehlo.dot_general",
        "control flow, regions included (seconds per step):",
        "stablehlo.while -> tensor<",
    ] {
        assert!(err.contains(want), "missing `{want}` in:\n{err}");
    }
    // Ops are named with where they are in the input (or that planning made them).
    assert!(err.contains("lstm_adam.mlir:"), "{err}");
    // Without --timing, no table.
    let run = run_lstm(&[], None);
    assert!(run.status.success());
    assert!(!String::from_utf8_lossy(&run.stderr).contains("timing:"));
}

#[test]
fn a_thread_count_that_is_no_number_is_named_and_every_core_used() {
    let run = run_lstm(&[], Some("many"));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{err}");
    assert!(
        err.contains(
            "lowtide: warning: LOWTIDE_THREADS=\"many\" is not a positive whole number; using all "
        ),
        "{err}"
    );
    assert_eq!(err.matches("LOWTIDE_THREADS").count(), 1, "{err}");
}

/// `--device cuda-emulated` runs the CUDA device's generated kernels on the host and gives
/// the CPU device's outputs; `--device cuda` without a GPU (or without feature `cuda`) and an
/// emulated device without a C++ compiler are errors that say why.
#[test]
fn the_cuda_devices_run_or_say_why_not() {
    let f = common::data("jax_steps").join("tiny_tr");
    let run = |device: &str, cxx: Option<&str>| {
        let mut c = Command::new(lowtide());
        c.args([
            "run",
            f.with_extension("mlir").to_str().unwrap(),
            "--inputs",
        ])
        .arg(f.with_extension("safetensors"))
        .args(["--device", device]);
        // A cache of its own, so the compiler is really run.
        let cache = common::Scratch::new(&format!("cxx-{device}"));
        c.env("LOWTIDE_CACHE_DIR", &cache);
        if let Some(cxx) = cxx {
            c.env("CXX", cxx);
        }
        let o = c.output().unwrap();
        drop(cache);
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (code, cpu, _) = run("cpu", None);
    assert_eq!(code, Some(0));
    let (code, emu, err) = run("cuda-emulated", None);
    assert_eq!(code, Some(0), "{err}");
    // The same outputs (the lines before the run's summary).
    let outputs = |s: &str| {
        s.lines()
            .filter(|l| l.starts_with("output."))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(outputs(&emu), outputs(&cpu));
    assert!(
        emu.contains("emulated CUDA device: 1 kernel program(s)"),
        "{emu}"
    );
    let (code, _, err) = run("cuda-emulated", Some("/nonexistent/c++"));
    assert_eq!(code, Some(1));
    assert!(
        err.contains("the emulated CUDA device needs a C++ compiler (`/nonexistent/c++`)"),
        "{err}"
    );
    let (code, _, err) = run("cuda", None);
    assert_eq!(code, Some(1));
    assert!(err.contains("error: no CUDA device: "), "{err}");
}
