//! `lower-to-memref` checked by upstream MLIR: every bench step's lowered form is verified by
//! `mlir-opt` (its dialects registered: `memref`, `linalg`, `arith`, `math`), with an arena of
//! exactly the plan's bytes; and steps that lower completely are compiled by MLIR's own CPU
//! pipeline, run by `mlir-runner`, and give the CPU device's outputs. Skips with a printed
//! reason when the MLIR 22 tools or `../shared/bench` are absent.

use lowtide_ir::plan::FunctionPlan;
use lowtide_ir::{ElemType, Module, PrintOptions};
use lowtide_passes::lower::to_memref::LowerToMemref;
use lowtide_passes::{Instrumentation, Pipeline};
use lowtide_runtime::executor::Mode;
use lowtide_testkit as common;
use lowtide_testkit::LOWERED_LIT_STEPS as LIT_STEPS;
use std::path::PathBuf;

/// Plans `m` and lowers it: the plan's arena bytes and the lowered module.
fn plan_and_lower(m: &mut Module, name: &str) -> u64 {
    common::plan(m, name).unwrap_or_else(|e| panic!("{name}: {e}"));
    let f = m.function("main").unwrap();
    let arena = FunctionPlan::read(m, f).unwrap().unwrap().arena_bytes;
    let mut lower = Pipeline::from_passes(vec![Box::new(LowerToMemref)]);
    let inst = Instrumentation {
        verify_each: true,
        ..Default::default()
    };
    lower
        .run(m, &inst, name, &mut std::io::sink())
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    arena
}

/// The size of the `i8` memref the lowered text allocates with an alignment: the arena.
fn arena_in(text: &str) -> Option<u64> {
    let line = text
        .lines()
        .find(|l| l.contains("\"memref.alloc\"() <{alignment"))?;
    let ty = line.rsplit("-> memref<").next()?;
    ty.strip_suffix("xi8>")?.trim().parse().ok()
}

#[test]
fn mlir_opt_verifies_every_bench_step_s_lowered_form_with_the_plan_s_arena() {
    let Some(mlir) = common::mlir_tool("mlir-opt") else {
        eprintln!("SKIP: mlir-opt not found (apt-get install mlir-22-tools, or set MLIR_OPT)");
        return;
    };
    let Some(bench) = common::bench_dir("xla") else {
        return;
    };
    let mut checked = 0;
    for f in common::files_with_ext(&bench, "mlir") {
        let name = f.file_stem().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&f).unwrap();
        let mut m = lowtide_ir::parse_and_verify(&text, &name).unwrap();
        let arena = plan_and_lower(&mut m, &name);
        let lowered = lowtide_ir::print(&m, PrintOptions::generic());
        assert_eq!(arena_in(&lowered), Some(arena), "{name}: the lowered arena");
        common::pipe(&mlir, &["--allow-unregistered-dialect"], &lowered)
            .unwrap_or_else(|e| panic!("mlir-opt rejects the lowered {name}:\n{e}"));
        let kernels = lowered.matches("\"lt.kernel\"").count();
        let loops = lowered.matches("\"linalg.generic\"").count();
        eprintln!("{name}: arena {arena} bytes, {loops} linalg.generic, {kernels} lt.kernel");
        checked += 1;
    }
    assert!(
        checked >= 12,
        "expected the 12 bench steps, found {checked}"
    );
}

/// The steps of `lit_tests/lower-to-memref` (they lower with no `lt.kernel`) and the bench
/// steps that lower with none.
fn runnable_steps() -> Vec<(String, Module)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../lit_tests/lower-to-memref");
    let mut files: Vec<PathBuf> = LIT_STEPS.iter().map(|f| dir.join(f)).collect();
    if let Some(bench) = common::bench_dir("xla") {
        files.extend(common::files_with_ext(&bench, "mlir"));
    }
    files
        .iter()
        .map(|f| {
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(f).unwrap();
            (
                name.clone(),
                lowtide_ir::parse_and_verify(&text, &name).unwrap(),
            )
        })
        .collect()
}

