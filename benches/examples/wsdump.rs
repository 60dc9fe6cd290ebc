fn main() {
    let a: Vec<String> = std::env::args().collect();
    let src = std::fs::read_to_string(&a[1]).unwrap();
    let m = lowtide_ir::parse_and_verify(&src, &a[1]).unwrap();
    let f = m.function("main").unwrap();
    let b = m.entry_block(f).unwrap();
    for &op in &m.blocks[b].ops {
        if m.name(op) != "stablehlo.while" {
            continue;
        }
        let l = lowtide_ir::nested::layout(&m, op).unwrap();
        println!(
            "while: bytes {} staging {:?} in_results {}",
            l.bytes,
            l.staging.iter().filter(|s| s.is_some()).count(),
            l.in_results.len()
        );
        let body = m.regions[m.ops[op].regions[1]].blocks[0];
        let ops = &m.blocks[body].ops;
        let mut tot = 0u64;
        for (i, &o) in ops.iter().enumerate() {
            for &r in &m.ops[o].results {
                let sz = m.ty(r).byte_size().unwrap_or(0);
                tot += sz;
                if sz >= 4 << 20 {
                    let last = ops.iter().rposition(|&q| m.reads_deep(q).contains(&r));
                    println!(
                        "  {i} {} {} {} MiB off {:?} last {:?} inres {:?}",
                        m.name(o),
                        m.ty(r),
                        sz >> 20,
                        l.values.get(&r).map(|x| x >> 20),
                        last,
                        l.in_results.get(&r)
                    );
                }
            }
        }
        println!("  total body values {} MiB, ops {}", tot >> 20, ops.len());
        let term = *ops.last().unwrap();
        for (k, &v) in m.ops[term].operands.iter().enumerate() {
            let sz = m.ty(v).byte_size().unwrap_or(0);
            if sz >= 4 << 20 {
                println!(
                    "  ret {k} {} def {:?}",
                    m.ty(v),
                    m.def_op(v).map(|d| m.name(d).to_string())
                );
            }
        }
    }
}
