//! How an op reads its operands: element by element, row by row, by index, and the
//! workspace its regions need. Buffer assignment and scheduling decide in-place writes from
//! these.

use super::*;

/// True when some op of `block` (its terminator included) reads `v` at the op's own index
/// (not through an index map, see [`index_mapped`]).
pub(crate) fn reads_by_index(
    m: &Module,
    block: crate::module::Block,
    v: crate::module::Value,
) -> bool {
    m.blocks[block]
        .ops
        .iter()
        .any(|&o| !m.kind(o).is_some_and(index_mapped) && m.ops[o].operands.contains(&v))
}

/// True when result element `i` of `op` reads only element `i` of operand `k`, so the result
/// may be written over that operand in place (when their sizes match): elementwise ops, and
/// `lt.fused` operands its body reads only by index.
pub fn reads_elementwise(m: &Module, op: Op, k: usize) -> bool {
    match m.kind(op) {
        Some(kind) if kind.has(Traits::ELEMENTWISE) => true,
        // The accumulator: each element gets its own sums added.
        Some(OpKind::LtConvAccumulate) => k == 2,
        Some(OpKind::LtFused) if fused_reduction(m, op).is_none() => {
            let body = m.ops[op]
                .regions
                .first()
                .and_then(|&r| m.regions[r].blocks.first().copied());
            let conv = fused_contraction(m, op);
            body.is_some_and(|b| {
                m.blocks[b].args.get(k).is_some_and(|&a| {
                    !m.blocks[b].ops.iter().any(|&o| {
                        (m.kind(o).is_some_and(index_mapped) && m.ops[o].operands[0] == a)
                            || (Some(o) == conv && m.ops[o].operands.contains(&a))
                    })
                })
            })
        }
        _ => false,
    }
}

/// True when row `n` (index `n` of dim 0) of `op`'s only result is computed from row `n` of
/// operand `k` alone (and from whole other operands), with as many rows: the op may then run a
/// block of rows at a time and write each block of its result over rows of operand `k` it
/// has finished reading. Holds for a convolution's input when dim 0 is the batch of input and
/// result and there are no batch groups, and for a `dot_general`'s (or `dot`'s) lhs when its
/// dim 0 is a free dim and there are no batch dims.
pub fn rows_independent(m: &Module, op: Op, k: usize) -> bool {
    let d = &m.ops[op];
    let dim0 = |v| {
        m.ty(v)
            .as_tensor()
            .and_then(|t| t.static_dims()?.first().copied())
    };
    let (Some(&x), [r]) = (d.operands.get(k), d.results.as_slice()) else {
        return false;
    };
    if k != 0 || dim0(x).is_none() || dim0(x) != dim0(*r) {
        return false;
    }
    match m.kind(op) {
        Some(OpKind::Convolution) => {
            let batch_groups = m.attr(op, "batch_group_count").and_then(Attr::as_int);
            ConvDims::parse(m.attr(op, "dimension_numbers"))
                .is_ok_and(|cd| cd.in_batch == 0 && cd.out_batch == 0)
                && batch_groups.unwrap_or(1) == 1
        }
        Some(OpKind::DotGeneral) => DotDims::parse(m.attr(op, "dot_dimension_numbers"))
            .is_ok_and(|dd| dd.lhs_batch.is_empty() && !dd.lhs_contract.contains(&0)),
        Some(OpKind::Dot) => m.ty(x).as_tensor().is_some_and(|t| t.rank() == Some(2)),
        _ => false,
    }
}

/// True when `op` reads `v` only elementwise (see [`reads_elementwise`]) at every operand
/// position holding it.
pub fn reads_value_elementwise(m: &Module, op: Op, v: crate::module::Value) -> bool {
    m.ops[op]
        .operands
        .iter()
        .enumerate()
        .filter(|(_, &x)| x == v)
        .all(|(k, _)| reads_elementwise(m, op, k))
}

/// True when `op`'s regions must read only their own arguments and values: isolated ops, and
/// the scalar bodies of `reduce`, `reduce_window`, `select_and_scatter`, `scatter` and `sort`
/// (kernels run them as programs of their own; no pass may make them read an outer value).
pub fn closed_regions(m: &Module, op: Op) -> bool {
    m.kind(op).is_some_and(|k| {
        k.has(Traits::ISOLATED)
            || matches!(
                k,
                OpKind::Reduce
                    | OpKind::ReduceWindow
                    | OpKind::SelectAndScatter
                    | OpKind::Scatter
                    | OpKind::Sort
            )
    })
}
