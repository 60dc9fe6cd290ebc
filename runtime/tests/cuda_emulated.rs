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
            && lowtide_ir::ops::fused_contraction(m, o).is_some()
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
        let map = common::graphs::donations(&donate, returns.len());
        let src = common::graphs::build_with(&choices, &returns, &map);
        let mut m = lowtide_ir::parse_and_verify(&src, "random.mlir").map_err(|d| TestCaseError::fail(d.to_string()))?;
        let inputs = common::graphs::random_inputs(seed);
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

/// The dims of a convolution operand in the order `labels` names them: `[b, 0, 1, f]` as
/// `(text, dims)` given each label's size.
fn conv_layout(labels: &[String], size: impl Fn(&str) -> u64) -> (String, Vec<u64>) {
    (
        format!("[{}]", labels.join(", ")),
        labels.iter().map(|l| size(l)).collect(),
    )
}

/// One spatial dim of a random convolution: input size, kernel size, stride, padding low and
/// high, lhs and rhs dilation, reversed.
type Window = (u64, u64, i64, i64, i64, i64, i64, bool);

/// The `p`-th permutation of `items`.
fn permutation(items: &[&str], mut p: usize) -> Vec<String> {
    let mut left: Vec<&str> = items.to_vec();
    let mut out = Vec::new();
    while !left.is_empty() {
        out.push(left.remove(p % left.len()).to_string());
        p /= out.len().max(1) + 1;
    }
    out
}

fn tensor(dims: &[u64]) -> String {
    let d: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    format!("tensor<{}xf32>", d.join("x"))
}

proptest! {
    // Each case compiles one kernel with the host compiler.
    #![proptest_config(ProptestConfig { cases: 20, failure_persistence: None, ..ProptestConfig::default() })]

    /// Convolutions of random layouts, windows, strides, paddings (negative too), dilations
    /// and reversals, with results across the tiles' edges, run in the tiled kernel on the
    /// emulated device and give the CPU device's bits: the inputs are multiples of 1/8 below 2,
    /// so every sum is exact in f32 whatever its order.
    #[test]
    fn convolutions_run_tiled_on_the_emulated_cuda_device_exactly_as_on_the_cpu(
        two_d in any::<bool>(),
        layouts in any::<[u16; 3]>(),
        (batch, cin, cout) in (1u64..5, 1u64..20, 1u64..80),
        windows in prop::collection::vec((1u64..12, 1u64..4, 1i64..3, -1i64..3, -1i64..3, 1i64..3, 1i64..3, any::<bool>()), 2),
        accumulate in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let ns = if two_d { 2 } else { 1 };
        let win = &windows[..ns];
        // (input size, kernel size, stride, pad low, pad high, lhs dilation, rhs dilation, reversed)
        let outs: Vec<i64> = win.iter().map(|&(x, k, s, lo, hi, ld, rd, _)| {
            let padded = (x as i64 - 1) * ld + 1 + lo + hi;
            let window = (k as i64 - 1) * rd + 1;
            if padded < window { 0 } else { (padded - window) / s + 1 }
        }).collect();
        prop_assume!(outs.iter().all(|&o| o >= 1));
        let spatial: Vec<&str> = ["0", "1"][..ns].to_vec();
        let mut lhs_items = vec!["b", "f"];
        lhs_items.extend(&spatial);
        let mut lhs = permutation(&lhs_items, layouts[0] as usize);
        if accumulate {
            // lt.conv_accumulate's lhs leads with its feature dim (a weight gradient).
            lhs.retain(|l| l != "f");
            lhs.insert(0, "f".into());
        }
        let mut k_items = vec!["i", "o"];
        k_items.extend(&spatial);
        let rhs = permutation(&k_items, layouts[1] as usize);
        let out = permutation(&lhs_items, layouts[2] as usize);
        let at = |l: &str| l.parse::<usize>().ok();
        let (lt, ld) = conv_layout(&lhs, |l| match l { "b" => batch, "f" => cin, s => win[at(s).unwrap()].0 });
        let (kt, kd) = conv_layout(&rhs, |l| match l { "i" => cin, "o" => cout, s => win[at(s).unwrap()].1 });
        let (ot, od) = conv_layout(&out, |l| match l { "b" => batch, "f" => cout, s => outs[at(s).unwrap()] as u64 });
        let ints = |f: &dyn Fn(&Window) -> String| win.iter().map(f).collect::<Vec<_>>().join(", ");
        let attrs = format!(
            "batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<{lt}x{kt}->{ot}>, feature_group_count = 1 : i64, lhs_dilation = array<i64: {}>, padding = dense<[{}]> : tensor<{ns}x2xi64>, rhs_dilation = array<i64: {}>, window_reversal = array<i1: {}>, window_strides = array<i64: {}>",
            ints(&|w| w.5.to_string()),
            ints(&|w| format!("[{}, {}]", w.3, w.4)),
            ints(&|w| w.6.to_string()),
            ints(&|w| w.7.to_string()),
            ints(&|w| w.2.to_string()),
        );
        let (tx, tk, to) = (tensor(&ld), tensor(&kd), tensor(&od));
        let (op, args, types) = if accumulate {
            ("lt.conv_accumulate", "%x, %k, %c", format!("{tx}, {tk}, {to}"))
        } else {
            ("stablehlo.convolution", "%x, %k", format!("{tx}, {tk}"))
        };
        let src = format!(
            "\"func.func\"() <{{function_type = ({tx}, {tk}, {to}) -> {to}, sym_name = \"main\"}}> ({{\n^bb0(%x: {tx}, %k: {tk}, %c: {to}):\n  %y = \"{op}\"({args}) <{{{attrs}}}> : ({types}) -> {to}\n  \"func.return\"(%y) : ({to}) -> ()\n}}) : () -> ()\n"
        );
        exact_tiled_convolution(&src, op, seed).map_err(TestCaseError::fail)?;
    }
}

