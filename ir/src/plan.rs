//! The buffer plan as a typed contract: the `lt.*` attribute names `assign-buffers` writes, a
//! reader that checks their shapes and ranges (so a hand-edited or truncated plan is an error,
//! never a panic or a silent misreading), and the rule for where each returned value lives.
//!
//! Per op with results: [`OFFSET`] (arena offset per result, -1 when not in the arena),
//! [`LIVE`] (half-open live range per result, two program points each), [`REUSE`] (operand
//! index whose bytes a result takes, -1 for none), [`DONATE`] (argument whose buffer a result
//! is written into, -1 for none), [`OUTPUT`] (function result whose buffer a value lives in
//! before that result is written, -1 for none; the value's [`OFFSET`] entry is then its byte
//! in that buffer, -1 meaning 0), [`STREAM`] (rows per block of a streamed op),
//! [`WORKSPACE`] (offset and bytes). On the function: [`ARENA_BYTES`], [`ARENA_LOWER_BOUND`],
//! [`ALIGNMENT`], [`PLACEMENT`]. [`FunctionPlan`] reads and writes them all.
//!
//! The other `lt.*` attributes are marks passes leave for later passes and the report
//! ([`Mark`]: a recomputation, an early mask, no gradient; [`pieces`]: a loop of batch
//! pieces) and what the model builder knows about each argument ([`ArgKind`], its name).
//! The verifier checks the shapes of a plan's attributes through [`FunctionPlan::read`]. Nothing outside this
//! module spells an `lt.*` attribute name.

use crate::{Attr, Dict, ElemType, Module, Op, Type, Value};

/// Arena offset per result.
pub const OFFSET: &str = "lt.offset";
/// Live range per result.
pub const LIVE: &str = "lt.live";
/// Operand whose bytes a result takes over.
pub const REUSE: &str = "lt.reuse";
/// Argument whose buffer a result is written into.
pub const DONATE: &str = "lt.donate";
/// Function result whose buffer a value lives in first.
pub const OUTPUT: &str = "lt.output";
/// Rows per block of a streamed op.
pub const STREAM: &str = "lt.stream";
/// Offset and bytes of an op's workspace.
pub const WORKSPACE: &str = "lt.workspace";
/// The arena's size, on the function.
pub const ARENA_BYTES: &str = "lt.arena_bytes";
/// The liveness lower bound of the arena, on the function.
pub const ARENA_LOWER_BOUND: &str = "lt.arena_lower_bound";
/// Offset alignment, on the function.
pub const ALIGNMENT: &str = "lt.alignment";
/// How the arena was placed, on the function.
pub const PLACEMENT: &str = "lt.placement";

/// The per-op attributes a plan writes (and a new plan replaces).
pub const OP_KEYS: &[&str] = &[OFFSET, LIVE, REUSE, DONATE, OUTPUT, WORKSPACE, STREAM];

/// The function attributes a plan writes (and a new plan replaces).
pub const FUNCTION_KEYS: &[&str] = &[ARENA_BYTES, ARENA_LOWER_BOUND, ALIGNMENT, PLACEMENT];

/// A mark a pass leaves on an op for later passes and the report.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// `lt.remat`: the op (or a fused loop's body op) computes again a value the step also
    /// computes elsewhere; its FLOPs are recomputation.
    Remat,
    /// `lt.mask`: a fused loop whose comparison was moved into an early mask.
    Mask,
    /// `lt.stop_gradient`: autodiff passes no gradient through the op.
    StopGradient,
}

impl Mark {
    /// The attribute's name.
    pub fn attr_name(self) -> &'static str {
        match self {
            Mark::Remat => "lt.remat",
            Mark::Mask => "lt.mask",
            Mark::StopGradient => "lt.stop_gradient",
        }
    }

    /// Takes the mark out of an attribute dictionary (to compare ops' attributes without it).
    pub fn remove_from(self, d: &mut Dict) {
        d.remove(self.attr_name());
    }
}

/// Whether `op` carries `mark`.
pub fn has(m: &Module, op: Op, mark: Mark) -> bool {
    m.ops[op].attrs.get(mark.attr_name()).is_some()
}

/// Puts `mark` on `op`.
pub fn set(m: &mut Module, op: Op, mark: Mark) {
    m.ops[op].attrs.set(mark.attr_name(), Attr::Unit);
}

