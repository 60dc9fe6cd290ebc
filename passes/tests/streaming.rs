//! Streaming (`assign-buffers`): an op whose result rows each read one row of an operand that
//! dies there writes its result one block of rows below that operand and runs block by block.
//! Planned runs must give the unplanned bits (and the emulated CUDA device the same values),
//! and a plan that would overwrite rows not yet read must be refused, not run.

use lowtide_testkit as common;

use common::inputs;
use lowtide_ir::{parse_and_verify, Module};
use lowtide_runtime::{run, HostTensor, Mode};

/// A convolution over the batch of a value that dies there, at the peak of the step.
const CONV: &str = r#""func.func"() <{function_type = (tensor<8x6x6x4xf32>, tensor<3x3x4x4xf32>, tensor<144x144xf32>) -> (tensor<f32>, tensor<8x144xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<8x6x6x4xf32>, %k: tensor<3x3x4x4xf32>, %w: tensor<144x144xf32>):
  %a = "stablehlo.tanh"(%x) : (tensor<8x6x6x4xf32>) -> tensor<8x6x6x4xf32>
  %b = "stablehlo.exponential"(%x) : (tensor<8x6x6x4xf32>) -> tensor<8x6x6x4xf32>
  %c = "stablehlo.convolution"(%a, %k) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, padding = dense<1> : tensor<2x2xi64>, window_strides = array<i64: 1, 1>}> : (tensor<8x6x6x4xf32>, tensor<3x3x4x4xf32>) -> tensor<8x6x6x4xf32>
  %d = "stablehlo.multiply"(%c, %b) : (tensor<8x6x6x4xf32>, tensor<8x6x6x4xf32>) -> tensor<8x6x6x4xf32>
  %e = "stablehlo.reshape"(%d) : (tensor<8x6x6x4xf32>) -> tensor<8x144xf32>
  %f = "stablehlo.dot_general"(%e, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<8x144xf32>, tensor<144x144xf32>) -> tensor<8x144xf32>
  %s = "stablehlo.dot_general"(%f, %f) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<8x144xf32>, tensor<8x144xf32>) -> tensor<f32>
  "func.return"(%s, %f) : (tensor<f32>, tensor<8x144xf32>) -> ()
}) : () -> ()
"#;

/// A matmul over the rows of a value that dies there (41 rows: blocks of 2, the last of 1).
const MATMUL: &str = r#""func.func"() <{function_type = (tensor<41x24xf32>, tensor<24x24xf32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<41x24xf32>, %w: tensor<24x24xf32>):
  %a = "stablehlo.tanh"(%x) : (tensor<41x24xf32>) -> tensor<41x24xf32>
  %b = "stablehlo.exponential"(%x) : (tensor<41x24xf32>) -> tensor<41x24xf32>
  %f = "stablehlo.dot_general"(%a, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<41x24xf32>, tensor<24x24xf32>) -> tensor<41x24xf32>
  %g = "stablehlo.multiply"(%f, %b) : (tensor<41x24xf32>, tensor<41x24xf32>) -> tensor<41x24xf32>
  %s = "stablehlo.dot_general"(%g, %g) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>}> : (tensor<41x24xf32>, tensor<41x24xf32>) -> tensor<f32>
  "func.return"(%s) : (tensor<f32>) -> ()
}) : () -> ()
"#;

/// [`MATMUL`] with 333 rows of 4 (blocks of 11, the last of 3) and a 4x4 weight.
fn tall_matmul() -> String {
    MATMUL.replace("41x24", "333x4").replace("24x24", "4x4")
}

