//! CUDA C for one op, generated from its static shapes and attributes.
//!
//! Every kernel is a grid-stride loop over work items: one output element per item (eight
//! when the kernel writes an `i1` tensor, so that one thread owns each byte of bits). A
//! reduction's item is a result element that folds its operand elements in the operand's
//! order, as the CPU device does, so sums round the same way; a long reduction with a simple
//! body is split over a block's threads instead (`split.rs`), and convolutions are tiled
//! (`conv.rs`). Kernels read every operand
//! element an item needs before writing its results, so an op the plan runs in place over an
//! operand it reads elementwise stays correct. Parameters are the operands' then the
//! results' base pointers (`char*`, the arena's base plus the plan's offset).

use super::scalar::{expr, literal, tag};
use crate::scalar::Cmp;
use lowtide_ir::attr::DenseData;
use lowtide_ir::stablehlo::DotDims;
use lowtide_ir::{Attr, Block, ElemType, Module, Op, OpKind, Traits, Value};
use std::collections::HashMap;
use std::fmt::Write;

/// Threads per block of every launch.
pub const BLOCK: u32 = 256;

mod conv;
mod gather;
mod sort;
mod split;
pub use split::SPLIT_MIN;
mod window;

/// A tensor an op reads or writes: its shape and element type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    /// Dims.
    pub dims: Vec<u64>,
    /// Element type.
    pub elem: ElemType,
}

impl Shape {
    fn numel(&self) -> u64 {
        self.dims.iter().product()
    }
}

/// Which of an op's tensors a kernel parameter points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Operand `k`.
    In(usize),
    /// Result `k`.
    Out(usize),
    /// A number the launch passes in the pointer's place (which block of rows a launch of a
    /// kernel run once per block computes): the kernel reads it as `(u64)a{k}`.
    Imm(u64),
}

/// One generated kernel: its name (from the hash of its source), its source, its parameters
/// and the work items to launch.
#[derive(Clone, Debug)]
pub struct Kernel {
    /// `k` and 16 hex digits.
    pub name: String,
    /// The `__global__` function and, for the emulated device, its host entry point.
    pub source: String,
    /// What each pointer parameter points at.
    pub args: Vec<Arg>,
    /// Work items (threads) the launch needs.
    pub items: u64,
    /// Threads per block ([`BLOCK`] but for kernels that share memory within a block).
    pub block: u32,
}

impl Kernel {
    /// Blocks of `block` threads to launch (at least one, at most 65,535: the loop strides).
    pub fn grid(&self) -> u32 {
        self.items
            .div_ceil(self.block.max(1) as u64)
            .clamp(1, 65_535) as u32
    }
}

/// What the device does for one op.
#[derive(Clone, Debug)]
pub enum Work {
    /// Launch a kernel.
    Launch(Kernel),
    /// A row-major single-precision GEMM per batch (cuBLAS on the GPU; the CPU device's GEMM
    /// on the emulated device): the op's `dot_general` when its layout is one.
    Gemm(Gemm),
    /// Write these bytes (computed on the host, as the CPU device computes them) into result
    /// `k`: constants.
    Upload {
        /// The result.
        k: usize,
        /// Its bytes as stored.
        bytes: Vec<u8>,
    },
}

/// A row-major single-precision GEMM: `calls` cuBLAS calls of `batch` products each,
/// `out[b]` (M x N) = `lhs[b]` (M x K, or K x M when `lhs_t`) times `rhs[b]` (K x N, or N x K
/// when `rhs_t`). Each stored matrix has its own row stride (`ld`: a batch dim may lie between
/// its two runs of dims, as attention's heads do), consecutive products of a call lie `stride`
/// elements apart, and call `c` starts at element offsets `calls[c]` of lhs, rhs and out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gemm {
    /// Products per call.
    pub batch: u64,
    /// Rows of the result.
    pub m: u64,
    /// Columns of the result.
    pub n: u64,
    /// The contraction.
    pub k: u64,
    /// The lhs is stored K x M.
    pub lhs_t: bool,
    /// The rhs is stored N x K.
    pub rhs_t: bool,
    /// Elements between rows of the stored lhs, rhs and result.
    pub ld: (u64, u64, u64),
    /// Elements between consecutive products of a call, in lhs, rhs and result.
    pub stride: (u64, u64, u64),
    /// Where each call's first product starts in lhs, rhs and result (elements).
    pub calls: Vec<(u64, u64, u64)>,
    /// The `dot_general`'s precision is `DEFAULT` (or unset) for both operands: StableHLO's
    /// "fastest", which a device may run on TF32 tensor cores (`CudaDevice` does when
    /// `LOWTIDE_CUDA_TF32=1`, as XLA:GPU does by default).
    pub fast: bool,
}

/// A column-major `gemmStridedBatched` call (cuBLAS's arguments): C = op(A) x op(B), with
/// A the rhs and B the lhs, C the result (row-major out = lhs x rhs is column-major
/// out^T = rhs^T x lhs^T).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlasCall {
    /// Whether A (the rhs) and B (the lhs) are transposed.
    pub trans: (bool, bool),
    /// Rows of op(A) and C, columns of op(B) and C, and the contraction.
    pub mnk: (i32, i32, i32),
    /// Leading dimensions of A, B and C.
    pub ld: (i32, i32, i32),
    /// Elements between batches of A, B and C.
    pub stride: (i64, i64, i64),
    /// Products.
    pub batch: i32,
}

impl Gemm {
    /// The cuBLAS call computing each call's products (from its offsets).
    pub fn blas(&self) -> BlasCall {
        let (m, n, k) = (self.m as i32, self.n as i32, self.k as i32);
        BlasCall {
            trans: (self.rhs_t, self.lhs_t),
            mnk: (n, m, k),
            ld: (self.ld.1 as i32, self.ld.0 as i32, self.ld.2 as i32),
            stride: (
                self.stride.1 as i64,
                self.stride.0 as i64,
                self.stride.2 as i64,
            ),
            batch: self.batch as i32,
        }
    }
}

/// cuBLAS calls a [`Gemm`] may take at most (one per index of the batch dims it does not
/// batch); a `dot_general` needing more runs as a loop kernel.
pub const GEMM_CALLS: u64 = 256;

/// The [`Gemm`] a `dot_general` of f32 operands is, when each operand's free and contracting
/// dims are each one contiguous run, the contracting runs paired in order and the inner run
/// the operand's last dims (its batch dims anywhere else); `None` otherwise (or when a size is
/// zero, or it would take more than [`GEMM_CALLS`] calls).
fn gemm_layout(dn: &DotDims, l: &Shape, r: &Shape, out: &Shape) -> Option<Gemm> {
    use lowtide_ir::ElemType::F32;
    if (l.elem, r.elem, out.elem) != (F32, F32, F32) {
        return None;
    }
    let [lb, lc, lf] = dn.operand(true, l.dims.len());
    let [rb, rc, rf] = dn.operand(false, r.dims.len());
    let run = |v: &[usize]| v.windows(2).all(|w| w[1] == w[0] + 1);
    if lb.len() != rb.len() || ![&lc, &lf, &rc, &rf].iter().all(|v| run(v)) {
        return None;
    }
    let size = |dims: &[u64], v: &[usize]| v.iter().map(|&d| dims[d]).product::<u64>();
    let (m, n, k) = (size(&l.dims, &lf), size(&r.dims, &rf), size(&l.dims, &lc));
    // An operand as a stored matrix: whether its contracting run is the inner one (the
    // operand's last dims), and the elements between rows (the outer run's last dim's stride).
    let matrix = |dims: &[u64], c: &[usize], f: &[usize], cols: (u64, u64)| {
        let st = strides(dims);
        let last = dims.len().checked_sub(1)?;
        let (inner_c, outer) = if c.last() == Some(&last) {
            (true, f)
        } else if f.last() == Some(&last) {
            (false, c)
        } else if c.is_empty() && f.is_empty() {
            (true, f)
        } else {
            return None;
        };
        // With both runs present, the outer one comes first (runs cannot interleave).
        let ld = match outer.last() {
            Some(&d) => st[d],
            None => {
                if inner_c {
                    cols.0
                } else {
                    cols.1
                }
            }
        };
        Some((inner_c, ld))
    };
    let (l_inner_c, ld_l) = matrix(&l.dims, &lc, &lf, (k, m))?;
    let (r_inner_c, ld_r) = matrix(&r.dims, &rc, &rf, (k, n))?;
    // Batch dims: their counts and strides (lhs, rhs, result), adjacent ones merged where
    // they step as one dim; the longest run becomes cuBLAS's batch, the rest calls.
    let (ls, rs, os) = (strides(&l.dims), strides(&r.dims), strides(&out.dims));
    let mut groups: Vec<(u64, (u64, u64, u64))> = Vec::new();
    for (i, (&a, &b)) in lb.iter().zip(&rb).enumerate() {
        if l.dims[a] != r.dims[b] {
            return None;
        }
        let (c, st) = (l.dims[a], (ls[a], rs[b], os[i]));
        match groups.last_mut() {
            Some((pc, ps)) if *ps == (st.0 * c, st.1 * c, st.2 * c) => {
                *pc *= c;
                *ps = st;
            }
            _ => groups.push((c, st)),
        }
    }
    let inner = (0..groups.len()).rev().max_by_key(|&g| groups[g].0);
    let (batch, stride) = match inner {
        Some(g) => groups[g],
        None => (1, (m * k, n * k, m * n)),
    };
    let mut calls = vec![(0u64, 0u64, 0u64)];
    for (g, &(c, st)) in groups.iter().enumerate() {
        if Some(g) == inner {
            continue;
        }
        if calls.len() as u64 * c > GEMM_CALLS {
            return None;
        }
        calls = calls
            .iter()
            .flat_map(|&(a, b, o)| (0..c).map(move |i| (a + i * st.0, b + i * st.1, o + i * st.2)))
            .collect();
    }
    let total: u64 = groups.iter().map(|g| g.0).product();
    let fits = |v: u64| v > 0 && v <= i32::MAX as u64;
    // The result is [batch..., lhs free..., rhs free...]: rows of N, dense.
    (k == size(&r.dims, &rc)
        && out.numel() == total * m * n
        && out.dims.len() == lb.len() + lf.len() + rf.len()
        && [batch, m, n, k, ld_l, ld_r].into_iter().all(fits))
    .then_some(Gemm {
        batch,
        m,
        n,
        k,
        lhs_t: !l_inner_c,
        rhs_t: r_inner_c,
        ld: (ld_l, ld_r, n),
        stride,
        calls,
        fast: false,
    })
}

