//! The one rule for in-place writes and views, which `schedule`'s cost model and
//! `assign-buffers` both follow (so the order is chosen for the arena the placer will reach):
//! the single result of an op may take over the bytes of an operand of the same size that the
//! op reads element by element (`lowtide_ir::ops::reads_elementwise`), or of any operand when
//! the op is a view (`reshape`), provided the operand dies there. Whether it dies there is the
//! caller's to say: it depends on the order and on what is in the arena.

use lowtide_ir::ops::reads_elementwise;
use lowtide_ir::{Module, Op, OpKind, Traits, Value};

/// The operands (index and value) whose bytes the result of `op` may take over if they die
/// at `op`, in operand order; none for an op with several results or a constant.
pub fn reusable_operands(m: &Module, op: Op) -> Vec<(usize, Value)> {
    let d = &m.ops[op];
    let kind = m.kind(op);
    if d.results.len() != 1 || kind == Some(OpKind::Constant) {
        return Vec::new();
    }
    let size = m.bytes(d.results[0]);
    let view = kind.is_some_and(|k| k.has(Traits::VIEW));
    d.operands
        .iter()
        .enumerate()
        .filter(|&(k, &x)| m.bytes(x) == size && (view || reads_elementwise(m, op, k)))
        .map(|(k, &x)| (k, x))
        .collect()
}
