//! A training step split at its loss by dataflow, not by schedule: the forward pass is every
//! op the loss depends on; a saved activation is a value the forward pass computes that an op
//! outside it (the backward pass, the update) reads. Regions count as their op's reads, so
//! calls inlined, `while` bodies and optimizer chains split the same way.

use lowtide_ir::{Module, Op, OpKind, Value};
use std::collections::HashSet;

/// The step around its loss.
pub struct Dataflow {
    /// The loss's op.
    pub loss: Op,
    /// Every op of the block the loss depends on (the loss's op too).
    pub forward: HashSet<Op>,
    /// Values the forward pass computes that an op outside it reads.
    pub saved: HashSet<Value>,
}

impl Dataflow {
    /// The step of block ops `ops` around the op `loss`.
    pub fn around(m: &Module, ops: &[Op], loss: Op) -> Dataflow {
        let top: HashSet<Op> = ops.iter().copied().collect();
        let mut forward = HashSet::new();
        let mut stack = vec![loss];
        while let Some(o) = stack.pop() {
            if !forward.insert(o) {
                continue;
            }
            for v in m.reads_deep(o) {
                if let Some(d) = m.def_op(v).filter(|d| top.contains(d)) {
                    stack.push(d);
                }
            }
        }
        let mut saved = HashSet::new();
        for &o in ops {
            if forward.contains(&o) || m.kind(o) == Some(OpKind::FuncReturn) {
                continue;
            }
            for v in m.reads_deep(o) {
                if m.def_op(v).is_some_and(|d| forward.contains(&d)) {
                    saved.insert(v);
                }
            }
        }
        Dataflow {
            loss,
            forward,
            saved,
        }
    }

    /// The step of block ops `ops` returning `returned`, split at its loss: a returned 0-d
    /// float (not an optimizer's integer step count) computed in the block; of several, the one
    /// with the most of the step behind it (the first returned, on a tie). `None` when the
    /// step returns no such value.
    pub fn of_step(m: &Module, ops: &[Op], returned: &[Value]) -> Option<Dataflow> {
        let top: HashSet<Op> = ops.iter().copied().collect();
        returned
            .iter()
            .rev()
            .filter(|&&v| {
                m.ty(v)
                    .as_tensor()
                    .is_some_and(|t| t.rank() == Some(0) && t.elem.is_float())
            })
            .filter_map(|&v| m.def_op(v))
            .filter(|op| top.contains(op))
            .map(|op| Dataflow::around(m, ops, op))
            .max_by_key(|f| f.forward.len())
    }
}