/// The operands of `op` that are one-element splat constants, with their stored bits
/// (little-endian in a u64): kernels of `reduce` and `lt.fused` read these from their source
/// ([`Writer::open`]), so such a constant launches nothing when only those read it
/// ([`crate::cuda::Works`]).
pub(crate) fn scalar_operands(m: &Module, op: Op) -> Vec<(usize, u64)> {
    m.ops[op]
        .operands
        .iter()
        .enumerate()
        .filter_map(|(k, &v)| Some((k, scalar_constant(m, v)?)))
        .collect()
}

/// The stored bits of `v` when it is a splat constant of one element of at most 8 bytes.
pub(crate) fn scalar_constant(m: &Module, v: Value) -> Option<u64> {
    let c = m.def_op(v)?;
    if m.kind(c) != Some(OpKind::Constant) {
        return None;
    }
    let Some(Attr::Dense(d)) = m.attr(c, "value") else {
        return None;
    };
    let t = m.ty(v).as_tensor()?;
    let dims = t.static_dims()?;
    let bytes = t.elem.storage_bytes(1)?;
    if !matches!(d.data, DenseData::Splat(_)) || dims.iter().product::<u64>() != 1 || bytes > 8 {
        return None;
    }
    let mut host = [0u8; 8];
    let view = crate::tensor::Buf::new(&mut host[..bytes as usize], 0, &dims, t.elem).ok()?;
    crate::kernels::run(m, c, &[], &[view]).ok()?;
    Some(u64::from_le_bytes(host))
}

/// Whether every operand precision of dot `op` is `DEFAULT` (none given: all are).
fn default_precision(m: &Module, op: Op) -> bool {
    match m.attr(op, "precision_config") {
        Some(Attr::Array(ps)) => ps
            .iter()
            .all(|p| matches!(p, Attr::Opaque(s) if s.ends_with("precision DEFAULT>"))),
        _ => true,
    }
}

/// 64-bit FNV-1a: stable names and cache keys for generated source.
pub fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Row-major strides of `dims`.
fn strides(dims: &[u64]) -> Vec<u64> {
    crate::tensor::strides(dims)
        .into_iter()
        .map(|s| s as u64)
        .collect()
}

fn ints(m: &Module, op: Op, k: &str) -> Result<Vec<i64>, String> {
    match m.attr(op, k) {
        Some(Attr::Dense(d)) => d.ints(),
        Some(a) => a.as_i64s(),
        None => None,
    }
    .ok_or_else(|| format!("'{}' needs `{k}`", m.name(op)))
}

use crate::kernels::ints_or;

/// A kernel being written: its parameters and the body of its item loop.
#[derive(Clone)]
struct Writer {
    args: Vec<Arg>,
    body: String,
    /// Constant arrays at file scope.
    globals: String,
    fresh: usize,
    /// Operands that are one-element splat constants ([`scalar_operands`]), with their bits:
    /// the kernel reads them from its own source, not from their buffers.
    scalars: Vec<(usize, u64)>,
}

impl Writer {
    fn new(args: Vec<Arg>) -> Writer {
        Writer {
            args,
            body: String::new(),
            globals: String::new(),
            fresh: 0,
            scalars: Vec::new(),
        }
    }

    /// Appends the kernel's file-scope arrays and its signature to `s`, the parameters of
    /// [`scalars`](Writer::scalars) pointed at copies of their bits in the source.
    fn open(&self, s: &mut String) {
        s.push_str(&self.globals);
        let mut shadows = String::new();
        for (j, a) in self.args.iter().enumerate() {
            if let Arg::In(k) = a {
                if let Some((_, bits)) = self.scalars.iter().find(|(i, _)| i == k) {
                    let _ = writeln!(s, "LT_CONST u64 KNAME_s{j}[1] = {{{bits}ULL}};");
                    let _ = writeln!(shadows, "  a{j} = (char*)KNAME_s{j};");
                }
            }
        }
        let params: Vec<String> = (0..self.args.len())
            .map(|k| format!("char* a{k}"))
            .collect();
        let _ = writeln!(s, "LT_KERNEL KNAME({}) {{", params.join(", "));
        s.push_str(&shadows);
    }

    /// The parameter name of `a` (adding it when new).
    fn param(&mut self, a: Arg) -> String {
        let k = match self.args.iter().position(|&x| x == a) {
            Some(k) => k,
            None => {
                self.args.push(a);
                self.args.len() - 1
            }
        };
        format!("a{k}")
    }

    fn var(&mut self) -> String {
        self.fresh += 1;
        format!("v{}", self.fresh)
    }

    fn line(&mut self, s: impl AsRef<str>) {
        self.body.push_str("      ");
        self.body.push_str(s.as_ref());
        self.body.push('\n');
    }

    /// The lines `f` writes, taken out of the body (for a loop around them); parameters,
    /// arrays and names stay shared.
    fn capture<R>(
        &mut self,
        f: impl FnOnce(&mut Writer) -> Result<R, String>,
    ) -> Result<(R, String), String> {
        let saved = std::mem::take(&mut self.body);
        let r = f(self);
        let inner = std::mem::replace(&mut self.body, saved);
        Ok((r?, inner))
    }

    /// `dims`' multi-index of flat index `flat` as variables `{p}0..`.
    fn unflatten(&mut self, flat: &str, dims: &[u64], p: &str) {
        let st = strides(dims);
        // A dim of size 0 has no elements to index (and no division by zero in the source).
        for (k, (&d, &s)) in dims.iter().zip(&st).enumerate() {
            let (d, s) = (d.max(1), s.max(1));
            self.line(format!("const u64 {p}{k} = ({flat} / {s}ULL) % {d}ULL;"));
        }
    }

    /// A file-scope array of `vals` (as bits) and its name.
    fn array(&mut self, vals: &[f64]) -> String {
        self.fresh += 1;
        // Named after the kernel: a program holds many kernels' arrays.
        let name = format!("KNAME_c{}", self.fresh);
        let _ = write!(self.globals, "LT_CONST u64 {name}[{}] = {{", vals.len());
        for (j, v) in vals.iter().enumerate() {
            if j % 8 == 0 {
                self.globals.push_str("\n  ");
            }
            let _ = write!(self.globals, "{}ULL, ", v.to_bits());
        }
        self.globals.push_str("\n};\n");
        name
    }

