//! Running a planned step with MLIR's own compiler: a module `lower-to-memref` lowered
//! completely (no `lt.kernel` left) goes through MLIR's standard CPU pipeline
//! ([`CPU_PIPELINE`]: `linalg` to loops, to the LLVM dialect) and melior's `ExecutionEngine`.
//! A second executor of lowtide's plans that shares no code with `lowtide-runtime`: the
//! arena, the views and every loop are MLIR's to run.
//!
//! [`Step`] keeps the function's buffers between calls, as a training loop does: a donated
//! argument holds its update after a call (`lt.result`), and the next call starts from it.

use crate::convert::collecting;
use lowtide_ir::types::TensorType;
use lowtide_ir::{Attr, OpKind, Type};
use lowtide_runtime::HostTensor;
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::{parse_pass_pipeline, register_all_passes};
use melior::{Context, ExecutionEngine};

/// MLIR's CPU pipeline from `memref` + `linalg` + `arith` + `math` to the LLVM dialect.
pub const CPU_PIPELINE: &str = "builtin.module(convert-linalg-to-loops,expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts)";

/// MLIR's `libmlir_c_runner_utils.so` (its `memrefCopy` copies between strided views), from
/// `$MLIR_SYS_220_PREFIX/lib` or `/usr/lib/llvm-22/lib`, when there.
fn runner_utils() -> Option<String> {
    let prefix = std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into());
    let lib = std::path::Path::new(&prefix).join("lib");
    let entries = std::fs::read_dir(&lib).ok()?;
    let mut found: Vec<std::path::PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("libmlir_c_runner_utils.so"))
        })
        .collect();
    found.sort();
    found.first().map(|p| p.display().to_string())
}

/// One memref argument of the function: its shape, its bytes, the tensor it holds.
struct Param {
    dims: Vec<u64>,
    tensor: TensorType,
    /// The buffer, 8-byte aligned.
    data: Vec<u64>,
    bytes: usize,
}

/// A lowered function compiled by MLIR, with its argument and output buffers.
pub struct Step {
    engine: ExecutionEngine,
    function: String,
    params: Vec<Param>,
    /// How many of the parameters are the step's own arguments (the rest are outputs).
    inputs: usize,
    /// The parameter holding each result after a call.
    results: Vec<usize>,
}

impl Step {
    /// Compiles `function` of `lowered` (a module `lower-to-memref` wrote) in `context`
    /// ([`crate::context`]) at LLVM optimization level `opt_level` (0 to 3).
    pub fn new(
        context: &Context,
        lowered: &lowtide_ir::Module,
        function: &str,
        opt_level: usize,
    ) -> Result<Step, String> {
        let kernels = lowered
            .walk()
            .into_iter()
            .filter(|&o| matches!(lowered.name(o), "lt.kernel" | "lt.view"))
            .count();
        if kernels > 0 {
            return Err(format!(
                "the module still holds {kernels} lt.kernel or lt.view ops (ops with no upstream form): only a step lower-to-memref lowers completely runs under MLIR"
            ));
        }
        let f = lowered
            .function(function)
            .ok_or_else(|| format!("the module has no function @{function}"))?;
        if lowered.kind(f) != Some(OpKind::FuncFunc) {
            return Err(format!("@{function} is not a func.func"));
        }
        let block = lowered
            .entry_block(f)
            .ok_or_else(|| format!("@{function} has no body"))?;
        let dicts = lowtide_ir::plan::arg_dicts(lowered, f);
        let mut params = Vec::new();
        let mut results = Vec::new();
        let mut inputs = 0;
        for (i, &a) in lowered.blocks[block].args.iter().enumerate() {
            let Type::MemRef { tensor, suffix } = lowered.ty(a) else {
                return Err(format!(
                    "argument #{i} of @{function} has type {}: run lower-to-memref first",
                    lowered.ty(a)
                ));
            };
            let dims = tensor
                .static_dims()
                .filter(|_| suffix.is_empty())
                .ok_or_else(|| {
                    format!("argument #{i} of @{function} is not a static, contiguous memref")
                })?;
            let held = match dicts[i].get("lt.tensor").and_then(Attr::as_type) {
                Some(Type::Tensor(t)) => t.clone(),
                _ => tensor.clone(),
            };
            if let Some(k) = dicts[i].get("lt.result").and_then(Attr::as_int) {
                let k = k as usize;
                if results.len() <= k {
                    results.resize(k + 1, usize::MAX);
                }
                results[k] = i;
            }
            if dicts[i].get("lt.destination").is_none() {
                inputs = i + 1;
            }
            let bytes = tensor.byte_size().ok_or("a buffer larger than memory")? as usize;
            params.push(Param {
                dims,
                tensor: held,
                data: vec![0; bytes.div_ceil(8).max(1)],
                bytes,
            });
        }
        if results.contains(&usize::MAX) {
            return Err(format!(
                "@{function} does not say where each result is (lt.result)"
            ));
        }
        // The execution engine calls a function through MLIR's C interface
        // (`_mlir_ciface_NAME`), which it makes for functions that ask for it.
        let mut m = lowered.clone();
        m.ops[f].attrs.set("llvm.emit_c_interface", Attr::Unit);
        let text = lowtide_ir::print(&m, lowtide_ir::PrintOptions::generic());
        let (module, seen) = collecting(context, || Module::parse(context, &text));
        let mut module =
            module.ok_or_else(|| format!("MLIR could not parse the module: {seen:?}"))?;
        register_all_passes();
        let pm = PassManager::new(context);
        parse_pass_pipeline(pm.as_operation_pass_manager(), CPU_PIPELINE)
            .map_err(|e| format!("MLIR's CPU pipeline: {e}"))?;
        let (ran, seen) = collecting(context, || pm.run(&mut module));
        ran.map_err(|e| format!("MLIR's CPU pipeline failed: {e}: {seen:?}"))?;
        let utils = runner_utils();
        let libs: Vec<&str> = utils.iter().map(String::as_str).collect();
        let engine = ExecutionEngine::new(&module, opt_level, &libs, false, false);
        if engine.lookup(&format!("_mlir_ciface_{function}")).is_null() {
            return Err(format!(
                "MLIR's execution engine could not compile @{function}{}",
                if utils.is_none() {
                    " (copies between strided views call MLIR's libmlir_c_runner_utils.so, which was not found: set MLIR_SYS_220_PREFIX)"
                } else {
                    ""
                }
            ));
        }
        Ok(Step {
            engine,
            function: function.to_string(),
            params,
            inputs,
            results,
        })
    }

