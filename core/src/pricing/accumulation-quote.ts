/**
 * Accumulation at quoting (docs/pricing.md, "Accumulation limits and the book"): a quote is no
 * exact oracle of other agencies' exposure. Before submission the book is compared in coarse
 * steps; the exact check runs at submission and at binding (checkAccumulation on the book's
 * counters). Pure: the server reads the counters and calls these.
 */
import {
  type AccumulationDecision,
  type AccumulationLimits,
  checkAccumulation,
  type ExposureCheck,
  type ExposureShare,
} from './accumulation.js';

/**
 * The step (a share of the scope's limit) a quote sees the book in: the other covers' exposure is
 * rounded down to a step and the cover's own up to one (never above the limit), so a quote is
 * refused only when the cover clearly does not fit. Bisecting quotes learn the book to a tenth of
 * the limit ($1,000,000 of a $10,000,000 cell), not to the dollar; a near-limit cover is priced and
 * the exact check at submission refuses or refers it.
 */
export const ACCUMULATION_QUOTE_STEP_SHARE = 0.1;

/** The step of a scope's limit in whole cents (at least 1 cent). */
export const accumulationQuoteStepCents = (limitCents: number): number =>
  Math.max(1, Math.round(limitCents * ACCUMULATION_QUOTE_STEP_SHARE));

const limitOf = (share: ExposureShare, limits: AccumulationLimits) =>
  share.kind === 'cell' ? limits.cellLimitCents : limits.regionLimitCents;

/**
 * The quote-time check: checkAccumulation on the book rounded down to steps and the cover rounded
 * up to a step (capped at the limit when it fits the limit alone). Its `referral` is not used: a
 * quote is priced or refused, nothing in between.
 */
export function checkQuoteCapacity(
  shares: readonly ExposureShare[],
  currentCents: ReadonlyMap<string, number>,
  limits: AccumulationLimits,
): AccumulationDecision {
  const coarseCurrent = new Map<string, number>();
  const coarseShares = shares.map((share): ExposureShare => {
    const limit = limitOf(share, limits);
    const step = accumulationQuoteStepCents(limit);
    coarseCurrent.set(share.key, Math.floor((currentCents.get(share.key) ?? 0) / step) * step);
    const up = Math.ceil(share.exposureCents / step) * step;
    return { ...share, exposureCents: Math.min(up, Math.max(share.exposureCents, limit)) };
  });
  return checkAccumulation(coarseShares, coarseCurrent, limits);
}

/** Where a capacity refusal happened: the metric's dimension. */
export type CapacityRefusalStage = 'quote' | 'submission' | 'binding';

/**
 * The log line counting capacity refusals (an alarm counts them: infra's metric filter on
 * `metric`). No amounts and nothing of other agencies: the stage, the scope's kind and state.
 */
export const CAPACITY_REFUSAL_METRIC = 'AccumulationCapacityRefusal';
/**
 * Capacity refusals in one hour above which the alarm fires (infra's CapacityRefusalAlarm): a
 * bisecting prober needs a couple of dozen quotes; a full cell refuses a handful of honest ones.
 */
export const CAPACITY_REFUSAL_ALARM_PER_HOUR = 20;
export const capacityRefusalLogFields = (stage: CapacityRefusalStage, refused: ExposureCheck) => ({
  metric: CAPACITY_REFUSAL_METRIC,
  stage,
  scopeKind: refused.scope.kind,
  state: refused.scope.state,
});
