#!/usr/bin/env bash
# `make deb`: a Debian package of layoutd, laid out as `make install PREFIX=/usr` lays it out: the
# binary, its manual page, bash/zsh/fish completions, the systemd units, the documented default
# configuration.
#   Scripts/deb.sh BUILD_DIR OUTPUT_DIR
# MAINTAINER="Name <email>" names who packaged it; DEB_COMPRESS (xz) is dpkg-deb's compression.
# BUILD_DIR holds the built `layoutd` and swift-argument-parser's `generate-manual` (`make deb` builds
# them in release with the Swift standard library linked in, so the package needs no toolchain).
# The package depends on the Debian packages that own the shared libraries the binary loads; prints
# the path of the .deb written. The packaged binary is stripped; its symbols are written beside the
# package as layoutd_VERSION_ARCH.debug.
set -euo pipefail
cd "$(dirname "$0")/.."
build="$1"
output="$2"

version="$("$build/layoutd" --version)"
architecture="$(dpkg --print-architecture)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

Scripts/install.sh "$build" /usr "$stage" >/dev/null

# Depends: the package of every shared library the binary needs, as this machine resolves it.
depends_line="$(Scripts/library-packages.sh "$build/layoutd")"

# What is shipped is stripped; its symbols go beside the package, for a crash report to be read
# with (`layoutd_VERSION_ARCH.debug`: gdb finds it by the binary's debug link).
mkdir -p "$output"
debug="$output/layoutd_${version}_${architecture}.debug"
Scripts/strip-binary.sh "$stage/usr/bin/layoutd" "$debug"

installed_size="$(du -sk "$stage" | cut -f1)"
mkdir -p "$stage/DEBIAN"
cat >"$stage/DEBIAN/control" <<EOF
Package: layoutd
Version: $version
Architecture: $architecture
Maintainer: ${MAINTAINER:-layoutd maintainers <maintainers@layoutd.invalid>}
Installed-Size: $installed_size
Depends: $depends_line
Section: devel
Priority: optional
Description: collection view layouts, frame for frame what UIKit gives
 layoutd lays out iOS collection view screens described in small YAML specs
 exactly as UIKit would place them, on every device they ship to. The daemon
 (layoutd serve, with systemd units) watches folders of specs and publishes
 every save's frames and diff; the command line computes, checks, renders,
 diffs and snapshots specs, generates Swift and imports an app's layouts.
EOF

package="$output/layoutd_${version}_${architecture}.deb"
dpkg-deb --root-owner-group -Z"${DEB_COMPRESS:-xz}" --build "$stage" "$package" >/dev/null
echo "$package"
