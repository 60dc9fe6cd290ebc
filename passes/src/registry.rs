//! Every pass and named pipeline lowtide has, as data: what `lowtide-opt --pass-pipeline`
//! accepts and its `--help` lists, and how pipeline text becomes a [`Pipeline`]. It sits on
//! top of the passes: nothing in a pass imports it.

use crate::manager::{split_pipeline, PassArgs, PassInfo, PassOption, Pipeline};

/// Every pass lowtide has, in the order `--help` lists them.
pub fn registry() -> Vec<PassInfo> {
    vec![
        crate::cleanup::inline::info(),
        crate::autodiff::info(),
        crate::cleanup::canonicalize::info(),
        crate::cleanup::cse::info(),
        crate::cleanup::dce::info(),
        crate::report::arguments::info(),
        crate::fusion::fuse::info(),
        crate::fusion::fuse_epilogues::info(),
        crate::fusion::pieces::info(),
        crate::schedule::info(),
        crate::schedule::barriers::info(),
        crate::eqsat::info(),
        crate::remat::info(),
        crate::memory::assign_buffers::info(),
        crate::memory::verify_plan::info(),
        crate::lower::to_memref::info(),
    ]
}

/// The planning pipeline `lowtide plan` and `lowtide run` use by default (named `plan`): clean
/// up, fuse, rewrite (`eqsat` with no memory limit: the smaller of the rewritten step's plan
/// and the plan without rewrites, nothing recomputed to save memory), order, read
/// `optimization_barrier` operands in place of their copies, assign buffers, then check the
/// plan independently.
pub const PLAN_PIPELINE: &str =
    "inline,canonicalize,cse,classify-arguments,fuse,eqsat{budget=unlimited},schedule,forward-barriers,assign-buffers,verify-plan";

/// [`PLAN_PIPELINE`] without `eqsat`'s rewrites (named `plan-unrewritten`): the plan `eqsat`
/// compares its own with (it answers with this one when it is smaller).
pub const UNREWRITTEN_PIPELINE: &str =
    "inline,canonicalize,cse,classify-arguments,fuse,fuse-epilogues,schedule,forward-barriers,assign-buffers,verify-plan";

/// [`PLAN_PIPELINE`] fitted to `budget` bytes (named `plan-budget{budget=BYTES}`):
/// `eqsat{budget}` (rewrites, memory-aware extraction, recomputation) instead of `eqsat` with
/// no limit, then the schedule again (the order the recomputations were measured in). `eqsat`
/// with a budget first plans its input without rewrites, answering with that plan where it
/// fits with no more FLOPs, so a budget that plan fits is never refused; then it schedules its
/// input and searches from there.
pub fn budget_pipeline(budget: u64) -> String {
    budget_pipeline_with(budget, "")
}

/// [`budget_pipeline`] with more `eqsat` options, each with a leading space (`lowtide plan
/// --budget` adds ` progress=1` when standard error is a terminal, ` beam=N` for `--beam`).
pub fn budget_pipeline_with(budget: u64, options: &str) -> String {
    PLAN_PIPELINE.replace(
        "eqsat{budget=unlimited}",
        &format!("eqsat{{budget={budget}{options}}}"),
    )
}

/// A named pipeline: a name standing for a pipeline of passes, with options of its own.
pub struct PipelineInfo {
    /// Its name in pipeline text.
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Accepted options.
    pub options: &'static [PassOption],
    /// The pipeline it stands for, given its options; an `Err` explains a bad option.
    pub expand: fn(&PassArgs) -> Result<String, String>,
}

const BUDGET_OPTIONS: &[PassOption] = &[
    PassOption {
        name: "budget",
        help: "the bytes the step must fit in (required)",
        default: "",
    },
    PassOption {
        name: "beam",
        help: "plans the recomputation search keeps per step",
        default: "4 for functions of up to 512 ops, else 1",
    },
    PassOption {
        name: "progress",
        help: "1: report the search on standard error as it goes",
        default: "0",
    },
    crate::remat::SEARCH_TIME_LIMIT,
];

