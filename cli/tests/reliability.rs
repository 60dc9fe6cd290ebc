//! Never a wrong answer: hostile inputs found by testing the release binaries as a user would.
//! Each case is either the unplanned run's bytes in every mode, or a clear error.

use lowtide_testkit as common;

use lowtide_ir::{parse_and_verify, ElemType};
use lowtide_runtime::{run, HostTensor, Mode, Strategy};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn lowtide() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_lowtide"))
}

fn lowtide_opt() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_lowtide-opt"))
}

/// A file in the temporary folder, unique to this test process, removed when dropped.
fn temp(name: &str) -> common::Scratch {
    common::Scratch::new(&format!("rel-{name}"))
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// `tensor<4xf32>` holding `base, base + 1, ...`.
fn vector(base: f32) -> HostTensor {
    let mut t = HostTensor::zeros(&[4], ElemType::F32);
    for (i, c) in t.bytes.chunks_mut(4).enumerate() {
        c.copy_from_slice(&(base + i as f32).to_le_bytes());
    }
    t
}

/// A function of `n` `tensor<4xf32>` arguments with the given body and returned values, and
/// argument `i` donating to result `donate[i]`.
fn step(n: usize, body: &str, returned: &[&str], donate: &[Option<usize>]) -> String {
    let t = "tensor<4xf32>";
    let attrs: Vec<String> = (0..n)
        .map(|i| match donate.get(i).copied().flatten() {
            Some(k) => format!("{{tf.aliasing_output = {k} : i32}}"),
            None => "{}".into(),
        })
        .collect();
    let args: Vec<String> = (0..n).map(|i| format!("%a{i}: {t}")).collect();
    let types = vec![t; returned.len()].join(", ");
    format!(
        "\"func.func\"() <{{arg_attrs = [{}], function_type = ({}) -> ({types}), sym_name = \"main\"}}> ({{\n^bb0({}):\n{body}  \"func.return\"({}) : ({types}) -> ()\n}}) : () -> ()\n",
        attrs.join(", "),
        vec![t; n].join(", "),
        args.join(", "),
        returned.join(", ")
    )
}

/// Plans `src` with the default pipeline and runs it in every mode: each mode's outputs are the
/// unplanned run's bytes, and the planned run's device peak is the report's footprint.
fn all_modes_agree(src: &str) {
    let m = parse_and_verify(src, "donate.mlir").unwrap();
    let f = m.function("main").unwrap();
    let n = m.blocks[m.entry_block(f).unwrap()].args.len();
    let inputs: Vec<HostTensor> = (0..n).map(|i| vector(10.0 * i as f32 + 1.0)).collect();
    let want = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
    let mut planned = m.clone();
    common::plan(&mut planned, "donate.mlir").unwrap();
    let got = run(&planned, "main", inputs.clone(), Mode::Planned).unwrap();
    let pf = planned.function("main").unwrap();
    let r = lowtide_passes::report::report(&planned, pf, None).unwrap();
    assert_eq!(got.device_peak_bytes, r.footprint_bytes, "{src}");
    let mut runs = vec![("planned".to_string(), got)];
    for s in Strategy::ALL {
        let d = run(&m, "main", inputs.clone(), Mode::Dynamic(s)).unwrap();
        runs.push((format!("dynamic {s:?}"), d));
    }
    for (mode, out) in runs {
        for (k, (g, w)) in out.outputs.iter().zip(&want.outputs).enumerate() {
            assert_eq!(g.bytes, w.bytes, "{mode}: output {k} differs\n{src}");
        }
    }
}

#[test]
fn donated_arguments_returned_at_other_results_keep_their_values() {
    // A swap.
    all_modes_agree(&step(2, "", &["%a1", "%a0"], &[Some(0), Some(1)]));
    // A rotation of three.
    all_modes_agree(&step(
        3,
        "",
        &["%a1", "%a2", "%a0"],
        &[Some(0), Some(1), Some(2)],
    ));
    // A donated argument read (returned) after its own output is computed, both donated or one.
    let neg = "  %n = \"stablehlo.negate\"(%a0) : (tensor<4xf32>) -> tensor<4xf32>\n";
    all_modes_agree(&step(1, neg, &["%n", "%a0"], &[Some(0)]));
    all_modes_agree(&step(2, neg, &["%n", "%a0"], &[Some(0), Some(1)]));
    all_modes_agree(&step(2, neg, &["%n", "%a0"], &[None, Some(1)]));
    // An argument returned at the result it donates to, and returned twice.
    all_modes_agree(&step(1, "", &["%a0"], &[Some(0)]));
    all_modes_agree(&step(1, "", &["%a0", "%a0"], &[Some(1)]));
    all_modes_agree(&step(1, neg, &["%n", "%n"], &[Some(1)]));
}

#[test]
fn an_argument_returned_is_counted_as_the_run_allocates_it() {
    // Returned unchanged without donation: an output buffer of its own (32 bytes in all);
    // returned at the result it donates to: no buffer at all (16).
    for (donate, footprint) in [(None, "32"), (Some(0), "16")] {
        let file = temp(&format!("ret{footprint}.mlir"));
        std::fs::write(&file, step(1, "", &["%a0"], &[donate])).unwrap();
        let plan = Command::new(lowtide())
            .args(["plan", "--report", "json"])
            .arg(&file)
            .output()
            .unwrap();
        let json = String::from_utf8_lossy(&plan.stdout);
        assert!(
            json.contains(&format!("\"footprint_bytes\": {footprint},")),
            "{json}{}",
            stderr(&plan)
        );
        let inputs = temp(&format!("ret{footprint}.safetensors"));
        std::fs::write(
            &inputs,
            lowtide_runtime::io::write(&[("input.0".into(), vector(1.0))]).unwrap(),
        )
        .unwrap();
        let out = Command::new(lowtide())
            .arg("run")
            .arg(&file)
            .arg("--inputs")
            .arg(&inputs)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains(&format!("device peak {footprint} bytes")),
            "{text}{}",
            stderr(&out)
        );
    }
}

