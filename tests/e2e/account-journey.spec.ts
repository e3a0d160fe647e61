import { expect, type Locator, type Page, test } from '@playwright/test';
import { logIn, screenshots } from './support/session.js';

/**
 * Issue 14, part A, end to end. The demo admin (infra/local/seed.ts, admin of the onboarded demo
 * agency) opens My Information, edits the organisation's addresses with "Same as physical
 * address" (the mailing fields follow the physical ones and are disabled) and its primary-agent
 * and accounting contacts; the card shows them. Documents: the admin sees no agreements, only the
 * static links; the demo agent sees the Agreements accordion and the unresolved document errors
 * with their count on the section. Screenshots at desktop width and at 390 px.
 */

/** Fill one address group of the Addresses dialog. */
async function fillAddress(
  group: Locator,
  address: { address1: string; city: string; state: string; zip: string },
) {
  await group.getByLabel(/^Address\s*\*?$/).fill(address.address1);
  await group.getByLabel(/^City/).fill(address.city);
  await group.getByLabel(/^State/).selectOption(address.state);
  await group.getByLabel(/^Zipcode/).fill(address.zip);
}

/** Fill one contact group of the Contacts dialog. */
async function fillContact(
  group: Locator,
  contact: { first: string; last: string; email: string; phone: string },
) {
  await group.getByLabel(/^First Name/).fill(contact.first);
  await group.getByLabel(/^Last Name/).fill(contact.last);
  await group.getByLabel(/^Email/).fill(contact.email);
  await group.getByLabel(/^Phone/).fill(contact.phone);
}

/** A shot at 390 px wide (the account's icon tab bar), then back to the desktop size. */
async function phoneShot(page: Page, shot: ReturnType<typeof screenshots>, name: string, ready: Locator) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(ready).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Documents' }),
  ).toBeVisible();
  await shot(page, name);
  await page.setViewportSize(desktop);
}

test('account: the admin edits the organisation (same mailing address, contacts); Documents for an admin and an agent', async ({
  page: adminPage,
  browser,
}) => {
  test.setTimeout(120_000);
  const shot = screenshots('account');
  const street = `${100 + Math.floor(Math.random() * 800)} Harbor Way`;

  // 1. My Information as the agency's admin.
  let page = adminPage;
  await logIn(page, 'admin@almanac.local');
  await page.goto('/account/dashboard');
  await expect(page.getByRole('heading', { name: 'Organization Information' })).toBeVisible();
  await shot(page, 'my-information');

  // 2. Addresses: the physical one, and "Same as physical address" for the mailing one.
  await page.getByRole('button', { name: 'Edit Addresses' }).click();
  const addresses = page.getByRole('dialog', { name: 'Edit Addresses' });
  await fillAddress(addresses.getByRole('group', { name: 'Physical Address' }), {
    address1: street,
    city: 'Tampa',
    state: 'FL',
    zip: '33602',
  });
  await addresses.getByText('Same as physical address').click();
  const mailing = addresses.getByRole('group', { name: 'Mailing Address' });
  await expect(mailing.getByLabel(/^City/)).toHaveValue('Tampa');
  await expect(mailing.getByLabel(/^City/)).toBeDisabled();
  await shot(page, 'addresses-same-as-physical');
  await addresses.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated Successfully!')).toBeVisible();
  await expect(addresses).toBeHidden();
  await expect(page.getByText(`${street}, Tampa, FL 33602`)).toHaveCount(2);

  // 3. Contacts: the primary agent and the accounting contact; every field is required.
  await page.getByRole('button', { name: 'Edit Contacts' }).click();
  const contacts = page.getByRole('dialog', { name: 'Edit Contacts' });
  await contacts.getByRole('button', { name: 'Save' }).click();
  await expect(contacts.getByText('first name is required').first()).toBeVisible();
  await fillContact(contacts.getByRole('group', { name: 'Primary Agent Contact' }), {
    first: 'Riley',
    last: 'Stone',
    email: 'riley.stone@example.com',
    phone: '813-555-0100',
  });
  await fillContact(contacts.getByRole('group', { name: 'Accounting Contact' }), {
    first: 'Dana',
    last: 'Reyes',
    email: 'accounts@example.com',
    phone: '813-555-0142',
  });
  await contacts.getByRole('button', { name: 'Save' }).click();
  await expect(contacts).toBeHidden();
  await expect(page.getByText('Riley Stone')).toBeVisible();
  await expect(page.getByText('accounts@example.com')).toBeVisible();
  await shot(page, 'my-information-edited');
  await phoneShot(
    page,
    shot,
    'my-information-phone',
    page.getByRole('heading', { name: 'Organization Information' }),
  );

  // 4. Documents as the admin: no agreements, the static links.
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: /Documents/ })
    .click();
  await expect(page).toHaveURL(/\/account\/documents$/);
  await expect(
    page.getByText('Agreements are kept for agents, primary agents and super admins.'),
  ).toBeVisible();
  const main = page.getByRole('main');
  for (const name of ['Agreement to Conduct Electronic Transactions', 'Privacy Policy', 'Terms of Use'])
    await expect(main.getByRole('link', { name })).toBeVisible();
  await shot(page, 'documents-admin');

  // 5. Documents as the demo agent (another browser): the Agreements accordion and what needs
  //    attention, counted on the section (the seeded agency has no agreement on file, nor the
  //    agent a license PDF).
  const agentContext = await browser.newContext({ viewport: page.viewportSize() });
  page = await agentContext.newPage();
  await logIn(page, 'agent@almanac.local');
  await page.goto('/account/documents');
  await expect(page.getByRole('button', { name: 'Agreements' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Documents that need attention \(\d\)/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /Documents/ }),
  ).toContainText(/\d/);
  const agentMain = page.getByRole('main');
  await agentMain.getByRole('link', { name: 'Agreement to Conduct Electronic Transactions' }).click();
  await expect(page).toHaveURL(/\/electronic-transactions-agreement$/);
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Agreements' })).toBeVisible();
  await shot(page, 'documents-agent');
  await phoneShot(page, shot, 'documents-phone', page.getByRole('button', { name: 'Agreements' }));
  await agentContext.close();
});
