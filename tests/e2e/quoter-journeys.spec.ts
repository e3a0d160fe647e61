import { formatDocumentDate } from '@almanac/core';
import { expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseCsv, pdfTextLines } from './support/files.js';
import { LocationMap } from './support/map.js';
import {
  addAndAssignClient,
  calculate,
  chooseCustomPeriod,
  chooseProgram,
  continueFromLocations,
  continueFromPeriod,
  expectMail,
  chooseDataset,
  expectSelected,
  getStarted,
  indexAverage,
  locationRows,
  type OptionCard,
  openQuoter,
  pickDiligentEffortState,
  type PickedRow,
  type Program,
  programs,
  readLocationRow,
  readOption,
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
 * The quoter end to end for each of the four programs (issue 4 "Tests"), in Chromium against the
 * local stack (real pricing on the demo climate, real save, share and mail): choose the program →
 * diligent effort → two locations clicked on the map → a custom period → price → switch option →
 * the CSV and PDF downloads, checked → Save & Share → the recipient's e-mail in the local mailbox.
 */

interface Place {
  lat: number;
  lng: number;
  state: string;
}

interface Journey {
  program: Program;
  /** The insured's state on the diligent-effort page and the message it shows. */
  diligentEffort: { state: string; message: string | RegExp; formHref?: string };
  /** Zoom levels added with the map's control before clicking (PRISM cells are 4 km). */
  zoomIns: number;
  places: [Place, Place];
  /** Assign a new client on the client step (else the optional step is saved for later). */
  withClient: boolean;
  viaDetails: boolean;
}

// CPC places are cell centres (0.25° grid), so a click lands well inside the cell.
const journeys: Journey[] = [
  {
    program: 'HPC',
    diligentEffort: {
      state: 'KY',
      message: 'Download the Kentucky diligent effort form',
      formHref: '/diligent-effort/KY.pdf',
    },
    zoomIns: 0,
    places: [
      { lat: 38.375, lng: -85.625, state: 'KY' }, // Louisville
      { lat: 36.125, lng: -86.875, state: 'TN' }, // Nashville
    ],
    withClient: false,
    viaDetails: true,
  },
  {
    program: 'HTC',
    diligentEffort: { state: 'AR', message: 'Download the Arkansas diligent effort form' },
    zoomIns: 1,
    places: [
      { lat: 34.75, lng: -92.29, state: 'AR' }, // Little Rock
      { lat: 35.12, lng: -89.93, state: 'TN' }, // Memphis (east of the river border)
    ],
    withClient: true,
    viaDetails: false,
  },
  {
    program: 'LTC',
    diligentEffort: { state: 'IL', message: 'Download the Illinois diligent effort form' },
    zoomIns: 1,
    places: [
      { lat: 41.85, lng: -87.75, state: 'IL' }, // Chicago (west of the lake shore)
      { lat: 38.63, lng: -90.33, state: 'MO' }, // St. Louis County (west of the river border)
    ],
    withClient: false,
    viaDetails: false,
  },
  {
    program: 'LPC',
    diligentEffort: { state: 'IA', message: 'We do not require completion of a form for this state.' },
    zoomIns: 0,
    places: [
      { lat: 41.625, lng: -93.625, state: 'IA' }, // Des Moines
      { lat: 40.875, lng: -96.625, state: 'NE' }, // Lincoln
    ],
    withClient: false,
    viaDetails: false,
  },
];

const LIMIT = '100000';
const LIMIT_USD = '$100,000.00';

/** The trigger as the terms form, the PDF and the e-mail show it: `12.34 in` or `82.0 °F`. */
const formatTrigger = (program: Program, strike: number) =>
  programs[program].precipitation ? `${strike.toFixed(2)} in` : `${strike.toFixed(1)} °F`;

async function pickOnMap(page: Page, journey: Journey): Promise<PickedRow[]> {
  const map = new LocationMap(page);
  await map.ready();
  await map.zoomIn(journey.zoomIns);
  for (const [i, place] of journey.places.entries()) {
    await map.clickAt(place.lat, place.lng);
    await expect(locationRows(page)).toHaveCount(i + 1);
    const row = await readLocationRow(locationRows(page).nth(i));
    // A click snaps to the centre of its cell: CPC cells (0.25°) are clicked at their centre,
    // PRISM cells (1/24°) are about 2 px wide at zoom 5, so allow a neighbouring cell.
    const tolerance = programs[journey.program].dataset === 'CPC' ? 1e-9 : 0.05;
    expect(Math.abs(row.lat - place.lat), `latitude of ${row.coordinates}`).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(row.lng - place.lng), `longitude of ${row.coordinates}`).toBeLessThanOrEqual(tolerance);
    expect(row.state).toBe(place.state);
  }
  // Read again: adding the second location split the weights.
  return Promise.all((await locationRows(page).all()).map(readLocationRow));
}

