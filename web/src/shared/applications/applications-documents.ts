/**
 * Creating an insurance application (docs/requirements.md#apply-select, #quote-details,
 * #api-applications): Apply for Coverage, the quote details page and the quote-saved page send it.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../lib/graphql/document.js';

export const CREATE_INSURANCE_APPLICATION = graphql(`
  mutation CreateInsuranceApplication($client: ID!, $quote: ID!) {
    createInsuranceApplication(client: $client, quote: $quote) {
      id
      quoteId
      status
    }
  }
`);

/** The header's Apply for Coverage badge: the caller's applications waiting for them. */
export const GET_APPLICATIONS_IN_PROGRESS = graphql(`
  query GetApplicationsInProgress {
    getAgentStats {
      applicationsInProgress
    }
  }
`);
