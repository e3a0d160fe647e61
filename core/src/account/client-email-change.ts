import * as z from 'zod';
import { CLIENT_EMAIL_CHANGE_NOT_VISIBLE_MESSAGE, CLIENT_EMAIL_OWN_AGENCY_MESSAGE } from '../errors.js';
import { ContractStatus } from '../applications/contract-status.js';
import { clientProfileSchema } from '../schemas/quotes.js';

/**
 * A client's contact e-mail while an application or policy is open (docs/requirements.md#clients,
 * docs/security.md "Client e-mail changes"): the client's review and claim links go to that
 * address, so whoever controls it can sign, pay and claim as the client. An agent's change is only
 * a request: it takes effect when confirmed from the link mailed to the old address, or when
 * operations change it. The old address is told either way.
 */

/** Statuses an application never leaves: a contract in one of them (and no policy) is closed. */
export const FINAL_CONTRACT_STATUSES: readonly ContractStatus[] = [
  ContractStatus.REJECTED,
  ContractStatus.EXPIRED,
  ContractStatus.CANCELLED,
];

/** Whether a client's contract still holds business: an open application, or a policy (bound once). */
export const isOpenBusiness = (contract: { status: ContractStatus; policyNumber?: string }): boolean =>
  !FINAL_CONTRACT_STATUSES.includes(contract.status) || !!contract.policyNumber;

/** confirmClientEmailChange(token): the link's token, checked further on the server. */
export const confirmEmailChangeArgsSchema = z.object({ token: z.string().trim().min(1).max(512) });

/** changeClientEmail(client, email): operations set a client's e-mail directly. */
export const changeClientEmailArgsSchema = z.object({
  client: z.string().trim().min(1).max(100),
  email: clientProfileSchema.shape.email,
});

/** How long the edit form's "awaits confirmation" notice stays (it has more to read than a save). */
export const EMAIL_CHANGE_PENDING_TOAST_MS = 12_000;

export const clientEmailChangeMessages = {
  /** updateClientUser refused: the caller cannot see every open application or policy of the client. */
  notVisible: CLIENT_EMAIL_CHANGE_NOT_VISIBLE_MESSAGE,
  /** changeClientEmail refused: a super admin's own agency's client. */
  ownAgencyOperations: CLIENT_EMAIL_OWN_AGENCY_MESSAGE,
  /** The edit form's notice (title, then text) after saving a new e-mail that awaits confirmation. */
  pendingTitle: 'Saved: the email change awaits confirmation',
  pending: (oldEmail: string, newEmail: string): string =>
    `The email change to ${newEmail} is waiting for confirmation: we sent a link to the current address, ${oldEmail}. Until it is confirmed, the client's links keep going to ${oldEmail}.`,
  /** The confirmation page. */
  pageTitle: 'Confirm the email change',
  pageIntro:
    'Confirming moves this client account, and the links to its applications and policies, to the new email address.',
  confirmButton: 'Confirm the change',
  confirmed: (newEmail: string): string =>
    `Done: the account's email is now ${newEmail}. Links to applications and policies go to that address from now on.`,
  missingToken: 'This link is incomplete. Open the link in your latest email again.',
  /** A used, replaced, expired or stale link (INVALID_TOKEN / TOKEN_EXPIRED). */
  invalidLink:
    'This link is no longer valid: it was used, replaced by a newer request, or the address changed meanwhile. Nothing was changed.',
} as const;
