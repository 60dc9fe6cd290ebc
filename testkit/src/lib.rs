//! Helpers shared by lowtide's test suites: where the bench inputs and the exported JAX steps
//! are, comparing outputs with JAX's, planning and running a module, and random valid graphs
//! for property tests ([`graphs`]). A dev-dependency only; not published.

pub mod graphs;

use std::path::{Path, PathBuf};

/// A path in the system's temporary folder, unique to this process and `name`, removed (file
/// or folder) when dropped, so a test run leaves nothing behind.
pub struct Scratch(PathBuf);

impl Scratch {
    /// `lowtide-<pid>-<name>` in the temporary folder (nothing is created).
    pub fn new(name: &str) -> Scratch {
        let file = format!("lowtide-{}-{name}", std::process::id());
        Scratch(std::env::temp_dir().join(file))
    }
}

impl std::ops::Deref for Scratch {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<std::ffi::OsStr> for Scratch {
    fn as_ref(&self) -> &std::ffi::OsStr {
        self.0.as_os_str()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
        let _ = std::fs::remove_file(&self.0);
    }
}

/// `testkit/data/<name>`: inputs exported from JAX for the tests (`jax_steps`, `jax_prims`;
/// `scripts/jax_steps.py` and `scripts/jax_prims.py` write them).
pub fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(name)
}

/// `../shared/bench/<sub>` beside the project, or `None` with a printed reason.
pub fn bench_dir(sub: &str) -> Option<PathBuf> {
    let d = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/bench")
        .join(sub);
    if d.is_dir() {
        Some(d)
    } else {
        eprintln!("SKIP: {} not found", d.display());
        None
    }
}

/// The files in `dir` whose name ends in `.ext`, sorted.
pub fn files_with_ext(dir: &std::path::Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == ext))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// Checks lowtide's outputs against JAX's: shapes equal, every element within 1e-5 absolute or
/// `rtol` relative (NaN where JAX has NaN); the worst error on success.
pub fn compare(
    name: &str,
    mode: &str,
    rtol: f64,
    got: &[lowtide_runtime::HostTensor],
    want: &[lowtide_runtime::HostTensor],
) -> Result<f64, String> {
    if got.len() != want.len() {
        return Err(format!(
            "{name} ({mode}): {} outputs, expected {}",
            got.len(),
            want.len()
        ));
    }
    let mut worst = 0.0f64;
    for (k, (g, w)) in got.iter().zip(want).enumerate() {
        if g.dims != w.dims {
            return Err(format!(
                "{name} ({mode}): output {k} has shape {:?}, expected {:?}",
                g.dims, w.dims
            ));
        }
        for i in 0..w.numel() {
            let (a, b) = (g.get(i), w.get(i));
            if (a.is_nan() && b.is_nan()) || a == b {
                continue;
            }
            let abs = (a - b).abs();
            let rel = abs / b.abs().max(f64::MIN_POSITIVE);
            if !(abs <= 1e-5 || rel <= rtol) {
                return Err(format!(
                    "{name} ({mode}): output {k} element {i}: got {a}, JAX computed {b}"
                ));
            }
            worst = worst.max(rel.min(abs));
        }
    }
    Ok(worst)
}

