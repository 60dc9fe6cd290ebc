//! `gather` and `scatter` with full dimension numbers (batching dims included), as the CPU
//! device's `kernels/gather.rs` computes them.

use super::{body, copy, per_item, strides, tag, width, Arg, Kernel, Shape, Writer};
use lowtide_ir::stablehlo::{GatherDims, ScatterDims};
use lowtide_ir::{Attr, Module, Op};
use std::fmt::Write;

/// Declares `iv0..` (`n` components of the index vector of `indices`, operand `k_indices`, at the batch position
/// whose index variables are `batch`), as integers.
fn index_vector(
    w: &mut Writer,
    (k_indices, indices): (usize, &Shape),
    ivd: usize,
    batch: &[String],
    n: usize,
) -> Result<(), String> {
    let is = strides(&indices.dims);
    let p = w.param(Arg::In(k_indices));
    for k in 0..n {
        let mut lin = String::from("0");
        let mut b = 0;
        for (d, &s) in is.iter().enumerate() {
            if d == ivd {
                let _ = write!(lin, " + {k}ULL * {s}ULL");
            } else {
                let _ = write!(lin, " + {} * {s}ULL", batch[b]);
                b += 1;
            }
        }
        w.line(format!(
            "const i64 iv{k} = lt_f2i(ld_{}({p}, {lin}));",
            tag(indices.elem)?
        ));
    }
    Ok(())
}

pub(super) fn gather(m: &Module, op: Op, ins: &[Shape], out: &Shape) -> Result<Kernel, String> {
    let g = GatherDims::parse(m.attr(op, "dimension_numbers"))?;
    let sizes = m
        .attr(op, "slice_sizes")
        .and_then(Attr::as_i64s)
        .ok_or("gather needs slice_sizes")?;
    let (x, indices) = (&ins[0], &ins[1]);
    let ivd = g.index_vector_dim as usize;
    let rank = out.dims.len();
    let xs = strides(&x.dims);
    let batch: Vec<String> = (0..rank)
        .filter(|d| !g.offset_dims.contains(&(*d as i64)))
        .map(|d| format!("o{d}"))
        .collect();
    let offset_operand_dims = g.offset_operand_dims(x.dims.len());
    let mut w = Writer::new(vec![Arg::In(0), Arg::In(1), Arg::Out(0)]);
    w.unflatten("i", &out.dims, "o");
    index_vector(&mut w, (1, indices), ivd, &batch, g.start_index_map.len())?;
    let mut pos: Vec<String> = vec!["0".into(); x.dims.len()];
    for (k, &d) in g.start_index_map.iter().enumerate() {
        let d = d as usize;
        let hi = x.dims[d] as i64 - sizes[d];
        pos[d] = format!("(iv{k} < 0 ? 0 : (iv{k} > {hi}LL ? {hi}LL : iv{k}))");
    }
    add_batching(
        &mut pos,
        (&g.operand_batching_dims, &g.start_indices_batching_dims),
        &batch,
        ivd,
    );
    for (j, &od) in g.offset_dims.iter().enumerate() {
        let d = offset_operand_dims[j];
        pos[d] = format!("{} + (i64)o{od}", pos[d]);
    }
    let lin: Vec<String> = pos
        .iter()
        .zip(&xs)
        .map(|(p, s)| format!("({p}) * {s}LL"))
        .collect();
    w.line(format!(
        "cp_{}(a2, i, a0, (u64)(0{}));",
        width(out.elem),
        lin.iter().map(|l| format!(" + {l}")).collect::<String>()
    ));
    Ok(w.finish(out.numel(), per_item(&[out])))
}

