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

/// Elements per chunk of a [`PrimaryMap`].
const CHUNK: usize = 64;

/// An arena that owns its elements and hands out typed keys.
///
/// Its elements are kept in chunks shared copy-on-write: a copy of an arena (of a module)
/// shares every chunk, and changing an element copies only its chunk, the first time. The
/// planner copies whole modules to try a change to a few ops (each trial of `eqsat`'s
/// extraction, each step of the recomputation search): such a copy costs one reference per
/// chunk, not a copy of every op, value and type.
pub struct PrimaryMap<K: EntityRef, V> {
    /// Full chunks of [`CHUNK`] elements, then the last one (never empty).
    chunks: Vec<std::sync::Arc<Vec<V>>>,
    len: usize,
    _key: PhantomData<K>,
}

impl<K: EntityRef, V> Clone for PrimaryMap<K, V> {
    fn clone(&self) -> Self {
        Self {
            chunks: self.chunks.clone(),
            len: self.len,
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V: std::fmt::Debug> std::fmt::Debug for PrimaryMap<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter().map(|(_, v)| v)).finish()
    }
}

impl<K: EntityRef, V> Default for PrimaryMap<K, V> {
    fn default() -> Self {
        Self {
            chunks: Vec::new(),
            len: 0,
            _key: PhantomData,
        }
    }
}

impl<K: EntityRef, V> PrimaryMap<K, V> {
    /// An empty arena.
    pub fn new() -> Self {
        Self::default()
    }
    /// Number of elements ever pushed.
    pub fn len(&self) -> usize {
        self.len
    }
    /// True when nothing was pushed.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The element for `k`, if `k` is in range.
    pub fn get(&self, k: K) -> Option<&V> {
        let i = k.index();
        (i < self.len).then(|| &self.chunks[i / CHUNK][i % CHUNK])
    }
    /// All keys in push order.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = K> + ExactSizeIterator {
        (0..self.len).map(K::new)
    }
    /// All `(key, element)` pairs in push order.
    pub fn iter(&self) -> impl Iterator<Item = (K, &V)> {
        self.chunks
            .iter()
            .flat_map(|c| c.iter())
            .enumerate()
            .map(|(i, v)| (K::new(i), v))
    }
}

impl<K: EntityRef, V: Clone> PrimaryMap<K, V> {
    /// Stores `v` and returns its key.
    pub fn push(&mut self, v: V) -> K {
        let k = K::new(self.len);
        if self.len.is_multiple_of(CHUNK) {
            self.chunks
                .push(std::sync::Arc::new(Vec::with_capacity(CHUNK)));
        }
        let last = self.chunks.last_mut().expect("a chunk with room");
        std::sync::Arc::make_mut(last).push(v);
        self.len += 1;
        k
    }
}

impl<K: EntityRef, V> Index<K> for PrimaryMap<K, V> {
    type Output = V;
    fn index(&self, k: K) -> &V {
        let i = k.index();
        &self.chunks[i / CHUNK][i % CHUNK]
    }
}

/// Changing an element copies its chunk first when another copy of the arena shares it.
impl<K: EntityRef, V: Clone> IndexMut<K> for PrimaryMap<K, V> {
    fn index_mut(&mut self, k: K) -> &mut V {
        let i = k.index();
        &mut std::sync::Arc::make_mut(&mut self.chunks[i / CHUNK])[i % CHUNK]
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

    /// An empty table with room for the keys below `keys` (an arena's `len()`): writing
    /// them never moves the table (a table grown key by key over a module's values was
    /// copied again at each doubling).
    pub fn with_capacity(keys: usize) -> Self {
        Self {
            elems: Vec::with_capacity(keys),
            default: V::default(),
            _key: PhantomData,
        }
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

    /// A table made with room for an arena's keys reads and writes as one grown key by key,
    /// keys past that room included, and compares equal to it.
    #[test]
    fn a_table_with_room_reads_as_one_grown_key_by_key() {
        let mut p: PrimaryMap<Thing, ()> = PrimaryMap::new();
        let keys: Vec<Thing> = (0..50).map(|_| p.push(())).collect();
        let mut roomy: SecondaryMap<Thing, u32> = SecondaryMap::with_capacity(20);
        let mut grown: SecondaryMap<Thing, u32> = SecondaryMap::new();
        for (i, &k) in keys.iter().enumerate().rev().step_by(3) {
            roomy[k] = i as u32 + 1;
            grown[k] = i as u32 + 1;
        }
        assert!(roomy == grown);
        assert_eq!(roomy[keys[49]], 50);
        assert_eq!(roomy[keys[48]], 0);
        assert_eq!(roomy[keys[1]], 2);
        let empty: SecondaryMap<Thing, u32> = SecondaryMap::with_capacity(50);
        assert!(empty == SecondaryMap::new());
        assert_eq!(empty[keys[7]], 0);
    }

    /// A copy shares its elements until one side changes one: neither sees the other's
    /// changes, across chunk boundaries and pushes.
    #[test]
    fn a_copy_is_independent_of_its_original() {
        let mut p: PrimaryMap<Thing, Vec<u32>> = PrimaryMap::new();
        let keys: Vec<Thing> = (0..200).map(|i| p.push(vec![i])).collect();
        let mut q = p.clone();
        q[keys[3]].push(7);
        q[keys[130]] = vec![1];
        let extra = q.push(vec![9]);
        p[keys[199]].clear();
        assert_eq!(p[keys[3]], vec![3]);
        assert_eq!(p[keys[130]], vec![130]);
        assert_eq!((p.len(), q.len()), (200, 201));
        assert_eq!(q[keys[3]], vec![3, 7]);
        assert_eq!(q[keys[130]], vec![1]);
        assert_eq!(q[keys[199]], vec![199]);
        assert_eq!(q[extra], vec![9]);
        assert_eq!(p.get(extra), None);
        let firsts: Vec<u32> = q.iter().map(|(_, v)| v[0]).collect();
        assert_eq!(
            (firsts.len(), firsts[2], firsts[130], firsts[200]),
            (201, 2, 1, 9)
        );
        assert_eq!(
            q.iter().map(|(k, _)| k).collect::<Vec<_>>(),
            q.keys().collect::<Vec<_>>()
        );
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
