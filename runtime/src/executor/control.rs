//! Control flow on the device: `stablehlo.while`, `stablehlo.if`, `stablehlo.case` and
//! `func.call` run the ops of their regions (or callee) one by one, every value inside at its
//! place in the op's workspace ([`lowtide_ir::workspace`]). A `while` keeps its carried values in
//! its results: they start as copies of the operands, the condition and the body read them
//! there, and the body's results go through the staging slots back into them.

use super::Session;
use crate::device::{BufferId, Slot};
use lowtide_ir::workspace::{callee, is_control_flow, layout, Layout};
use lowtide_ir::{Block, OpKind, Value};
use std::rc::Rc;

/// Where a workspace starts: (buffer, offset).
pub(super) type Place = (BufferId, usize);

impl Session<'_> {
    /// Runs control-flow op `op` with its workspace at `ws`.
    pub(super) fn run_control(&mut self, op: lowtide_ir::Op, ws: Place) -> Result<(), String> {
        let t = self.clock()?;
        self.run_regions(op, ws)?;
        self.timed(op, t, true)
    }

    /// [`Session::run_control`] untimed.
    fn run_regions(&mut self, op: lowtide_ir::Op, ws: Place) -> Result<(), String> {
        let m = self.m;
        let l = self.layout(op)?;
        for (&v, &off) in &l.values {
            self.nested.insert(v, (ws.0, ws.1 + off as usize));
        }
        let ins = self.slots(&m.ops[op].operands)?;
        let outs = self.slots(&m.ops[op].results)?;
        for (&v, &k) in &l.in_results {
            let o = outs
                .get(k)
                .ok_or("a value returned past the op's results")?;
            self.nested.insert(v, (o.buffer, o.offset));
        }
        let entry = |i: usize| m.region_entry(op, i).ok_or("a region without a block");
        match m.kind(op) {
            Some(OpKind::While) => {
                let (cond, body) = (entry(0)?, entry(1)?);
                for (i, o) in ins.iter().zip(&outs) {
                    self.copy(i, o)?;
                }
                let mut iterations = 0u64;
                loop {
                    if self.max_iterations.is_some_and(|n| iterations >= n) {
                        return Err(format!(
                            "the loop ran {iterations} iterations without its condition turning false, the most allowed (--max-iterations); raise the limit or check the condition"
                        ));
                    }
                    iterations += 1;
                    self.bind(cond, &outs)?;
                    let r = self.run_block(cond, &l, ws)?;
                    let p = r.first().ok_or("the condition returns nothing")?;
                    if self.scalar(p)? == 0.0 {
                        break;
                    }
                    self.bind(body, &outs)?;
                    let r = self.run_block(body, &l, ws)?;
                    if r.len() != outs.len() {
                        return Err("the body returns the wrong number of values".into());
                    }
                    // Through the staging slots: the body may return carries in another order.
                    // Carries computed in place are where they belong already.
                    let mut staged = Vec::new();
                    for ((s, o), off) in r.iter().zip(&outs).zip(&l.staging) {
                        if let Some(off) = off {
                            let t = Slot {
                                buffer: ws.0,
                                offset: ws.1 + *off as usize,
                                ..s.clone()
                            };
                            self.copy(s, &t)?;
                            staged.push((t, o));
                        }
                    }
                    for (t, o) in staged {
                        self.copy(&t, o)?;
                    }
                }
            }
            Some(OpKind::If | OpKind::Case) => {
                let k = self.scalar(ins.first().ok_or("no predicate or index")?)?;
                let n = m.ops[op].regions.len();
                let pick = if m.kind(op) == Some(OpKind::If) {
                    usize::from(k == 0.0)
                } else if k >= 0.0 && (k as usize) < n {
                    k as usize
                } else {
                    // Out of range: the last branch, as StableHLO says.
                    n.saturating_sub(1)
                };
                let b = entry(pick)?;
                let r = self.run_block(b, &l, ws)?;
                self.copy_all(&r, &outs)?;
            }
            Some(OpKind::FuncCall) => {
                let f = callee(m, op).ok_or("a call whose callee is not in the module")?;
                let b = m.entry_block(f).ok_or("the callee has no body")?;
                self.bind(b, &ins)?;
                let r = self.run_block(b, &l, ws)?;
                self.copy_all(&r, &outs)?;
            }
            _ => return Err(format!("'{}' is not control flow", m.name(op))),
        }
        Ok(())
    }

    /// The workspace layout of `op`, made once per session.
    pub(super) fn layout(&mut self, op: lowtide_ir::Op) -> Result<Rc<Layout>, String> {
        if let Some(l) = self.layouts.get(&op) {
            return Ok(l.clone());
        }
        let l = Rc::new(layout(self.m, op)?);
        self.layouts.insert(op, l.clone());
        Ok(l)
    }

    /// Runs the ops of `block` up to its terminator; returns where the returned values are.
    fn run_block(&mut self, block: Block, l: &Layout, ws: Place) -> Result<Vec<Slot>, String> {
        let m = self.m;
        for (i, &op) in m.blocks[block].ops.iter().enumerate() {
            if matches!(m.kind(op), Some(OpKind::Return | OpKind::FuncReturn)) {
                return self.slots(&m.ops[op].operands);
            }
            let at = |e: String| format!("'{}' (op {i} of a region): {e}", m.name(op));
            if is_control_flow(m, op) {
                let off = l.workspaces.get(&op).copied().unwrap_or(0) as usize;
                self.run_control(op, (ws.0, ws.1 + off)).map_err(at)?;
                continue;
            }
            let ins = self.slots(&m.ops[op].operands)?;
            let mut outs = self.slots(&m.ops[op].results)?;
            if super::needs_workspace(m, op) {
                // A fused convolution's block of rows, a dot's packed operands: in the
                // workspace.
                let off = *l
                    .workspaces
                    .get(&op)
                    .ok_or_else(|| format!("'{}' without its workspace", m.name(op)))?;
                outs.push(super::workspace_slot(m, op, ws.0, ws.1 + off as usize)?);
            }
            let t = self.clock()?;
            self.dev.launch(m, op, &ins, &outs).map_err(at)?;
            self.timed(op, t, false)?;
        }
        Err("a block without a terminator".into())
    }

    /// Lets the arguments of `block` be the values at `slots`.
    fn bind(&mut self, block: Block, slots: &[Slot]) -> Result<(), String> {
        let args: Vec<Value> = self.m.blocks[block].args.clone();
        if args.len() != slots.len() {
            return Err("a region's arguments do not match its operands".into());
        }
        for (a, s) in args.into_iter().zip(slots) {
            self.nested.insert(a, (s.buffer, s.offset));
        }
        Ok(())
    }

    /// Copies `from` to `to` (nothing when they are the same place).
    fn copy(&mut self, from: &Slot, to: &Slot) -> Result<(), String> {
        if (from.buffer, from.offset) == (to.buffer, to.offset) {
            return Ok(());
        }
        let n = from
            .elem
            .storage_bytes(from.dims.iter().product())
            .unwrap_or(0);
        self.dev
            .copy(from.buffer, from.offset, to.buffer, to.offset, n as usize)
    }

    fn copy_all(&mut self, from: &[Slot], to: &[Slot]) -> Result<(), String> {
        if from.len() != to.len() {
            return Err("a region returns the wrong number of values".into());
        }
        for (f, t) in from.iter().zip(to) {
            self.copy(f, t)?;
        }
        Ok(())
    }

    /// The first element at `s` (a predicate or a branch index).
    fn scalar(&self, s: &Slot) -> Result<f64, String> {
        let mut b = vec![0u8; s.elem.byte_size() as usize];
        self.dev.download(s.buffer, s.offset, &mut b)?;
        Ok(crate::tensor::HostTensor::from_storage(&[], s.elem, &b).get(0))
    }
}
