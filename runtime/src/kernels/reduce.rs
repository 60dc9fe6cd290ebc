//! Ops with computation regions: `reduce`, `reduce_window`, `select_and_scatter` (and the
//! body interpreter `scatter` shares). Common bodies (one add/max/min/multiply/and/or, a single
//! compare) run as fast paths; any other body of elementwise ops and constants is interpreted.

use super::ints_or;
use crate::scalar::{eval, Cmp};
use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::attr::DenseData;
use lowtide_ir::{Attr, ElemType, Module, Op, OpKind, Region, Traits, Value};

/// A compiled body: a straight-line program over scalar slots.
pub struct Body {
    /// Slots 0..nargs hold the arguments; each step writes the next slot.
    steps: Vec<Step>,
    nargs: usize,
    results: Vec<usize>,
    /// `Some(kind)` when the body is `return(kind(arg0, arg1))`.
    fast: Option<(OpKind, ElemType, Option<Cmp>)>,
}

enum Step {
    Const(f64),
    Apply(OpKind, ElemType, Option<Cmp>, Vec<usize>),
}

impl Body {
    /// Compiles region `r` of a reduction-like op.
    pub fn compile(m: &Module, r: Region) -> Result<Body, String> {
        let block = *m.regions[r].blocks.first().ok_or("empty body region")?;
        let args = m.blocks[block].args.clone();
        let mut slot: std::collections::HashMap<Value, usize> =
            args.iter().enumerate().map(|(i, &a)| (a, i)).collect();
        let mut steps = Vec::new();
        let mut results = Vec::new();
        for &op in &m.blocks[block].ops {
            let kind = m
                .kind(op)
                .ok_or_else(|| format!("body op '{}' is not supported", m.name(op)))?;
            let find = |v: &Value, slot: &std::collections::HashMap<Value, usize>| {
                slot.get(v)
                    .copied()
                    .ok_or_else(|| "a body reads a value from outside the body".to_string())
            };
            match kind {
                OpKind::Return => {
                    results = m.ops[op]
                        .operands
                        .iter()
                        .map(|v| find(v, &slot))
                        .collect::<Result<_, _>>()?;
                }
                OpKind::Constant => {
                    let elem = m.ty(m.ops[op].results[0]).elem().unwrap_or(ElemType::F32);
                    let v = match m.attr(op, "value") {
                        Some(Attr::Dense(d)) => match &d.data {
                            DenseData::Splat(e) => e.to_f64(elem),
                            DenseData::Elements(v) if v.len() == 1 => v[0].to_f64(elem),
                            _ => return Err("a body constant must be a scalar".into()),
                        },
                        _ => return Err("a body constant needs a dense value".into()),
                    };
                    steps.push(Step::Const(v));
                    slot.insert(m.ops[op].results[0], args.len() + steps.len() - 1);
                }
                k if k.has(Traits::ELEMENTWISE) => {
                    let operands = &m.ops[op].operands;
                    let elem_of = |i: usize| m.ty(operands[i]).elem().unwrap_or(ElemType::F32);
                    let elem = match k {
                        OpKind::Select | OpKind::Clamp => elem_of(1),
                        _ => elem_of(0),
                    };
                    let cmp = Cmp::of(m, op)?;
                    let ins: Vec<usize> = operands
                        .iter()
                        .map(|v| find(v, &slot))
                        .collect::<Result<_, _>>()?;
                    steps.push(Step::Apply(k, elem, cmp, ins));
                    slot.insert(m.ops[op].results[0], args.len() + steps.len() - 1);
                }
                other => {
                    return Err(format!(
                        "body op '{}' is not supported by the CPU device",
                        other.name()
                    ))
                }
            }
        }
        let fast = match (steps.as_slice(), results.as_slice()) {
            ([Step::Apply(k, e, d, ins)], [r])
                if *r == args.len() && ins.as_slice() == [0, 1] && args.len() == 2 =>
            {
                Some((*k, *e, *d))
            }
            _ => None,
        };
        Ok(Body {
            steps,
            nargs: args.len(),
            results,
            fast,
        })
    }

    /// `Some((kind, elem, direction))` when the body is one op of its two arguments.
    pub fn fast(&self) -> Option<(OpKind, ElemType, Option<Cmp>)> {
        self.fast
    }