    /// The finished kernel: `per` elements of `n` per item (1, or 8 for an `i1` result).
    fn finish(self, n: u64, per: u64) -> Kernel {
        let items = n.div_ceil(per);
        let mut s = String::new();
        self.open(&mut s);
        let _ = writeln!(
            s,
            "  for (u64 t = LT_FIRST; t < {items}ULL; t += LT_STRIDE) {{"
        );
        if per == 1 {
            s.push_str("    { const u64 i = t;\n");
        } else {
            let _ = writeln!(
                s,
                "    for (u64 i = t * {per}ULL, e = (t * {per}ULL + {per}ULL < {n}ULL ? t * {per}ULL + {per}ULL : {n}ULL); i < e; i++) {{"
            );
        }
        s.push_str(&self.body);
        s.push_str("    }\n  }\n}\n");
        self.kernel(s, items, BLOCK, false)
    }

    /// The kernel of source `s` (opened by [`Writer::open`], closed): named after the hash of
    /// its source, with the emulated device's entry point, whose blocks' threads run as fibers
    /// (`lt_grid_sync`) when they meet at barriers (`sync`).
    fn kernel(self, mut s: String, items: u64, block: u32, sync: bool) -> Kernel {
        let name = format!("k{:016x}", fnv(&s));
        let call: Vec<String> = (0..self.args.len()).map(|k| format!("a[{k}]")).collect();
        let grid = if sync { "lt_grid_sync" } else { "lt_grid" };
        let _ = writeln!(
            s,
            "#ifdef LT_HOST\nextern \"C\" void KNAME_host(char** a, unsigned grid) {{ {grid}(grid, {block}, [&] {{ KNAME({}); }}); }}\n#endif",
            call.join(", ")
        );
        Kernel {
            source: s.replace("KNAME", &name),
            name,
            args: self.args,
            items,
            block,
        }
    }
}

/// Elements per work item of a kernel writing `outs`.
fn per_item(outs: &[&Shape]) -> u64 {
    if outs.iter().any(|s| s.elem.is_bool()) {
        8
    } else {
        1
    }
}

/// Whether the CUDA devices have work for ops of `kind` ([`work`]'s arms; an elementwise kind
/// when `scalar::expr` writes it).
pub fn has_kernel(kind: OpKind) -> bool {
    use OpKind::*;
    if kind.has(Traits::ELEMENTWISE) {
        let cmp = Some(Cmp {
            dir: lowtide_ir::stablehlo::CmpDir::Lt,
            total: false,
        });
        let a = ["x".to_string(), "y".to_string(), "z".to_string()];
        return expr(kind, ElemType::F32, ElemType::F32, cmp, (8, 23), &a).is_ok();
    }
    matches!(
        kind,
        Constant
            | Reshape
            | OptimizationBarrier
            | SdySharding
            | SdyReshard
            | BitcastConvert
            | BroadcastInDim
            | Transpose
            | Slice
            | Reverse
            | Iota
            | Concatenate
            | Pad
            | DynamicSlice
            | DynamicUpdateSlice
            | DotGeneral
            | Dot
            | Reduce
            | LtFused
            | Gather
            | Scatter
            | Sort
            | ChloTopK
            | Convolution
            | LtConvAccumulate
            | ReduceWindow
            | SelectAndScatter
    )
}

/// The work for `op` reading `ins` and writing `outs` (shapes as the executor launches it).
pub fn work(m: &Module, op: Op, ins: &[Shape], outs: &[Shape]) -> Result<Vec<Work>, String> {
    let kind = m.kind(op).ok_or_else(|| {
        format!(
            "the CUDA device cannot run '{}': lowtide does not know this op",
            m.name(op)
        )
    })?;
    for s in ins.iter().chain(outs) {
        tag(s.elem)?;
    }
    let one = |k: Kernel| Ok(vec![Work::Launch(k)]);
    match kind {
        OpKind::Constant => {
            let out = outs.first().ok_or("a constant needs a result")?;
            // A splat is a kernel writing its value: no copy from the host each step.
            if let Some(Attr::Dense(d)) = m.attr(op, "value") {
                if let DenseData::Splat(_) = d.data {
                    let v = constant_values(m, op, out.elem)[0];
                    let mut w = Writer::new(vec![Arg::Out(0)]);
                    w.line(format!("st_{}(a0, i, {});", tag(out.elem)?, literal(v)));
                    return one(w.finish(out.numel(), per_item(&[out])));
                }
            }
            let bytes = out
                .elem
                .storage_bytes(out.numel())
                .ok_or("a constant too large to hold")?;
            let mut host = vec![0u8; bytes as usize];
            let view = crate::tensor::Buf::new(&mut host, 0, &out.dims, out.elem)?;
            crate::kernels::run(m, op, &[], &[view])?;
            Ok(vec![Work::Upload { k: 0, bytes: host }])
        }
        k if k.has(Traits::ELEMENTWISE) => one(elementwise(m, op, k, ins, &outs[0])?),
        OpKind::Reshape
        | OpKind::OptimizationBarrier
        | OpKind::SdySharding
        | OpKind::SdyReshard => Ok(outs
            .iter()
            .enumerate()
            .map(|(k, o)| Work::Launch(copy(k, o, 0, &strides_of(&o.dims))))
            .collect()),
        OpKind::BitcastConvert => {
            let bytes = |s: &Shape| s.elem.storage_bytes(s.numel()).unwrap_or(0);
            let n = bytes(&ins[0]).min(bytes(&outs[0]));
            let b = Shape {
                dims: vec![n],
                elem: ElemType::UInt(8),
            };
            one(copy(0, &b, 0, &[1]))
        }
        OpKind::BroadcastInDim => {
            let bd = ints(m, op, "broadcast_dimensions")?;
            let xs = strides(&ins[0].dims);
            let mut st = vec![0i64; outs[0].dims.len()];
            for (k, &d) in bd.iter().enumerate() {
                if ins[0].dims[k] != 1 {
                    st[d as usize] = xs[k] as i64;
                }
            }
            one(copy(0, &outs[0], 0, &st))
        }
        OpKind::Transpose => {
            let p = ints(m, op, "permutation")?;
            let xs = strides(&ins[0].dims);
            let st: Vec<i64> = p.iter().map(|&d| xs[d as usize] as i64).collect();
            one(copy(0, &outs[0], 0, &st))
        }
        OpKind::Slice => {
            let start = ints(m, op, "start_indices")?;
            let step = ints_or(m, op, "strides", start.len(), 1);
            let xs = strides(&ins[0].dims);
            let base = (0..start.len()).map(|k| start[k] * xs[k] as i64).sum();
            let st: Vec<i64> = (0..start.len()).map(|k| step[k] * xs[k] as i64).collect();
            one(copy(0, &outs[0], base, &st))
        }
        OpKind::Reverse => {
            let dims = ints(m, op, "dimensions")?;
            let xs = strides(&ins[0].dims);
            let mut st: Vec<i64> = xs.iter().map(|&s| s as i64).collect();
            let mut base = 0i64;
            for &d in &dims {
                let d = d as usize;
                base += (ins[0].dims[d] as i64 - 1) * xs[d] as i64;
                st[d] = -st[d];
            }
            one(copy(0, &outs[0], base, &st))
        }
        OpKind::Iota => {
            let d = m
                .attr(op, "iota_dimension")
                .and_then(Attr::as_int)
                .ok_or("iota needs iota_dimension")? as usize;
            let out = &outs[0];
            let mut w = Writer::new(vec![Arg::Out(0)]);
            w.unflatten("i", &out.dims, "o");
            w.line(format!("st_{}(a0, i, (double)o{d});", tag(out.elem)?));
            one(w.finish(out.numel(), per_item(&[out])))
        }
        OpKind::Concatenate => one(concatenate(m, op, ins, &outs[0])?),
        OpKind::Pad => one(pad(m, op, ins, &outs[0])?),
        OpKind::DynamicSlice => one(dynamic_slice(ins, &outs[0])?),
        OpKind::DynamicUpdateSlice => one(dynamic_update_slice(ins, &outs[0])?),
        OpKind::DotGeneral | OpKind::Dot => {
            match gemm_layout(&dot_dims(m, op, &ins[0])?, &ins[0], &ins[1], &outs[0]) {
                Some(g) => Ok(vec![Work::Gemm(Gemm {
                    fast: default_precision(m, op),
                    ..g
                })]),
                None => one(dot_general(m, op, ins, &outs[0])?),
            }
        }
        OpKind::Reduce => one(reduce(m, op, ins, outs)?),
        OpKind::LtFused => {
            let ks = match fused(m, op, ins, outs, true)? {
                Some(ks) => ks,
                None => fused(m, op, ins, outs, false)?.ok_or("'lt.fused' has no kernel")?,
            };
            Ok(ks.into_iter().map(Work::Launch).collect())
        }
        OpKind::Gather => one(gather::gather(m, op, ins, &outs[0])?),
        OpKind::Scatter => Ok(gather::scatter(m, op, ins, outs)?
            .into_iter()
            .map(Work::Launch)
            .collect()),
        OpKind::Sort => one(sort::sort(m, op, ins, outs)?),
        OpKind::ChloTopK => one(sort::top_k(m, op, ins, outs)?),
        OpKind::Convolution | OpKind::LtConvAccumulate => {
            let acc = kind == OpKind::LtConvAccumulate;
            let store = conv::Store::Result { acc };
            match conv::tiled(m, op, (0, &ins[0]), (1, &ins[1]), &outs[0], store)? {
                Some(ks) => Ok(ks.into_iter().map(Work::Launch).collect()),
                None => one(window::convolution(m, op, ins, &outs[0], acc)?),
            }
        }
        OpKind::ReduceWindow => one(window::reduce_window(m, op, ins, outs)?),
        OpKind::SelectAndScatter => one(window::select_and_scatter(m, op, ins, &outs[0])?),
        other => {
            debug_assert!(!has_kernel(other), "`has_kernel` lists {}", other.name());
            Err(format!(
                "the CUDA device has no kernel for '{}' yet",
                other.name()
            ))
        }
    }
}

