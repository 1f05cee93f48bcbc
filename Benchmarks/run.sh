#!/usr/bin/env bash
# Every benchmark of Documentation/performance.md, with the peers' figures from the same run.
#   Benchmarks/run.sh [SAVES]   (SAVES per save style and watcher, default 300)
# Needs: the release build (made here), python3, and for the peers `pip install poga` (Yoga),
# `apt-get install inotify-tools watchman`. A missing peer is reported, not silently left out.
set -euo pipefail
cd "$(dirname "$0")/.."
saves="${1:-300}"
swift build -c release --product layoutd >/dev/null
bin=.build/release/layoutd

echo "== machine"
echo "$(nproc) CPUs: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GiB, kernel $(uname -r)"
echo "Swift: $(swift --version 2>&1 | head -1)"

echo "== 1, 2. engine: layoutd bench"
"$bin" bench

echo "== 1, 2. peer: Yoga on the same workload"
if python3 -c 'import poga' 2>/dev/null; then
    python3 Benchmarks/peers/yoga_flow.py 100 1000
else
    echo "Yoga not measured: pip install poga"
fi

echo "== 3. save to diff (and the peers), $saves saves a style"
latency="$(mktemp /tmp/layoutd-latency-XXXXXX.json)"
trap 'rm -f "$latency"' EXIT
watchers=inotifywait
command -v watchman >/dev/null && watchers="$watchers,watchman,watchman-settle=1" || echo "watchman not measured: apt-get install watchman"
command -v inotifywait >/dev/null || echo "inotifywait missing: apt-get install inotify-tools"
# The relay floor (Benchmarks/peers/relay_floor.c): a daemon and client that do everything layoutd's do
# but the layout work, sending a line as long as layoutd's diff event for one save of the typical spec
# (17,562 bytes, as `layoutd subscribe` prints it).
floor="$(mktemp -d /tmp/relay-floor-build-XXXXXX)"
trap 'rm -f "$latency"; rm -rf "$floor"' EXIT
"${CC:-clang}" -O2 -o "$floor/relay_floor" Benchmarks/peers/relay_floor.c
python3 Benchmarks/peers/watch_latency.py -n "$saves" --save-style all --watchers "$watchers" \
    --extra "layoutd=$PWD/Benchmarks/layoutd-watch.sh {root}" \
    --socket "layoutd=$PWD/$bin serve --watch {root} --output {socket}.out --socket {socket}" \
    --extra "relay-floor=$floor/relay_floor {root} home.layout.yaml 17562" \
    --target home.layout.yaml --body Benchmarks/typical.layout.yaml.txt --json "$latency"
echo "-- from the start of the save"
python3 Benchmarks/from_start.py "$latency"

echo "== 4, 5. scale and big specs"
python3 Benchmarks/system.py all --layoutd "$bin"
