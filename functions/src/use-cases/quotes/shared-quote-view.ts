/**
 * A premium indication as its recipient sees it through a share link: the terms, the premium and
 * what it would have paid in each past year, as observed and as if today. Never the client, the history, the commission split
 * or the pricing internals (docs/decisions.md, issue 10).
 */
import { centsToDollars, periodDays, programs } from '@almanac/core';
import type { QuoteRecord } from '../../ports/index.js';
import { asIfTodayPayoutsOf, taxesView } from './quote-view.js';

export interface SharedQuoteSender {
  name: string;
  email: string;
  agency: string | null;
}

export function sharedQuoteView(q: QuoteRecord, sharedBy: SharedQuoteSender, linkExpiresAt: string) {
  const o = q.option;
  const taxes = taxesView(q);
  const lookBack = q.index.lookBack;
  const asIfToday = asIfTodayPayoutsOf(q);
  return {
    id: q.id,
    programName: q.program,
    programTitle: programs[q.program].name,
    unit: q.index.unit,
    startDate: q.riskPeriod.startDate,
    endDate: q.riskPeriod.endDate,
    days: periodDays(q.riskPeriod.startDate, q.riskPeriod.endDate),
    applicationDeadline: q.applicationDeadline,
    expirationDate: q.expirationDate ?? null,
    locations: q.locations.map((l) => ({ state: l.state, lat: l.lat, lon: l.lon, weight: l.weight })),
    currency: q.currency,
    limitOfLiability: centsToDollars(o.limitCents),
    trigger: o.trigger,
    exhaust: o.exhaust ?? null,
    dailyPrecipitationCap: q.index.dailyCapIn ?? null,
    netPremium: centsToDollars(o.premium.netPremiumCents),
    estimatedGrossPremium: taxes.estimatedGrossPremium,
    estimatedTotalTaxes: taxes.estimatedTotalTaxes,
    estimatedTaxesAndFees: taxes.estimatedTaxesAndFees,
    policyFee: taxes.policyFee,
    taxStatus: taxes.taxStatus,
    taxMessage: taxes.taxMessage,
    history: lookBack.years.map((year, i) => ({
      year,
      index: lookBack.indexValues[i] ?? null,
      payout: centsToDollars(o.historicalPayoutsCents[i] ?? 0),
      indexAsIfToday: lookBack.adjustedIndexValues[i] ?? null,
      payoutAsIfToday: centsToDollars(asIfToday[i] ?? 0),
    })),
    dataOrigin: q.data.origin,
    sharedBy,
    linkExpiresAt,
  };
}
