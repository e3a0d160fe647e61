import { expect, type Page, test } from '@playwright/test';
import { join } from 'node:path';
import {
  addAndAssignClient,
  addLocationByCoordinates,
  calculate,
  chooseCustomPeriod,
  chooseProgram,
  continueFromLocations,
  continueFromPeriod,
  expectMail,
  getStarted,
  openQuoter,
  pickDiligentEffortState,
} from './support/quoter.js';
import { repoRoot } from './support/stack.js';
import { field, logInAsAgent, screenshots, uniqueEmail } from './support/session.js';

/**
 * Issue 12 end to end, as the demo agent: price and save a premium indication for a new client
 * (a period starting within 60 days, so no deadline flag is needed), Begin Application, fill the
 * four sections (Florida needs a diligent-effort form: upload a PDF), hit the revenue rule and fix
 * it, sign, see the submitted page, find the client's review e-mail in the local mailbox, and see
 * the application's status on the quote, in the list and on Apply for Coverage.
 */

/** Open an accordion section (a click on an open one would close it). */
async function openSection(page: Page, title: RegExp) {
  const trigger = page.getByRole('button', { name: title });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}
const saved = (page: Page) => expect(page.getByText(/^(Saved|All changes saved)/)).toBeVisible();

/** Fill a text field and leave it (the form saves on blur). */
async function fillAndLeave(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
}

