#!/usr/bin/env bash
# The browser tests drive Debian's chromium-headless-shell, the cross-browser journeys Debian's firefox-esr and
# WebKitGTK's WebDriver (webkit2gtk-driver, under a virtual display: xvfb and xauth for xvfb-run), and the benchmark
# and screenshots Debian's chromium (Playwright cannot download its own browsers here). Installs what is missing with
# apt-get when we are root; otherwise says what to do.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/xvfb-run ] || missing+=(xvfb)
[ -x /usr/bin/xauth ] || missing+=(xauth)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v unzip >/dev/null || missing+=(unzip)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "missing: ${missing[*]}: installing Debian's packages (apt-get install ${missing[*]})" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "not found: ${missing[*]}: install Debian's packages (sudo apt-get install ${missing[*]}), or set CHROMIUM_PATH, TEST_CHROMIUM_PATH, FIREFOX_PATH and WEBKIT_DRIVER_PATH" >&2
exit 1
