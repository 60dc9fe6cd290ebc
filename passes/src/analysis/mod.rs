//! What several stages read about a scheduled block: liveness and live ranges
//! ([`liveness`]), the rule for in-place writes and views ([`reuse`]), and a live-bytes profile that answers "what is the peak if these ranges
//! change" in O(log n) ([`profile`]).

pub mod liveness;
pub mod profile;
pub mod reuse;