/// A planned mlp step written by `lowtide plan -o`, with its inputs; `None` (and a printed
/// reason) without the bench folder.
fn planned_mlp() -> Option<(common::Scratch, PathBuf, String)> {
    let dir = common::bench_dir("xla/numerics")?;
    let planned = temp("mlp-planned.mlir");
    let o = Command::new(lowtide())
        .arg("plan")
        .arg(dir.join("mlp_tiny.mlir"))
        .arg("-o")
        .arg(&planned)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&planned).unwrap();
    Some((planned, dir.join("mlp_tiny.safetensors"), text))
}

/// `lowtide plan FILE ARGS...`, `text` written to a temporary file named `name` first.
fn plan_text(name: &str, text: &str, args: &[&str]) -> Output {
    let file = temp(name);
    std::fs::write(&file, text).unwrap();
    Command::new(lowtide())
        .arg("plan")
        .arg(&file)
        .args(args)
        .output()
        .unwrap()
}

fn run_file(file: &Path, inputs: &Path) -> Output {
    Command::new(lowtide())
        .arg("run")
        .arg(file)
        .arg("--inputs")
        .arg(inputs)
        .output()
        .unwrap()
}

#[test]
fn a_stale_or_edited_plan_is_refused_before_it_runs() {
    let Some((planned, inputs, text)) = planned_mlp() else {
        return;
    };
    assert!(run_file(&planned, &inputs).status.success());
    // A pass run after assign-buffers makes the plan stale.
    let dir = common::bench_dir("xla/numerics").unwrap();
    let stale = temp("mlp-stale.mlir");
    let o = Command::new(lowtide_opt())
        .arg(dir.join("mlp_tiny.mlir"))
        .arg("--pass-pipeline=assign-buffers,schedule")
        .arg("-o")
        .arg(&stale)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let o = run_file(&stale, &inputs);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    // At the op's line, with a caret under it.
    assert!(
        err.starts_with(&format!("{}:", stale.display()))
            && err.contains("but those bytes were overwritten by")
            && err.lines().any(|l| l.trim() == "^")
            && err.contains("note: the buffer plan of @main in this file is not valid for it: plan the module again (`lowtide plan FILE -o PLANNED`) or run it with `--mode unplanned`"),
        "{err}"
    );
    // The first arena value at a positive offset: edited to overlap a live value (the
    // checker names what it overwrites), then to -5.
    let first = text
        .lines()
        .filter(|l| !l.contains("lt.output"))
        .find_map(|l| {
            let at = l.find("lt.offset = array<i64: ")?;
            let rest = &l[at..];
            let one = &rest[..rest.find('>')? + 1];
            let n: i64 = one["lt.offset = array<i64: ".len()..one.len() - 1]
                .parse()
                .ok()?;
            (n > 0).then(|| one.to_string())
        })
        .expect("an arena value at a positive offset");
    for (edit, want) in [
        (
            "lt.offset = array<i64: 0>",
            "but those bytes were overwritten by",
        ),
        (
            "lt.offset = array<i64: -5>",
            "lt.offset entry -5 is negative; an offset is -1 (not in the arena) or a byte offset",
        ),
    ] {
        let file = temp("mlp-edited.mlir");
        std::fs::write(&file, text.replacen(&first, edit, 1)).unwrap();
        let o = run_file(&file, &inputs);
        assert_eq!(o.status.code(), Some(1), "{edit}");
        let err = stderr(&o);
        assert!(
            err.contains(want)
                || (edit.ends_with(" 0>") && err.contains("which it is still reading")),
            "{edit}: {err}"
        );
    }
}

