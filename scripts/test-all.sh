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

step "codegen";     npm run codegen:check
step "typecheck";   npm run typecheck
step "lint";        npm run lint && npm run check:messages && npm run check:citations
step "format";      npm run format:check
step "unit";        npm run test:unit
step "cdk";         npm run test:cdk
step "integration"; npm run test:integration
step "e2e";         npm run test:e2e
echo; echo "=== all suites passed in $(( $(date +%s) - start )) s"
