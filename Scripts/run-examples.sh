#!/usr/bin/env bash
# `make run`: lays out every bundled example and prints a short summary per spec and environment.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/layoutd}"
for spec in examples/*.layout.yaml; do
    echo "$spec"
    "$bin" compute "$spec" --format text | awk '
        function flush() {
            if (name != "") printf "  %-32s %-10s content %-20s %4d cells %3d other elements (headers, footers, backgrounds, badges)\n", name, size, content, cells, other
        }
        /^environment / { flush(); name = $2; size = $4; content = $6; cells = 0; other = 0; next }
        /^  cell /      { cells++; next }
        /^  /           { other++ }
        END             { flush() }'
done
echo
echo "Every frame of one spec:  $bin compute examples/tag-cloud.layout.yaml --format text"
echo "As layout.json:           $bin compute examples/tag-cloud.layout.yaml"
echo "Validate a spec:          $bin check examples/*.layout.yaml"
