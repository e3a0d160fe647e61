#!/usr/bin/env bash
# The whole suite: static checks, unit, CDK, integration (local stack), e2e (Playwright, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
start=${SUITE_START:-$(date +%s)}
export SUITE_START=$start

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
    (rc=0; bash -c "${spec#*=}" > "$dir/${spec%%=*}.log" 2>&1 || rc=$?; date +%s > "$dir/${spec%%=*}.end"; exit $rc) &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    local result=passed
    wait "${pids[$i]}" || { failed=1; result=FAILED; }
    echo "--- ${names[$i]}: $result (done at $(( $(cat "$dir/${names[$i]}.end") - start )) s)"
    cat "$dir/${names[$i]}.log"
  done
  rm -rf "$dir"
  return $failed
}

# Two lanes at once. The browser journeys (the web build, then 19 journeys on their own stack at
# offset 200) mostly wait on the stack and the browser: about half a core for six minutes. The
# other lane keeps the second core and a half busy: the static checks together, then the unit
# suite, then the integration files in two halves, each half on its own stack (free ports) with
# its files one after another. No more than about three CPU-bound processes run at a time, so a
# test's share of a core stays the same when another process loads the machine (stress-ng).
if [ "${1:-}" = "--checks-unit-integration" ]; then
  step "codegen, typecheck, lint, format, cdk (together)"
  together \
    "codegen=npm run codegen:check" \
    "typecheck=npm run typecheck" \
    "lint=npm run lint && npm run check:messages && npm run check:citations" \
    "format=npm run format:check" \
    "cdk=npm run test:cdk"
  step "unit"
  npm run test:unit
  step "integration, in two halves (together)"
  together \
    "integration-1=npx vitest run --project integration --shard=1/2" \
    "integration-2=npx vitest run --project integration --shard=2/2"
  exit 0
fi
step "checks, unit and integration | e2e (two lanes at once)"
together \
  "checks-unit-integration=bash scripts/test-all.sh --checks-unit-integration" \
  "e2e=npm run test:e2e"
echo; echo "=== all suites passed in $(( $(date +%s) - start )) s"
