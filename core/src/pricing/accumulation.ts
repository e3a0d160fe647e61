/**
 * Accumulation: the capital provider's aggregate exposure per weather grid cell and per region
 * (the US state of a location), its limits, and the book the engine prices a new cover into
 * (docs/pricing.md, "Accumulation limits and the book").
 *
 * A cover's exposure in a cell is its limit × the weight of its location in that cell (one
 * location per cell: a quote refuses two in one cell); in a region, the sum over its locations
 * there. Exposure counts bound covers (issued, not settled, period not ended) and pending ones
 * (submitted applications awaiting underwriting, the client or payment), of every organisation:
 * the exposure is the capital provider's. Pure: the server reads the book and calls these.
 */
import { AppError } from '../errors.js';
import { stateName } from '../geo/us-states.js';
import { formatUsdWhole } from '../quoting/format.js';
import type { PortfolioScenarios } from './portfolio.js';
import { CPC_GRID, type DatasetId, datasets } from '../weather/datasets.js';
import { cellForLatLon } from '../weather/grid.js';

/**
 * The most exposure one grid cell may carry (whole dollars): ten covers at the automatic-approval
 * limit. A cell is one index: every cover in it pays in the same years. Deployments may set
 * another (the server's ACCUMULATION_CELL_LIMIT setting).
 */
export const DEFAULT_ACCUMULATION_CELL_LIMIT_DOLLARS = 10_000_000;
/**
 * The most exposure one region (US state) may carry (whole dollars): neighbouring cells' indices
 * correlate (median 0.66 around Tampa Bay), so a state's cells are far from independent.
 * Deployments may set another (ACCUMULATION_REGION_LIMIT).
 */
export const DEFAULT_ACCUMULATION_REGION_LIMIT_DOLLARS = 100_000_000;
/**
 * An application that brings a cell's or a region's exposure above this share of its limit goes
 * to an underwriter (reason ACCUMULATION). Deployments may set another (ACCUMULATION_REFERRAL_SHARE).
 */
export const DEFAULT_ACCUMULATION_REFERRAL_SHARE = 0.8;

export interface AccumulationLimits {
  /** Whole cents. */
  readonly cellLimitCents: number;
  /** Whole cents. */
  readonly regionLimitCents: number;
  /** In (0, 1]. */
  readonly referralShare: number;
}

/** Core's defaults, each overridden by the given setting when it is valid (dollars, share). */
export function resolveAccumulationLimits(
  settings: {
    cellLimitDollars?: number;
    regionLimitDollars?: number;
    referralShare?: number;
  } = {},
): AccumulationLimits {
  const dollars = (v: number | undefined, fallback: number) =>
    v !== undefined && Number.isFinite(v) && v >= 0 ? Math.round(v * 100) : fallback * 100;
  const share = settings.referralShare;
  return {
    cellLimitCents: dollars(settings.cellLimitDollars, DEFAULT_ACCUMULATION_CELL_LIMIT_DOLLARS),
    regionLimitCents: dollars(settings.regionLimitDollars, DEFAULT_ACCUMULATION_REGION_LIMIT_DOLLARS),
    referralShare:
      share !== undefined && Number.isFinite(share) && share > 0 && share <= 1
        ? share
        : DEFAULT_ACCUMULATION_REFERRAL_SHARE,
  };
}

export type ExposureScopeKind = 'cell' | 'region';

/** Where exposure is summed: one grid cell of one dataset, or one US state. */
export interface ExposureScope {
  readonly kind: ExposureScopeKind;
  /** `CELL#{datasetId}#{row}#{col}` or `REGION#{state}`: the book's partition. */
  readonly key: string;
  readonly state: string;
  /** Cells: the location in it (its latitude and longitude), for messages. */
  readonly lat?: number;
  readonly lon?: number;
}

export const cellExposureKey = (datasetId: string, cell: { row: number; col: number }): string =>
  `CELL#${datasetId}#${cell.row}#${cell.col}`;

/** The reference grid precipitation exposure is counted on, whichever grid priced the cover. */
export const PRECIPITATION_EXPOSURE_DATASET = 'cpc_precip_us-daily';