    /// Evaluates the body; `out` receives the results.
    pub fn call(&self, args: &[f64], out: &mut [f64]) -> Result<(), String> {
        if let Some((k, e, d)) = self.fast {
            out[0] = match k {
                OpKind::Add => args[0] + args[1],
                OpKind::Maximum if !args[0].is_nan() && !args[1].is_nan() => args[0].max(args[1]),
                _ => eval(k, e, args, d)?,
            };
            return Ok(());
        }
        let mut slots: Vec<f64> = Vec::with_capacity(self.nargs + self.steps.len());
        slots.extend_from_slice(&args[..self.nargs]);
        let mut tmp = [0.0f64; 3];
        for s in &self.steps {
            let v = match s {
                Step::Const(c) => *c,
                Step::Apply(k, e, d, ins) => {
                    for (j, &i) in ins.iter().enumerate() {
                        tmp[j] = slots[i];
                    }
                    eval(*k, *e, &tmp[..ins.len()], *d)?
                }
            };
            slots.push(v);
        }
        for (o, &r) in out.iter_mut().zip(&self.results) {
            *o = slots[r];
        }
        Ok(())
    }
}

/// Reductions whose reduced dims are a suffix (rows: softmax, layer norm) or a prefix (bias
/// gradients over batch and sequence) of a single f32 input with a single-op body: tight loops
/// over contiguous memory, the combining op inlined. False when the fast path does not apply.
fn reduce_f32_fast(body: &Body, dims: &[i64], x: &Buf, init: &Buf, out: &Buf) -> bool {
    let Some((kind, ElemType::F32, None)) = body.fast else {
        return false;
    };
    if x.elem != ElemType::F32 || out.elem != ElemType::F32 {
        return false;
    }
    if !matches!(
        kind,
        OpKind::Add | OpKind::Multiply | OpKind::Maximum | OpKind::Minimum
    ) {
        return false;
    }
    let rank = x.dims.len();
    let mut sorted: Vec<usize> = dims.iter().map(|&d| d as usize).collect();
    sorted.sort_unstable();
    let r = sorted.len();
    let suffix = sorted.iter().enumerate().all(|(k, &d)| d == rank - r + k);
    let prefix = sorted.iter().enumerate().all(|(k, &d)| d == k);
    if r == 0 || !(suffix || prefix) {
        return false;
    }
    let red: usize = sorted.iter().map(|&d| x.dims[d] as usize).product();
    let kept = out.numel();
    if red * kept != x.numel() {
        return false;
    }
    let v0 = init.get(0) as f32;
    let (xp, op) = (x.ptr() as *const f32, out.ptr() as *mut f32);
    macro_rules! loops {
        ($f:expr) => {
            // SAFETY: x holds red * kept elements and out holds kept (checked above and when
            // the views were made); a plan never lets a reduction's output overlap its input.
            unsafe {
                if suffix {
                    for o in 0..kept {
                        let mut acc = v0;
                        let row = xp.add(o * red);
                        for i in 0..red {
                            acc = $f(acc, row.add(i).read_unaligned());
                        }
                        op.add(o).write_unaligned(acc);
                    }
                } else {
                    for o in 0..kept {
                        op.add(o).write_unaligned(v0);
                    }
                    for row_i in 0..red {
                        let row = xp.add(row_i * kept);
                        for o in 0..kept {
                            let cur = op.add(o).read_unaligned();
                            op.add(o)
                                .write_unaligned($f(cur, row.add(o).read_unaligned()));
                        }
                    }
                }
            }
        };
    }
    let nan_max = |a: f32, b: f32| {
        if a.is_nan() || b.is_nan() {
            f32::NAN
        } else {
            a.max(b)
        }
    };
    let nan_min = |a: f32, b: f32| {
        if a.is_nan() || b.is_nan() {
            f32::NAN
        } else {
            a.min(b)
        }
    };
    match kind {
        OpKind::Add => loops!(|a: f32, b: f32| a + b),
        OpKind::Multiply => loops!(|a: f32, b: f32| a * b),
        OpKind::Maximum => loops!(nan_max),
        _ => loops!(nan_min),
    }
    true
}

