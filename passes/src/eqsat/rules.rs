//! The rewrite rules of `eqsat`, in one place. Each adds an alternative to an e-class and says
//! why it can only help; none is a general commutativity or associativity rule (they blow the
//! e-graph up), and every right side is exact and stores no more than its left side. Only
//! `fuse-producer` may compute more (a producer computed again inside its reader's loop);
//! extraction marks those body ops `lt.remat`, so reports count the FLOPs as recomputation.
//!
//! Rules are written against the e-graph's nodes directly (a [`Rule`] is both the searcher and
//! the applier of one egg `Rewrite`): a rule looks at one e-class and proposes nodes to add to
//! it, or another class to merge it with.

use super::{fused, Graph, Node, SigData};
use egg::{Applier, Id, PatternAst, Rewrite, SearchMatches, Searcher, Subst, Symbol, Var};
use lowtide_ir::attr::{DenseData, DenseElem};
use lowtide_ir::stablehlo::{CmpDir, ConvDims, DotDims};
use lowtide_ir::Attr;

/// What a rule proposes for the e-class it matched.
#[derive(Clone)]
pub enum Proposal {
    /// Add this node (an op with these attributes, reading these classes). Shared: a
    /// composite `fuse-producer` made once is proposed without copying its program.
    Node(std::sync::Arc<SigData>, Vec<Id>),
    /// The class equals this other class.
    Same(Id),
}

impl Proposal {
    /// Proposes node `sig` reading `children`.
    pub fn node(sig: SigData, children: Vec<Id>) -> Proposal {
        Proposal::Node(std::sync::Arc::new(sig), children)
    }
}

/// One rule: its name, why it is sound and useful, and what it proposes for a class.
pub struct Rule {
    /// Kebab-case name, reported with its application count.
    pub name: &'static str,
    /// One line: why the right side is never worse.
    pub reason: &'static str,
    fire: fn(&Graph, Id) -> Vec<Proposal>,
}

/// Every rule.
pub fn rules() -> Vec<Rule> {
    vec![
        Rule {
            name: "relu-mask-from-output",
            reason: "max(x, 0) > 0 exactly when x > 0 (NaN and -0.0 included): the relu's backward mask reads the relu's output, kept anyway, so the pre-activation can die",
            fire: relu_mask_from_output,
        },
        Rule {
            name: "transposed-dot",
            reason: "transpose(dot(a, b)) swapping the free dims is dot(b, a): the product is written in the layout its reader wants and the untransposed copy never exists",
            fire: transposed_dot,
        },
        Rule {
            name: "derivative-from-output",
            reason: "tanh, exponential, logistic, sqrt and rsqrt have derivatives that are functions of their output: the same op of the same input computed again for the backward pass is the stored output, so reading it lets the input die",
            fire: derivative_from_output,
        },
        Rule {
            name: "fuse-producer",
            reason: "an elementwise (or fused) reader and the elementwise (or fused) producer of its operand are one loop: the operand is never stored, or, when other readers keep it, this reader recomputes it and it can die at them",
            fire: fuse_producer,
        },
        Rule {
            name: "double-negate",
            reason: "-(-x) is x exactly: two stored intermediates disappear",
            fire: double_negate,
        },
        Rule {
            name: "reversed-kernel",
            reason: "a convolution of a kernel reversed along its spatial dims is the convolution of the kernel itself with window_reversal set on those dims (the same products, summed in the same order): the reversed copy of the kernel is never stored",
            fire: reversed_kernel,
        },
    ]
}

/// The egg rewrites for `rules`.
pub fn rewrites(rules: Vec<Rule>) -> Vec<Rewrite<Node, super::Sigs>> {
    rules
        .into_iter()
        .map(|r| {
            let name = r.name;
            let rule = std::sync::Arc::new(r);
            Rewrite::new(name, Shared(rule.clone()), Shared(rule)).expect("a valid rewrite")
        })
        .collect()
}

/// A rule shared between its searcher and applier halves.
struct Shared(std::sync::Arc<Rule>);

