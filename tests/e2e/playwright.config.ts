import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
import { PORT_OFFSET, repoRoot, webUrl } from './support/stack.js';

// The specs reach the stack's DynamoDB with the AWS SDK; its notice about a future Node 22 minimum is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The e2e stack runs on its own ports (offset 200) and data folder, beside any `npm start`. */

export default defineConfig({
  testDir: '.',
  outputDir: resolve(repoRoot, 'test-results/e2e'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Runs once the web server is up (Playwright starts it first): data the stack must hold.
  globalSetup: './global-setup.ts',
  use: {
    baseURL: webUrl,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: `npx tsx infra/local/start.ts --web dist --fresh --data-dir .data-e2e --port-offset ${PORT_OFFSET} --quiet --test-password-hashing`,
    cwd: repoRoot,
    url: `${webUrl}/config.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
