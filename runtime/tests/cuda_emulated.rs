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

/// Whether the step sums in another order than the CPU device (its results may differ from
/// the CPU device's in the last bits): a `dot_general`, `dot` or convolution anywhere in it,
/// or a float sum or product of at least `SPLIT_MIN` elements per result (split over a
/// block's threads).
fn contracts(m: &Module) -> bool {
    m.walk().into_iter().any(|o| {
        matches!(
            m.kind(o),
            Some(OpKind::DotGeneral | OpKind::Dot | OpKind::Convolution | OpKind::LtConvAccumulate)
        ) || m.kind(o) == Some(OpKind::LtFused)
            && lowtide_ir::ops::fused_contraction(m, o).is_some()
            || splits_a_sum(m, o)
    })
}

/// Whether `o` is a float `reduce` adding or multiplying at least `SPLIT_MIN` elements per
/// result.
fn splits_a_sum(m: &Module, o: lowtide_ir::Op) -> bool {
    use lowtide_runtime::cuda::codegen::SPLIT_MIN;
    if m.kind(o) != Some(OpKind::Reduce) {
        return false;
    }
    let d = &m.ops[o];
    let float = m.ty(d.results[0]).elem().is_some_and(|e| e.is_float());
    let sums = m.region_entry(o, 0).is_some_and(|b| {
        m.blocks[b]
            .ops
            .first()
            .is_some_and(|&f| matches!(m.kind(f), Some(OpKind::Add | OpKind::Multiply)))
    });
    let dims = m
        .ty(d.operands[0])
        .as_tensor()
        .and_then(|t| t.static_dims())
        .unwrap_or_default();
    let reduced = m
        .attr(o, "dimensions")
        .and_then(lowtide_ir::Attr::as_i64s)
        .unwrap_or_default();
    let count: u64 = reduced
        .iter()
        .map(|&r| dims.get(r as usize).copied().unwrap_or(1))
        .product();
    float && sums && count >= SPLIT_MIN
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

/// The shapes launch `op` of `m` has: its operands', then its results' and, for a fused
/// convolution, its workspace (which the executor passes after the results, as f32).
fn launch_shapes(
    m: &Module,
    op: lowtide_ir::Op,
) -> (
    Vec<lowtide_runtime::cuda::codegen::Shape>,
    Vec<lowtide_runtime::cuda::codegen::Shape>,
) {
    use lowtide_runtime::cuda::codegen::Shape;
    let shape = |v: &lowtide_ir::Value| {
        let t = m.ty(*v).as_tensor().unwrap();
        Shape {
            dims: t.static_dims().unwrap(),
            elem: t.elem,
        }
    };
    let d = &m.ops[op];
    let ins = d.operands.iter().map(shape).collect();
    let mut outs: Vec<Shape> = d.results.iter().map(shape).collect();
    if lowtide_ir::ops::fused_contraction(m, op).is_some() {
        outs.push(Shape {
            dims: vec![lowtide_ir::workspace::workspace_bytes(m, op) / 4],
            elem: lowtide_ir::ElemType::F32,
        });
    }
    (ins, outs)
}

/// The first `lt.fused` op of `m`.
fn first_fused(m: &Module) -> lowtide_ir::Op {
    m.walk()
        .into_iter()
        .find(|&o| m.kind(o) == Some(OpKind::LtFused))
        .unwrap()
}

/// Runs the one convolution `op` of module `src` on the CPU device and, in the tiled kernel
/// (checked to be the one that runs it), on the emulated device, with inputs that are
/// multiples of 1/8 in [-2, 2) (every sum exact in f32, in any order): the same bits, or
/// which element differs. Returns the tiled launch's blocks.
fn exact_tiled_convolution(src: &str, op: &str, seed: u64) -> Result<u32, String> {
    use lowtide_runtime::cuda::codegen::{work, Work, BLOCK};
    let m = lowtide_ir::parse_and_verify(src, "conv.mlir").map_err(|d| format!("{d}\n{src}"))?;
    let conv = m.walk().into_iter().find(|&o| m.name(o) == op).unwrap();
    let (ins, outs) = launch_shapes(&m, conv);
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

/// A weight gradient fused into its parameter's SGD update (`w - 0.01 * conv`, as
/// `fuse-epilogues` leaves it in a donated step) has too few tiles to fill the GPU without
/// slices, so its sums are whole only in its workspace: it runs one block of result rows at a
/// time (the workspace zeroed once; per block, the block's slices added into it, then the
/// update applied over it, zeroing it again): 1 + 2 launches per block, and the CPU device's
/// bits, on a 3x3 kernel (9 blocks of one row) and a 1x1 one.
#[test]
fn fused_weight_gradients_sum_a_block_of_rows_at_a_time_in_their_workspace() {
    use lowtide_runtime::cuda::codegen::{work, Work};
    for (win, pad) in [(3, 1), (1, 0)] {
        let (tx, tg, tw) = (
            "tensor<8x16x16x16xf32>".to_string(),
            "tensor<8x16x16x24xf32>".to_string(),
            format!("tensor<{win}x{win}x16x24xf32>"),
        );
        let src = format!(
            r#""func.func"() <{{function_type = ({tx}, {tg}, {tw}) -> {tw}, sym_name = "main"}}> ({{
^bb0(%x: {tx}, %g: {tg}, %p: {tw}):
  %y = "lt.fused"(%x, %g, %p) ({{
  ^bb0(%a: {tx}, %b: {tg}, %w: {tw}):
    %v = "stablehlo.convolution"(%a, %b) <{{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f]>, feature_group_count = 1 : i64, padding = dense<{pad}> : tensor<2x2xi64>}}> : ({tx}, {tg}) -> {tw}
    %lr = "stablehlo.constant"() <{{value = dense<0.01> : tensor<f32>}}> : () -> tensor<f32>
    %lb = "stablehlo.broadcast_in_dim"(%lr) <{{broadcast_dimensions = array<i64>}}> : (tensor<f32>) -> {tw}
    %s = "stablehlo.multiply"(%lb, %v) : ({tw}, {tw}) -> {tw}
    %r = "stablehlo.subtract"(%w, %s) : ({tw}, {tw}) -> {tw}
    "stablehlo.return"(%r) : ({tw}) -> ()
  }}) : ({tx}, {tg}, {tw}) -> {tw}
  "func.return"(%y) : ({tw}) -> ()
}}) : () -> ()
"#
        );
        let m = lowtide_ir::parse_and_verify(&src, "wgrad.mlir").unwrap();
        let fused = first_fused(&m);
        let (ins, outs) = launch_shapes(&m, fused);
        let launches = work(&m, fused, &ins, &outs).unwrap().len();
        // The result's leading rows (the kernel's window positions), one per block.
        let rows = (win * win) as usize;
        assert_eq!(
            launches,
            1 + 2 * rows,
            "{win}x{win}: two launches per block"
        );
        assert!(work(&m, fused, &ins, &outs)
            .unwrap()
            .iter()
            .all(|w| matches!(w, Work::Launch(_))));
        for seed in 0..2 {
            exact_tiled_convolution(&src, "lt.fused", seed).unwrap();
        }
    }
}

