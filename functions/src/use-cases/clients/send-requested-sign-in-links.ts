import { ContractStatus } from '@almanac/core';
import type { ClientSignInLinkJob, ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import { personName } from '../contracts/contract-view.js';
import { emailClientSignInLink } from './client-sign-in.js';
import { contractIdsOf } from './get-my-policies.js';

export type RequestedSignInLinkDeps = Pick<
  Ports,
  'users' | 'contracts' | 'quotes' | 'oneTimeTokens' | 'clock' | 'random' | 'digest' | 'mailQueue' | 'webUrl'
>;

/** The most client records one request mails (one address is a client of a handful of agencies). */
export const SIGN_IN_LINKS_PER_REQUEST = 10;

/** Contracts that make a client record worth a sign-in link: a policy or an application still open. */
const CLOSED: readonly string[] = [
  ContractStatus.DRAFT,
  ContractStatus.REJECTED,
  ContractStatus.CANCELLED,
  ContractStatus.EXPIRED,
];

/** The contract a record's link is tied to: its newest bound policy, else its newest open application. */
function subjectOf(contracts: ContractRecord[], client: UserRecord): ContractRecord | undefined {
  const open = contracts.filter((c) => c.clientId === client.id && !CLOSED.includes(c.status));
  const newest = (list: ContractRecord[]) =>
    [...list].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  return newest(open.filter((c) => c.status === ContractStatus.APPROVED)) ?? newest(open);
}

/**
 * The claim link worker's sign-in job, queued by requestClientSignInLink (issue 27 item 12;
 * docs/requirements.md#access-and-routing): for each client record with the e-mail (every
 * agency's; a client of two agencies is two records, each with its own session and policies)
 * that has a policy or an open application, e-mail that record a CLIENT_SIGN_IN link exactly as
 * the policy e-mail's (random, stored hashed, single use, 7 days, bound to the address), one
 * e-mail per record naming its agent. An address with no such record gets nothing. Answers how
 * many links were mailed (for the worker's log; never the address).
 */
export async function sendRequestedSignInLinks(
  ports: RequestedSignInLinkDeps,
  job: ClientSignInLinkJob,
): Promise<number> {
  const records = (await ports.users.listClientsByEmail(job.email)).slice(0, SIGN_IN_LINKS_PER_REQUEST);
  let mailed = 0;
  for (const client of records) {
    const contracts = await ports.contracts.getMany(await contractIdsOf(ports, client));
    const subject = subjectOf(contracts, client);
    if (!subject) continue;
    const agent = await ports.users.get(subject.agentId);
    await emailClientSignInLink(
      ports,
      subject,
      client,
      ports.random.id(),
      agent ? personName(agent) : undefined,
    );
    mailed += 1;
  }
  return mailed;
}
