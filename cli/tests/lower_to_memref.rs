//! `lower-to-memref` checked by upstream MLIR: every bench step's lowered form is verified by
//! `mlir-opt` (its dialects registered: `memref`, `linalg`, `arith`, `math`), with an arena of
//! exactly the plan's bytes; and steps that lower completely are compiled by MLIR's own CPU
//! pipeline, run by `mlir-runner`, and give the CPU device's outputs. Skips with a printed
//! reason when the MLIR 22 tools or `../shared/bench` are absent.

use lowtide_ir::plan::FunctionPlan;
use lowtide_ir::{ElemType, Module, PrintOptions};
use lowtide_passes::lower::to_memref::LowerToMemref;
use lowtide_passes::{Instrumentation, Pipeline};
use lowtide_testkit as common;
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

/// The steps of `lit_tests/lower-to-memref` that lower with no `lt.kernel`.
fn runnable_steps() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../lit_tests/lower-to-memref");
    ["step.mlir", "donate.mlir"]
        .iter()
        .map(|f| dir.join(f))
        .collect()
}

/// `main` called on `inputs` (as `memref.global` constants, copied into buffers of their
/// own), each result printed with `printMemrefF32`/`printMemrefI32`, in order.
fn entry(m: &Module, inputs: &[lowtide_runtime::HostTensor]) -> String {
    let f = m.function("main").unwrap();
    let params = m.blocks[m.entry_block(f).unwrap()].args.clone();
    let dicts = lowtide_ir::plan::arg_dicts(m, f);
    let mut s = String::new();
    for (k, t) in inputs.iter().enumerate() {
        let ty = m.ty(params[k]);
        let elems: Vec<String> = (0..t.numel())
            .map(|i| match t.elem {
                ElemType::F32 => format!("{:e}", t.get(i) as f32),
                _ => format!("{}", t.get(i) as i64),
            })
            .collect();
        s += &format!(
            "memref.global \"private\" constant @input{k} : {ty} = dense<{}>\n",
            nested(&elems, &t.dims)
        );
    }
    s += "func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}\n";
    s += "func.func private @printMemrefI32(memref<*xi32>) attributes {llvm.emit_c_interface}\n";
    s += "func.func @entry() {\n";
    let mut call = Vec::new();
    for (k, &p) in params.iter().enumerate() {
        let ty = m.ty(p);
        if k < inputs.len() {
            s += &format!("  %g{k} = memref.get_global @input{k} : {ty}\n");
        }
        s += &format!("  %a{k} = memref.alloc() : {ty}\n");
        if k < inputs.len() {
            s += &format!("  memref.copy %g{k}, %a{k} : {ty} to {ty}\n");
        }
        call.push((format!("%a{k}"), ty.to_string()));
    }
    let (names, tys): (Vec<String>, Vec<String>) = call.into_iter().unzip();
    s += &format!(
        "  func.call @main({}) : ({}) -> ()\n",
        names.join(", "),
        tys.join(", ")
    );
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

/// `elems` (row-major) as a nested literal of shape `dims`: `[[1, 2], [3, 4]]`.
fn nested(elems: &[String], dims: &[u64]) -> String {
    let Some((&n, rest)) = dims.split_first() else {
        return elems[0].clone();
    };
    let inner: usize = rest.iter().product::<u64>() as usize;
    let parts: Vec<String> = (0..n as usize)
        .map(|i| nested(&elems[i * inner..(i + 1) * inner], rest))
        .collect();
    format!("[{}]", parts.join(", "))
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
    for f in runnable_steps() {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(&f).unwrap();
        let original = lowtide_ir::parse_and_verify(&text, &name).unwrap();
        let inputs = common::inputs(&original);
        let want = lowtide_runtime::executor::run(
            &original,
            "main",
            inputs.clone(),
            lowtide_runtime::executor::Mode::Unplanned,
        )
        .unwrap()
        .outputs;
        let mut m = original.clone();
        plan_and_lower(&mut m, &name);
        let lowered = lowtide_ir::print(&m, PrintOptions::default());
        assert!(
            !lowered.contains("lt.kernel"),
            "{name} no longer lowers completely"
        );
        let program = format!("{lowered}\n{}", entry(&m, &inputs));
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
            assert_eq!(g.len(), w.numel(), "{name}: result {k}'s elements");
            for (i, &a) in g.iter().enumerate() {
                let b = w.get(i);
                // printMemref prints six significant digits.
                assert!(
                    (a - b).abs() <= 1e-6 + 1e-5 * b.abs(),
                    "{name}: result {k} element {i}: MLIR computed {a}, the CPU device {b}"
                );
            }
        }
        eprintln!(
            "{name}: mlir-runner agrees with the CPU device on {} results",
            want.len()
        );
    }
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