/// Takes `mark` off `op`.
pub fn clear(m: &mut Module, op: Op, mark: Mark) {
    m.ops[op].attrs.remove(mark.attr_name());
}

/// `lt.pieces`: the rows of the batch each iteration of a loop of pieces runs.
const PIECES: &str = "lt.pieces";

/// Marks `op` as a loop running a piece of `rows` rows of the batch per iteration.
pub fn set_pieces(m: &mut Module, op: Op, rows: u64) {
    let i64t = Type::Scalar(ElemType::Int(64));
    m.ops[op].attrs.set(PIECES, Attr::Int(rows as i64, i64t));
}

/// The rows of the batch each iteration of `op` runs, when it is a loop of batch pieces.
pub fn pieces(m: &Module, op: Op) -> Option<u64> {
    let rows = m.ops[op].attrs.get(PIECES)?;
    rows.as_int().and_then(|r| u64::try_from(r).ok())
}

/// Removes `op`'s part of the buffer plan (an op moved somewhere the plan does not place).
pub fn clear_op(m: &mut Module, op: Op) {
    let planned = |(k, _): &(String, Attr)| OP_KEYS.contains(&k.as_str());
    let attrs = &mut m.ops[op].attrs;
    // Changed only when there is a plan to remove: a copy of the module keeps sharing the
    // others.
    if attrs.entries().iter().any(planned) {
        attrs.entries_mut().retain(|e| !planned(e));
    }
}

/// What an argument of a training step holds, as the model builder and autodiff know it
/// (`lt.kind` in the argument's attributes; JAX's `args.json` says the same with `kind`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A trained parameter (`param`).
    Param,
    /// Optimizer state: momentum, Adam's moments (`opt_state`).
    OptState,
    /// State the model carries from step to step without training it, such as batch norm's
    /// running statistics (`state`).
    State,
    /// A batch input (`batch`).
    Batch,
}

/// `lt.kind`, in an argument's attributes.
pub const KIND: &str = "lt.kind";
/// `lt.name`, in an argument's attributes: the builder's name for it.
const NAME: &str = "lt.name";

impl ArgKind {
    /// Its `lt.kind` (and `args.json`) spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            ArgKind::Param => "param",
            ArgKind::OptState => "opt_state",
            ArgKind::State => "state",
            ArgKind::Batch => "batch",
        }
    }
    /// Reads a spelling (`param`, `opt_state`, `state`, `batch`) or one of the other names
    /// argument metadata uses for them (`params`, `parameter`, `optimizer_state`,
    /// `model_state`, `batch_stats`, `input`). PRNG keys and seed-generator state (`rng`,
    /// `key`, `prng_key`, `seed`) are state the step carries to the next one.
    pub fn parse(s: &str) -> Option<ArgKind> {
        Some(match s {
            "param" | "params" | "parameter" => ArgKind::Param,
            "opt_state" | "optimizer_state" => ArgKind::OptState,
            "state" | "model_state" | "batch_stats" | "rng" | "key" | "prng_key" | "seed" => {
                ArgKind::State
            }
            "batch" | "input" => ArgKind::Batch,
            _ => return None,
        })
    }
}

/// The argument attributes of function `f` (`arg_attrs`), one dictionary per argument (empty
/// where it has none).
pub fn arg_dicts(m: &Module, f: Op) -> Vec<Dict> {
    let n = m.entry_block(f).map_or(0, |b| m.blocks[b].args.len());
    let given = match m.attr(f, "arg_attrs") {
        Some(Attr::Array(a)) => a.as_slice(),
        _ => &[],
    };
    (0..n)
        .map(|i| match given.get(i) {
            Some(Attr::Dict(d)) => d.clone(),
            _ => Dict::default(),
        })
        .collect()
}

/// The kind of each argument of `f` the module records (`lt.kind`), `None` where it records
/// none or one lowtide does not know.
pub fn arg_kinds(m: &Module, f: Op) -> Vec<Option<ArgKind>> {
    arg_dicts(m, f)
        .iter()
        .map(|d| d.get(KIND).and_then(Attr::as_str).and_then(ArgKind::parse))
        .collect()
}

/// The builder's name of each argument of `f` (`lt.name`), when it has one.
pub fn arg_names(m: &Module, f: Op) -> Vec<Option<String>> {
    arg_dicts(m, f)
        .iter()
        .map(|d| d.get(NAME).and_then(Attr::as_str).map(str::to_string))
        .collect()
}

