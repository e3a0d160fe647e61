/**
 * Accumulation under load and probing (issue 26 items 2 and 5; docs/pricing.md, "Accumulation
 * limits and the book"), on the local stack's default limits ($10,000,000 per cell, steps of
 * $1,000,000 at quoting): parallel sales into one cell are counted up to the limit exactly, parallel
 * payments in one state never conflict, and bisecting quotes no longer recover another agency's
 * pending amount.
 */
import { DEFAULT_ACCUMULATION_CELL_LIMIT_DOLLARS } from '@almanac/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { draftApplication, submitApplication } from './support/accumulation.js';
import { expectData, expectError, send } from './support/api.js';
import { bindingAgent } from './support/applications.js';
import { CREATE_CUSTOM_QUOTE_IN_FULL, hpcInput } from './support/pricing.js';
import {
  GET_REVIEWED_CONTRACT,
  internalUser,
  MARK_WIRE_RECEIVED,
  rewriteContract,
  type Seller,
  today,
} from './support/underwriting.js';

/** Cells no other integration test quotes in (Florida). */
const TALLAHASSEE = { lat: 30.44, lon: -84.28 };
const PENSACOLA = { lat: 30.42, lon: -87.22 };
const PANAMA_CITY = { lat: 30.16, lon: -85.66 };

const fullIn = (where: { lat: number; lon: number }) =>
  `Capacity is not available for this cover: it would bring bound and pending exposure in the grid cell at ${where.lat.toFixed(2)}, ${where.lon.toFixed(2)} (FL) above its aggregate limit of $10,000,000. Lower the limit of liability or contact us.`;

let ours: Seller;
let theirs: Seller;

beforeAll(async () => {
  [ours, theirs] = await Promise.all([bindingAgent(), bindingAgent()]);
  expect(DEFAULT_ACCUMULATION_CELL_LIMIT_DOLLARS).toBe(10_000_000);
});

const draft = draftApplication;
const submit = submitApplication;

/** A quote's answer at `where` for `limit`: priced, or refused for capacity (the exact message). */
async function quoteAnswer(limit: number, where: { lat: number; lon: number }) {
  const res = await send(
    CREATE_CUSTOM_QUOTE_IN_FULL,
    hpcInput({ limit, weightedLocations: [{ ...where, weight: 1 }], targetMatch: true }),
    { token: ours.token },
  );
  if (!res.errors) return 'priced';
  expectError(res, 'VALIDATION_ERROR', fullIn(where));
  return 'refused';
}

describe('parallel sales', () => {
  it('10 parallel $1.5M submissions into a cell with room for 6: exactly 6 are accepted, 4 refused for capacity', async () => {
    const sellers = Array.from({ length: 10 }, (_, i) => (i % 2 ? theirs : ours));
    const drafts: string[] = [];
    for (const seller of sellers) drafts.push(await draft(seller, 1_500_000, TALLAHASSEE));
    const results = await Promise.all(drafts.map((id, i) => submit(sellers[i]!, id)));
    const accepted = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    expect(accepted).toHaveLength(6);
    expect(refused).toHaveLength(4);
    for (const r of refused) expectError(r, 'VALIDATION_ERROR', fullIn(TALLAHASSEE));
  }, 120_000);

  it('16 parallel payments in one state all bind: no CONFLICT', async () => {
    const internal = await internalUser();
    const drafts: string[] = [];
    for (let i = 0; i < 16; i++) drafts.push(await draft(ours, 500_000, i % 2 ? PENSACOLA : PANAMA_CITY));
    for (const id of drafts) {
      expectData(await submit(ours, id));
      // As the underwriter's approval and the client's signature leave it.
      const due = expectData(await send(GET_REVIEWED_CONTRACT, { id }, { token: ours.token })).getContract
        .paymentDueDate;
      await rewriteContract(id, { status: 'CLIENT_REVIEWED', updatedAt: new Date().toISOString() }, due);
    }
    const results = await Promise.all(
      drafts.map((contract, i) =>
        send(
          MARK_WIRE_RECEIVED,
          { contract, input: { reference: `FED-RACE-${i}`, receivedDate: today() } },
          { token: internal.token },
        ),
      ),
    );
    expect(results.filter((r) => r.errors).map((r) => r.errors)).toEqual([]);
    expect(results.map((r) => expectData(r).markWirePaymentReceived.status)).toEqual(
      Array(16).fill('APPROVED'),
    );
  }, 180_000);
});

describe('quoting is no oracle of other agencies’ exposure', () => {
  it('bisecting quotes learn the pending book only to a step: pending amounts within one step answer alike', async () => {
    const where = { lat: 29.19, lon: -81.05 }; // Daytona Beach
    expectData(await submit(theirs, await draft(theirs, 3_217_437, where)));
    // Exactly, $6,782,563 fits and $6,782,564 does not; the quote answers both alike (the exact
    // check is the submission's), and so on up to the step.
    const probes = [6_782_563, 6_782_564, 7_000_000];
    const first = await Promise.all(probes.map((l) => quoteAnswer(l, where)));
    expect(first).toEqual(['priced', 'priced', 'priced']);
    expect(await quoteAnswer(7_000_001, where)).toBe('refused');
    // More pending within the same step ($3,217,437 → $3,717,437): every probe answers as before.
    expectData(await submit(theirs, await draft(theirs, 500_000, where)));
    expect(await Promise.all(probes.map((l) => quoteAnswer(l, where)))).toEqual(first);
    expect(await quoteAnswer(7_000_001, where)).toBe('refused');
    // The exact check at submission: 3,717,437 + 6,282,564 > 10,000,000.
    expectError(await submit(ours, await draft(ours, 6_282_564, where)), 'VALIDATION_ERROR', fullIn(where));
    expectData(await submit(ours, await draft(ours, 6_282_563, where)));
  }, 120_000);
});
