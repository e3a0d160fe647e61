import { errorMessages } from '@almanac/core';
import { expect, type Page, test } from '@playwright/test';
import { holdAllPricingLeases } from './support/db.js';
import {
  addLocationByCoordinates,
  chooseCustomPeriod,
  chooseDataset,
  chooseProgram,
  continueFromLocations,
  continueFromPeriod,
  type Dataset,
  expectSelected,
  getStarted,
  indexAverage,
  locationRows,
  openQuoter,
  optionCards,
  pickDiligentEffortState,
  type Program,
  readLocationRow,
  readOption,
  skipClient,
} from './support/quoter.js';
import { DRY_CELL } from './support/stack.js';
import { field, logInAsAgent, screenshots } from './support/session.js';

/**
 * The outcomes of a pricing run other than options, each produced by the real server (no mocked
 * responses): no offers where it never rains (an observed dry cell ingested by global-setup.ts),
 * High Server Load while every slot of the pricing limit is held in DynamoDB (then the automatic
 * repeat without sync completes through the pricing worker), and "No option found." for a trigger
 * whose expected loss is too high, then Expand criteria (targetMatch) to the nearest offerable one.
 */

const NO_OFFERS_TEXT =
  "At this time, we don't have any offers available for your selected parameters. Please contact us for more details.";

/** Log in and go through the steps to Customize Coverage with locations typed as coordinates. */
async function toCoverageTerms(
  page: Page,
  program: Program,
  opts: { diligentEffortState: string; stateMessage: string; dataset?: Dataset; coordinates: string[] },
) {
  await logInAsAgent(page);
  await openQuoter(page);
  await chooseProgram(page, program);
  await pickDiligentEffortState(page, opts.diligentEffortState, opts.stateMessage);
  await getStarted(page, program);
  await skipClient(page, program);
  if (opts.dataset) await chooseDataset(page, opts.dataset);
  for (const c of opts.coordinates) await addLocationByCoordinates(page, c);
  const rows = await Promise.all((await locationRows(page).all()).map(readLocationRow));
  await continueFromLocations(page, program);
  await chooseCustomPeriod(page, { startAfterEarliest: 10, days: 60 });
  return { rows, next: () => continueFromPeriod(page, program) };
}

