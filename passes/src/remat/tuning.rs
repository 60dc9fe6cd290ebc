//! Every tuning constant of the recomputation search in one place: [`TUNING`], the default
//! of [`Tuning`]. Each is a bound on work (so the same input always gets the same plan) or a
//! choice measured on the bench steps; none is tuned to one model. A search runs with the
//! `Tuning` its pass was given ([`super::Remat::with_tuning`]); `passes/tests/tuning.rs` has
//! one test per constant, named for what it protects, that fails when the constant is set to
//! what it guards against.

use super::Reach;
use crate::memory::measure::Replan;

/// The recomputation search's constants.
#[derive(Clone, Copy, Debug)]
pub struct Tuning {
    /// The reach of every action.
    /// Test: `the_near_reach_fits_a_budget_with_the_fewest_recomputed_flops`.
    pub near: Reach,
    /// The reach tried when no action within [`Tuning::near`] helps: a whole block's forward recomputed
    /// from its input.
    /// Test: `a_block_s_forward_recomputed_from_its_input_reaches_smaller_plans`.
    pub far: Reach,
    /// The reach tried when nothing within [`Tuning::far`] helps: a chain back to values kept anyway
    /// (on gpt, a layer's activations from the residual stream several blocks back).
    /// Test: `a_chain_back_to_values_kept_anyway_reaches_smaller_plans`.
    pub farthest: Reach,
    /// Steps of the search before giving up, unless `max-actions` says otherwise: a step
    /// recomputes one value in each plan it keeps (several in a plan of the greedy sequence on
    /// a large block, [`Tuning::batch_ops`]).
    /// Test: `a_deep_step_gets_the_recomputations_its_smallest_plan_needs`.
    pub max_actions: u64,
    /// Candidates per action tried for real (on a copy of the block), a shortlist at a time.
    /// Test: `candidates_tried_for_real_find_what_the_ranking_misjudges`.
    pub shortlist: usize,
    /// Shortlists tried before giving up.
    /// Test: `later_shortlists_find_actions_when_the_first_has_none`.
    pub shortlists: usize,
    /// The widest beam the search accepts.
    /// Test: `a_beam_wider_than_the_widest_is_refused_with_the_reason`.
    pub max_beam: u64,
    /// Actions each kept plan proposes per step when the search keeps more than one plan.
    /// Test: `several_proposals_per_kept_plan_let_the_beam_beat_the_greedy_sequence`.
    pub branch: usize,
    /// How the search places a plan whose lower bound is within the budget (it costs the
    /// others unplaced): a placement search bounded at a few tenths of a second (by nodes, so
    /// the same on any machine). The full one (1,000,000 nodes) took minutes over a search's
    /// hundreds of plans (a ResNet-50 cut to 2 blocks: 154 s at a budget of half its arena,
    /// 19 s with this, the same plan). The plan the search answers with is placed in full by
    /// `assign-buffers`, and a plan that misses the budget only through this smaller search
    /// is placed in full before it is judged (`Found::consider`).
    /// Test: `the_search_s_bounded_placements_answer_as_full_placements_do`.
    pub replan: Replan,
    /// Recomputations in a row with no smaller footprint (and none fitting) after which the
    /// greedy sequence stops: plans, where each takes one ([`Tuning::batch_ops`]). Its actions
    /// lower `schedule`'s cost of the order, which on some steps stops lowering the
    /// footprint: a `keras.applications` DenseNet-121 at half its arena went 380 plans (25 s)
    /// without one below its start's, before the checkpointed segments fitted it. On the
    /// bench, unseen, zoo and `keras.applications` steps at 60% and 80% of their footprints,
    /// and the GPT-2s of 12 to 48 layers at half their arena, no sequence of one action per
    /// plan went more than 35 plans without a smaller footprint before it reached one.
    /// Test: `a_sequence_goes_on_through_plans_no_smaller_than_its_smallest`.
    pub patience: u64,
    /// Ops of a block per action that one plan of the greedy sequence takes: a block of `n`
    /// ops takes `max(1, n / batch_ops)` actions per plan, the best of one ranking
    /// ([`helpful_actions`](super::actions)), so a deep step, which needs more recomputations,
    /// measures about as many plans as a shallow one (each plan is scheduled and costed over
    /// the whole block). A plan of several actions that fits is followed by the plans its
    /// parent makes one action at a time, so the answer recomputes no more than the fit among
    /// them with the fewest FLOPs. GPT-2 at half its arena needs about one recomputation per
    /// 25 ops of its fused block (80 / 152 / 296 at 12 / 24 / 48 layers), so its sequence
    /// measures about 40 plans at any depth; every bench, unseen and zoo step has a block below
    /// 2048 ops and takes one per plan.
    /// Test: `a_deep_block_takes_several_actions_per_plan`.
    pub batch_ops: usize,
    /// Steps without a smaller footprint before a search keeping several plans narrows to its
    /// first plan (the greedy sequence).
    /// Test: `a_beam_narrows_only_after_it_stalls`.
    pub stall: u64,
    /// The widest search by default (the search's time grows with the width and the square of
    /// the block's size).
    /// Test: `the_default_beam_beats_the_greedy_sequence`.
    pub width: usize,
    /// The largest block (in ops) the default width is used for; larger blocks get the greedy
    /// sequence.
    /// Test: `blocks_up_to_the_bound_get_the_default_beam`.
    pub wide_ops: usize,
    /// Stored values `recomputed_in_pieces` tries.
    /// Test: `a_stored_value_computed_again_inside_loops_of_pieces_reaches_smaller_plans`.
    pub stored_tries: usize,
    /// Readers down from a value `pieced` takes into its loop (`pieces::piece`).
    /// Test: `loops_of_pieces_take_in_two_levels_of_readers`.
    pub piece_depth: usize,
    /// Values live across the peak `pieced` tries, largest first.
    /// Test: `several_values_are_tried_for_loops_of_pieces`.
    pub piece_tries: usize,
    /// The most loops of pieces `pieced` adds to one plan.
    /// Test: `a_plan_gets_a_loop_of_pieces_at_each_new_peak`.
    pub max_piece_loops: usize,
    /// Convolutions live across the peak that `with_epilogues` tries to fuse, one after the
    /// other (resnet18: 2 and 4 give the same plans).
    /// Test: `a_contraction_live_across_the_peak_is_computed_inside_its_readers`.
    pub peak_fusions: usize,
    /// The most rounds of folding `unreversed` tries on one plan (another point may hold the
    /// same peak, with a reversed kernel of its own).
    /// Test: `reversed_kernels_live_at_the_peak_are_read_in_place`.
    pub reversals: usize,
    /// The most masks `masked` adds to one plan.
    /// Test: `early_masks_fit_a_budget_with_fewer_recomputed_flops`.
    pub masks: usize,
    /// The largest constant a recomputation may copy.
    /// Test: `small_constants_are_copied_with_their_readers`, `a_large_constant_is_never_copied`.
    pub small_constant: u64,
    /// A single-value cut of the forward pass (`segments.rs`) lets the other values crossing
    /// it hold at most 1/`cut_slack` of its bytes in all: a normalization's statistics (one
    /// number per row, 1/256 of a 256-wide activation each) cross beside the activation they
    /// come from.
    /// Test: `a_cut_holds_with_a_normalization_s_statistics_crossing_beside_it`, `only_points_one_value_carries_are_cuts`.
    pub cut_slack: u64,
}

