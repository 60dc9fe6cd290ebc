//! `lt.fused` loops: which ops may join one, the loop's own shape rule, and the geometry of
//! the reductions and convolutions they compute a block at a time.

use super::*;

/// The ops an `lt.fused` body may hold besides its `stablehlo.return`: elementwise ops and
/// the producers XLA fuses into loops.
pub fn fusible(kind: OpKind) -> bool {
    kind.has(Traits::ELEMENTWISE)
        || matches!(
            kind,
            OpKind::BroadcastInDim
                | OpKind::Transpose
                | OpKind::Reshape
                | OpKind::Iota
                | OpKind::Constant
        )
}

/// Fusible ops that read their operand through an index map (result index -> operand
/// index), not at the result's own index: `broadcast_in_dim` and `transpose`.
pub fn index_mapped(kind: OpKind) -> bool {
    matches!(kind, OpKind::BroadcastInDim | OpKind::Transpose)
}

/// An `lt.fused` op computes every result element `i` (row-major) from element `i` of every
/// body value, except the operands and constants it reads only through `broadcast_in_dim` or
/// `transpose` (see [`index_mapped`]), which may have any shape. The body is isolated: it reads its block arguments only.
pub(crate) fn rule_fused(c: &Ctx) -> R {
    let (m, op) = (c.m, c.op);
    let d = &m.ops[op];
    if d.results.is_empty() {
        return Err("needs at least one result".into());
    }
    let region = d.regions[0];
    let [block] = m.regions[region].blocks[..] else {
        return Err("its region must have exactly one block".into());
    };
    let args = &m.blocks[block].args;
    if args.len() != d.operands.len()
        || args
            .iter()
            .zip(&d.operands)
            .any(|(&a, &o)| m.ty(a) != m.ty(o))
    {
        return Err("its block arguments must have the operands' types, in order".into());
    }
    let body = &m.blocks[block].ops;
    let Some((&ret, inner)) = body.split_last() else {
        return Err("its body is empty; end it with \"stablehlo.return\"".into());
    };
    // A reduction fused with its producers: the last op reduces a body value, starting from a
    // block argument; the other body values have the reduced operand's elements.
    let reduce = fused_reduction(m, c.op);
    let (inner, (n, of), init) = match reduce {
        Some(r) => {
            let [x, init] = m.ops[r].operands[..] else {
                return Err("the reduce in its body must reduce one operand".into());
            };
            if !args.contains(&init) {
                return Err(
                    "the reduce in its body must take its initial value from a block argument"
                        .into(),
                );
            }
            let n = elements(m.ty(x), "the reduced operand")?;
            (
                &inner[..inner.len() - 1],
                (n, "the reduced operand"),
                Some(init),
            )
        }
        None => (
            inner,
            (elements(m.ty(d.results[0]), "result #0")?, "result #0"),
            None,
        ),
    };
    let yielded = &m.ops[ret].operands;
    if m.kind(ret) != Some(OpKind::Return)
        || yielded.len() != d.results.len()
        || yielded
            .iter()
            .zip(&d.results)
            .any(|(&y, &r)| m.ty(y) != m.ty(r))
    {
        return Err(
            "its body must end in \"stablehlo.return\" of values with the result types".into(),
        );
    }
    // Values read only through broadcast_in_dim may have any shape; the rest have n elements.
    // A fused contraction reads its two arguments whole.
    let conv = fused_contraction(m, op);
    let mut by_index: Vec<crate::module::Value> = args
        .iter()
        .copied()
        .filter(|a| !conv.is_some_and(|c| m.ops[c].operands.contains(a)))
        .collect();
    if let Some(c) = conv {
        if reduce.is_some() || contraction_blocks(m, c).is_none() {
            return Err(match m.kind(c) {
                Some(OpKind::Convolution) => "the convolution its body starts with needs a result led by its batch dim or its spatial dims, no batch groups, and no reduce after it in the body",
                _ => "the dot_general its body starts with needs no batch dims, lhs and rhs whose contracting and free dims each flatten into one dim (as GEMM reads them in place), and no reduce after it in the body",
            }
            .into());
        }
    }
    for &o in inner {
        if Some(o) == conv {
            by_index.extend(m.ops[o].results.iter().copied());
            continue;
        }
        let kind = m.kind(o).filter(|&k| fusible(k)).ok_or_else(|| {
            format!(
                "its body holds '{}', which cannot be fused; only elementwise ops, broadcast_in_dim, transpose, reshape, iota, constant, a last reduce and a first convolution or dot_general of two block arguments can",
                m.name(o)
            )
        })?;
        if index_mapped(kind) {
            let x = m.ops[o].operands[0];
            let def = m.def_op(x).and_then(|p| m.kind(p));
            if !(args.contains(&x) || def == Some(OpKind::Constant)) {
                return Err(format!(
                    "'{}' in its body must read a block argument or a constant",
                    m.name(o)
                ));
            }
        } else {
            by_index.extend(m.ops[o].operands.iter().copied());
        }
        by_index.extend(m.ops[o].results.iter().copied());
    }
    match reduce {
        Some(r) => by_index.push(m.ops[r].operands[0]),
        None => by_index.extend(yielded.iter().copied()),
    }
    for v in by_index {
        if Some(v) == init {
            continue;
        }
        let broadcast_only = (args.contains(&v)
            || m.def_op(v).and_then(|p| m.kind(p)) == Some(OpKind::Constant))
            && !reads_by_index(m, block, v);
        if !broadcast_only && elements(m.ty(v), "a body value")? != n {
            return Err(format!(
                "a body value of type {} does not have the {n} elements of {of}; only values read through broadcast_in_dim or transpose may differ",
                m.ty(v)
            ));
        }
    }
    Ok(())
}

