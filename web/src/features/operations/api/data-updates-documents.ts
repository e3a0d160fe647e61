/**
 * The operations page of weather data update runs (docs/requirements.md#claims): the latest runs,
 * newest first. data-updates-api.ts sends it. No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

export const GET_DATA_UPDATE_RUNS = graphql(`
  query GetDataUpdateRuns($limit: Int) {
    getDataUpdateRuns(limit: $limit) {
      _id
      id
      datasetId
      status
      trigger
      startedAt
      finishedAt
      latestDateBefore
      latestDateAfter
      daysAdded
      filesIngested
      error
    }
  }
`);
