/**
 * The premium of one option (all amounts in cents):
 *   B   = burn expected loss: mean payout over the adjusted look-back
 *   F   = fitted expected loss: E[payout(X)] under the fitted distribution
 *   Z   = n / (n + K), the burn's credibility (1 when there is no fit)
 *   EL  = Z B + (1 - Z) F
 *   SD  = sqrt(Z s_B^2 + (1 - Z) s_F^2), the payout's standard deviation (reported)
 *   SE  = Z se_B + (1 - Z) se_F, the standard error of the EL estimate (expected-loss-uncertainty.ts)
 *   U   = uncertaintyLoadMultiple * SE                      (parameter uncertainty)
 *   d   = the cover's marginal share of the book's TVaR, in [minimumCapitalShare, 1] (portfolio-capital.ts)
 *   C   = costOfCapital * d * max(0, TVaR - EL)             (capital)
 *   P   = (EL + U + C) / (1 - producerCommission - expenseRatio)
 *   net = max(P, minimumPremium, minimumRateOnLine * limit), rounded to the cent
 * The option is offered only when EL <= maxExpectedLossShare * limit and net <= maximumRateOnLine * limit.
 */
import type { IndexHistory } from './index-history.js';
import { emptyMoments, type TruncatedMoments } from './distributions.js';
import { burnStats, empiricalTvar, fittedPayoutStats, fittedPayoutTvar } from './expected-loss.js';
import { expectedLossStandardError } from './expected-loss-uncertainty.js';
import { fitIndex, type IndexFit } from './fit-index.js';
import { alignPortfolio, type CapitalShare, capitalShare } from './portfolio-capital.js';
import type { PortfolioScenarios } from './portfolio.js';
import { type PayoutTerms, payoutsInto } from './payout.js';
import type { PricingParameters } from './pricing-parameters.js';
import { type ProgramDefinition, programs } from './programs.js';

/** Everything computed once per request and shared by all options. */
export interface PricingContext {
  readonly program: ProgramDefinition;
  readonly params: PricingParameters;
  readonly history: IndexHistory;
  readonly fit: IndexFit;
  readonly years: number;
  readonly burnWeight: number;
  /** Index quantile bounding the TVaR tail (null without a fit). */
  readonly tailQuantile: number | null;
  readonly rawAverage: number;
  readonly rawMin: number;
  readonly rawMax: number;
  readonly adjustedMin: number;
  readonly adjustedMax: number;
  /** The capital provider's book aligned to the look-back years (null: no book, the cover stands alone). */
  readonly book: Float64Array | null;
  /** Scratch space reused by every option (no allocation per option in the hot path). */
  readonly scratch: {
    readonly payouts: Float64Array;
    readonly moments: TruncatedMoments;
    readonly acc: Float64Array;
  };
  /** Each terms' premium, priced once per context (the option search and the option list share them). */
  readonly premiums: Map<string, PremiumBreakdown>;
}

function extent(values: Float64Array): { min: number; max: number; mean: number } {
  let min = Infinity;
  let max = -Infinity;
  let s = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    if (v < min) min = v;
    if (v > max) max = v;
    s += v;
  }
  return { min, max, mean: s / values.length };
}

export function createPricingContext(
  history: IndexHistory,
  params: PricingParameters,
  portfolio?: PortfolioScenarios,
  fit: IndexFit = fitIndex(history, params),
  /**
   * false: expected losses only (the sensitivity scenarios), no TVaR tail quantile to find; or the
   * tail quantile this fit already had (a memo's).
   */
  withTail: boolean | { readonly tailQuantile: number | null } = true,
): PricingContext {
  const program = programs[history.program];
  const n = history.values.length;
  const raw = extent(history.values);
  const adjusted = extent(fit.adjustedValues);
  const d = fit.distribution;
  const tailQuantile =
    typeof withTail === 'object'
      ? withTail.tailQuantile
      : d && withTail
        ? d.quantile(program.direction === 'above' ? params.tvarLevel : 1 - params.tvarLevel)
        : null;
  return {
    program,
    params,
    history,
    fit,
    years: n,
    burnWeight: d ? n / (n + params.credibilityYears) : 1,
    tailQuantile,
    rawAverage: raw.mean,
    rawMin: raw.min,
    rawMax: raw.max,
    adjustedMin: adjusted.min,
    adjustedMax: adjusted.max,
    book: alignPortfolio(portfolio, history.years),
    scratch: { payouts: new Float64Array(n), moments: emptyMoments(), acc: new Float64Array(2) },
    premiums: new Map(),
  };
}

/** Blended expected loss (cents), the quantity the capital provider's limit applies to. */
export function expectedLossCents(ctx: PricingContext, t: PayoutTerms): number {
  const burn = burnStats(payoutsInto(ctx.fit.adjustedValues, t, ctx.scratch.payouts)).mean;
  const d = ctx.fit.distribution;
  if (!d) return burn;
  const fitted = fittedPayoutStats(d, t, ctx.scratch.moments, ctx.scratch.acc).mean;
  return ctx.burnWeight * burn + (1 - ctx.burnWeight) * fitted;
}

/** Within the expected-loss limit, and (checked only then) within the maximum rate on line. */
export const isOfferable = (ctx: PricingContext, t: PayoutTerms): boolean =>
  expectedLossCents(ctx, t) <= ctx.params.maxExpectedLossShare * t.limitCents &&
  pricePremium(ctx, t).offerable;

export type MinimumApplied = 'none' | 'minimum-premium' | 'minimum-rate-on-line';

