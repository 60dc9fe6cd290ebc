//! The custom (pretty) form: each op as the registry's [`Syntax`] describes it, values named
//! as MLIR's printer names them, so that lowtide prints what jaxlib prints for the same module.
//!
//! An op is written in its custom form only when reading that text back builds exactly the
//! same op (the same properties, attributes and types); anything else is written in the
//! generic form, which always reads back exactly.

use super::{Name, Printer};
use crate::attr::{is_bare_id, Attr, DenseData, DenseElem, Dict};
use crate::location::Location;
use crate::module::{Op, Region, Value};
use crate::ops::{KeyKind, OpKind, Syntax, Traits};
use crate::stablehlo::DotDims;
use crate::types::{ElemType, Type};
use std::collections::HashSet;
use std::fmt::Write;

/// MLIR's naming counters, inherited by nested regions.
#[derive(Copy, Clone, Default)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

/// The integers of an `array<i64: ...>` property, when it is one.
fn ints(a: Option<&Attr>) -> Option<Vec<i64>> {
    match a? {
        Attr::DenseArray(ElemType::Int(64), v) => {
            let out: Vec<i64> = v
                .iter()
                .map(|e| match e {
                    DenseElem::Int(i) => Some(*i),
                    _ => None,
                })
                .collect::<Option<_>>()?;
            Some(out)
        }
        _ => None,
    }
}

/// The word of an opaque `#stablehlo<kind WORD>` attribute.
fn enum_word<'a>(a: Option<&'a Attr>, kind: &str) -> Option<&'a str> {
    match a? {
        Attr::Opaque(t) => {
            let w = t
                .strip_prefix("stablehlo<")?
                .strip_prefix(kind)?
                .strip_prefix(' ')?;
            let w = w.strip_suffix('>')?;
            w.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_')
                .then_some(w)
        }
        _ => None,
    }
}

fn list(v: &[i64]) -> String {
    let s: Vec<String> = v.iter().map(i64::to_string).collect();
    format!("[{}]", s.join(", "))
}

fn is_i64(a: &Attr) -> Option<i64> {
    match a {
        Attr::Int(i, Type::Scalar(ElemType::Int(64))) => Some(*i),
        _ => None,
    }
}

/// What a custom form writes: the properties its sugar spells, taken out of the rest.
struct Taken {
    props: Dict,
}

impl Taken {
    fn take(&mut self, k: &str) -> Option<Attr> {
        self.props.remove(k)
    }
}

