#!/usr/bin/env bash
# `npm test`: the checks (scripts/checks.sh: lint, typecheck, knip, format) and Jest side by side.
# Jest alone leaves the cores idle at its start and in its last files; the checks, at a lower
# priority, fill those gaps instead of running first (measured in docs/testing.md). Their output
# is printed after Jest's; fails when either fails. Arguments go to Jest.
set -u
cd "$(dirname "$0")/.."
checks_out=$(mktemp)
trap 'rm -f "$checks_out"' EXIT
nice -n 10 bash scripts/checks.sh >"$checks_out" 2>&1 &
checks=$!
node --max-semi-space-size=64 node_modules/jest/bin/jest.js "$@"
jest_status=$?
wait "$checks"
checks_status=$?
cat "$checks_out"
printf '\nchecks exit %s, jest exit %s\n' "$checks_status" "$jest_status"
[ "$checks_status" -eq 0 ] && [ "$jest_status" -eq 0 ]
