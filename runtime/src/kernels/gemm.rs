//! `dot_general` as GEMM, reading operands in place with their own strides, so it needs no
//! scratch memory. Applies when the contracting dims, the lhs free dims and the rhs free dims
//! each flatten into one strided dim, the element type is f32 or f64 throughout and the data is
//! aligned; otherwise the caller falls back to the loop kernel.
//!
//! Two GEMM crates, one result: [`product`] runs `gemm` (AVX-512 kernels where the machine has
//! them) where it is fast, `matrixmultiply` elsewhere, and sums over K the same way in both,
//! so which one ran never shows in the bits.

use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::stablehlo::DotDims;
use lowtide_ir::ElemType;

/// `matrixmultiply`'s `C = alpha A B + beta C` for one element type: (m, k, n, alpha, A and
/// its row and column strides, B and its strides, beta, C and its strides).
type Mm<T> = unsafe fn(
    usize,
    usize,
    usize,
    T,
    *const T,
    isize,
    isize,
    *const T,
    isize,
    isize,
    T,
    *mut T,
    isize,
    isize,
);

/// An element type both GEMM crates multiply.
pub(crate) trait Scalar: Copy + 'static {
    const ZERO: Self;
    const ONE: Self;
    /// Its `matrixmultiply` function.
    const MM: Mm<Self>;
}

impl Scalar for f32 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
    const MM: Mm<Self> = matrixmultiply::sgemm;
}

impl Scalar for f64 {
    const ZERO: Self = 0.0;
    const ONE: Self = 1.0;
    const MM: Mm<Self> = matrixmultiply::dgemm;
}

thread_local! {
    /// Whether this thread is inside a call to a GEMM crate.
    static IN_LIBRARY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the calling thread is inside a call to one of the GEMM crates: the memory it
/// allocates then is their packing scratch (`matrixmultiply`'s panels for one call; `gemm`'s
/// panels, and a slab of the core's L2 size it keeps for the thread's life), not the plan's.
/// For allocation accounting (`runtime/tests/hidden_memory.rs` counts it apart).
pub fn in_gemm_library() -> bool {
    IN_LIBRARY.with(|c| c.get())
}

/// Marks the calling thread as inside a GEMM crate until dropped.
struct InLibrary;

impl InLibrary {
    fn enter() -> InLibrary {
        IN_LIBRARY.with(|c| c.set(true));
        InLibrary
    }
}

impl Drop for InLibrary {
    fn drop(&mut self) {
        IN_LIBRARY.with(|c| c.set(false));
    }
}

/// The rows of K `matrixmultiply` multiplies at a time (its `S_KC` and `D_KC`): each block
/// summed in registers, one fused multiply-add per k in order, then added to C.
const KC: usize = 256;

/// The fewest output features a thread computes of one convolution output position when
/// the positions are too few to keep every core busy (a GEMM narrower than this packs more
/// than it multiplies).
const MIN_COLUMNS: usize = 32;

/// A grouped convolution whose groups have at most this many output features each (a
/// depthwise layer has one, or a small channel multiplier) runs every group at once
/// ([`grouped_products`]); wider groups run a GEMM each.
const GROUPED_FG: usize = 4;

/// `C = A B`, or `C += A B` when `accumulate`: A is m x k, B k x n, C m x n, each given by a
/// pointer to its first element and its (row, column) strides in elements; on the calling
/// thread.
///
/// `gemm` runs it when B's columns are adjacent (column stride 1: the layout it is fast at in
/// every shape measured; with K-contiguous rows it fell to a fifth of `matrixmultiply`'s
/// speed on some, `docs/RUNTIME.md`), one call per block of [`KC`] rows of K, so each element
/// is summed as `matrixmultiply` sums it and gets its bits (test
/// `both_gemm_crates_give_every_element_the_same_bits`). The shapes where `gemm` takes other
/// paths (m or n of 1, k of 2 or less, products of two K-contiguous operands of at most 256
/// elements), K walked backwards, and every other layout run on `matrixmultiply`.
///
/// # Safety
/// Every element the sizes and strides reach lies inside its allocation; C overlaps neither
/// A nor B.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn product<T: Scalar>(
    m: usize,
    k: usize,
    n: usize,
    a: (*const T, isize, isize),
    b: (*const T, isize, isize),
    c: (*mut T, isize, isize),
    accumulate: bool,
) {
    let ((a, ars, acs), (b, brs, bcs), (c, crs, ccs)) = (a, b, c);
    let _library = InLibrary::enter();
    let other_path = m < 2 || n < 2 || k < 3 || (acs == 1 && brs == 1 && m * n <= 256);
    // (`gemm` walks K forwards whatever the strides' signs: a reversed kernel's backward rows
    // would be summed in the other order.)
    if bcs != 1 || acs <= 0 || brs <= 0 || other_path {
        let beta = if accumulate { T::ONE } else { T::ZERO };
        // SAFETY: the caller's contract.
        unsafe { T::MM(m, k, n, T::ONE, a, ars, acs, b, brs, bcs, beta, c, crs, ccs) };
        return;
    }
    for k0 in (0..k).step_by(KC) {
        let kb = KC.min(k - k0);
        // SAFETY: the caller's contract; rows k0..k0 + kb of B and columns of A are inside.
        unsafe {
            gemm::gemm(
                m,
                n,
                kb,
                c,
                ccs,
                crs,
                accumulate || k0 > 0,
                a.offset(k0 as isize * acs),
                acs,
                ars,
                b.offset(k0 as isize * brs),
                bcs,
                brs,
                T::ONE,
                T::ONE,
                false,
                false,
                false,
                gemm::Parallelism::None,
            )
        };
    }
}

