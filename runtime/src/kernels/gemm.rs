//! `dot_general` as GEMM (the `matrixmultiply` crate), reading operands in place with their own
//! strides, so it needs no scratch memory. Applies when the contracting dims, the lhs free dims
//! and the rhs free dims each flatten into one strided dim, the element type is f32 or f64
//! throughout and the data is aligned; otherwise the caller falls back to the loop kernel.

use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::stablehlo::DotDims;
use lowtide_ir::ElemType;

/// Flattens `dims` (indices into a tensor of `shape` with row-major `strides`) into one
/// dimension: `Some((size, stride))` when they are laid out contiguously in that order.
fn flatten(dims: &[usize], shape: &[u64], strides: &[usize]) -> Option<(usize, usize)> {
    let Some(&last) = dims.last() else {
        return Some((1, 1));
    };
    for w in dims.windows(2) {
        if strides[w[0]] != strides[w[1]] * shape[w[1]] as usize {
            return None;
        }
    }
    Some((
        dims.iter().map(|&d| shape[d] as usize).product(),
        strides[last],
    ))
}

/// Runs the dot as one GEMM per batch element; false (having done nothing) when it does not
/// apply.
pub fn dot(d: &DotDims, l: &Buf, r: &Buf, out: &Buf) -> bool {
    let elem = out.elem;
    if l.elem != elem || r.elem != elem || !matches!(elem, ElemType::F32 | ElemType::F64) {
        return false;
    }
    let w = elem.byte_size() as usize;
    if [l.ptr(), r.ptr(), out.ptr()]
        .iter()
        .any(|p| !(*p as usize).is_multiple_of(w))
    {
        return false;
    }
    let (ls, rs) = (strides(&l.dims), strides(&r.dims));
    let us = |v: &[i64]| v.iter().map(|&x| x as usize).collect::<Vec<_>>();
    let (lb, rb, lc, rc) = (
        us(&d.lhs_batch),
        us(&d.rhs_batch),
        us(&d.lhs_contract),
        us(&d.rhs_contract),
    );
    let lf: Vec<usize> = (0..l.dims.len())
        .filter(|i| !lb.contains(i) && !lc.contains(i))
        .collect();
    let rf: Vec<usize> = (0..r.dims.len())
        .filter(|i| !rb.contains(i) && !rc.contains(i))
        .collect();
    let parts = (
        flatten(&lc, &l.dims, &ls),
        flatten(&rc, &r.dims, &rs),
        flatten(&lf, &l.dims, &ls),
        flatten(&rf, &r.dims, &rs),
    );
    let (Some((k, lks)), Some((k2, rks)), Some((mm, lms)), Some((n, rns))) = parts else {
        return false;
    };
    if k != k2 {
        return false;
    }
    let bdims: Vec<u64> = lb.iter().map(|&i| l.dims[i]).collect();
    let mut bidx = vec![0u64; bdims.len()];
    let mut c_off = 0usize;
    loop {
        let lo: usize = bidx
            .iter()
            .zip(&lb)
            .map(|(&x, &dd)| x as usize * ls[dd])
            .sum();
        let ro: usize = bidx
            .iter()
            .zip(&rb)
            .map(|(&x, &dd)| x as usize * rs[dd])
            .sum();
        // SAFETY: the views lie inside their storage (checked when made); every index the GEMM
        // forms stays inside them by construction of the sizes and strides; the output does not
        // overlap the operands (no plan lets a contraction write over its inputs).
        unsafe {
            if elem == ElemType::F32 {
                let (a, b, c) = (
                    l.ptr() as *const f32,
                    r.ptr() as *const f32,
                    out.ptr() as *mut f32,
                );
                matrixmultiply::sgemm(
                    mm,
                    k,
                    n,
                    1.0,
                    a.add(lo),
                    lms as isize,
                    lks as isize,
                    b.add(ro),
                    rks as isize,
                    rns as isize,
                    0.0,
                    c.add(c_off),
                    n as isize,
                    1,
                );
            } else {
                let (a, b, c) = (
                    l.ptr() as *const f64,
                    r.ptr() as *const f64,
                    out.ptr() as *mut f64,
                );
                matrixmultiply::dgemm(
                    mm,
                    k,
                    n,
                    1.0,
                    a.add(lo),
                    lms as isize,
                    lks as isize,
                    b.add(ro),
                    rks as isize,
                    rns as isize,
                    0.0,
                    c.add(c_off),
                    n as isize,
                    1,
                );
            }
        }
        c_off += mm * n;
        if bdims.is_empty() || !next_index(&mut bidx, &bdims) {
            break;
        }
    }
    true
}
