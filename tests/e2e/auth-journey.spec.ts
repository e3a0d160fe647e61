import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Accounts and sign-in, end to end in Chromium against the local stack
 * (docs/requirements.md#sign-in): sign up → code from the local mailbox → confirm → getting started
 * → log out → log in as the onboarded demo agent → dashboard → reload keeps the session → log out.
 */
const artifacts = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');
mkdirSync(artifacts, { recursive: true });

const DEMO_PASSWORD = 'almanac-demo';

let step = 0;
async function shot(page: Page, name: string) {
  step += 1;
  await page.screenshot({
    path: join(artifacts, `auth-${String(step).padStart(2, '0')}-${name}.png`),
    fullPage: true,
  });
}

/** A field by its whole label; labels of required fields end in an aria-hidden "*". */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

test('agent signs up, confirms the e-mail, logs out, and the demo agent logs in and stays logged in', async ({
  page,
  context,
}) => {
  const email = `e2e-agent-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'journey-password-1';

  // 1. Sign up as an agent.
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await field(page, 'First Name').fill('Jordan');
  await field(page, 'Last Name').fill('Journey');
  await field(page, 'Company').fill('Journey Risk Partners');
  await field(page, 'State License Number').fill('W1234567');
  await field(page, 'State').selectOption('FL');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm Password').fill(password);
  await shot(page, 'sign-up-filled');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/confirm$/);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await shot(page, 'confirm');

  // 2. Read the 5-character code from the local mailbox (another tab: this one keeps its session).
  const mailbox = await context.newPage();
  await mailbox.goto('/mailbox');
  const message = mailbox.getByTestId('mailbox-message').filter({ hasText: email }).first();
  await expect(message).toBeVisible({ timeout: 20_000 });
  const code = ((await message.getByTestId('mailbox-code').first().textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{5}$/);
  await shot(mailbox, 'mailbox');
  await mailbox.close();

  // 3. Confirm with the code: a new agency is not onboarded → /getting-started.
  await page.bringToFront();
  await page.getByLabel('Verification Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByRole('heading', { name: /Welcome to Almanac/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Begin Onboarding' })).toBeVisible();
  await shot(page, 'getting-started');

  // 4. Log out → back on the landing page.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await shot(page, 'logged-out');

  // 5. Log in as the onboarded demo agent → dashboard.
  await field(page, 'Email').fill('agent@almanac.local');
  await field(page, 'Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Premium Calculator' }),
  ).toBeVisible();
  await shot(page, 'dashboard');

  // 6. A reload keeps the session (sessionStorage without "remember me").
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await shot(page, 'dashboard-after-reload');

  // 7. Log out → back on /, and the dashboard is closed again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await shot(page, 'logged-out-again');
});
