//! The op registry: one definition per op — its name, traits, shape rule and cost.
//!
//! Adding an op means adding one line to the `ops!` table below (and a shape rule in
//! `shape.rs` if none of the families fits). The rest is one file per concern: `shape.rs`
//! (shape rules), `access.rs` (how ops read their operands), `cost.rs`, `fused.rs` (`lt.fused`
//! loops), `syntax.rs` (how each op is written in the custom form). Everything that needs per-op knowledge — the verifier, passes, cost
//! models, later the runtime and autodiff — reads it from here.

mod access;
mod cost;
mod fused;
mod packing;
mod shape;
mod syntax;

pub use access::*;
pub use cost::*;
pub use fused::*;
pub use packing::*;
pub use shape::*;
pub use syntax::*;

use crate::attr::Attr;
use crate::module::{Module, Op};
use crate::stablehlo::{ConvDims, DotDims, GatherDims, ScatterDims};
use crate::types::{ElemType, TensorType, Type};

/// Op traits, as a small bit set.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Traits(u32);

impl Traits {
    /// No side effects: may be removed when unused, deduplicated, reordered.
    pub const PURE: Traits = Traits(1);
    /// Computes each output element from the same-index elements of its operands.
    pub const ELEMENTWISE: Traits = Traits(2);
    /// Its result may share its operand's bytes (a view: reshape).
    pub const VIEW: Traits = Traits(4);
    /// Ends a block.
    pub const TERMINATOR: Traits = Traits(8);
    /// Its regions cannot see values defined outside (func.func, builtin.module).
    pub const ISOLATED: Traits = Traits(16);
    /// Operands may be swapped.
    pub const COMMUTATIVE: Traits = Traits(32);
    /// No traits.
    pub const NONE: Traits = Traits(0);

    /// True when every trait of `o` is present.
    pub fn contains(self, o: Traits) -> bool {
        self.0 & o.0 == o.0
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, o: Traits) -> Traits {
        Traits(self.0 | o.0)
    }
}

/// How an op's operands and results must look; checked by [`verify_op`].
#[derive(Copy, Clone, Debug)]
pub enum Rule {
    /// One operand; the result has its type.
    Unary,
    /// One operand; the result has its shape and element type `i1`.
    UnaryPred,
    /// Two operands of one type; the result has that type.
    Binary,
    /// A function of the module, operands, results and attributes.
    Custom(fn(&Ctx) -> Result<(), String>),
    /// No constraint lowtide checks (yet) beyond being well formed.
    Any,
}

/// A registered op.
#[derive(Debug)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// Traits.
    pub traits: Traits,
    /// Shape rule.
    pub rule: Rule,
    /// Exact number of regions, if fixed.
    pub regions: Option<usize>,
    /// How the op is written in the custom (pretty) form.
    pub syntax: Syntax,
}

const P: Traits = Traits::PURE;
const EW: Traits = Traits(Traits::PURE.0 | Traits::ELEMENTWISE.0);
const EWC: Traits = Traits(EW.0 | Traits::COMMUTATIVE.0);
const TERM: Traits = Traits(Traits::PURE.0 | Traits::TERMINATOR.0);

macro_rules! ops {
    ($($kind:ident = $name:literal, $traits:expr, $rule:expr, $regions:expr, $syntax:expr;)*) => {
        /// Every op the registry knows.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum OpKind { $(#[doc = $name] $kind,)* }

        static DEFS: &[OpDef] = &[
            $(OpDef { name: $name, traits: $traits, rule: $rule, regions: $regions, syntax: $syntax },)*
        ];

        impl OpKind {
            /// Every registered op, in table order.
            pub const ALL: &'static [OpKind] = &[$(OpKind::$kind,)*];

            /// Looks an op up by its full name.
            pub fn from_name(name: &str) -> Option<OpKind> {
                match name {
                    $($name => Some(OpKind::$kind),)*
                    _ => None,
                }
            }
        }
    };
}

impl OpKind {
    /// The op's definition.
    pub fn def(self) -> &'static OpDef {
        &DEFS[self as usize]
    }
    /// The op's full name.
    pub fn name(self) -> &'static str {
        self.def().name
    }
    /// The op's traits.
    pub fn traits(self) -> Traits {
        self.def().traits
    }
    /// How the op is written in the custom (pretty) form.
    pub fn syntax(self) -> Syntax {
        self.def().syntax
    }
    /// True when the op has trait `t`.
    pub fn has(self, t: Traits) -> bool {
        self.def().traits.contains(t)
    }
}