/// Flattens `dims` (indices into a tensor of `shape` with row-major `strides`) into one
/// dimension: `Some((size, stride))` when they are laid out contiguously in that order
/// (`ops::flattens`; dims of size 1 take no room and are left out: Keras's attention einsums
/// carry them).
fn flatten(dims: &[usize], shape: &[u64], strides: &[usize]) -> Option<(usize, usize)> {
    if !lowtide_ir::ops::flattens(dims, shape) {
        return None;
    }
    let last = dims.iter().rev().find(|&&d| shape[d] != 1);
    Some((
        dims.iter().map(|&d| shape[d] as usize).product(),
        last.map_or(1, |&d| strides[d]),
    ))
}

/// Runs the dot as one GEMM per batch element; false (having done nothing) when it does not
/// apply.
pub fn dot(d: &DotDims, l: &Buf, r: &Buf, out: &Buf) -> bool {
    dot_rows(d, l, r, out, 0)
}

/// [`dot`] of the result's rows from `lo` on (its lhs free dims flattened: a dot with no
/// batch dims), as many as `out` holds: rows `lo..` of the lhs's free dim times the rhs, so
/// each element is the sum the whole product gives it, in the same order. With `lo` 0 and
/// `out` the whole result, [`dot`]. False (having done nothing) when it does not apply, or
/// the rows are not inside the result.
pub fn dot_rows(d: &DotDims, l: &Buf, r: &Buf, out: &Buf, lo: usize) -> bool {
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
    let [lb, lc, lf] = d.operand(true, l.dims.len());
    let [rb, rc, rf] = d.operand(false, r.dims.len());
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
    // A block of rows: `mm` of them, the lhs read from row `lo`.
    let whole = mm * n * lb.iter().map(|&i| l.dims[i] as usize).product::<usize>();
    let (mm, first) = match (lo, out.numel()) {
        (0, all) if all == whole => (mm, 0),
        (_, part) if lb.is_empty() && n > 0 && part % n == 0 && lo + part / n <= mm => {
            (part / n, lo * lms)
        }
        _ => return false,
    };
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
        products.push((first + at(&lb, &ls), at(&rb, &rs), products.len() * mm * n));
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
                    ($t:ty) => {
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
                        product(m, k, n, (a, ars, acs), (b, brs, bcs), (c, crs, ccs), false)
                    };
                }
                if elem == ElemType::F32 {
                    call!(f32);
                } else {
                    call!(f64);
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
/// features per group (a batch group's rows of the input are its own: M = the result's batch).
/// False (having done nothing) for non-f32 data or unaligned data; the caller then runs the
/// loop kernel.
pub fn conv(
    cd: &lowtide_ir::stablehlo::ConvDims,
    w: &super::contract::ConvWindow,
    x: &Buf,
    k: &Buf,
    out: &Buf,
    rows: &super::contract::Rows,
) -> bool {
    if [x.elem, k.elem, out.elem]
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
    // Feature groups or batch groups (StableHLO allows one of the two counts above 1): group
    // g's GEMMs read its input features, or its rows of the input batch, and write its output
    // features.
    let groups = (w.groups * w.bgroups) as usize;
    let fg = k.dims[cd.k_out] as usize / groups;
    let group_input = |g: usize| match w.bgroups > 1 {
        true => g * rows.full[cd.out_batch] as usize * xs[cd.in_batch],
        false => g * cg * xs[cd.in_feature],
    };
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
    // The contraction a chunk at a time, in order (`lowtide_ir::ops::contraction_chunk`).
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
    // (input feature, its count per GEMM), chunk by chunk in order: one at a time, or each
    // chunk's at once.
    let features: Vec<(usize, usize)> = (0..cg)
        .step_by(chunk.max(1))
        .flat_map(|c0| {
            let kc = chunk.min(cg - c0);
            match window_rows {
                true => (c0..c0 + kc).map(|c| (c, 1)).collect::<Vec<_>>(),
                false => vec![(c0, kc)],
            }
        })
        .collect();
    // The output positions this call computes (a block of rows holds only some of them), each
    // with its spatial index and where its elements start in the whole result.
    let ps = strides(&out_sp);
    let live: Vec<(Vec<u64>, usize)> = (0..out_sp.iter().product::<u64>() as usize)
        .map(|p| {
            let pos: Vec<u64> = (0..ns)
                .map(|i| (p / ps[i]) as u64 % out_sp[i].max(1))
                .collect();
            let base = (0..ns)
                .map(|i| pos[i] as usize * os[cd.out_spatial[i]])
                .sum::<usize>();
            (pos, base)
        })
        .filter(|(_, base)| batch_rows || block.contains(&(base / slab * slab)))
        .collect();
    // Those positions apart on the machine's cores: each position's GEMMs write its own rows
    // of the result, adding its features' chunks and window offsets in the same order as on
    // one thread. With fewer positions than twice the cores (a weight gradient's 3x3 window,
    // or a block of its rows), each position's output features are split too, at least
    // [`MIN_COLUMNS`] to a piece: every element is still summed by one GEMM.
    let positions = live.len();
    let threads = super::parallel::threads();
    let cols = match positions < 2 * threads {
        true => (2 * threads)
            .div_ceil(positions.max(1))
            .min(fg / MIN_COLUMNS)
            .max(1),
        false => 1,
    };
    let flops = batch * cg * fg * groups * k_sp.iter().product::<u64>() as usize / cols;
    let min = super::parallel::MIN_FLOPS.div_ceil(flops.max(1));
    let run = |part: std::ops::Range<usize>| {
        for item in part {
            let ((pos, full_base), piece) = (&live[item / cols], item % cols);
            let (f0, f1) = (fg * piece / cols, fg * (piece + 1) / cols);
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
            for &(c, kf) in &features {
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
                        let x0 = x_start + xb + c * xs[cd.in_feature];
                        let k0 = kb + c * ks[cd.k_in];
                        // SAFETY (both calls): every index formed stays inside the views:
                        // positions were checked against the input extent (the whole range
                        // `lo..hi` along the last dim), and sizes/strides come from the
                        // shapes; the result overlaps neither operand.
                        let all_at_once = groups > 1
                            && fg <= GROUPED_FG
                            && unsafe {
                                grouped_products(
                                    (batch, groups, fg, kn),
                                    (
                                        xp.add(x0),
                                        xs[cd.in_batch] as isize,
                                        group_input(1) as isize,
                                        ka,
                                    ),
                                    (kp.add(k0), kb_stride, ks[cd.k_out] as isize),
                                    (
                                        o.add(out_base),
                                        os[cd.out_batch] as isize,
                                        os[cd.out_feature] as isize,
                                    ),
                                )
                            };
                        if !all_at_once {
                            for g in 0..groups {
                                unsafe {
                                    product(
                                        batch,
                                        kn,
                                        f1 - f0,
                                        (xp.add(x0 + group_input(g)), xs[cd.in_batch] as isize, ka),
                                        (
                                            kp.add(k0 + (g * fg + f0) * ks[cd.k_out]),
                                            kb_stride,
                                            ks[cd.k_out] as isize,
                                        ),
                                        (
                                            o.add(out_base + (g * fg + f0) * os[cd.out_feature]),
                                            os[cd.out_batch] as isize,
                                            os[cd.out_feature] as isize,
                                        ),
                                        true,
                                    );
                                }
                            }
                        }
                    }
                    if ns == 0 || !next_index(&mut kk, &outer) {
                        break;
                    }
                }
            }
        }
    };
    super::parallel::each_by(positions * cols, min, 1, run);
    true
}

