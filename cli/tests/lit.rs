//! Runs every `lit_tests/**/*.mlir` file as one test: each `// RUN:` line (with `\` line
//! continuations) runs under `bash -c "set -o pipefail; ..."` after substituting `%s` (the
//! file), `%t` (a temporary path) and `%S` (the file's folder), with the built binaries and
//! LLVM's `FileCheck`/`not` and MLIR's `mlir-opt` on `PATH`. `LLVM_TOOLS_DIR` overrides where
//! FileCheck is looked for, `MLIR_TOOLS_DIR` where mlir-opt is.

use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::process::Command;

fn llvm_tools() -> Option<PathBuf> {
    let mut candidates: Vec<PathBuf> = std::env::var_os("LLVM_TOOLS_DIR")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    for v in [22, 21, 20, 19, 18, 17, 16, 15, 14] {
        candidates.push(PathBuf::from(format!("/usr/lib/llvm-{v}/bin")));
    }
    candidates
        .into_iter()
        .find(|d| d.join("FileCheck").is_file() && d.join("not").is_file())
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

fn run_lines(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for line in text.lines() {
        let Some(i) = line.find("RUN:") else { continue };
        if !line[..i].trim_start().starts_with("//") {
            continue;
        }
        let part = line[i + 4..].trim();
        if let Some(p) = part.strip_suffix('\\') {
            cur.push_str(p);
            cur.push(' ');
        } else {
            cur.push_str(part);
            out.push(std::mem::take(&mut cur));
        }
    }
    out
}

fn run_file(path: &Path, path_env: &str, tmp: &Path) -> Result<(), Failed> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let lines = run_lines(&text);
    if lines.is_empty() {
        return Err(format!("{} has no RUN: line", path.display()).into());
    }
    let dir = path.parent().unwrap();
    // As in lit, `%t` is one path per test file, shared by its RUN lines.
    let rel = path
        .strip_prefix(dir.parent().unwrap_or(dir))
        .unwrap_or(path);
    let t = tmp.join(format!(
        "{}.tmp",
        rel.display().to_string().replace('/', "_")
    ));
    for line in &lines {
        let cmd = line
            .replace("%s", &path.display().to_string())
            .replace("%t", &t.display().to_string())
            .replace("%S", &dir.display().to_string());
        let out = Command::new("bash")
            .arg("-c")
            .arg(format!("set -o pipefail; {cmd}"))
            .env("PATH", path_env)
            .current_dir(dir)
            .output()
            .map_err(|e| format!("cannot run bash: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "RUN line failed ({}):\n  {cmd}\n--- stdout ---\n{}\n--- stderr ---\n{}",
                out.status,
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            )
            .into());
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../lit_tests");
    let mut files = Vec::new();
    collect(&root, &mut files);
    let bin_dir = PathBuf::from(env!("CARGO_BIN_EXE_lowtide-opt"))
        .parent()
        .unwrap()
        .to_path_buf();
    let tools = llvm_tools();
    // MLIR's tools (`mlir-opt`), for the RUN lines that check lowtide's output upstream.
    let mlir =
        lowtide_testkit::mlir_tool("mlir-opt").and_then(|p| p.parent().map(Path::to_path_buf));
    let path_env = format!(
        "{}:{}{}{}",
        bin_dir.display(),
        tools
            .as_ref()
            .map(|t| format!("{}:", t.display()))
            .unwrap_or_default(),
        mlir.map(|t| format!("{}:", t.display()))
            .unwrap_or_default(),
        std::env::var("PATH").unwrap_or_default()
    );
    let scratch = lowtide_testkit::Scratch::new("lit");
    let tmp = scratch.to_path_buf();
    std::fs::create_dir_all(&tmp).expect("temp dir");
    let trials = files
        .into_iter()
        .map(|f| {
            let name = f.strip_prefix(&root).unwrap_or(&f).display().to_string();
            let (p, t, has_tools) = (path_env.clone(), tmp.clone(), tools.is_some());
            Trial::test(name, move || {
                if !has_tools {
                    return Err("LLVM FileCheck/not not found: install llvm-14-tools (apt-get install llvm-14-tools) or set LLVM_TOOLS_DIR".into());
                }
                run_file(&f, &p, &t)
            })
        })
        .collect();
    let conclusion = libtest_mimic::run(&args, trials);
    // `exit` runs no destructors: the scratch folder goes first.
    drop(scratch);
    conclusion.exit();
}
