#!/usr/bin/env python3
"""Independent check of a placement CSV (MiniMalloc format plus an `offset` column).

Usage: validate_placement.py PLACED.csv CAPACITY
Valid when every pair of buffers whose half-open lifetimes [lower, upper) overlap has disjoint
byte ranges [offset, offset + size), and max(offset + size) <= CAPACITY. Prints the height and
exits 0 when valid; prints the first violation and exits 1 otherwise.
"""
import csv
import sys


def main() -> int:
    path, capacity = sys.argv[1], int(sys.argv[2])
    with open(path, newline="") as f:
        rows = [
            (r["id"], int(r["lower"]), int(r["upper"]), int(r["size"]), int(r["offset"]))
            for r in csv.DictReader(f)
        ]
    height = max((o + s for _, _, _, s, o in rows), default=0)
    for i, (ia, la, ua, sa, oa) in enumerate(rows):
        if oa < 0:
            print(f"{path}: buffer {ia} has a negative offset")
            return 1
        for ib, lb, ub, sb, ob in rows[i + 1:]:
            if la < ub and lb < ua and oa < ob + sb and ob < oa + sa and sa > 0 and sb > 0:
                print(f"{path}: buffers {ia} and {ib} are live together and overlap in memory")
                return 1
    if height > capacity:
        print(f"{path}: height {height} exceeds capacity {capacity}")
        return 1
    print(f"{path}: valid, {len(rows)} buffers, height {height} <= {capacity}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