    /// Writes `t` into argument `i`'s buffer (its type checked).
    pub fn set_input(&mut self, i: usize, t: &HostTensor) -> Result<(), String> {
        let p = self
            .params
            .get_mut(i)
            .filter(|_| i < self.inputs)
            .ok_or_else(|| format!("the step has no argument #{i}"))?;
        if t.tensor_type() != p.tensor {
            return Err(format!(
                "input for argument #{i} has type {}, but the step expects {}",
                Type::Tensor(t.tensor_type()),
                Type::Tensor(p.tensor.clone())
            ));
        }
        let bytes = t.storage();
        if bytes.len() != p.bytes {
            return Err(format!(
                "input for argument #{i} has {} bytes, not {}",
                bytes.len(),
                p.bytes
            ));
        }
        // SAFETY: `data` holds at least `p.bytes` bytes.
        let dst =
            unsafe { std::slice::from_raw_parts_mut(p.data.as_mut_ptr() as *mut u8, p.bytes) };
        dst.copy_from_slice(&bytes);
        Ok(())
    }

    /// Runs the step once on its buffers.
    pub fn execute(&mut self) -> Result<(), String> {
        // MLIR's C interface takes each memref as a pointer to its descriptor: allocated and
        // aligned pointers, offset, sizes, strides (row-major), all 64-bit.
        let mut descriptors: Vec<Vec<usize>> = self
            .params
            .iter_mut()
            .map(|p| {
                let ptr = p.data.as_mut_ptr() as usize;
                let mut f = vec![ptr, ptr, 0];
                f.extend(p.dims.iter().map(|&d| d as usize));
                let mut strides = vec![1usize; p.dims.len()];
                for k in (0..p.dims.len().saturating_sub(1)).rev() {
                    strides[k] = strides[k + 1] * p.dims[k + 1] as usize;
                }
                f.extend(strides);
                f
            })
            .collect();
        let mut pointers: Vec<*mut usize> =
            descriptors.iter_mut().map(|d| d.as_mut_ptr()).collect();
        let mut args: Vec<*mut ()> = pointers
            .iter_mut()
            .map(|p| p as *mut *mut usize as *mut ())
            .collect();
        // SAFETY: each argument points at a pointer to a descriptor of a buffer of the
        // memref's size, all alive for the call; the function returns nothing.
        unsafe { self.engine.invoke_packed(&self.function, &mut args) }
            .map_err(|e| format!("MLIR's execution engine: {e}"))
    }

    /// The step's results after the last call, in order.
    pub fn outputs(&self) -> Vec<HostTensor> {
        self.results
            .iter()
            .map(|&i| {
                let p = &self.params[i];
                // SAFETY: `data` holds at least `p.bytes` bytes.
                let bytes =
                    unsafe { std::slice::from_raw_parts(p.data.as_ptr() as *const u8, p.bytes) };
                let dims = p.tensor.static_dims().unwrap_or_default();
                HostTensor::from_storage(&dims, p.tensor.elem, bytes)
            })
            .collect()
    }
}
