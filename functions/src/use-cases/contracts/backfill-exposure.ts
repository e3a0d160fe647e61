import { ContractStatus } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import { isLiveContract } from '../pricing/exposure.js';

/**
 * One-off, after deploying the counters (issue 26; docs/data-model.md, "Accumulation"): every entry
 * the book held before them is counted into its scope (no limit: these covers are sold already),
 * written again as a current `live` entry, and a bound cover's payouts joined to its state's book;
 * an entry whose contract is no longer live is deleted. Idempotent (a count and a booking happen
 * once per contract): run it again after a failure. Answers what it did.
 */
export async function backfillExposure(
  ports: Pick<Ports, 'exposures' | 'contracts' | 'clock'>,
): Promise<{ counted: number; removed: number }> {
  const now = ports.clock.now();
  const today = now.toISOString().slice(0, 10);
  const legacy = await ports.exposures.legacyEntries();
  const contracts = new Map(
    (await ports.contracts.getMany([...new Set(legacy.map((e) => e.contractId))])).map((c) => [c.id, c]),
  );
  let counted = 0;
  let removed = 0;
  for (const e of legacy) {
    const contract = contracts.get(e.contractId);
    if (!contract || e.endDate < today || !isLiveContract(contract, today)) {
      await ports.exposures.remove(e.partition, e.contractId, e.updatedAt);
      removed++;
      continue;
    }
    const scope = {
      kind: e.kind,
      key: e.partition,
      state: e.state,
      ...(e.lat !== undefined && e.lon !== undefined ? { lat: e.lat, lon: e.lon } : {}),
    };
    await ports.exposures.count(scope, e.contractId, e.exposureCents, Number.MAX_SAFE_INTEGER);
    if (contract.status === ContractStatus.APPROVED && e.kind === 'region' && e.scenarios)
      await ports.exposures.addToBook(e.state, e.contractId, e.scenarios);
    await ports.exposures.put({ ...e, hold: 'live', updatedAt: now.toISOString() });
    counted++;
  }
  return { counted, removed };
}
