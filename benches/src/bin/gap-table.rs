//! `cargo run --release -p lowtide-benches --features exact --bin gap-table`: how far the
//! recomputation search (`remat{budget=...}`) is from optimal, against an exact MILP
//! (Checkmate's, Jain et al. 2020) solved with `good_lp` + `microlp`.
//!
//! The problem both solve: a training step's block after `fuse` and `schedule` (a fixed
//! order), and which ops to compute again, where, to lower the peak of the bytes its values
//! hold. The MILP's memory model is Checkmate's stage model: while op `t` runs, the values kept
//! from before stage `t`, everything recomputed in stage `t`, and `t`'s result (no in-place
//! reuse; the step's arguments are not counted). A plan's *model peak* is that sum's maximum
//! over the positions of its own order (for a plan without recomputation, the liveness
//! peak). The search is not bound to the model (it also reorders, and `assign-buffers` reuses
//! operands in place), so each plan is also measured as lowtide plans it: the MILP's answer is
//! written into the block (copies before their stage's op) and placed by `assign-buffers`, in
//! that order and after `schedule` (the smaller footprint of the two is shown).
//!
//! For each step: the search at the smallest footprint it reaches (its `budget_miss`), then
//! 1. the footprint at equal extra FLOPs: the MILP minimizing the peak with at most the
//!    search's extra FLOPs;
//! 2. the extra FLOPs at equal footprint: the MILP minimizing the extra FLOPs with a model
//!    peak at most the search's.
//!
//! Steps: zoo models at reduced depth, and random residual MLPs (depths, widths, activations,
//! skips and layer norms drawn from a fixed seed) of 50 to 500 ops. Each solve has a time
//! limit: a row whose MILP stopped there says `limit` (its answer is then the best plan found,
//! not proven optimal).

use good_lp::{
    constraint, microlp, variable, Expression, ProblemVariables, ResolutionError, Solution,
    SolutionStatus, SolverModel, Variable, WithInitialSolution, WithTimeLimit,
};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::plan::{self, Mark};
use lowtide_ir::{Block, ElemType, Module, Op, Value};
use lowtide_passes::autodiff::{training_step, Optimizer};
use lowtide_passes::frontend::builder::Model;
use lowtide_passes::frontend::zoo::{self, ZooOptions};
use lowtide_passes::report::report;
use lowtide_passes::{Instrumentation, Pipeline};
use std::collections::HashMap;
use std::time::{Duration, Instant};

#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The pipeline every step goes through first: the search and the MILP start from its order.
const PREFIX: &str = "inline,canonicalize,cse,classify-arguments,fuse,schedule";

/// Time limit of one MILP solve.
const SOLVE_LIMIT: Duration = Duration::from_secs(15);

/// The step's block as the MILP sees it: ops in order, their result bytes (KiB), FLOPs,
/// operand producers, whether they may be recomputed, the last op each is an ancestor of.
struct Dag {
    bytes: Vec<f64>,
    flops: Vec<f64>,
    preds: Vec<Vec<usize>>,
    can: Vec<bool>,
    /// Per op, its ancestors (bitset over op indices).
    anc: Vec<Vec<u64>>,
    /// Per op `i`: the last position whose stage may need it (the last op `i` is an
    /// ancestor of; `n` for a returned value).
    last: Vec<usize>,
    outputs: Vec<usize>,
}

fn has(bits: &[u64], i: usize) -> bool {
    bits[i / 64] >> (i % 64) & 1 == 1
}

