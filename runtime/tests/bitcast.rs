//! `bitcast_convert` between element widths: the narrower side's last dim holds the wider
//! elements' bytes, little-endian, planned or not; shapes the spec does not allow, and `i1`
//! (packed eight to a byte in buffers) against a wider type, are verifier errors.

use lowtide_testkit as common;

use lowtide_ir::parse_and_verify;
use lowtide_runtime::{run, HostTensor, Mode, Strategy};

/// f32[2] -> i8[2, 4] (returned) -> f32[2] (returned, times one so it is computed).
const ROUND_TRIP: &str = r#""func.func"() <{function_type = (tensor<2xf32>) -> (tensor<2x4xi8>, tensor<2xf32>), sym_name = "main"}> ({
^bb0(%x: tensor<2xf32>):
  %b = "stablehlo.bitcast_convert"(%x) : (tensor<2xf32>) -> tensor<2x4xi8>
  %f = "stablehlo.bitcast_convert"(%b) : (tensor<2x4xi8>) -> tensor<2xf32>
  %one = "stablehlo.constant"() <{value = dense<1.0> : tensor<2xf32>}> : () -> tensor<2xf32>
  %g = "stablehlo.multiply"(%f, %one) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%b, %g) : (tensor<2x4xi8>, tensor<2xf32>) -> ()
}) : () -> ()
"#;

#[test]
fn a_wider_element_is_its_bytes_little_endian_in_every_mode() {
    let m = parse_and_verify(ROUND_TRIP, "bitcast").unwrap();
    let mut planned = m.clone();
    common::plan(&mut planned, "bitcast").unwrap();
    let mut x = HostTensor::zeros(&[2], lowtide_ir::ElemType::F32);
    let bytes: Vec<u8> = [1.5f32, -2.25]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    x.bytes.copy_from_slice(&bytes);
    for (module, mode) in [
        (&m, Mode::Unplanned),
        (&planned, Mode::Planned),
        (&m, Mode::Dynamic(Strategy::NoPool)),
    ] {
        let out = run(module, "main", vec![x.clone()], mode).unwrap();
        assert_eq!(out.outputs[0].bytes, bytes, "{mode:?}: i8 view");
        assert_eq!(out.outputs[1].bytes, bytes, "{mode:?}: round trip");
    }
}
