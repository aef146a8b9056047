#!/bin/sh
# Adds Siege Desktop to this user's application menu, pointing at this folder;
# `./install-desktop-entry.sh --uninstall` takes it out again. Nothing needs root.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
entry="$apps/siege-desktop.desktop"
if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$entry"
    echo "Removed $entry"
    exit 0
fi
mkdir -p "$apps"
# The menu needs absolute paths: the folder can live anywhere (run this again if you move it).
awk -v exe="$here/siege-desktop" -v icon="$here/siege-desktop.png" '
    /^Exec=/    { print "Exec=\"" exe "\""; next }
    /^TryExec=/ { print "TryExec=" exe; next }
    /^Icon=/    { print "Icon=" icon; next }
    { print }
' "$here/siege-desktop.desktop" > "$entry"
chmod 755 "$entry"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$apps" >/dev/null 2>&1 || true
fi
echo "Siege Desktop is in your application menu ($entry)."
