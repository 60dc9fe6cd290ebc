//! Parser for MLIR's textual IR: the generic op form (what `mlir-opt -mlir-print-op-generic`
//! prints) and the custom (pretty) form of every op the registry gives one (what JAX's
//! `lowered.as_text()` prints; `custom.rs`), mixed freely in one file, as MLIR allows.
//!
//! A hand-written recursive-descent parser over bytes: MLIR's syntax is context sensitive
//! (`2x3xf32` is one shape, `->` may stand inside a dialect attribute), so it reads characters
//! directly instead of a token stream. Every error carries `line:col` of the offending text.

use crate::attr::{Attr, DenseAttr, DenseData, DenseElem, Dict, FloatLit};
use crate::diag::Diagnostic;
use crate::entity::EntityRef;
use crate::location::Location;
use crate::module::{Block, Module, OpData, OpName, Region, SrcPos, Value, ValueData, ValueDef};
use crate::ops::Traits;
use crate::types::{ElemType, FunctionType, TensorType, Type};
use std::collections::HashMap;

mod custom;

/// Parses a whole file. `file` names it in diagnostics.
pub fn parse(src: &str, file: &str) -> Result<Module, Diagnostic> {
    parse_with_offset(src, file, 0)
}

/// Parses `src` as if it started at line `line_offset + 1` of `file` (for `--split-input-file`).
pub fn parse_with_offset(src: &str, file: &str, line_offset: u32) -> Result<Module, Diagnostic> {
    let mut p = Parser {
        s: src.as_bytes(),
        pos: 0,
        file,
        line_offset,
        m: Module::new(),
        scopes: Vec::new(),
        attr_aliases: HashMap::new(),
        type_aliases: HashMap::new(),
        limbo: Block::new(0),
        depth: 0,
        pending: Vec::new(),
        line_cache: std::cell::Cell::new((0, 1, 0)),
        loc_aliases: HashMap::new(),
    };
    p.limbo = p.m.create_block(Vec::new());
    // A UTF-8 byte order mark (as some editors write) is not text.
    if src.starts_with('\u{feff}') {
        p.pos = '\u{feff}'.len_utf8();
    }
    p.parse_top()?;
    Ok(p.m)
}

type PResult<T> = Result<T, Diagnostic>;
/// An operand as written: `%name`, its `#N` and where it stands.
type OperandRef<'a> = (&'a str, Option<u32>, usize);
/// A result group as written: `%name:N` and where it stands.
type ResultName<'a> = (&'a str, u32, usize);
/// An entry block argument a custom form declares: `%name`, its type, where it stands.
type EntryArg<'a> = (&'a str, Type, Location, usize);

/// A name scope: the values one region defines, and uses of names not yet defined.
#[derive(Default)]
struct Scope {
    isolated: bool,
    defs: HashMap<String, Vec<Value>>,
    forward: HashMap<String, (Value, usize)>,
}

struct Parser<'a> {
    s: &'a [u8],
    pos: usize,
    file: &'a str,
    line_offset: u32,
    m: Module,
    scopes: Vec<Scope>,
    attr_aliases: HashMap<String, Attr>,
    type_aliases: HashMap<String, Type>,
    /// The block placeholder values pretend to belong to until their definition is parsed.
    limbo: Block,
    depth: u32,
    /// Successor names of ops whose region is still open: resolved when it closes.
    pending: Vec<(crate::module::Op, Vec<(String, usize)>)>,
    /// (byte offset, its line, start of that line): the last position [`Parser::src_pos`] computed.
    line_cache: std::cell::Cell<(usize, u32, usize)>,
    /// `#name = loc(...)` definitions, resolved once the whole file is read.
    loc_aliases: HashMap<String, (Location, usize)>,
}

const MAX_DEPTH: u32 = 500;

impl<'a> Parser<'a> {
    // ---------- low-level cursor ----------

    /// Line and column of byte `at`. Scans forward from the last position asked for, so
    /// positions requested in increasing order cost linear time overall.
    fn src_pos(&self, at: usize) -> SrcPos {
        let at = at.min(self.s.len());
        let (mut from, mut line, mut line_start) = self.line_cache.get();
        if at < from {
            (from, line, line_start) = (0, 1, 0);
        }
        for (i, &b) in self.s[from..at].iter().enumerate() {
            if b == b'\n' {
                line += 1;
                line_start = from + i + 1;
            }
        }
        self.line_cache.set((at, line, line_start));
        let col = String::from_utf8_lossy(&self.s[line_start..at])
            .chars()
            .count() as u32
            + 1;
        SrcPos {
            line: line + self.line_offset,
            col,
        }
    }

