//! `lowtide plan` on every bench training step: the plan passes verify-plan (part of the default
//! pipeline) and its fragmentation (footprint / lower bound) is at most 1.01. Skips with a
//! reason when `../shared/bench` is absent. Also the plan command's user-facing errors.

use lowtide_testkit as common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn lowtide() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_lowtide"))
}

fn field(json: &str, key: &str) -> f64 {
    let i = json
        .find(&format!("\"{key}\": "))
        .unwrap_or_else(|| panic!("no {key} in {json}"));
    let rest = &json[i + key.len() + 4..];
    let end = rest.find([',', '\n', '}']).unwrap();
    rest[..end].trim().parse().unwrap()
}

#[test]
fn every_bench_step_plans_verifies_and_stays_within_1_percent_of_the_lower_bound() {
    let Some(dir) = common::bench_dir("xla") else {
        return;
    };
    let files = common::files_with_ext(&dir, "mlir");
    assert_eq!(files.len(), 12);
    for f in files {
        let args = f.with_extension("args.json");
        let run = Command::new(lowtide())
            .args([
                "plan",
                f.to_str().unwrap(),
                "--report",
                "json",
                "--args",
                args.to_str().unwrap(),
            ])
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success(),
            "{}: {}",
            f.display(),
            String::from_utf8_lossy(&run.stderr)
        );
        let frag = field(&out, "fragmentation");
        let (fp, lb, arena) = (
            field(&out, "footprint_bytes"),
            field(&out, "lower_bound_bytes"),
            field(&out, "arena_bytes"),
        );
        let (args_b, outs, alias) = (
            field(&out, "argument_bytes"),
            field(&out, "output_bytes"),
            field(&out, "alias_bytes"),
        );
        eprintln!(
            "{}: footprint {fp} lower bound {lb} fragmentation {frag}",
            f.file_name().unwrap().to_string_lossy()
        );
        assert!(frag <= 1.01, "{}: fragmentation {frag}", f.display());
        assert_eq!(fp, args_b + outs - alias + arena, "footprint accounting");
        assert!(out.contains("\"name\": \"verify-plan\""), "{out}");
        // The dynamic baselines on the same schedule: no pool or cache can do better than the
        // live bytes, so the static arena (with in-place reuse) is at most no_pool's peak.
        let no_pool = field(&out, "no_pool");
        assert!(
            arena <= no_pool + 64.0 * 1024.0,
            "{}: arena {arena} above no_pool {no_pool}",
            f.display()
        );
        assert!(
            field(&out, "page_pool") >= no_pool && field(&out, "caching") >= no_pool,
            "{out}"
        );
        if f.to_string_lossy().contains("donate") {
            assert!(alias > 0.0, "{}: donation not honoured", f.display());
        }
    }
}

