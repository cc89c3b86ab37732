#!/usr/bin/env bash
# Install the frozen wordmastermind on Linux, with its menu entry, icon,
# .wmm file type and AppStream metadata.
#
#   ./install.sh [--prefix DIR] [--uninstall]
#
# --prefix DIR  where to install (default: ~/.local for you alone; as root,
#               /usr/local for everyone, or /opt/... ).
# --uninstall   remove what an install with the same prefix put there.
#
# Puts the app in PREFIX/lib/wordmastermind/, the command
# PREFIX/bin/wordmastermind-gui, and the desktop files under PREFIX/share/.
# Works from an unpacked release tarball (installer/build.sh --package) and
# from a checkout after installer/build.sh.
set -euo pipefail

app_id=org.wordmastermind.WordMasterMind
mime_icon=application-x-wordmastermind
sizes=(16 24 32 48 64 128 256 512)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
if [ "$(id -u)" = 0 ]; then prefix=/usr/local; else prefix=$HOME/.local; fi
uninstall=false
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix=${2:?--prefix needs a folder}; shift ;;
    --prefix=*) prefix=${1#--prefix=} ;;
    --uninstall) uninstall=true ;;
    -h|--help) sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
  shift
done
mkdir -p "$prefix"
prefix=$(cd "$prefix" && pwd)
lib=$prefix/lib/wordmastermind
share=$prefix/share

refresh() {  # the desktop's caches; missing tools are fine
  if command -v update-mime-database > /dev/null && [ -d "$share/mime/packages" ]; then
    update-mime-database "$share/mime" || true
  fi
  if command -v update-desktop-database > /dev/null && [ -d "$share/applications" ]; then
    update-desktop-database -q "$share/applications" || true
  fi
  if command -v gtk-update-icon-cache > /dev/null && [ -f "$share/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t -f "$share/icons/hicolor" || true
  fi
}

if $uninstall; then
  rm -rf "$lib"
  rm -f "$prefix/bin/wordmastermind-gui" \
        "$share/applications/$app_id.desktop" \
        "$share/metainfo/$app_id.metainfo.xml" \
        "$share/mime/packages/$app_id.xml" \
        "$share/icons/hicolor/scalable/apps/$app_id.svg" \
        "$share/icons/hicolor/scalable/mimetypes/$mime_icon.svg"
  for size in "${sizes[@]}"; do
    rm -f "$share/icons/hicolor/${size}x${size}/apps/$app_id.png" \
          "$share/icons/hicolor/${size}x${size}/mimetypes/$mime_icon.png"
  done
  refresh
  echo "removed wordmastermind from $prefix"
  exit 0
fi

# The bundle and the icons: beside this script in a release tarball,
# or where installer/build.sh left them in a checkout.
bundle=$here/wordmastermind
[ -d "$bundle" ] || bundle=$here/../../dist/wordmastermind
icons=$here/icons
[ -d "$icons" ] || icons=$here/../build/icons
if [ ! -x "$bundle/wordmastermind-gui" ]; then
  echo "install.sh: no built app found (run installer/build.sh first)" >&2
  exit 1
fi

rm -rf "$lib"
mkdir -p "$(dirname "$lib")" "$prefix/bin"
cp -a "$bundle" "$lib"
ln -sfn "../lib/wordmastermind/wordmastermind-gui" "$prefix/bin/wordmastermind-gui"

# The menu entry starts the installed program even if PREFIX/bin is not on PATH.
mkdir -p "$share/applications"
sed -e "s|^Exec=wordmastermind-gui|Exec=$prefix/bin/wordmastermind-gui|" \
    -e "s|^TryExec=wordmastermind-gui|TryExec=$prefix/bin/wordmastermind-gui|" \
    "$here/$app_id.desktop" > "$share/applications/$app_id.desktop"
install -D -m 644 "$here/$app_id.metainfo.xml" "$share/metainfo/$app_id.metainfo.xml"
install -D -m 644 "$here/application-x-wordmastermind.xml" "$share/mime/packages/$app_id.xml"
install -D -m 644 "$icons/wordmastermind.svg" "$share/icons/hicolor/scalable/apps/$app_id.svg"
install -D -m 644 "$icons/wordmastermind.svg" "$share/icons/hicolor/scalable/mimetypes/$mime_icon.svg"
for size in "${sizes[@]}"; do
  install -D -m 644 "$icons/wordmastermind-$size.png" "$share/icons/hicolor/${size}x${size}/apps/$app_id.png"
  install -D -m 644 "$icons/wordmastermind-$size.png" "$share/icons/hicolor/${size}x${size}/mimetypes/$mime_icon.png"
done
refresh
echo "installed wordmastermind in $prefix: start it from the menu or with $prefix/bin/wordmastermind-gui"
