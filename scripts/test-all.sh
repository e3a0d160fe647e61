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

# Two lanes at once, each ending with one half of the integration files (`vitest --shard`), each
# half on its own local stack (free ports, its own data folder) with its files one after another.
# The browser journeys (the web build, then 19 journeys on their stack at offset 200) mostly wait on
# the stack and the browser, about half a core for six minutes; the other lane keeps the rest of
# the machine busy with the static checks together, then the unit suite. No more than about three
# CPU-bound processes run at a time, so a test keeps its share of a core when another process
# loads the machine (stress-ng); docs/decisions.md, "the suite in two lanes".
lane="${1:-}"
if [ "$lane" = "--lane-checks" ]; then
  step "codegen, typecheck (two projects), lint, format, cdk (together)"
  together \
    "codegen=npm run codegen:check" \
    "typecheck=npx tsc -p tsconfig.json" \
    "typecheck-web=npx tsc -p web/tsconfig.json" \
    "lint=npm run lint && npm run check:messages && npm run check:citations" \
    "format=npm run format:check" \
    "cdk=npm run test:cdk"
  step "unit"
  npm run test:unit
  step "integration, first half"
  npx vitest run --project integration --shard=1/2
  exit 0
fi
if [ "$lane" = "--lane-e2e" ]; then
  step "e2e (web build and browser journeys)"
  npm run test:e2e
  step "integration, second half"
  npx vitest run --project integration --shard=2/2
  exit 0
fi
step "checks, unit, integration 1/2 | e2e, integration 2/2 (two lanes at once)"
together \
  "checks-unit-integration-1=bash scripts/test-all.sh --lane-checks" \
  "e2e-integration-2=bash scripts/test-all.sh --lane-e2e"
echo; echo "=== all suites passed in $(( $(date +%s) - start )) s"
