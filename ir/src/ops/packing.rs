//! Where a `dot_general` cannot be a GEMM reading its operands in place: GEMM takes each
//! operand as one row dim and one column dim with a stride each (its batch dims apart), which
//! the operand's layout gives only when its contracting dims, and its free dims, each lie
//! contiguously in the listed order. An operand that does not is first copied (transposed)
//! into the op's workspace as batch dims, then free dims, then contracting dims for the lhs
//! (rows by K), and batch, contracting, free for the rhs (K by columns, columns adjacent). The
//! workspace is declared here ([`crate::workspace::workspace_bytes`]), so the plan places it
//! in the arena like any value.

use super::*;

/// Alignment of the packed rhs after the packed lhs in the workspace.
pub const PACKED_ALIGN: u64 = 64;

/// Whether `dims` (indices into a row-major tensor of `shape`) lie contiguously in that
/// order, dims of size 1 left out (they take no room): what GEMM needs of a contracting or
/// free dim set.
pub fn flattens(dims: &[usize], shape: &[u64]) -> bool {
    // Row-major: dim d's stride is the product of the dims after it.
    let stride = |d: usize| shape[d + 1..].iter().product::<u64>();
    let mut kept = dims.iter().copied().filter(|&d| shape[d] != 1);
    let Some(mut before) = kept.next() else {
        return true;
    };
    kept.all(|d| {
        let next = stride(before) == stride(d) * shape[d];
        before = d;
        next
    })
}

/// One operand's order when packed: its dims as the packed tensor holds them (a permutation
/// of the operand's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Packed {
    /// Packed dim i is the operand's dim `perm[i]`.
    pub perm: Vec<usize>,
    /// Its shape once packed.
    pub dims: Vec<u64>,
}

/// The packing a `dot_general` needs: for each operand, `Some` when it must be packed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DotPacking {
    /// The lhs's packing (batch, free, contracting dims), first in the workspace.
    pub lhs: Option<Packed>,
    /// The rhs's packing (batch, contracting, free dims), at [`DotPacking::rhs_offset`].
    pub rhs: Option<Packed>,
    /// The element's bytes.
    pub elem_bytes: u64,
}

impl DotPacking {
    /// Where the packed rhs starts in the workspace, in bytes.
    pub fn rhs_offset(&self) -> u64 {
        let lhs = self.lhs.as_ref().map_or(0, |p| self.bytes_of(p));
        lhs.div_ceil(PACKED_ALIGN) * PACKED_ALIGN
    }

    /// The workspace's bytes.
    pub fn bytes(&self) -> u64 {
        match &self.rhs {
            Some(p) => self.rhs_offset() + self.bytes_of(p),
            None => self.lhs.as_ref().map_or(0, |p| self.bytes_of(p)),
        }
    }

    fn bytes_of(&self, p: &Packed) -> u64 {
        p.dims.iter().product::<u64>() * self.elem_bytes
    }

    /// The dimension numbers of the product of the packed operands (an operand not packed
    /// keeps its own).
    pub fn dims(&self, d: &DotDims) -> DotDims {
        let (nb, mut out) = (d.lhs_batch.len() as i64, d.clone());
        // Packed lhs: batch, free, contracting dims; packed rhs: batch, contracting, free.
        if let Some(p) = &self.lhs {
            let rank = p.perm.len() as i64;
            out.lhs_batch = (0..nb).collect();
            out.lhs_contract = (rank - d.lhs_contract.len() as i64..rank).collect();
        }
        if self.rhs.is_some() {
            out.rhs_batch = (0..nb).collect();
            out.rhs_contract = (nb..nb + d.rhs_contract.len() as i64).collect();
        }
        out
    }
}

/// What `dot_general` `op` needs packed: `None` when GEMM reads both operands in place, the
/// op is not a `dot_general` on f32 or f64, or its shapes are not static.
pub fn dot_packing(m: &Module, op: Op) -> Option<DotPacking> {
    if m.kind(op) != Some(OpKind::DotGeneral) {
        return None;
    }
    let d = DotDims::parse(m.attr(op, "dot_dimension_numbers")).ok()?;
    let [l, r] = m.ops[op].operands[..] else {
        return None;
    };
    let (lt, rt) = (m.ty(l).as_tensor()?, m.ty(r).as_tensor()?);
    if !matches!(lt.elem, ElemType::F32 | ElemType::F64) || rt.elem != lt.elem {
        return None;
    }
    let (ls, rs) = (lt.static_dims()?, rt.static_dims()?);
    let [lb, lc, lf] = d.operand(true, ls.len());
    let [rb, rc, rf] = d.operand(false, rs.len());
    let packed = |perm: Vec<usize>, shape: &[u64]| Packed {
        dims: perm.iter().map(|&i| shape[i]).collect(),
        perm,
    };
    let lhs =
        (!flattens(&lc, &ls) || !flattens(&lf, &ls)).then(|| packed([lb, lf, lc].concat(), &ls));
    let rhs =
        (!flattens(&rc, &rs) || !flattens(&rf, &rs)).then(|| packed([rb, rc, rf].concat(), &rs));
    if lhs.is_none() && rhs.is_none() {
        return None;
    }
    Some(DotPacking {
        lhs,
        rhs,
        elem_bytes: lt.elem.byte_size(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contiguous_dim_sets_flatten_and_split_or_reordered_ones_do_not() {
        let s = [2, 3, 4, 5];
        assert!(flattens(&[2, 3], &s));
        assert!(flattens(&[1], &s));
        assert!(flattens(&[], &s));
        assert!(!flattens(&[3, 2], &s));
        assert!(!flattens(&[1, 3], &s));
        // A dim of size 1 between them takes no room.
        assert!(flattens(&[0, 2], &[2, 1, 4]));
    }

    #[test]
    fn a_dot_whose_free_dims_are_split_by_its_contraction_packs_that_operand_only() {
        let text = r#"
"func.func"() <{function_type = (tensor<2x3x4x5xf32>, tensor<4x6xf32>) -> tensor<2x3x5x6xf32>, sym_name = "main"}> ({
^bb0(%a: tensor<2x3x4x5xf32>, %b: tensor<4x6xf32>):
  %0 = "stablehlo.dot_general"(%a, %b) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>}> : (tensor<2x3x4x5xf32>, tensor<4x6xf32>) -> tensor<2x3x5x6xf32>
  "func.return"(%0) : (tensor<2x3x5x6xf32>) -> ()
}) : () -> ()
"#;
        let m = crate::parse_and_verify(text, "t").unwrap();
        let b = m.entry_block(m.function("main").unwrap()).unwrap();
        let op = m.blocks[b].ops[0];
        let p = dot_packing(&m, op).unwrap();
        let lhs = p.lhs.clone().unwrap();
        assert_eq!(lhs.perm, vec![0, 1, 3, 2]);
        assert_eq!(lhs.dims, vec![2, 3, 5, 4]);
        assert!(p.rhs.is_none());
        assert_eq!(p.bytes(), 2 * 3 * 5 * 4 * 4);
        assert_eq!(crate::workspace::workspace_bytes(&m, op), p.bytes());
        let d = p.dims(&DotDims::parse(m.attr(op, "dot_dimension_numbers")).unwrap());
        assert_eq!(d.lhs_contract, vec![3]);
        assert_eq!(d.rhs_contract, vec![0]);
    }
}