/** The premium build-up of one option. Amounts are whole cents unless named otherwise. */
export interface PremiumBreakdown {
  readonly expectedLossBurnCents: number;
  readonly expectedLossFittedCents: number | null;
  readonly burnWeight: number;
  readonly expectedLossCents: number;
  /** Expected loss / limit. */
  readonly expectedLossShare: number;
  readonly payoutSdCents: number;
  /** Standard error of the EL estimate: burn, fitted (null without a fit) and blended. */
  readonly standardErrorBurnCents: number;
  readonly standardErrorFittedCents: number | null;
  readonly standardErrorCents: number;
  readonly uncertaintyLoadCents: number;
  readonly tvarCents: number;
  /** TVaR - expected loss: the standalone capital. */
  readonly capitalCents: number;
  /** d: the share of the standalone capital charged, from the book (or 1 standalone). */
  readonly capitalShare: number;
  readonly capitalShareBasis: CapitalShare['basis'];
  readonly capitalChargeCents: number;
  /** EL + uncertainty load + capital charge. */
  readonly riskPremiumCents: number;
  /** Risk premium grossed up for expenses and commission, before minimums. */
  readonly technicalPremiumCents: number;
  readonly minimumApplied: MinimumApplied;
  /** The premium, producer commission included, before taxes and fees. */
  readonly netPremiumCents: number;
  readonly agentCommissionCents: number;
  readonly expenseLoadCents: number;
  /** Net premium / limit. */
  readonly rateOnLine: number;
  /** Net premium above maximumRateOnLine * limit (the option is not offered). */
  readonly aboveMaximumRateOnLine: boolean;
  /** Expected loss within the capital provider's limit and net premium within the maximum rate on line. */
  readonly offerable: boolean;
}

/** The premium of terms `t` (a pure function of the context and the terms: kept in `ctx.premiums`). */
export function pricePremium(ctx: PricingContext, t: PayoutTerms): PremiumBreakdown {
  const key = `${t.direction}|${t.trigger}|${t.exhaust}|${t.limitCents}`;
  const known = ctx.premiums.get(key);
  if (known) return known;
  const premium = computePremium(ctx, t);
  ctx.premiums.set(key, premium);
  return premium;
}

function computePremium(ctx: PricingContext, t: PayoutTerms): PremiumBreakdown {
  const p = ctx.params;
  const L = t.limitCents;
  const payouts = payoutsInto(ctx.fit.adjustedValues, t, ctx.scratch.payouts);
  const burn = burnStats(payouts);
  const d = ctx.fit.distribution;
  const fitted = d ? fittedPayoutStats(d, t, ctx.scratch.moments, ctx.scratch.acc) : null;
  const z = ctx.burnWeight;
  const el = fitted ? z * burn.mean + (1 - z) * fitted.mean : burn.mean;
  const variance = fitted ? z * burn.variance + (1 - z) * fitted.variance : burn.variance;
  const sd = Math.sqrt(variance);
  const se = expectedLossStandardError(
    ctx.fit,
    t,
    burn.variance,
    fitted ? fitted.mean : null,
    z,
    ctx.scratch.moments,
    ctx.scratch.acc,
  );
  const uncertainty = p.uncertaintyLoadMultiple * se.blended;
  const tvar =
    d && ctx.tailQuantile !== null
      ? fittedPayoutTvar(d, t, p.tvarLevel, ctx.tailQuantile, ctx.scratch.moments, ctx.scratch.acc)
      : empiricalTvar(payouts, p.tvarLevel);
  const capital = Math.max(0, tvar - el);
  const share = capitalShare(ctx.book, payouts, p.tvarLevel, p.minimumCapitalShare);
  const capitalCharge = p.costOfCapital * share.share * capital;
  const risk = el + uncertainty + capitalCharge;
  const technical = risk / (1 - p.producerCommission - p.expenseRatio);
  const minRol = p.minimumRateOnLine * L;
  let premium = technical;
  let minimumApplied: MinimumApplied = 'none';
  if (p.minimumPremiumCents > premium) {
    premium = p.minimumPremiumCents;
    minimumApplied = 'minimum-premium';
  }
  if (minRol > premium) {
    premium = minRol;
    minimumApplied = 'minimum-rate-on-line';
  }
  const net = Math.round(premium);
  const aboveMaximumRateOnLine = net > p.maximumRateOnLine * L;
  return {
    expectedLossBurnCents: Math.round(burn.mean),
    expectedLossFittedCents: fitted ? Math.round(fitted.mean) : null,
    burnWeight: z,
    expectedLossCents: Math.round(el),
    expectedLossShare: el / L,
    payoutSdCents: Math.round(sd),
    standardErrorBurnCents: Math.round(se.burn),
    standardErrorFittedCents: se.fitted === null ? null : Math.round(se.fitted),
    standardErrorCents: Math.round(se.blended),
    uncertaintyLoadCents: Math.round(uncertainty),
    tvarCents: Math.round(tvar),
    capitalCents: Math.round(capital),
    capitalShare: share.share,
    capitalShareBasis: share.basis,
    capitalChargeCents: Math.round(capitalCharge),
    riskPremiumCents: Math.round(risk),
    technicalPremiumCents: Math.round(technical),
    minimumApplied,
    netPremiumCents: net,
    agentCommissionCents: Math.round(net * p.producerCommission),
    expenseLoadCents: Math.round(net * p.expenseRatio),
    rateOnLine: net / L,
    aboveMaximumRateOnLine,
    offerable: el <= p.maxExpectedLossShare * L && !aboveMaximumRateOnLine,
  };
}