/// The ops of `block` before its terminator, and their [`Dag`].
fn dag(m: &Module, block: Block) -> (Vec<Op>, Dag) {
    let all = &m.blocks[block].ops;
    let (ret, ops) = all.split_last().expect("a terminator");
    let n = ops.len();
    let mut at: HashMap<Value, usize> = HashMap::new();
    for (k, &o) in ops.iter().enumerate() {
        for &r in &m.ops[o].results {
            at.insert(r, k);
        }
    }
    let kib = |o: Op| {
        m.ops[o]
            .results
            .iter()
            .map(|&r| m.bytes(r).unwrap_or(0) as f64 / 1024.0)
            .sum::<f64>()
    };
    let words = n.div_ceil(64).max(1);
    let mut d = Dag {
        bytes: ops.iter().map(|&o| kib(o)).collect(),
        flops: ops
            .iter()
            .map(|&o| lowtide_ir::ops::cost(m, o).flops as f64)
            .collect(),
        preds: Vec::new(),
        can: ops
            .iter()
            .map(|&o| {
                lowtide_passes::remat::recomputable(m, o, &lowtide_passes::remat::tuning::TUNING)
            })
            .collect(),
        anc: Vec::new(),
        last: (0..n).collect(),
        outputs: Vec::new(),
    };
    for (k, &o) in ops.iter().enumerate() {
        let mut p: Vec<usize> = m
            .reads_deep(o)
            .iter()
            .filter_map(|v| at.get(v).copied())
            .collect();
        p.sort_unstable();
        p.dedup();
        let mut a = vec![0u64; words];
        for &j in &p {
            a[j / 64] |= 1 << (j % 64);
            for (w, &x) in a.iter_mut().zip(&d.anc[j]) {
                *w |= x;
            }
        }
        for i in (0..k).filter(|&i| has(&a, i)) {
            d.last[i] = k;
        }
        d.preds.push(p);
        d.anc.push(a);
    }
    for v in &m.ops[*ret].operands {
        if let Some(&k) = at.get(v) {
            d.last[k] = n;
            d.outputs.push(k);
        }
    }
    (ops.to_vec(), d)
}

/// A solved MILP: the ops recomputed in each stage, its model peak (KiB) and extra FLOPs,
/// and whether it was proven optimal.
struct Exact {
    recompute: Vec<Vec<usize>>,
    /// The objective's peak (KiB): for the LP relaxation, a lower bound on the MILP's.
    peak: f64,
    optimal: bool,
    ms: u128,
}

/// What the MILP optimizes.
#[derive(Clone, Copy)]
enum Goal {
    /// The smallest peak with at most these extra FLOPs.
    Peak { max_flops: f64 },
    /// The fewest extra FLOPs with a peak of at most this many KiB.
    Flops { max_peak: f64 },
}

