/**
 * The client's pages' calls (docs/requirements.md#client-review, #payment, #api-applications):
 * the review link (once per token), the contract, the signature, the ACH payment and a document's
 * signed link.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptClientReviewInviteMutation,
  ClientPaymentInput,
  ClientReviewInput,
} from '../../../lib/graphql/generated/graphql.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { useSingleUseLink } from '../../../lib/graphql/single-use-link.js';
import type { ClientContract } from '../model/client-contract.js';
import {
  ACCEPT_REVIEW_INVITE,
  ADD_CLIENT_PAYMENT,
  GET_CLIENT_CONTRACT,
  GET_DOCUMENT_URL,
  SUBMIT_CLIENT_REVIEW,
} from './client-review-documents.js';

export const clientContractKey = (id: string) => ['clientContract', id] as const;

export type AcceptedReview = NonNullable<
  AcceptClientReviewInviteMutation['acceptClientReviewContractInvite']
>;

/** The review link's answer (the API key: core's publicFields lists the operation), sent once per token. */
export const useAcceptReviewInvite = (token: string) =>
  useSingleUseLink('clientReviewInvite', token, async (client, t): Promise<AcceptedReview> => {
    const accepted = (await client.request(ACCEPT_REVIEW_INVITE, { token: t }))
      .acceptClientReviewContractInvite;
    if (!accepted) throw new Error('The link answered nothing.');
    return accepted;
  });

/** The client's contract; null when the server has none for this session. */
export function useClientContract(id: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: clientContractKey(id),
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await client.request(GET_CLIENT_CONTRACT, { id }, { signal })).getContract ?? null,
  });
}

export function useSubmitClientReview(id: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientReviewInput): Promise<ClientContract> => {
      const data = await client.request(SUBMIT_CLIENT_REVIEW, { contract: id, input });
      if (!data.submitReviewedLpcApplicationByClient) throw new Error('The application could not be signed.');
      return data.submitReviewedLpcApplicationByClient;
    },
    onSuccess: (signed) => queryClient.setQueryData(clientContractKey(id), signed),
  });
}

export function useAddClientPayment(id: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientPaymentInput): Promise<ClientContract> => {
      const data = await client.request(ADD_CLIENT_PAYMENT, { contract: id, input });
      if (!data.addClientUserPayment) throw new Error('The payment could not be recorded.');
      return data.addClientUserPayment;
    },
    onSuccess: (paid) => queryClient.setQueryData(clientContractKey(id), paid),
  });
}

/** A short-lived signed link to one of the contract's documents. */
export function useDocumentUrl() {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: async (file: string): Promise<string> => {
      const url = (await client.request(GET_DOCUMENT_URL, { file })).getSignedUrl;
      if (!url) throw new Error('No link for this document.');
      return url;
    },
  });
}