/// A grouped convolution's many small products, every group at once: for every batch row b and
/// output feature j of a group, `out[b, g fg + j] += sum over t < kn of x[b, g, t] * k[t, g fg
/// + j]` for all groups g, where `x` is (pointer, batch stride, group stride, K stride), `k`
/// (pointer, K stride, output feature stride) and `out` (pointer, batch stride, feature
/// stride). A depthwise layer has one input feature per group (kn = 1) and its weight
/// gradient one output feature per batch group: one `matrixmultiply` call per group, window
/// offset and output position took 20 ms for one 8x16x16x96 layer (one step of
/// `lowtide zoo mobilenet_v2 --batch 8 --image 64 --channels 16`).
///
/// Each group's sum is `matrixmultiply`'s, so the bits are those of one GEMM per group: from
/// zero, one multiply-add per t in order (fused where its kernels fuse them: with FMA and
/// AVX2), then added to `out`. False, having done nothing, where the kernels' arithmetic is
/// not known to be reproduced (a sum of several products without those features).
///
/// # Safety
/// Every element the sizes and strides reach lies inside its allocation; `out` overlaps
/// neither operand.
unsafe fn grouped_products(
    (batch, groups, fg, kn): (usize, usize, usize, usize),
    x: (*const f32, isize, isize, isize),
    k: (*const f32, isize, isize),
    out: (*mut f32, isize, isize),
) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        static FMA: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        let fma = *FMA.get_or_init(|| {
            std::arch::is_x86_feature_detected!("fma")
                && std::arch::is_x86_feature_detected!("avx2")
        });
        if fma {
            // SAFETY: the features were detected; the rest is the caller's contract.
            unsafe { grouped_fma((batch, groups, fg, kn), x, k, out) };
            return true;
        }
    }
    if kn != 1 {
        return false;
    }
    // One product each: rounded alone, fused or not.
    // SAFETY: the caller's contract.
    unsafe { grouped((batch, groups, fg, kn), x, k, out, |a, b, c| a * b + c) };
    true
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,fma")]
unsafe fn grouped_fma(
    dims: (usize, usize, usize, usize),
    x: (*const f32, isize, isize, isize),
    k: (*const f32, isize, isize),
    out: (*mut f32, isize, isize),
) {
    // SAFETY: the caller's contract.
    unsafe { grouped(dims, x, k, out, f32::mul_add) };
}

