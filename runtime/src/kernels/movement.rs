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
    let mut idx = vec![0u64; out.dims.len()];
    for i in 0..out.numel() {
        let mut src = 0;
        for (k, &d) in bd.iter().enumerate() {
            if x.dims[k] != 1 {
                src += idx[d as usize] as usize * xs[k];
            }
        }
        out.copy_elem(i, x, src);
        next_index(&mut idx, &out.dims);
    }
    Ok(())
}

pub fn transpose(m: &Module, op: Op, x: &Buf, out: &Buf) -> Result<(), String> {
    let p = ints(m, op, "permutation")?;
    let xs = strides(&x.dims);
    let mut idx = vec![0u64; out.dims.len()];
    for i in 0..out.numel() {
        let src: usize = p
            .iter()
            .enumerate()
            .map(|(k, &d)| idx[k] as usize * xs[d as usize])
            .sum();
        out.copy_elem(i, x, src);
        next_index(&mut idx, &out.dims);
    }
    Ok(())
}

pub fn slice(m: &Module, op: Op, x: &Buf, out: &Buf) -> Result<(), String> {
    let start = ints(m, op, "start_indices")?;
    let st = m
        .attr(op, "strides")
        .and_then(Attr::as_i64s)
        .unwrap_or_else(|| vec![1; start.len()]);
    let xs = strides(&x.dims);
    let mut idx = vec![0u64; out.dims.len()];
    for i in 0..out.numel() {
        let src: usize = (0..idx.len())
            .map(|k| (start[k] as usize + idx[k] as usize * st[k] as usize) * xs[k])
            .sum();
        out.copy_elem(i, x, src);
        next_index(&mut idx, &out.dims);
    }
    Ok(())
}

pub fn concatenate(m: &Module, op: Op, ins: &[Buf], out: &Buf) -> Result<(), String> {
    let dim = m
        .attr(op, "dimension")
        .and_then(Attr::as_int)
        .ok_or("concatenate needs dimension")? as usize;
    let os = strides(&out.dims);
    let mut base = 0u64;
    for x in ins {
        let mut idx = vec![0u64; x.dims.len()];
        for i in 0..x.numel() {
            let dst: usize = (0..idx.len())
                .map(|k| (idx[k] + if k == dim { base } else { 0 }) as usize * os[k])
                .sum();
            out.copy_elem(dst, x, i);
            next_index(&mut idx, &x.dims);
        }
        base += x.dims[dim];
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
    let mut idx = vec![0u64; out.dims.len()];
    for i in 0..out.numel() {
        let src: usize = (0..idx.len())
            .map(|k| {
                let v = if dims.contains(&(k as i64)) {
                    x.dims[k] - 1 - idx[k]
                } else {
                    idx[k]
                };
                v as usize * xs[k]
            })
            .sum();
        out.copy_elem(i, x, src);
        next_index(&mut idx, &out.dims);
    }
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

pub fn dynamic_slice(m: &Module, op: Op, ins: &[Buf], out: &Buf) -> Result<(), String> {
    let _ = (m, op);
    let x = &ins[0];
    let start = clamped_starts(x, &ins[1..], &out.dims);
    let xs = strides(&x.dims);
    let mut idx = vec![0u64; out.dims.len()];
    for i in 0..out.numel() {
        let src: usize = (0..idx.len())
            .map(|k| (start[k] + idx[k]) as usize * xs[k])
            .sum();
        out.copy_elem(i, x, src);
        next_index(&mut idx, &out.dims);
    }
    Ok(())
}

pub fn dynamic_update_slice(ins: &[Buf], out: &Buf) -> Result<(), String> {
    let (x, upd) = (&ins[0], &ins[1]);
    out.copy_all(x);
    let start = clamped_starts(x, &ins[2..], &upd.dims);
    let os = strides(&out.dims);
    let mut idx = vec![0u64; upd.dims.len()];
    for i in 0..upd.numel() {
        let dst: usize = (0..idx.len())
            .map(|k| (start[k] + idx[k]) as usize * os[k])
            .sum();
        out.copy_elem(dst, upd, i);
        next_index(&mut idx, &upd.dims);
    }
    Ok(())
}
