/**
 * Policy-period data from the pricing API (docs/requirements.md#api-quoting): a program's default
 * period, presets and deadline (getLPCDates for the precipitation programs, getLTCDates for
 * temperature, each with the program type), and a dataset's latest date (getDatasetMetaDataV4 →
 * properties.end_datetime).
 */
import type { ProgramCode } from '@almanac/core';
import { useQuery } from '@tanstack/react-query';
import { graphql, useGraphqlClient } from '../../../lib/graphql/index.js';

/** A program's default period, deadline and presets, and the period rules. */
graphql(`
  fragment ProgramDatesFields on ProgramDates {
    programType
    startDate
    endDate
    deadlineDate
    days
    applicationDeadlineDays
    earliestStartDate
    latestStartDate
    latestEndDate
    minDays
    maxMonths
    presets {
      label
      startDate
      endDate
      deadlineDate
      days
    }
  }
`);

export const GET_LPC_DATES = graphql(`
  query GetLPCDates($programType: String) {
    getLPCDates(programType: $programType) {
      ...ProgramDatesFields
    }
  }
`);
export const GET_LTC_DATES = graphql(`
  query GetLTCDates($programType: String) {
    getLTCDates(programType: $programType) {
      ...ProgramDatesFields
    }
  }
`);

export const GET_DATASET_METADATA = graphql(`
  query GetDatasetMetaDataV4($dataset: String) {
    getDatasetMetaDataV4(dataset: $dataset) {
      id
      properties {
        end_datetime
        origin
      }
    }
  }
`);

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
