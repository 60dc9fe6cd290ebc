//! `step-time` reports bad arguments and bad files as errors (exit 1), never panics.

use std::process::Command;

fn step_time(args: &[&str]) -> (i32, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_step-time"))
        .args(args)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn bad_arguments_are_errors() {
    let step = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../testkit/data/jax_steps/tiny_tr.mlir"
    );
    for (args, want) in [
        (vec![], "step-time: error: usage: step-time FILE.mlir..."),
        (
            vec![step, "--runs", "zero"],
            "step-time: error: --runs needs a whole number",
        ),
        (vec![step, "--runs", "0"], "step-time: error: usage:"),
        (
            vec![step, "--mode", "fast"],
            "step-time: error: --mode is planned, unplanned or dynamic, not 'fast'",
        ),
        (
            vec![step, "--frobnicate"],
            "step-time: error: unknown option --frobnicate",
        ),
        (
            vec!["/nonexistent/step.mlir"],
            "step-time: error: /nonexistent/step.mlir: ",
        ),
        (
            vec![step, "--pipeline", "nope"],
            "step-time: error: --pipeline: ",
        ),
    ] {
        let (code, err) = step_time(&args);
        assert_eq!(code, 1, "{args:?}: {err}");
        assert!(err.starts_with(want), "{args:?}: {err}");
    }
}
