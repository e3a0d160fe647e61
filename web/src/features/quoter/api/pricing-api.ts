/**
 * The pricing calls of the coverage-terms step (docs/requirements.md#api-quoting;
 * graphql/schema.graphql): createParametricCustomQuote (excess rainfall), createParametricQuote
 * (high and low temperature, low rainfall), getPricingRequest (polling after sync: false) and
 * getIndexDataV2.
 */
import type { ProgramCode } from '@almanac/core';
import { useQuery } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { GET_INDEX_DATA_V2 } from './pricing-documents.js';
import { indexDataVariables } from '../model/terms.js';
import type { LocationSelection, PolicyPeriod } from '../model/wizard.js';

/**
 * The yearly index of the chosen locations and period (the index panel, the history chart before
 * pricing, and the bounds of a custom temperature trigger). Skipped without locations or period.
 */
export function useIndexData(
  program: ProgramCode | null,
  location: LocationSelection | null,
  period: PolicyPeriod | null,
) {
  const client = useGraphqlClient();
  const variables = program && location && period ? indexDataVariables(program, { location, period }) : null;
  return useQuery({
    queryKey: ['quoter', 'index-data', variables],
    enabled: !!variables,
    staleTime: 10 * 60_000,
    retry: 1,
    queryFn: async ({ signal }) => {
      const data = await client.request(GET_INDEX_DATA_V2, variables!, { signal });
      return data.getIndexDataV2;
    },
  });
}
