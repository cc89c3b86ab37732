#!/usr/bin/env bash
# Build the one-folder app for this platform (Linux or macOS) with PyInstaller.
#
#   installer/build.sh [--smoke] [--package]
#
#   (no option)  .venv (made if missing) gets `pip install -e '.[build]'`;
#                the icons are rendered into installer/build/icons/; PyInstaller
#                builds dist/wordmastermind/ from installer/wordmastermind.spec.
#   --smoke      then runs the frozen app's smoke test (tools/bundle_smoke.sh):
#                headless, it opens the rules' example and writes Word, Excel
#                and PDF reports; the build fails if anything is missing.
#   --package    then packs dist/wordmastermind-VERSION-linux-ARCH.tar.gz: the
#                bundle with the .desktop file, icons, MIME type, AppStream
#                metainfo and install.sh (Linux only).
#
# Needs Python 3.11+ (PYTHON=python3.12 to choose another) and the network to
# PyPI for the first pip install. Nothing else: the icons are drawn with Qt.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
smoke=false
package=false
for arg in "$@"; do
  case "$arg" in
    --smoke) smoke=true ;;
    --package) package=true ;;
    -h|--help) sed -n '2,17p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build.sh: unknown option $arg (try --help)" >&2; exit 2 ;;
  esac
done

started=$(date +%s)
python=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  echo "+ $python -m venv .venv"
  "$python" -m venv .venv
fi
echo "+ pip install -e '.[build]'"
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e '.[build]'

echo "+ render the icons"
QT_QPA_PLATFORM=offscreen .venv/bin/python installer/make_icons.py > /dev/null

echo "+ pyinstaller installer/wordmastermind.spec"
rm -rf dist/wordmastermind dist/wordmastermind.app
.venv/bin/python -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller installer/wordmastermind.spec

# What the app cannot run without: a missing one fails the build here.
bundle=dist/wordmastermind
internal=$bundle/_internal
required=(
  "$internal/wordmastermind/resources/docs/rules.md"
  "$internal/wordmastermind/resources/docs/file-formats.md"
  "$internal/german_nouns/nouns.csv"
  "$internal/wordfreq/data/large_de.msgpack.gz"
  "$internal/wordfreq/data/large_nl.msgpack.gz"
  "$internal/wordfreq/data/large_fr.msgpack.gz"
  "$internal/docx/templates/default.docx"
  "$internal/wordmastermind/resources/icons/wordmastermind.svg"
  "$internal/wordmastermind/resources/fonts/DejaVuSansCondensed.ttf"
  "$internal/wordmastermind/resources/fonts/DejaVuSansCondensed-Bold.ttf"
  "$internal/wordmastermind/resources/fonts/LICENSE-DejaVu.txt"
)
case "$(uname -s)" in
  Linux)
    plugins=$internal/PySide6/Qt/plugins
    required+=(
      "$bundle/wordmastermind-gui"
      "$plugins/platforms/libqoffscreen.so"
      "$plugins/platforms/libqxcb.so"
      "$plugins/platforms/libqwayland.so"
      "$plugins/printsupport/libcupsprintersupport.so"
      "$plugins/imageformats/libqsvg.so"
      "$plugins/iconengines/libqsvgicon.so"
    ) ;;
  Darwin)
    required+=("$bundle/wordmastermind-gui") ;;
esac
missing=0
for file in "${required[@]}"; do
  if [ ! -e "$file" ]; then
    echo "build.sh: the bundle lacks $file" >&2
    missing=1
  fi
done
[ "$missing" = 0 ] || exit 1

size=$(du -sh "$bundle" | cut -f1)
echo "built $bundle ($size) in $(( $(date +%s) - started )) s"

if $smoke; then
  tools/bundle_smoke.sh --no-build
fi

if $package; then
  if [ "$(uname -s)" != Linux ]; then
    echo "build.sh: --package is for Linux (on Windows: installer/build.ps1)" >&2
    exit 2
  fi
  version=$(.venv/bin/python -c 'import wordmastermind; print(wordmastermind.__version__)')
  name=wordmastermind-$version-linux-$(uname -m)
  stage=build/package/$name
  rm -rf "build/package"
  mkdir -p "$stage/icons"
  cp -a "$bundle" "$stage/wordmastermind"
  cp installer/linux/install.sh installer/linux/*.desktop installer/linux/*.xml "$stage/"
  cp installer/build/icons/wordmastermind-*.png installer/build/icons/wordmastermind.svg "$stage/icons/"
  tar -C build/package -czf "dist/$name.tar.gz" "$name"
  echo "packed dist/$name.tar.gz ($(du -sh "dist/$name.tar.gz" | cut -f1)); unpack it and run ./install.sh"
fi
