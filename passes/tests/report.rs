//! The report's byte classes on the zoo's own steps: the zoo records what each argument is
//! (`lt.kind`), and the report counts parameters, optimizer state, running statistics and the
//! batch from it.

use lowtide_ir::plan::{arg_kinds, ArgKind};
use lowtide_passes::autodiff::Optimizer;
use lowtide_passes::frontend::zoo::{build, ZooOptions};
use lowtide_passes::report::{report, Class};
use lowtide_passes::{Instrumentation, Pipeline};

fn class_bytes(r: &lowtide_passes::report::PlanReport, c: Class) -> u64 {
    r.bytes_by_class.iter().find(|(k, _)| *k == c).unwrap().1
}

/// A zoo model's training step at a small size (one block where it has blocks, batch 2,
/// 32x32 images).
fn small_zoo_step(model: &str, optimizer: &str) -> lowtide_ir::Module {
    let o = ZooOptions {
        batch: 2,
        image: Some(32),
        layers: (!matches!(model, "mlp" | "vgg16" | "unet")).then_some(1),
        channels: Some(8),
        classes: Some(10),
        optimizer: Optimizer::named(optimizer).unwrap(),
        ..Default::default()
    };
    build(model, &o).unwrap()
}

#[test]
fn zoo_steps_report_optimizer_state_and_running_statistics_apart() {
    // Per optimizer: state tensors per parameter, and bytes of other state (Adam's step
    // counter, one f32).
    for (optimizer, moments, counter) in [("sgd", 0, 0), ("momentum", 1, 0), ("adam", 2, 4)] {
        let mut m = small_zoo_step("resnet50", optimizer);
        Pipeline::parse("plan")
            .unwrap()
            .run(&mut m, &Instrumentation::default(), "step", &mut Vec::new())
            .unwrap();
        let f = m.function("main").unwrap();
        let args = m.blocks[m.entry_block(f).unwrap()].args.clone();
        let bytes_of = |kind: ArgKind| -> u64 {
            args.iter()
                .zip(arg_kinds(&m, f))
                .filter(|(_, k)| *k == Some(kind))
                .map(|(&a, _)| m.ty(a).byte_size().unwrap())
                .sum()
        };
        let r = report(&m, f, None).unwrap();
        let params = class_bytes(&r, Class::Parameters);
        assert!(params > 0);
        assert_eq!(params, bytes_of(ArgKind::Param), "{optimizer}");
        let opt = class_bytes(&r, Class::OptimizerState);
        assert_eq!(opt, bytes_of(ArgKind::OptState), "{optimizer}");
        assert_eq!(
            opt,
            moments * params + counter,
            "{optimizer}: one buffer per parameter per moment"
        );
        let stats = class_bytes(&r, Class::ModelState);
        assert!(stats > 0, "{optimizer}: batch norm's running statistics");
        assert_eq!(stats, bytes_of(ArgKind::State), "{optimizer}");
        assert_eq!(class_bytes(&r, Class::Batch), bytes_of(ArgKind::Batch));
        // Every argument has a kind, and the classes add up to the footprint.
        assert!(arg_kinds(&m, f).iter().all(Option::is_some));
        let total: u64 = r.bytes_by_class.iter().map(|(_, b)| b).sum();
        assert!(total <= r.footprint_bytes, "{optimizer}");
    }
}

/// The kinds an `args.json` lists, as classes.
fn json_classes(path: &std::path::Path) -> Vec<Class> {
    let text = std::fs::read_to_string(path).unwrap();
    let (kinds, warnings) = lowtide_passes::report::arg_kinds_from_json(&text).unwrap();
    assert!(warnings.is_empty(), "{}: {warnings:?}", path.display());
    kinds.into_iter().map(|k| k.unwrap()).collect()
}

/// The classes `classify-arguments` records for `m`'s `@main`, after the cleanup the plan
/// pipeline runs before it.
fn inferred_classes(mut m: lowtide_ir::Module) -> Vec<Class> {
    Pipeline::parse("inline,canonicalize,cse,classify-arguments")
        .unwrap()
        .run(&mut m, &Instrumentation::default(), "step", &mut Vec::new())
        .unwrap();
    let f = m.function("main").unwrap();
    arg_kinds(&m, f)
        .into_iter()
        .map(|k| Class::of(k.expect("every argument classified")))
        .collect()
}

