import { expect, type Locator, type Page, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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
  showMessage,
} from './support/quoter.js';
import { runningPeriod, setPolicyPeriod } from './support/db.js';
import { apiUrl, repoRoot } from './support/stack.js';
import { artifactsDir, field, logIn, logInAsAgent, screenshots, uniqueEmail } from './support/session.js';

/**
 * Issues 12 and 13 end to end. The demo agent prices and saves a premium indication for a new
 * client (a period starting within 60 days, so no deadline flag is needed), Begins Application,
 * fills the four sections for a California insured (California needs a diligent-effort form:
 * upload a PDF), hits the revenue rule and fixes it, and signs. Priced on the local demo climate,
 * the application waits for an underwriter: its status shows on the quote, in the list and on Apply
 * for Coverage. The seeded underwriter approves it from the operations queue; the client opens the
 * review e-mail's link in a fresh browser, signs (a California entity also signs the D-1 notice),
 * pays by ACH and sees the confirmation with the policy number and documents. The agent then sees
 * the policy number, the policy's documents and the dashboard's Active Policies counter.
 */

/** Open an accordion section (a click on an open one would close it). */
async function openSection(page: Page, title: RegExp) {
  const trigger = page.getByRole('button', { name: title });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
}
/** The number a dashboard counter shows, once loaded. */
async function counterValue(page: Page, key: string): Promise<number> {
  const card = page.getByTestId(`counter-${key}`);
  await expect(card).toContainText(/\d/);
  return Number((await card.innerText()).match(/\d[\d,]*/)![0].replace(/,/g, ''));
}

const saved = (page: Page) => expect(page.getByText(/^(Saved|All changes saved)/)).toBeVisible();

/** Fill a text field and leave it (the form saves on blur). */
async function fillAndLeave(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
}

