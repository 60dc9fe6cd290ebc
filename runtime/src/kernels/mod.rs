//! CPU kernels, one file per family, dispatched by op kind. Every kernel reads its operands
//! and writes its results through [`Buf`] views and allocates nothing: the arena (and the
//! argument and output buffers) is all the memory a planned step uses.

pub(crate) mod contract;
mod elementwise;
pub(crate) mod fused;
mod gather;
mod gemm;
pub use gemm::in_gemm_library;
pub(crate) mod movement;
mod parallel;
pub(crate) mod reduce;
mod sort;

use crate::tensor::Buf;
use lowtide_ir::{Module, Op, OpKind, Traits};

/// An integer-list attribute (`array<i64: ...>`, `[..]` or `dense<...>`), or `n` copies of
/// `dflt` when absent (shape rules have already checked the lengths of present ones).
pub(crate) fn ints_or(m: &Module, op: Op, k: &str, n: usize, dflt: i64) -> Vec<i64> {
    match m.attr(op, k) {
        Some(lowtide_ir::Attr::Dense(d)) => d.ints().unwrap_or_else(|| vec![dflt; n]),
        Some(a) => a.as_i64s().unwrap_or_else(|| vec![dflt; n]),
        None => vec![dflt; n],
    }
}

/// Whether the CPU device has a kernel for ops of `kind` ([`run`]'s arms; an elementwise
/// kind when `scalar::eval` evaluates it).
pub fn has_kernel(kind: OpKind) -> bool {
    use OpKind::*;
    if kind.has(Traits::ELEMENTWISE) {
        let cmp = Some(crate::scalar::Cmp {
            dir: lowtide_ir::stablehlo::CmpDir::Lt,
            total: false,
        });
        return kind == ReducePrecision
            || crate::scalar::eval(kind, lowtide_ir::ElemType::F32, &[1.0, 2.0, 3.0], cmp).is_ok();
    }
    matches!(
        kind,
        Constant
            | Iota
            | BroadcastInDim
            | Reshape
            | OptimizationBarrier
            | SdySharding
            | SdyReshard
            | BitcastConvert
            | Transpose
            | Slice
            | Concatenate
            | Pad
            | Reverse
            | DynamicSlice
            | DynamicUpdateSlice
            | DotGeneral
            | Dot
            | Convolution
            | LtConvAccumulate
            | LtFused
            | Reduce
            | ReduceWindow
            | SelectAndScatter
            | Gather
            | Scatter
            | Sort
            | ChloTopK
    )
}

/// Runs `op` reading `ins` and writing `outs`.
pub fn run(m: &Module, op: Op, ins: &[Buf], outs: &[Buf]) -> Result<(), String> {
    let kind = m.kind(op).ok_or_else(|| {
        format!(
            "the CPU device cannot run '{}': lowtide does not know this op",
            m.name(op)
        )
    })?;
    match kind {
        k if k.has(Traits::ELEMENTWISE) => elementwise::run(m, op, k, ins, outs),
        OpKind::Constant => movement::constant(m, op, &outs[0]),
        OpKind::Iota => movement::iota(m, op, &outs[0]),
        OpKind::BroadcastInDim => movement::broadcast_in_dim(m, op, &ins[0], &outs[0]),
        OpKind::Reshape
        | OpKind::OptimizationBarrier
        | OpKind::SdySharding
        | OpKind::SdyReshard => {
            for (i, o) in ins.iter().zip(outs) {
                o.copy_all(i);
            }
            Ok(())
        }
        OpKind::BitcastConvert => {
            outs[0].copy_raw(&ins[0]);
            Ok(())
        }
        OpKind::Transpose => movement::transpose(m, op, &ins[0], &outs[0]),
        OpKind::Slice => movement::slice(m, op, &ins[0], &outs[0]),
        OpKind::Concatenate => movement::concatenate(m, op, ins, &outs[0]),
        OpKind::Pad => movement::pad(m, op, &ins[0], &ins[1], &outs[0]),
        OpKind::Reverse => movement::reverse(m, op, &ins[0], &outs[0]),
        OpKind::DynamicSlice => movement::dynamic_slice(ins, &outs[0]),
        OpKind::DynamicUpdateSlice => movement::dynamic_update_slice(ins, &outs[0]),
        OpKind::DotGeneral | OpKind::Dot => {
            contract::dot_general(m, op, (&ins[0], &ins[1]), &outs[0], outs.get(1))
        }
        OpKind::Convolution => contract::convolution(m, op, &ins[0], &ins[1], &outs[0]),
        OpKind::LtConvAccumulate => {
            contract::convolution_accumulate(m, op, &ins[0], &ins[1], &ins[2], &outs[0])
        }
        OpKind::LtFused => fused::run(m, op, ins, outs),
        OpKind::Reduce => reduce::reduce(m, op, ins, outs),
        OpKind::ReduceWindow => reduce::reduce_window(m, op, ins, outs),
        OpKind::SelectAndScatter => reduce::select_and_scatter(m, op, ins, &outs[0]),
        OpKind::Gather => gather::gather(m, op, &ins[0], &ins[1], &outs[0]),
        OpKind::Scatter => gather::scatter(m, op, ins, outs),
        OpKind::Sort => sort::sort(m, op, ins, outs),
        OpKind::ChloTopK => sort::top_k(m, op, &ins[0], &outs[0], &outs[1]),
        other => {
            debug_assert!(!has_kernel(other), "`has_kernel` lists {}", other.name());
            Err(format!(
                "the CPU device has no kernel for '{}' yet",
                other.name()
            ))
        }
    }
}
