//! Helpers shared by the CLI's integration tests (each test crate uses a different subset).
#![allow(dead_code)]

use std::path::PathBuf;

/// `../shared/bench/<sub>` beside the project, or `None` with a printed reason.
pub fn bench_dir(sub: &str) -> Option<PathBuf> {
    let d = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/bench")
        .join(sub);
    if d.is_dir() {
        Some(d)
    } else {
        eprintln!("SKIP: {} not found", d.display());
        None
    }
}

/// The files in `dir` whose name ends in `.ext`, sorted.
pub fn files_with_ext(dir: &std::path::Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == ext))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}
