//! Placement time on the 11 MiniMalloc instances (capacity 1 MiB) and `assign-buffers` on the
//! largest bench module. Run: `cargo bench -p lowtide-benches --bench placement`.

use criterion::{criterion_group, criterion_main, Criterion};
use lowtide_ir::parse_and_verify;
use lowtide_passes::memory::placement::{place, Interval, Limits};
use lowtide_passes::{Instrumentation, Pipeline};
use std::path::PathBuf;

fn bench_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench")
}

fn read_csv(text: &str) -> Vec<Interval> {
    text.lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let c: Vec<u64> = l.split(',').map(|x| x.trim().parse().unwrap()).collect();
            Interval {
                lower: c[1],
                upper: c[2],
                size: c[3],
                align: 1,
            }
        })
        .collect()
}

fn minimalloc(c: &mut Criterion) {
    let Ok(rd) = std::fs::read_dir(bench_dir().join("minimalloc")) else {
        eprintln!("SKIP: ../shared/bench/minimalloc not found");
        return;
    };
    let mut files: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    files.sort();
    let mut g = c.benchmark_group("minimalloc");
    g.sample_size(10);
    for f in files {
        let bufs = read_csv(&std::fs::read_to_string(&f).unwrap());
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        g.bench_function(&name, |b| {
            b.iter(|| {
                let p = place(&bufs, 1 << 20, Limits::default());
                assert!(p.height <= 1 << 20);
                p
            })
        });
    }
    g.finish();
}

fn assign_largest(c: &mut Criterion) {
    let path = bench_dir().join("xla/gpt__remat_kb_donate.mlir");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("SKIP: {} not found", path.display());
        return;
    };
    let mut m = parse_and_verify(&text, "bench").unwrap();
    Pipeline::parse("inline,canonicalize,cse,dce")
        .unwrap()
        .run(
            &mut m,
            &Instrumentation::default(),
            "b",
            &mut std::io::sink(),
        )
        .unwrap();
    let mut g = c.benchmark_group("assign-buffers");
    g.sample_size(20);
    g.bench_function("gpt__remat_kb_donate assign-buffers,verify-plan", |b| {
        b.iter_batched(
            || m.clone(),
            |mut m| {
                let mut p = Pipeline::parse("assign-buffers,verify-plan").unwrap();
                p.run(
                    &mut m,
                    &Instrumentation::default(),
                    "b",
                    &mut std::io::sink(),
                )
                .unwrap();
                m
            },
            criterion::BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, minimalloc, assign_largest);
criterion_main!(benches);
