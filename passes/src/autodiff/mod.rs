//! `autodiff`: turns a forward function returning a scalar loss into a whole training step —
//! forward, backward (reverse mode, one VJP rule per op in [`vjp`]) and an optimizer update —
//! returning the loss and the updated parameters (and optimizer state), each donated so the
//! update can be written in place (`tf.aliasing_output`).
//!
//! Only values that depend on a trainable argument get a gradient, so nothing is kept alive
//! for a backward pass that can never run. Ops marked `lt.stop_gradient` pass none.
//!
//! VJP rules exist for: add, subtract, multiply, divide, negate, exponential, log, rsqrt,
//! tanh, maximum, broadcast_in_dim, reshape, transpose, reduce (sum), select, and dot_general
//! contracting one dim of each side without batch dims (a dense layer). Anything else that
//! needs a gradient is an error naming the op. Optimizers: SGD, momentum, Adam.

pub mod window;

use crate::frontend::builder::set_signature;
use crate::frontend::emitter::Emitter;
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::plan::{self, ArgKind, Mark};
use lowtide_ir::stablehlo::DotDims;
use lowtide_ir::{Attr, Dict, ElemType, Module, Op, OpKind, Type, Value};

/// An optimizer and its hyperparameters.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Optimizer {
    /// `p - lr * g`.
    Sgd {
        /// Learning rate.
        lr: f64,
    },
    /// `v = mu * v + g; p - lr * v`, one state tensor per parameter.
    Momentum {
        /// Learning rate.
        lr: f64,
        /// Momentum.
        mu: f64,
    },
    /// Adam with bias correction; two state tensors per parameter and a step counter.
    Adam {
        /// Learning rate.
        lr: f64,
        /// First-moment decay.
        b1: f64,
        /// Second-moment decay.
        b2: f64,
        /// Denominator epsilon.
        eps: f64,
    },
}

impl Optimizer {
    /// By name, with the usual defaults (`sgd`: lr 0.01; `momentum`: 0.01, 0.9; `adam`:
    /// 0.001, 0.9, 0.999, 1e-8).
    pub fn named(name: &str) -> Result<Optimizer, String> {
        Ok(match name {
            "sgd" => Optimizer::Sgd { lr: 0.01 },
            "momentum" => Optimizer::Momentum { lr: 0.01, mu: 0.9 },
            "adam" => Optimizer::Adam {
                lr: 0.001,
                b1: 0.9,
                b2: 0.999,
                eps: 1e-8,
            },
            other => {
                return Err(format!(
                    "unknown optimizer '{other}'; use sgd, momentum or adam"
                ))
            }
        })
    }
}

/// Rewrites `f` (arguments `wrt` trainable; results a scalar loss, then any updated state)
/// into its training step with `opt`: results are the loss, then each trainable argument's
/// new value, then the new optimizer state, then `f`'s updated state. Optimizer state
/// becomes extra arguments after the existing ones. A result after the loss must be named
/// by the argument it replaces (`tf.aliasing_output`); it gets no gradient, and the
/// argument stays donated to it.
pub fn training_step(m: &mut Module, f: Op, wrt: &[usize], opt: Optimizer) -> Result<(), String> {
    // Work on a copy: an error leaves `m` as it was.
    let mut work = m.clone();
    step_into(&mut work, f, wrt, opt)?;
    *m = work;
    Ok(())
}