test('applications: Begin Application, four sections, revenue rule, upload, sign, underwriting, client signs and pays, policy', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(300_000);
  const shot = screenshots('application');
  const client = { firstName: 'Avery', lastName: 'Lindqvist', email: uniqueEmail('avery') };

  // 1. Price and save an excess precipitation indication at Tampa for a new client.
  await logInAsAgent(page);
  const activeBefore = await counterValue(page, 'totalActivePolicies');
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
  await fillAndLeave(page, 'Address', '1500 Capitol Ave');
  await fillAndLeave(page, 'City', 'Sacramento');
  await field(page, 'State').selectOption('NY');
  const ny = page.getByRole('alertdialog', { name: 'Unavailable in New York' });
  await expect(ny).toContainText(
    'Unfortunately, coverage is not available in New York. Please use a different address to proceed.',
  );
  await shot(page, 'new-york-refused');
  await ny.getByRole('button', { name: 'OK' }).click();
  await expect(field(page, 'State')).not.toHaveValue('NY');
  await field(page, 'State').selectOption('CA');
  await fillAndLeave(page, 'County', 'Sacramento');
  await fillAndLeave(page, 'Country', 'United States');
  await fillAndLeave(page, 'Zip Code', '123');
  await expect(field(page, 'Zip Code').locator('xpath=ancestor::*[@role="group"][1]')).toContainText(
    'Enter a 5-digit ZIP code, or ZIP+4',
  );
  await fillAndLeave(page, 'Zip Code', '95814');
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

  // 6. Diligent Effort: California needs its form; upload a PDF with an acknowledgment.
  await openSection(page, /4\. Diligent Effort/);
  await expect(page.getByRole('link', { name: 'Download the California form' })).toHaveAttribute(
    'href',
    '/diligent-effort/CA.pdf',
  );
  await page.getByText('A diligent effort was made', { exact: false }).click();
  await page
    .getByLabel('Signed diligent effort form (PDF)')
    .setInputFiles(join(repoRoot, 'web/public/diligent-effort/CA.pdf'));
  await expect(page.getByText('Uploaded: CA.pdf')).toBeVisible();
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
  // The typed name must be the agent's on record: another name is refused with the reason.
  await dialog.getByLabel(/^Broker's Signature/).fill('Mickey Mouse');
  await submit.click();
  await expect(dialog.getByText(/Dana Reyes/)).toBeVisible();
  await dialog.getByLabel(/^Broker's Signature/).fill('dana  reyes');
  await shot(page, 'broker-signature');
  await submit.click();
  await expect(page).toHaveURL(/\/apply\/[^/]+\/application-submitted$/);
  await expect(page.getByRole('heading', { name: 'Application Submitted' })).toBeVisible();
  // Priced on the demo climate: an underwriter must approve it before the client is invited.
  await expect(page.getByText(/submitted for review/)).toBeVisible();
  await shot(page, 'submitted');

  // 9. The quote shows the application; the form is read-only now.
  await page.getByRole('link', { name: 'Policy Details' }).click();
  await expect(page).toHaveURL(/\/quotes\/[^/]+$/);
  const quoteUrl = page.url();
  await expect(page.getByText('Pending Approval').first()).toBeVisible();
  await shot(page, 'quote-details-status');
  await page.goto(applicationUrl);
  await expect(page.getByText('Pending Approval').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Application' })).toHaveCount(0);
  // On a phone: one column, the summary below the sections.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: /1\. Entity Information & Contact/ })).toBeVisible();
  await shot(page, 'application-read-only-phone');
  await page.setViewportSize(desktop);

  // The premium indications list shows the application's status.
  await mainNav.getByRole('link', { name: 'Premium Indications & Policies' }).click();
  await expect(page.getByText('In Underwriting Review').first()).toBeVisible();
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

  // 11. The underwriter (another browser) finds it in the operations queue and approves it.
  const contractId = new URL(applicationUrl).pathname.split('/')[3]!;
  const underwriterContext = await browser.newContext();
  const underwriter = await underwriterContext.newPage();
  await logIn(underwriter, 'underwriter@almanac.local');
  await expect(underwriter).toHaveURL(/\/operations\/applications$/);
  await expect(underwriter.getByRole('tab', { name: /Pending Approval/ })).toBeVisible();
  const row = underwriter.locator(`a[href="/operations/applications/${contractId}"]`);
  await expect(row).toHaveText('Avery Lindqvist');
  await shot(underwriter, 'operations-queue');
  await row.click();
  await expect(
    underwriter.getByText('Priced on demonstration weather data, not observed data'),
  ).toBeVisible();
  await shot(underwriter, 'operations-application');
  await underwriter.getByRole('button', { name: 'Approve' }).click();
  // A final decision asks first.
  await underwriter.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    underwriter.getByText('Application approved. The client has been invited to review and sign.'),
  ).toBeVisible();
  await underwriterContext.close();

  // 12. The client's review invitation is in the local mailbox, with its link.
  const { mailbox } = await expectMail(context, client.email, /review/i);
  const message = mailbox
    .getByTestId('mailbox-message')
    .filter({ hasText: 'sent you an application to review' })
    .first();
  await showMessage(message);
  const reviewLink = message.getByRole('link', { name: /\/apply\/review\?token=/ }).first();
  await expect(reviewLink).toBeVisible();
  const link = new URL(await reviewLink.innerText());
  await shot(mailbox, 'review-email');
  await mailbox.close();

  // 13. The client opens it in a fresh browser: signed in for this application only.
  const clientContext = await browser.newContext();
  const customer = await clientContext.newPage();
  await customer.goto(`${link.pathname}${link.search}`);
  await expect(customer).toHaveURL(new RegExp(`/apply/${contractId}/application-sign$`));
  await expect(customer.getByRole('heading', { level: 1, name: 'Review, Sign & Submit' })).toBeVisible();
  await expect(customer.getByRole('complementary', { name: 'Application summary' })).toContainText(
    'Lindqvist Landscaping LLC',
  );
  const continueButton = customer.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await customer.getByText('I agree to the Agreement to Conduct Electronic Transactions').click();
  await customer.getByText('I have read and accept the Terrorism Risk Insurance Act Disclosure').click();
  await field(customer, 'Signature \\(type your full name\\)').fill('Avery Lindqvist');
  // A California insured also signs the D-1 notice: Continue waits for it.
  await expect(customer.getByRole('heading', { name: 'California Disclosure (D-1)' })).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await field(customer, 'D-1 disclosure signature \\(type your full name\\)').fill('Avery Lindqvist');
  await expect(continueButton).toBeEnabled();
  await shot(customer, 'client-sign');
  await continueButton.click();

  // 14. Payment: the ACH form; a mistyped routing number is caught before anything is sent.
  await expect(customer).toHaveURL(new RegExp(`/apply/application/${contractId}/payment-details$`));
  await expect(
    customer.getByRole('heading', { level: 1, name: 'Application Approved - Bindable Quote' }),
  ).toBeVisible();
  await expect(customer.getByText(/Payment is due in full by/)).toBeVisible();
  await field(customer, 'Bank \\(depository\\) name').fill('First Valley Bank');
  await field(customer, 'Names on the account').fill('Lindqvist Landscaping LLC');
  await field(customer, 'Routing number').fill('123456789');
  await field(customer, 'Account number').fill('000123456789');
  await field(customer, 'Routing number').blur();
  await expect(customer.getByText('This is not a valid ABA routing number')).toBeVisible();
  await field(customer, 'Routing number').fill('011000015');
  await customer.getByText('Checking', { exact: true }).click();
  await field(customer, 'Signature \\(type your full name\\)').fill('Avery Lindqvist');
  await shot(customer, 'client-payment');
  await customer.getByRole('button', { name: 'Authorize Payment' }).click();

  // 15. Bound: the confirmation with the policy number and the policy's documents.
  await expect(customer).toHaveURL(/\/apply\/hpc\/payment-confirmation/);
  // An ACH authorisation is not money received: the page says the debit is pending.
  await expect(customer.getByRole('heading', { level: 1, name: 'ACH Debit Authorized' })).toBeVisible();
  const confirmation = await customer.getByText(/Your policy number is/).innerText();
  const policyNumber = confirmation.match(/ALM-HPC-\d{4}-[0-9A-Z]{9}/)![0];
  await expect(customer.getByText('Policy Declarations')).toBeVisible();
  await expect(customer.getByText('Signed Application')).toBeVisible();
  await shot(customer, 'client-confirmation');
  // The signed application carries the client's signature, the D-1 and the consents, and ends
  // with the signature certificate: rendered to PNG beside the screenshots, to be looked at.
  const signedUrl = customer.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('GetClientDocumentUrl'),
  );
  await customer.getByRole('button', { name: 'View Signed Application' }).click();
  const documentUrl = ((await (await signedUrl).json()) as { data: { getSignedUrl: string } }).data
    .getSignedUrl;
  const signedPdf = await customer.request.get(documentUrl);
  expect(signedPdf.status()).toBe(200);
  const pdfText = await renderPdf(await signedPdf.body(), 'application-signed-application');
  expect(pdfText).toContain('Avery Lindqvist');
  expect(pdfText).toMatch(/Signature certificate/i);
  expect(pdfText).toContain(client.email);
  expect(pdfText).toMatch(/D-1/);
  await clientContext.close();

  // 16. The agent sees the policy: on the quote, in the list, and in the dashboard's counter.
  await page.goto(quoteUrl);
  await expect(page.getByText(policyNumber).first()).toBeVisible();
  await expect(page.getByText('Policy Declarations')).toBeVisible();
  await shot(page, 'quote-details-policy');
  await mainNav.getByRole('link', { name: 'Premium Indications & Policies' }).click();
  await expect(page.getByText(policyNumber).first()).toBeVisible();
  await expect(page.getByText('Policy Active').first()).toBeVisible();
  await shot(page, 'premium-indications-policy');
  // The policy list: found by its number, with its period, limit and live index state.
  await page.goto('/policies');
  await page.getByLabel('Search policies').fill(policyNumber);
  const policyRow = page.getByText(policyNumber).first();
  await expect(policyRow).toBeVisible();
  await shot(page, 'policies');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(policyRow).toBeVisible();
  await shot(page, 'policies-phone');
  await page.setViewportSize(desktop);
  await page.goto('/dashboard');
  await expect.poll(() => counterValue(page, 'totalActivePolicies')).toBe(activeBefore + 1);
  await shot(page, 'dashboard-policies');

  // 17. Live tracking: with the period running (moved into the demo climate's span, as an import
  // of a running policy would be), the agent's policy page charts the index to date.
  const quoteId = new URL(quoteUrl).pathname.split('/')[2]!;
  await setPolicyPeriod(quoteId, contractId, runningPeriod());
  await page.goto(quoteUrl);
  const panel = page.getByRole('region', { name: 'Policy Index' });
  await expect(panel.getByTestId('policy-index-state')).toHaveText(/running/i);
  await expect(panel.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(panel.locator('dt', { hasText: 'Index to date' })).toBeVisible();
  const agentPayout = await figureOf(panel, 'Payout if the period ended today');
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'policy-index');

  // 18. The policyholder reports a loss: the policy-number modal on /loss-form e-mails the named
  // insured a claim link.
  const claimantContext = await browser.newContext();
  const claimant = await claimantContext.newPage();
  await claimant.goto('/loss-form');
  await expect(claimant.getByText('Excess Precipitation').first()).toBeVisible();
  await shot(claimant, 'loss-form');
  await claimant.getByRole('button', { name: 'File Loss Report' }).first().click();
  const modal = claimant.getByRole('dialog');
  await modal.getByRole('button', { name: 'Send Link' }).click();
  await expect(modal.getByText('Policy number is required')).toBeVisible();
  await field(modal, 'Policy number').fill(policyNumber);
  await modal.getByRole('button', { name: 'Send Link' }).click();
  await expect(modal.getByText('Email Sent')).toBeVisible();
  await shot(claimant, 'loss-form-email-sent');
  await modal.getByText('Close', { exact: true }).click();
  const claimMail = await expectMail(claimantContext, client.email, /Report a loss on your policy/);
  await showMessage(claimMail.message);
  const claimLink = new URL(
    await claimMail.message
      .getByRole('link', { name: /\/claims\/loss-form\?token=/ })
      .first()
      .innerText(),
  );
  await claimMail.mailbox.close();

  // 19. The link signs the policyholder in for this policy: four sections, Continue once I and II
  // are valid and III and IV opened.
  await claimant.goto(`${claimLink.pathname}${claimLink.search}`);
  await expect(field(claimant, 'Policy number')).toHaveValue(policyNumber);
  await expect(field(claimant, 'Named insured')).toHaveValue('Lindqvist Landscaping LLC');
  const continueClaim = claimant.getByRole('button', { name: 'Continue' });
  await expect(continueClaim).toBeDisabled();
  await openSection(claimant, /II\. Loss Details/);
  await field(claimant, 'Date of notification').fill(new Date().toISOString().slice(0, 10));
  await field(claimant, 'Describe the loss \\(optional\\)').fill('Weeks of heavy rain closed our job sites.');
  // III and IV count as complete once their acknowledgments are ticked, not by being opened.
  await openSection(claimant, /III\. Representations/);
  await openSection(claimant, /IV\. Disclaimers/);
  await expect(claimant.getByText(/^It is unlawful to knowingly provide false/)).toBeVisible();
  await expect(continueClaim).toBeDisabled();
  await claimant.getByText('I have read and agree to the representations above').click();
  await claimant.getByText('I have read the disclaimers and the fraud notices above').click();
  await expect(continueClaim).toBeEnabled();
  await shot(claimant, 'loss-report');
  await continueClaim.click();

  // 20. Review and sign: the estimated payout is the policy's computed one (the agent's figure).
  await expect(claimant).toHaveURL(/\/loss-form\/review-and-sign\/[^/]+$/);
  await expect(claimant.getByTestId('estimated-payout')).toHaveText(agentPayout);
  await expect(claimant.getByRole('radio', { name: 'eCheck' })).toBeChecked();
  await claimant.getByRole('button', { name: 'Sign and Submit' }).click();
  await expect(claimant.getByText('Your signature is required')).toBeVisible();
  await field(claimant, 'Signature \\(type your full name\\)').fill('Avery Lindqvist');
  await claimant.getByText(/I have read this loss report/).click();
  await shot(claimant, 'loss-review');
  await claimant.getByRole('button', { name: 'Sign and Submit' }).click();
  await expect(claimant).toHaveURL(/\/loss-form\/hpc\/claim-submitted$/);
  await expect(claimant.getByRole('heading', { name: /your loss report was submitted/ })).toBeVisible();
  await expect(claimant.getByText(/CLM-\d{4}-[0-9A-Z]+/)).toBeVisible();
  await shot(claimant, 'claim-submitted');
  await claimantContext.close();

  // 21. The period ends (moved to end with the demo climate's last day) and the settlement job
  // runs: the index is above the trigger, so it opens a claim (up to the limit).
  await setPolicyPeriod(quoteId, contractId, { startDate: '2026-09-01', endDate: '2026-10-31' });
  const run = await fetch(`${apiUrl}/local/run/claims-settlement`, { method: 'POST' });
  expect(run.status).toBe(200);
  expect(JSON.stringify(await run.json())).toContain(contractId);
  await page.goto(quoteUrl);
  await expect(panel.getByTestId('policy-index-state')).toHaveText(/claim/i);
  await expect(panel.getByText('The claim is waiting for review by Almanac operations.')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'policy-settled');

  // 22. Operations find the claim, with the loss report attached, and approve it.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await logIn(ops, 'underwriter@almanac.local');
  await ops.goto('/operations/claims');
  await ops.getByRole('link', { name: policyNumber }).click();
  await expect(ops.getByText('Lindqvist Landscaping LLC').first()).toBeVisible();
  await expect(ops.getByText('Weeks of heavy rain closed our job sites.')).toBeVisible();
  await shot(ops, 'operations-claim');
  await ops.getByRole('button', { name: 'Approve' }).click();
  await ops.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByText('Claim approved. The policyholder and the agent have been told.')).toBeVisible();
  await opsContext.close();
  await page.goto(quoteUrl);
  const approved = panel.getByText(/^Approved: \$[\d,]+\.\d{2} payable by eCheck\.$/);
  await expect(approved).toBeVisible();
  const amount = Number((await approved.innerText()).replace(/[^\d.]/g, '').replace(/\.$/, ''));
  expect(amount).toBeGreaterThan(0);
  expect(amount).toBeLessThanOrEqual(100_000);
  await shot(page, 'policy-claim-approved');
});

/**
 * Writes a PDF beside the screenshots, renders its pages to PNG there (poppler's pdftoppm) for a
 * reader to look at, and returns its text (pdftotext).
 */
async function renderPdf(pdf: Buffer, name: string): Promise<string> {
  const path = join(artifactsDir, `${name}.pdf`);
  writeFileSync(path, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '60', path, join(artifactsDir, name)]);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

/** The value of a labelled figure (a dt / dd pair) in the policy index panel. */
async function figureOf(panel: Locator, label: string): Promise<string> {
  const value = panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]/p[1]');
  await expect(value).toHaveText(/^\$[\d,]+(\.\d{2})?$/);
  return (await value.innerText()).trim();
}
