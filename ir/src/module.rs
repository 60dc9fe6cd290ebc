//! The IR container: arenas of ops, values, blocks and regions, and the queries passes use.
//!
//! Invariants (checked by [`crate::verify`]):
//! - every op is in at most one block (`OpData::parent`), every block in at most one region,
//!   every region owned by exactly one op; top-level ops have no parent block;
//! - a value is defined once: as result `i` of one op or argument `i` of one block;
//! - the order of `BlockData::ops` is the program order (the schedule).
//!
//! Ops removed from their block stay in the arena (unreachable); printing and analyses only
//! walk what is reachable from [`Module::top`].

use crate::attr::{Attr, Dict};
use crate::entity::{PrimaryMap, SecondaryMap};
use crate::location::Location;
use crate::ops::{OpKind, Traits};
use crate::types::Type;

crate::entity!(
    /// An operation.
    Op,
    "op"
);
crate::entity!(
    /// An SSA value: an op result or a block argument.
    Value,
    "v"
);
crate::entity!(
    /// A basic block.
    Block,
    "bb"
);
crate::entity!(
    /// A region (a list of blocks owned by an op).
    Region,
    "region"
);

/// An op's name: a registered op of [`crate::ops`], or any other `dialect.name`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum OpName {
    /// An op the registry knows (shape rule, traits, cost).
    Known(OpKind),
    /// An op lowtide does not understand; it is parsed, printed and otherwise left alone.
    Unknown(Box<str>),
}

impl OpName {
    /// Looks `name` up in the registry.
    pub fn new(name: &str) -> OpName {
        match OpKind::from_name(name) {
            Some(k) => OpName::Known(k),
            None => OpName::Unknown(name.into()),
        }
    }
    /// The full `dialect.op` name.
    pub fn as_str(&self) -> &str {
        match self {
            OpName::Known(k) => k.name(),
            OpName::Unknown(s) => s,
        }
    }
    /// The registered kind, if any.
    pub fn kind(&self) -> Option<OpKind> {
        match self {
            OpName::Known(k) => Some(*k),
            OpName::Unknown(_) => None,
        }
    }
}

/// A position in the parsed text (1-based), used to point diagnostics at the source line.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SrcPos {
    /// Line.
    pub line: u32,
    /// Column.
    pub col: u32,
}

/// An operation.
#[derive(Clone, Debug)]
pub struct OpData {
    /// Name.
    pub name: OpName,
    /// Operands, in order.
    pub operands: Vec<Value>,
    /// Results, in order.
    pub results: Vec<Value>,
    /// Inherent attributes, printed as `<{...}>`.
    pub properties: Dict,
    /// Discardable attributes, printed as `{...}` after the regions.
    pub attrs: Dict,
    /// Owned regions.
    pub regions: Vec<Region>,
    /// Successor blocks (terminators of multi-block regions).
    pub successors: Vec<Block>,
    /// The `loc(...)` written in the source (or `Unknown`).
    pub loc: Location,
    /// Where the op was parsed from, if it was parsed.
    pub pos: Option<SrcPos>,
    /// The block holding the op (`None` for top-level or detached ops).
    pub parent: Option<Block>,
}

/// How a value is defined.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ValueDef {
    /// Result `index` of `op`.
    Result(Op, u32),
    /// Argument `index` of `block`.
    Arg(Block, u32),
}

/// An SSA value.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// Its type.
    ty: Type,
    /// Its type's byte size ([`Type::byte_size`]), kept with it: the planner asks it of every
    /// value many times, and reading it here spares reading the type's dims.
    bytes: Option<u64>,
    /// Its definition.
    pub def: ValueDef,
}

impl ValueData {
    /// A value of type `ty` defined by `def`.
    pub fn new(ty: Type, def: ValueDef) -> ValueData {
        ValueData {
            bytes: ty.byte_size(),
            ty,
            def,
        }
    }
    /// Gives it type `ty` (read it with [`Module::ty`], its size with [`Module::bytes`]).
    pub fn set_ty(&mut self, ty: Type) {
        self.bytes = ty.byte_size();
        self.ty = ty;
    }
}

