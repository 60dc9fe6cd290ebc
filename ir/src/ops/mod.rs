//! The op registry: one definition per op — its name, traits, shape rule and cost.
//!
//! Adding an op means adding one line to the `ops!` table below (and a shape rule in
//! `shape.rs` if none of the families fits). The rest is one file per concern: `shape.rs`
//! (shape rules), `access.rs` (how ops read their operands), `cost.rs`, `fused.rs` (`lt.fused`
//! loops). Everything that needs per-op knowledge — the verifier, passes, cost
//! models, later the runtime and autodiff — reads it from here.

mod access;
mod cost;
mod fused;
mod shape;

pub use access::*;
pub use cost::*;
pub use fused::*;
pub use shape::*;

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
}

const P: Traits = Traits::PURE;
const EW: Traits = Traits(Traits::PURE.0 | Traits::ELEMENTWISE.0);
const EWC: Traits = Traits(EW.0 | Traits::COMMUTATIVE.0);
const TERM: Traits = Traits(Traits::PURE.0 | Traits::TERMINATOR.0);

macro_rules! ops {
    ($($kind:ident = $name:literal, $traits:expr, $rule:expr, $regions:expr;)*) => {
        /// Every op the registry knows.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum OpKind { $(#[doc = $name] $kind,)* }

        static DEFS: &[OpDef] = &[
            $(OpDef { name: $name, traits: $traits, rule: $rule, regions: $regions },)*
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
    /// True when the op has trait `t`.
    pub fn has(self, t: Traits) -> bool {
        self.def().traits.contains(t)
    }
}

ops! {
    // builtin and func
    BuiltinModule = "builtin.module", Traits::ISOLATED, Rule::Custom(rule_module), Some(1);
    FuncFunc = "func.func", Traits::ISOLATED, Rule::Custom(rule_func), Some(1);
    FuncReturn = "func.return", TERM, Rule::Custom(rule_func_return), Some(0);
    FuncCall = "func.call", Traits::NONE, Rule::Custom(rule_call), Some(0);
    // unary elementwise
    Abs = "stablehlo.abs", EW, Rule::Unary, Some(0);
    Cbrt = "stablehlo.cbrt", EW, Rule::Unary, Some(0);
    Ceil = "stablehlo.ceil", EW, Rule::Unary, Some(0);
    CountLeadingZeros = "stablehlo.count_leading_zeros", EW, Rule::Unary, Some(0);
    Cosine = "stablehlo.cosine", EW, Rule::Unary, Some(0);
    Exponential = "stablehlo.exponential", EW, Rule::Unary, Some(0);
    ExponentialMinusOne = "stablehlo.exponential_minus_one", EW, Rule::Unary, Some(0);
    Floor = "stablehlo.floor", EW, Rule::Unary, Some(0);
    IsFinite = "stablehlo.is_finite", EW, Rule::UnaryPred, Some(0);
    Log = "stablehlo.log", EW, Rule::Unary, Some(0);
    LogPlusOne = "stablehlo.log_plus_one", EW, Rule::Unary, Some(0);
    Logistic = "stablehlo.logistic", EW, Rule::Unary, Some(0);
    Negate = "stablehlo.negate", EW, Rule::Unary, Some(0);
    Not = "stablehlo.not", EW, Rule::Unary, Some(0);
    PopCnt = "stablehlo.popcnt", EW, Rule::Unary, Some(0);
    RoundNearestAfz = "stablehlo.round_nearest_afz", EW, Rule::Unary, Some(0);
    RoundNearestEven = "stablehlo.round_nearest_even", EW, Rule::Unary, Some(0);
    Rsqrt = "stablehlo.rsqrt", EW, Rule::Unary, Some(0);
    Sign = "stablehlo.sign", EW, Rule::Unary, Some(0);
    Sine = "stablehlo.sine", EW, Rule::Unary, Some(0);
    Sqrt = "stablehlo.sqrt", EW, Rule::Unary, Some(0);
    Tan = "stablehlo.tan", EW, Rule::Unary, Some(0);
    Tanh = "stablehlo.tanh", EW, Rule::Unary, Some(0);
    // unary elementwise ops of the chlo dialect that JAX exports keep (`jax.nn.gelu`'s erfc,
    // `jnp.square`, `jax.random.normal`'s erf_inv, ...)
    ChloAcos = "chlo.acos", EW, Rule::Unary, Some(0);
    ChloAcosh = "chlo.acosh", EW, Rule::Unary, Some(0);
    ChloAsin = "chlo.asin", EW, Rule::Unary, Some(0);
    ChloAsinh = "chlo.asinh", EW, Rule::Unary, Some(0);
    ChloAtan = "chlo.atan", EW, Rule::Unary, Some(0);
    ChloAtanh = "chlo.atanh", EW, Rule::Unary, Some(0);
    ChloCosh = "chlo.cosh", EW, Rule::Unary, Some(0);
    ChloDigamma = "chlo.digamma", EW, Rule::Unary, Some(0);
    ChloErf = "chlo.erf", EW, Rule::Unary, Some(0);
    ChloErfInv = "chlo.erf_inv", EW, Rule::Unary, Some(0);
    ChloErfc = "chlo.erfc", EW, Rule::Unary, Some(0);
    ChloIsInf = "chlo.is_inf", EW, Rule::UnaryPred, Some(0);
    ChloIsNegInf = "chlo.is_neg_inf", EW, Rule::UnaryPred, Some(0);
    ChloIsPosInf = "chlo.is_pos_inf", EW, Rule::UnaryPred, Some(0);
    ChloLgamma = "chlo.lgamma", EW, Rule::Unary, Some(0);
    ChloSinh = "chlo.sinh", EW, Rule::Unary, Some(0);
    ChloSquare = "chlo.square", EW, Rule::Unary, Some(0);
    ChloTan = "chlo.tan", EW, Rule::Unary, Some(0);
    ReducePrecision = "stablehlo.reduce_precision", EW, Rule::Custom(rule_reduce_precision), Some(0);
    Convert = "stablehlo.convert", EW, Rule::Custom(rule_convert), Some(0);
    BitcastConvert = "stablehlo.bitcast_convert", P, Rule::Custom(rule_bitcast_convert), Some(0);
    // binary elementwise
    Add = "stablehlo.add", EWC, Rule::Binary, Some(0);
    And = "stablehlo.and", EWC, Rule::Binary, Some(0);
    Atan2 = "stablehlo.atan2", EW, Rule::Binary, Some(0);
    Divide = "stablehlo.divide", EW, Rule::Binary, Some(0);
    Maximum = "stablehlo.maximum", EWC, Rule::Binary, Some(0);
    Minimum = "stablehlo.minimum", EWC, Rule::Binary, Some(0);
    Multiply = "stablehlo.multiply", EWC, Rule::Binary, Some(0);
    Or = "stablehlo.or", EWC, Rule::Binary, Some(0);
    Power = "stablehlo.power", EW, Rule::Binary, Some(0);
    Remainder = "stablehlo.remainder", EW, Rule::Binary, Some(0);
    ShiftLeft = "stablehlo.shift_left", EW, Rule::Binary, Some(0);
    ShiftRightArithmetic = "stablehlo.shift_right_arithmetic", EW, Rule::Binary, Some(0);
    ShiftRightLogical = "stablehlo.shift_right_logical", EW, Rule::Binary, Some(0);
    Subtract = "stablehlo.subtract", EW, Rule::Binary, Some(0);
    Xor = "stablehlo.xor", EWC, Rule::Binary, Some(0);
    ChloNextAfter = "chlo.next_after", EW, Rule::Binary, Some(0);
    // other elementwise
    Compare = "stablehlo.compare", EW, Rule::Custom(rule_compare), Some(0);
    Select = "stablehlo.select", EW, Rule::Custom(rule_select), Some(0);
    Clamp = "stablehlo.clamp", EW, Rule::Custom(rule_clamp), Some(0);
    // shape and data movement
    BroadcastInDim = "stablehlo.broadcast_in_dim", P, Rule::Custom(rule_broadcast_in_dim), Some(0);
    Concatenate = "stablehlo.concatenate", P, Rule::Custom(rule_concatenate), Some(0);
    Constant = "stablehlo.constant", P, Rule::Custom(rule_constant), Some(0);
    DynamicSlice = "stablehlo.dynamic_slice", P, Rule::Custom(rule_dynamic_slice), Some(0);
    DynamicUpdateSlice = "stablehlo.dynamic_update_slice", P, Rule::Custom(rule_dynamic_update_slice), Some(0);
    Gather = "stablehlo.gather", P, Rule::Custom(rule_gather), Some(0);
    Iota = "stablehlo.iota", P, Rule::Custom(rule_iota), Some(0);
    Pad = "stablehlo.pad", P, Rule::Custom(rule_pad), Some(0);
    Reshape = "stablehlo.reshape", Traits(P.0 | Traits::VIEW.0), Rule::Custom(rule_reshape), Some(0);
    Reverse = "stablehlo.reverse", P, Rule::Custom(rule_reverse), Some(0);
    Slice = "stablehlo.slice", P, Rule::Custom(rule_slice), Some(0);
    Transpose = "stablehlo.transpose", P, Rule::Custom(rule_transpose), Some(0);
    Tuple = "stablehlo.tuple", P, Rule::Custom(rule_tuple), Some(0);
    GetTupleElement = "stablehlo.get_tuple_element", P, Rule::Custom(rule_get_tuple_element), Some(0);
    // contractions
    DotGeneral = "stablehlo.dot_general", P, Rule::Custom(rule_dot_general), Some(0);
    Dot = "stablehlo.dot", P, Rule::Custom(rule_dot), Some(0);
    Convolution = "stablehlo.convolution", P, Rule::Custom(rule_convolution), Some(0);
    // ops with regions
    Reduce = "stablehlo.reduce", P, Rule::Custom(rule_reduce), Some(1);
    ReduceWindow = "stablehlo.reduce_window", P, Rule::Custom(rule_reduce_window), Some(1);
    SelectAndScatter = "stablehlo.select_and_scatter", P, Rule::Custom(rule_select_and_scatter), Some(2);
    Scatter = "stablehlo.scatter", P, Rule::Custom(rule_scatter), Some(1);
    Sort = "stablehlo.sort", P, Rule::Custom(rule_sort), Some(1);
    ChloTopK = "chlo.top_k", P, Rule::Custom(rule_top_k), Some(0);
    While = "stablehlo.while", Traits::NONE, Rule::Custom(rule_same_as_operands), Some(2);
    Case = "stablehlo.case", Traits::NONE, Rule::Custom(rule_case), None;
    If = "stablehlo.if", Traits::NONE, Rule::Custom(rule_if), Some(2);
    Return = "stablehlo.return", TERM, Rule::Any, Some(0);
    // barriers and escapes
    OptimizationBarrier = "stablehlo.optimization_barrier", Traits::NONE, Rule::Custom(rule_same_as_operands), Some(0);
    CustomCall = "stablehlo.custom_call", Traits::NONE, Rule::Any, Some(0);
    // Shardy's sharding annotations (JAX's `with_sharding_constraint`): on one device, the
    // identity
    SdySharding = "sdy.sharding_constraint", Traits(P.0 | Traits::VIEW.0), Rule::Custom(rule_same_as_operands), Some(0);
    SdyReshard = "sdy.reshard", Traits(P.0 | Traits::VIEW.0), Rule::Custom(rule_same_as_operands), Some(0);
    // lowtide's own ops
    LtFused = "lt.fused", Traits(P.0 | Traits::ISOLATED.0), Rule::Custom(rule_fused), Some(1);
    LtConvAccumulate = "lt.conv_accumulate", P, Rule::Custom(rule_conv_accumulate), Some(0);
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
