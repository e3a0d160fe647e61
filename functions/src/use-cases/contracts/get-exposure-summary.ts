import { centsToDollars, datasetOfCellKey, summarizeExposureTotals } from '@almanac/core';
import type { ExposureTotal, Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireUnderwriter } from './underwriting-access.js';

/** The counters read per page (one small item per cell or state, never one per contract). */
export const EXPOSURE_TOTALS_PAGE = 200;

/**
 * getExposureSummary (docs/pricing.md, "Accumulation limits and the book"): the capital provider's
 * bound and pending exposure of every agency per state and in the largest cells, against the
 * limits. Operations only (internal users and super admins). Served from the book's counters (one
 * per scope, read by pages), not from the contracts' entries; amounts only, no agency or client.
 */
export async function getExposureSummary(
  ports: Pick<Ports, 'exposures' | 'users' | 'accumulationLimits'>,
  caller: Caller | null,
) {
  await requireUnderwriter(ports, caller);
  const totals: ExposureTotal[] = [];
  let cursor: string | undefined;
  do {
    const page = await ports.exposures.listTotals({
      limit: EXPOSURE_TOTALS_PAGE,
      ...(cursor ? { cursor } : {}),
    });
    totals.push(...page.totals);
    cursor = page.cursor;
  } while (cursor);
  const limits = ports.accumulationLimits;
  const summary = summarizeExposureTotals(
    totals.map(({ totalCents, ...t }) => ({ ...t, exposureCents: totalCents })),
    limits,
  );
  const view = (s: (typeof summary.regions)[number]) => ({
    id: s.key,
    kind: s.kind === 'cell' ? 'CELL' : 'REGION',
    state: s.state,
    datasetId: datasetOfCellKey(s.key),
    lat: s.lat ?? null,
    lon: s.lon ?? null,
    exposure: centsToDollars(s.exposureCents),
    limit: centsToDollars(s.limitCents),
    share: s.share,
    contracts: s.contracts,
  });
  return {
    cellLimit: centsToDollars(limits.cellLimitCents),
    regionLimit: centsToDollars(limits.regionLimitCents),
    referralShare: limits.referralShare,
    regions: summary.regions.map(view),
    cells: summary.cells.map(view),
  };
}
