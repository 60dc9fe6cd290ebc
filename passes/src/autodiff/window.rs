//! VJP rules of the ops that move windows or slices of a tensor: `convolution`,
//! `reduce_window` (max), `slice` and `concatenate`. [`crate::autodiff::vjp`] dispatches here.
//!
//! The convolution rules are the standard transposes (as JAX derives them): the input's
//! cotangent is a convolution of the output cotangent with the spatially reversed kernel, its
//! input and output features swapped (and regrouped for feature groups), strides becoming
//! input dilation; the kernel's cotangent is a convolution of the input with the output
//! cotangent, batch and features swapped, feature groups becoming batch groups.

use crate::frontend::emitter::{dilate, Conv, Emitter};
use lowtide_ir::stablehlo::ConvDims;
use lowtide_ir::{Attr, ElemType, Op, Type, Value};

type Cotangents = Result<Vec<(usize, Value)>, String>;

/// `convolution(x, k)`: cotangents of `x` and `k`.
pub fn convolution(e: &mut Emitter, op: Op, g: Value) -> Cotangents {
    let c = Conv::of(e.m, op)?;
    if c.reverse || c.bgroups > 1 {
        return Err(
            "autodiff has no VJP rule for a 'stablehlo.convolution' with window_reversal or batch_group_count > 1"
                .into(),
        );
    }
    let (x, k) = (e.m.ops[op].operands[0], e.m.ops[op].operands[1]);
    let (xd, kd, gd) = (e.dims(x), e.dims(k), e.dims(g));
    let d = &c.dims;
    let ns = d.in_spatial.len();
    let sizes = |i: usize| {
        (
            dilate(xd[d.in_spatial[i]], c.lhs_dil[i]),
            dilate(kd[d.k_spatial[i]], c.rhs_dil[i]),
            dilate(gd[d.out_spatial[i]], c.strides[i]),
        )
    };
    // The input's cotangent.
    let kernel = if c.groups > 1 {
        regroup(e, k, d, c.groups)
    } else {
        k
    };
    let lhs = Conv {
        dims: ConvDims {
            in_batch: d.out_batch,
            in_feature: d.out_feature,
            in_spatial: d.out_spatial.clone(),
            k_in: d.k_out,
            k_out: d.k_in,
            k_spatial: d.k_spatial.clone(),
            out_batch: d.in_batch,
            out_feature: d.in_feature,
            out_spatial: d.in_spatial.clone(),
        },
        strides: c.lhs_dil.clone(),
        pad: (0..ns)
            .map(|i| {
                let (x, k, o) = sizes(i);
                let before = k - c.pad[i].0 - 1;
                (before, x + k - 1 - o - before)
            })
            .collect(),
        lhs_dil: c.strides.clone(),
        rhs_dil: c.rhs_dil.clone(),
        groups: c.groups,
        bgroups: 1,
        reverse: true,
    };
    let gx = e.conv(g, kernel, &lhs);
    // The kernel's cotangent.
    let rhs = Conv {
        dims: ConvDims {
            in_batch: d.in_feature,
            in_feature: d.in_batch,
            in_spatial: d.in_spatial.clone(),
            k_in: d.out_batch,
            k_out: d.out_feature,
            k_spatial: d.out_spatial.clone(),
            out_batch: d.k_in,
            out_feature: d.k_out,
            out_spatial: d.k_spatial.clone(),
        },
        strides: c.rhs_dil.clone(),
        pad: (0..ns)
            .map(|i| {
                let (x, k, o) = sizes(i);
                (c.pad[i].0, (o - x) + (k - c.pad[i].0 - 1))
            })
            .collect(),
        lhs_dil: c.lhs_dil.clone(),
        rhs_dil: c.strides.clone(),
        groups: 1,
        bgroups: c.groups,
        reverse: false,
    };
    let gk = e.conv(x, g, &rhs);
    if e.dims(gx) != xd || e.dims(gk) != kd {
        return Err(format!(
            "autodiff could not transpose this 'stablehlo.convolution' (cotangent shapes {:?} and {:?} for operands {xd:?} and {kd:?})",
            e.dims(gx),
            e.dims(gk)
        ));
    }
    Ok(vec![(0, gx), (1, gk)])
}

