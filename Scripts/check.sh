#!/usr/bin/env bash
# The one command CI and humans run: format gate, import check, strict build, every test.
set -euo pipefail
cd "$(dirname "$0")/.."

Scripts/install-deps.sh

echo "== swift format lint"
swift format lint --strict --recursive --parallel Package.swift Sources Plugins Tests Fuzz examples

echo "== import check: the layout engine and the Swift generator stay pure"
# `! grep` would be ignored by `set -e`; test explicitly.
if grep -rnE '^\s*(@testable |public |package |internal )?import (Foundation|FoundationEssentials|Glibc|Dispatch)' Sources/LayoutEngine Sources/SwiftGeneration; then
    echo "LayoutEngine and SwiftGeneration must not import Foundation, Glibc or Dispatch" >&2
    exit 1
fi

echo "== portability check: Linux-only code stays in the platform targets"
Scripts/check-portability.sh

echo "== build (warnings are errors)"
# The flags are the Makefile's BUILD_FLAGS: `make run` afterwards then builds nothing.
swift build --build-tests -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error
# swift-argument-parser's manual generator, for the test of `make install`'s script (InstallTests).
swift build --product generate-manual -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error

echo "== the portable build: the executable as a Mac builds it, without the Linux-only targets"
# Builds the `#else` side of every platform condition (`layoutd serve` saying the daemon runs on
# Linux) and proves no portable target needs a Linux-only one.
LAYOUTD_PORTABLE_ONLY=1 swift build --product layoutd --scratch-path .build-portable -Xswiftc -warnings-as-errors
.build-portable/debug/layoutd --version
if .build-portable/debug/layoutd serve --watch examples 2>/dev/null; then
    echo "the portable build's \`layoutd serve\` must refuse to run" >&2
    exit 1
fi

echo "== the build plugin's sample package (examples/plugin-sample)"
# Built once here, so that BuildPluginTests' builds of a copy only rebuild the sample, and the
# tests that measure time do not run beside a whole build of layoutd.
swift build --package-path examples/plugin-sample --scratch-path .build-plugin-sample

echo "== the self-contained build: the Swift runtime linked in, as \`make dist\` and \`make deb\` ship it"
# A debug build (the release one takes ten minutes): DistTests packs it with Scripts/dist.sh and runs
# the unpacked binary with no Swift library within the loader's reach; the release workflow's
# packaging steps run on it too (ReleaseWorkflowTests).
swift build --product layoutd --static-swift-stdlib --scratch-path .build-static -Xswiftc -warnings-as-errors
swift build --product generate-manual --static-swift-stdlib --scratch-path .build-static

echo "== test"
# The soak runs on its own, for as long as asked: `make soak MINUTES=N`.
swift test --skip-build --skip SoakTests
