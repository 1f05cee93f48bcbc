#!/usr/bin/env bash
# `make dist`: layoutd as a tarball that runs on a Linux machine with no Swift toolchain, for CI to
# download instead of building layoutd (Documentation/ci.md).
#   Scripts/dist.sh BUILD_DIR OUTPUT_DIR
# BUILD_DIR holds `layoutd` built with the Swift runtime linked in (`--static-swift-stdlib`) and
# swift-argument-parser's `generate-manual`. Writes OUTPUT_DIR/layoutd-VERSION-linux-ARCH.tar.gz, one
# folder of `make install PREFIX=/usr/local`'s layout (bin/, share/, lib/systemd/), and beside it the
# binary's symbols, layoutd-VERSION-linux-ARCH.debug (the packaged binary is stripped); prints the
# tarball's path.
set -euo pipefail
cd "$(dirname "$0")/.."
build="$1"
output="$2"

version="$("$build/layoutd" --version)"
name="layoutd-$version-linux-$(uname -m)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

# Laid out for /usr/local: `tar -xzf … -C /usr/local --strip-components=1` installs it there, and the
# units start /usr/local/bin/layoutd. Unpacked anywhere else, bin/layoutd runs as it is.
Scripts/install.sh "$build" /usr/local "$stage" >/dev/null
mv "$stage/usr/local" "$stage/$name"

mkdir -p "$output"
debug="$output/$name.debug"
Scripts/strip-binary.sh "$stage/$name/bin/layoutd" "$debug"

tarball="$output/$name.tar.gz"
tar --owner=0 --group=0 --numeric-owner -C "$stage" -czf "$tarball" "$name"
echo "$tarball"