/// Writes an argument's kind into `d`, its attribute dictionary.
pub fn set_arg_kind(d: &mut Dict, kind: ArgKind) {
    d.set(KIND, Attr::Str(kind.as_str().to_string()));
}

/// Writes an argument's name into `d`, its attribute dictionary.
pub fn set_arg_name(d: &mut Dict, name: &str) {
    d.set(NAME, Attr::Str(name.to_string()));
}

/// One op's part of the plan, read and checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpPlan {
    /// Whether the plan places the op's results (it lists their offsets, [`OFFSET`]).
    pub placed: bool,
    /// Arena offset per result (`None`: not in the arena); for a result in an output's buffer
    /// ([`OpPlan::output`]), its offset in that buffer (`None`: 0). Read it through
    /// [`OpPlan::arena_offset`] and [`OpPlan::in_output`].
    pub offset: Vec<Option<u64>>,
    /// Live range per result, when the plan records it.
    pub live: Option<Vec<(u64, u64)>>,
    /// Operand whose bytes each result takes over.
    pub reuse: Vec<Option<usize>>,
    /// Argument whose buffer each result is written into.
    pub donate: Vec<Option<usize>>,
    /// Function result whose buffer each result lives in first.
    pub output: Vec<Option<usize>>,
    /// Rows per block, when the op is streamed.
    pub stream: Option<u64>,
    /// Offset and bytes of the op's workspace.
    pub workspace: Option<(u64, u64)>,
}

/// The integers of attribute `key` of `op`, or an error naming it when it is not a list of
/// integers.
fn ints(m: &Module, op: Op, key: &str) -> Result<Option<Vec<i64>>, String> {
    match m.ops[op].attrs.get(key) {
        None => Ok(None),
        Some(a) => a.as_i64s().map(Some).ok_or_else(|| {
            format!("{key} is {a}; it must be a list of integers (array<i64: ...>)")
        }),
    }
}

/// A per-result list of `key`: `n` entries, each -1 (none) or in `0..bound`.
fn per_result(
    m: &Module,
    op: Op,
    key: &str,
    bound: usize,
    what: &str,
) -> Result<Vec<Option<usize>>, String> {
    let n = m.ops[op].results.len();
    let Some(v) = ints(m, op, key)? else {
        return Ok(vec![None; n]);
    };
    if v.len() != n {
        return Err(format!(
            "{key} lists {} entries, but the op has {n} results",
            v.len()
        ));
    }
    v.iter()
        .map(|&x| match x {
            -1 => Ok(None),
            x if x >= 0 && (x as u64) < bound as u64 => Ok(Some(x as usize)),
            x => Err(format!(
                "{key} entry {x} is not -1 or {what} (0 to {})",
                bound as i64 - 1
            )),
        })
        .collect()
}

impl OpPlan {
    /// Result `k`'s offset in the arena, when the plan puts it there.
    pub fn arena_offset(&self, k: usize) -> Option<u64> {
        match self.output[k] {
            Some(_) => None,
            None => self.offset[k],
        }
    }

    /// The function result whose buffer result `k` lives in before that result is written,
    /// and its offset there.
    pub fn in_output(&self, k: usize) -> Option<(usize, u64)> {
        self.output[k].map(|o| (o, self.offset[k].unwrap_or(0)))
    }

