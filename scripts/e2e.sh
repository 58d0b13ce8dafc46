#!/usr/bin/env bash
# `npm run e2e`: builds dist/, then runs the browser stories, E2E_CONCURRENCY files at a time (1
# unless set). The run gets a directory, E2E_AXE_SEEN_DIR, where the axe checks note the pages a
# story has already checked on arrival, so the other files' stories skip them
# (e2e/axeCheck.ts); removed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build
E2E_AXE_SEEN_DIR=$(mktemp -d "${TMPDIR:-/tmp}/xinli-e2e-axe-XXXXXX")
export E2E_AXE_SEEN_DIR
trap 'rm -rf "$E2E_AXE_SEEN_DIR"' EXIT
node --import tsx --test --test-concurrency="${E2E_CONCURRENCY:-1}" e2e/*.e2e.ts
