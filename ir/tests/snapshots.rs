//! Snapshots of printed IR: a module built through the Rust API, and locations round-tripping.

use lowtide_ir::attr::{DenseAttr, DenseData, DenseElem, FloatLit};
use lowtide_ir::types::FunctionType;
use lowtide_ir::{
    parse_and_verify, print, verify, Attr, ElemType, Module, OpKind, OpName, PrintOptions, Type,
};

fn known(k: OpKind) -> OpName {
    OpName::Known(k)
}

/// relu(x @ w + b) for x: 4x8, w: 8x16, b: 16 — built op by op.
fn build_linear_relu() -> Module {
    let f32t = |d: &[u64]| Type::tensor(d, ElemType::F32);
    let mut m = Module::new();
    let module = m.create_op(known(OpKind::BuiltinModule), vec![], vec![]);
    m.top.push(module);
    let mr = m.add_region(module);
    let mb = m.create_block(vec![]);
    m.append_block(mr, mb);
    let func = m.create_op(known(OpKind::FuncFunc), vec![], vec![]);
    let ft = FunctionType {
        inputs: vec![f32t(&[4, 8]), f32t(&[8, 16]), f32t(&[16])],
        results: vec![f32t(&[4, 16])],
    };
    m.ops[func].properties.set(
        "function_type",
        Attr::Type(Type::Function(Box::new(ft.clone()))),
    );
    m.ops[func]
        .properties
        .set("sym_name", Attr::Str("linear_relu".into()));
    m.append_op(mb, func);
    let fr = m.add_region(func);
    let body = m.create_block(ft.inputs.clone());
    m.append_block(fr, body);
    let [x, w, b] = [0, 1, 2].map(|i| m.blocks[body].args[i]);
    let emit = |m: &mut Module, k: OpKind, operands, ty: Type, props: Vec<(&str, Attr)>| {
        let op = m.create_op(known(k), operands, vec![ty]);
        for (n, a) in props {
            m.ops[op].properties.set(n, a);
        }
        m.append_op(body, op);
        m.ops[op].results[0]
    };
    let dot = Attr::Opaque(
        "stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>".into(),
    );
    let xw = emit(
        &mut m,
        OpKind::DotGeneral,
        vec![x, w],
        f32t(&[4, 16]),
        vec![("dot_dimension_numbers", dot)],
    );
    let bb = emit(
        &mut m,
        OpKind::BroadcastInDim,
        vec![b],
        f32t(&[4, 16]),
        vec![(
            "broadcast_dimensions",
            Attr::DenseArray(ElemType::Int(64), vec![DenseElem::Int(1)]),
        )],
    );
    let y = emit(&mut m, OpKind::Add, vec![xw, bb], f32t(&[4, 16]), vec![]);
    let zero = DenseAttr {
        ty: f32t(&[4, 16]),
        data: DenseData::Splat(DenseElem::Float(FloatLit::Value(0.0))),
    };
    let z = emit(
        &mut m,
        OpKind::Constant,
        vec![],
        f32t(&[4, 16]),
        vec![("value", Attr::Dense(zero))],
    );
    let r = emit(&mut m, OpKind::Maximum, vec![y, z], f32t(&[4, 16]), vec![]);
    let ret = m.create_op(known(OpKind::FuncReturn), vec![r], vec![]);
    m.append_op(body, ret);
    m
}

#[test]
fn module_built_in_rust() {
    let m = build_linear_relu();
    verify(&m).unwrap();
    let text = print(&m, PrintOptions::default());
    insta::assert_snapshot!(text);
    // What the builder printed reads back to the same text.
    assert_eq!(
        print(
            &parse_and_verify(&text, "built").unwrap(),
            PrintOptions::default()
        ),
        text
    );
}

#[test]
fn locations_round_trip_with_debuginfo() {
    let src = r#"#loc0 = loc("model.py":10:4)
"func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "main", arg_attrs = [{tf.aliasing_output = 0 : i32}]}> ({
^bb0(%arg0: tensor<2xf32> loc("model.py":9:0)):
  %0 = "stablehlo.tanh"(%arg0) : (tensor<2xf32>) -> tensor<2xf32> loc("model.py":12:8)
  %1 = "stablehlo.exponential"(%0) : (tensor<2xf32>) -> tensor<2xf32> loc("exp"("model.py":13:8))
  %2 = "stablehlo.constant"() <{value = dense<[0x7FC00000, -1.5e-7]> : tensor<2xf32>}> : () -> tensor<2xf32> loc(unknown)
  %3 = "stablehlo.add"(%1, %2) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> loc(#loc0)
  "func.return"(%3) : (tensor<2xf32>) -> () loc(fused[#loc0, #late])
}) : () -> ()
#late = loc("b.py":3:4)
"#;
    let m = parse_and_verify(src, "locs.mlir").unwrap();
    let opts = PrintOptions {
        debug_info: true,
        ..PrintOptions::default()
    };
    let text = print(&m, opts);
    insta::assert_snapshot!(text);
    assert_eq!(
        print(&parse_and_verify(&text, "again").unwrap(), opts),
        text
    );
}
