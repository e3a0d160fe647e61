/**
 * The dashboard's documents (docs/requirements.md#dashboard): dashboard-api.ts sends them, the integration tests send them too.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

export const GET_AGENT_STATS = graphql(`
  query GetAgentStats {
    getAgentStats {
      totalPremiumIndications
      totalActivePolicies
      totalContractsExpiringSoon
    }
  }
`);

export const SAVE_FEEDBACK = graphql(`
  mutation SaveFeedback($rating: Int, $feedback: String) {
    saveFeedback(rating: $rating, feedback: $feedback)
  }
`);
