//! What an op costs: FLOPs and bytes read and written ([`cost`]).

use super::*;
use crate::module::Block;
use crate::workspace::{callee, is_control_flow, trip_count, MAX_DEPTH};

/// Work and traffic of one op, for cost models and reports.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Cost {
    /// Floating-point (or integer) operations.
    pub flops: u64,
    /// Bytes read from operands.
    pub bytes_read: u64,
    /// Bytes written to results.
    pub bytes_written: u64,
}

/// The sum of `xs`, stopping at `u64::MAX` (sizes of huge static shapes must not overflow).
pub fn saturating_sum(xs: impl IntoIterator<Item = u64>) -> u64 {
    xs.into_iter().fold(0, u64::saturating_add)
}

/// The cost of `op` (zero for unknown ops and dynamic shapes).
pub fn cost(m: &Module, op: Op) -> Cost {
    let d = &m.ops[op];
    let size = |v: &crate::module::Value| m.bytes(*v).unwrap_or(0);
    let numel = |t: &Type| {
        t.as_tensor()
            .and_then(TensorType::num_elements)
            .unwrap_or(0)
    };
    let bytes_read = saturating_sum(d.operands.iter().map(size));
    let bytes_written = saturating_sum(d.results.iter().map(size));
    let out = d.results.first().map(|&v| numel(m.ty(v))).unwrap_or(0);
    let flops = match m.kind(op) {
        Some(k) if k.has(Traits::ELEMENTWISE) => out,
        Some(OpKind::DotGeneral) => {
            let l = d
                .operands
                .first()
                .and_then(|&v| m.ty(v).as_tensor()?.static_dims());
            let k: u64 = match (DotDims::parse(m.attr(op, "dot_dimension_numbers")), l) {
                (Ok(dd), Some(l)) => dd.lhs_contract.iter().fold(1u64, |a, &i| {
                    a.saturating_mul(l.get(i as usize).copied().unwrap_or(1))
                }),
                _ => 1,
            };
            out.saturating_mul(k).saturating_mul(2)
        }
        Some(OpKind::Dot) => {
            let k = d
                .operands
                .first()
                .and_then(|&v| m.ty(v).as_tensor()?.static_dims()?.last().copied());
            out.saturating_mul(k.unwrap_or(1)).saturating_mul(2)
        }
        Some(OpKind::Convolution | OpKind::LtConvAccumulate) => {
            let kd = d
                .operands
                .get(1)
                .and_then(|&v| m.ty(v).as_tensor()?.static_dims());
            match (ConvDims::parse(m.attr(op, "dimension_numbers")), kd) {
                (Ok(cd), Some(k)) => {
                    let win = cd
                        .k_spatial
                        .iter()
                        .filter_map(|&i| k.get(i))
                        .fold(1u64, |a, &d| a.saturating_mul(d));
                    out.saturating_mul(win)
                        .saturating_mul(k.get(cd.k_in).copied().unwrap_or(1))
                        .saturating_mul(2)
                }
                _ => 0,
            }
        }
        Some(OpKind::Reduce | OpKind::Scatter | OpKind::SelectAndScatter) => {
            d.operands.first().map(|&v| numel(m.ty(v))).unwrap_or(0)
        }
        Some(OpKind::LtFused) => {
            let body = d.regions.first().and_then(|&r| m.regions[r].blocks.first());
            saturating_sum(
                body.into_iter()
                    .flat_map(|&b| m.blocks[b].ops.iter())
                    .map(|&o| cost(m, o).flops),
            )
        }
        Some(OpKind::While | OpKind::If | OpKind::Case | OpKind::FuncCall) => {
            control_flow_flops(m, op)
        }
        Some(OpKind::ReduceWindow) => {
            let win = m
                .attr(op, "window_dimensions")
                .and_then(Attr::as_i64s)
                .map_or(1, |w| {
                    w.iter()
                        .fold(1u64, |a, &d| a.saturating_mul(d.max(1) as u64))
                });
            out.saturating_mul(win)
        }
        _ => 0,
    };
    Cost {
        flops,
        bytes_read,
        bytes_written,
    }
}

/// The FLOPs control-flow op `op` does: a `while`'s condition and body times its trip count
/// (once when `workspace::trip_count` cannot tell), the costlier branch of an `if`/`case`, a callee's
/// body.
fn control_flow_flops(m: &Module, op: Op) -> u64 {
    flops_at(m, op, 0)
}

fn flops_at(m: &Module, op: Op, depth: usize) -> u64 {
    if depth > MAX_DEPTH {
        return 0;
    }
    let block = |b: Block| {
        saturating_sum(m.blocks[b].ops.iter().map(|&o| {
            if is_control_flow(m, o) {
                flops_at(m, o, depth + 1)
            } else {
                cost(m, o).flops
            }
        }))
    };
    let region =
        |r: crate::module::Region| saturating_sum(m.regions[r].blocks.iter().map(|&b| block(b)));
    let regions = &m.ops[op].regions;
    match m.kind(op) {
        Some(OpKind::While) => {
            let once = saturating_sum(regions.iter().map(|&r| region(r)));
            once.saturating_mul(trip_count(m, op).unwrap_or(1).max(1))
        }
        Some(OpKind::If | OpKind::Case) => regions.iter().map(|&r| region(r)).max().unwrap_or(0),
        Some(OpKind::FuncCall) => callee(m, op)
            .and_then(|f| m.entry_block(f))
            .map_or(0, block),
        _ => 0,
    }
}
