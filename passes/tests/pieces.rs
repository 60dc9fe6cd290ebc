//! Batch pieces (`pieces.rs`): ops run a piece of the batch at a time in a counted loop, the
//! weight gradient added piece by piece (`lt.conv_accumulate`). Planned runs must give the
//! unplanned bits: every row is the same sum of the same products, and a weight gradient sums
//! its batch in chunks of 4 in order whether whole or in pieces.

use lowtide_testkit as common;

use common::inputs;
use lowtide_ir::{parse_and_verify, Module};
use lowtide_runtime::{run, Mode};

/// A convolution's backward over a batch of 16 (the lit test's step).
const STEP: &str = include_str!("../../lit_tests/pieces/pieces.mlir");

/// `m` through `pipeline`, verified after every pass.
fn apply(m: &mut Module, pipeline: &str) {
    lowtide_passes::Pipeline::parse(pipeline)
        .unwrap()
        .run(
            m,
            &lowtide_passes::Instrumentation {
                verify_each: true,
                ..Default::default()
            },
            "pieces",
            &mut std::io::sink(),
        )
        .unwrap();
}

/// The loops of pieces in `m` and the rows of each.
fn loops(m: &Module) -> Vec<u64> {
    m.ops
        .iter()
        .filter_map(|(op, _)| lowtide_ir::plan::pieces(m, op))
        .collect()
}

#[test]
fn pieces_of_the_batch_compute_the_unplanned_bits() {
    // 16 rows (4 pieces) and 12 (3).
    for batch in ["16", "12"] {
        let text = STEP.replace("16x6x6x4", &format!("{batch}x6x6x4"));
        let m = parse_and_verify(&text, "pieces.mlir").unwrap();
        let mut planned = m.clone();
        apply(
            &mut planned,
            "pieces{min-bytes=1},schedule,assign-buffers,verify-plan",
        );
        assert_eq!(loops(&planned), [4], "batch {batch}: one loop of 4 rows");
        let accumulates = planned
            .ops
            .iter()
            .filter(|(op, _)| planned.name(*op) == "lt.conv_accumulate")
            .count();
        assert_eq!(accumulates, 1, "batch {batch}");
        let ins = inputs(&m);
        let want = run(&m, "main", ins.clone(), Mode::Unplanned).unwrap();
        let got = run(&planned, "main", ins, Mode::Planned).unwrap();
        assert_eq!(got.outputs.len(), 2);
        for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
            assert_eq!(g.bytes, w.bytes, "batch {batch}: output {k}");
        }
    }
}

#[test]
fn a_batch_of_fewer_than_two_pieces_or_not_a_multiple_of_4_stays_whole() {
    for batch in ["4", "6", "10"] {
        let text = STEP.replace("16x6x6x4", &format!("{batch}x6x6x4"));
        let mut m = parse_and_verify(&text, "pieces.mlir").unwrap();
        apply(&mut m, "pieces{min-bytes=1}");
        assert!(loops(&m).is_empty(), "batch {batch}");
    }
}
