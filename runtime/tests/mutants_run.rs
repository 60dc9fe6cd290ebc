//! Verified input never panics past the verifier: training steps with one integer changed
//! (a dimension, a stride, a dimension number, a donation index, ...) either fail to verify, or
//! plan and run on the CPU device (unplanned and planned) returning `Ok` or an error. The
//! verifier is the contract the passes and kernels rely on; this finds the rules it misses.

use lowtide_testkit as common;

use lowtide_ir::ops::{cost, saturating_sum};
use lowtide_ir::{parse_and_verify, Module};
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};
use lowtide_runtime::{run, HostTensor, Mode};
use proptest::prelude::*;
use std::path::PathBuf;

fn corpus() -> Vec<String> {
    let example =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/linear_relu_step.mlir");
    let mut v = vec![std::fs::read_to_string(example).unwrap()];
    if let Some(dir) = common::bench_dir("xla/numerics") {
        for f in common::files_with_ext(&dir, "mlir") {
            v.push(std::fs::read_to_string(f).unwrap());
        }
    }
    v
}

/// Byte ranges of the integer literals a mutation may replace: digit runs that start a token
/// or a dimension (after `<`, `x`, `[`, `(`, space, `,`, `:`, `=` or `-`).
fn integers(src: &str) -> Vec<(usize, usize)> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() && (i == 0 || b"<x[( ,:=-".contains(&b[i - 1])) {
            let start = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let ends_token = i == b.len() || !b[i].is_ascii_alphabetic() || b[i] == b'x';
            if ends_token {
                out.push((start, i));
            }
        } else {
            i += 1;
        }
    }
    out
}

const VALUES: [&str; 9] = [
    "0",
    "1",
    "2",
    "3",
    "-1",
    "5",
    "17",
    "4096",
    "9223372036854775807",
];

/// Small enough to run in a test: every value at most 16 MiB, at most 5e7 FLOPs in all.
fn small(m: &Module) -> bool {
    let sizes_ok = m
        .ops
        .keys()
        .flat_map(|o| m.ops[o].results.iter().copied())
        .all(|v| m.ty(v).byte_size().is_some_and(|b| b <= 16 << 20));
    sizes_ok && saturating_sum(m.ops.keys().map(|o| cost(m, o).flops)) <= 50_000_000
}

fn zero_inputs(m: &Module) -> Option<Vec<HostTensor>> {
    let (f, _) = m.functions().into_iter().find(|(_, n)| n == "main")?;
    let b = m.entry_block(f)?;
    m.blocks[b]
        .args
        .iter()
        .map(|&a| {
            let t = m.ty(a).as_tensor()?;
            t.byte_size().filter(|&s| s <= 16 << 20)?;
            Some(HostTensor::zeros(&t.static_dims()?, t.elem))
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("LT_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(300),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn verified_mutants_plan_and_run_without_panicking(
        which in any::<usize>(),
        at in any::<usize>(),
        value in 0..VALUES.len(),
    ) {
        let files = corpus();
        let src = &files[which % files.len()];
        let ints = integers(src);
        let (s, e) = ints[at % ints.len()];
        let text = format!("{}{}{}", &src[..s], VALUES[value], &src[e..]);
        if std::env::var_os("LT_TRACE").is_some() {
            let line = src[..s].matches('\n').count() + 1;
            eprintln!("file {} line {line}: {:?} -> {}", which % files.len(), &src[s..e], VALUES[value]);
        }
        let Ok(mut m) = parse_and_verify(&text, "mutant.mlir") else {
            return Ok(());
        };
        if !small(&m) {
            return Ok(());
        }

        let Some(inputs) = zero_inputs(&m) else {
            return Ok(());
        };
        let _ = run(&m, "main", inputs.clone(), Mode::Unplanned);
        let mut p = Pipeline::parse(PLAN_PIPELINE).unwrap();
        let planned = p.run(&mut m, &Instrumentation::default(), "mutant.mlir", &mut std::io::sink());
        if planned.is_ok() {
            let _ = run(&m, "main", inputs, Mode::Planned);
        }
    }
}

#[test]
fn the_mutation_sites_include_dimensions_and_attribute_values() {
    let src = "%0 = \"a.b\"() {d = array<i64: 1, 23>, s = 7 : i64} : () -> tensor<4x8xf32>";
    let found: Vec<&str> = integers(src).iter().map(|&(s, e)| &src[s..e]).collect();
    assert_eq!(found, ["1", "23", "7", "4", "8"]);
}
