#!/usr/bin/env bash
# The whole suite: static checks, unit, CDK, integration (local stack), e2e (Playwright, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)

# The browser journeys need Debian's Chromium: say so in seconds, not after the other suites.
if [ ! -x /usr/bin/chromium ]; then
  echo "npm test needs Chromium for the browser journeys (tests/e2e). Install it, then run npm test again:" >&2
  echo "  apt-get update && apt-get install -y chromium" >&2
  exit 1
fi

step() { echo; echo "=== $1 ($(( $(date +%s) - start )) s)"; }

# Run independent commands at once (this machine has 2 cores; most of these use one), each into
# its own log printed when it ends; fails when any failed.
together() {
  local dir pids=() names=() failed=0
  dir=$(mktemp -d)
  for spec in "$@"; do
    names+=("${spec%%=*}")
    (bash -c "${spec#*=}" > "$dir/${spec%%=*}.log" 2>&1) &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then echo "--- ${names[$i]}: passed"; else failed=1; echo "--- ${names[$i]}: FAILED"; fi
    cat "$dir/${names[$i]}.log"
  done
  rm -rf "$dir"
  return $failed
}

step "codegen, typecheck, lint, format, cdk, web build (together)"
together \
  "codegen=npm run codegen:check" \
  "typecheck=npm run typecheck" \
  "lint=npm run lint && npm run check:messages && npm run check:citations" \
  "format=npm run format:check" \
  "cdk=npm run test:cdk" \
  "build=npm run build -w web"
# The two stack suites wait on their stacks and the browser much of the time (about one core of the
# two between them): run the unit suite beside them, each stack on its own ports (integration on free
# ports, e2e on offset 200); the web is built above.
step "unit, integration and e2e (together)"
together \
  "unit=npm run test:unit" \
  "integration=npm run test:integration" \
  "e2e=npx playwright test -c tests/e2e/playwright.config.ts"
echo; echo "=== all suites passed in $(( $(date +%s) - start )) s"
