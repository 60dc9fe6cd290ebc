//! `dot_general` (batch and contracting dims) and `convolution` (dimension numbers, strides,
//! padding, lhs/rhs dilation, window reversal, feature and batch group counts), accumulating
//! each output element in f64.

use super::ints_or;
use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::stablehlo::{ConvDims, DotDims};
use lowtide_ir::{Attr, Module, Op, OpKind};

/// `dot_general` (or `dot`) of `l` and `r` into `out`: GEMM reading the operands in place;
/// else, with the workspace `ws` the op declares (`ops::dot_packing`), GEMM on the operands
/// packed there; else the loop kernel.
pub fn dot_general(
    m: &Module,
    op: Op,
    (l, r): (&Buf, &Buf),
    out: &Buf,
    ws: Option<&Buf>,
) -> Result<(), String> {
    let d = if m.kind(op) == Some(OpKind::Dot) {
        DotDims {
            lhs_contract: vec![l.dims.len() as i64 - 1],
            rhs_contract: vec![0],
            ..Default::default()
        }
    } else {
        DotDims::parse(m.attr(op, "dot_dimension_numbers"))?
    };
    if super::gemm::dot(&d, l, r, out) {
        return Ok(());
    }
    if let (Some(p), Some(ws)) = (lowtide_ir::ops::dot_packing(m, op), ws) {
        let pack = |x: &Buf, at: usize, packed: &Option<lowtide_ir::ops::Packed>| {
            let Some(p) = packed else {
                return Ok(x.clone());
            };
            let to = ws.view(at, &p.dims, x.elem)?;
            super::movement::permute(x, &p.perm, &to);
            Ok::<Buf, String>(to)
        };
        let (pl, pr) = (
            pack(l, 0, &p.lhs)?,
            pack(r, p.rhs_offset() as usize, &p.rhs)?,
        );
        if super::gemm::dot(&p.dims(&d), &pl, &pr, out) {
            return Ok(());
        }
    }
    dot_loop(&d, l, r, out);
    Ok(())
}

/// The rows of a `dot_general` with no batch dims that `rows` names (its lhs free dims
/// flattened), into `out` (only those rows): GEMM reading the operands in place, else the
/// loop kernel, as [`dot_general`] without a packing workspace runs the whole dot, so each
/// element gets the bits the whole dot gives it (`lowtide_ir::ops::contraction_blocks` fuses
/// only dots GEMM reads in place).
pub fn dot_general_rows(
    m: &Module,
    op: Op,
    l: &Buf,
    r: &Buf,
    out: &Buf,
    rows: &Rows,
) -> Result<(), String> {
    let d = DotDims::parse(m.attr(op, "dot_dimension_numbers"))?;
    let lo = rows.lo * rows.slab();
    if !d.lhs_batch.is_empty() || lo + out.numel() as u64 > rows.full.iter().product::<u64>() {
        return Err(
            "a block of a dot_general's rows must lie in a result without batch dims".into(),
        );
    }
    if !super::gemm::dot_rows(&d, l, r, out, rows.lo as usize) {
        dot_loop_from(&d, l, r, out, (&rows.full, lo));
    }
    Ok(())
}

/// [`convolution_rows`] or [`dot_general_rows`], as `op` is.
pub fn contraction_rows(
    m: &Module,
    op: Op,
    (x, k): (&Buf, &Buf),
    out: &Buf,
    rows: &Rows,
) -> Result<(), String> {
    match m.kind(op) {
        Some(OpKind::DotGeneral) => dot_general_rows(m, op, x, k, out, rows),
        _ => convolution_rows(m, op, x, k, out, rows),
    }
}

/// The loop kernel: any dimension numbers, f64 accumulation per output element.
pub fn dot_loop(d: &DotDims, l: &Buf, r: &Buf, out: &Buf) {
    dot_loop_from(d, l, r, out, (&out.dims, 0));
}