#[test]
fn streamed_ops_compute_the_unplanned_bits() {
    for (name, text, rows) in [("conv", CONV.to_string(), 1), ("matmul", tall_matmul(), 11)] {
        let m = parse_and_verify(&text, name).unwrap();
        let mut planned = m.clone();
        common::plan(&mut planned, name).unwrap();
        let streamed: Vec<u64> = streams(&planned);
        assert_eq!(streamed, [rows], "{name}: one op streams");
        let ins = inputs(&m);
        let want = run(&m, "main", ins.clone(), Mode::Unplanned).unwrap();
        let got = run(&planned, "main", ins.clone(), Mode::Planned).unwrap();
        for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
            assert_eq!(g.bytes, w.bytes, "{name}: output {k}");
        }
        // The CUDA device's kernels, emulated: each block is a launch of its own shape (the
        // convolution's blocks a kernel program of their own; the matmul's are GEMMs).
        let mut dev = lowtide_runtime::cuda::emulated::EmulatedDevice::new();
        let emu = lowtide_runtime::run_on(&mut dev, &planned, "main", ins, Mode::Planned).unwrap();
        common::compare(name, "emulated", 1e-5, &emu.outputs, &got.outputs).unwrap();
        if name == "conv" {
            assert!(
                dev.programs >= 2,
                "the blocks' kernels are a program of their own"
            );
        }
    }
}

#[test]
fn a_weight_larger_than_a_block_is_not_reread_block_by_block() {
    // MATMUL's blocks of two 96-byte rows would each pack its 2,304-byte weight again.
    let mut planned = parse_and_verify(MATMUL, "matmul").unwrap();
    common::plan(&mut planned, "matmul").unwrap();
    assert!(streams(&planned).is_empty());
}

