//! Buffers pack `i1` eight to a byte (`ElemType::storage_bytes`), so every kernel that moves
//! `i1` elements moves bits. Oracle: the same data-movement step over `i8` holding 0 and 1,
//! one byte an element, must give the same values, unplanned, planned (one arena, values
//! packed side by side at 1-byte alignment) and dynamic.

use lowtide_ir::{parse_and_verify, ElemType};
use lowtide_passes::{Instrumentation, Pipeline};
use lowtide_runtime::{run, HostTensor, Mode, Strategy};

/// Transpose, strided slice, concatenate, pad, reverse, broadcast, dynamic slice and update,
/// reshape, and a `while` loop carrying a tensor it rotates, over odd sizes (35 elements: four
/// bytes and three bits), element type `E`.
const STEP: &str = r#""func.func"() <{function_type = (tensor<5x7xE>, tensor<3x7xE>, tensor<i32>) -> (tensor<7x5xE>, tensor<5x3xE>, tensor<8x7xE>, tensor<7x9xE>, tensor<2x5x7xE>, tensor<2x4xE>, tensor<35xE>, tensor<5x7xE>), sym_name = "main"}> ({
^bb0(%x: tensor<5x7xE>, %y: tensor<3x7xE>, %i: tensor<i32>):
  %t = "stablehlo.transpose"(%x) <{permutation = array<i64: 1, 0>}> : (tensor<5x7xE>) -> tensor<7x5xE>
  %s = "stablehlo.slice"(%x) <{limit_indices = array<i64: 5, 7>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<5x7xE>) -> tensor<5x3xE>
  %c = "stablehlo.concatenate"(%x, %y) <{dimension = 0 : i64}> : (tensor<5x7xE>, tensor<3x7xE>) -> tensor<8x7xE>
  %one = "stablehlo.constant"() <{value = dense<ONE> : tensor<E>}> : () -> tensor<E>
  %p = "stablehlo.pad"(%t, %one) <{edge_padding_high = array<i64: 0, 3>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 0>}> : (tensor<7x5xE>, tensor<E>) -> tensor<7x9xE>
  %r = "stablehlo.reverse"(%x) <{dimensions = array<i64: 1>}> : (tensor<5x7xE>) -> tensor<5x7xE>
  %b = "stablehlo.broadcast_in_dim"(%r) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<5x7xE>) -> tensor<2x5x7xE>
  %k = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
  %d = "stablehlo.dynamic_slice"(%c, %i, %k) <{slice_sizes = array<i64: 2, 4>}> : (tensor<8x7xE>, tensor<i32>, tensor<i32>) -> tensor<2x4xE>
  %u = "stablehlo.dynamic_update_slice"(%y, %d, %k, %i) : (tensor<3x7xE>, tensor<2x4xE>, tensor<i32>, tensor<i32>) -> tensor<3x7xE>
  %v = "stablehlo.concatenate"(%u, %r) <{dimension = 0 : i64}> : (tensor<3x7xE>, tensor<5x7xE>) -> tensor<8x7xE>
  %w = "stablehlo.slice"(%v) <{limit_indices = array<i64: 5, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x7xE>) -> tensor<5x7xE>
  %f = "stablehlo.reshape"(%w) : (tensor<5x7xE>) -> tensor<35xE>
  %z = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %l:2 = "stablehlo.while"(%z, %x) ({
  ^bb0(%n: tensor<i32>, %a: tensor<5x7xE>):
    %three = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %go = "stablehlo.compare"(%n, %three) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%go) : (tensor<i1>) -> ()
  }, {
  ^bb0(%n: tensor<i32>, %a: tensor<5x7xE>):
    %n1 = "stablehlo.add"(%n, %k) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %top = "stablehlo.slice"(%a) <{limit_indices = array<i64: 1, 7>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xE>) -> tensor<1x7xE>
    %rest = "stablehlo.slice"(%a) <{limit_indices = array<i64: 5, 7>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<5x7xE>) -> tensor<4x7xE>
    %rot = "stablehlo.concatenate"(%rest, %top) <{dimension = 0 : i64}> : (tensor<4x7xE>, tensor<1x7xE>) -> tensor<5x7xE>
    %rev = "stablehlo.reverse"(%rot) <{dimensions = array<i64: 1>}> : (tensor<5x7xE>) -> tensor<5x7xE>
    "stablehlo.return"(%n1, %rev) : (tensor<i32>, tensor<5x7xE>) -> ()
  }) : (tensor<i32>, tensor<5x7xE>) -> (tensor<i32>, tensor<5x7xE>)
  "func.return"(%t, %s, %c, %p, %b, %d, %f, %l#1) : (tensor<7x5xE>, tensor<5x3xE>, tensor<8x7xE>, tensor<7x9xE>, tensor<2x5x7xE>, tensor<2x4xE>, tensor<35xE>, tensor<5x7xE>) -> ()
}) : () -> ()
"#;

fn inputs(elem: ElemType) -> Vec<HostTensor> {
    let bits = |dims: &[u64], seed: usize| {
        let mut t = HostTensor::zeros(dims, elem);
        for (i, b) in t.bytes.iter_mut().enumerate() {
            *b = ((i * 7 + seed) % 5 < 2) as u8;
        }
        t
    };
    let mut i = HostTensor::zeros(&[], ElemType::Int(32));
    i.bytes.copy_from_slice(&2i32.to_le_bytes());
    vec![bits(&[5, 7], 1), bits(&[3, 7], 3), i]
}

fn outputs(elem: ElemType, ty: &str, one: &str, mode: &str) -> Vec<Vec<u8>> {
    let text = STEP
        .replace("xE>", &format!("x{ty}>"))
        .replace("<E>", &format!("<{ty}>"));
    let mut m = parse_and_verify(&text.replace("ONE", one), ty).unwrap();
    let mode = match mode {
        "unplanned" => Mode::Unplanned,
        "dynamic" => Mode::Dynamic(Strategy::ALL[0]),
        _ => {
            Pipeline::parse("canonicalize,schedule,assign-buffers{alignment=1},verify-plan")
                .unwrap()
                .run(
                    &mut m,
                    &Instrumentation::default(),
                    ty,
                    &mut std::io::sink(),
                )
                .unwrap();
            Mode::Planned
        }
    };
    let got = run(&m, "main", inputs(elem), mode).unwrap();
    got.outputs.into_iter().map(|t| t.bytes).collect()
}

#[test]
fn i1_moves_as_i8_does() {
    let want = outputs(ElemType::Int(8), "i8", "1", "unplanned");
    assert!(
        want.iter().flatten().any(|&b| b == 1) && want.iter().flatten().any(|&b| b == 0),
        "the step should move both values"
    );
    for mode in ["unplanned", "planned", "dynamic"] {
        let got = outputs(ElemType::Int(1), "i1", "true", mode);
        assert_eq!(got, want, "{mode}");
    }
}
