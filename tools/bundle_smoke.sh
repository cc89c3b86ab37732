#!/usr/bin/env bash
# Build the frozen app and check that it works: run this before every release.
#
#   tools/bundle_smoke.sh [--no-build] [OUTDIR]
#
# Builds dist/wordmastermind/ (installer/build.sh; --no-build uses the one
# there), then starts the frozen wordmastermind-gui headless with
# `--smoke-test OUTDIR` (default: a new temporary folder): it opens the
# rules' example, writes demo.docx, demo.xlsx and demo.pdf, writes and reads
# back a roster, saves and reopens demo.wmm and loads the word lists. It runs
# from an empty folder with an empty HOME, so nothing of the checkout or of
# the user's settings can stand in for what the bundle lacks. Where xvfb-run
# is installed it runs once more on a virtual X display (the xcb platform
# plugin, as on a desktop). Exit code 0 only if every run passed and the
# files are there.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=true
out=""
for arg in "$@"; do
  case "$arg" in
    --no-build) build=false ;;
    -h|--help) sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "bundle_smoke.sh: unknown option $arg" >&2; exit 2 ;;
    *) out=$arg ;;
  esac
done

if $build; then
  "$root/installer/build.sh"
fi
program=$root/dist/wordmastermind/wordmastermind-gui
if [ ! -x "$program" ]; then
  echo "bundle_smoke.sh: no $program; build it first (installer/build.sh)" >&2
  exit 1
fi

scratch=$(mktemp -d "${TMPDIR:-/tmp}/wordmastermind-bundle-smoke.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
[ -n "$out" ] || out=$scratch/out
mkdir -p "$out" "$scratch/home" "$scratch/cwd"
out=$(cd "$out" && pwd)

run() {  # run LABEL OUTDIR [PREFIX...]: the frozen smoke test in a clean environment
  local label=$1 dir=$2
  shift 2
  echo "+ $label: wordmastermind-gui --smoke-test $dir"
  local started status
  started=$(date +%s)
  set +e
  (cd "$scratch/cwd" && env -u PYTHONPATH -u PYTHONHOME -u VIRTUAL_ENV \
      HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/home/.config" \
      XDG_CACHE_HOME="$scratch/home/.cache" XDG_DATA_HOME="$scratch/home/.local/share" \
      "$@" "$program" --smoke-test "$dir")
  status=$?
  set -e
  if [ "$status" != 0 ]; then
    echo "bundle_smoke.sh: $label: the frozen app failed its smoke test (exit $status)" >&2
    exit 1
  fi
  for name in demo.docx demo.xlsx demo.pdf demo-roster.xlsx demo.wmm; do
    if [ ! -s "$dir/$name" ]; then
      echo "bundle_smoke.sh: $label: $dir/$name is missing or empty" >&2
      exit 1
    fi
  done
  for name in demo.docx demo.xlsx; do
    if [ "$(head -c 2 "$dir/$name")" != "PK" ]; then
      echo "bundle_smoke.sh: $label: $dir/$name is not an Office file" >&2
      exit 1
    fi
  done
  echo "$label: passed in $(( $(date +%s) - started )) s"
}

run offscreen "$out" env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen
if command -v xvfb-run > /dev/null; then
  mkdir -p "$scratch/xcb"
  run "xcb (Xvfb)" "$scratch/xcb" xvfb-run --auto-servernum env QT_QPA_PLATFORM=xcb
else
  echo "(no xvfb-run: the xcb platform plugin is not tried; apt-get install xvfb to try it)"
fi
ls -l "$out"
echo "bundle smoke test passed: $(du -sh "$root/dist/wordmastermind" | cut -f1) bundle"
