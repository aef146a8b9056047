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
# The paths are escaped as the Desktop Entry spec asks, so a folder named with $, `, ", %, \
# or a line break still gives a valid entry. awk reads them from the environment, where
# nothing rewrites backslashes (as -v would), and escapes one character at a time.
SIEGE_DIR="$here" awk '
    # A value of type string: backslash and control characters as escape sequences.
    function string_value(s,    out, i, c) {
        out = ""
        for (i = 1; i <= length(s); i++) {
            c = substr(s, i, 1)
            if (c == "\\") out = out "\\\\"
            else if (c == "\n") out = out "\\n"
            else if (c == "\t") out = out "\\t"
            else if (c == "\r") out = out "\\r"
            else out = out c
        }
        return out
    }
    # One Exec argument: double-quoted, with ", `, $ and \ backslash-escaped inside the
    # quotes and % doubled (it starts field codes); the result is then a string value.
    function exec_arg(s,    out, i, c) {
        out = ""
        for (i = 1; i <= length(s); i++) {
            c = substr(s, i, 1)
            if (c == "\"" || c == "`" || c == "$" || c == "\\") out = out "\\" c
            else if (c == "%") out = out "%%"
            else out = out c
        }
        return string_value("\"" out "\"")
    }
    BEGIN { dir = ENVIRON["SIEGE_DIR"] }
    /^Exec=/    { print "Exec=" exec_arg(dir "/siege-desktop"); next }
    /^TryExec=/ { print "TryExec=" string_value(dir "/siege-desktop"); next }
    /^Icon=/    { print "Icon=" string_value(dir "/siege-desktop.png"); next }
    { print }
' "$here/siege-desktop.desktop" > "$entry"
chmod 755 "$entry"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$apps" >/dev/null 2>&1 || true
fi
echo "Siege Desktop is in your application menu ($entry)."