/// Runs the one convolution `op` of module `src` on the CPU device and, in the tiled kernel
/// (checked to be the one that runs it), on the emulated device, with inputs that are
/// multiples of 1/8 in [-2, 2) (every sum exact in f32, in any order): the same bits, or
/// which element differs. Returns the tiled launch's blocks.
fn exact_tiled_convolution(src: &str, op: &str, seed: u64) -> Result<u32, String> {
    use lowtide_runtime::cuda::codegen::{work, Shape, Work, BLOCK};
    let m = lowtide_ir::parse_and_verify(src, "conv.mlir").map_err(|d| format!("{d}\n{src}"))?;
    let conv = m.walk().into_iter().find(|&o| m.name(o) == op).unwrap();
    let shape = |v: &lowtide_ir::Value| {
        let t = m.ty(*v).as_tensor().unwrap();
        Shape {
            dims: t.static_dims().unwrap(),
            elem: t.elem,
        }
    };
    let d = &m.ops[conv];
    let ins: Vec<Shape> = d.operands.iter().map(shape).collect();
    let mut outs: Vec<Shape> = d.results.iter().map(shape).collect();
    if lowtide_ir::ops::fused_contraction(&m, conv).is_some() {
        // The executor passes a fused convolution its workspace after its results.
        let bytes = lowtide_ir::workspace::workspace_bytes(&m, conv);
        outs.push(Shape {
            dims: vec![bytes / 4],
            elem: lowtide_ir::ElemType::F32,
        });
    }
    let tiled = work(&m, conv, &ins, &outs)?.iter().find_map(|w| match w {
        Work::Launch(k) if k.block != BLOCK => Some(k.grid()),
        _ => None,
    });
    let blocks = tiled.ok_or_else(|| format!("not the tiled kernel:\n{src}"))?;
    let mut inputs = common::inputs(&m);
    for (j, t) in inputs.iter_mut().enumerate() {
        for (i, c) in t.bytes.chunks_mut(4).enumerate() {
            let h = (seed ^ (j as u64) << 56)
                .wrapping_add(i as u64)
                .wrapping_mul(0x9E37_79B9_7F4A_7C15)
                >> 59;
            c.copy_from_slice(&((h as f32 - 16.0) / 8.0).to_le_bytes());
        }
    }
    let cpu = run(&m, "main", inputs.clone(), Mode::Unplanned)?;
    let emu = run_on(
        &mut EmulatedDevice::new(),
        &m,
        "main",
        inputs,
        Mode::Unplanned,
    )?;
    let (a, b) = (&emu.outputs[0], &cpu.outputs[0]);
    if let Some(i) = (0..b.numel()).find(|&i| a.get(i).to_bits() != b.get(i).to_bits()) {
        return Err(format!(
            "element {i} of {}: {} on the emulated device, {} on the CPU device\n{src}",
            b.numel(),
            a.get(i),
            b.get(i)
        ));
    }
    Ok(blocks)
}

