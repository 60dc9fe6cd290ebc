//! `classify-arguments`: what each argument of a training step holds, read from the step's
//! dataflow, recorded as `lt.kind` where the module records none (the report reads it; an
//! `args.json` given to `lowtide plan --args` still takes precedence).
//!
//! The step is split at its loss ([`Dataflow::of_step`]). An argument is *updated* when the
//! step returns a new value of it: the result its `tf.aliasing_output` names, else the returned
//! value whose chain of elementwise ops reaches it first (`p - lr * u`, `b1 * m + (1 - b1) * g`).
//! Then, in this order:
//!
//! 1. `ui32` words are PRNG key data (JAX keys and Keras seed generators hold them): `state`.
//! 2. Updated and read by the forward pass: a trained `param` when it is a float, else `state`.
//! 3. Not read by the forward pass, but read by the ops that compute a parameter's new value
//!    (momentum, Adam's moments and step count, a learning rate the step carries): `opt_state`.
//! 4. Updated from forward values only (batch norm's running statistics): `state`.
//! 5. Updated from neither (a step counter the update does not read): `opt_state`.
//! 6. Everything else (inputs, labels, lookup indices): `batch`.
//!
//! A step without a loss (no returned 0-d float) has no forward pass to read: its updated
//! float arguments are parameters, the rest batch inputs.

use super::dataflow::{Dataflow, Step};
use crate::manager::{Pass, PassArgs, PassError, PassInfo, PassOutcome};
use lowtide_ir::plan::{self, ArgKind};
use lowtide_ir::{Attr, ElemType, Module, Op, Value};
use std::collections::HashSet;

/// The `classify-arguments` pass.
pub struct ClassifyArguments;

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "classify-arguments",
        summary: SUMMARY,
        options: &[],
        create: |_: &PassArgs| Ok(Box::new(ClassifyArguments)),
    }
}

const SUMMARY: &str =
    "record what each argument holds (param, opt_state, state, batch) as lt.kind, from dataflow";

impl Pass for ClassifyArguments {
    fn name(&self) -> &'static str {
        "classify-arguments"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let mut recorded = 0;
        let public: Vec<Op> = m
            .functions()
            .into_iter()
            .map(|(f, _)| f)
            .filter(|&f| m.attr(f, "sym_visibility").and_then(Attr::as_str) != Some("private"))
            .collect();
        for f in public {
            recorded += record(m, f);
        }
        Ok(PassOutcome {
            changed: recorded > 0,
            stats: vec![("arguments-classified", recorded)],
        })
    }
}

/// Writes the inferred kind of each argument of `f` that records none (an `lt.kind` lowtide
/// does not know is left as written); returns how many.
fn record(m: &mut Module, f: Op) -> u64 {
    let mut dicts = plan::arg_dicts(m, f);
    if dicts.iter().all(|d| d.get(plan::KIND).is_some()) {
        return 0;
    }
    let mut n = 0;
    for (d, k) in dicts.iter_mut().zip(infer(m, f)) {
        if d.get(plan::KIND).is_none() {
            plan::set_arg_kind(d, k);
            n += 1;
        }
    }
    let attrs = dicts.into_iter().map(Attr::Dict).collect();
    m.ops[f].properties.set("arg_attrs", Attr::Array(attrs));
    n
}

