#!/usr/bin/env bash
# `npm test`'s first step, two at a time for the 2-core CI machine: the typecheck and lint over one
# TypeScript program (scripts/typecheckAndLint.ts; import cycles included), the longest, on one
# core; knip (unused files, exports and dependencies: knip.config.ts), then `prettier --check`
# (`npm run format` fixes what it finds), then the OpenAPI document in tools nobody here wrote
# (Redocly's recommended rules, 0 errors; openapi-typescript's types of it compile:
# docs/api/platform.md) on the other.
# So this takes about as long as the typecheck and lint. Each one's output is printed whole, one
# after the other; fails when any fails.
set -u
cd "$(dirname "$0")/.."
# A larger young generation for these Node tools, as Jest has (package.json): lint's CPU 53-54 s
# → 50.5 s (docs/testing.md, eighth pass).
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-semi-space-size=64"
# The OpenAPI tools are called by name, as under `npm test`, also when this runs on its own.
export PATH="$PWD/node_modules/.bin:$PATH"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
npx tsx scripts/typecheckAndLint.ts >"$out/types-and-lint" 2>&1 &
types_and_lint=$!
npx knip --no-progress >"$out/knip" 2>&1
knip_status=$?
npx prettier --check --log-level warn . >"$out/format" 2>&1
format_status=$?
openapi_tools() {
  redocly lint docs/api/openapi.json --format=summary &&
    mkdir "$out/types" &&
    openapi-typescript docs/api/openapi.json --output "$out/types/openapi.ts" &&
    printf '%s' '{"compilerOptions":{"strict":true,"noEmit":true,"target":"es2022","lib":["es2022"],"types":[]},"files":["openapi.ts"]}' >"$out/types/tsconfig.json" &&
    tsc -p "$out/types/tsconfig.json"
}
openapi_tools >"$out/openapi" 2>&1
openapi_status=$?
wait "$types_and_lint"
types_and_lint_status=$?
for step in types-and-lint knip format openapi; do
  status_var="${step//-/_}_status"
  printf '\n> %s (exit %s)\n' "$step" "${!status_var}"
  cat "$out/$step"
done
[ "$types_and_lint_status" -eq 0 ] && [ "$knip_status" -eq 0 ] &&
  [ "$format_status" -eq 0 ] && [ "$openapi_status" -eq 0 ]