/// A basic block.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    /// Arguments.
    pub args: Vec<Value>,
    /// The `loc(...)` of each argument (`Unknown` when none was written).
    pub arg_locs: Vec<Location>,
    /// Ops in program order.
    pub ops: Vec<Op>,
    /// The region holding the block.
    pub parent: Option<Region>,
}

/// A region.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// Blocks; the first is the entry block.
    pub blocks: Vec<Block>,
    /// The op owning the region.
    pub parent: Option<Op>,
}

/// A whole parsed file: its top-level ops (normally one `builtin.module`) and every arena.
#[derive(Clone, Debug, Default)]
pub struct Module {
    /// Op arena.
    pub ops: PrimaryMap<Op, OpData>,
    /// Value arena.
    pub values: PrimaryMap<Value, ValueData>,
    /// Block arena.
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Region arena.
    pub regions: PrimaryMap<Region, RegionData>,
    /// Top-level ops, in order.
    pub top: Vec<Op>,
}

impl Module {
    /// An empty module.
    pub fn new() -> Self {
        Self::default()
    }

    /// Creates a detached op with results of the given types.
    pub fn create_op(&mut self, name: OpName, operands: Vec<Value>, result_types: Vec<Type>) -> Op {
        let op = self.ops.push(OpData {
            name,
            operands,
            results: Vec::new(),
            properties: Dict::default(),
            attrs: Dict::default(),
            regions: Vec::new(),
            successors: Vec::new(),
            loc: Location::Unknown,
            pos: None,
            parent: None,
        });
        let results = result_types
            .into_iter()
            .enumerate()
            .map(|(i, ty)| {
                self.values
                    .push(ValueData::new(ty, ValueDef::Result(op, i as u32)))
            })
            .collect();
        self.ops[op].results = results;
        op
    }

    /// Creates an empty block with arguments of the given types.
    pub fn create_block(&mut self, arg_types: Vec<Type>) -> Block {
        let b = self.blocks.push(BlockData::default());
        let args: Vec<Value> = arg_types
            .into_iter()
            .enumerate()
            .map(|(i, ty)| {
                self.values
                    .push(ValueData::new(ty, ValueDef::Arg(b, i as u32)))
            })
            .collect();
        self.blocks[b].arg_locs = vec![Location::Unknown; args.len()];
        self.blocks[b].args = args;
        b
    }

    /// Creates a region owned by `op` and appends it to the op's regions.
    pub fn add_region(&mut self, op: Op) -> Region {
        let r = self.regions.push(RegionData {
            blocks: Vec::new(),
            parent: Some(op),
        });
        self.ops[op].regions.push(r);
        r
    }

    /// Appends `block` to `region`.
    pub fn append_block(&mut self, region: Region, block: Block) {
        self.blocks[block].parent = Some(region);
        self.regions[region].blocks.push(block);
    }

    /// Appends `op` at the end of `block`.
    pub fn append_op(&mut self, block: Block, op: Op) {
        self.ops[op].parent = Some(block);
        self.blocks[block].ops.push(op);
    }

    /// The type of a value.
    pub fn ty(&self, v: Value) -> &Type {
        &self.values[v].ty
    }

    /// An empty side table over this module's values, with room for all of them: a table
    /// written for a block's values reaches the module's last value (nested bodies' values
    /// take the indices in between), and one grown key by key is copied at each doubling.
    pub fn value_table<V: Clone + Default>(&self) -> SecondaryMap<Value, V> {
        SecondaryMap::with_capacity(self.values.len())
    }

    /// [`Module::value_table`] over ops.
    pub fn op_table<V: Clone + Default>(&self) -> SecondaryMap<Op, V> {
        SecondaryMap::with_capacity(self.ops.len())
    }

    /// The byte size of a value's type, when known statically: `self.ty(v).byte_size()`, kept
    /// with the value.
    pub fn bytes(&self, v: Value) -> Option<u64> {
        self.values[v].bytes
    }

