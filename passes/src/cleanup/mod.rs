//! Clean-up passes that never make the IR worse: `inline`, `canonicalize`, `cse`, `dce`.

pub mod canonicalize;
pub mod cse;
pub mod dce;
pub mod inline;
