/**
 * A stored quote as the API shows it (docs/requirements.md#entity-quote field names). Money is
 * stored in integer cents and shown in dollars (a Float with at most 2 decimals, USD);
 * docs/pricing.md section 19 maps the engine's `Cents` fields to these names.
 */
import {
  centsToDollars,
  DEFAULT_POLICY_FEE_CENTS,
  datasets,
  meanCents,
  periodDays,
  type PremiumBreakdown,
  payoutCents,
  type PricedOption,
  programs,
  programTypeOf,
  quoteStatusOf,
  type SensitivityRange,
  TAX_UNAVAILABLE_MESSAGE,
  priceBreakdown,
} from '@almanac/core';
import type { QuoteRecord } from '../../ports/index.js';

const dollars = centsToDollars;
const dollarsOrNull = (cents: number | undefined) => (cents === undefined ? null : dollars(cents));

/**
 * A quote's taxes and fees as the API shows them (in dollars; null while unavailable, with why).
 * Totals are added here in cents (`estimatedTaxesAndFees`, `estimatedGrossPremium`): clients only
 * format them.
 */
export function taxesView(q: QuoteRecord) {
  const taxes = q.taxes?.status === 'available' ? q.taxes : null;
  // The one breakdown (core's priceBreakdown): the contract's prices answer from it too.
  const b = priceBreakdown(q.option.premium.netPremiumCents, taxes);
  return {
    estimatedGrossPremium: taxes ? dollars(b.totalCents) : null,
    estimatedTotalTaxes: dollarsOrNull(taxes?.estimatedTotalTaxesCents),
    estimatedTotalTaxesNoStamping: dollarsOrNull(b.surplusLinesTaxCents ?? undefined),
    estimatedTaxesAndFees: dollarsOrNull(b.taxesAndFeesCents ?? undefined),
    stampingFee: dollarsOrNull(b.stampingFeeCents ?? undefined),
    policyFee: dollars(taxes?.policyFeeCents ?? DEFAULT_POLICY_FEE_CENTS),
    surplusLinesTaxPercent: taxes?.surplusLinesTaxPercent ?? null,
    stampingFeePercent: taxes?.stampingFeePercent ?? null,
    taxStatus: taxes ? ('available' as const) : ('unavailable' as const),
    taxMessage: taxes
      ? null
      : q.taxes && q.taxes.status !== 'available'
        ? q.taxes.message
        : TAX_UNAVAILABLE_MESSAGE,
  };
}

/**
 * The option's payout in each look-back year on the as-if-today index (cents). Quotes stored
 * before it was kept are recomputed from their stored adjusted index and terms.
 */
export function asIfTodayPayoutsOf(q: QuoteRecord): number[] {
  const stored = q.option.asIfTodayPayoutsCents as number[] | undefined;
  return stored ?? q.index.lookBack.adjustedIndexValues.map((x) => Math.round(payoutCents(x, q.option)));
}

/** The sensitivity range in dollars (null on quotes priced before it was stored). */
export function sensitivityView(range: SensitivityRange | undefined) {
  if (!range) return null;
  return {
    low: dollars(range.lowCents),
    high: dollars(range.highCents),
    ratio: range.ratio,
    scenarios: range.scenarios.map((s) => ({
      adjustment: s.adjustment,
      years: s.years,
      yearCount: s.yearCount,
      expectedLoss: dollars(s.expectedLossCents),
    })),
  };
}