/**
 * The cell a location's exposure counts in: precipitation covers (CPC or PRISM) on the one CPC
 * 0.25° grid, so the same place priced on both grids fills one cell's limit (a CPC cell holds
 * about 36 PRISM cells); temperature covers on their dataset's own (PRISM) grid.
 */
function exposureCellKey(
  datasetId: string,
  location: { lat: number; lon: number; cell: { row: number; col: number } },
) {
  if (datasets[datasetId as DatasetId]?.variable !== 'precipitation')
    return cellExposureKey(datasetId, location.cell);
  const reference = cellForLatLon(CPC_GRID, location.lat, location.lon);
  return reference
    ? cellExposureKey(PRECIPITATION_EXPOSURE_DATASET, reference)
    : cellExposureKey(datasetId, location.cell);
}
export const regionExposureKey = (state: string): string => `REGION#${state.toUpperCase()}`;

/** One cover's exposure in one scope. */
export interface ExposureShare extends ExposureScope {
  /** Whole cents. */
  readonly exposureCents: number;
}

/**
 * A cover's exposure per cell (limit × the location's weight, whole cents) and per region (the
 * sum of its cells there), cells first. A cell is the cell of the quote's dataset: covers on
 * different datasets (peril) do not share cells; every peril shares its region.
 */
export function coverExposure(cover: {
  readonly datasetId: string;
  readonly limitCents: number;
  readonly locations: readonly {
    readonly lat: number;
    readonly lon: number;
    readonly weight: number;
    readonly state: string;
    readonly cell: { readonly row: number; readonly col: number };
  }[];
}): ExposureShare[] {
  const cells = new Map<string, ExposureShare>();
  for (const l of cover.locations) {
    const key = exposureCellKey(cover.datasetId, l);
    const cents = Math.round(cover.limitCents * l.weight);
    const prior = cells.get(key);
    cells.set(key, {
      kind: 'cell',
      key,
      state: l.state.toUpperCase(),
      lat: prior?.lat ?? l.lat,
      lon: prior?.lon ?? l.lon,
      exposureCents: (prior?.exposureCents ?? 0) + cents,
    });
  }
  const regions = new Map<string, ExposureShare>();
  for (const c of cells.values()) {
    const key = regionExposureKey(c.state);
    regions.set(key, {
      kind: 'region',
      key,
      state: c.state,
      exposureCents: (regions.get(key)?.exposureCents ?? 0) + c.exposureCents,
    });
  }
  return [...cells.values(), ...regions.values()].filter((s) => s.exposureCents > 0);
}

export interface ExposureCheck {
  readonly scope: ExposureShare;
  /** The other live covers' exposure there now (whole cents). */
  readonly currentCents: number;
  /** Current plus this cover's. */
  readonly afterCents: number;
  readonly limitCents: number;
  /** The capacity left before this cover: limit − current, never below 0. */
  readonly remainingCents: number;
  readonly exceedsLimit: boolean;
  /** Above the referral share of the limit (and within the limit). */
  readonly aboveReferralShare: boolean;
}

export interface AccumulationDecision {
  readonly checks: readonly ExposureCheck[];
  /** The first scope whose limit the cover would exceed (cells before regions). */
  readonly refused?: ExposureCheck;
  /** True when the cover stays within every limit but above a referral share. */
  readonly referral: boolean;
}

/** Check a cover's shares against the other covers' current exposure (by scope key) and the limits. */
export function checkAccumulation(
  shares: readonly ExposureShare[],
  currentCents: ReadonlyMap<string, number>,
  limits: AccumulationLimits,
): AccumulationDecision {
  const checks = shares.map((scope): ExposureCheck => {
    const limitCents = scope.kind === 'cell' ? limits.cellLimitCents : limits.regionLimitCents;
    const current = currentCents.get(scope.key) ?? 0;
    const after = current + scope.exposureCents;
    const exceedsLimit = after > limitCents;
    return {
      scope,
      currentCents: current,
      afterCents: after,
      limitCents,
      remainingCents: Math.max(0, limitCents - current),
      exceedsLimit,
      aboveReferralShare: !exceedsLimit && after > limits.referralShare * limitCents,
    };
  });
  const refused = checks.find((c) => c.exceedsLimit);
  return {
    checks,
    ...(refused ? { refused } : {}),
    referral: !refused && checks.some((c) => c.aboveReferralShare),
  };
}

