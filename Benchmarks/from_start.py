#!/usr/bin/env python3
"""Save to diff measured from the start of the save: p50, p99 and max per save style and watcher,
from the raw results watch_latency.py writes with --json (it prints only the p50 from the start)."""
import json
import sys


def pct(values, p):
    if not values:
        return float("nan")
    k = (len(values) - 1) * p / 100.0
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


report = json.load(open(sys.argv[1]))
print("%-8s %-20s %8s %8s %8s %7s" % ("style", "watcher", "p50 ms", "p99 ms", "max ms", "missed"))
for style, results in report["runs"].items():
    for watcher, result in results.items():
        values = sorted(result["start"])
        print("%-8s %-20s %8.3f %8.3f %8.3f %7d" % (
            style, watcher, pct(values, 50), pct(values, 99), values[-1] if values else float("nan"),
            result["missed"]))
