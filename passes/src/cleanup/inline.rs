//! `inline`: replaces `func.call` of a single-block function that ends in `func.return` by a
//! copy of its body, then removes private functions nobody calls any more. Recursive calls,
//! multi-block bodies and bodies ending in an unknown terminator are left in place.

use crate::manager::{int_option, Pass, PassArgs, PassError, PassInfo, PassOption, PassOutcome};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::{Attr, Module, Op, OpKind, Value};

/// The `inline` pass.
pub struct Inline {
    max_depth: u64,
}

impl Default for Inline {
    fn default() -> Self {
        Inline { max_depth: 16 }
    }
}

const SUMMARY: &str =
    "inline func.call of single-block functions and drop unused private functions";
const OPTIONS: &[PassOption] = &[PassOption {
    name: "max-depth",
    help: "rounds of inlining (nested calls inline one level per round)",
    default: "16",
}];

/// Registry entry.
pub fn info() -> PassInfo {
    PassInfo {
        name: "inline",
        summary: SUMMARY,
        options: OPTIONS,
        create: |a: &PassArgs| {
            Ok(Box::new(Inline {
                max_depth: int_option(a, "max-depth", 16)?,
            }))
        },
    }
}

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }
    fn summary(&self) -> &'static str {
        SUMMARY
    }
    fn options(&self) -> &'static [PassOption] {
        OPTIONS
    }
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
        let mut inlined = 0;
        for _ in 0..self.max_depth {
            let calls: Vec<Op> = m
                .walk()
                .into_iter()
                .filter(|&o| m.kind(o) == Some(OpKind::FuncCall))
                .collect();
            let mut progress = false;
            // What each inlined call's results become, applied once to the whole module at
            // the end of the round (a walk of the module per call made inlining quadratic:
            // 0.3 s on a step with 500 calls). Until then a function a call was inlined into
            // (`stale`) still reads the call's results: before its body is copied into a
            // caller, its reads are brought up to date.
            let mut results: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
            let mut stale: std::collections::HashSet<Op> = std::collections::HashSet::new();
            for call in calls {
                if let Some(callee) = callee_name(m, call).and_then(|n| m.function(&n)) {
                    if stale.remove(&callee) {
                        m.replace_uses_under(callee, &results);
                    }
                }
                let caller = enclosing_function(m, call);
                if inline_call(m, call, &mut results)? {
                    inlined += 1;
                    progress = true;
                    stale.extend(caller);
                }
            }
            if !progress {
                break;
            }
            m.replace_uses(&results);
        }
        let removed = remove_unused_private(m);
        Ok(PassOutcome {
            changed: inlined + removed > 0,
            stats: vec![("calls-inlined", inlined), ("functions-removed", removed)],
        })
    }
}

fn callee_name(m: &Module, call: Op) -> Option<String> {
    match m.attr(call, "callee")? {
        Attr::SymbolRef(p) => p.last().cloned(),
        _ => None,
    }
}

fn enclosing_function(m: &Module, mut op: Op) -> Option<Op> {
    loop {
        let owner = m.block_owner(m.ops[op].parent?)?;
        if m.kind(owner) == Some(OpKind::FuncFunc) {
            return Some(owner);
        }
        op = owner;
    }
}

/// Inlines `call` into its block; `results` gets what each of its results becomes (reads of
/// them are left for the caller to replace).
fn inline_call(
    m: &mut Module,
    call: Op,
    results: &mut SecondaryMap<Value, Option<Value>>,
) -> Result<bool, String> {
    let Some(name) = callee_name(m, call) else {
        return Ok(false);
    };
    let Some(callee) = m.function(&name) else {
        return Err(format!("func.call of undefined function @{name}"));
    };
    if enclosing_function(m, call) == Some(callee) {
        return Ok(false);
    }
    let Some(&region) = m.ops[callee].regions.first() else {
        return Ok(false);
    };
    let blocks = m.regions[region].blocks.clone();
    if blocks.len() != 1 {
        return Ok(false);
    }
    let body = blocks[0];
    // Only a body that ends in func.return says what the call's results are.
    let ends_in_return = m.blocks[body]
        .ops
        .last()
        .is_some_and(|&o| m.kind(o) == Some(OpKind::FuncReturn));
    let Some(caller_block) = m.ops[call].parent else {
        return Ok(false);
    };
    if !ends_in_return {
        return Ok(false);
    }
    let mut map: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    for (i, &a) in m.blocks[body].args.clone().iter().enumerate() {
        map[a] = Some(m.ops[call].operands[i]);
    }
    let mut new_ops = Vec::new();
    let mut returned = Vec::new();
    for o in m.blocks[body].ops.clone() {
        if m.kind(o) == Some(OpKind::FuncReturn) {
            returned = m.ops[o]
                .operands
                .iter()
                .map(|&v| map[v].unwrap_or(v))
                .collect();
            continue;
        }
        let c = m.clone_op(o, &mut map);
        // Keep the call site's position for diagnostics, and its location (as MLIR's inliner
        // does: `callsite(callee at caller)`), so the op still says where the user's code
        // made it.
        m.ops[c].pos = m.ops[call].pos;
        m.ops[c].loc = lowtide_ir::location::Location::callsite(&m.ops[o].loc, &m.ops[call].loc);
        new_ops.push(c);
    }
    let idx = m.blocks[caller_block]
        .ops
        .iter()
        .position(|&o| o == call)
        .expect("call is in its block");
    for &c in &new_ops {
        m.ops[c].parent = Some(caller_block);
    }
    m.blocks[caller_block].ops.splice(idx..=idx, new_ops);
    m.ops[call].parent = None;
    for (i, &r) in m.ops[call].results.clone().iter().enumerate() {
        results[r] = returned.get(i).copied();
    }
    Ok(true)
}

fn remove_unused_private(m: &mut Module) -> u64 {
    let called: std::collections::HashSet<String> = m
        .walk()
        .into_iter()
        .filter(|&o| m.kind(o) == Some(OpKind::FuncCall))
        .filter_map(|o| callee_name(m, o))
        .collect();
    let mut removed = 0;
    for (f, name) in m.functions() {
        let private = m.attr(f, "sym_visibility").and_then(Attr::as_str) == Some("private");
        if private && !called.contains(&name) {
            m.detach(f);
            removed += 1;
        }
    }
    removed
}