function checkCsv(text: string, program: Program, options: OptionCard[]) {
  const rows = parseCsv(text).filter((r) => r.some((c) => c !== ''));
  const [header, ...data] = rows;
  expect(header![0]).toBe('Year');
  expect(header![1]).toMatch(programs[program].indexColumn);
  // The spec's columns (Year, the index, one payout per strike), then the same "As if today".
  const n = options.length;
  expect(header!.slice(2, 2 + n)).toEqual(options.map((o) => `Payout ${o.title}`));
  expect(header![2 + n]).toBe(`${header![1]} As if today`);
  expect(header!.slice(3 + n)).toEqual(options.map((o) => `Payout ${o.title} As if today`));
  expect(data).toHaveLength(30);
  const years = data.map((r) => Number(r[0]));
  expect(years.every((y, i) => Number.isInteger(y) && (i === 0 || y === years[i - 1]! + 1))).toBe(true);
  const decimals = programs[program].precipitation ? 2 : 1;
  const index = new RegExp(`^-?\\d+\\.\\d{${decimals}}$`);
  const payoutCells = (r: string[]) => [...r.slice(2, 2 + n), ...r.slice(3 + n)];
  for (const row of data) {
    expect(row).toHaveLength(3 + 2 * n);
    expect(row[1]).toMatch(index);
    expect(row[2 + n]).toMatch(index);
    for (const payout of payoutCells(row)) expect(payout).toMatch(/^\$\d+\.\d{2}$/);
  }
  // Some option pays in some year; no payout exceeds the limit.
  const payouts = data.flatMap((r) => payoutCells(r).map((p) => Number(p.slice(1))));
  expect(Math.max(...payouts)).toBeLessThanOrEqual(Number(LIMIT));
  expect(Math.max(...payouts)).toBeGreaterThan(0);
}

