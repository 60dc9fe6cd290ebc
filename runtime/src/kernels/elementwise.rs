//! Elementwise ops (including compare, select, clamp, convert and reduce_precision): each
//! output element from the same-index elements of the operands; a scalar `select` predicate
//! or `clamp` bound applies to every element. Reading element k before writing element k makes
//! these safe to run in place.

use crate::scalar::{eval, reduce_precision};
use crate::tensor::Buf;
use lowtide_ir::stablehlo::CmpDir;
use lowtide_ir::{Attr, Module, Op, OpKind};

pub fn run(m: &Module, op: Op, kind: OpKind, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let out = &outs[0];
    let n = out.numel();
    let dir = if kind == OpKind::Compare {
        Some(CmpDir::parse(m.attr(op, "comparison_direction"))?)
    } else {
        None
    };
    // The element type the op computes in: the data operands' type.
    let elem = match kind {
        OpKind::Select | OpKind::Clamp => ins[1].elem,
        _ => ins.first().map_or(out.elem, |b| b.elem),
    };
    if kind == OpKind::ReducePrecision {
        let e = m
            .attr(op, "exponent_bits")
            .and_then(Attr::as_int)
            .unwrap_or(8) as u32;
        let mb = m
            .attr(op, "mantissa_bits")
            .and_then(Attr::as_int)
            .unwrap_or(23) as u32;
        for i in 0..n {
            out.set(
                i,
                reduce_precision(ins[0].get(i), e.clamp(1, 8), mb.min(23)),
            );
        }
        return Ok(());
    }
    let mut args = [0.0f64; 3];
    for i in 0..n {
        for (k, b) in ins.iter().enumerate() {
            args[k] = if b.numel() == 1 { b.get(0) } else { b.get(i) };
        }
        out.set(i, eval(kind, elem, &args[..ins.len()], dir)?);
    }
    Ok(())
}