/// Classes searched together, on the machine's cores, before the limit is looked at again.
const SEARCH_BLOCK: usize = 8 * crate::parallel::MIN_SHARE;

fn var() -> Var {
    "?c".parse().expect("a valid variable")
}

impl Searcher<Node, super::Sigs> for Shared {
    /// Every class searched, on the machine's cores, and the first `limit` matches kept in
    /// the e-graph's order of classes, as egg's search keeps them (a rule's matches in one
    /// class do not depend on another's).
    fn search_with_limit(&self, egraph: &Graph, limit: usize) -> Vec<SearchMatches<'_, Node>> {
        let classes: Vec<Id> = egraph.classes().map(|c| c.id).collect();
        let mut out = Vec::new();
        // In blocks, so a search that reaches its limit early stops early.
        for block in classes.chunks(SEARCH_BLOCK) {
            if out.len() >= limit {
                break;
            }
            let found =
                crate::parallel::map_many(block, |&c| self.search_eclass_with_limit(egraph, c, 1));
            out.extend(found.into_iter().flatten());
        }
        out.truncate(limit);
        out
    }

    fn search_eclass_with_limit(
        &self,
        egraph: &Graph,
        eclass: Id,
        limit: usize,
    ) -> Option<SearchMatches<'_, Node>> {
        let new = (self.0.fire)(egraph, eclass)
            .iter()
            .any(|p| !present(egraph, eclass, p));
        if limit == 0 || !new {
            return None;
        }
        let mut s = Subst::with_capacity(1);
        s.insert(var(), eclass);
        Some(SearchMatches {
            eclass,
            substs: vec![s],
            ast: None,
        })
    }
    fn vars(&self) -> Vec<Var> {
        vec![var()]
    }
}

impl Applier<Node, super::Sigs> for Shared {
    fn apply_one(
        &self,
        egraph: &mut Graph,
        eclass: Id,
        _subst: &Subst,
        _ast: Option<&PatternAst<Node>>,
        _rule: Symbol,
    ) -> Vec<Id> {
        let mut changed = Vec::new();
        for p in (self.0.fire)(egraph, eclass) {
            let other = match p {
                Proposal::Node(sig, children) => {
                    let sig = egraph.analysis.intern(sig);
                    egraph.add(Node { sig, children })
                }
                Proposal::Same(id) => id,
            };
            if egraph.union(eclass, other) {
                changed.push(eclass);
            }
        }
        changed
    }
}

/// True when what `p` proposes is already in class `c`.
fn present(g: &Graph, c: Id, p: &Proposal) -> bool {
    match p {
        Proposal::Same(x) => g.find(*x) == g.find(c),
        Proposal::Node(sig, children) => g[c].nodes.iter().any(|n| {
            let s = &g.analysis.sigs[n.sig as usize];
            n.children.len() == children.len()
                && n.children
                    .iter()
                    .zip(children)
                    .all(|(a, b)| g.find(*a) == g.find(*b))
                // The same signature, shared when the proposal was added as made.
                && (std::sync::Arc::ptr_eq(s, sig) || **s == **sig)
        }),
    }
}

/// The nodes of a class with their signatures.
fn nodes(g: &Graph, c: Id) -> impl Iterator<Item = (&Node, &SigData)> {
    g[c].nodes
        .iter()
        .map(move |n| (n, &*g.analysis.sigs[n.sig as usize]))
}

/// The nodes of class `c` that are op `name` with `arity` operands.
fn named<'a>(
    g: &'a Graph,
    c: Id,
    name: &'a str,
    arity: usize,
) -> impl Iterator<Item = (&'a Node, &'a SigData)> {
    nodes(g, c).filter(move |(n, s)| s.name == name && n.children.len() == arity)
}

