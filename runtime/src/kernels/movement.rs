//! Data movement: constant, iota, broadcast_in_dim, transpose, slice, concatenate, pad,
//! reverse, dynamic_slice, dynamic_update_slice. Elements are copied as bytes.

use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::attr::{DenseData, DenseElem};
use lowtide_ir::{Attr, Module, Op};

fn ints(m: &Module, op: Op, k: &str) -> Result<Vec<i64>, String> {
    m.attr(op, k)
        .and_then(Attr::as_i64s)
        .ok_or_else(|| format!("'{}' needs `{k}`", m.name(op)))
}

/// Copies `out` (every element, row-major) from `x`, where output index `idx` reads source
/// element `base + sum(idx[d] * stride[d])`. Walks the source incrementally: the inner dim is a
/// tight loop and carries only add to the offset.
fn strided_copy(out: &Buf, x: &Buf, base: i64, stride: &[i64]) {
    let dims = &out.dims;
    let rank = dims.len();
    if out.numel() == 0 {
        return;
    }
    if rank == 0 {
        out.copy_elem(0, x, base as usize);
        return;
    }
    let inner = dims[rank - 1] as usize;
    let inner_stride = stride[rank - 1];
    let outer: Vec<u64> = dims[..rank - 1].to_vec();
    let mut idx = vec![0u64; rank - 1];
    let mut o = 0usize;
    loop {
        let mut src = base
            + idx
                .iter()
                .zip(stride)
                .map(|(&i, &s)| i as i64 * s)
                .sum::<i64>();
        // The whole inner run stays inside both views (checked once), then a raw loop.
        let (first, last) = (src, src + inner_stride * (inner as i64 - 1));
        let in_bounds = first.min(last) >= 0
            && (first.max(last) as usize) < x.numel()
            && o + inner <= out.numel();
        if in_bounds && inner_stride == 1 {
            // A contiguous run: one copy.
            out.copy_run(o, x, src as usize, inner);
            o += inner;
        } else if in_bounds && out.elem.byte_size() == 4 {
            let (dst, from) = (out.ptr() as *mut u32, x.ptr() as *const u32);
            for _ in 0..inner {
                // SAFETY: o and src stay inside their views for the whole run, checked above.
                unsafe {
                    dst.add(o)
                        .write_unaligned(from.add(src as usize).read_unaligned())
                };
                o += 1;
                src += inner_stride;
            }
        } else {
            for _ in 0..inner {
                out.copy_elem(o, x, src as usize);
                o += 1;
                src += inner_stride;
            }
        }
        if outer.is_empty() || !next_index(&mut idx, &outer) {
            break;
        }
    }
}

pub fn constant(m: &Module, op: Op, out: &Buf) -> Result<(), String> {
    let Some(Attr::Dense(d)) = m.attr(op, "value") else {
        return Err("constant without a dense value".into());
    };
    let elem = out.elem;
    let val = |e: DenseElem| e.to_f64(elem);
    match &d.data {
        DenseData::Splat(e) => {
            let v = val(*e);
            for i in 0..out.numel() {
                out.set(i, v);
            }
        }
        DenseData::Elements(v) => {
            for (i, e) in v.iter().enumerate().take(out.numel()) {
                out.set(i, val(*e));
            }
        }
        // One element's bytes (a splat) fill the tensor.
        DenseData::Hex(bytes)
            if out.numel() > 1 && bytes.len() == out.elem.byte_size().max(1) as usize =>
        {
            out.write_bytes(&bytes.repeat(out.numel()))
        }
        DenseData::Hex(bytes) => out.write_bytes(bytes),
    }
    Ok(())
}

pub fn iota(m: &Module, op: Op, out: &Buf) -> Result<(), String> {
    let d = m
        .attr(op, "iota_dimension")
        .and_then(Attr::as_int)
        .ok_or("iota needs iota_dimension")? as usize;
    let mut idx = vec![0u64; out.dims.len()];
    for i in 0..out.numel() {
        out.set(i, idx[d] as f64);
        next_index(&mut idx, &out.dims);
    }
    Ok(())
}

pub fn broadcast_in_dim(m: &Module, op: Op, x: &Buf, out: &Buf) -> Result<(), String> {
    let bd = ints(m, op, "broadcast_dimensions")?;
    let xs = strides(&x.dims);
    let mut stride = vec![0i64; out.dims.len()];
    for (k, &d) in bd.iter().enumerate() {
        if x.dims[k] != 1 {
            stride[d as usize] = xs[k] as i64;
        }
    }
    strided_copy(out, x, 0, &stride);
    Ok(())
}

pub fn transpose(m: &Module, op: Op, x: &Buf, out: &Buf) -> Result<(), String> {
    let p = ints(m, op, "permutation")?;
    let p: Vec<usize> = p.iter().map(|&d| d as usize).collect();
    permute(x, &p, out);
    Ok(())
}

/// `out` = `x` with its dims in the order `perm` (out dim i is x dim `perm[i]`).
pub(crate) fn permute(x: &Buf, perm: &[usize], out: &Buf) {
    let xs = strides(&x.dims);
    let stride: Vec<i64> = perm.iter().map(|&d| xs[d] as i64).collect();
    strided_copy(out, x, 0, &stride);
}

pub fn slice(m: &Module, op: Op, x: &Buf, out: &Buf) -> Result<(), String> {
    let start = ints(m, op, "start_indices")?;
    let st = m
        .attr(op, "strides")
        .and_then(Attr::as_i64s)
        .unwrap_or_else(|| vec![1; start.len()]);
    let xs = strides(&x.dims);
    let base: i64 = (0..start.len()).map(|k| start[k] * xs[k] as i64).sum();
    let stride: Vec<i64> = (0..start.len()).map(|k| st[k] * xs[k] as i64).collect();
    strided_copy(out, x, base, &stride);
    Ok(())
}