fn step_into(m: &mut Module, f: Op, wrt: &[usize], opt: Optimizer) -> Result<(), String> {
    let block = m.entry_block(f).ok_or("the function has no body")?;
    let ret = *m.blocks[block].ops.last().ok_or("the function is empty")?;
    if m.kind(ret) != Some(OpKind::FuncReturn) || m.ops[ret].operands.is_empty() {
        return Err("autodiff needs a function returning the loss".into());
    }
    let loss = m.ops[ret].operands[0];
    // Results after the loss are updated state (such as batch norm's running statistics):
    // each names the argument it replaces with `tf.aliasing_output`.
    let aliased = state_aliases(m, f);
    let extra = m.ops[ret].operands[1..].to_vec();
    let mut state_of = Vec::new();
    for j in 1..=extra.len() {
        match aliased.iter().position(|&a| a == Some(j)) {
            Some(a) => state_of.push(a),
            None => {
                return Err(format!(
                    "result #{j} is not the loss; autodiff keeps results after the loss only as updated state: mark the argument it replaces with {{tf.aliasing_output = {j} : i32}}"
                ))
            }
        }
    }
    if let Some(&w) = wrt.iter().find(|w| state_of.contains(w)) {
        return Err(format!(
            "argument #{w} is state (it aliases a result) and cannot be trained"
        ));
    }
    if m.ty(loss).as_tensor().and_then(|t| t.rank()) != Some(0) {
        return Err(format!("the loss must be a 0-d tensor, got {}", m.ty(loss)));
    }
    let args = m.blocks[block].args.clone();
    let params: Vec<Value> = wrt
        .iter()
        .map(|&i| {
            args.get(i).copied().ok_or(format!(
                "--wrt names argument #{i}, but the function has {}",
                args.len()
            ))
        })
        .collect::<Result<_, _>>()?;
    let ops: Vec<Op> = m.blocks[block].ops[..m.blocks[block].ops.len() - 1].to_vec();
    let values = args
        .iter()
        .copied()
        .chain(ops.iter().flat_map(|&o| m.ops[o].results.clone()));
    for v in values.collect::<Vec<_>>() {
        if m.ty(v).as_tensor().and_then(|t| t.static_dims()).is_none() {
            return Err(format!(
                "autodiff needs static tensor shapes, but a value has type {}",
                m.ty(v)
            ));
        }
    }
    // Which values depend on a trainable argument.
    let mut needs: SecondaryMap<Value, bool> = SecondaryMap::new();
    for &p in &params {
        needs[p] = true;
    }
    for &op in &ops {
        if plan::has(m, op, Mark::StopGradient) {
            continue;
        }
        if m.reads_deep(op).iter().any(|&x| needs[x]) {
            for &r in &m.ops[op].results {
                needs[r] = true;
            }
        }
    }
    let at = m.blocks[block].ops.len() - 1;
    let mut e = Emitter { m, block, at };
    let elem = e.elem(loss);
    let mut grad: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    grad[loss] = Some(e.scalar(1.0, elem));
    for &op in ops.iter().rev() {
        let Some(&r) = e.m.ops[op].results.first() else {
            continue;
        };
        let Some(g) = grad[r] else { continue };
        if plan::has(e.m, op, Mark::StopGradient) {
            continue;
        }
        let operands = e.m.ops[op].operands.clone();
        if !operands.iter().any(|&x| needs[x]) {
            continue;
        }
        for (k, contrib) in vjp(&mut e, op, g)? {
            let x = operands[k];
            if !needs[x] {
                continue;
            }
            grad[x] = Some(match grad[x] {
                Some(old) => e.ew("stablehlo.add", &[old, contrib]),
                None => contrib,
            });
        }
    }
    let grads: Vec<Value> = params
        .iter()
        .map(|&p| match grad[p] {
            Some(g) => g,
            None => {
                let d = e.dims(p);
                e.splat(0.0, &d, e.elem(p))
            }
        })
        .collect();
    let (new_params, state_args, new_state) = update(&mut e, &params, &grads, opt);
    // Results: loss, new parameters, new state; donations: parameter i -> result 1+i, state j
    // -> result 1+P+j.
    let mut results = vec![loss];
    results.extend(&new_params);
    results.extend(&new_state);
    results.extend(&extra);
    let m = e.m;
    m.ops[ret].operands = results.clone();
    let inputs: Vec<Type> = m.blocks[block]
        .args
        .iter()
        .map(|&a| m.ty(a).clone())
        .collect();
    let outs: Vec<Type> = results.iter().map(|&v| m.ty(v).clone()).collect();
    set_signature(m, f, inputs, outs);
    let old: Vec<Attr> = match m.attr(f, "arg_attrs") {
        Some(Attr::Array(a)) => a.clone(),
        _ => Vec::new(),
    };
    let all_args = m.blocks[block].args.clone();
    let mut attrs = Vec::new();
    for (i, &a) in all_args.iter().enumerate() {
        let mut d = match old.get(i) {
            Some(Attr::Dict(d)) => d.clone(),
            _ => Dict::default(),
        };
        let first_extra = 1 + params.len() + new_state.len();
        let k = params
            .iter()
            .position(|&p| p == a)
            .map(|j| 1 + j)
            .or_else(|| {
                state_args
                    .iter()
                    .position(|&s| s == a)
                    .map(|j| 1 + params.len() + j)
            })
            .or_else(|| {
                state_of
                    .iter()
                    .position(|&s| s == i)
                    .map(|j| first_extra + j)
            });
        let kind = if params.contains(&a) {
            ArgKind::Param
        } else if state_args.contains(&a) {
            ArgKind::OptState
        } else if state_of.contains(&i) {
            ArgKind::State
        } else {
            ArgKind::Batch
        };
        plan::set_arg_kind(&mut d, kind);
        if let Some(k) = k {
            d.set(
                "tf.aliasing_output",
                Attr::Int(k as i64, Type::Scalar(ElemType::Int(32))),
            );
        }
        attrs.push(Attr::Dict(d));
    }
    m.ops[f].properties.set("arg_attrs", Attr::Array(attrs));
    lowtide_ir::verify(m).map_err(|e| e.to_diagnostic(m, "autodiff").to_string())
}