/// [`grouped_products`] with `madd(a, b, c)` as the multiply-add, a block of groups at a time.
#[inline(always)]
unsafe fn grouped(
    (batch, groups, fg, kn): (usize, usize, usize, usize),
    (xp, xb, xg, xt): (*const f32, isize, isize, isize),
    (kp, kt, kf): (*const f32, isize, isize),
    (op, ob, of): (*mut f32, isize, isize),
    madd: impl Fn(f32, f32, f32) -> f32,
) {
    const BLOCK: usize = 64;
    let step = fg as isize;
    for b in 0..batch as isize {
        for j in 0..step {
            for g0 in (0..groups).step_by(BLOCK) {
                let n = BLOCK.min(groups - g0);
                let g0 = g0 as isize;
                let o = unsafe { op.offset(b * ob + (g0 * step + j) * of) };
                // A block of K at a time, as `matrixmultiply` sums it.
                for t0 in (0..kn).step_by(KC) {
                    let mut acc = [0.0f32; BLOCK];
                    // SAFETY (every access): the caller's contract.
                    for t in t0 as isize..kn.min(t0 + KC) as isize {
                        let x = unsafe { xp.offset(b * xb + g0 * xg + t * xt) };
                        let w = unsafe { kp.offset(t * kt + (g0 * step + j) * kf) };
                        for (i, a) in acc[..n].iter_mut().enumerate() {
                            let i = i as isize;
                            *a = madd(
                                unsafe { *x.offset(i * xg) },
                                unsafe { *w.offset(i * step * kf) },
                                *a,
                            );
                        }
                    }
                    for (i, a) in acc[..n].iter().enumerate() {
                        unsafe { *o.offset(i as isize * step * of) += *a };
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `product` against `matrixmultiply` alone, bit for bit, on both element types, in
    /// every layout of A, B and C (row- or column-major, and B walked backwards as a reversed
    /// convolution kernel walks it), overwriting and accumulating, on shapes that take each of
    /// `gemm`'s paths and K longer than a block.
    fn same_bits<T: Scalar + PartialEq + std::fmt::Debug>(val: impl Fn(usize) -> T) {
        let shapes = [
            (32, 256, 1024),
            (32, 1000, 96),
            (200, 300, 70),
            (7, 300, 9),
            (65, 600, 65),
            (3, 5, 2),
            (1, 600, 64),
            (64, 600, 1),
            (16, 2, 16),
            (4, 513, 4),
        ];
        for (m, k, n) in shapes {
            let a: Vec<T> = (0..m * k).map(|i| val(i * 7919 % 2003)).collect();
            let b: Vec<T> = (0..k * n).map(|i| val(i * 104_729 % 2003)).collect();
            let start: Vec<T> = (0..m * n).map(|i| val(i * 31 % 2003)).collect();
            for layout in 0..16 {
                let (at, bt, ct, back) = (layout & 1, layout & 2, layout & 4, layout & 8);
                let (ars, acs) = if at != 0 { (1, m) } else { (k, 1) };
                let (mut brs, bcs) = if bt != 0 { (1, k) } else { (n, 1) };
                let (crs, ccs) = if ct != 0 { (1, m) } else { (n, 1) };
                let [ars, acs, bcs, crs, ccs] = [ars, acs, bcs, crs, ccs].map(|x| x as isize);
                let mut b0 = b.as_ptr();
                if back != 0 {
                    // B's rows from the last: row k - 1 first.
                    // SAFETY: the last row's first element is inside `b`.
                    b0 = unsafe { b0.offset((k as isize - 1) * brs as isize) };
                    brs = 0usize.wrapping_sub(brs);
                }
                let brs = brs as isize;
                for accumulate in [false, true] {
                    let (mut want, mut got) = (start.clone(), start.clone());
                    let beta = if accumulate { T::ONE } else { T::ZERO };
                    // SAFETY: every index the sizes and strides form is inside the vectors.
                    unsafe {
                        T::MM(
                            m,
                            k,
                            n,
                            T::ONE,
                            a.as_ptr(),
                            ars,
                            acs,
                            b0,
                            brs,
                            bcs,
                            beta,
                            want.as_mut_ptr(),
                            crs,
                            ccs,
                        );
                        product(
                            m,
                            k,
                            n,
                            (a.as_ptr(), ars, acs),
                            (b0, brs, bcs),
                            (got.as_mut_ptr(), crs, ccs),
                            accumulate,
                        );
                    }
                    assert!(
                        want == got,
                        "{m}x{k}x{n}, layout {layout}, accumulate {accumulate}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_grouped_convolution_s_products_all_at_once_have_one_gemm_s_bits_each() {
        let val = |i: usize| (i * 7919 % 2003) as f32 / 1000.0 - 1.0;
        // (batch, groups, output features per group, K): depthwise layers (K = 1), their
        // weight gradients (K = a window row), a channel multiplier, K past a block, and
        // more groups than one block holds.
        for (batch, groups, fg, kn) in [
            (8, 70, 1, 1),
            (1, 96, 1, 16),
            (3, 130, 2, 9),
            (2, 5, 4, 300),
            (4, 8, 3, 1),
        ] {
            let x: Vec<f32> = (0..batch * groups * kn).map(val).collect();
            let k: Vec<f32> = (0..kn * groups * fg).map(|i| val(i + 5)).collect();
            let start: Vec<f32> = (0..batch * groups * fg).map(|i| val(i + 9)).collect();
            // The groups innermost in the input (a depthwise layer's channels), or K.
            for groups_inner in [true, false] {
                let (xb, xg, xt) = match groups_inner {
                    true => (groups * kn, 1, groups),
                    false => (groups * kn, kn, 1),
                };
                let [xb, xg, xt] = [xb, xg, xt].map(|v| v as isize);
                let (kt, kf) = ((groups * fg) as isize, 1);
                let (ob, of) = ((groups * fg) as isize, 1);
                let (mut want, mut got) = (start.clone(), start.clone());
                // SAFETY: every index the sizes and strides form is inside the vectors.
                unsafe {
                    for g in 0..groups as isize {
                        let f = g * fg as isize;
                        product(
                            batch,
                            kn,
                            fg,
                            (x.as_ptr().offset(g * xg), xb, xt),
                            (k.as_ptr().offset(f * kf), kt, kf),
                            (want.as_mut_ptr().offset(f * of), ob, of),
                            true,
                        );
                    }
                    let ran = grouped_products(
                        (batch, groups, fg, kn),
                        (x.as_ptr(), xb, xg, xt),
                        (k.as_ptr(), kt, kf),
                        (got.as_mut_ptr(), ob, of),
                    );
                    if !ran {
                        assert!(kn > 1, "a product of K = 1 always runs");
                        eprintln!("no FMA and AVX2 here: {batch}x{groups}x{fg}x{kn} not run");
                        continue;
                    }
                }
                assert!(
                    want == got,
                    "{batch}x{groups}x{fg}x{kn}, groups innermost {groups_inner}"
                );
            }
        }
    }

    #[test]
    fn both_gemm_crates_give_every_element_the_same_bits() {
        same_bits(|i| i as f32 / 1000.0 - 1.0);
        same_bits(|i| (i as f64 / 1000.0 - 1.0) * std::f64::consts::PI);
    }
}
