//! `sort` (any comparator) and `chlo.top_k`: each element finds its place in its line by
//! counting the elements that go before it (those less than it, and the equal ones before it:
//! a stable sort), then moves there. The CPU device's stable merge sort gives the same order
//! for every comparator that is a strict weak order.

use super::{body, strides, tag, width, Arg, Kernel, Shape, Writer};
use lowtide_ir::{Attr, Module, Op};

pub(super) fn sort(m: &Module, op: Op, ins: &[Shape], outs: &[Shape]) -> Result<Kernel, String> {
    let region = *m.ops[op]
        .regions
        .first()
        .ok_or("sort without a comparator")?;
    let block = *m.regions[region]
        .blocks
        .first()
        .ok_or("sort with an empty comparator")?;
    let x = ins.first().ok_or("sort without operands")?;
    let rank = x.dims.len() as i64;
    let d = m.attr(op, "dimension").and_then(Attr::as_int).unwrap_or(-1);
    let d = if d < 0 { d + rank } else { d } as usize;
    if d >= x.dims.len() {
        return Err(format!(
            "sort dimension {d} is outside its rank-{rank} operands"
        ));
    }
    let n = x.dims[d];
    let st = strides(&x.dims)[d];
    let mut w = Writer::new(Vec::new());
    w.unflatten("i", &x.dims, "o");
    w.line(format!("const u64 base = i - o{d} * {st}ULL;"));
    let mut mine = Vec::new();
    for (k, s) in ins.iter().enumerate() {
        let p = w.param(Arg::In(k));
        w.line(format!("const double m{k} = ld_{}({p}, i);", tag(s.elem)?));
        mine.push(format!("m{k}"));
    }
    w.line("u64 rank = 0;");
    let ((), inner) = w.capture(|w| {
        w.line(format!("const u64 at = base + q * {st}ULL;"));
        let mut other = Vec::new();
        for (k, s) in ins.iter().enumerate() {
            let p = w.param(Arg::In(k));
            w.line(format!("const double t{k} = ld_{}({p}, at);", tag(s.elem)?));
            other.push(format!("t{k}"));
        }
        // less(q, mine), and for an earlier q, !less(mine, q).
        let args = |a: &[String], b: &[String]| -> Vec<String> {
            a.iter()
                .zip(b)
                .flat_map(|(x, y)| [x.clone(), y.clone()])
                .collect()
        };
        let before = body(m, block, &args(&other, &mine), w)?;
        let after = body(m, block, &args(&mine, &other), w)?;
        let (b, a) = (
            before.first().ok_or("a comparator returns a value")?,
            after.first().ok_or("a comparator returns a value")?,
        );
        w.line(format!(
            "if ({b} != 0.0 || (q < o{d} && {a} == 0.0)) rank++;"
        ));
        Ok(())
    })?;
    w.line(format!(
        "for (u64 q = 0; q < {n}ULL; q++) {{ if (q == o{d}) continue;\n{inner}      }}"
    ));
    for (k, o) in outs.iter().enumerate() {
        let (pi, po) = (w.param(Arg::In(k)), w.param(Arg::Out(k)));
        w.line(format!(
            "cp_{}({po}, base + rank * {st}ULL, {pi}, i);",
            width(o.elem)
        ));
    }
    Ok(finish_scattered(w, x, outs))
}

/// A kernel whose items write elements other than their own: one thread does them all when
/// a result is `i1` (threads would share bytes), else one item per element.
fn finish_scattered(w: Writer, x: &Shape, outs: &[Shape]) -> Kernel {
    let n: u64 = x.dims.iter().product();
    if outs.iter().any(|o| o.elem.is_bool()) {
        w.finish(n, n.max(1))
    } else {
        w.finish(n, 1)
    }
}

/// `chlo.top_k`: the k largest along the last dim in IEEE total order, ties to the lower index.
pub(super) fn top_k(m: &Module, op: Op, ins: &[Shape], outs: &[Shape]) -> Result<Kernel, String> {
    let k = m.attr(op, "k").and_then(Attr::as_int).unwrap_or(0).max(0) as u64;
    let x = &ins[0];
    // (At least 1: a tensor with an empty last dim has no items, and the source no division by
    // zero.)
    let n = (*x.dims.last().ok_or("top_k of a scalar")?).max(1);
    let mut w = Writer::new(vec![Arg::In(0), Arg::Out(0), Arg::Out(1)]);
    w.line(format!("const u64 row = i / {n}ULL, j = i % {n}ULL;"));
    w.line(format!("const double me = ld_{}(a0, i);", tag(x.elem)?));
    w.line("u64 rank = 0;");
    w.line(format!(
        "for (u64 q = 0; q < {n}ULL; q++) {{ const int c = lt_total_cmp(ld_{}(a0, row * {n}ULL + q), me); if (c > 0 || (c == 0 && q < j)) rank++; }}",
        tag(x.elem)?
    ));
    w.line(format!(
        "if (rank < {k}ULL) {{ cp_{}(a1, row * {k}ULL + rank, a0, i); st_{}(a2, row * {k}ULL + rank, (double)j); }}",
        width(outs[0].elem),
        tag(outs[1].elem)?
    ));
    Ok(finish_scattered(w, x, outs))
}
