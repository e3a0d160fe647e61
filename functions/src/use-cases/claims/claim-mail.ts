import { agentContractPath, clientCopyAddresses, type RateLimitName } from '@almanac/core';
import {
  claimDecisionEmail,
  claimOpenedEmail,
  policyClosedEmail,
  type ClaimMailArgs,
} from '../../emails/claim-emails.js';
import type { ClaimRecord, OutgoingMail, Ports, SettlementRecord } from '../../ports/index.js';
import { sendContractMail } from '../contracts/contract-mail.js';
import { personName } from '../contracts/contract-view.js';
import type { PolicyIssued } from './claim-access.js';

export type ClaimMailDeps = Pick<Ports, 'users' | 'throttle' | 'clock' | 'mailQueue' | 'webUrl' | 'logger'>;

/**
 * E-mail a policy's agent (with the link to their page of the policy) and its policyholder (the
 * client, and a copy to each other client address of the application: core's clientCopyAddresses;
 * these notices carry no personal link), rate-limited per recipient (core's RATE_LIMITS `limit`):
 * past it that notice is not sent.
 */
async function mailBoth(
  ports: ClaimMailDeps,
  limit: RateLimitName,
  contract: PolicyIssued,
  settlement: SettlementRecord,
  idPrefix: string,
  render: (args: ClaimMailArgs) => OutgoingMail,
) {
  const [agent, client] = await Promise.all([
    ports.users.get(contract.agentId),
    ports.users.get(contract.clientId),
  ]);
  const insured = contract.entityInformation.legalName || (client ? personName(client) : '');
  const base = { contract, settlement, insured };
  if (agent)
    await sendContractMail(
      ports,
      limit,
      render({
        ...base,
        id: `${idPrefix}-${contract.id}-agent`,
        to: agent.email,
        name: personName(agent),
        audience: 'agent',
        link: `${ports.webUrl}${agentContractPath(contract.quoteId)}`,
      }),
      contract.id,
    );
  if (client)
    await sendContractMail(
      ports,
      limit,
      render({
        ...base,
        id: `${idPrefix}-${contract.id}-policyholder`,
        to: client.email,
        name: personName(client),
        audience: 'policyholder',
      }),
      contract.id,
    );
  if (client)
    for (const [i, to] of clientCopyAddresses(contract.entityInformation.emails, client.email).entries())
      await sendContractMail(
        ports,
        limit,
        render({
          ...base,
          id: `${idPrefix}-${contract.id}-policyholder-copy-${i + 1}`,
          to,
          name: insured,
          audience: 'policyholder',
        }),
        contract.id,
      );
}

/** After a settlement: a claim opened (payout above zero) or the policy closed, with its index. */
export const notifySettlement = (
  ports: ClaimMailDeps,
  contract: PolicyIssued,
  settlement: SettlementRecord,
) =>
  settlement.outcome === 'CLAIM_OPENED'
    ? mailBoth(ports, 'settlementMailPerRecipient', contract, settlement, 'claim-opened', claimOpenedEmail)
    : mailBoth(ports, 'settlementMailPerRecipient', contract, settlement, 'policy-closed', policyClosedEmail);

/** After operations decided on a claim: approved (how it is payable) or rejected (the message to the client, never the internal reason). */
export const notifyClaimDecision = (ports: ClaimMailDeps, contract: PolicyIssued, claim: ClaimRecord) =>
  mailBoth(
    ports,
    'claimDecisionMailPerRecipient',
    contract,
    claim.settlement,
    `claim-${claim.status.toLowerCase()}`,
    (args) => claimDecisionEmail({ ...args, claim }),
  );
