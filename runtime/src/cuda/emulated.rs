//! The emulated CUDA device: the generated CUDA C of every kernel, compiled with the host C++
//! compiler (`g++`, or `$CXX`) after `host.h` and launched on host threads, over host memory.
//! It runs exactly the source the GPU runs, so the CPU reference device checks every kernel
//! on a machine without a GPU. Compiled programs are cached on disk by the hash of their
//! source ([`cache_dir`]).

use super::codegen::{Kernel, Work};
use super::{program, Works, HOST, PRELUDE};
use crate::device::{BufferId, CpuDevice, Device, Slot};
use lowtide_ir::{Module, Op};
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CString};
use std::path::PathBuf;

extern "C" {
    fn dlopen(filename: *const c_char, flag: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn dlerror() -> *const c_char;
}
const RTLD_NOW: c_int = 2;

/// A kernel's host entry point: its parameters, and the grid to run.
type HostFn = unsafe extern "C" fn(*mut *mut u8, u32);

/// Where compiled programs are cached: `$LOWTIDE_CACHE_DIR`, else `$XDG_CACHE_HOME/lowtide`,
/// else `$HOME/.cache/lowtide`, else the temporary directory's `lowtide-cache`.
pub fn cache_dir() -> PathBuf {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    env("LOWTIDE_CACHE_DIR")
        .or_else(|| env("XDG_CACHE_HOME").map(|p| p.join("lowtide")))
        .or_else(|| env("HOME").map(|p| p.join(".cache").join("lowtide")))
        .unwrap_or_else(|| std::env::temp_dir().join("lowtide-cache"))
}

/// The host compiler's flags. `fmaf` (the tiled convolution's arithmetic) is one instruction
/// where the CPU has it; products and sums are never fused otherwise (`-ffp-contract=off`), so
/// every other kernel rounds as the GPU does with `--fmad=false`.
fn compile_flags() -> Vec<&'static str> {
    let mut f = vec![
        "-std=c++17",
        "-O2",
        "-ffp-contract=off",
        "-shared",
        "-fPIC",
        "-pthread",
        "-w",
    ];
    #[cfg(target_arch = "x86_64")]
    if std::arch::is_x86_feature_detected!("fma") {
        f.push("-mfma");
    }
    f
}

/// The CUDA device emulated on the host (see the module's documentation).
#[derive(Default)]
pub struct EmulatedDevice {
    mem: CpuDevice,
    works: Works,
    entries: HashMap<String, HostFn>,
    /// Seconds spent compiling programs (0 for programs found in the cache).
    pub compile_seconds: f64,
    /// Programs compiled or loaded.
    pub programs: usize,
}

impl EmulatedDevice {
    /// A device with no buffers and no programs.
    pub fn new() -> Self {
        Self::default()
    }

    /// Compiles (or finds in the cache) one program of `kernels` and loads their entry points.
    fn load(&mut self, kernels: &[Kernel]) -> Result<(), String> {
        let todo = super::unloaded(kernels, |k| self.entries.contains_key(k));
        if todo.is_empty() {
            return Ok(());
        }
        let src = program(&format!("{HOST}\n{PRELUDE}"), &todo);
        let flags = compile_flags();
        let hash = super::codegen::fnv(&format!("{}\n{src}", flags.join(" ")));
        let dir = cache_dir().join("emulated");
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create the kernel cache {}: {e}", dir.display()))?;
        let lib = dir.join(format!("p{hash:016x}.so"));
        if !lib.exists() {
            let t = std::time::Instant::now();
            let tmp = super::temporary(&lib);
            let cpp = tmp.with_extension("cpp");
            std::fs::write(&cpp, &src)
                .map_err(|e| format!("cannot write {}: {e}", cpp.display()))?;
            let cxx = std::env::var("CXX").unwrap_or_else(|_| "g++".into());
            let out = std::process::Command::new(&cxx)
                .args(&flags)
                .arg("-o")
                .arg(&tmp)
                .arg(&cpp)
                .output()
                .map_err(|e| {
                    format!("the emulated CUDA device needs a C++ compiler (`{cxx}`): {e}")
                })?;
            if !out.status.success() {
                return Err(format!(
                    "{cxx} rejected the generated kernels ({}):\n{}",
                    cpp.display(),
                    String::from_utf8_lossy(&out.stderr)
                        .lines()
                        .take(20)
                        .collect::<Vec<_>>()
                        .join("\n")
                ));
            }
            let _ = std::fs::remove_file(&cpp);
            std::fs::rename(&tmp, &lib)
                .map_err(|e| format!("cannot cache {}: {e}", lib.display()))?;
            self.compile_seconds += t.elapsed().as_secs_f64();
        }
        let path = CString::new(lib.to_string_lossy().as_bytes()).map_err(|e| e.to_string())?;
        // SAFETY: dlopen of a library this device compiled from its own source; it stays
        // loaded for the life of the process (entry points are never dangling).
        let h = unsafe { dlopen(path.as_ptr(), RTLD_NOW) };
        if h.is_null() {
            // SAFETY: dlerror returns a C string or null.
            let why = unsafe {
                let e = dlerror();
                if e.is_null() {
                    String::new()
                } else {
                    std::ffi::CStr::from_ptr(e).to_string_lossy().into_owned()
                }
            };
            return Err(format!("cannot load {}: {why}", lib.display()));
        }
        for k in &todo {
            let sym = CString::new(format!("{}_host", k.name)).map_err(|e| e.to_string())?;
            // SAFETY: looks a symbol up in a loaded library.
            let f = unsafe { dlsym(h, sym.as_ptr()) };
            if f.is_null() {
                return Err(format!("{} has no kernel {}", lib.display(), k.name));
            }
            // SAFETY: the generated host entry points have exactly this signature.
            let f: HostFn = unsafe { std::mem::transmute::<*mut c_void, HostFn>(f) };
            self.entries.insert(k.name.clone(), f);
        }
        self.programs += 1;
        Ok(())
    }