impl Tuning {
    /// `Err` naming the first constant at 0 that must be at least 1: a search keeping no
    /// plans, proposing no actions, or trying no candidates would do nothing and answer with
    /// its start.
    pub fn check(&self) -> Result<(), String> {
        let counts = [
            (
                "width",
                self.width as u64,
                "the plans the search keeps per step",
            ),
            (
                "max_beam",
                self.max_beam,
                "the widest beam option 'beam' accepts",
            ),
            (
                "branch",
                self.branch as u64,
                "the actions each kept plan proposes",
            ),
            (
                "shortlist",
                self.shortlist as u64,
                "the candidates tried at a time",
            ),
            ("shortlists", self.shortlists as u64, "the shortlists tried"),
            (
                "patience",
                self.patience,
                "the recomputations in a row with no smaller footprint the greedy sequence goes through",
            ),
            (
                "batch_ops",
                self.batch_ops as u64,
                "the ops of a block per action one plan of the greedy sequence takes",
            ),
        ];
        match counts.into_iter().find(|&(_, n, _)| n == 0) {
            Some((name, _, what)) => {
                Err(format!("tuning: {name} is {what}, and must be at least 1"))
            }
            None => Ok(()),
        }
    }
}

impl Default for Tuning {
    fn default() -> Self {
        TUNING
    }
}

/// The values the search runs with by default.
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
    patience: 64,
    batch_ops: 1024,
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
