#!/usr/bin/env bash
# `npm run test:changed [-- <git ref>]`: the quick run after a change. The files changed since the
# ref (main unless given; committed, staged, unstaged and new) are linted; the project is
# type-checked (tsc has no per-file check; its build info in node_modules/.cache makes a
# second run quick); Jest runs the tests related to those files (its own --changedSince).
# `npm test` is still the whole run, as CI has it.
set -uo pipefail
cd "$(dirname "$0")/.."
ref=${1:-main}

mapfile -t changed < <(
  { git diff --name-only --diff-filter=d "$ref" -- && git ls-files --others --exclude-standard; } |
    grep -E '\.(ts|tsx|js|cjs|mjs)$' | sort -u
)
if [ ${#changed[@]} -eq 0 ]; then
  echo "test:changed: no source file differs from $ref"
  exit 0
fi
echo "test:changed: ${#changed[@]} file(s) differ from $ref"

# Incremental, its cache in node_modules/.cache/tsc (package.json's typecheck).
npm run -s typecheck &
typecheck=$!
npx eslint --max-warnings 0 --no-warn-ignored "${changed[@]}" &
lint=$!
node --max-semi-space-size=64 node_modules/jest/bin/jest.js --changedSince="$ref"
jest_status=$?
wait "$typecheck"
typecheck_status=$?
wait "$lint"
lint_status=$?
printf '\ntypecheck exit %s, lint exit %s, jest exit %s\n' "$typecheck_status" "$lint_status" "$jest_status"
[ "$typecheck_status" -eq 0 ] && [ "$lint_status" -eq 0 ] && [ "$jest_status" -eq 0 ]
