#!/usr/bin/env bash
# The portability check: Linux-only code lives in the platform targets alone.
#
# The watcher (inotify), the daemon and its commands are built on Linux only (Package.swift,
# `linuxTargets`). Everything else — the engine, the spec format, the output formats, the files on
# disk, generation, import, the language server, the executable's other commands and the build
# plugin — must build wherever Swift does, so none of it may name glibc, inotify, epoll or a Linux-only
# path, and Package.swift may list a platform target only among `linuxTargets` or in `linuxOnly(…)`.
#
# Usage: Scripts/check-portability.sh [PACKAGE-ROOT]   (default: this package). Exit 1 on a finding.
set -euo pipefail
root="${1:-$(dirname "$0")/..}"

platform_targets=(CInotifyTools CMalloc SpecWatcher UnixSockets LayoutPublishing LayoutDaemon DaemonSocket PreviewServer DaemonCommands)
# glibc and its Linux-only calls, inotify, epoll, and paths that exist only on Linux.
pattern='import +Glibc|Glibc\.|canImport\(Glibc\)|inotify_|Inotify|epoll_|/proc/|/sys/|CMalloc|mallopt|SO_PEERCRED|SOCK_CLOEXEC|MSG_NOSIGNAL|O_TMPFILE'

is_platform() {
    local name=$1 target
    for target in "${platform_targets[@]}"; do [[ $target == "$name" ]] && return 0; done
    return 1
}

failed=0
for dir in "$root"/Sources/*/ "$root"/Plugins/*/; do
    [[ -d $dir ]] || continue
    name=$(basename "$dir")
    if [[ $dir == */Sources/* ]] && is_platform "$name"; then continue; fi
    while IFS= read -r hit; do
        echo "${hit#"$root"/}: Linux-only code outside the platform targets (${platform_targets[*]})"
        failed=1
    done < <(grep -rnE "$pattern" "$dir" --include='*.swift' --include='*.c' --include='*.h' --include='*.modulemap' || true)
done

# Package.swift: a platform target is declared after `let linuxTargets`, and named before it only
# inside `linuxOnly(…)`; every other target under Sources/ is declared before it.
manifest="$root/Package.swift"
split=$(grep -n '^let linuxTargets' "$manifest" | cut -d: -f1 || true)
if [[ -z $split ]]; then
    echo "Package.swift: no \`let linuxTargets\`: the platform targets must be declared there"
    exit 1
fi
for target in "${platform_targets[@]}"; do
    declared=$(grep -n -m 1 "name: \"$target\"" "$manifest" | cut -d: -f1 || true)
    if [[ -z $declared || $declared -lt $split ]]; then
        echo "Package.swift: $target is a platform target; declare it in \`linuxTargets\`"
        failed=1
    fi
    while IFS= read -r hit; do
        line=${hit%%:*}
        if ((line < split)) && [[ $hit != *"linuxOnly("* ]]; then
            echo "Package.swift:$line: $target is Linux-only; depend on it through \`linuxOnly([…])\`"
            failed=1
        fi
    done < <(grep -n "\"$target\"" "$manifest" || true)
done
for dir in "$root"/Sources/*/; do
    name=$(basename "$dir")
    is_platform "$name" && continue
    declared=$(grep -n -m 1 "name: \"$name\"" "$manifest" | cut -d: -f1 || true)
    if [[ -n $declared && $declared -gt $split ]]; then
        echo "Package.swift:$declared: $name is portable; declare it before \`linuxTargets\`"
        failed=1
    fi
done

if ((failed)); then
    echo "Linux-only code belongs in the platform targets: see ARCHITECTURE.md, \"Platforms\"" >&2
    exit 1
fi
echo "portable: every target but ${platform_targets[*]} and the build plugin"