/// Runs the planning pipeline on `m`, verifying after every pass.
pub fn plan(m: &mut lowtide_ir::Module, name: &str) -> Result<(), String> {
    lowtide_passes::Pipeline::parse(lowtide_passes::PLAN_PIPELINE)
        .expect("the planning pipeline parses")
        .run(
            m,
            &lowtide_passes::Instrumentation {
                verify_each: true,
                ..Default::default()
            },
            name,
            &mut std::io::sink(),
        )
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// Pseudo-random inputs for `m`'s main: f32 in [-0.05, 0.05), integers in [0, 10) (labels).
pub fn inputs(m: &lowtide_ir::Module) -> Vec<lowtide_runtime::HostTensor> {
    let f = m.function("main").unwrap();
    let args = m.blocks[m.entry_block(f).unwrap()].args.clone();
    args.iter()
        .enumerate()
        .map(|(i, &a)| {
            let ty = m.ty(a).as_tensor().unwrap();
            let mut t = lowtide_runtime::HostTensor::zeros(&ty.static_dims().unwrap(), ty.elem);
            for (j, c) in t.bytes.chunks_mut(4).enumerate() {
                let h = (17 * i as u64 + 3 + j as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
                let bytes = match ty.elem {
                    lowtide_ir::ElemType::F32 => {
                        ((h as f32 / (1u64 << 24) as f32 - 0.5) / 10.0).to_le_bytes()
                    }
                    _ => ((h % 10) as i32).to_le_bytes(),
                };
                c.copy_from_slice(&bytes);
            }
            t
        })
        .collect()
}

/// One exported case beside `f` (`NAME.mlir` with `NAME.safetensors`, and maybe `NAME.json`):
/// its name, module (parsed and verified), inputs, JAX's outputs and its tolerance (the JSON's
/// `rtol`, else 1e-4).
pub struct Case {
    /// The file's stem.
    pub name: String,
    /// The module.
    pub module: lowtide_ir::Module,
    /// `input.N`, one per argument of `@main`.
    pub inputs: Vec<lowtide_runtime::HostTensor>,
    /// `output.N`: JAX's results.
    pub want: Vec<lowtide_runtime::HostTensor>,
    /// Relative tolerance against JAX.
    pub rtol: f64,
}

/// Reads the case beside `f` ([`Case`]).
pub fn case(f: &std::path::Path) -> Case {
    let name = f.file_stem().unwrap().to_string_lossy().into_owned();
    let text = std::fs::read_to_string(f).unwrap();
    let module = lowtide_ir::parse_and_verify(&text, &name).unwrap();
    let all = lowtide_runtime::io::read(&std::fs::read(f.with_extension("safetensors")).unwrap())
        .unwrap();
    let nargs = module.blocks[module
        .entry_block(module.function("main").unwrap())
        .unwrap()]
    .args
    .len();
    let inputs = lowtide_runtime::io::numbered(&all, "input", nargs).unwrap();
    let nout = all.iter().filter(|(n, _)| n.starts_with("output.")).count();
    let want = lowtide_runtime::io::numbered(&all, "output", nout).unwrap();
    let rtol = std::fs::read_to_string(f.with_extension("json"))
        .ok()
        .and_then(|j| serde_json::from_str::<serde_json::Value>(&j).ok())
        .and_then(|j| j["rtol"].as_f64())
        .unwrap_or(1e-4);
    Case {
        name,
        module,
        inputs,
        want,
        rtol,
    }
}

/// The steps of `lit_tests/lower-to-memref` that `lower-to-memref` lowers with no `lt.kernel`
/// (the runnable ones the MLIR tests run against the CPU device).
pub const LOWERED_LIT_STEPS: &[&str] = &[
    "step.mlir",
    "donate.mlir",
    "moves.mlir",
    "swap.mlir",
    "types.mlir",
    "conv.mlir",
    "borrowed.mlir",
];

/// An MLIR tool (`mlir-opt`, `mlir-runner`) from LLVM 22 (or 21, 20), or from the folder
/// `MLIR_TOOLS_DIR` names; `MLIR_OPT` names `mlir-opt` itself.
pub fn mlir_tool(name: &str) -> Option<PathBuf> {
    if name == "mlir-opt" {
        if let Some(p) = std::env::var_os("MLIR_OPT") {
            return Some(PathBuf::from(p));
        }
    }
    let dirs = std::env::var_os("MLIR_TOOLS_DIR").map(PathBuf::from);
    dirs.into_iter()
        .chain(
            [22, 21, 20]
                .iter()
                .map(|v| PathBuf::from(format!("/usr/lib/llvm-{v}/bin"))),
        )
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// Runs `cmd` with `args`, `stdin` as its standard input: its standard output, or its
/// standard error when it fails.
pub fn pipe(cmd: &Path, args: &[&str], stdin: &str) -> Result<String, String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(cmd)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", cmd.display()))?;
    let mut input = child.stdin.take().expect("piped stdin");
    let text = stdin.to_string();
    // A writer thread: a tool that prints much before reading all its input cannot block it.
    let writer = std::thread::spawn(move || input.write_all(text.as_bytes()));
    let out = child
        .wait_with_output()
        .map_err(|e| format!("{}: {e}", cmd.display()))?;
    let _ = writer.join();
    if !out.status.success() {
        return Err(String::from_utf8_lossy(&out.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// Two steps of `m`'s main on the CPU device, unplanned (the oracle), the second starting from
/// the first one's results in the arguments donated to them: the inputs of the second step,
/// and its outputs.
pub fn second_step(
    m: &lowtide_ir::Module,
    inputs: &[lowtide_runtime::HostTensor],
) -> Result<
    (
        Vec<lowtide_runtime::HostTensor>,
        Vec<lowtide_runtime::HostTensor>,
    ),
    String,
> {
    use lowtide_runtime::executor::{run, Mode};
    let f = m.function("main").ok_or("no @main")?;
    let first = run(m, "main", inputs.to_vec(), Mode::Unplanned)?.outputs;
    let mut next = inputs.to_vec();
    for (a, d) in m.donations(f).iter().enumerate() {
        if let Some(k) = *d {
            next[a] = first[k].clone();
        }
    }
    let out = run(m, "main", next.clone(), Mode::Unplanned)?.outputs;
    Ok((next, out))
}
