/**
 * createPremiumIndicationRequest (docs/requirements.md#api-quoting): a public field, so the
 * GraphQL client sends it with the API key whether or not someone is signed in.
 */
import { useMutation } from '@tanstack/react-query';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { CREATE_PREMIUM_INDICATION_REQUEST } from './request-documents.js';
import type { PremiumIndicationRequestInput } from '../../../lib/graphql/generated/graphql.js';

export function useCreatePremiumIndicationRequest() {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: async (input: PremiumIndicationRequestInput) => {
      const data = await client.request(CREATE_PREMIUM_INDICATION_REQUEST, { input });
      if (!data.createPremiumIndicationRequest) throw new Error('The request could not be sent.');
      return data.createPremiumIndicationRequest;
    },
  });
}
