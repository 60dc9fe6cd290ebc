//! Windowed ops: `convolution` (and `lt.conv_accumulate`, and the convolution a fused body
//! starts with), `reduce_window` and `select_and_scatter`, in the CPU device's loop order.

use super::{body, strides, tag, Arg, Kernel, Shape, Writer};
use crate::kernels::contract::ConvWindow;
use crate::kernels::reduce::Window;
use lowtide_ir::stablehlo::ConvDims;
use lowtide_ir::{Module, Op};
use std::fmt::Write;

/// Declares `double {var}`: the convolution `op` of operands `x` and `k` (parameters of
/// operands `kx`, `kk`) at the result index whose variables are `{o}0..`, summed in double a
/// contraction chunk at a time (each chunk added to `start`, rounded to `elem`), as
/// `kernels::contract::conv_loop` sums it.
#[allow(clippy::too_many_arguments)]
pub(super) fn conv_value(
    m: &Module,
    op: Op,
    w: &mut Writer,
    (kx, x): (usize, &Shape),
    (kk, k): (usize, &Shape),
    (o, out_dims): (&str, &[u64]),
    (var, elem, start): (&str, lowtide_ir::ElemType, &str),
) -> Result<(), String> {
    let cd = ConvDims::parse(m.attr(op, "dimension_numbers"))?;
    let ns = cd.in_spatial.len();
    let win = ConvWindow::of(m, op, ns);
    let (xs, ks) = (strides(&x.dims), strides(&k.dims));
    let k_out = k.dims[cd.k_out];
    let cg = k.dims[cd.k_in];
    let chunk = lowtide_ir::ops::contraction_chunk(&cd).unwrap_or(cg).max(1);
    let out_batch = out_dims[cd.out_batch];
    if win.groups == 0 || win.bgroups == 0 || k_out % win.groups != 0 || k_out % win.bgroups != 0 {
        return Err(
            "convolution's group counts do not divide its output features (run the verifier)"
                .into(),
        );
    }
    let (px, pk) = (w.param(Arg::In(kx)), w.param(Arg::In(kk)));
    let t = tag(elem)?;
    w.line(format!(
        "const u64 g_{var} = {o}{f} / {}ULL, bin_{var} = ({o}{f} / {}ULL) * {out_batch}ULL + {o}{b};",
        k_out / win.groups,
        k_out / win.bgroups,
        f = cd.out_feature,
        b = cd.out_batch,
    ));
    w.line(format!("double {var} = {start};"));
    let mut loops = String::new();
    let mut inside = String::from("true");
    let mut xbase = format!("bin_{var} * {}ULL", xs[cd.in_batch]);
    let mut kbase = format!("{o}{} * {}ULL", cd.out_feature, ks[cd.k_out]);
    let mut decls = String::new();
    for i in 0..ns {
        let ksz = k.dims[cd.k_spatial[i]];
        let insz = x.dims[cd.in_spatial[i]] as i64;
        let _ = write!(loops, "for (u64 q{i} = 0; q{i} < {ksz}ULL; q{i}++) ");
        let (st, lo, ld, rd) = (
            win.stride[i],
            win.pad[2 * i],
            win.lhs_dil[i],
            win.rhs_dil[i],
        );
        let extent = (insz - 1) * ld + 1;
        let _ = write!(
            decls,
            "const i64 p{i} = (i64){o}{} * {st}LL - ({lo}LL) + (i64)q{i} * {rd}LL; ",
            cd.out_spatial[i]
        );
        let _ = write!(
            inside,
            " && p{i} >= 0 && p{i} < {extent}LL && p{i} % {ld}LL == 0"
        );
        let _ = write!(
            xbase,
            " + (u64)(p{i} / {ld}LL) * {}ULL",
            xs[cd.in_spatial[i]]
        );
        let kidx = if win.reversal.get(i).copied().unwrap_or(false) {
            format!("({}ULL - q{i})", ksz - 1)
        } else {
            format!("q{i}")
        };
        let _ = write!(kbase, " + {kidx} * {}ULL", ks[cd.k_spatial[i]]);
    }
    w.line(format!(
        "for (u64 c0 = 0; c0 < {cg}ULL; c0 += {chunk}ULL) {{ double sum = 0.0; const u64 c1 = c0 + {chunk}ULL < {cg}ULL ? c0 + {chunk}ULL : {cg}ULL;"
    ));
    w.line(format!(
        "  {loops}{{ {decls}if ({inside}) {{ const u64 xb = {xbase}, kb = {kbase}; for (u64 ci = c0; ci < c1; ci++) sum += ld_{}({px}, xb + (g_{var} * {cg}ULL + ci) * {}ULL) * ld_{}({pk}, kb + ci * {}ULL); }} }}",
        tag(x.elem)?,
        xs[cd.in_feature],
        tag(k.elem)?,
        ks[cd.k_in]
    ));
    w.line(format!("  {var} = rnd_{t}({var} + sum);"));
    w.line("}");
    Ok(())
}

