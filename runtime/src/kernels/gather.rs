//! `gather` and `scatter` with full dimension numbers, batching dimensions included
//! (StableHLO's index mapping).

use super::reduce::Body;
use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::stablehlo::{GatherDims, ScatterDims};
use lowtide_ir::{Attr, Module, Op};

/// Reads the index vector of `indices` (strides `is`) at batch position `batch` (indices dims
/// without the index vector dim), `n` components long.
fn index_vector(
    indices: &Buf,
    is: &[usize],
    ivd: usize,
    batch: &[u64],
    n: usize,
    out: &mut Vec<i64>,
) {
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
    let offset_operand_dims = g.offset_operand_dims(x.dims.len());
    let mut idx = vec![0u64; rank];
    let mut iv = Vec::new();
    let mut batch = Vec::new();
    let is = strides(&indices.dims);
    let mut pos = vec![0i64; x.dims.len()];
    // When the result's last dim is an offset dim (an embedding's row), a run of it reads
    // one index vector and consecutive elements of the slice: found once per run.
    let (run, step) = match g.offset_dims.iter().position(|&od| od as usize + 1 == rank) {
        Some(j) => (out.dims[rank - 1] as usize, xs[offset_operand_dims[j]]),
        None => (1, 0),
    };
    let mut o = 0;
    while o < out.numel() {
        batch.clear();
        batch.extend(batch_dims.iter().map(|&d| idx[d]));
        index_vector(indices, &is, ivd, &batch, g.start_index_map.len(), &mut iv);
        pos.iter_mut().for_each(|p| *p = 0);
        for (k, &d) in g.start_index_map.iter().enumerate() {
            let d = d as usize;
            pos[d] = iv[k].clamp(0, x.dims[d] as i64 - sizes[d]);
        }
        // Batching dims: the operand dim takes the batch index of its paired indices dim.
        for (&od, &sd) in g
            .operand_batching_dims
            .iter()
            .zip(&g.start_indices_batching_dims)
        {
            let sd = sd as usize;
            pos[od as usize] += batch[if sd < ivd { sd } else { sd - 1 }] as i64;
        }
        for (j, &od) in g.offset_dims.iter().enumerate() {
            pos[offset_operand_dims[j]] += idx[od as usize] as i64;
        }
        let lin: usize = pos.iter().zip(&xs).map(|(&p, &s)| p as usize * s).sum();
        for t in 0..run {
            out.copy_elem(o + t, x, lin + t * step);
        }
        o += run.max(1);
        if run > 1 {
            idx[rank - 1] = run as u64 - 1;
        }
        next_index(&mut idx, &out.dims);
    }
    Ok(())
}

pub fn scatter(m: &Module, op: Op, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let n = outs.len();
    let s = ScatterDims::parse(m.attr(op, "scatter_dimension_numbers"))?;
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
        .filter(|d| {
            !s.inserted_window_dims.contains(&(*d as i64))
                && !s.input_batching_dims.contains(&(*d as i64))
        })
        .collect();
    let mut idx = vec![0u64; u0.dims.len()];
    let mut iv = Vec::new();
    let mut batch = Vec::new();
    let mut args = vec![0.0; 2 * n];
    let mut res = vec![0.0; n];
    let is = strides(&indices.dims);
    let mut pos = vec![0i64; xdims.len()];
    // When the updates' last dim is a window dim (an embedding gradient's row), a run of it
    // reads one index vector and updates consecutive elements along one operand dim: found
    // once per run, each element still checked against that dim's bounds.
    let rank = u0.dims.len();
    let (run, along) = match s
        .update_window_dims
        .iter()
        .position(|&wd| wd as usize + 1 == rank)
    {
        Some(j) => (u0.dims[rank - 1] as usize, Some(window_operand_dims[j])),
        None => (1, None),
    };
    let mut u = 0;
    while u < u0.numel() {
        batch.clear();
        batch.extend(scatter_dims.iter().map(|&d| idx[d]));
        index_vector(
            indices,
            &is,
            ivd,
            &batch,
            s.scatter_dims_to_operand_dims.len(),
            &mut iv,
        );
        pos.iter_mut().for_each(|p| *p = 0);
        for (k, &d) in s.scatter_dims_to_operand_dims.iter().enumerate() {
            pos[d as usize] = iv[k];
        }
        for (&xd, &sd) in s
            .input_batching_dims
            .iter()
            .zip(&s.scatter_indices_batching_dims)
        {
            let sd = sd as usize;
            pos[xd as usize] += batch[if sd < ivd { sd } else { sd - 1 }] as i64;
        }
        for (j, &wd) in s.update_window_dims.iter().enumerate() {
            pos[window_operand_dims[j]] += idx[wd as usize] as i64;
        }
        let inside = |d: usize, p: i64| p >= 0 && (p as u64) < xdims[d];
        let others = (0..xdims.len()).all(|d| Some(d) == along || inside(d, pos[d]));
        let lin0: i64 = pos.iter().zip(&xs).map(|(&p, &st)| p * st as i64).sum();
        let step = along.map_or(0, |a| xs[a] as i64);
        // The run's elements inside the operand: none when another dim is outside it.
        let inside_run = match along {
            _ if !others => 0..0,
            Some(a) => {
                let lo = (-pos[a]).clamp(0, run as i64);
                lo as usize..(xdims[a] as i64 - pos[a]).clamp(lo, run as i64) as usize
            }
            None => 0..run,
        };
        for t in inside_run {
            let lin = (lin0 + t as i64 * step) as usize;
            for k in 0..n {
                args[k] = outs[k].get(lin);
                args[n + k] = updates[k].get(u + t);
            }
            body.call(&args, &mut res)?;
            for k in 0..n {
                outs[k].set(lin, res[k]);
            }
        }
        u += run.max(1);
        if run > 1 {
            idx[rank - 1] = run as u64 - 1;
        }
        next_index(&mut idx, &u0.dims);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use lowtide_ir::{parse, ElemType};

    /// A batched gather (one row per batch element), as `jnp.take_along_axis` lowers:
    /// operand [2, 3], indices [2, 1] with batching dim 0 on both; result[b] = operand[b, idx[b]].
    #[test]
    fn gather_with_batching_dims() {
        let src = r#"%x = "t.in"() : () -> tensor<2x3xf32>
%i = "t.in"() : () -> tensor<2x1xi32>
%g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xf32>, tensor<2x1xi32>) -> tensor<2xf32>
"#;
        let m = parse(src, "g.mlir").unwrap();
        lowtide_ir::verify(&m).unwrap();
        let op = m
            .walk()
            .into_iter()
            .find(|&o| m.name(o) == "stablehlo.gather")
            .unwrap();
        let (mut sx, mut si, mut so) = (vec![0u8; 24], vec![0u8; 8], vec![0u8; 8]);
        let x = crate::tensor::Buf::new(&mut sx, 0, &[2, 3], ElemType::F32).unwrap();
        let i = crate::tensor::Buf::new(&mut si, 0, &[2, 1], ElemType::Int(32)).unwrap();
        let o = crate::tensor::Buf::new(&mut so, 0, &[2], ElemType::F32).unwrap();
        for k in 0..6 {
            x.set(k, k as f64 * 10.0);
        }
        i.set(0, 2.0);
        i.set(1, 0.0);
        super::gather(&m, op, &x, &i, &o).unwrap();
        assert_eq!((o.get(0), o.get(1)), (20.0, 30.0));
    }
}
