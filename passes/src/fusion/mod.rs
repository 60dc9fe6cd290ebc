//! Fusion: elementwise chains into one loop whose body values are never stored ([`fuse`]),
//! convolutions computed inside their reader's loop ([`epilogue`], `fuse-epilogues`), and ops
//! run a piece of the batch at a time ([`pieces`]).

pub mod epilogue;
pub mod fuse;
pub mod pieces;
