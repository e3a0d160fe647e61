/**
 * createPremiumIndicationRequest (docs/requirements.md#api-quoting): request-api.ts sends it, the integration tests send it too.
 * No React here: the integration tests import this module.
 */
import { graphql } from '../../../lib/graphql/document.js';

export const CREATE_PREMIUM_INDICATION_REQUEST = graphql(`
  mutation CreatePremiumIndicationRequest($input: PremiumIndicationRequestInput!) {
    createPremiumIndicationRequest(input: $input) {
      id
      programType
      start
      end
      limit
      name
      createdAt
    }
  }
`);
