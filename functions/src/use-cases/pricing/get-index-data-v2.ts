import { datasets, indexDataSchema, summarizeIndexHistory } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { requireQuoter } from './access.js';
import { loadIndexHistory } from './price-request.js';

/**
 * The yearly index of the chosen period and locations over the look-back a quote would use (the
 * same years and values as the quote's index history): average, min, max and one row per year.
 * Only the period's shape is checked (start before end, under a year), not the quoting window,
 * so the history can be shown for any period.
 */
export async function getIndexDataV2(
  ports: Pick<Ports, 'users' | 'weather' | 'states' | 'allowDemoWeather'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  await requireQuoter(ports, caller);
  const request = parseInput(indexDataSchema, rawArgs);
  const loaded = await loadIndexHistory(ports, request, { policy: false });
  const summary = summarizeIndexHistory(loaded.history);
  const dataset = datasets[request.datasetId];
  return {
    average: summary.average,
    min: summary.min,
    max: summary.max,
    result: summary.result.map((r) => ({ year: r.year, temp: r.value, value: r.value })),
    unit: loaded.history.program === 'HTC' || loaded.history.program === 'LTC' ? 'deg_F' : 'inch',
    programName: request.program,
    policyYear: loaded.history.policyYear,
    skippedYears: loaded.history.skippedYears.map((s) => ({
      year: s.year,
      reason: s.reason,
      missingDays: s.missingDays,
    })),
    dataset: {
      dclimateId: dataset.id,
      type: dataset.provider,
      title: dataset.title,
      origin: loaded.data.origin,
      latestDate: loaded.metadata.latestDate,
    },
    dataOrigin: loaded.data.origin,
  };
}
