//! Convolutions as a tiled implicit GEMM: the fast kernel for f32 `convolution`,
//! `lt.conv_accumulate` and a convolution fused with an elementwise epilogue, without groups
//! (a grouped one, another element type, or a fused one that would need slices and has no
//! workspace for blocks of rows takes the loop kernel of `window.rs`).
//!
//! The result is a matrix C (M x N): its rows are the result's positions other than the
//! output feature, in the result's memory order, its columns the output features. C = A B
//! with A (M x K) the input windows (zero in the padding and between dilated inputs) and B
//! (K x N) the kernel, K running over the kernel's dims other than its output feature, in its
//! memory order. Nothing is materialized: a block of [`THREADS`] threads computes a
//! [`TILE`] x [`TILE`] tile of C, staging [`STEP`] columns of A and rows of B in shared memory
//! at a time (loaded straight from the operands, the window arithmetic done per element
//! through a table of the tile's rows and one of the step's columns), and each thread keeps
//! 8 x 8 sums in registers. The loads are software-pipelined: each thread reads the next
//! step's elements into registers while the block multiplies this step's tile. A convolution
//! with fewer tiles than [`MIN_BLOCKS`] splits K into slices ([`MIN_SLICE`] at least), a block
//! per tile and slice, each adding its sums to the result with `atomicAdd` after a kernel has
//! zeroed it (or copied the accumulator into it). A fused convolution's epilogue needs whole
//! sums: with [`EPILOGUE_TILES`] tiles or more it runs unsliced, else one block of result rows
//! at a time in the fused op's workspace (the plan's, [`Blocks`]). No other workspace: the plan
//! is unchanged.
//!
//! Numerics: each result element is summed in f32 with fused multiply-adds over K in order,
//! from zero (or from the accumulator for `lt.conv_accumulate`), so it is not the CPU device's
//! bits (which sums in double) but is the same on the GPU and on the emulated device (both
//! round `fmaf` exactly), except that sliced sums are added in whatever order the blocks
//! finish, so their last bits vary from run to run. Padding contributes `0 * w`: a kernel
//! holding an infinity or NaN gives NaN at the edges, where the CPU device skips the padding.

use super::{strides, Arg, Kernel, Shape, Writer};
use crate::kernels::contract::ConvWindow;
use lowtide_ir::stablehlo::ConvDims;
use lowtide_ir::{ElemType, Module, Op};
use std::fmt::Write;

/// Rows and columns of C a block computes.
pub const TILE: u64 = 64;
/// Columns of A (rows of B) staged in shared memory at a time.
pub const STEP: u64 = 16;
/// Threads per block: 8 x 8, each computing 8 x 8 elements of the tile.
pub const THREADS: u32 = 64;
/// Blocks a launch should have at least to keep a GPU busy: a convolution with fewer tiles
/// (a weight gradient: a small result, a contraction over the whole batch) splits K into
/// slices, a block per tile and slice, each slice's sums added to the result atomically.
pub const MIN_BLOCKS: u64 = 512;
/// The shortest slice of K worth a block of its own.
pub const MIN_SLICE: u64 = 256;
/// Tiles from which a fused convolution runs its epilogue in one launch without slices (each
/// block sums its tile's whole contraction; half an H100's multiprocessors get a block) rather
/// than a block of rows at a time in its workspace ([`Blocks`]: a launch per block, each
/// sliced to fill the GPU). A 3x3x64x64 weight gradient has 9 tiles (blocks of rows); the
/// data gradient of a 1x1 convolution into 32x8x8x256 has 128 (one launch).
pub const EPILOGUE_TILES: u64 = 64;
// One thread per row of the tile fills the row table; one per column of a step the column table.
const _: () = assert!(THREADS as u64 == TILE && STEP <= TILE);

/// What a tiled kernel does with each element of C.
pub(super) enum Store {
    /// A convolution's: write it to result 0, added to the accumulator (operand 2) when `acc`.
    Result {
        /// `lt.conv_accumulate`.
        acc: bool,
    },
    /// A fused convolution's: run the rest of the fused body, whose lines (this writer's) read
    /// the element as `cv` at the fused op's result index `i` and store its results. A
    /// convolution that needs slices sums whole elements only in its workspace: with
    /// [`Blocks`], one block of rows at a time (the workspace zeroed once; per block, its
    /// slices summed into it, then the body run over it, zeroing it again); without, no tiled
    /// kernel.
    Epilogue(Writer, Option<Blocks>),
}

