//! Times whole training steps on the CPU device: `cargo run --release -p lowtide-benches --bin
//! step-time -- FILE.mlir... [--runs N] [--warmup K] [--mode planned|unplanned|dynamic]
//! [--pipeline P]` (default: the planning pipeline).
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
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut files = Vec::new();
    let (mut runs, mut warmup, mut mode) = (5usize, 1usize, Mode::Planned);
    let mut pipeline = PLAN_PIPELINE.to_string();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--runs" => runs = it.next().and_then(|v| v.parse().ok()).expect("--runs N"),
            "--warmup" => warmup = it.next().and_then(|v| v.parse().ok()).expect("--warmup K"),
            "--pipeline" => pipeline = it.next().expect("--pipeline P").clone(),
            "--mode" => {
                mode = match it.next().map(String::as_str) {
                    Some("planned") => Mode::Planned,
                    Some("unplanned") => Mode::Unplanned,
                    Some("dynamic") => Mode::Dynamic(lowtide_runtime::Strategy::NoPool),
                    other => panic!("unknown mode {other:?}"),
                }
            }
            f => files.push(f.to_string()),
        }
    }
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{f}: {e}"));
        let mut m =
            parse_and_verify(&text, &f).unwrap_or_else(|d| panic!("{}", d.render(Some(&text))));
        let mut p = Pipeline::parse(&pipeline).unwrap_or_else(|e| panic!("--pipeline: {e}"));
        p.run(
            &mut m,
            &Instrumentation::default(),
            &f,
            &mut std::io::sink(),
        )
        .unwrap();
        let fun = m.function("main").expect("@main");
        let block = m.entry_block(fun).unwrap();
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let inputs: Vec<HostTensor> = m.blocks[block]
            .args
            .iter()
            .map(|&a| {
                let t = m.ty(a).as_tensor().unwrap();
                input(&t.static_dims().unwrap(), t.elem, &mut seed)
            })
            .collect();
        let mut times = Vec::new();
        let mut dev = lowtide_runtime::CpuDevice::new();
        let mut session =
            Session::new(&mut dev, &m, "main", mode).unwrap_or_else(|e| panic!("{f}: {e}"));
        for i in 0..warmup + runs {
            // Re-upload every step, outside the timed region (donated arguments were overwritten).
            for (k, t) in inputs.iter().enumerate() {
                session.set_input(k, t).unwrap();
            }
            let t = Instant::now();
            session.execute().unwrap_or_else(|e| panic!("{f}: {e}"));
            if i >= warmup {
                times.push(t.elapsed().as_secs_f64());
            }
        }
        let arena = session.arena_bytes;
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        println!(
            "{f}: median {:.4} s, min {:.4} s, max {:.4} s over {runs} runs ({mode:?}, arena {arena} bytes)",
            times[times.len() / 2],
            times[0],
            times[times.len() - 1]
        );
    }
}
