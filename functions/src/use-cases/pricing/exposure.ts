/**
 * Accumulation (docs/pricing.md, "Accumulation limits and the book"; docs/data-model.md,
 * "Accumulation"): the capital provider's exposure per grid cell and region, read from the exposure
 * book, checked against the aggregate limits when a cover is quoted, submitted and bound, and the
 * region's book handed to the engine as `portfolio`.
 *
 * Concurrency (two sales into one cell): a sale reads each partition's version, then its entries;
 * checks; writes its entries (`held`); then bumps every partition's version conditionally on the
 * version it read. A bump that fails means another sale committed there after the read: the sale
 * reads and checks again. Of two sales that both commit into a partition, the later bump read the
 * version the earlier one wrote, after the earlier one's entry, so it counted it.
 *
 * Liveness: the contract decides. A `live` entry counts until its period's end; a `held` one (a
 * sale or a release not finished, or stopped half way) is checked against its contract: it counts
 * while the contract is bound or pending, and while it is younger than the grace (a sale in
 * flight); else it is dropped.
 */
import {
  AppError,
  type AccumulationDecision,
  assertWithinAccumulationLimits,
  bookScenarios,
  checkAccumulation,
  ContractStatus,
  coverExposure,
  type ExposureShare,
  homeStateOf,
  type QuoteRequest,
  type ResolvedLocation,
  type PortfolioScenarios,
  UNBOUND_OPEN_STATUSES,
} from '@almanac/core';
import type { ContractRecord, ExposureEntry, Ports, QuoteRecord } from '../../ports/index.js';

/**
 * At quoting, once the request's checks passed and before the engine runs: refused above a limit
 * (checkQuoteExposure); answers the home region's book for the locations as resolved.
 */
export async function quoteAccumulation(
  deps: ExposureDeps,
  request: Pick<QuoteRequest, 'datasetId' | 'limitCents'>,
  locations: readonly ResolvedLocation[],
): Promise<PortfolioScenarios | undefined> {
  const home = homeStateOf(locations);
  if (!home) return undefined;
  return checkQuoteExposure(
    deps,
    { datasetId: request.datasetId, limitCents: request.limitCents, locations: [...locations] },
    home,
  );
}

export type ExposureReadDeps = Pick<Ports, 'exposures' | 'contracts' | 'logger'>;
export type ExposureDeps = ExposureReadDeps & Pick<Ports, 'accumulationLimits' | 'clock'>;
export type ReleaseDeps = Pick<Ports, 'exposures' | 'quotes' | 'clock' | 'logger'>;

/** A `held` entry younger than this may be a sale in flight: it counts whatever its contract says. */
export const HELD_GRACE_MS = 5 * 60 * 1000;
/** Attempts of a sale whose commit lost to another sale before it answers CONFLICT. */
export const EXPOSURE_COMMIT_ATTEMPTS = 5;

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

interface ReadBook {
  readonly versions: Map<string, number>;
  /** The live entries per partition (without `exclude`'s). */
  readonly entries: Map<string, ExposureEntry[]>;
  /** Whether `exclude` had an entry in one of the partitions. */
  readonly excludedFound: boolean;
}

const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Read partitions (version, then entries), keep the live entries: `live` ones before their period's
 * end; `held` ones whose contract is live or that are younger than the grace. Entries found dead
 * (period ended, contract final, stale hold on a contract that is not live) are removed, best effort.
 */
export async function readLiveExposure(
  deps: ExposureReadDeps,
  partitions: readonly string[],
  now: Date,
  exclude?: string,
): Promise<ReadBook> {
  const today = todayOf(now);
  const read = await Promise.all(partitions.map((p) => deps.exposures.read(p)));
  const versions = new Map(partitions.map((p, i) => [p, read[i]!.version]));
  const every = read.flatMap((r) => r.entries);
  const all = every.filter((e) => e.contractId !== exclude);
  const heldIds = [...new Set(all.filter((e) => e.hold === 'held').map((e) => e.contractId))];
  const contracts = new Map((await deps.contracts.getMany(heldIds)).map((c) => [c.id, c]));
  const dead: ExposureEntry[] = [];
  const live = (e: ExposureEntry): boolean => {
    if (e.endDate < today) return (dead.push(e), false);
    if (e.hold === 'live') return true;
    const contract = contracts.get(e.contractId);
    if (contract && isLiveContract(contract, today)) return true;
    if (now.getTime() - Date.parse(e.updatedAt) < HELD_GRACE_MS) return true;
    dead.push(e);
    return false;
  };
  const entries = new Map(partitions.map((p) => [p, [] as ExposureEntry[]]));
  for (const e of all) if (live(e)) entries.get(e.partition)?.push(e);
  await Promise.all(
    dead.map((e) =>
      deps.exposures
        .remove(e.partition, e.contractId, e.updatedAt)
        .catch((error: unknown) =>
          deps.logger.warn('Removing a dead exposure entry failed', { contractId: e.contractId, error }),
        ),
    ),
  );
  return { versions, entries, excludedFound: all.length !== every.length };
}

const sums = (book: ReadBook) =>
  new Map([...book.entries].map(([p, es]) => [p, es.reduce((s, e) => s + e.exposureCents, 0)]));

/**
 * At quoting: refuse a cover that would bring a cell or region above its limit (VALIDATION_ERROR
 * with core's message), and answer the book of its home region for the engine: the bound covers'
 * as-if-today payouts (undefined: empty).
 */
