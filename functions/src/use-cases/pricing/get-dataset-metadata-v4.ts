import { datasetArgSchema, datasets } from '@almanac/core';
import type { Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { requireQuoter } from './access.js';
import { datasetMetadata } from './price-request.js';

/** STAC-style timestamps for the dataset's first and latest days. */
const stacDateTime = (isoDate: string) => `${isoDate}T00:00:00Z`;

/**
 * A dataset's coverage (docs/requirements.md#api-quoting: the quoter reads
 * `properties.end_datetime`, the latest day with data, to cap the policy period), and whether it is
 * observed or demo data.
 */
export async function getDatasetMetaDataV4(
  ports: Pick<Ports, 'users' | 'weather'>,
  caller: Caller | null,
  rawArgs: unknown,
) {
  await requireQuoter(ports, caller);
  const { dataset } = parseInput(datasetArgSchema, rawArgs);
  const meta = await datasetMetadata(ports, dataset);
  const def = datasets[dataset];
  return {
    id: dataset,
    properties: {
      title: def.title,
      provider: def.provider,
      start_datetime: stacDateTime(meta.firstDate),
      end_datetime: stacDateTime(meta.latestDate),
      origin: meta.origin,
      ingestedCells: meta.ingestedCells,
      updated: meta.updatedAt ?? null,
    },
  };
}
