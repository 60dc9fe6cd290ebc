//! Answers kept from the last calls of a deterministic, costly function, with their whole
//! inputs: a pipeline asks `schedule` and placement the same question more than once (`eqsat`
//! plans the step it answers with, then the pipeline's `schedule` and `assign-buffers` plan it
//! again). Inputs are compared whole, never by hash.

use std::sync::Mutex;

/// Entries [`Recent`] keeps: the newest, the oldest dropped first.
const KEPT: usize = 4;

/// The last [`KEPT`] entries (an input with its answer), shared by every thread.
pub(crate) struct Recent<E> {
    kept: Mutex<Vec<E>>,
}

impl<E> Recent<E> {
    /// None kept yet.
    pub(crate) const fn new() -> Self {
        Recent {
            kept: Mutex::new(Vec::new()),
        }
    }

    /// The first answer `f` takes from the entries kept.
    pub(crate) fn find<R>(&self, f: impl FnMut(&E) -> Option<R>) -> Option<R> {
        self.lock().iter().find_map(f)
    }

    /// Keeps `e`, dropping the oldest past [`KEPT`].
    pub(crate) fn keep(&self, e: E) {
        let mut kept = self.lock();
        if kept.len() == KEPT {
            kept.remove(0);
        }
        kept.push(e);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<E>> {
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }
}
