import { dataUpdateRunsSchema } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { requireUnderwriter } from '../contracts/underwriting-access.js';
import { parseInput } from '../validate.js';

/**
 * getDataUpdateRuns(limit): the latest runs of the weather data update job, newest first
 * (docs/requirements.md#claims). Operations only: internal users and super admins.
 */
export async function getDataUpdateRuns(
  ports: Pick<Ports, 'users' | 'dataUpdateRuns'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  await requireUnderwriter(ports, caller);
  const { limit } = parseInput(dataUpdateRunsSchema, rawArgs ?? {});
  const runs = await ports.dataUpdateRuns.listRecent(limit);
  return runs.map((run) => ({
    ...run,
    _id: run.id,
    finishedAt: run.finishedAt ?? null,
    latestDateBefore: run.latestDateBefore ?? null,
    latestDateAfter: run.latestDateAfter ?? null,
    error: run.error ?? null,
  }));
}
