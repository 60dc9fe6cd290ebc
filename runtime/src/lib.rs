//! lowtide-runtime: the `Device` trait, the CPU reference device and the static-plan executor.
//!
//! Not built yet: this crate is the place for the runtime work and holds no code so far.
