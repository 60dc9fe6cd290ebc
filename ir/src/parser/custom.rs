//! The custom (pretty) form of ops, as the registry's [`Syntax`] describes each: what JAX's
//! `lowered.as_text()` prints. Every form builds the op the generic form would: the same
//! properties (in MLIR's sorted order), attributes, regions and types.

use super::{EntryArg, OperandRef, PResult, Parser, ResultName};
use crate::attr::{Attr, DenseAttr, DenseData, DenseElem, Dict};
use crate::location::Location;
use crate::module::{Op, OpName};
use crate::ops::{Key, KeyKind, OpKind, Syntax, Traits};
use crate::types::{ElemType, FunctionType, Type};

/// JAX's call that prints a step in the generic form.
macro_rules! generic_export_call {
    () => {
        "`lowered.compiler_ir('stablehlo').operation.get_asm(print_generic_op_form=True)`"
    };
}
const GENERIC_EXPORT_CALL: &str = generic_export_call!();
/// How to get text lowtide reads for any op of its registry: JAX's generic form.
const GENERIC_EXPORT_HINT: &str = concat!(
    "export the step in generic form, which lowtide reads for every op it knows: ",
    generic_export_call!()
);

fn i64_ty() -> Type {
    Type::Scalar(ElemType::Int(64))
}

impl<'a> Parser<'a> {
    /// Reads an op written in its custom form, at its name.
    pub(super) fn parse_custom_op(
        &mut self,
        op_start: usize,
        result_names: Vec<ResultName<'a>>,
    ) -> PResult<Op> {
        self.skip_ws();
        let name_pos = self.pos;
        let Some(word) = self.bare_id() else {
            let here = self.describe_here();
            return self.err(format!(
                "expected an op (`dialect.op ...`, or `\"dialect.op\"(...)` in generic form), \
                 found {here}"
            ));
        };
        // `module`, and `return`/`call` inside a function, drop their dialect.
        let full = match word {
            "module" => "builtin.module".to_string(),
            w if !w.contains('.') => format!("func.{w}"),
            w => w.to_string(),
        };
        let kind = match OpKind::from_name(&full) {
            Some(k) if k.syntax() != Syntax::Generic => k,
            Some(_) => {
                return self.err_at(
                    name_pos,
                    format!(
                        "`{full}` is read in its generic form only (`\"{full}\"(...)`, as \
                         MLIR prints it); {GENERIC_EXPORT_HINT}"
                    ),
                )
            }
            None if !word.contains('.') => {
                let here = self.describe_here_at(name_pos);
                return self.err_at(
                    name_pos,
                    format!(
                        "expected an op (`dialect.op ...` or `\"dialect.op\"(...)`), found {here}"
                    ),
                );
            }
            None => {
                return self.err_at(
                    name_pos,
                    format!(
                        "unknown op `{full}`: lowtide knows neither its custom form nor how to \
                         plan or run it, and reads unknown ops in the generic form only \
                         (`lowtide check FILE --ops` lists them); to read the step, export it \
                         in generic form: {GENERIC_EXPORT_CALL}"
                    ),
                )
            }
        };
        let op = self.m.create_op(OpName::new(&full), Vec::new(), Vec::new());
        self.m.ops[op].pos = Some(self.src_pos(op_start));
        let (refs, fty, tpos) = self.custom_body(op, kind)?;
        self.m.ops[op]
            .properties
            .entries_mut()
            .sort_by(|a, b| a.0.cmp(&b.0));
        self.finish_op(op, refs, fty, tpos, result_names)?;
        Ok(op)
    }

    fn describe_here_at(&mut self, at: usize) -> String {
        let save = self.pos;
        self.pos = at;
        let d = self.describe_here();
        self.pos = save;
        d
    }

