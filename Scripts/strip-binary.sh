#!/usr/bin/env bash
# Strips a binary that is shipped and keeps its symbols beside it, for a crash report to be read with
# (gdb finds them by the binary's debug link): `make deb` and `make dist` both ship this way.
#   Scripts/strip-binary.sh BINARY SYMBOLS_FILE
set -euo pipefail
objcopy --only-keep-debug "$1" "$2"
strip --strip-unneeded "$1"
objcopy --add-gnu-debuglink="$2" "$1"
