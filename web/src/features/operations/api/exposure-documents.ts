/**
 * The operations page of bound and pending exposure (docs/pricing.md, "Accumulation limits and the
 * book"). exposure-api.ts sends it. No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

export const GET_EXPOSURE_SUMMARY = graphql(`
  query GetExposureSummary {
    getExposureSummary {
      cellLimit
      regionLimit
      referralShare
      regions {
        id
        kind
        state
        datasetId
        lat
        lon
        exposure
        limit
        share
        contracts
      }
      cells {
        id
        kind
        state
        datasetId
        lat
        lon
        exposure
        limit
        share
        contracts
      }
    }
  }
`);
