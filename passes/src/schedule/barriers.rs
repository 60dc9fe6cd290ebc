//! `forward-barriers`: once the schedule is fixed, every `stablehlo.optimization_barrier`
//! result is its operand, as XLA aliases them. A barrier (what `jax.checkpoint` leaves) keeps
//! `cse` from merging a recomputation with the value it recomputes and keeps the scheduler
//! from moving the recomputation early; after `schedule` it has done both. Run as a copy, it
//! would hold a second copy of each operand, weights and batch included, while the
//! recomputation reads it: the checkpointed steps' largest values at their peak. The pass
//! replaces each result's uses with its operand and removes the barrier; the order of every
//! other op stays as it is. A donated argument read through a barrier after its update is
//! written stays a copy (reading it in place would break the donation). Where forwarding would
//! raise the footprint at the liveness lower bound, the pass leaves the barriers as they are
//! ([`forward_if_no_larger`]).

use crate::manager::{Pass, PassArgs, PassError, PassInfo, PassOutcome};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::module::ValueDef;
use lowtide_ir::{Module, Op, OpKind, Value};

/// The `forward-barriers` pass.
pub struct ForwardBarriers;

const SUMMARY: &str =
    "after scheduling, read each optimization_barrier's operands in place of its results (no copies)";

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "forward-barriers",
        summary: SUMMARY,
        options: &[],
        create: |_: &PassArgs| Ok(Box::new(ForwardBarriers)),
    }
}

impl Pass for ForwardBarriers {
    fn name(&self) -> &'static str {
        "forward-barriers"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let removed = forward_if_no_larger(m);
        Ok(PassOutcome {
            changed: removed > 0,
            stats: vec![("results-forwarded", removed)],
        })
    }
}

/// [`forward_barriers`] where that does not raise the footprint at the liveness lower bound
/// (`memory::measure::bound`, summed over functions); else `m` stays as it is. Forwarding
/// keeps an operand alive where its copy was: on a plan the budget search made around the
/// copies, that rose a random step's bound from 512 to 528 bytes, above the budget the plan
/// had been accepted for. Returns how many results it forwarded.
pub fn forward_if_no_larger(m: &mut Module) -> u64 {
    if !has_barriers(m) {
        return 0;
    }
    let bound = |m: &Module| -> Option<u64> {
        m.functions()
            .iter()
            .filter(|&&(f, _)| m.entry_block(f).is_some())
            .map(|&(f, _)| crate::memory::measure::bound(m, f).ok())
            .sum()
    };
    let mut forwarded = m.clone();
    let removed = forward_barriers(&mut forwarded);
    match (bound(m), bound(&forwarded)) {
        (Some(before), Some(after)) if after > before => 0,
        _ => {
            *m = forwarded;
            removed
        }
    }
}

/// Whether `m` holds an `optimization_barrier` anywhere.
pub fn has_barriers(m: &Module) -> bool {
    m.walk()
        .iter()
        .any(|&op| m.kind(op) == Some(OpKind::OptimizationBarrier))
}