/// Checkmate's MILP on `d`'s fixed order: `r[t][i]` computes op `i` in stage `t` (`r[t][t]`
/// is 1), `s[t][i]` keeps op `i`'s result from before stage `t` into it. An op's operands are
/// computed or kept in its stage; a value is kept into stage `t + 1` only if kept into or
/// computed in stage `t`; returned values are kept to the end; stage `t` holds what it keeps,
/// what it computes and `t`'s result. `warm`: a plan to start from (recomputed ops per stage).
fn solve(d: &Dag, goal: Goal, warm: Option<&[Vec<usize>]>, relaxed: bool) -> Result<Exact, String> {
    let n = d.bytes.len();
    let mut pv = ProblemVariables::new();
    let binary = || match relaxed {
        true => variable().min(0.0).max(1.0),
        false => variable().binary(),
    };
    let peak = pv.add(variable().min(0.0));
    let r: Vec<HashMap<usize, Variable>> = (0..n)
        .map(|t| {
            (0..t)
                .filter(|&i| d.can[i] && has(&d.anc[t], i))
                .map(|i| (i, pv.add(binary())))
                .collect()
        })
        .collect();
    let s: Vec<HashMap<usize, Variable>> = (0..=n)
        .map(|t| {
            (0..t.min(n))
                .filter(|&i| d.last[i] >= t)
                .map(|i| (i, pv.add(binary())))
                .collect()
        })
        .collect();
    let flops: Expression = r
        .iter()
        .flat_map(|row| row.iter().map(|(&i, &v)| d.flops[i] * v))
        .sum();
    let objective: Expression = match goal {
        Goal::Peak { .. } => peak.into(),
        Goal::Flops { .. } => flops.clone(),
    };
    let mut p = pv.minimise(objective).using(microlp);
    let get = |m: &HashMap<usize, Variable>, i: usize| -> Expression {
        m.get(&i).map_or(Expression::from(0.0), |&v| v.into())
    };
    for t in 0..n {
        let mut computed: Vec<(usize, Expression)> = vec![(t, Expression::from(1.0))];
        computed.extend(r[t].iter().map(|(&i, &v)| (i, Expression::from(v))));
        for (j, rj) in &computed {
            for &q in &d.preds[*j] {
                p = p.with(constraint!(rj.clone() <= get(&r[t], q) + get(&s[t], q)));
            }
        }
        for (&i, &keep) in &s[t + 1] {
            let made = if i == t {
                Expression::from(1.0)
            } else {
                get(&r[t], i)
            };
            p = p.with(constraint!(keep <= get(&s[t], i) + made));
        }
        let held: Expression = s[t]
            .iter()
            .map(|(&i, &v)| d.bytes[i] * v)
            .sum::<Expression>()
            + r[t]
                .iter()
                .map(|(&i, &v)| d.bytes[i] * v)
                .sum::<Expression>()
            + d.bytes[t];
        p = p.with(constraint!(held <= peak));
    }
    for &o in &d.outputs {
        if let Some(&v) = s[n].get(&o) {
            p = p.with(constraint!(v == 1.0));
        }
    }
    match goal {
        Goal::Peak { max_flops } => p = p.with(constraint!(flops.clone() <= max_flops)),
        Goal::Flops { max_peak } => p = p.with(constraint!(peak <= max_peak)),
    }
    if let Some(w) = warm {
        p = p.with_initial_solution(initial(d, w, &r, &s, peak));
    }
    let t0 = Instant::now();
    let sol = p
        .with_time_limit(SOLVE_LIMIT.as_secs_f64())
        .solve()
        .map_err(|e: ResolutionError| e.to_string())?;
    let recompute: Vec<Vec<usize>> = r
        .iter()
        .map(|row| {
            let mut v: Vec<usize> = row
                .iter()
                .filter(|&(_, &x)| sol.value(x) > 0.5)
                .map(|(&i, _)| i)
                .collect();
            v.sort_unstable();
            v
        })
        .collect();
    Ok(Exact {
        peak: sol.value(peak),
        optimal: matches!(sol.status(), SolutionStatus::Optimal),
        recompute,
        ms: t0.elapsed().as_millis(),
    })
}

/// The MILP's variables for plan `w` (ops recomputed per stage): each value kept from its
/// last computation as long as a later stage computes a reader of it.
fn initial(
    d: &Dag,
    w: &[Vec<usize>],
    r: &[HashMap<usize, Variable>],
    s: &[HashMap<usize, Variable>],
    peak: Variable,
) -> Vec<(Variable, f64)> {
    let n = d.bytes.len();
    // Whether stage t reads op i's result (an operand of an op computed in stage t).
    let reads = |t: usize, i: usize| {
        std::iter::once(t)
            .chain(w[t].iter().copied())
            .any(|j| d.preds[j].contains(&i))
    };
    let mut out = Vec::new();
    let mut top: f64 = 0.0;
    for t in 0..n {
        for (&i, &v) in &r[t] {
            out.push((v, f64::from(u8::from(w[t].contains(&i)))));
        }
    }
    for t in 0..=n {
        let mut held = if t < n { d.bytes[t] } else { 0.0 };
        if t < n {
            held += w[t].iter().map(|&i| d.bytes[i]).sum::<f64>();
        }
        for (&i, &v) in &s[t] {
            // Kept into stage t when a stage from t on reads it before computing it again.
            let keep = (t..=n)
                .find_map(|u| {
                    if u == n {
                        Some(d.outputs.contains(&i))
                    } else if w[u].contains(&i) {
                        Some(false)
                    } else {
                        reads(u, i).then_some(true)
                    }
                })
                .unwrap_or(false);
            if keep {
                held += d.bytes[i];
            }
            out.push((v, f64::from(u8::from(keep))));
        }
        top = top.max(held);
    }
    out.push((peak, top));
    out
}