test('no offers: low precipitation where it never rains (observed data) → Expand criteria → the no-offers panel', async ({
  page,
}) => {
  const shot = screenshots('outcome-no-offers');
  const { rows, next } = await toCoverageTerms(page, 'LPC', {
    diligentEffortState: 'NV',
    stateMessage: 'Download the Nevada diligent effort form',
    dataset: 'PRISM',
    coordinates: [`${DRY_CELL.lat}, ${DRY_CELL.lng}`],
  });
  expect(rows.map((r) => r.state)).toEqual(['NV']);
  // The ingested cell made PRISM precipitation observed data: its latest date is no demo date, and
  // the dataset is named, not shown by its id (issue 27).
  await expect(
    page.getByText(/^Latest PRISM daily precipitation \(4 km\) data: \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeVisible();
  await shot(page, 'period');
  await next();

  // 45 dry years: the index is 0 in every year, so no trigger is suggested.
  expect(await indexAverage(page)).toBe(0);
  await expect(field(page, 'Trigger')).toHaveValue('');
  await field(page, 'Limit of Liability').fill('20000');
  await field(page, 'Trigger').fill('1');
  await field(page, 'Exhaust').fill('0');
  await page.getByRole('button', { name: 'Calculate' }).click();

  // The requested trigger pays the limit every year: refused, and the modal offers Expand criteria.
  const noOption = page.getByRole('alertdialog', { name: 'No option found.' });
  await expect(noOption).toBeVisible({ timeout: 30_000 });
  await expect(noOption).toContainText(errorMessages.CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH);
  await shot(page, 'no-option-modal');
  await noOption.getByRole('button', { name: 'Expand criteria' }).click();

  // No lower trigger is offerable either (LPC moves down; dry years pay at any trigger): no offers.
  const panel = page.getByRole('alert').filter({ hasText: NO_OFFERS_TEXT });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('button', { name: 'Start Over' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/);
  await expect(optionCards(page)).toHaveCount(0);
  await expect(page.getByText('Priced on demo data', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save & Share' })).toBeDisabled();
  await shot(page, 'no-offers');

  // Start Over: the quoter is reset to the program choice.
  await panel.getByRole('button', { name: 'Start Over' }).click();
  await expect(page).toHaveURL(/\/quoter\/select-program$/);
});

test('overload: High Server Load while every pricing slot is held, then the repeat without sync completes', async ({
  page,
}) => {
  const shot = screenshots('outcome-overload');
  const { next } = await toCoverageTerms(page, 'HPC', {
    diligentEffortState: 'OK',
    stateMessage: 'We do not require completion of a form for this state.',
    coordinates: ['35.47, -97.52'],
  });
  await next();
  await indexAverage(page);
  await expect(field(page, 'Trigger')).not.toHaveValue('');
  await field(page, 'Limit of Liability').fill('50000');

  // Every slot of the distributed limit is taken, as by pricing runs on other instances.
  const release = await holdAllPricingLeases(60);
  try {
    await page.getByRole('button', { name: 'Calculate' }).click();
    const modal = page.getByRole('alertdialog', { name: 'High Server Load' });
    await expect(modal).toBeVisible({ timeout: 20_000 });
    await expect(modal).toContainText(errorMessages.RISK_OVERLOADED);
    await expect(modal.getByRole('status')).toContainText('Your request is queued');
    await expect(page.getByText('Syncing with data providers...')).toBeVisible();
    await shot(page, 'high-server-load');
    // The queued request waits in the pricing worker for a slot: give the slots back.
  } finally {
    await release();
  }

  const modal = page.getByRole('alertdialog', { name: 'High Server Load' });
  await expect(modal).toBeHidden({ timeout: 30_000 });
  expect(await optionCards(page).count()).toBeGreaterThanOrEqual(2);
  await expect(optionCards(page).first().getByRole('radio')).toBeChecked();
  await expect(page.getByText('Priced on demo data', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save & Share' })).toBeEnabled();
  await shot(page, 'options-after-overload');
});

test('expected loss too high: "No option found." for a trigger far below the average → Expand criteria → the matched trigger', async ({
  page,
}) => {
  const shot = screenshots('outcome-expected-loss');
  const { next } = await toCoverageTerms(page, 'HPC', {
    diligentEffortState: 'IN',
    stateMessage: 'We do not require completion of a form for this state.',
    coordinates: ['39.77, -86.16'],
  });
  await next();
  const average = await indexAverage(page);
  expect(average).toBeGreaterThan(1);
  // A trigger at a fifth of the average pays (nearly) every year: the expected loss is far above
  // 30% of the limit.
  const requested = Math.round(average * 20) / 100;
  const exhaust = Math.round(average * 50) / 100;
  await field(page, 'Limit of Liability').fill('100000');
  await field(page, 'Trigger').fill(requested.toFixed(2));
  await field(page, 'Exhaust').fill(exhaust.toFixed(2));
  await page.getByRole('button', { name: 'Calculate' }).click();

  const modal = page.getByRole('alertdialog', { name: 'No option found.' });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText(errorMessages.CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH);
  await shot(page, 'no-option-modal');

  // Closing the modal leaves its text in the terms panel, with Expand criteria again.
  // (the footer's Close; the corner's close button is named Close too, without text)
  await modal.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(modal).toBeHidden();
  const panel = page.getByRole('alert').filter({ hasText: 'No option found.' });
  await expect(panel).toContainText(errorMessages.CAPITAL_PROVIDER_EXPECTED_LOSS_TOO_HIGH);
  await expect(page.getByRole('button', { name: 'Save & Share' })).toBeDisabled();
  await shot(page, 'no-option-panel');
  await panel.getByRole('button', { name: 'Expand criteria' }).click();

  // targetMatch: the nearest offerable trigger above the requested one, selected, with its badge.
  await expect(optionCards(page).first()).toBeVisible({ timeout: 30_000 });
  // The note's title and description (an info alert, not announced as role=alert).
  const expanded = page.getByText('Expanded criteria', { exact: true }).locator('..');
  await expect(expanded).toContainText(`No option was available at a trigger of ${requested.toFixed(2)} in.`);
  const matchedText = /The next available trigger is (\d+\.\d{2}) in\./.exec(await expanded.innerText());
  expect(matchedText, 'the matched trigger is named').not.toBeNull();
  const matched = Number(matchedText![1]);
  expect(matched).toBeGreaterThan(requested);
  const matchedCard = optionCards(page).filter({ has: page.getByText('Matched', { exact: true }) });
  await expect(matchedCard).toHaveCount(1);
  await expect(matchedCard).toContainText(`${matched.toFixed(2)} in`);
  const cards = await Promise.all((await optionCards(page).all()).map(readOption));
  await expectSelected(cards[0]!);
  await expect(cards[0]!.card).toContainText('Matched');
  await expect(field(page, 'Trigger')).toHaveValue(matched.toFixed(2));
  await expect(page.getByRole('button', { name: 'Save & Share' })).toBeEnabled();
  await shot(page, 'expanded-options');
});