/// `scatter`: the results start as copies of the operands; then the updates are combined into
/// them in the updates' order. When no indexed operand dim has a window wider than one element,
/// distinct window positions never meet, and one thread per window position walks the scatter
/// positions in order; otherwise (and for `i1` results) one thread does all the updates.
pub(super) fn scatter(
    m: &Module,
    op: Op,
    ins: &[Shape],
    outs: &[Shape],
) -> Result<Vec<Kernel>, String> {
    let n = outs.len();
    if ins.len() != 2 * n + 1 {
        return Err("scatter needs an update per operand (run the verifier)".into());
    }
    let s = ScatterDims::parse(m.attr(op, "scatter_dimension_numbers"))?;
    let region = *m.ops[op].regions.first().ok_or("scatter without a body")?;
    let block = *m.regions[region]
        .blocks
        .first()
        .ok_or("scatter with an empty body")?;
    let mut kernels: Vec<Kernel> = (0..n)
        .map(|k| copy(k, &outs[k], 0, &super::strides_of(&outs[k].dims)))
        .collect();
    let indices = &ins[n];
    let u0 = &ins[n + 1];
    let ivd = s.index_vector_dim as usize;
    let xdims = &outs[0].dims;
    let xs = strides(xdims);
    let urank = u0.dims.len();
    let window_dims: Vec<usize> = s.update_window_dims.iter().map(|&d| d as usize).collect();
    let scatter_dims: Vec<usize> = (0..urank).filter(|d| !window_dims.contains(d)).collect();
    let window_operand_dims: Vec<usize> = (0..xdims.len())
        .filter(|d| {
            !s.inserted_window_dims.contains(&(*d as i64))
                && !s.input_batching_dims.contains(&(*d as i64))
        })
        .collect();
    let parallel = outs.iter().all(|o| !o.elem.is_bool())
        && window_dims.iter().enumerate().all(|(j, &wd)| {
            u0.dims[wd] <= 1
                || !s
                    .scatter_dims_to_operand_dims
                    .contains(&(window_operand_dims[j] as i64))
        });
    let mut w = Writer::new(Vec::new());
    let udims_of = |dims: &[usize]| dims.iter().map(|&d| u0.dims[d]).collect::<Vec<u64>>();
    let (wdims, sdims) = (udims_of(&window_dims), udims_of(&scatter_dims));
    let us = strides(&u0.dims);
    // The index variable of update dim `d`: `w{j}` for window dim j, `s{k}` for scatter dim k.
    let update_var = |d: usize| match window_dims.iter().position(|&x| x == d) {
        Some(j) => format!("w{j}"),
        None => format!(
            "s{}",
            scatter_dims.iter().position(|&x| x == d).unwrap_or(0)
        ),
    };
    // Item `i`: a window position (parallel) or everything (serial).
    let (items, loops) = if parallel {
        w.unflatten("i", &wdims, "w");
        let l: String = sdims
            .iter()
            .enumerate()
            .map(|(k, &d)| format!("for (u64 s{k} = 0; s{k} < {d}ULL; s{k}++) "))
            .collect();
        (wdims.iter().product::<u64>(), l)
    } else {
        let mut l = String::new();
        for (d, &size) in u0.dims.iter().enumerate() {
            let v = update_var(d);
            let _ = write!(l, "for (u64 {v} = 0; {v} < {size}ULL; {v}++) ");
        }
        (1, l)
    };
    let ((), inner) = w.capture(|w| {
        let batch: Vec<String> = (0..scatter_dims.len()).map(|k| format!("s{k}")).collect();
        index_vector(
            w,
            (n, indices),
            ivd,
            &batch,
            s.scatter_dims_to_operand_dims.len(),
        )?;
        let mut pos: Vec<String> = vec!["0".into(); xdims.len()];
        for (k, &d) in s.scatter_dims_to_operand_dims.iter().enumerate() {
            pos[d as usize] = format!("iv{k}");
        }
        add_batching(
            &mut pos,
            (&s.input_batching_dims, &s.scatter_indices_batching_dims),
            &batch,
            ivd,
        );
        for (j, _) in window_dims.iter().enumerate() {
            let d = window_operand_dims[j];
            pos[d] = format!("{} + (i64)w{j}", pos[d]);
        }
        let mut inside = String::from("true");
        let mut lin = String::from("0");
        for (d, p) in pos.iter().enumerate() {
            w.line(format!("const i64 p{d} = {p};"));
            let _ = write!(inside, " && p{d} >= 0 && p{d} < {}LL", xdims[d]);
            let _ = write!(lin, " + (u64)p{d} * {}ULL", xs[d]);
        }
        let mut u = String::from("0");
        for (d, &st) in us.iter().enumerate() {
            let v = update_var(d);
            let _ = write!(u, " + {v} * {st}ULL");
        }
        w.line(format!("if ({inside}) {{"));
        w.line(format!("const u64 at = {lin}, u = {u};"));
        let mut args = Vec::new();
        for (k, o) in outs.iter().enumerate() {
            let p = w.param(Arg::Out(k));
            args.push(format!("ld_{}({p}, at)", tag(o.elem)?));
        }
        for k in 0..n {
            let p = w.param(Arg::In(n + 1 + k));
            args.push(format!("ld_{}({p}, u)", tag(ins[n + 1 + k].elem)?));
        }
        let vars: Vec<String> = args
            .iter()
            .enumerate()
            .map(|(j, a)| {
                let v = format!("b{j}");
                w.line(format!("const double {v} = {a};"));
                v
            })
            .collect();
        let res = body(m, block, &vars, w)?;
        for (k, r) in res.iter().enumerate().take(n) {
            let p = w.param(Arg::Out(k));
            w.line(format!("st_{}({p}, at, {r});", tag(outs[k].elem)?));
        }
        w.line("}");
        Ok(())
    })?;
    w.line(format!("{loops}{{\n{inner}      }}"));
    let mut k = w.finish(items, 1);
    if !parallel {
        k.items = 1;
    }
    kernels.push(k);
    Ok(kernels)
}

/// Adds to each operand batching dim's position `pos` the index of its indices batching dim:
/// `batch` names the indices' dims other than the index vector dim `ivd`.
fn add_batching(
    pos: &mut [String],
    (operand, indices): (&[i64], &[i64]),
    batch: &[String],
    ivd: usize,
) {
    for (&od, &sd) in operand.iter().zip(indices) {
        let sd = sd as usize;
        let b = &batch[if sd < ivd { sd } else { sd - 1 }];
        pos[od as usize] = format!("{} + (i64){b}", pos[od as usize]);
    }
}
