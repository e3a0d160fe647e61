/**
 * The claim link (docs/requirements.md#invitations, #validation-claims): the policy-number modal's
 * call, inviteClientClaimForm(policyId), which e-mails the named insured a CLIENT_CLAIM_FORM link
 * to /claims/loss-form. The server validates the argument with this schema; the modal shows
 * 'Email Sent' for any well-formed number (nothing about the policy is revealed).
 */
import * as z from 'zod';
import { isPolicyNumber } from '../applications/policy-number.js';
import { ContractStatus } from '../applications/contract-status.js';
import { lossReportMessages } from './loss-report.js';

export const claimLinkMessages = {
  /** A number that cannot be a policy number (a wrong form, or a mistyped character: its check fails). */
  policyNumberFormat: 'Enter the policy number as printed on the declarations, e.g. ALM-HPC-2027-7K3M9QXR0.',
} as const;

/**
 * inviteClientClaimForm(policyId): required (core's modal message), trimmed and upper-cased, and
 * shaped like a policy number (ALM-{program}-{year}-{sequence}).
 */
export const inviteClaimFormArgsSchema = z.object({
  policyId: z
    .string({ error: lossReportMessages.modalPolicyNumber })
    .trim()
    .min(1, lossReportMessages.modalPolicyNumber)
    .max(40, claimLinkMessages.policyNumberFormat)
    .transform((v) => v.toUpperCase())
    .refine(isPolicyNumber, claimLinkMessages.policyNumberFormat),
});

/**
 * A contract a claim link opens and loss reports are filed on: a bound, issued policy (APPROVED,
 * with its policy number and its documents issued).
 */
export const isClaimablePolicy = (contract: {
  status: string;
  policyNumber?: string | null;
  policyIssuedAt?: string | null;
}): boolean =>
  contract.status === ContractStatus.APPROVED && !!contract.policyNumber && !!contract.policyIssuedAt;

/**
 * A requested claim link (inviteClientClaimForm) is mailed unless the policy's last requested link
 * is still unused, unexpired and was mailed less than this many hours ago: the policyholder then
 * has a working link in their inbox already. Whoever asks, a policyholder receives at most one
 * requested link a day while they do not use them, and always a new one once they used the last.
 */
export const CLAIM_LINK_REQUEST_QUIET_HOURS = 24;