/// [`dot_loop`] of the elements of a result of shape `full` from row-major index `start` on,
/// as many as `out` holds.
fn dot_loop_from(d: &DotDims, l: &Buf, r: &Buf, out: &Buf, (full, start): (&[u64], u64)) {
    let (ls, rs) = (strides(&l.dims), strides(&r.dims));
    let [_, _, lf] = d.operand(true, l.dims.len());
    let [_, _, rf] = d.operand(false, r.dims.len());
    let kdims: Vec<u64> = d.lhs_contract.iter().map(|&i| l.dims[i as usize]).collect();
    let (lc, rc): (Vec<usize>, Vec<usize>) = (
        d.lhs_contract.iter().map(|&i| ls[i as usize]).collect(),
        d.rhs_contract.iter().map(|&i| rs[i as usize]).collect(),
    );
    let nb = d.lhs_batch.len();
    let mut idx = crate::tensor::unflatten(start, full);
    let mut kidx = vec![0u64; kdims.len()];
    for o in 0..out.numel() {
        let mut lbase = 0;
        let mut rbase = 0;
        for k in 0..nb {
            lbase += idx[k] as usize * ls[d.lhs_batch[k] as usize];
            rbase += idx[k] as usize * rs[d.rhs_batch[k] as usize];
        }
        for (j, &dim) in lf.iter().enumerate() {
            lbase += idx[nb + j] as usize * ls[dim];
        }
        for (j, &dim) in rf.iter().enumerate() {
            rbase += idx[nb + lf.len() + j] as usize * rs[dim];
        }
        let mut acc = 0.0;
        kidx.iter_mut().for_each(|x| *x = 0);
        // A contraction over nothing (a contracting dim of size 0) sums no products.
        while !kdims.contains(&0) {
            let (mut li, mut ri) = (lbase, rbase);
            for k in 0..kdims.len() {
                li += kidx[k] as usize * lc[k];
                ri += kidx[k] as usize * rc[k];
            }
            acc += l.get(li) * r.get(ri);
            if kdims.is_empty() || !next_index(&mut kidx, &kdims) {
                break;
            }
        }
        out.set(o, acc);
        next_index(&mut idx, full);
    }
}

/// A convolution's window: strides, padding, dilations, reversal and group counts, with the
/// attributes' defaults filled in.
#[derive(Clone, Debug)]
pub struct ConvWindow {
    pub stride: Vec<i64>,
    /// `[low, high]` per spatial dim.
    pub pad: Vec<i64>,
    pub lhs_dil: Vec<i64>,
    pub rhs_dil: Vec<i64>,
    pub reversal: Vec<bool>,
    pub groups: u64,
    pub bgroups: u64,
}

impl ConvWindow {
    /// Reads the window attributes of convolution `op` with `ns` spatial dims.
    pub fn of(m: &Module, op: Op, ns: usize) -> ConvWindow {
        let count = |name: &str| m.attr(op, name).and_then(Attr::as_int).unwrap_or(1).max(1) as u64;
        ConvWindow {
            stride: ints_or(m, op, "window_strides", ns, 1),
            pad: ints_or(m, op, "padding", 2 * ns, 0),
            lhs_dil: ints_or(m, op, "lhs_dilation", ns, 1),
            rhs_dil: ints_or(m, op, "rhs_dilation", ns, 1),
            reversal: match m.attr(op, "window_reversal") {
                Some(Attr::DenseArray(_, v)) => v.iter().map(|e| e.to_i64() != 0).collect(),
                _ => vec![false; ns],
            },
            groups: count("feature_group_count"),
            bgroups: count("batch_group_count"),
        }
    }

    /// The input index along spatial dim `i` (of size `in_size`) that output position `pos`
    /// reads at window offset `kk`; `None` when that falls in the padding or between dilated
    /// input elements.
    pub fn input_index(&self, i: usize, pos: u64, kk: u64, in_size: u64) -> Option<u64> {
        let p = pos as i64 * self.stride[i] - self.pad[2 * i] + kk as i64 * self.rhs_dil[i];
        let extent = (in_size as i64 - 1) * self.lhs_dil[i] + 1;
        (p >= 0 && p < extent && p % self.lhs_dil[i] == 0).then(|| (p / self.lhs_dil[i]) as u64)
    }

    /// The kernel index along spatial dim `i` (of size `k_size`) at window offset `kk`.
    pub fn kernel_index(&self, i: usize, kk: u64, k_size: u64) -> u64 {
        if self.reversal.get(i).copied().unwrap_or(false) {
            k_size - 1 - kk
        } else {
            kk
        }
    }
}

