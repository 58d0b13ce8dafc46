#!/usr/bin/env bash
# `npm test`'s first step, two at a time for the 2-core CI machine: lint (the longest, import
# cycles included) on one core; the typecheck, then knip (unused files, exports and dependencies:
# knip.config.ts), then `prettier --check` (`npm run format` fixes what it finds) on the other.
# So this takes about as long as lint alone. Each one's output is printed whole, one after the
# other; fails when any fails.
set -u
cd "$(dirname "$0")/.."
# A larger young generation for these Node tools, as Jest has (package.json): lint's CPU 53-54 s
# → 50.5 s, the typecheck's about 0.5 s less (docs/testing.md, eighth pass).
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-semi-space-size=64"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npm run --silent lint >"$out/lint" 2>&1 &
lint=$!
npm run --silent typecheck >"$out/typecheck" 2>&1
typecheck_status=$?
npx knip --no-progress >"$out/knip" 2>&1
knip_status=$?
npx prettier --check --log-level warn . >"$out/format" 2>&1
format_status=$?
wait "$lint"
lint_status=$?
for step in typecheck lint knip format; do
  status_var="${step}_status"
  printf '\n> %s (exit %s)\n' "$step" "${!status_var}"
  cat "$out/$step"
done
[ "$typecheck_status" -eq 0 ] && [ "$lint_status" -eq 0 ] && [ "$knip_status" -eq 0 ] &&
  [ "$format_status" -eq 0 ]
