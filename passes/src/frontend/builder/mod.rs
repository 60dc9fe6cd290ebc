//! Building forward models in Rust: a function of parameters and inputs returning a scalar
//! loss, made of StableHLO ops (see [`crate::autodiff`] for the training step).
//!
//! ```
//! use lowtide_passes::frontend::builder::Model;
//! use lowtide_ir::ElemType;
//! let mut b = Model::new("main", ElemType::F32);
//! let x = b.input("x", &[8, 16], ElemType::F32);
//! let y = b.input("labels", &[8], ElemType::Int(32));
//! let h = b.linear(x, 16, 32);
//! let h = b.relu(h);
//! let logits = b.linear(h, 32, 4);
//! let loss = b.softmax_cross_entropy(logits, y);
//! let (m, params) = b.finish(loss).unwrap();
//! assert_eq!(params.len(), 4);
//! ```
//!
//! Layers: `linear`, `relu`, `relu6`, `gelu`, `tanh`, `softmax`, `layer_norm`, `embedding`,
//! multi-head `attention` (causal) and `bidirectional_attention`, `dropout` (seeded),
//! `softmax_cross_entropy`, `mse`; for NHWC images (in [`conv`]) `conv2d` (stride, padding,
//! groups), `up_conv2d`, `batch_norm` (training mode, running statistics as state),
//! `max_pool` (any window, stride and padding), `avg_pool` (non-overlapping windows),
//! `global_avg_pool`, `concat`.
//!
//! State (batch norm's running statistics) is an input whose updated value the function also
//! returns, after the loss; the argument names that result with `tf.aliasing_output`, so the
//! training step updates it in place (see [`crate::autodiff::training_step`]).

mod conv;
pub use conv::Conv2d;

use crate::frontend::emitter::Emitter;
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::{Attr, Block, Dict, ElemType, Module, Op, OpName, Type, Value};

/// A forward model under construction.
pub struct Model {
    m: Module,
    f: Op,
    block: Block,
    elem: ElemType,
    /// Argument index of every parameter, in creation order.
    params: Vec<usize>,
    /// Argument names.
    names: Vec<String>,
    /// The first misuse (a layer given a tensor of the wrong shape), reported by `finish`.
    error: Option<String>,
    /// State: (argument index, updated value), returned after the loss.
    updates: Vec<(usize, Value)>,
}

impl Model {
    /// An empty model whose function is `name` and whose parameters have element type `elem`.
    pub fn new(name: &str, elem: ElemType) -> Model {
        let mut m = Module::new();
        let f = m.create_op(OpName::new("func.func"), vec![], vec![]);
        m.ops[f]
            .properties
            .set("sym_name", Attr::Str(name.to_string()));
        let region = m.add_region(f);
        let block = m.create_block(vec![]);
        m.append_block(region, block);
        m.top.push(f);
        Model {
            m,
            f,
            block,
            elem,
            params: Vec::new(),
            names: Vec::new(),
            error: None,
            updates: Vec::new(),
        }
    }

    /// The static dims of `x` when it has rank `rank` (0 for any rank of at least 1), else
    /// `None` with the first misuse recorded for `finish` to report.
    fn shape(&mut self, x: Value, rank: usize, layer: &str) -> Option<Vec<u64>> {
        let d = self.m.ty(x).as_tensor().and_then(|t| t.static_dims());
        let ok = d.as_ref().is_some_and(|d| {
            if rank == 0 {
                !d.is_empty()
            } else {
                d.len() == rank
            }
        });
        if !ok && self.error.is_none() {
            let want = if rank == 0 {
                "a static tensor of rank 1 or more".to_string()
            } else {
                format!("a static rank-{rank} tensor")
            };
            self.error = Some(format!("{layer} needs {want}, got {}", self.m.ty(x)));
        }
        d.filter(|_| ok)
    }

    /// Records `msg` as the first misuse when `ok` is false.
    fn check(&mut self, ok: bool, msg: impl FnOnce() -> String) -> bool {
        if !ok && self.error.is_none() {
            self.error = Some(msg());
        }
        ok
    }