/// The classes with a node reading class `x`, by id: egg keeps each class's parents, so
/// rules that look for another reader of a value need not scan the whole e-graph (which made
/// saturation quadratic).
fn readers(g: &Graph, x: Id) -> Vec<Id> {
    let mut out: Vec<Id> = g[x].parents().map(|p| g.find(p)).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// True when class `c` holds a constant (or a broadcast of one) whose every element is 0.
fn is_zero(g: &Graph, c: Id) -> bool {
    nodes(g, c).any(|(n, s)| match s.name.as_str() {
        "stablehlo.constant" => match s.attr("value") {
            Some(Attr::Dense(d)) => match (&d.data, d.ty.elem()) {
                (DenseData::Splat(e), Some(t)) => e.to_f64(t) == 0.0,
                _ => false,
            },
            _ => false,
        },
        "stablehlo.broadcast_in_dim" => n.children.first().is_some_and(|&x| is_zero(g, x)),
        _ => false,
    })
}

fn relu_mask_from_output(g: &Graph, c: Id) -> Vec<Proposal> {
    let mut out = Vec::new();
    for (n, s) in named(g, c, "stablehlo.compare", 2) {
        if CmpDir::parse(s.attr("comparison_direction")).ok() != Some(CmpDir::Gt) {
            continue;
        }
        let (x, z) = (g.find(n.children[0]), n.children[1]);
        if !is_zero(g, z) {
            continue;
        }
        // A maximum(x, 0) of x's type (the first class by id): a reader of x.
        let relu = readers(g, x).into_iter().find(|&k| {
            nodes(g, k).any(|(m, ms)| {
                ms.name == "stablehlo.maximum"
                    && m.children.len() == 2
                    && ms.ty == g[x].data
                    && ((g.find(m.children[0]) == x && is_zero(g, m.children[1]))
                        || (g.find(m.children[1]) == x && is_zero(g, m.children[0])))
            })
        });
        if let Some(r) = relu {
            if r != x {
                out.push(Proposal::node(s.fresh(), vec![r, z]));
            }
        }
    }
    out
}

fn transposed_dot(g: &Graph, c: Id) -> Vec<Proposal> {
    let mut out = Vec::new();
    for (n, s) in named(g, c, "stablehlo.transpose", 1) {
        let Some(perm) = s.attr("permutation").and_then(Attr::as_i64s) else {
            continue;
        };
        for (d, ds) in named(g, n.children[0], "stablehlo.dot_general", 2) {
            let Ok(dd) = DotDims::parse(ds.attr("dot_dimension_numbers")) else {
                continue;
            };
            let rank = |id: Id| g[id].data.as_tensor()?.rank();
            let want = match (rank(d.children[0]), rank(d.children[1])) {
                (Some(ra), Some(rb)) => dd.swap_permutation(ra, rb),
                _ => None,
            };
            let Some(want) = want else { continue };
            if perm != want || want.iter().enumerate().all(|(i, &p)| p == i as i64) {
                continue;
            }
            let mut sig = ds.fresh();
            sig.set("dot_dimension_numbers", dd.swapped().to_attr());
            if let Some(Attr::Array(p)) = sig.attr("precision_config").cloned() {
                sig.set(
                    "precision_config",
                    Attr::Array(p.into_iter().rev().collect()),
                );
            }
            sig.ty = s.ty.clone();
            out.push(Proposal::node(sig, vec![d.children[1], d.children[0]]));
        }
    }
    out
}

fn double_negate(g: &Graph, c: Id) -> Vec<Proposal> {
    let mut out = Vec::new();
    for (n, _) in named(g, c, "stablehlo.negate", 1) {
        for (m, _) in named(g, n.children[0], "stablehlo.negate", 1) {
            let x = g.find(m.children[0]);
            if x != g.find(c) {
                out.push(Proposal::Same(x));
            }
        }
    }
    out
}

/// Unary ops whose derivative is a function of their output.
const FROM_OUTPUT: &[&str] = &[
    "stablehlo.tanh",
    "stablehlo.exponential",
    "stablehlo.logistic",
    "stablehlo.sqrt",
    "stablehlo.rsqrt",
];

fn derivative_from_output(g: &Graph, c: Id) -> Vec<Proposal> {
    let c = g.find(c);
    let mut out = Vec::new();
    for (n, s) in nodes(g, c) {
        if !FROM_OUTPUT.contains(&s.name.as_str()) || n.children.len() != 1 {
            continue;
        }
        let x = g.find(n.children[0]);
        // The first other class (by id) computing the same op of the same input: a reader
        // of x.
        let same = readers(g, x).into_iter().filter(|&k| k != c).find(|&k| {
            nodes(g, k).any(|(m, ms)| {
                ms.name == s.name
                    && ms.props == s.props
                    && ms.ty == s.ty
                    && m.children.len() == 1
                    && g.find(m.children[0]) == x
            })
        });
        if let Some(k) = same {
            out.push(Proposal::Same(k));
        }
    }
    out
}

fn fuse_producer(g: &Graph, c: Id) -> Vec<Proposal> {
    let c = g.find(c);
    // A node as a loop program (its inputs' classes are the node's children, canonical).
    fn program<'a>(
        g: &Graph,
        n: &Node,
        s: &'a SigData,
    ) -> Option<std::borrow::Cow<'a, fused::Program>> {
        let types: Vec<lowtide_ir::Type> = n.children.iter().map(|&k| g[k].data.clone()).collect();
        fused::of_node(s, &types)
    }
    let canonical = |n: &Node| -> Vec<Id> { n.children.iter().map(|&k| g.find(k)).collect() };
    let composed = &g.analysis.composed;
    let mut out = Vec::new();
    for (n, s) in nodes(g, c) {
        // A reader that took in all the producers it may composes with none (nothing to
        // look up or keep: `compose` would refuse every pair).
        if s.body.as_deref().is_some_and(fused::Program::is_full) {
            continue;
        }
        let inputs = canonical(n);
        // The reader's program, made at the first pair not yet composed.
        let mut reader: Option<Option<std::borrow::Cow<fused::Program>>> = None;
        let mut seen: Vec<Id> = Vec::new();
        for &k in &inputs {
            if k == c || seen.contains(&k) || g[k].data.num_elements() != s.ty.num_elements() {
                continue;
            }
            seen.push(k);
            // Producers as the function has them (composites grow from the reader's side).
            for (p, ps) in nodes(g, k).filter(|(_, ps)| ps.template.is_some()) {
                let pair = (n.sig, k, p.sig);
                let same = |e: &Composition| {
                    e.reader == inputs
                        && e.producer
                            .iter()
                            .copied()
                            .eq(p.children.iter().map(|&k| g.find(k)))
                };
                let known = composed.judged(&pair, same, |e| judge(g, c, e));
                let new = match known {
                    Some(new) => new,
                    None => {
                        let p_inputs = canonical(p);
                        let reader = reader.get_or_insert_with(|| program(g, n, s));
                        let made = match (reader.as_ref(), program(g, p, ps)) {
                            (Some(reader), Some(producer)) => {
                                fused::compose(reader, &inputs, k, &producer, &p_inputs)
                            }
                            _ => None,
                        };
                        let mut e = Composition {
                            reader: inputs.clone(),
                            producer: p_inputs,
                            found: match made {
                                Some((body, ins)) => Composed::Made(Proposal::node(
                                    fused::sig(body, s.ty.clone()),
                                    ins,
                                )),
                                None => Composed::Never,
                            },
                        };
                        let new = judge(g, c, &mut e);
                        composed.keep(pair, e);
                        new
                    }
                };
                out.extend(new);
            }
        }
    }
    out
}

