#!/usr/bin/env bash
# `npm test`'s first step: the typecheck and lint side by side (independent, one core each, so
# on the 2-core CI machine this takes the longer of the two instead of their sum), then
# `prettier --check` (`npm run format` fixes what it finds). Each one's output is printed whole,
# one after the other; fails when any fails.
set -u
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npm run --silent typecheck >"$out/typecheck" 2>&1 &
typecheck=$!
npm run --silent lint >"$out/lint" 2>&1 &
lint=$!
wait "$typecheck"
typecheck_status=$?
wait "$lint"
lint_status=$?
npx prettier --check --log-level warn . >"$out/format" 2>&1
format_status=$?
for step in typecheck lint format; do
  status_var="${step}_status"
  printf '\n> %s (exit %s)\n' "$step" "${!status_var}"
  cat "$out/$step"
done
[ "$typecheck_status" -eq 0 ] && [ "$lint_status" -eq 0 ] && [ "$format_status" -eq 0 ]