/// `MATMUL` with a hand-written plan: the matmul streams over %a with its result `below`
/// bytes under it (a row is 96 bytes).
fn hand_plan(stream: i64, below: i64) -> String {
    let a = 4096;
    MATMUL
        .replace(
            r#""stablehlo.tanh"(%x)"#,
            &format!(r#""stablehlo.tanh"(%x) {{lt.offset = array<i64: {a}>}}"#),
        )
        .replace(
            r#""stablehlo.exponential"(%x)"#,
            r#""stablehlo.exponential"(%x) {lt.offset = array<i64: 8192>}"#,
        )
        .replace(
            r#"rhs_contracting_dimensions = [0]>}>"#,
            &format!(
                r#"rhs_contracting_dimensions = [0]>}}> {{lt.offset = array<i64: {}>, lt.reuse = array<i64: 0>, lt.stream = {stream} : i64}}"#,
                a - below
            ),
        )
        .replace(
            r#""stablehlo.multiply"(%f, %b)"#,
            r#""stablehlo.multiply"(%f, %b) {lt.offset = array<i64: 8192>, lt.reuse = array<i64: 1>}"#,
        )
        .replace(
            r#"rhs_contracting_dimensions = [0, 1]>}>"#,
            r#"rhs_contracting_dimensions = [0, 1]>}> {lt.offset = array<i64: -1>}"#,
        )
        .replace("}) : () -> ()", "}) {lt.arena_bytes = 12288 : i64} : () -> ()")
}

#[test]
fn a_stream_over_unread_rows_is_an_error_not_corruption() {
    let m = parse_and_verify(MATMUL, "m").unwrap();
    let want = run(&m, "main", inputs(&m), Mode::Unplanned).unwrap();
    // One block (two 96-byte rows) below: the right plan, the unplanned bits.
    let good = parse_and_verify(&hand_plan(2, 192), "good").unwrap();
    let got = run(&good, "main", inputs(&m), Mode::Planned).unwrap();
    assert_eq!(got.outputs[0].bytes, want.outputs[0].bytes);
    // One row below a two-row block: the first block would land on the second row.
    let bad = parse_and_verify(&hand_plan(2, 96), "bad").unwrap();
    let e = run(&bad, "main", inputs(&m), Mode::Planned).unwrap_err();
    assert_eq!(
        e,
        "'stablehlo.dot_general' (op 2): lt.stream 2: the result at byte 4000 overlaps rows of the operand at byte 4096 it has not read yet; run assign-buffers again"
    );
    let elementwise = hand_plan(2, 192).replace(
        "lt.reuse = array<i64: 1>}",
        "lt.reuse = array<i64: 1>, lt.stream = 2 : i64}",
    );
    let elementwise = parse_and_verify(&elementwise, "elementwise").unwrap();
    let e = run(&elementwise, "main", inputs(&m), Mode::Planned).unwrap_err();
    assert_eq!(
        e,
        "'stablehlo.multiply' (op 3) has lt.stream, but its result rows do not each read one row of its first operand: run assign-buffers again"
    );
    // Zero rows per block is malformed: the verifier refuses it as it parses.
    let d = parse_and_verify(&hand_plan(0, 192), "zero").unwrap_err();
    assert!(
        d.to_string().contains(
            "error: 'stablehlo.dot_general' op lt.stream is 0 : i64; it must be a positive number of rows"
        ),
        "{d}"
    );
}

/// The goal: resnet18's step fits in half of XLA's footprint with `jax.checkpoint` on
/// every block (`remat_kb_donate` in `xla_memory.json`), near lowtide's smallest, with every
/// exact saving below in the plan, and still computes the unplanned bits.
#[test]
fn resnet18_at_half_of_xla_s_checkpointed_footprint_computes_the_unplanned_bits() {
    let Some(dir) = common::bench_dir("xla") else {
        return;
    };
    let json = std::fs::read_to_string(dir.join("xla_memory.json")).unwrap();
    let xla: serde_json::Value = serde_json::from_str(&json).unwrap();
    let xla = xla["models"]["resnet18_cifar"]["variants"]["remat_kb_donate"]["footprint_bytes"]
        .as_u64()
        .expect("XLA's remat_kb_donate footprint");
    let text = std::fs::read_to_string(dir.join("resnet18_cifar__donate.mlir")).unwrap();
    let m = parse_and_verify(&text, "resnet18").unwrap();
    let mut planned = m.clone();
    let budget = xla / 2;
    lowtide_passes::Pipeline::parse(&lowtide_passes::budget_pipeline(budget))
        .unwrap()
        .run(
            &mut planned,
            &lowtide_passes::Instrumentation::default(),
            "resnet18",
            &mut std::io::sink(),
        )
        .unwrap();
    let streamed = streams(&planned).len();
    assert!(streamed > 0, "no op streams at {budget} bytes");
    // Batch pieces (`pieces.rs`): a loop over pieces of 4 rows, where some of the ops below
    // run.
    let ops = planned.walk();
    let pieces = ops
        .iter()
        .filter_map(|&op| lowtide_ir::plan::pieces(&planned, op))
        .collect::<Vec<_>>();
    assert!(pieces.contains(&4), "no loop of pieces at {budget} bytes");
    // Recomputed convolutions (`lt.remat`) inside loops of pieces: the forward pass again, a
    // piece at a time (without a stored value computed again there, `remat.rs`'s
    // `recomputed_in_pieces`, this budget is not met at all).
    let in_loop = |op| {
        planned.ops[op]
            .parent
            .and_then(|b| planned.blocks[b].parent)
            .and_then(|r| planned.regions[r].parent)
            .is_some_and(|w| lowtide_ir::plan::pieces(&planned, w).is_some())
    };
    let sunk = ops.iter().any(|&op| {
        lowtide_ir::plan::has(&planned, op, lowtide_ir::plan::Mark::Remat)
            && planned.kind(op) == Some(lowtide_ir::OpKind::Convolution)
            && in_loop(op)
    });
    assert!(sunk, "no recomputed convolution in a loop of pieces");
    // Early masks (`mask.rs`): a fused loop of one operand computing an `i1` comparison.
    let masks = ops
        .iter()
        .filter(|&&op| {
            planned.kind(op) == Some(lowtide_ir::OpKind::LtFused)
                && planned.ops[op].operands.len() == 1
                && planned
                    .ty(planned.ops[op].results[0])
                    .to_string()
                    .ends_with("xi1>")
        })
        .count();
    assert!(masks > 0, "no early mask at {budget} bytes");
    // Convolutions computed inside their readers (`epilogue.rs`): weight gradients in their
    // updates (blocks of spatial rows), and at this budget an input gradient (blocks of
    // batch rows).
    let fused: Vec<bool> = ops
        .iter()
        .filter_map(|&op| lowtide_ir::ops::fused_contraction(&planned, op))
        .map(|c| {
            lowtide_ir::ops::contraction_blocks(&planned, c)
                .unwrap()
                .batch
        })
        .collect();
    assert!(
        fused.contains(&false),
        "no fused weight gradient at {budget} bytes"
    );
    assert!(
        fused.contains(&true),
        "no fused batch-led convolution at {budget} bytes"
    );
    let ins = inputs(&m);
    let want = run(&m, "main", ins.clone(), Mode::Unplanned).unwrap();
    let got = run(&planned, "main", ins, Mode::Planned).unwrap();
    assert!(got.device_peak_bytes <= budget);
    for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
        assert_eq!(g.bytes, w.bytes, "output {k}");
    }
}

