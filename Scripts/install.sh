#!/usr/bin/env bash
# `make install`: puts layoutd, its manual page, its shell completions and its systemd units under a
# prefix (Documentation/operations.md, "Installing").
#   Scripts/install.sh BUILD_DIR PREFIX [DESTDIR]
# BUILD_DIR holds the built `layoutd` and swift-argument-parser's `generate-manual`. The units' ExecStart
# names PREFIX/bin/layoutd; DESTDIR, when given, is prepended to every path written (for packaging).
set -euo pipefail
cd "$(dirname "$0")/.."
build="$1"
prefix="$2"
root="${3:-}${prefix}"

install -D -m 755 "$build/layoutd" "$root/bin/layoutd"

# The manual: one page for layoutd and every subcommand, generated from the command-line definitions.
manual="$(mktemp -d)"
trap 'rm -rf "$manual"' EXIT
"$build/generate-manual" "$build/layoutd" --output-directory "$manual" >/dev/null
# Its generic EXIT STATUS gives way to each command's, then FILES, EXAMPLES and SEE ALSO
# (man/layoutd-sections.mdoc), with the paths under this prefix.
awk '/^\.Sh "EXIT STATUS"/ { stop = 1 } !stop { print }' "$manual/layoutd.1" >"$manual/page"
sed "s|PREFIX/|$prefix/|g" man/layoutd-sections.mdoc >>"$manual/page"
install -D -m 644 "$manual/page" "$root/share/man/man1/layoutd.1"

# Completions, as swift-argument-parser writes them, where each shell looks for them.
install -d "$root/share/bash-completion/completions" "$root/share/zsh/site-functions" \
    "$root/share/fish/vendor_completions.d"
"$build/layoutd" --generate-completion-script bash >"$root/share/bash-completion/completions/layoutd"
"$build/layoutd" --generate-completion-script zsh >"$root/share/zsh/site-functions/_layoutd"
"$build/layoutd" --generate-completion-script fish >"$root/share/fish/vendor_completions.d/layoutd.fish"

# The units, starting the layoutd installed here, where systemd looks for units under a prefix: the
# system unit in PREFIX/lib/systemd/system, the user unit in PREFIX/share/systemd/user, which is in the
# user manager's search path for ~/.local ($XDG_DATA_HOME), /usr/local and /usr alike.
install -d "$root/lib/systemd/system" "$root/share/systemd/user"
# Their Documentation= names the operations guide installed under the same prefix.
documentation="s|file:///usr/local/share/doc/layoutd/|file://$prefix/share/doc/layoutd/|"
sed -e "s|/usr/local/bin/layoutd|$prefix/bin/layoutd|" -e "$documentation" systemd/layoutd.service \
    >"$root/lib/systemd/system/layoutd.service"
sed -e "s|%h/.local/bin/layoutd|$prefix/bin/layoutd|" -e "$documentation" systemd/user/layoutd.service \
    >"$root/share/systemd/user/layoutd.service"
chmod 644 "$root/lib/systemd/system/layoutd.service" "$root/share/systemd/user/layoutd.service"

# The documented default configuration, to copy to /etc/layoutd or ~/.config/layoutd.
install -D -m 644 config/layoutd.yaml "$root/share/layoutd/layoutd.yaml"
install -D -m 644 Documentation/operations.md "$root/share/doc/layoutd/operations.md"

echo "layoutd installed under $root:"
echo "  $prefix/bin/layoutd, its manual (man layoutd), bash, zsh and fish completions,"
echo "  the system unit in $prefix/lib/systemd/system, the user unit in $prefix/share/systemd/user"