/// `convolution` (`acc` None) or `lt.conv_accumulate` (operand 2 the accumulator).
pub(super) fn convolution(
    m: &Module,
    op: Op,
    ins: &[Shape],
    out: &Shape,
    acc: bool,
) -> Result<Kernel, String> {
    let mut w = Writer::new(Vec::new());
    w.unflatten("i", &out.dims, "o");
    let t = tag(out.elem)?;
    let start = if acc {
        let p = w.param(Arg::In(2));
        format!("rnd_{t}(ld_{}({p}, i))", tag(ins[2].elem)?)
    } else {
        "0.0".to_string()
    };
    conv_value(
        m,
        op,
        &mut w,
        (0, &ins[0]),
        (1, &ins[1]),
        ("o", &out.dims),
        ("cv", out.elem, &start),
    )?;
    let p = w.param(Arg::Out(0));
    w.line(format!("st_{t}({p}, i, cv);"));
    Ok(w.finish(out.numel(), super::per_item(&[out])))
}

/// The generated code of a window's positions and loops.
impl Window {
    /// Declares `bool {v}_in` and `u64 {v}_at`: whether window offsets `{q}0..` of the output
    /// at `{o}0..` fall inside operand `dims`, and where.
    fn code_locate(&self, w: &mut Writer, dims: &[u64], (o, q, v): (&str, &str, &str)) {
        let xs = strides(dims);
        let mut inside = String::from("true");
        let mut at = String::from("0");
        for d in 0..dims.len() {
            let b = self.base_dil[d].max(1);
            let extent = (dims[d] as i64 - 1) * b + 1;
            w.line(format!(
                "const i64 {v}p{d} = (i64){o}{d} * {}LL - ({}LL) + (i64){q}{d} * {}LL;",
                self.stride[d], self.pad_lo[d], self.win_dil[d]
            ));
            let _ = write!(
                inside,
                " && {v}p{d} >= 0 && {v}p{d} < {extent}LL && {v}p{d} % {b}LL == 0"
            );
            let _ = write!(at, " + (u64)({v}p{d} / {b}LL) * {}ULL", xs[d]);
        }
        w.line(format!("const bool {v}_in = {inside};"));
        w.line(format!("const u64 {v}_at = {v}_in ? {at} : 0;"));
    }

    fn code_loops(&self, q: &str) -> String {
        self.win
            .iter()
            .enumerate()
            .map(|(d, &n)| format!("for (u64 {q}{d} = 0; {q}{d} < {n}ULL; {q}{d}++) "))
            .collect()
    }
}

/// `reduce_window`: one item per output, folding its window in order from the inits (padding
/// reads the init), unrounded until stored, as the CPU device folds.
pub(super) fn reduce_window(
    m: &Module,
    op: Op,
    ins: &[Shape],
    outs: &[Shape],
) -> Result<Kernel, String> {
    let n = outs.len();
    if ins.len() != 2 * n || n == 0 {
        return Err("reduce_window needs one init per operand (run the verifier)".into());
    }
    let region = *m.ops[op]
        .regions
        .first()
        .ok_or("reduce_window without a body")?;
    let block = *m.regions[region]
        .blocks
        .first()
        .ok_or("reduce_window with an empty body")?;
    let x = &ins[0];
    let win = Window::read(m, op, x.dims.len());
    let mut w = Writer::new(Vec::new());
    w.unflatten("i", &outs[0].dims, "o");
    for k in 0..n {
        let p = w.param(Arg::In(n + k));
        w.line(format!(
            "const double init{k} = ld_{}({p}, 0);",
            tag(ins[n + k].elem)?
        ));
        w.line(format!("double acc{k} = init{k};"));
    }
    let ((), inner) = w.capture(|w| {
        win.code_locate(w, &x.dims, ("o", "q", "x"));
        let mut args: Vec<String> = (0..n).map(|k| format!("acc{k}")).collect();
        for (k, x) in ins[..n].iter().enumerate() {
            let p = w.param(Arg::In(k));
            w.line(format!(
                "const double e{k} = x_in ? ld_{}({p}, x_at) : init{k};",
                tag(x.elem)?
            ));
            args.push(format!("e{k}"));
        }
        let res = body(m, block, &args, w)?;
        if res.len() != n {
            return Err("reduce_window's body returns the wrong number of values".into());
        }
        for (k, r) in res.iter().enumerate() {
            w.line(format!("const double r{k} = {r};"));
        }
        for k in 0..n {
            w.line(format!("acc{k} = r{k};"));
        }
        Ok(())
    })?;
    w.line(format!("{}{{\n{inner}      }}", win.code_loops("q")));
    for (k, o) in outs.iter().enumerate() {
        let p = w.param(Arg::Out(k));
        w.line(format!("st_{}({p}, i, acc{k});", tag(o.elem)?));
    }
    let refs: Vec<&Shape> = outs.iter().collect();
    Ok(w.finish(outs[0].numel(), super::per_item(&refs)))
}

