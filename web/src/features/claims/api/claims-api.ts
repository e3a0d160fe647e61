/**
 * The claim pages' calls (docs/requirements.md#claims, #invitations): the policy-number modal's
 * invitation, the claim link (once per token), the contract that prefills section I, the loss
 * report, its review, and the policy's estimated payout.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptClaimsFormInviteMutation,
  LossReportInput,
  LossReportReviewInput,
} from '../../../lib/graphql/generated/graphql.js';
import { useGraphqlClient } from '../../../lib/graphql/index.js';
import { useSingleUseLink } from '../../../lib/graphql/single-use-link.js';
import type { LossReport } from '../model/loss-report.js';
import {
  ACCEPT_CLAIMS_FORM_INVITE,
  GET_LOSS_REPORT,
  GET_LOSS_REPORT_CONTRACT,
  GET_LOSS_REPORT_PAYOUT,
  INVITE_CLIENT_CLAIM_FORM,
  SAVE_LOSS_REPORT,
  SAVE_LOSS_REPORT_REVIEW,
} from './claims-documents.js';

export const lossReportKey = (id: string) => ['lossReport', id] as const;

/** The policy-number modal: e-mails the named insured a claim link (the API key; always true). */
export function useInviteClientClaimForm() {
  const client = useGraphqlClient();
  return useMutation({
    mutationFn: async (policyId: string): Promise<boolean> =>
      (await client.request(INVITE_CLIENT_CLAIM_FORM, { policyId })).inviteClientClaimForm ?? false,
  });
}

export type AcceptedClaimLink = NonNullable<AcceptClaimsFormInviteMutation['acceptClaimsFormTokenInvite']>;

/** The claim link's answer (the API key: core's publicFields lists the operation), sent once per token. */
export const useAcceptClaimLink = (token: string) =>
  useSingleUseLink('claimsFormInvite', token, async (client, t): Promise<AcceptedClaimLink> => {
    const accepted = (await client.request(ACCEPT_CLAIMS_FORM_INVITE, { token: t }))
      .acceptClaimsFormTokenInvite;
    if (!accepted) throw new Error('The link answered nothing.');
    return accepted;
  });

/** The contract section I prefills from; disabled without an id. */
export function useLossReportContract(id: string | null) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['lossReportContract', id],
    enabled: !!id,
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await client.request(GET_LOSS_REPORT_CONTRACT, { id: id ?? '' }, { signal })).getContract ?? null,
  });
}

export function useSaveLossReport() {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LossReportInput): Promise<LossReport> => {
      const saved = (await client.request(SAVE_LOSS_REPORT, { input })).saveLossReport;
      if (!saved) throw new Error('The loss report was not saved.');
      return saved;
    },
    onSuccess: (saved) => queryClient.setQueryData(lossReportKey(saved.id), saved),
  });
}

/** A loss report; null when the server has none for this session. */
export function useLossReport(id: string) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: lossReportKey(id),
    retry: false,
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (await client.request(GET_LOSS_REPORT, { id }, { signal })).getForm ?? null,
  });
}

export function useSaveLossReportReview(id: string) {
  const client = useGraphqlClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LossReportReviewInput): Promise<LossReport> => {
      const saved = (await client.request(SAVE_LOSS_REPORT_REVIEW, { id, input })).saveLossReportReview;
      if (!saved) throw new Error('The loss report review was not saved.');
      return saved;
    },
    onSuccess: (saved) => queryClient.setQueryData(lossReportKey(id), saved),
  });
}

/** The policy's estimated payout (getPolicyIndex); disabled without a contract. */
export function useLossReportPayout(contractId: string | null) {
  const client = useGraphqlClient();
  return useQuery({
    queryKey: ['lossReportPayout', contractId],
    enabled: !!contractId,
    retry: false,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await client.request(GET_LOSS_REPORT_PAYOUT, { contractId: contractId ?? '' }, { signal }))
        .getPolicyIndex ?? null,
  });
}