pub fn reduce(m: &Module, op: Op, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let n = outs.len();
    let body = Body::compile(m, m.ops[op].regions[0])?;
    let dims = m
        .attr(op, "dimensions")
        .and_then(Attr::as_i64s)
        .ok_or("reduce needs dimensions")?;
    if n == 1 && reduce_f32_fast(&body, &dims, &ins[0], &ins[1], &outs[0]) {
        return Ok(());
    }
    for (o, init) in outs.iter().zip(&ins[n..]) {
        let v = init.get(0);
        for i in 0..o.numel() {
            o.set(i, v);
        }
    }
    let x0 = &ins[0];
    let kept: Vec<usize> = (0..x0.dims.len())
        .filter(|d| !dims.contains(&(*d as i64)))
        .collect();
    let os = strides(&outs[0].dims);
    let mut idx = vec![0u64; x0.dims.len()];
    let mut args = vec![0.0; 2 * n];
    let mut res = vec![0.0; n];
    for i in 0..x0.numel() {
        let o: usize = kept
            .iter()
            .enumerate()
            .map(|(j, &d)| idx[d] as usize * os[j])
            .sum();
        for k in 0..n {
            args[k] = outs[k].get(o);
            args[n + k] = ins[k].get(i);
        }
        body.call(&args, &mut res)?;
        for k in 0..n {
            outs[k].set(o, res[k]);
        }
        next_index(&mut idx, &x0.dims);
    }
    Ok(())
}

/// Where window element `w` of output position `out` falls in the operand: `Some(linear
/// index)` inside it, `None` in padding or between dilated elements.
pub(crate) struct Window {
    pub(crate) win: Vec<u64>,
    pub(crate) stride: Vec<i64>,
    pub(crate) pad_lo: Vec<i64>,
    pub(crate) base_dil: Vec<i64>,
    pub(crate) win_dil: Vec<i64>,
}

impl Window {
    /// The window attributes of `reduce_window` / `select_and_scatter` `op` over rank `rank`.
    pub(crate) fn read(m: &Module, op: Op, rank: usize) -> Window {
        let pad = ints_or(m, op, "padding", 2 * rank, 0);
        Window {
            win: ints_or(m, op, "window_dimensions", rank, 1)
                .iter()
                .map(|&x| x as u64)
                .collect(),
            stride: ints_or(m, op, "window_strides", rank, 1),
            pad_lo: (0..rank).map(|i| pad[2 * i]).collect(),
            base_dil: ints_or(m, op, "base_dilations", rank, 1),
            win_dil: ints_or(m, op, "window_dilations", rank, 1),
        }
    }
    fn locate(&self, dims: &[u64], xs: &[usize], out: &[u64], w: &[u64]) -> Option<usize> {
        let mut lin = 0;
        for d in 0..dims.len() {
            lin += self.position(d, dims[d], out[d], w[d])? * xs[d];
        }
        Some(lin)
    }

    /// The dim `reduce_window` of `operands` operands folds as a run: with one undilated
    /// operand, the innermost window dim wider than 1 (every later dim's window is 1), else
    /// the last; `None` otherwise.
    fn run_dim(&self, operands: usize) -> Option<usize> {
        if operands != 1 || self.win.is_empty() || self.base_dil.iter().any(|&b| b != 1) {
            return None;
        }
        let last = self.win.len() - 1;
        Some((0..=last).rev().find(|&d| self.win[d] > 1).unwrap_or(last))
    }

    /// The input index along dim `d` (of `size`) that window offset `w` of output index `out`
    /// reads; `None` in the padding or between dilated elements.
    #[inline]
    fn position(&self, d: usize, size: u64, out: u64, w: u64) -> Option<usize> {
        let p = out as i64 * self.stride[d] - self.pad_lo[d] + w as i64 * self.win_dil[d];
        let b = self.base_dil[d];
        if b == 1 {
            // No dilation of the input (the usual case): no division.
            return (p >= 0 && p < size as i64).then_some(p as usize);
        }
        let extent = (size as i64 - 1) * b + 1;
        (p >= 0 && p < extent && p % b == 0).then_some((p / b) as usize)
    }
}

pub fn reduce_window(m: &Module, op: Op, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let n = outs.len();
    let body = Body::compile(m, m.ops[op].regions[0])?;
    let w = Window::read(m, op, ins[0].dims.len());
    let inits: Vec<f64> = ins[n..].iter().map(|b| b.get(0)).collect();
    let fold = WindowFold {
        xs: strides(&ins[0].dims),
        run_dim: w.run_dim(n),
        w: &w,
        ins: &ins[..n],
        inits: &inits,
        body: &body,
    };
    let (dims, os) = (&outs[0].dims, strides(&outs[0].dims));
    let window: u64 = w.win.iter().product();
    // Outputs apart on the machine's cores: each reads the operands only.
    super::parallel::split(
        outs[0].numel(),
        super::parallel::MIN_ITEMS.div_ceil(window.max(1) as usize),
        |part| {
            let mut idx: Vec<u64> = dims
                .iter()
                .zip(&os)
                .map(|(&d, &s)| (part.start / s) as u64 % d.max(1))
                .collect();
            let mut wi = vec![0u64; w.win.len()];
            let mut args = vec![0.0; 2 * n];
            let mut acc = vec![0.0; n];
            for o in part {
                fold.fold(&idx, &mut wi, &mut args, &mut acc)?;
                for k in 0..n {
                    outs[k].set(o, acc[k]);
                }
                next_index(&mut idx, dims);
            }
            Ok(())
        },
    )
}