/// Weight gradients (a small result, a contraction over batch and image) split their
/// contraction into slices that add to the result atomically, from zero or from the
/// accumulator (`lt.conv_accumulate`): exactly the CPU device's result, on shapes like the
/// bench's, strided and dilated as JAX exports them.
#[test]
fn weight_gradients_split_their_contraction_and_give_the_cpu_device_s_result() {
    let cases = [
        // (op, image, channels in, channels out, padding, rhs dilation, result window)
        (
            "stablehlo.convolution",
            16,
            3,
            16,
            "dense<1> : tensor<2x2xi64>",
            1,
            3,
        ),
        (
            "lt.conv_accumulate",
            16,
            8,
            8,
            "dense<1> : tensor<2x2xi64>",
            1,
            3,
        ),
        (
            "stablehlo.convolution",
            16,
            8,
            16,
            "dense<[[0, -1], [0, -1]]> : tensor<2x2xi64>",
            2,
            1,
        ),
    ];
    for (k, (op, img, cin, cout, pad, dil, win)) in cases.into_iter().enumerate() {
        let out_img = if dil == 2 { img / 2 } else { img };
        let (tx, tg, to) = (
            format!("tensor<8x{img}x{img}x{cin}xf32>"),
            format!("tensor<8x{out_img}x{out_img}x{cout}xf32>"),
            format!("tensor<{win}x{win}x{cin}x{cout}xf32>"),
        );
        let (args, types) = if op == "lt.conv_accumulate" {
            ("%x, %g, %c", format!("{tx}, {tg}, {to}"))
        } else {
            ("%x, %g", format!("{tx}, {tg}"))
        };
        let src = format!(
            "\"func.func\"() <{{function_type = ({tx}, {tg}, {to}) -> {to}, sym_name = \"main\"}}> ({{\n^bb0(%x: {tx}, %g: {tg}, %c: {to}):\n  %y = \"{op}\"({args}) <{{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = {pad}, rhs_dilation = array<i64: {dil}, {dil}>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}}> : ({types}) -> {to}\n  \"func.return\"(%y) : ({to}) -> ()\n}}) : () -> ()\n"
        );
        let blocks = exact_tiled_convolution(&src, op, k as u64).unwrap();
        // One tile of the result, its contraction (8 images of 16 x 16) in slices.
        assert!(blocks > 1, "case {k}: {blocks} block(s)");
    }
}

/// A convolution fused with an elementwise epilogue (here `max(conv + c, 0)`) runs in the
/// tiled kernel, the epilogue applied to each element it computes: the CPU device's bits.
#[test]
fn fused_convolutions_run_their_epilogue_in_the_tiled_kernel() {
    let (tx, tk, to) = (
        "tensor<2x10x10x8xf32>",
        "tensor<3x3x8x70xf32>",
        "tensor<2x10x10x70xf32>",
    );
    let src = format!(
        r#""func.func"() <{{function_type = ({tx}, {tk}, {to}) -> {to}, sym_name = "main"}}> ({{
^bb0(%x: {tx}, %k: {tk}, %b: {to}):
  %y = "lt.fused"(%x, %k, %b) ({{
  ^bb0(%a: {tx}, %w: {tk}, %c: {to}):
    %v = "stablehlo.convolution"(%a, %w) <{{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>}}> : ({tx}, {tk}) -> {to}
    %s = "stablehlo.add"(%v, %c) : ({to}, {to}) -> {to}
    %z = "stablehlo.constant"() <{{value = dense<0.0> : tensor<f32>}}> : () -> tensor<f32>
    %zb = "stablehlo.broadcast_in_dim"(%z) <{{broadcast_dimensions = array<i64>}}> : (tensor<f32>) -> {to}
    %r = "stablehlo.maximum"(%s, %zb) : ({to}, {to}) -> {to}
    "stablehlo.return"(%r) : ({to}) -> ()
  }}) : ({tx}, {tk}, {to}) -> {to}
  "func.return"(%y) : ({to}) -> ()
}}) : () -> ()
"#
    );
    for seed in 0..3 {
        exact_tiled_convolution(&src, "lt.fused", seed).unwrap();
    }
}

