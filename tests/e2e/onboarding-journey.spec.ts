import { expect, test } from '@playwright/test';
import { field, logIn, screenshots } from './support/session.js';

/**
 * Issue 14 (agency onboarding) end to end. The seeded agent of an agency not onboarded
 * (newagent@almanac.local, Prairie Risk Partners) lands on Getting Started, goes to the dashboard,
 * whose banner says "Designate Primary Agent", and onboards the agency in the product: designates
 * themself, fills the agency's details and licenses (drafts saved on the way), signs the Agency
 * Agreement and submits; the banner then says it is being processed. The seeded underwriter finds
 * it under Agency Applications, opens the signed agreement and approves it. The agent can now open
 * Apply for Coverage. The onboarding page is also captured at 390 px.
 */

test('onboarding: a new agency designates, fills and signs its application; operations approve; its agent applies', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const shot = screenshots('onboarding');

  // 1. Not onboarded: Getting Started, then the dashboard's banner leads to /onboarding.
  await logIn(page, 'newagent@almanac.local');
  await expect(page).toHaveURL(/\/getting-started$/);
  await expect(page.getByRole('link', { name: 'Begin Onboarding' })).toHaveAttribute('href', '/onboarding');
  await shot(page, 'getting-started');
  await page.getByRole('link', { name: 'Start Exploring' }).click();
  const banner = page.getByRole('region', { name: 'Agency onboarding' });
  await expect(banner).toContainText('Finish onboarding your agency');
  await shot(page, 'dashboard-banner');
  await banner.getByRole('link', { name: 'Designate Primary Agent' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  // 2. Designate Primary Agent: the agent themself.
  const designate = page.getByRole('form', { name: 'Designate Primary Agent' });
  await expect(designate.getByRole('radio', { name: /Myself \(Sam Okafor\)/ })).toBeChecked();
  await shot(page, 'designate');
  await designate.getByRole('button', { name: 'Designate Primary Agent' }).click();

  // 3. Agency Details: a missing answer is told; then saved as a draft.
  const agency = page.getByRole('form', { name: 'Agency Details' });
  await expect(agency).toBeVisible();
  await agency.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(agency.getByText('Enter the agency website, e.g. https://agency.example')).toBeVisible();
  await field(page, 'Agency Name').fill('Prairie Risk Partners LLC');
  await field(page, 'Website').fill('https://prairie.example');
  await field(page, 'Years in Business').fill('12');
  await field(page, 'Address').first().fill('300 N Main St');
  await field(page, 'City').first().fill('Wichita');
  await field(page, 'State').first().selectOption('KS');
  await field(page, 'Zip Code').first().fill('67202');
  await agency.getByText('Same as physical address').click();
  await shot(page, 'agency-details');
  await agency.getByRole('button', { name: 'Save & Continue' }).click();
  await expect(page.getByText('Draft saved.').first()).toBeVisible();

  // 4. Licenses.
  const licenses = page.getByRole('form', { name: 'Licenses' });
  await expect(licenses).toBeVisible();
  await field(page, 'Agency License State').selectOption('KS');
  await field(page, 'Agency License Number').fill('KS-778812');
  await field(page, 'National Producer Number \\(NPN\\)').fill('1234567');
  await shot(page, 'licenses');
  await licenses.getByRole('button', { name: 'Save & Continue' }).click();

  // 5. Review, sign and submit; the page at 390 px first.
  const sign = page.getByRole('form', { name: 'Review, Sign & Submit' });
  await expect(sign.getByText('Prairie Risk Partners LLC')).toBeVisible();
  await expect(sign.getByText('300 N Main St, Wichita, KS 67202').first()).toBeVisible();
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sign.getByRole('button', { name: 'Sign & Submit' })).toBeVisible();
  await shot(page, 'review-phone');
  await page.setViewportSize(desktop);
  await sign.getByText('I have read and agree to the Agency Agreement').click();
  await field(page, 'Signature').fill('Sam Okafor');
  await field(page, 'Title').fill('Principal');
  await shot(page, 'sign');
  await sign.getByRole('button', { name: 'Sign & Submit' }).click();
  await expect(page.getByText('Our operations team is reviewing your agency application.')).toBeVisible();
  await shot(page, 'processing');
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Agency onboarding' })).toContainText(
    'Your agency application is being processed.',
  );

  // 6. The underwriter (another browser) finds it under Agency Applications and approves it.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await logIn(ops, 'underwriter@almanac.local');
  await expect(ops).toHaveURL(/\/operations\/applications$/);
  await ops.getByRole('link', { name: 'Agency Applications' }).click();
  await expect(ops).toHaveURL(/\/operations\/agencies$/);
  const row = ops.getByRole('link', { name: 'Prairie Risk Partners LLC' });
  await expect(row).toHaveAttribute('href', '/operations/agencies/demo-org-new');
  await shot(ops, 'operations-agencies');
  await row.click();
  await expect(ops.getByRole('heading', { level: 1, name: 'Prairie Risk Partners LLC' })).toBeVisible();
  await expect(ops.getByRole('link', { name: 'Signed Agency Agreement (PDF)' })).toHaveAttribute(
    'href',
    /agreements/,
  );
  await shot(ops, 'operations-agency');
  await ops.getByRole('button', { name: 'Approve' }).click();
  const confirm = ops.getByRole('alertdialog', { name: 'Approve this agency?' });
  await shot(ops, 'operations-approve-confirm');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByText('Agency approved. Its agents can now apply for cover.')).toBeVisible();
  await expect(ops).toHaveURL(/\/operations\/agencies$/);
  await opsContext.close();

  // 7. The agent: onboarded, and Apply for Coverage opens.
  await page.goto('/onboarding');
  await expect(page.getByText('Your agency is onboarded.')).toBeVisible();
  const apply = page.getByRole('main').getByRole('link', { name: 'Apply for Coverage' });
  await expect(apply).toBeVisible();
  await shot(page, 'approved');
  await apply.click();
  await expect(page).toHaveURL(/\/apply\/select-client$/);
  await expect(page.getByRole('button', { name: 'Start Application' })).toBeVisible();
  await shot(page, 'apply-for-coverage');
});