#[test]
fn hand_edited_plan_attributes_are_errors_in_the_report() {
    let Some((_, _, text)) = planned_mlp() else {
        return;
    };
    let live = "lt.live = array<i64: 4, 7>";
    assert!(text.contains(live));
    // The line of the op the edits hit (the planned module is in the custom form, where its
    // attributes print sorted: `{lt.live = ..., lt.offset = ...}`).
    let line = text.lines().position(|l| l.contains(live)).unwrap() + 1;
    for (edit, want) in [
        (
            "lt.live = array<i64: 4, 7>, lt.offset = array<i64>",
            // Malformed: the verifier refuses it as the file is read, at the op's line.
            format!(":{line}:5: error: 'stablehlo.dot_general' op lt.offset lists 0 offsets, but the op has 1 results"),
        ),
        (
            "lt.live = array<i64: 4>",
            format!(":{line}:5: error: 'stablehlo.dot_general' op lt.live lists 1 numbers, but the op's 1 results need two each"),
        ),
        (
            "lt.live = array<i64: 4, 70000>",
            // Well formed but stale: the report refuses it.
            "'stablehlo.dot_general' (op 2): lt.live range [4, 70000) is past the function's"
                .to_string(),
        ),
    ] {
        let file = temp("mlp-live.mlir");
        let edited = if edit.contains("lt.offset") {
            // The op's offset list, whatever it holds, replaced by an empty one.
            let at = text.find(live).unwrap();
            let end = at + text[at..].find("lt.offset = array<i64").unwrap();
            let end = end + text[end..].find('>').unwrap() + 1;
            format!("{}{edit}{}", &text[..at], &text[end..])
        } else {
            text.replacen(live, edit, 1)
        };
        assert_ne!(edited, text, "{edit}");
        std::fs::write(&file, edited).unwrap();
        // A pipeline that leaves the plan as it is: the report reads the edited attributes.
        let o = Command::new(lowtide())
            .arg("plan")
            .arg(&file)
            .arg("--pipeline=dce")
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1), "{edit}");
        assert!(stderr(&o).contains(&want), "{edit}: {}", stderr(&o));
    }
}

#[test]
fn every_dynamic_allocator_gives_the_unplanned_bits() {
    // vgg has packed i1 masks of sizes that are not a multiple of 4: an exact-size pool would
    // put the f32 values after them off their alignment, and the convolutions would take the
    // loop kernel instead of the GEMM, rounding differently.
    let Some(dir) = common::bench_dir("xla/numerics") else {
        return;
    };
    let m = parse_and_verify(
        &std::fs::read_to_string(dir.join("vgg_tiny.mlir")).unwrap(),
        "vgg_tiny.mlir",
    )
    .unwrap();
    let all = lowtide_runtime::io::read(&std::fs::read(dir.join("vgg_tiny.safetensors")).unwrap())
        .unwrap();
    let f = m.function("main").unwrap();
    let n = m.blocks[m.entry_block(f).unwrap()].args.len();
    let inputs: Vec<HostTensor> = (0..n)
        .map(|i| {
            all.iter()
                .find(|(k, _)| *k == format!("input.{i}"))
                .unwrap()
                .1
                .clone()
        })
        .collect();
    let want = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
    for s in Strategy::ALL {
        let got = run(&m, "main", inputs.clone(), Mode::Dynamic(s)).unwrap();
        for (k, (g, w)) in got.outputs.iter().zip(&want.outputs).enumerate() {
            assert_eq!(g.bytes, w.bytes, "{s:?}: output {k}");
        }
    }
}