    /// Gives value `v` type `ty`.
    pub fn set_ty(&mut self, v: Value, ty: Type) {
        self.values[v].set_ty(ty);
    }

    /// The op defining `v`, if it is an op result.
    pub fn def_op(&self, v: Value) -> Option<Op> {
        match self.values[v].def {
            ValueDef::Result(op, _) => Some(op),
            ValueDef::Arg(..) => None,
        }
    }

    /// The block that defines `v` (the op's block for results; the block for arguments).
    pub fn def_block(&self, v: Value) -> Option<Block> {
        match self.values[v].def {
            ValueDef::Result(op, _) => self.ops[op].parent,
            ValueDef::Arg(b, _) => Some(b),
        }
    }

    /// The op owning the region that holds `block`.
    pub fn block_owner(&self, block: Block) -> Option<Op> {
        self.regions[self.blocks[block].parent?].parent
    }

    /// The op's property or attribute named `k` (properties first).
    pub fn attr(&self, op: Op, k: &str) -> Option<&Attr> {
        let d = &self.ops[op];
        d.properties.get(k).or_else(|| d.attrs.get(k))
    }

    /// The op's name as text.
    pub fn name(&self, op: Op) -> &str {
        self.ops[op].name.as_str()
    }

    /// The registered kind of `op`, if any.
    pub fn kind(&self, op: Op) -> Option<OpKind> {
        self.ops[op].name.kind()
    }

    /// Every op reachable from the top level, in pre-order (an op before the ops of its regions).
    pub fn walk(&self) -> Vec<Op> {
        let mut out = Vec::with_capacity(self.ops.len());
        let mut stack: Vec<Op> = self.top.iter().rev().copied().collect();
        while let Some(op) = stack.pop() {
            out.push(op);
            self.push_nested(op, &mut stack);
        }
        out
    }

    /// Pushes the ops of `op`'s regions on `stack`, last first (so they pop in program order).
    fn push_nested(&self, op: Op, stack: &mut Vec<Op>) {
        for &r in self.ops[op].regions.iter().rev() {
            for &b in self.regions[r].blocks.iter().rev() {
                stack.extend(self.blocks[b].ops.iter().rev());
            }
        }
    }

    /// The `func.func` ops in the module, with their symbol names, in walk order. Function
    /// bodies are not looked into (a function is defined in a symbol table, not in another
    /// function), so finding one costs the ops outside them, not the whole module.
    pub fn functions(&self) -> Vec<(Op, String)> {
        let mut out = Vec::new();
        let mut stack: Vec<Op> = self.top.iter().rev().copied().collect();
        while let Some(op) = stack.pop() {
            if self.kind(op) == Some(OpKind::FuncFunc) {
                if let Some(name) = self.attr(op, "sym_name").and_then(Attr::as_str) {
                    out.push((op, name.to_string()));
                }
                continue;
            }
            self.push_nested(op, &mut stack);
        }
        out
    }

    /// The function named `name`.
    pub fn function(&self, name: &str) -> Option<Op> {
        self.functions()
            .into_iter()
            .find(|(_, n)| n == name)
            .map(|(op, _)| op)
    }

    /// The argument donations of function `f` (`tf.aliasing_output` in its `arg_attrs`):
    /// `Some(result index)` for each argument that lends its buffer to that result.
    pub fn donations(&self, f: Op) -> Vec<Option<usize>> {
        let n = self.entry_block(f).map_or(0, |b| self.blocks[b].args.len());
        let mut out = vec![None; n];
        if let Some(Attr::Array(per_arg)) = self.attr(f, "arg_attrs") {
            for (i, a) in per_arg.iter().enumerate().take(n) {
                if let Attr::Dict(d) = a {
                    out[i] = d
                        .get("tf.aliasing_output")
                        .and_then(Attr::as_int)
                        .and_then(|k| usize::try_from(k).ok());
                }
            }
        }
        out
    }