    /// Everything after the op's name, up to its location.
    fn custom_body(
        &mut self,
        op: Op,
        kind: OpKind,
    ) -> PResult<(Vec<OperandRef<'a>>, FunctionType, usize)> {
        let mut props = Dict::default();
        let out = match kind.syntax() {
            Syntax::Generic => unreachable!("generic ops are read by the generic parser"),
            Syntax::Same(keys) => {
                let refs = self.operand_list()?;
                self.keys(keys, &mut props)?;
                self.attr_dict(op, &mut props, false)?;
                let (fty, tpos) = self.same_type(refs.len())?;
                (refs, fty, tpos)
            }
            Syntax::Functional(keys) => {
                let refs = self.operand_list()?;
                self.keys(keys, &mut props)?;
                self.attr_dict(op, &mut props, false)?;
                let (fty, tpos) = self.functional_type()?;
                (refs, fty, tpos)
            }
            Syntax::Chlo => {
                let refs = self.operand_list()?;
                self.attr_dict(op, &mut props, false)?;
                let tpos = self.colon()?;
                let inputs = self.bare_types()?;
                self.expect("->")?;
                let results = self.result_types()?;
                (refs, FunctionType { inputs, results }, tpos)
            }
            Syntax::Pairwise | Syntax::Return => {
                let refs = self.operand_list()?;
                self.attr_dict(op, &mut props, false)?;
                let (tpos, inputs) = if refs.is_empty() {
                    (self.pos, Vec::new())
                } else {
                    (self.colon()?, self.bare_types()?)
                };
                let results = if kind.syntax() == Syntax::Pairwise {
                    inputs.clone()
                } else {
                    Vec::new()
                };
                (refs, FunctionType { inputs, results }, tpos)
            }
            Syntax::Constant => {
                self.attr_dict(op, &mut props, false)?;
                self.skip_ws();
                let tpos = self.pos;
                let value = self.parse_attr()?;
                let Attr::Dense(d) = &value else {
                    return self.err_at(tpos, "expected the constant's `dense<...> : type`");
                };
                let ty = d.ty.clone();
                props.set("value", value);
                (Vec::new(), FunctionType::new(vec![], vec![ty]), tpos)
            }
            Syntax::Compare => {
                let dir = self.word("a comparison direction such as GT")?;
                props.set(
                    "comparison_direction",
                    Attr::Opaque(format!("stablehlo<comparison_direction {dir}>")),
                );
                self.expect(",")?;
                let a = self.operand_ref()?;
                self.expect(",")?;
                let b = self.operand_ref()?;
                if self.eat(",") {
                    let ty = self.word("a comparison type such as FLOAT")?;
                    props.set(
                        "compare_type",
                        Attr::Opaque(format!("stablehlo<comparison_type {ty}>")),
                    );
                }
                self.attr_dict(op, &mut props, false)?;
                let (fty, tpos) = self.functional_type()?;
                (vec![a, b], fty, tpos)
            }
            Syntax::Select => {
                let refs = self.operand_list()?;
                self.attr_dict(op, &mut props, false)?;
                let tpos = self.colon()?;
                let fty = match self.parse_type()? {
                    Type::Function(f) => *f,
                    pred => {
                        self.expect(",")?;
                        let t = self.parse_type()?;
                        FunctionType::new(vec![pred, t.clone(), t.clone()], vec![t])
                    }
                };
                (refs, fty, tpos)
            }
            Syntax::Iota => {
                self.expect("dim")?;
                self.expect("=")?;
                let d = self.integer()?;
                props.set("iota_dimension", Attr::Int(d, i64_ty()));
                self.attr_dict(op, &mut props, false)?;
                let tpos = self.colon()?;
                let ty = self.parse_type()?;
                (Vec::new(), FunctionType::new(vec![], vec![ty]), tpos)
            }
            Syntax::Slice => {
                let a = self.operand_ref()?;
                self.expect("[")?;
                let (mut start, mut limit, mut strides) = (Vec::new(), Vec::new(), Vec::new());
                if !self.eat("]") {
                    loop {
                        start.push(self.integer()?);
                        self.expect(":")?;
                        limit.push(self.integer()?);
                        strides.push(if self.eat(":") { self.integer()? } else { 1 });
                        if self.eat("]") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                props.set("start_indices", Attr::i64_array(&start));
                props.set("limit_indices", Attr::i64_array(&limit));
                props.set("strides", Attr::i64_array(&strides));
                self.attr_dict(op, &mut props, false)?;
                let (fty, tpos) = self.functional_type()?;
                (vec![a], fty, tpos)
            }
            Syntax::DotGeneral => {
                let refs = self.operand_list()?;
                let mut dims = crate::stablehlo::DotDims::default();
                if self.eat_key("batching_dims") {
                    (dims.lhs_batch, dims.rhs_batch) = self.dim_pair()?;
                }
                if self.eat_key("contracting_dims") {
                    (dims.lhs_contract, dims.rhs_contract) = self.dim_pair()?;
                }
                props.set("dot_dimension_numbers", dims.to_attr());
                if self.eat_key("precision") {
                    props.set("precision_config", self.precision_list()?);
                }
                if self.eat_key("algorithm") {
                    self.skip_ws();
                    let body = self.balanced()?;
                    props.set(
                        "algorithm",
                        Attr::Opaque(format!("stablehlo.dot_algorithm{body}")),
                    );
                }
                self.attr_dict(op, &mut props, false)?;
                let (fty, tpos) = self.functional_type()?;
                (refs, fty, tpos)
            }
            Syntax::Convolution => {
                self.expect("(")?;
                let refs = self.operand_list()?;
                self.expect(")")?;
                self.expect("dim_numbers")?;
                self.expect("=")?;
                let dims = self.conv_layouts()?;
                props.set(
                    "dimension_numbers",
                    Attr::Opaque(format!("stablehlo.conv<{dims}>")),
                );
                self.expect(",")?;
                self.expect("window")?;
                self.expect("=")?;
                self.conv_window(&mut props)?;
                self.attr_dict(op, &mut props, false)?;
                let (fty, tpos) = self.functional_type()?;
                (refs, fty, tpos)
            }
            Syntax::Reduce => self.reduce(op, &mut props)?,
            Syntax::While => self.while_loop(op, &mut props)?,
            Syntax::TopK => {
                self.expect("(")?;
                let a = self.operand_ref()?;
                self.expect(",")?;
                self.expect("k")?;
                self.expect("=")?;
                let k = self.integer()?;
                self.expect(")")?;
                props.set("k", Attr::Int(k, i64_ty()));
                self.attr_dict(op, &mut props, false)?;
                let tpos = self.colon()?;
                let input = self.parse_type()?;
                self.expect("->")?;
                let results = self.result_types()?;
                (vec![a], FunctionType::new(vec![input], results), tpos)
            }
            Syntax::CustomCall | Syntax::Call => {
                self.skip_ws();
                self.expect("@")?;
                let target = self.symbol_name()?;
                let (key, value) = if kind.syntax() == Syntax::Call {
                    ("callee", Attr::SymbolRef(vec![target]))
                } else {
                    ("call_target_name", Attr::Str(target))
                };
                props.set(key, value);
                self.expect("(")?;
                let refs = self.operand_list()?;
                self.expect(")")?;
                self.attr_dict(op, &mut props, false)?;
                let (fty, tpos) = self.functional_type()?;
                (refs, fty, tpos)
            }
            Syntax::Sharding => {
                let a = self.operand_ref()?;
                self.skip_ws();
                let body = self.balanced()?;
                props.set("sharding", Attr::Opaque(format!("sdy.sharding{body}")));
                self.attr_dict(op, &mut props, false)?;
                let (fty, tpos) = self.same_type(1)?;
                (vec![a], fty, tpos)
            }
            Syntax::Func => self.func(op, &mut props)?,
            Syntax::Module => {
                self.skip_ws();
                let tpos = self.pos;
                if self.eat("@") {
                    let name = self.symbol_name()?;
                    props.set("sym_name", Attr::Str(name));
                }
                self.attr_dict(op, &mut props, true)?;
                self.parse_region(op, true, Some(Vec::new()))?;
                (Vec::new(), FunctionType::new(vec![], vec![]), tpos)
            }
        };
        self.m.ops[op].properties = props;
        Ok(out)
    }

    /// `%a, %b, ...`, stopping before anything that is not an operand (`, word = ...`, `:`).
    fn operand_list(&mut self) -> PResult<Vec<OperandRef<'a>>> {
        let mut v = Vec::new();
        if self.peek() != Some(b'%') {
            return Ok(v);
        }
        loop {
            v.push(self.operand_ref()?);
            let save = self.pos;
            if self.eat(",") && self.peek() == Some(b'%') {
                continue;
            }
            self.pos = save;
            return Ok(v);
        }
    }

    /// A bare word (`GT`, `FLOAT`).
    fn word(&mut self, what: &str) -> PResult<&'a str> {
        match self.bare_id() {
            Some(w) => Ok(w),
            None => {
                let here = self.describe_here();
                self.err(format!("expected {what}, found {here}"))
            }
        }
    }