    fn err_at<T>(&self, at: usize, msg: impl Into<String>) -> PResult<T> {
        // At end of input, point just past the last character rather than at trailing space.
        let at = if at >= self.s.len() {
            self.s
                .iter()
                .rposition(|b| !b.is_ascii_whitespace())
                .map_or(0, |i| i + 1)
        } else {
            at
        };
        Err(Diagnostic::new(self.file, Some(self.src_pos(at)), msg))
    }

    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        self.err_at(self.pos, msg)
    }

    fn skip_ws(&mut self) {
        while self.pos < self.s.len() {
            match self.s[self.pos] {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if self.s.get(self.pos + 1) == Some(&b'/') => {
                    while self.pos < self.s.len() && self.s[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.pos).copied()
    }

    fn at_str(&mut self, t: &str) -> bool {
        self.skip_ws();
        self.s[self.pos..].starts_with(t.as_bytes())
    }

    fn eat(&mut self, t: &str) -> bool {
        if self.at_str(t) {
            self.pos += t.len();
            true
        } else {
            false
        }
    }

    fn describe_here(&mut self) -> String {
        self.skip_ws();
        if self.pos >= self.s.len() {
            return "end of input".into();
        }
        let end = (self.pos + 1..=self.s.len())
            .find(|&e| e == self.s.len() || !is_id_byte(self.s[e - 1]) || !is_id_byte(self.s[e]))
            .unwrap_or(self.s.len());
        let end = end.max(self.pos + 1).min(self.pos + 24);
        let text = String::from_utf8_lossy(&self.s[self.pos..end]);
        // A character the terminal would not show is named by its code point.
        let first = String::from_utf8_lossy(&self.s[self.pos..(self.pos + 4).min(self.s.len())])
            .chars()
            .next();
        match first {
            Some(c) if c.is_control() || c == '\u{feff}' => {
                format!("the character U+{:04X}", c as u32)
            }
            _ => format!("`{text}`"),
        }
    }

    fn expect(&mut self, t: &str) -> PResult<()> {
        if self.eat(t) {
            Ok(())
        } else {
            let here = self.describe_here();
            self.err(format!("expected `{t}`, found {here}"))
        }
    }

    /// Reads `[A-Za-z_][A-Za-z0-9_$.]*` (MLIR's bare-id, with dots).
    fn bare_id(&mut self) -> Option<&'a str> {
        self.skip_ws();
        let start = self.pos;
        let s = self.s;
        if start < s.len() && (s[start].is_ascii_alphabetic() || s[start] == b'_') {
            let mut e = start + 1;
            while e < s.len() && (s[e].is_ascii_alphanumeric() || b"_$.".contains(&s[e])) {
                e += 1;
            }
            self.pos = e;
            std::str::from_utf8(&s[start..e]).ok()
        } else {
            None
        }
    }

    /// Reads a suffix-id after a sigil (`%x`, `^bb0`, `@name`): letters, digits, `_$.-`.
    fn suffix_id(&mut self) -> PResult<&'a str> {
        let start = self.pos;
        let s = self.s;
        let mut e = start;
        while e < s.len() && (s[e].is_ascii_alphanumeric() || b"_$.-".contains(&s[e])) {
            e += 1;
        }
        if e == start {
            return self.err("expected a name after the sigil");
        }
        self.pos = e;
        Ok(std::str::from_utf8(&s[start..e]).unwrap_or(""))
    }

    fn string_lit(&mut self) -> PResult<String> {
        self.skip_ws();
        let start = self.pos;
        if self.s.get(self.pos) != Some(&b'"') {
            let here = self.describe_here();
            return self.err(format!("expected a string literal, found {here}"));
        }
        self.pos += 1;
        let mut out = Vec::new();
        loop {
            match self.s.get(self.pos) {
                None | Some(b'\n') => return self.err_at(start, "unterminated string literal"),
                Some(b'"') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') => {
                    let c = self.s.get(self.pos + 1).copied();
                    match c {
                        Some(b'n') => out.push(b'\n'),
                        Some(b't') => out.push(b'\t'),
                        Some(b'"') => out.push(b'"'),
                        Some(b'\\') => out.push(b'\\'),
                        Some(h) if h.is_ascii_hexdigit() => {
                            let hex = self.s.get(self.pos + 1..self.pos + 3).unwrap_or(b"");
                            match std::str::from_utf8(hex)
                                .ok()
                                .and_then(|h| u8::from_str_radix(h, 16).ok())
                            {
                                Some(b) => {
                                    out.push(b);
                                    self.pos += 1;
                                }
                                None => return self.err("invalid `\\XX` escape in string literal"),
                            }
                        }
                        _ => return self.err("unknown escape in string literal"),
                    }
                    self.pos += 2;
                }
                Some(&b) => {
                    out.push(b);
                    self.pos += 1;
                }
            }
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    /// Reads a `<...>` body verbatim (balanced over `<>()[]{}` and strings; `->` does not close).
    fn balanced(&mut self) -> PResult<&'a str> {
        let start = self.pos;
        let close = match self.s.get(self.pos) {
            Some(b'<') => b'>',
            Some(b'(') => b')',
            _ => return self.err("expected `<` or `(`"),
        };
        let mut stack: Vec<u8> = Vec::new();
        let mut i = self.pos;
        while i < self.s.len() {
            let b = self.s[i];
            match b {
                b'"' => {
                    i += 1;
                    while i < self.s.len() && self.s[i] != b'"' {
                        if self.s[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                b'<' => stack.push(b'>'),
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'{' => stack.push(b'}'),
                // `->` (as in `#stablehlo.conv<...->...>`) is an arrow, never a closing bracket.
                b'>' if i > 0 && self.s[i - 1] == b'-' => {}
                b'>' | b')' | b']' | b'}' => {
                    if stack.pop() != Some(b) {
                        return self.err_at(
                            i,
                            format!("unbalanced `{}` in dialect attribute or type", b as char),
                        );
                    }
                    if stack.is_empty() {
                        self.pos = i + 1;
                        let body = std::str::from_utf8(&self.s[start..=i]).unwrap_or("");
                        if b != close {
                            return self.err_at(i, "mismatched bracket");
                        }
                        return Ok(body);
                    }
                }
                _ => {}
            }
            i += 1;
        }
        self.err_at(
            start,
            "unterminated `<...>`: no matching `>` before end of input",
        )
    }

    fn integer(&mut self) -> PResult<i64> {
        self.skip_ws();
        let start = self.pos;
        match self.number()? {
            Num::Int(i) => Ok(i),
            Num::Hex(h) => Ok(h as i64),
            _ => self.err_at(start, "expected an integer"),
        }
    }

    fn number(&mut self) -> PResult<Num> {
        self.skip_ws();
        let start = self.pos;
        let s = self.s;
        let mut i = self.pos;
        let neg = s.get(i) == Some(&b'-');
        if neg || s.get(i) == Some(&b'+') {
            i += 1;
        }
        if s.get(i) == Some(&b'0') && matches!(s.get(i + 1), Some(b'x' | b'X')) {
            let hs = i + 2;
            let mut e = hs;
            while e < s.len() && s[e].is_ascii_hexdigit() {
                e += 1;
            }
            let h = std::str::from_utf8(&s[hs..e]).unwrap_or("");
            let v = u64::from_str_radix(h, 16)
                .or_else(|_| self.err_at(start, "hex literal is empty or too large"))?;
            self.pos = e;
            return Ok(if neg {
                Num::Int(-(v as i64))
            } else {
                Num::Hex(v)
            });
        }
        let ds = i;
        while i < s.len() && s[i].is_ascii_digit() {
            i += 1;
        }
        if i == ds {
            let here = self.describe_here();
            return self.err(format!("expected a number, found {here}"));
        }
        let mut float = false;
        if s.get(i) == Some(&b'.') {
            float = true;
            i += 1;
            while i < s.len() && s[i].is_ascii_digit() {
                i += 1;
            }
        }
        if matches!(s.get(i), Some(b'e' | b'E'))
            && (s.get(i + 1).is_some_and(u8::is_ascii_digit)
                || (matches!(s.get(i + 1), Some(b'+' | b'-'))
                    && s.get(i + 2).is_some_and(u8::is_ascii_digit)))
        {
            float = true;
            i += 2;
            while i < s.len() && s[i].is_ascii_digit() {
                i += 1;
            }
        }
        let text = std::str::from_utf8(&s[start..i]).unwrap_or("");
        self.pos = i;
        if float {
            text.parse::<f64>()
                .map(Num::Float)
                .or_else(|_| self.err_at(start, format!("invalid float literal `{text}`")))
        } else {
            match text.parse::<i64>() {
                Ok(v) => Ok(Num::Int(v)),
                Err(_) => match text.parse::<u64>() {
                    Ok(v) => Ok(Num::Hex(v)),
                    Err(_) => self.err_at(
                        start,
                        format!("integer literal `{text}` does not fit in 64 bits"),
                    ),
                },
            }
        }
    }

    // ---------- types ----------

    fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let t = self.parse_type_inner();
        self.depth -= 1;
        t
    }

    fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err(format!("nesting deeper than {MAX_DEPTH} levels"));
        }
        Ok(())
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        self.skip_ws();
        let start = self.pos;
        match self.peek() {
            Some(b'(') => {
                self.pos += 1;
                let inputs = self.type_list_until(b')')?;
                self.expect("->")?;
                let results = if self.peek() == Some(b'(') {
                    self.pos += 1;
                    self.type_list_until(b')')?
                } else {
                    vec![self.parse_type()?]
                };
                return Ok(Type::Function(Box::new(FunctionType { inputs, results })));
            }
            Some(b'!') => {
                self.pos += 1;
                let name = self.suffix_id()?.to_string();
                if let Some(t) = self.type_aliases.get(&name) {
                    return Ok(t.clone());
                }
                let body = if self.s.get(self.pos) == Some(&b'<') {
                    self.balanced()?
                } else {
                    ""
                };
                return Ok(Type::Opaque(format!("{name}{body}")));
            }
            _ => {}
        }
        let Some(kw) = self.bare_id() else {
            let here = self.describe_here();
            return self.err(format!("expected a type, found {here}"));
        };
        match kw {
            "tensor" => {
                self.expect_tight(b'<')?;
                let t = self.shaped()?;
                if self.peek() == Some(b',') {
                    return self.err("tensor encodings are not supported");
                }
                self.expect(">")?;
                Ok(Type::Tensor(t))
            }
            "memref" => {
                self.expect_tight(b'<')?;
                let tensor = self.shaped()?;
                let sfx_start = self.pos;
                if self.peek() == Some(b',') {
                    // Keep the layout / memory space verbatim up to the closing `>`.
                    let mut depth = 0i32;
                    while self.pos < self.s.len() {
                        match self.s[self.pos] {
                            b'<' | b'(' | b'[' | b'{' => depth += 1,
                            b'>' if depth == 0 => break,
                            b'>' | b')' | b']' | b'}' => depth -= 1,
                            _ => {}
                        }
                        self.pos += 1;
                    }
                }
                let suffix = String::from_utf8_lossy(&self.s[sfx_start..self.pos])
                    .trim_end()
                    .to_string();
                self.expect(">")?;
                Ok(Type::MemRef { tensor, suffix })
            }
            "tuple" => {
                self.expect_tight(b'<')?;
                let ts = self.type_list_until(b'>')?;
                Ok(Type::Tuple(ts))
            }
            "none" => Ok(Type::None),
            other => match ElemType::from_keyword(other) {
                Some(e) => Ok(Type::Scalar(e)),
                None => self.err_at(start, format!("unknown type `{other}`")),
            },
        }
    }

    fn expect_tight(&mut self, b: u8) -> PResult<()> {
        if self.s.get(self.pos) == Some(&b) {
            self.pos += 1;
            Ok(())
        } else {
            self.err(format!("expected `{}`", b as char))
        }
    }

    /// `2x?x3xf32` or `*xf32`.
    fn shaped(&mut self) -> PResult<TensorType> {
        self.skip_ws();
        if self.s.get(self.pos) == Some(&b'*') {
            self.pos += 1;
            self.expect_tight(b'x')?;
            let elem = self.elem_type()?;
            return Ok(TensorType { shape: None, elem });
        }
        let mut dims = Vec::new();
        loop {
            match self.s.get(self.pos) {
                Some(b'?') => {
                    self.pos += 1;
                    dims.push(None);
                }
                Some(c) if c.is_ascii_digit() => {
                    let st = self.pos;
                    while self.s.get(self.pos).is_some_and(u8::is_ascii_digit) {
                        self.pos += 1;
                    }
                    let t = std::str::from_utf8(&self.s[st..self.pos]).unwrap_or("");
                    let n = t
                        .parse::<u64>()
                        .or_else(|_| self.err_at(st, format!("dimension `{t}` is too large")))?;
                    dims.push(Some(n));
                }
                _ => break,
            }
            self.expect_tight(b'x')?;
        }
        let elem = self.elem_type()?;
        Ok(TensorType {
            shape: Some(dims),
            elem,
        })
    }

    fn elem_type(&mut self) -> PResult<ElemType> {
        let start = self.pos;
        match self.bare_id().and_then(ElemType::from_keyword) {
            Some(e) => Ok(e),
            None => self.err_at(
                start,
                "expected an element type such as f32, bf16, i1 or i32",
            ),
        }
    }

    fn type_list_until(&mut self, close: u8) -> PResult<Vec<Type>> {
        let mut out = Vec::new();
        if self.peek() == Some(close) {
            self.pos += 1;
            return Ok(out);
        }
        loop {
            out.push(self.parse_type()?);
            if self.peek() == Some(close) {
                self.pos += 1;
                return Ok(out);
            }
            self.expect(",")?;
        }
    }

    // ---------- attributes ----------

    fn parse_attr(&mut self) -> PResult<Attr> {
        self.enter()?;
        let a = self.parse_attr_inner();
        self.depth -= 1;
        a
    }

    fn starts_type(&mut self) -> bool {
        self.skip_ws();
        let rest = &self.s[self.pos..];
        let word_end = rest
            .iter()
            .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
            .unwrap_or(rest.len());
        let word = std::str::from_utf8(&rest[..word_end]).unwrap_or("");
        matches!(rest.first(), Some(b'(' | b'!'))
            || matches!(word, "tensor" | "memref" | "tuple" | "none")
            || ElemType::from_keyword(word).is_some()
    }

    fn parse_attr_inner(&mut self) -> PResult<Attr> {
        self.skip_ws();
        let start = self.pos;
        match self.s.get(self.pos).copied() {
            None => self.err("expected an attribute, found end of input"),
            Some(b'"') => Ok(Attr::Str(self.string_lit()?)),
            Some(b'[') => {
                self.pos += 1;
                let mut v = Vec::new();
                if !self.eat("]") {
                    loop {
                        v.push(self.parse_attr()?);
                        if self.eat("]") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                Ok(Attr::Array(v))
            }
            Some(b'{') => Ok(Attr::Dict(self.parse_dict()?)),
            Some(b'@') => {
                let mut path = Vec::new();
                loop {
                    self.expect("@")?;
                    path.push(if self.s.get(self.pos) == Some(&b'"') {
                        self.string_lit()?
                    } else {
                        self.suffix_id()?.to_string()
                    });
                    if !self.eat("::") {
                        break;
                    }
                }
                Ok(Attr::SymbolRef(path))
            }
            Some(b'#') => {
                self.pos += 1;
                let name = self.suffix_id()?;
                if self.s.get(self.pos) == Some(&b'<') {
                    let body = self.balanced()?;
                    Ok(Attr::Opaque(format!("{name}{body}")))
                } else if let Some(a) = self.attr_aliases.get(name) {
                    Ok(a.clone())
                } else if name.contains('.') {
                    Ok(Attr::Opaque(name.to_string()))
                } else {
                    self.err_at(start, format!("undefined attribute alias `#{name}`"))
                }
            }
            Some(c) if c.is_ascii_digit() || c == b'-' || c == b'+' => {
                let n = self.number()?;
                let ty = if self.eat(":") {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                self.typed_number(start, n, ty)
            }
            _ if self.starts_type() => Ok(Attr::Type(self.parse_type()?)),
            _ => {
                let Some(kw) = self.bare_id() else {
                    let here = self.describe_here();
                    return self.err(format!("expected an attribute, found {here}"));
                };
                match kw {
                    "unit" => Ok(Attr::Unit),
                    "true" => Ok(Attr::Bool(true)),
                    "false" => Ok(Attr::Bool(false)),
                    "dense" => self.parse_dense(start),
                    "array" => self.parse_dense_array(),
                    "affine_map" if self.s.get(self.pos) == Some(&b'<') => {
                        let body = self.balanced()?;
                        Ok(Attr::AffineMap(body[1..body.len() - 1].to_string()))
                    }
                    other => self.err_at(
                        start,
                        format!("unsupported attribute `{other}` (lowtide reads builtin attributes and `#dialect<...>` forms)"),
                    ),
                }
            }
        }
    }

    fn typed_number(&mut self, at: usize, n: Num, ty: Option<Type>) -> PResult<Attr> {
        if let Some(t) = ty.as_ref().filter(|t| !matches!(t, Type::Scalar(_))) {
            return self.err_at(
                at,
                format!("a number attribute needs a scalar type such as i64 or f32, got {t}"),
            );
        }
        let ty_elem = ty.as_ref().and_then(Type::elem);
        Ok(match (n, ty_elem) {
            (Num::Float(f), Some(e)) if e.is_integer() => {
                return self.err_at(
                    at,
                    format!("float literal {f} given an integer type {}", ty.unwrap()),
                )
            }
            (Num::Float(f), _) => Attr::Float(
                FloatLit::Value(f),
                ty.unwrap_or(Type::Scalar(ElemType::F64)),
            ),
            (Num::Hex(h), Some(e)) if e.is_float() => Attr::Float(FloatLit::Bits(h), ty.unwrap()),
            (Num::Int(i), Some(e)) if e.is_float() => {
                Attr::Float(FloatLit::Value(i as f64), ty.unwrap())
            }
            (Num::Int(i), _) => Attr::Int(i, ty.unwrap_or(Type::Scalar(ElemType::Int(64)))),
            (Num::Hex(h), _) => Attr::Int(h as i64, ty.unwrap_or(Type::Scalar(ElemType::Int(64)))),
            (Num::Bool(b), _) => Attr::Bool(b),
        })
    }

    fn parse_dict(&mut self) -> PResult<Dict> {
        self.expect("{")?;
        let mut d = Dict::default();
        if self.eat("}") {
            return Ok(d);
        }
        loop {
            self.skip_ws();
            let kpos = self.pos;
            let key = if self.s.get(self.pos) == Some(&b'"') {
                self.string_lit()?
            } else {
                match self.bare_id() {
                    Some(k) => k.to_string(),
                    None => {
                        let here = self.describe_here();
                        return self.err(format!("expected an attribute name, found {here}"));
                    }
                }
            };
            if d.get(&key).is_some() {
                return self.err_at(kpos, format!("duplicate attribute `{key}`"));
            }
            let v = if self.eat("=") {
                self.parse_attr()?
            } else {
                Attr::Unit
            };
            d.entries_mut().push((key, v));
            if self.eat("}") {
                return Ok(d);
            }
            self.expect(",")?;
        }
    }

    fn dense_elem(&mut self) -> PResult<Num> {
        self.skip_ws();
        if self.eat("true") {
            return Ok(Num::Bool(true));
        }
        if self.eat("false") {
            return Ok(Num::Bool(false));
        }
        if self.s.get(self.pos) == Some(&b'(') {
            return self.err("complex dense elements are not supported");
        }
        self.number()
    }

    /// Reads a (nested) list literal into `out`, recording the length of the lists at each
    /// depth in `shape` and the depth of the elements in `leaf`: a ragged list is an error.
    fn dense_list(
        &mut self,
        out: &mut Vec<Num>,
        depth: usize,
        shape: &mut Vec<Option<u64>>,
        leaf: &mut Option<usize>,
    ) -> PResult<()> {
        self.enter()?;
        let at = self.pos;
        self.expect("[")?;
        let mut len = 0u64;
        if !self.eat("]") {
            loop {
                if self.peek() == Some(b'[') {
                    self.dense_list(out, depth + 1, shape, leaf)?;
                } else {
                    if leaf.is_some_and(|d| d != depth) {
                        return self.err("dense literal mixes elements and nested lists at one depth; nest every element equally, as the tensor's shape");
                    }
                    *leaf = Some(depth);
                    out.push(self.dense_elem()?);
                }
                len += 1;
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if shape.len() <= depth {
            shape.resize(depth + 1, None);
        }
        match shape[depth] {
            None => shape[depth] = Some(len),
            Some(other) if other != len => {
                return self.err_at(
                    at,
                    format!(
                        "dense literal is ragged: a list at depth {depth} has {len} elements, another {other}"
                    ),
                )
            }
            Some(_) => {}
        }
        self.depth -= 1;
        Ok(())
    }

    fn parse_dense(&mut self, start: usize) -> PResult<Attr> {
        self.expect_tight(b'<')?;
        enum Raw {
            Splat(Num),
            /// The elements and the literal's nested shape (`None` for `dense<>`).
            List(Vec<Num>, Option<Vec<u64>>),
            Hex(Vec<u8>),
        }
        let raw = match self.peek() {
            Some(b'>') => Raw::List(Vec::new(), None),
            Some(b'"') => {
                let at = self.pos;
                let s = self.string_lit()?;
                let hex = s
                    .strip_prefix("0x")
                    .filter(|h| h.len() % 2 == 0 && h.bytes().all(|b| b.is_ascii_hexdigit()));
                let Some(hex) = hex else {
                    return self.err_at(at, "dense string must be a hex blob `\"0x...\"`");
                };
                Raw::Hex(
                    (0..hex.len())
                        .step_by(2)
                        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or(0))
                        .collect(),
                )
            }
            Some(b'[') => {
                let (mut v, mut shape, mut leaf) = (Vec::new(), Vec::new(), None);
                self.dense_list(&mut v, 0, &mut shape, &mut leaf)?;
                // Without elements (`[]`, `[[]]`) there is no shape to compare.
                let shape = leaf.map(|d| shape[..=d].iter().map(|n| n.unwrap_or(0)).collect());
                Raw::List(v, shape)
            }
            _ => Raw::Splat(self.dense_elem()?),
        };
        self.expect(">")?;
        self.expect(":")?;
        let tpos = self.pos;
        let ty = self.parse_type()?;
        let Some(t) = ty.as_tensor().cloned() else {
            return self.err_at(tpos, format!("dense<...> needs a tensor type, got {ty}"));
        };
        let conv = |p: &Self, n: Num| p.dense_conv(start, n, t.elem);
        let data = match raw {
            Raw::Splat(n) => DenseData::Splat(conv(self, n)?),
            Raw::Hex(b) => {
                // The whole tensor's bytes, or one element's (a splat); i1 takes a byte each.
                let n = t.num_elements().unwrap_or(0);
                let each = t.elem.byte_size().max(1);
                let (whole, one) = (n.checked_mul(each), Some(each));
                if t.static_dims().is_some()
                    && Some(b.len() as u64) != whole
                    && Some(b.len() as u64) != one
                {
                    return self.err_at(
                        start,
                        format!(
                            "dense hex blob has {} bytes, but {ty} needs {} (or {} for a splat)",
                            b.len(),
                            whole.unwrap_or(0),
                            one.unwrap_or(0)
                        ),
                    );
                }
                DenseData::Hex(b)
            }
            Raw::List(v, shape) => {
                if let (Some(got), Some(want)) = (&shape, t.static_dims()) {
                    if *got != want && v.len() as u64 == t.num_elements().unwrap_or(0) {
                        return self.err_at(
                            start,
                            format!("dense literal is nested as {got:?}, but {ty} has shape {want:?}; nest its elements as the shape"),
                        );
                    }
                }
                if let Some(want) = t.num_elements() {
                    if v.len() as u64 != want {
                        return self.err_at(
                            start,
                            format!("dense literal has {} elements but {ty} has {want}", v.len()),
                        );
                    }
                }
                DenseData::Elements(
                    v.into_iter()
                        .map(|n| conv(self, n))
                        .collect::<PResult<_>>()?,
                )
            }
        };
        Ok(Attr::Dense(DenseAttr { ty, data }))
    }

    fn dense_conv(&self, at: usize, n: Num, elem: ElemType) -> PResult<DenseElem> {
        Ok(match n {
            Num::Bool(b) if elem.is_bool() => DenseElem::Bool(b),
            Num::Bool(_) => {
                return self.err_at(at, format!("boolean literal in a {elem} constant"))
            }
            Num::Float(f) if elem.is_float() => {
                // What rounds to infinity in the element type (f16's largest finite value is
                // 65504; from 65520 on it rounds up).
                let overflows = match elem {
                    ElemType::F16 => f.abs() >= 65520.0,
                    ElemType::BF16 | ElemType::F32 => (f as f32).is_infinite(),
                    _ => f.is_infinite(),
                };
                if overflows {
                    return self.err_at(at, format!("a float literal ({f:e}) is out of range for {elem}: it would become infinity; write an infinity as its hex bit pattern (0x7F800000 for f32)"));
                }
                DenseElem::Float(FloatLit::Value(f))
            }
            Num::Float(_) => {
                return self.err_at(at, format!("float literal in an integer ({elem}) constant"))
            }
            Num::Hex(h) if elem.is_float() => DenseElem::Float(FloatLit::Bits(h)),
            Num::Int(i) if elem.is_float() => DenseElem::Float(FloatLit::Value(i as f64)),
            Num::Int(i) if elem.is_bool() => DenseElem::Bool(i != 0),
            Num::Int(i) => DenseElem::Int(i),
            Num::Hex(h) => DenseElem::Int(h as i64),
        })
    }

    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.expect_tight(b'<')?;
        let elem = self.elem_type()?;
        let mut v = Vec::new();
        if self.eat(":") {
            loop {
                let at = self.pos;
                let n = self.dense_elem()?;
                v.push(self.dense_conv(at, n, elem)?);
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(">")?;
        Ok(Attr::DenseArray(elem, v))
    }

    fn parse_loc(&mut self) -> PResult<Location> {
        self.expect("loc")?;
        self.skip_ws();
        let body = self.balanced()?;
        Ok(Location::from_inner(&body[1..body.len() - 1]))
    }

    // ---------- values and scopes ----------

    fn lookup(&mut self, name: &str, idx: Option<u32>, ty: &Type, at: usize) -> PResult<Value> {
        for scope in self.scopes.iter().rev() {
            if let Some(group) = scope.defs.get(name) {
                let i = match idx {
                    Some(i) => i as usize,
                    None if group.len() == 1 => 0,
                    None => {
                        return self.err_at(
                            at,
                            format!(
                                "%{name} has {} results; use %{name}#N to pick one",
                                group.len()
                            ),
                        )
                    }
                };
                let Some(&v) = group.get(i) else {
                    return self.err_at(at, format!("%{name} has only {} results", group.len()));
                };
                if self.m.ty(v) != ty {
                    return self.err_at(
                        at,
                        format!(
                            "use of %{name} expects type {ty}, but it was defined with type {}",
                            self.m.ty(v)
                        ),
                    );
                }
                return Ok(v);
            }
            if scope.isolated {
                break;
            }
        }
        // Not defined yet: a forward reference, resolved when the definition is parsed.
        let key = match idx {
            Some(i) => format!("{name}#{i}"),
            None => name.to_string(),
        };
        let scope = self
            .scopes
            .last_mut()
            .expect("a scope is open while parsing operands");
        if let Some(&(v, _)) = scope.forward.get(&key) {
            if self.m.ty(v) != ty {
                return self.err_at(
                    at,
                    format!("%{key} is used with types {} and {ty}", self.m.ty(v)),
                );
            }
            return Ok(v);
        }
        let v = self
            .m
            .values
            .push(ValueData::new(ty.clone(), ValueDef::Arg(self.limbo, 0)));
        self.scopes.last_mut().unwrap().forward.insert(key, (v, at));
        Ok(v)
    }

    /// Defines `name` (a result group or block argument); reuses a forward-referenced value.
    fn define(
        &mut self,
        name: &str,
        at: usize,
        vals: Vec<(Type, ValueDef)>,
    ) -> PResult<Vec<Value>> {
        if self.scopes.last().unwrap().defs.contains_key(name) {
            return self.err_at(at, format!("redefinition of SSA value %{name}"));
        }
        let n = vals.len();
        let mut out = Vec::with_capacity(n);
        for (i, (ty, def)) in vals.into_iter().enumerate() {
            let keys = if n == 1 {
                vec![name.to_string(), format!("{name}#0")]
            } else {
                vec![format!("{name}#{i}")]
            };
            let mut reused = None;
            for k in keys {
                // A forward use may sit in this scope or in a nested region already closed.
                if let Some((v, use_at)) = self.scopes.last_mut().unwrap().forward.remove(&k) {
                    if self.m.ty(v) != &ty {
                        return self.err_at(
                            use_at,
                            format!(
                                "%{k} is used with type {} but defined with type {ty}",
                                self.m.ty(v)
                            ),
                        );
                    }
                    if reused.is_some() {
                        // Both `%x` and `%x#0` were used before the definition.
                        return self.err_at(
                            use_at,
                            format!("%{name} is forward-referenced twice under different names"),
                        );
                    }
                    reused = Some(v);
                }
            }
            let v = match reused {
                Some(v) => {
                    self.m.values[v].def = def;
                    v
                }
                None => self.m.values.push(ValueData::new(ty, def)),
            };
            out.push(v);
        }
        if n == 0 {
            return self.err_at(at, format!("%{name} names no values"));
        }
        self.scopes
            .last_mut()
            .unwrap()
            .defs
            .insert(name.to_string(), out.clone());
        Ok(out)
    }

    fn close_scope(&mut self) -> PResult<()> {
        let scope = self.scopes.pop().expect("scope stack underflow");
        if scope.forward.is_empty() {
            return Ok(());
        }
        if !scope.isolated {
            if let Some(parent) = self.scopes.last_mut() {
                parent.forward.extend(scope.forward);
                return Ok(());
            }
        }
        let (name, &(_, at)) = scope.forward.iter().min_by_key(|(_, (_, at))| *at).unwrap();
        let base = name.split('#').next().unwrap_or(name);
        if self.scopes.iter().any(|s| s.defs.contains_key(base)) {
            return self.err_at(
                at,
                format!("%{base} is defined outside the enclosing isolated op (func.func/builtin.module) and cannot be used here; pass it as an argument"),
            );
        }
        self.err_at(at, format!("use of undefined value %{name}"))
    }

    // ---------- ops, regions, blocks ----------

    fn parse_top(&mut self) -> PResult<()> {
        self.scopes.push(Scope {
            isolated: true,
            ..Default::default()
        });
        loop {
            self.skip_ws();
            if self.pos >= self.s.len() {
                break;
            }
            if self.s[self.pos] == b'#' || self.s[self.pos] == b'!' {
                self.parse_alias()?;
                continue;
            }
            let op = self.parse_op()?;
            self.m.top.push(op);
        }
        self.resolve_loc_aliases()?;
        if let Some((_, names)) = self.pending.first() {
            let (n, at) = names[0].clone();
            return self.err_at(
                at,
                format!("reference to undefined block ^{n} (successors must be inside a region)"),
            );
        }
        self.close_scope()
    }

    fn parse_alias(&mut self) -> PResult<()> {
        let start = self.pos;
        let sigil = self.s[self.pos];
        self.pos += 1;
        let name = self.suffix_id()?.to_string();
        self.expect("=")?;
        if sigil == b'#' {
            if self.at_str("loc(") {
                let loc = self.parse_loc()?;
                self.loc_aliases.insert(name, (loc, start));
                return Ok(());
            }
            let a = self.parse_attr()?;
            self.attr_aliases.insert(name, a);
        } else {
            let t = self.parse_type()?;
            self.type_aliases.insert(name, t);
        }
        Ok(())
    }

    /// Replaces `#name` references in locations (MLIR prints location aliases after the
    /// module, and JAX's nest: `#loc5 = loc(callsite(#loc3 at #loc4))`) by the locations they
    /// name.
    fn resolve_loc_aliases(&mut self) -> PResult<()> {
        let mut aliases = LocAliases {
            defs: std::mem::take(&mut self.loc_aliases),
            done: HashMap::new(),
        };
        for op in self.m.walk() {
            let p = self.m.ops[op].pos;
            if let Location::Raw(text) = &self.m.ops[op].loc {
                let l = aliases
                    .expand(text, 0)
                    .map_err(|e| Diagnostic::new(self.file, p, e))?;
                self.m.ops[op].loc = Location::from_inner(&l);
            }
            for r in self.m.ops[op].regions.clone() {
                for b in self.m.regions[r].blocks.clone() {
                    for i in 0..self.m.blocks[b].arg_locs.len() {
                        if let Location::Raw(text) = &self.m.blocks[b].arg_locs[i] {
                            let l = aliases
                                .expand(text, 0)
                                .map_err(|e| Diagnostic::new(self.file, p, e))?;
                            self.m.blocks[b].arg_locs[i] = Location::from_inner(&l);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn parse_op(&mut self) -> PResult<crate::module::Op> {
        self.enter()?;
        let r = self.parse_op_inner();
        self.depth -= 1;
        r
    }

    fn parse_op_inner(&mut self) -> PResult<crate::module::Op> {
        self.skip_ws();
        let op_start = self.pos;
        // Result list: `%a, %b:2 =`.
        let mut result_names: Vec<ResultName<'a>> = Vec::new();
        if self.s.get(self.pos) == Some(&b'%') {
            loop {
                self.skip_ws();
                let at = self.pos;
                self.expect("%")?;
                let name = self.suffix_id()?;
                let count = if self.s.get(self.pos) == Some(&b':')
                    && self.s.get(self.pos + 1).is_some_and(u8::is_ascii_digit)
                {
                    self.pos += 1;
                    let c = self.integer()?;
                    if !(1..=100_000).contains(&c) {
                        return self.err_at(at, "result count must be between 1 and 100000");
                    }
                    c as u32
                } else {
                    1
                };
                result_names.push((name, count, at));
                if !self.eat(",") {
                    break;
                }
            }
            self.expect("=")?;
        }
        self.skip_ws();
        let name_pos = self.pos;
        if self.s.get(self.pos) != Some(&b'"') {
            return self.parse_custom_op(op_start, result_names);
        }
        let name = self.string_lit()?;
        if name.is_empty() || !name.contains('.') {
            return self.err_at(name_pos, format!("op name `{name}` must be `dialect.op`"));
        }
        // Operands (types come later, so remember names).
        self.expect("(")?;
        let mut operand_refs: Vec<OperandRef<'a>> = Vec::new();
        if !self.eat(")") {
            loop {
                operand_refs.push(self.operand_ref()?);
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        // Successors.
        let mut successor_names: Vec<(&'a str, usize)> = Vec::new();
        if self.eat("[") {
            loop {
                self.skip_ws();
                let at = self.pos;
                self.expect("^")?;
                successor_names.push((self.suffix_id()?, at));
                if self.eat("]") {
                    break;
                }
                self.expect(",")?;
            }
        }
        let properties = if self.at_str("<{") {
            self.expect("<")?;
            let d = self.parse_dict()?;
            self.expect(">")?;
            d
        } else {
            Dict::default()
        };
        // Create the op now so regions can point at it.
        let op_name = OpName::new(&name);
        let isolated = op_name.kind().is_some_and(|k| k.has(Traits::ISOLATED));
        let op = self.m.ops.push(OpData {
            name: op_name,
            operands: Vec::new(),
            results: Vec::new(),
            properties,
            attrs: Dict::default(),
            regions: Vec::new(),
            successors: Vec::new(),
            loc: Location::Unknown,
            pos: Some(self.src_pos(op_start)),
            parent: None,
        });
        if self.at_str("({") || self.at_str("( {") || (self.at_str("(") && self.region_follows()) {
            self.expect("(")?;
            loop {
                self.parse_region(op, isolated, None)?;
                if self.eat(")") {
                    break;
                }
                self.expect(",")?;
            }
        }
        if self.peek() == Some(b'{') {
            self.m.ops[op].attrs = self.parse_dict()?;
        }
        self.expect(":")?;
        self.skip_ws();
        let tpos = self.pos;
        let fty = match self.parse_type()? {
            Type::Function(f) => *f,
            other => {
                return self.err_at(
                    tpos,
                    format!(
                        "expected the op's function type `(operands) -> results`, found {other}"
                    ),
                )
            }
        };
        self.finish_op(op, operand_refs, fty, tpos, result_names)?;
        // Successors are resolved by the enclosing region once all its blocks are known.
        if !successor_names.is_empty() {
            self.pending_successors(op, successor_names)?;
        }
        Ok(op)
    }

    /// Reads `%name: type`, returning where it starts.
    fn typed_name(&mut self) -> PResult<(&'a str, Type, usize)> {
        self.skip_ws();
        let at = self.pos;
        self.expect("%")?;
        let name = self.suffix_id()?;
        self.expect(":")?;
        Ok((name, self.parse_type()?, at))
    }

    /// Reads `loc(...)` when it comes next.
    fn optional_loc(&mut self) -> PResult<Location> {
        if self.at_str("loc(") {
            self.parse_loc()
        } else {
            Ok(Location::Unknown)
        }
    }

    /// Reads `%name` or `%name#N`.
    fn operand_ref(&mut self) -> PResult<OperandRef<'a>> {
        self.skip_ws();
        let at = self.pos;
        self.expect("%")?;
        let n = self.suffix_id()?;
        let idx = if self.s.get(self.pos) == Some(&b'#') {
            self.pos += 1;
            let i = self.integer()?;
            if i < 0 {
                return self.err_at(at, "result index must be >= 0");
            }
            Some(i as u32)
        } else {
            None
        };
        Ok((n, idx, at))
    }

    /// The end every op form shares: checks the counts against the type (at `tpos`), reads
    /// the location, resolves the operands and defines the results.
    fn finish_op(
        &mut self,
        op: crate::module::Op,
        operand_refs: Vec<OperandRef<'a>>,
        fty: FunctionType,
        tpos: usize,
        result_names: Vec<ResultName<'a>>,
    ) -> PResult<()> {
        if fty.inputs.len() != operand_refs.len() {
            return self.err_at(
                tpos,
                format!(
                    "op has {} operands but its type lists {} operand types",
                    operand_refs.len(),
                    fty.inputs.len()
                ),
            );
        }
        let declared: u32 = result_names.iter().map(|r| r.1).sum();
        if declared as usize != fty.results.len() {
            return self.err_at(
                tpos,
                format!(
                    "op defines {declared} result values but its type lists {} result types",
                    fty.results.len()
                ),
            );
        }
        if self.at_str("loc(") {
            self.m.ops[op].loc = self.parse_loc()?;
        }
        let mut operands = Vec::with_capacity(operand_refs.len());
        for ((n, idx, at), ty) in operand_refs.into_iter().zip(&fty.inputs) {
            operands.push(self.lookup(n, idx, ty, at)?);
        }
        self.m.ops[op].operands = operands;
        let mut results = Vec::new();
        let mut tys = fty.results.into_iter();
        for (name, count, at) in result_names {
            let base = results.len() as u32;
            let vals = (0..count)
                .map(|i| (tys.next().unwrap(), ValueDef::Result(op, base + i)))
                .collect();
            results.extend(self.define(name, at, vals)?);
        }
        self.m.ops[op].results = results;
        Ok(())
    }

    /// True when the `(` at the cursor opens a region list rather than something else.
    fn region_follows(&mut self) -> bool {
        let save = self.pos;
        self.expect("(").ok();
        let r = self.peek() == Some(b'{');
        self.pos = save;
        r
    }

    fn pending_successors(
        &mut self,
        op: crate::module::Op,
        names: Vec<(&'a str, usize)>,
    ) -> PResult<()> {
        let list = names
            .into_iter()
            .map(|(n, at)| (n.to_string(), at))
            .collect();
        self.pending.push((op, list));
        Ok(())
    }

    /// Reads `{ blocks }`. `entry` names the entry block's arguments when the op's custom form
    /// declared them (`func.func @f(%arg0: T)`, `while(%iterArg = %x)`): its label is omitted.
    fn parse_region(
        &mut self,
        owner: crate::module::Op,
        isolated: bool,
        mut entry: Option<Vec<EntryArg<'a>>>,
    ) -> PResult<Region> {
        self.enter()?;
        let region = self.m.add_region(owner);
        self.skip_ws();
        let open_at = self.pos;
        self.expect("{")?;
        self.scopes.push(Scope {
            isolated,
            ..Default::default()
        });
        let mut labels: HashMap<String, Block> = HashMap::new();
        let pending_base = self.pending.len();
        loop {
            self.skip_ws();
            if self.eat("}") {
                break;
            }
            if self.pos >= self.s.len() {
                return self.err_at(
                    open_at,
                    "this region is never closed: expected `}` before end of input",
                );
            }
            let block = self.m.create_block(Vec::new());
            if let Some(args) = entry.take() {
                for (idx, (name, ty, loc, at)) in args.into_iter().enumerate() {
                    let v = self.define(name, at, vec![(ty, ValueDef::Arg(block, idx as u32))])?;
                    self.m.blocks[block].args.push(v[0]);
                    self.m.blocks[block].arg_locs.push(loc);
                }
            } else if self.s.get(self.pos) == Some(&b'^') {
                let at = self.pos;
                self.pos += 1;
                let label = self.suffix_id()?.to_string();
                if labels.insert(label.clone(), block).is_some() {
                    return self.err_at(at, format!("redefinition of block ^{label}"));
                }
                if self.eat("(") && !self.eat(")") {
                    let mut idx = 0;
                    loop {
                        let (name, ty, aat) = self.typed_name()?;
                        let loc = self.optional_loc()?;
                        let v = self.define(name, aat, vec![(ty, ValueDef::Arg(block, idx))])?;
                        self.m.blocks[block].args.push(v[0]);
                        self.m.blocks[block].arg_locs.push(loc);
                        idx += 1;
                        if self.eat(")") {
                            break;
                        }
                        self.expect(",")?;
                    }
                }
                self.expect(":")?;
            }
            self.m.append_block(region, block);
            loop {
                self.skip_ws();
                match self.s.get(self.pos) {
                    Some(b'}') | Some(b'^') => break,
                    None => {
                        return self.err_at(
                            open_at,
                            "this region is never closed: expected `}` before end of input",
                        )
                    }
                    _ => {
                        let op = self.parse_op()?;
                        self.m.append_op(block, op);
                    }
                }
            }
        }
        // Resolve successors named inside this region.
        let pending = self.pending.split_off(pending_base);
        for (op, names) in pending {
            let mut succ = Vec::new();
            for (n, at) in names {
                match labels.get(&n) {
                    Some(&b) => succ.push(b),
                    None => return self.err_at(at, format!("reference to undefined block ^{n}")),
                }
            }
            self.m.ops[op].successors = succ;
        }
        self.close_scope()?;
        self.depth -= 1;
        Ok(region)
    }
}

/// The longest text a location may expand to through its aliases (they can nest to exponential
/// size: `#a = loc(fused[#b, #b])`, `#b = loc(fused[#c, #c])`, ...).
const MAX_LOC_TEXT: usize = 1 << 20;

/// `#name = loc(...)` definitions and their expansions, each worked out once.
struct LocAliases {
    defs: HashMap<String, (Location, usize)>,
    done: HashMap<String, String>,
}

impl LocAliases {
    /// `text` (a location's inner text) with every `#name` outside string literals replaced by
    /// the inner text of the location it names.
    fn expand(&mut self, text: &str, depth: u32) -> Result<String, String> {
        if !text.contains('#') {
            return Ok(text.to_string());
        }
        let b = text.as_bytes();
        let (mut out, mut i, mut quoted) = (String::with_capacity(text.len()), 0, false);
        while i < b.len() {
            if out.len() > MAX_LOC_TEXT {
                return Err(format!(
                    "a location expands past {} KiB through its aliases",
                    MAX_LOC_TEXT >> 10
                ));
            }
            match b[i] {
                b'"' => quoted = !quoted,
                b'\\' if quoted && i + 1 < b.len() => {
                    out.push_str(&text[i..i + 2]);
                    i += 2;
                    continue;
                }
                b'#' if !quoted => {
                    let e = (i + 1..b.len())
                        .find(|&j| !(b[j].is_ascii_alphanumeric() || b[j] == b'_'))
                        .unwrap_or(b.len());
                    out.push_str(&self.named(&text[i + 1..e], depth + 1)?);
                    i = e;
                    continue;
                }
                _ => {}
            }
            let c = text[i..].chars().next().unwrap_or(' ');
            out.push(c);
            i += c.len_utf8().max(1);
        }
        Ok(out)
    }

    fn named(&mut self, name: &str, depth: u32) -> Result<String, String> {
        if let Some(t) = self.done.get(name) {
            return Ok(t.clone());
        }
        if depth > 64 {
            return Err(format!(
                "location alias `#{name}` nests deeper than 64 aliases (or refers to itself)"
            ));
        }
        let inner = match self.defs.get(name) {
            Some((l, _)) => l.inner(),
            None => return Err(format!("undefined location alias `#{name}`")),
        };
        let t = self.expand(&inner, depth)?;
        self.done.insert(name.to_string(), t.clone());
        Ok(t)
    }
}

#[derive(Copy, Clone, Debug)]
enum Num {
    Int(i64),
    Hex(u64),
    Float(f64),
    Bool(bool),
}

fn is_id_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"_$.-".contains(&b)
}