/// A `dot_general` fused with its elementwise epilogue (a weight gradient inside its
/// update, `fuse-epilogues`) computes each element's sum where the epilogue reads it: the CPU
/// device's results (which compute it a block of rows at a time), within rounding.
#[test]
fn fused_gemms_run_their_epilogue_on_each_element() {
    let (tx, ty, tw) = (
        "tensor<33x40xf32>",
        "tensor<33x24xf32>",
        "tensor<40x24xf32>",
    );
    let src = format!(
        r#""func.func"() <{{function_type = ({tx}, {ty}, {tw}) -> {tw}, sym_name = "main"}}> ({{
^bb0(%x: {tx}, %dy: {ty}, %w: {tw}):
  %new = "lt.fused"(%x, %dy, %w) ({{
  ^bb0(%a: {tx}, %b: {ty}, %c: {tw}):
    %g = "stablehlo.dot_general"(%a, %b) <{{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>}}> : ({tx}, {ty}) -> {tw}
    %s = "stablehlo.subtract"(%c, %g) : ({tw}, {tw}) -> {tw}
    "stablehlo.return"(%s) : ({tw}) -> ()
  }}) : ({tx}, {ty}, {tw}) -> {tw}
  "func.return"(%new) : ({tw}) -> ()
}}) : () -> ()
"#
    );
    let mut m = lowtide_ir::parse_and_verify(&src, "fused_gemm").unwrap();
    let plain = m.clone();
    let inputs = common::inputs(&m);
    let cpu = run(&plain, "main", inputs.clone(), Mode::Unplanned).unwrap();
    check("fused_gemm", &mut m, inputs, &cpu.outputs, 1e-5).unwrap();
    let fused = m
        .walk()
        .into_iter()
        .filter_map(|o| lowtide_ir::ops::fused_contraction(&m, o));
    assert_eq!(
        fused.map(|c| m.kind(c)).collect::<Vec<_>>(),
        [Some(OpKind::DotGeneral)]
    );
}

/// Reductions read their operand a group at a time ahead of the fold but fold it in the
/// operand's order: the CPU device's bits, over dims named out of order, sizes that are no
/// multiple of the group, two operands at once (an argmax), and a fused reduction.
#[test]
fn reductions_read_ahead_and_fold_in_the_cpu_device_s_order() {
    let src = r#"
"func.func"() <{function_type = (tensor<3x13x7x9xf32>, tensor<3x13x7x9xi32>) -> (tensor<13x9xf32>, tensor<3x7x9xf32>, tensor<3x7x9xi32>, tensor<3x13x7xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<3x13x7x9xf32>, %i: tensor<3x13x7x9xi32>):
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %lo = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
  %zi = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %s = "stablehlo.reduce"(%x, %z) <{dimensions = array<i64: 2, 0>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<3x13x7x9xf32>, tensor<f32>) -> tensor<13x9xf32>
  %m:2 = "stablehlo.reduce"(%x, %i, %lo, %zi) <{dimensions = array<i64: 1>}> ({
  ^bb0(%a: tensor<f32>, %ai: tensor<i32>, %b: tensor<f32>, %bi: tensor<i32>):
    %gt = "stablehlo.compare"(%a, %b) <{comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %v = "stablehlo.select"(%gt, %a, %b) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %vi = "stablehlo.select"(%gt, %ai, %bi) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%v, %vi) : (tensor<f32>, tensor<i32>) -> ()
  }) : (tensor<3x13x7x9xf32>, tensor<3x13x7x9xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x7x9xf32>, tensor<3x7x9xi32>)
  %e = "stablehlo.exponential"(%x) : (tensor<3x13x7x9xf32>) -> tensor<3x13x7x9xf32>
  %q = "stablehlo.reduce"(%e, %z) <{dimensions = array<i64: 3>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = "stablehlo.add"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<3x13x7x9xf32>, tensor<f32>) -> tensor<3x13x7xf32>
  "func.return"(%s, %m#0, %m#1, %q) : (tensor<13x9xf32>, tensor<3x7x9xf32>, tensor<3x7x9xi32>, tensor<3x13x7xf32>) -> ()
}) : () -> ()
"#;
    let mut m = lowtide_ir::parse_and_verify(src, "reduce.mlir").unwrap();
    // Distinct values with wide exponents, so any other order would round differently.
    let mut inputs = common::inputs(&m);
    for (i, c) in inputs[0].bytes.chunks_mut(4).enumerate() {
        let h = (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
        let v = (h as f32 / (1u64 << 24) as f32 - 0.5) * (1u64 << (i % 20)) as f32;
        c.copy_from_slice(&v.to_le_bytes());
    }
    let cpu = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
    assert!(check("reduce.mlir", &mut m, inputs, &cpu.outputs, 0.0).unwrap());
    // The plan fused the exponential into its reduction.
    assert!(m
        .walk()
        .into_iter()
        .any(|o| m.kind(o) == Some(OpKind::LtFused)));
}
