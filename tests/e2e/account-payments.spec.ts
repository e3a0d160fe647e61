import { expect, test } from '@playwright/test';
import { field, logIn, logInAsAgent, screenshots } from './support/session.js';

/**
 * Issue 14, Commission Payments (docs/requirements.md#account-commissions). The demo agent opens
 * /account/payments, fills the payout form (Save stays disabled until it is valid; a routing
 * number failing the ABA checksum is named), saves it and sees it masked, with Edit; the
 * commission history is below. At 390 px the page is one column with the icon tab bar. The demo
 * admin reads why there is no payout form.
 */

test('commission payments: the agent saves payout information and sees it masked', async ({ page }) => {
  const shot = screenshots('account-payments');
  await logInAsAgent(page);
  await page.goto('/account/payments');
  await expect(page.getByRole('heading', { name: 'Commission Payments', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Commission history', exact: true })).toBeVisible();

  // A rerun on kept data finds information saved: edit it.
  const edit = page.getByRole('button', { name: 'Edit' });
  if (await edit.isVisible()) await edit.click();
  const form = page.getByRole('form', { name: 'Payout information' });
  await expect(form).toBeVisible();
  await expect(form.getByText(/may take up to 7 days/)).toBeVisible();
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  await field(page, 'Bank \\(depository\\) name').fill('First Harbor Bank');
  await field(page, 'Name on the account').fill('Avery Agent');
  await field(page, 'Routing number').fill('011000016');
  await expect(form.getByText('This is not a valid ABA routing number')).toBeVisible();
  await field(page, 'Routing number').fill('011000015');
  await field(page, 'Account number').fill('123456789');
  await form.getByText('Checking', { exact: true }).click();
  await expect(save).toBeEnabled();
  await shot(page, 'form');
  await save.click();

  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  const summary = page.getByLabel('Payout information', { exact: true }).and(page.locator('dl'));
  await expect(summary).toContainText('••••6789');
  await expect(summary).toContainText('••••0015');
  await expect(summary).toContainText('First Harbor Bank');
  await expect(page.getByText('123456789')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await shot(page, 'saved-masked');

  // On a phone: one column and the icon tab bar; nothing wider than the screen.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(summary).toContainText('••••6789');
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  await shot(page, 'saved-masked-phone');
  await page.setViewportSize(desktop);
});

test('commission payments: an admin reads why there is no payout form', async ({ page }) => {
  const shot = screenshots('account-payments-admin');
  await logIn(page, 'admin@almanac.local');
  await page.goto('/account/payments');
  await expect(page.getByText(/admins have no payout information or commission history/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Payout information' })).toHaveCount(0);
  await shot(page, 'explanation');
});
