//! The unseen set (`scripts/unseen_steps.py DIR`, JAX steps of architectures the bench does
//! not have) runs planned to the unplanned bits, every step. The set is written by JAX, which
//! CI does not install: the test runs where `LOWTIDE_UNSEEN` names the folder, and says it
//! skipped otherwise.

use lowtide_testkit as common;

use lowtide_runtime::{run, Mode};

#[test]
fn unseen_steps_run_planned_to_the_unplanned_bits() {
    let Some(dir) = std::env::var_os("LOWTIDE_UNSEEN") else {
        eprintln!("SKIP: LOWTIDE_UNSEEN is not set (run scripts/unseen_steps.py DIR, then LOWTIDE_UNSEEN=DIR)");
        return;
    };
    let files = common::files_with_ext(std::path::Path::new(&dir), "mlir");
    assert!(!files.is_empty(), "no .mlir in {dir:?}");
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        let plain = lowtide_ir::parse_and_verify(&text, &name).unwrap();
        let want = run(&plain, "main", common::inputs(&plain), Mode::Unplanned).unwrap();
        let mut m = plain.clone();
        common::plan(&mut m, &name).unwrap();
        let got = run(&m, "main", common::inputs(&plain), Mode::Planned).unwrap();
        for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
            assert!(
                g.bytes == w.bytes,
                "{name}: output {k} differs from the unplanned run"
            );
        }
        eprintln!("{name}: {} outputs, the unplanned bits", want.outputs.len());
    }
}