const dollars = (cents: number) => formatUsdWhole(Math.floor(cents / 100));

/** Where a scope is, in words: "Florida" or "the grid cell at 27.95, -82.46 (FL)". */
export function exposureScopeLabel(scope: ExposureScope): string {
  if (scope.kind === 'region') return stateName(scope.state) ?? scope.state;
  const at =
    scope.lat !== undefined && scope.lon !== undefined
      ? ` at ${scope.lat.toFixed(2)}, ${scope.lon.toFixed(2)}`
      : '';
  return `the grid cell${at} (${scope.state})`;
}

/**
 * The refusal a quote, an application or a bind gets when a cover would exceed a limit. It names
 * the place and the (configured) limit but no amounts: the exposure is every agency's, and the
 * amounts would let a caller map other agencies' covers by probing (operations see them on the
 * exposure page).
 */
export function accumulationLimitMessage(check: ExposureCheck): string {
  return (
    `Capacity is not available for this cover: it would bring bound and pending exposure in ` +
    `${exposureScopeLabel(check.scope)} above its aggregate limit of ${dollars(check.limitCents)}. ` +
    `Lower the limit of liability or contact us.`
  );
}

/** The reason code refusals carry in `info.reason`. */
export const ACCUMULATION_LIMIT_REASON = 'ACCUMULATION_LIMIT';

/** Throw VALIDATION_ERROR with the message when the decision refused the cover. */
export function assertWithinAccumulationLimits(decision: AccumulationDecision): void {
  const r = decision.refused;
  if (!r) return;
  throw new AppError('VALIDATION_ERROR', accumulationLimitMessage(r), {
    reason: ACCUMULATION_LIMIT_REASON,
    scope: r.scope.key,
    state: r.scope.state,
    limitCents: r.limitCents,
  });
}

/** One live cover's as-if-today payouts (its quote's look-back years, whole cents). */
export interface CoverScenarios {
  readonly years: readonly number[];
  readonly payoutsCents: readonly number[];
}

/**
 * The book's yearly payouts: per historical year, the sum of the covers' as-if-today payouts, over
 * the years every cover has (a year a cover skipped, or outside its look-back, is unknown for it,
 * not zero: dropping the year keeps the book's tail from being understated). Undefined for an
 * empty book (no covers, or no common year).
 */
export function bookScenarios(covers: readonly CoverScenarios[]): PortfolioScenarios | undefined {
  if (covers.length === 0) return undefined;
  const perCover = covers.map((c) => new Map(c.years.map((y, i) => [y, c.payoutsCents[i] ?? 0])));
  const years = [...perCover[0]!.keys()].filter((y) => perCover.every((m) => m.has(y))).sort((a, b) => a - b);
  if (years.length === 0) return undefined;
  return {
    years,
    payoutsCents: years.map((y) => perCover.reduce((sum, m) => sum + m.get(y)!, 0)),
  };
}

/**
 * bookScenarios from running sums (the book the server keeps per region): `covers` covers, and per
 * year the covers having it and their summed payouts. The same years as bookScenarios: those every
 * cover has.
 */
export function bookScenariosFromSums(sums: {
  readonly covers: number;
  readonly years: readonly {
    readonly year: number;
    readonly covers: number;
    readonly payoutsCents: number;
  }[];
}): PortfolioScenarios | undefined {
  if (sums.covers <= 0) return undefined;
  const years = sums.years.filter((y) => y.covers === sums.covers).sort((a, b) => a.year - b.year);
  if (years.length === 0) return undefined;
  return { years: years.map((y) => y.year), payoutsCents: years.map((y) => y.payoutsCents) };
}

// ---------------------------------------------------------------- the operations' view

/** The operations page of bound and pending exposure (internal users and super admins). */
export const OPERATIONS_EXPOSURE_PATH = '/operations/exposure';
/** The largest cells the operations page lists. */
export const EXPOSURE_LARGEST_CELLS = 20;

export interface ExposureScopeSummary extends ExposureScope {
  readonly exposureCents: number;
  readonly limitCents: number;
  /** exposure / limit (0 when the limit is 0 and nothing is exposed; else Infinity is capped at 1). */
  readonly share: number;
  /** Live contracts there. */
  readonly contracts: number;
}

