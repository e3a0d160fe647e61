/**
 * The policy-period documents (docs/requirements.md#api-quoting): period-api.ts sends them, the integration tests send them too.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

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
