//! Plan and run arbitrary modules. Oracles: no panic; a module whose step runs unplanned
//! either fails to plan with an error, or its plan passes `verify-plan`, runs to the same
//! values in one arena and with every dynamic allocator (the same bits, any NaN for any NaN),
//! and its device peak is the footprint the report gives. Inputs are derived from the fuzz
//! data; tensors are kept small (steps over 1 MiB of arguments are skipped) and loops are
//! capped at 1000 iterations.
#![no_main]

use libfuzzer_sys::fuzz_target;
use lowtide_ir::parse_and_verify;
use lowtide_passes::{Instrumentation, Pipeline};
use lowtide_runtime::{run_limited, CpuDevice, HostTensor, Mode, Strategy};

/// The same values: the same bits, except that any NaN equals any NaN (rewrites such as
/// fusion may compute `x * y` as `y * x`, and which NaN comes out is not specified).
fn same(a: &HostTensor, b: &HostTensor) -> bool {
    a.dims == b.dims
        && (0..a.numel()).all(|i| {
            let (x, y) = (a.get(i), b.get(i));
            (x.is_nan() && y.is_nan()) || x.to_bits() == y.to_bits()
        })
}

fn run(m: &lowtide_ir::Module, inputs: &[HostTensor], mode: Mode) -> Result<lowtide_runtime::RunOutput, String> {
    run_limited(&mut CpuDevice::new(), m, "main", inputs.to_vec(), mode, Some(1000))
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok(m) = parse_and_verify(&text, "fuzz.mlir") else {
        return;
    };
    let Some(f) = m.function("main") else { return };
    let Some(b) = m.entry_block(f) else { return };
    let mut inputs = Vec::new();
    let mut total = 0u64;
    for (i, &a) in m.blocks[b].args.iter().enumerate() {
        let Some(t) = m.ty(a).as_tensor() else { return };
        let Some(dims) = t.static_dims() else { return };
        let Some(bytes) = m.ty(a).byte_size() else { return };
        total = total.saturating_add(bytes);
        if total > 1 << 20 {
            return;
        }
        let mut h = HostTensor::zeros(&dims, t.elem);
        for (j, x) in h.bytes.iter_mut().enumerate() {
            // Small values: any byte pattern of floats is allowed, but keep most finite.
            *x = data.get((i * 31 + j) % data.len().max(1)).copied().unwrap_or(0) & 0x3f;
        }
        inputs.push(h);
    }
    let Ok(want) = run(&m, &inputs, Mode::Unplanned) else {
        return;
    };
    let mut planned = m.clone();
    let inst = Instrumentation { verify_each: true, ..Default::default() };
    let mut p = Pipeline::parse(lowtide_passes::PLAN_PIPELINE).unwrap();
    if let Err(d) = p.run(&mut planned, &inst, "fuzz.mlir", &mut std::io::sink()) {
        assert!(!d.message.contains("produced invalid IR"), "{d}");
        assert!(!d.message.contains("pass 'verify-plan' failed"), "{d}");
        return;
    }
    let pf = planned.function("main").unwrap();
    let r = lowtide_passes::report::report(&planned, pf, None).expect("a plan reports");
    let got = run(&planned, &inputs, Mode::Planned).expect("a plan of a step that runs runs");
    assert_eq!(got.device_peak_bytes, r.footprint_bytes, "device peak against the report");
    for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
        assert!(same(g, w), "planned output {k}: {:?} against {:?}", g.bytes, w.bytes);
    }
    for s in Strategy::ALL {
        let d = run(&m, &inputs, Mode::Dynamic(s)).expect("a dynamic run of a step that runs");
        for (k, (g, w)) in d.outputs.iter().zip(&want.outputs).enumerate() {
            assert!(same(g, w), "{s:?} output {k}: {:?} against {:?}", g.bytes, w.bytes);
        }
    }
});