/// A fused convolution's workspace and the blocks of result rows it holds one at a time
/// ([`lowtide_ir::ops::contraction_blocks`]): the result's leading `rows` (its leading dims'
/// product), `per_block` of them at a time.
pub(super) struct Blocks {
    /// The launch's workspace parameter (f32, at least `per_block` rows of the result).
    pub ws: Arg,
    /// Rows of the result.
    pub rows: u64,
    /// Rows a block holds.
    pub per_block: u64,
}

/// The tiled kernels of convolution `op`, whose input and kernel are operands `kx` and `kn` of
/// the launched op, writing C (shaped `out`) as `store` says; `None` when tiling does not
/// apply (then the loop kernel runs it).
pub(super) fn tiled(
    m: &Module,
    op: Op,
    (kx, x): (usize, &Shape),
    (kn, k): (usize, &Shape),
    out: &Shape,
    store: Store,
) -> Result<Option<Vec<Kernel>>, String> {
    let cd = ConvDims::parse(m.attr(op, "dimension_numbers"))?;
    let ns = cd.in_spatial.len();
    let win = ConvWindow::of(m, op, ns);
    let f32s = [x, k, out].iter().all(|s| s.elem == ElemType::F32);
    let od = &out.dims;
    let rank = od.len();
    if !f32s
        || win.groups != 1
        || win.bgroups != 1
        || x.dims.len() != rank
        || k.dims.len() != rank
        || cd.out_spatial.len() != ns
        || cd.k_spatial.len() != ns
        || out.numel() == 0
    {
        return Ok(None);
    }
    let (xs, ks, os) = (strides(&x.dims), strides(&k.dims), strides(od));
    // C's rows: the result's dims other than the feature, in memory order; K: the kernel's
    // dims other than the output feature, in memory order.
    let rows: Vec<usize> = (0..rank).filter(|&d| d != cd.out_feature).collect();
    let kdims: Vec<usize> = (0..rank).filter(|&d| d != cd.k_out).collect();
    let mm: u64 = rows.iter().map(|&d| od[d]).product();
    let nn = od[cd.out_feature];
    let kk: u64 = kdims.iter().map(|&d| k.dims[d]).product();
    let nt = nn.div_ceil(TILE);
    let acc = matches!(store, Store::Result { acc: true });
    let (mut w, epilogue, blocks) = match store {
        Store::Result { .. } => (Writer::new(Vec::new()), None, None),
        Store::Epilogue(mut w, blocks) => {
            let body = std::mem::take(&mut w.body);
            (w, Some(body), blocks)
        }
    };
    // An epilogue needs each element whole: a convolution with too few tiles to fill the GPU
    // without slices (a weight gradient fused into its parameter's update) sums a block of
    // rows at a time in its workspace, or takes the loop kernel (one thread per element).
    let whole = mm.div_ceil(TILE) * nt;
    let blocked = match (&epilogue, slices(whole, kk).0 > 1 && whole < EPILOGUE_TILES) {
        (Some(_), true) => match blocks {
            Some(b) if b.rows > 0 && b.per_block > 0 && mm.is_multiple_of(b.rows) => Some(b),
            _ => return Ok(None),
        },
        _ => None,
    };
    // The rows of C one launch computes: all, or one block's.
    let span = blocked.as_ref().map_or(mm, |b| b.per_block * (mm / b.rows));
    let tiles = span.div_ceil(TILE) * nt;
    // (An epilogue with enough tiles runs unsliced: each element whole in its block.)
    let (slices, slice) = match (&epilogue, &blocked) {
        (Some(_), None) => (1, kk.div_ceil(STEP).max(1) * STEP),
        _ => slices(tiles, kk),
    };
    // The epilogue's own kernel, run over each block (its parameters before the tiled ones).
    let epilogue_writer = blocked.as_ref().map(|_| w.clone());
    let (px, pk) = (w.param(Arg::In(kx)), w.param(Arg::In(kn)));
    let (pc, py) = match (&epilogue, &blocked) {
        (_, Some(b)) => (None, Some(w.param(b.ws))),
        (Some(_), None) => (None, None),
        (None, None) => (acc.then(|| w.param(Arg::In(2))), Some(w.param(Arg::Out(0)))),
    };
    // Which block a launch computes: C's rows `mlo..mend`, the result's elements from `ybase`.
    let (mlo, mend, ybase) = match &blocked {
        Some(b) => {
            let pi = w.param(Arg::Imm(0));
            let elems = b.per_block * (out.numel() / b.rows);
            (
                format!("(u64){pi} * {span}ULL"),
                format!("(mlo + {span}ULL < {mm}ULL ? mlo + {span}ULL : {mm}ULL)"),
                format!("(u64){pi} * {elems}ULL"),
            )
        }
        None => ("0ULL".into(), format!("{mm}ULL"), "0ULL".into()),
    };

    let mut s = String::new();
    w.open(&mut s);
    // Staged tiles of A and B; per row of the tile, where its windows start in the input
    // (`rb` < 0: past the last row); per column of the step, its input feature's offset
    // (`cx` < 0: past K), its window offsets, and its offset in the kernel.
    let _ = writeln!(
        s,
        "  __shared__ float As[{STEP}][{TILE}];\n  __shared__ float Bs[{STEP}][{TILE}];\n  __shared__ i64 rb[{TILE}];\n  __shared__ i64 cx[2][{STEP}];\n  __shared__ u64 cw[2][{STEP}];"
    );
    for i in 0..ns {
        let _ = writeln!(
            s,
            "  __shared__ i64 rs{i}[{TILE}];\n  __shared__ i64 cq{i}[2][{STEP}];"
        );
    }
    let _ = writeln!(
        s,
        "  const float* x = (const float*){px}; const float* w = (const float*){pk};"
    );
    if let Some(py) = &py {
        let _ = writeln!(s, "  float* y = (float*){py};");
    }
    if let Some(pc) = &pc {
        let _ = writeln!(s, "  const float* c = (const float*){pc};");
    }
    let _ = writeln!(
        s,
        "  const u32 t = threadIdx.x, tx = t % 8, ty = t / 8;\n  const u64 mlo = {mlo}, mend = {mend}, ybase = {ybase};\n  for (u64 job = blockIdx.x; job < {}ULL; job += gridDim.x) {{\n    const u64 tile = job % {tiles}ULL, k1 = (job / {tiles}ULL) * {slice}ULL, k2 = k1 + {slice}ULL < {kk}ULL ? k1 + {slice}ULL : {kk}ULL;\n    const u64 m0 = mlo + (tile / {nt}ULL) * {TILE}ULL, n0 = (tile % {nt}ULL) * {TILE}ULL;",
        tiles * slices
    );
    // The row table: thread t's row (THREADS == TILE).
    let _ = writeln!(s, "    {{ const u64 mrow = m0 + t; u64 mr = mrow;");
    let mut idx = vec![String::new(); rank];
    for &d in rows.iter().rev() {
        let _ = writeln!(
            s,
            "      const u64 i{d} = mr % {n}ULL; mr /= {n}ULL;",
            n = od[d].max(1)
        );
        idx[d] = format!("i{d}");
    }
    let _ = writeln!(
        s,
        "      rb[t] = mrow < mend ? (i64)({} * {}ULL) : -1;",
        idx[cd.out_batch], xs[cd.in_batch]
    );
    for i in 0..ns {
        let _ = writeln!(
            s,
            "      rs{i}[t] = (i64){} * {}LL - ({}LL);",
            idx[cd.out_spatial[i]],
            win.stride[i],
            win.pad[2 * i]
        );
    }
    // The column table of the step at `k0` into buffer `buf`: threads 0..STEP, one column each.
    let mut table = String::new();
    let _ = writeln!(
        table,
        "      if (t < {STEP}u) {{ const u64 k = KSTEP + t; u64 kr = k; u64 at = 0;"
    );
    let mut kidx = vec![String::new(); rank];
    for &d in kdims.iter().rev() {
        let _ = writeln!(
            table,
            "        const u64 i{d} = kr % {n}ULL; kr /= {n}ULL; at += i{d} * {}ULL;",
            ks[d],
            n = k.dims[d].max(1)
        );
        kidx[d] = format!("i{d}");
    }
    let _ = writeln!(
        table,
        "        cx[BUF][t] = k < k2 ? (i64)({} * {}ULL) : -1; cw[BUF][t] = at;",
        kidx[cd.k_in], xs[cd.in_feature]
    );
    for i in 0..ns {
        let kd = cd.k_spatial[i];
        let q = if win.reversal.get(i).copied().unwrap_or(false) {
            format!("(i64)({}ULL - {})", k.dims[kd].max(1) - 1, kidx[kd])
        } else {
            format!("(i64){}", kidx[kd])
        };
        let _ = writeln!(table, "        cq{i}[BUF][t] = {q} * {}LL;", win.rhs_dil[i]);
    }
    table.push_str("      }\n");
    let table = |k0: &str, buf: &str| table.replace("KSTEP", k0).replace("BUF", buf);
    // Each thread loads TILE * STEP / THREADS elements of A and of B per step; which index of
    // an element runs fastest follows the operand's contiguous dim, for coalesced loads.
    let loads = TILE * STEP / THREADS as u64;
    let along = |fast_tile: bool| -> (String, String) {
        // (index along the tile, index along the step) of load `r` of thread t.
        if fast_tile {
            (
                format!("(t + {THREADS}u * r) % {TILE}u"),
                format!("(t + {THREADS}u * r) / {TILE}u"),
            )
        } else {
            (
                format!("(t + {THREADS}u * r) / {STEP}u"),
                format!("(t + {THREADS}u * r) % {STEP}u"),
            )
        }
    };
    let (ml, kl) = along(xs[cd.in_feature] != 1);
    let mut inside = String::from("rb[ml] >= 0 && cx[BUF][kl] >= 0");
    let mut at = String::from("rb[ml] + cx[BUF][kl]");
    for i in 0..ns {
        let ld = win.lhs_dil[i];
        let extent = (x.dims[cd.in_spatial[i]] as i64 - 1) * ld + 1;
        let _ = write!(inside, " && p{i} >= 0 && p{i} < {extent}LL");
        if ld != 1 {
            let _ = write!(inside, " && p{i} % {ld}LL == 0");
            let _ = write!(at, " + (p{i} / {ld}LL) * {}LL", xs[cd.in_spatial[i]]);
        } else {
            let _ = write!(at, " + p{i} * {}LL", xs[cd.in_spatial[i]]);
        }
    }
    let ps: String = (0..ns)
        .map(|i| format!("const i64 p{i} = rs{i}[ml] + cq{i}[BUF][kl]; "))
        .collect();
    let (nl, klb) = along(ks[cd.k_out] == 1);
    // The step's elements of A and B into registers, through the column table `buf`.
    let fetch = format!(
        "#pragma unroll\n      for (u32 r = 0; r < {loads}u; r++) {{ const u32 ml = {ml}, kl = {kl}; {ps}ra[r] = ({inside}) ? x[{at}] : 0.0f; }}\n#pragma unroll\n      for (u32 r = 0; r < {loads}u; r++) {{ const u32 nl = {nl}, kl = {klb}; const u64 n = n0 + nl; rv[r] = (cx[BUF][kl] >= 0 && n < {nn}ULL) ? w[cw[BUF][kl] + n * {}ULL] : 0.0f; }}\n",
        ks[cd.k_out]
    );
    let fetch = |buf: &str| fetch.replace("BUF", buf);
    // Software pipelining: the next step's elements are read into registers while this
    // step's tile is multiplied, and stored to shared memory after it.
    let _ = writeln!(
        s,
        "    }}\n    float sum[8][8];\n    for (int ii = 0; ii < 8; ii++) for (int jj = 0; jj < 8; jj++) sum[ii][jj] = 0.0f;\n    float ra[{loads}], rv[{loads}];\n{}      __syncthreads();\n      if (k1 < k2) {{\n{}      }}\n    u32 pb = 0;\n    for (u64 k0 = k1; k0 < k2; k0 += {STEP}ULL) {{",
        table("k1", "0"),
        fetch("0")
    );
    let _ = writeln!(
        s,
        "#pragma unroll\n      for (u32 r = 0; r < {loads}u; r++) {{ const u32 ml = {ml}, kl = {kl}; As[kl][ml] = ra[r]; }}\n#pragma unroll\n      for (u32 r = 0; r < {loads}u; r++) {{ const u32 nl = {nl}, kl = {klb}; Bs[kl][nl] = rv[r]; }}\n      const bool more = k0 + {STEP}ULL < k2;\n      if (more) {{\n{}      }}\n      __syncthreads();\n      if (more) {{\n{}      }}",
        table(&format!("k0 + {STEP}ULL"), "pb ^ 1u"),
        fetch("pb ^ 1u")
    );
    let _ = writeln!(
        s,
        "#pragma unroll\n      for (int q = 0; q < {STEP}; q++) {{\n        float av[8], bv[8];\n        for (int ii = 0; ii < 8; ii++) av[ii] = As[q][ty + 8 * ii];\n        for (int jj = 0; jj < 8; jj++) bv[jj] = Bs[q][tx + 8 * jj];\n        for (int ii = 0; ii < 8; ii++) for (int jj = 0; jj < 8; jj++) sum[ii][jj] = fmaf(av[ii], bv[jj], sum[ii][jj]);\n      }}\n      __syncthreads();\n      pb ^= 1u;\n    }}"
    );
    // Store: row m's offset in the result, plus the feature's.
    let _ = writeln!(
        s,
        "    for (int ii = 0; ii < 8; ii++) {{\n      const u64 mrow = m0 + ty + 8 * ii; if (mrow >= mend) continue;\n      u64 mr = mrow, at = 0;"
    );
    for &d in rows.iter().rev() {
        let _ = writeln!(
            s,
            "      at += (mr % {n}ULL) * {}ULL; mr /= {n}ULL;",
            os[d],
            n = od[d].max(1)
        );
    }
    let store = match (&epilogue, slices > 1, acc) {
        _ if blocked.is_some() => "atomicAdd(&y[o - ybase], sum[ii][jj]);".into(),
        (Some(body), ..) => {
            format!("{{ const u64 i = o; const float cv = sum[ii][jj];\n{body}      }}")
        }
        (None, true, _) => "atomicAdd(&y[o], sum[ii][jj]);".into(),
        (None, false, true) => "y[o] = c[o] + sum[ii][jj];".into(),
        (None, false, false) => "y[o] = sum[ii][jj];".into(),
    };
    let _ = writeln!(
        s,
        "      for (int jj = 0; jj < 8; jj++) {{ const u64 n = n0 + tx + 8 * jj; if (n < {nn}ULL) {{ const u64 o = at + n * {}ULL; {store} }} }}\n    }}\n  }}\n}}",
        os[cd.out_feature]
    );
    let main = w.kernel(s, tiles * slices * THREADS as u64, THREADS, true);
    if let (Some(b), Some(mut e), Some(body)) = (blocked, epilogue_writer, epilogue) {
        // Zero the workspace; per block, sum the block into it and run the epilogue over it,
        // which zeroes each element it reads for the next block.
        let elems = b.per_block * (out.numel() / b.rows);
        let mut zero = Writer::new(vec![b.ws]);
        zero.line("((float*)a0)[i] = 0.0f;");
        let zero = zero.finish(elems, 1);
        let (pw, pi) = (e.param(b.ws), e.param(Arg::Imm(0)));
        e.line(format!(
            "const u64 ei = (u64){pi} * {elems}ULL + i; if (ei < {}ULL) {{ float* ws = (float*){pw}; const float cv = ws[i]; ws[i] = 0.0f; {{ const u64 i = ei;",
            out.numel()
        ));
        e.body.push_str(&body);
        e.line("} }");
        let apply = e.finish(elems, 1);
        let at = |k: &Kernel, block: u64| Kernel {
            args: k
                .args
                .iter()
                .map(|&a| match a {
                    Arg::Imm(_) => Arg::Imm(block),
                    a => a,
                })
                .collect(),
            ..k.clone()
        };
        let mut ks = vec![zero];
        for block in 0..b.rows.div_ceil(b.per_block) {
            ks.extend([at(&main, block), at(&apply, block)]);
        }
        return Ok(Some(ks));
    }
    if slices == 1 {
        return Ok(Some(vec![main]));
    }
    // The slices add to the result: it starts as zero, or the accumulator.
    let w = if acc {
        let mut w = Writer::new(vec![Arg::In(2), Arg::Out(0)]);
        w.line("((float*)a1)[i] = ((const float*)a0)[i];");
        w
    } else {
        let mut w = Writer::new(vec![Arg::Out(0)]);
        w.line("((float*)a0)[i] = 0.0f;");
        w
    };
    Ok(Some(vec![w.finish(out.numel(), 1), main]))
}

/// How many slices K splits into, and the length of each (a multiple of [`STEP`]), for a
/// convolution of `tiles` tiles.
fn slices(tiles: u64, k: u64) -> (u64, u64) {
    let wanted = MIN_BLOCKS.div_ceil(tiles.max(1)).min(k / MIN_SLICE).max(1);
    let slice = k.div_ceil(wanted).div_ceil(STEP).max(1) * STEP;
    (k.div_ceil(slice).max(1), slice)
}
