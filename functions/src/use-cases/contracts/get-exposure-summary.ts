import { centsToDollars, datasetOfCellKey, summarizeExposure } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { readLiveExposure, type ExposureReadDeps } from '../pricing/exposure.js';
import { requireUnderwriter } from './underwriting-access.js';

/**
 * getExposureSummary (docs/pricing.md, "Accumulation limits and the book"): the capital provider's
 * bound and pending exposure of every agency per state and in the largest cells, against the
 * limits. Operations only (internal users and super admins). Reads every partition the book lists
 * (one Query each, the live entries as a sale counts them); amounts only, no agency or client.
 */
export async function getExposureSummary(
  ports: ExposureReadDeps & Pick<Ports, 'users' | 'clock' | 'accumulationLimits'>,
  caller: Caller | null,
) {
  await requireUnderwriter(ports, caller);
  const partitions = (await ports.exposures.listPartitions()).map((p) => p.partition);
  const book = await readLiveExposure(ports, partitions, ports.clock.now());
  const entries = [...book.entries.values()].flat().map((e) => ({
    kind: e.kind,
    key: e.partition,
    state: e.state,
    ...(e.lat !== undefined && e.lon !== undefined ? { lat: e.lat, lon: e.lon } : {}),
    exposureCents: e.exposureCents,
    contractId: e.contractId,
  }));
  const limits = ports.accumulationLimits;
  const summary = summarizeExposure(entries, limits);
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
