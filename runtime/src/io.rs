//! Inputs and outputs as safetensors files: arguments are `input.0`, `input.1`, ...; results
//! are `output.0`, ... (the layout of the numerics references).

use crate::tensor::HostTensor;
use lowtide_ir::ElemType;
use safetensors::tensor::{Dtype, SafeTensors, TensorView};

fn to_elem(d: Dtype) -> Result<ElemType, String> {
    Ok(match d {
        Dtype::F32 => ElemType::F32,
        Dtype::F64 => ElemType::F64,
        Dtype::BF16 => ElemType::BF16,
        Dtype::I32 => ElemType::Int(32),
        Dtype::I64 => ElemType::Int(64),
        Dtype::I16 => ElemType::Int(16),
        Dtype::I8 => ElemType::Int(8),
        Dtype::U8 => ElemType::UInt(8),
        Dtype::U16 => ElemType::UInt(16),
        Dtype::U32 => ElemType::UInt(32),
        Dtype::U64 => ElemType::UInt(64),
        Dtype::F16 => ElemType::F16,
        Dtype::BOOL => ElemType::Int(1),
        other => return Err(format!("safetensors dtype {other:?} is not supported")),
    })
}

fn to_dtype(e: ElemType) -> Result<Dtype, String> {
    Ok(match e {
        ElemType::F32 => Dtype::F32,
        ElemType::F64 => Dtype::F64,
        ElemType::BF16 => Dtype::BF16,
        ElemType::Int(32) | ElemType::SInt(32) => Dtype::I32,
        ElemType::Int(64) | ElemType::SInt(64) => Dtype::I64,
        ElemType::Int(16) | ElemType::SInt(16) => Dtype::I16,
        ElemType::Int(8) | ElemType::SInt(8) => Dtype::I8,
        ElemType::UInt(8) => Dtype::U8,
        ElemType::UInt(16) => Dtype::U16,
        ElemType::UInt(32) => Dtype::U32,
        ElemType::UInt(64) => Dtype::U64,
        ElemType::F16 => Dtype::F16,
        ElemType::Int(1) => Dtype::BOOL,
        other => {
            return Err(format!(
                "element type {other} cannot be written to safetensors"
            ))
        }
    })
}

/// Reads every tensor of a safetensors file, by name.
pub fn read(bytes: &[u8]) -> Result<Vec<(String, HostTensor)>, String> {
    let st = SafeTensors::deserialize(bytes)
        .map_err(|e| format!("not a valid safetensors file: {e}"))?;
    let mut out = Vec::new();
    for (name, view) in st.tensors() {
        let elem = to_elem(view.dtype())?;
        let dims = view.shape().iter().map(|&d| d as u64).collect();
        out.push((
            name,
            HostTensor {
                dims,
                elem,
                bytes: view.data().to_vec(),
            },
        ));
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(out)
}

/// The tensors named `{prefix}.0`, `{prefix}.1`, ... in order, or an error naming the first
/// missing one.
pub fn numbered(
    all: &[(String, HostTensor)],
    prefix: &str,
    count: usize,
) -> Result<Vec<HostTensor>, String> {
    (0..count)
        .map(|i| {
            let name = format!("{prefix}.{i}");
            all.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, t)| t.clone())
                .ok_or_else(|| format!("no tensor `{name}`"))
        })
        .collect()
}

/// Serializes tensors (name, tensor) as a safetensors file.
pub fn write(tensors: &[(String, HostTensor)]) -> Result<Vec<u8>, String> {
    let views: Vec<(String, TensorView)> = tensors
        .iter()
        .map(|(n, t)| {
            let shape: Vec<usize> = t.dims.iter().map(|&d| d as usize).collect();
            TensorView::new(to_dtype(t.elem)?, shape, &t.bytes)
                .map(|v| (n.clone(), v))
                .map_err(|e| e.to_string())
        })
        .collect::<Result<_, _>>()?;
    safetensors::serialize(views, None).map_err(|e| e.to_string())
}
