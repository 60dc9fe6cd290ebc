//! Parse + verify arbitrary bytes. Oracles: no panic; an error always has a location; a module
//! that verifies prints to text that re-parses to the same print; and the cleanup pipeline
//! keeps it valid (`--verify-each`); the planning pipeline either fails with an error or
//! produces a plan `verify-plan` accepts.
#![no_main]

use libfuzzer_sys::fuzz_target;
use lowtide_ir::{parse_and_verify, print, PrintOptions};
use lowtide_passes::{Instrumentation, Pipeline};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match parse_and_verify(&text, "fuzz.mlir") {
        Err(d) => assert!(d.pos.is_some() || !d.notes.is_empty(), "error without a location: {d}"),
        Ok(m) => {
            let once = print(&m, PrintOptions::default());
            let again = parse_and_verify(&once, "printed.mlir").expect("printed form re-parses");
            assert_eq!(print(&again, PrintOptions::default()), once, "print is stable");
            let inst = Instrumentation { verify_each: true, ..Default::default() };
            for pipeline in [
                "inline,canonicalize,cse,fuse,dce",
                "eqsat{budget=1KiB},autodiff",
                lowtide_passes::PLAN_PIPELINE,
            ] {
                let mut p = Pipeline::parse(pipeline).unwrap();
                let mut m = m.clone();
                if let Err(d) = p.run(&mut m, &inst, "fuzz.mlir", &mut std::io::sink()) {
                    assert!(!d.message.contains("produced invalid IR"), "{d}");
                    assert!(!d.message.contains("pass 'verify-plan' failed"), "{d}");
                }
            }
        }
    }
});
