#!/usr/bin/env bash
# Installs the system packages layoutd builds against, when they are missing.
# libinotifytools0-dev: the file watcher of `layoutd serve` (a system library target).
# vim-tiny: the end-to-end tests save specs with a real vim as well as with scripted editor sequences.
# chromium: the end-to-end tests load the live preview page (`serve --preview`) in a real headless browser.
set -euo pipefail
missing=()
for package in libinotifytools0-dev vim-tiny chromium; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update
    $sudo_cmd apt-get install -y --no-install-recommends "${missing[@]}"
fi
