/**
 * createPremiumIndicationRequest (seed 000 section 7; seed 001 section 7): a public field, so the
 * GraphQL client sends it with the API key whether or not someone is signed in.
 */
import { useMutation } from '@tanstack/react-query';
import { gql, useGraphqlClient } from '../../../lib/graphql/index.js';

export interface PremiumIndicationRequestVariables {
  input: {
    programType: string;
    start: string;
    end: string;
    limit: number;
    name?: string;
    email?: string;
    recaptcha?: string;
  };
}

export interface PremiumIndicationRequestResult {
  id: string;
  programType: string;
  start: string;
  end: string;
  limit: number;
  name: string | null;
  createdAt: string;
}

export const CREATE_PREMIUM_INDICATION_REQUEST = gql<
  { createPremiumIndicationRequest: PremiumIndicationRequestResult | null },
  PremiumIndicationRequestVariables
>(`mutation CreatePremiumIndicationRequest($input: PremiumIndicationRequestInput!) {
  createPremiumIndicationRequest(input: $input) { id programType start end limit name createdAt }
}`);

export function useCreatePremiumIndicationRequest() {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: async (input: PremiumIndicationRequestVariables['input']) => {
      const data = await client.request(CREATE_PREMIUM_INDICATION_REQUEST, { input });
      if (!data.createPremiumIndicationRequest) throw new Error('The request could not be sent.');
      return data.createPremiumIndicationRequest;
    },
  });
}