fn strides_of(dims: &[u64]) -> Vec<i64> {
    strides(dims).iter().map(|&s| s as i64).collect()
}

/// Copies every element of result `k` from operand `k`, result index `o` reading source
/// element `base + sum(o[d] * stride[d])`, as bits.
fn copy(k: usize, out: &Shape, base: i64, stride: &[i64]) -> Kernel {
    let mut w = Writer::new(vec![Arg::In(k), Arg::Out(k)]);
    w.unflatten("i", &out.dims, "o");
    let src = source_index(base, stride);
    w.line(format!("cp_{}(a1, i, a0, {src});", width(out.elem)));
    w.finish(out.numel(), per_item(&[out]))
}

/// `base + sum(o{d} * stride[d])` as C.
fn source_index(base: i64, stride: &[i64]) -> String {
    let mut s = format!("(u64)({base}LL");
    for (d, &st) in stride.iter().enumerate() {
        if st != 0 {
            let _ = write!(s, " + (i64)o{d} * {st}LL");
        }
    }
    s.push(')');
    s
}

/// The prelude's raw copy of one element of `elem` (`cp_b1` for `i1` bits).
fn width(elem: ElemType) -> &'static str {
    match (elem.is_bool(), elem.byte_size()) {
        (true, _) => "b1",
        (_, 1) => "w8",
        (_, 2) => "w16",
        (_, 8) => "w64",
        _ => "w32",
    }
}

fn elementwise(
    m: &Module,
    op: Op,
    kind: OpKind,
    ins: &[Shape],
    out: &Shape,
) -> Result<Kernel, String> {
    let cmp = Cmp::of(m, op)?;
    let elem = match kind {
        OpKind::Select | OpKind::Clamp => ins[1].elem,
        _ => ins.first().map_or(out.elem, |s| s.elem),
    };
    let int = |key: &str, dflt: i64| m.attr(op, key).and_then(Attr::as_int).unwrap_or(dflt);
    let precision = (
        int("exponent_bits", 8).clamp(1, 8) as u32,
        int("mantissa_bits", 23).clamp(0, 23) as u32,
    );
    let mut w = Writer::new(Vec::new());
    let n = out.numel();
    let mut args = Vec::new();
    for (k, s) in ins.iter().enumerate() {
        let p = w.param(Arg::In(k));
        // A scalar operand (a `select` predicate, a `clamp` bound) applies to every element.
        let at = if s.numel() == 1 && n != 1 { "0" } else { "i" };
        let v = w.var();
        w.line(format!(
            "const double {v} = ld_{}({p}, {at});",
            tag(s.elem)?
        ));
        args.push(v);
    }
    let e = expr(kind, elem, out.elem, cmp, precision, &args)?;
    let p = w.param(Arg::Out(0));
    w.line(format!("st_{}({p}, i, {e});", tag(out.elem)?));
    Ok(w.finish(n, per_item(&[out])))
}

fn concatenate(m: &Module, op: Op, ins: &[Shape], out: &Shape) -> Result<Kernel, String> {
    let dim = crate::kernels::movement::concat_dim(m, op, out.dims.len())?;
    let mut w = Writer::new(Vec::new());
    w.unflatten("i", &out.dims, "o");
    let o = w.param(Arg::Out(0));
    let mut start = 0u64;
    for (k, x) in ins.iter().enumerate() {
        let end = start + x.dims[dim];
        let p = w.param(Arg::In(k));
        let xs = strides(&x.dims);
        let mut src = String::from("0");
        for (d, &s) in xs.iter().enumerate() {
            if d == dim {
                let _ = write!(src, " + (o{d} - {start}ULL) * {s}ULL");
            } else {
                let _ = write!(src, " + o{d} * {s}ULL");
            }
        }
        let cond = if ins.len() == 1 {
            String::new()
        } else if k + 1 == ins.len() {
            "else".to_string()
        } else if k == 0 {
            format!("if (o{dim} < {end}ULL)")
        } else {
            format!("else if (o{dim} < {end}ULL)")
        };
        w.line(format!(
            "{cond} cp_{}({o}, i, {p}, {src});",
            width(out.elem)
        ));
        start = end;
    }
    Ok(w.finish(out.numel(), per_item(&[out])))
}

fn pad(m: &Module, op: Op, ins: &[Shape], out: &Shape) -> Result<Kernel, String> {
    let lo = ints(m, op, "edge_padding_low")?;
    let inner = ints(m, op, "interior_padding")?;
    let x = &ins[0];
    let mut w = Writer::new(vec![Arg::In(0), Arg::In(1), Arg::Out(0)]);
    w.unflatten("i", &out.dims, "o");
    let xs = strides(&x.dims);
    w.line("bool inside = true; u64 src = 0;");
    for k in 0..x.dims.len() {
        let step = inner[k] + 1;
        w.line(format!(
            "{{ const i64 p = (i64)o{k} - ({}LL); if (p < 0 || p % {step}LL != 0 || p / {step}LL >= {}LL) inside = false; else src += (u64)(p / {step}LL) * {}ULL; }}",
            lo[k], x.dims[k], xs[k]
        ));
    }
    let c = width(out.elem);
    w.line(format!(
        "if (inside) cp_{c}(a2, i, a0, src); else cp_{c}(a2, i, a1, 0);"
    ));
    Ok(w.finish(out.numel(), per_item(&[out])))
}

/// Start indices read from operands `first..`, clamped so a window of `sizes` stays inside
/// `x`, as variables `s0..`.
fn starts(w: &mut Writer, ins: &[Shape], first: usize, x: &Shape, sizes: &[u64]) {
    for k in 0..x.dims.len() {
        let p = w.param(Arg::In(first + k));
        let hi = x.dims[k].saturating_sub(sizes[k]);
        w.line(format!(
            "const u64 s{k} = (u64)lt_cvt_int(fmin(fmax(ld_{}({p}, 0), 0.0), {}), 0.0, {});",
            tag(ins[first + k].elem).unwrap_or("i32"),
            literal(hi as f64),
            literal(hi as f64)
        ));
    }
}

fn dynamic_slice(ins: &[Shape], out: &Shape) -> Result<Kernel, String> {
    let x = &ins[0];
    let mut w = Writer::new(vec![Arg::In(0), Arg::Out(0)]);
    starts(&mut w, ins, 1, x, &out.dims);
    w.unflatten("i", &out.dims, "o");
    let xs = strides(&x.dims);
    let src: Vec<String> = (0..x.dims.len())
        .map(|k| format!("(s{k} + o{k}) * {}ULL", xs[k]))
        .collect();
    w.line(format!(
        "cp_{}(a1, i, a0, 0{});",
        width(out.elem),
        src.iter().map(|s| format!(" + {s}")).collect::<String>()
    ));
    Ok(w.finish(out.numel(), per_item(&[out])))
}

fn dynamic_update_slice(ins: &[Shape], out: &Shape) -> Result<Kernel, String> {
    let upd = &ins[1];
    let mut w = Writer::new(vec![Arg::In(0), Arg::In(1), Arg::Out(0)]);
    starts(&mut w, ins, 2, out, &upd.dims);
    w.unflatten("i", &out.dims, "o");
    let us = strides(&upd.dims);
    let mut inside = String::from("true");
    let mut src = String::from("0");
    for (k, (&d, &st)) in upd.dims.iter().zip(&us).enumerate() {
        let _ = write!(inside, " && o{k} >= s{k} && o{k} < s{k} + {d}ULL");
        let _ = write!(src, " + (o{k} - s{k}) * {st}ULL");
    }
    let c = width(out.elem);
    w.line(format!(
        "if ({inside}) cp_{c}(a2, i, a1, {src}); else cp_{c}(a2, i, a0, i);"
    ));
    Ok(w.finish(out.numel(), per_item(&[out])))
}