for (const journey of journeys) {
  const { program } = journey;
  const { title, precipitation, dataset } = programs[program];

  test(`${program} (${title}): program → diligent effort → map → custom period → price → option → CSV, PDF → save & share → e-mail`, async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    const prefix = `quoter-${program.toLowerCase()}`;
    const shot = screenshots(prefix);
    const recipient = uniqueEmail(`${program.toLowerCase()}-recipient`);

    // 1. Log in as the demo agent and open the Premium Calculator.
    await logInAsAgent(page);
    await openQuoter(page);
    await expect(page.getByTestId('program-card-named-storm')).toContainText('Unavailable');
    await shot(page, 'select-program');

    // 2. Choose the program → diligent effort (the state's form, or its message) → Get Started.
    await chooseProgram(page, program, { viaDetails: journey.viaDetails });
    await pickDiligentEffortState(page, journey.diligentEffort.state, journey.diligentEffort.message);
    if (journey.diligentEffort.formHref) {
      const link = page.getByRole('link', { name: /Download .* form \(PDF\)/ });
      await expect(link).toHaveAttribute('href', journey.diligentEffort.formHref);
      const form = await page.request.get(journey.diligentEffort.formHref);
      expect(form.ok()).toBe(true);
      expect((await form.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    await shot(page, 'diligent-effort');
    await getStarted(page, program);

    // 3. Client: optional; one journey adds a new client and shares with them.
    const client = journey.withClient
      ? {
          firstName: 'Casey',
          lastName: `Client${program}`,
          email: uniqueEmail(`${program.toLowerCase()}-client`),
        }
      : null;
    if (client) {
      const assign = await addAndAssignClient(page, program, client);
      await shot(page, 'client-added');
      await assign();
    } else {
      await skipClient(page, program);
    }

    // 4. The data provider (the picker starts on one with observed data: here PRISM precipitation,
    // where global-setup ingested a cell), then two locations clicked on the map; weights split evenly.
    await chooseDataset(page, dataset);
    const locations = await pickOnMap(page, journey);
    expect(locations.map((l) => l.weight)).toEqual(['50', '50']);
    await new LocationMap(page).settled(); // the picked cells drawn, for the screenshot
    await shot(page, 'locations');
    // On a phone the whole row fits: the weight and the remove button are not cut off.
    await page.setViewportSize({ width: 390, height: 844 });
    const firstRow = page.getByTestId('location-row').first();
    for (const control of [
      firstRow.getByLabel('Weight of location 1 (percent)'),
      firstRow.getByRole('button', { name: 'Remove location 1' }),
    ]) {
      await control.scrollIntoViewIfNeeded();
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'locations-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });
    await continueFromLocations(page, program);

    // 5. A custom policy period: 25 days out, 45 days long.
    const period = await chooseCustomPeriod(page, { startAfterEarliest: 5, days: 45 });
    await shot(page, 'period');
    await continueFromPeriod(page, program);

    // 6. Customize Coverage: the index history, then Calculate.
    const average = await indexAverage(page);
    expect(average).toBeGreaterThan(precipitation ? 0 : -60);
    if (precipitation) {
      // A starting trigger and exhaust from the look-back average.
      await expect(field(page, 'Trigger')).not.toHaveValue('');
      await expect(field(page, 'Exhaust')).not.toHaveValue('');
    }
    await expect(page.getByRole('button', { name: 'Save & Share' })).toBeDisabled();
    await field(page, 'Limit of Liability').fill(LIMIT);
    await shot(page, 'terms');
    const options = await calculate(page);
    expect(options.length).toBeGreaterThanOrEqual(2);
    await expect(page.getByText('Priced on demo data', { exact: true })).toBeVisible();
    await expectSelected(options[0]!);
    if (precipitation) await expect(field(page, 'Trigger')).toHaveValue(options[0]!.strike.toFixed(2));
    else await expect(field(page, 'Trigger')).toHaveValue(formatTrigger(program, options[0]!.strike));
    const breakdown = page.getByRole('region', { name: 'Price Breakdown' });
    await expect(breakdown).toContainText(options[0]!.premium);
    await expect(page.getByRole('button', { name: 'Save & Share' })).toBeEnabled();
    // The lazy charts drawn (their SVG paths), for the screenshot.
    for (const name of [/^Payout profile/, /^Historical index and payouts/])
      await expect(page.getByRole('figure', { name }).locator('svg path').first()).toBeVisible();
    await shot(page, 'options');

    // 7. Switch to the second option: its trigger goes into the terms, its price into the breakdown.
    const chosen = options[1]!;
    await chosen.card.click();
    await expectSelected(chosen);
    if (precipitation) await expect(field(page, 'Trigger')).toHaveValue(chosen.strike.toFixed(2));
    else await expect(field(page, 'Trigger')).toHaveValue(formatTrigger(program, chosen.strike));
    await expect(breakdown).toContainText(chosen.premium);
    expect((await readOption(chosen.card)).premium).toBe(chosen.premium);
    await expect(page.getByRole('button', { name: 'Save & Share' })).toBeEnabled();
    // The lazy charts drawn (their SVG paths), for the screenshot.
    for (const name of [/^Payout profile/, /^Historical index and payouts/])
      await expect(page.getByRole('figure', { name }).locator('svg path').first()).toBeVisible();
    await shot(page, 'option-switched');

    // 8. historical_results.csv: Year, the index, one $ payout column per offered strike, 30 years.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('historical_results.csv');
    const csvPath = join(artifactsDir, `${prefix}-historical_results.csv`);
    await csv.saveAs(csvPath);
    checkCsv(await readFile(csvPath, 'utf8'), program, options);

    // 9. The coverage-terms PDF: its name, and the terms, locations and price in its text.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(
      new RegExp(`^${program.toLowerCase()}_premium_indication_\\d{4}-\\d{2}-\\d{2}\\.pdf$`),
    );
    const pdfPath = join(artifactsDir, `${prefix}-${pdf.suggestedFilename()}`);
    await pdf.saveAs(pdfPath);
    const lines = pdfTextLines(await readFile(pdfPath));
    const text = lines.join('\n');
    for (const expected of [
      'Premium Indication',
      'Coverage Terms',
      'Locations',
      'Price Breakdown',
      'Payout Profile',
    ])
      expect(lines, `the PDF's "${expected}"`).toContain(expected);
    /** The value drawn right after a label (the PDF's rows are label, then value). */
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    expect(after('Program')).toBe(`${title} (${program})`);
    expect(after('Policy period')).toBe(
      `${formatDocumentDate(period.startDate)} to ${formatDocumentDate(period.endDate)} (${period.days} days)`,
    );
    expect(after('Limit of Liability')).toBe(LIMIT_USD);
    expect(after('Trigger')).toMatch(new RegExp(`^${escapeRegExp(formatTrigger(program, chosen.strike))}`));
    expect(after('Net Premium')).toBe(chosen.premium);
    expect(after('Dataset')).toMatch(/\(demo data\)$/);
    if (client) expect(after('Client')).toBe(`Casey Client${program} (${client.email})`);
    // Each location's row: name, state, coordinates as the location step showed them, weight.
    for (const l of locations) {
      const at = lines.indexOf(l.coordinates);
      expect(at, `the PDF lists ${l.coordinates}`).toBeGreaterThan(1);
      expect(lines.slice(at - 2, at + 2)).toEqual([l.name, l.state, l.coordinates, `${l.weight}%`]);
    }
    expect(text).toContain('Demo data');

    // 10. Save & Share → the recipients → quote saved.
    await page.getByRole('button', { name: 'Save & Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save & Share' });
    await expect(dialog).toBeVisible();
    if (client) {
      await expect(
        dialog.getByRole('checkbox', { name: new RegExp(escapeRegExp(client.email)) }),
      ).toBeChecked();
    }
    await expect(dialog.getByRole('checkbox', { name: 'E-mail other addresses' })).not.toBeChecked();
    await dialog.getByText('E-mail other addresses').click();
    await dialog.getByLabel('E-mail addresses').fill(recipient);
    await shot(page, 'share-dialog');
    await dialog.getByRole('button', { name: 'Save & Share' }).click();
    await expect(page).toHaveURL(/\/quoter\/quote-saved$/);
    await expect(
      page.getByRole('heading', { name: 'Your premium indication has been saved!' }),
    ).toBeVisible();
    const next = page.getByRole('navigation', { name: 'Next steps' });
    for (const name of ['Start Over', 'View Details'])
      await expect(next.getByRole('link', { name })).toBeVisible();
    // Begin Application is offered (the application journey follows it).
    await expect(next.getByRole('button', { name: 'Begin Application' })).toBeEnabled();
    await shot(page, 'quote-saved');

    // 11. The recipient's (and the client's) e-mail in the local mailbox.
    const subject = new RegExp(`shared a premium indication: .*\\(${program}\\)`);
    const { mailbox, message } = await expectMail(context, recipient, subject);
    await expect(message).toContainText(chosen.premium);
    await expect(message).toContainText(formatTrigger(program, chosen.strike));
    await expect(message).toContainText(LIMIT_USD);
    const shareLink = message.getByRole('link', { name: /\/shared\// });
    await expect(shareLink).toBeVisible();
    await shot(mailbox, 'mailbox');

    // 12. The recipient opens the link signed out (a browser of their own): the read-only view.
    const href = (await shareLink.textContent())!.trim(); // the link as the e-mail has it
    const visitor = await browser.newContext();
    const view = await visitor.newPage();
    await view.goto(href);
    await expect(
      view.getByRole('heading', { level: 1, name: new RegExp(`^${title} premium indication$`, 'i') }),
    ).toBeVisible();
    await expect(view.getByText(chosen.premium).first()).toBeVisible();
    await expect(view.getByText(LIMIT_USD).first()).toBeVisible();
    await expect(view.getByRole('heading', { name: 'What it would have paid' })).toBeVisible();
    await shot(view, 'shared-view');
    await view.setViewportSize({ width: 390, height: 844 });
    await shot(view, 'shared-view-mobile');
    await visitor.close();
    if (client) {
      await mailbox.getByLabel('Filter by recipient or subject').fill(client.email);
      const toClient = mailbox.getByTestId('mailbox-message').filter({ hasText: client.email }).first();
      await expect(toClient).toContainText(subject);
    }
    await mailbox.close();
  });
}