/// For each argument of `f`, the result it aliases (`tf.aliasing_output`), if any.
pub fn state_aliases(m: &Module, f: Op) -> Vec<Option<usize>> {
    let n = m.entry_block(f).map_or(0, |b| m.blocks[b].args.len());
    let attrs = match m.attr(f, "arg_attrs") {
        Some(Attr::Array(a)) => a.clone(),
        _ => Vec::new(),
    };
    (0..n)
        .map(|i| match attrs.get(i) {
            Some(Attr::Dict(d)) => d
                .get("tf.aliasing_output")
                .and_then(Attr::as_int)
                .map(|k| k as usize),
            _ => None,
        })
        .collect()
}

/// The optimizer update: (new parameters, new state arguments, new state values).
fn update(
    e: &mut Emitter,
    params: &[Value],
    grads: &[Value],
    opt: Optimizer,
) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
    let (mut new_p, mut state, mut new_state) = (Vec::new(), Vec::new(), Vec::new());
    match opt {
        Optimizer::Sgd { lr } => {
            for (&p, &g) in params.iter().zip(grads) {
                let step = e.with_scalar("stablehlo.multiply", g, lr);
                new_p.push(e.ew("stablehlo.subtract", &[p, step]));
            }
        }
        Optimizer::Momentum { lr, mu } => {
            for (&p, &g) in params.iter().zip(grads) {
                let v = e.add_arg(e.m.ty(p).clone());
                let vm = e.with_scalar("stablehlo.multiply", v, mu);
                let v2 = e.ew("stablehlo.add", &[vm, g]);
                let step = e.with_scalar("stablehlo.multiply", v2, lr);
                new_p.push(e.ew("stablehlo.subtract", &[p, step]));
                state.push(v);
                new_state.push(v2);
            }
        }
        Optimizer::Adam { lr, b1, b2, eps } => {
            let elem = params.first().map_or(ElemType::F32, |&p| e.elem(p));
            let t = e.add_arg(Type::tensor(&[], elem));
            let one = e.scalar(1.0, elem);
            let t2 = e.ew("stablehlo.add", &[t, one]);
            // Bias corrections 1 - b^t, as 0-d values.
            let corr = |e: &mut Emitter, b: f64| {
                let bs = e.scalar(b, elem);
                let pw = e.ew("stablehlo.power", &[bs, t2]);
                let one = e.scalar(1.0, elem);
                e.ew("stablehlo.subtract", &[one, pw])
            };
            let c1 = corr(e, b1);
            let c2 = corr(e, b2);
            let mut moments = Vec::new();
            for (&p, &g) in params.iter().zip(grads) {
                let d = e.dims(p);
                let mv = e.add_arg(e.m.ty(p).clone());
                let vv = e.add_arg(e.m.ty(p).clone());
                let m1 = e.with_scalar("stablehlo.multiply", mv, b1);
                let g1 = e.with_scalar("stablehlo.multiply", g, 1.0 - b1);
                let m2 = e.ew("stablehlo.add", &[m1, g1]);
                let gg = e.ew("stablehlo.multiply", &[g, g]);
                let v1 = e.with_scalar("stablehlo.multiply", vv, b2);
                let g2 = e.with_scalar("stablehlo.multiply", gg, 1.0 - b2);
                let v2 = e.ew("stablehlo.add", &[v1, g2]);
                let c1b = e.broadcast(c1, &d, &[]);
                let c2b = e.broadcast(c2, &d, &[]);
                let mh = e.ew("stablehlo.divide", &[m2, c1b]);
                let vh = e.ew("stablehlo.divide", &[v2, c2b]);
                let sq = e.ew("stablehlo.sqrt", &[vh]);
                let den = e.with_scalar("stablehlo.add", sq, eps);
                let q = e.ew("stablehlo.divide", &[mh, den]);
                let step = e.with_scalar("stablehlo.multiply", q, lr);
                new_p.push(e.ew("stablehlo.subtract", &[p, step]));
                moments.push((mv, vv, m2, v2));
            }
            state.push(t);
            new_state.push(t2);
            for (mv, vv, m2, v2) in moments {
                state.extend([mv, vv]);
                new_state.extend([m2, v2]);
            }
        }
    }
    (new_p, state, new_state)
}