/// A copy of planned-order module `m` (block `block`, ops `ops`) computing `recompute[t]`
/// again before op `t` (producers first): every later reader reads the newest copy. Copies
/// carry `lt.remat`.
fn materialize(m: &Module, block: Block, ops: &[Op], recompute: &[Vec<usize>]) -> Module {
    let mut c = m.clone();
    let ret = *c.blocks[block].ops.last().expect("a terminator");
    let mut newest: SecondaryMap<Value, Option<Value>> = SecondaryMap::new();
    let mut order = Vec::new();
    for (t, &op) in ops.iter().enumerate() {
        for &i in &recompute[t] {
            let mut map = newest.clone();
            let copy = c.clone_op(ops[i], &mut map);
            plan::set(&mut c, copy, Mark::Remat);
            c.ops[copy].parent = Some(block);
            for (&old, &new) in c.ops[ops[i]]
                .results
                .clone()
                .iter()
                .zip(&c.ops[copy].results.clone())
            {
                newest[old] = Some(new);
            }
            order.push(copy);
        }
        reread(&mut c, op, &newest);
        order.push(op);
    }
    reread(&mut c, ret, &newest);
    order.push(ret);
    c.blocks[block].ops = order;
    c
}

/// `op` (and the ops in its regions) reading the newest copy of each value.
fn reread(m: &mut Module, op: Op, newest: &SecondaryMap<Value, Option<Value>>) {
    let reads: Vec<Value> = m.reads_deep(op).into();
    for v in reads {
        if let Some(n) = newest[v] {
            m.replace_reads_in(op, v, n);
        }
    }
}

/// The model peak of `m`'s `main` (KiB): at each op, the bytes of values defined before it
/// and read at or after it (returned values to the end) plus its results'.
fn model_peak(m: &Module) -> f64 {
    let f = m.function("main").expect("@main");
    let block = m.entry_block(f).expect("a body");
    let ops = &m.blocks[block].ops;
    let mut def: HashMap<Value, usize> = HashMap::new();
    let mut last: HashMap<Value, usize> = HashMap::new();
    for (k, &o) in ops.iter().enumerate() {
        for v in m.reads_deep(o) {
            last.insert(v, k);
        }
        for &r in &m.ops[o].results {
            def.insert(r, k);
        }
    }
    let kib = |v: Value| m.bytes(v).unwrap_or(0) as f64 / 1024.0;
    let mut held = vec![0.0; ops.len()];
    for (&v, &d) in &def {
        let end = last.get(&v).copied().unwrap_or(d);
        for h in &mut held[d..=end] {
            *h += kib(v);
        }
    }
    held.into_iter().fold(0.0, f64::max)
}

/// Runs `pipeline` on `m`; the structured smallest footprint when a budget is missed.
fn run(m: &mut Module, pipeline: &str) -> Result<(), Option<u64>> {
    Pipeline::parse(pipeline)
        .expect("the pipeline parses")
        .run(m, &Instrumentation::default(), "step", &mut std::io::sink())
        .map(|_| ())
        .map_err(|d| {
            d.budget_miss.as_ref().map(|b| b.smallest).or_else(|| {
                eprintln!("{pipeline}: {d}");
                None
            })
        })
}

/// A plan measured: model peak (KiB), footprint and arena (bytes), extra FLOPs.
struct Measured {
    model: f64,
    footprint: u64,
    flops: u64,
}

fn measured(m: &Module) -> Measured {
    let f = m.function("main").expect("@main");
    let r = report(m, f, None).expect("a report");
    Measured {
        model: model_peak(m),
        footprint: r.footprint_bytes,
        flops: r.recompute_flops,
    }
}

/// A plan measured, with the ops it recomputes per stage.
type Planned = (Measured, Vec<Vec<usize>>);

