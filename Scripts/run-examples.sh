#!/usr/bin/env bash
# `make run`: lays out every bundled example and prints a short summary per spec and environment.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/layoutd}"
for spec in examples/*.layout.yaml; do
    echo "$spec"
    "$bin" compute "$spec" --format text | awk '
        /^environment / { if (name != "") print summary; name = $2; summary = sprintf("  %-28s %-11s content %-14s", $2, $4, $6); cells = 0; supplementary = 0; next }
        /^  cell /      { cells++; next }
        /^  /           { supplementary++ }
        { next }
        END { if (name != "") print summary }' | sed 's/$//'
done
echo
echo "Frames of one spec:   $bin compute examples/<spec>.layout.yaml --format text"
echo "As layout.json:       $bin compute examples/<spec>.layout.yaml"
