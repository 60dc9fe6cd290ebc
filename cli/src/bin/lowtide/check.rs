//! `lowtide check`: parse, verify and summarize a module.

use lowtide_cli::{human_bytes, human_flops, read_input};
use lowtide_ir::ops::{cost, saturating_sum};
use lowtide_ir::{parse_and_verify, Module, Value};
use std::collections::BTreeMap;

/// The arguments of `lowtide check`.
#[derive(clap::Args)]
pub struct CheckArgs {
    /// The module (`-` for standard input).
    pub file: String,
    /// Also print the op histogram.
    #[arg(long)]
    pub ops: bool,
}

/// Runs `lowtide check`.
pub fn run(a: CheckArgs) -> Result<(), String> {
    let (file, ops) = (a.file.as_str(), a.ops);
    let input = read_input(file)?;
    let m = parse_and_verify(&input.text, &input.name)
        .map_err(|d| d.render(Some(&input.text)).trim_end().to_string())?;
    print!("{}", summarize(&m, ops));
    Ok(())
}

fn summarize(m: &Module, show_ops: bool) -> String {
    let mut s = String::new();
    for (f, name) in m.functions() {
        let Some(b) = m.entry_block(f) else { continue };
        // A static shape whose size overflows counts as u64::MAX; dynamic shapes count as 0.
        let size = |v: &Value| {
            let t = m.ty(*v);
            let is_static = t.as_tensor().is_some_and(|t| t.static_dims().is_some());
            t.byte_size().or(is_static.then_some(u64::MAX)).unwrap_or(0)
        };
        let bytes = |vs: &[Value]| saturating_sum(vs.iter().map(size));
        let args = bytes(&m.blocks[b].args);
        let ret = m.blocks[b].ops.last().copied();
        let results = ret.map_or(0, |r| bytes(&m.ops[r].operands));
        let mut ops = 0u64;
        let mut flops = 0u64;
        let mut hist: BTreeMap<&str, u64> = BTreeMap::new();
        let mut stack: Vec<_> = m.blocks[b].ops.clone();
        while let Some(o) = stack.pop() {
            ops += 1;
            flops = flops.saturating_add(cost(m, o).flops);
            *hist.entry(m.name(o)).or_default() += 1;
            for &r in &m.ops[o].regions {
                for &bb in &m.regions[r].blocks {
                    stack.extend(m.blocks[bb].ops.iter().copied());
                }
            }
        }
        let unknown: Vec<&str> = hist
            .keys()
            .filter(|n| lowtide_ir::OpKind::from_name(n).is_none())
            .copied()
            .collect();
        s.push_str(&format!(
            "@{name}: {} arguments ({}), {} results ({}), {ops} ops, {}\n",
            m.blocks[b].args.len(),
            human_bytes(args),
            ret.map_or(0, |r| m.ops[r].operands.len()),
            human_bytes(results),
            human_flops(flops)
        ));
        if !unknown.is_empty() {
            s.push_str(&format!(
                "  ops lowtide does not understand: {}\n",
                unknown.join(", ")
            ));
        }
        if show_ops {
            for (n, c) in hist {
                s.push_str(&format!("  {c:>6}  {n}\n"));
            }
        }
    }
    s
}
