//! `examples/plan.c`, compiled with the C compiler (`$CC`, else `cc`) against
//! `include/lowtide.h` and this crate's shared library, plans a step, fits it to a budget, and
//! reports errors as lowtide writes them.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The folder holding this crate's shared library: `target/<profile>/deps`, where `cargo test`
/// builds it beside this test, else `target/<profile>`, where `cargo build` puts it.
fn library_dir() -> PathBuf {
    let exe = std::env::current_exe().unwrap();
    let deps = exe.parent().unwrap().to_path_buf();
    let lib = |d: &Path| d.join("liblowtide_capi.so").is_file();
    if lib(&deps) {
        return deps;
    }
    let profile = deps.parent().unwrap().to_path_buf();
    assert!(
        lib(&profile),
        "no liblowtide_capi.so in {} or {}",
        deps.display(),
        profile.display()
    );
    profile
}

fn example() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lowtide-plan-example");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let status = Command::new(&cc)
        .arg("-I")
        .arg(dir.join("include"))
        .arg(dir.join("examples/plan.c"))
        .arg("-L")
        .arg(library_dir())
        .args(["-llowtide_capi", "-o"])
        .arg(&out)
        .status()
        .unwrap_or_else(|e| panic!("the C example needs a C compiler (`{cc}`): {e}"));
    assert!(status.success(), "{cc} could not build examples/plan.c");
    out
}

fn run(exe: &Path, args: &[&str]) -> (i32, String, String) {
    let o = Command::new(exe)
        .args(args)
        .env("LD_LIBRARY_PATH", library_dir())
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn the_c_example_plans_fits_and_reports_errors() {
    let exe = example();
    let step = Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples/jax_mlp_adam_step.mlir");
    let step = step.to_str().unwrap();
    let (code, out, err) = run(&exe, &[step]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(&format!("lowtide {}\n", env!("CARGO_PKG_VERSION"))),
        "{out}"
    );
    let json: &str = out.split_once('\n').unwrap().1;
    let footprint = json
        .split("\"footprint_bytes\": ")
        .nth(1)
        .and_then(|t| t.split(',').next())
        .and_then(|t| t.parse::<u64>().ok())
        .unwrap_or_else(|| panic!("{json}"));
    // One byte under the plan: a plan under that budget, or the smallest that works.
    let (code, out, err) = run(&exe, &[step, &(footprint - 1).to_string()]);
    match code {
        0 => assert!(
            out.contains(&format!("\"budget_bytes\": {}", footprint - 1)),
            "{out}"
        ),
        _ => assert!(
            err.contains("cannot fit in")
                && err.contains("the smallest footprint lowtide reaches is"),
            "{err}"
        ),
    }
    // A module with an error: lowtide's message, at its line and column.
    let bad = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lowtide-bad.mlir");
    std::fs::write(
        &bad,
        "func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {\n  %b = stablehlo.add %a, %zz : tensor<4xf32>\n  return %b : tensor<4xf32>\n}\n",
    )
    .unwrap();
    let (code, out, err) = run(&exe, &[bad.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(err.contains("lowtide-bad.mlir:2:"), "{err}");
    assert!(err.contains('^'), "{err}");
}
