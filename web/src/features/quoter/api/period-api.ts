/**
 * Policy-period data from the pricing API (docs/requirements.md#api-quoting): a program's default
 * period, presets and deadline (getLPCDates for the precipitation programs, getLTCDates for
 * temperature, each with the program type), and a dataset's latest date (getDatasetMetaDataV4 →
 * properties.end_datetime).
 */
import {
  datasetCandidatesOf,
  type DatasetProvider,
  defaultProviderFromOrigins,
  type ProgramCode,
} from '@almanac/core';
import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { GET_LPC_DATES, GET_LTC_DATES, GET_DATASET_METADATA } from './period-documents.js';

export function useProgramDates(program: ProgramCode | null) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['quoter', 'program-dates', program],
    enabled: !!program,
    queryFn: async ({ signal }) => {
      const temperature = program === 'HTC' || program === 'LTC';
      const data = temperature
        ? (await client.request(GET_LTC_DATES, { programType: program }, { signal })).getLTCDates
        : (await client.request(GET_LPC_DATES, { programType: program }, { signal })).getLPCDates;
      if (!data) throw new Error('No policy periods are available for this program.');
      return data;
    },
  });
}

/** The dataset's latest day with data (YYYY-MM-DD). */
export function useDatasetLatestDate(dataset: string | null) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['quoter', 'dataset-metadata', dataset],
    enabled: !!dataset,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_DATASET_METADATA, { dataset }, { signal });
      const end = data.getDatasetMetaDataV4?.properties.end_datetime;
      return {
        latestDate: end ? end.slice(0, 10) : null,
        origin: data.getDatasetMetaDataV4?.properties.origin,
      };
    },
  });
}

/**
 * The provider the location picker starts on: the program's first dataset with observed data
 * (HPC/LPC: CPC, else PRISM where only PRISM is ingested), else the default. Undefined while loading.
 */
export function useObservedDefaultProvider(program: ProgramCode | null) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['quoter', 'observed-default-provider', program],
    enabled: !!program,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<DatasetProvider> => {
      const candidates = datasetCandidatesOf(program!);
      const origins = new Map<string, string | undefined>();
      if (candidates.length > 1) {
        const answers = await Promise.all(
          candidates.map((dataset) => client.request(GET_DATASET_METADATA, { dataset }, { signal })),
        );
        candidates.forEach((id, i) => origins.set(id, answers[i]!.getDatasetMetaDataV4?.properties.origin));
      }
      return defaultProviderFromOrigins(program!, (id) => origins.get(id));
    },
  });
}
