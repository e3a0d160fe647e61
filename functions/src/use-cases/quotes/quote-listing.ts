import type { QuoteListing } from '@almanac/core';
import type { QuoteClientCopy, QuoteRecord } from '../../ports/index.js';

/**
 * The listing a saved quote carries for lists (core's QuoteListing), from the record and the
 * changes being written: `savedAt` on the first save, the client when one is attached (else the
 * one already listed).
 */
export function quoteListing(
  q: QuoteRecord,
  changes: { savedAt?: string; client?: QuoteClientCopy } = {},
): QuoteListing {
  const savedAt = changes.savedAt ?? q.savedAt;
  if (!savedAt) throw new Error(`quote ${q.id} is not saved: it has no listing`);
  const client = changes.client;
  return {
    id: q.id,
    program: q.program,
    createdBy: q.createdBy,
    createdAt: q.createdAt,
    savedAt,
    ...(q.frozenAt ? { frozenAt: q.frozenAt } : {}),
    startDate: q.riskPeriod.startDate,
    endDate: q.riskPeriod.endDate,
    applicationDeadline: q.applicationDeadline,
    ...(client
      ? {
          clientId: client.id,
          clientFirstName: client.firstName,
          clientLastName: client.lastName,
          clientEmail: client.email,
        }
      : listedClient(q.listing)),
    locations: q.locations.map((l) => ({
      state: l.state,
      lat: l.lat,
      lon: l.lon,
      weight: Math.round(l.weight * 10_000) / 100,
    })),
    trigger: q.option.label,
    strike: q.option.trigger,
    strikeUnit: q.index.unit,
    limitCents: q.option.limitCents,
    netPremiumCents: q.option.premium.netPremiumCents,
    ...(q.contractId ? { contractId: q.contractId } : {}),
    ...(q.policyNumber ? { policyNumber: q.policyNumber } : {}),
  };
}

/** The client fields of the listing as stored (a quote keeps its client once attached). */
function listedClient(listing: QuoteListing | undefined) {
  if (!listing?.clientId) return {};
  const { clientId, clientFirstName, clientLastName, clientEmail } = listing;
  return { clientId, clientFirstName, clientLastName, clientEmail };
}
