import {
  AppError,
  agentPaymentArgsSchema,
  canReceiveCommissions,
  maskedPayoutNumber,
  PAYOUT_PAYMENT_METHOD,
} from '@almanac/core';
import type { PaymentsInfoRecord, Ports } from '../../ports/index.js';
import { requireCaller, type Caller } from '../caller.js';
import { enforceRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';
import { loadUserView } from './user-view.js';

type Deps = Pick<Ports, 'users' | 'organizations' | 'throttle' | 'clock' | 'cipher'>;

/** The encryption context of a payout number: its user and its field (it decrypts nowhere else). */
export const payoutNumberContext = (userId: string, field: 'accountNumber' | 'routingNumber') => ({
  userId,
  field,
});

/**
 * addAgentPaymentInformation(input) (docs/requirements.md#account-commissions,
 * #validation-payout): a seller (agent, primary agent, super admin) sets the bank account their
 * commissions are paid to; everyone else gets INVALID_PERMISSIONS. The payout form's rules with
 * their messages (core's payoutInformationSchema, the ABA checksum included); at most
 * payoutUpdatesPerUser saves an hour. Both numbers are encrypted (envelope encryption, the
 * context naming the user and the field) and only their masks kept in clear; the write is
 * conditional on the information read (a concurrent save answers CONFLICT). Answers the caller's
 * own User, whose `finance.paymentsInfo` shows the masks only.
 */
export async function addAgentPaymentInformation(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await ports.users.get(requireCaller(caller).userId);
  if (!me) throw new AppError('UNAUTHORIZED');
  if (!canReceiveCommissions(me.role)) throw new AppError('INVALID_PERMISSIONS');
  const { input } = parseInput(agentPaymentArgsSchema, rawArgs);
  await enforceRateLimit(ports, 'payoutUpdatesPerUser', me.id);

  const [accountNumberCiphertext, routingNumberCiphertext] = await Promise.all([
    ports.cipher.encrypt(input.accountNumber, payoutNumberContext(me.id, 'accountNumber')),
    ports.cipher.encrypt(input.routingNumber, payoutNumberContext(me.id, 'routingNumber')),
  ]);
  const paymentsInfo: PaymentsInfoRecord = {
    accountNumberCiphertext,
    routingNumberCiphertext,
    maskedAccountNumber: maskedPayoutNumber(input.accountNumber),
    maskedRoutingNumber: maskedPayoutNumber(input.routingNumber),
    accountType: input.accountType,
    depositoryName: input.depositoryName,
    ...(input.namesOnTheAccount ? { namesOnTheAccount: input.namesOnTheAccount } : {}),
    paymentMethod: PAYOUT_PAYMENT_METHOD,
    updatedAt: ports.clock.now().toISOString(),
  };
  const updated = await ports.users.setPaymentsInfo(me.id, paymentsInfo, me.finance?.paymentsInfo?.updatedAt);
  if (!updated) throw new AppError('CONFLICT');
  return loadUserView(ports, updated, me.id);
}
