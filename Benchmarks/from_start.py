#!/usr/bin/env python3
"""Save to diff measured from the start of the save: p50, p99 and max per save style and watcher,
from the raw results watch_latency.py writes with --json (it prints only the p50 from the start)."""
import json
import os
import sys

# The harness's own percentile, so both print the same figures.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "peers"))
from watch_latency import pct  # noqa: E402


report = json.load(open(sys.argv[1]))
print("%-8s %-20s %8s %8s %8s %7s" % ("style", "watcher", "p50 ms", "p99 ms", "max ms", "missed"))
for style, results in report["runs"].items():
    for watcher, result in results.items():
        values = sorted(result["start"])
        print("%-8s %-20s %8.3f %8.3f %8.3f %7d" % (
            style, watcher, pct(values, 50), pct(values, 99), values[-1] if values else float("nan"),
            result["missed"]))
