import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp, field } from './session.js';

export type Program = 'HPC' | 'HTC' | 'LTC' | 'LPC';
export type Dataset = 'CPC' | 'PRISM';

/** What the journeys need to know of each program (web/src/features/quoter/model/programs.ts, paths.ts). */
export const programs: Record<
  Program,
  { title: string; prefix: string; dataset: Dataset; precipitation: boolean; indexColumn: RegExp }
> = {
  HPC: {
    title: 'Excess Precipitation',
    prefix: '/quoter/excess-precip',
    dataset: 'CPC',
    precipitation: true,
    indexColumn: /^Cumulative /,
  },
  LPC: {
    title: 'Low Precipitation',
    prefix: '/quoter',
    dataset: 'CPC',
    precipitation: true,
    indexColumn: /^Cumulative /,
  },
  HTC: {
    title: 'High Temperature',
    prefix: '/quoter/high-temp',
    dataset: 'PRISM',
    precipitation: false,
    indexColumn: /^Max /,
  },
  LTC: {
    title: 'Low Temperature',
    prefix: '/quoter/low-temp',
    dataset: 'PRISM',
    precipitation: false,
    indexColumn: /^Min /,
  },
};

export const stepUrl = (program: Program, slug: string) =>
  new RegExp(`${programs[program].prefix.replace(/\//g, '\\/')}\\/${slug}$`);

/** Dashboard → Premium Calculator → /quoter/select-program. */
export async function openQuoter(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Premium Calculator' })
    .click();
  await expect(page).toHaveURL(/\/quoter\/select-program$/);
  await expect(page.getByRole('heading', { name: 'Select a program' })).toBeVisible();
}

