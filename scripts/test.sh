#!/usr/bin/env bash
# `npm test`: every check the project has, in the order that fails fastest. Exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$1"; }

npx tsx scripts/chromium.ts   # one clear line, before anything slow, when the browser tests cannot run
step 'typecheck' && npx tsc --noEmit -p . && npx tsc --noEmit -p tsconfig.sw.json
step 'lint' && npx eslint --max-warnings 0 .
step 'migrations' && npx tsx scripts/check-migrations.ts
step 'unit and API tests' && npx vitest run
step 'browser tests' && npx playwright test