/// The kind of each argument of function `f`, from its dataflow alone (what the module or
/// metadata records is not read). See the module's documentation for the rules.
pub fn infer(m: &Module, f: Op) -> Vec<ArgKind> {
    let Some(step) = Step::of(m, f) else {
        return Vec::new();
    };
    let (ops, args, updated) = (&step.ops, &step.args, &step.updated);
    let elem = |a: Value| m.ty(a).as_tensor().map(|t| t.elem);
    let is_key = |a: Value| elem(a) == Some(ElemType::UInt(32));
    let is_float = |a: Value| elem(a).is_some_and(ElemType::is_float);
    let Some(flow) = Dataflow::of_step(m, &step) else {
        return args
            .iter()
            .zip(updated)
            .map(|(&a, u)| match u {
                _ if is_key(a) => ArgKind::State,
                Some(_) if is_float(a) => ArgKind::Param,
                _ => ArgKind::Batch,
            })
            .collect();
    };
    let forward_reads = &flow.reads;
    let is_param = |i: usize| {
        let a = args[i];
        updated[i].is_some() && forward_reads.contains(&a) && is_float(a) && !is_key(a)
    };
    // The ops outside the forward pass that parameters' new values depend on: the backward
    // pass and the update.
    let new_params: Vec<Value> = (0..args.len())
        .filter(|&i| is_param(i))
        .filter_map(|i| updated[i])
        .collect();
    let top: HashSet<Op> = ops.iter().copied().collect();
    let update_ops = ancestors(m, &top, &new_params, &flow.forward);
    let update_reads: HashSet<Value> = update_ops.iter().flat_map(|&o| m.reads_deep(o)).collect();
    (0..args.len())
        .map(|i| {
            let a = args[i];
            let forward_read = forward_reads.contains(&a);
            if is_key(a) {
                ArgKind::State
            } else if is_param(i) {
                ArgKind::Param
            } else if updated[i].is_some() && forward_read {
                ArgKind::State
            } else if !forward_read && update_reads.contains(&a) {
                ArgKind::OptState
            } else if let Some(new) = updated[i] {
                // From forward values: its chain back to the forward pass meets an op that
                // depends on an argument (a constant the forward pass shares does not count),
                // or it reads another argument itself.
                let from = ancestors(m, &top, &[new], &flow.forward);
                let from_forward = from.iter().flat_map(|&o| m.reads_deep(o)).any(|v| {
                    v != a && m.def_op(v).is_none()
                        || m.def_op(v)
                            .is_some_and(|d| flow.forward.contains(&d) && step.on_args.contains(&d))
                });
                if from_forward {
                    ArgKind::State
                } else {
                    ArgKind::OptState
                }
            } else {
                ArgKind::Batch
            }
        })
        .collect()
}

/// The ops of `top` (a block's ops) that `values` depend on, not crossing into `stop`.
fn ancestors(m: &Module, top: &HashSet<Op>, values: &[Value], stop: &HashSet<Op>) -> HashSet<Op> {
    let mut out = HashSet::new();
    let mut stack: Vec<Op> = values.iter().filter_map(|&v| m.def_op(v)).collect();
    while let Some(o) = stack.pop() {
        if !top.contains(&o) || stop.contains(&o) || !out.insert(o) {
            continue;
        }
        stack.extend(m.reads_deep(o).into_iter().filter_map(|v| m.def_op(v)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manager::Pass;

    /// What the module records is kept, a kind lowtide does not know included; the other
    /// arguments get theirs, and a second run changes nothing.
    #[test]
    fn recorded_kinds_stay_and_the_rest_are_inferred() {
        let src = r#"func.func @main(%w: tensor<3xf32> {lt.kind = "frozen"}, %v: tensor<3xf32>, %x: tensor<3xf32> {lt.kind = "param"}) -> (tensor<3xf32>, tensor<3xf32>, tensor<f32>) {
  %0 = stablehlo.multiply %w, %x : tensor<3xf32>
  %1 = stablehlo.multiply %0, %v : tensor<3xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %2 = stablehlo.reduce(%1 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
  %3 = stablehlo.subtract %w, %x : tensor<3xf32>
  %4 = stablehlo.subtract %v, %x : tensor<3xf32>
  return %3, %4, %2 : tensor<3xf32>, tensor<3xf32>, tensor<f32>
}"#;
        let mut m = lowtide_ir::parse(src, "t").unwrap();
        let out = ClassifyArguments.run(&mut m).unwrap();
        assert_eq!(out.stats, vec![("arguments-classified", 1)]);
        let f = m.function("main").unwrap();
        let text = lowtide_ir::print(&m, Default::default());
        assert!(text.contains(r#"lt.kind = "frozen""#), "{text}");
        assert_eq!(
            plan::arg_kinds(&m, f),
            vec![None, Some(ArgKind::Param), Some(ArgKind::Param)]
        );
        let again = ClassifyArguments.run(&mut m).unwrap();
        assert!(!again.changed);
    }
}