impl Printer<'_> {
    // ---------- naming ----------

    /// Names every value as MLIR's printer does: results and block arguments numbered per
    /// isolated region, nested regions numbered after their parent region, sibling regions
    /// from the same counters; ops that name their results (`%cst`, `%c`, `%iterArg`) get
    /// those names made unique with a shared `_N` counter.
    pub(super) fn name_like_mlir(&mut self, top: &[Op]) {
        let mut used: Vec<HashSet<String>> = vec![HashSet::new()];
        let mut c = Counters::default();
        for &op in top {
            self.name_results(op, &mut c, &mut used);
        }
        for &op in top {
            for &r in &self.m.ops[op].regions {
                self.name_region(r, c, &mut used);
            }
        }
    }

    fn name_region(&mut self, r: Region, mut c: Counters, used: &mut Vec<HashSet<String>>) {
        used.push(HashSet::new());
        let owner = self.m.regions[r].parent;
        let iter_args = owner.is_some_and(|o| self.m.kind(o) == Some(OpKind::While));
        let blocks = self.m.regions[r].blocks.clone();
        for (bi, &b) in blocks.iter().enumerate() {
            self.block_names[b] = bi as u32;
            for &a in &self.m.blocks[b].args.clone() {
                if bi == 0 && iter_args {
                    self.set_name(a, "iterArg", &mut c, used);
                } else if bi == 0 {
                    let name = format!("arg{}", c.arg);
                    c.arg += 1;
                    self.set_name(a, &name, &mut c, used);
                } else {
                    self.names[a] = Name::Res(c.value, None);
                    c.value += 1;
                }
            }
            for &op in &self.m.blocks[b].ops.clone() {
                self.name_results(op, &mut c, used);
            }
        }
        for &b in &blocks {
            for &op in &self.m.blocks[b].ops.clone() {
                for &child in &self.m.ops[op].regions.clone() {
                    self.name_region(child, c, used);
                }
            }
        }
        used.pop();
    }

    fn name_results(&mut self, op: Op, c: &mut Counters, used: &mut [HashSet<String>]) {
        let results = self.m.ops[op].results.clone();
        let Some(&first) = results.first() else {
            return;
        };
        match self.m.kind(op) {
            Some(OpKind::Constant) if results.len() == 1 => {
                let int = self.m.ty(first).elem().is_some_and(|e| e.is_integer());
                self.set_name(first, if int { "c" } else { "cst" }, c, used);
            }
            Some(OpKind::ChloTopK) if results.len() == 2 => {
                self.set_name(first, "values", c, used);
                self.set_name(results[1], "indices", c, used);
            }
            _ => {
                let group = results.len() > 1;
                for (i, &v) in results.iter().enumerate() {
                    self.names[v] = Name::Res(c.value, group.then_some(i as u32));
                }
                c.value += 1;
            }
        }
    }

    fn set_name(&mut self, v: Value, name: &str, c: &mut Counters, used: &mut [HashSet<String>]) {
        let taken = |n: &str| used.iter().any(|s| s.contains(n));
        let mut unique = name.to_string();
        while taken(&unique) {
            unique = format!("{name}_{}", c.conflict);
            c.conflict += 1;
        }
        used.last_mut()
            .expect("a naming scope")
            .insert(unique.clone());
        self.names[v] = Name::Named(self.texts.len() as u32);
        self.texts.push(unique);
    }

    // ---------- pieces ----------

    fn values(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
        }
    }

    fn types(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            write!(self.out, "{}", self.m.ty(v)).unwrap();
        }
    }

    /// `(T1, T2) -> U` (the results in parentheses unless there is one).
    fn functional(&mut self, op: Op) {
        let d = &self.m.ops[op];
        self.out.push('(');
        self.types(&d.operands);
        self.out.push_str(") -> ");
        self.result_types(op);
    }

    fn result_types(&mut self, op: Op) {
        let results = &self.m.ops[op].results;
        if results.len() == 1 && !matches!(self.m.ty(results[0]), Type::Function(_)) {
            write!(self.out, "{}", self.m.ty(results[0])).unwrap();
        } else {
            self.out.push('(');
            self.types(results);
            self.out.push(')');
        }
    }

    /// `: T` when every operand and the one result have one type, else the functional type.
    fn same_type(&mut self, op: Op) {
        let d = &self.m.ops[op];
        let same = d.results.len() == 1
            && d.operands
                .iter()
                .all(|&v| self.m.ty(v) == self.m.ty(d.results[0]));
        self.out.push_str(" : ");
        if same {
            write!(self.out, "{}", self.m.ty(d.results[0])).unwrap();
        } else {
            self.functional(op);
        }
    }

    /// ` {a = 1, mhlo.x = 2}`: the properties left and the discardable attributes, sorted by
    /// name as MLIR keeps them; nothing when both are empty.
    fn attr_dict(&mut self, op: Op, rest: &Dict, keyword: bool) {
        let mut all: Vec<&(String, Attr)> = rest
            .entries()
            .iter()
            .chain(self.m.ops[op].attrs.entries())
            .collect();
        if all.is_empty() {
            return;
        }
        all.sort_by(|a, b| a.0.cmp(&b.0));
        let d = Dict::from_entries(all.into_iter().cloned().collect());
        self.out
            .push_str(if keyword { " attributes " } else { " " });
        write!(self.out, "{d}").unwrap();
    }

    fn op_name(&mut self, op: Op) {
        let name = self.m.name(op);
        let name = name.strip_prefix("builtin.").unwrap_or(name);
        let default = self.dialects.last().copied().unwrap_or("");
        let short = name
            .strip_prefix(default)
            .and_then(|n| n.strip_prefix('.'))
            .filter(|n| !default.is_empty() && !n.contains('.'));
        self.out.push_str(short.unwrap_or(name));
    }

    fn symbol(&mut self, name: &str) {
        self.out.push('@');
        if is_bare_id(name) {
            self.out.push_str(name);
        } else {
            crate::attr::write_escaped(&mut self.out, name).unwrap();
        }
    }

    /// A region of a custom form: `{`, the ops, `}` at `depth`; the entry block's arguments
    /// are declared by the form.
    fn body(&mut self, r: Region, depth: usize, dialect: &'static str) {
        self.dialects.push(dialect);
        self.region(r, depth, false);
        self.dialects.pop();
    }

    // ---------- the forms ----------

    /// Writes `op` in its custom form when that form reads back as the same op; false (and
    /// nothing written) otherwise.
    pub(super) fn custom_op(&mut self, op: Op, depth: usize) -> bool {
        let Some(kind) = self.m.kind(op) else {
            return false;
        };
        let d = &self.m.ops[op];
        // The custom form's attribute dictionary tells properties from attributes by the dot.
        if d.properties.entries().iter().any(|(k, _)| k.contains('.'))
            || d.attrs.entries().iter().any(|(k, _)| !k.contains('.'))
            || !d.successors.is_empty()
        {
            return false;
        }
        let fits = match kind.syntax() {
            Syntax::Generic => false,
            _ => self.fits(op, kind),
        };
        if !fits {
            return false;
        }
        let mut t = Taken {
            props: d.properties.clone(),
        };
        let start = self.out.len();
        self.indent(depth);
        self.results(op);
        self.op_name(op);
        let d = &self.m.ops[op];
        let operands = d.operands.clone();
        match kind.syntax() {
            Syntax::Generic => unreachable!("checked by fits"),
            Syntax::Same(keys) | Syntax::Functional(keys) => {
                self.out.push(' ');
                self.values(&operands);
                for k in keys {
                    write!(self.out, ", {} = ", k.word).unwrap();
                    match k.kind {
                        KeyKind::Ints => {
                            let v = ints(t.take(k.prop).as_ref()).unwrap_or_default();
                            self.out.push_str(&list(&v));
                        }
                        KeyKind::Int => {
                            let v = t.take(k.prop).as_ref().and_then(is_i64).unwrap_or(0);
                            write!(self.out, "{v}").unwrap();
                        }
                        KeyKind::Format => {
                            let e = t.take("exponent_bits").and_then(|a| a.as_int());
                            let m = t.take("mantissa_bits").and_then(|a| a.as_int());
                            write!(self.out, "e{}m{}", e.unwrap_or(0), m.unwrap_or(0)).unwrap();
                        }
                    }
                }
                self.attr_dict(op, &t.props, false);
                if matches!(kind.syntax(), Syntax::Same(_)) {
                    self.same_type(op);
                } else {
                    self.out.push_str(" : ");
                    self.functional(op);
                }
            }
            Syntax::Chlo => {
                self.out.push(' ');
                self.values(&operands);
                self.attr_dict(op, &t.props, false);
                self.out.push_str(" : ");
                self.types(&operands);
                self.out.push_str(" -> ");
                self.result_types(op);
            }
            Syntax::Pairwise | Syntax::Return => {
                if !operands.is_empty() {
                    self.out.push(' ');
                    self.values(&operands);
                }
                self.attr_dict(op, &t.props, false);
                if !operands.is_empty() {
                    self.out.push_str(" : ");
                    self.types(&operands);
                }
            }
            Syntax::Constant => {
                let value = t.take("value").expect("checked by fits");
                self.attr_dict(op, &t.props, false);
                write!(self.out, " {value}").unwrap();
            }
            Syntax::Compare => {
                let dir = t.take("comparison_direction");
                let dir = enum_word(dir.as_ref(), "comparison_direction").unwrap_or("");
                write!(self.out, " {dir}, ").unwrap();
                self.values(&operands);
                if let Some(ty) = t.take("compare_type") {
                    let w = enum_word(Some(&ty), "comparison_type").unwrap_or("");
                    write!(self.out, ", {w}").unwrap();
                }
                self.attr_dict(op, &t.props, false);
                self.out.push_str(" : ");
                self.functional(op);
            }
            Syntax::Select => {
                self.out.push(' ');
                self.values(&operands);
                self.attr_dict(op, &t.props, false);
                let d = &self.m.ops[op];
                let r = self.m.ty(d.results[0]);
                if self.m.ty(operands[1]) == r && self.m.ty(operands[2]) == r {
                    write!(self.out, " : {}, {r}", self.m.ty(operands[0])).unwrap();
                } else {
                    self.out.push_str(" : ");
                    self.functional(op);
                }
            }
            Syntax::Iota => {
                let dim = t
                    .take("iota_dimension")
                    .as_ref()
                    .and_then(is_i64)
                    .unwrap_or(0);
                write!(self.out, " dim = {dim}").unwrap();
                self.attr_dict(op, &t.props, false);
                let d = &self.m.ops[op];
                write!(self.out, " : {}", self.m.ty(d.results[0])).unwrap();
            }
            Syntax::Slice => {
                let s = ints(t.take("start_indices").as_ref()).unwrap_or_default();
                let l = ints(t.take("limit_indices").as_ref()).unwrap_or_default();
                let st = ints(t.take("strides").as_ref()).unwrap_or_default();
                self.out.push(' ');
                self.values(&operands);
                self.out.push_str(" [");
                for i in 0..s.len() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write!(self.out, "{}:{}", s[i], l[i]).unwrap();
                    if st[i] != 1 {
                        write!(self.out, ":{}", st[i]).unwrap();
                    }
                }
                self.out.push(']');
                self.attr_dict(op, &t.props, false);
                self.out.push_str(" : ");
                self.functional(op);
            }
            Syntax::DotGeneral => {
                let dims =
                    DotDims::parse(t.take("dot_dimension_numbers").as_ref()).unwrap_or_default();
                self.out.push(' ');
                self.values(&operands);
                if !dims.lhs_batch.is_empty() || !dims.rhs_batch.is_empty() {
                    let (l, r) = (list(&dims.lhs_batch), list(&dims.rhs_batch));
                    write!(self.out, ", batching_dims = {l} x {r}").unwrap();
                }
                let (l, r) = (list(&dims.lhs_contract), list(&dims.rhs_contract));
                write!(self.out, ", contracting_dims = {l} x {r}").unwrap();
                if let Some(Attr::Array(ps)) = t.take("precision_config") {
                    let w: Vec<&str> = ps
                        .iter()
                        .filter_map(|p| enum_word(Some(p), "precision"))
                        .collect();
                    write!(self.out, ", precision = [{}]", w.join(", ")).unwrap();
                }
                if let Some(Attr::Opaque(a)) = t.take("algorithm") {
                    let body = a.strip_prefix("stablehlo.dot_algorithm").unwrap_or("");
                    write!(self.out, ", algorithm = {body}").unwrap();
                }
                self.attr_dict(op, &t.props, false);
                self.out.push_str(" : ");
                self.functional(op);
            }
            Syntax::Convolution => {
                self.out.push('(');
                self.values(&operands);
                self.out.push(')');
                if let Some(Attr::Opaque(dn)) = t.take("dimension_numbers") {
                    let body = dn.strip_prefix("stablehlo.conv<").unwrap_or("");
                    write!(
                        self.out,
                        " dim_numbers = {}",
                        body.strip_suffix('>').unwrap_or("")
                    )
                    .unwrap();
                }
                let mut fields = Vec::new();
                if let Some(v) = ints(t.take("window_strides").as_ref()) {
                    fields.push(format!("stride = {}", list(&v)));
                }
                if let Some(Attr::Dense(p)) = t.take("padding") {
                    let n = p.ty.as_tensor().and_then(|t| t.num_elements()).unwrap_or(0) as usize;
                    let pairs: Vec<String> = (0..n / 2)
                        .map(|i| {
                            let e = |j| p.elem(j).map_or(0, DenseElem::to_i64);
                            format!("[{}, {}]", e(2 * i), e(2 * i + 1))
                        })
                        .collect();
                    fields.push(format!("pad = [{}]", pairs.join(", ")));
                }
                for (prop, word) in [
                    ("lhs_dilation", "lhs_dilate"),
                    ("rhs_dilation", "rhs_dilate"),
                ] {
                    if let Some(v) = ints(t.take(prop).as_ref()) {
                        fields.push(format!("{word} = {}", list(&v)));
                    }
                }
                if let Some(Attr::DenseArray(_, v)) = t.take("window_reversal") {
                    let w: Vec<&str> = v
                        .iter()
                        .map(|e| if e.to_i64() != 0 { "true" } else { "false" })
                        .collect();
                    fields.push(format!("reverse = [{}]", w.join(", ")));
                }
                write!(self.out, ", window = {{{}}}", fields.join(", ")).unwrap();
                self.attr_dict(op, &t.props, false);
                self.out.push_str(" : ");
                self.functional(op);
            }
            Syntax::Reduce => {
                let dims = ints(t.take("dimensions").as_ref()).unwrap_or_default();
                let n = operands.len() / 2;
                self.out.push('(');
                for i in 0..n {
                    if i > 0 {
                        self.out.push_str(", (");
                    }
                    self.value(operands[i]);
                    self.out.push_str(" init: ");
                    self.value(operands[n + i]);
                    self.out.push(')');
                }
                let region = self.m.ops[op].regions[0];
                let compact = self.compact_reducer(op);
                if let Some(k) = compact {
                    write!(self.out, " applies {}", k.name()).unwrap();
                }
                write!(self.out, " across dimensions = {}", list(&dims)).unwrap();
                self.attr_dict(op, &t.props, false);
                self.out.push_str(" : ");
                self.functional(op);
                if compact.is_none() {
                    self.out.push('\n');
                    self.indent(depth);
                    self.out.push_str(" reducer");
                    let entry = self.m.regions[region].blocks[0];
                    let args = self.m.blocks[entry].args.clone();
                    for i in 0..n {
                        if i > 0 {
                            self.out.push(' ');
                        }
                        self.out.push('(');
                        for (j, &a) in [args[i], args[n + i]].iter().enumerate() {
                            if j > 0 {
                                self.out.push_str(", ");
                            }
                            self.value(a);
                            write!(self.out, ": {}", self.m.ty(a)).unwrap();
                        }
                        self.out.push(')');
                    }
                    self.out.push_str("  ");
                    self.body(region, depth, "");
                }
            }
            Syntax::While => {
                let regions = self.m.ops[op].regions.clone();
                let args = self.m.blocks[self.m.regions[regions[0]].blocks[0]]
                    .args
                    .clone();
                self.out.push('(');
                for (i, (&a, &v)) in args.iter().zip(&operands).enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.value(a);
                    self.out.push_str(" = ");
                    self.value(v);
                }
                self.out.push(')');
                if !operands.is_empty() {
                    self.out.push_str(" : ");
                    self.types(&operands);
                }
                self.attr_dict(op, &t.props, true);
                self.out.push('\n');
                self.indent(depth);
                self.out.push_str("cond ");
                self.body(regions[0], depth, "");
                self.out.push_str(" do ");
                self.body(regions[1], depth, "");
            }
            Syntax::TopK => {
                let k = t.take("k").as_ref().and_then(is_i64).unwrap_or(0);
                self.out.push('(');
                self.values(&operands);
                write!(self.out, ", k = {k})").unwrap();
                self.attr_dict(op, &t.props, false);
                self.out.push_str(" : ");
                self.types(&operands);
                self.out.push_str(" -> ");
                self.result_types(op);
            }
            Syntax::CustomCall | Syntax::Call => {
                let target = match (t.take("call_target_name"), t.take("callee")) {
                    (Some(Attr::Str(s)), _) => s,
                    (_, Some(Attr::SymbolRef(s))) => s[0].clone(),
                    _ => unreachable!("checked by fits"),
                };
                self.out.push(' ');
                self.symbol(&target);
                self.out.push('(');
                self.values(&operands);
                self.out.push(')');
                self.attr_dict(op, &t.props, false);
                self.out.push_str(" : ");
                self.functional(op);
            }
            Syntax::Sharding => {
                let Some(Attr::Opaque(s)) = t.take("sharding") else {
                    unreachable!("checked by fits")
                };
                self.out.push(' ');
                self.values(&operands);
                write!(
                    self.out,
                    " {}",
                    s.strip_prefix("sdy.sharding").unwrap_or("")
                )
                .unwrap();
                self.attr_dict(op, &t.props, false);
                self.same_type(op);
            }
            Syntax::Func => self.func(op, &mut t, depth),
            Syntax::Module => {
                if let Some(Attr::Str(name)) = t.take("sym_name") {
                    self.out.push(' ');
                    self.symbol(&name);
                }
                self.attr_dict(op, &t.props, true);
                self.out.push(' ');
                let r = self.m.ops[op].regions[0];
                self.body(r, depth, "");
            }
        }
        debug_assert!(self.out.len() > start);
        self.loc(op);
        true
    }

    fn func(&mut self, op: Op, t: &mut Taken, depth: usize) {
        if let Some(Attr::Str(v)) = t.take("sym_visibility") {
            write!(self.out, " {v}").unwrap();
        }
        let Some(Attr::Str(name)) = t.take("sym_name") else {
            unreachable!("checked by fits")
        };
        self.out.push(' ');
        self.symbol(&name);
        let Some(Attr::Type(Type::Function(fty))) = t.take("function_type") else {
            unreachable!("checked by fits")
        };
        let dicts = |a: Option<Attr>| -> Vec<Dict> {
            match a {
                Some(Attr::Array(v)) => v
                    .into_iter()
                    .map(|d| match d {
                        Attr::Dict(d) => d,
                        _ => Dict::default(),
                    })
                    .collect(),
                _ => Vec::new(),
            }
        };
        let arg_attrs = dicts(t.take("arg_attrs"));
        let res_attrs = dicts(t.take("res_attrs"));
        let region = self.m.ops[op].regions.first().copied();
        let args = region
            .map(|r| self.m.blocks[self.m.regions[r].blocks[0]].args.clone())
            .unwrap_or_default();
        self.out.push('(');
        for (i, ty) in fty.inputs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            match args.get(i) {
                Some(&a) => {
                    self.value(a);
                    write!(self.out, ": {ty}").unwrap();
                }
                None => write!(self.out, "{ty}").unwrap(),
            }
            if let Some(d) = arg_attrs.get(i).filter(|d| !d.is_empty()) {
                write!(self.out, " {d}").unwrap();
            }
            let loc = args
                .get(i)
                .and_then(|&a| self.m.def_block(a))
                .and_then(|b| self.m.blocks[b].arg_locs.get(i));
            if let Some(loc) = loc.filter(|l| self.opts.debug_info && **l != Location::Unknown) {
                write!(self.out, " {loc}").unwrap();
            }
        }
        self.out.push(')');
        let with_attrs = res_attrs.iter().any(|d| !d.is_empty());
        if !fty.results.is_empty() {
            self.out.push_str(" -> ");
            let parens =
                fty.results.len() > 1 || with_attrs || matches!(fty.results[0], Type::Function(_));
            if parens {
                self.out.push('(');
            }
            for (i, ty) in fty.results.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                write!(self.out, "{ty}").unwrap();
                if let Some(d) = res_attrs.get(i).filter(|d| !d.is_empty()) {
                    write!(self.out, " {d}").unwrap();
                }
            }
            if parens {
                self.out.push(')');
            }
        }
        self.attr_dict(op, &t.props, true);
        if let Some(r) = region {
            self.out.push(' ');
            self.body(r, depth, "func");
        }
    }

    /// The op of a reduce written `applies OP`: a commutative binary op of the two block
    /// arguments, in order, whose result is returned (MLIR's rule for the compact form).
    fn compact_reducer(&self, op: Op) -> Option<OpKind> {
        let d = &self.m.ops[op];
        if d.operands.len() != 2 || d.regions.len() != 1 {
            return None;
        }
        let blocks = &self.m.regions[d.regions[0]].blocks;
        let [b] = blocks.as_slice() else {
            return None;
        };
        let block = &self.m.blocks[*b];
        let [inner, ret] = block.ops.as_slice() else {
            return None;
        };
        let k = self.m.kind(*inner)?;
        let i = &self.m.ops[*inner];
        let r = &self.m.ops[*ret];
        let init_ty = self.m.ty(d.operands[1]);
        let ok = k.has(Traits::COMMUTATIVE)
            && k.syntax() == Syntax::SAME
            && k.name().starts_with("stablehlo.")
            && i.operands == block.args
            && block.args.iter().all(|&a| self.m.ty(a) == init_ty)
            && i.results.len() == 1
            && self.m.ty(i.results[0]) == init_ty
            && i.properties.is_empty()
            && i.attrs.is_empty()
            && i.regions.is_empty()
            && i.loc == crate::location::Location::Unknown
            && self.m.kind(*ret) == Some(OpKind::Return)
            && r.operands == i.results
            && r.properties.is_empty()
            && r.attrs.is_empty()
            && r.loc == crate::location::Location::Unknown;
        ok.then_some(k)
    }

    /// True when the op's custom form can say everything the op holds.
    fn fits(&self, op: Op, kind: OpKind) -> bool {
        let d = &self.m.ops[op];
        let p = &d.properties;
        let ty = |v: Value| self.m.ty(v);
        let regions_none = d.regions.is_empty();
        let one_result = d.results.len() == 1;
        let int_prop = |k: &str| p.get(k).and_then(is_i64).is_some();
        let ints_prop =
            |k: &str| ints(p.get(k)).is_some_and(|v| p.get(k) == Some(&Attr::i64_array(&v)));
        match kind.syntax() {
            Syntax::Generic => false,
            Syntax::Same(keys) | Syntax::Functional(keys) => {
                regions_none
                    && one_result
                    && !d.operands.is_empty()
                    && keys.iter().all(|k| match k.kind {
                        KeyKind::Ints => ints_prop(k.prop),
                        KeyKind::Int => int_prop(k.prop),
                        KeyKind::Format => ["exponent_bits", "mantissa_bits"].iter().all(|k| {
                            let i32_ty = Type::Scalar(ElemType::Int(32));
                            matches!(p.get(k), Some(Attr::Int(v, t)) if *v >= 0 && *t == i32_ty)
                        }),
                    })
            }
            Syntax::Chlo => regions_none && !d.operands.is_empty() && !d.results.is_empty(),
            Syntax::Pairwise => {
                regions_none
                    && d.operands.len() == d.results.len()
                    && d.operands
                        .iter()
                        .zip(&d.results)
                        .all(|(&a, &b)| ty(a) == ty(b))
            }
            Syntax::Return => regions_none && d.results.is_empty(),
            Syntax::Constant => {
                regions_none
                    && d.operands.is_empty()
                    && one_result
                    && matches!(p.get("value"), Some(Attr::Dense(v)) if v.ty == *ty(d.results[0]))
            }
            Syntax::Compare => {
                regions_none
                    && d.operands.len() == 2
                    && one_result
                    && enum_word(p.get("comparison_direction"), "comparison_direction").is_some()
                    && p.get("compare_type")
                        .is_none_or(|a| enum_word(Some(a), "comparison_type").is_some())
            }
            Syntax::Select => regions_none && d.operands.len() == 3 && one_result,
            Syntax::Iota => {
                regions_none && d.operands.is_empty() && one_result && int_prop("iota_dimension")
            }
            Syntax::Slice => {
                let n = ints(p.get("start_indices")).map(|v| v.len());
                regions_none
                    && d.operands.len() == 1
                    && one_result
                    && ["start_indices", "limit_indices", "strides"]
                        .iter()
                        .all(|k| ints_prop(k) && ints(p.get(k)).map(|v| v.len()) == n)
            }
            Syntax::DotGeneral => {
                let dims = p.get("dot_dimension_numbers");
                let exact = DotDims::parse(dims).is_ok_and(|x| Some(&x.to_attr()) == dims);
                let precision = match p.get("precision_config") {
                    None => true,
                    Some(Attr::Array(v)) => {
                        !v.is_empty() && v.iter().all(|a| enum_word(Some(a), "precision").is_some())
                    }
                    Some(_) => false,
                };
                let algorithm = p.get("algorithm").is_none_or(
                    |a| matches!(a, Attr::Opaque(s) if s.starts_with("stablehlo.dot_algorithm<")),
                );
                let shape = regions_none && d.operands.len() == 2 && one_result;
                shape && exact && precision && algorithm
            }
            Syntax::Convolution => {
                let dn = match p.get("dimension_numbers") {
                    Some(Attr::Opaque(s)) => s.starts_with("stablehlo.conv<[") && s.ends_with("]>"),
                    _ => false,
                };
                let arrays = ["window_strides", "lhs_dilation", "rhs_dilation"]
                    .iter()
                    .all(|k| p.get(k).is_none() || ints_prop(k));
                let padding = match p.get("padding") {
                    None => true,
                    Some(Attr::Dense(a)) => {
                        let dims = a.ty.as_tensor().and_then(|t| t.static_dims());
                        let int = a.ty.elem() == Some(ElemType::Int(64));
                        let ints = match &a.data {
                            DenseData::Elements(v) => {
                                v.iter().all(|&x| matches!(x, DenseElem::Int(_)))
                            }
                            DenseData::Splat(DenseElem::Int(_)) => true,
                            _ => false,
                        };
                        int && ints && matches!(dims.as_deref(), Some([n, 2]) if *n > 0)
                    }
                    Some(_) => false,
                };
                let reversal = match p.get("window_reversal") {
                    None => true,
                    Some(Attr::DenseArray(ElemType::Int(1), v)) => {
                        v.iter().all(|e| matches!(e, DenseElem::Bool(_)))
                    }
                    Some(_) => false,
                };
                let shape = regions_none && d.operands.len() == 2 && one_result;
                shape && dn && arrays && padding && reversal
            }
            Syntax::Reduce => {
                let n = d.operands.len() / 2;
                let pairs = n > 0 && d.operands.len().is_multiple_of(2);
                if !pairs || d.regions.len() != 1 || !ints_prop("dimensions") {
                    return false;
                }
                if self.compact_reducer(op).is_some() {
                    return true;
                }
                let blocks = &self.m.regions[d.regions[0]].blocks;
                blocks.len() == 1 && {
                    let args = &self.m.blocks[blocks[0]].args;
                    args.len() == 2 * n
                        && (0..2 * n).all(|i| ty(args[i]) == ty(d.operands[n + i % n]))
                }
            }
            Syntax::While => {
                d.regions.len() == 2
                    && d.operands.len() == d.results.len()
                    && d.operands
                        .iter()
                        .zip(&d.results)
                        .all(|(&a, &b)| ty(a) == ty(b))
                    && d.regions.iter().all(|&r| {
                        let blocks = &self.m.regions[r].blocks;
                        blocks.len() == 1 && {
                            let args = &self.m.blocks[blocks[0]].args;
                            args.len() == d.operands.len()
                                && args.iter().zip(&d.operands).all(|(&a, &b)| ty(a) == ty(b))
                        }
                    })
            }
            Syntax::TopK => {
                regions_none && d.operands.len() == 1 && d.results.len() == 2 && int_prop("k")
            }
            Syntax::CustomCall => {
                regions_none && matches!(p.get("call_target_name"), Some(Attr::Str(_)))
            }
            Syntax::Call => {
                regions_none && matches!(p.get("callee"), Some(Attr::SymbolRef(s)) if s.len() == 1)
            }
            Syntax::Sharding => {
                regions_none
                    && d.operands.len() == 1
                    && one_result
                    && ty(d.operands[0]) == ty(d.results[0])
                    && matches!(p.get("sharding"),
                        Some(Attr::Opaque(s)) if s.starts_with("sdy.sharding<"))
            }
            Syntax::Func => {
                let Some(Attr::Type(Type::Function(f))) = p.get("function_type") else {
                    return false;
                };
                let dicts = |k: &str, n: usize| match p.get(k) {
                    None => true,
                    Some(Attr::Array(v)) => {
                        v.len() == n && v.iter().all(|a| matches!(a, Attr::Dict(_)))
                    }
                    Some(_) => false,
                };
                let body = match d.regions.as_slice() {
                    [] => true,
                    [r] => {
                        let blocks = &self.m.regions[*r].blocks;
                        !blocks.is_empty() && {
                            let args = &self.m.blocks[blocks[0]].args;
                            args.len() == f.inputs.len()
                                && args.iter().zip(&f.inputs).all(|(&a, t)| ty(a) == t)
                        }
                    }
                    _ => false,
                };
                let vis = match p.get("sym_visibility") {
                    None => true,
                    Some(Attr::Str(v)) => ["public", "private", "nested"].contains(&v.as_str()),
                    Some(_) => false,
                };
                d.operands.is_empty()
                    && d.results.is_empty()
                    && matches!(p.get("sym_name"), Some(Attr::Str(_)))
                    && dicts("arg_attrs", f.inputs.len())
                    && dicts("res_attrs", f.results.len())
                    && vis
                    && body
            }
            Syntax::Module => {
                d.operands.is_empty()
                    && d.results.is_empty()
                    && d.regions.len() == 1
                    && p.get("sym_name").is_none_or(|a| matches!(a, Attr::Str(_)))
                    && {
                        let blocks = &self.m.regions[d.regions[0]].blocks;
                        blocks.len() == 1 && self.m.blocks[blocks[0]].args.is_empty()
                    }
            }
        }
    }
}
