import { claimsLossFormPath } from '@almanac/core';
import { claimLinkEmail } from '../../emails/claim-link-emails.js';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { issueOneTimeToken } from '../auth/issue-tokens.js';
import { personName } from '../contracts/contract-view.js';

export type EmailClaimLinkDeps = Pick<
  Ports,
  'oneTimeTokens' | 'clock' | 'random' | 'digest' | 'mailQueue' | 'webUrl'
>;

/**
 * Issue the policyholder a fresh CLIENT_CLAIM_FORM link (stored hashed; subject the contract, for
 * the client's user; 7 days, single use) and e-mail it. Rate limits are the caller's. `beforeMail`,
 * given the new token's hash, may still hold the mail back (answering false): then false is
 * answered and nothing is sent (the token, never mailed, expires unused).
 */
export async function emailClaimLink(
  ports: EmailClaimLinkDeps,
  contract: ContractRecord,
  client: UserRecord,
  beforeMail?: (tokenHash: string) => Promise<boolean>,
): Promise<boolean> {
  const { policyNumber } = contract;
  if (!policyNumber) throw new Error(`contract ${contract.id} has no policy number`);
  const { token, expiresAt } = await issueOneTimeToken(
    ports,
    client.id,
    'CLIENT_CLAIM_FORM',
    contract.id,
    client.email,
  );
  if (beforeMail && !(await beforeMail(ports.digest(token)))) return false;
  const link = `${ports.webUrl}${claimsLossFormPath(token)}`;
  await ports.mailQueue.send(
    claimLinkEmail({
      id: ports.random.id(),
      to: client.email,
      contract: { ...contract, policyNumber },
      clientName: personName(client),
      link,
      expiresAt,
    }),
  );
  return true;
}