export async function checkQuoteExposure(
  deps: ExposureDeps,
  cover: { datasetId: string; limitCents: number; locations: QuoteRecord['locations'] },
  homeState: string,
): Promise<PortfolioScenarios | undefined> {
  const shares = coverExposure(cover);
  const partitions = [...new Set([...shares.map((s) => s.key), `REGION#${homeState.toUpperCase()}`])];
  const book = await readLiveExposure(deps, partitions, deps.clock.now());
  assertWithinAccumulationLimits(checkAccumulation(shares, sums(book), deps.accumulationLimits));
  // The capital book is the bound covers only: pending applications hold capacity (above) but
  // may never bind, so they must not make another quote's capital cheaper.
  const home = (book.entries.get(`REGION#${homeState.toUpperCase()}`) ?? []).filter((e) => e.scenarios);
  const bound = new Set(
    (await deps.contracts.getMany(home.map((e) => e.contractId)))
      .filter((c) => c.status === ContractStatus.APPROVED)
      .map((c) => c.id),
  );
  return bookScenarios(home.flatMap((e) => (bound.has(e.contractId) && e.scenarios ? [e.scenarios] : [])));
}

/**
 * At submission and binding: check the contract's cover against every other live contract and
 * reserve it (its entries, `held`), committed by bumping each partition's version (module comment).
 * Refused (VALIDATION_ERROR, core's message): nothing of this call stays. Answers the decision
 * (`referral`: above a referral share). Call `confirmExposure` once the contract's write succeeded.
 */
export async function reserveExposure(
  deps: ExposureDeps,
  cover: CoverExposure,
): Promise<AccumulationDecision> {
  const partitions = cover.shares.map((s) => s.key);
  const end = cover.quote.riskPeriod.endDate;
  const scenarios = scenariosOf(cover.quote);
  let wrote = false;
  let existed: boolean | undefined;
  for (let attempt = 0; attempt < EXPOSURE_COMMIT_ATTEMPTS; attempt++) {
    const now = deps.clock.now();
    const book = await readLiveExposure(deps, partitions, now, cover.contractId);
    existed ??= book.excludedFound;
    const decision = checkAccumulation(cover.shares, sums(book), deps.accumulationLimits);
    if (decision.refused) {
      if (wrote && !existed) await release(deps, partitions, cover.contractId);
      assertWithinAccumulationLimits(decision);
    }
    const at = now.toISOString();
    await Promise.all(
      cover.shares.map((s) =>
        deps.exposures.put({
          partition: s.key,
          contractId: cover.contractId,
          ...(cover.organizationId ? { organizationId: cover.organizationId } : {}),
          program: cover.quote.program,
          kind: s.kind,
          state: s.state,
          ...(s.lat !== undefined && s.lon !== undefined ? { lat: s.lat, lon: s.lon } : {}),
          exposureCents: s.exposureCents,
          endDate: end,
          hold: 'held',
          updatedAt: at,
          ...(s.kind === 'region' && scenarios ? { scenarios } : {}),
        }),
      ),
    );
    wrote = true;
    let committed = true;
    for (const p of partitions) {
      if (!(await deps.exposures.bump(p, book.versions.get(p) ?? 0))) {
        committed = false;
        break;
      }
    }
    if (committed) return decision;
  }
  throw new AppError('CONFLICT', undefined, { reason: 'EXPOSURE_BUSY', contractId: cover.contractId });
}

async function release(deps: Pick<Ports, 'exposures'>, partitions: readonly string[], contractId: string) {
  await Promise.all(partitions.map((p) => deps.exposures.remove(p, contractId)));
}

/** After the contract's write: its entries are `live` (trusted). Best effort: readers check a `held` one. */
export async function confirmExposure(
  deps: Pick<Ports, 'exposures' | 'clock' | 'logger'>,
  cover: CoverExposure,
): Promise<void> {
  const at = deps.clock.now().toISOString();
  try {
    await Promise.all(cover.shares.map((s) => deps.exposures.setHold(s.key, cover.contractId, 'live', at)));
  } catch (error) {
    deps.logger.warn('Confirming exposure failed; readers check the contract', {
      contractId: cover.contractId,
      error,
    });
  }
}

/**
 * Before a contract leaves the live statuses (rejected, expired, cancelled): its entries become
 * `held`, so readers check the contract from now on; `releaseExposure` removes them after the write.
 */
export async function holdExposure(deps: ReleaseDeps, cover: CoverExposure): Promise<void> {
  const at = deps.clock.now().toISOString();
  await Promise.all(cover.shares.map((s) => deps.exposures.setHold(s.key, cover.contractId, 'held', at)));
}

/** After the contract left the live statuses: remove its entries (best effort: readers drop them anyway). */
export async function releaseExposure(deps: ReleaseDeps, cover: CoverExposure): Promise<void> {
  try {
    await release(
      deps,
      cover.shares.map((s) => s.key),
      cover.contractId,
    );
  } catch (error) {
    deps.logger.warn('Releasing exposure failed; readers drop it', { contractId: cover.contractId, error });
  }
}

/**
 * A write that takes a contract out of the live statuses (rejected, expired, cancelled): its
 * entries are held first, then `write` runs, then (when it wrote) they are removed. A draft has no
 * committed entries (a failed submission's held ones are dropped by readers once stale).
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
