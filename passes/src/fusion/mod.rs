//! Fusion: elementwise chains into one loop whose body values are never stored ([`fuse`]),
//! convolutions computed inside their reader's loop ([`fuse_epilogues`]), and ops
//! run a piece of the batch at a time ([`pieces`]).

pub mod fuse;
pub mod fuse_epilogues;
pub mod pieces;
