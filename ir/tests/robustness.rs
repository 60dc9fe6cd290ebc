//! Mutated inputs never panic: truncations, byte flips and token swaps of real training steps
//! either parse and verify (and then print and re-parse) or give an error with a location.

use lowtide_ir::{parse_and_verify, print, PrintOptions};
use proptest::prelude::*;
use std::path::PathBuf;

/// A small module used when `../shared/bench` is absent, so the property still runs.
const SAMPLE: &str = r#""builtin.module"() <{sym_name = "m"}> ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<8xf32>) -> (tensor<4xf32>, tensor<f32>), sym_name = "main"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<8xf32>):
    %0 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 1>}> : (tensor<8xf32>) -> tensor<4x8xf32>
    %2 = "stablehlo.multiply"(%arg0, %1) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %3 = "stablehlo.reduce"(%2, %0) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %4 = "stablehlo.maximum"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%4) : (tensor<f32>) -> ()
    }) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4xf32>
    %6 = "stablehlo.compare"(%3, %5) <{comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %7 = "stablehlo.select"(%6, %3, %5) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%7, %0) : (tensor<4xf32>, tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()
"#;

fn corpus() -> Vec<String> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/xla/numerics");
    let mut v = vec![SAMPLE.to_string()];
    match std::fs::read_dir(&dir) {
        Ok(rd) => {
            let mut files: Vec<_> = rd
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
                .collect();
            files.sort();
            v.extend(files.iter().map(|p| std::fs::read_to_string(p).unwrap()));
        }
        Err(_) => eprintln!("NOTE: ../shared/bench absent; mutating the built-in sample only"),
    }
    v
}

#[derive(Debug, Clone)]
enum Mutation {
    Truncate(usize),
    Flip(usize, u8),
    SwapTokens(usize, usize),
    Delete(usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Truncate),
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Flip(i, b)),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::SwapTokens(a, b)),
        (any::<usize>(), 1usize..40).prop_map(|(a, n)| Mutation::Delete(a, n)),
    ]
}

fn apply(src: &str, m: &Mutation) -> Vec<u8> {
    let mut b = src.as_bytes().to_vec();
    match *m {
        Mutation::Truncate(i) => b.truncate(i % (b.len() + 1)),
        Mutation::Flip(i, x) => {
            let i = i % b.len();
            b[i] = x;
        }
        Mutation::Delete(i, n) => {
            let i = i % b.len();
            b.drain(i..(i + n).min(b.len()));
        }
        Mutation::SwapTokens(x, y) => {
            let toks: Vec<&str> = src.split(' ').collect();
            let (i, j) = (x % toks.len(), y % toks.len());
            let mut t = toks.clone();
            t.swap(i, j);
            b = t.join(" ").into_bytes();
        }
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig { cases: std::env::var("LT_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(400), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn mutated_inputs_never_panic(which in any::<usize>(), m in mutation()) {
        let files = corpus();
        let src = &files[which % files.len()];
        let bytes = apply(src, &m);
        let text = String::from_utf8_lossy(&bytes);
        match parse_and_verify(&text, "mutated.mlir") {
            Ok(module) => {
                let printed = print(&module, PrintOptions::default());
                prop_assert!(parse_and_verify(&printed, "printed.mlir").is_ok(), "printed form of a valid mutation must re-parse");
            }
            Err(d) => {
                prop_assert!(d.pos.is_some() || !d.notes.is_empty(), "error without a location: {}", d);
                let rendered = d.render(Some(&text));
                prop_assert!(rendered.starts_with("mutated.mlir:"), "{}", rendered);
            }
        }
    }
}

#[test]
fn every_prefix_of_the_sample_is_handled() {
    for i in 0..SAMPLE.len() {
        if !SAMPLE.is_char_boundary(i) {
            continue;
        }
        let _ = parse_and_verify(&SAMPLE[..i], "prefix.mlir");
    }
    parse_and_verify(SAMPLE, "sample.mlir").unwrap();
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let deep = "[".repeat(100_000);
    let src = format!("\"a.b\"() {{x = {deep}}} : () -> ()");
    let e = parse_and_verify(&src, "deep.mlir").unwrap_err();
    assert!(e.message.contains("nesting deeper than"), "{}", e.message);
}

#[test]
fn escaped_characters_in_op_names_print_escaped() {
    // Found by the mutation test: `\n` inside an op name used to print as a raw newline.
    let src = "\"my.a\\nb\"() : () -> ()\n";
    let m = parse_and_verify(src, "esc.mlir").unwrap();
    let printed = print(&m, PrintOptions::default());
    assert_eq!(printed, src);
    parse_and_verify(&printed, "again.mlir").unwrap();
}