export interface ExposureSummary {
  /** Every state with live exposure, largest first. */
  readonly regions: ExposureScopeSummary[];
  /** The largest cells (at most EXPOSURE_LARGEST_CELLS), largest first. */
  readonly cells: ExposureScopeSummary[];
}

/** Sum live entries (one per contract and scope) into the operations' view. */
export function summarizeExposure(
  entries: readonly (ExposureScope & { readonly exposureCents: number; readonly contractId: string })[],
  limits: AccumulationLimits,
  largestCells = EXPOSURE_LARGEST_CELLS,
): ExposureSummary {
  const byKey = new Map<string, { scope: ExposureScope; cents: number; contracts: Set<string> }>();
  for (const e of entries) {
    const s = byKey.get(e.key) ?? {
      scope: { kind: e.kind, key: e.key, state: e.state, lat: e.lat, lon: e.lon },
      cents: 0,
      contracts: new Set<string>(),
    };
    s.cents += e.exposureCents;
    s.contracts.add(e.contractId);
    byKey.set(e.key, s);
  }
  return summarizeExposureTotals(
    [...byKey.values()].map(({ scope, cents, contracts }) => ({
      ...scope,
      exposureCents: cents,
      contracts: contracts.size,
    })),
    limits,
    largestCells,
  );
}

/**
 * The operations' view from the book's counters (one total per scope: its exposure and its number
 * of contracts); scopes with nothing exposed are left out.
 */
export function summarizeExposureTotals(
  totals: readonly (ExposureScope & { readonly exposureCents: number; readonly contracts: number })[],
  limits: AccumulationLimits,
  largestCells = EXPOSURE_LARGEST_CELLS,
): ExposureSummary {
  const rows = totals
    .filter((t) => t.exposureCents > 0)
    .map(({ exposureCents: cents, contracts, ...scope }): ExposureScopeSummary => {
      const limitCents = scope.kind === 'cell' ? limits.cellLimitCents : limits.regionLimitCents;
      return {
        ...scope,
        exposureCents: cents,
        limitCents,
        share: limitCents > 0 ? cents / limitCents : cents > 0 ? 1 : 0,
        contracts,
      };
    });
  const largest = (a: ExposureScopeSummary, b: ExposureScopeSummary) =>
    b.exposureCents - a.exposureCents || a.key.localeCompare(b.key);
  return {
    regions: rows.filter((r) => r.kind === 'region').sort(largest),
    cells: rows
      .filter((r) => r.kind === 'cell')
      .sort(largest)
      .slice(0, largestCells),
  };
}

/** The dataset of a cell scope's key (`CELL#{datasetId}#{row}#{col}`). */
export const datasetOfCellKey = (key: string): string | null =>
  key.startsWith('CELL#') ? (key.split('#')[1] ?? null) : null;

export const exposureTexts = {
  title: 'Exposure',
  link: 'Exposure',
  lead: 'Bound and pending exposure (limit × location weight) of every agency, per state and in the largest grid cells, against the aggregate limits.',
  regionsTitle: 'By state',
  cellsTitle: 'Largest grid cells',
  limits: (cell: string, region: string, share: string) =>
    `Limits: ${cell} per grid cell, ${region} per state; referral to an underwriter above ${share} of a limit.`,
  /** Why a PRISM-priced precipitation policy shows in a CPC cell (issue 27). */
  cellGridNote:
    'Precipitation covers count on the CPC 0.25° grid whichever dataset (CPC or PRISM) priced them, so one place priced on both grids fills one cell’s limit; temperature covers count on their PRISM 4 km cells.',
  /** A cell row's grid: the shared precipitation grid says so, others their dataset's title. */
  cellGrid: (datasetId: string | null | undefined): string =>
    datasetId === PRECIPITATION_EXPOSURE_DATASET
      ? 'CPC 0.25° grid (all precipitation covers, CPC- or PRISM-priced)'
      : ((datasetId && datasets[datasetId as DatasetId]?.title) ?? datasetId ?? ''),
  empty: 'No bound or pending exposure.',
  loadError: 'The exposure could not be loaded.',
  loading: 'Loading exposure',
  columns: {
    state: 'State',
    cell: 'Grid cell',
    dataset: 'Grid',
    exposure: 'Exposure',
    limit: 'Limit',
    used: 'Used',
    contracts: 'Contracts',
  },
} as const;