    /// The entry block of `op`'s first region.
    pub fn entry_block(&self, op: Op) -> Option<Block> {
        self.region_entry(op, 0)
    }

    /// The entry block of `op`'s region `i` (a `while`'s body is region 1).
    pub fn region_entry(&self, op: Op, i: usize) -> Option<Block> {
        let r = *self.ops[op].regions.get(i)?;
        self.regions[r].blocks.first().copied()
    }

    /// Counts the uses of every value reachable from the top level.
    pub fn use_counts(&self) -> SecondaryMap<Value, u32> {
        let mut counts = SecondaryMap::new();
        for op in self.walk() {
            for &v in &self.ops[op].operands {
                counts[v] += 1;
            }
        }
        counts
    }

    /// Rewrites every operand through `map` (following chains), for replace-all-uses in bulk.
    pub fn replace_uses(&mut self, map: &SecondaryMap<Value, Option<Value>>) {
        for op in self.walk() {
            self.remap_operands(op, map);
        }
    }

    /// [`Module::replace_uses`] in `op` and the ops nested in its regions only.
    pub fn replace_uses_under(&mut self, op: Op, map: &SecondaryMap<Value, Option<Value>>) {
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            self.remap_operands(o, map);
            self.push_nested(o, &mut stack);
        }
    }

    /// `op`'s operands through `map`, following chains (changed only where one moves: a
    /// copy of the module keeps sharing the rest).
    fn remap_operands(&mut self, op: Op, map: &SecondaryMap<Value, Option<Value>>) {
        for i in 0..self.ops[op].operands.len() {
            let old = self.ops[op].operands[i];
            let mut v = old;
            let mut hops = 0;
            while let Some(n) = map[v] {
                v = n;
                hops += 1;
                if hops > 1_000_000 {
                    break;
                }
            }
            if v != old {
                self.ops[op].operands[i] = v;
            }
        }
    }

    /// Replaces reads of `old` by `new` in `op` and in the ops nested in its regions (an op
    /// that does not read `old` is left untouched: a copy of the module keeps sharing it).
    pub fn replace_reads_in(&mut self, op: Op, old: Value, new: Value) {
        let mut stack = vec![op];
        while let Some(o) = stack.pop() {
            if self.ops[o].operands.contains(&old) {
                for x in self.ops[o].operands.iter_mut() {
                    if *x == old {
                        *x = new;
                    }
                }
            }
            for &r in &self.ops[o].regions {
                for &b in &self.regions[r].blocks {
                    stack.extend(self.blocks[b].ops.iter().copied());
                }
            }
        }
    }

    /// Every value `op` reads: its operands, and the values ops nested in its regions read that
    /// are defined outside `op` (a reduce body reading an outer value). In operand order, then
    /// region order; a value may appear more than once.
    pub fn reads_deep(&self, op: Op) -> Reads<'_> {
        let operands = &self.ops[op].operands;
        // An isolated op's regions read only their own values (the parser and the verifier
        // hold them to it): its operands are all it reads. `lt.fused` loops are isolated, so
        // passes that ask this of every op of a step do not walk every loop body. Without
        // regions, too, the operands are lent, not copied (most ops: analyses ask this of
        // every op of every plan).
        if self.ops[op].regions.is_empty() || self.kind(op).is_some_and(|k| k.has(Traits::ISOLATED))
        {
            return Reads(std::borrow::Cow::Borrowed(operands));
        }
        let mut out = operands.clone();
        let mut stack: Vec<Op> = Vec::new();
        for &r in &self.ops[op].regions {
            for &b in &self.regions[r].blocks {
                stack.extend(self.blocks[b].ops.iter().copied());
            }
        }
        while let Some(o) = stack.pop() {
            for &v in &self.ops[o].operands {
                if !self.defined_within(v, op) {
                    out.push(v);
                }
            }
            for &r in &self.ops[o].regions {
                for &b in &self.regions[r].blocks {
                    stack.extend(self.blocks[b].ops.iter().copied());
                }
            }
        }
        Reads(std::borrow::Cow::Owned(out))
    }

    /// True when `v` is defined inside one of `op`'s regions (at any depth).
    pub fn defined_within(&self, v: Value, op: Op) -> bool {
        let mut owner = self.def_block(v).and_then(|b| self.block_owner(b));
        while let Some(o) = owner {
            if o == op {
                return true;
            }
            owner = self.ops[o].parent.and_then(|b| self.block_owner(b));
        }
        false
    }

    /// Removes `op` from its block (it stays in the arena, unreachable).
    pub fn detach(&mut self, op: Op) {
        if let Some(b) = self.ops[op].parent.take() {
            self.blocks[b].ops.retain(|&o| o != op);
        } else {
            self.top.retain(|&o| o != op);
        }
    }

    /// Deep-copies `op` (with its regions) as a detached op; operands are mapped through `map`,
    /// which also receives the mapping of every value the copy defines.
    pub fn clone_op(&mut self, op: Op, map: &mut impl ValueMap) -> Op {
        let src = self.ops[op].clone();
        let operands = src
            .operands
            .iter()
            .map(|&v| map.get(v).unwrap_or(v))
            .collect();
        let tys = src
            .results
            .iter()
            .map(|&v| self.values[v].ty.clone())
            .collect();
        let new = self.create_op(src.name.clone(), operands, tys);
        for (i, &r) in src.results.iter().enumerate() {
            map.set(r, self.ops[new].results[i]);
        }
        {
            let d = &mut self.ops[new];
            d.properties = src.properties;
            d.attrs = src.attrs;
            d.loc = src.loc;
            d.pos = src.pos;
        }
        for &region in &src.regions {
            let nr = self.add_region(new);
            let blocks = self.regions[region].blocks.clone();
            let mut new_blocks = Vec::new();
            for &b in &blocks {
                let tys = self.blocks[b]
                    .args
                    .iter()
                    .map(|&a| self.values[a].ty.clone())
                    .collect();
                let nb = self.create_block(tys);
                self.blocks[nb].arg_locs = self.blocks[b].arg_locs.clone();
                for (i, &a) in self.blocks[b].args.clone().iter().enumerate() {
                    map.set(a, self.blocks[nb].args[i]);
                }
                self.append_block(nr, nb);
                new_blocks.push((b, nb));
            }
            for &(b, nb) in &new_blocks {
                for o in self.blocks[b].ops.clone() {
                    let c = self.clone_op(o, map);
                    let succ = self.ops[o].successors.clone();
                    self.ops[c].successors = succ
                        .iter()
                        .map(|s| {
                            new_blocks
                                .iter()
                                .find(|(ob, _)| ob == s)
                                .map_or(*s, |p| p.1)
                        })
                        .collect();
                    self.append_op(nb, c);
                }
            }
        }
        new
    }
}