    /// The address of a slot's first byte, checked to hold the slot's tensor.
    fn address(&mut self, s: &Slot) -> Result<*mut u8, String> {
        let v = self.mem.storage(s.buffer)?;
        super::check_fits(s, v.len())?;
        // SAFETY: the offset is inside the buffer (checked above).
        Ok(unsafe { v.as_mut_ptr().add(s.offset) })
    }
}

impl Device for EmulatedDevice {
    fn name(&self) -> &'static str {
        "cuda-emulated"
    }
    fn prepare(&mut self, m: &Module, f: Op) -> Result<(), String> {
        // A new session: its module's ops, not the last one's (compiled kernels stay).
        self.works = Works::for_module(m);
        let kernels = self.works.of_function(m, f)?;
        self.load(&kernels)
    }
    fn alloc(&mut self, bytes: usize) -> Result<BufferId, String> {
        self.mem.alloc(bytes)
    }
    fn free(&mut self, b: BufferId) {
        self.mem.free(b)
    }
    fn upload(&mut self, b: BufferId, offset: usize, data: &[u8]) -> Result<(), String> {
        self.mem.upload(b, offset, data)
    }
    fn download(&self, b: BufferId, offset: usize, out: &mut [u8]) -> Result<(), String> {
        self.mem.download(b, offset, out)
    }
    fn copy(
        &mut self,
        src: BufferId,
        src_offset: usize,
        dst: BufferId,
        dst_offset: usize,
        bytes: usize,
    ) -> Result<(), String> {
        self.mem.copy(src, src_offset, dst, dst_offset, bytes)
    }
    fn launch(&mut self, m: &Module, op: Op, ins: &[Slot], outs: &[Slot]) -> Result<(), String> {
        let works = self.works.for_slots(m, op, ins, outs)?;
        for w in works.iter() {
            match w {
                Work::Upload { k, bytes } => {
                    let s = &outs[*k];
                    self.mem.upload(s.buffer, s.offset, bytes)?;
                }
                // cuBLAS's stand-in: each call of the very arguments the GPU's cuBLAS gets,
                // on a host SGEMM.
                Work::Gemm(g) => {
                    let (l, r) = (self.address(&ins[0])?, self.address(&ins[1])?);
                    let o = self.address(&outs[0])?;
                    // SAFETY: the pointers address the f32 operands and result of the
                    // `dot_general` `g` was laid out from, inside their buffers (checked by
                    // `address`); `g`'s calls index within those shapes.
                    unsafe { blas(g, l as *const f32, r as *const f32, o as *mut f32) };
                }
                Work::Launch(k) => {
                    self.load(std::slice::from_ref(k))?;
                    let mut ptrs = Vec::with_capacity(k.args.len());
                    for a in &k.args {
                        ptrs.push(a.value(ins, outs, |s| self.address(s), |v| v as *mut u8)?);
                    }
                    let f = self.entries[&k.name];
                    // SAFETY: every pointer addresses a tensor of the shape the kernel was
                    // generated for, inside its buffer (checked by `address`); kernels index
                    // only within those shapes.
                    unsafe { f(ptrs.as_mut_ptr(), k.grid()) };
                }
            }
        }
        Ok(())
    }
    fn synchronize(&mut self) -> Result<(), String> {
        Ok(())
    }
    fn allocated_bytes(&self) -> u64 {
        self.mem.allocated_bytes()
    }
    fn summary(&self) -> Option<String> {
        Some(format!(
            "emulated CUDA device: {} kernel program(s), {:.1} s compiling them (0 when cached in {})",
            self.programs,
            self.compile_seconds,
            cache_dir().display()
        ))
    }
}

/// What cuBLAS's `sgemmStridedBatched` computes for each of `g`'s calls (column-major
/// C = op(A) op(B), A the rhs and B the lhs; see [`super::codegen::BlasCall`]), on the host.
///
/// # Safety
/// `lhs`, `rhs` and `out` must hold the elements `g`'s calls and products index.
pub unsafe fn blas(g: &super::codegen::Gemm, lhs: *const f32, rhs: *const f32, out: *mut f32) {
    let c = g.blas();
    let (m, n, k) = (c.mnk.0 as usize, c.mnk.1 as usize, c.mnk.2 as usize);
    let (lda, ldb, ldc) = (c.ld.0 as isize, c.ld.1 as isize, c.ld.2 as isize);
    let (rsa, csa) = if c.trans.0 { (lda, 1) } else { (1, lda) };
    let (rsb, csb) = if c.trans.1 { (ldb, 1) } else { (1, ldb) };
    for &(ol, or, oo) in &g.calls {
        for p in 0..c.batch as usize {
            let a = rhs.add(or as usize + p * c.stride.0 as usize);
            let b = lhs.add(ol as usize + p * c.stride.1 as usize);
            let y = out.add(oo as usize + p * c.stride.2 as usize);
            matrixmultiply::sgemm(m, k, n, 1.0, a, rsa, csa, b, rsb, csb, 0.0, y, 1, ldc);
        }
    }
}
