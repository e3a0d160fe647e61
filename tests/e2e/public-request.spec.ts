import { expect, test } from '@playwright/test';
import { expectMail } from './support/quoter.js';
import { screenshots } from './support/session.js';

/** The operations inbox of the local stack (OPERATIONS_EMAIL's local default). */
const OPERATIONS_INBOX = 'operations@almanac.local';

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an anonymous visitor requests a premium indication; the operations inbox gets it', async ({
  page,
  context,
}) => {
  const shot = screenshots('public-request');
  const insured = `Harbor Cafe ${Date.now()}`;

  await page.goto('/premium-indication-request');
  await expect(
    page.getByRole('heading', { name: "Insurance done the way you'd want it to be." }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Premium indication request' });
  await expect(form.getByLabel(/^Peril/)).toHaveValue('NamedStorm');

  // The form's rules, with the spec's messages; nothing is sent.
  await form.getByLabel(/^Start Date/).fill(isoIn(60));
  await form.getByLabel(/^End Date/).fill(isoIn(40));
  await form.getByRole('button', { name: 'Request Premium Indication' }).click();
  await expect(form.getByText('Start date must not be greater than the end date')).toBeVisible();
  await expect(form.getByText('Limit of Liability is required')).toBeVisible();
  await expect(page).toHaveURL(/\/premium-indication-request$/);
  await shot(page, 'errors');

  await form.getByLabel(/^Peril/).selectOption('HighWind');
  await form.getByLabel(/^End Date/).fill(isoIn(150));
  await form.getByLabel(/^Limit of Liability/).fill('250,000');
  await form.getByLabel(/^Name of Insured/).fill(insured);
  await form.getByLabel(/^Contact Email/).fill('owner@harbor-cafe.example');
  await form.getByRole('button', { name: 'Request Premium Indication' }).click();

  await expect(page).toHaveURL(/\/request-received$/);
  await expect(page.getByRole('link', { name: 'Request Again' })).toHaveAttribute(
    'href',
    '/premium-indication-request',
  );
  await expect(page.getByRole('link', { name: 'Explore the Calculator' })).toHaveAttribute(
    'href',
    '/quoter/select-program',
  );
  await shot(page, 'received');

  const { message } = await expectMail(context, OPERATIONS_INBOX, /Premium indication request: High Wind/);
  await expect(message).toContainText(insured);
  await expect(message).toContainText('owner@harbor-cafe.example');
  await expect(message).toContainText('$250,000');
});
