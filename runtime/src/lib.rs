//! lowtide-runtime: the CPU reference device and the executor for planned modules.
//!
//! - [`tensor`]: host tensors and typed views of bytes.
//! - [`scalar`]: the semantics of every elementwise op, in one place.
//! - [`kernels`]: one file per op family; no kernel allocates.
//! - [`device`]: the `Device` trait and the CPU reference device.
//! - [`cuda`]: kernels generated as CUDA C, run on the host (the emulated device) or, with
//!   feature `cuda`, on a GPU.
//! - [`executor`]: unplanned (oracle), planned (one arena) and dynamic (allocator) execution.
//! - [`alloc`]: dynamic allocation strategies (the baselines a framework's allocator sets).
//! - [`io`]: safetensors inputs and outputs.
//! - [`profile`]: where a step's time goes, by op and op kind.
//!
//! The runtime depends on the IR only: a planned module carries its plan as attributes.
#![warn(missing_docs)]

pub mod alloc;
pub mod cuda;
pub mod device;
pub mod executor;
pub mod io;
pub mod kernels;
pub mod profile;
pub mod scalar;
pub mod tensor;

pub use alloc::Strategy;
pub use device::{CpuDevice, Device};
pub use executor::{
    dynamic_peaks, run, run_limited, run_on, run_profiled, Mode, RunOutput, Session,
};
pub use profile::Profile;
pub use tensor::HostTensor;