/// How `reduce_window` folds the window of one output.
struct WindowFold<'a> {
    w: &'a Window,
    /// The operands, their strides (the same shape), and their init values.
    ins: &'a [Buf],
    xs: Vec<usize>,
    inits: &'a [f64],
    body: &'a Body,
    /// The dim folded as a run ([`WindowFold::fold_runs`]), if any ([`Window::run_dim`]).
    run_dim: Option<usize>,
}

impl WindowFold<'_> {
    /// Folds the window of the output at `idx` into `acc`, starting from the inits: every
    /// window position in order, an operand element or, in the padding, the init. `wi` and
    /// `args` are scratch.
    fn fold(
        &self,
        idx: &[u64],
        wi: &mut [u64],
        args: &mut [f64],
        acc: &mut [f64],
    ) -> Result<(), String> {
        let n = self.ins.len();
        acc.copy_from_slice(self.inits);
        wi.fill(0);
        if let Some(r) = self.run_dim {
            return self.fold_runs(r, idx, wi, args, acc);
        }
        loop {
            let at = self.w.locate(&self.ins[0].dims, &self.xs, idx, wi);
            for k in 0..n {
                args[k] = acc[k];
                args[n + k] = match at {
                    Some(i) => self.ins[k].get(i),
                    None => self.inits[k],
                };
            }
            self.body.call(args, acc)?;
            if !next_index(wi, &self.w.win) {
                return Ok(());
            }
        }
    }

    /// [`WindowFold::fold`] with the offsets of window dim `r` as a run ([`Window::run_dim`]):
    /// the other dims located once per run, each offset checked against dim `r` alone (the
    /// same positions in the same order; a cumulative sum along any axis runs whole rows).
    fn fold_runs(
        &self,
        r: usize,
        idx: &[u64],
        wi: &mut [u64],
        args: &mut [f64],
        acc: &mut [f64],
    ) -> Result<(), String> {
        let (w, x, xs) = (self.w, &self.ins[0], &self.xs);
        let rank = w.win.len();
        loop {
            let at = (0..rank).filter(|&d| d != r).try_fold(0, |lin, d| {
                Some(lin + w.position(d, x.dims[d], idx[d], wi[d])? * xs[d])
            });
            // The offsets j whose position p0 + j * dil lies inside the operand: jlo..jhi.
            let (p0, dil, win) = (
                idx[r] as i64 * w.stride[r] - w.pad_lo[r],
                w.win_dil[r].max(1),
                w.win[r] as i64,
            );
            let (jlo, jhi) = match at {
                Some(_) => (
                    ((-p0).max(0) + dil - 1) / dil,
                    ((x.dims[r] as i64 - p0).max(0) + dil - 1) / dil,
                ),
                None => (win, win),
            };
            let (jlo, jhi) = (jlo.min(win), jhi.clamp(jlo.min(win), win));
            let read = |j: i64| x.get(at.unwrap_or(0) + (p0 + j * dil) as usize * xs[r]);
            if self.body.fast().is_some_and(|f| f.0 == OpKind::Add) {
                // `Body::call`'s sum, in the same order.
                let init = self.inits[0];
                let mut a = acc[0];
                (0..jlo).for_each(|_| a += init);
                (jlo..jhi).for_each(|j| a += read(j));
                (jhi..win).for_each(|_| a += init);
                acc[0] = a;
            } else {
                for j in 0..win {
                    args[1] = match (jlo..jhi).contains(&j) {
                        true => read(j),
                        false => self.inits[0],
                    };
                    args[0] = acc[0];
                    self.body.call(args, acc)?;
                }
            }
            if r == 0 || !next_index(&mut wi[..r], &w.win[..r]) {
                return Ok(());
            }
        }
    }
}

