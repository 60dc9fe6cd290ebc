//! Snapshot of the cleanup pipeline on a small training-step fragment.

use lowtide_ir::{parse_and_verify, print, PrintOptions};
use lowtide_passes::{Instrumentation, Pipeline};

#[test]
fn cleanup_pipeline_output() {
    let src = r#""builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "scale", sym_visibility = "private"}> ({
  ^bb0(%v: tensor<8xf32>):
    %h = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %two = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %one = "stablehlo.multiply"(%h, %two) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %b = "stablehlo.broadcast_in_dim"(%one) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %r = "stablehlo.multiply"(%v, %b) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%r) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xf32>) -> tensor<8xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<8xf32>):
    %0 = "func.call"(%x) <{callee = @scale}> : (tensor<8xf32>) -> tensor<8xf32>
    %1 = "func.call"(%x) <{callee = @scale}> : (tensor<8xf32>) -> tensor<8xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<8xf32>) -> tensor<8xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %4 = "stablehlo.exponential"(%3) : (tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%3) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()
"#;
    let mut m = parse_and_verify(src, "step.mlir").unwrap();
    let mut p = Pipeline::parse("inline,canonicalize,cse,dce").unwrap();
    let inst = Instrumentation {
        verify_each: true,
        ..Default::default()
    };
    let records = p
        .run(&mut m, &inst, "step.mlir", &mut std::io::sink())
        .unwrap();
    let stats: Vec<String> = records
        .iter()
        .map(|r| format!("{}: {:?}", r.name, r.outcome.stats))
        .collect();
    insta::assert_snapshot!(format!(
        "{}\n{}",
        stats.join("\n"),
        print(&m, PrintOptions::default())
    ));
}

/// The zoo's MLP training step (two dense layers, SGD), as `lowtide zoo mlp --batch 2
/// --widths 4,8,3` prints it.
#[test]
fn zoo_mlp_training_step() {
    let o = lowtide_passes::frontend::zoo::ZooOptions {
        batch: 2,
        widths: vec![4, 8, 3],
        ..Default::default()
    };
    let m = lowtide_passes::frontend::zoo::build("mlp", &o).unwrap();
    insta::assert_snapshot!(print(&m, PrintOptions::default()));
}

/// A one-block GPT-2 training step at tiny sizes (`lowtide zoo gpt2 --batch 1 --seq 2
/// --layers 1 --width 4 --heads 2 --vocab 5`).
#[test]
fn zoo_gpt2_one_block_training_step() {
    let o = lowtide_passes::frontend::zoo::ZooOptions {
        batch: 1,
        seq: Some(2),
        layers: Some(1),
        width: Some(4),
        heads: Some(2),
        vocab: Some(5),
        ..Default::default()
    };
    let m = lowtide_passes::frontend::zoo::build("gpt2", &o).unwrap();
    insta::assert_snapshot!(print(&m, PrintOptions::default()));
}

/// A one-block ResNet training step at tiny sizes, with batch norm's running statistics as
/// state (`lowtide zoo resnet18 --batch 2 --image 8 --channels 2 --classes 3 --layers 1
/// --optimizer momentum`).
#[test]
fn zoo_resnet_one_block_training_step() {
    let o = lowtide_passes::frontend::zoo::ZooOptions {
        batch: 2,
        image: Some(8),
        channels: Some(2),
        classes: Some(3),
        layers: Some(1),
        optimizer: lowtide_passes::autodiff::Optimizer::named("momentum").unwrap(),
        ..Default::default()
    };
    let m = lowtide_passes::frontend::zoo::build("resnet18", &o).unwrap();
    insta::assert_snapshot!(print(&m, PrintOptions::default()));
}
