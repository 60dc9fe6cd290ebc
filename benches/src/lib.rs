//! Benchmarks live in `benches/`; the table binaries in `src/bin/` share these helpers.

use std::path::PathBuf;

/// The bench folder (first command-line argument, default `../shared/bench/xla`) and its
/// `xla_memory.json`; exits with an error naming the file when either is unreadable.
pub fn xla_dir_and_figures() -> (PathBuf, serde_json::Value) {
    let dir = std::env::args()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/xla")
        });
    let path = dir.join("xla_memory.json");
    let figures = std::fs::read_to_string(&path)
        .map_err(|e| e.to_string())
        .and_then(|t| serde_json::from_str(&t).map_err(|e| e.to_string()))
        .unwrap_or_else(|e| {
            eprintln!("error: {}: {e}", path.display());
            std::process::exit(1)
        });
    (dir, figures)
}

/// Bytes as MiB with two decimals.
pub fn mib(b: u64) -> String {
    format!("{:.2}", b as f64 / (1u64 << 20) as f64)
}

/// Peak resident memory of this process so far, in MiB (Linux), or 0.
pub fn peak_rss_mib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        })
        .map_or(0, |kb| kb / 1024)
}

/// The numbers given on the command line, or `default` when there are none.
pub fn numbers_or(default: &[u64]) -> Vec<u64> {
    let given: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    if given.is_empty() {
        default.to_vec()
    } else {
        given
    }
}
