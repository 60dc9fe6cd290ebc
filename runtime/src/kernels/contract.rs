//! `dot_general` (batch and contracting dims) and `convolution` (dimension numbers, strides,
//! padding, lhs/rhs dilation, window reversal, feature and batch group counts), accumulating
//! each output element in f64.

use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::stablehlo::{ConvDims, DotDims};
use lowtide_ir::{Attr, Module, Op, OpKind};

pub fn dot_general(m: &Module, op: Op, l: &Buf, r: &Buf, out: &Buf) -> Result<(), String> {
    let d = if m.kind(op) == Some(OpKind::Dot) {
        DotDims {
            lhs_contract: vec![l.dims.len() as i64 - 1],
            rhs_contract: vec![0],
            ..Default::default()
        }
    } else {
        DotDims::parse(m.attr(op, "dot_dimension_numbers"))?
    };
    let (ls, rs) = (strides(&l.dims), strides(&r.dims));
    let free = |dims: &[u64], b: &[i64], c: &[i64]| -> Vec<usize> {
        (0..dims.len())
            .filter(|&i| !b.contains(&(i as i64)) && !c.contains(&(i as i64)))
            .collect()
    };
    let (lf, rf) = (
        free(&l.dims, &d.lhs_batch, &d.lhs_contract),
        free(&r.dims, &d.rhs_batch, &d.rhs_contract),
    );
    let kdims: Vec<u64> = d.lhs_contract.iter().map(|&i| l.dims[i as usize]).collect();
    let (lc, rc): (Vec<usize>, Vec<usize>) = (
        d.lhs_contract.iter().map(|&i| ls[i as usize]).collect(),
        d.rhs_contract.iter().map(|&i| rs[i as usize]).collect(),
    );
    let nb = d.lhs_batch.len();
    let mut idx = vec![0u64; out.dims.len()];
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
        loop {
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
        next_index(&mut idx, &out.dims);
    }
    Ok(())
}

fn ints_or(m: &Module, op: Op, k: &str, n: usize, dflt: i64) -> Vec<i64> {
    match m.attr(op, k) {
        Some(Attr::Dense(d)) => d.ints().unwrap_or_else(|| vec![dflt; n]),
        Some(a) => a.as_i64s().unwrap_or_else(|| vec![dflt; n]),
        None => vec![dflt; n],
    }
}

pub fn convolution(m: &Module, op: Op, x: &Buf, k: &Buf, out: &Buf) -> Result<(), String> {
    let cd = ConvDims::parse(m.attr(op, "dimension_numbers"))?;
    let ns = cd.in_spatial.len();
    let stride = ints_or(m, op, "window_strides", ns, 1);
    let pad = ints_or(m, op, "padding", 2 * ns, 0);
    let lhs_dil = ints_or(m, op, "lhs_dilation", ns, 1);
    let rhs_dil = ints_or(m, op, "rhs_dilation", ns, 1);
    let reversal: Vec<bool> = match m.attr(op, "window_reversal") {
        Some(Attr::DenseArray(_, v)) => v.iter().map(|e| e.to_i64() != 0).collect(),
        _ => vec![false; ns],
    };
    let groups = m
        .attr(op, "feature_group_count")
        .and_then(Attr::as_int)
        .unwrap_or(1)
        .max(1) as u64;
    let bgroups = m
        .attr(op, "batch_group_count")
        .and_then(Attr::as_int)
        .unwrap_or(1)
        .max(1) as u64;
    let (xs, ks) = (strides(&x.dims), strides(&k.dims));
    let k_out = k.dims[cd.k_out];
    let cg = k.dims[cd.k_in];
    let out_batch = out.dims[cd.out_batch];
    let kspatial: Vec<u64> = cd.k_spatial.iter().map(|&d| k.dims[d]).collect();
    let mut idx = vec![0u64; out.dims.len()];
    let mut kk = vec![0u64; ns];
    for o in 0..out.numel() {
        let b = idx[cd.out_batch];
        let f = idx[cd.out_feature];
        let g = f / (k_out / groups);
        let bg = f / (k_out / bgroups);
        let b_in = bg * out_batch + b;
        let mut acc = 0.0;
        kk.iter_mut().for_each(|v| *v = 0);
        'window: loop {
            let mut xbase = b_in as usize * xs[cd.in_batch];
            let mut kbase = f as usize * ks[cd.k_out];
            let mut inside = true;
            for i in 0..ns {
                let p = idx[cd.out_spatial[i]] as i64 * stride[i] - pad[2 * i]
                    + kk[i] as i64 * rhs_dil[i];
                let extent = (x.dims[cd.in_spatial[i]] as i64 - 1) * lhs_dil[i] + 1;
                if p < 0 || p >= extent || p % lhs_dil[i] != 0 {
                    inside = false;
                    break;
                }
                xbase += (p / lhs_dil[i]) as usize * xs[cd.in_spatial[i]];
                let kpos = if reversal.get(i).copied().unwrap_or(false) {
                    kspatial[i] - 1 - kk[i]
                } else {
                    kk[i]
                };
                kbase += kpos as usize * ks[cd.k_spatial[i]];
            }
            if inside {
                for ci in 0..cg {
                    let c = g * cg + ci;
                    acc += x.get(xbase + c as usize * xs[cd.in_feature])
                        * k.get(kbase + ci as usize * ks[cd.k_in]);
                }
            }
            if ns == 0 || !next_index(&mut kk, &kspatial) {
                break 'window;
            }
        }
        out.set(o, acc);
        next_index(&mut idx, &out.dims);
    }
    Ok(())
}
