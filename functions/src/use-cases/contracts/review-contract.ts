import {
  AppError,
  agentContractPath,
  ContractStatus,
  contractHistoryEvents,
  operationsMessages,
  reviewContractSchema,
} from '@almanac/core';
import { applicationApprovedEmail, applicationRejectedEmail } from '../../emails/decision-emails.js';
import type { ContractRecord, Ports, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { assertBindableData } from '../pricing/observed-data.js';
import { parseInput } from '../validate.js';
import { leavingLive, type ReleaseDeps } from '../pricing/exposure.js';
import { sendContractMail } from './contract-mail.js';
import { contractView, personName } from './contract-view.js';
import { sendReviewInvitation, type InvitationDeps } from './review-invitation.js';
import { refuseSelfReview, requireContract, requireUnderwriter } from './underwriting-access.js';

type Deps = InvitationDeps & ReleaseDeps & Pick<Ports, 'quotes' | 'uploads' | 'allowDemoWeather'>;

/**
 * reviewContract(contract, {isApproved, reviewDescription, clientMessage}) (docs/requirements.md#binding): an
 * underwriter (internal user or super admin) decides on a PENDING_APPROVAL application they did
 * not sell. One conditional write records the decision (`reviewDetails`, history): approved →
 * SUBMITTED, then the client's review invitation (AWAITING_CLIENT; the sweeper finishes it if it
 * fails) and the agent is e-mailed; rejected (a reason is required) → REJECTED, and the agent and
 * the client are e-mailed. The e-mails and the agent's view carry only the message to the client
 * (or core's standard sentence), never the internal notes (reviewDescription). Of two racing decisions one wins, the other is CONFLICT; any other
 * status is CONFLICT too. The e-mails are rate-limited per recipient.
 */
export async function reviewContract(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireUnderwriter(ports, caller);
  const { contract: id, input } = parseInput(reviewContractSchema, rawArgs);
  const read = requireContract(await ports.contracts.get(id));
  refuseSelfReview(me, read);
  if (read.status !== ContractStatus.PENDING_APPROVAL)
    throw new AppError('CONFLICT', operationsMessages.notPendingApproval, { status: read.status });
  if (input.isApproved) {
    // Outside a development stage a demo-priced application cannot be approved (only rejected).
    const quote = await ports.quotes.get(read.quoteId);
    if (quote) assertBindableData(ports, quote);
  }
  const at = ports.clock.now().toISOString();
  const reviewer = personName(me);
  const next: ContractRecord = {
    ...read,
    status: input.isApproved ? ContractStatus.SUBMITTED : ContractStatus.REJECTED,
    updatedAt: at,
    reviewDetails: {
      isApproved: input.isApproved,
      reviewDate: at,
      reviewBy: me.id,
      reviewerName: reviewer,
      reviewDescription: input.reviewDescription,
      clientMessage: input.clientMessage,
    },
    history: [
      ...read.history,
      input.isApproved
        ? contractHistoryEvents.approved(at, reviewer)
        : contractHistoryEvents.rejected(at, reviewer, input.clientMessage),
    ],
  };
  const replace = () =>
    ports.contracts.replace(next, { version: read.version, status: ContractStatus.PENDING_APPROVAL });
  // A rejection gives the cover's exposure back (docs/data-model.md, "Accumulation").
  const written = input.isApproved ? await replace() : await leavingLive(ports, read, replace);
  if (!written) throw new AppError('CONFLICT', operationsMessages.notPendingApproval);
  // The decision is recorded: a failure after it is logged, not answered (the sweeper sends an
  // invitation left pending; a lost notice is not sent again).
  let after = written;
  try {
    if (input.isApproved) after = await sendReviewInvitation(ports, written);
  } catch (error) {
    ports.logger.warn('Review invitation after approval failed; the sweeper sends it', {
      contractId: id,
      error,
    });
  }
  try {
    await notifyDecision(ports, written);
  } catch (error) {
    ports.logger.warn('Underwriting decision e-mail failed', { contractId: id, error });
  }
  return contractView(ports, after, { internal: true });
}

/** The agent hears of every decision; the client of a rejection (an approval invites them instead). */
async function notifyDecision(ports: Deps, contract: ContractRecord) {
  const [agent, client] = await Promise.all([
    ports.users.get(contract.agentId),
    ports.users.get(contract.clientId),
  ]);
  const insured = contract.entityInformation.legalName || (client ? personName(client) : '');
  const approved = contract.status !== ContractStatus.REJECTED;
  const build = approved ? applicationApprovedEmail : applicationRejectedEmail;
  const to = (user: UserRecord, link?: string) =>
    sendContractMail(
      ports,
      'decisionMailPerRecipient',
      build({
        id: ports.random.id(),
        to: user.email,
        contract,
        name: personName(user),
        insured,
        ...(link ? { link } : {}),
      }),
      contract.id,
    );
  if (agent) await to(agent, `${ports.webUrl}${agentContractPath(contract.quoteId)}`);
  if (!approved && client) await to(client);
}
