import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freezeQuote } from './support/db.js';
import { parseCsv } from './support/files.js';
import {
  addAndAssignClient,
  addLocationByCoordinates,
  calculate,
  chooseProgram,
  continueFromLocations,
  continueFromPeriod,
  getStarted,
  type NewClient,
  openQuoter,
  pickDiligentEffortState,
  skipClient,
} from './support/quoter.js';
import {
  artifactsDir,
  escapeRegExp,
  field,
  logInAsAgent,
  screenshots,
  uniqueEmail,
} from './support/session.js';

/**
 * Issue 5 end to end, as the demo agent: price and save two premium indications (one with a new
 * client), find the first by its client's e-mail on /search, open it, attach a client to the
 * second, read the timeline, export the list's CSV, fail to delete a submitted one, delete a
 * saved one, and see the dashboard's counter follow.
 */

const counter = (page: Page) => page.getByTestId('counter-totalPremiumIndications');
async function premiumIndicationsCount(page: Page): Promise<number> {
  await page.goto('/dashboard');
  await expect(counter(page)).toContainText(/\d/);
  return Number(/(\d[\d,]*)/.exec(await counter(page).innerText())![1]!.replace(/,/g, ''));
}

/** Excess precipitation at Tampa, default period, $100,000: save (sharing with the client, if any) → its id. */
async function priceAndSave(page: Page, client: NewClient | null): Promise<string> {
  await openQuoter(page);
  await chooseProgram(page, 'HPC');
  await pickDiligentEffortState(page, 'IA', 'We do not require completion of a form for this state.');
  await getStarted(page, 'HPC');
  if (client) await (await addAndAssignClient(page, 'HPC', client))();
  else await skipClient(page, 'HPC');
  await addLocationByCoordinates(page, '27.875, -82.625');
  await continueFromLocations(page, 'HPC');
  await continueFromPeriod(page, 'HPC');
  await field(page, 'Limit of Liability').fill('100000');
  await calculate(page);
  await page.getByRole('button', { name: 'Save & Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save & Share' });
  // With a client, the client's address is ticked; without one nothing is, and it only saves.
  await expect(dialog.getByRole('checkbox', { name: 'E-mail other addresses' })).not.toBeChecked();
  // The submit reads "Save" when nobody is e-mailed.
  await dialog.getByRole('button', { name: client ? 'Save & Share' : 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/quoter\/quote-saved$/);
  await page
    .getByRole('navigation', { name: 'Next steps' })
    .getByRole('link', { name: 'View Details' })
    .click();
  await expect(page).toHaveURL(/\/quotes\/[^/]+$/);
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Activity timeline' });

test('premium indications: save two, search, details, attach client, timeline, export, delete', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const shot = screenshots('premium-indications');
  const clientA = { firstName: 'Dana', lastName: 'Reyes', email: uniqueEmail('dana') };
  const clientB = { firstName: 'Quinn', lastName: 'Harbor', email: uniqueEmail('quinn') };

  await logInAsAgent(page);
  const before = await premiumIndicationsCount(page);

  // 1. Price and save two premium indications: A for a new client, B without one.
  const idA = await priceAndSave(page, clientA);
  const idB = await priceAndSave(page, null);
  expect(idA).not.toBe(idB);

  // 2. /search by the client's e-mail: only A; the checkbox selects without opening it.
  await page.goto('/quotes');
  await page
    .getByRole('navigation', { name: 'Premium indication views' })
    .getByRole('link', { name: /search/i })
    .click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByLabel(/Search by client name, e-mail or ID/).fill(clientA.email);
  const results = page.getByRole('table', { name: 'Search results' });
  const rowA = results.getByRole('row').filter({ hasText: idA });
  await expect(rowA).toBeVisible({ timeout: 15_000 });
  await expect(results.getByRole('row').filter({ hasText: idB })).toHaveCount(0);
  const checkbox = rowA.getByRole('checkbox', { name: `Select premium indication ${idA}` });
  await rowA.locator('[data-scope="checkbox"][data-part="control"]').click();
  await expect(checkbox).toBeChecked();
  await expect(page).toHaveURL(/\/search(\?|$)/);
  await shot(page, 'search');
  // A very long search wraps in the empty state instead of widening the page (also on a phone).
  const searchBox = page.getByLabel(/Search by client name, e-mail or ID/);
  await searchBox.fill('x'.repeat(150));
  await searchBox.press('Enter');
  await expect(page.getByText(/No premium indications match/)).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await searchBox.fill(clientA.email);
  await searchBox.press('Enter');
  await expect(rowA).toBeVisible({ timeout: 15_000 });
  await rowA.getByRole('cell', { name: idA, exact: true }).click();

  // 3. A's details: header, status, client, timeline.
  await expect(page).toHaveURL(new RegExp(`/quotes/${escapeRegExp(idA)}$`));
  await expect(page.getByText(idA).first()).toBeVisible();
  await expect(page.getByText('Saved', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client' })).toContainText(clientA.email);
  await expect(timeline(page)).toContainText('Premium indication created');
  await expect(timeline(page)).toContainText('Client attached');
  await shot(page, 'details-a');

  // 4. B's details: attach a new client; the timeline gets the event.
  await page.goto(`/quotes/${idB}`);
  const clientPanel = page.getByRole('region', { name: 'Client' });
  await clientPanel.getByRole('button', { name: /Attach client/i }).click();
  const select = page.getByRole('dialog', { name: 'Select Client' });
  await select.getByRole('button', { name: 'Add new client' }).click();
  const form = select.getByRole('form', { name: 'Add new client' });
  await form.getByLabel(/^First Name/).fill(clientB.firstName);
  await form.getByLabel(/^Last Name/).fill(clientB.lastName);
  await form.getByLabel(/^Email/).fill(clientB.email);
  await form.getByRole('button', { name: 'Add Client' }).click();
  await expect(select.getByRole('radio', { name: new RegExp(escapeRegExp(clientB.email)) })).toBeChecked();
  await select.getByRole('button', { name: 'Assign Client' }).click();
  await expect(clientPanel).toContainText(clientB.email);
  await expect(clientPanel.getByRole('button', { name: /Attach client/i })).toHaveCount(0);
  const events = timeline(page).getByRole('listitem');
  await expect(events).toHaveCount(2);
  await expect(events.nth(0)).toContainText('Premium indication created');
  await expect(events.nth(1)).toContainText('Client attached');
  await shot(page, 'details-b-attached');

  // 5. /quotes: both listed; Export Data has every match with the spec's fields.
  await page.goto('/quotes');
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row').filter({ hasText: idA })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: idB })).toBeVisible();
  await shot(page, 'list');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^premium_indications_\d{4}-\d{2}-\d{2}\.csv$/);
  const csvPath = join(artifactsDir, 'premium-indications-export.csv');
  await download.saveAs(csvPath);
  const [header, ...rows] = parseCsv(await readFile(csvPath, 'utf8')).filter((r) => r.some(Boolean));
  expect(header).toEqual([
    'Client',
    'Client (Last, First)',
    'Client Email',
    'Created On',
    'Location',
    'Type',
    'Policy Period',
    'Trigger',
    'Limit',
    'Premium',
    'ID',
    'Status',
    'Policy Number',
  ]);
  expect(rows.length).toBe(before + 2);
  const row = (id: string) => rows.find((r) => r[10] === id)!;
  expect(row(idA).slice(0, 3)).toEqual(['Dana Reyes', 'Reyes, Dana', clientA.email]);
  expect(row(idB).slice(0, 3)).toEqual(['Quinn Harbor', 'Harbor, Quinn', clientB.email]);
  for (const r of [row(idA), row(idB)]) {
    expect(r[4]).toMatch(/^FL 27\.875, -82\.625$/);
    expect(r[5]).toBe('Excess precipitation');
    expect(r[8]).toBe('100000.00');
    expect(r[11]).toBe('Saved');
    expect(r[12]).toBe('');
  }

  // 6. A submitted premium indication cannot be deleted (nor applied for again).
  await freezeQuote(idA);
  await page.goto(`/quotes/${idA}`);
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Begin Application' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await shot(page, 'details-a-submitted');

  // 7. Delete B: confirm → back to /quotes, gone.
  await page.goto(`/quotes/${idB}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Premium Indication' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/quotes$/);
  await expect(page.getByRole('table').first().getByRole('row').filter({ hasText: idA })).toBeVisible();
  await expect(page.getByRole('table').first().getByRole('row').filter({ hasText: idB })).toHaveCount(0);

  // 8. The dashboard counts the one that is left.
  expect(await premiumIndicationsCount(page)).toBe(before + 1);
  await shot(page, 'dashboard');
});