/// One row: the step's name and module.
fn row(name: &str, mut m: Module) {
    if run(&mut m, PREFIX).is_err() {
        return;
    }
    let f = m.function("main").expect("@main");
    let block = m.entry_block(f).expect("a body");
    let (ops, d) = dag(&m, block);
    let mut base = m.clone();
    let _ = run(&mut base, "assign-buffers");
    let base = measured(&base);
    // The search at the smallest footprint it reaches.
    let t0 = Instant::now();
    let smallest = match run(&mut m.clone(), "remat{budget=1}") {
        Err(Some(b)) => b,
        _ => return,
    };
    let mut h = m.clone();
    if run(
        &mut h,
        &format!("remat{{budget={smallest}}},schedule,assign-buffers"),
    )
    .is_err()
    {
        eprintln!("{name}: the search missed the smallest footprint it reported");
        return;
    }
    let search_ms = t0.elapsed().as_millis();
    let h = measured(&h);
    let none: Vec<Vec<usize>> = vec![Vec::new(); ops.len()];
    // A plan (ops recomputed per stage) written into the block, placed in its order and
    // after `schedule` (which the search's plans get too): the smaller footprint.
    let place = |p: &[Vec<usize>]| -> Planned {
        let c = materialize(&m, block, &ops, p);
        let placed = ["assign-buffers", "schedule,assign-buffers"].map(|pipeline| {
            let mut c = c.clone();
            let _ = run(&mut c, pipeline);
            measured(&c)
        });
        let [fixed, scheduled] = placed;
        let best = if scheduled.footprint < fixed.footprint {
            scheduled
        } else {
            fixed
        };
        (best, p.to_vec())
    };
    // microlp takes a start as a hint, not as an incumbent: where its answer is worse than the
    // start, or it stopped before finding any, the start is the answer (`limit, start`).
    let answer = |solved: Result<Exact, String>,
                  start: Option<&[Vec<usize>]>,
                  better: fn(&Planned, &Planned) -> bool|
     -> Result<(Planned, &'static str, u128), String> {
        let kept = |ms| start.map(|p| (place(p), "limit, start", ms));
        match solved {
            Ok(e) => {
                let got = place(&e.recompute);
                let why = if e.optimal { "optimal" } else { "limit" };
                match kept(e.ms) {
                    Some(k) if better(&k.0, &got) => Ok(k),
                    _ => Ok((got, why, e.ms)),
                }
            }
            Err(e) if e.contains("Infeasible") => Err("unreachable on this order".to_string()),
            Err(e) => kept(SOLVE_LIMIT.as_millis()).ok_or(format!("not solved: {e}")),
        }
    };
    let mib = |b: u64| b as f64 / (1024.0 * 1024.0);
    let goal = Goal::Peak {
        max_flops: h.flops as f64,
    };
    let lower: fn(&Planned, &Planned) -> bool = |a, b| a.0.model < b.0.model;
    let a = answer(solve(&d, goal, Some(&none), false), Some(&none), lower);
    // A lower bound on the MILP's peak: its LP relaxation.
    let bound = solve(&d, goal, None, true)
        .map(|b| format!(", LP bound {:.2}", b.peak / 1024.0))
        .unwrap_or_default();
    // Problem 2 starts from problem 1's answer where that is within the search's peak.
    let start = a
        .as_ref()
        .ok()
        .filter(|x| x.0 .0.model <= h.model)
        .map(|x| x.0 .1.clone());
    let goal = Goal::Flops { max_peak: h.model };
    let cheaper: fn(&Planned, &Planned) -> bool = |a, b| a.0.flops < b.0.flops;
    let b = answer(
        solve(&d, goal, start.as_deref(), false),
        start.as_deref(),
        cheaper,
    );
    let a = match a {
        Ok(((ea, _), why, ms)) => format!(
            "{:.2} / {:.2} / {:.3} ({why}{bound}, {ms} ms) | {}",
            ea.model / 1024.0,
            mib(ea.footprint),
            ea.flops as f64 / 1e6,
            ratio(h.model, ea.model)
        ),
        Err(e) => format!("{e} | -"),
    };
    let b = match b {
        Ok(((eb, _), why, ms)) => format!(
            "{:.3} ({why}, {ms} ms) | {}",
            eb.flops as f64 / 1e6,
            ratio(h.flops as f64, eb.flops as f64)
        ),
        Err(e) => format!("{e} | -"),
    };
    println!(
        "| {name} | {} | {:.2} / {:.2} | {:.2} / {:.2} / {:.3} ({search_ms} ms) | {a} | {b} |",
        ops.len(),
        base.model / 1024.0,
        mib(base.footprint),
        h.model / 1024.0,
        mib(h.footprint),
        h.flops as f64 / 1e6,
    );
}

