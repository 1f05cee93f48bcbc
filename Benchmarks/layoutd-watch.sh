#!/usr/bin/env bash
# A layoutd "watcher" for Benchmarks/peers/watch_latency.py (`--extra`): a daemon watching ROOT, and
# `layoutd subscribe` printing its events, one line each. Stops the daemon when it is stopped.
set -euo pipefail
root="$1"
bin="${LAYOUTD:-$(dirname "$0")/../.build/release/layoutd}"
state="$(mktemp -d /tmp/layoutd-bench-XXXXXX)"
"$bin" serve --watch "$root" --output "$state/out" --socket "$state/layoutd.sock" 2>"$state/serve.log" &
daemon=$!
cleanup() {
    kill "$daemon" 2>/dev/null || true
    wait "$daemon" 2>/dev/null || true
    rm -rf "$state"
}
trap 'cleanup; exit 0' TERM INT
trap cleanup EXIT
for _ in $(seq 200); do
    [ -S "$state/layoutd.sock" ] && break
    sleep 0.05
done
"$bin" subscribe --socket "$state/layoutd.sock" &
wait $!
