//! The CPU device reproduces JAX's own outputs for every tiny training step in
//! `../shared/bench/xla/numerics/` (and the steps `scripts/jax_steps.py` exported into
//! `tests/jax_steps/`), within 1e-4 relative (a step's JSON may say `rtol`: 1e-2 for bf16
//! arithmetic, whose rounding XLA does in another order) or 1e-5 absolute error, both unplanned
//! (every value in its own allocation), planned (one arena, after the planning pipeline) and
//! dynamic (allocated and freed as the step runs).
//! Skips with a reason when `../shared/bench` is absent.

use lowtide_testkit as common;

use lowtide_ir::parse_and_verify;
use lowtide_runtime::{io, run, HostTensor, Mode};

/// Output `k` that updates input `j` (same pytree path in the model's JSON table).
fn update_pairs(json: &str) -> Vec<(usize, usize)> {
    let v: serde_json::Value = serde_json::from_str(json).expect("the model's JSON table parses");
    let paths = |key: &str| -> Vec<String> {
        v[key].as_array().map_or(Vec::new(), |a| {
            a.iter()
                .map(|e| e["path"].as_str().unwrap_or("").to_string())
                .collect()
        })
    };
    let (args, results) = (paths("args"), paths("results"));
    results
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.is_empty())
        .filter_map(|(k, p)| args.iter().position(|a| a == p).map(|j| (k, j)))
        .collect()
}

/// Compares parameter updates (output - input) with JAX's: a wrong gradient barely moves
/// `p - lr * g`, but it moves the update.
fn compare_updates(
    name: &str,
    mode: &str,
    rtol: f64,
    pairs: &[(usize, usize)],
    inputs: &[HostTensor],
    got: &[HostTensor],
    want: &[HostTensor],
) -> Result<(), String> {
    for &(k, j) in pairs {
        let (g, w, p) = (&got[k], &want[k], &inputs[j]);
        let n = w.numel();
        let max_update = (0..n)
            .map(|i| (w.get(i) - p.get(i)).abs())
            .fold(0.0, f64::max);
        let max_p = (0..n)
            .map(|i| p.get(i).abs().max(w.get(i).abs()))
            .fold(0.0, f64::max);
        let tol = rtol * max_update + 4.0 * max_p * f32::EPSILON as f64;
        for i in 0..n {
            let (dg, dw) = (g.get(i) - p.get(i), w.get(i) - p.get(i));
            if (dg - dw).abs() > tol {
                return Err(format!("{name} ({mode}): the update of output {k} element {i} is {dg:e}, JAX's is {dw:e} (tolerance {tol:e})"));
            }
        }
    }
    Ok(())
}

#[test]
fn tiny_training_steps_match_jax_unplanned_and_planned() {
    let Some(dir) = common::bench_dir("xla/numerics") else {
        return;
    };
    let files = common::files_with_ext(&dir, "mlir");
    assert_eq!(files.len(), 6, "expected the 6 tiny models");
    for f in files {
        check_step(&f);
    }
}

/// Steps exported by `scripts/jax_steps.py` (kept in `tests/jax_steps`): `lax.scan` loops,
/// jax.random dropout, Adam, bf16 convolutions, chlo ops, sort and top_k, private functions,
/// scanned layers under jax.checkpoint, gradient accumulation, f16 with loss scaling and
/// lax.cond, random permutations and sampling, sharding annotations.
#[test]
fn exported_steps_with_loops_sorts_and_chlo_ops_match_jax() {
    let dir = common::data("jax_steps");
    let files = common::files_with_ext(&dir, "mlir");
    assert_eq!(
        files.len(),
        6,
        "expected the 6 exported steps in {}",
        dir.display()
    );
    for f in files {
        check_step(&f);
    }
}

/// Runs the step in `f` unplanned, planned and dynamic on the inputs beside it and checks the
/// outputs and parameter updates against JAX's; planned must equal unplanned byte for byte.
fn check_step(f: &std::path::Path) {
    let name = f.file_stem().unwrap().to_string_lossy().into_owned();
    let text = std::fs::read_to_string(f).unwrap();
    let mut m = parse_and_verify(&text, &name).unwrap();
    let data = std::fs::read(f.with_extension("safetensors")).unwrap();
    let all = io::read(&data).unwrap();
    let nargs = m.blocks[m.entry_block(m.function("main").unwrap()).unwrap()]
        .args
        .len();
    let inputs = io::numbered(&all, "input", nargs).unwrap();
    let nout = all.iter().filter(|(n, _)| n.starts_with("output.")).count();
    let want = io::numbered(&all, "output", nout).unwrap();
    let json = std::fs::read_to_string(f.with_extension("json")).unwrap();
    let rtol = serde_json::from_str::<serde_json::Value>(&json).unwrap()["rtol"]
        .as_f64()
        .unwrap_or(1e-4);
    let un =
        run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap_or_else(|e| panic!("{name}: {e}"));
    let e1 = common::compare(&name, "unplanned", rtol, &un.outputs, &want)
        .unwrap_or_else(|e| panic!("{e}"));
    let pairs = update_pairs(&json);
    assert!(
        !pairs.is_empty(),
        "{name}: no parameter outputs found in its JSON table"
    );
    compare_updates(
        &name,
        "unplanned",
        rtol,
        &pairs,
        &inputs,
        &un.outputs,
        &want,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    common::plan(&mut m, &name).unwrap();
    let pl =
        run(&m, "main", inputs.clone(), Mode::Planned).unwrap_or_else(|e| panic!("{name}: {e}"));
    let e2 = common::compare(&name, "planned", rtol, &pl.outputs, &want)
        .unwrap_or_else(|e| panic!("{e}"));
    // Fusion, the canonicalize rewrites and the new order compute the same arithmetic in
    // the same order per element: the planned step equals the original byte for byte.
    for (k, (p, u)) in pl.outputs.iter().zip(&un.outputs).enumerate() {
        assert_eq!(p.bytes, u.bytes, "{name}: output {k} planned vs unplanned");
    }
    compare_updates(&name, "planned", rtol, &pairs, &inputs, &pl.outputs, &want)
        .unwrap_or_else(|e| panic!("{e}"));
    let dy = run(
        &m,
        "main",
        inputs.clone(),
        Mode::Dynamic(lowtide_runtime::Strategy::Caching),
    )
    .unwrap_or_else(|e| panic!("{name}: {e}"));
    common::compare(&name, "dynamic", rtol, &dy.outputs, &want).unwrap_or_else(|e| panic!("{e}"));
    compare_updates(&name, "dynamic", rtol, &pairs, &inputs, &dy.outputs, &want)
        .unwrap_or_else(|e| panic!("{e}"));
    eprintln!(
        "{name}: worst error unplanned {e1:.2e}, planned {e2:.2e}, {} parameter updates checked, arena {} bytes, no_pool pool {} bytes",
        pairs.len(),
        pl.arena_bytes,
        dy.arena_bytes
    );
}