#[test]
fn plan_errors_are_clear() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/linear_relu_step.mlir");
    let src = src.to_str().unwrap();
    let run = Command::new(lowtide())
        .args(["plan", src, "--pipeline", "cse,dce"])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr)
        .contains("error: no function was planned: the pipeline must include assign-buffers"));
    let run = Command::new(lowtide())
        .args(["plan", src, "--function", "nope"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&run.stderr)
        .contains("error: the module has no function @nope (it has @main)"));
    let run = Command::new(lowtide())
        .args(["plan", src, "--function", "main", "--pipeline", "cse,dce"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&run.stderr).contains("error: no planned function @main"));
    let bad = common::Scratch::new("bad-args.json");
    std::fs::write(
        &bad,
        r#"{"args": [{"kind": "weights"}, {"kind": "rng"}, {"kind": "batch"}, {"kind": "batch"}]}"#,
    )
    .unwrap();
    let run = Command::new(lowtide())
        .args(["plan", src, "--args", bad.to_str().unwrap()])
        .output()
        .unwrap();
    // An unknown kind is a warning: the argument keeps the class lowtide infers.
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(
        String::from_utf8_lossy(&run.stderr).contains(
            "warning: argument 0 has kind `weights`, which lowtide does not know (param, \
             opt_state, state, rng or batch); it is classed as lowtide infers it"
        ),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    // Not JSON at all: said so, with where.
    std::fs::write(&bad, r#"{"args": [{"kind": "param"},"#).unwrap();
    let run = Command::new(lowtide())
        .args(["plan", src, "--args", bad.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&run.stderr).contains("error: not valid JSON: "),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    std::fs::write(&bad, r#"{"args": [{"kind": "param"}]}"#).unwrap();
    let run = Command::new(lowtide())
        .args(["plan", src, "--args", bad.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1));
    assert!(
        String::from_utf8_lossy(&run.stderr)
            .contains("error: the argument metadata lists 1 arguments, but @main has 4"),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let run = Command::new(lowtide())
        .args(["plan", src, "--pipeline", "verify-plan"])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&run.stderr)
        .contains("pass 'verify-plan' failed: no buffer plan to verify: run assign-buffers first"));
}

#[test]
fn example_step_report_and_svg() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/linear_relu_step.mlir");
    let svg = common::Scratch::new("plan.svg");
    let run = Command::new(lowtide())
        .args([
            "plan",
            src.to_str().unwrap(),
            "--svg",
            svg.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let table = String::from_utf8_lossy(&run.stdout);
    assert!(
        table.contains("fragmentation") && table.contains("footprint"),
        "{table}"
    );
    let pic = std::fs::read_to_string(&svg).unwrap();
    assert!(
        pic.starts_with("<svg")
            && pic.contains("peak at point")
            && pic.matches("<rect").count() > 5,
        "{pic}"
    );
}

#[test]
fn an_unmet_budget_in_json_names_the_smallest_footprint() {
    let step = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/linear_relu_step.mlir"
    );
    let out = Command::new(lowtide())
        .args(["plan", step, "--budget", "1", "--report", "json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(doc["error"], "budget_not_met");
    assert_eq!(doc["function"], "main");
    assert_eq!(doc["budget_bytes"], 1);
    let smallest = doc["smallest_footprint_bytes"].as_u64().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!(
            "@main cannot fit in 1 bytes: the smallest footprint lowtide reaches is {smallest} bytes"
        )),
        "{stderr}"
    );
    // Asked for, that footprint is met.
    let out = Command::new(lowtide())
        .args([
            "plan",
            step,
            "--budget",
            &smallest.to_string(),
            "--report",
            "json",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(doc["footprint_bytes"].as_u64().unwrap() <= smallest);
}

#[test]
fn a_time_limit_stops_the_budget_search_and_says_so() {
    let step = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/linear_relu_step.mlir"
    );
    let plan = |extra: &[&str]| {
        let out = Command::new(lowtide())
            .args(["plan", step])
            .args(extra)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stderr).to_string(),
        )
    };
    // The search stops at once: its start is planned, and the message says why it stopped.
    let (code, err) = plan(&["--budget", "1", "--time-limit", "0ms"]);
    assert_eq!(code, Some(1));
    assert!(
        err.contains("@main cannot fit in 1 bytes: the smallest footprint lowtide reaches is ")
            && err.contains("; the search stopped at its time limit of 0 ms: a longer one (`lowtide plan --time-limit`, option search-time-limit) may reach less"),
        "{err}"
    );
    // Without a limit the search ends on its own, and says nothing of time.
    let (code, err) = plan(&["--budget", "1"]);
    assert_eq!(code, Some(1));
    assert!(!err.contains("time limit"), "{err}");
    // A budget it fits is met within the limit.
    let (code, err) = plan(&["--budget", "1GiB", "--time-limit", "30s"]);
    assert_eq!(code, Some(0), "{err}");
    // Misuse is refused with the reason.
    let (code, err) = plan(&["--time-limit", "30s"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("--budget <BUDGET>"), "{err}");
    let (code, err) = plan(&["--budget", "1GiB", "--time-limit", "soon"]);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("unknown time unit 'soon' in 'soon' (use ms, s, m or h)"),
        "{err}"
    );
}

/// Every key of `v` with its JSON type, one per line (lists by their first element).
fn schema(v: &serde_json::Value, path: &str, out: &mut Vec<String>) {
    use serde_json::Value::*;
    let ty = match v {
        Null => "null",
        Bool(_) => "bool",
        Number(_) => "number",
        String(_) => "string",
        Array(_) => "list",
        Object(_) => "object",
    };
    out.push(format!("{path}: {ty}"));
    match v {
        Object(o) => o
            .iter()
            .for_each(|(k, x)| schema(x, &format!("{path}.{k}"), out)),
        Array(l) => l
            .iter()
            .take(1)
            .for_each(|x| schema(x, &format!("{path}[]"), out)),
        _ => {}
    }
}

/// The JSON report's schema (keys, nesting and types, not values) is pinned: a change to it
/// shows up here.
#[test]
fn the_json_report_schema_is_pinned() {
    let step = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/linear_relu_step.mlir"
    );
    let out = Command::new(lowtide())
        .args(["plan", step, "--report", "json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut lines = Vec::new();
    schema(&doc, "", &mut lines);
    insta::assert_snapshot!(lines.join("\n"));
}

/// `lowtide plan` on steps exactly as JAX prints them: the exported steps of
/// `ir/tests/pretty/` (`lowered.as_text()`, one also with its debug info), jaxlib's custom
/// form of every bench and numerics step, and the README's example. Where JAX's argument
/// kinds are beside a step (`NAME.args.json`), the report's argument classes without `--args`
/// (inferred from dataflow) are the same bytes as with it.
#[test]
fn plans_steps_as_jax_prints_them() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files: Vec<PathBuf> = common::files_with_ext(&root.join("ir/tests/pretty"), "mlir")
        .into_iter()
        .filter(|f| !f.to_string_lossy().ends_with(".generic.mlir"))
        .collect();
    files.push(root.join("examples/jax_mlp_adam_step.mlir"));
    assert!(files.len() >= 31, "{files:?}");
    let plan = |f: &Path, args: Option<&Path>| -> serde_json::Value {
        let mut cmd = Command::new(lowtide());
        cmd.args(["plan", f.to_str().unwrap(), "--report", "json"]);
        if let Some(a) = args {
            cmd.args(["--args", a.to_str().unwrap()]);
        }
        let run = cmd.output().unwrap();
        let err = String::from_utf8_lossy(&run.stderr);
        assert!(run.status.success(), "{}: {err}", f.display());
        assert!(!err.contains("warning"), "{}: {err}", f.display());
        serde_json::from_slice(&run.stdout).unwrap_or_else(|e| panic!("{}: {e}", f.display()))
    };
    let mut with_kinds = 0;
    for f in &files {
        let doc = plan(f, None);
        assert!(
            doc["footprint_bytes"].as_u64().unwrap() > 0,
            "{}",
            f.display()
        );
        let name = f.file_name().unwrap().to_str().unwrap();
        let stem = name.split('.').next().unwrap();
        // A bench step's kinds are beside its generic form in ../shared/bench (when present).
        let kinds = match stem.strip_prefix("bench_") {
            Some(b) => root.join(format!("../shared/bench/xla/{b}.args.json")),
            None => f.with_file_name(format!("{stem}.args.json")),
        };
        if kinds.exists() {
            let given = plan(f, Some(&kinds));
            for class in ["parameters", "optimizer_state", "model_state", "batch"] {
                assert_eq!(
                    doc["bytes_by_class"][class],
                    given["bytes_by_class"][class],
                    "{}: {class}",
                    f.display()
                );
            }
            with_kinds += 1;
        }
    }
    assert!(with_kinds >= 14, "{with_kinds} steps with argument kinds");
}

/// The README's example: Adam's moments and step count are optimizer state, told apart from
/// the parameters by what reads them, with no `--args`.
#[test]
fn the_readme_example_reports_optimizer_state_without_metadata() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let run = Command::new(lowtide())
        .args(["plan"])
        .arg(root.join("examples/jax_mlp_adam_step.mlir"))
        .output()
        .unwrap();
    assert!(run.status.success());
    let out = String::from_utf8_lossy(&run.stdout);
    for line in [
        "    parameters                     2704  2.64 KiB",
        "    optimizer_state                5412  5.29 KiB",
        "    model_state                       0  0 B",
        "    batch                           544  544 B",
    ] {
        assert!(
            out.contains(line),
            "README's example: {line:?} missing from\n{out}"
        );
    }
}

