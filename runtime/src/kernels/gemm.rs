//! `dot_general` as GEMM (the `matrixmultiply` crate), reading operands in place with their own
//! strides, so it needs no scratch memory. Applies when the contracting dims, the lhs free dims
//! and the rhs free dims each flatten into one strided dim, the element type is f32 or f64
//! throughout and the data is aligned; otherwise the caller falls back to the loop kernel.

use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::stablehlo::DotDims;
use lowtide_ir::ElemType;

/// Flattens `dims` (indices into a tensor of `shape` with row-major `strides`) into one
/// dimension: `Some((size, stride))` when they are laid out contiguously in that order. Dims
/// of size 1 take no room and are left out (Keras's attention einsums carry them).
fn flatten(dims: &[usize], shape: &[u64], strides: &[usize]) -> Option<(usize, usize)> {
    let dims: Vec<usize> = dims.iter().copied().filter(|&d| shape[d] != 1).collect();
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
    // `matrixmultiply` packs the right operand a row of K at a time: with its N dim strided
    // (a product with a transposed matrix, `x @ w.T`), every element of a packed row is on
    // another cache line, and the packing can cost as much as the product. Then the transposed
    // product `out.T = r.T @ l.T` is run instead when that packs better: when `l` is
    // transposed itself (M has stride 1) or is the smaller operand (M < N). Each result
    // element is the same sum, over K in the same order.
    let swap = rns != 1 && (lms == 1 || mm < n);
    // The products, one per batch element: (lhs offset, rhs offset, result offset).
    let bdims: Vec<u64> = lb.iter().map(|&i| l.dims[i]).collect();
    let mut bidx = vec![0u64; bdims.len()];
    let mut products = Vec::new();
    loop {
        let at = |b: &[usize], s: &[usize]| -> usize {
            bidx.iter().zip(b).map(|(&x, &dd)| x as usize * s[dd]).sum()
        };
        products.push((at(&lb, &ls), at(&rb, &rs), products.len() * mm * n));
        if bdims.is_empty() || !next_index(&mut bidx, &bdims) {
            break;
        }
    }
    // The GEMM as run, C = A B with (row stride, column stride) for each: `l @ r`, or
    // `out.T = r.T @ l.T` when swapped.
    let (rows, cols) = if swap { (n, mm) } else { (mm, n) };
    let (ars, acs, brs, bcs, crs, ccs) = if swap {
        (rns, rks, lks, lms, 1, n)
    } else {
        (lms, lks, rks, rns, n, 1)
    };
    // On the machine's cores: the products apart, or, with fewer products than cores, the
    // larger of the one product's rows and columns (a short, wide product split by rows would
    // pack all of B on every core). Every result element is computed by one call, summed over
    // K as on one thread.
    let by_cols = cols > rows;
    let span = if by_cols { cols } else { rows };
    let pieces = match products.len() < super::parallel::threads() {
        true => super::parallel::threads().min(span.max(1)),
        false => 1,
    };
    let flops = (mm * n * k / pieces).max(1);
    let min = super::parallel::MIN_FLOPS.div_ceil(flops);
    let run = |part: std::ops::Range<usize>| {
        for item in part {
            let ((lo, ro, c_off), p) = (products[item / pieces], item % pieces);
            let (s0, s1) = (span * p / pieces, span * (p + 1) / pieces);
            // SAFETY: the views lie inside their storage (checked when made); every index
            // the GEMM forms stays inside them by construction of the sizes and strides (rows
            // or columns s0..s1 of the product); the output does not overlap the operands (no
            // plan lets a contraction write over its inputs), and calls write disjoint parts.
            unsafe {
                macro_rules! call {
                    ($gemm:path, $t:ty) => {
                        let (l, r) = (
                            (l.ptr() as *const $t).add(lo),
                            (r.ptr() as *const $t).add(ro),
                        );
                        let (a, b) = if swap { (r, l) } else { (l, r) };
                        let c = (out.ptr() as *mut $t).add(c_off);
                        let [ars, acs, brs, bcs, crs, ccs] =
                            [ars, acs, brs, bcs, crs, ccs].map(|x| x as isize);
                        let s = s0 as isize;
                        let (m, n, a, b, c) = match by_cols {
                            true => (rows, s1 - s0, a, b.offset(s * bcs), c.offset(s * ccs)),
                            false => (s1 - s0, cols, a.offset(s * ars), b, c.offset(s * crs)),
                        };
                        $gemm(m, k, n, 1.0, a, ars, acs, b, brs, bcs, 0.0, c, crs, ccs)
                    };
                }
                if elem == ElemType::F32 {
                    call!(matrixmultiply::sgemm, f32);
                } else {
                    call!(matrixmultiply::dgemm, f64);
                }
            }
        }
    };
    super::parallel::each_by(products.len() * pieces, min, 1, run);
    true
}

