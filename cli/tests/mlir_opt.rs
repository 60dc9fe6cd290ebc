//! Upstream MLIR accepts what lowtide prints, losslessly: for every bench file,
//! `mlir-opt --allow-unregistered-dialect -mlir-print-op-generic` prints the same text for
//! lowtide's output as for the original; and it parses lowtide's output after the default
//! cleanup pipeline. Skips with a printed reason when `mlir-opt` or `../shared/bench` is absent.

use lowtide_testkit as common;

use std::path::{Path, PathBuf};

fn mlir_opt() -> Option<PathBuf> {
    common::mlir_tool("mlir-opt")
}

fn run(cmd: &Path, args: &[&str], stdin: &str) -> Result<String, String> {
    common::pipe(cmd, args, stdin)
}

fn inputs() -> Vec<(String, String)> {
    let mut out = Vec::new();
    if let Some(bench) = common::bench_dir("xla") {
        for dir in [bench.clone(), bench.join("numerics")] {
            for f in common::files_with_ext(&dir, "mlir") {
                out.push((
                    f.display().to_string(),
                    std::fs::read_to_string(&f).unwrap(),
                ));
            }
        }
    } else {
        eprintln!("checking the lit inputs only");
    }
    let lit = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../lit_tests");
    for sub in [
        "cse/cse.mlir",
        "inline/inline.mlir",
        "canonicalize/canonicalize.mlir",
    ] {
        let text = std::fs::read_to_string(lit.join(sub)).unwrap();
        for (i, chunk) in text.split("// -----\n").enumerate() {
            out.push((format!("{sub}#{i}"), chunk.to_string()));
        }
    }
    out
}

#[test]
fn mlir_opt_reads_lowtide_output_losslessly() {
    let Some(mlir) = mlir_opt() else {
        eprintln!("SKIP: mlir-opt not found (apt-get install mlir-22-tools, or set MLIR_OPT=/path/to/mlir-opt)");
        return;
    };
    let lowtide = Path::new(env!("CARGO_BIN_EXE_lowtide-opt"));
    let generic = ["--allow-unregistered-dialect", "-mlir-print-op-generic"];
    let mut checked = 0;
    for (name, text) in inputs() {
        let ours = run(lowtide, &["-", "--mlir-print-op-generic"], &text)
            .unwrap_or_else(|e| panic!("lowtide-opt failed on {name}: {e}"));
        let want = run(&mlir, &generic, &text)
            .unwrap_or_else(|e| panic!("mlir-opt rejects the original {name}: {e}"));
        let got = run(&mlir, &generic, &ours)
            .unwrap_or_else(|e| panic!("mlir-opt rejects lowtide's print of {name}: {e}"));
        assert!(
            want == got,
            "{name}: mlir-opt prints lowtide's output differently from the original"
        );
        let cleaned = run(
            lowtide,
            &[
                "-",
                "--mlir-print-op-generic",
                "--pass-pipeline=inline,canonicalize,cse,dce",
            ],
            &text,
        )
        .unwrap();
        run(&mlir, &generic, &cleaned)
            .unwrap_or_else(|e| panic!("mlir-opt rejects {name} after the pipeline: {e}"));
        checked += 1;
    }
    eprintln!("mlir-opt agreed on {checked} inputs");
    assert!(checked > 0);
}

/// Steps as JAX prints them (`ir/tests/pretty/`): lowtide reads jaxlib's custom-form text and
/// prints it in the generic form; upstream `mlir-opt` reads that as the same module as
/// jaxlib's own generic text of it.
#[test]
fn mlir_opt_reads_lowtide_generic_print_of_the_custom_form() {
    let Some(mlir) = mlir_opt() else {
        eprintln!("SKIP: mlir-opt not found (apt-get install mlir-22-tools, or set MLIR_OPT=/path/to/mlir-opt)");
        return;
    };
    let lowtide = Path::new(env!("CARGO_BIN_EXE_lowtide-opt"));
    let generic = ["--allow-unregistered-dialect", "-mlir-print-op-generic"];
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ir/tests/pretty");
    let mut checked = 0;
    for f in common::files_with_ext(&dir, "mlir") {
        let name = f.display().to_string();
        let Some(twin) = name.strip_suffix(".pretty.mlir") else {
            continue;
        };
        let Ok(jaxlib_generic) = std::fs::read_to_string(format!("{twin}.generic.mlir")) else {
            continue;
        };
        let pretty = std::fs::read_to_string(&f).unwrap();
        let ours = run(lowtide, &["-", "--mlir-print-op-generic"], &pretty)
            .unwrap_or_else(|e| panic!("lowtide-opt failed on {name}: {e}"));
        let want = run(&mlir, &generic, &jaxlib_generic)
            .unwrap_or_else(|e| panic!("mlir-opt rejects jaxlib's generic text of {name}: {e}"));
        let got = run(&mlir, &generic, &ours)
            .unwrap_or_else(|e| panic!("mlir-opt rejects lowtide's print of {name}: {e}"));
        assert!(
            want == got,
            "{name}: mlir-opt reads lowtide's print as another module"
        );
        checked += 1;
    }
    eprintln!("mlir-opt agreed on {checked} steps read from the custom form");
    assert!(
        checked >= 12,
        "expected the 12 exported steps, found {checked}"
    );
}