#[test]
fn zero_sized_tensors_plan_and_run() {
    let src = r#""func.func"() <{function_type = (tensor<0x4xf32>, tensor<0xf32>, tensor<16x8xf32>) -> (tensor<0x4xf32>, tensor<4xf32>, tensor<16x8xf32>), sym_name = "main"}> ({
^bb0(%a: tensor<0x4xf32>, %b: tensor<0xf32>, %c: tensor<16x8xf32>):
  %t = "stablehlo.tanh"(%a) : (tensor<0x4xf32>) -> tensor<0x4xf32>
  %n = "stablehlo.negate"(%t) : (tensor<0x4xf32>) -> tensor<0x4xf32>
  %z = "stablehlo.constant"() <{value = dense<0.0> : tensor<f32>}> : () -> tensor<f32>
  %r = "stablehlo.reduce"(%n, %z) <{dimensions = array<i64: 0>}> ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }) : (tensor<0x4xf32>, tensor<f32>) -> tensor<4xf32>
  %e = "stablehlo.exponential"(%c) : (tensor<16x8xf32>) -> tensor<16x8xf32>
  %d = "stablehlo.dot_general"(%e, %c) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>}> : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x16xf32>
  %w = "stablehlo.slice"(%d) <{start_indices = array<i64: 0, 0>, limit_indices = array<i64: 16, 8>, strides = array<i64: 1, 1>}> : (tensor<16x16xf32>) -> tensor<16x8xf32>
  "func.return"(%n, %r, %w) : (tensor<0x4xf32>, tensor<4xf32>, tensor<16x8xf32>) -> ()
}) : () -> ()
"#;
    let m = parse_and_verify(src, "zero.mlir").unwrap();
    let mut c = HostTensor::zeros(&[16, 8], ElemType::F32);
    for (i, x) in c.bytes.chunks_mut(4).enumerate() {
        x.copy_from_slice(&(i as f32 / 128.0).to_le_bytes());
    }
    let inputs = vec![
        HostTensor::zeros(&[0, 4], ElemType::F32),
        HostTensor::zeros(&[0], ElemType::F32),
        c,
    ];
    let want = run(&m, "main", inputs.clone(), Mode::Unplanned).unwrap();
    assert_eq!(
        want.outputs[1].bytes,
        vec![0; 16],
        "a sum over no rows is 0"
    );
    let mut planned = m.clone();
    common::plan(&mut planned, "zero.mlir").unwrap();
    let got = run(&planned, "main", inputs, Mode::Planned).unwrap();
    for (g, w) in got.outputs.iter().zip(&want.outputs) {
        assert_eq!(g.bytes, w.bytes);
    }
    // The CLI prints an empty output as such.
    let file = temp("zero.mlir");
    std::fs::write(&file, src).unwrap();
    let inputs_file = temp("zero.safetensors");
    let named: Vec<(String, HostTensor)> = [
        HostTensor::zeros(&[0, 4], ElemType::F32),
        HostTensor::zeros(&[0], ElemType::F32),
        HostTensor::zeros(&[16, 8], ElemType::F32),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, t)| (format!("input.{i}"), t))
    .collect();
    std::fs::write(&inputs_file, lowtide_runtime::io::write(&named).unwrap()).unwrap();
    let o = run_file(&file, &inputs_file);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(String::from_utf8_lossy(&o.stdout).contains("output.0: tensor<0x4xf32> (empty)"));
}

#[test]
fn the_same_module_plans_to_the_same_bytes_on_a_loaded_machine() {
    // Every search is bounded by its work (nodes, iterations, e-graph size), not the clock:
    // planning twice, the second time with every core kept busy, writes the same plan.
    let Some(dir) = common::bench_dir("xla") else {
        return;
    };
    let file = dir.join("resnet18_cifar__donate.mlir");
    let plan = |out: &Path| {
        let o = Command::new(lowtide())
            .arg("plan")
            .arg(&file)
            .args(["--budget", "60MiB", "-o"])
            .arg(out)
            .output()
            .unwrap();
        assert!(o.status.success(), "{}", stderr(&o));
        std::fs::read(out).unwrap()
    };
    let quiet = plan(&temp("quiet.mlir"));
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let busy: Vec<_> = (0..cores)
        .map(|_| {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut x = 0u64;
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    x = std::hint::black_box(x.wrapping_mul(31).wrapping_add(7));
                }
            })
        })
        .collect();
    let loaded = plan(&temp("loaded.mlir"));
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    busy.into_iter().for_each(|t| t.join().unwrap());
    assert!(quiet == loaded, "two plans of the same module differ");
    let text = String::from_utf8_lossy(&quiet);
    assert!(!text.contains("stopped at the"), "a time limit fired");
}

