//! The pass manager: the [`Pass`] trait and its options, [`Pipeline`]s and their
//! instrumentation (`--verify-each`, `--print-ir-after-all`, `--print-ir-after-change`,
//! `--timing`). It knows no pass: `crate::registry` builds pipelines from their text
//! (`inline,canonicalize,cse{max-iterations=4},dce`).
//!
//! A pass keeps no state between runs: it is built from its options for each pipeline.

use lowtide_ir::diag::Diagnostic;
use lowtide_ir::{print, verify, Module, PrintOptions};
use std::collections::BTreeMap;
use std::time::{Duration, Instant};

/// One option a pass accepts, for `--help` and validation.
#[derive(Copy, Clone, Debug)]
pub struct PassOption {
    /// kebab-case name.
    pub name: &'static str,
    /// What it does.
    pub help: &'static str,
    /// Its default, as text.
    pub default: &'static str,
}

/// What a pass run reports.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOutcome {
    /// Whether the IR changed.
    pub changed: bool,
    /// Named counters (`ops-removed`, ...), printed under `--timing`.
    pub stats: Vec<(&'static str, u64)>,
}

/// Why a pass failed: a message for people, and what a budget search reached when the budget
/// cannot be met (so callers can act on it without reading the message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassError {
    /// What went wrong and how to fix it.
    pub message: String,
    /// Set when no plan meets a memory budget.
    pub budget_miss: Option<Box<lowtide_ir::diag::BudgetMiss>>,
}

impl From<String> for PassError {
    fn from(message: String) -> Self {
        PassError {
            message,
            budget_miss: None,
        }
    }
}

impl From<&str> for PassError {
    fn from(message: &str) -> Self {
        message.to_string().into()
    }
}

impl From<PassError> for String {
    fn from(e: PassError) -> String {
        e.message
    }
}

impl std::fmt::Display for PassError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// A transform or analysis over a whole module.
pub trait Pass {
    /// The kebab-case name used in pipelines.
    fn name(&self) -> &'static str;
    /// One line on what it does.
    fn summary(&self) -> &'static str;
    /// The options it accepts.
    fn options(&self) -> &'static [PassOption] {
        &[]
    }
    /// Runs the pass. An `Err` is a user-facing diagnostic (e.g. an op the pass can't handle).
    fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError>;
}

/// Options given to a pass in a pipeline string, by name.
pub type PassArgs = BTreeMap<String, String>;

/// A registry entry: how to build a pass from its options.
pub struct PassInfo {
    /// Pipeline name.
    pub name: &'static str,
    /// One-line summary.
    pub summary: &'static str,
    /// Accepted options.
    pub options: &'static [PassOption],
    /// Builds the pass; an `Err` explains a bad option value.
    pub create: fn(&PassArgs) -> Result<Box<dyn Pass>, String>,
}

/// Reads an integer option, or its default.
pub fn int_option(args: &PassArgs, name: &str, default: u64) -> Result<u64, String> {
    match args.get(name) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|_| format!("option '{name}' expects a non-negative integer, got '{v}'")),
    }
}

/// Reads a 0-or-1 option, or its default.
pub fn flag_option(args: &PassArgs, name: &str, default: bool) -> Result<bool, String> {
    match int_option(args, name, default as u64)? {
        0 => Ok(false),
        1 => Ok(true),
        n => Err(format!("option '{name}' must be 0 or 1, got {n}")),
    }
}

/// A parsed pipeline, ready to run.
pub struct Pipeline {
    /// The passes, in order.
    pub passes: Vec<Box<dyn Pass>>,
}

impl Pipeline {
    /// A pipeline from passes built in Rust.
    pub fn from_passes(passes: Vec<Box<dyn Pass>>) -> Pipeline {
        Pipeline { passes }
    }
}