test('applications: Begin Application, four sections, revenue rule, upload, sign, review e-mail', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const shot = screenshots('application');
  const client = { firstName: 'Avery', lastName: 'Lindqvist', email: uniqueEmail('avery') };

  // 1. Price and save an excess precipitation indication at Tampa for a new client.
  await logInAsAgent(page);
  await openQuoter(page);
  await chooseProgram(page, 'HPC');
  await pickDiligentEffortState(page, 'FL', /Download the Florida/);
  await getStarted(page, 'HPC');
  await (
    await addAndAssignClient(page, 'HPC', client)
  )();
  await addLocationByCoordinates(page, '27.875, -82.625');
  await continueFromLocations(page, 'HPC');
  await chooseCustomPeriod(page, { startAfterEarliest: 5, days: 60 });
  await continueFromPeriod(page, 'HPC');
  await field(page, 'Limit of Liability').fill('100000');
  await calculate(page);
  await page.getByRole('button', { name: 'Save & Share' }).click();
  const share = page.getByRole('dialog', { name: 'Save & Share' });
  await share.getByRole('button', { name: 'Save & Share', exact: true }).click();
  await expect(page).toHaveURL(/\/quoter\/quote-saved$/);
  await shot(page, 'quote-saved');

  // 2. Begin Application: the quote has a client, so the application is created and opened.
  await page
    .getByRole('link', { name: /Begin Application/ })
    .or(page.getByRole('button', { name: /Begin Application/ }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/apply\/application\/[^/]+$/);
  const applicationUrl = page.url();
  // The form, loaded: titled by the client.
  await expect(page.getByRole('heading', { level: 1, name: 'Avery Lindqvist' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Application summary' });
  await expect(summary).toContainText('Avery Lindqvist');
  const sign = page.getByRole('button', { name: 'Sign Application' });
  await expect(sign).toBeDisabled();
  // The header counts the draft among the applications waiting for the agent.
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(
    mainNav.getByRole('link', { name: /^Apply for Coverage\W+\d+ applications? in progress$/ }),
  ).toBeVisible();
  await shot(page, 'application-opened');

  // The weather index details dialog lists the covered location.
  await summary.getByRole('button', { name: 'Weather Index Details' }).click();
  const indexDialog = page.getByRole('dialog', { name: 'Weather Index Details' });
  await expect(indexDialog.getByRole('table', { name: 'Covered locations' })).toContainText('FL');
  await shot(page, 'weather-index-details');
  await indexDialog.getByRole('button', { name: /Close/ }).first().click();

  // 3. Entity Information & Contact: New York is refused with the dialog; names are capitalised.
  await openSection(page, /1\. Entity Information & Contact/);
  await fillAndLeave(page, 'Legal Name', 'Lindqvist Landscaping LLC');
  await fillAndLeave(page, 'Address', '400 N Ashley Dr');
  await fillAndLeave(page, 'City', 'Tampa');
  await field(page, 'State').selectOption('NY');
  const ny = page.getByRole('alertdialog', { name: 'Unavailable in New York' });
  await expect(ny).toContainText(
    'Unfortunately, coverage is not available in New York. Please use a different address to proceed.',
  );
  await shot(page, 'new-york-refused');
  await ny.getByRole('button', { name: 'OK' }).click();
  await expect(field(page, 'State')).not.toHaveValue('NY');
  await field(page, 'State').selectOption('FL');
  await fillAndLeave(page, 'County', 'Hillsborough');
  await fillAndLeave(page, 'Country', 'United States');
  await fillAndLeave(page, 'Zip Code', '123');
  await expect(field(page, 'Zip Code').locator('xpath=ancestor::*[@role="group"][1]')).toContainText(
    'Must have at least 4 digits',
  );
  await fillAndLeave(page, 'Zip Code', '33602');
  await fillAndLeave(page, 'Federal Tax ID', '12-3456789');
  await fillAndLeave(page, 'Contact First Name', 'avery');
  await expect(field(page, 'Contact First Name')).toHaveValue('Avery');
  await fillAndLeave(page, 'Contact Last Name', 'lindqvist');
  await fillAndLeave(page, 'Business Phone', '8135550142');
  await expect(field(page, 'Business Phone')).toHaveValue('(813) 555-0142');
  await saved(page);
  await shot(page, 'entity-information');

  // 4. Business Details, with revenue too low for the $100,000 limit: signing stays blocked.
  await openSection(page, /2\. Business Details/);
  await field(page, 'Business Type').selectOption({ label: 'Landscaping business' });
  await fillAndLeave(
    page,
    'Description of Business Operations',
    'Commercial landscaping crews across Tampa Bay.',
  );
  const revenueFields = page.getByLabel(/^Revenue \d{4}/);
  await expect(revenueFields).toHaveCount(3);
  for (const input of await revenueFields.all()) {
    await input.fill('50000');
    await input.blur();
  }
  await saved(page);

  // 5. Coverage Details: read-only, from the frozen quote.
  await openSection(page, /3\. Coverage Details/);
  await expect(page.getByText('Limit of Liability').first()).toBeVisible();

  // 6. Diligent Effort: Florida needs its form; upload a PDF with an acknowledgment.
  await openSection(page, /4\. Diligent Effort/);
  await expect(page.getByRole('link', { name: 'Download the Florida form' })).toHaveAttribute(
    'href',
    '/diligent-effort/FL.pdf',
  );
  await page.getByText('A diligent effort was made', { exact: false }).click();
  await page
    .getByLabel('Signed diligent effort form (PDF)')
    .setInputFiles(join(repoRoot, 'web/public/diligent-effort/FL.pdf'));
  await expect(page.getByText('Uploaded: FL.pdf')).toBeVisible();
  await saved(page);

  // Every section is done, but the revenue rule holds signing back, with its message.
  await expect(page.getByTestId('sign-block')).toHaveText(
    "The limit of liability must be less than or equal to the insured's revenue averaged over the past 3 years",
  );
  await expect(sign).toBeDisabled();
  await shot(page, 'revenue-rule');

  // 7. Fix the revenue: the rule holds and Sign Application is enabled.
  await openSection(page, /2\. Business Details/);
  for (const input of await revenueFields.all()) {
    await input.fill('150000');
    await input.blur();
  }
  await saved(page);
  await expect(sign).toBeEnabled();
  await shot(page, 'ready-to-sign');

  // 8. Sign: the checkbox, the typed signature and today's date → submitted.
  await sign.click();
  const dialog = page.getByRole('dialog', { name: 'Sign Application' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByText(/^I confirm that I have reviewed this application/).click();
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  await dialog.getByLabel(/^Broker's Signature/).fill('Demo Agent');
  await shot(page, 'broker-signature');
  await submit.click();
  await expect(page).toHaveURL(/\/apply\/[^/]+\/application-submitted$/);
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  await expect(page.getByText(/e-mailed to Avery Lindqvist/)).toBeVisible();
  await shot(page, 'submitted');

  // 9. The client's review invitation is in the local mailbox, with its link.
  const { mailbox, message } = await expectMail(context, client.email, /review/i);
  await expect(message).toContainText('/apply/review?token=');
  await shot(mailbox, 'review-email');
  await mailbox.close();

  // 10. The quote shows the application; the form is read-only now.
  await page.getByRole('link', { name: 'Policy Details' }).click();
  await expect(page).toHaveURL(/\/quotes\/[^/]+$/);
  await expect(page.getByText('Awaiting Client').first()).toBeVisible();
  await shot(page, 'quote-details-status');
  await page.goto(applicationUrl);
  await expect(page.getByText('Awaiting Client').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Application' })).toHaveCount(0);
  // On a phone: one column, the summary below the sections.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /1\. Entity Information & Contact/ })).toBeVisible();
  await shot(page, 'application-read-only-phone');
  await page.setViewportSize(desktop);

  // The premium indications list shows the application's status.
  await mainNav.getByRole('link', { name: 'Premium Indications & Policies' }).click();
  await expect(page.getByText('Application: Awaiting Client').first()).toBeVisible();
  await shot(page, 'premium-indications-status');

  // 11. Apply for Coverage: the client's indication is no longer selectable.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Apply for Coverage' })
    .click();
  await expect(page).toHaveURL(/\/apply\/select-client$/);
  // Recent activity: the client of the latest indication comes first (a search for the name works too).
  await page.getByRole('tab', { name: 'Recent activity' }).click();
  const recent = page.getByRole('list', { name: 'Recent clients' }).getByRole('button').first();
  await expect(recent).toContainText('Avery Lindqvist');
  await recent.click();
  await expect(page.getByText('This client has no premium indication to apply for.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Application' })).toBeDisabled();
  await shot(page, 'apply-for-coverage');
});