/// A fused convolution with enough tiles to fill half the GPU (`EPILOGUE_TILES`) runs its
/// epilogue in one launch without slices, even where a plain convolution of its shape would
/// slice its contraction: a data gradient into 16x8x8x256 fused with its ReLU's gradient (64
/// tiles, a contraction of 512), with the CPU device's bits.
#[test]
fn fused_convolutions_with_enough_tiles_run_in_one_launch() {
    use lowtide_runtime::cuda::codegen::work;
    let (tx, tk, to) = (
        "tensor<16x8x8x512xf32>",
        "tensor<1x1x512x256xf32>",
        "tensor<16x8x8x256xf32>",
    );
    let src = format!(
        r#""func.func"() <{{function_type = ({tx}, {tk}, {to}) -> {to}, sym_name = "main"}}> ({{
^bb0(%x: {tx}, %k: {tk}, %m: {to}):
  %y = "lt.fused"(%x, %k, %m) ({{
  ^bb0(%a: {tx}, %w: {tk}, %c: {to}):
    %v = "stablehlo.convolution"(%a, %w) <{{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64}}> : ({tx}, {tk}) -> {to}
    %z = "stablehlo.constant"() <{{value = dense<0.0> : tensor<f32>}}> : () -> tensor<f32>
    %zb = "stablehlo.broadcast_in_dim"(%z) <{{broadcast_dimensions = array<i64>}}> : (tensor<f32>) -> {to}
    %g = "stablehlo.compare"(%c, %zb) <{{comparison_direction = #stablehlo<comparison_direction GT>}}> : ({to}, {to}) -> tensor<16x8x8x256xi1>
    %r = "stablehlo.select"(%g, %v, %zb) : (tensor<16x8x8x256xi1>, {to}, {to}) -> {to}
    "stablehlo.return"(%r) : ({to}) -> ()
  }}) : ({tx}, {tk}, {to}) -> {to}
  "func.return"(%y) : ({to}) -> ()
}}) : () -> ()
"#
    );
    let m = lowtide_ir::parse_and_verify(&src, "dgrad.mlir").unwrap();
    let fused = first_fused(&m);
    let (ins, outs) = launch_shapes(&m, fused);
    assert_eq!(work(&m, fused, &ins, &outs).unwrap().len(), 1);
    exact_tiled_convolution(&src, "lt.fused", 0).unwrap();
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

