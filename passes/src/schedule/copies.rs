//! Costing a block with copies of some of its ops inserted, without copying the module or
//! building the edited block's graph: the recomputation search tries dozens of such edits per
//! step and keeps at most one.
//!
//! The edit is the one `remat`'s actions make: a chain of ops (producers first) copied before
//! an op `at`, every reader of the chain's last value from `at` on reading the copy, and the
//! originals nobody reads any more removed (a chain read only from `at` on moves). The
//! block's [`Graph`] is built once ([`Copies::new`]); each edit appends the copies as new
//! nodes, rewires the readers, and drops the removed nodes from the order
//! ([`Copies::copy`]). The result costs exactly as `order_cost` of the edited block does:
//! debug builds check every edit the search tries against it.

use super::{order_cost, reusable_operands, Graph, NONE};
use lowtide_ir::entity::SecondaryMap;
use lowtide_ir::{Block, Module, Op, Value};

/// A block's graph, kept to cost edits of it.
pub(crate) struct Copies<'a> {
    m: &'a Module,
    g: Graph,
    /// Per op of the block (the terminator apart): its node.
    node: SecondaryMap<Op, u32>,
    /// Per value the block's ops define: its dense number.
    number: SecondaryMap<Value, u32>,
    /// Values the terminator reads.
    returned: SecondaryMap<Value, bool>,
    /// Per donated argument: its donation's index in the graph, plus one (0: none).
    donation: SecondaryMap<Value, u32>,
}

/// An edited block, ready to cost.
pub(crate) struct Copied {
    g: Graph,
    order: Vec<usize>,
}

