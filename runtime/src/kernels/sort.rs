//! `stablehlo.sort` (any comparator region, every operand permuted alike along `dimension`)
//! and `chlo.top_k` (the k largest along the last dimension in IEEE total order, ties to the
//! lower index, with their indices). Both sort each line with a stable merge sort over
//! indices, which never panics whatever the comparator answers.

use super::reduce::Body;
use crate::tensor::{next_index, strides, Buf};
use lowtide_ir::{Attr, Module, Op};

/// Sorts `0..n` stably by `less`, which may fail.
fn merge_sort(
    n: usize,
    less: &mut impl FnMut(usize, usize) -> Result<bool, String>,
) -> Result<Vec<usize>, String> {
    let mut a: Vec<usize> = (0..n).collect();
    let mut b = a.clone();
    let mut width = 1;
    while width < n {
        for lo in (0..n).step_by(2 * width) {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut b[lo..hi] {
                // Take from the right run only when it is strictly less: stable.
                let right = j < hi && (i >= mid || less(a[j], a[i])?);
                if right {
                    *slot = a[j];
                    j += 1;
                } else {
                    *slot = a[i];
                    i += 1;
                }
            }
        }
        std::mem::swap(&mut a, &mut b);
        width *= 2;
    }
    Ok(a)
}

/// Calls `f(start, stride, n)` for every line of `dims` along dimension `d`.
fn lines(
    dims: &[u64],
    d: usize,
    mut f: impl FnMut(usize, usize, usize) -> Result<(), String>,
) -> Result<(), String> {
    if dims.contains(&0) {
        return Ok(());
    }
    let st = strides(dims);
    let mut outer = dims.to_vec();
    outer[d] = 1;
    let mut idx = vec![0u64; dims.len()];
    loop {
        let start: usize = idx.iter().zip(&st).map(|(&i, &s)| i as usize * s).sum();
        f(start, st[d], dims[d] as usize)?;
        if !next_index(&mut idx, &outer) {
            return Ok(());
        }
    }
}

pub fn sort(m: &Module, op: Op, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let region = *m.ops[op]
        .regions
        .first()
        .ok_or("sort without a comparator")?;
    let body = Body::compile(m, region)?;
    let dims = ins.first().ok_or("sort without operands")?.dims.clone();
    let rank = dims.len() as i64;
    let d = m.attr(op, "dimension").and_then(Attr::as_int).unwrap_or(-1);
    let d = if d < 0 { d + rank } else { d } as usize;
    let mut args = vec![0.0; 2 * ins.len()];
    let mut res = [0.0];
    lines(&dims, d, |start, stride, n| {
        let at = |i: usize| start + i * stride;
        let perm = merge_sort(n, &mut |a, b| {
            for (k, x) in ins.iter().enumerate() {
                args[2 * k] = x.get(at(a));
                args[2 * k + 1] = x.get(at(b));
            }
            body.call(&args, &mut res)?;
            Ok(res[0] != 0.0)
        })?;
        for (x, o) in ins.iter().zip(outs) {
            for (i, &p) in perm.iter().enumerate() {
                o.copy_elem(at(i), x, at(p));
            }
        }
        Ok(())
    })
}

pub fn top_k(m: &Module, op: Op, x: &Buf, values: &Buf, indices: &Buf) -> Result<(), String> {
    let k = m.attr(op, "k").and_then(Attr::as_int).unwrap_or(0).max(0) as usize;
    let dims = x.dims.clone();
    let Some(last) = dims.len().checked_sub(1) else {
        return Err("top_k of a scalar".into());
    };
    let mut row = 0;
    lines(&dims, last, |start, _, n| {
        let perm = merge_sort(n, &mut |a, b| {
            Ok(x.get(start + a).total_cmp(&x.get(start + b)) == std::cmp::Ordering::Greater)
        })?;
        for (i, &p) in perm.iter().take(k).enumerate() {
            values.copy_elem(row * k + i, x, start + p);
            indices.set(row * k + i, p as f64);
        }
        row += 1;
        Ok(())
    })
}