/// Kernel `k` (`I/G` input and `O` output features) as the kernel of the transposed
/// convolution: `O/G` input features and `G·I/G` output features, group-major.
fn regroup(e: &mut Emitter, k: Value, d: &ConvDims, groups: u64) -> Value {
    let kd = e.dims(k);
    let (ki, ko) = (d.k_in, d.k_out);
    // Split the output features into [G, O/G].
    let mut split = Vec::new();
    for (a, &n) in kd.iter().enumerate() {
        if a == ko {
            split.extend([groups, n / groups]);
        } else {
            split.push(n);
        }
    }
    let s = e.reshape(k, &split);
    let at = |a: usize| (a + usize::from(a > ko)) as i64;
    let mut perm = Vec::new();
    for a in 0..kd.len() {
        if a == ki {
            perm.extend([ko as i64, at(ki)]);
        } else if a == ko {
            perm.push(ko as i64 + 1);
        } else {
            perm.push(at(a));
        }
    }
    let t = e.transpose(s, &perm);
    let mut out = kd.clone();
    out[ki] = kd[ki] * groups;
    out[ko] = kd[ko] / groups;
    e.reshape(t, &out)
}

/// `reduce_window` taking a max: the cotangent goes to the first maximum of each window.
pub fn reduce_window(e: &mut Emitter, op: Op, g: Value) -> Cotangents {
    let m = &e.m;
    let body = m.ops[op]
        .regions
        .first()
        .and_then(|&r| m.regions[r].blocks.first())
        .and_then(|&b| m.blocks[b].ops.first().copied())
        .and_then(|b| m.kind(b));
    let x = m.ops[op].operands[0];
    let rank = e.dims(x).len();
    let list = |k: &str, d: i64, n: usize| -> Option<Vec<i64>> {
        match m.attr(op, k) {
            Some(Attr::Dense(a)) => a.ints(),
            Some(a) => a.as_i64s(),
            None => Some(vec![d; n]),
        }
    };
    let (win, strides, pad) = (
        list("window_dimensions", 1, rank),
        list("window_strides", 1, rank),
        list("padding", 0, 2 * rank),
    );
    let dilated = |k: &str| list(k, 1, rank).is_none_or(|v| v.iter().any(|&d| d != 1));
    let ok = m.ops[op].operands.len() == 2
        && body == Some(lowtide_ir::OpKind::Maximum)
        && !dilated("base_dilations")
        && !dilated("window_dilations");
    let (Some(win), Some(strides), Some(pad), true) = (win, strides, pad, ok) else {
        return Err(
            "autodiff has no VJP rule for this 'stablehlo.reduce_window' (only an undilated max)"
                .into(),
        );
    };
    let to_u = |v: &[i64]| v.iter().map(|&x| x.max(0) as u64).collect::<Vec<_>>();
    let pad: Vec<(i64, i64)> = pad.chunks(2).map(|p| (p[0], p[1])).collect();
    Ok(vec![(
        0,
        e.scatter_to_max(x, g, &to_u(&win), &to_u(&strides), &pad),
    )])
}

/// `slice`: the cotangent padded back to the operand's shape with zeros.
pub fn slice(e: &mut Emitter, op: Op, g: Value) -> Cotangents {
    let x = e.m.ops[op].operands[0];
    let (xd, gd) = (e.dims(x), e.dims(g));
    let get = |k: &str| e.m.attr(op, k).and_then(Attr::as_i64s);
    let (Some(start), strides) = (get("start_indices"), get("strides")) else {
        return Err("slice without start_indices".into());
    };
    let strides = strides.unwrap_or(vec![1; xd.len()]);
    let hi: Vec<i64> = (0..xd.len())
        .map(|i| xd[i] as i64 - start[i] - dilate(gd[i], strides[i]))
        .collect();
    let interior: Vec<i64> = strides.iter().map(|s| s - 1).collect();
    let elem = e.elem(g);
    let zero = e.scalar(0.0, elem);
    let list = |v: &[i64]| {
        Attr::DenseArray(
            ElemType::Int(64),
            v.iter()
                .map(|&x| lowtide_ir::attr::DenseElem::Int(x))
                .collect(),
        )
    };
    let p = e.op(
        "stablehlo.pad",
        vec![g, zero],
        vec![
            ("edge_padding_low", list(&start)),
            ("edge_padding_high", list(&hi)),
            ("interior_padding", list(&interior)),
        ],
        Type::tensor(&xd, elem),
    );
    Ok(vec![(0, p)])
}

/// `concatenate`: each operand's part of the cotangent.
pub fn concatenate(e: &mut Emitter, op: Op, g: Value) -> Cotangents {
    let dim =
        e.m.attr(op, "dimension")
            .and_then(Attr::as_int)
            .ok_or("concatenate without a dimension")? as usize;
    let xs = e.m.ops[op].operands.clone();
    let gd = e.dims(g);
    let mut at = 0;
    let mut out = Vec::new();
    for (i, &x) in xs.iter().enumerate() {
        let n = e.dims(x)[dim];
        let mut start = vec![0; gd.len()];
        let mut limit = gd.clone();
        start[dim] = at;
        limit[dim] = at + n;
        out.push((i, e.slice(g, &start, &limit)));
        at += n;
    }
    Ok(out)
}