    fn e(&mut self) -> Emitter<'_> {
        let at = self.m.blocks[self.block].ops.len();
        Emitter {
            m: &mut self.m,
            block: self.block,
            at,
        }
    }

    /// A trainable parameter.
    pub fn param(&mut self, name: &str, dims: &[u64]) -> Value {
        let elem = self.elem;
        let v = self.e().add_arg(Type::tensor(dims, elem));
        self.params.push(self.names.len());
        self.names.push(name.to_string());
        v
    }

    /// State carried from step to step (not trained): an input of `dims`, and `update`
    /// gives its value for the next step.
    pub fn state(&mut self, name: &str, dims: &[u64]) -> Value {
        let elem = self.elem;
        self.input(name, dims, elem)
    }

    /// Makes `next` the value state `s` (from [`Model::state`]) has after this step.
    pub fn update(&mut self, s: Value, next: Value) {
        let args = &self.m.blocks[self.block].args;
        let i = args.iter().position(|&a| a == s);
        let same = self.m.ty(s) == self.m.ty(next);
        if !self.check(i.is_some() && same, || {
            "update needs a state input (from Model::state) and a next value of its type".into()
        }) {
            return;
        }
        if let Some(i) = i {
            self.updates.push((i, next));
        }
    }

    /// A batch input.
    pub fn input(&mut self, name: &str, dims: &[u64], elem: ElemType) -> Value {
        let v = self.e().add_arg(Type::tensor(dims, elem));
        self.names.push(name.to_string());
        v
    }

    /// `x · W + b` over the last dim of `x` (`W`: `[in, out]`, `b`: `[out]`, both new params).
    pub fn linear(&mut self, x: Value, inputs: u64, outputs: u64) -> Value {
        let n = self.params.len() / 2;
        let w = self.param(&format!("dense{n}.w"), &[inputs, outputs]);
        let b = self.param(&format!("dense{n}.b"), &[outputs]);
        let mut e = self.e();
        let rank = e.dims(x).len() as i64;
        let y = e.dot(x, w, &[rank - 1], &[0]);
        let d = e.dims(y);
        let bb = e.broadcast(b, &d, &[rank - 1]);
        e.ew("stablehlo.add", &[y, bb])
    }

    /// `max(x, 0)`.
    pub fn relu(&mut self, x: Value) -> Value {
        self.e().with_scalar("stablehlo.maximum", x, 0.0)
    }

    /// `tanh(x)`.
    pub fn tanh(&mut self, x: Value) -> Value {
        self.e().ew("stablehlo.tanh", &[x])
    }

    /// GELU, tanh approximation: `0.5 x (1 + tanh(√(2/π) (x + 0.044715 x³)))`.
    pub fn gelu(&mut self, x: Value) -> Value {
        let mut e = self.e();
        let x2 = e.ew("stablehlo.multiply", &[x, x]);
        let x3 = e.ew("stablehlo.multiply", &[x2, x]);
        let c = e.with_scalar("stablehlo.multiply", x3, 0.044715);
        let inner = e.ew("stablehlo.add", &[x, c]);
        let k = e.with_scalar(
            "stablehlo.multiply",
            inner,
            (2.0 / std::f64::consts::PI).sqrt(),
        );
        let t = e.ew("stablehlo.tanh", &[k]);
        let one = e.with_scalar("stablehlo.add", t, 1.0);
        let half = e.with_scalar("stablehlo.multiply", one, 0.5);
        e.ew("stablehlo.multiply", &[x, half])
    }

    /// Softmax over the last dim (the max subtracted for stability carries no gradient).
    pub fn softmax(&mut self, x: Value) -> Value {
        let mut e = self.e();
        let d = e.dims(x);
        let last = d.len() as i64 - 1;
        let keep: Vec<i64> = (0..last).collect();
        let (_, ex) = shifted_exp(&mut e, x);
        let s = e.reduce(ex, &[last], false);
        let sb = e.broadcast(s, &d, &keep);
        e.ew("stablehlo.divide", &[ex, sb])
    }

    /// Layer normalization over the last dim, with a learned scale and shift (new params).
    pub fn layer_norm(&mut self, x: Value) -> Value {
        let d = self.e().dims(x);
        let width = *d.last().unwrap_or(&1);
        let n = self.params.len() / 2;
        let gamma = self.param(&format!("norm{n}.scale"), &[width]);
        let beta = self.param(&format!("norm{n}.shift"), &[width]);
        let mut e = self.e();
        let last = d.len() as i64 - 1;
        let keep: Vec<i64> = (0..last).collect();
        let sum = e.reduce(x, &[last], false);
        let mean = e.with_scalar("stablehlo.multiply", sum, 1.0 / width as f64);
        let mb = e.broadcast(mean, &d, &keep);
        let xc = e.ew("stablehlo.subtract", &[x, mb]);
        let sq = e.ew("stablehlo.multiply", &[xc, xc]);
        let ss = e.reduce(sq, &[last], false);
        let var = e.with_scalar("stablehlo.multiply", ss, 1.0 / width as f64);
        let ve = e.with_scalar("stablehlo.add", var, 1e-5);
        let inv = e.ew("stablehlo.rsqrt", &[ve]);
        let ib = e.broadcast(inv, &d, &keep);
        let xn = e.ew("stablehlo.multiply", &[xc, ib]);
        let gb = e.broadcast(gamma, &d, &[last]);
        let bb = e.broadcast(beta, &d, &[last]);
        let scaled = e.ew("stablehlo.multiply", &[xn, gb]);
        e.ew("stablehlo.add", &[scaled, bb])
    }

    /// Rows of a new `[vocab, width]` table for integer `ids` (shape `[..]` -> `[.., width]`);
    /// returns the rows and the table (for a tied output layer, see [`Model::unembed`]).
    pub fn embedding(&mut self, ids: Value, vocab: u64, width: u64) -> (Value, Value) {
        let n = self.params.len();
        let table = self.param(&format!("embed{n}.table"), &[vocab, width]);
        (self.e().take_rows(table, ids), table)
    }

    /// A learned embedding of the positions `0..seq`, for a batch: `[batch, seq, width]`.
    pub fn positions(&mut self, batch: u64, seq: u64, width: u64) -> Value {
        let n = self.params.len();
        let table = self.param(&format!("positions{n}.table"), &[seq, width]);
        let mut e = self.e();
        let ids = e.iota(&[batch, seq], 1, ElemType::Int(32));
        e.take_rows(table, ids)
    }

    /// Scores against every row of an embedding table (`[.., width]` -> `[.., vocab]`): an
    /// output layer tied to the input embedding.
    pub fn unembed(&mut self, h: Value, table: Value) -> Value {
        let mut e = self.e();
        let r = e.dims(h).len() as i64;
        e.dot(h, table, &[r - 1], &[1])
    }

    /// `a + b` (a residual connection).
    pub fn add(&mut self, a: Value, b: Value) -> Value {
        self.e().ew("stablehlo.add", &[a, b])
    }

    /// Causal multi-head self-attention over `x: [B, T, D]` with `heads` heads: query, key,
    /// value and output projections (new params), scores scaled by `1/sqrt(D/heads)`, each
    /// position attending to itself and earlier ones.
    pub fn attention(&mut self, x: Value, heads: u64) -> Value {
        self.attend(x, heads, true)
    }

    /// Multi-head self-attention in which every position attends to every position (an
    /// encoder's, as in BERT and ViT); otherwise as [`Model::attention`].
    pub fn bidirectional_attention(&mut self, x: Value, heads: u64) -> Value {
        self.attend(x, heads, false)
    }

    fn attend(&mut self, x: Value, heads: u64, causal: bool) -> Value {
        let Some(d) = self.shape(x, 3, "attention") else {
            return x;
        };
        let (b, t, w) = (d[0], d[1], d[2]);
        if !self.check(heads > 0 && w % heads == 0, || {
            format!("attention over width {w} needs a positive number of heads dividing it, got {heads}")
        }) {
            return x;
        }
        let hd = w / heads;
        let q = self.linear(x, w, w);
        let k = self.linear(x, w, w);
        let v = self.linear(x, w, w);
        let mut e = self.e();
        let split = |e: &mut Emitter, y: Value| {
            let r = e.reshape(y, &[b, t, heads, hd]);
            e.transpose(r, &[0, 2, 1, 3])
        };
        let (q, k, v) = (split(&mut e, q), split(&mut e, k), split(&mut e, v));
        let scores = e.dot_general(q, k, &[0, 1], &[0, 1], &[3], &[3]);
        let scaled = e.with_scalar("stablehlo.multiply", scores, 1.0 / (hd as f64).sqrt());
        let masked = if causal {
            causal_mask(&mut e, scaled)
        } else {
            scaled
        };
        let p = self.softmax(masked);
        let mut e = self.e();
        let o = e.dot_general(p, v, &[0, 1], &[0, 1], &[3], &[2]);
        let o = e.transpose(o, &[0, 2, 1, 3]);
        let o = e.reshape(o, &[b, t, w]);
        self.linear(o, w, w)
    }

    /// `x` plus a new bias parameter along its last dim.
    pub fn bias(&mut self, x: Value) -> Value {
        if self.shape(x, 0, "bias").is_none() {
            return x;
        }
        let n = self.params.len();
        self.add_bias(x, &format!("bias{n}"))
    }

    /// A learned token prepended to a sequence (ViT's class token): a new `[width]`
    /// parameter as `[batch, 1, width]`.
    pub fn class_token(&mut self, batch: u64, width: u64) -> Value {
        let n = self.params.len();
        let t = self.param(&format!("cls{n}.token"), &[width]);
        self.e().broadcast(t, &[batch, 1, width], &[2])
    }

    /// A constant tensor of zeros.
    pub fn zeros(&mut self, dims: &[u64], elem: ElemType) -> Value {
        self.e().splat(0.0, dims, elem)
    }

    /// `x[start..limit]`.
    pub fn slice(&mut self, x: Value, start: &[u64], limit: &[u64]) -> Value {
        let d = self.e().dims(x);
        let ok = start.len() == d.len()
            && limit.len() == d.len()
            && (0..d.len()).all(|i| start[i] <= limit[i] && limit[i] <= d[i]);
        if !self.check(ok, || {
            format!("slice [{start:?}, {limit:?}) does not fit a tensor of shape {d:?}")
        }) {
            return x;
        }
        self.e().slice(x, start, limit)
    }

    /// `x` with the same elements in shape `dims`.
    pub fn reshape(&mut self, x: Value, dims: &[u64]) -> Value {
        self.e().reshape(x, dims)
    }

    /// A scalar `ui32` seed input, for [`Model::dropout`].
    pub fn seed(&mut self, name: &str) -> Value {
        self.input(name, &[], ElemType::UInt(32))
    }

    /// Dropout: each element kept with probability `1 - rate` and scaled by `1/(1 - rate)`.
    /// The mask is a hash of the element's index and the `seed` input (a `ui32` scalar), so a
    /// recomputation with the same seed drops the same elements.
    pub fn dropout(&mut self, x: Value, seed: Value, rate: f64) -> Value {
        let mut e = self.e();
        let d = e.dims(x);
        let elem = e.elem(x);
        let u = ElemType::UInt(32);
        let n = elements(&d);
        let flat = e.iota(&[n], 0, u);
        let idx = e.reshape(flat, &d);
        let s = e.broadcast(seed, &d, &[]);
        let mut h = e.with_scalar("stablehlo.multiply", idx, 2654435761.0);
        h = e.ew("stablehlo.xor", &[h, s]);
        for (shift, mul) in [(16.0, 2246822507.0), (13.0, 3266489909.0)] {
            let sh = e.with_scalar("stablehlo.shift_right_logical", h, shift);
            h = e.ew("stablehlo.xor", &[h, sh]);
            h = e.with_scalar("stablehlo.multiply", h, mul);
        }
        let sh = e.with_scalar("stablehlo.shift_right_logical", h, 16.0);
        h = e.ew("stablehlo.xor", &[h, sh]);
        let threshold = e.splat((rate.clamp(0.0, 1.0) * 4294967295.0).floor(), &d, u);
        let keep = e.compare(h, threshold, "GE");
        let mask = e.convert(keep, elem);
        let scaled = e.with_scalar("stablehlo.multiply", mask, 1.0 / (1.0 - rate).max(1e-12));
        e.ew("stablehlo.multiply", &[x, scaled])
    }

    /// Mean over every position of `-log softmax(logits)[label]`, classes along the last dim
    /// of `logits` (`[.., C]`), integer `labels` of the other dims (`[..]`). The max subtracted
    /// for stability carries no gradient (`lt.stop_gradient`), which is exact: the loss does
    /// not depend on it.
    pub fn softmax_cross_entropy(&mut self, logits: Value, labels: Value) -> Value {
        let Some(d) = self.shape(logits, 0, "softmax_cross_entropy") else {
            return logits;
        };
        let mut e = self.e();
        let elem = e.elem(logits);
        let last = d.len() as i64 - 1;
        let keep: Vec<i64> = (0..last).collect();
        let (sh, ex) = shifted_exp(&mut e, logits);
        let s = e.reduce(ex, &[last], false);
        let ls = e.ew("stablehlo.log", &[s]);
        let lb = e.broadcast(ls, &d, &keep);
        let logp = e.ew("stablehlo.subtract", &[sh, lb]);
        let lab = e.broadcast(labels, &d, &keep);
        let label_elem = e.elem(labels);
        let iota = e.iota(&d, last, label_elem);
        let hit = e.compare(lab, iota, "EQ");
        let onehot = e.convert(hit, elem);
        let picked = e.ew("stablehlo.multiply", &[onehot, logp]);
        let all: Vec<i64> = (0..d.len() as i64).collect();
        let total = e.reduce(picked, &all, false);
        let positions = elements(&d[..d.len() - 1]);
        let scale = e.scalar(-1.0 / positions.max(1) as f64, elem);
        e.ew("stablehlo.multiply", &[total, scale])
    }

    /// Mean of `(pred - target)²` over every element.
    pub fn mse(&mut self, pred: Value, target: Value) -> Value {
        let mut e = self.e();
        let d = e.dims(pred);
        let elem = e.elem(pred);
        let diff = e.ew("stablehlo.subtract", &[pred, target]);
        let sq = e.ew("stablehlo.multiply", &[diff, diff]);
        let all: Vec<i64> = (0..d.len() as i64).collect();
        let total = e.reduce(sq, &all, false);
        let n = elements(&d);
        let scale = e.scalar(1.0 / n.max(1) as f64, elem);
        e.ew("stablehlo.multiply", &[total, scale])
    }

    /// Ends the function returning `loss`; the module (verified) and the argument indices of
    /// the parameters.
    pub fn finish(mut self, loss: Value) -> Result<(Module, Vec<usize>), String> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        let mut results = vec![loss];
        results.extend(self.updates.iter().map(|u| u.1));
        let ret = self
            .m
            .create_op(OpName::new("func.return"), results.clone(), vec![]);
        self.m.append_op(self.block, ret);
        let inputs: Vec<Type> = self.m.blocks[self.block]
            .args
            .iter()
            .map(|&a| self.m.ty(a).clone())
            .collect();
        let outs = results.iter().map(|&v| self.m.ty(v).clone()).collect();
        set_signature(&mut self.m, self.f, inputs, outs);
        let names: Vec<Attr> = self
            .names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let mut d = Dict::default();
                lowtide_ir::plan::set_arg_name(&mut d, n);
                if let Some(j) = self.updates.iter().position(|u| u.0 == i) {
                    let i32t = Type::Scalar(ElemType::Int(32));
                    d.set("tf.aliasing_output", Attr::Int(1 + j as i64, i32t));
                }
                Attr::Dict(d)
            })
            .collect();
        self.m.ops[self.f]
            .properties
            .set("arg_attrs", Attr::Array(names));
        lowtide_ir::verify(&self.m).map_err(|e| e.to_diagnostic(&self.m, "model").to_string())?;
        Ok((self.m, self.params))
    }
}

