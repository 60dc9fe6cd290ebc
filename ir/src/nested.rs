//! Where the values of control flow live while it runs: `stablehlo.while`, `stablehlo.if`,
//! `stablehlo.case` and `func.call` execute the ops of their regions (or callee) one by one,
//! and every value those ops define gets its own place in the op's workspace, which buffer
//! assignment puts in the arena like any value (so a planned step with loops still has no
//! hidden allocations). Layout, in order:
//!
//! - `while`: one staging slot per carried value not computed in place (the body's results are copied there before
//!   they become the next iteration's carries, so a body that swaps two carries is safe), then
//!   the values of the condition and, from the same offset, those of the body (they never run
//!   at once);
//! - `if`/`case`: each branch from offset 0 (only one runs);
//! - `func.call`: the values of the callee's body.
//!
//! Inside a block, values are placed first-fit by live range (from their op to their last
//! reader in the block; returned values to the terminator), so values that are never live at
//! once share bytes, and no value shares bytes with an operand of its own op. An op inside
//! that is itself control flow gets its own workspace for as long as it runs. The carried
//! values live in the op's results; values that can be computed straight into a result are
//! (see [`Layout::in_results`]: they take no workspace and no staging), the rest are copied
//! there at the end of the body, branch or call.

use crate::module::{Module, Op, Value};
use crate::ops::OpKind;
use crate::Attr;
use std::collections::HashMap;

/// Alignment of every slot in a workspace.
pub const ALIGN: u64 = 64;

/// How deep calls and loops may nest before the layout gives up (a recursive call).
const MAX_DEPTH: usize = 32;

/// The workspace of one control-flow op.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    /// Offset of each value defined inside, from the start of the workspace.
    pub values: HashMap<Value, u64>,
    /// Offset of each nested control-flow op's own workspace.
    pub workspaces: HashMap<Op, u64>,
    /// For `while`: the staging slot of each carried value (`None` for a carry whose next
    /// value is computed in place, see `in_results`).
    pub staging: Vec<Option<u64>>,
    /// Values computed directly in the op's result `k` instead of the workspace: what a
    /// branch or callee returns, and a loop body's next carry `k` once the current one is
    /// dead (as `jax.lax.scan`'s stacked outputs and accumulators are).
    pub in_results: HashMap<Value, usize>,
    /// Total bytes.
    pub bytes: u64,
}

/// True for ops whose regions (or callee) the executor runs op by op.
pub fn is_control_flow(m: &Module, op: Op) -> bool {
    matches!(
        m.kind(op),
        Some(OpKind::While | OpKind::If | OpKind::Case | OpKind::FuncCall)
    )
}

/// The function `call` calls.
pub fn callee(m: &Module, call: Op) -> Option<Op> {
    match m.attr(call, "callee") {
        Some(Attr::SymbolRef(p)) => m.function(p.last()?),
        _ => None,
    }
}

/// The workspace layout of control-flow op `op`; `Err` for a value without a static size or
/// calls nested deeper than 32 (recursion).
pub fn layout(m: &Module, op: Op) -> Result<Layout, String> {
    layout_at(m, op, 0)
}

fn size(m: &Module, v: Value) -> Result<u64, String> {
    m.ty(v)
        .byte_size()
        .ok_or_else(|| format!("a value of type {} has no static size", m.ty(v)))
}