/// What a known composite of reader class `c` proposes: nothing when it can never be made,
/// reads the reader's own class (no alternative to it) or is in the class already (noted: a
/// class only gains nodes).
fn judge(g: &Graph, c: Id, e: &mut Composition) -> Option<Proposal> {
    let Composed::Made(made) = &e.found else {
        return None;
    };
    if matches!(made, Proposal::Node(_, ins) if ins.contains(&c)) {
        return None;
    }
    if present(g, c, made) {
        e.found = Composed::Present;
        return None;
    }
    Some(made.clone())
}

/// `fuse-producer`'s composites, by [`Pair`], in shards locked apart: classes are searched on
/// several threads.
#[derive(Default)]
pub(crate) struct Compositions {
    shards: [std::sync::Mutex<rustc_hash::FxHashMap<Pair, Composition>>; 16],
}

impl Compositions {
    fn shard(
        &self,
        pair: &Pair,
    ) -> std::sync::MutexGuard<'_, rustc_hash::FxHashMap<Pair, Composition>> {
        use std::hash::BuildHasher;
        let h = rustc_hash::FxBuildHasher.hash_one(pair);
        let shard = &self.shards[(h >> 60) as usize];
        shard.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `judge` of the composition kept for `pair` when it is `same`; `None` when there is
    /// none.
    fn judged(
        &self,
        pair: &Pair,
        same: impl Fn(&Composition) -> bool,
        judge: impl FnOnce(&mut Composition) -> Option<Proposal>,
    ) -> Option<Option<Proposal>> {
        self.shard(pair)
            .get_mut(pair)
            .filter(|e| same(e))
            .map(judge)
    }

