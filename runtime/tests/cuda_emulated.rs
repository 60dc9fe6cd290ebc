//! The CUDA device's generated kernels, run on the host by the emulated device
//! (`lowtide_runtime::cuda::emulated`), against the CPU reference device: every JAX primitive
//! case and exported step (and the bench's numerics steps when `../shared/bench` is there)
//! planned, and random valid graphs. Outputs must equal the CPU device's bit for bit except
//! where the arithmetic order differs (`dot_general` and convolutions sum in double, in their
//! own order; the CPU device's GEMMs sum in f32 blocks); those must match JAX within the
//! numerics tests' tolerance.

use lowtide_testkit as common;

use lowtide_ir::{Module, OpKind};
use lowtide_runtime::cuda::emulated::EmulatedDevice;
use lowtide_runtime::{run, run_on, HostTensor, Mode};

/// Whether the step sums products (its results may differ from the CPU device's in the last
/// bits): a `dot_general`, `dot` or convolution anywhere in it.
fn contracts(m: &Module) -> bool {
    m.walk().into_iter().any(|o| {
        matches!(
            m.kind(o),
            Some(OpKind::DotGeneral | OpKind::Dot | OpKind::Convolution | OpKind::LtConvAccumulate)
        ) || m.kind(o) == Some(OpKind::LtFused)
            && lowtide_ir::ops::fused_convolution(m, o).is_some()
    })
}

/// Plans `m`, runs it on the CPU device and on the emulated CUDA device, and checks the
/// emulated outputs against the CPU device's (bit for bit unless the step contracts) and
/// against `want` (JAX's; the CPU device's when empty) within `rtol`.
fn check(
    name: &str,
    m: &mut Module,
    inputs: Vec<HostTensor>,
    want: &[HostTensor],
    rtol: f64,
) -> Result<bool, String> {
    common::plan(m, name).map_err(|e| format!("{name} (planning): {e}"))?;
    let cpu =
        run(m, "main", inputs.clone(), Mode::Planned).map_err(|e| format!("{name} (cpu): {e}"))?;
    let mut dev = EmulatedDevice::new();
    let emu = run_on(&mut dev, m, "main", inputs, Mode::Planned)
        .map_err(|e| format!("{name} (emulated): {e}"))?;
    if emu.device_peak_bytes != cpu.device_peak_bytes {
        return Err(format!(
            "{name}: the emulated device held {} bytes, the CPU device {}",
            emu.device_peak_bytes, cpu.device_peak_bytes
        ));
    }
    // Against JAX when its outputs are known, else against the CPU device.
    let oracle = if want.is_empty() { &cpu.outputs } else { want };
    common::compare(name, "emulated", rtol, &emu.outputs, oracle)?;
    let same = emu
        .outputs
        .iter()
        .zip(&cpu.outputs)
        .all(|(a, b)| a.bytes == b.bytes);
    if !same && !contracts(m) {
        let k = emu
            .outputs
            .iter()
            .zip(&cpu.outputs)
            .position(|(a, b)| a.bytes != b.bytes)
            .unwrap_or(0);
        let (a, b) = (&emu.outputs[k], &cpu.outputs[k]);
        let i = (0..a.numel())
            .find(|&i| a.get(i).to_bits() != b.get(i).to_bits())
            .unwrap_or(0);
        return Err(format!(
            "{name}: output {k} element {i} is {} on the emulated device, {} on the CPU device",
            a.get(i),
            b.get(i)
        ));
    }
    Ok(same)
}

