#!/usr/bin/env bash
# The relay floor as a "watcher" for Benchmarks/peers/watch_latency.py (`--extra`): see
# Benchmarks/peers/relay_floor.c. Usage: relay-floor.sh BINARY ROOT NAME LINE_BYTES
set -euo pipefail
bin="$1" root="$2" name="$3" bytes="$4"
state="$(mktemp -d /tmp/relay-floor-XXXXXX)"
"$bin" serve "$root" "$name" "$state/relay.sock" "$bytes" &
daemon=$!
cleanup() {
    kill "$daemon" 2>/dev/null || true
    wait "$daemon" 2>/dev/null || true
    rm -rf "$state"
}
trap 'cleanup; exit 0' TERM INT
trap cleanup EXIT
"$bin" client "$state/relay.sock" &
wait $!
