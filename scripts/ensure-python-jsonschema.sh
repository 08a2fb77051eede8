#!/usr/bin/env bash
# Makes sure Debian's Python and its python3-jsonschema package are installed, for the test that
# runs the README's Python instructions on the differential corpus. Installs them with apt-get
# when they are missing (needs root).
set -euo pipefail
if /usr/bin/python3 -c "import jsonschema" >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Debian's python3-jsonschema is missing; install it (apt-get install python3-jsonschema) and run again." >&2
  exit 1
fi
echo "Installing Debian's python3-jsonschema…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-jsonschema >/dev/null
/usr/bin/python3 -c "import jsonschema"
