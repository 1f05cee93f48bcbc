#!/usr/bin/env bash
# `make run`: the daemon on the bundled examples, with the documented default configuration
# (config/layoutd.yaml: every key at its built-in default), writing to ./layoutd-out, with the live
# preview page on 127.0.0.1:${LAYOUTD_PREVIEW_PORT:-7878}.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-.build/debug/layoutd}"
port="${LAYOUTD_PREVIEW_PORT:-7878}"
cat <<EOF
layoutd serve is watching examples/ and publishing to layoutd-out/.

  Frames of a spec:     layoutd-out/tag-cloud.layout.yaml/layout.json   (one folder per spec)
  The last change:      layoutd-out/tag-cloud.layout.yaml/diff.json     (after the first save)
  Errors of a spec:     layoutd-out/tag-cloud.layout.yaml/error.json    (while it has errors)
  Pictures:             layoutd-out/tag-cloud.layout.yaml/*.svg         (one per environment)
  Live preview page:    http://127.0.0.1:$port/   (any browser, or VS Code's Simple Browser)

Edit any examples/*.layout.yaml in your editor and save: the files above change at once.
Stop with Ctrl-C.

EOF
exec "$bin" serve --config config/layoutd.yaml --watch examples --output layoutd-out --preview "$port"