/// Every named pipeline, in the order `--help` lists them.
pub fn pipelines() -> Vec<PipelineInfo> {
    vec![
        PipelineInfo {
            name: "plan",
            summary: "what `lowtide plan` runs: clean up, fuse, rewrite, order, assign buffers, check the plan",
            options: &[],
            expand: |_| Ok(PLAN_PIPELINE.to_string()),
        },
        PipelineInfo {
            name: "plan-unrewritten",
            summary: "`plan` without eqsat's rewrites (convolution epilogues fused instead)",
            options: &[],
            expand: |_| Ok(UNREWRITTEN_PIPELINE.to_string()),
        },
        PipelineInfo {
            name: "plan-budget",
            summary: "`plan` fitted to a budget by recomputation (what `lowtide plan --budget` runs)",
            options: BUDGET_OPTIONS,
            expand: |a| {
                let budget = a
                    .get("budget")
                    .ok_or("option 'budget' is required (bytes, such as budget=67108864)")?;
                let budget: u64 = budget.parse().map_err(|_| {
                    format!("option 'budget' expects a number of bytes, got '{budget}'")
                })?;
                let mut more = String::new();
                for k in ["beam", "progress", "search-time-limit"] {
                    if let Some(v) = a.get(k) {
                        more.push_str(&format!(" {k}={v}"));
                    }
                }
                Ok(budget_pipeline_with(budget, &more))
            },
        },
    ]
}

/// Checks that every option in `args` is one of `options`.
fn check_options(what: &str, args: &PassArgs, options: &[PassOption]) -> Result<(), String> {
    for k in args.keys() {
        if !options.iter().any(|o| o.name == k) {
            let valid: Vec<&str> = options.iter().map(|o| o.name).collect();
            let list = if valid.is_empty() {
                "none".to_string()
            } else {
                valid.join(", ")
            };
            return Err(format!("{what} has no option '{k}'; its options: {list}"));
        }
    }
    Ok(())
}

impl Pipeline {
    /// Parses `inline,canonicalize,cse{max-iterations=4}`, named pipelines (`plan`,
    /// `plan-budget{budget=67108864}`) standing for their passes. A `builtin.module(...)` or
    /// `func.func(...)` wrapper, as in MLIR pipelines, is accepted and looked through.
    pub fn parse(text: &str) -> Result<Pipeline, String> {
        let reg = registry();
        let named = pipelines();
        let mut passes = Vec::new();
        for (name, args) in split_pipeline(text)? {
            if let Some(p) = named.iter().find(|p| p.name == name) {
                check_options(&format!("pipeline '{name}'"), &args, p.options)?;
                let text = (p.expand)(&args).map_err(|e| format!("pipeline '{name}': {e}"))?;
                passes.extend(Pipeline::parse(&text)?.passes);
                continue;
            }
            let Some(info) = reg.iter().find(|p| p.name == name) else {
                let valid: Vec<&str> = reg.iter().map(|p| p.name).collect();
                let names: Vec<&str> = named.iter().map(|p| p.name).collect();
                return Err(format!(
                    "unknown pass '{name}'; valid passes: {}; named pipelines: {}",
                    valid.join(", "),
                    names.join(", ")
                ));
            };
            check_options(&format!("pass '{name}'"), &args, info.options)?;
            passes.push((info.create)(&args).map_err(|e| format!("pass '{name}': {e}"))?);
        }
        Ok(Pipeline::from_passes(passes))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipeline_strings() {
        assert_eq!(
            Pipeline::parse("inline, canonicalize,cse,dce")
                .unwrap()
                .passes
                .len(),
            4
        );
        assert_eq!(
            Pipeline::parse("builtin.module(func.func(cse),dce)")
                .unwrap()
                .passes
                .len(),
            2
        );
        assert_eq!(Pipeline::parse("").unwrap().passes.len(), 0);
        let e = Pipeline::parse("cse,frobnicate").err().unwrap();
        assert_eq!(
            e,
            "unknown pass 'frobnicate'; valid passes: inline, autodiff, canonicalize, cse, dce, classify-arguments, fuse, fuse-epilogues, pieces, schedule, forward-barriers, eqsat, remat, assign-buffers, verify-plan, lower-to-memref; named pipelines: plan, plan-unrewritten, plan-budget"
        );
        let e = Pipeline::parse("cse{depth=3}").err().unwrap();
        assert_eq!(e, "pass 'cse' has no option 'depth'; its options: none");
        let e = Pipeline::parse("canonicalize{max-iterations=x}")
            .err()
            .unwrap();
        assert!(e.contains("expects a non-negative integer"), "{e}");
        let e = Pipeline::parse("assign-buffers{work-limit=1e9}")
            .err()
            .unwrap();
        assert_eq!(
            e,
            "pass 'assign-buffers': option 'work-limit' expects a non-negative integer, got '1e9'"
        );
        assert!(Pipeline::parse("builtin.module(cse").is_err());
    }

    fn names(text: &str) -> Vec<&'static str> {
        Pipeline::parse(text)
            .unwrap()
            .passes
            .iter()
            .map(|p| p.name())
            .collect()
    }

