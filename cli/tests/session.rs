//! A session runs many steps over buffers made once. With donated parameters, executing twice
//! without re-uploading is two SGD steps — whether the plan writes an update over its parameter
//! or the session copies it back because the schedule made that impossible. It must equal two
//! separate unplanned runs where the second takes the first's updated parameters.

mod common;

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
