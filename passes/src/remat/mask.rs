//! Early masks: a value that one fused loop reads only through a comparison with a constant
//! (ReLU's derivative: `select(x > 0, g, 0)`) needs only the comparison's `i1` result there.
//! [`apply`] computes that mask in a loop of its own just before the value's last other read
//! (so the two are live together only there), and the reader reads the mask instead: the
//! value (4 bytes an element for f32) can die at its other readers, and the mask (1 bit an
//! element: buffers pack `i1` eight to a byte) lives in its place.
//! Exact: the same comparison of the same elements, only earlier. The budget search
//! (`remat.rs`, `masked`) applies masks to every plan it makes where they lower the planned
//! footprint.

use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::ops::{fused_reduction, reads_elementwise};
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::{Module, Op, OpKind, OpName, Value};

/// A value and the fused loop whose comparison of it can move into a mask of its own.
#[derive(Clone, Debug)]
pub struct Mask {
    /// The value compared.
    pub value: Value,
    /// The `lt.fused` op reading it.
    pub reader: Op,
    /// The operand position of `value` in `reader`.
    pub operand: usize,
    /// The comparison inside `reader`'s body.
    pub compare: Op,
    /// The ops of `reader`'s body computing the constant it is compared with, in order.
    pub constant: Vec<Op>,
    /// Bytes the value has over its mask.
    pub bytes: u64,
}

/// The mask `reader` could read instead of `value`: `reader` is an elementwise `lt.fused` loop
/// reading `value` at one operand position, and its body reads that operand only as one side
/// of one `stablehlo.compare` whose other side is a constant computed in the body.
pub fn find(m: &Module, value: Value, reader: Op) -> Option<Mask> {
    if m.kind(reader) != Some(OpKind::LtFused) || fused_reduction(m, reader).is_some() {
        return None;
    }
    let d = &m.ops[reader];
    let mut at = d.operands.iter().enumerate().filter(|(_, &x)| x == value);
    let (operand, _) = at.next()?;
    if at.next().is_some() {
        return None;
    }
    let body = m.regions[*d.regions.first()?].blocks.first().copied()?;
    let arg = *m.blocks[body].args.get(operand)?;
    // The comparison reads the operand itself: most loops have none, and are ruled out
    // before the scans below.
    let compared = m.blocks[body]
        .ops
        .iter()
        .any(|&o| m.kind(o) == Some(OpKind::Compare) && m.ops[o].operands.contains(&arg));
    if !compared || !reads_elementwise(m, reader, operand) {
        return None;
    }
    let users: Vec<Op> = m.blocks[body]
        .ops
        .iter()
        .copied()
        .filter(|&o| m.reads_deep(o).contains(&arg))
        .collect();
    let &[compare] = users.as_slice() else {
        return None;
    };
    let sides = &m.ops[compare].operands;
    if m.kind(compare) != Some(OpKind::Compare) || sides.len() != 2 {
        return None;
    }
    let other = match (sides[0] == arg, sides[1] == arg) {
        (true, false) => sides[1],
        (false, true) => sides[0],
        _ => return None,
    };
    let constant = constant_chain(m, body, other)?;
    let (from, to) = (m.bytes(value)?, m.bytes(m.ops[compare].results[0])?);
    let same_shape = m.ty(value).as_tensor()?.static_dims()
        == m.ty(m.ops[compare].results[0]).as_tensor()?.static_dims();
    (same_shape && from > to).then_some(Mask {
        value,
        reader,
        operand,
        compare,
        constant,
        bytes: from - to,
    })
}

/// The ops of `body` computing `v` from constants alone (constants, broadcasts, conversions,
/// reshapes), in program order; `None` when `v` reads anything else.
fn constant_chain(m: &Module, body: lowtide_ir::Block, v: Value) -> Option<Vec<Op>> {
    let mut need = vec![v];
    let mut chain = Vec::new();
    while let Some(x) = need.pop() {
        let op = m.def_op(x)?;
        let constant_like = matches!(
            m.kind(op),
            Some(OpKind::Constant | OpKind::BroadcastInDim | OpKind::Convert | OpKind::Reshape)
        );
        if m.ops[op].parent != Some(body) || !constant_like || !m.ops[op].regions.is_empty() {
            return None;
        }
        if !chain.contains(&op) {
            chain.push(op);
            need.extend(m.ops[op].operands.iter().copied());
        }
    }
    chain.sort_by_key(|o| m.blocks[body].ops.iter().position(|x| x == o));
    Some(chain)
}

/// Computes the mask in a new `lt.fused` loop (marked `lt.mask`) just before the last other
/// read of `mask.value` that comes before the reader (right after its definition when there
/// is none) and makes the reader read it. Adds no FLOPs: the comparison moves, it is not
/// made twice.
pub fn apply(m: &mut Module, block: lowtide_ir::Block, mask: &Mask) {
    let mask_ty = m.ty(m.ops[mask.compare].results[0]).clone();
    let (fused, body) =
        crate::fusion::fuse::new_loop(m, &[mask.value], std::slice::from_ref(&mask_ty));
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let reader_body = m.ops[mask.compare]
        .parent
        .expect("the compare is in the body");
    map[m.blocks[reader_body].args[mask.operand]] = Some(m.blocks[body].args[0]);
    for &o in mask.constant.iter().chain([&mask.compare]) {
        let c = m.clone_op(o, &mut map);
        m.append_op(body, c);
    }
    let bit = map[m.ops[mask.compare].results[0]].expect("the compare was copied");
    let ret = m.create_op(OpName::new("stablehlo.return"), vec![bit], Vec::new());
    m.append_op(body, ret);
    plan::set(m, fused, Mark::Mask);
    // Just before the value's last other read before the reader (the mask and the value are
    // live together only there, and that reader may still take the value's bytes in place),
    // else right after the value.
    let ops = &m.blocks[block].ops;
    let reader_at = ops
        .iter()
        .position(|&o| o == mask.reader)
        .unwrap_or(ops.len());
    let at = ops[..reader_at]
        .iter()
        .rposition(|&o| m.reads_deep(o).contains(&mask.value))
        .or_else(|| {
            m.def_op(mask.value)
                .and_then(|d| ops.iter().position(|&o| o == d))
                .map(|p| p + 1)
        })
        .unwrap_or(0);
    m.ops[fused].parent = Some(block);
    m.blocks[block].ops.insert(at, fused);
    // The reader: its operand is the mask, its body argument the comparison's result.
    let new = m.ops[fused].results[0];
    m.ops[mask.reader].operands[mask.operand] = new;
    let arg = m.blocks[reader_body].args[mask.operand];
    m.set_ty(arg, mask_ty);
    let old = m.ops[mask.compare].results[0];
    let body_ops = m.blocks[reader_body].ops.clone();
    for o in body_ops {
        m.replace_reads_in(o, old, arg);
    }
    m.detach(mask.compare);
    // The constant's ops the reader no longer reads go too.
    for &o in mask.constant.iter().rev() {
        let results = m.ops[o].results.clone();
        let read = m.blocks[reader_body]
            .ops
            .iter()
            .any(|&u| m.ops[u].operands.iter().any(|x| results.contains(x)));
        if !read {
            m.detach(o);
        }
    }
}