    /// Reads `op`'s plan attributes; `args` and `results` are the function's argument and
    /// result counts. Errors say which attribute is malformed and how.
    pub fn read(m: &Module, op: Op, args: usize, results: usize) -> Result<OpPlan, String> {
        let n = m.ops[op].results.len();
        let placed = m.ops[op].attrs.get(OFFSET).is_some();
        let offset = match ints(m, op, OFFSET)? {
            None => vec![None; n],
            Some(v) if v.len() != n => {
                return Err(format!(
                    "{OFFSET} lists {} offsets, but the op has {n} results",
                    v.len()
                ))
            }
            Some(v) => v
                .iter()
                .map(|&o| match o {
                    -1 => Ok(None),
                    o if o >= 0 => Ok(Some(o as u64)),
                    o => Err(format!(
                        "{OFFSET} entry {o} is negative; an offset is -1 (not in the arena) or a byte offset"
                    )),
                })
                .collect::<Result<_, _>>()?,
        };
        let live = match ints(m, op, LIVE)? {
            None => None,
            Some(v) if v.len() != 2 * n => {
                return Err(format!(
                    "{LIVE} lists {} numbers, but the op's {n} results need two each",
                    v.len()
                ))
            }
            Some(v) => Some(
                v.chunks(2)
                    .map(|p| match (u64::try_from(p[0]), u64::try_from(p[1])) {
                        (Ok(lo), Ok(hi)) if lo <= hi => Ok((lo, hi)),
                        _ => Err(format!(
                            "{LIVE} range [{}, {}) is not a range of program points",
                            p[0], p[1]
                        )),
                    })
                    .collect::<Result<_, _>>()?,
            ),
        };
        let operands = m.ops[op].operands.len();
        let reuse = per_result(m, op, REUSE, operands, "an operand index")?;
        let donate = per_result(m, op, DONATE, args, "an argument index")?;
        let output = per_result(m, op, OUTPUT, results, "a result index")?;
        let stream =
            match m.ops[op].attrs.get(STREAM) {
                None => None,
                Some(a) => Some(a.as_int().filter(|&r| r > 0).ok_or_else(|| {
                    format!("{STREAM} is {a}; it must be a positive number of rows")
                })? as u64),
            };
        let workspace = match ints(m, op, WORKSPACE)? {
            None => None,
            Some(w) => match w.as_slice() {
                &[o, b] if o >= 0 && b >= 0 => Some((o as u64, b as u64)),
                _ => {
                    return Err(format!(
                        "{WORKSPACE} is {w:?}; it must be [offset, bytes], both non-negative"
                    ))
                }
            },
        };
        Ok(OpPlan {
            placed,
            offset,
            live,
            reuse,
            donate,
            output,
            stream,
            workspace,
        })
    }
}

fn i64_array(v: impl IntoIterator<Item = i64>) -> Attr {
    Attr::DenseArray(
        ElemType::Int(64),
        v.into_iter().map(crate::attr::DenseElem::Int).collect(),
    )
}

fn or_minus_one<T: Copy + TryInto<i64>>(v: &[Option<T>]) -> Vec<i64> {
    v.iter()
        .map(|x| x.and_then(|x| x.try_into().ok()).unwrap_or(-1))
        .collect()
}

impl OpPlan {
    /// Writes this plan onto `op`, replacing any plan it had. Lists where every entry is
    /// "none" are left out, as is the offset list of an op that is not [`OpPlan::placed`].
    pub fn write(&self, m: &mut Module, op: Op) {
        clear_op(m, op);
        let list = |v: &[Option<usize>]| {
            v.iter()
                .any(Option::is_some)
                .then(|| i64_array(or_minus_one(v)))
        };
        let i64t = Type::Scalar(ElemType::Int(64));
        let attrs = [
            (
                OFFSET,
                self.placed.then(|| i64_array(or_minus_one(&self.offset))),
            ),
            (
                LIVE,
                self.live
                    .as_ref()
                    .map(|l| i64_array(l.iter().flat_map(|&(a, b)| [a as i64, b as i64]))),
            ),
            (REUSE, list(&self.reuse)),
            (STREAM, self.stream.map(|r| Attr::Int(r as i64, i64t))),
            (DONATE, list(&self.donate)),
            (OUTPUT, list(&self.output)),
            (
                WORKSPACE,
                self.workspace.map(|(o, b)| i64_array([o as i64, b as i64])),
            ),
        ];
        for (key, value) in attrs {
            if let Some(v) = value {
                m.ops[op].attrs.set(key, v);
            }
        }
    }
}

/// A function's plan, read and checked: the arena and one [`OpPlan`] per op of its body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionPlan {
    /// The arena's size in bytes.
    pub arena_bytes: u64,
    /// The arena's liveness lower bound, when recorded.
    pub lower_bound: Option<u64>,
    /// The alignment of arena offsets, when recorded.
    pub alignment: Option<u64>,
    /// How the arena was placed, when recorded.
    pub placement: Option<String>,
    /// One per op of the function's body, in order.
    pub ops: Vec<OpPlan>,
}

/// A malformed plan: what is wrong, and the op it is on (when it is on one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanError {
    /// The op whose attribute is wrong.
    pub op: Option<Op>,
    /// What is wrong and how to fix it, naming the op as `'name' (op N)`.
    pub message: String,
    /// The same without the op's name.
    pub detail: String,
}

