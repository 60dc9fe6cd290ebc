//! Where the values of control flow live while it runs: `stablehlo.while`, `stablehlo.if`,
//! `stablehlo.case` and `func.call` execute the ops of their regions (or callee) one by one,
//! and every value those ops define gets its own place in the op's workspace, which buffer
//! assignment puts in the arena like any value (so a planned step with loops still has no
//! hidden allocations). Layout, in order:
//!
//! - `while`: one staging slot per carried value not computed in place nor passed through
//!   unchanged (the body's results are copied there before
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

use crate::module::{Block, Module, Op, Value};
use crate::ops::OpKind;
use crate::Attr;
use std::collections::HashMap;

/// Alignment of every slot in a workspace.
pub const ALIGN: u64 = 64;

/// How deep calls and loops may nest before the layout gives up (a recursive call).
pub(crate) const MAX_DEPTH: usize = 32;

/// The workspace of one control-flow op.
#[derive(Clone, Debug, Default)]
pub struct Layout {
    /// Offset of each value defined inside, from the start of the workspace.
    pub values: HashMap<Value, u64>,
    /// Offset of each nested control-flow op's own workspace.
    pub workspaces: HashMap<Op, u64>,
    /// For `while`: the staging slot of each carried value (`None` for a carry whose next
    /// value is computed in place, see `in_results`, or that the body returns unchanged).
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

/// The blocks of the `while`/`if`/`case` ops in `block`, nested ones included (a callee's body
/// is a function of its own): what passes that work on a function's body also work on.
pub fn body_blocks(m: &Module, block: Block) -> Vec<Block> {
    let mut out = Vec::new();
    for &op in &m.blocks[block].ops {
        if is_control_flow(m, op) && m.kind(op) != Some(OpKind::FuncCall) {
            for &r in &m.ops[op].regions {
                for &b in &m.regions[r].blocks {
                    out.push(b);
                    out.extend(body_blocks(m, b));
                }
            }
        }
    }
    out
}

/// The function `call` calls.
pub fn callee(m: &Module, call: Op) -> Option<Op> {
    match m.attr(call, "callee") {
        Some(Attr::SymbolRef(p)) => m.function(p.last()?),
        _ => None,
    }
}

/// True when `while` op `op`'s carry `k` may take the bytes of its initial operand (the loop
/// copies operand `k` into result `k` before anything runs, so they may be the same bytes):
/// when that operand is given only at position `k` and the regions do not read it from
/// outside. Whether the operand dies at the loop is the plan's to check.
pub fn carry_may_take_operand(m: &Module, op: Op, k: usize) -> bool {
    if m.kind(op) != Some(OpKind::While) {
        return false;
    }
    let operands = &m.ops[op].operands;
    let Some(&x) = operands.get(k) else {
        return false;
    };
    operands.iter().filter(|&&y| y == x).count() == 1
        && !m.ops[op]
            .regions
            .iter()
            .flat_map(|&r| m.regions[r].blocks.iter())
            .flat_map(|&b| m.blocks[b].ops.iter())
            .any(|&o| m.reads_deep(o).contains(&x))
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
    let region = |l: &mut Layout, blocks: &[Block], start: u64| {
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
            let place = |l: &mut Layout,
                         live: &mut Vec<(u64, u64, usize)>,
                         i: usize,
                         end: usize,
                         bytes: u64| {
                live.retain(|&(_, _, e)| e >= i);
                live.sort_unstable();
                let mut at = start.next_multiple_of(ALIGN);
                for &(off, b, _) in live.iter() {
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
                    // In place over an operand of its size read elementwise and last here.
                    let bytes = size(m, r)?;
                    let over = (m.ops[o].results.len() == 1)
                        .then(|| {
                            m.ops[o].operands.iter().copied().find(|x| {
                                last.get(x) == Some(&i)
                                    && l.values.contains_key(x)
                                    && crate::ops::reads_value_elementwise(m, o, *x)
                                    && size(m, *x).ok() == Some(bytes)
                            })
                        })
                        .flatten();
                    if let Some(x) = over {
                        let off = l.values[&x];
                        if let Some(e) = live
                            .iter_mut()
                            .find(|(at, b, e)| *at == off && *b == bytes && *e == i)
                        {
                            e.2 = end;
                            l.values.insert(r, off);
                            continue;
                        }
                    }
                    let off = place(l, &mut live, i, end, bytes);
                    l.values.insert(r, off);
                }
                if is_control_flow(m, o) {
                    let inner = layout_at(m, o, depth + 1)?;
                    let off = place(l, &mut live, i, i, inner.bytes);
                    l.workspaces.insert(o, off);
                } else {
                    // A fused convolution's block of rows, a dot's packed operands.
                    let bytes = workspace_bytes(m, o);
                    if bytes > 0 {
                        let off = place(l, &mut live, i, i, bytes);
                        l.workspaces.insert(o, off);
                    }
                }
            }
        }
        Ok::<(), String>(())
    };
    l.in_results = in_results(m, op);
    match m.kind(op) {
        Some(OpKind::While) => {
            let mut at = 0u64;
            // No staging for a carry computed in place, or one the body returns unchanged.
            let mut in_place: Vec<usize> = l.in_results.values().copied().collect();
            if let Some(body) = m.region_entry(op, 1) {
                let ret = m.blocks[body].ops.last().map(|&t| &m.ops[t].operands);
                for (k, &a) in m.blocks[body].args.iter().enumerate() {
                    if ret.and_then(|r| r.get(k)) == Some(&a) {
                        in_place.push(k);
                    }
                }
            }
            for (k, &r) in m.ops[op].results.iter().enumerate() {
                if in_place.contains(&k) {
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
    let blocks: Vec<Block> = match m.kind(op) {
        Some(OpKind::While) => m.region_entry(op, 1).into_iter().collect(),
        Some(OpKind::If | OpKind::Case) => (0..m.ops[op].regions.len())
            .filter_map(|i| m.region_entry(op, i))
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

/// The trip count of a counted `while` (what `lax.scan` and `fori_loop` export): a carry that
/// starts at a constant `s`, a condition `carry < N` with `N` constant, a body that returns
/// `carry + 1`; then `N - s` (0 when negative). `None` for any other loop.
pub fn trip_count(m: &Module, op: Op) -> Option<u64> {
    counter(m, op).map(|c| c.trips)
}

/// The counter of a counted `while` (see [`trip_count`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counter {
    /// Its carry index.
    pub carry: usize,
    /// Its first value.
    pub start: i64,
    /// Iterations.
    pub trips: u64,
}

/// The integer a constant holds (its first element).
pub fn constant_int(m: &Module, v: Value) -> Option<i64> {
    let d = m.def_op(v)?;
    if m.kind(d) != Some(OpKind::Constant) {
        return None;
    }
    match m.attr(d, "value")? {
        Attr::Dense(a) => a.elem(0).map(crate::attr::DenseElem::to_i64),
        _ => None,
    }
}

/// The counter of a counted `while` (see [`trip_count`]); `None` for any other loop.
pub fn counter(m: &Module, op: Op) -> Option<Counter> {
    let (cond, body) = (m.region_entry(op, 0)?, m.region_entry(op, 1)?);
    let int = |v: Value| constant_int(m, v);
    let term = |b: Block| m.blocks[b].ops.last().copied();
    let pred = *m.ops[term(cond)?].operands.first()?;
    let cmp = m.def_op(pred)?;
    let dir = crate::stablehlo::CmpDir::parse(m.attr(cmp, "comparison_direction")).ok()?;
    let (&lhs, &rhs) = (m.ops[cmp].operands.first()?, m.ops[cmp].operands.get(1)?);
    if m.kind(cmp) != Some(OpKind::Compare) || dir != crate::stablehlo::CmpDir::Lt {
        return None;
    }
    let k = m.blocks[cond].args.iter().position(|&a| a == lhs)?;
    let n = int(rhs)?;
    let start = int(*m.ops[op].operands.get(k)?)?;
    let next = *m.ops[term(body)?].operands.get(k)?;
    let add = m.def_op(next)?;
    let arg = *m.blocks[body].args.get(k)?;
    let ops = &m.ops[add].operands;
    let steps_by_one = m.kind(add) == Some(OpKind::Add)
        && ops.len() == 2
        && ((ops[0] == arg && int(ops[1]) == Some(1)) || (ops[1] == arg && int(ops[0]) == Some(1)));
    steps_by_one.then(|| Counter {
        carry: k,
        start,
        trips: n.saturating_sub(start).max(0) as u64,
    })
}

/// Scratch bytes `op` needs while it runs, which buffer assignment places in the arena like
/// any value (so a planned step has no hidden allocations): the values computed inside
/// control flow (`while`, `if`, `case`, `func.call`; see this module; 0 when the layout
/// cannot be made, and the executor then reports why), one block of a fused contraction's
/// result ([`crate::ops::contraction_blocks`]), and a `dot_general`'s operands packed for GEMM when
/// their layout cannot be read in place ([`crate::ops::dot_packing`]). Other kernels need
/// none.
pub fn workspace_bytes(m: &Module, op: Op) -> u64 {
    if is_control_flow(m, op) {
        layout(m, op).map_or(0, |l| l.bytes)
    } else if let Some(c) = crate::ops::fused_contraction(m, op) {
        crate::ops::contraction_blocks(m, c).map_or(0, |b| b.bytes)
    } else {
        crate::ops::dot_packing(m, op).map_or(0, |p| p.bytes())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LOOP: &str = r#"
"func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %z = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
  %w:2 = "stablehlo.while"(%z, %x) ({
  ^bb0(%i: tensor<i32>, %a: tensor<4xf32>):
    %n = "stablehlo.constant"() <{value = dense<9> : tensor<i32>}> : () -> tensor<i32>
    %c = "stablehlo.compare"(%i, %n) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %a: tensor<4xf32>):
    %one = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %j = "stablehlo.add"(%i, %one) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %b = "stablehlo.multiply"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%j, %b) : (tensor<i32>, tensor<4xf32>) -> ()
  }) : (tensor<i32>, tensor<4xf32>) -> (tensor<i32>, tensor<4xf32>)
  "func.return"(%w#1) : (tensor<4xf32>) -> ()
}) : () -> ()
"#;

    fn the_while(m: &Module) -> Op {
        let b = m.entry_block(m.function("main").unwrap()).unwrap();
        m.blocks[b].ops[1]
    }

    #[test]
    fn counted_loops_have_a_trip_count_and_their_flops_times_it() {
        let m = crate::parse_and_verify(LOOP, "loop.mlir").unwrap();
        let w = the_while(&m);
        assert_eq!(trip_count(&m, w), Some(7));
        // Per iteration: the compare (1), the add (1), the multiply (4).
        assert_eq!(crate::ops::cost(&m, w).flops, 7 * 6);
        // Both carries are computed in place: no staging.
        let l = layout(&m, w).unwrap();
        assert_eq!(l.staging, vec![None, None]);
        let other = LOOP.replace("comparison_direction LT", "comparison_direction NE");
        let m = crate::parse_and_verify(&other, "loop.mlir").unwrap();
        assert_eq!(trip_count(&m, the_while(&m)), None);
        assert_eq!(crate::ops::cost(&m, the_while(&m)).flops, 6);
    }

    #[test]
    fn a_carry_still_read_after_its_next_value_is_made_is_staged() {
        // The body reads %a after computing %b from it: %b cannot overwrite %a.
        let text = LOOP.replace(
            r#"    "stablehlo.return"(%j, %b)"#,
            r#"    %k = "stablehlo.add"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%j, %k)"#,
        );
        let m = crate::parse_and_verify(&text, "loop.mlir").unwrap();
        let l = layout(&m, the_while(&m)).unwrap();
        // %k reads %a in its own op, elementwise: in place. Swap the order and it is not.
        assert_eq!(l.staging[1], None);
        let text = text
            .replace(
                r#""stablehlo.return"(%j, %k)"#,
                r#""stablehlo.return"(%j, %b)"#,
            )
            .replace(
                r#"%k = "stablehlo.add"(%a, %b)"#,
                r#"%k = "stablehlo.add"(%a, %a)"#,
            );
        let m = crate::parse_and_verify(&text, "loop.mlir").unwrap();
        let l = layout(&m, the_while(&m)).unwrap();
        assert!(l.staging[1].is_some(), "{l:?}");
    }
}