pub fn convolution(m: &Module, op: Op, x: &Buf, k: &Buf, out: &Buf) -> Result<(), String> {
    convolution_rows(m, op, x, k, out, &Rows::all(&out.dims))
}

/// `lt.conv_accumulate`: `acc` (copied into `out` unless `out` is `acc` in place) with the
/// convolution's contraction chunks added to it.
pub fn convolution_accumulate(
    m: &Module,
    op: Op,
    x: &Buf,
    k: &Buf,
    acc: &Buf,
    out: &Buf,
) -> Result<(), String> {
    if acc.ptr() != out.ptr() {
        for i in 0..out.numel() {
            out.set(i, acc.get(i));
        }
    }
    let rows = Rows {
        accumulate: true,
        ..Rows::all(&out.dims)
    };
    convolution_rows(m, op, x, k, out, &rows)
}

/// The rows of a convolution's result one call computes: its elements from row-major index
/// `lo * slab` of `full` (the whole result's shape) on, as many as `out` holds. A block of
/// rows (`lowtide_ir::ops::RowBlocks`: the batch dim when it leads, else the leading spatial
/// dims, flattened) gives each element the bits the whole convolution gives it: every element
/// sums the same products in the same order.
pub struct Rows {
    /// The whole result's shape.
    pub full: Vec<u64>,
    /// Leading dims the rows flatten.
    pub lead: usize,
    /// The first row.
    pub lo: u64,
    /// Add to the values `out` holds instead of overwriting them: the next chunk of a
    /// contraction summed in chunks ([`lowtide_ir::ops::contraction_chunk`]).
    pub accumulate: bool,
}

impl Rows {
    /// The whole result.
    pub fn all(dims: &[u64]) -> Rows {
        Rows {
            full: dims.to_vec(),
            lead: 1,
            lo: 0,
            accumulate: false,
        }
    }

    /// Elements per row.
    pub fn slab(&self) -> u64 {
        self.full[self.lead.min(self.full.len())..].iter().product()
    }
}

/// [`convolution`] of the rows `rows` names, into `out` (only those rows).
pub fn convolution_rows(
    m: &Module,
    op: Op,
    x: &Buf,
    k: &Buf,
    out: &Buf,
    rows: &Rows,
) -> Result<(), String> {
    let cd = ConvDims::parse(m.attr(op, "dimension_numbers"))?;
    let w = ConvWindow::of(m, op, cd.in_spatial.len());
    if !super::gemm::conv(&cd, &w, x, k, out, rows) {
        conv_loop(&cd, &w, x, k, out, rows);
    }
    Ok(())
}