impl std::fmt::Display for PlanError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl PlanError {
    /// The error at the op's position in `file` (when it came from there), with a caret.
    pub fn to_diagnostic(&self, m: &Module, file: &str) -> crate::Diagnostic {
        let pos = self.op.and_then(|op| crate::diag::op_pos(m, op, file));
        crate::Diagnostic::new(file, pos, self.message.clone())
    }
}

impl From<PlanError> for String {
    fn from(e: PlanError) -> String {
        e.message
    }
}

/// A non-negative integer attribute of function `f`, or an error naming it.
fn function_int(m: &Module, f: Op, key: &str) -> Result<Option<u64>, PlanError> {
    match m.attr(f, key) {
        None => Ok(None),
        Some(a) => a
            .as_int()
            .and_then(|b| u64::try_from(b).ok())
            .map(Some)
            .ok_or_else(|| {
                let detail = format!("{key} is {a}; it must be a non-negative integer");
                PlanError {
                    op: None,
                    message: detail.clone(),
                    detail,
                }
            }),
    }
}

impl FunctionPlan {
    /// Whether function `f` carries a plan (an arena size).
    pub fn is_planned(m: &Module, f: Op) -> bool {
        m.attr(f, ARENA_BYTES).is_some()
    }

    /// Reads function `f`'s plan: `Ok(None)` when it has none, an error naming the op and
    /// the attribute when it is malformed.
    pub fn read(m: &Module, f: Op) -> Result<Option<FunctionPlan>, PlanError> {
        let Some(arena_bytes) = function_int(m, f, ARENA_BYTES)? else {
            return Ok(None);
        };
        let lower_bound = function_int(m, f, ARENA_LOWER_BOUND)?;
        let alignment = function_int(m, f, ALIGNMENT)?;
        let placement = m
            .attr(f, PLACEMENT)
            .and_then(Attr::as_str)
            .map(str::to_string);
        let Some(block) = m.entry_block(f) else {
            return Ok(Some(FunctionPlan {
                arena_bytes,
                lower_bound,
                alignment,
                placement,
                ops: Vec::new(),
            }));
        };
        let b = &m.blocks[block];
        let returned = b
            .ops
            .last()
            .filter(|&&t| m.kind(t) == Some(crate::OpKind::FuncReturn))
            .map_or(0, |&t| m.ops[t].operands.len());
        let ops = b
            .ops
            .iter()
            .enumerate()
            .map(|(i, &op)| {
                OpPlan::read(m, op, b.args.len(), returned).map_err(|e| PlanError {
                    op: Some(op),
                    message: format!("'{}' (op {i}): {e}", m.name(op)),
                    detail: e,
                })
            })
            .collect::<Result<_, _>>()?;
        Ok(Some(FunctionPlan {
            arena_bytes,
            lower_bound,
            alignment,
            placement,
            ops,
        }))
    }

    /// Writes this plan onto function `f` and the ops of its body, replacing any plan they
    /// had.
    pub fn write(&self, m: &mut Module, f: Op) {
        if let Some(block) = m.entry_block(f) {
            let ops = m.blocks[block].ops.clone();
            for (&op, p) in ops.iter().zip(&self.ops) {
                p.write(m, op);
            }
        }
        let i64t = Type::Scalar(ElemType::Int(64));
        let fa = &mut m.ops[f].attrs;
        fa.entries_mut()
            .retain(|(k, _)| !FUNCTION_KEYS.contains(&k.as_str()));
        fa.set(
            ARENA_BYTES,
            Attr::Int(self.arena_bytes as i64, i64t.clone()),
        );
        if let Some(lb) = self.lower_bound {
            fa.set(ARENA_LOWER_BOUND, Attr::Int(lb as i64, i64t.clone()));
        }
        if let Some(a) = self.alignment {
            fa.set(ALIGNMENT, Attr::Int(a as i64, i64t));
        }
        if let Some(p) = &self.placement {
            fa.set(PLACEMENT, Attr::Str(p.clone()));
        }
    }
}

/// For each argument of `f`: true when the function returns that argument itself at the
/// result it donates its buffer to (`tf.aliasing_output`), so that result needs no buffer and
/// no copy. Every other returned argument is copied into an output buffer of its own, counted
/// in the footprint: another donation may write into its buffer.
pub fn returns_itself(m: &Module, f: Op, args: &[Value], returned: &[Value]) -> Vec<bool> {
    m.donations(f)
        .iter()
        .zip(args)
        .map(|(k, &a)| k.and_then(|k| returned.get(k)) == Some(&a))
        .collect()
}