/// The dimension numbers of a `dot_general`, or of a `dot` (lhs `l`).
fn dot_dims(m: &Module, op: Op, l: &Shape) -> Result<DotDims, String> {
    if m.kind(op) == Some(OpKind::Dot) {
        return Ok(DotDims {
            lhs_contract: vec![l.dims.len() as i64 - 1],
            rhs_contract: vec![0],
            ..Default::default()
        });
    }
    DotDims::parse(m.attr(op, "dot_dimension_numbers"))
}

/// `dot_general` (and `dot`): one item per result element, the contraction summed in double
/// in the contracting dims' order, rounded once when stored.
fn dot_general(m: &Module, op: Op, ins: &[Shape], out: &Shape) -> Result<Kernel, String> {
    let mut w = Writer::new(vec![Arg::In(0), Arg::In(1), Arg::Out(0)]);
    w.unflatten("i", &out.dims, "o");
    dot_value(
        m,
        op,
        &mut w,
        (0, &ins[0]),
        (1, &ins[1]),
        "o",
        ("acc", out.elem),
    )?;
    w.line(format!("st_{}(a2, i, acc);", tag(out.elem)?));
    Ok(w.finish(out.numel(), per_item(&[out])))
}

/// Declares `double {var}`: the value of `dot_general` (or `dot`) `op` at the result index
/// `{o}0..` (batch, lhs free, rhs free dims), of inputs `kl` (shape `l`) and `kr`, summed in
/// double in the contracting dims' order and rounded to `elem`, as storing it would.
fn dot_value(
    m: &Module,
    op: Op,
    w: &mut Writer,
    (kl, l): (usize, &Shape),
    (kr, r): (usize, &Shape),
    o: &str,
    (var, elem): (&str, lowtide_ir::ElemType),
) -> Result<(), String> {
    let dn = dot_dims(m, op, l)?;
    let [lb, lc, lf] = dn.operand(true, l.dims.len());
    let [rb, rc, rf] = dn.operand(false, r.dims.len());
    let (ls, rs) = (strides(&l.dims), strides(&r.dims));
    let (pl, pr) = (w.param(Arg::In(kl)), w.param(Arg::In(kr)));
    let mut lbase = String::from("0");
    let mut rbase = String::from("0");
    for (j, (&a, &b)) in lb.iter().zip(&rb).enumerate() {
        let _ = write!(lbase, " + {o}{j} * {}ULL", ls[a]);
        let _ = write!(rbase, " + {o}{j} * {}ULL", rs[b]);
    }
    for (j, &a) in lf.iter().enumerate() {
        let _ = write!(lbase, " + {o}{} * {}ULL", lb.len() + j, ls[a]);
    }
    for (j, &b) in rf.iter().enumerate() {
        let _ = write!(rbase, " + {o}{} * {}ULL", lb.len() + lf.len() + j, rs[b]);
    }
    w.line(format!("const u64 lb_{var} = {lbase}, rb_{var} = {rbase};"));
    w.line(format!("double {var} = 0.0;"));
    let mut loops = String::new();
    let (mut loff, mut roff) = (format!("lb_{var}"), format!("rb_{var}"));
    for (j, (&a, &b)) in lc.iter().zip(&rc).enumerate() {
        let _ = write!(
            loops,
            "for (u64 c{j}_{var} = 0; c{j}_{var} < {}ULL; c{j}_{var}++) ",
            l.dims[a]
        );
        let _ = write!(loff, " + c{j}_{var} * {}ULL", ls[a]);
        let _ = write!(roff, " + c{j}_{var} * {}ULL", rs[b]);
    }
    w.line(format!(
        "{loops}{var} += ld_{}({pl}, {loff}) * ld_{}({pr}, {roff});",
        tag(l.elem)?,
        tag(r.elem)?
    ));
    w.line(format!("{var} = rnd_{}({var});", tag(elem)?));
    Ok(())
}

/// The statements of a reduction-like body (region `r`) applied to `args` (C expressions of
/// its block arguments): the expressions of what it returns. Intermediates are not rounded,
/// as the CPU device's body interpreter does not round them.
fn body(m: &Module, block: Block, args: &[String], w: &mut Writer) -> Result<Vec<String>, String> {
    let mut env: HashMap<Value, String> = m.blocks[block]
        .args
        .iter()
        .copied()
        .zip(args.iter().cloned())
        .collect();
    for &o in &m.blocks[block].ops {
        let kind = m
            .kind(o)
            .ok_or_else(|| format!("body op '{}' is not supported", m.name(o)))?;
        let find = |v: &Value, env: &HashMap<Value, String>| {
            env.get(v)
                .cloned()
                .ok_or_else(|| "a body reads a value from outside the body".to_string())
        };
        let operands = &m.ops[o].operands;
        match kind {
            OpKind::Return => return operands.iter().map(|v| find(v, &env)).collect(),
            OpKind::Constant => {
                let r = m.ops[o].results[0];
                let elem = m.ty(r).elem().unwrap_or(ElemType::F32);
                let vals = constant_values(m, o, elem);
                if vals.len() != 1 {
                    return Err("a body constant must be a scalar".into());
                }
                env.insert(r, literal(vals[0]));
            }
            k if k.has(Traits::ELEMENTWISE) => {
                let elem_of = |i: usize| m.ty(operands[i]).elem().unwrap_or(ElemType::F32);
                let elem = match k {
                    OpKind::Select | OpKind::Clamp => elem_of(1),
                    _ => elem_of(0),
                };
                let a: Vec<String> = operands
                    .iter()
                    .map(|v| find(v, &env))
                    .collect::<Result<_, _>>()?;
                let out = m.ty(m.ops[o].results[0]).elem().unwrap_or(elem);
                let e = expr(k, elem, out, Cmp::of(m, o)?, (8, 23), &a)?;
                let v = w.var();
                w.line(format!("const double {v} = {e};"));
                env.insert(m.ops[o].results[0], v);
            }
            other => {
                return Err(format!(
                    "the CUDA device cannot run a '{}' in a body",
                    other.name()
                ))
            }
        }
    }
    Err("a body without a return".into())
}

use crate::kernels::fused::constant_values;

/// The reduced dims of a `reduce`, checked against its operand's rank.
fn reduced_dims(m: &Module, op: Op, rank: usize) -> Result<Vec<usize>, String> {
    let d = ints(m, op, "dimensions")?;
    d.iter()
        .map(|&x| {
            usize::try_from(x)
                .ok()
                .filter(|&x| x < rank)
                .ok_or_else(|| format!("reduce dimension {x} is outside its rank-{rank} operand"))
        })
        .collect()
}

/// Writes, for the operand of a reduction with `dims` reducing `reduced`, nested loops over
/// the reduced dims (in the operand's order) and returns the C of the operand's flat index
/// inside them, given the kept dims' index variables `o0..` of the result.
fn reduce_loops(dims: &[u64], reduced: &[usize]) -> (String, String) {
    let st = strides(dims);
    let mut loops = String::new();
    let mut idx = String::from("0");
    let mut kept = 0;
    for (d, &n) in dims.iter().enumerate() {
        if reduced.contains(&d) {
            let _ = write!(loops, "for (u64 r{d} = 0; r{d} < {n}ULL; r{d}++) ");
            let _ = write!(idx, " + r{d} * {}ULL", st[d]);
        } else {
            let _ = write!(idx, " + o{kept} * {}ULL", st[d]);
            kept += 1;
        }
    }
    (loops, idx)
}

/// Operand elements a reduction reads ahead of its fold (`folded`).
pub const READ_AHEAD: u64 = 8;

