//! The buffer plan: [`assign_buffers`] decides what shares bytes and places every value in
//! one arena through [`placement`]; [`verify_plan`] checks a plan independently; [`measure`]
//! plans a copy of a module and reads its footprint, for the searches that compare plans.
//! The plan itself is `lowtide_ir::plan`.

pub mod assign_buffers;
mod borrow_outputs;
pub mod measure;
pub mod placement;
mod range_max;
pub mod verify_plan;