/// `select_and_scatter`: one item per operand element, which walks the windows that contain
/// it in the source's order, picks each window's element as the CPU device does (the first
/// inside, then `select(chosen, next)` keeps or replaces it), and scatters the source value
/// when the pick is this element. Every element sees its updates in the CPU device's order.
pub(super) fn select_and_scatter(
    m: &Module,
    op: Op,
    ins: &[Shape],
    out: &Shape,
) -> Result<Kernel, String> {
    let (x, src) = (&ins[0], &ins[1]);
    let rank = x.dims.len();
    let regions = &m.ops[op].regions;
    let block = |r: usize| -> Result<lowtide_ir::Block, String> {
        let region = *regions
            .get(r)
            .ok_or("select_and_scatter needs two bodies")?;
        m.regions[region]
            .blocks
            .first()
            .copied()
            .ok_or_else(|| "select_and_scatter with an empty body".to_string())
    };
    let (select, scatter) = (block(0)?, block(1)?);
    let win = Window {
        base_dil: vec![1; rank],
        win_dil: vec![1; rank],
        ..Window::read(m, op, rank)
    };
    let t = tag(out.elem)?;
    let mut w = Writer::new(vec![Arg::In(0), Arg::In(1), Arg::In(2), Arg::Out(0)]);
    w.unflatten("i", &x.dims, "e");
    w.line(format!(
        "double val = rnd_{t}(ld_{}(a2, 0));",
        tag(ins[2].elem)?
    ));
    // The sources whose window may hold element e, per dim: s with
    // s * stride - pad <= e < s * stride - pad + win.
    let mut loops = String::new();
    for d in 0..rank {
        let (st, lo, n) = (win.stride[d].max(1), win.pad_lo[d], win.win[d] as i64);
        w.line(format!(
            "i64 slo{d} = (i64)e{d} + ({lo}LL) - {} ; slo{d} = slo{d} <= 0 ? 0 : (slo{d} + {st}LL - 1) / {st}LL; i64 shi{d} = ((i64)e{d} + ({lo}LL)) < 0 ? -1 : ((i64)e{d} + ({lo}LL)) / {st}LL; if (shi{d} > {}LL) shi{d} = {}LL;",
            n - 1,
            src.dims[d] as i64 - 1,
            src.dims[d] as i64 - 1
        ));
        let _ = write!(loops, "for (i64 s{d} = slo{d}; s{d} <= shi{d}; s{d}++) ");
    }
    let ss = strides(&src.dims);
    let ((), inner) = w.capture(|w| {
        let sidx: String = (0..rank)
            .map(|d| format!(" + (u64)s{d} * {}ULL", ss[d]))
            .collect();
        w.line("bool have = false; u64 chosen = 0; double cv = 0.0;");
        let ((), pick) = w.capture(|w| {
            win.code_locate(w, &x.dims, ("s", "q", "x"));
            w.line(format!(
                "if (x_in) {{ const double xv = ld_{}(a0, x_at);",
                tag(x.elem)?
            ));
            w.line("if (!have) { have = true; chosen = x_at; cv = xv; } else {");
            let keep = body(m, select, &["cv".to_string(), "xv".to_string()], w)?;
            let keep = keep.first().ok_or("select returns a value")?;
            w.line(format!(
                "if ({keep} == 0.0) {{ chosen = x_at; cv = xv; }} }} }}"
            ));
            Ok(())
        })?;
        w.line(format!("{}{{\n{pick}      }}", win.code_loops("q")));
        w.line(format!(
            "if (have && chosen == i) {{ const double sv = ld_{}(a1, 0{sidx});",
            tag(src.elem)?
        ));
        let r = body(m, scatter, &["val".to_string(), "sv".to_string()], w)?;
        let r = r.first().ok_or("scatter returns a value")?;
        w.line(format!("val = rnd_{t}({r}); }}"));
        Ok(())
    })?;
    w.line(format!("{loops}{{\n{inner}      }}"));
    w.line(format!("st_{t}(a3, i, val);"));
    Ok(w.finish(out.numel(), super::per_item(&[out])))
}