/// Convolution as GEMMs, reading input, kernel and output in place through their layouts' strides
/// (no im2col buffer): for every output spatial position and kernel window offset whose input
/// position is inside the (dilated, padded) input, `out[:, pos, group's f] += x[:, in_pos, group's c]
/// x kernel[offset, :, group's f]` with M = batch, K = input features per group, N = output
/// features per group. False (having done nothing) for batch groups, non-f32 data or unaligned
/// data; the caller then runs the loop kernel.
pub fn conv(
    cd: &lowtide_ir::stablehlo::ConvDims,
    w: &super::contract::ConvWindow,
    x: &Buf,
    k: &Buf,
    out: &Buf,
    rows: &super::contract::Rows,
) -> bool {
    if w.bgroups != 1
        || [x.elem, k.elem, out.elem]
            .iter()
            .any(|&e| e != ElemType::F32)
    {
        return false;
    }
    if [x.ptr(), k.ptr(), out.ptr()]
        .iter()
        .any(|p| !(*p as usize).is_multiple_of(4))
    {
        return false;
    }
    let (xs, ks, os) = (strides(&x.dims), strides(&k.dims), strides(&rows.full));
    let ns = cd.in_spatial.len();
    // A block of batch rows: M is the block's rows, from row `lo` of the input on; a block of
    // spatial rows: positions outside it are skipped. Output offsets are the whole result's,
    // less the block's start.
    let slab = rows.slab() as usize;
    let start = rows.lo as usize * slab;
    let batch_rows = cd.out_batch < rows.lead;
    let batch = if batch_rows {
        out.numel() / slab
    } else {
        rows.full[cd.out_batch] as usize
    };
    let x_start = if batch_rows {
        rows.lo as usize * xs[cd.in_batch]
    } else {
        0
    };
    let block = start..start + out.numel();
    let cg = k.dims[cd.k_in] as usize;
    let fg = (k.dims[cd.k_out] / w.groups) as usize;
    let out_sp: Vec<u64> = cd.out_spatial.iter().map(|&d| rows.full[d]).collect();
    let k_sp: Vec<u64> = cd.k_spatial.iter().map(|&d| k.dims[d]).collect();
    // Zero the output (unless adding to it): every (position, offset) GEMM accumulates into it.
    let o = out.ptr() as *mut f32;
    if !rows.accumulate {
        for i in 0..out.numel() {
            // SAFETY: i < numel of the view.
            unsafe { o.add(i).write(0.0) };
        }
    }
    let (xp, kp) = (x.ptr() as *const f32, k.ptr() as *const f32);
    // The contraction a chunk at a time, outermost (`lowtide_ir::ops::contraction_chunk`).
    // A chunked contraction (a weight gradient: the batch is the contraction, often only 32
    // rows) sums each input feature's window offsets along the last spatial dim in one GEMM
    // (K = those offsets) instead of one GEMM per offset with K = the chunk's features: as
    // many GEMM calls as the whole contraction in one chunk would take. The choice depends on
    // the window, not the batch, so a piece of the batch takes the same path.
    let chunked = lowtide_ir::ops::contraction_chunk(cd);
    let chunk = chunked.map_or(cg, |c| c as usize);
    // (Only where the window is wider than the chunk: fewer, larger GEMMs.)
    let window_rows =
        chunked.is_some() && ns > 0 && w.lhs_dil[ns - 1] == 1 && k_sp[ns - 1] as usize > chunk;
    let last = ns.saturating_sub(1);
    // The window offsets one GEMM starts at: all but the last spatial dim's (`window_rows`),
    // else every one.
    let mut outer = k_sp.clone();
    if window_rows {
        outer[last] = 1;
    }
    // K's strides in the input and the kernel: the offsets along the last dim (the kernel
    // walks back when reversed), or the features.
    let (ka, kb_stride) = if window_rows {
        let step = w.rhs_dil[last] as isize * xs[cd.in_spatial[last]] as isize;
        let kstep = ks[cd.k_spatial[last]] as isize;
        let back = w.reversal.get(last).copied().unwrap_or(false);
        (step, if back { -kstep } else { kstep })
    } else {
        (xs[cd.in_feature] as isize, ks[cd.k_in] as isize)
    };
    for c0 in (0..cg).step_by(chunk.max(1)) {
        let kc = chunk.min(cg - c0);
        // (input feature, its count per GEMM): one at a time, or the chunk's at once.
        let features: Vec<(usize, usize)> = if window_rows {
            (c0..c0 + kc).map(|c| (c, 1)).collect()
        } else {
            vec![(c0, kc)]
        };
        // Output positions apart on the machine's cores: each position's GEMMs write its own
        // rows of the result, adding its window offsets in the same order as on one thread.
        let positions = out_sp.iter().product::<u64>() as usize;
        let flops = batch * kc * fg * w.groups as usize * k_sp.iter().product::<u64>() as usize;
        let min = super::parallel::MIN_FLOPS.div_ceil(flops.max(1));
        let run = |part: std::ops::Range<usize>| {
            let ps = strides(&out_sp);
            let mut pos: Vec<u64> = (0..ns)
                .map(|i| (part.start / ps[i]) as u64 % out_sp[i].max(1))
                .collect();
            for _ in part {
                let full_base: usize = (0..ns)
                    .map(|i| pos[i] as usize * os[cd.out_spatial[i]])
                    .sum();
                let inside = batch_rows || block.contains(&(full_base / slab * slab));
                let out_base = full_base.wrapping_sub(if batch_rows { 0 } else { start });
                // With `window_rows`, the offsets along the last dim read inside the input: a
                // contiguous range.
                let window = window_rows.then(|| {
                    let in_size = x.dims[cd.in_spatial[last]];
                    let ok = |j: u64| w.input_index(last, pos[last], j, in_size).is_some();
                    let lo = (0..k_sp[last]).find(|&j| ok(j)).unwrap_or(k_sp[last]);
                    let hi = (lo..k_sp[last]).find(|&j| !ok(j)).unwrap_or(k_sp[last]);
                    (lo, hi)
                });
                for &(c, kf) in features.iter().filter(|_| inside) {
                    let mut kk = vec![0u64; ns];
                    loop {
                        // The first offset of this GEMM along each dim, and its K.
                        let (lo, kn) = match window {
                            Some((lo, hi)) => (lo, hi.saturating_sub(lo) as usize),
                            None => (kk.get(last).copied().unwrap_or(0), kf),
                        };
                        let at = |i: usize| if i == last { lo } else { kk[i] };
                        // The input position the first offset reads, if inside the input.
                        let mut x_base = (kn > 0).then_some(0usize);
                        for i in 0..ns {
                            let in_size = x.dims[cd.in_spatial[i]];
                            x_base = x_base.and_then(|b| {
                                let xi = w.input_index(i, pos[i], at(i), in_size)?;
                                Some(b + xi as usize * xs[cd.in_spatial[i]])
                            });
                        }
                        if let Some(xb) = x_base {
                            let kb: usize = (0..ns)
                                .map(|i| {
                                    w.kernel_index(i, at(i), k_sp[i]) as usize * ks[cd.k_spatial[i]]
                                })
                                .sum();
                            for g in 0..w.groups as usize {
                                // SAFETY: every index formed stays inside the views: positions were
                                // checked against the input extent (the whole range `lo..hi` along
                                // the last dim), and sizes/strides come from the shapes.
                                unsafe {
                                    matrixmultiply::sgemm(
                                        batch,
                                        kn,
                                        fg,
                                        1.0,
                                        xp.add(x_start + xb + (g * cg + c) * xs[cd.in_feature]),
                                        xs[cd.in_batch] as isize,
                                        ka,
                                        kp.add(kb + g * fg * ks[cd.k_out] + c * ks[cd.k_in]),
                                        kb_stride,
                                        ks[cd.k_out] as isize,
                                        1.0,
                                        o.add(out_base + g * fg * os[cd.out_feature]),
                                        os[cd.out_batch] as isize,
                                        os[cd.out_feature] as isize,
                                    );
                                }
                            }
                        }
                        if ns == 0 || !next_index(&mut kk, &outer) {
                            break;
                        }
                    }
                }
                next_index(&mut pos, &out_sp);
            }
        };
        super::parallel::each_by(positions, min, 1, run);
    }
    true
}
