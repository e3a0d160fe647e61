/**
 * Accumulation limits over HTTP (issue 16; docs/pricing.md, "Accumulation limits and the book"):
 * on the local stack's default limits ($10,000,000 per cell, referral above 80%), two agencies'
 * sales fill a cell nobody else quotes in; the next quote and the next application are refused
 * naming the place and the limit; two racing submissions for the last capacity: one wins.
 */
import { DEFAULT_ACCUMULATION_CELL_LIMIT_DOLLARS } from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftApplication, submitApplication } from './support/accumulation.js';
import { expectData, expectError, send } from './support/api.js';
import { bindingAgent } from './support/applications.js';
import { CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput } from './support/pricing.js';
import { priceHpc } from './support/quoter.js';
import { GET_REVIEWED_CONTRACT, internalUser, type Seller } from './support/underwriting.js';
import { GET_EXPOSURE_SUMMARY } from '../../web/src/features/operations/api/exposure-documents.js';

/** Gainesville, FL: a CPC cell no other integration test quotes in. */
const GAINESVILLE = { lat: 29.65, lon: -82.32 };
/** Ocala, FL: another cell, for the race. */
const OCALA = { lat: 29.19, lon: -82.14 };

let ours: Seller;
let theirs: Seller;

beforeAll(async () => {
  [ours, theirs] = await Promise.all([bindingAgent(), bindingAgent()]);
  expect(ours.orgId).not.toBe(theirs.orgId);
});

const draft = (seller: Seller, limit: number, where = GAINESVILLE) => draftApplication(seller, limit, where);
const submit = submitApplication;

const reasonsOf = async (seller: Seller, id: string) =>
  expectData(await send(GET_REVIEWED_CONTRACT, { id }, { token: seller.token })).getContract
    .underwritingReasons;

describe('accumulation limits', () => {
  it('two agencies fill a cell (the second referred); the next quote and application are refused, naming the place and the limit', async () => {
    expect(DEFAULT_ACCUMULATION_CELL_LIMIT_DOLLARS).toBe(10_000_000);
    const a = await draft(ours, 5_000_000);
    const b = await draft(theirs, 4_000_000);
    const c = await draft(ours, 2_000_000);

    expectData(await submit(ours, a));
    expect(await reasonsOf(ours, a)).not.toContain('ACCUMULATION');
    // $9,000,000 of $10,000,000: above the 80% referral share.
    expectData(await submit(theirs, b));
    expect(await reasonsOf(theirs, b)).toContain('ACCUMULATION');

    const full =
      'Capacity is not available for this cover: it would bring bound and pending exposure in the grid cell at 29.65, -82.32 (FL) above its aggregate limit of $10,000,000. Lower the limit of liability or contact us.';
    const refused = await submit(ours, c);
    expectError(refused, 'VALIDATION_ERROR', full);
    // Nothing of the other agency's cover is shown: only the place and the amounts.
    expect(JSON.stringify(refused)).not.toContain(theirs.orgId);
    expect(JSON.stringify(refused)).not.toContain(b);

    expectError(
      await send(
        CREATE_CUSTOM_QUOTE_IN_FULL,
        hpcInput({ limit: 2_000_000, weightedLocations: [{ ...GAINESVILLE, weight: 1 }] }),
        { token: ours.token },
      ),
      'VALIDATION_ERROR',
      full,
    );
    // What is left can still be sold.
    expect(
      await priceHpc(ours.token, {
        limit: 1_000_000,
        weightedLocations: [{ ...GAINESVILLE, weight: 1 }],
        targetMatch: true,
      }),
    ).not.toHaveLength(0);
  });

  it('of two racing submissions for the last capacity, one wins and the other is refused', async () => {
    const first = await draft(ours, 6_000_000, OCALA);
    const [x, y] = [await draft(ours, 3_000_000, OCALA), await draft(theirs, 3_000_000, OCALA)];
    expectData(await submit(ours, first));
    const results = await Promise.all([submit(ours, x), submit(theirs, y)]);
    const won = results.filter((r) => !r.errors);
    const lost = results.filter((r) => r.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expectError(
      lost[0]!,
      'VALIDATION_ERROR',
      'Capacity is not available for this cover: it would bring bound and pending exposure in the grid cell at 29.19, -82.14 (FL) above its aggregate limit of $10,000,000. Lower the limit of liability or contact us.',
    );
  });
});

describe('getExposureSummary', () => {
  it('shows operations the filled cell and its state; agents are refused', async () => {
    const internal = await internalUser();
    const summary = expectData(
      await send(GET_EXPOSURE_SUMMARY, {}, { token: internal.token }),
    ).getExposureSummary;
    expect(summary.cellLimit).toBe(10_000_000);
    const gainesville = summary.cells.find((c) => c.lat === GAINESVILLE.lat && c.lon === GAINESVILLE.lon);
    expect(gainesville).toMatchObject({ state: 'FL', exposure: 9_000_000, contracts: 2 });
    expect(summary.regions.find((r) => r.state === 'FL')!.exposure).toBeGreaterThanOrEqual(9_000_000);
    expectError(await send(GET_EXPOSURE_SUMMARY, {}, { token: ours.token }), 'INVALID_PERMISSIONS');
  });
});
