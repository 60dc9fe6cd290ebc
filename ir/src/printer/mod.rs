//! Printer: MLIR's custom (pretty) form by default, as `mlir-opt` and JAX print it
//! (`custom.rs`: each op as the registry's `Syntax` says, values named as MLIR names them),
//! or the generic op form ([`PrintOptions::generic`]), which upstream
//! `mlir-opt --allow-unregistered-dialect` parses. In the generic form values are renamed
//! `%N` / `%argN`, numbered afresh inside every op that is isolated from above
//! (`builtin.module`, `func.func`).

use crate::entity::SecondaryMap;
use crate::module::{Block, Module, Op, Region, Value};
use crate::ops::OpKind;
use std::fmt::Write;

mod custom;

/// Printing options.
#[derive(Copy, Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print `loc(...)` after every op that has a location (like `-mlir-print-debuginfo`).
    pub debug_info: bool,
    /// Print every op in the generic form (like `-mlir-print-op-generic`); otherwise ops with a
    /// custom form use it, as `mlir-opt` and JAX print by default.
    pub generic: bool,
}

impl PrintOptions {
    /// The generic form, which upstream `mlir-opt --allow-unregistered-dialect` reads.
    pub fn generic() -> Self {
        PrintOptions {
            generic: true,
            ..Self::default()
        }
    }
}

#[derive(Copy, Clone, Default)]
enum Name {
    #[default]
    None,
    Arg(u32),
    Res(u32, Option<u32>),
    /// A name an op chose (`%cst_3`, `%iterArg`, `%arg0`): an index into `Printer::texts`.
    Named(u32),
}

struct Printer<'m> {
    m: &'m Module,
    names: SecondaryMap<Value, Name>,
    block_names: SecondaryMap<Block, u32>,
    out: String,
    opts: PrintOptions,
    texts: Vec<String>,
    /// The dialect whose prefix ops may drop (`func` inside a `func.func`), innermost last.
    dialects: Vec<&'static str>,
}

impl<'m> Printer<'m> {
    fn new(m: &'m Module, opts: PrintOptions) -> Self {
        Printer {
            m,
            names: SecondaryMap::new(),
            block_names: SecondaryMap::new(),
            out: String::new(),
            opts,
            texts: Vec::new(),
            dialects: vec![""],
        }
    }
}

/// Prints the whole module.
pub fn print(m: &Module, opts: PrintOptions) -> String {
    let mut p = Printer::new(m, opts);
    if opts.generic {
        let mut counters = (0u32, 0u32);
        for &op in &m.top {
            p.name_op(op, &mut counters);
        }
    } else {
        p.name_like_mlir(&m.top);
    }
    for &op in &m.top {
        p.op(op, 0);
    }
    p.out
}

/// Prints one op (and its regions) in generic form with names local to it, for diagnostics
/// and debugging.
pub fn print_op(m: &Module, op: Op) -> String {
    let mut p = Printer::new(m, PrintOptions::generic());
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
        // Only the ops upstream MLIR isolates: `mlir-opt` reads lowtide's own isolated ops
        // (`lt.fused`) as unregistered ops, whose regions see the names around them.
        let isolated = matches!(
            self.m.kind(op),
            Some(OpKind::BuiltinModule | OpKind::FuncFunc)
        );
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
            Name::Named(i) => write!(self.out, "%{}", self.texts[i as usize]).unwrap(),
        }
    }

    fn indent(&mut self, n: usize) {
        for _ in 0..n {
            self.out.push_str("  ");
        }
    }

    /// Writes `%a, %b = ` (or `%n:2 = `) for the op's results.
    fn results(&mut self, op: Op) {
        let results = &self.m.ops[op].results;
        if results.is_empty() {
            return;
        }
        if let Name::Res(n, Some(_)) = self.names[results[0]] {
            write!(self.out, "%{n}:{} = ", results.len()).unwrap();
            return;
        }
        for (i, &v) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
        self.out.push_str(" = ");
    }

    fn op(&mut self, op: Op, depth: usize) {
        if !self.opts.generic && self.custom_op(op, depth) {
            return;
        }
        let d = &self.m.ops[op];
        self.indent(depth);
        self.results(op);
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
                self.region(r, depth, true);
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
        self.loc(op);
    }

    /// Ends the op's line: its location (when asked for) and the newline.
    fn loc(&mut self, op: Op) {
        let loc = &self.m.ops[op].loc;
        if self.opts.debug_info && *loc != crate::location::Location::Unknown {
            write!(self.out, " {loc}").unwrap();
        }
        self.out.push('\n');
    }

    /// `{ blocks }`; the entry block's label and arguments only when `entry_args` (custom
    /// forms declare them themselves).
    fn region(&mut self, r: Region, depth: usize, entry_args: bool) {
        self.out.push_str("{\n");
        for (bi, &b) in self.m.regions[r].blocks.iter().enumerate() {
            let args = &self.m.blocks[b].args;
            if bi > 0 || (entry_args && !args.is_empty()) {
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