/// The `reduce` an `lt.fused` body ends in (a reduction fused with its producers), if any.
pub fn fused_reduction(m: &Module, op: Op) -> Option<Op> {
    if m.kind(op) != Some(OpKind::LtFused) {
        return None;
    }
    let region = *m.ops[op].regions.first()?;
    let block = *m.regions[region].blocks.first()?;
    let ops = &m.blocks[block].ops;
    let last = *ops.len().checked_sub(2).and_then(|i| ops.get(i))?;
    (m.kind(last) == Some(OpKind::Reduce)).then_some(last)
}

/// The contraction an `lt.fused` body starts with, if any: a convolution or a `dot_general`
/// fused with its elementwise epilogue (`fuse-epilogues`, and the budget search). It reads
/// two block arguments whole; the rest of the body reads its result by index. The CPU device
/// computes it a block of leading rows at a time ([`contraction_blocks`]) into the op's
/// workspace and runs the rest of the body on each block, so the contraction's result is
/// never stored whole.
pub fn fused_contraction(m: &Module, op: Op) -> Option<Op> {
    if m.kind(op) != Some(OpKind::LtFused) {
        return None;
    }
    let block = *m.regions[*m.ops[op].regions.first()?].blocks.first()?;
    let &first = m.blocks[block].ops.first()?;
    let args = &m.blocks[block].args;
    let d = &m.ops[first];
    (matches!(
        m.kind(first),
        Some(OpKind::Convolution | OpKind::DotGeneral)
    ) && d.operands.len() == 2
        && d.operands.iter().all(|x| args.contains(x)))
    .then_some(first)
}

/// How a contraction runs a block of its result at a time: over its `lead` leading result
/// dims (a convolution's batch dim alone when it is dim 0, else the spatial dims that lead; a
/// `dot_general`'s lhs free dims), flattened into `rows` rows, `per_block` rows at a time,
/// each block `bytes` of workspace.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RowBlocks {
    /// Leading result dims flattened into rows.
    pub lead: usize,
    /// The lead is a convolution's batch dim (else spatial dims, or a dot's lhs free dims).
    pub batch: bool,
    /// Rows of the result.
    pub rows: u64,
    /// Rows per block.
    pub per_block: u64,
    /// Bytes of one block.
    pub bytes: u64,
}

/// Input features a weight-gradient convolution sums at a time ([`contraction_chunk`]).
pub const CONTRACTION_CHUNK: u64 = 4;

/// How many input features a convolution sums at a time, in order, adding each chunk's sum
/// to its result: [`CONTRACTION_CHUNK`] when its lhs leads with its feature dim (a weight
/// gradient, whose contraction is the step's batch), else all at once (`None`). A fixed order
/// that does not depend on the plan: the weight gradient of a batch computed a piece of
/// `CONTRACTION_CHUNK` rows at a time, each piece added to the last, has the same bits as
/// computing it whole (`lt.pieces`).
pub fn contraction_chunk(cd: &crate::stablehlo::ConvDims) -> Option<u64> {
    (cd.in_feature == 0).then_some(CONTRACTION_CHUNK)
}

/// Blocks per fused contraction: its workspace is about 1/32 of its result.
pub const CONV_BLOCKS: u64 = 32;

/// [`RowBlocks`] for `op`, a convolution or a `dot_general`; `None` when a shape is not
/// static, or when it cannot run a block of rows at a time with the bits of the whole: a
/// convolution whose result leads with its feature dim or that has batch groups; a
/// `dot_general` with batch dims, or whose operands GEMM would pack first ([`dot_packing`]:
/// its rows are then another GEMM's).
pub fn contraction_blocks(m: &Module, op: Op) -> Option<RowBlocks> {
    let r = *m.ops[op].results.first()?;
    let dims = m.ty(r).as_tensor()?.static_dims()?;
    let elem = m.ty(r).elem()?.byte_size();
    let (lead, batch) = match m.kind(op)? {
        OpKind::Convolution => {
            let cd = crate::stablehlo::ConvDims::parse(m.attr(op, "dimension_numbers")).ok()?;
            let groups = m.attr(op, "batch_group_count").and_then(Attr::as_int);
            if groups.unwrap_or(1) != 1 {
                return None;
            }
            if cd.out_batch == 0 {
                (1, true)
            } else {
                let l = (0..dims.len())
                    .take_while(|i| cd.out_spatial.contains(i))
                    .count();
                (l, false)
            }
        }
        OpKind::DotGeneral => {
            let d = DotDims::parse(m.attr(op, "dot_dimension_numbers")).ok()?;
            let lhs = m.ty(*m.ops[op].operands.first()?).as_tensor()?.rank()?;
            if !d.lhs_batch.is_empty() || dot_packing(m, op).is_some() {
                return None;
            }
            (d.operand(true, lhs)[2].len(), false)
        }
        _ => return None,
    };
    if lead == 0 {
        return None;
    }
    let rows: u64 = dims[..lead].iter().product();
    let slab: u64 = dims[lead..].iter().product();
    let per_block = rows.div_ceil(CONV_BLOCKS).max(1);
    Some(RowBlocks {
        lead,
        batch,
        rows,
        per_block,
        bytes: per_block * slab * elem,
    })
}