/// Input element `i` of argument `k`: what [`entry`]'s loops write, exactly (an f32 division
/// both sides).
fn input_value(k: usize, i: u64, elem: ElemType) -> f64 {
    let q = ((i + 13 * k as u64) * 7919) % 1000;
    if elem.is_float() {
        ((q as i64 - 500) as f32 / 10000.0) as f64
    } else {
        (q % 10) as f64
    }
}

/// The inputs [`entry`] writes, for the CPU device.
fn host_inputs(m: &Module) -> Option<Vec<lowtide_runtime::HostTensor>> {
    let f = m.function("main")?;
    let args = m.blocks[m.entry_block(f)?].args.clone();
    args.iter()
        .enumerate()
        .map(|(k, &a)| {
            let t = m.ty(a).as_tensor()?;
            if !matches!(t.elem, ElemType::F32 | ElemType::Int(32)) {
                return None;
            }
            let mut h = lowtide_runtime::HostTensor::zeros(&t.static_dims()?, t.elem);
            for i in 0..h.numel() {
                let v = input_value(k, i as u64, t.elem);
                lowtide_runtime::tensor::store(&mut h.bytes, t.elem, i, v);
            }
            Some(h)
        })
        .collect()
}

/// `@entry`: buffers for `main`'s arguments filled with [`input_value`], `main` called twice
/// (the second call timed with `rtclock`, its seconds printed with `printF64`), then each
/// result printed with `printMemrefF32`/`printMemrefI32`, in order. The second call starts
/// from the first one's donated arguments, so it prints the second step's results.
fn entry(m: &Module, inputs: usize) -> String {
    let f = m.function("main").unwrap();
    let params = m.blocks[m.entry_block(f).unwrap()].args.clone();
    let dicts = lowtide_ir::plan::arg_dicts(m, f);
    let mut s = String::new();
    for decl in [
        "printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}",
        "printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}",
        "rtclock() -> f64",
        "printF64(f64)",
        "printNewline()",
    ] {
        s += &format!("func.func private @{decl}\n");
    }
    s += "func.func @entry() {\n";
    let mut call = Vec::new();
    for (k, &p) in params.iter().enumerate() {
        let ty = m.ty(p);
        s += &format!("  %a{k} = memref.alloc() : {ty}\n");
        call.push((format!("%a{k}"), ty.to_string()));
        if k >= inputs {
            continue;
        }
        let t = ty.as_memref().unwrap();
        let dims = t.static_dims().unwrap();
        let r = dims.len();
        let ds: Vec<String> = (0..r).map(|j| format!("d{j}")).collect();
        let ds = ds.join(", ");
        let e = t.elem;
        s += &format!(
            "  linalg.generic {{indexing_maps = [affine_map<({ds}) -> ({ds})>], iterator_types = [{}]}} outs(%a{k} : {ty}) {{\n  ^bb0(%o: {e}):\n",
            vec!["\"parallel\""; r].join(", ")
        );
        s += "    %flat0 = arith.constant 0 : index\n";
        let mut stride = 1u64;
        for j in (0..r).rev() {
            s += &format!("    %i{j} = linalg.index {j} : index\n    %s{j} = arith.constant {stride} : index\n    %p{j} = arith.muli %i{j}, %s{j} : index\n    %flat{} = arith.addi %flat{}, %p{j} : index\n", r - j, r - j - 1);
            stride *= dims[j];
        }
        s += &format!(
            "    %k = arith.constant {} : index\n    %x = arith.addi %flat{r}, %k : index\n",
            13 * k
        );
        s += "    %c7919 = arith.constant 7919 : index\n    %y = arith.muli %x, %c7919 : index\n    %c1000 = arith.constant 1000 : index\n    %q = arith.remui %y, %c1000 : index\n";
        if e.is_float() {
            s += "    %c500 = arith.constant 500 : index\n    %z = arith.subi %q, %c500 : index\n    %zi = arith.index_cast %z : index to i64\n    %zf = arith.sitofp %zi : i64 to f32\n    %ten = arith.constant 10000.0 : f32\n    %v = arith.divf %zf, %ten : f32\n";
        } else {
            s += "    %c10 = arith.constant 10 : index\n    %z = arith.remui %q, %c10 : index\n    %v = arith.index_cast %z : index to i32\n";
        }
        s += "    linalg.yield %v : ";
        s += &format!("{e}\n  }}\n");
    }
    let (names, tys): (Vec<String>, Vec<String>) = call.into_iter().unzip();
    let call = format!(
        "  func.call @main({}) : ({}) -> ()\n",
        names.join(", "),
        tys.join(", ")
    );
    s += &call;
    s += "  %t0 = func.call @rtclock() : () -> f64\n";
    s += &call;
    s += "  %t1 = func.call @rtclock() : () -> f64\n  %dt = arith.subf %t1, %t0 : f64\n";
    s += "  func.call @printF64(%dt) : (f64) -> ()\n  func.call @printNewline() : () -> ()\n";
    let results = dicts
        .iter()
        .filter(|d| d.get("lt.result").is_some())
        .count();
    for k in 0..results {
        let p = dicts
            .iter()
            .position(|d| d.get("lt.result").and_then(|a| a.as_int()) == Some(k as i64))
            .unwrap();
        let ty = m.ty(params[p]);
        let elem = ty.elem().unwrap();
        let (print, e) = if elem.is_float() {
            ("printMemrefF32", "f32")
        } else {
            ("printMemrefI32", "i32")
        };
        s += &format!("  %u{k} = memref.cast %a{p} : {ty} to memref<*x{e}>\n");
        s += &format!("  func.call @{print}(%u{k}) : (memref<*x{e}>) -> ()\n");
    }
    s += "  return\n}\n";
    s
}