/// `x` (whose dim `i` is the target's dim `of[i]`) transposed into the target's order.
fn transpose_to(e: &mut Emitter, x: Value, of: &[i64]) -> Value {
    let mut perm = vec![0i64; of.len()];
    for (i, &d) in of.iter().enumerate() {
        if let Some(p) = perm.get_mut(d as usize) {
            *p = i as i64;
        }
    }
    if perm.iter().enumerate().all(|(i, &p)| p == i as i64) {
        x
    } else {
        e.transpose(x, &perm)
    }
}

/// The vector-Jacobian product of `op` for result cotangent `g`: (operand index, cotangent).
pub fn vjp(e: &mut Emitter, op: Op, g: Value) -> Result<Vec<(usize, Value)>, String> {
    let kind = e.m.kind(op);
    let xs = e.m.ops[op].operands.clone();
    let out = e.m.ops[op].results[0];
    let name = e.m.name(op).to_string();
    Ok(match kind {
        Some(OpKind::Add) => vec![(0, g), (1, g)],
        Some(OpKind::Subtract) => {
            let n = e.ew("stablehlo.negate", &[g]);
            vec![(0, g), (1, n)]
        }
        Some(OpKind::Multiply) => {
            let a = e.ew("stablehlo.multiply", &[g, xs[1]]);
            let b = e.ew("stablehlo.multiply", &[g, xs[0]]);
            vec![(0, a), (1, b)]
        }
        Some(OpKind::Divide) => {
            let a = e.ew("stablehlo.divide", &[g, xs[1]]);
            let q = e.ew("stablehlo.divide", &[a, xs[1]]);
            let p = e.ew("stablehlo.multiply", &[q, xs[0]]);
            let b = e.ew("stablehlo.negate", &[p]);
            vec![(0, a), (1, b)]
        }
        Some(OpKind::Negate) => vec![(0, e.ew("stablehlo.negate", &[g]))],
        // From the op's output: the input need not be kept for the backward pass.
        Some(OpKind::Exponential) => vec![(0, e.ew("stablehlo.multiply", &[g, out]))],
        Some(OpKind::Tanh) => {
            let sq = e.ew("stablehlo.multiply", &[out, out]);
            let one = e.splat(1.0, &e.dims(out), e.elem(out));
            let d = e.ew("stablehlo.subtract", &[one, sq]);
            vec![(0, e.ew("stablehlo.multiply", &[g, d]))]
        }
        Some(OpKind::Log) => vec![(0, e.ew("stablehlo.divide", &[g, xs[0]]))],
        // d rsqrt(x) = -0.5 * rsqrt(x)^3, from the output.
        Some(OpKind::Rsqrt) => {
            let o2 = e.ew("stablehlo.multiply", &[out, out]);
            let o3 = e.ew("stablehlo.multiply", &[o2, out]);
            let h = e.with_scalar("stablehlo.multiply", o3, -0.5);
            vec![(0, e.ew("stablehlo.multiply", &[g, h]))]
        }
        Some(k @ (OpKind::Maximum | OpKind::Minimum)) => {
            let dir = if k == OpKind::Maximum { "GT" } else { "LT" };
            let mask = e.compare(xs[0], xs[1], dir);
            let zero = e.splat(0.0, &e.dims(g), e.elem(g));
            let a = e.op(
                "stablehlo.select",
                vec![mask, g, zero],
                vec![],
                e.m.ty(g).clone(),
            );
            let b = e.op(
                "stablehlo.select",
                vec![mask, zero, g],
                vec![],
                e.m.ty(g).clone(),
            );
            vec![(0, a), (1, b)]
        }
        Some(OpKind::Select) => {
            let zero = e.splat(0.0, &e.dims(g), e.elem(g));
            let ty = e.m.ty(g).clone();
            let a = e.op("stablehlo.select", vec![xs[0], g, zero], vec![], ty.clone());
            let b = e.op("stablehlo.select", vec![xs[0], zero, g], vec![], ty);
            vec![(1, a), (2, b)]
        }
        Some(OpKind::Reshape) => {
            let d = e.dims(xs[0]);
            vec![(0, e.reshape(g, &d))]
        }
        Some(OpKind::Transpose) => {
            let perm =
                e.m.attr(op, "permutation")
                    .and_then(Attr::as_i64s)
                    .ok_or("transpose without a permutation")?;
            let mut inv = vec![0i64; perm.len()];
            for (i, &p) in perm.iter().enumerate() {
                inv[p as usize] = i as i64;
            }
            vec![(0, e.transpose(g, &inv))]
        }
        Some(OpKind::BroadcastInDim) => {
            let bd =
                e.m.attr(op, "broadcast_dimensions")
                    .and_then(Attr::as_i64s)
                    .ok_or("broadcast_in_dim without broadcast_dimensions")?;
            let (xd, od) = (e.dims(xs[0]), e.dims(out));
            // Sum over the dims the broadcast made or stretched, then restore the shape.
            let summed: Vec<i64> = (0..od.len() as i64)
                .filter(|&d| match bd.iter().position(|&b| b == d) {
                    None => true,
                    Some(i) => xd[i] == 1 && od[d as usize] != 1,
                })
                .collect();
            let s = if summed.is_empty() {
                g
            } else {
                e.reduce(g, &summed, false)
            };
            vec![(0, e.reshape(s, &xd))]
        }
        Some(OpKind::Reduce) => {
            let body_op = e.m.ops[op]
                .regions
                .first()
                .and_then(|&r| e.m.regions[r].blocks.first())
                .and_then(|&b| e.m.blocks[b].ops.first().copied());
            let body = body_op.and_then(|b| e.m.kind(b));
            if xs.len() != 2 || !matches!(body, Some(OpKind::Add | OpKind::Maximum)) {
                return Err(format!(
                    "autodiff has no VJP rule for '{name}' other than a single sum or max"
                ));
            }
            let dims =
                e.m.attr(op, "dimensions")
                    .and_then(Attr::as_i64s)
                    .ok_or("reduce without dimensions")?;
            let xd = e.dims(xs[0]);
            let kept: Vec<i64> = (0..xd.len() as i64).filter(|d| !dims.contains(d)).collect();
            let gb = e.broadcast(g, &xd, &kept);
            if body == Some(OpKind::Add) {
                vec![(0, gb)]
            } else {
                // A max passes its cotangent to the elements equal to it (all of them on ties).
                let ob = e.broadcast(out, &xd, &kept);
                let hit = e.compare(xs[0], ob, "EQ");
                let zero = e.splat(0.0, &xd, e.elem(g));
                let ty = e.m.ty(xs[0]).clone();
                vec![(0, e.op("stablehlo.select", vec![hit, gb, zero], vec![], ty))]
            }
        }
        Some(OpKind::DotGeneral) => {
            let dd = DotDims::parse(e.m.attr(op, "dot_dimension_numbers"))?;
            let (ra, rb) = (e.dims(xs[0]).len() as i64, e.dims(xs[1]).len() as i64);
            let free = |rank: i64, batch: &[i64], contract: &[i64]| -> Vec<i64> {
                (0..rank)
                    .filter(|d| !batch.contains(d) && !contract.contains(d))
                    .collect()
            };
            let (fa, fb) = (
                free(ra, &dd.lhs_batch, &dd.lhs_contract),
                free(rb, &dd.rhs_batch, &dd.rhs_contract),
            );
            let nb = dd.lhs_batch.len() as i64;
            // g's dims: batch, a's free, b's free.
            let g_batch: Vec<i64> = (0..nb).collect();
            let g_fa: Vec<i64> = (nb..nb + fa.len() as i64).collect();
            let g_fb: Vec<i64> =
                (nb + fa.len() as i64..nb + (fa.len() + fb.len()) as i64).collect();
            // ga = g · b over b's free dims: [batch, a free, b's contracting dims ascending].
            let ga = e.dot_general(g, xs[1], &g_batch, &dd.rhs_batch, &g_fb, &fb);
            let mut rc_sorted = dd.rhs_contract.clone();
            rc_sorted.sort();
            let mut a_of: Vec<i64> = dd.lhs_batch.clone();
            a_of.extend(&fa);
            a_of.extend(rc_sorted.iter().map(|c| {
                let k = dd.rhs_contract.iter().position(|x| x == c).unwrap_or(0);
                dd.lhs_contract[k]
            }));
            let ga = transpose_to(e, ga, &a_of);
            // gb = a · g over a's free dims: [batch, a's contracting dims ascending, b free].
            let gb = e.dot_general(xs[0], g, &dd.lhs_batch, &g_batch, &fa, &g_fa);
            let mut lc_sorted = dd.lhs_contract.clone();
            lc_sorted.sort();
            let mut b_of: Vec<i64> = dd.rhs_batch.clone();
            b_of.extend(lc_sorted.iter().map(|c| {
                let k = dd.lhs_contract.iter().position(|x| x == c).unwrap_or(0);
                dd.rhs_contract[k]
            }));
            b_of.extend(&fb);
            let gb = transpose_to(e, gb, &b_of);
            vec![(0, ga), (1, gb)]
        }
        Some(OpKind::Gather) => {
            // The transpose of a gather of whole slices is a scatter-add of the cotangent.
            let gd = lowtide_ir::stablehlo::GatherDims::parse(e.m.attr(op, "dimension_numbers"))?;
            let sizes =
                e.m.attr(op, "slice_sizes")
                    .and_then(Attr::as_i64s)
                    .ok_or("gather without slice_sizes")?;
            let td = e.dims(xs[0]);
            let whole = (0..td.len()).all(|d| {
                gd.collapsed_slice_dims.contains(&(d as i64))
                    || sizes.get(d) == Some(&(td[d] as i64))
            });
            if !whole || !gd.operand_batching_dims.is_empty() {
                return Err(format!(
                    "autodiff has no VJP rule for this '{name}' (only gathers of whole slices without batching dims, like an embedding lookup)"
                ));
            }
            let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
            let dims = format!(
                "update_window_dims = [{}], inserted_window_dims = [{}], scatter_dims_to_operand_dims = [{}], index_vector_dim = {}",
                list(&gd.offset_dims),
                list(&gd.collapsed_slice_dims),
                list(&gd.start_index_map),
                gd.index_vector_dim
            );
            let zero = e.splat(0.0, &td, e.elem(xs[0]));
            vec![(0, e.scatter_add(zero, xs[1], g, &dims))]
        }
        Some(OpKind::Convolution) => crate::autodiff::window::convolution(e, op, g)?,
        Some(OpKind::ReduceWindow) => crate::autodiff::window::reduce_window(e, op, g)?,
        Some(OpKind::Slice) => crate::autodiff::window::slice(e, op, g)?,
        Some(OpKind::Concatenate) => crate::autodiff::window::concatenate(e, op, g)?,
        Some(OpKind::Compare | OpKind::Iota | OpKind::Constant | OpKind::Convert) => Vec::new(),
        _ => return Err(format!("autodiff has no VJP rule for '{name}'")),
    })
}