    /// `, key =` when it comes next.
    fn eat_key(&mut self, key: &str) -> bool {
        let save = self.pos;
        if self.eat(",") && self.eat(key) && self.eat("=") {
            return true;
        }
        self.pos = save;
        false
    }

    /// `: `, returning where the type starts.
    fn colon(&mut self) -> PResult<usize> {
        self.expect(":")?;
        self.skip_ws();
        Ok(self.pos)
    }

    fn int_list(&mut self) -> PResult<Vec<i64>> {
        self.expect("[")?;
        let mut v = Vec::new();
        if self.eat("]") {
            return Ok(v);
        }
        loop {
            v.push(self.integer()?);
            if self.eat("]") {
                return Ok(v);
            }
            self.expect(",")?;
        }
    }

    /// `[1, 2] x [3, 4]`.
    fn dim_pair(&mut self) -> PResult<(Vec<i64>, Vec<i64>)> {
        let l = self.int_list()?;
        self.expect("x")?;
        Ok((l, self.int_list()?))
    }

    /// `[DEFAULT, HIGHEST]`.
    fn precision_list(&mut self) -> PResult<Attr> {
        self.expect("[")?;
        let mut v = Vec::new();
        if !self.eat("]") {
            loop {
                let p = self.word("a precision such as DEFAULT")?;
                v.push(Attr::Opaque(format!("stablehlo<precision {p}>")));
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        Ok(Attr::Array(v))
    }

    /// The sugar keys of a [`Syntax::Same`] or [`Syntax::Functional`] form.
    fn keys(&mut self, keys: &[Key], props: &mut Dict) -> PResult<()> {
        for k in keys {
            self.expect(",")?;
            self.expect(k.word)?;
            self.expect("=")?;
            match k.kind {
                KeyKind::Ints => {
                    let v = self.int_list()?;
                    props.set(k.prop, Attr::i64_array(&v));
                }
                KeyKind::Int => {
                    let v = self.integer()?;
                    props.set(k.prop, Attr::Int(v, i64_ty()));
                }
                KeyKind::Format => {
                    self.skip_ws();
                    let at = self.pos;
                    let w = self.word("a format such as e8m23")?;
                    let bits = w
                        .strip_prefix('e')
                        .and_then(|r| r.split_once('m'))
                        .and_then(|(e, m)| Some((e.parse::<i64>().ok()?, m.parse::<i64>().ok()?)));
                    let Some((e, m)) = bits else {
                        return self.err_at(at, format!("expected a format `eXmY`, found `{w}`"));
                    };
                    let i32_ty = Type::Scalar(ElemType::Int(32));
                    props.set("exponent_bits", Attr::Int(e, i32_ty.clone()));
                    props.set("mantissa_bits", Attr::Int(m, i32_ty));
                }
            }
        }
        Ok(())
    }

    /// The optional attribute dictionary (after the word `attributes` when `keyword`): keys
    /// without a dot are the op's own attributes (properties), dotted ones discardable.
    fn attr_dict(&mut self, op: Op, props: &mut Dict, keyword: bool) -> PResult<()> {
        if keyword {
            if !self.eat("attributes") {
                return Ok(());
            }
        } else if self.peek() != Some(b'{') {
            return Ok(());
        }
        for (k, v) in self.parse_dict()?.entries().to_vec() {
            if k.contains('.') {
                self.m.ops[op].attrs.entries_mut().push((k, v));
            } else {
                props.entries_mut().push((k, v));
            }
        }
        Ok(())
    }

    /// `: T` (every operand and the one result of type `T`) or `: (T1, T2) -> U`.
    fn same_type(&mut self, operands: usize) -> PResult<(FunctionType, usize)> {
        let tpos = self.colon()?;
        Ok(match self.parse_type()? {
            Type::Function(f) => (*f, tpos),
            t => (FunctionType::new(vec![t.clone(); operands], vec![t]), tpos),
        })
    }

    /// `: (T1, T2) -> U`.
    fn functional_type(&mut self) -> PResult<(FunctionType, usize)> {
        let tpos = self.colon()?;
        match self.parse_type()? {
            Type::Function(f) => Ok((*f, tpos)),
            other => self.err_at(
                tpos,
                format!("expected the op's function type `(operands) -> results`, found {other}"),
            ),
        }
    }

    /// `T1, T2` (no parentheses).
    fn bare_types(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.eat(",") {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    /// One result type, or `(T1, T2)`.
    fn result_types(&mut self) -> PResult<Vec<Type>> {
        if self.eat("(") {
            return self.type_list_until(b')');
        }
        Ok(vec![self.parse_type()?])
    }

    /// A symbol's name after `@`: a bare name or a string.
    fn symbol_name(&mut self) -> PResult<String> {
        if self.s.get(self.pos) == Some(&b'"') {
            return self.string_lit();
        }
        Ok(self.suffix_id()?.to_string())
    }

    /// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`, verbatim.
    fn conv_layouts(&mut self) -> PResult<String> {
        self.skip_ws();
        let start = self.pos;
        for sep in ["x", "->", ""] {
            self.skip_ws();
            if self.s.get(self.pos) != Some(&b'[') {
                return self.err("expected a layout such as `[b, 0, 1, f]`");
            }
            while self.pos < self.s.len() && self.s[self.pos] != b']' {
                self.pos += 1;
            }
            self.expect("]")?;
            if !sep.is_empty() {
                self.expect(sep)?;
            }
        }
        Ok(String::from_utf8_lossy(&self.s[start..self.pos]).into_owned())
    }

    /// `{stride = [..], pad = [[lo, hi], ..], lhs_dilate = [..], rhs_dilate = [..],
    /// reverse = [..]}`.
    fn conv_window(&mut self, props: &mut Dict) -> PResult<()> {
        self.expect("{")?;
        if self.eat("}") {
            return Ok(());
        }
        loop {
            self.skip_ws();
            let at = self.pos;
            let key = self.word("a window field such as `stride`")?;
            self.expect("=")?;
            match key {
                "stride" | "lhs_dilate" | "rhs_dilate" => {
                    let v = self.int_list()?;
                    let prop = match key {
                        "stride" => "window_strides",
                        "lhs_dilate" => "lhs_dilation",
                        _ => "rhs_dilation",
                    };
                    props.set(prop, Attr::i64_array(&v));
                }
                "pad" => {
                    self.expect("[")?;
                    let mut v = Vec::new();
                    if !self.eat("]") {
                        loop {
                            let pair = self.int_list()?;
                            if pair.len() != 2 {
                                return self.err("each `pad` entry is `[low, high]`");
                            }
                            v.extend(pair);
                            if self.eat("]") {
                                break;
                            }
                            self.expect(",")?;
                        }
                    }
                    let ty = Type::tensor(&[v.len() as u64 / 2, 2], ElemType::Int(64));
                    let data = match v.first() {
                        Some(&x) if v.iter().all(|&y| y == x) => {
                            DenseData::Splat(DenseElem::Int(x))
                        }
                        _ => DenseData::Elements(v.into_iter().map(DenseElem::Int).collect()),
                    };
                    props.set("padding", Attr::Dense(DenseAttr { ty, data }));
                }
                "reverse" => {
                    self.expect("[")?;
                    let mut v = Vec::new();
                    if !self.eat("]") {
                        loop {
                            let w = self.word("`true` or `false`")?;
                            v.push(DenseElem::Bool(w == "true" || w == "1"));
                            if self.eat("]") {
                                break;
                            }
                            self.expect(",")?;
                        }
                    }
                    props.set("window_reversal", Attr::DenseArray(ElemType::Int(1), v));
                }
                other => {
                    return self.err_at(
                        at,
                        format!(
                            "unknown convolution window field `{other}` (expected stride, pad, \
                             lhs_dilate, rhs_dilate or reverse)"
                        ),
                    )
                }
            }
            if self.eat("}") {
                return Ok(());
            }
            self.expect(",")?;
        }
    }

    /// `(%a init: %i), ... applies stablehlo.add across dimensions = [..] : T`, or
    /// `... across dimensions = [..] : T reducer(%x: T, %y: T) (...) {body}`.
    fn reduce(
        &mut self,
        op: Op,
        props: &mut Dict,
    ) -> PResult<(Vec<OperandRef<'a>>, FunctionType, usize)> {
        let (mut inputs, mut inits) = (Vec::new(), Vec::new());
        loop {
            self.expect("(")?;
            inputs.push(self.operand_ref()?);
            self.expect("init")?;
            self.expect(":")?;
            inits.push(self.operand_ref()?);
            self.expect(")")?;
            if !self.eat(",") {
                break;
            }
        }
        let applies = if self.eat("applies") {
            self.skip_ws();
            let at = self.pos;
            let name = self.word("the reducing op")?;
            match OpKind::from_name(name) {
                Some(k) if k.has(Traits::COMMUTATIVE) && k.syntax() == Syntax::SAME => Some(k),
                _ => {
                    return self.err_at(
                        at,
                        format!(
                            "`applies {name}`: the compact reduce form takes a commutative \
                             binary op such as stablehlo.add; write the `reducer` region form"
                        ),
                    )
                }
            }
        } else {
            None
        };
        self.expect("across")?;
        self.expect("dimensions")?;
        self.expect("=")?;
        let dims = self.int_list()?;
        props.set("dimensions", Attr::i64_array(&dims));
        self.attr_dict(op, props, false)?;
        let (fty, tpos) = self.functional_type()?;
        let n = inputs.len();
        if fty.inputs.len() != 2 * n {
            return self.err_at(
                tpos,
                format!(
                    "reduce has {} operands but its type lists {}",
                    2 * n,
                    fty.inputs.len()
                ),
            );
        }
        let elem_types: Vec<Type> = fty.inputs[n..].to_vec();
        match applies {
            Some(k) => {
                if n != 1 {
                    return self.err_at(tpos, "the compact reduce form takes one operand");
                }
                let region = self.m.add_region(op);
                let t = elem_types[0].clone();
                let block = self.m.create_block(vec![t.clone(), t.clone()]);
                self.m.append_block(region, block);
                let args = self.m.blocks[block].args.clone();
                let body = self.m.create_op(OpName::Known(k), args, vec![t.clone()]);
                self.m.append_op(block, body);
                let r = self.m.ops[body].results.clone();
                let ret = self.m.create_op(OpName::Known(OpKind::Return), r, vec![]);
                self.m.append_op(block, ret);
            }
            None => {
                self.expect("reducer")?;
                let (mut lhs, mut rhs) = (Vec::new(), Vec::new());
                for t in &elem_types {
                    self.expect("(")?;
                    lhs.push(self.entry_arg(t)?);
                    self.expect(",")?;
                    rhs.push(self.entry_arg(t)?);
                    self.expect(")")?;
                }
                lhs.extend(rhs);
                self.parse_region(op, false, Some(lhs))?;
            }
        }
        inputs.extend(inits);
        Ok((inputs, fty, tpos))
    }

    /// `%name: T` whose type must be `want`.
    fn entry_arg(&mut self, want: &Type) -> PResult<EntryArg<'a>> {
        let (name, ty, at) = self.typed_name()?;
        if &ty != want {
            return self.err_at(
                at,
                format!("reducer argument %{name} has type {ty}; expected {want}"),
            );
        }
        Ok((name, ty, Location::Unknown, at))
    }

    /// `(%iterArg = %x, ...) : T1, T2 cond {...} do {...}`.
    fn while_loop(
        &mut self,
        op: Op,
        props: &mut Dict,
    ) -> PResult<(Vec<OperandRef<'a>>, FunctionType, usize)> {
        self.expect("(")?;
        let (mut names, mut refs) = (Vec::new(), Vec::new());
        if !self.eat(")") {
            loop {
                self.skip_ws();
                let at = self.pos;
                self.expect("%")?;
                names.push((self.suffix_id()?, at));
                self.expect("=")?;
                refs.push(self.operand_ref()?);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let (tpos, types) = if refs.is_empty() {
            (self.pos, Vec::new())
        } else {
            (self.colon()?, self.bare_types()?)
        };
        if types.len() != refs.len() {
            return self.err_at(
                tpos,
                format!(
                    "while has {} operands but {} types",
                    refs.len(),
                    types.len()
                ),
            );
        }
        self.attr_dict(op, props, true)?;
        let args = |types: &[Type]| -> Vec<EntryArg<'a>> {
            names
                .iter()
                .zip(types)
                .map(|(&(n, at), t)| (n, t.clone(), Location::Unknown, at))
                .collect()
        };
        self.expect("cond")?;
        self.parse_region(op, false, Some(args(&types)))?;
        self.expect("do")?;
        self.parse_region(op, false, Some(args(&types)))?;
        Ok((refs, FunctionType::new(types.clone(), types), tpos))
    }

    /// `[visibility] @name(%arg0: T {attrs}, ...) -> (U {attrs}) attributes {...} {body}`.
    fn func(
        &mut self,
        op: Op,
        props: &mut Dict,
    ) -> PResult<(Vec<OperandRef<'a>>, FunctionType, usize)> {
        self.skip_ws();
        let tpos = self.pos;
        if let Some(vis) = ["public", "private", "nested"]
            .into_iter()
            .find(|v| self.at_str(v))
        {
            self.pos += vis.len();
            props.set("sym_visibility", Attr::Str(vis.to_string()));
            self.skip_ws();
        }
        self.expect("@")?;
        let name = self.symbol_name()?;
        props.set("sym_name", Attr::Str(name));
        self.expect("(")?;
        let (mut args, mut arg_attrs) = (Vec::new(), Vec::new());
        if !self.eat(")") {
            loop {
                let (n, ty, at) = self.typed_name()?;
                arg_attrs.push(self.optional_dict()?);
                let loc = self.optional_loc()?;
                args.push((n, ty, loc, at));
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let (mut results, mut res_attrs) = (Vec::new(), Vec::new());
        if self.eat("->") {
            if self.eat("(") {
                if !self.eat(")") {
                    loop {
                        results.push(self.parse_type()?);
                        res_attrs.push(self.optional_dict()?);
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
            } else {
                results.push(self.parse_type()?);
                res_attrs.push(Dict::default());
            }
        }
        let inputs: Vec<Type> = args.iter().map(|a| a.1.clone()).collect();
        props.set(
            "function_type",
            Attr::Type(Type::Function(Box::new(FunctionType::new(inputs, results)))),
        );
        for (key, list) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
            if list.iter().any(|d| !d.is_empty()) {
                props.set(key, Attr::Array(list.into_iter().map(Attr::Dict).collect()));
            }
        }
        self.attr_dict(op, props, true)?;
        if self.peek() == Some(b'{') {
            self.parse_region(op, true, Some(args))?;
        }
        Ok((Vec::new(), FunctionType::new(vec![], vec![]), tpos))
    }

    fn optional_dict(&mut self) -> PResult<Dict> {
        if self.peek() == Some(b'{') {
            self.parse_dict()
        } else {
            Ok(Dict::default())
        }
    }
}
