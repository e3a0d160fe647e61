import {
  AppError,
  centsToDollars,
  indexUnitSymbol,
  policyIndexArgSchema,
  policyStateOf,
  programs,
  quotingToday,
  trackingDates,
  trackingReadRange,
  trackPolicyIndex,
} from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { policySeries, policyTerms } from './policy-series.js';
import { requirePolicyViewer } from './claim-access.js';
import { claimView, settlementView } from './claim-view.js';

type Deps = Pick<Ports, 'users' | 'contracts' | 'quotes' | 'claims' | 'forms' | 'weather' | 'clock'>;

/** A weather source fault behind the answer: RISK_API_ERROR (logged once at the boundary). */
const sourceFailure = (error: unknown): never => {
  throw new AppError('RISK_API_ERROR', undefined, { reason: 'DATA_SOURCE_UNAVAILABLE' }, { cause: error });
};

/**
 * getPolicyIndex(contractId) (docs/requirements.md#claims): a bound policy's live index for the
 * agency, the policyholder and operations (requirePolicyViewer): from the quote it was bound on
 * (program, period, weighted cells, dataset, terms, look-back years, daily cap) and the weather
 * source, core's trackPolicyIndex; then its settlement and claim once they exist.
 */
export async function getPolicyIndex(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const { contractId } = parseInput(policyIndexArgSchema, rawArgs);
  const { contract, audience } = await requirePolicyViewer(ports, caller, contractId);
  const [quote, claim] = await Promise.all([
    ports.quotes.get(contract.quoteId),
    ports.claims.get(contract.id),
  ]);
  if (!quote)
    throw new AppError('INTERNAL_SERVER_ERROR', undefined, undefined, {
      cause: new Error('The policy quote is missing'),
    });
  const today = quotingToday(ports.clock.now());
  const datasetId = quote.data.datasetId;
  const period = contract.riskPeriod;
  const lookBackYears = quote.index.lookBack.years;
  const meta = await ports.weather.metadata(datasetId).catch(sourceFailure);
  const dates = trackingDates(period, today, meta.latestDate);
  const range = trackingReadRange(period, lookBackYears, dates, meta.latestDate);
  const { locations, origin } = await policySeries(
    ports.weather,
    quote,
    range.firstDate,
    range.lastDate,
  ).catch(sourceFailure);
  const terms = policyTerms(quote);
  const t = trackPolicyIndex({
    program: quote.program,
    period,
    locations,
    dailyCapIn: quote.index.dailyCapIn,
    terms,
    lookBackYears,
    ...(quote.index.trend ? { trend: quote.index.trend } : {}),
    today,
    latestDate: meta.latestDate,
  });
  const settlement = contract.settlement;
  return {
    contractId: contract.id,
    policyNumber: contract.policyNumber,
    program: contract.program,
    unit: indexUnitSymbol(programs[contract.program].indexUnit),
    trigger: terms.trigger,
    exhaust: terms.exhaust,
    limit: centsToDollars(terms.limitCents),
    startDate: period.startDate,
    endDate: period.endDate,
    state: policyStateOf({
      today,
      period,
      ...(settlement ? { settlementOutcome: settlement.outcome } : {}),
      ...(claim ? { claimStatus: claim.status } : {}),
    }),
    asOf: t.asOf,
    daysTotal: t.daysTotal,
    daysElapsed: t.daysElapsed,
    daysRemaining: t.daysRemaining,
    indexToDate: t.indexToDate,
    payoutToDate: centsToDollars(t.payoutToDateCents),
    estimatedPayout: centsToDollars(settlement ? settlement.payoutCents : t.payoutToDateCents),
    historicalMin: t.historicalMin,
    historicalMedian: t.historicalMedian,
    historicalMax: t.historicalMax,
    historicalMinAsIfToday: t.historicalMinAsIfToday,
    historicalMedianAsIfToday: t.historicalMedianAsIfToday,
    historicalMaxAsIfToday: t.historicalMaxAsIfToday,
    lookBackYears: lookBackYears.length,
    dataOrigin: origin,
    points: t.points,
    settlement: settlement ? settlementView(settlement) : null,
    claim: claim ? await claimView(ports, claim, contract, { internal: audience === 'operations' }) : null,
  };
}
