#!/usr/bin/env bash
# `npm test`: the typecheck and lint (scripts/checks.sh) side by side with Jest. The checks take
# about 45 s and, the typecheck being done in 15 s, leave one core idle for half of it; Jest fills
# it. Jest's output streams; the checks' output is printed whole after it. Fails when either
# fails. Arguments go to Jest (`npm test -- src/features/tag`). For the checks' answer alone, in
# under a minute: `npm run checks`.
set -u
cd "$(dirname "$0")/.."
out=$(mktemp)
trap 'rm -f "$out"' EXIT
bash scripts/checks.sh >"$out" 2>&1 &
checks=$!
npm run --silent test:unit -- "$@"
unit_status=$?
wait "$checks"
checks_status=$?
cat "$out"
printf '\n> checks (exit %s), jest (exit %s)\n' "$checks_status" "$unit_status"
[ "$checks_status" -eq 0 ] && [ "$unit_status" -eq 0 ]