/// The numbers `printMemref*` printed after each `data =`, one list per memref.
fn printed(out: &str) -> Vec<Vec<f64>> {
    out.split("Unranked Memref")
        .skip(1)
        .map(|part| {
            let data = part.split("data =").nth(1).unwrap_or("");
            data.split(|c: char| c == '[' || c == ']' || c == ',' || c.is_whitespace())
                .filter(|t| !t.is_empty())
                .map(|t| t.parse::<f64>().unwrap())
                .collect()
        })
        .collect()
}

#[test]
fn steps_that_lower_completely_run_under_mlir_runner_as_on_the_cpu_device() {
    let (Some(mlir), Some(runner)) = (
        common::mlir_tool("mlir-opt"),
        common::mlir_tool("mlir-runner"),
    ) else {
        eprintln!("SKIP: mlir-opt or mlir-runner not found (apt-get install mlir-22-tools)");
        return;
    };
    let lib = runner.parent().unwrap().join("../lib");
    let shared: Vec<String> = ["libmlir_runner_utils.so", "libmlir_c_runner_utils.so"]
        .iter()
        .map(|l| {
            let plain = lib.join(l);
            let versioned = std::fs::read_dir(&lib)
                .unwrap()
                .flatten()
                .map(|e| e.path())
                .find(|p| {
                    p.file_name()
                        .unwrap()
                        .to_string_lossy()
                        .starts_with(&format!("{l}."))
                });
            if plain.is_file() {
                plain.display().to_string()
            } else {
                versioned.unwrap().display().to_string()
            }
        })
        .collect();
    let mut ran = 0;
    for (name, original) in runnable_steps() {
        let Some(inputs) = host_inputs(&original) else {
            continue;
        };
        let mut m = original.clone();
        let arena = plan_and_lower(&mut m, &name);
        let lowered = lowtide_ir::print(&m, PrintOptions::default());
        // Bench steps of more than 16 MiB run only in memory (`mlir/tests/melior.rs`): their
        // printed results would take long to read back.
        if !LIT_STEPS.contains(&name.as_str()) && arena > 16 << 20 {
            continue;
        }
        if lowered.contains("lt.kernel") || lowered.contains("lt.view") {
            assert!(
                !LIT_STEPS.contains(&name.as_str()),
                "{name} no longer lowers completely"
            );
            continue;
        }
        // Two steps on the CPU device (unplanned, the oracle): the second from the first
        // one's donated arguments, as `entry` does. The planned step is timed beside it.
        let (next, want) = common::second_step(&original, &inputs).unwrap();
        let mut planned = original.clone();
        common::plan(&mut planned, &name).unwrap();
        let start = std::time::Instant::now();
        lowtide_runtime::executor::run(&planned, "main", next, Mode::Planned).unwrap();
        let cpu = start.elapsed().as_secs_f64();
        // `@entry` beside `@main`: inside the module when the text has one.
        let entry = entry(&m, inputs.len());
        let program = match lowered.trim_end().strip_suffix('}') {
            Some(body) if lowered.trim_start().starts_with("module") => {
                format!("{body}\n{entry}}}\n")
            }
            _ => format!("{lowered}\n{entry}"),
        };
        let llvm = common::pipe(
            &mlir,
            &[
                "--convert-linalg-to-loops",
                "--expand-strided-metadata",
                "--lower-affine",
                "--convert-scf-to-cf",
                "--convert-math-to-llvm",
                "--convert-math-to-libm",
                "--convert-arith-to-llvm",
                "--finalize-memref-to-llvm",
                "--convert-func-to-llvm",
                "--convert-cf-to-llvm",
                "--reconcile-unrealized-casts",
            ],
            &program,
        )
        .unwrap_or_else(|e| panic!("{name}: MLIR's CPU pipeline failed:\n{e}"));
        let libs = format!("-shared-libs={}", shared.join(","));
        let out = common::pipe(
            &runner,
            &["-e", "entry", "-entry-point-result=void", &libs],
            &llvm,
        )
        .unwrap_or_else(|e| panic!("{name}: mlir-runner failed:\n{e}"));
        let got = printed(&out);
        assert_eq!(got.len(), want.len(), "{name}: results printed");
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            // printMemref prints a row of whatever is there for a memref with no elements
            // (MLIR 22's runner utils); there is nothing to compare.
            if w.numel() == 0 {
                continue;
            }
            assert_eq!(g.len(), w.numel(), "{name}: result {k}'s elements");
            for (i, &a) in g.iter().enumerate() {
                let b = w.get(i);
                // printMemref prints six significant digits; sums run in another order.
                assert!(
                    (a - b).abs() <= 2e-6 + 1e-4 * b.abs(),
                    "{name}: result {k} element {i}: MLIR computed {a}, the CPU device {b}"
                );
            }
        }
        let mlir_s: f64 = out
            .lines()
            .next()
            .and_then(|l| l.trim().parse().ok())
            .unwrap_or(f64::NAN);
        eprintln!(
            "{name}: mlir-runner agrees with the CPU device on {} results; one step {mlir_s:.3e} s compiled by MLIR, {cpu:.3e} s on the CPU device (planned)",
            want.len()
        );
        ran += 1;
    }
    assert!(ran >= LIT_STEPS.len(), "the lit steps should run");
}

#[test]
fn lowering_an_unplanned_module_is_an_error_that_says_what_to_run() {
    let src = "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  %y = stablehlo.tanh %x : tensor<4xf32>\n  return %y : tensor<4xf32>\n}\n";
    let mut m = lowtide_ir::parse_and_verify(src, "t.mlir").unwrap();
    let err = Pipeline::from_passes(vec![Box::new(LowerToMemref)])
        .run(
            &mut m,
            &Instrumentation::default(),
            "t.mlir",
            &mut std::io::sink(),
        )
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("lower-to-memref lowers planned functions, and this module has none: run assign-buffers first (e.g. --pass-pipeline=plan,lower-to-memref)"),
        "{err}"
    );
}