/// Where [`Module::clone_op`] looks up the copies of values and records new ones: a
/// [`SecondaryMap`] (dense, sized to the module's values) or, for copies of a few ops in a
/// large module, a hash map.
pub trait ValueMap {
    /// The copy of `v`, if it has one.
    fn get(&self, v: Value) -> Option<Value>;
    /// Records `to` as the copy of `v`.
    fn set(&mut self, v: Value, to: Value);
}

impl ValueMap for SecondaryMap<Value, Option<Value>> {
    fn get(&self, v: Value) -> Option<Value> {
        self[v]
    }
    fn set(&mut self, v: Value, to: Value) {
        self[v] = Some(to);
    }
}

impl<S: std::hash::BuildHasher> ValueMap for std::collections::HashMap<Value, Value, S> {
    fn get(&self, v: Value) -> Option<Value> {
        std::collections::HashMap::get(self, &v).copied()
    }
    fn set(&mut self, v: Value, to: Value) {
        self.insert(v, to);
    }
}

/// The values an op reads ([`Module::reads_deep`]): its operands, lent, or with what its
/// regions read from outside it, gathered. A slice of values, iterated by value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reads<'a>(std::borrow::Cow<'a, [Value]>);

impl std::ops::Deref for Reads<'_> {
    type Target = [Value];
    fn deref(&self) -> &[Value] {
        &self.0
    }
}

