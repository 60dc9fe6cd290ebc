//! Printer: the MLIR generic op form, which upstream `mlir-opt --allow-unregistered-dialect`
//! parses. Values are renamed `%N` / `%argN`, numbered afresh inside every op that is isolated
//! from above (`builtin.module`, `func.func`), as MLIR does.

use crate::entity::SecondaryMap;
use crate::module::{Block, Module, Op, Region, Value};
use crate::ops::Traits;
use std::fmt::Write;

/// Printing options.
#[derive(Copy, Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print `loc(...)` after every op that has a location (like `-mlir-print-debuginfo`).
    pub debug_info: bool,
}

#[derive(Copy, Clone, Default)]
enum Name {
    #[default]
    None,
    Arg(u32),
    Res(u32, Option<u32>),
}

struct Printer<'m> {
    m: &'m Module,
    names: SecondaryMap<Value, Name>,
    block_names: SecondaryMap<Block, u32>,
    out: String,
    opts: PrintOptions,
}

/// Prints the whole module.
pub fn print(m: &Module, opts: PrintOptions) -> String {
    let mut p = Printer {
        m,
        names: SecondaryMap::new(),
        block_names: SecondaryMap::new(),
        out: String::new(),
        opts,
    };
    let mut counters = (0u32, 0u32);
    for &op in &m.top {
        p.name_op(op, &mut counters);
    }
    for &op in &m.top {
        p.op(op, 0);
    }
    p.out
}

/// Prints one op (and its regions) with names local to it, for diagnostics and debugging.
pub fn print_op(m: &Module, op: Op) -> String {
    let mut p = Printer {
        m,
        names: SecondaryMap::new(),
        block_names: SecondaryMap::new(),
        out: String::new(),
        opts: PrintOptions::default(),
    };
    p.name_op(op, &mut (0, 0));
    p.op(op, 0);
    p.out
}

impl Printer<'_> {
    fn name_op(&mut self, op: Op, counters: &mut (u32, u32)) {
        let d = &self.m.ops[op];
        if !d.results.is_empty() {
            let n = counters.1;
            counters.1 += 1;
            let group = d.results.len() > 1;
            for (i, &v) in d.results.iter().enumerate() {
                self.names[v] = Name::Res(n, group.then_some(i as u32));
            }
        }
        let isolated = self.m.kind(op).is_some_and(|k| k.has(Traits::ISOLATED));
        let mut fresh = (0, 0);
        let c = if isolated { &mut fresh } else { counters };
        for &r in &self.m.ops[op].regions {
            for (bi, &b) in self.m.regions[r].blocks.iter().enumerate() {
                self.block_names[b] = bi as u32;
                for &a in &self.m.blocks[b].args {
                    self.names[a] = Name::Arg(c.0);
                    c.0 += 1;
                }
                for &o in &self.m.blocks[b].ops {
                    self.name_op(o, c);
                }
            }
        }
    }

    fn value(&mut self, v: Value) {
        match self.names[v] {
            Name::None => self.out.push_str("%<<UNKNOWN SSA VALUE>>"),
            Name::Arg(n) => write!(self.out, "%arg{n}").unwrap(),
            Name::Res(n, None) => write!(self.out, "%{n}").unwrap(),
            Name::Res(n, Some(i)) => write!(self.out, "%{n}#{i}").unwrap(),
        }
    }

    fn indent(&mut self, n: usize) {
        for _ in 0..n {
            self.out.push_str("  ");
        }
    }

    fn op(&mut self, op: Op, depth: usize) {
        let d = &self.m.ops[op];
        self.indent(depth);
        if let Some(&first) = d.results.first() {
            match self.names[first] {
                Name::Res(n, Some(_)) => write!(self.out, "%{n}:{} = ", d.results.len()).unwrap(),
                _ => {
                    self.value(first);
                    self.out.push_str(" = ");
                }
            }
        }
        crate::attr::write_escaped(&mut self.out, d.name.as_str()).unwrap();
        self.out.push('(');
        for (i, &v) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
        self.out.push(')');
        if !d.successors.is_empty() {
            self.out.push('[');
            for (i, &b) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                write!(self.out, "^bb{}", self.block_names[b]).unwrap();
            }
            self.out.push(']');
        }
        if !d.properties.is_empty() {
            write!(self.out, " <{}>", d.properties).unwrap();
        }
        if !d.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(r, depth);
            }
            self.out.push(')');
        }
        if !d.attrs.is_empty() {
            write!(self.out, " {}", d.attrs).unwrap();
        }
        self.out.push_str(" : (");
        for (i, &v) in d.operands.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write!(self.out, "{}", self.m.ty(v)).unwrap();
        }
        self.out.push_str(") -> ");
        let single_plain = d.results.len() == 1
            && !matches!(self.m.ty(d.results[0]), crate::types::Type::Function(_));
        if single_plain {
            write!(self.out, "{}", self.m.ty(d.results[0])).unwrap();
        } else {
            self.out.push('(');
            for (i, &v) in d.results.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                write!(self.out, "{}", self.m.ty(v)).unwrap();
            }
            self.out.push(')');
        }
        if self.opts.debug_info && d.loc != crate::location::Location::Unknown {
            write!(self.out, " {}", d.loc).unwrap();
        }
        self.out.push('\n');
    }

    fn region(&mut self, r: Region, depth: usize) {
        self.out.push_str("{\n");
        for (bi, &b) in self.m.regions[r].blocks.iter().enumerate() {
            let args = &self.m.blocks[b].args;
            if bi > 0 || !args.is_empty() {
                self.indent(depth);
                write!(self.out, "^bb{bi}").unwrap();
                if !args.is_empty() {
                    self.out.push('(');
                    for (i, &a) in args.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.value(a);
                        write!(self.out, ": {}", self.m.ty(a)).unwrap();
                        let loc = self.m.blocks[b].arg_locs.get(i);
                        if let Some(l) = loc.filter(|l| {
                            self.opts.debug_info && **l != crate::location::Location::Unknown
                        }) {
                            write!(self.out, " {l}").unwrap();
                        }
                    }
                    self.out.push(')');
                }
                self.out.push_str(":\n");
            }
            for &o in &self.m.blocks[b].ops {
                self.op(o, depth + 1);
            }
        }
        self.indent(depth);
        self.out.push('}');
    }
}
