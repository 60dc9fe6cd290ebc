//! Typed `u32` indices and the arenas they index, in the style of `cranelift-entity`.
//!
//! Every IR object (op, value, block, region) lives in a [`PrimaryMap`] owned by the
//! [`crate::Module`] and is named by a small `Copy` handle. Side tables keyed by the same
//! handles use [`SecondaryMap`], which grows on demand and returns a default for missing keys.

use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A typed index into a [`PrimaryMap`].
pub trait EntityRef: Copy + Eq + std::hash::Hash + std::fmt::Debug {
    /// Creates the handle for slot `index`.
    fn new(index: usize) -> Self;
    /// The slot this handle names.
    fn index(self) -> usize;
}

/// Declares a `u32` entity handle whose `Display` prints `prefix` followed by the index.
#[macro_export]
macro_rules! entity {
    ($(#[$m:meta])* $name:ident, $prefix:literal) => {
        $(#[$m])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(u32);
        impl $crate::entity::EntityRef for $name {
            fn new(index: usize) -> Self {
                $name(u32::try_from(index).expect("entity index overflow"))
            }
            fn index(self) -> usize {
                self.0 as usize
            }
        }
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, concat!($prefix, "{}"), self.0)
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(self, f)
            }
        }
    };
}

/// An arena that owns its elements and hands out typed keys.
#[derive(Debug)]
pub struct PrimaryMap<K: EntityRef, V> {
    elems: Vec<V>,
    _key: PhantomData<K>,
}

/// A copy with room to grow: passes copy a module to try a change that adds a few ops or
/// values, and a copy without spare room would move every element again at the first push.
impl<K: EntityRef, V: Clone> Clone for PrimaryMap<K, V> {
    fn clone(&self) -> Self {
        let n = self.elems.len();
        let mut elems = Vec::with_capacity(n + n / 16 + 16);
        elems.extend_from_slice(&self.elems);
        Self {
            elems,
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self {
            elems: Vec::new(),
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }
    /// Stores `v` and returns its key.
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.elems.len());
        self.elems.push(v);
        k
    }
    /// Number of elements ever pushed.
    pub fn len(&self) -> usize {
        self.elems.len()
    }
    /// True when nothing was pushed.
    pub fn is_empty(&self) -> bool {
        self.elems.is_empty()
    }
    /// The element for `k`, if `k` is in range.
    pub fn get(&self, k: K) -> Option<&V> {
        self.elems.get(k.index())
    }
    /// All keys in push order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator {
        (0..self.elems.len()).map(K::new)
    }
    /// All `(key, element)` pairs in push order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.elems.iter().enumerate().map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        &self.elems[k.index()]
    }
}

impl<K: EntityRef, V> IndexMut<K> for PrimaryMap<K, V> {
    fn index_mut(&mut self, k: K) -> &mut V {
        &mut self.elems[k.index()]
    }
}

/// A side table keyed by entities of a [`PrimaryMap`]; missing keys read as the default.
#[derive(Clone, Debug)]
pub struct SecondaryMap<K: EntityRef, V: Clone> {
    elems: Vec<V>,
    default: V,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V: Clone + Default> Default for SecondaryMap<K, V> {
    fn default() -> Self {
        Self::with_default(V::default())
    }
}

impl<K: EntityRef, V: Clone> SecondaryMap<K, V> {
    /// An empty table whose missing entries read as `default`.
    pub fn with_default(default: V) -> Self {
        Self {
            elems: Vec::new(),
            default,
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V: Clone + Default> SecondaryMap<K, V> {
    /// An empty table whose missing entries read as `V::default()`.
    pub fn new() -> Self {
        Self::default()
    }
}

/// Equal when every key reads the same (entries never written read as the default, however
/// far each table has grown).
impl<K: EntityRef, V: Clone + PartialEq> PartialEq for SecondaryMap<K, V> {
    fn eq(&self, other: &Self) -> bool {
        let n = self.elems.len().max(other.elems.len());
        fn at<K: EntityRef, V: Clone>(m: &SecondaryMap<K, V>, i: usize) -> &V {
            m.elems.get(i).unwrap_or(&m.default)
        }
        self.default == other.default && (0..n).all(|i| at(self, i) == at(other, i))
    }
}

impl<K: EntityRef, V: Clone> Index<K> for SecondaryMap<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        self.elems.get(k.index()).unwrap_or(&self.default)
    }
}

impl<K: EntityRef, V: Clone> IndexMut<K> for SecondaryMap<K, V> {
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        if i >= self.elems.len() {
            self.elems.resize(i + 1, self.default.clone());
        }
        &mut self.elems[i]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    entity!(Thing, "t");

    #[test]
    fn primary_and_secondary_maps() {
        let mut p: PrimaryMap<Thing, &str> = PrimaryMap::new();
        let a = p.push("a");
        let b = p.push("b");
        assert_eq!(p[b], "b");
        assert_eq!(a.to_string(), "t0");
        let mut s: SecondaryMap<Thing, u32> = SecondaryMap::new();
        assert_eq!(s[b], 0);
        s[b] = 7;
        assert_eq!(s[b], 7);
        assert_eq!(s[a], 0);
    }

    #[test]
    fn secondary_maps_are_equal_when_every_key_reads_the_same() {
        let mut p: PrimaryMap<Thing, ()> = PrimaryMap::new();
        let (a, b) = (p.push(()), p.push(()));
        let (mut s, mut t): (SecondaryMap<Thing, u32>, SecondaryMap<Thing, u32>) =
            (SecondaryMap::new(), SecondaryMap::new());
        s[a] = 1;
        t[a] = 1;
        t[b] = 0; // grown further, with the default
        assert!(s == t);
        t[b] = 2;
        assert!(s != t);
        assert!(SecondaryMap::<Thing, u32>::with_default(1) != SecondaryMap::new());
    }
}