/// Every case in `dir`: its inputs and JAX's outputs from the safetensors beside it.
fn check_dir(dir: &std::path::Path, min: usize) {
    let files = common::files_with_ext(dir, "mlir");
    assert!(
        files.len() >= min,
        "expected the cases in {}",
        dir.display()
    );
    let (mut failures, mut exact) = (Vec::new(), 0);
    for f in &files {
        let common::Case {
            name,
            mut module,
            inputs,
            want,
            rtol,
        } = common::case(f);
        match check(&name, &mut module, inputs, &want, rtol) {
            Ok(same) => exact += same as usize,
            Err(e) => failures.push(e),
        }
    }
    println!(
        "{}: {} cases, {exact} equal to the CPU device bit for bit",
        dir.display(),
        files.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_primitive_runs_on_the_emulated_cuda_device_as_on_the_cpu() {
    check_dir(&common::data("jax_prims"), 60);
}

#[test]
fn exported_steps_run_on_the_emulated_cuda_device_as_on_the_cpu() {
    check_dir(&common::data("jax_steps"), 6);
}

/// The bench's training steps (ResNet-18, VGG-11, GPT, MLP; base, donated, rematerialized),
/// on pseudo-random inputs: within 1e-3 of the CPU device.
#[test]
fn bench_training_steps_run_on_the_emulated_cuda_device_as_on_the_cpu() {
    let Some(dir) = common::bench_dir("xla") else {
        return;
    };
    let files = common::files_with_ext(&dir, "mlir");
    assert_eq!(
        files.len(),
        12,
        "expected the 12 bench steps in {}",
        dir.display()
    );
    let mut failures = Vec::new();
    for f in &files {
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(f).unwrap();
        let mut m = lowtide_ir::parse_and_verify(&text, &name).unwrap();
        let inputs = common::inputs(&m);
        if let Err(e) = check(&name, &mut m, inputs, &[], 1e-3) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn bench_numerics_steps_run_on_the_emulated_cuda_device_as_on_the_cpu() {
    let Some(dir) = common::bench_dir("xla/numerics") else {
        return;
    };
    check_dir(&dir, 6);
}

use proptest::prelude::*;

proptest! {
    // Each case compiles its kernels with the host compiler (cached by source afterwards).
    #![proptest_config(ProptestConfig { cases: 16, failure_persistence: None, ..ProptestConfig::default() })]

    /// Random valid graphs, planned (fused, in place, with views), returning random values
    /// (arguments included) with random donation maps, give the CPU device's results on the
    /// emulated CUDA device: bit for bit without a `dot_general`, else within 1e-5.
    #[test]
    fn random_graphs_run_on_the_emulated_cuda_device_as_on_the_cpu(
        choices in prop::collection::vec((any::<u8>(), any::<u8>(), any::<u8>()), 1..24),
        returns in prop::collection::vec(any::<u8>(), 1..4),
        donate in prop::collection::vec(any::<u8>(), 2),
        seed in any::<u64>(),
    ) {
        // Argument i donates to result donate[i] % (results + 1), the last meaning none; a
        // result is donated to once.
        let n = returns.len();
        let mut map: Vec<Option<usize>> = donate.iter().map(|&d| Some(d as usize % (n + 1)).filter(|&k| k < n)).collect();
        if map[0].is_some() && map[0] == map[1] {
            map[1] = None;
        }
        let src = common::graphs::build_with(&choices, &returns, &map);
        let mut m = lowtide_ir::parse_and_verify(&src, "random.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
        let inputs = vec![common::graphs::random_input(seed), common::graphs::random_input(seed.wrapping_mul(31).wrapping_add(7))];
        let want = run(&m, "main", inputs.clone(), Mode::Unplanned).map_err(TestCaseError::fail)?;
        check("random.mlir", &mut m, inputs, &want.outputs, 1e-5).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
    }
}

/// Every execution mode runs on the emulated device as on the CPU device: unplanned (a
/// buffer per value), planned, and dynamic under each allocator.
#[test]
fn every_mode_runs_on_the_emulated_cuda_device_as_on_the_cpu() {
    let c = common::case(&common::data("jax_steps").join("lstm_adam.mlir"));
    let mut planned = c.module.clone();
    common::plan(&mut planned, &c.name).unwrap();
    let mut modes = vec![(&c.module, Mode::Unplanned), (&planned, Mode::Planned)];
    for s in lowtide_runtime::Strategy::ALL {
        modes.push((&c.module, Mode::Dynamic(s)));
    }
    for (m, mode) in modes {
        let cpu = run(m, "main", c.inputs.clone(), mode).unwrap();
        let emu = run_on(
            &mut EmulatedDevice::new(),
            m,
            "main",
            c.inputs.clone(),
            mode,
        )
        .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
        for (k, (a, b)) in emu.outputs.iter().zip(&cpu.outputs).enumerate() {
            assert_eq!(a.bytes, b.bytes, "{mode:?}: output {k}");
        }
        assert_eq!(emu.device_peak_bytes, cpu.device_peak_bytes, "{mode:?}");
    }
}

/// Plans under a memory budget (recomputation, convolutions streamed a block of rows at a
/// time, fused convolutions with a workspace) run on the emulated device as on the CPU device:
/// the zoo's ResNet-18 and MobileNetV2 (two blocks) at batch 2, and a small GPT-2 (one layer),
/// each at a third of its arena less (or the smallest budget lowtide reaches, if larger).
#[test]
fn budgeted_plans_run_on_the_emulated_cuda_device_as_on_the_cpu() {
    use lowtide_passes::frontend::zoo::{build, ZooOptions};
    use lowtide_passes::{Instrumentation, Pipeline};
    let inst = Instrumentation {
        verify_each: true,
        ..Default::default()
    };
    for (model, layers) in [
        ("resnet18", None),
        ("mobilenet_v2", Some(2)),
        ("gpt2", Some(1)),
    ] {
        let small = model == "gpt2";
        let o = ZooOptions {
            batch: 2,
            layers,
            seq: small.then_some(64),
            width: small.then_some(64),
            heads: small.then_some(2),
            vocab: small.then_some(500),
            ..Default::default()
        };
        let m = build(model, &o).unwrap();
        let mut base = m.clone();
        common::plan(&mut base, model).unwrap();
        let f = base.function("main").unwrap();
        let r = lowtide_passes::report::report(&base, f, None).unwrap();
        let plan = |budget: u64| {
            let mut planned = m.clone();
            Pipeline::parse(&lowtide_passes::budget_pipeline(budget))
                .unwrap()
                .run(&mut planned, &inst, model, &mut std::io::sink())
                .map(|_| planned)
        };
        let planned = plan(r.footprint_bytes - r.arena_bytes / 3).unwrap_or_else(|d| {
            let smallest = d
                .message
                .split("the smallest footprint lowtide reaches is ")
                .nth(1)
                .and_then(|t| t.split(' ').next()?.parse().ok())
                .unwrap_or_else(|| panic!("{model}: {}", d.message));
            plan(smallest).unwrap_or_else(|d| panic!("{model}: {}", d.message))
        });
        let inputs = common::inputs(&planned);
        let cpu = run(&planned, "main", inputs.clone(), Mode::Planned).unwrap();
        let emu = run_on(
            &mut EmulatedDevice::new(),
            &planned,
            "main",
            inputs,
            Mode::Planned,
        )
        .unwrap_or_else(|e| panic!("{model}: {e}"));
        assert_eq!(emu.device_peak_bytes, cpu.device_peak_bytes, "{model}");
        common::compare(
            model,
            "emulated, budgeted",
            1e-4,
            &emu.outputs,
            &cpu.outputs,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    }
}

/// Zero-sized tensors (an empty batch, an empty contraction, a convolution of no features) and
/// a one-operand concatenate run on the emulated device as on the CPU device: no kernel reads
/// or writes past them, reductions of nothing are their init and products over nothing are
/// zero.
#[test]
fn zero_sized_tensors_run_on_the_emulated_cuda_device_as_on_the_cpu() {
    let src = r#""func.func"() <{function_type = (tensor<0x4xf32>, tensor<2x4xf32>, tensor<4x0xf32>, tensor<0x3xf32>, tensor<1x3x3x0xf32>, tensor<1x1x0x2xf32>) -> (tensor<4xf32>, tensor<2x4xf32>, tensor<4x3xf32>, tensor<0x4xf32>, tensor<3x4xf32>, tensor<0xi32>, tensor<1x3x3x2xf32>, tensor<2x4xf32>), sym_name = "main"}> ({
^bb0(%a: tensor<0x4xf32>, %b: tensor<2x4xf32>, %l: tensor<4x0xf32>, %r: tensor<0x3xf32>, %x: tensor<1x3x3x0xf32>, %k: tensor<1x1x0x2xf32>):
  %v = "stablehlo.convolution"(%x, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}> : (tensor<1x3x3x0xf32>, tensor<1x1x0x2xf32>) -> tensor<1x3x3x2xf32>
  %e = "stablehlo.exponential"(%a) : (tensor<0x4xf32>) -> tensor<0x4xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%e, %z) <{dimensions = array<i64: 0>}> ({
  ^bb1(%p: tensor<f32>, %q: tensor<f32>):
    %t = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
  %c = "stablehlo.concatenate"(%a, %b) <{dimension = 0 : i64}> : (tensor<0x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  %d = "stablehlo.dot_general"(%l, %r) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x0xf32>, tensor<0x3xf32>) -> tensor<4x3xf32>
  %t = "stablehlo.transpose"(%l) <{permutation = array<i64: 1, 0>}> : (tensor<4x0xf32>) -> tensor<0x4xf32>
  %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<f32>}> : () -> tensor<f32>
  %p = "stablehlo.pad"(%a, %one) <{edge_padding_high = array<i64: 1, 0>, edge_padding_low = array<i64: 2, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<0x4xf32>, tensor<f32>) -> tensor<3x4xf32>
  %i = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<0xi32>
  %one_operand = "stablehlo.concatenate"(%b) <{dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
  "func.return"(%s, %c, %d, %t, %p, %i, %v, %one_operand) : (tensor<4xf32>, tensor<2x4xf32>, tensor<4x3xf32>, tensor<0x4xf32>, tensor<3x4xf32>, tensor<0xi32>, tensor<1x3x3x2xf32>, tensor<2x4xf32>) -> ()
}) : () -> ()
"#;
    let m = lowtide_ir::parse_and_verify(src, "empty.mlir").unwrap();
    let mut b = HostTensor::zeros(&[2, 4], lowtide_ir::ElemType::F32);
    for (i, c) in b.bytes.chunks_mut(4).enumerate() {
        c.copy_from_slice(&(i as f32 + 0.5).to_le_bytes());
    }
    let f32s = |d: &[u64]| HostTensor::zeros(d, lowtide_ir::ElemType::F32);
    let inputs = vec![
        f32s(&[0, 4]),
        b,
        f32s(&[4, 0]),
        f32s(&[0, 3]),
        f32s(&[1, 3, 3, 0]),
        f32s(&[1, 1, 0, 2]),
    ];
    let mut planned = m.clone();
    common::plan(&mut planned, "empty.mlir").unwrap();
    for (m, mode) in [(&m, Mode::Unplanned), (&planned, Mode::Planned)] {
        let cpu = run(m, "main", inputs.clone(), mode).unwrap();
        let emu = run_on(&mut EmulatedDevice::new(), m, "main", inputs.clone(), mode)
            .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
        for (k, (a, b)) in emu.outputs.iter().zip(&cpu.outputs).enumerate() {
            assert_eq!(a.bytes, b.bytes, "{mode:?}: output {k}");
        }
        assert_eq!(cpu.outputs[2].bytes, vec![0u8; 48], "4x3 zeros");
        assert_eq!(
            cpu.outputs[6].bytes,
            vec![0u8; 72],
            "a convolution of no features"
        );
    }
}
