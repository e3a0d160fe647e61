import { expect, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_AGENT, repoRoot } from './stack.js';

/** Screenshots of each step are kept as test artifacts here (and looked at). */
export const artifactsDir = join(repoRoot, 'tests/e2e/artifacts');
mkdirSync(artifactsDir, { recursive: true });

/**
 * A step recorder: `shot(page, 'name')` saves `{prefix}-{nn}-{name}.png`, numbered in order. The
 * whole page is captured by growing the viewport to the page's height for the shot (a full-page
 * screenshot would paint the sticky header and the terms footer in the middle of the page).
 */
export function screenshots(prefix: string) {
  let step = 0;
  return async (page: Page, name: string) => {
    step += 1;
    const path = join(artifactsDir, `${prefix}-${String(step).padStart(2, '0')}-${name}.png`);
    const size = page.viewportSize();
    const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
    const grow = !!size && Number.isFinite(height) && height > size.height;
    if (grow) await page.setViewportSize({ width: size.width, height: Math.min(height, 4000) });
    try {
      await page.screenshot({ path });
    } finally {
      if (grow) await page.setViewportSize(size);
    }
  };
}

/** A field by its whole label; labels of required fields end in an aria-hidden "*". */
export const field = (page: Page | Locator, label: string) =>
  page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/**
 * Log in with a demo account (infra/local/seed.ts; every one has the same password) and wait until
 * the app has taken the user in: the URL has left the start page (their home, whatever it is).
 */
export async function logIn(page: Page, email: string) {
  await page.goto('/');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill('almanac-demo');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).not.toHaveURL(/:\d+\/$/);
}

/** Log in as the onboarded demo agent (infra/local/seed.ts) → dashboard. */
export async function logInAsAgent(page: Page) {
  await page.goto('/');
  await field(page, 'Email').fill(DEMO_AGENT.email);
  await field(page, 'Password').fill(DEMO_AGENT.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A unique address for one test's recipient (the local mailbox keeps every run's e-mails). */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A string as a literal part of a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