/// The number of elements of `dims` (saturating: a count past `u64` is not a tensor anyone
/// can plan, and `assign-buffers` says so).
pub(crate) fn elements(dims: &[u64]) -> u64 {
    dims.iter().fold(1u64, |a, &b| a.saturating_mul(b))
}

/// `x` minus its max over the last dim, and the exponential of that: the max carries no
/// gradient (`lt.stop_gradient`), which is exact for softmax and its log, which do not
/// depend on it.
fn shifted_exp(e: &mut Emitter, x: Value) -> (Value, Value) {
    let d = e.dims(x);
    let last = d.len() as i64 - 1;
    let keep: Vec<i64> = (0..last).collect();
    let mx = e.reduce(x, &[last], true);
    let mx_op = e.m.def_op(mx).expect("an op result");
    plan::set(e.m, mx_op, Mark::StopGradient);
    let mb = e.broadcast(mx, &d, &keep);
    let sh = e.ew("stablehlo.subtract", &[x, mb]);
    let ex = e.ew("stablehlo.exponential", &[sh]);
    (sh, ex)
}

/// Scores `[B, heads, T, T]` with every key after its query set to -1e9 (removed by the
/// softmax).
fn causal_mask(e: &mut Emitter, scores: Value) -> Value {
    let d = e.dims(scores);
    let (t, elem) = (d[3], e.elem(scores));
    let row = e.iota(&[t, t], 0, ElemType::Int(32));
    let col = e.iota(&[t, t], 1, ElemType::Int(32));
    let allowed = e.compare(col, row, "LE");
    let mask = e.broadcast(allowed, &d, &[2, 3]);
    let low = e.splat(-1e9, &d, elem);
    let ty = Type::tensor(&d, elem);
    e.op("stablehlo.select", vec![mask, scores, low], vec![], ty)
}

/// Sets `f`'s `function_type`.
pub fn set_signature(m: &mut Module, f: Op, inputs: Vec<Type>, results: Vec<Type>) {
    let ft = Type::Function(Box::new(lowtide_ir::types::FunctionType {
        inputs,
        results,
    }));
    m.ops[f].properties.set("function_type", Attr::Type(ft));
}
