import {
  AppError,
  assertContractTransition,
  CLIENT_CONSENT_VERSION,
  CLIENT_ELECTRONIC_CONSENT_TEXT,
  CLIENT_TERRORISM_CONSENT_TEXT,
  canClientContinue,
  clientPaymentMessages,
  clientReviewInputSchema,
  clientReviewTexts,
  ContractStatus,
  contractHistoryEvents,
  needsD1Signature,
  isPaymentOverdue,
  paymentDueDate,
  quotingToday,
} from '@almanac/core';
import { clientSignedEmail } from '../../emails/contract-emails.js';
import type { ClientSignatureRecord, ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { normalizeAddress } from '../network-address.js';
import { enforceRateLimit, takeRateLimit } from '../rate-limit.js';
import { assertSignerName } from '../signer-name.js';
import { parseInput } from '../validate.js';
import { clientContractView, requireScopedClient } from './client-contract-access.js';
import { personName } from './contract-view.js';
import {
  type FullySignedDeps,
  signedApplicationContent,
  storeFullySignedApplication,
} from './fully-signed-application.js';
import type { SignerConnection } from './submit-application.js';

type Deps = FullySignedDeps &
  Pick<
    Ports,
    | 'users'
    | 'organizations'
    | 'contracts'
    | 'quotes'
    | 'uploads'
    | 'throttle'
    | 'clock'
    | 'random'
    | 'mailQueue'
    | 'webUrl'
    | 'logger'
  >;

/** What the client agrees to when signing; kept, with its version, in the signature record. */
export const CLIENT_CONSENT_TEXT = `${CLIENT_ELECTRONIC_CONSENT_TEXT}\n${CLIENT_TERRORISM_CONSENT_TEXT}`;

/**
 * submitReviewedLpcApplicationByClient(contract, input) (docs/requirements.md#client-review,
 * #validation-client-sign): the contract's client, through the session its review link started
 * for this contract, signs the application the broker signed. Only in AWAITING_CLIENT (CONFLICT
 * otherwise); both acknowledgements, the signature and, for an entity in CA, the D-1 disclosure
 * signature, with today's date (core's clientReviewInputSchema and its messages). The signature
 * record keeps the typed names and date, the server time, the user, the address and user agent,
 * the consent texts and their version, the SHA-256 of the signed application PDF (the one
 * the client reviewed) and of its content (docs/decisions.md). The application is rendered again
 * with every signature of the sale and its signature certificate, and replaces the application
 * document (the same id; the reviewed one is kept as reviewedApplicationDocument); one
 * conditional write moves it to CLIENT_REVIEWED (of two racing signatures one wins, the other is
 * CONFLICT). The agent is then e-mailed (within their notice limit; a failure there is logged and
 * the signature stands). Answers the contract as the client sees it.
 */
export async function submitReviewedLpcApplicationByClient(
  ports: Deps,
  caller: Caller | null,
  rawArgs: unknown,
  connection: SignerConnection = {},
) {
  const now = ports.clock.now();
  const today = quotingToday(now);
  const contractId = parseInput(
    clientReviewInputSchema(null, now, today).pick({ contract: true }),
    rawArgs,
  ).contract;
  const { me, contract: read } = await requireScopedClient(ports, caller, contractId);
  await enforceRateLimit(ports, 'clientSignaturesPerUser', me.id);
  if (!canClientContinue(read.status))
    throw new AppError('CONFLICT', clientReviewTexts.notAwaitingClient, { status: read.status });
  assertContractTransition(read.status, ContractStatus.CLIENT_REVIEWED);
  // Past the payment due date it can no longer be paid, so signing it would promise cover in vain.
  if (isPaymentOverdue(read.riskPeriod.startDate, today))
    throw new AppError('CONFLICT', clientPaymentMessages.overdue(read.riskPeriod.startDate));
  const state = read.entityInformation.state;
  const { input } = parseInput(clientReviewInputSchema(state, now, today), rawArgs);
  assertSignerName(input.signName, me, 'input.signNameCustomer');
  if (needsD1Signature(state)) assertSignerName(input.d1SignName, me, 'input.d1SignName');
  const documentSha256 = read.applicationDocument?.sha256;
  if (!documentSha256)
    throw new AppError('INTERNAL_SERVER_ERROR', undefined, { contractId, missing: 'applicationDocument' });

  const { content, contentSha256 } = await signedApplicationContent(ports, read);

  const signedAt = now.toISOString();
  const ipAddress = normalizeAddress(connection.ipAddress);
  const userAgent = connection.userAgent?.slice(0, 500);
  const signature: ClientSignatureRecord = {
    name: input.signName,
    date: input.signDate,
    signedAt,
    userId: me.id,
    email: me.email,
    ...(ipAddress ? { ipAddress } : {}),
    ...(userAgent ? { userAgent } : {}),
    consentText: CLIENT_CONSENT_TEXT,
    consentVersion: CLIENT_CONSENT_VERSION,
    documentSha256,
    contentSha256,
    agreeElectronic: true,
    agreeTerrorismDisclosure: true,
    ...(needsD1Signature(state) ? { d1SignName: input.d1SignName, d1SignDate: input.d1SignDate } : {}),
  };
  const signedDocument = await storeFullySignedApplication(ports, read, content, signature);
  const written = await ports.contracts.replace(
    {
      ...read,
      status: ContractStatus.CLIENT_REVIEWED,
      updatedAt: signedAt,
      clientSignature: signature,
      applicationDocument: signedDocument,
      ...(read.applicationDocument ? { reviewedApplicationDocument: read.applicationDocument } : {}),
      history: [...read.history, contractHistoryEvents.clientSigned(signedAt, input.signName)],
    },
    { version: read.version, status: read.status },
  );
  if (!written) throw new AppError('CONFLICT');
  await noticeAgent(ports, written, me).catch((error: unknown) => {
    ports.logger.warn('The agent was not told that the client signed', { contractId, error });
  });
  return clientContractView(ports, written);
}

/** E-mail the agent that their client signed, within the agent's notice limit. */
async function noticeAgent(ports: Deps, contract: ContractRecord, client: UserRecord) {
  const agent = await ports.users.get(contract.agentId);
  if (!agent) return;
  if (!(await takeRateLimit(ports, 'agentNoticeMailPerRecipient', agent.email))) {
    ports.logger.warn('Client-signed notice held back by the recipient rate limit', {
      contractId: contract.id,
    });
    return;
  }
  await ports.mailQueue.send(
    clientSignedEmail({
      id: ports.random.id(),
      to: agent.email,
      contract,
      agentName: personName(agent),
      clientName: personName(client),
      paymentDueDate: paymentDueDate(contract.riskPeriod.startDate),
      link: `${ports.webUrl}/quotes/${encodeURIComponent(contract.quoteId)}`,
    }),
  );
}
