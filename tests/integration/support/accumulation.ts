/**
 * Accumulation over HTTP (docs/pricing.md, "Accumulation limits and the book"): an HPC application
 * for one location, priced, saved, started and filled in by a seller, ready for the broker's
 * signature; and that signature (the submission, where the exact capacity check runs).
 */
import { revenueYearsFor } from '@almanac/core';
import { expectData, send } from './api.js';
import { CREATE_APPLICATION, SUBMIT_APPLICATION, UPDATE_APPLICATION } from './applications.js';
import { priceHpc, saveQuote } from './quoter.js';
import { clientOf, type Seller, today } from './underwriting.js';
import { completeApplicationInput } from '../../../core/src/applications/application-fixtures.js';

export interface Place {
  lat: number;
  lon: number;
}

/** A filled-in application for `limit` at `where` (a new client of the seller's); its contract id. */
export async function draftApplication(seller: Seller, limit: number, where: Place): Promise<string> {
  const client = await clientOf(seller);
  const [first] = await priceHpc(seller.token, {
    limit,
    weightedLocations: [{ ...where, weight: 1 }],
    targetMatch: true,
  });
  const quote = (
    await saveQuote('saveLPCInsuranceQuote', { quote: first!.id, client: client._id }, seller.token)
  ).id;
  const contract = expectData(
    await send(CREATE_APPLICATION, { client: client._id, quote }, { token: seller.token }),
  ).createInsuranceApplication;
  expectData(
    await send(
      UPDATE_APPLICATION,
      { contract: contract.id, input: completeApplicationInput(revenueYearsFor(today()), 50_000_000) },
      { token: seller.token },
    ),
  );
  return contract.id;
}

/** The broker signs and submits (the raw answer: a refusal is for the test to read). */
export const submitApplication = (seller: Seller, contract: string) =>
  send(
    SUBMIT_APPLICATION,
    { contract, input: { agentSignature: { signature: 'Riley Stone', date: today() }, confirmed: true } },
    { token: seller.token },
  );
