//! Every tuning constant of the recomputation search in one place: [`TUNING`]. Each is a
//! bound on work (so the same input always gets the same plan) or a choice measured on the
//! bench steps; none is tuned to one model.

use super::Reach;
use crate::memory::measure::Replan;

/// The recomputation search's constants.
#[derive(Clone, Copy, Debug)]
pub struct Tuning {
    /// The reach of every action.
    pub near: Reach,
    /// The reach tried when no action within [`Tuning::near`] helps: a whole block's forward recomputed
    /// from its input.
    pub far: Reach,
    /// The reach tried when nothing within [`Tuning::far`] helps: a chain back to values kept anyway
    /// (on gpt, a layer's activations from the residual stream several blocks back).
    pub farthest: Reach,
    /// Recomputations tried before giving up, unless `max-actions` says otherwise.
    pub max_actions: u64,
    /// Candidates per action tried for real (on a copy of the block), a shortlist at a time.
    pub shortlist: usize,
    /// Shortlists tried before giving up.
    pub shortlists: usize,
    /// The widest beam the search accepts.
    pub max_beam: u64,
    /// Actions each kept plan proposes per step when the search keeps more than one plan.
    pub branch: usize,
    /// How the search places a plan whose lower bound is within the budget (it costs the
    /// others unplaced): a placement search bounded at a few tenths of a second (by nodes, so
    /// the same on any machine). The full one (1,000,000 nodes) took minutes over a search's
    /// hundreds of plans (a ResNet-50 cut to 2 blocks: 154 s at a budget of half its arena,
    /// 19 s with this, the same plan). The plan the search answers with is placed in full by
    /// `assign-buffers`, and a plan that misses the budget only through this smaller search
    /// is placed in full before it is judged (`Found::consider`).
    pub replan: Replan,
    /// Steps without a smaller footprint before a search keeping several plans narrows to its
    /// first plan (the greedy sequence).
    pub stall: u64,
    /// The widest search by default (the search's time grows with the width and the square of
    /// the block's size).
    pub width: usize,
    /// The largest block (in ops) the default width is used for; larger blocks get the greedy
    /// sequence.
    pub wide_ops: usize,
    /// Stored values `recomputed_in_pieces` tries.
    pub stored_tries: usize,
    /// Readers down from a value `pieced` takes into its loop (`pieces::piece`).
    pub piece_depth: usize,
    /// Values live across the peak `pieced` tries, largest first.
    pub piece_tries: usize,
    /// The most loops of pieces `pieced` adds to one plan.
    pub max_piece_loops: usize,
    /// Convolutions live across the peak that `with_epilogues` tries to fuse, one after the
    /// other (resnet18: 2 and 4 give the same plans).
    pub peak_fusions: usize,
    /// The most rounds of folding `unreversed` tries on one plan (another point may hold the
    /// same peak, with a reversed kernel of its own).
    pub reversals: usize,
    /// The most masks `masked` adds to one plan.
    pub masks: usize,
    /// The largest constant a recomputation may copy.
    pub small_constant: u64,
    /// A single-value cut of the forward pass (`segments.rs`) lets the other values crossing
    /// it hold at most 1/`cut_slack` of its bytes in all: a normalization's statistics (one
    /// number per row, 1/256 of a 256-wide activation each) cross beside the activation they
    /// come from.
    pub cut_slack: u64,
}

/// The values the search runs with.
pub const TUNING: Tuning = Tuning {
    near: Reach { depth: 4, ops: 16 },
    far: Reach { depth: 10, ops: 48 },
    farthest: Reach {
        depth: 24,
        ops: 160,
    },
    max_actions: 400,
    shortlist: 6,
    shortlists: 8,
    max_beam: 64,
    branch: 3,
    replan: Replan {
        fuse_epilogues: false,
        node_limit: 30_000,
        time: None,
    },
    stall: 10,
    width: 4,
    wide_ops: 512,
    stored_tries: 2,
    piece_depth: 2,
    piece_tries: 8,
    max_piece_loops: 8,
    peak_fusions: 2,
    reversals: 4,
    masks: 12,
    small_constant: 1024,
    cut_slack: 16,
};