ops! {
    // builtin and func
    BuiltinModule = "builtin.module", Traits::ISOLATED, Rule::Custom(rule_module), Some(1), Syntax::Module;
    FuncFunc = "func.func", Traits::ISOLATED, Rule::Custom(rule_func), Some(1), Syntax::Func;
    FuncReturn = "func.return", TERM, Rule::Custom(rule_func_return), Some(0), Syntax::Return;
    FuncCall = "func.call", Traits::NONE, Rule::Custom(rule_call), Some(0), Syntax::Call;
    // unary elementwise
    Abs = "stablehlo.abs", EW, Rule::Unary, Some(0), Syntax::SAME;
    Cbrt = "stablehlo.cbrt", EW, Rule::Unary, Some(0), Syntax::SAME;
    Ceil = "stablehlo.ceil", EW, Rule::Unary, Some(0), Syntax::SAME;
    CountLeadingZeros = "stablehlo.count_leading_zeros", EW, Rule::Unary, Some(0), Syntax::SAME;
    Cosine = "stablehlo.cosine", EW, Rule::Unary, Some(0), Syntax::SAME;
    Exponential = "stablehlo.exponential", EW, Rule::Unary, Some(0), Syntax::SAME;
    ExponentialMinusOne = "stablehlo.exponential_minus_one", EW, Rule::Unary, Some(0), Syntax::SAME;
    Floor = "stablehlo.floor", EW, Rule::Unary, Some(0), Syntax::SAME;
    IsFinite = "stablehlo.is_finite", EW, Rule::UnaryPred, Some(0), Syntax::SAME;
    Log = "stablehlo.log", EW, Rule::Unary, Some(0), Syntax::SAME;
    LogPlusOne = "stablehlo.log_plus_one", EW, Rule::Unary, Some(0), Syntax::SAME;
    Logistic = "stablehlo.logistic", EW, Rule::Unary, Some(0), Syntax::SAME;
    Negate = "stablehlo.negate", EW, Rule::Unary, Some(0), Syntax::SAME;
    Not = "stablehlo.not", EW, Rule::Unary, Some(0), Syntax::SAME;
    PopCnt = "stablehlo.popcnt", EW, Rule::Unary, Some(0), Syntax::SAME;
    RoundNearestAfz = "stablehlo.round_nearest_afz", EW, Rule::Unary, Some(0), Syntax::SAME;
    RoundNearestEven = "stablehlo.round_nearest_even", EW, Rule::Unary, Some(0), Syntax::SAME;
    Rsqrt = "stablehlo.rsqrt", EW, Rule::Unary, Some(0), Syntax::SAME;
    Sign = "stablehlo.sign", EW, Rule::Unary, Some(0), Syntax::SAME;
    Sine = "stablehlo.sine", EW, Rule::Unary, Some(0), Syntax::SAME;
    Sqrt = "stablehlo.sqrt", EW, Rule::Unary, Some(0), Syntax::SAME;
    Tan = "stablehlo.tan", EW, Rule::Unary, Some(0), Syntax::SAME;
    Tanh = "stablehlo.tanh", EW, Rule::Unary, Some(0), Syntax::SAME;
    // unary elementwise ops of the chlo dialect that JAX exports keep (`jax.nn.gelu`'s erfc,
    // `jnp.square`, `jax.random.normal`'s erf_inv, ...)
    ChloAcos = "chlo.acos", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloAcosh = "chlo.acosh", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloAsin = "chlo.asin", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloAsinh = "chlo.asinh", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloAtan = "chlo.atan", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloAtanh = "chlo.atanh", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloCosh = "chlo.cosh", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloDigamma = "chlo.digamma", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloErf = "chlo.erf", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloErfInv = "chlo.erf_inv", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloErfc = "chlo.erfc", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloIsInf = "chlo.is_inf", EW, Rule::UnaryPred, Some(0), Syntax::Chlo;
    ChloIsNegInf = "chlo.is_neg_inf", EW, Rule::UnaryPred, Some(0), Syntax::Chlo;
    ChloIsPosInf = "chlo.is_pos_inf", EW, Rule::UnaryPred, Some(0), Syntax::Chlo;
    ChloLgamma = "chlo.lgamma", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloSinh = "chlo.sinh", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloSquare = "chlo.square", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ChloTan = "chlo.tan", EW, Rule::Unary, Some(0), Syntax::Chlo;
    ReducePrecision = "stablehlo.reduce_precision", EW, Rule::Custom(rule_reduce_precision), Some(0), Syntax::Same(&[Key::FORMAT]);
    Convert = "stablehlo.convert", EW, Rule::Custom(rule_convert), Some(0), Syntax::SAME;
    BitcastConvert = "stablehlo.bitcast_convert", P, Rule::Custom(rule_bitcast_convert), Some(0), Syntax::FUNCTIONAL;
    // binary elementwise
    Add = "stablehlo.add", EWC, Rule::Binary, Some(0), Syntax::SAME;
    And = "stablehlo.and", EWC, Rule::Binary, Some(0), Syntax::SAME;
    Atan2 = "stablehlo.atan2", EW, Rule::Binary, Some(0), Syntax::SAME;
    Divide = "stablehlo.divide", EW, Rule::Binary, Some(0), Syntax::SAME;
    Maximum = "stablehlo.maximum", EWC, Rule::Binary, Some(0), Syntax::SAME;
    Minimum = "stablehlo.minimum", EWC, Rule::Binary, Some(0), Syntax::SAME;
    Multiply = "stablehlo.multiply", EWC, Rule::Binary, Some(0), Syntax::SAME;
    Or = "stablehlo.or", EWC, Rule::Binary, Some(0), Syntax::SAME;
    Power = "stablehlo.power", EW, Rule::Binary, Some(0), Syntax::SAME;
    Remainder = "stablehlo.remainder", EW, Rule::Binary, Some(0), Syntax::SAME;
    ShiftLeft = "stablehlo.shift_left", EW, Rule::Binary, Some(0), Syntax::SAME;
    ShiftRightArithmetic = "stablehlo.shift_right_arithmetic", EW, Rule::Binary, Some(0), Syntax::SAME;
    ShiftRightLogical = "stablehlo.shift_right_logical", EW, Rule::Binary, Some(0), Syntax::SAME;
    Subtract = "stablehlo.subtract", EW, Rule::Binary, Some(0), Syntax::SAME;
    Xor = "stablehlo.xor", EWC, Rule::Binary, Some(0), Syntax::SAME;
    ChloNextAfter = "chlo.next_after", EW, Rule::Binary, Some(0), Syntax::Chlo;
    // other elementwise
    Compare = "stablehlo.compare", EW, Rule::Custom(rule_compare), Some(0), Syntax::Compare;
    Select = "stablehlo.select", EW, Rule::Custom(rule_select), Some(0), Syntax::Select;
    Clamp = "stablehlo.clamp", EW, Rule::Custom(rule_clamp), Some(0), Syntax::SAME;
    // shape and data movement
    BroadcastInDim = "stablehlo.broadcast_in_dim", P, Rule::Custom(rule_broadcast_in_dim), Some(0), Syntax::Functional(&[Key::ints("dims", "broadcast_dimensions")]);
    Concatenate = "stablehlo.concatenate", P, Rule::Custom(rule_concatenate), Some(0), Syntax::Functional(&[Key::int("dim", "dimension")]);
    Constant = "stablehlo.constant", P, Rule::Custom(rule_constant), Some(0), Syntax::Constant;
    DynamicSlice = "stablehlo.dynamic_slice", P, Rule::Custom(rule_dynamic_slice), Some(0), Syntax::Functional(&[Key::ints("sizes", "slice_sizes")]);
    DynamicUpdateSlice = "stablehlo.dynamic_update_slice", P, Rule::Custom(rule_dynamic_update_slice), Some(0), Syntax::FUNCTIONAL;
    Gather = "stablehlo.gather", P, Rule::Custom(rule_gather), Some(0), Syntax::Generic;
    Iota = "stablehlo.iota", P, Rule::Custom(rule_iota), Some(0), Syntax::Iota;
    Pad = "stablehlo.pad", P, Rule::Custom(rule_pad), Some(0), Syntax::Functional(&[Key::ints("low", "edge_padding_low"), Key::ints("high", "edge_padding_high"), Key::ints("interior", "interior_padding")]);
    Reshape = "stablehlo.reshape", Traits(P.0 | Traits::VIEW.0), Rule::Custom(rule_reshape), Some(0), Syntax::FUNCTIONAL;
    Reverse = "stablehlo.reverse", P, Rule::Custom(rule_reverse), Some(0), Syntax::Same(&[Key::ints("dims", "dimensions")]);
    Slice = "stablehlo.slice", P, Rule::Custom(rule_slice), Some(0), Syntax::Slice;
    Transpose = "stablehlo.transpose", P, Rule::Custom(rule_transpose), Some(0), Syntax::Functional(&[Key::ints("dims", "permutation")]);
    Tuple = "stablehlo.tuple", P, Rule::Custom(rule_tuple), Some(0), Syntax::Generic;
    GetTupleElement = "stablehlo.get_tuple_element", P, Rule::Custom(rule_get_tuple_element), Some(0), Syntax::Generic;
    // contractions
    DotGeneral = "stablehlo.dot_general", P, Rule::Custom(rule_dot_general), Some(0), Syntax::DotGeneral;
    Dot = "stablehlo.dot", P, Rule::Custom(rule_dot), Some(0), Syntax::Generic;
    Convolution = "stablehlo.convolution", P, Rule::Custom(rule_convolution), Some(0), Syntax::Convolution;
    // ops with regions
    Reduce = "stablehlo.reduce", P, Rule::Custom(rule_reduce), Some(1), Syntax::Reduce;
    ReduceWindow = "stablehlo.reduce_window", P, Rule::Custom(rule_reduce_window), Some(1), Syntax::Generic;
    SelectAndScatter = "stablehlo.select_and_scatter", P, Rule::Custom(rule_select_and_scatter), Some(2), Syntax::Generic;
    Scatter = "stablehlo.scatter", P, Rule::Custom(rule_scatter), Some(1), Syntax::Generic;
    Sort = "stablehlo.sort", P, Rule::Custom(rule_sort), Some(1), Syntax::Generic;
    ChloTopK = "chlo.top_k", P, Rule::Custom(rule_top_k), Some(0), Syntax::TopK;
    While = "stablehlo.while", Traits::NONE, Rule::Custom(rule_same_as_operands), Some(2), Syntax::While;
    Case = "stablehlo.case", Traits::NONE, Rule::Custom(rule_case), None, Syntax::Generic;
    If = "stablehlo.if", Traits::NONE, Rule::Custom(rule_if), Some(2), Syntax::Generic;
    Return = "stablehlo.return", TERM, Rule::Any, Some(0), Syntax::Return;
    // barriers and escapes
    OptimizationBarrier = "stablehlo.optimization_barrier", Traits::NONE, Rule::Custom(rule_same_as_operands), Some(0), Syntax::Pairwise;
    CustomCall = "stablehlo.custom_call", Traits::NONE, Rule::Any, Some(0), Syntax::CustomCall;
    // Shardy's sharding annotations (JAX's `with_sharding_constraint`): on one device, the
    // identity
    SdySharding = "sdy.sharding_constraint", Traits(P.0 | Traits::VIEW.0), Rule::Custom(rule_same_as_operands), Some(0), Syntax::Sharding;
    SdyReshard = "sdy.reshard", Traits(P.0 | Traits::VIEW.0), Rule::Custom(rule_same_as_operands), Some(0), Syntax::Generic;
    // lowtide's own ops
    LtFused = "lt.fused", Traits(P.0 | Traits::ISOLATED.0), Rule::Custom(rule_fused), Some(1), Syntax::Generic;
    LtConvAccumulate = "lt.conv_accumulate", P, Rule::Custom(rule_conv_accumulate), Some(0), Syntax::Generic;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_is_consistent() {
        for &k in OpKind::ALL {
            assert_eq!(OpKind::from_name(k.name()), Some(k), "{}", k.name());
        }
        assert!(OpKind::Add.has(Traits::ELEMENTWISE | Traits::PURE));
        assert!(!OpKind::OptimizationBarrier.has(Traits::PURE));
        assert_eq!(OpKind::from_name("stablehlo.nope"), None);
        assert_eq!(window_out(32, 1, 1, 1, 3, 1, 1), 32);
        assert!(window_out(5, 0, 0, i64::MAX, 1, 1, 1) > MAX_DIM);
        assert_eq!(window_out(32, 0, 0, 1, 2, 1, 2), 16);
    }
}
