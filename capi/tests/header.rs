//! `include/lowtide.h` is cbindgen's output for the crate (`cbindgen.toml`'s settings): the
//! header C and C++ callers include never drifts from the functions. `LOWTIDE_BLESS=1` writes
//! it anew.

#[test]
fn the_header_is_cbindgens_output() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).unwrap();
    let mut generated = Vec::new();
    cbindgen::Builder::new()
        .with_crate(dir)
        .with_config(config)
        .generate()
        .expect("cbindgen reads the crate")
        .write(&mut generated);
    let generated = String::from_utf8(generated).unwrap();
    let path = dir.join("include/lowtide.h");
    if std::env::var_os("LOWTIDE_BLESS").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{} is not cbindgen's output for the crate: run `LOWTIDE_BLESS=1 cargo test -p lowtide-capi --test header`",
        path.display()
    );
}