/// The loop kernel for convolution: any layout and grouping, f64 accumulation per output.
pub fn conv_loop(cd: &ConvDims, w: &ConvWindow, x: &Buf, k: &Buf, out: &Buf, rows: &Rows) {
    let ns = cd.in_spatial.len();
    let (xs, ks) = (strides(&x.dims), strides(&k.dims));
    let k_out = k.dims[cd.k_out];
    let cg = k.dims[cd.k_in];
    let chunk = lowtide_ir::ops::contraction_chunk(cd).unwrap_or(cg);
    let full = &rows.full;
    let out_batch = full[cd.out_batch];
    let kspatial: Vec<u64> = cd.k_spatial.iter().map(|&d| k.dims[d]).collect();
    // The full index of the first element this call computes.
    let mut idx = vec![0u64; full.len()];
    let mut rest = rows.lo * rows.slab();
    for (i, &s) in strides(full).iter().enumerate() {
        idx[i] = rest / s as u64;
        rest %= s as u64;
    }
    let mut kk = vec![0u64; ns];
    for o in 0..out.numel() {
        let b = idx[cd.out_batch];
        let f = idx[cd.out_feature];
        let g = f / (k_out / w.groups);
        let bg = f / (k_out / w.bgroups);
        let b_in = bg * out_batch + b;
        // Each chunk of the contraction is summed in f64 and added to the result, rounded.
        let mut acc = if rows.accumulate { out.get(o) } else { 0.0 };
        for c0 in (0..cg).step_by(chunk.max(1) as usize) {
            let mut sum = 0.0;
            kk.iter_mut().for_each(|v| *v = 0);
            // An empty window (a kernel dim of size 0) sums no products.
            'window: while !kspatial.contains(&0) {
                let mut xbase = b_in as usize * xs[cd.in_batch];
                let mut kbase = f as usize * ks[cd.k_out];
                let mut inside = true;
                for i in 0..ns {
                    let in_size = x.dims[cd.in_spatial[i]];
                    let Some(xi) = w.input_index(i, idx[cd.out_spatial[i]], kk[i], in_size) else {
                        inside = false;
                        break;
                    };
                    xbase += xi as usize * xs[cd.in_spatial[i]];
                    kbase += w.kernel_index(i, kk[i], kspatial[i]) as usize * ks[cd.k_spatial[i]];
                }
                if inside {
                    for ci in c0..(c0 + chunk).min(cg) {
                        let c = g * cg + ci;
                        sum += x.get(xbase + c as usize * xs[cd.in_feature])
                            * k.get(kbase + ci as usize * ks[cd.k_in]);
                    }
                }
                if ns == 0 || !next_index(&mut kk, &kspatial) {
                    break 'window;
                }
            }
            out.set(o, acc + sum);
            acc = out.get(o);
        }
        if cg == 0 {
            // No input features: the sum of no products.
            out.set(o, acc);
        }
        next_index(&mut idx, full);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lowtide_ir::ElemType;

    fn filled(dims: &[u64], seed: u64, storage: &mut Vec<u8>) -> Buf {
        let n: u64 = dims.iter().product();
        storage.resize(n as usize * 4, 0);
        let b = Buf::new(storage, 0, dims, ElemType::F32).unwrap();
        for i in 0..n as usize {
            b.set(
                i,
                ((i as u64 * 7919 + seed * 104729) % 2003) as f64 / 1000.0 - 1.0,
            );
        }
        b
    }

    #[test]
    fn gemm_matches_the_loop_kernel() {
        // (lhs dims, rhs dims, dims numbers, out dims): plain, transposed rhs (run as the
        // transposed product: M < N), batched, contracting over two dims, and Keras's
        // attention einsums (batch dims not leading, free and contracting dims of size 1
        // between the others); then two products large enough that their rows are split over
        // two threads, one of them run transposed.
        type Case = (Vec<u64>, Vec<u64>, DotDims, Vec<u64>);
        let cases: Vec<Case> = vec![
            (
                vec![5, 7],
                vec![7, 3],
                DotDims {
                    lhs_contract: vec![1],
                    rhs_contract: vec![0],
                    ..Default::default()
                },
                vec![5, 3],
            ),
            (
                vec![5, 7],
                vec![3, 7],
                DotDims {
                    lhs_contract: vec![1],
                    rhs_contract: vec![1],
                    ..Default::default()
                },
                vec![5, 3],
            ),
            (
                vec![7, 5],
                vec![7, 3],
                DotDims {
                    lhs_contract: vec![0],
                    rhs_contract: vec![0],
                    ..Default::default()
                },
                vec![5, 3],
            ),
            (
                vec![2, 4, 6],
                vec![2, 6, 3],
                DotDims {
                    lhs_batch: vec![0],
                    rhs_batch: vec![0],
                    lhs_contract: vec![2],
                    rhs_contract: vec![1],
                },
                vec![2, 4, 3],
            ),
            (
                vec![4, 2, 3],
                vec![2, 3, 5],
                DotDims {
                    lhs_contract: vec![1, 2],
                    rhs_contract: vec![0, 1],
                    ..Default::default()
                },
                vec![4, 5],
            ),
            (
                vec![2, 9],
                vec![6, 9],
                DotDims {
                    lhs_contract: vec![1],
                    rhs_contract: vec![1],
                    ..Default::default()
                },
                vec![2, 6],
            ),
            (
                vec![2, 5, 3, 1, 4],
                vec![2, 6, 3, 4],
                DotDims {
                    lhs_batch: vec![0, 2],
                    rhs_batch: vec![0, 2],
                    lhs_contract: vec![4],
                    rhs_contract: vec![3],
                },
                vec![2, 3, 5, 1, 6],
            ),
            (
                vec![2, 3, 6, 1, 5],
                vec![2, 6, 3, 1, 4],
                DotDims {
                    lhs_batch: vec![0, 1],
                    rhs_batch: vec![0, 2],
                    lhs_contract: vec![2, 3],
                    rhs_contract: vec![1, 3],
                },
                vec![2, 3, 5, 4],
            ),
            (
                vec![64, 512],
                vec![512, 256],
                DotDims {
                    lhs_contract: vec![1],
                    rhs_contract: vec![0],
                    ..Default::default()
                },
                vec![64, 256],
            ),
            (
                vec![64, 512],
                vec![256, 512],
                DotDims {
                    lhs_contract: vec![1],
                    rhs_contract: vec![1],
                    ..Default::default()
                },
                vec![64, 256],
            ),
        ];
        for (ld, rd, d, od) in cases {
            let (mut sl, mut sr, mut s1, mut s2) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
            let l = filled(&ld, 1, &mut sl);
            let r = filled(&rd, 2, &mut sr);
            s1.resize(od.iter().product::<u64>() as usize * 4, 0);
            s2.resize(s1.len(), 0);
            let a = Buf::new(&mut s1, 0, &od, ElemType::F32).unwrap();
            let b = Buf::new(&mut s2, 0, &od, ElemType::F32).unwrap();
            assert!(
                super::super::gemm::dot(&d, &l, &r, &a),
                "GEMM should apply to {ld:?} x {rd:?}"
            );
            dot_loop(&d, &l, &r, &b);
            for i in 0..a.numel() {
                assert!(
                    (a.get(i) - b.get(i)).abs() < 1e-4,
                    "{ld:?} x {rd:?} [{i}]: {} vs {}",
                    a.get(i),
                    b.get(i)
                );
            }
        }
    }

    /// The layout of a weight-gradient convolution: [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f].
    fn wgrad() -> ConvDims {
        ConvDims {
            in_batch: 3,
            in_feature: 0,
            in_spatial: vec![1, 2],
            k_in: 0,
            k_out: 3,
            k_spatial: vec![1, 2],
            out_batch: 2,
            out_feature: 3,
            out_spatial: vec![0, 1],
        }
    }

    #[test]
    fn a_weight_gradient_summed_a_piece_of_the_batch_at_a_time_has_the_whole_s_bits() {
        // The contraction is the batch (dim 0 of both).
        let cd = wgrad();
        assert_eq!(
            lowtide_ir::ops::contraction_chunk(&cd),
            Some(lowtide_ir::ops::CONTRACTION_CHUNK)
        );
        assert_eq!(lowtide_ir::ops::contraction_chunk(&ConvDims::nhwc()), None);
        let chunk = lowtide_ir::ops::CONTRACTION_CHUNK;
        let n = 2 * chunk + 4;
        // A stride-1 layer's weight gradient; a strided layer's (the window dilated), with the
        // window reversed and padded on one side.
        let plain = ConvWindow {
            stride: vec![1, 1],
            pad: vec![1, 1, 1, 1],
            lhs_dil: vec![1, 1],
            rhs_dil: vec![1, 1],
            reversal: vec![false; 2],
            groups: 1,
            bgroups: 1,
        };
        let strided = ConvWindow {
            pad: vec![0, 1, 1, 0],
            rhs_dil: vec![2, 2],
            reversal: vec![true, true],
            ..plain.clone()
        };
        // Windows narrower and wider than a chunk (the kernel sums the wider ones' offsets
        // along the last dim in one GEMM).
        let cases = [
            (plain.clone(), vec![n, 6, 6, 3], vec![n, 6, 6, 5]),
            (plain, vec![n, 10, 10, 3], vec![n, 10, 10, 5]),
            (strided.clone(), vec![n, 6, 6, 3], vec![n, 3, 3, 5]),
            (strided, vec![n, 20, 20, 3], vec![n, 10, 10, 5]),
        ];
        for (w, xd, kd) in cases {
            let od = vec![3u64, 3, 3, 5];
            let (mut sx, mut sk) = (Vec::new(), Vec::new());
            let x = filled(&xd, 5, &mut sx);
            let k = filled(&kd, 6, &mut sk);
            let bytes = od.iter().product::<u64>() as usize * 4;
            let (mut s1, mut s2) = (vec![0u8; bytes], vec![0u8; bytes]);
            let loop_ = Buf::new(&mut s1, 0, &od, ElemType::F32).unwrap();
            conv_loop(&cd, &w, &x, &k, &loop_, &Rows::all(&od));
            let gemm_ = Buf::new(&mut s2, 0, &od, ElemType::F32).unwrap();
            assert!(super::super::gemm::conv(
                &cd,
                &w,
                &x,
                &k,
                &gemm_,
                &Rows::all(&od)
            ));
            for i in 0..loop_.numel() {
                assert!((loop_.get(i) - gemm_.get(i)).abs() < 1e-4, "[{i}]");
            }
            for gemm in [true, false] {
                let (mut whole, mut pieces) = (vec![0u8; bytes], vec![0u8; bytes]);
                let a = Buf::new(&mut whole, 0, &od, ElemType::F32).unwrap();
                let b = Buf::new(&mut pieces, 0, &od, ElemType::F32).unwrap();
                let run = |x: &Buf, k: &Buf, out: &Buf, rows: &Rows| {
                    if gemm {
                        assert!(super::super::gemm::conv(&cd, &w, x, k, out, rows));
                    } else {
                        conv_loop(&cd, &w, x, k, out, rows);
                    }
                };
                run(&x, &k, &a, &Rows::all(&od));
                let mut lo = 0;
                while lo < n {
                    let rows = chunk.min(n - lo);
                    let piece = |storage: &mut Vec<u8>, dims: &[u64]| {
                        let row = dims[1..].iter().product::<u64>();
                        let mut d = dims.to_vec();
                        d[0] = rows;
                        Buf::new(storage, (lo * row * 4) as usize, &d, ElemType::F32).unwrap()
                    };
                    let part = Rows {
                        accumulate: lo > 0,
                        ..Rows::all(&od)
                    };
                    run(&piece(&mut sx, &xd), &piece(&mut sk, &kd), &b, &part);
                    lo += rows;
                }
                for i in 0..a.numel() {
                    assert_eq!(a.get(i).to_bits(), b.get(i).to_bits(), "gemm {gemm} [{i}]");
                }
            }
        }
    }

    #[test]
    fn conv_gemm_matches_the_loop_kernel() {
        let nhwc = ConvDims::nhwc();
        let wgrad = wgrad();
        type Case = (
            ConvDims,
            Vec<u64>,
            Vec<u64>,
            Vec<u64>,
            [i64; 2],
            [i64; 4],
            [i64; 2],
            [i64; 2],
            [bool; 2],
            (u64, u64),
        );
        let cases: Vec<Case> = vec![
            // Large enough that its output positions are split over two threads.
            (
                nhwc.clone(),
                vec![8, 16, 16, 32],
                vec![3, 3, 32, 32],
                vec![8, 16, 16, 32],
                [1, 1],
                [1, 1, 1, 1],
                [1, 1],
                [1, 1],
                [false; 2],
                (1, 1),
            ),
            (
                nhwc.clone(),
                vec![2, 6, 5, 4],
                vec![3, 3, 4, 5],
                vec![2, 6, 5, 5],
                [1, 1],
                [1, 1, 1, 1],
                [1, 1],
                [1, 1],
                [false; 2],
                (1, 1),
            ),
            (
                nhwc.clone(),
                vec![2, 7, 7, 4],
                vec![3, 3, 4, 6],
                vec![2, 3, 3, 6],
                [2, 2],
                [0, 0, 0, 0],
                [1, 1],
                [1, 1],
                [false; 2],
                (1, 1),
            ),
            (
                nhwc.clone(),
                vec![1, 4, 4, 4],
                vec![3, 3, 4, 2],
                vec![1, 9, 9, 2],
                [1, 1],
                [2, 2, 2, 2],
                [2, 2],
                [1, 1],
                [true, true],
                (1, 1),
            ),
            (
                nhwc.clone(),
                vec![2, 5, 5, 6],
                vec![3, 3, 2, 6],
                vec![2, 3, 3, 6],
                [1, 1],
                [0, 0, 0, 0],
                [1, 1],
                [1, 1],
                [false; 2],
                (3, 1),
            ),
            (
                nhwc,
                vec![1, 8, 8, 2],
                vec![2, 2, 2, 3],
                vec![1, 6, 6, 3],
                [1, 1],
                [0, 0, 0, 0],
                [1, 1],
                [2, 2],
                [false; 2],
                (1, 1),
            ),
            (
                wgrad.clone(),
                vec![4, 5, 5, 2],
                vec![4, 5, 5, 3],
                vec![3, 3, 2, 3],
                [1, 1],
                [1, 1, 1, 1],
                [1, 1],
                [1, 1],
                [false; 2],
                (1, 1),
            ),
            (
                wgrad,
                vec![4, 5, 5, 2],
                vec![4, 5, 5, 3],
                vec![1, 1, 2, 3],
                [1, 1],
                [0, 0, 0, 0],
                [1, 1],
                [1, 1],
                [false; 2],
                (1, 1),
            ),
            // Batch groups: two groups of two batch rows; a depthwise layer's weight
            // gradient as JAX writes it (the channels are the batch, one group each).
            (
                ConvDims::nhwc(),
                vec![4, 6, 5, 3],
                vec![3, 3, 3, 4],
                vec![2, 6, 5, 4],
                [1, 1],
                [1, 1, 1, 1],
                [1, 1],
                [1, 1],
                [false; 2],
                (1, 2),
            ),
            (
                self::wgrad(),
                vec![4, 5, 5, 6],
                vec![4, 5, 5, 6],
                vec![3, 3, 1, 6],
                [1, 1],
                [1, 1, 1, 1],
                [1, 1],
                [1, 1],
                [false; 2],
                (1, 6),
            ),
        ];
        for (cd, xd, kd, od, st, pad, ld, rd, rev, g) in cases {
            let (mut sx, mut sk, mut s1, mut s2) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
            let x = filled(&xd, 3, &mut sx);
            let k = filled(&kd, 4, &mut sk);
            s1.resize(od.iter().product::<u64>() as usize * 4, 0);
            s2.resize(s1.len(), 0);
            let a = Buf::new(&mut s1, 0, &od, ElemType::F32).unwrap();
            let b = Buf::new(&mut s2, 0, &od, ElemType::F32).unwrap();
            let w = ConvWindow {
                stride: st.to_vec(),
                pad: pad.to_vec(),
                lhs_dil: ld.to_vec(),
                rhs_dil: rd.to_vec(),
                reversal: rev.to_vec(),
                groups: g.0,
                bgroups: g.1,
            };
            let all = Rows::all(&a.dims);
            assert!(super::super::gemm::conv(&cd, &w, &x, &k, &a, &all));
            conv_loop(&cd, &w, &x, &k, &b, &all);
            for i in 0..a.numel() {
                assert!(
                    (a.get(i) - b.get(i)).abs() < 1e-4,
                    "{xd:?} * {kd:?} [{i}]: {} vs {}",
                    a.get(i),
                    b.get(i)
                );
            }
            // Blocks of rows (the batch when it leads, else the leading spatial dims) give
            // each kernel's whole-result bits.
            let lead = if cd.out_batch == 0 {
                1
            } else {
                (0..od.len())
                    .take_while(|i| cd.out_spatial.contains(i))
                    .count()
            };
            let rows: u64 = od[..lead].iter().product();
            let slab: u64 = od[lead..].iter().product();
            for per in [1, 2] {
                let mut lo = 0;
                while lo < rows {
                    let n = per.min(rows - lo);
                    let mut dims = vec![n];
                    dims.extend_from_slice(&od[lead..]);
                    let (mut s3, mut s4) = (vec![0; (n * slab * 4) as usize], Vec::new());
                    s4.resize(s3.len(), 0);
                    let c = Buf::new(&mut s3, 0, &dims, ElemType::F32).unwrap();
                    let d = Buf::new(&mut s4, 0, &dims, ElemType::F32).unwrap();
                    let part = Rows {
                        full: od.clone(),
                        lead,
                        lo,
                        accumulate: false,
                    };
                    assert!(super::super::gemm::conv(&cd, &w, &x, &k, &c, &part));
                    conv_loop(&cd, &w, &x, &k, &d, &part);
                    for j in 0..c.numel() {
                        let at = (lo * slab) as usize + j;
                        assert_eq!(c.get(j).to_bits(), a.get(at).to_bits(), "{od:?} row {lo}");
                        assert_eq!(d.get(j).to_bits(), b.get(at).to_bits(), "{od:?} row {lo}");
                    }
                    lo += n;
                }
            }
        }
    }
}