/// The page `lowtide plan STEP --html` writes (`tag` names its temporary file).
fn html_page(step: &std::path::Path, tag: &str) -> String {
    let page = common::Scratch::new(&format!("{tag}.html"));
    let run = Command::new(lowtide())
        .args(["plan", step.to_str().unwrap(), "--html"])
        .arg(&page)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    std::fs::read_to_string(&page).unwrap()
}

/// The Flax GPT-2 step exported with locations, its parameters and optimizer state (its
/// arguments 0 to 60) donated to the outputs that update them, as `donate_argnums=(0, 1)`
/// exports them, written to a scratch file. Without donation every value of its arena waits
/// in an output's buffer, and the arena's peak is two scalars outside any layer.
fn donated_flax_gpt2(root: &Path, tag: &str) -> common::Scratch {
    let text = std::fs::read_to_string(root.join("ir/tests/pretty/flax_gpt2.debug.mlir")).unwrap();
    let mut out = String::new();
    for line in text.lines() {
        if !line.contains("func.func public @main(") {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        // `%argK: tensor<...> loc(...)`: the attribute goes before the location.
        let parts: Vec<&str> = line.split(" loc(").collect();
        for (i, part) in parts.iter().enumerate() {
            if i > 0 {
                out.push_str(" loc(");
            }
            out.push_str(part);
            let arg = part.rsplit_once("%arg").and_then(|(_, rest)| {
                let (k, ty) = rest.split_once(": ")?;
                let k: usize = k.parse().ok()?;
                (ty.starts_with("tensor<") && ty.ends_with('>') && !ty.contains(" -> "))
                    .then_some(k)
            });
            if let Some(k) = arg.filter(|&k| k < 61 && i + 1 < parts.len()) {
                out.push_str(&format!(" {{tf.aliasing_output = {k} : i32}}"));
            }
        }
        out.push('\n');
    }
    assert_eq!(out.matches("tf.aliasing_output").count(), 61);
    let file = common::Scratch::new(&format!("{tag}.mlir"));
    std::fs::write(&file, out).unwrap();
    file
}

/// `--html`: one page with the report's tables and the SVG; text from the step is escaped.
#[test]
fn the_html_page_has_the_tables_and_the_picture() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let step = donated_flax_gpt2(&root, "page-step");
    let html = html_page(&step, "page");
    assert!(html.starts_with("<!DOCTYPE html>") && html.ends_with("</html>\n"));
    for part in [
        "<h2>Footprint</h2>",
        "<h2>Bytes by class</h2>",
        "optimizer state</td>",
        "saved activations</td>",
        "<h2>At the arena's peak, by layer</h2>",
        "<td>GPT2/Block_0",
        "library_steps.py:",
        "<h2>Largest values at the peak</h2>",
        "<code>tensor&lt;",
        "<svg xmlns=",
        "</svg>",
    ] {
        assert!(html.contains(part), "{part:?} missing from the page");
    }
    assert!(!html.contains("<code>tensor<"), "unescaped type");
    // A step without locations says how to get them; an unwritable path is an error.
    let example = root.join("examples/jax_mlp_adam_step.mlir");
    let run = Command::new(lowtide())
        .args([
            "plan",
            example.to_str().unwrap(),
            "--html",
            "/nonexistent/dir/p.html",
        ])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1));
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        err.starts_with("/nonexistent/dir/p.html: error: cannot write: "),
        "{err}"
    );
    let html = html_page(&example, "page2");
    assert!(
        html.contains("No op carries a location: export the step with <code>lowered.as_text(debug_info=True)</code>"),
        "{html}"
    );
}