/// `x / y` to three places, `-` when `y` is 0.
fn ratio(x: f64, y: f64) -> String {
    if y > 0.0 {
        format!("{:.3}", x / y)
    } else {
        "-".into()
    }
}

/// A random residual MLP's training step from `seed`: `depth` blocks of dense layers of random
/// widths with tanh, ReLU or GELU, some with a skip add or a layer norm, SGD.
fn random_mlp(seed: u64, depth: usize) -> Module {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = |k: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % k
    };
    let mut b = Model::new("main", ElemType::F32);
    let batch = 8 + 8 * next(4);
    let mut width = 32 + 32 * next(4);
    let mut x = b.input("x", &[batch, width], ElemType::F32);
    let labels = b.input("labels", &[batch], ElemType::Int(32));
    for _ in 0..depth {
        let out = if next(3) == 0 {
            32 + 32 * next(4)
        } else {
            width
        };
        let mut y = b.linear(x, width, out);
        y = match next(3) {
            0 => b.tanh(y),
            1 => b.relu(y),
            _ => b.gelu(y),
        };
        if out == width && next(2) == 0 {
            y = b.add(x, y);
        }
        if next(4) == 0 {
            y = b.layer_norm(y);
        }
        x = y;
        width = out;
    }
    let logits = b.linear(x, width, 10);
    let loss = b.softmax_cross_entropy(logits, labels);
    let (mut m, params) = b.finish(loss).expect("a valid model");
    let f = m.function("main").expect("@main");
    training_step(&mut m, f, &params, Optimizer::Sgd { lr: 0.01 }).expect("a training step");
    m
}

fn main() {
    println!("Exact reference: Checkmate's MILP (good_lp + microlp, {} s per solve) on the order `{PREFIX}` gives; model peaks in MiB (the stage model, arguments not counted), extra FLOPs in MFLOP.\n", SOLVE_LIMIT.as_secs());
    println!("| step | ops | no recompute: model peak / footprint MiB | search: model peak / footprint MiB / extra MFLOP | exact at the search's extra FLOPs: model peak / footprint MiB / extra MFLOP | model peak, search / exact | exact at the search's model peak: extra MFLOP | extra FLOPs, search / exact |");
    println!("|---|---|---|---|---|---|---|---|");
    let zoo_steps: Vec<(&str, ZooOptions)> = vec![
        (
            "mlp (4 hidden of 64)",
            ZooOptions {
                batch: 16,
                widths: vec![32, 64, 64, 64, 64, 10],
                ..ZooOptions::default()
            },
        ),
        (
            "gpt2 (1 block, width 32, seq 16)",
            ZooOptions {
                batch: 2,
                seq: Some(16),
                layers: Some(1),
                width: Some(32),
                heads: Some(2),
                vocab: Some(64),
                ..ZooOptions::default()
            },
        ),
        (
            "resnet18 (1 block, 16x16, 8 channels)",
            ZooOptions {
                batch: 2,
                layers: Some(1),
                image: Some(16),
                channels: Some(8),
                classes: Some(10),
                ..ZooOptions::default()
            },
        ),
        (
            "mobilenet_v2 (2 blocks, 16x16, 8 channels)",
            ZooOptions {
                batch: 2,
                layers: Some(2),
                image: Some(16),
                channels: Some(8),
                classes: Some(10),
                ..ZooOptions::default()
            },
        ),
    ];
    for (name, o) in zoo_steps {
        let model = name.split(' ').next().unwrap_or(name);
        match zoo::build(model, &o) {
            Ok(m) => row(name, m),
            Err(e) => eprintln!("{name}: {e}"),
        }
    }
    for (seed, depth) in [(1, 3), (2, 6), (3, 9), (4, 12), (5, 20), (6, 32)] {
        row(
            &format!("random MLP {seed} ({depth} blocks)"),
            random_mlp(seed, depth),
        );
    }
}
