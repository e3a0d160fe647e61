/**
 * npm run bench:pages [-- --runs N --queue-rows N --no-build --compare DIST --shots DIR]
 *
 * How long the pages people wait on take to show their content (issue 28, item 6): the built web
 * (`npm run build -w web` first, unless --no-build and web/dist exists) against a fresh local stack
 * on its own ports (E2E_PORT_OFFSET, default 300) and data folder (.data-bench-pages), seeded by
 * ./seed-pages.ts. Each figure is from the start of a navigation (a typed address or a followed
 * link: the whole page loads) to the first animation frame in which a given element holds real
 * data and is visible (read in the page, not by polling from outside), never a spinner: the dashboard's first counter showing the seeded count, the quote list's and the
 * operations queue's row of the seeded client, the quote details' client, and the sign page the
 * client's review link opens. The agent and underwriter pages are measured warm (one navigation
 * first, not counted), the review link cold (a new browser context each time, as from an e-mail).
 * Prints median/p95 per page and the BENCH_FIGURES line (tests/bench/figures.ts). Not a test.
 *
 * --compare DIST: also serve another build of the web (e.g. an earlier commit's web/dist) on the
 * next port against the same stack and data, and measure it navigation for navigation alternately
 * with this one, so that a busy machine weighs on both alike; prints both (the figures line is
 * this build's).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// The AWS SDK's notice about a future Node 22 minimum is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { type Figure, reportFigures } from '../bench/figures.js';
import { startStaticWeb, type WebRuntimeConfig } from '../../infra/local/web-server.js';
import { seedPages } from './seed-pages.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    'queue-rows': { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
    compare: { type: 'string' },
    shots: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const QUEUE_ROWS = Number(values['queue-rows']);
const TARGET_MS = 1000;
const offset = Number(process.env.E2E_PORT_OFFSET ?? 300);
const webUrl = `http://localhost:${5173 + offset}`;
const dynamodbEndpoint = `http://127.0.0.1:${4567 + offset}`;

/** Bytes of the JavaScript a build's index.html loads before any page's own code. */
function firstLoadBytes(dist: string): number {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = new Set(html.match(/\/assets\/[^"]*\.js/g) ?? []);
  return [...scripts].reduce((sum, path) => sum + statSync(join(dist, path)).size, 0);
}

/** The newest modification time under a folder (the web's and core's sources). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? ok() : fail(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

async function buildWeb() {
  const index = join(repoRoot, 'web/dist/index.html');
  const fresh =
    existsSync(index) &&
    statSync(index).mtimeMs > Math.max(newest(join(repoRoot, 'web/src')), newest(join(repoRoot, 'core/src')));
  if (values['no-build'] && existsSync(index)) return;
  if (fresh) return console.log('web/dist is newer than web/src and core/src: not rebuilt');
  await run('npm', ['run', 'build', '-w', 'web']);
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what} not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startStack(): ChildProcess {
  return spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'infra/local/start.ts',
      '--web',
      'dist',
      '--fresh',
      '--data-dir',
      '.data-bench-pages',
      '--port-offset',
      String(offset),
      '--quiet',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

/**
 * What shows a page's content: `within` (CSS) holding `text` (its whole text when `exact`: a leaf
 * element), checked in the page on every animation frame; `locator` is the same for Playwright.
 */
interface Content {
  within: string;
  text: string;
  exact?: boolean;
  locator: (page: Page) => Locator;
}

/**
 * Milliseconds from the start of the navigation to `url` (the new document's time origin) to the
 * first animation frame in which `content` is in the page and visible, read in the page itself:
 * Playwright's own wait polls at 0, 20, 50, 100, 100 ms and then every 500 ms, which added up to
 * half a second to every figure before round three. `polled` is that older figure (from the call
 * to the end of Playwright's wait), kept for comparison with earlier rounds.
 */
async function timeNavigation(page: Page, url: string, content: Content) {
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  // An expression, not a function: this file is compiled without the DOM's types.
  const { within, text, exact = false } = content;
  const shown = page.waitForFunction(
    `(() => {
      const { within, text, exact } = ${JSON.stringify({ within, text, exact })};
      const holder = [...document.querySelectorAll(within)].find((el) =>
        exact
          ? [...el.querySelectorAll('*')].some(
              (e) => e.childElementCount === 0 && e.textContent.trim() === text && e.checkVisibility(),
            )
          : el.textContent.includes(text) && el.checkVisibility(),
      );
      return holder ? performance.now() : false;
    })()`,
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
  await content.locator(page).first().waitFor({ state: 'visible', timeout: 30_000 });
  const polled = Date.now() - t0;
  return { ms: Math.round((await (await shown).jsonValue()) as number), polled };
}

async function logIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel(/^Email\s*\*?$/).fill(email);
  await page.getByLabel(/^Password\s*\*?$/).fill('almanac-demo');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  return page;
}

async function main() {
  await buildWeb();
  const stack = startStack();
  const stop = () => stack.kill('SIGTERM');
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  let browser: Browser | undefined;
  let stopCompared: (() => Promise<unknown>) | undefined;
  try {
    const config = await waitFor('the local stack', async () => {
      const res = await fetch(`${webUrl}/config.json`);
      return res.ok ? ((await res.json()) as WebRuntimeConfig) : undefined;
    });
    const t0 = Date.now();
    const seed = await seedPages(
      { ...config, dynamodbEndpoint, tableName: 'almanac-local' },
      { queueRows: QUEUE_ROWS, reviewLinks: (values.compare ? 2 : 1) * (RUNS + (values.shots ? 2 : 0)) },
    );
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s (${QUEUE_ROWS} queue rows)`);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const targets = [{ label: 'this build', url: webUrl, dist: join(repoRoot, 'web/dist') }];
    if (values.compare) {
      const other = await startStaticWeb(resolve(values.compare), 5173 + offset + 1, config);
      stopCompared = other.stop;
      targets.push({ label: 'compared', url: other.url, dist: resolve(values.compare) });
    }
    const client = new RegExp(seed.clientLastName);
    const inMain = (p: Page) => p.getByRole('main').getByText(client);
    const pages: { name: string; url: string; as: string; content: Content }[] = [
      {
        name: 'dashboard',
        url: '/dashboard',
        as: 'agent@almanac.local',
        content: {
          within: '[data-testid="counter-totalPremiumIndications"]',
          text: String(seed.savedQuotes),
          exact: true,
          locator: (p) =>
            p
              .getByTestId('counter-totalPremiumIndications')
              .getByText(String(seed.savedQuotes), { exact: true }),
        },
      },
      {
        name: 'quote list',
        url: '/quotes',
        as: 'agent@almanac.local',
        content: { within: 'main', text: seed.clientLastName, locator: inMain },
      },
      {
        name: 'quote details',
        url: `/quotes/${seed.savedQuoteId}`,
        as: 'agent@almanac.local',
        content: { within: 'main', text: seed.clientLastName, locator: inMain },
      },
      {
        name: `operations queue (${QUEUE_ROWS} rows)`,
        url: '/operations/applications',
        as: 'underwriter@almanac.local',
        content: { within: 'main', text: seed.clientLastName, locator: inMain },
      },
    ];
    // times[target][page name]: in the page; polled: as Playwright's wait saw it (earlier rounds)
    const times = targets.map(() => new Map<string, number[]>());
    const polled = targets.map(() => new Map<string, number[]>());
    const record = (target: number, name: string, timing: { ms: number; polled: number }) => {
      times[target]!.set(name, [...(times[target]!.get(name) ?? []), timing.ms]);
      polled[target]!.set(name, [...(polled[target]!.get(name) ?? []), timing.polled]);
    };
    const sessions = new Map<string, Page>();
    for (const p of pages) {
      for (const target of targets) {
        const key = `${target.url} ${p.as}`;
        if (!sessions.has(key)) sessions.set(key, await logIn(browser, target.url, p.as));
        await timeNavigation(sessions.get(key)!, p.url, p.content); // warm-up: the code is cached
      }
      for (let i = 0; i < RUNS; i++)
        for (const [t, target] of targets.entries())
          record(t, p.name, await timeNavigation(sessions.get(`${target.url} ${p.as}`)!, p.url, p.content));
    }
    const reviewName = 'review link to sign page (cold)';
    for (let i = 0; i < RUNS; i++)
      for (const [t, target] of targets.entries()) {
        const context = await browser.newContext({
          baseURL: target.url,
          viewport: { width: 1280, height: 800 },
        });
        const page = await context.newPage();
        const token = seed.reviewTokens[i * targets.length + t]!;
        record(
          t,
          reviewName,
          await timeNavigation(page, `/apply/review?token=${token}`, {
            within: 'aside, [role="complementary"]',
            text: seed.legalName,
            locator: (p) =>
              p.getByRole('complementary', { name: 'Application summary' }).getByText(seed.legalName),
          }),
        );
        if (!/application-sign$/.test(page.url())) throw new Error(`the review link opened ${page.url()}`);
        await context.close();
      }

    let nextToken = RUNS * targets.length;
    if (values.shots)
      for (const target of targets)
        for (const width of [1280, 390]) {
          const label = target.label.replace(/\W+/g, '-');
          const session = sessions.get(`${target.url} agent@almanac.local`)!;
          await session.setViewportSize({ width, height: 800 });
          await timeNavigation(session, '/dashboard', pages[0]!.content);
          await session.screenshot({
            path: join(values.shots, `${label}-dashboard-${width}.png`),
            fullPage: true,
          });
          const context = await browser.newContext({ baseURL: target.url, viewport: { width, height: 800 } });
          const page = await context.newPage();
          await timeNavigation(page, `/apply/review?token=${seed.reviewTokens[nextToken++]!}`, {
            within: 'body',
            text: seed.legalName,
            locator: (p) => p.getByText(seed.legalName).locator('visible=true'),
          });
          await page.screenshot({ path: join(values.shots, `${label}-sign-${width}.png`), fullPage: true });
          await context.close();
        }

    console.log(
      `\nFirst-load JavaScript (bytes): ${targets.map((t) => `${t.label} ${firstLoadBytes(t.dist)}`).join(', ')}`,
    );
    console.log(`\nNavigation to content, built web on the local stack (${RUNS} runs each, ms)`);
    const header = targets.map((t) => `${`${t.label} median`.padStart(20)} ${'p95'.padStart(6)}`).join(' ');
    console.log(`  ${'page'.padEnd(36)} ${header} ${'target'.padStart(7)}`);
    for (const name of times[0]!.keys()) {
      const cells = times.map(
        (m) => `${String(median(m.get(name)!)).padStart(20)} ${String(p95(m.get(name)!)).padStart(6)}`,
      );
      console.log(`  ${name.padEnd(36)} ${cells.join(' ')} ${String(TARGET_MS).padStart(7)}`);
    }
    console.log(
      "\nThe same navigations as Playwright's wait saw them (polled; the figures of rounds one and two)",
    );
    for (const name of polled[0]!.keys()) {
      const cells = polled.map(
        (m) => `${String(median(m.get(name)!)).padStart(20)} ${String(p95(m.get(name)!)).padStart(6)}`,
      );
      console.log(`  ${name.padEnd(36)} ${cells.join(' ')}`);
    }
    const figures: Figure[] = [...times[0]!.entries()].flatMap(([name, ms]) => [
      { name: `${name} median`, kind: 'time', value: median(ms), unit: 'ms', target: TARGET_MS },
      { name: `${name} p95`, kind: 'time', value: p95(ms), unit: 'ms' },
    ]);
    reportFigures('pages', figures);
  } finally {
    await browser?.close();
    await stopCompared?.();
    stop();
  }
}

await main();