export function quoteView(q: QuoteRecord) {
  const o = q.option;
  const program = programs[q.program];
  const precipitation = program.peril === 'precipitation';
  const lookBack = q.index.lookBack;
  const unit = q.index.unit;
  const summary = { minimum: lookBack.minimum, average: lookBack.average, maximum: lookBack.maximum, unit };
  const indexHistory = lookBack.years.map((year, i) => ({ year, vector: [lookBack.indexValues[i]!] }));
  const dataset = datasets[q.data.datasetId];
  const asIfToday = asIfTodayPayoutsOf(q);
  return {
    id: q.id,
    _id: q.id,
    requestId: q.requestId,
    optionIndex: q.optionIndex,
    programName: q.program,
    programType: programTypeOf[q.program],
    programTitle: program.name,
    label: o.label,
    isRequested: o.isRequested,
    status: quoteStatusOf(q),
    createdAt: q.createdAt,
    updatedAt: q.updatedAt,
    createdBy: q.createdBy,
    savedAt: q.savedAt ?? null,
    frozenAt: q.frozenAt ?? null,
    clientId: q.clientId ?? null,
    clientName: q.clientName ?? null,
    clientEmail: q.clientEmail ?? null,
    clientPhone: q.clientPhone ?? null,
    history: (q.history ?? []).map((e) => ({
      eventDate: e.eventDate,
      eventName: e.eventName,
      eventType: e.eventType,
      description: e.description,
      audience: [...e.audience],
    })),
    riskPeriod: {
      startDate: q.riskPeriod.startDate,
      endDate: q.riskPeriod.endDate,
      days: periodDays(q.riskPeriod.startDate, q.riskPeriod.endDate),
    },
    applicationDeadline: q.applicationDeadline,
    expirationDate: q.expirationDate,
    locations: {
      type: 'FeatureCollection',
      features: q.locations.map((l) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [l.lon, l.lat] },
        properties: {
          state: l.state,
          country: l.country,
          weight: l.weight,
          cpcId: l.cpcId,
          cell: l.cell,
        },
      })),
    },
    locationState: q.homeState,
    currency: q.currency,
    limitOfLiability: dollars(o.limitCents),
    limit: { unit: 'USD', vector: [dollars(o.limitCents)] },
    strike: { unit, vector: [o.trigger] },
    exhaust: { unit, vector: [o.exhaust] },
    lcRequired: false,
    dailyPrecipitationCap: q.index.dailyCapIn,
    breakEven: o.premiumRecovery,
    netPremium: dollars(o.premium.netPremiumCents),
    customerPremium: dollars(o.premium.netPremiumCents),
    ...taxesView(q),
    agentCommission: dollars(o.premium.agentCommissionCents),
    riskCapitalCommission: dollars(o.premium.capitalChargeCents),
    expectedPayout: { unit: 'USD', vector: [dollars(o.premium.expectedLossCents)] },
    expectedLoss: dollars(o.premium.expectedLossCents),
    perUnitLoss: dollars(o.perUnitLossCents),
    relativeStrike:
      o.relativeStrikePercent !== null && Number.isFinite(o.relativeStrikePercent)
        ? o.relativeStrikePercent
        : null,
    rainfall: precipitation ? summary : null,
    indexSummary: summary,
    indexHistory,
    historicalRainfall: precipitation ? indexHistory : null,
    historicalPayout: lookBack.years.map((year, i) => ({
      year,
      vector: [dollars(o.historicalPayoutsCents[i] ?? 0)],
    })),
    averageHistoricalPayout: dollars(meanCents(o.historicalPayoutsCents)),
    indexHistoryAsIfToday: lookBack.years.map((year, i) => ({
      year,
      vector: [lookBack.adjustedIndexValues[i]!],
    })),
    historicalPayoutAsIfToday: lookBack.years.map((year, i) => ({
      year,
      vector: [dollars(asIfToday[i] ?? 0)],
    })),
    averageHistoricalPayoutAsIfToday: dollars(meanCents(asIfToday)),
    payoutProfile: o.payoutProfile.indexValues.map((index, i) => ({
      index,
      payout: dollars(o.payoutProfile.payoutsCents[i] ?? 0),
    })),
    dataset: {
      dclimateId: dataset.id,
      type: dataset.provider,
      title: dataset.title,
      origin: q.data.origin,
      latestDate: q.data.latestDataDate,
    },
    dataOrigin: q.data.origin,
    targetMatch: q.index.targetMatch,
    explanation: {
      engineVersion: q.pricing.engineVersion,
      policyYear: q.index.policyYear,
      lookBackYears: lookBack.years.length,
      yearsUsed: lookBack.years,
      adjustedIndexValues: lookBack.adjustedIndexValues,
      skippedYears: lookBack.skippedYears.map((s) => ({
        year: s.year,
        reason: s.reason,
        missingDays: s.missingDays,
      })),
      detrended: lookBack.detrended,
      trendPerYear: lookBack.trendPerYear,
      trend: q.index.trend ?? null,
      sensitivity: sensitivityView(o.sensitivity as PricedOption['sensitivity'] | undefined),
      burnWeight: q.index.burnWeight,
      standardErrorFactor: q.index.standardErrorFactor,
      exhaustDistance: q.index.exhaustDistance,
      expectedLossBurn: dollars(o.premium.expectedLossBurnCents),
      expectedLossFitted: dollarsOrNull(o.premium.expectedLossFittedCents ?? undefined),
      payoutSd: dollars(o.premium.payoutSdCents),
      expectedLossStandardError: dollars(o.premium.standardErrorCents),
      uncertaintyLoad: dollars(o.premium.uncertaintyLoadCents),
      tvar: dollars(o.premium.tvarCents),
      capitalShare: (o.premium as Partial<PremiumBreakdown>).capitalShare ?? null,
      capitalCharge: dollars(o.premium.capitalChargeCents),
      riskPremium: dollars(o.premium.riskPremiumCents),
      technicalPremium: dollars(o.premium.technicalPremiumCents),
      expenseLoad: dollars(o.premium.expenseLoadCents),
      minimumApplied: o.premium.minimumApplied,
      rateOnLine: o.premium.rateOnLine,
      fit: JSON.stringify(q.index.fit),
      parameters: JSON.stringify(q.pricing.parameters),
      cells: q.data.cells,
      readFrom: q.data.readFrom,
      readTo: q.data.readTo,
    },
  };
}

export type QuoteView = ReturnType<typeof quoteView>;
