//! A session runs many steps over buffers made once. With donated parameters, executing twice
//! without re-uploading is two SGD steps — whether the plan writes an update over its parameter
//! or the session copies it back because the schedule made that impossible. It must equal two
//! separate unplanned runs where the second takes the first's updated parameters.

use lowtide_testkit as common;

use lowtide_ir::parse_and_verify;
use lowtide_passes::{Instrumentation, Pipeline, PLAN_PIPELINE};
use lowtide_runtime::{io, run, CpuDevice, Mode, Session};

#[test]
fn two_executes_of_a_donated_step_are_two_training_steps() {
    let Some(dir) = common::bench_dir("xla/numerics") else {
        return;
    };
    let text = std::fs::read_to_string(dir.join("gpt_tiny_donate.mlir")).unwrap();
    let mut m = parse_and_verify(&text, "gpt_tiny_donate").unwrap();
    let all = io::read(&std::fs::read(dir.join("gpt_tiny_donate.safetensors")).unwrap()).unwrap();
    let f = m.function("main").unwrap();
    let nargs = m.blocks[m.entry_block(f).unwrap()].args.len();
    let inputs = io::numbered(&all, "input", nargs).unwrap();
    // Which result each argument donates to.
    let donated: Vec<(usize, usize)> = m
        .donations(f)
        .into_iter()
        .enumerate()
        .filter_map(|(a, r)| r.map(|r| (a, r)))
        .collect();
    assert!(!donated.is_empty());
    // Reference: two unplanned runs, the second on the first's updated parameters.
    let first = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
    let mut second_inputs = inputs.clone();
    for &(a, r) in &donated {
        second_inputs[a] = first.outputs[r].clone();
    }
    let second = run(&m, "main", second_inputs, Mode::Unplanned).unwrap();
    // Planned session: upload once, execute twice.
    let mut p = Pipeline::parse(PLAN_PIPELINE).unwrap();
    p.run(
        &mut m,
        &Instrumentation::default(),
        "gpt",
        &mut std::io::sink(),
    )
    .unwrap();
    let mut dev = CpuDevice::new();
    let mut s = Session::new(&mut dev, &m, "main", Mode::Planned).unwrap();
    for (i, t) in inputs.iter().enumerate() {
        s.set_input(i, t).unwrap();
    }
    s.execute().unwrap();
    let after_one = s.outputs().unwrap();
    s.execute().unwrap();
    let after_two = s.outputs().unwrap();
    for (k, (g, w)) in after_one.iter().zip(&first.outputs).enumerate() {
        assert_eq!(g.bytes, w.bytes, "step 1, output {k}");
    }
    for (k, (g, w)) in after_two.iter().zip(&second.outputs).enumerate() {
        assert_eq!(g.bytes, w.bytes, "step 2, output {k}");
    }
    assert_ne!(
        after_one.last().unwrap().bytes,
        after_two.last().unwrap().bytes,
        "the loss should change between steps"
    );
}

#[test]
fn a_module_that_does_not_verify_is_an_error_not_a_panic() {
    // Built in code, so never verified: a gather whose dimension numbers name dim 5 of a rank-2
    // operand. The session verifies before any kernel runs.
    let src = r#""func.func"() <{function_type = (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<2x3xf32>, %i: tensor<2x1xi32>):
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [5], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2x1xf32>
  "func.return"(%g) : (tensor<2x1xf32>) -> ()
}) : () -> ()
"#;
    let m = lowtide_ir::parse(src, "g.mlir").unwrap();
    let inputs = vec![
        lowtide_runtime::HostTensor::zeros(&[2, 3], lowtide_ir::ElemType::F32),
        lowtide_runtime::HostTensor::zeros(&[2, 1], lowtide_ir::ElemType::Int(32)),
    ];
    let e = run(&m, "main", inputs, Mode::Unplanned).unwrap_err();
    assert!(
        e.contains("'stablehlo.gather' op start_index_map entry 5 is out of range for rank 2"),
        "{e}"
    );
}

#[test]
fn a_hand_written_output_home_that_does_not_fit_is_an_error() {
    // Planned sessions take the plan as given (verify-plan is the check), but an lt.output that
    // names no result, or an output too small for the value, is refused before anything runs.
    let plan = |out: i64, ty: &str| {
        format!(
            r#""func.func"() <{{function_type = ({ty}) -> tensor<4xf32>, sym_name = "main"}}> ({{
^bb0(%x: {ty}):
  %a = "stablehlo.tanh"(%x) {{lt.offset = array<i64: -1>, lt.output = array<i64: {out}>}} : ({ty}) -> {ty}
  %c = "stablehlo.slice"(%a) <{{start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>}}> {{lt.offset = array<i64: -1>}} : ({ty}) -> tensor<4xf32>
  "func.return"(%c) : (tensor<4xf32>) -> ()
}}) {{lt.arena_bytes = 0 : i64}} : () -> ()
"#
        )
    };
    // Malformed (an output that does not exist): the verifier refuses it as it parses.
    let d = parse_and_verify(&plan(2, "tensor<4xf32>"), "p.mlir").unwrap_err();
    assert_eq!(
        d.to_string(),
        "p.mlir:3:3: error: 'stablehlo.tanh' op lt.output entry 2 is not -1 or a result index (0 to 0)"
    );
    // Well formed but wrong (a value larger than the output it lives in): the session does.
    let m = parse_and_verify(&plan(0, "tensor<8xf32>"), "p.mlir").unwrap();
    let mut dev = CpuDevice::new();
    let e = Session::new(&mut dev, &m, "main", Mode::Planned)
        .err()
        .unwrap();
    assert!(
        e.contains(
            "'stablehlo.tanh' (op 0) has lt.output 0, but its result does not fit in that output at offset 0"
        ),
        "{e}"
    );
}
