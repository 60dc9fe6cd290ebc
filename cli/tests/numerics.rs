//! The CPU device reproduces JAX's own outputs for every tiny training step in
//! `../shared/bench/xla/numerics/`, within 1e-4 relative or 1e-5 absolute error, both unplanned
//! (every value in its own allocation), planned (one arena, after the planning pipeline) and
//! dynamic (allocated and freed as the step runs).
//! Skips with a reason when `../shared/bench` is absent.

mod common;

use lowtide_ir::parse_and_verify;
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};
use lowtide_runtime::{io, run, HostTensor, Mode};

fn compare(name: &str, mode: &str, got: &[HostTensor], want: &[HostTensor]) -> Result<f64, String> {
    if got.len() != want.len() {
        return Err(format!(
            "{name} ({mode}): {} outputs, expected {}",
            got.len(),
            want.len()
        ));
    }
    let mut worst = 0.0f64;
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        if g.dims != w.dims {
            return Err(format!(
                "{name} ({mode}): output {k} has shape {:?}, expected {:?}",
                g.dims, w.dims
            ));
        }
        for i in 0..w.numel() {
            let (a, b) = (g.get(i), w.get(i));
            let abs = (a - b).abs();
            let rel = abs / b.abs().max(f64::MIN_POSITIVE);
            if !(abs <= 1e-5 || rel <= 1e-4) {
                return Err(format!(
                    "{name} ({mode}): output {k} element {i}: got {a}, JAX computed {b}"
                ));
            }
            worst = worst.max(rel.min(abs));
        }
    }
    Ok(worst)
}

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
        let tol = 1e-4 * max_update + 4.0 * max_p * f32::EPSILON as f64;
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
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&f).unwrap();
        let mut m = parse_and_verify(&text, &name).unwrap();
        let data = std::fs::read(f.with_extension("safetensors")).unwrap();
        let all = io::read(&data).unwrap();
        let nargs = m.blocks[m.entry_block(m.function("main").unwrap()).unwrap()]
            .args
            .len();
        let inputs = io::numbered(&all, "input", nargs).unwrap();
        let nout = all.iter().filter(|(n, _)| n.starts_with("output.")).count();
        let want = io::numbered(&all, "output", nout).unwrap();
        let un = run(&m, "main", inputs.clone(), Mode::Unplanned)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let e1 = compare(&name, "unplanned", &un.outputs, &want).unwrap_or_else(|e| panic!("{e}"));
        let json = std::fs::read_to_string(f.with_extension("json")).unwrap();
        let pairs = update_pairs(&json);
        assert!(
            !pairs.is_empty(),
            "{name}: no parameter outputs found in its JSON table"
        );
        compare_updates(&name, "unplanned", &pairs, &inputs, &un.outputs, &want)
            .unwrap_or_else(|e| panic!("{e}"));
        let mut p = Pipeline::parse(PLAN_PIPELINE).unwrap();
        p.run(
            &mut m,
            &Instrumentation {
                verify_each: true,
                ..Default::default()
            },
            &name,
            &mut std::io::sink(),
        )
        .unwrap();
        let pl = run(&m, "main", inputs.clone(), Mode::Planned)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let e2 = compare(&name, "planned", &pl.outputs, &want).unwrap_or_else(|e| panic!("{e}"));
        // Fusion, the canonicalize rewrites and the new order compute the same arithmetic in
        // the same order per element: the planned step equals the original byte for byte.
        for (k, (p, u)) in pl.outputs.iter().zip(&un.outputs).enumerate() {
            assert_eq!(p.bytes, u.bytes, "{name}: output {k} planned vs unplanned");
        }
        compare_updates(&name, "planned", &pairs, &inputs, &pl.outputs, &want)
            .unwrap_or_else(|e| panic!("{e}"));
        let dy = run(
            &m,
            "main",
            inputs.clone(),
            Mode::Dynamic(lowtide_runtime::Strategy::Caching),
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
        compare(&name, "dynamic", &dy.outputs, &want).unwrap_or_else(|e| panic!("{e}"));
        compare_updates(&name, "dynamic", &pairs, &inputs, &dy.outputs, &want)
            .unwrap_or_else(|e| panic!("{e}"));
        eprintln!(
            "{name}: worst error unplanned {e1:.2e}, planned {e2:.2e}, {} parameter updates checked, arena {} bytes, no_pool pool {} bytes",
            pairs.len(),
            pl.arena_bytes,
            dy.arena_bytes
        );
    }
}
