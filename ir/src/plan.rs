//! The buffer plan as a typed contract: the `lt.*` attribute names `assign-buffers` writes, a
//! reader that checks their shapes and ranges (so a hand-edited or truncated plan is an error,
//! never a panic or a silent misreading), and the rule for where each returned value lives.
//!
//! Per op with results: [`OFFSET`] (arena offset per result, -1 when not in the arena),
//! [`LIVE`] (half-open live range per result, two program points each), [`REUSE`] (operand
//! index whose bytes a result takes, -1 for none), [`DONATE`] (argument whose buffer a result
//! is written into, -1 for none), [`OUTPUT`] (function result whose buffer a value lives in
//! before that result is written, -1 for none), [`STREAM`] (rows per block of a streamed op),
//! [`WORKSPACE`] (offset and bytes). On the function: [`ARENA_BYTES`], [`ARENA_LOWER_BOUND`],
//! [`ALIGNMENT`], [`PLACEMENT`].

use crate::{Module, Op, Value};

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

/// One op's part of the plan, read and checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpPlan {
    /// Arena offset per result (`None`: not in the arena).
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
    /// Reads `op`'s plan attributes; `args` and `results` are the function's argument and
    /// result counts. Errors say which attribute is malformed and how.
    pub fn read(m: &Module, op: Op, args: usize, results: usize) -> Result<OpPlan, String> {
        let n = m.ops[op].results.len();
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

/// The arena size of planned function `f`: `Ok(None)` when it has no plan, an error when the
/// attribute is not a non-negative integer.
pub fn arena_bytes(m: &Module, f: Op) -> Result<Option<u64>, String> {
    match m.attr(f, ARENA_BYTES) {
        None => Ok(None),
        Some(a) => a
            .as_int()
            .and_then(|b| u64::try_from(b).ok())
            .map(Some)
            .ok_or_else(|| format!("{ARENA_BYTES} is {a}; it must be a non-negative integer")),
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
    let mut out: Vec<Value> = Vec::with_capacity(returned.len());
    for &v in returned {
        if !out.contains(&v) {
            out.push(v);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
