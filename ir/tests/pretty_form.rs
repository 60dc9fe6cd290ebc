//! The custom (pretty) form against jaxlib's MLIR, the oracle: `ir/tests/pretty/` holds what
//! jaxlib prints for the same modules (written by `scripts/pretty_fixtures.py`).
//!
//! - `NAME.pretty.mlir` + `NAME.generic.mlir` (steps exported from JAX libraries): lowtide's
//!   parse of either prints the same generic text.
//! - `bench_NAME.pretty.mlir`: the same against the generic step in `../shared/bench/xla`
//!   (skipped, with a printed reason, when that folder is absent).
//! - Every pretty fixture: lowtide's custom printing of the parsed module is byte-identical to
//!   jaxlib's, and printing then parsing keeps the module.

use lowtide_ir::{parse, parse_and_verify, print, PrintOptions};
use std::path::{Path, PathBuf};

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pretty");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".pretty.mlir"))
        .collect();
    v.sort();
    v
}

fn generic_of(pretty: &Path) -> Option<PathBuf> {
    let name = pretty.file_name()?.to_str()?.strip_suffix(".pretty.mlir")?;
    match name.strip_prefix("bench_") {
        None => Some(pretty.with_file_name(format!("{name}.generic.mlir"))),
        Some(step) => {
            let bench = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/xla");
            [
                bench.join(format!("{step}.mlir")),
                bench.join(format!("numerics/{step}.mlir")),
            ]
            .into_iter()
            .find(|p| p.is_file())
        }
    }
}

fn read(p: &Path) -> (String, lowtide_ir::Module) {
    let src = std::fs::read_to_string(p).unwrap();
    let name = p.display().to_string();
    let m = parse_and_verify(&src, &name).unwrap_or_else(|d| panic!("{}", d.render(Some(&src))));
    (src, m)
}

fn generic(m: &lowtide_ir::Module) -> String {
    print(m, PrintOptions::generic())
}

#[test]
fn pretty_and_generic_forms_read_as_the_same_module() {
    let (mut exported, mut bench, mut skipped) = (0, 0, 0);
    for p in fixtures() {
        let Some(g) = generic_of(&p).filter(|g| g.is_file()) else {
            skipped += 1;
            continue;
        };
        let (_, pm) = read(&p);
        let (_, gm) = read(&g);
        let (a, b) = (generic(&pm), generic(&gm));
        if a != b {
            let line = a
                .lines()
                .zip(b.lines())
                .position(|(x, y)| x != y)
                .unwrap_or(0);
            panic!(
                "{}: the pretty and generic forms differ at printed line {}:\n  pretty:  {}\n  generic: {}",
                p.display(),
                line + 1,
                a.lines().nth(line).unwrap_or(""),
                b.lines().nth(line).unwrap_or("")
            );
        }
        if p.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("bench_")
        {
            bench += 1;
        } else {
            exported += 1;
        }
    }
    if skipped > 0 {
        eprintln!("SKIP: {skipped} bench fixtures (../shared/bench/xla not found)");
    }
    assert!(
        exported >= 12,
        "expected the 12 exported steps, found {exported}"
    );
    eprintln!("{exported} exported steps and {bench} bench steps read the same in both forms");
}

#[test]
fn custom_printing_is_byte_identical_to_jaxlib() {
    let (mut n, mut failures) = (0, Vec::new());
    for p in fixtures() {
        let (src, m) = read(&p);
        let ours = print(&m, PrintOptions::default());
        if ours != src {
            let line = ours.lines().zip(src.lines()).position(|(x, y)| x != y);
            let line = line.unwrap_or(ours.lines().count().min(src.lines().count()));
            failures.push(format!(
                "{}: lowtide's custom form differs from jaxlib's at line {}:\n  lowtide: {}\n  jaxlib:  {}",
                p.display(),
                line + 1,
                ours.lines().nth(line).unwrap_or("<end>"),
                src.lines().nth(line).unwrap_or("<end>")
            ));
            continue;
        }
        let again = parse(&ours, "printed").unwrap_or_else(|d| panic!("{}", d.render(Some(&ours))));
        assert_eq!(generic(&again), generic(&m), "{}", p.display());
        n += 1;
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(n >= 29, "expected 29 pretty fixtures, found {n}");
    eprintln!("{n} modules print byte-identical to jaxlib");
}

#[test]
fn debug_info_reads_as_the_same_module_with_its_locations() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pretty");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        let Some(name) = p.to_str().and_then(|s| s.strip_suffix(".debug.mlir")) else {
            continue;
        };
        let (_, with) = read(&p);
        let (_, without) = read(Path::new(&format!("{name}.pretty.mlir")));
        assert_eq!(generic(&with), generic(&without), "{}", p.display());
        // Every op JAX located keeps its location, its name stack included.
        let located = with
            .walk()
            .into_iter()
            .filter(|&op| with.ops[op].loc != lowtide_ir::location::Location::Unknown)
            .count();
        assert!(
            located * 2 > with.walk().len(),
            "{}: {located} ops located",
            p.display()
        );
        let text = print(
            &with,
            PrintOptions {
                debug_info: true,
                ..PrintOptions::default()
            },
        );
        assert!(text.contains("loc(\"jit(gpt_step)/"), "{}", p.display());
        // JAX's nested aliases (`#loc5 = loc(callsite(#loc3 at #loc4))`) are all resolved,
        // down to the user's source lines.
        assert!(!text.contains("#loc"), "{}: an alias is left", p.display());
        assert!(text.contains(".py\":"), "{}: no source line", p.display());
        n += 1;
    }
    assert!(n >= 1, "expected a step with debug info");
}
