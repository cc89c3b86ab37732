#!/usr/bin/env bash
# Check the Linux desktop files with the freedesktop tools:
#   desktop-file-validate (Debian: desktop-file-utils), appstreamcli (appstream),
#   update-mime-database (shared-mime-info).
#   apt-get install -y desktop-file-utils appstream shared-mime-info
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
app_id=org.wordmastermind.WordMasterMind
status=0
for tool in desktop-file-validate appstreamcli update-mime-database; do
  command -v "$tool" > /dev/null || { echo "validate.sh: $tool is not installed" >&2; status=1; }
done
[ "$status" = 0 ] || exit 1

echo "+ desktop-file-validate $app_id.desktop"
desktop-file-validate "$here/$app_id.desktop" || status=1
echo "+ appstreamcli validate --no-net $app_id.metainfo.xml"
appstreamcli validate --no-net "$here/$app_id.metainfo.xml" || status=1
echo "+ update-mime-database (application-x-wordmastermind.xml, in a scratch folder)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/mime/packages"
cp "$here/application-x-wordmastermind.xml" "$scratch/mime/packages/$app_id.xml"
# (It warns that the scratch folder is not on XDG_DATA_DIRS: of course.)
update-mime-database "$scratch/mime" > "$scratch/log" 2>&1 || { cat "$scratch/log" >&2; status=1; }
if grep -q '^application/x-wordmastermind:\*\.wmm$' "$scratch/mime/globs"; then
  echo "*.wmm is application/x-wordmastermind"
else
  echo "validate.sh: the MIME type does not claim *.wmm" >&2
  status=1
fi
[ "$status" = 0 ] && echo "all valid"
exit "$status"
