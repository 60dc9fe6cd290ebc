//! Every bench file parses, verifies and round-trips: print(parse(print(parse(f)))) == print(parse(f)).
//! Skips (with a printed reason) when `../shared/bench` is absent.

use lowtide_ir::{parse_and_verify, print, PrintOptions};
use std::path::PathBuf;

fn bench_dir() -> Option<PathBuf> {
    let d = match std::env::var_os("LOWTIDE_BENCH_DIR") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench"),
    };
    d.is_dir().then_some(d)
}

fn mlir_files() -> Option<Vec<PathBuf>> {
    let Some(d) = bench_dir() else {
        eprintln!(
            "SKIP: ../shared/bench not found (set LOWTIDE_BENCH_DIR to run the bench-file tests)"
        );
        return None;
    };
    let mut out = Vec::new();
    for sub in ["xla", "xla/numerics"] {
        for e in std::fs::read_dir(d.join(sub)).unwrap() {
            let p = e.unwrap().path();
            if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    Some(out)
}

#[test]
fn all_bench_files_parse_verify_and_round_trip() {
    let Some(files) = mlir_files() else { return };
    assert!(
        files.len() >= 18,
        "expected the 12 bench files and 6 numerics files, found {}",
        files.len()
    );
    for f in files {
        let src = std::fs::read_to_string(&f).unwrap();
        let name = f.display().to_string();
        let m =
            parse_and_verify(&src, &name).unwrap_or_else(|d| panic!("{}", d.render(Some(&src))));
        let once = print(&m, PrintOptions::default());
        let m2 = parse_and_verify(&once, "printed")
            .unwrap_or_else(|d| panic!("{name}: {}", d.render(Some(&once))));
        let twice = print(&m2, PrintOptions::default());
        assert!(once == twice, "{name}: printing is not stable");
        assert_eq!(m.walk().len(), m2.walk().len());
    }
}