    /// Keeps `e` for `pair` (in place of another pair of nodes with the same key).
    fn keep(&self, pair: Pair, e: Composition) {
        self.shard(&pair).insert(pair, e);
    }
}

/// What one composite of `fuse-producer` is made of: the reader's signature, the class of the
/// operand it would compute itself, and the producer's signature; with [`Composition`]'s
/// operand classes, the two nodes.
pub(crate) type Pair = (u32, Id, u32);

/// A [`Pair`]'s nodes' operand classes (canonical), and what composing them found.
pub(crate) struct Composition {
    reader: Vec<Id>,
    producer: Vec<Id>,
    found: Composed,
}

/// What [`fuse_producer`] found for a pair of nodes. Composing is a function of the pair alone
/// (a class's type never changes), and saturation asks for the same pairs every iteration
/// (the search and then the application), so each is composed once.
pub(crate) enum Composed {
    /// The producer cannot join the reader's loop.
    Never,
    /// The composite, proposed until it is in the reader's class.
    Made(Proposal),
    /// The composite is in the reader's class: nothing to propose, for good.
    Present,
}

fn reversed_kernel(g: &Graph, c: Id) -> Vec<Proposal> {
    let mut out = Vec::new();
    for (n, s) in named(g, c, "stablehlo.convolution", 2) {
        for (r, rs) in named(g, n.children[1], "stablehlo.reverse", 1) {
            let window = unreversed_window(
                s.attr("dimension_numbers"),
                s.attr("window_reversal"),
                rs.attr("dimensions"),
            );
            let Some(window) = window else { continue };
            let mut sig = s.fresh();
            sig.set("window_reversal", window);
            out.push(Proposal::node(sig, vec![n.children[0], r.children[0]]));
        }
    }
    out
}

/// The `window_reversal` with which a convolution (its `dimension_numbers` and
/// `window_reversal`) reads the kernel itself where it read the kernel reversed along
/// `dimensions`; `None` unless those are spatial dims of the kernel (a reversed feature dim
/// is another kernel). The rule `reversed-kernel`, also applied to plans by the budget search.
pub(crate) fn unreversed_window(
    dimension_numbers: Option<&Attr>,
    window_reversal: Option<&Attr>,
    dimensions: Option<&Attr>,
) -> Option<Attr> {
    let cd = ConvDims::parse(dimension_numbers).ok()?;
    let ns = cd.k_spatial.len();
    let mut flip: Vec<bool> = match window_reversal {
        None => vec![false; ns],
        Some(a) => match a.as_i64s() {
            Some(v) if v.len() == ns => v.iter().map(|&x| x != 0).collect(),
            _ => return None,
        },
    };
    for d in dimensions.and_then(Attr::as_i64s)? {
        let i = cd.k_spatial.iter().position(|&k| k as i64 == d)?;
        flip[i] = !flip[i];
    }
    Some(Attr::DenseArray(
        lowtide_ir::ElemType::Int(1),
        flip.iter().map(|&b| DenseElem::Bool(b)).collect(),
    ))
}