/// Reductions of at least `SPLIT_MIN` elements per result whose body is one add, max, ...
/// split over a block's threads (checked in the generated source), over rows (the last dim
/// reduced; 300 elements, no power of two), columns (the first), mixed dims, integers, a
/// fused reduction and no results at all: sums of multiples of 1/8 are exact in any order, so
/// every result has the CPU device's bits; on values that round, within 1e-5.
#[test]
fn long_reductions_split_over_a_block_s_threads_and_give_the_cpu_device_s_sums() {
    let add = |ty: &str| {
        format!("({{\n  ^bb0(%p: tensor<{ty}>, %q: tensor<{ty}>):\n    %t = \"stablehlo.add\"(%p, %q) : (tensor<{ty}>, tensor<{ty}>) -> tensor<{ty}>\n    \"stablehlo.return\"(%t) : (tensor<{ty}>) -> ()\n  }})")
    };
    let max = add("f32").replace("stablehlo.add", "stablehlo.maximum");
    let (f, i) = (add("f32"), add("i32"));
    let src = format!(
        r#""func.func"() <{{function_type = (tensor<8x300xf32>, tensor<200x37xf32>, tensor<5x40x17xf32>, tensor<6x100xi32>, tensor<0x128xf32>, tensor<3x256xf32>) -> (tensor<8xf32>, tensor<37xf32>, tensor<40xf32>, tensor<6xi32>, tensor<0xf32>, tensor<3xf32>), sym_name = "main"}}> ({{
^bb0(%a: tensor<8x300xf32>, %b: tensor<200x37xf32>, %c: tensor<5x40x17xf32>, %d: tensor<6x100xi32>, %e: tensor<0x128xf32>, %f: tensor<3x256xf32>):
  %z = "stablehlo.constant"() <{{value = dense<0.0> : tensor<f32>}}> : () -> tensor<f32>
  %lo = "stablehlo.constant"() <{{value = dense<0xFF800000> : tensor<f32>}}> : () -> tensor<f32>
  %zi = "stablehlo.constant"() <{{value = dense<0> : tensor<i32>}}> : () -> tensor<i32>
  %s1 = "stablehlo.reduce"(%a, %z) <{{dimensions = array<i64: 1>}}> {f} : (tensor<8x300xf32>, tensor<f32>) -> tensor<8xf32>
  %s2 = "stablehlo.reduce"(%b, %z) <{{dimensions = array<i64: 0>}}> {f} : (tensor<200x37xf32>, tensor<f32>) -> tensor<37xf32>
  %s3 = "stablehlo.reduce"(%c, %lo) <{{dimensions = array<i64: 2, 0>}}> {max} : (tensor<5x40x17xf32>, tensor<f32>) -> tensor<40xf32>
  %s4 = "stablehlo.reduce"(%d, %zi) <{{dimensions = array<i64: 1>}}> {i} : (tensor<6x100xi32>, tensor<i32>) -> tensor<6xi32>
  %s5 = "stablehlo.reduce"(%e, %z) <{{dimensions = array<i64: 1>}}> {f} : (tensor<0x128xf32>, tensor<f32>) -> tensor<0xf32>
  %g = "stablehlo.multiply"(%f, %f) : (tensor<3x256xf32>, tensor<3x256xf32>) -> tensor<3x256xf32>
  %s6 = "stablehlo.reduce"(%g, %z) <{{dimensions = array<i64: 1>}}> {f} : (tensor<3x256xf32>, tensor<f32>) -> tensor<3xf32>
  "func.return"(%s1, %s2, %s3, %s4, %s5, %s6) : (tensor<8xf32>, tensor<37xf32>, tensor<40xf32>, tensor<6xi32>, tensor<0xf32>, tensor<3xf32>) -> ()
}}) : () -> ()
"#
    );
    let m = lowtide_ir::parse_and_verify(&src, "split.mlir").unwrap_or_else(|d| panic!("{d}"));
    let mut planned = m.clone();
    common::plan(&mut planned, "split.mlir").unwrap();
    assert!(planned
        .walk()
        .into_iter()
        .any(|o| planned.kind(o) == Some(OpKind::LtFused)));
    let f = planned.function("main").unwrap();
    let kernels = lowtide_runtime::cuda::Works::default()
        .of_function(&planned, f)
        .unwrap();
    let split = kernels
        .iter()
        .filter(|k| k.source.contains("lt_sh"))
        .count();
    assert_eq!(split, 6, "every reduction here is split");
    for exact in [true, false] {
        let mut inputs = common::inputs(&m);
        for (j, t) in inputs.iter_mut().enumerate() {
            for (i, c) in t.bytes.chunks_mut(4).enumerate() {
                let h = (j as u64 * 1_000_003 + i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
                let v = (h % 32) as f32 / 8.0 - 2.0;
                let v = if exact { v } else { v * 1.1 + 1e-3 };
                match t.elem {
                    lowtide_ir::ElemType::F32 => c.copy_from_slice(&v.to_le_bytes()),
                    _ => c.copy_from_slice(&((h % 1000) as i32 - 500).to_le_bytes()),
                }
            }
        }
        for (m, mode) in [(&m, Mode::Unplanned), (&planned, Mode::Planned)] {
            let cpu = run(m, "main", inputs.clone(), mode).unwrap();
            let emu = run_on(&mut EmulatedDevice::new(), m, "main", inputs.clone(), mode)
                .unwrap_or_else(|e| panic!("{mode:?}: {e}"));
            if exact {
                for (k, (a, b)) in emu.outputs.iter().zip(&cpu.outputs).enumerate() {
                    assert_eq!(a.bytes, b.bytes, "{mode:?}: output {k}");
                }
            } else {
                common::compare("split.mlir", "emulated", 1e-5, &emu.outputs, &cpu.outputs)
                    .unwrap();
            }
        }
    }
}