/** Choose a program's card (optionally through its See Details dialog) → diligent effort. */
export async function chooseProgram(page: Page, program: Program, opts: { viaDetails?: boolean } = {}) {
  const { title } = programs[program];
  const card = page.getByTestId(`program-card-${program}`);
  await expect(card).toBeVisible();
  if (opts.viaDetails) {
    await card.getByRole('button', { name: `See details of ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    for (const label of ['What', 'Who', 'Where', 'Application Deadline'])
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Select', exact: true }).click();
  } else {
    await card.getByRole('button', { name: `Select ${title}` }).click();
  }
  await expect(page).toHaveURL(/\/quoter\/diligent-effort$/);
  await expect(page.getByRole('heading', { name: 'Heads up...' })).toBeVisible();
}

/** Pick the insured's state on the diligent-effort page and check the message shown for it. */
export async function pickDiligentEffortState(page: Page, stateCode: string, message: string | RegExp) {
  await field(page, 'State').selectOption(stateCode);
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
}

/** Get Started → the program's client step, whose Select Client modal opens on arrival. */
export async function getStarted(page: Page, program: Program) {
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(stepUrl(program, 'select-client'));
  await expect(page.getByRole('dialog', { name: 'Select Client' })).toBeVisible();
}

/** The client step is optional: close the modal and save it for later → location step. */
export async function skipClient(page: Page, program: Program) {
  await page.getByRole('dialog', { name: 'Select Client' }).getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Save for later' }).click();
  await expect(page).toHaveURL(stepUrl(program, 'select-location'));
}

export interface NewClient {
  firstName: string;
  lastName: string;
  email: string;
}

/** Add a new client in the Select Client modal and assign it → location step. */
export async function addAndAssignClient(page: Page, program: Program, client: NewClient) {
  const dialog = page.getByRole('dialog', { name: 'Select Client' });
  await dialog.getByRole('button', { name: 'Add new client' }).click();
  const form = dialog.getByRole('form', { name: 'Add new client' });
  await form.getByLabel(/^First Name/).fill(client.firstName);
  await form.getByLabel(/^Last Name/).fill(client.lastName);
  await form.getByLabel(/^Email/).fill(client.email);
  await form.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByRole('radio', { name: new RegExp(escapeRegExp(client.email)) })).toBeChecked();
  return async () => {
    await dialog.getByRole('button', { name: 'Assign Client' }).click();
    await expect(page).toHaveURL(stepUrl(program, 'select-location'));
  };
}

/** The rows of the picked locations. */
export const locationRows = (page: Page) => page.getByTestId('location-row');

export interface PickedRow {
  name: string;
  lat: number;
  lng: number;
  /** As the row shows them (3 decimals CPC, 4 PRISM): the PDF shows the same. */
  coordinates: string;
  state: string;
  weight: string;
}

/** What a location row shows. */
export async function readLocationRow(row: Locator): Promise<PickedRow> {
  const cells = row.getByRole('cell');
  const text = (await cells.nth(1).innerText()).trim();
  const m = /(-?\d+\.\d+), (-?\d+\.\d+)/.exec(text);
  if (!m) throw new Error(`No coordinates in "${text}"`);
  return {
    name: text.split('\n')[0]!.trim(),
    lat: Number(m[1]),
    lng: Number(m[2]),
    coordinates: `${m[1]}, ${m[2]}`,
    state: (await cells.nth(2).innerText()).trim(),
    weight: await row.getByRole('textbox').inputValue(),
  };
}

/** Add a location through the "Address, ZIP code or coordinates" box. */
export async function addLocationByCoordinates(page: Page, text: string) {
  const before = await locationRows(page).count();
  const search = page.getByRole('search', { name: 'Find a location by address or coordinates' });
  await search.getByLabel('Address, ZIP code or coordinates').fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(locationRows(page)).toHaveCount(before + 1);
}

/** Choose the data provider on the location step (no confirmation while no location is picked). */
export async function chooseDataset(page: Page, dataset: Dataset) {
  const group = page.getByRole('radiogroup', { name: 'Data provider' });
  await group.getByText(dataset, { exact: true }).click();
  await expect(group.getByRole('radio', { name: dataset })).toBeChecked();
}

/** Continue from the location step → policy period. */
export async function continueFromLocations(page: Page, program: Program) {
  await expect(page.getByText('Total', { exact: true }).locator('..')).toContainText('100%');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(stepUrl(program, 'select-period'));
  await expect(page.getByRole('heading', { name: 'Select the policy period' })).toBeVisible();
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** MM/dd/yyyy, as the quoter shows dates. */
export const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export interface ChosenPeriod {
  startDate: string;
  endDate: string;
  days: number;
}

/**
 * Choose a custom range: it starts `startAfterEarliest` days after the earliest start the page
 * allows (20 days out) and lasts `days` days (30 to 12 months); checks the summary.
 */
export async function chooseCustomPeriod(
  page: Page,
  { startAfterEarliest = 5, days = 45 }: { startAfterEarliest?: number; days?: number } = {},
): Promise<ChosenPeriod> {
  await page.getByText('Custom range', { exact: true }).click();
  const start = field(page, 'Start date');
  const end = field(page, 'End date');
  await expect(start).toBeVisible();
  const earliest = await start.getAttribute('min');
  if (!earliest) throw new Error('The start date has no minimum');
  const startDate = addDays(earliest, startAfterEarliest);
  const endDate = addDays(startDate, days - 1);
  await start.fill(startDate);
  await end.fill(endDate);
  const latestEnd = await end.getAttribute('max');
  expect(latestEnd && endDate <= latestEnd, `end ${endDate} within the allowed ${latestEnd}`).toBeTruthy();
  const summary = page
    .locator('[aria-live="polite"]')
    .filter({ has: page.getByRole('heading', { name: 'Policy period' }) });
  await expect(summary).toContainText(usDate(startDate));
  await expect(summary).toContainText(usDate(endDate));
  await expect(summary).toContainText(`Days${days}`);
  await expect(summary).toContainText(`Application deadline${usDate(addDays(startDate, -20))}`);
  return { startDate, endDate, days };
}

/** Continue from the period step → Customize Coverage. */
export async function continueFromPeriod(page: Page, program: Program) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(stepUrl(program, 'select-options'));
  await expect(page.getByRole('heading', { name: 'Customize Coverage' })).toBeVisible();
}

/** The index panel's "Average" once the history is loaded (e.g. `11.52 in`). */
export async function indexAverage(page: Page): Promise<number> {
  const panel = page.getByRole('region', { name: /Precipitation Index|Temperature Index/ });
  const value = panel.getByText('Average', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(value).toHaveText(/^-?\d+\.\d+ (in|°F)$/, { timeout: 20_000 });
  return Number.parseFloat(await value.innerText());
}

export const optionCards = (page: Page) => page.getByTestId(/^option-/);

export interface OptionCard {
  card: Locator;
  title: string;
  /** The trigger as a number (inches or °F). */
  strike: number;
  /** The net premium as shown, e.g. `$1,234.56`. */
  premium: string;
}

export async function readOption(card: Locator): Promise<OptionCard> {
  const text = await card.innerText();
  const title = /(Above|Below) -?\d+\.\d°F|\d+\.\d{2} in/.exec(text)?.[0];
  const premium = /Net premium\s*(\$[\d,]+\.\d{2})/.exec(text)?.[1];
  if (!title || !premium) throw new Error(`Unexpected option card: ${text}`);
  return { card, title, strike: Number.parseFloat(title.replace(/^(Above|Below) /, '')), premium };
}

/** Calculate, wait for the option cards; answers them. */
export async function calculate(page: Page): Promise<OptionCard[]> {
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(optionCards(page).first()).toBeVisible({ timeout: 30_000 });
  const cards = await optionCards(page).all();
  return Promise.all(cards.map(readOption));
}

/** The radio of an option card is checked (the option is selected). */
export const expectSelected = (option: OptionCard) => expect(option.card.getByRole('radio')).toBeChecked();

/** The local mailbox (another tab): the e-mail to `recipient` whose subject matches. */
/** Show a mailbox message's body (the newest one is shown already). */
export async function showMessage(message: Locator) {
  const toggle = message.getByRole('button', { name: /^(Show|Hide) message$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

export async function expectMail(context: BrowserContext, recipient: string, subject: RegExp) {
  const mailbox = await context.newPage();
  await mailbox.goto('/mailbox');
  await mailbox.getByLabel('Filter by recipient or subject').fill(recipient);
  const message = mailbox.getByTestId('mailbox-message').filter({ hasText: recipient }).first();
  await expect(message).toBeVisible({ timeout: 20_000 });
  await expect(message).toContainText(subject);
  await expect(message.getByTestId('mailbox-to')).toHaveText(recipient);
  return { mailbox, message };
}
