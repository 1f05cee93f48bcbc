#!/usr/bin/env bash
# The Debian packages that own the shared libraries BINARY loads, as this machine resolves them: the
# `Depends:` line of `make deb`'s package, comma-separated.
#   Scripts/library-packages.sh BINARY
# Libraries no package owns (a toolchain's own, in a debug build) are left out.
#
# No pipeline here has a reader that may stop before its writer is done: under `pipefail` the writer
# would die of SIGPIPE and fail the script, or not, as the timing falls (ldconfig's cache is read
# whole, once, and searched from memory).
set -euo pipefail
binary="$1"

cache="$(ldconfig -p)"
needed="$(objdump -p "$binary")"
packages=()
while read -r kind library; do
    [[ $kind == NEEDED ]] || continue
    path=""
    # Each line: `<TAB>libname.so.N (libc6,x86-64[, OS ABI: …]) => /path/libname.so.N`.
    while read -r line; do
        if [[ ${line%% *} == "$library" && $line == *" => "* ]]; then
            path="${line##* => }"
            break
        fi
    done <<<"$cache"
    [[ -n $path ]] || continue
    owner="$(dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "$path" 2>/dev/null || true)"
    owner="${owner%%:*}"
    [[ -n $owner ]] && packages+=("$owner")
done <<<"$needed"
sorted="$(printf '%s\n' "${packages[@]}" | sort -u)"
joined=""
while read -r package; do
    [[ -n $package ]] || continue
    joined+="${joined:+, }$package"
done <<<"$sorted"
echo "$joined"
