//! Where modules come from besides StableHLO text: forward models built in Rust
//! ([`builder`], emitting ops through [`emitter`]) and the model zoo's training steps
//! ([`zoo`]).

pub mod builder;
pub mod emitter;
pub mod zoo;