/// One-element splat constants read only by `reduce` (its init) and `lt.fused` ops launch
/// nothing: those kernels have the constant's bits in their source. A constant something else
/// reads (here, the function's return) is still written. The CPU device's bits either way.
#[test]
fn scalar_constants_only_reductions_and_fused_loops_read_launch_nothing() {
    let src = r#"
"func.func"() <{function_type = (tensor<4x50xf32>) -> (tensor<4xf32>, tensor<4x50xf32>, tensor<f32>), sym_name = "main"}> ({
^bb0(%x: tensor<4x50xf32>):
  %z = "stablehlo.constant"() <{value = dense<0.5> : tensor<f32>}> : () -> tensor<f32>
  %two = "stablehlo.constant"() <{value = dense<2.0> : tensor<f32>}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%x, %z) <{dimensions = array<i64: 1>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %t = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%t) : (tensor<f32>) -> ()
  }) : (tensor<4x50xf32>, tensor<f32>) -> tensor<4xf32>
  %b = "stablehlo.broadcast_in_dim"(%two) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4x50xf32>
  %y = "stablehlo.multiply"(%x, %b) : (tensor<4x50xf32>, tensor<4x50xf32>) -> tensor<4x50xf32>
  "func.return"(%s, %y, %two) : (tensor<4xf32>, tensor<4x50xf32>, tensor<f32>) -> ()
}) : () -> ()
"#;
    let m = lowtide_ir::parse_and_verify(src, "scalars.mlir").unwrap();
    let mut planned = m.clone();
    common::plan(&mut planned, "scalars.mlir").unwrap();
    let works = lowtide_runtime::cuda::Works::for_module(&planned);
    let constants: Vec<(String, bool)> = planned
        .walk()
        .into_iter()
        .filter(|&o| planned.kind(o) == Some(OpKind::Constant))
        .map(|o| (format!("{:?}", planned.attr(o, "value")), works.skips(o)))
        .collect();
    assert!(
        constants.iter().any(|(v, s)| v.contains("0.5") && *s),
        "the reduction's init launches nothing: {constants:?}"
    );
    assert!(
        constants.iter().any(|(v, s)| v.contains('2') && !*s),
        "the returned constant is written: {constants:?}"
    );
    let inputs = common::inputs(&m);
    for (m, mode) in [(&m, Mode::Unplanned), (&planned, Mode::Planned)] {
        let cpu = run(m, "main", inputs.clone(), mode).unwrap();
        let emu = run_on(&mut EmulatedDevice::new(), m, "main", inputs.clone(), mode).unwrap();
        for (k, (a, b)) in emu.outputs.iter().zip(&cpu.outputs).enumerate() {
            assert_eq!(a.bytes, b.bytes, "{mode:?}: output {k}");
        }
    }
}

