//! Where a step's time goes: the wall time of every op a [`crate::Session`] runs, kept when
//! its `profile` is on (`lowtide run --timing`), and a table of the slowest ops and op kinds.
//!
//! Kernels (every op that is not control flow, inside loops, branches and calls too) are
//! timed one launch at a time: on the GPU by CUDA events recorded around each op and read when
//! the step ends (nothing waits), elsewhere on the host's clock after the device finishes the
//! op. A control-flow op's time is its whole run (its regions'
//! kernels, the copies of its carried values and its condition reads). What no kernel
//! accounts for is the executor's own work: per-step buffers, copies back into donated
//! arguments, loop carries.

use lowtide_ir::{Module, Op};
use std::collections::HashMap;
use std::fmt::Write;

/// Seconds spent in one op over all its runs.
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Entry {
    /// Wall seconds, all runs together.
    pub seconds: f64,
    /// How many times it ran.
    pub calls: u64,
}

/// The wall time of a session's steps, by op.
#[derive(Clone, Debug, Default)]
pub struct Profile {
    /// Every kernel launched, nested ones included.
    pub kernels: HashMap<Op, Entry>,
    /// Every control-flow op run (`while`, `if`, `case`, `func.call`), its regions included.
    pub control: HashMap<Op, Entry>,
    /// Steps profiled.
    pub steps: u64,
    /// Their wall seconds, all steps together.
    pub seconds: f64,
}

impl Entry {
    fn add(&mut self, seconds: f64) {
        self.seconds += seconds;
        self.calls += 1;
    }
}

/// The ops of `times`, slowest first (then by op).
fn slowest(times: &HashMap<Op, Entry>) -> Vec<(Op, Entry)> {
    let mut ops: Vec<(Op, Entry)> = times.iter().map(|(&o, &e)| (o, e)).collect();
    ops.sort_by(|a, b| b.1.seconds.total_cmp(&a.1.seconds).then(a.0.cmp(&b.0)));
    ops
}

impl Profile {
    /// Adds a run of `op` taking `seconds`: a control-flow op's whole run, or a kernel's.
    pub(crate) fn add(&mut self, op: Op, seconds: f64, control: bool) {
        let times = if control {
            &mut self.control
        } else {
            &mut self.kernels
        };
        times.entry(op).or_default().add(seconds);
    }

    /// The kernels' time by kind (op name; an `lt.fused` loop is named by the ops it runs),
    /// slowest first: (kind, seconds, ops, launches).
    pub fn by_kind(&self, m: &Module) -> Vec<(String, f64, usize, u64)> {
        let mut kinds: HashMap<String, (f64, usize, u64)> = HashMap::new();
        for (&op, e) in &self.kernels {
            let k = kinds.entry(kind(m, op)).or_default();
            k.0 += e.seconds;
            k.1 += 1;
            k.2 += e.calls;
        }
        let mut out: Vec<_> = kinds.into_iter().map(|(k, v)| (k, v.0, v.1, v.2)).collect();
        out.sort_by(|a, b| b.1.total_cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        out
    }

    /// The profile as a table: the total, the `top` slowest kernels and control-flow ops, and
    /// the kernels by kind. `file` names the input the op positions refer to.
    pub fn render(&self, m: &Module, file: &str, top: usize) -> String {
        let mut s = String::new();
        let total = self.seconds.max(f64::MIN_POSITIVE);
        let pct = |x: f64| 100.0 * x / total;
        let kernels: f64 = self.kernels.values().map(|e| e.seconds).sum();
        let steps = self.steps.max(1) as f64;
        let _ = writeln!(
            s,
            "timing: {} step(s), {:.4} s per step; kernels {:.4} s ({:.1}%), the executor's own work (buffers, copies, loop carries) {:.4} s ({:.1}%)",
            self.steps,
            self.seconds / steps,
            kernels / steps,
            pct(kernels),
            (self.seconds - kernels).max(0.0) / steps,
            pct((self.seconds - kernels).max(0.0)),
        );
        let _ = writeln!(
            s,
            "slowest ops (seconds per step):\n  {:>9} {:>6} {:>8}  op",
            "s", "%", "calls"
        );
        for (op, e) in slowest(&self.kernels).iter().take(top) {
            let _ = writeln!(
                s,
                "  {:>9.4} {:>5.1}% {:>8}  {}",
                e.seconds / steps,
                pct(e.seconds),
                e.calls / self.steps.max(1),
                describe(m, *op, file)
            );
        }
        let _ = writeln!(
            s,
            "by kind (seconds per step):\n  {:>9} {:>6} {:>6} {:>8}  kind",
            "s", "%", "ops", "calls"
        );
        for (k, secs, n, calls) in self.by_kind(m).into_iter().take(top) {
            let _ = writeln!(
                s,
                "  {:>9.4} {:>5.1}% {:>6} {:>8}  {k}",
                secs / steps,
                pct(secs),
                n,
                calls / self.steps.max(1)
            );
        }
        if !self.control.is_empty() {
            let _ = writeln!(s, "control flow, regions included (seconds per step):");
            for (op, e) in slowest(&self.control).iter().take(top) {
                let inside: f64 = self
                    .kernels
                    .iter()
                    .filter(|(&k, _)| within(m, k, *op))
                    .map(|(_, e)| e.seconds)
                    .sum();
                let _ = writeln!(
                    s,
                    "  {:>9.4} {:>5.1}% {:>8}  {} (its kernels {:.4} s)",
                    e.seconds / steps,
                    pct(e.seconds),
                    e.calls / self.steps.max(1),
                    describe(m, *op, file),
                    inside / steps
                );
            }
        }
        s
    }
}

/// True when `op` is inside a region of `outer`.
fn within(m: &Module, op: Op, outer: Op) -> bool {
    let mut at = op;
    while let Some(b) = m.ops[at].parent {
        match m.block_owner(b) {
            Some(o) if o == outer => return true,
            Some(o) => at = o,
            None => return false,
        }
    }
    false
}

/// An op's kind in the profile: its name; for an `lt.fused` loop, the ops it runs that are not
/// elementwise, and whether some are (`lt.fused(reduce + elementwise)`).
fn kind(m: &Module, op: Op) -> String {
    if m.kind(op) != Some(lowtide_ir::OpKind::LtFused) {
        return m.name(op).to_string();
    }
    let (mut names, mut elementwise) = (Vec::<&str>::new(), 0);
    for &r in &m.ops[op].regions {
        for &b in &m.regions[r].blocks {
            for &o in &m.blocks[b].ops {
                match m.kind(o) {
                    Some(k) if k.has(lowtide_ir::Traits::ELEMENTWISE) => elementwise += 1,
                    Some(lowtide_ir::OpKind::Constant | lowtide_ir::OpKind::Return) => {}
                    _ => {
                        let n = m.name(o);
                        let n = n.strip_prefix("stablehlo.").unwrap_or(n);
                        if !names.contains(&n) {
                            names.push(n);
                        }
                    }
                }
            }
        }
    }
    if elementwise > 0 {
        names.push("elementwise");
    }
    format!("lt.fused({})", names.join(" + "))
}

/// An op as the profile names it: its name, its first result's type and where it was parsed.
fn describe(m: &Module, op: Op, file: &str) -> String {
    let ty = m.ops[op]
        .results
        .first()
        .map(|&r| format!(" -> {}", m.ty(r)))
        .unwrap_or_default();
    let at = match m.ops[op].pos {
        Some(p) => format!("{file}:{}:{}", p.line, p.col),
        None => "made by planning".to_string(),
    };
    format!("{}{ty}  ({at})", m.name(op))
}
