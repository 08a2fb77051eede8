#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed, for the tests and the screenshot that open the
# HTML reference in a real browser. Installs it with apt-get when it is missing (needs root).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing; install Debian's chromium package (apt-get install chromium) and run again." >&2
  exit 1
fi
echo "Installing Debian's chromium…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
command -v chromium >/dev/null