#[test]
fn tensors_that_name_no_argument_are_reported() {
    let file = temp("extra.mlir");
    std::fs::write(&file, step(1, "", &["%a0"], &[])).unwrap();
    let inputs = temp("extra.safetensors");
    let named: Vec<(String, HostTensor)> = ["input.0", "input.1", "weights", "output.0"]
        .iter()
        .map(|n| (n.to_string(), vector(1.0)))
        .collect();
    std::fs::write(&inputs, lowtide_runtime::io::write(&named).unwrap()).unwrap();
    let o = run_file(&file, &inputs);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("warning: ignoring 2 tensor(s) that name no argument of @main (it takes input.0 to input.0): input.1, weights"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_loop_that_never_ends_stops_at_the_iteration_limit() {
    let file = temp("loop.mlir");
    std::fs::write(
        &file,
        r#""func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%a: tensor<4xf32>):
  %r = "stablehlo.while"(%a) ({
  ^bb0(%x: tensor<4xf32>):
    %t = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    "stablehlo.return"(%t) : (tensor<i1>) -> ()
  }, {
  ^bb0(%x: tensor<4xf32>):
    "stablehlo.return"(%x) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%r) : (tensor<4xf32>) -> ()
}) : () -> ()
"#,
    )
    .unwrap();
    let inputs = temp("loop.safetensors");
    std::fs::write(
        &inputs,
        lowtide_runtime::io::write(&[("input.0".into(), vector(1.0))]).unwrap(),
    )
    .unwrap();
    let o = Command::new(lowtide())
        .arg("run")
        .arg(&file)
        .arg("--inputs")
        .arg(&inputs)
        .args(["--max-iterations", "50"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains(":3:3: error: 'stablehlo.while' (op 0): the loop ran 50 iterations without its condition turning false, the most allowed (--max-iterations); raise the limit or check the condition"),
        "{err}"
    );
}

#[test]
fn inputs_past_the_size_limit_and_lines_of_garbage_get_short_errors() {
    // A line of 1 MB of NULs: the error quotes at most a window of it.
    let file = temp("nul.mlir");
    std::fs::write(&file, vec![0u8; 1 << 20]).unwrap();
    let o = Command::new(lowtide())
        .arg("check")
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.len() < 1000, "{} bytes of error", err.len());
    assert!(err.contains("found the character U+0000"), "{err}");
    // A stream that never ends is cut at the limit.
    if Path::new("/dev/zero").exists() {
        let o = Command::new(lowtide())
            .args(["check", "/dev/zero"])
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(1));
        assert!(stderr(&o).contains("/dev/zero: error: the input is larger than 1073741824 bytes (1 GiB), the most lowtide reads"), "{}", stderr(&o));
    }
    // A byte order mark is skipped.
    let file = temp("bom.mlir");
    std::fs::write(&file, format!("\u{feff}{}", step(1, "", &["%a0"], &[]))).unwrap();
    let o = Command::new(lowtide())
        .arg("check")
        .arg(&file)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn nothing_to_plan_says_so() {
    for (name, text) in [
        ("empty.mlir", String::new()),
        (
            "decl.mlir",
            r#""func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
}) : () -> ()
"#
            .replace("({\n})", "({})"),
        ),
    ] {
        let o = plan_text(name, &text, &[]);
        assert_eq!(o.status.code(), Some(1), "{name}");
        assert!(
            stderr(&o).contains("error: nothing to plan: the module has no public function with a body"),
            "{name}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn an_op_lowtide_does_not_know_is_refused_by_plan_at_its_line() {
    let o = plan_text(
        "unknown.mlir",
        &step(
            1,
            "  %u = \"foo.bar\"(%a0) : (tensor<4xf32>) -> tensor<4xf32>\n",
            &["%u"],
            &[],
        ),
        &[],
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains(":3:3: error: 'foo.bar' op is not an op lowtide knows, so the step cannot be planned or run"),
        "{err}"
    );
}

#[test]
fn beams_and_zoo_sizes_past_their_limits_are_refused() {
    let o = Command::new(lowtide())
        .args(["zoo", "gpt2", "--layers", "100000"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("--layers 100000 is more than 4096, the most blocks lowtide builds"),
        "{}",
        stderr(&o)
    );
    // A model without blocks refuses `--layers` instead of ignoring it.
    let o = Command::new(lowtide())
        .args(["zoo", "mlp", "--layers", "3"])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("lowtide zoo: error: mlp has no --layers: it sets the transformer blocks of gpt2, bert_base and vit_b16 and the residual blocks resnet18, resnet50 and mobilenet_v2 keep (mlp's layers are its --widths)"),
        "{}",
        stderr(&o)
    );
    let o = plan_text(
        "beam.mlir",
        &step(1, "", &["%a0"], &[]),
        &["--budget", "1KiB", "--beam", "1024"],
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("expected a number of plans from 1 to 64"),
        "{}",
        stderr(&o)
    );
}

/// A step whose arguments and outputs add up past 64 bits (each fits) is refused, never planned
/// with a wrapped footprint (the fuzz target `parse_verify` found the overflow).
#[test]
fn a_step_larger_than_64_bits_of_bytes_is_an_error() {
    let t = "tensor<4611686018427387903xf32>";
    let text = format!(
        r#""func.func"() <{{function_type = ({t}) -> {t}, sym_name = "main"}}> ({{
^bb0(%x: {t}):
  %a = "stablehlo.tanh"(%x) : ({t}) -> {t}
  "func.return"(%a) : ({t}) -> ()
}}) : () -> ()
"#
    );
    let o = plan_text("huge.mlir", &text, &[]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "@main needs more than 2^64 bytes (its arguments, outputs and arena together), so it cannot be planned"
        ),
        "{}",
        stderr(&o)
    );
}

