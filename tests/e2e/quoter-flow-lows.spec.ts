import { expect, type Page, test } from '@playwright/test';
import {
  addLocationByCoordinates,
  calculate,
  chooseCustomPeriod,
  chooseProgram,
  continueFromLocations,
  continueFromPeriod,
  getStarted,
  indexAverage,
  locationRows,
  openQuoter,
  optionCards,
  pickDiligentEffortState,
  skipClient,
} from './support/quoter.js';
import { field, logInAsAgent, screenshots } from './support/session.js';

/**
 * The quoter and routing lows of issue 27 in Chromium against the local stack: a reload of
 * Coverage Terms keeps the priced options; the location step's search ("New York, NY" in
 * Manhattan, a refusal cleared by the next search) and a weight of 150 (Total 150%); /loss-form
 * with the sold perils only; an agent sent away from the operations pages is told why. Each
 * screen at 1280 and 390 px.
 */

const widths = [1280, 390] as const;

async function atWidths(page: Page, shot: ReturnType<typeof screenshots>, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('Coverage Terms: a reload keeps the priced options', async ({ page }) => {
  const shot = screenshots('lows-terms-reload');
  await logInAsAgent(page);
  await openQuoter(page);
  await chooseProgram(page, 'HPC');
  await pickDiligentEffortState(page, 'OK', 'We do not require completion of a form for this state.');
  await getStarted(page, 'HPC');
  await skipClient(page, 'HPC');
  await addLocationByCoordinates(page, '35.47, -97.52');
  await continueFromLocations(page, 'HPC');
  await chooseCustomPeriod(page, { startAfterEarliest: 10, days: 60 });
  await continueFromPeriod(page, 'HPC');
  await indexAverage(page);
  await expect(field(page, 'Trigger')).not.toHaveValue('');
  await field(page, 'Limit of Liability').fill('50000');
  const options = await calculate(page);
  expect(options.length).toBeGreaterThan(0);

  await page.reload();
  // The whole app loads again (the account, the page's chunks) on a busy machine.
  await expect(page.getByRole('heading', { name: 'Customize Coverage' })).toBeVisible({ timeout: 30_000 });
  await expect(optionCards(page)).toHaveCount(options.length);
  await expect(field(page, 'Limit of Liability')).toHaveValue(/50,?000/);
  await expect(page.getByRole('button', { name: 'Save & Share' })).toBeEnabled();
  await atWidths(page, shot, 'after-reload');
});

test('locations: New York, NY is Manhattan; a refusal clears on the next search; 150 shows 150%', async ({
  page,
}) => {
  const shot = screenshots('lows-locations');
  await logInAsAgent(page);
  await openQuoter(page);
  await chooseProgram(page, 'HPC');
  await pickDiligentEffortState(page, 'OK', 'We do not require completion of a form for this state.');
  await getStarted(page, 'HPC');
  await skipClient(page, 'HPC');
  const search = page.getByRole('search', { name: 'Find a location by address or coordinates' });
  const box = search.getByLabel('Address, ZIP code or coordinates');

  await box.fill('21.3, -157.85');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Program not available at this location')).toBeVisible();
  await atWidths(page, shot, 'refused');
  await box.fill('New York, N');
  await expect(page.getByText('Program not available at this location')).toHaveCount(0);
  await box.fill('New York, NY');
  await page.getByRole('button', { name: 'New York, NY', exact: true }).click();
  await expect(locationRows(page)).toHaveCount(1);
  // Manhattan (40.7 to 40.85 N, 73.93 to 74.02 W), flagged: no cover is offered in New York.
  const coordinates = await locationRows(page)
    .first()
    .getByText(/^\d+\.\d+, -\d+\.\d+/)
    .innerText();
  const [lat, lng] = coordinates.split(/[,·]/).map((v) => Number.parseFloat(v));
  expect(lat).toBeGreaterThan(40.7);
  expect(lat).toBeLessThan(40.85);
  expect(lng).toBeGreaterThan(-74.02);
  expect(lng).toBeLessThan(-73.93);
  await page.getByRole('button', { name: 'Remove location 1' }).click();

  await addLocationByCoordinates(page, '35.47, -97.52');
  const weight = locationRows(page).first().getByRole('textbox');
  await weight.fill('150');
  await expect(page.getByText('Total', { exact: true }).locator('..')).toContainText('150%');
  await expect(page.getByText('Weight must be a whole number from 1 to 100.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await atWidths(page, shot, 'weight-150');
});

test('the loss form offers the sold perils; an agent sent from operations is told why', async ({ page }) => {
  const shot = screenshots('lows-routing');
  await page.goto('/loss-form');
  await expect(page.getByRole('button', { name: /^File Loss Report/ })).toHaveCount(4);
  await expect(page.getByText('Named Storm')).toHaveCount(0);
  await atWidths(page, shot, 'loss-form');

  await logInAsAgent(page);
  await page.goto('/operations/applications');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('redirect-notice')).toContainText(
    "The operations pages are for Almanac's underwriters",
  );
  await atWidths(page, shot, 'operations-refused');
});