/// Replaces barrier results' uses with their operands and removes the barriers (or the
/// results forwarded, where some stay); returns how many results it forwarded. A result
/// whose operand is an argument donated to an output stays a copy when it is read at or after
/// the op writing that output: read in place, the argument would be read after its buffer
/// took the update, and the donation would break (`assign-buffers` then gives the update a
/// buffer of its own).
pub fn forward_barriers(m: &mut Module) -> u64 {
    let barriers: Vec<Op> = m
        .walk()
        .into_iter()
        .filter(|&op| m.kind(op) == Some(OpKind::OptimizationBarrier))
        .filter(|&op| m.ops[op].operands.len() == m.ops[op].results.len())
        .collect();
    if barriers.is_empty() {
        return 0;
    }
    // Per donated argument: the position of the op writing its output. Per value: the last
    // position (in its function's body) of an op reading it, itself or in its regions.
    let mut deadline: SecondaryMap<Value, Option<usize>> = SecondaryMap::new();
    let mut last_read: SecondaryMap<Value, usize> = SecondaryMap::new();
    for (f, _) in m.functions() {
        let Some(b) = m.entry_block(f) else { continue };
        let ops = m.blocks[b].ops.clone();
        let returned = ops
            .last()
            .filter(|&&t| m.kind(t) == Some(OpKind::FuncReturn))
            .map(|&t| m.ops[t].operands.clone())
            .unwrap_or_default();
        let mut position: SecondaryMap<Op, Option<usize>> = SecondaryMap::new();
        for (i, &op) in ops.iter().enumerate() {
            position[op] = Some(i);
        }
        for (a, k) in m.donations(f).into_iter().enumerate() {
            let writer = k
                .and_then(|k| returned.get(k))
                .and_then(|&v| m.def_op(v))
                .and_then(|op| position[op]);
            if let (Some(d), Some(&arg)) = (writer, m.blocks[b].args.get(a)) {
                deadline[arg] = Some(d);
            }
        }
        for (i, &op) in ops.iter().enumerate() {
            let mut stack = vec![op];
            while let Some(o) = stack.pop() {
                for &v in &m.ops[o].operands {
                    last_read[v] = i;
                }
                for &r in &m.ops[o].regions {
                    for &blk in &m.regions[r].blocks {
                        stack.extend(m.blocks[blk].ops.iter().copied());
                    }
                }
            }
        }
    }
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut forwarded = 0;
    for &op in &barriers {
        let (operands, results) = (m.ops[op].operands.clone(), m.ops[op].results.clone());
        let (mut kept_operands, mut kept_results) = (Vec::new(), Vec::new());
        for (&x, &r) in operands.iter().zip(&results) {
            if deadline[x].is_some_and(|d| last_read[r] >= d) {
                kept_operands.push(x);
                kept_results.push(r);
            } else {
                map[r] = Some(x);
                forwarded += 1;
            }
        }
        if kept_results.is_empty() {
            if let Some(b) = m.ops[op].parent {
                m.blocks[b].ops.retain(|&o| o != op);
            }
            m.ops[op].parent = None;
        } else if kept_results.len() < results.len() {
            for (k, &r) in kept_results.iter().enumerate() {
                m.values[r].def = ValueDef::Result(op, k as u32);
            }
            m.ops[op].operands = kept_operands;
            m.ops[op].results = kept_results;
            // A plan made before (the budget search's) lists the results it had:
            // `assign-buffers` plans the op again.
            lowtide_ir::plan::clear_op(m, op);
        }
    }
    m.replace_uses(&map);
    forwarded
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowtide_ir::parse_and_verify;

    #[test]
    fn a_barrier_s_results_become_its_operands() {
        let text = r#"func.func @main(%x: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<4xf32> {
  %a = stablehlo.tanh %x : tensor<4xf32>
  %b:2 = stablehlo.optimization_barrier %a, %w : tensor<4xf32>, tensor<4xf32>
  %c = stablehlo.multiply %b#0, %b#1 : tensor<4xf32>
  return %c : tensor<4xf32>
}
"#;
        let mut m = parse_and_verify(text, "t.mlir").unwrap();
        assert_eq!(forward_barriers(&mut m), 2);
        let printed = lowtide_ir::print(&m, lowtide_ir::PrintOptions::default());
        assert!(!printed.contains("optimization_barrier"), "{printed}");
        assert!(
            printed.contains("stablehlo.multiply %0, %arg1"),
            "{printed}"
        );
        lowtide_ir::verify(&m).unwrap();
    }

    #[test]
    fn a_donated_argument_read_after_its_update_stays_a_copy() {
        // %w is donated to result 0, written by the add; the multiply reads %w's copy after
        // it: that result stays a copy, %x's is forwarded.
        let text = r#"func.func @main(%w: tensor<4xf32> {tf.aliasing_output = 0 : i32}, %x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %b:2 = stablehlo.optimization_barrier %w, %x : tensor<4xf32>, tensor<4xf32>
  %u = stablehlo.add %w, %x : tensor<4xf32>
  %c = stablehlo.multiply %b#0, %b#1 : tensor<4xf32>
  return %u, %c : tensor<4xf32>, tensor<4xf32>
}
"#;
        let mut m = parse_and_verify(text, "t.mlir").unwrap();
        // Planned first, as the budget search's answer is: the barrier's plan of two results
        // goes with the result it drops.
        crate::schedule::schedule(&mut m).unwrap();
        crate::manager::Pass::run(
            &mut crate::memory::assign_buffers::AssignBuffers::default(),
            &mut m,
        )
        .unwrap();
        assert_eq!(forward_barriers(&mut m), 1);
        lowtide_ir::verify(&m).unwrap();
        let printed = lowtide_ir::print(&m, lowtide_ir::PrintOptions::default());
        assert!(
            printed.contains("%0 = stablehlo.optimization_barrier %arg0 : tensor<4xf32>"),
            "{printed}"
        );
        assert!(
            printed.contains("stablehlo.multiply %0, %arg1"),
            "{printed}"
        );
    }
}