/// A device that ran one module runs another whose ops have the same ids and shapes but do
/// other things (an add, then a multiply) with the second module's kernels: each session
/// starts its own work.
#[test]
fn one_device_runs_two_modules_whose_ops_share_ids() {
    let module = |op: &str| {
        let src = format!(
            r#""func.func"() <{{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}}> ({{
^bb0(%x: tensor<8xf32>):
  %y = "stablehlo.{op}"(%x, %x) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  "func.return"(%y) : (tensor<8xf32>) -> ()
}}) : () -> ()
"#
        );
        lowtide_ir::parse_and_verify(&src, "two.mlir").unwrap()
    };
    let mut dev = EmulatedDevice::new();
    for op in ["add", "multiply"] {
        let m = module(op);
        let inputs = common::inputs(&m);
        let cpu = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
        let emu = run_on(&mut dev, &m, "main", inputs, Mode::Unplanned).unwrap();
        assert_eq!(emu.outputs[0].bytes, cpu.outputs[0].bytes, "{op}");
    }
}

/// Two kernels of one program that each keep a constant array in their source (a fused body's
/// constant that is not a splat) do not clash: each array is named after its kernel.
#[test]
fn two_fused_loops_with_constant_arrays_compile_as_one_program() {
    let fused = |name: &str, vals: &str, op: &str| {
        format!(
            r#"  %{name} = "lt.fused"(%x) ({{
  ^bb0(%a: tensor<4xf32>):
    %c = "stablehlo.constant"() <{{value = dense<[{vals}]> : tensor<4xf32>}}> : () -> tensor<4xf32>
    %r = "stablehlo.{op}"(%a, %c) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%r) : (tensor<4xf32>) -> ()
  }}) : (tensor<4xf32>) -> tensor<4xf32>
"#
        )
    };
    let src = format!(
        "\"func.func\"() <{{function_type = (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>), sym_name = \"main\"}}> ({{\n^bb0(%x: tensor<4xf32>):\n{}{}  \"func.return\"(%p, %q) : (tensor<4xf32>, tensor<4xf32>) -> ()\n}}) : () -> ()\n",
        fused("p", "1.0, 2.0, 3.0, 4.0", "add"),
        fused("q", "0.5, 0.25, 2.0, 8.0", "multiply")
    );
    let m = lowtide_ir::parse_and_verify(&src, "arrays.mlir").unwrap_or_else(|d| panic!("{d}"));
    let inputs = common::inputs(&m);
    let cpu = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
    let emu = run_on(
        &mut EmulatedDevice::new(),
        &m,
        "main",
        inputs,
        Mode::Unplanned,
    )
    .unwrap();
    for (k, (a, b)) in emu.outputs.iter().zip(&cpu.outputs).enumerate() {
        assert_eq!(a.bytes, b.bytes, "output {k}");
    }
}
