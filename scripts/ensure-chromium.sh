#!/usr/bin/env bash
# The end-to-end tests drive Debian's chromium (Playwright cannot download its own here).
# Installs it with apt-get when it is missing and we are root; otherwise says what to do.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "chromium is missing: installing Debian's package (apt-get install chromium)" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "chromium not found at $browser: install Debian's chromium (sudo apt-get install chromium) or set CHROMIUM_PATH" >&2
exit 1
