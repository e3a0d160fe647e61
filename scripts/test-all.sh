#!/usr/bin/env bash
# The whole suite: static checks, unit, CDK, integration (local stack), e2e (Playwright, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo; echo "=== $1 ($(( $(date +%s) - start )) s)"; }

step "typecheck";   npm run typecheck
step "lint";        npm run lint
step "format";      npm run format:check
step "unit";        npm run test:unit
step "cdk";         npm run test:cdk
step "integration"; npm run test:integration
step "e2e";         npm run test:e2e
echo; echo "=== all suites passed in $(( $(date +%s) - start )) s"