impl<'a> Copies<'a> {
    /// The graph of `block` as it stands, to cost edits of it.
    pub(crate) fn new(m: &'a Module, block: Block) -> Copies<'a> {
        let g = Graph::build(m, block);
        let mut node = m.op_table();
        let mut number = m.value_table();
        for (i, &op) in g.ops.iter().enumerate() {
            node[op] = i as u32 + 1;
            for (k, &r) in m.ops[op].results.iter().enumerate() {
                number[r] = g.dense.first[i] + k as u32 + 1;
            }
        }
        let mut returned = SecondaryMap::new();
        for &v in g.terminator.iter().flat_map(|&t| &m.ops[t].operands) {
            returned[v] = true;
        }
        let mut donation = SecondaryMap::new();
        for (k, &arg) in g.donated.iter().enumerate() {
            donation[arg] = k as u32 + 1;
        }
        Copies {
            m,
            g,
            node,
            number,
            returned,
            donation,
        }
    }

    /// The block's cost as it stands (`order_cost`).
    pub(crate) fn cost(&self) -> u64 {
        self.g.cost(&(0..self.g.n).collect::<Vec<_>>())
    }

    fn node(&self, op: Op) -> Option<usize> {
        self.node[op].checked_sub(1).map(|n| n as usize)
    }

    fn number(&self, v: Value) -> Option<u32> {
        self.number[v].checked_sub(1)
    }

    /// The block with `chain` (producers first, `value` the last one's result) copied before
    /// `at` and every reader of `value` from `at` on reading the copy. `None` for an edit this
    /// does not model (a copy of a value the terminator returns, a copy before the
    /// terminator, an op with several results): cost those on the edited module.
    pub(crate) fn copy(&self, value: Value, at: Op, chain: &[Op]) -> Option<Copied> {
        let (m, n) = (self.m, self.g.n);
        let split = self.node(at)?;
        let nodes: Vec<usize> = chain.iter().map(|&o| self.node(o)).collect::<Option<_>>()?;
        if self.returned[value]
            || chain.iter().any(|&o| m.ops[o].results.len() != 1)
            || m.ops[*chain.last()?].results[0] != value
        {
            return None;
        }
        let mut g = self.g.costing_copy(chain.len());
        let d = &mut g.dense;
        let nv = d.def.len() as u32;
        // The copies: node n + j, result nv + j.
        let copy_of = |v: Value| {
            chain
                .iter()
                .position(|&o| m.ops[o].results[0] == v)
                .map(|j| nv + j as u32)
        };
        let old = self.number(value)?;
        let new = nv + chain.len() as u32 - 1;
        for (j, &o) in chain.iter().enumerate() {
            let r = m.ops[o].results[0];
            d.first.push(nv + j as u32 + 1);
            d.def.push((n + j) as u32);
            d.bytes.push(m.bytes(r).unwrap_or(0));
            d.readers.push(Vec::new());
            let mut deep: Vec<Value> = m.reads_deep(o).into();
            deep.sort_unstable();
            deep.dedup();
            // A copy reading a donated argument counts as its reader.
            for &v in &deep {
                if let Some(k) = self.donation[v].checked_sub(1) {
                    g.donations[k as usize].0.push((n + j) as u32);
                }
            }
            let mut reads: Vec<u32> = deep
                .into_iter()
                .filter_map(|v| copy_of(v).or_else(|| self.number(v)))
                .collect();
            reads.sort_unstable();
            reads.dedup();
            for &x in &reads {
                d.readers[x as usize].push((n + j) as u32);
            }
            d.reads.push(reads);
            let mut reusable = Vec::new();
            for (_, x) in reusable_operands(m, o) {
                let x = copy_of(x).or_else(|| self.number(x).filter(|_| !self.returned[x]));
                if let Some(x) = x.filter(|x| !reusable.contains(x)) {
                    reusable.push(x);
                }
            }
            d.reusable.push(reusable);
            g.workspace
                .push(lowtide_ir::workspace::workspace_bytes(m, o));
            g.own_output.push(false);
        }
        // Readers from `at` on read the copy.
        let (before, after): (Vec<u32>, Vec<u32>) = std::mem::take(&mut d.readers[old as usize])
            .into_iter()
            .partition(|&r| (r as usize) < split);
        d.readers[old as usize] = before;
        for &r in &after {
            for x in d.reads[r as usize]
                .iter_mut()
                .chain(&mut d.reusable[r as usize])
            {
                if *x == old {
                    *x = new;
                }
            }
            d.reads[r as usize].sort_unstable();
        }
        d.readers[new as usize].extend(after);
        // Originals nobody reads any more go, last to first.
        let mut gone = vec![false; n];
        for (&o, &i) in chain.iter().zip(&nodes).rev() {
            let r = m.ops[o].results[0];
            let x = self.number(r)?;
            // Read by an op that stays (a copy among them: none reads an original here).
            if self.returned[r]
                || d.readers[x as usize]
                    .iter()
                    .any(|&q| gone.get(q as usize) != Some(&true))
            {
                continue;
            }
            gone[i] = true;
            d.bytes[x as usize] = 0;
            for &y in &d.reads[i] {
                d.readers[y as usize].retain(|&q| q as usize != i);
            }
        }
        for (readers, _, _, _) in &mut g.donations {
            readers.retain(|&q| gone.get(q as usize) != Some(&true));
        }
        g.n = n + chain.len();
        let kept = |i: &usize| !gone[*i];
        let order = (0..split)
            .filter(kept)
            .chain(n..n + chain.len())
            .chain((split..n).filter(kept))
            .collect();
        Some(Copied { g, order })
    }
}

impl Copied {
    /// Its cost, as `order_cost` of the edited block.
    pub(crate) fn cost(&self) -> u64 {
        self.g.cost(&self.order)
    }

    /// Its plain liveness profile, as `Uses::profile` of the edited block: the bytes of the
    /// values live at each position, a value from its op to its last reader (the terminator's
    /// position included, where only returned values, of no bytes, are live).
    pub(crate) fn profile(&self) -> Vec<u64> {
        let d = &self.g.dense;
        let mut pos = vec![NONE; self.g.n];
        for (p, &i) in self.order.iter().enumerate() {
            pos[i] = p as u32;
        }
        let len = self.order.len() + usize::from(self.g.terminator.is_some());
        let values = (0..d.def.len()).filter_map(|v| {
            let def = Some(pos[d.def[v] as usize]).filter(|&p| p != NONE)?;
            let last = d.readers[v].iter().map(|&r| pos[r as usize]).max();
            Some((def, last.unwrap_or(def).max(def), d.bytes[v]))
        });
        crate::analysis::liveness::profile_of(len, values)
    }
}

/// Checks an edit's cost and profile against the edited module's (`profile`: its
/// `Uses::profile`), as debug builds do for every edit the search tries.
pub(crate) fn check(copied: &Copied, edited: &Module, block: Block, profile: &[u64]) {
    assert_eq!(copied.cost(), order_cost(edited, block), "the edit's cost");
    assert_eq!(copied.profile(), profile, "the edit's profile");
}