impl<'a> IntoIterator for Reads<'a> {
    type Item = Value;
    type IntoIter = ReadsIter<'a>;
    fn into_iter(self) -> ReadsIter<'a> {
        match self.0 {
            std::borrow::Cow::Borrowed(vs) => ReadsIter::Lent(vs.iter()),
            std::borrow::Cow::Owned(vs) => ReadsIter::Gathered(vs.into_iter()),
        }
    }
}

impl From<Reads<'_>> for Vec<Value> {
    fn from(r: Reads<'_>) -> Vec<Value> {
        r.0.into_owned()
    }
}

/// The values of [`Reads`], in order.
pub enum ReadsIter<'a> {
    /// The op's operands.
    Lent(std::slice::Iter<'a, Value>),
    /// Operands and what its regions read.
    Gathered(std::vec::IntoIter<Value>),
}

impl Iterator for ReadsIter<'_> {
    type Item = Value;
    fn next(&mut self) -> Option<Value> {
        match self {
            ReadsIter::Lent(it) => it.next().copied(),
            ReadsIter::Gathered(it) => it.next(),
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        match self {
            ReadsIter::Lent(it) => it.size_hint(),
            ReadsIter::Gathered(it) => it.size_hint(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::ElemType;

    /// An op without regions lends its operands; a loop reading outer values in its body
    /// gathers them after its operands.
    #[test]
    fn reads_deep_lends_plain_operands_and_gathers_what_regions_read() {
        let src = r#""func.func"() <{function_type = (tensor<f32>, tensor<f32>) -> tensor<f32>, sym_name = "main"}> ({
^bb0(%x: tensor<f32>, %y: tensor<f32>):
  %a = "stablehlo.add"(%x, %y) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  %w = "stablehlo.while"(%a) ({
  ^bb0(%i: tensor<f32>):
    %p = "stablehlo.compare"(%i, %y) <{comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    "stablehlo.return"(%p) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<f32>):
    %n = "stablehlo.add"(%i, %x) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%n) : (tensor<f32>) -> ()
  }) : (tensor<f32>) -> tensor<f32>
  "func.return"(%w) : (tensor<f32>) -> ()
}) : () -> ()"#;
        let m = crate::parse_and_verify(src, "step").unwrap();
        let f = m.function("main").unwrap();
        let block = m.entry_block(f).unwrap();
        let [x, y] = m.blocks[block].args[..] else {
            unreachable!()
        };
        let (add, w) = (m.blocks[block].ops[0], m.blocks[block].ops[1]);
        let a = m.ops[add].results[0];
        let plain = m.reads_deep(add);
        assert!(matches!(plain.0, std::borrow::Cow::Borrowed(_)));
        assert_eq!(plain.into_iter().collect::<Vec<_>>(), vec![x, y]);
        let deep: Vec<Value> = m.reads_deep(w).into();
        assert_eq!(deep[0], a, "the operands first");
        let mut rest = deep[1..].to_vec();
        rest.sort();
        assert_eq!(
            rest,
            vec![x, y],
            "then what the body and the condition read"
        );
    }

    /// A value's byte size is its type's, as made and after its type changes.
    #[test]
    fn a_value_s_bytes_follow_its_type() {
        let mut m = Module::new();
        let b = m.create_block(vec![
            Type::tensor(&[3, 5], ElemType::F32),
            Type::tensor(&[9], ElemType::Int(1)),
        ]);
        let [x, y] = m.blocks[b].args[..] else {
            unreachable!()
        };
        assert_eq!((m.bytes(x), m.bytes(y)), (Some(60), Some(2)));
        m.set_ty(x, Type::tensor(&[7], ElemType::F64));
        assert_eq!(m.bytes(x), Some(56));
        assert_eq!(m.bytes(x), m.ty(x).byte_size());
    }
}