#[test]
fn a_stream_of_i1_rows_is_an_error() {
    // Buffers pack i1 eight to a byte, so a block of i1 rows need not start on a byte.
    let text = r#""func.func"() <{function_type = (tensor<16x3xi1>, tensor<3x3xi1>) -> tensor<i1>, sym_name = "main"}> ({
^bb0(%x: tensor<16x3xi1>, %w: tensor<3x3xi1>):
  %n = "stablehlo.not"(%x) {lt.offset = array<i64: 64>} : (tensor<16x3xi1>) -> tensor<16x3xi1>
  %f = "stablehlo.dot_general"(%n, %w) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> {lt.offset = array<i64: 0>, lt.reuse = array<i64: 0>, lt.stream = 2 : i64} : (tensor<16x3xi1>, tensor<3x3xi1>) -> tensor<16x3xi1>
  %c = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
  %s = "stablehlo.reduce"(%f, %c) <{dimensions = array<i64: 0, 1>}> ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %o = "stablehlo.or"(%a, %b) : (tensor<i1>, tensor<i1>) -> tensor<i1>
    "stablehlo.return"(%o) : (tensor<i1>) -> ()
  }) {lt.offset = array<i64: -1>} : (tensor<16x3xi1>, tensor<i1>) -> tensor<i1>
  "func.return"(%s) : (tensor<i1>) -> ()
}) {lt.arena_bytes = 128 : i64} : () -> ()
"#;
    let m = parse_and_verify(text, "i1").unwrap();
    let bits = |dims: &[u64]| {
        let mut t = HostTensor::zeros(dims, lowtide_ir::ElemType::Int(1));
        for (i, b) in t.bytes.iter_mut().enumerate() {
            *b = (i % 3 == 1) as u8;
        }
        t
    };
    let ins = vec![bits(&[16, 3]), bits(&[3, 3])];
    let e = run(&m, "main", ins.clone(), Mode::Planned).unwrap_err();
    assert_eq!(
        e,
        "'stablehlo.dot_general' (op 1) has lt.stream, but it streams i1 rows, which need not start on a byte (buffers pack i1 eight to a byte): run assign-buffers again"
    );
    // Unplanned, the same step runs: some row of (not x) · w has a true element.
    let out = run(&m, "main", ins, Mode::Unplanned).unwrap();
    assert_eq!(out.outputs[0].bytes, [1]);
}

/// The rows per block of every streamed op of `m`'s `main` (`lt.stream`, read through the
/// plan's reader).
fn streams(m: &Module) -> Vec<u64> {
    let f = m.function("main").unwrap();
    lowtide_ir::plan::FunctionPlan::read(m, f)
        .unwrap()
        .unwrap()
        .ops
        .iter()
        .filter_map(|p| p.stream)
        .collect()
}
