#!/usr/bin/env bash
# `npm run e2e [-- <story> …]`: the browser stories against the production build, E2E_CONCURRENCY
# files at a time (1 unless set). A story is named by its file (`e2e/login.e2e.ts`) or its name
# (`login`); none runs them all. dist/ is built again only when a file it is built from is newer
# than it (or it is missing), so a second run of one story starts at once. The run gets a
# directory, E2E_AXE_SEEN_DIR, where the axe checks note the pages a story has already checked
# on arrival, so the other files' stories skip them (e2e/axeCheck.ts); removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."

stories=()
for name in "$@"; do
  case "$name" in
    *.e2e.ts) stories+=("$name") ;;
    *) stories+=("e2e/$name.e2e.ts") ;;
  esac
done
for story in "${stories[@]}"; do
  [ -f "$story" ] || { echo "e2e: no story file $story" >&2; exit 2; }
done
[ ${#stories[@]} -gt 0 ] || stories=(e2e/*.e2e.ts)

built=dist/index.html
sources=(src public webpack.config.js .babelrc .browserslistrc package-lock.json)
if [ ! -f "$built" ] || [ -n "$(find "${sources[@]}" -newer "$built" -print -quit)" ]; then
  npm run build
else
  echo "e2e: dist/ is newer than its sources; not built again"
fi

E2E_AXE_SEEN_DIR=$(mktemp -d "${TMPDIR:-/tmp}/xinli-e2e-axe-XXXXXX")
export E2E_AXE_SEEN_DIR
trap 'rm -rf "$E2E_AXE_SEEN_DIR"' EXIT
node --import tsx --test --test-concurrency="${E2E_CONCURRENCY:-1}" "${stories[@]}"
