#!/usr/bin/env bash
# Installs the system packages layoutd builds against, and the test tools, when they are missing.
# libinotifytools0-dev: the file watcher of `layoutd serve` (a system library target).
# vim-tiny: the end-to-end tests save specs with a real vim as well as with scripted editor sequences.
# chromium: the end-to-end tests load the live preview page (`serve --preview`) in a real headless browser.
# neovim: the end-to-end tests drive `layoutd lsp` from Neovim's built-in language server client.
set -euo pipefail
missing=()
for package in libinotifytools0-dev vim-tiny chromium neovim; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update
    $sudo_cmd apt-get install -y --no-install-recommends "${missing[@]}"
fi

# check-jsonschema (PyPI): the tests validate every example and golden spec against `layoutd schema`.
if ! command -v check-jsonschema >/dev/null 2>&1; then
    if ! command -v pip3 >/dev/null 2>&1 && ! python3 -m pip --version >/dev/null 2>&1; then
        sudo_cmd=""
        [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
        $sudo_cmd apt-get update
        $sudo_cmd apt-get install -y --no-install-recommends python3-pip
    fi
    python3 -m pip install --quiet check-jsonschema 2>/dev/null \
        || python3 -m pip install --quiet --break-system-packages check-jsonschema
    command -v pyenv >/dev/null 2>&1 && pyenv rehash || true
    if ! command -v check-jsonschema >/dev/null 2>&1; then
        echo "check-jsonschema was installed but is not on the PATH (add \$(python3 -m site --user-base)/bin)" >&2
        exit 1
    fi
fi