    #[test]
    fn named_pipelines_stand_for_their_passes() {
        assert_eq!(names("plan"), names(PLAN_PIPELINE));
        assert_eq!(names("plan-unrewritten"), names(UNREWRITTEN_PIPELINE));
        assert_eq!(
            names("builtin.module(plan-budget{budget=1000 beam=2})"),
            names(&budget_pipeline_with(1000, " beam=2"))
        );
        assert_eq!(names("cse,plan,dce").len(), names(PLAN_PIPELINE).len() + 2);
        for (text, want) in [
            ("plan-budget", "pipeline 'plan-budget': option 'budget' is required (bytes, such as budget=67108864)"),
            ("plan-budget{budget=8GiB}", "pipeline 'plan-budget': option 'budget' expects a number of bytes, got '8GiB'"),
            ("plan{beam=2}", "pipeline 'plan' has no option 'beam'; its options: none"),
            ("plan-budget{budget=10 beam=x}", "pass 'eqsat': option 'beam' expects a non-negative integer, got 'x'"),
        ] {
            assert_eq!(Pipeline::parse(text).err().unwrap(), want, "{text}");
        }
    }

    #[test]
    fn pass_and_pipeline_names_are_distinct_kebab_case() {
        let mut all: Vec<&str> = registry().iter().map(|p| p.name).collect();
        all.extend(pipelines().iter().map(|p| p.name));
        for n in &all {
            assert!(
                n.bytes().all(|c| c.is_ascii_lowercase() || c == b'-'),
                "{n}"
            );
        }
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), all.len(), "{all:?}");
    }

    /// `docs/PASSES.md` lists every pass and named pipeline with its options.
    #[test]
    fn the_passes_doc_matches_the_registry() {
        let doc = include_str!("../../docs/PASSES.md");
        let row = |name: &str| {
            doc.lines()
                .find(|l| l.starts_with(&format!("| `{name}` |")))
                .unwrap_or_else(|| panic!("docs/PASSES.md has no table row for `{name}`"))
        };
        let check = |name: &str, options: &[PassOption]| {
            let r = row(name);
            let listed = r.rsplit('|').nth(1).unwrap();
            let want: Vec<String> = options.iter().map(|o| format!("`{}`", o.name)).collect();
            assert_eq!(
                listed.trim(),
                want.join(", "),
                "docs/PASSES.md's options of `{name}`"
            );
        };
        for p in registry() {
            check(p.name, p.options);
        }
        for p in pipelines() {
            check(p.name, p.options);
        }
        let rows = doc.lines().filter(|l| l.starts_with("| `")).count();
        assert_eq!(
            rows,
            registry().len() + pipelines().len(),
            "rows for unknown passes"
        );
    }
}
