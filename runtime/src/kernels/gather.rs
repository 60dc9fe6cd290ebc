//! `gather` and `scatter` with full dimension numbers (StableHLO's index mapping; batching
//! dimensions are not supported yet and are reported as such).

use super::reduce::Body;
use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::stablehlo::{GatherDims, ScatterDims};
use lowtide_ir::{Attr, Module, Op};

/// Reads the index vector of `indices` at batch position `batch` (indices dims without the
/// index vector dim), `n` components long.
fn index_vector(indices: &Buf, ivd: usize, batch: &[u64], n: usize, out: &mut Vec<i64>) {
    let is = strides(&indices.dims);
    out.clear();
    for k in 0..n {
        let mut lin = 0;
        let mut b = 0;
        for (d, &stride) in is.iter().enumerate() {
            let v = if d == ivd {
                k as u64
            } else {
                b += 1;
                batch[b - 1]
            };
            lin += v as usize * stride;
        }
        out.push(indices.get(lin) as i64);
    }
}

pub fn gather(m: &Module, op: Op, x: &Buf, indices: &Buf, out: &Buf) -> Result<(), String> {
    let g = GatherDims::parse(m.attr(op, "dimension_numbers"))?;
    if !g.operand_batching_dims.is_empty() {
        return Err(
            "gather with batching dimensions is not supported by the CPU device yet".into(),
        );
    }
    let sizes = m
        .attr(op, "slice_sizes")
        .and_then(Attr::as_i64s)
        .ok_or("gather needs slice_sizes")?;
    let ivd = g.index_vector_dim as usize;
    let xs = strides(&x.dims);
    let rank = out.dims.len();
    let batch_dims: Vec<usize> = (0..rank)
        .filter(|d| !g.offset_dims.contains(&(*d as i64)))
        .collect();
    let offset_operand_dims: Vec<usize> = (0..x.dims.len())
        .filter(|d| !g.collapsed_slice_dims.contains(&(*d as i64)))
        .collect();
    let mut idx = vec![0u64; rank];
    let mut iv = Vec::new();
    let mut batch = Vec::new();
    for o in 0..out.numel() {
        batch.clear();
        batch.extend(batch_dims.iter().map(|&d| idx[d]));
        index_vector(indices, ivd, &batch, g.start_index_map.len(), &mut iv);
        let mut pos = vec![0i64; x.dims.len()];
        for (k, &d) in g.start_index_map.iter().enumerate() {
            let d = d as usize;
            pos[d] = iv[k].clamp(0, x.dims[d] as i64 - sizes[d]);
        }
        for (j, &od) in g.offset_dims.iter().enumerate() {
            pos[offset_operand_dims[j]] += idx[od as usize] as i64;
        }
        let lin: usize = pos.iter().zip(&xs).map(|(&p, &s)| p as usize * s).sum();
        out.copy_elem(o, x, lin);
        next_index(&mut idx, &out.dims);
    }
    Ok(())
}

pub fn scatter(m: &Module, op: Op, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let n = outs.len();
    let s = ScatterDims::parse(m.attr(op, "scatter_dimension_numbers"))?;
    if !s.input_batching_dims.is_empty() {
        return Err(
            "scatter with batching dimensions is not supported by the CPU device yet".into(),
        );
    }
    let body = Body::compile(m, m.ops[op].regions[0])?;
    for (o, x) in outs.iter().zip(ins) {
        o.copy_all(x);
    }
    let indices = &ins[n];
    let updates = &ins[n + 1..];
    let u0 = &updates[0];
    let ivd = s.index_vector_dim as usize;
    let xdims = outs[0].dims.clone();
    let xs = strides(&xdims);
    let scatter_dims: Vec<usize> = (0..u0.dims.len())
        .filter(|d| !s.update_window_dims.contains(&(*d as i64)))
        .collect();
    let window_operand_dims: Vec<usize> = (0..xdims.len())
        .filter(|d| !s.inserted_window_dims.contains(&(*d as i64)))
        .collect();
    let mut idx = vec![0u64; u0.dims.len()];
    let mut iv = Vec::new();
    let mut batch = Vec::new();
    let mut args = vec![0.0; 2 * n];
    let mut res = vec![0.0; n];
    for u in 0..u0.numel() {
        batch.clear();
        batch.extend(scatter_dims.iter().map(|&d| idx[d]));
        index_vector(
            indices,
            ivd,
            &batch,
            s.scatter_dims_to_operand_dims.len(),
            &mut iv,
        );
        let mut pos = vec![0i64; xdims.len()];
        for (k, &d) in s.scatter_dims_to_operand_dims.iter().enumerate() {
            pos[d as usize] = iv[k];
        }
        for (j, &wd) in s.update_window_dims.iter().enumerate() {
            pos[window_operand_dims[j]] += idx[wd as usize] as i64;
        }
        if pos
            .iter()
            .zip(&xdims)
            .all(|(&p, &d)| p >= 0 && (p as u64) < d)
        {
            let lin: usize = pos.iter().zip(&xs).map(|(&p, &st)| p as usize * st).sum();
            for k in 0..n {
                args[k] = outs[k].get(lin);
                args[n + k] = updates[k].get(u);
            }
            body.call(&args, &mut res)?;
            for k in 0..n {
                outs[k].set(lin, res[k]);
            }
        }
        next_index(&mut idx, &u0.dims);
    }
    Ok(())
}