/// The passes of pipeline text, each with its options, before any is looked up
/// (`crate::registry` builds them).
pub(crate) fn split_pipeline(text: &str) -> Result<Vec<(String, PassArgs)>, String> {
    let mut out = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    let mut depth_paren = 0i32;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() || c == b',' {
            i += 1;
            continue;
        }
        if c == b')' {
            depth_paren -= 1;
            if depth_paren < 0 {
                return Err(format!("unbalanced ')' at offset {i} of the pipeline"));
            }
            i += 1;
            continue;
        }
        let start = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b"-_.".contains(&b[i])) {
            i += 1;
        }
        if i == start {
            return Err(format!(
                "unexpected '{}' at offset {i} of the pipeline",
                c as char
            ));
        }
        let name = &text[start..i];
        if b.get(i) == Some(&b'(') {
            // An op-anchored nesting such as builtin.module(...): every lowtide pass runs on
            // the whole module, so the anchor only groups passes.
            if !matches!(name, "builtin.module" | "func.func" | "any") {
                return Err(format!(
                    "unknown pipeline anchor '{name}' (use builtin.module(...) or func.func(...))"
                ));
            }
            depth_paren += 1;
            i += 1;
            continue;
        }
        let mut args = PassArgs::new();
        if b.get(i) == Some(&b'{') {
            let close = text[i..]
                .find('}')
                .ok_or_else(|| format!("unclosed '{{' after pass '{name}'"))?
                + i;
            for kv in text[i + 1..close].split_whitespace() {
                let (k, v) = kv
                    .split_once('=')
                    .ok_or_else(|| format!("option '{kv}' of pass '{name}' must be key=value"))?;
                args.insert(k.to_string(), v.to_string());
            }
            i = close + 1;
        }
        out.push((name.to_string(), args));
    }
    if depth_paren != 0 {
        return Err("unbalanced '(' in the pipeline".into());
    }
    Ok(out)
}

/// How to instrument a pipeline run.
#[derive(Clone, Debug, Default)]
pub struct Instrumentation {
    /// Verify the IR after every pass; a failure names the pass.
    pub verify_each: bool,
    /// Print the IR after every pass.
    pub print_after_all: bool,
    /// Print the IR after every pass that changed it.
    pub print_after_change: bool,
    /// Printing options for dumps.
    pub print: PrintOptions,
}

/// The time and statistics of one pass run.
#[derive(Clone, Debug)]
pub struct PassRecord {
    /// Pass name.
    pub name: &'static str,
    /// Wall time.
    pub time: Duration,
    /// Its outcome.
    pub outcome: PassOutcome,
}

impl Pipeline {
    /// Runs every pass over `m`. IR dumps go to `dump`. `file` names the input in diagnostics.
    pub fn run(
        &mut self,
        m: &mut Module,
        inst: &Instrumentation,
        file: &str,
        dump: &mut dyn std::io::Write,
    ) -> Result<Vec<PassRecord>, Diagnostic> {
        let mut records = Vec::new();
        for p in &mut self.passes {
            let before = inst.print_after_change.then(|| print(m, inst.print));
            let t = Instant::now();
            let outcome = p.run(m).map_err(|e| {
                // At the op the error names, when it names one that came from the input.
                let pos = lowtide_ir::diag::named_op(m, None, &e.message)
                    .and_then(|op| lowtide_ir::diag::op_pos(m, op, file));
                let mut d = Diagnostic::new(file, pos, format!("pass '{}' failed: {e}", p.name()));
                d.budget_miss = e.budget_miss;
                d
            })?;
            let time = t.elapsed();
            if inst.verify_each {
                verify(m).map_err(|e| {
                    let mut d = e.to_diagnostic(m, file);
                    d.message = format!("pass '{}' produced invalid IR: {}", p.name(), d.message);
                    d
                })?;
            }
            let after_change =
                inst.print_after_change && before.as_deref() != Some(print(m, inst.print).as_str());
            if inst.print_after_all || after_change {
                let _ = writeln!(
                    dump,
                    "// -----// IR Dump After {} //----- //\n{}",
                    p.name(),
                    print(m, inst.print)
                );
            }
            records.push(PassRecord {
                name: p.name(),
                time,
                outcome,
            });
        }
        Ok(records)
    }
}

