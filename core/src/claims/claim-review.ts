/**
 * Claims as operations see them (docs/requirements.md#claims): the inputs of getClaims, getClaim,
 * getPolicyIndex and reviewClaim (APPROVE, or REJECT with a reason), and their messages. The
 * server validates with these; the web's review dialog reads the same.
 */
import * as z from 'zod';
import { ClaimStatus, claimStatuses } from './claim-statuses.js';
import { clientMessageSchema } from '../text/client-message.js';

export const claimMessages = {
  reasonRequired: 'Please give a reason for rejecting the claim (at least 3 characters).',
  reasonTooLong: 'The reason must be at most 2000 characters.',
  decisionInvalid: 'The decision must be APPROVE or REJECT.',
  notPending: 'This claim has already been decided.',
  notSettled: 'This claim is still being settled. Please try again after the next settlement run.',
  selfReview: 'You cannot decide on a claim on a policy your agency sold.',
  statusInvalid: 'Unknown claim status.',
  notFound: 'No such claim.',
  policyNotFound: 'No such policy.',
} as const;

export const ClaimDecision = { APPROVE: 'APPROVE', REJECT: 'REJECT' } as const;
export type ClaimDecision = (typeof ClaimDecision)[keyof typeof ClaimDecision];

export const CLAIM_REASON_MIN = 3;
export const CLAIM_REASON_MAX = 2000;

const idOf = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(200, `${name} is not valid`);

/**
 * reviewClaim(id, input): APPROVE, or REJECT with a reason of at least 3 characters (internal:
 * operations only) and an optional message to the policyholder (clientMessageSchema).
 */
export const claimReviewInputSchema = z
  .object({
    decision: z.enum([ClaimDecision.APPROVE, ClaimDecision.REJECT], { error: claimMessages.decisionInvalid }),
    reason: z.string().trim().max(CLAIM_REASON_MAX, claimMessages.reasonTooLong).nullish(),
    clientMessage: clientMessageSchema,
  })
  .superRefine((input, ctx) => {
    if (input.decision === ClaimDecision.REJECT && (input.reason ?? '').length < CLAIM_REASON_MIN)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: claimMessages.reasonRequired });
  });
export type ClaimReviewInput = z.infer<typeof claimReviewInputSchema>;

export const reviewClaimArgsSchema = z.object({ id: idOf('id'), input: claimReviewInputSchema });
export const claimIdArgSchema = z.object({ id: idOf('id') });
export const policyIndexArgSchema = z.object({ contractId: idOf('contractId') });

export const CLAIMS_PAGE_SIZE = 25;
export const MAX_CLAIMS_PAGE_SIZE = 100;

/**
 * getClaims(status, pagination): the first page of 25 unless asked. Without a status operations
 * see PENDING_REVIEW (CLAIMS_DEFAULT_STATUS) and an agency every status.
 */
export const CLAIMS_DEFAULT_STATUS = ClaimStatus.PENDING_REVIEW;
export const getClaimsArgsSchema = z.object({
  status: z
    .enum(claimStatuses, { error: claimMessages.statusInvalid })
    .nullish()
    .transform((s) => s ?? undefined),
  pagination: z
    .object({
      page: z.number().int().min(1, 'page must be 1 or more').max(1000, 'page is too large').nullish(),
      limit: z
        .number()
        .int()
        .min(1, 'limit must be 1 or more')
        .max(MAX_CLAIMS_PAGE_SIZE, `limit must be at most ${MAX_CLAIMS_PAGE_SIZE}`)
        .nullish(),
    })
    .nullish()
    .transform((p) => ({ page: p?.page ?? 1, limit: p?.limit ?? CLAIMS_PAGE_SIZE })),
});
