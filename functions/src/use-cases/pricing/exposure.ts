/**
 * Accumulation (docs/pricing.md, "Accumulation limits and the book"; docs/data-model.md,
 * "Accumulation"): the capital provider's exposure per grid cell and region, kept as one counter
 * per scope, checked against the aggregate limits when a cover is quoted (in coarse steps), and
 * exactly when it is submitted and bound; each region's bound book handed to the engine.
 *
 * Concurrency: a sale counts its cover into each scope with one atomic conditional ADD (only while
 * total + amount ≤ limit, and only once per contract), cells first, then regions. Sales in flight
 * never refuse each other while there is room, and a state's sales do not serialise on a version.
 * A sale refused in a later scope gives back what it counted in the earlier ones.
 *
 * Entries (one per contract and scope) say what a release takes back out. A `held` entry is a sale
 * or a release in flight; once older than the grace the sweeper (sweepExposure) checks its
 * contract: live, it is confirmed; else it is released (its counts given back, idempotently).
 */
import {
  type AccumulationDecision,
  type AccumulationLimits,
  assertWithinAccumulationLimits,
  bookScenariosFromSums,
  type CapacityRefusalStage,
  capacityRefusalLogFields,
  checkAccumulation,
  checkQuoteCapacity,
  ContractStatus,
  coverExposure,
  type ExposureCheck,
  type ExposureShare,
  homeStateOf,
  type QuoteRequest,
  type ResolvedLocation,
  type PortfolioScenarios,
  UNBOUND_OPEN_STATUSES,
} from '@almanac/core';
import type { ContractRecord, CountResult, ExposureEntry, Ports, QuoteRecord } from '../../ports/index.js';

export type ExposureReadDeps = Pick<Ports, 'exposures' | 'contracts' | 'logger'>;
export type ExposureDeps = ExposureReadDeps & Pick<Ports, 'accumulationLimits' | 'clock'>;
export type ReleaseDeps = Pick<Ports, 'exposures' | 'quotes' | 'clock' | 'logger'>;

/** A `held` entry younger than this may be a sale in flight: the sweeper leaves it alone. */
export const HELD_GRACE_MS = 5 * 60 * 1000;

/** Bound (not settled, period not ended) or pending (submitted, awaiting underwriting, the client or payment). */
export function isLiveContract(contract: ContractRecord, today: string): boolean {
  if (contract.riskPeriod.endDate < today) return false;
  if (UNBOUND_OPEN_STATUSES.includes(contract.status)) return true;
  return contract.status === ContractStatus.APPROVED && !contract.settledAt;
}

export interface CoverExposure {
  readonly contractId: string;
  readonly organizationId?: string;
  readonly quote: QuoteRecord;
  readonly limitCents: number;
  readonly shares: ExposureShare[];
}

/** A contract's cover: its shares from its quote (locations, dataset) and its limit. */
export function contractCover(contract: ContractRecord, quote: QuoteRecord): CoverExposure {
  return {
    contractId: contract.id,
    ...(contract.organizationId ? { organizationId: contract.organizationId } : {}),
    quote,
    limitCents: contract.limitCents,
    shares: coverExposure({
      datasetId: quote.data.datasetId,
      limitCents: contract.limitCents,
      locations: quote.locations,
    }),
  };
}

/** The cover's as-if-today payouts per look-back year (absent on quotes priced before they existed). */
function scenariosOf(quote: QuoteRecord): ExposureEntry['scenarios'] {
  const payouts = quote.option.asIfTodayPayoutsCents;
  const years = quote.index.lookBack.years;
  if (!Array.isArray(payouts) || payouts.length !== years.length) return undefined;
  return { years: [...years], payoutsCents: [...payouts] };
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);
const limitOf = (share: ExposureShare, limits: AccumulationLimits) =>
  share.kind === 'cell' ? limits.cellLimitCents : limits.regionLimitCents;

/** Count a capacity refusal (a log line an alarm counts: no amounts, nothing of other agencies). */
function countRefusal(deps: Pick<Ports, 'logger'>, stage: CapacityRefusalStage, refused: ExposureCheck) {
  deps.logger.warn('Capacity refused', capacityRefusalLogFields(stage, refused));
}

/**
 * At quoting, once the request's checks passed and before the engine runs: refused when the cover
 * clearly exceeds a limit (core's checkQuoteCapacity: the book in coarse steps, so a quote is no
 * exact oracle of other agencies' exposure); answers the home region's bound book.
 */