/// The distinct values of `returned`, in first-return order: a value returned at several
/// results is stored once.
pub fn distinct(returned: &[Value]) -> Vec<Value> {
    // Sorted by value, each value's first place kept, then put back in place order: a step
    // returns thousands of values (its parameters and optimizer state).
    let mut first: Vec<(Value, usize)> = returned.iter().copied().zip(0..).collect();
    first.sort_unstable();
    first.dedup_by_key(|&mut (v, _)| v);
    first.sort_unstable_by_key(|&(_, i)| i);
    first.into_iter().map(|(v, _)| v).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each value once, where it is first returned, as a scan keeping the first of each finds.
    #[test]
    fn distinct_keeps_each_value_where_it_is_first_returned() {
        use crate::entity::EntityRef;
        let scan = |r: &[Value]| {
            let mut out: Vec<Value> = Vec::new();
            for &v in r {
                if !out.contains(&v) {
                    out.push(v);
                }
            }
            out
        };
        let mut s = 12345u64;
        for n in 0..60 {
            let returned: Vec<Value> = (0..n)
                .map(|_| {
                    s = s.wrapping_mul(6364136223846793005).wrapping_add(1);
                    Value::new((s >> 33) as usize % (n / 2 + 1))
                })
                .collect();
            assert_eq!(distinct(&returned), scan(&returned));
        }
        let v = |i| Value::new(i);
        assert_eq!(
            distinct(&[v(3), v(1), v(3), v(0), v(1)]),
            vec![v(3), v(1), v(0)]
        );
    }

    fn op_with(attrs: &str) -> Result<OpPlan, String> {
        let src = format!(
            r#""func.func"() <{{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}}> ({{
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) {{{attrs}}} : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%a) : (tensor<4xf32>) -> ()
}}) : () -> ()
"#
        );
        let m = crate::parse(&src, "t.mlir").unwrap();
        let f = m.function("main").unwrap();
        let b = m.entry_block(f).unwrap();
        OpPlan::read(&m, m.blocks[b].ops[0], 1, 1)
    }

    #[test]
    fn a_well_formed_plan_reads() {
        let p = op_with("lt.offset = array<i64: 64>, lt.live = array<i64: 0, 3>, lt.reuse = array<i64: 0>, lt.workspace = array<i64: 128, 32>").unwrap();
        assert_eq!(p.offset, vec![Some(64)]);
        assert_eq!(p.live, Some(vec![(0, 3)]));
        assert_eq!(p.reuse, vec![Some(0)]);
        assert_eq!(p.donate, vec![None]);
        assert_eq!(p.workspace, Some((128, 32)));
    }

    #[test]
    fn hand_edited_plans_are_errors_that_say_what_is_wrong() {
        for (attrs, want) in [
            ("lt.offset = array<i64: -5>", "lt.offset entry -5 is negative; an offset is -1 (not in the arena) or a byte offset"),
            ("lt.offset = array<i64: 0, 0>", "lt.offset lists 2 offsets, but the op has 1 results"),
            ("lt.offset = \"zero\"", "lt.offset is \"zero\"; it must be a list of integers (array<i64: ...>)"),
            ("lt.live = array<i64: 3>", "lt.live lists 1 numbers, but the op's 1 results need two each"),
            ("lt.live = array<i64: 5, 2>", "lt.live range [5, 2) is not a range of program points"),
            ("lt.reuse = array<i64: 1>", "lt.reuse entry 1 is not -1 or an operand index (0 to 0)"),
            ("lt.donate = array<i64: 3>", "lt.donate entry 3 is not -1 or an argument index (0 to 0)"),
            ("lt.output = array<i64: -2>", "lt.output entry -2 is not -1 or a result index (0 to 0)"),
            ("lt.stream = 0 : i64", "lt.stream is 0 : i64; it must be a positive number of rows"),
            ("lt.workspace = array<i64: 4>", "lt.workspace is [4]; it must be [offset, bytes], both non-negative"),
        ] {
            assert_eq!(op_with(attrs).unwrap_err(), want, "{attrs}");
        }
    }
}