/// The loops of a reduction of an operand shaped `dims` over `reduced` (see
/// [`reduce_loops`]), its innermost reduced dim taken [`READ_AHEAD`] elements at a time:
/// `values` (lines declaring the doubles `names` for the element at flat index `j`) runs for
/// each element of a group, then `fold` (lines reading `names`) for each in order. The fold's
/// order is the operand's, as element by element; the group's reads are independent, so a GPU
/// thread has several in flight instead of waiting on each.
fn folded(dims: &[u64], reduced: &[usize], names: &[String], values: &str, fold: &str) -> String {
    let (_, idx) = reduce_loops(dims, reduced);
    let Some(&last) = reduced.iter().max() else {
        // Nothing reduced: the one element.
        return format!("{{\n      const u64 j = {idx};\n{values}{fold}      }}");
    };
    let mut loops = String::new();
    // The outer reduced dims in the operand's order, as `reduce_loops` nests them.
    for d in (0..dims.len()).filter(|&d| d != last && reduced.contains(&d)) {
        let _ = write!(loops, "for (u64 r{d} = 0; r{d} < {}ULL; r{d}++) ", dims[d]);
    }
    let n = dims[last];
    let u = READ_AHEAD;
    let groups: String = names
        .iter()
        .map(|x| format!("double g_{x}[{u}]; "))
        .collect();
    let keep: String = names.iter().map(|x| format!("g_{x}[u] = {x}; ")).collect();
    let take: String = names
        .iter()
        .map(|x| format!("const double {x} = g_{x}[u]; "))
        .collect();
    format!(
        "{loops}for (u64 rb = 0; rb < {n}ULL; rb += {u}ULL) {{\n      {groups}\n#pragma unroll\n      for (int u = 0; u < {u}; u++) if (rb + u < {n}ULL) {{\n      const u64 r{last} = rb + u; const u64 j = {idx};\n{values}      {keep}}}\n#pragma unroll\n      for (int u = 0; u < {u}; u++) if (rb + u < {n}ULL) {{\n      {take}\n{fold}      }}\n      }}"
    )
}

/// `reduce`: one item per result element, folding its operand elements in their order from
/// the init values, each step rounded to the result's type (the CPU device's order).
fn reduce(m: &Module, op: Op, ins: &[Shape], outs: &[Shape]) -> Result<Kernel, String> {
    let n = outs.len();
    if ins.len() != 2 * n || n == 0 {
        return Err("reduce needs one init per operand (run the verifier)".into());
    }
    let x = &ins[0];
    let reduced = reduced_dims(m, op, x.dims.len())?;
    let region = *m.ops[op].regions.first().ok_or("reduce without a body")?;
    let block = *m.regions[region]
        .blocks
        .first()
        .ok_or("reduce with an empty body")?;
    let mut w = Writer::new(Vec::new());
    w.scalars = scalar_operands(m, op);
    let out_refs: Vec<&Shape> = outs.iter().collect();
    w.unflatten("i", &outs[0].dims, "o");
    if n == 1
        && !outs[0].elem.is_bool()
        && split::splits(m, block)
        && split::worth(&x.dims, &reduced)
    {
        let t = tag(outs[0].elem)?;
        let p = w.param(Arg::In(1));
        w.line(format!(
            "double acc0 = rnd_{t}(ld_{}({p}, 0));",
            tag(ins[1].elem)?
        ));
        let p = w.param(Arg::In(0));
        let values = format!("      const double x0 = ld_{}({p}, j);\n", tag(x.elem)?);
        let fold = |w: &mut Writer, other: &str| -> Result<String, String> {
            let ((), lines) = w.capture(|w| {
                let res = body(m, block, &["acc0".to_string(), other.to_string()], w)?;
                let r = res.first().ok_or("reduce's body returns no value")?;
                w.line(format!("acc0 = rnd_{t}({r});"));
                Ok(())
            })?;
            Ok(lines)
        };
        let (step, combine) = (fold(&mut w, "x0")?, fold(&mut w, "xo")?);
        let p = w.param(Arg::Out(0));
        let f = split::Fold {
            acc: "acc0",
            values: &values,
            fold: &step,
            combine: &combine,
            first: &format!("      acc0 = rnd_{t}(x0);\n"),
            store: &format!("st_{t}({p}, i, acc0);"),
        };
        return Ok(split::kernel(w, &x.dims, &reduced, outs[0].numel(), f));
    }
    let mut accs = Vec::new();
    for k in 0..n {
        let p = w.param(Arg::In(n + k));
        let acc = format!("acc{k}");
        w.line(format!(
            "double {acc} = rnd_{}(ld_{}({p}, 0));",
            tag(outs[k].elem)?,
            tag(ins[n + k].elem)?
        ));
        accs.push(acc);
    }
    let names: Vec<String> = (0..n).map(|k| format!("x{k}")).collect();
    let ((), values) = w.capture(|w| {
        for (k, s) in ins[..n].iter().enumerate() {
            let p = w.param(Arg::In(k));
            w.line(format!("const double x{k} = ld_{}({p}, j);", tag(s.elem)?));
        }
        Ok(())
    })?;
    let ((), fold) = w.capture(|w| {
        let mut vals = accs.clone();
        vals.extend(names.iter().cloned());
        let res = body(m, block, &vals, w)?;
        if res.len() != n {
            return Err("reduce's body returns the wrong number of values".into());
        }
        for (k, r) in res.iter().enumerate() {
            w.line(format!(
                "const double n{k} = rnd_{}({r});",
                tag(outs[k].elem)?
            ));
        }
        for k in 0..n {
            w.line(format!("acc{k} = n{k};"));
        }
        Ok(())
    })?;
    w.line(folded(&x.dims, &reduced, &names, &values, &fold));
    for (k, out) in outs.iter().enumerate() {
        let p = w.param(Arg::Out(k));
        w.line(format!("st_{}({p}, i, acc{k});", tag(out.elem)?));
    }
    Ok(w.finish(outs[0].numel(), per_item(&out_refs)))
}

