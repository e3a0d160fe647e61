import type { QuoteListing } from '@almanac/core';
import type { QuoteClientCopy, QuoteRecord } from '../../ports/index.js';

/**
 * The listing a saved quote carries for lists (core's QuoteListing), from the record and the
 * changes being written: `savedAt` on the first save, the client when one is attached.
 */
export function quoteListing(
  q: QuoteRecord,
  changes: { savedAt?: string; client?: QuoteClientCopy; frozenAt?: string } = {},
): QuoteListing {
  const savedAt = changes.savedAt ?? q.savedAt;
  if (!savedAt) throw new Error(`quote ${q.id} is not saved: it has no listing`);
  const frozenAt = changes.frozenAt ?? q.frozenAt;
  const client = changes.client ?? clientOf(q);
  return {
    id: q.id,
    program: q.program,
    createdBy: q.createdBy,
    createdAt: q.createdAt,
    savedAt,
    ...(frozenAt ? { frozenAt } : {}),
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
      : {}),
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

/** The attached client as the quote copied it (first and last name from the listing, else split). */
function clientOf(q: QuoteRecord): QuoteClientCopy | undefined {
  if (!q.clientId || !q.clientEmail) return undefined;
  const first = q.listing?.clientFirstName;
  const last = q.listing?.clientLastName;
  const [f = '', ...rest] = (q.clientName ?? '').split(' ');
  return {
    id: q.clientId,
    firstName: first ?? f,
    lastName: last ?? rest.join(' '),
    email: q.clientEmail,
    ...(q.clientPhone ? { phone: q.clientPhone } : {}),
  };
}
