import { clientSignInLinkPath } from '@almanac/core';
import { clientSignInEmail } from '../../emails/client-sign-in-emails.js';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { issueOneTimeToken } from '../auth/issue-tokens.js';
import { startSession } from '../auth/session.js';
import { redeemContractLink, type ContractLinkDeps } from '../contracts/contract-link.js';
import { personName } from '../contracts/contract-view.js';
import { normalizeAddress } from '../network-address.js';
import { takeRateLimit } from '../rate-limit.js';

type MailDeps = Pick<Ports, 'oneTimeTokens' | 'clock' | 'random' | 'digest' | 'mailQueue' | 'webUrl'>;

/**
 * Issue the client a CLIENT_SIGN_IN link (random, stored hashed, single use, 7 days, bound to the
 * client's address; subject one of their contracts, the policy it was sent with) and e-mail it to
 * the client's own address only. Rate limits are the caller's. Answers the mail's link.
 */
export async function emailClientSignInLink(
  ports: MailDeps,
  contract: ContractRecord,
  client: UserRecord,
  mailId = ports.random.id(),
  agentName?: string,
): Promise<string> {
  const { token, expiresAt } = await issueOneTimeToken(
    ports,
    client.id,
    'CLIENT_SIGN_IN',
    contract.id,
    client.email,
  );
  const link = `${ports.webUrl}${clientSignInLinkPath(token)}`;
  await ports.mailQueue.send(
    clientSignInEmail({ id: mailId, to: client.email, name: personName(client), link, expiresAt, agentName }),
  );
  return link;
}

/**
 * acceptClientSignIn(token) (public; issue 27 item 12): the client's lasting way in. A valid link
 * is used up (once, even in parallel), confirms the client's e-mail and starts an ordinary client
 * session, the one a client's password would give: every operation checks the caller's role, and
 * the client's reach only the client's own contracts (read-only: signing and paying stay the
 * review link's; docs/security.md "Authorisation matrix"). A used or expired link e-mails a
 * fresh one, once per link, within signInLinkResendsPerAddress and signInMailPerRecipient (past
 * either: INVALID_TOKEN, nothing sent), and answers TOKEN_EXPIRED; so the link in the policy
 * e-mail keeps working for as long as the client keeps the e-mail. Anything else (unknown,
 * tampered, another kind, an address the client no longer has) is INVALID_TOKEN.
 */
export async function acceptClientSignIn(
  ports: ContractLinkDeps & MailDeps & Pick<Ports, 'throttle'>,
  rawArgs: unknown,
  remoteIp?: string,
) {
  return redeemContractLink(ports, rawArgs, {
    type: 'CLIENT_SIGN_IN',
    opens: () => true,
    logIn: async (_contract, client, now) => {
      const user = client.confirmedAt ? client : await ports.users.setConfirmed(client.id, now.toISOString());
      return startSession(ports, user);
    },
    sendFresh: async (contract, client) => {
      const address = normalizeAddress(remoteIp) ?? 'unknown';
      if (!(await takeRateLimit(ports, 'signInLinkResendsPerAddress', address))) return false;
      if (!(await takeRateLimit(ports, 'signInMailPerRecipient', client.email))) return false;
      await emailClientSignInLink(ports, contract, client);
      return true;
    },
  });
}
