import {
  agentContractPath,
  clientCopyAddresses,
  clientSignInLinkPath,
  commissionCents,
  CommissionStatus,
  ContractStatus,
  contractDocumentsFolder,
  contractHistoryEvents,
  PDF_CONTENT_TYPE,
} from '@almanac/core';
import {
  policyIssuedAgentEmail,
  policyIssuedClientEmail,
  policyIssuedCopyEmail,
} from '../../emails/policy-emails.js';
import type { ContractDocumentRecord, ContractRecord, Ports } from '../../ports/index.js';
import { issueOneTimeToken } from '../auth/issue-tokens.js';
import { contractDocumentId, personName } from './contract-view.js';
import { policyDocument } from './policy-document.js';

export type IssuePolicyDeps = Pick<
  Ports,
  | 'users'
  | 'organizations'
  | 'quotes'
  | 'contracts'
  | 'commissions'
  | 'files'
  | 'documents'
  | 'sha256'
  | 'clock'
  | 'mailQueue'
  | 'webUrl'
  | 'logger'
  | 'oneTimeTokens'
  | 'random'
  | 'digest'
>;

/** Where a contract's policy declarations are stored: one key per policy, so a retry overwrites the same bytes. */
export const policyDocumentKey = (contractId: string, policyNumber: string) =>
  `${contractDocumentsFolder(contractId)}/policy/policy-${policyNumber}.pdf`;

/**
 * The follow-up of binding (docs/requirements.md#binding, docs/decisions.md): for an APPROVED
 * contract whose policy is not issued yet, (1) render the policy declarations with the signed
 * application appended and store them under a key of their own, (2) set the quote's policy number
 * (lists and the dashboard's counters then see a policy), (3) create the agent's commission (once
 * per contract), (4) e-mail the agent and the client (and a copy, without the client's link, to
 * the application's other client addresses), then (5) record `policyIssuedAt` and the
 * documents in one conditional write. Every step is idempotent, so a retry or the contracts
 * sweeper finishes what a failure left; the e-mails carry ids of their own per contract (a retry
 * resends the same message id). Anything else is answered as it is.
 */
export async function issuePolicy(ports: IssuePolicyDeps, contract: ContractRecord): Promise<ContractRecord> {
  if (contract.status !== ContractStatus.APPROVED || contract.policyIssuedAt) return contract;
  const { policyNumber } = contract;
  if (!policyNumber) throw new Error(`contract ${contract.id} is bound without a policy number`);
  const c = { ...contract, policyNumber };
  const [quote, agent, client] = await Promise.all([
    ports.quotes.get(c.quoteId),
    ports.users.get(c.agentId),
    ports.users.get(c.clientId),
  ]);
  if (!quote || !agent || !client)
    throw new Error(`contract ${c.id}: its quote, agent or client does not exist`);
  const org = c.organizationId ? await ports.organizations.get(c.organizationId) : undefined;
  const at = ports.clock.now().toISOString();

  // 1. The declarations, the signed application appended.
  const application = c.applicationDocument ? await ports.files.get(c.applicationDocument.key) : undefined;
  if (c.applicationDocument && !application)
    throw new Error(`contract ${c.id}: the signed application PDF is missing`);
  const producer = {
    name: personName(agent),
    email: agent.email,
    ...(org ? { agency: org.name } : {}),
    ...(agent.legal?.stateLicenseNumber ? { stateLicenseNumber: agent.legal.stateLicenseNumber } : {}),
  };
  const clientName = personName(client);
  const pdf = await ports.documents.policyPdf(
    policyDocument(c, quote, producer, { name: clientName, email: client.email }),
    application ? [application] : [],
  );
  const key = policyDocumentKey(c.id, policyNumber);
  await ports.files.put(key, pdf, PDF_CONTENT_TYPE);
  const document: ContractDocumentRecord = {
    id: contractDocumentId(c.id, 'policy'),
    kind: 'POLICY',
    key,
    fileName: `policy-${policyNumber}.pdf`,
    mimetype: PDF_CONTENT_TYPE,
    sha256: ports.sha256(pdf),
    createdAt: c.boundAt ?? at,
  };

  // 2. The quote (and its listing) carries the policy number.
  if (!(await ports.quotes.setPolicyNumber(quote.id, { contractId: c.id, policyNumber, at })))
    throw new Error(`contract ${c.id}: its quote does not take the policy number ${policyNumber}`);

  // 3. The agent's commission, once per contract.
  await ports.commissions.putIfAbsent({
    id: c.id,
    agentId: c.agentId,
    ...(c.organizationId ? { organizationId: c.organizationId } : {}),
    contractId: c.id,
    policyNumber,
    amountCents: commissionCents(quote.option.premium.netPremiumCents),
    status: CommissionStatus.PENDING,
    createdAt: at,
  });

  // 4. The e-mails: masked bank numbers only, a link to each one's page (the client's: their
  // sign-in link, which opens their policies, and renews itself when opened spent: issue 27, 12).
  const insured = c.entityInformation.legalName || clientName;
  const agentView = { name: personName(agent), email: agent.email, ...(org ? { agency: org.name } : {}) };
  await ports.mailQueue.send(
    policyIssuedAgentEmail({
      id: `policy-${c.id}-agent`,
      to: agent.email,
      contract: c,
      name: agentView.name,
      insured,
      agent: agentView,
      link: `${ports.webUrl}${agentContractPath(c.quoteId)}`,
    }),
  );
  const { token, expiresAt } = await issueOneTimeToken(
    ports,
    client.id,
    'CLIENT_SIGN_IN',
    c.id,
    client.email,
  );
  await ports.mailQueue.send(
    policyIssuedClientEmail({
      id: `policy-${c.id}-client`,
      to: client.email,
      contract: c,
      name: clientName,
      insured,
      agent: agentView,
      link: `${ports.webUrl}${clientSignInLinkPath(token)}`,
      linkExpiresAt: expiresAt,
    }),
  );
  // The application's other client addresses: a copy without the client's link (issue 27, 13).
  for (const [i, to] of clientCopyAddresses(c.entityInformation.emails, client.email).entries())
    await ports.mailQueue.send(
      policyIssuedCopyEmail({
        id: `policy-${c.id}-client-copy-${i + 1}`,
        to,
        contract: c,
        name: clientName,
        insured,
        agent: agentView,
        client: { name: clientName, email: client.email },
      }),
    );

  // 5. Issued: the sweeper stops looking at it.
  const written = await ports.contracts.replace(
    {
      ...c,
      updatedAt: at,
      policyIssuedAt: at,
      policyDocuments: [document],
      history: [...c.history, contractHistoryEvents.policyIssued(at, policyNumber)],
    },
    { version: c.version, status: ContractStatus.APPROVED },
  );
  return written ?? (await ports.contracts.get(c.id)) ?? contract;
}