fn layout_at(m: &Module, op: Op, depth: usize) -> Result<Layout, String> {
    if depth > MAX_DEPTH {
        return Err(format!(
            "'{}' nests calls or loops deeper than {MAX_DEPTH} (a recursive call?)",
            m.name(op)
        ));
    }
    let mut l = Layout::default();
    let bump = |l: &mut Layout, at: u64, bytes: u64| -> u64 {
        let off = at.next_multiple_of(ALIGN);
        l.bytes = l.bytes.max(off + bytes);
        off + bytes
    };
    // Places the values (and nested workspaces) of `blocks` from `start`, each block first-fit
    // by live range: a value lives from its op to its last reader in the block (the
    // terminator for returned values), a workspace while its op runs.
    let region = |l: &mut Layout, blocks: &[crate::module::Block], start: u64| {
        for &b in blocks {
            let ops = &m.blocks[b].ops;
            let mut last: HashMap<Value, usize> = HashMap::new();
            for (i, &o) in ops.iter().enumerate() {
                for v in m.reads_deep(o) {
                    last.insert(v, i);
                }
            }
            // (offset, bytes, last op) of what is placed and may still be live.
            let mut live: Vec<(u64, u64, usize)> = Vec::new();
            let mut place = |l: &mut Layout, i: usize, end: usize, bytes: u64| {
                live.retain(|&(_, _, e)| e >= i);
                live.sort_unstable();
                let mut at = start.next_multiple_of(ALIGN);
                for &(off, b, _) in &live {
                    if at + bytes <= off {
                        break;
                    }
                    at = at.max((off + b).next_multiple_of(ALIGN));
                }
                live.push((at, bytes, end));
                bump(l, at, bytes);
                at
            };
            for (i, &o) in ops.iter().enumerate() {
                for &r in &m.ops[o].results {
                    if l.in_results.contains_key(&r) {
                        continue;
                    }
                    let end = last.get(&r).copied().unwrap_or(i);
                    let off = place(l, i, end, size(m, r)?);
                    l.values.insert(r, off);
                }
                if is_control_flow(m, o) {
                    let inner = layout_at(m, o, depth + 1)?;
                    let off = place(l, i, i, inner.bytes);
                    l.workspaces.insert(o, off);
                }
            }
        }
        Ok::<(), String>(())
    };
    l.in_results = in_results(m, op);
    match m.kind(op) {
        Some(OpKind::While) => {
            let mut at = 0u64;
            let computed_in_place: Vec<usize> = l.in_results.values().copied().collect();
            for (k, &r) in m.ops[op].results.iter().enumerate() {
                if computed_in_place.contains(&k) {
                    l.staging.push(None);
                    continue;
                }
                let off = at.next_multiple_of(ALIGN);
                l.staging.push(Some(off));
                at = bump(&mut l, off, size(m, r)?);
            }
            // The condition and the body never run at once: both start after the staging.
            for &r in &m.ops[op].regions {
                region(&mut l, &m.regions[r].blocks, at)?;
            }
        }
        Some(OpKind::If | OpKind::Case) => {
            for &r in &m.ops[op].regions {
                region(&mut l, &m.regions[r].blocks, 0)?;
            }
        }
        Some(OpKind::FuncCall) => {
            let f = callee(m, op).ok_or("a call whose callee is not in the module")?;
            for &r in &m.ops[f].regions {
                region(&mut l, &m.regions[r].blocks, 0)?;
            }
        }
        _ => {}
    }
    Ok(l)
}

/// The values of `op`'s regions (or callee) that can be computed directly in the op's results
/// (see [`Layout::in_results`]): a value defined in the returning block and returned once, at
/// position `k`; for a `while` body, also only when the body reads its argument `k` no later
/// than that value's op, and that op reads it elementwise or is the `dynamic_update_slice`
/// of it (both safe in place).
fn in_results(m: &Module, op: Op) -> HashMap<Value, usize> {
    let mut out = HashMap::new();
    let blocks: Vec<crate::module::Block> = match m.kind(op) {
        Some(OpKind::While) => m.ops[op]
            .regions
            .get(1)
            .and_then(|&r| m.regions[r].blocks.first().copied())
            .into_iter()
            .collect(),
        Some(OpKind::If | OpKind::Case) => m.ops[op]
            .regions
            .iter()
            .filter_map(|&r| m.regions[r].blocks.first().copied())
            .collect(),
        Some(OpKind::FuncCall) => callee(m, op)
            .and_then(|f| m.entry_block(f))
            .into_iter()
            .collect(),
        _ => Vec::new(),
    };
    let looped = m.kind(op) == Some(OpKind::While);
    for b in blocks {
        let ops = &m.blocks[b].ops;
        let Some(&term) = ops.last() else { continue };
        let returned = &m.ops[term].operands;
        let mut last: HashMap<Value, usize> = HashMap::new();
        for (i, &o) in ops.iter().enumerate() {
            for v in m.reads_deep(o) {
                last.insert(v, i);
            }
        }
        for (k, &v) in returned.iter().enumerate() {
            let Some(d) = m.def_op(v).filter(|&d| m.ops[d].parent == Some(b)) else {
                continue;
            };
            if returned.iter().filter(|&&x| x == v).count() != 1 || d == term {
                continue;
            }
            if looped {
                let at = ops.iter().position(|&o| o == d).unwrap_or(usize::MAX);
                let Some(&arg) = m.blocks[b].args.get(k) else {
                    continue;
                };
                let safe = match last.get(&arg) {
                    None => true,
                    Some(&i) if i < at => true,
                    Some(&i) if i == at => {
                        crate::ops::reads_value_elementwise(m, d, arg)
                            || (m.kind(d) == Some(OpKind::DynamicUpdateSlice)
                                && m.ops[d].operands.iter().position(|&x| x == arg) == Some(0)
                                && m.ops[d].operands.iter().filter(|&&x| x == arg).count() == 1)
                    }
                    _ => false,
                };
                if !safe {
                    continue;
                }
            }
            out.insert(v, k);
        }
    }
    out
}