/// The dim `concatenate` `op` joins along, checked against its result's `rank`.
pub(crate) fn concat_dim(m: &Module, op: Op, rank: usize) -> Result<usize, String> {
    let dim = m
        .attr(op, "dimension")
        .and_then(Attr::as_int)
        .ok_or("concatenate needs dimension")? as usize;
    if dim >= rank {
        return Err(format!(
            "concatenate's dimension {dim} is outside its rank-{rank} result"
        ));
    }
    Ok(dim)
}

pub fn concatenate(m: &Module, op: Op, ins: &[Buf], out: &Buf) -> Result<(), String> {
    let dim = concat_dim(m, op, out.dims.len())?;
    // Each operand is a run of whole rows (its dims from `dim` on) per index of the dims
    // before `dim`, placed after the earlier operands' rows in the result's.
    let size = |d: &[u64]| d.iter().product::<u64>() as usize;
    let (outer, after) = (size(&out.dims[..dim]), size(&out.dims[dim + 1..]));
    let out_row = out.dims[dim] as usize * after;
    let mut base = 0usize;
    for x in ins {
        let run = x.dims.get(dim).map_or(0, |&d| d as usize) * after;
        if x.numel() != outer * run || base + run > out_row {
            return Err("concatenate's operands do not make its result (run the verifier)".into());
        }
        for o in 0..outer {
            out.copy_run(o * out_row + base, x, o * run, run);
        }
        base += run;
    }
    Ok(())
}

pub fn pad(m: &Module, op: Op, x: &Buf, value: &Buf, out: &Buf) -> Result<(), String> {
    let lo = ints(m, op, "edge_padding_low")?;
    let inner = ints(m, op, "interior_padding")?;
    for i in 0..out.numel() {
        out.copy_elem(i, value, 0);
    }
    let os = strides(&out.dims);
    let mut idx = vec![0u64; x.dims.len()];
    for i in 0..x.numel() {
        let mut dst = 0i64;
        let mut inside = true;
        for k in 0..idx.len() {
            let p = lo[k] + idx[k] as i64 * (inner[k] + 1);
            if p < 0 || p >= out.dims[k] as i64 {
                inside = false;
                break;
            }
            dst += p * os[k] as i64;
        }
        if inside {
            out.copy_elem(dst as usize, x, i);
        }
        next_index(&mut idx, &x.dims);
    }
    Ok(())
}

pub fn reverse(m: &Module, op: Op, x: &Buf, out: &Buf) -> Result<(), String> {
    let dims = ints(m, op, "dimensions")?;
    let xs = strides(&x.dims);
    let mut base = 0i64;
    let mut stride: Vec<i64> = xs.iter().map(|&s| s as i64).collect();
    for &d in &dims {
        let d = d as usize;
        base += (x.dims[d] as i64 - 1) * xs[d] as i64;
        stride[d] = -stride[d];
    }
    strided_copy(out, x, base, &stride);
    Ok(())
}

/// Start indices clamped so the slice stays inside the operand, as StableHLO specifies.
fn clamped_starts(x: &Buf, starts: &[Buf], sizes: &[u64]) -> Vec<u64> {
    starts
        .iter()
        .enumerate()
        .map(|(k, s)| (s.get(0).max(0.0) as u64).min(x.dims[k].saturating_sub(sizes[k])))
        .collect()
}

pub fn dynamic_slice(ins: &[Buf], out: &Buf) -> Result<(), String> {
    let x = &ins[0];
    let start = clamped_starts(x, &ins[1..], &out.dims);
    let stride: Vec<i64> = strides(&x.dims).iter().map(|&s| s as i64).collect();
    let base = start.iter().zip(&stride).map(|(&i, &s)| i as i64 * s).sum();
    strided_copy(out, x, base, &stride);
    Ok(())
}

pub fn dynamic_update_slice(ins: &[Buf], out: &Buf) -> Result<(), String> {
    let (x, upd) = (&ins[0], &ins[1]);
    out.copy_all(x);
    let start = clamped_starts(x, &ins[2..], &upd.dims);
    let rank = upd.dims.len();
    if upd.numel() == 0 {
        return Ok(());
    }
    if rank == 0 {
        out.copy_elem(0, upd, 0);
        return Ok(());
    }
    // Row by row: the update's last dim is contiguous in both (rows checked to lie inside
    // both views).
    let os = strides(&out.dims);
    let inner = upd.dims[rank - 1] as usize;
    let w = out.elem.byte_size() as usize;
    let mut idx = vec![0u64; rank - 1];
    let mut s = 0usize;
    loop {
        let d: usize = (0..rank)
            .map(|k| (start[k] + idx.get(k).copied().unwrap_or(0)) as usize * os[k])
            .sum();
        if d + inner <= out.numel()
            && s + inner <= upd.numel()
            && upd.elem == out.elem
            && !out.elem.is_bool()
        {
            // SAFETY: both rows lie inside their views (checked just above); `copy` allows
            // overlap.
            unsafe { std::ptr::copy(upd.ptr().add(s * w), out.ptr().add(d * w), inner * w) };
        } else {
            for j in 0..inner {
                out.copy_elem(d + j, upd, s + j);
            }
        }
        s += inner;
        if !next_index(&mut idx, &upd.dims[..rank - 1]) {
            return Ok(());
        }
    }
}
