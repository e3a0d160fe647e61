/**
 * The client's own pages once signed in (issue 27 item 12; docs/requirements.md#access-and-routing):
 * the sign-in link's page, the list of their policies and where each one opens. The web reads
 * these; the server's getMyPolicies answers the list.
 */
import { forgotPasswordSchema } from '../schemas/auth.js';
import { ContractStatus } from './contract-status.js';
import { paymentConfirmationPath } from './application-paths.js';

export const clientPortalTexts = {
  signInTitle: 'Sign in to your policies',
  signingIn: 'Signing you in…',
  signInHow:
    'Clients sign in with the link in the e-mail that confirmed their cover ("Your cover is bound"). The link works once; if it has been used or has expired, opening it e-mails you a new one.',
  signInNoEmail:
    'Cannot find the e-mail? Enter the e-mail address on your application below and we will e-mail you a new sign-in link.',
  requestTitle: 'E-mail me a sign-in link',
  requestEmailLabel: 'E-mail address on your application',
  requestButton: 'E-mail me a sign-in link',
  requestSentTitle: 'Check your e-mail',
  requestSent:
    'If this address is on a policy or an application with Almanac, we have e-mailed it a sign-in link. The link works once, for 7 days. Nothing arrived within a few minutes? Check your spam folder, or ask your agent which address is on your application.',
  requestAnother: 'Use another address',
  signInSent: 'This sign-in link has been used or has expired. We sent a new one to your e-mail.',
  signInInvalid:
    'This sign-in link is not valid. Please use the most recent link from your e-mail, or ask your agent.',
  policiesTitle: 'Your policies',
  policiesLead:
    'Your applications and policies with Almanac. Open a policy to see its documents, its live weather index and any claim.',
  noPolicies: 'You have no policies or applications yet.',
  loadError: 'We could not load your policies. Please reload the page.',
  openPolicy: 'View policy and documents',
  awaitingYou: 'Waiting for you: open the review link in your latest e-mail from Almanac to sign or pay.',
  withAgent: 'Your agent is working on this application.',
  closed: 'Nothing is due on this application.',
  period: 'Policy period',
  limit: 'Limit of liability',
  policyNumber: 'Policy number',
  agent: 'Your agent',
} as const;

/** The page a listed contract opens for its signed-in client: a bound policy's; undefined otherwise. */
export const clientPolicyPath = (contract: {
  contractId: string;
  status: string;
  program: string;
}): string | undefined =>
  contract.status === ContractStatus.APPROVED
    ? `${paymentConfirmationPath(contract.program)}?${new URLSearchParams({ contract: contract.contractId }).toString()}`
    : undefined;

/** What the list says of a contract that does not open (see clientPolicyPath). */
export function clientPolicyNote(status: string): string | undefined {
  if (status === ContractStatus.APPROVED) return undefined;
  if (status === ContractStatus.AWAITING_CLIENT || status === ContractStatus.CLIENT_REVIEWED)
    return clientPortalTexts.awaitingYou;
  if (
    status === ContractStatus.REJECTED ||
    status === ContractStatus.CANCELLED ||
    status === ContractStatus.EXPIRED
  )
    return clientPortalTexts.closed;
  return clientPortalTexts.withAgent;
}

/**
 * requestClientSignInLink(email) (public): "E-mail me a sign-in link" on /client/sign-in and on a
 * closed review link. The same e-mail rule as every other address a person types.
 */
export const requestClientSignInLinkSchema = forgotPasswordSchema;
export type RequestClientSignInLinkInput = { email: string };