/// Names the arguments whose classes differ.
fn differences(got: &[Class], want: &[Class]) -> String {
    assert_eq!(got.len(), want.len(), "argument counts");
    got.iter()
        .zip(want)
        .enumerate()
        .filter(|(_, (g, w))| g != w)
        .map(|(i, (g, w))| format!("argument {i}: {} where {}", g.key(), w.key()))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Every step with an `args.json` beside it in `dir` (`NAME.args.json` next to
/// `NAME.mlir` or `NAME.pretty.mlir`).
fn steps_with_metadata(dir: &std::path::Path) -> Vec<(std::path::PathBuf, std::path::PathBuf)> {
    let mut out: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| {
            let json = e.unwrap().path();
            let name = json
                .file_name()?
                .to_str()?
                .strip_suffix(".args.json")?
                .to_string();
            ["mlir", "pretty.mlir"]
                .iter()
                .map(|ext| dir.join(format!("{name}.{ext}")))
                .find(|p| p.exists())
                .map(|step| (step, json))
        })
        .collect();
    out.sort();
    out
}

#[test]
fn argument_classes_from_dataflow_match_what_jax_steps_say() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut dirs = vec![root.join("ir/tests/pretty"), root.join("examples")];
    let bench = root.join("../shared/bench/xla");
    if bench.is_dir() {
        dirs.push(bench);
    } else {
        eprintln!("skipping the bench steps: {} is absent", bench.display());
    }
    // Steps exported with `scripts/library_steps.py DIR` (too large to commit).
    if let Ok(extra) = std::env::var("LOWTIDE_STEPS_DIR") {
        dirs.push(extra.into());
    }
    let mut checked = 0;
    for dir in dirs {
        for (step, json) in steps_with_metadata(&dir) {
            let text = std::fs::read_to_string(&step).unwrap();
            let m = lowtide_ir::parse(&text, &step.display().to_string()).unwrap();
            let d = differences(&inferred_classes(m), &json_classes(&json));
            assert!(d.is_empty(), "{}: {d}", step.display());
            checked += 1;
        }
    }
    eprintln!("{checked} steps' argument classes checked");
    assert!(checked >= 12, "{checked} steps with metadata");
}

#[test]
fn argument_classes_from_dataflow_match_what_the_autodiff_recorded_on_zoo_steps() {
    for model in lowtide_passes::frontend::zoo::BUILT {
        for optimizer in ["sgd", "momentum", "adam"] {
            let m = small_zoo_step(model, optimizer);
            let f = m.function("main").unwrap();
            let want: Vec<Class> = arg_kinds(&m, f)
                .into_iter()
                .map(|k| Class::of(k.unwrap()))
                .collect();
            // Without the recorded kinds; then without the donations too (the updates found
            // by their elementwise chains).
            for drop in [&["lt.kind"][..], &["lt.kind", "tf.aliasing_output"]] {
                let mut m = m.clone();
                strip_arg_attrs(&mut m, f, drop);
                let d = differences(&inferred_classes(m), &want);
                assert!(
                    d.is_empty(),
                    "{model} with {optimizer}, without {drop:?}: {d}"
                );
            }
        }
    }
}

/// Removes the attributes `keys` from every argument of `f`.
fn strip_arg_attrs(m: &mut lowtide_ir::Module, f: lowtide_ir::Op, keys: &[&str]) {
    use lowtide_ir::Attr;
    let Some(Attr::Array(mut dicts)) = m.attr(f, "arg_attrs").cloned() else {
        return;
    };
    for d in &mut dicts {
        if let Attr::Dict(d) = d {
            d.entries_mut().retain(|(k, _)| !keys.contains(&k.as_str()));
        }
    }
    m.ops[f].properties.set("arg_attrs", Attr::Array(dicts));
}

/// A step returning metrics beside its loss (JAX: `(params, opt_state, loss,
/// optax.global_norm(grads), accuracy)`): the gradients' norm depends on more of the step than
/// the loss does, but a gradient flows into it, so the loss is still the loss.
#[test]
fn the_loss_is_the_returned_scalar_no_gradient_flows_into() {
    use lowtide_passes::report::dataflow::{Dataflow, Step};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../ir/tests/pretty/jax_loss_and_metrics.pretty.mlir");
    let mut m = lowtide_ir::parse(&std::fs::read_to_string(&path).unwrap(), "step").unwrap();
    Pipeline::parse("inline,canonicalize,cse")
        .unwrap()
        .run(&mut m, &Instrumentation::default(), "step", &mut Vec::new())
        .unwrap();
    let step = Step::of(&m, m.function("main").unwrap()).unwrap();
    let n = step.returned.len();
    let def = |i: usize| m.def_op(step.returned[n - i]).unwrap();
    let flow = Dataflow::of_step(&m, &step).unwrap();
    assert_eq!(flow.loss, def(3), "the loss, not the norm or the accuracy");
    // The norm has more of the step behind it: the rule, not the size, tells them apart.
    let norm = Dataflow::around(&m, &step.ops, def(2));
    assert!(norm.forward.len() > flow.forward.len());
}