/// Renders pass timings and statistics as a table (what `--timing` prints).
pub fn timing_report(records: &[PassRecord]) -> String {
    let total: Duration = records.iter().map(|r| r.time).sum();
    let mut s = String::from(
        "===-------------------------------------------------------------------------===\n",
    );
    s.push_str("                         ... Pass execution timing report ...\n");
    s.push_str("===-------------------------------------------------------------------------===\n");
    s.push_str(&format!(
        "  Total Execution Time: {:.3} ms\n\n",
        total.as_secs_f64() * 1e3
    ));
    s.push_str("  ---Wall Time (ms)---  ----Name----\n");
    for r in records {
        let pct = if total.is_zero() {
            0.0
        } else {
            100.0 * r.time.as_secs_f64() / total.as_secs_f64()
        };
        let stats: Vec<String> = r
            .outcome
            .stats
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        s.push_str(&format!(
            "  {:>10.3} ({:>5.1}%)  {}{}\n",
            r.time.as_secs_f64() * 1e3,
            pct,
            r.name,
            if stats.is_empty() {
                String::new()
            } else {
                format!(" ({})", stats.join(", "))
            }
        ));
    }
    s.push_str(&format!(
        "  {:>10.3} (100.0%)  Total\n",
        total.as_secs_f64() * 1e3
    ));
    s
}

#[cfg(test)]
mod manager_tests {
    use super::*;
    use lowtide_ir::parse;

    /// A pass that breaks the IR on purpose: it retypes the first function's result.
    struct Breaker;
    impl Pass for Breaker {
        fn name(&self) -> &'static str {
            "breaker"
        }
        fn summary(&self) -> &'static str {
            "breaks things"
        }
        fn run(&mut self, m: &mut Module) -> Result<PassOutcome, PassError> {
            let op = m
                .walk()
                .into_iter()
                .find(|&o| m.name(o) == "stablehlo.tanh")
                .unwrap();
            let r = m.ops[op].results[0];
            m.set_ty(r, lowtide_ir::Type::tensor(&[7], lowtide_ir::ElemType::F32));
            Ok(PassOutcome {
                changed: true,
                stats: vec![],
            })
        }
    }

    const SRC: &str = r#""func.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "main"}> ({
^bb0(%x: tensor<4xf32>):
  %a = "stablehlo.tanh"(%x) : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"(%x) : (tensor<4xf32>) -> ()
}) : () -> ()
"#;

    #[test]
    fn verify_each_names_the_pass_that_broke_the_ir() {
        let mut m = parse(SRC, "in.mlir").unwrap();
        let mut p =
            Pipeline::from_passes(vec![Box::new(crate::cleanup::cse::Cse), Box::new(Breaker)]);
        let inst = Instrumentation {
            verify_each: true,
            ..Default::default()
        };
        let d = p
            .run(&mut m, &inst, "in.mlir", &mut Vec::new())
            .unwrap_err();
        assert_eq!(
            d.render(Some(SRC)),
            "in.mlir:3:3: error: pass 'breaker' produced invalid IR: 'stablehlo.tanh' op result #0 has type tensor<7xf32>, \
             but the operands imply tensor<4xf32>; change the result type to tensor<4xf32> or fix the operands\n  \
             %a = \"stablehlo.tanh\"(%x) : (tensor<4xf32>) -> tensor<4xf32>\n  ^\n"
        );
    }

    #[test]
    fn print_after_change_skips_passes_that_change_nothing() {
        let mut m = parse(SRC, "in.mlir").unwrap();
        let mut p = Pipeline::parse("cse,dce").unwrap();
        let inst = Instrumentation {
            print_after_change: true,
            ..Default::default()
        };
        let mut dump = Vec::new();
        let rec = p.run(&mut m, &inst, "in.mlir", &mut dump).unwrap();
        let dump = String::from_utf8(dump).unwrap();
        assert!(!dump.contains("After cse"), "{dump}");
        assert!(dump.contains("After dce"), "{dump}");
        assert_eq!(rec[1].outcome.stats, vec![("ops-removed", 1)]);
    }
}
