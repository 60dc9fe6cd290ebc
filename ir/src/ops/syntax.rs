//! How each op is written in MLIR's custom (pretty) form: what JAX's `lowered.as_text()` and
//! `mlir-opt` print by default. The registry gives every op one [`Syntax`]; the parser
//! (`parser/custom.rs`) and the printer (`printer/custom.rs`) read it and nothing else.
//!
//! Every custom form ends in an optional attribute dictionary for what its sugar does not
//! spell: keys without a dot are the op's own attributes (printed as `<{...}>` properties in
//! the generic form), dotted keys (`mhlo.sharding`) are discardable attributes, as MLIR's
//! naming convention has it.

/// One `word = value` of an op's sugar, stored as the property `prop`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Key {
    /// The word the custom form writes (`dims`).
    pub word: &'static str,
    /// The property it stands for (`broadcast_dimensions`).
    pub prop: &'static str,
    /// How the value is written.
    pub kind: KeyKind,
}

/// How a [`Key`]'s value is written.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum KeyKind {
    /// `[1, 2]`, stored as `array<i64: 1, 2>`.
    Ints,
    /// `1`, stored as `1 : i64`.
    Int,
    /// `e8m23`, stored as `exponent_bits = 8 : i32, mantissa_bits = 23 : i32`.
    Format,
}

impl Key {
    /// A `word = [..]` key.
    pub const fn ints(word: &'static str, prop: &'static str) -> Key {
        Key {
            word,
            prop,
            kind: KeyKind::Ints,
        }
    }
    /// A `word = N` key.
    pub const fn int(word: &'static str, prop: &'static str) -> Key {
        Key {
            word,
            prop,
            kind: KeyKind::Int,
        }
    }
    /// `reduce_precision`'s `format = eXmY`.
    pub const FORMAT: Key = Key {
        word: "format",
        prop: "exponent_bits",
        kind: KeyKind::Format,
    };
}

/// An op's custom form.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// Only the generic form `"dialect.op"(...)`, as MLIR prints ops without a custom form
    /// (`gather`, `scatter`, `sort`, `case`, lowtide's own ops).
    Generic,
    /// `%a, %b, word = [..] : T` when every operand and the result have type `T`, otherwise
    /// `: (T1, T2) -> T` (elementwise ops, `convert`, `clamp`, `reverse`).
    Same(&'static [Key]),
    /// `%a, word = [..] : (T1, T2) -> T` (`reshape`, `broadcast_in_dim`, `pad`, ...).
    Functional(&'static [Key]),
    /// CHLO's `%a, %b : T1, T2 -> T`.
    Chlo,
    /// `%a, %b : T1, T2`, the results typed as the operands (`optimization_barrier`).
    Pairwise,
    /// `%a, %b : T1, T2` with no results; a bare word when there are no operands.
    Return,
    /// `dense<...> : T`.
    Constant,
    /// `GT, %a, %b, FLOAT : (T, T) -> T`.
    Compare,
    /// `%p, %a, %b : P, T` (or the functional type).
    Select,
    /// `dim = 0 : T`.
    Iota,
    /// `%a [0:2, 1:4:2] : (T) -> U`.
    Slice,
    /// `%a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [..]`.
    DotGeneral,
    /// `(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {...}`.
    Convolution,
    /// `(%a init: %i) applies stablehlo.add across dimensions = [1]`, or the `reducer` form.
    Reduce,
    /// `(%iterArg = %x) : T cond {...} do {...}`.
    While,
    /// `chlo.top_k(%a, k = 3) : T -> (U, V)`.
    TopK,
    /// `@target(%a) {...} : (T) -> U`.
    CustomCall,
    /// `@callee(%a) : (T) -> U` (`func.call`).
    Call,
    /// `func.func public @f(%arg0: T {attrs}) -> (U {attrs}) attributes {...} {...}`.
    Func,
    /// `module @name attributes {...} {...}`.
    Module,
    /// Shardy's `%a <@mesh, [{"x"}, {}]> : T`.
    Sharding,
}

impl Syntax {
    /// [`Syntax::Same`] without sugar.
    pub const SAME: Syntax = Syntax::Same(&[]);
    /// [`Syntax::Functional`] without sugar.
    pub const FUNCTIONAL: Syntax = Syntax::Functional(&[]);
}