pub fn select_and_scatter(m: &Module, op: Op, ins: &[Buf], out: &Buf) -> Result<(), String> {
    let (x, src, init) = (&ins[0], &ins[1], &ins[2]);
    let select = Body::compile(m, m.ops[op].regions[0])?;
    let scatter = Body::compile(m, m.ops[op].regions[1])?;
    let w = Window::read(m, op, x.dims.len());
    let w = Window {
        base_dil: vec![1; x.dims.len()],
        win_dil: vec![1; x.dims.len()],
        ..w
    };
    let xs = strides(&x.dims);
    let v0 = init.get(0);
    for i in 0..out.numel() {
        out.set(i, v0);
    }
    let mut idx = vec![0u64; src.dims.len()];
    let mut wi = vec![0u64; w.win.len()];
    let mut r = [0.0f64];
    for s in 0..src.numel() {
        wi.iter_mut().for_each(|v| *v = 0);
        let mut chosen: Option<usize> = None;
        loop {
            if let Some(i) = w.locate(&x.dims, &xs, &idx, &wi) {
                chosen = match chosen {
                    None => Some(i),
                    Some(c) => {
                        select.call(&[x.get(c), x.get(i)], &mut r)?;
                        if r[0] != 0.0 {
                            Some(c)
                        } else {
                            Some(i)
                        }
                    }
                };
            }
            if !next_index(&mut wi, &w.win) {
                break;
            }
        }
        if let Some(c) = chosen {
            scatter.call(&[out.get(c), src.get(s)], &mut r)?;
            out.set(c, r[0]);
        }
        next_index(&mut idx, &src.dims);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Folds every window of `x` through `fold`, the runs or the general path.
    fn windows(fold: &WindowFold, out_dims: &[u64]) -> Vec<f64> {
        let n: u64 = out_dims.iter().product();
        let mut idx = vec![0u64; out_dims.len()];
        let (mut wi, mut args, mut acc) = (vec![0u64; out_dims.len()], vec![0.0; 2], vec![0.0]);
        let mut got = Vec::new();
        for _ in 0..n {
            fold.fold(&idx, &mut wi, &mut args, &mut acc).unwrap();
            got.push(acc[0]);
            next_index(&mut idx, out_dims);
        }
        got
    }

    #[test]
    fn runs_fold_the_same_positions_in_the_same_order_as_the_general_path() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut rand = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let mut checked = 0;
        for case in 0..400 {
            let rank = 1 + rand(3) as usize;
            let dims: Vec<u64> = (0..rank).map(|_| 1 + rand(6)).collect();
            let w = Window {
                win: (0..rank).map(|_| 1 + rand(4)).collect(),
                stride: (0..rank).map(|_| 1 + rand(3) as i64).collect(),
                pad_lo: (0..rank).map(|_| rand(4) as i64).collect(),
                base_dil: vec![1; rank],
                win_dil: (0..rank).map(|_| 1 + rand(2) as i64).collect(),
            };
            let pad_hi: Vec<i64> = (0..rank).map(|_| rand(4) as i64).collect();
            let out_dims: Option<Vec<u64>> = (0..rank)
                .map(|d| {
                    let padded = dims[d] as i64 + w.pad_lo[d] + pad_hi[d];
                    let span = (w.win[d] as i64 - 1) * w.win_dil[d] + 1;
                    (padded >= span).then(|| ((padded - span) / w.stride[d] + 1) as u64)
                })
                .collect();
            let Some(out_dims) = out_dims else { continue };
            let numel = dims.iter().product::<u64>() as usize;
            let mut storage = vec![0u8; numel * 4];
            let x = Buf::new(&mut storage, 0, &dims, ElemType::F32).unwrap();
            for i in 0..numel {
                x.set(i, (rand(1000) as f64 - 500.0) / 8.0);
            }
            // A sum (the runs' own loop) and a maximum (through the body).
            for (kind, init) in [(OpKind::Add, 0.25), (OpKind::Maximum, -1.0e9)] {
                let body = Body {
                    steps: Vec::new(),
                    nargs: 2,
                    results: Vec::new(),
                    fast: Some((kind, ElemType::F32, None)),
                };
                let ins = [x.clone()];
                let inits = [init];
                let fold = |runs| WindowFold {
                    w: &w,
                    ins: &ins,
                    xs: strides(&dims),
                    inits: &inits,
                    body: &body,
                    run_dim: if runs { w.run_dim(1) } else { None },
                };
                let (want, got) = (
                    windows(&fold(false), &out_dims),
                    windows(&fold(true), &out_dims),
                );
                let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&got), bits(&want), "case {case}: {dims:?}, {kind:?}");
                checked += 1;
            }
        }
        assert!(checked > 100, "only {checked} windows checked");
    }
}