/// `lt.fused`: the body's ops as expressions of the iteration index `i` (the results'
/// elements, or the operand elements of the `reduce` the body ends in, folded per result
/// element as [`reduce`] folds). Every intermediate is rounded to its type, as storing it
/// would (the CPU device's fused loops do the same).
///
/// With `tile`, only a body that starts with a convolution and goes on elementwise over its
/// result (no `reduce`, no `i1` results, whose items would share bytes) has a kernel: the
/// convolution's tiled kernel running the rest of the body on each element it computes
/// ([`conv::Store::Epilogue`]); `None` for any other body, or when tiling does not apply.
fn fused(
    m: &Module,
    op: Op,
    ins: &[Shape],
    outs: &[Shape],
    tile: bool,
) -> Result<Option<Vec<Kernel>>, String> {
    let bad = || "'lt.fused' has a malformed body (run the verifier)".to_string();
    let conv = lowtide_ir::ops::fused_contraction(m, op);
    let tiles = conv.is_some_and(|c| m.kind(c) == Some(OpKind::Convolution));
    if tile && (!tiles || outs.iter().any(|o| o.elem.is_bool())) {
        return Ok(None);
    }
    let mut tiled: Option<(Op, usize, usize, Shape)> = None;
    let block = m.ops[op]
        .regions
        .first()
        .and_then(|&r| m.regions[r].blocks.first().copied())
        .ok_or_else(bad)?;
    let b = &m.blocks[block];
    let (&ret, inner) = b.ops.split_last().ok_or_else(bad)?;
    let reduction = inner
        .last()
        .copied()
        .filter(|&o| m.kind(o) == Some(OpKind::Reduce));
    if tile && reduction.is_some() {
        return Ok(None);
    }
    let mut w = Writer::new(Vec::new());
    w.scalars = scalar_operands(m, op);
    // The iteration space: the reduced operand's, or the results'.
    let (it_dims, reduced) = match reduction {
        Some(r) => {
            let x = m.ops[r].operands[0];
            let dims = m
                .ty(x)
                .as_tensor()
                .and_then(|t| t.static_dims())
                .ok_or_else(bad)?;
            let red = reduced_dims(m, r, dims.len())?;
            (dims, Some((r, red)))
        }
        None => (outs.first().ok_or_else(bad)?.dims.clone(), None),
    };
    let mut env: HashMap<Value, String> = HashMap::new();
    let mut code = Writer::new(Vec::new());
    for &o in inner {
        if Some(o) == reduction {
            break;
        }
        let d = &m.ops[o];
        let kind = m.kind(o).ok_or_else(bad)?;
        let r = d.results[0];
        let rt = m.ty(r).as_tensor().ok_or_else(bad)?;
        let rdims = rt.static_dims().ok_or_else(bad)?;
        if Some(o) == conv {
            // The convolution's value at this element, computed here (no workspace).
            let at = |v: Value| b.args.iter().position(|&a| a == v).ok_or_else(bad);
            let (kx, kk) = (at(d.operands[0])?, at(d.operands[1])?);
            let v = code.var();
            if tile {
                // The tiled kernel's element, at the result's index `j`.
                let shape = Shape {
                    dims: rdims.clone(),
                    elem: rt.elem,
                };
                // (A fused convolution's launch has its workspace after its results.)
                let results = &outs[..m.ops[op].results.len().min(outs.len())];
                if results.iter().any(|o| o.numel() != shape.numel()) {
                    return Ok(None);
                }
                code.line(format!("const double {v} = (double)cv;"));
                tiled = Some((o, kx, kk, shape));
                env.insert(r, v);
                continue;
            }
            code.unflatten("j", &rdims, &format!("{v}_"));
            if kind == OpKind::DotGeneral {
                let (lhs, rhs) = ((kx, &ins[kx]), (kk, &ins[kk]));
                dot_value(m, o, &mut code, lhs, rhs, &format!("{v}_"), (&v, rt.elem))?;
                env.insert(r, v);
                continue;
            }
            window::conv_value(
                m,
                o,
                &mut code,
                (kx, &ins[kx]),
                (kk, &ins[kk]),
                (&format!("{v}_"), &rdims),
                (&v, rt.elem, "0.0"),
            )?;
            env.insert(r, v);
            continue;
        }
        match kind {
            OpKind::Constant => {}
            OpKind::Reshape => {
                let v = value(m, b, d.operands[0], ins, &mut env, &mut code)?;
                env.insert(r, v);
            }
            OpKind::BroadcastInDim | OpKind::Transpose => {
                let x = d.operands[0];
                let xt = m.ty(x).as_tensor().ok_or_else(bad)?;
                let xdims = xt.static_dims().ok_or_else(bad)?;
                let xs = strides(&xdims);
                let mut st = vec![0u64; rdims.len()];
                if kind == OpKind::Transpose {
                    for (i, &p) in ints_or(m, o, "permutation", rdims.len(), 0)
                        .iter()
                        .enumerate()
                    {
                        st[i] = xs[p as usize];
                    }
                } else {
                    let bd = ints_or(m, o, "broadcast_dimensions", xdims.len(), 0);
                    for (j, &dim) in bd.iter().enumerate() {
                        if xdims[j] != 1 {
                            st[dim as usize] = xs[j];
                        }
                    }
                }
                // This value's own index (a reshape may stand between it and the loop's).
                let y = code.var();
                code.unflatten("j", &rdims, &format!("{y}_"));
                let mut src = String::from("0");
                for (k, &s) in st.iter().enumerate() {
                    if s != 0 {
                        let _ = write!(src, " + {y}_{k} * {s}ULL");
                    }
                }
                let v = code.var();
                match b.args.iter().position(|&a| a == x) {
                    Some(k) => {
                        let p = code.param(Arg::In(k));
                        code.line(format!(
                            "const double {v} = ld_{}({p}, {src});",
                            tag(ins[k].elem)?
                        ));
                    }
                    None => {
                        let c = m.def_op(x).ok_or_else(bad)?;
                        let vals = constant_values(m, c, xt.elem);
                        if vals.len() == 1 {
                            code.line(format!("const double {v} = {};", literal(vals[0])));
                        } else {
                            let a = code.array(&vals);
                            code.line(format!("const double {v} = lt_from_bits((i64){a}[{src}]);"));
                        }
                    }
                }
                env.insert(r, v);
            }
            OpKind::Iota => {
                let dim = m
                    .attr(o, "iota_dimension")
                    .and_then(Attr::as_int)
                    .unwrap_or(0) as usize;
                let size = rdims.get(dim).copied().unwrap_or(1).max(1);
                let stride = strides(&rdims).get(dim).copied().unwrap_or(1).max(1);
                let v = code.var();
                code.line(format!(
                    "const double {v} = (double)((j / {stride}ULL) % {size}ULL);"
                ));
                env.insert(r, v);
            }
            k if k.has(Traits::ELEMENTWISE) => {
                let mut a = Vec::new();
                for &x in &d.operands {
                    a.push(value(m, b, x, ins, &mut env, &mut code)?);
                }
                let elem = match k {
                    OpKind::Select | OpKind::Clamp => m.ty(d.operands[1]).elem(),
                    _ => m.ty(d.operands[0]).elem(),
                }
                .ok_or_else(bad)?;
                let int =
                    |key: &str, dflt: i64| m.attr(o, key).and_then(Attr::as_int).unwrap_or(dflt);
                let precision = (
                    int("exponent_bits", 8).clamp(1, 8) as u32,
                    int("mantissa_bits", 23).clamp(0, 23) as u32,
                );
                let e = expr(k, elem, rt.elem, Cmp::of(m, o)?, precision, &a)?;
                let v = code.var();
                code.line(format!("const double {v} = rnd_{}({e});", tag(rt.elem)?));
                env.insert(r, v);
            }
            other => {
                return Err(format!(
                    "the CUDA device cannot run a '{}' in a fused body yet",
                    other.name()
                ))
            }
        }
    }
    let out_refs: Vec<&Shape> = outs.iter().collect();
    match reduced {
        None => {
            let mut ys = Vec::new();
            for &y in &m.ops[ret].operands {
                ys.push(value(m, b, y, ins, &mut env, &mut code)?);
            }
            w.args = std::mem::take(&mut code.args);
            w.globals = std::mem::take(&mut code.globals);
            w.fresh = code.fresh;
            w.line("const u64 j = i;");
            w.body.push_str(&code.body);
            for (k, (y, out)) in ys.iter().zip(outs).enumerate() {
                let p = w.param(Arg::Out(k));
                w.line(format!("st_{}({p}, i, {y});", tag(out.elem)?));
            }
            if let Some((c, kx, kk, shape)) = tiled {
                let (x, k) = ((kx, &ins[kx]), (kk, &ins[kk]));
                // The workspace the launch has after the results, for blocks of result rows.
                let results = m.ops[op].results.len();
                let blocks = lowtide_ir::ops::contraction_blocks(m, c).filter(|b| {
                    outs.get(results).is_some_and(|ws| {
                        ws.elem == shape.elem && ws.numel() * b.rows >= shape.numel() * b.per_block
                    })
                });
                let blocks = blocks.map(|b| conv::Blocks {
                    ws: Arg::Out(results),
                    rows: b.rows,
                    per_block: b.per_block,
                });
                let epilogue = conv::Store::Epilogue(w, blocks);
                return conv::tiled(m, c, x, k, &shape, epilogue);
            }
            Ok(Some(vec![w.finish(outs[0].numel(), per_item(&out_refs))]))
        }
        Some((r, red)) => {
            let d = &m.ops[r];
            let [x, init] = d.operands[..] else {
                return Err(bad());
            };
            let xv = value(m, b, x, ins, &mut env, &mut code)?;
            let k_init = b.args.iter().position(|&a| a == init).ok_or_else(bad)?;
            let region = *d.regions.first().ok_or_else(bad)?;
            let rblock = *m.regions[region].blocks.first().ok_or_else(bad)?;
            let out = outs.first().ok_or_else(bad)?;
            let t = tag(out.elem)?;
            code.line(format!("const double xr = {xv};"));
            let values = std::mem::take(&mut code.body);
            let mut fold = |other: &str| -> Result<String, String> {
                let res = body(
                    m,
                    rblock,
                    &["acc".to_string(), other.to_string()],
                    &mut code,
                )?;
                code.line(format!("acc = rnd_{t}({});", res.first().ok_or_else(bad)?));
                Ok(std::mem::take(&mut code.body))
            };
            let (fold, combine) = (fold("xr")?, fold("xo")?);
            w.args = std::mem::take(&mut code.args);
            w.globals = std::mem::take(&mut code.globals);
            w.fresh = code.fresh;
            w.unflatten("i", &out.dims, "o");
            let p = w.param(Arg::In(k_init));
            w.line(format!(
                "double acc = rnd_{t}(ld_{}({p}, 0));",
                tag(ins[k_init].elem)?
            ));
            if !out.elem.is_bool() && split::splits(m, rblock) && split::worth(&it_dims, &red) {
                let p = w.param(Arg::Out(0));
                let f = split::Fold {
                    acc: "acc",
                    values: &values,
                    fold: &fold,
                    combine: &combine,
                    first: &format!("      acc = rnd_{t}(xr);\n"),
                    store: &format!("st_{t}({p}, i, acc);"),
                };
                return Ok(Some(vec![split::kernel(w, &it_dims, &red, out.numel(), f)]));
            }
            w.line(folded(&it_dims, &red, &["xr".to_string()], &values, &fold));
            let p = w.param(Arg::Out(0));
            w.line(format!("st_{t}({p}, i, acc);"));
            Ok(Some(vec![w.finish(out.numel(), per_item(&out_refs))]))
        }
    }
}