/// A step exported with `as_text(debug_info=True)`: the report names what holds the arena's
/// peak by the layers of the user's model and their source lines (table, `--explain`, JSON,
/// and the SVG's hover text); without locations it says how to get them.
#[test]
fn the_peak_is_named_by_the_users_layers_and_lines() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let step = donated_flax_gpt2(&root, "peak-step");
    let svg = common::Scratch::new("peak.svg");
    let run = Command::new(lowtide())
        .args(["plan", step.to_str().unwrap(), "--explain", "--svg"])
        .arg(&svg)
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let out = String::from_utf8_lossy(&run.stdout);
    assert!(
        out.contains("at the arena's peak, by layer (the step's locations):"),
        "{out}"
    );
    let rows: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.contains("at the arena's peak, by layer"))
        .skip(1)
        .take_while(|l| l.starts_with("    "))
        .collect();
    assert!(rows.len() >= 3, "{out}");
    // Layers of the Flax model, each with a line of the file that built it.
    assert!(
        rows.iter()
            .any(|r| r.contains("GPT2/Block_0") && r.contains("library_steps.py:")),
        "{out}"
    );
    assert!(!out.contains("(no location)"), "{out}");
    // --explain: the largest values, by layer/primitive and line.
    let explain: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.starts_with("largest values live at the arena's peak"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .collect();
    assert!(explain.iter().any(|l| l.contains("GPT2/Block_0/")), "{out}");
    let drawn = std::fs::read_to_string(&svg).unwrap();
    assert!(
        drawn.contains(" (GPT2/Block_0/"),
        "the SVG's hover text names no layer"
    );
    // A budget no plan meets names the peak's holders the same way.
    let run = Command::new(lowtide())
        .args(["plan", step.to_str().unwrap(), "--budget", "1KiB"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&run.stderr);
    assert!(
        err.contains("at its peak the largest live values are a tensor<"),
        "{err}"
    );
    assert!(
        err.contains(" from GPT2/") && err.contains(" at library_steps.py:"),
        "{err}"
    );
    let json = Command::new(lowtide())
        .args(["plan", step.to_str().unwrap(), "--report", "json"])
        .output()
        .unwrap();
    let doc: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(doc["schema_version"], 2);
    // The step returns Adam's step count (a 0-d integer) before its loss: the loss is found
    // among the returned floats, and the forward values the backward pass reads are saved
    // activations (this report said 0 bytes of them when it took the first 0-d result).
    let saved = doc["bytes_by_class"]["saved_activations"].as_u64().unwrap();
    assert!(saved > 0, "no saved activations");
    let layers = doc["peak_by_layer"].as_array().unwrap();
    let arena_at_peak: u64 = layers.iter().map(|g| g["bytes"].as_u64().unwrap()).sum();
    assert!(arena_at_peak > 0 && arena_at_peak <= doc["arena_bytes"].as_u64().unwrap());
    assert!(layers
        .iter()
        .any(|g| g["layer"].as_str().unwrap().starts_with("GPT2/")));
    // The same step without debug info: the report says how to get the layers.
    let plain = root.join("ir/tests/pretty/flax_gpt2.pretty.mlir");
    let run = Command::new(lowtide())
        .args(["plan", plain.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&run.stdout).contains(
        "at the arena's peak, by layer: no op carries a location (export the step with \
         `lowered.as_text(debug_info=True)` to see layers and source lines)"
    ));
}

/// The zoo's MLP with SGD: its weight gradients are computed inside their updates, and the
/// report says so (a table line and `fused_gemms` in the JSON report).
#[test]
fn fused_weight_gradient_gemms_are_reported() {
    let zoo = Command::new(lowtide())
        .args(["zoo", "mlp"])
        .output()
        .unwrap();
    assert!(zoo.status.success());
    let plan = |format: &str| {
        let mut child = Command::new(lowtide())
            .args(["plan", "-", "--report", format])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        child.stdin.take().unwrap().write_all(&zoo.stdout).unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let table = plan("table");
    assert!(
        table.contains("  fused GEMMs                         3  weight-gradient GEMMs computed a block of rows at a time inside the update reading them, never stored whole"),
        "{table}"
    );
    assert_eq!(field(&plan("json"), "fused_gemms"), 3.0);
}