/// The `autodiff` pass: [`training_step`] on `@main` (or every function when there is no
/// `@main`).
pub struct Autodiff {
    wrt: Option<Vec<usize>>,
    optimizer: Optimizer,
}

const SUMMARY: &str =
    "make the training step of a function returning a scalar loss: backward pass and optimizer update";
const OPTIONS: &[crate::manager::PassOption] = &[
    crate::manager::PassOption {
        name: "wrt",
        help: "trainable argument indices, comma-separated (default: every float argument)",
        default: "all float arguments",
    },
    crate::manager::PassOption {
        name: "optimizer",
        help: "sgd, momentum or adam",
        default: "sgd",
    },
    crate::manager::PassOption {
        name: "lr",
        help: "learning rate (default: the optimizer's)",
        default: "0.01 (adam: 0.001)",
    },
];

/// Registry entry.
pub fn info() -> crate::manager::PassInfo {
    crate::manager::PassInfo {
        name: "autodiff",
        summary: SUMMARY,
        options: OPTIONS,
        create: |a: &crate::manager::PassArgs| {
            let wrt = match a.get("wrt") {
                None => None,
                Some(w) => Some(
                    w.split(',')
                        .map(|x| {
                            x.trim().parse::<usize>().map_err(|_| {
                                format!(
                                    "option 'wrt' expects argument indices like 0,2,3, got '{w}'"
                                )
                            })
                        })
                        .collect::<Result<Vec<_>, _>>()?,
                ),
            };
            let mut optimizer =
                Optimizer::named(a.get("optimizer").map(String::as_str).unwrap_or("sgd"))?;
            if let Some(lr) = a.get("lr") {
                let v: f64 = lr
                    .parse()
                    .ok()
                    .filter(|v: &f64| v.is_finite())
                    .ok_or(format!("option 'lr' expects a number, got '{lr}'"))?;
                match &mut optimizer {
                    Optimizer::Sgd { lr }
                    | Optimizer::Momentum { lr, .. }
                    | Optimizer::Adam { lr, .. } => *lr = v,
                }
            }
            Ok(Box::new(Autodiff { wrt, optimizer }))
        },
    }
}

impl crate::manager::Pass for Autodiff {
    fn name(&self) -> &'static str {
        "autodiff"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn options(&self) -> &'static [crate::manager::PassOption] {
        OPTIONS
    }
    fn run(
        &mut self,
        m: &mut Module,
    ) -> Result<crate::manager::PassOutcome, crate::manager::PassError> {
        let fs: Vec<Op> = match m.function("main") {
            Some(f) => vec![f],
            None => m.functions().into_iter().map(|(f, _)| f).collect(),
        };
        for &f in &fs {
            let block = m.entry_block(f).ok_or("a function without a body")?;
            let state = state_aliases(m, f);
            let wrt = match &self.wrt {
                Some(w) => w.clone(),
                None => m.blocks[block]
                    .args
                    .iter()
                    .enumerate()
                    .filter(|(i, &a)| {
                        m.ty(a).elem().is_some_and(|e| e.is_float()) && state[*i].is_none()
                    })
                    .map(|(i, _)| i)
                    .collect(),
            };
            training_step(m, f, &wrt, self.optimizer)?;
        }
        Ok(crate::manager::PassOutcome {
            changed: !fs.is_empty(),
            stats: vec![("functions", fs.len() as u64)],
        })
    }
}
