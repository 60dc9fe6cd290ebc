//! One jitted function per JAX primitive family (`scripts/jax_prims.py` exported them into
//! `tests/jax_prims/` with their inputs and JAX's outputs): cumulative ops, sorts, gathers and
//! scatters in their modes, grouped and dilated convolutions, padded and dilated windows,
//! integer arithmetic and saturating conversions, special functions, loops and branches. Each
//! runs unplanned and planned and must match JAX (1e-4 relative or 1e-5 absolute, NaN where
//! JAX has NaN) and planned must equal unplanned byte for byte.

use lowtide_testkit as common;

use lowtide_ir::parse_and_verify;
use lowtide_runtime::{io, run, Mode};

#[test]
fn every_primitive_matches_jax_unplanned_and_planned() {
    let dir = common::data("jax_prims");
    let files = common::files_with_ext(&dir, "mlir");
    assert!(
        files.len() >= 60,
        "expected the exported cases in {}",
        dir.display()
    );
    let mut failures = Vec::new();
    for f in &files {
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(f).unwrap();
        let all = io::read(&std::fs::read(f.with_extension("safetensors")).unwrap()).unwrap();
        let inputs = io::numbered(&all, "input", 3).unwrap();
        let nout = all.iter().filter(|(n, _)| n.starts_with("output.")).count();
        let want = io::numbered(&all, "output", nout).unwrap();
        let mut m = parse_and_verify(&text, &name).unwrap();
        let un = match run(&m, "main", inputs.clone(), Mode::Unplanned) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("{name} (unplanned): {e}"));
                continue;
            }
        };
        if let Err(e) = common::compare(&name, "unplanned", 1e-4, &un.outputs, &want) {
            failures.push(e);
            continue;
        }
        let planned = common::plan(&mut m, &name);
        if let Err(e) = planned {
            failures.push(format!("{name} (planning): {e}"));
            continue;
        }
        match run(&m, "main", inputs, Mode::Planned) {
            Ok(p) => {
                for (k, (a, b)) in p.outputs.iter().zip(&un.outputs).enumerate() {
                    if a.bytes != b.bytes {
                        failures.push(format!("{name}: output {k} planned differs from unplanned"));
                    }
                }
            }
            Err(e) => failures.push(format!("{name} (planned): {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