/// Two live tensors of 2^63 bytes each: planning never overflows on the way (the fuzz target
/// `parse_verify` found the schedule's cost model overflowing on this step).
#[test]
fn two_tensors_of_2_to_the_63_bytes_plan_without_overflow() {
    let t = "tensor<2305843009213693952xf32>";
    let text = format!(
        r#""func.func"() <{{function_type = (tensor<f32>) -> tensor<f32>, sym_name = "main"}}> ({{
^bb0(%x: tensor<f32>):
  %a = "stablehlo.broadcast_in_dim"(%x) <{{broadcast_dimensions = array<i64>}}> : (tensor<f32>) -> {t}
  %b = "stablehlo.broadcast_in_dim"(%x) <{{broadcast_dimensions = array<i64>}}> : (tensor<f32>) -> {t}
  %c = "stablehlo.add"(%a, %b) : ({t}, {t}) -> {t}
  %z = "stablehlo.constant"() <{{value = dense<0.0> : tensor<f32>}}> : () -> tensor<f32>
  %s = "stablehlo.reduce"(%c, %z) <{{dimensions = array<i64: 0>}}> ({{
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %r = "stablehlo.add"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%r) : (tensor<f32>) -> ()
  }}) : ({t}, tensor<f32>) -> tensor<f32>
  "func.return"(%s) : (tensor<f32>) -> ()
}}) : () -> ()
"#
    );
    let plan =
        |pipeline: &str| plan_text("huge2.mlir", &text, &[&format!("--pipeline={pipeline}")]);
    // Unfused, both tensors are stored: the placer refuses them.
    let o = plan("schedule,assign-buffers");
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("error: pass 'assign-buffers' failed: cannot plan @main: the buffers need more than 4611686018427387904 bytes in total (2^62)"),
        "{}",
        stderr(&o)
    );
    // The default pipeline fuses the broadcasts, the add and the reduction into one loop that
    // stores none of them: it plans, in a few bytes.
    let o = plan(lowtide_passes::PLAN_PIPELINE);
    assert!(o.status.success(), "{}", stderr(&o));
    let arena: u64 = String::from_utf8_lossy(&o.stdout)
        .lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("arena")?
                .split_whitespace()
                .next()?
                .parse()
                .ok()
        })
        .unwrap();
    assert!(arena < 1024, "{arena}");
}

/// `lowtide zoo ... | head -1`: the reader closes the pipe early; lowtide ends quietly
/// instead of panicking with "failed printing to stdout: Broken pipe".
#[test]
fn a_closed_output_pipe_ends_quietly() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(lowtide())
        .args(["zoo", "gpt2", "--layers", "2", "--batch", "1", "--seq", "8"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(
        first.starts_with("func.func") || first.starts_with("module"),
        "{first}"
    );
    // The reader is gone (its end of the pipe dropped with the BufReader).
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
}