export async function quoteAccumulation(
  deps: ExposureDeps,
  request: Pick<QuoteRequest, 'datasetId' | 'limitCents'>,
  locations: readonly ResolvedLocation[],
): Promise<PortfolioScenarios | undefined> {
  const home = homeStateOf(locations);
  if (!home) return undefined;
  const shares = coverExposure({
    datasetId: request.datasetId,
    limitCents: request.limitCents,
    locations: [...locations],
  });
  const check = async () => {
    const totals = await deps.exposures.totals(shares.map((s) => s.key));
    const current = new Map([...totals].map(([k, t]) => [k, t.totalCents]));
    return checkQuoteCapacity(shares, current, deps.accumulationLimits);
  };
  let decision = await check();
  if (decision.refused && (await sweepExposure(deps)) > 0) decision = await check();
  if (decision.refused) countRefusal(deps, 'quote', decision.refused);
  assertWithinAccumulationLimits(decision);
  // The capital book is the bound covers only: pending applications hold capacity (above) but
  // may never bind, so they must not make another quote's capital cheaper.
  return bookScenariosFromSums(await deps.exposures.book(home));
}

/** The exact decision from what each scope's counter answered (checkAccumulation's terms). */
function decisionOf(
  counted: readonly { share: ExposureShare; result: CountResult }[],
  limits: AccumulationLimits,
): AccumulationDecision {
  const current = new Map(
    counted.map(({ share, result }) => [
      share.key,
      result.outcome === 'full' ? result.totalCents : result.totalCents - share.exposureCents,
    ]),
  );
  return checkAccumulation(
    counted.map((c) => c.share),
    current,
    limits,
  );
}

/**
 * At submission and binding, the exact check: count the contract's cover into each scope (module
 * comment), its entries written `held` first. Refused (VALIDATION_ERROR, core's message, counted
 * for the alarm): what this call counted is given back. A cover counted before (binding after
 * submission) is re-checked against the limit as it is now. Answers the decision (`referral`:
 * above a referral share). Call `confirmExposure` once the contract's write succeeded.
 */
export async function reserveExposure(
  deps: ExposureDeps,
  cover: CoverExposure,
  stage: Exclude<CapacityRefusalStage, 'quote'> = 'submission',
): Promise<AccumulationDecision> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const scenarios = scenariosOf(cover.quote);
  await Promise.all(cover.shares.map((s) => deps.exposures.put(entryOf(cover, s, 'held', at, scenarios))));
  const limits = deps.accumulationLimits;
  for (let swept = false; ; swept = true) {
    const counted: { share: ExposureShare; result: CountResult }[] = [];
    for (const share of cover.shares) {
      const limit = limitOf(share, limits);
      const result = await deps.exposures.count(share, cover.contractId, share.exposureCents, limit);
      counted.push({ share, result });
      if (result.outcome === 'full' || result.totalCents > limit) break;
    }
    const decision = decisionOf(counted, limits);
    if (!decision.refused) return decision;
    await Promise.all(
      counted
        .filter((c) => c.result.outcome === 'added')
        .map((c) => deps.exposures.uncount(c.share.key, cover.contractId, c.share.exposureCents)),
    );
    // Stale holds (a sale stopped half way) or ended covers may be what fills the scope.
    if (!swept && (await sweepExposure(deps)) > 0) continue;
    if (!counted.some((c) => c.result.outcome === 'already'))
      await Promise.all(cover.shares.map((s) => deps.exposures.remove(s.key, cover.contractId, at)));
    countRefusal(deps, stage, decision.refused);
    assertWithinAccumulationLimits(decision);
  }
}

function entryOf(
  cover: CoverExposure,
  s: ExposureShare,
  hold: ExposureEntry['hold'],
  at: string,
  scenarios: ExposureEntry['scenarios'],
): ExposureEntry {
  return {
    partition: s.key,
    contractId: cover.contractId,
    ...(cover.organizationId ? { organizationId: cover.organizationId } : {}),
    program: cover.quote.program,
    kind: s.kind,
    state: s.state,
    ...(s.lat !== undefined && s.lon !== undefined ? { lat: s.lat, lon: s.lon } : {}),
    exposureCents: s.exposureCents,
    endDate: cover.quote.riskPeriod.endDate,
    hold,
    updatedAt: at,
    ...(s.kind === 'region' && scenarios ? { scenarios } : {}),
  };
}

/**
 * After the contract's write: its entries are `live`; once bound (`bound`), its payouts join its
 * regions' bound books. Best effort: the sweeper confirms a `held` entry of a live contract.
 */