/// The C expression of body value `v` at iteration index `j`: a block argument loaded at `j`,
/// a constant (a literal, or an array read at `j`), or an earlier op's variable.
fn value(
    m: &Module,
    b: &lowtide_ir::module::BlockData,
    v: Value,
    ins: &[Shape],
    env: &mut HashMap<Value, String>,
    code: &mut Writer,
) -> Result<String, String> {
    if let Some(s) = env.get(&v) {
        return Ok(s.clone());
    }
    let bad = || "'lt.fused' has a malformed body (run the verifier)".to_string();
    let s = match b.args.iter().position(|&a| a == v) {
        Some(k) => {
            let p = code.param(Arg::In(k));
            let x = code.var();
            code.line(format!(
                "const double {x} = ld_{}({p}, j);",
                tag(ins[k].elem)?
            ));
            x
        }
        None => {
            let c = m
                .def_op(v)
                .filter(|&c| m.kind(c) == Some(OpKind::Constant))
                .ok_or_else(bad)?;
            let vals = constant_values(m, c, m.ty(v).elem().ok_or_else(bad)?);
            if vals.len() == 1 {
                literal(vals[0])
            } else {
                let a = code.array(&vals);
                format!("lt_from_bits((i64){a}[j])")
            }
        }
    };
    env.insert(v, s.clone());
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What cuBLAS computes for `c`: column-major C = op(A) op(B), per batch.
    fn column_major(c: &BlasCall, a: &[f32], b: &[f32], out: &mut [f32]) {
        let (m, n, k) = (c.mnk.0 as usize, c.mnk.1 as usize, c.mnk.2 as usize);
        let (lda, ldb, ldc) = (c.ld.0 as usize, c.ld.1 as usize, c.ld.2 as usize);
        for p in 0..c.batch as usize {
            let (a, b) = (&a[p * c.stride.0 as usize..], &b[p * c.stride.1 as usize..]);
            for j in 0..n {
                for i in 0..m {
                    let mut s = 0.0f64;
                    for l in 0..k {
                        let x = if c.trans.0 {
                            a[l + i * lda]
                        } else {
                            a[i + l * lda]
                        };
                        let y = if c.trans.1 {
                            b[j + l * ldb]
                        } else {
                            b[l + j * ldb]
                        };
                        s += x as f64 * y as f64;
                    }
                    out[p * c.stride.2 as usize + i + j * ldc] = s as f32;
                }
            }
        }
    }

    /// What the CUDA devices cannot run is an error that names it.
    #[test]
    fn ops_and_element_types_without_kernels_are_named() {
        let src = r#"%a = "t.in"() : () -> tensor<2xi4>
%b = "stablehlo.negate"(%a) : (tensor<2xi4>) -> tensor<2xi4>
%c = "t.in"() : () -> tensor<2xf32>
%t = "stablehlo.tuple"(%c) : (tensor<2xf32>) -> tuple<tensor<2xf32>>
"#;
        let m = lowtide_ir::parse(src, "t.mlir").unwrap();
        let op = |name: &str| m.walk().into_iter().find(|&o| m.name(o) == name).unwrap();
        let shape = |elem| Shape {
            dims: vec![2],
            elem,
        };
        let e = work(
            &m,
            op("stablehlo.negate"),
            &[shape(ElemType::Int(4))],
            &[shape(ElemType::Int(4))],
        )
        .unwrap_err();
        assert_eq!(e, "the CUDA device has no kernels for i4 elements");
        let e = work(&m, op("stablehlo.tuple"), &[shape(ElemType::F32)], &[]).unwrap_err();
        assert_eq!(e, "the CUDA device has no kernel for 'stablehlo.tuple' yet");
    }

    /// The CUDA devices run every op kind the CPU device runs, and no other.
    #[test]
    fn the_cuda_devices_have_a_kernel_for_every_kind_the_cpu_device_runs() {
        let differ: Vec<&str> = OpKind::ALL
            .iter()
            .filter(|&&k| has_kernel(k) != crate::kernels::has_kernel(k))
            .map(|k| k.name())
            .collect();
        assert!(differ.is_empty(), "{differ:?}");
        let n = OpKind::ALL.iter().filter(|&&k| has_kernel(k)).count();
        assert!(n > 80, "{n} kinds");
    }

    /// Every layout [`gemm_layout`] accepts, through the cuBLAS arguments, gives the
    /// `dot_general` the CPU device computes; layouts it cannot express are refused.
    #[test]
    fn gemm_layouts_through_the_blas_arguments_are_the_dot_general() {
        // (lhs dims, rhs dims, numbers (lb, rb, lc, rc), out dims, expressible)
        type Case<'a> = (&'a [u64], &'a [u64], [&'a [i64]; 4], &'a [u64], bool);
        let cases: &[Case] = &[
            (&[3, 4], &[4, 5], [&[], &[], &[1], &[0]], &[3, 5], true),
            (&[4, 3], &[4, 5], [&[], &[], &[0], &[0]], &[3, 5], true),
            (&[3, 4], &[5, 4], [&[], &[], &[1], &[1]], &[3, 5], true),
            (&[4, 3], &[5, 4], [&[], &[], &[0], &[1]], &[3, 5], true),
            (
                &[2, 3, 4],
                &[2, 4, 5],
                [&[0], &[0], &[2], &[1]],
                &[2, 3, 5],
                true,
            ),
            (
                &[2, 4, 3],
                &[2, 5, 4],
                [&[0], &[0], &[1], &[2]],
                &[2, 3, 5],
                true,
            ),
            (
                &[3, 2, 2],
                &[2, 2, 5],
                [&[], &[], &[1, 2], &[0, 1]],
                &[3, 5],
                true,
            ),
            (
                &[2, 6, 3],
                &[6, 2, 5],
                [&[], &[], &[1], &[0]],
                &[2, 3, 2, 5],
                false,
            ),
            (
                &[3, 2, 4],
                &[2, 4, 5],
                [&[1], &[0], &[2], &[1]],
                &[2, 3, 5],
                true,
            ),
            // Attention's products: batch dims (batch, heads) around the sequence dim.
            (
                &[2, 3, 2, 4],
                &[2, 5, 2, 4],
                [&[0, 2], &[0, 2], &[3], &[3]],
                &[2, 2, 3, 5],
                true,
            ),
            (
                &[2, 3, 2, 4],
                &[2, 2, 4, 5],
                [&[0, 2], &[0, 1], &[3], &[2]],
                &[2, 2, 3, 5],
                true,
            ),
            (
                &[2, 2, 3, 4],
                &[2, 5, 2, 4],
                [&[1, 0], &[2, 0], &[3], &[3]],
                &[2, 2, 3, 5],
                true,
            ),
            // A batch dim last: no row stride reaches the matrix.
            (
                &[3, 4, 2],
                &[4, 5, 2],
                [&[2], &[2], &[1], &[0]],
                &[2, 3, 5],
                false,
            ),
            (
                &[3, 2, 2],
                &[2, 2, 5],
                [&[], &[], &[2, 1], &[1, 0]],
                &[3, 5],
                false,
            ),
        ];
        for (l, r, [lb, rb, lc, rc], o, ok) in cases {
            let dn = DotDims {
                lhs_batch: lb.to_vec(),
                rhs_batch: rb.to_vec(),
                lhs_contract: lc.to_vec(),
                rhs_contract: rc.to_vec(),
            };
            let f32s = |d: &[u64]| Shape {
                dims: d.to_vec(),
                elem: ElemType::F32,
            };
            let g = gemm_layout(&dn, &f32s(l), &f32s(r), &f32s(o));
            assert_eq!(g.is_some(), *ok, "{l:?} x {r:?} {dn:?}");
            let Some(g) = g else { continue };
            let numel = |d: &[u64]| d.iter().product::<u64>() as usize;
            let lv: Vec<f32> = (0..numel(l)).map(|i| (i * 7 % 11) as f32 - 5.0).collect();
            let rv: Vec<f32> = (0..numel(r)).map(|i| (i * 5 % 13) as f32 - 6.0).collect();
            let mut got = vec![0f32; numel(o)];
            for &(ol, or, oo) in &g.calls {
                let (ol, or, oo) = (ol as usize, or as usize, oo as usize);
                column_major(&g.blas(), &rv[or..], &lv[ol..], &mut got[oo..]);
            }
            let (mut ls, mut rs, mut os) = (lv.clone(), rv.clone(), vec![0u8; numel(o) * 4]);
            let bytes =
                |v: &mut Vec<f32>| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
            let (mut lb_, mut rb_) = (bytes(&mut ls), bytes(&mut rs));
            let lbuf = crate::tensor::Buf::new(&mut lb_, 0, l, ElemType::F32).unwrap();
            let rbuf = crate::tensor::Buf::new(&mut rb_, 0, r, ElemType::F32).unwrap();
            let obuf = crate::tensor::Buf::new(&mut os, 0, o, ElemType::F32).unwrap();
            crate::kernels::contract::dot_loop(&dn, &lbuf, &rbuf, &obuf);
            let want: Vec<f32> = (0..numel(o)).map(|i| obuf.get(i) as f32).collect();
            assert_eq!(got, want, "{l:?} x {r:?} {dn:?}");
        }
    }
}
