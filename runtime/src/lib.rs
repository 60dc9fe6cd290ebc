//! lowtide-runtime: the CPU reference device and the executor for planned modules.
//!
//! - [`tensor`]: host tensors and typed views of bytes.
//! - [`scalar`]: the semantics of every elementwise op, in one place.
//! - [`kernels`]: one file per op family; no kernel allocates.
//! - [`executor`]: unplanned (oracle) and planned (one arena) execution.
//! - [`io`]: safetensors inputs and outputs.
//!
//! The runtime depends on the IR only: a planned module carries its plan as attributes.
#![warn(missing_docs)]

pub mod executor;
pub mod io;
pub mod kernels;
pub mod scalar;
pub mod tensor;

pub use executor::{run, Mode, RunOutput};
pub use tensor::HostTensor;