export async function confirmExposure(
  deps: Pick<Ports, 'exposures' | 'clock' | 'logger'>,
  cover: CoverExposure,
  options: { bound?: boolean } = {},
): Promise<void> {
  const at = deps.clock.now().toISOString();
  const scenarios = scenariosOf(cover.quote);
  try {
    if (options.bound && scenarios)
      await Promise.all(
        cover.shares
          .filter((s) => s.kind === 'region')
          .map((s) => deps.exposures.addToBook(s.state, cover.contractId, scenarios)),
      );
    await Promise.all(cover.shares.map((s) => deps.exposures.setHold(s.key, cover.contractId, 'live', at)));
  } catch (error) {
    deps.logger.warn('Confirming exposure failed; the sweeper finishes it', {
      contractId: cover.contractId,
      error,
    });
  }
}

/** Give one entry back: out of its scope's total (and its region's bound book), then the entry. */
async function releaseEntry(deps: Pick<Ports, 'exposures'>, e: ExposureEntry): Promise<void> {
  await deps.exposures.uncount(e.partition, e.contractId, e.exposureCents);
  if (e.kind === 'region' && e.scenarios)
    await deps.exposures.removeFromBook(e.state, e.contractId, e.scenarios);
  await deps.exposures.remove(e.partition, e.contractId, e.updatedAt);
}

/**
 * Finish what stopped half way, and give back ended covers (at a refusal and in the daily job):
 * `held` entries older than the grace are confirmed when their contract is live (and joined to the
 * bound book when it is bound), else released; entries whose period ended are released. Answers
 * how many entries it released.
 */
export async function sweepExposure(deps: ExposureReadDeps & Pick<Ports, 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const today = todayOf(now);
  let released = 0;
  try {
    const [stale, ended] = await Promise.all([
      deps.exposures.staleHeld(new Date(now.getTime() - HELD_GRACE_MS).toISOString()),
      deps.exposures.endedBefore(today),
    ]);
    const contracts = new Map(
      (await deps.contracts.getMany([...new Set(stale.map((e) => e.contractId))])).map((c) => [c.id, c]),
    );
    const release = async (e: ExposureEntry) => {
      await releaseEntry(deps, e);
      released++;
    };
    const settle = async (e: ExposureEntry) => {
      const contract = contracts.get(e.contractId);
      if (e.endDate < today || !contract || !isLiveContract(contract, today)) return release(e);
      if (contract.status === ContractStatus.APPROVED && e.kind === 'region' && e.scenarios)
        await deps.exposures.addToBook(e.state, e.contractId, e.scenarios);
      await deps.exposures.setHold(e.partition, e.contractId, 'live', now.toISOString(), e.updatedAt);
    };
    const staleKeys = new Set(stale.map((e) => `${e.partition}|${e.contractId}`));
    await Promise.all([
      ...stale.map((e) => settle(e)),
      ...ended.filter((e) => !staleKeys.has(`${e.partition}|${e.contractId}`)).map((e) => release(e)),
    ]);
  } catch (error) {
    deps.logger.warn('Sweeping exposure failed; the next sweep retries', { error });
  }
  return released;
}

/**
 * Before a contract leaves the live statuses (rejected, expired, cancelled): its entries become
 * `held`, so the sweeper checks the contract from now on; `releaseExposure` gives them back after the write.
 */
async function holdExposure(deps: ReleaseDeps, cover: CoverExposure): Promise<void> {
  const at = deps.clock.now().toISOString();
  await Promise.all(cover.shares.map((s) => deps.exposures.setHold(s.key, cover.contractId, 'held', at)));
}

/** After the contract left the live statuses: give its cover back (best effort: the sweeper retries). */
async function releaseExposure(deps: ReleaseDeps, cover: CoverExposure): Promise<void> {
  const scenarios = scenariosOf(cover.quote);
  try {
    for (const s of cover.shares) {
      await deps.exposures.uncount(s.key, cover.contractId, s.exposureCents);
      if (s.kind === 'region' && scenarios)
        await deps.exposures.removeFromBook(s.state, cover.contractId, scenarios);
      await deps.exposures.remove(s.key, cover.contractId);
    }
  } catch (error) {
    deps.logger.warn('Releasing exposure failed; the sweeper gives it back', {
      contractId: cover.contractId,
      error,
    });
  }
}

/**
 * A write that takes a contract out of the live statuses (rejected, expired, cancelled): its
 * entries are held first, then `write` runs, then (when it wrote) its cover is given back. A draft
 * has no committed entries (a failed submission's held ones are swept once stale).
 */
export async function leavingLive<T>(
  deps: ReleaseDeps,
  contract: ContractRecord,
  write: () => Promise<T | undefined>,
): Promise<T | undefined> {
  if (contract.status === ContractStatus.DRAFT) return write();
  const quote = await deps.quotes.get(contract.quoteId);
  const cover = quote ? contractCover(contract, quote) : undefined;
  if (cover) await holdExposure(deps, cover);
  const written = await write();
  if (written && cover) await releaseExposure(deps, cover);
  return written;
}
