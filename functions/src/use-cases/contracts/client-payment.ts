import {
  ACH_AUTHORIZATION_TEXT,
  ACH_AUTHORIZATION_VERSION,
  amountDueCents,
  AppError,
  CLIENT_PAYABLE_STATUS,
  clientPaymentInputSchema,
  clientPaymentMessages,
  isPaymentOverdue,
  quotingToday,
  visibleBankDigits,
} from '@almanac/core';
import type { ContractRecord, PaymentRecord, Ports, SignatureRecord, UserRecord } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { normalizeAddress } from '../network-address.js';
import { enforceRateLimit } from '../rate-limit.js';
import { parseInput } from '../validate.js';
import { bindPaidContract, type BindDeps } from './bind-contract.js';
import { clientContractView, requireScopedClient } from './client-contract-access.js';
import type { SignerConnection } from './submit-application.js';

type Deps = BindDeps &
  Pick<
    Ports,
    | 'users'
    | 'organizations'
    | 'contracts'
    | 'quotes'
    | 'uploads'
    | 'throttle'
    | 'clock'
    | 'cipher'
    | 'sha256'
    | 'clientBankInfoFeature'
  >;

/** The encryption context of a bank number: its contract and its field (it decrypts nowhere else). */
export const bankNumberContext = (contractId: string, field: 'accountNumber' | 'routingNumber') => ({
  contractId,
  field,
});

/**
 * addClientUserPayment(contract, input) (docs/requirements.md#payment, #validation-ach): the
 * contract's client, through the session its review link started for this contract, authorises
 * the ACH debit of the amount due (core's amountDueCents). Only while the server's
 * clientBankInfoFeature setting is on, in CLIENT_REVIEWED, and not after the payment due date (15
 * days before inception); the form's rules with their messages (core's clientPaymentInputSchema,
 * the ABA checksum included). The account and routing numbers are encrypted (envelope encryption,
 * the context naming the contract and the field) and only their last four digits kept in clear
 * (fewer for a short number: core's visibleBankDigits);
 * the authorisation is an electronic signature (typed name, date, time, user, address, user
 * agent, the authorisation text and its version, and the SHA-256 of what was authorised). The
 * contract is then bound (bindPaidContract: policy number, APPROVED, the policy issued). Answers
 * the contract as the client sees it, with masked numbers only.
 */
export async function addClientUserPayment(
  ports: Deps,
  caller: Caller | null,
  rawArgs: unknown,
  connection: SignerConnection = {},
) {
  const now = ports.clock.now();
  const today = quotingToday(now);
  const schema = clientPaymentInputSchema(now, today);
  const contractId = parseInput(schema.pick({ contract: true }), rawArgs).contract;
  const { me, contract } = await requireScopedClient(ports, caller, contractId);
  await enforceRateLimit(ports, 'clientPaymentsPerUser', me.id);
  if (!ports.clientBankInfoFeature) throw new AppError('CONFLICT', clientPaymentMessages.achUnavailable);
  if (contract.status !== CLIENT_PAYABLE_STATUS)
    throw new AppError('CONFLICT', clientPaymentMessages.notPayable, { status: contract.status });
  if (isPaymentOverdue(contract.riskPeriod.startDate, today))
    throw new AppError('CONFLICT', clientPaymentMessages.overdue(contract.riskPeriod.startDate));
  const { input } = parseInput(schema, rawArgs);
  const quote = await ports.quotes.get(contract.quoteId);
  if (!quote) throw new AppError('INTERNAL_SERVER_ERROR', undefined, { contractId, missing: 'quote' });

  const amountCents = amountDueCents(quote.option.premium.netPremiumCents, quote.taxes);
  const [accountNumberCiphertext, routingNumberCiphertext] = await Promise.all([
    ports.cipher.encrypt(input.accountNumber, bankNumberContext(contract.id, 'accountNumber')),
    ports.cipher.encrypt(input.routingNumber, bankNumberContext(contract.id, 'routingNumber')),
  ]);
  const authorizedAt = now.toISOString();
  const details = {
    accountNumberLast4: visibleBankDigits(input.accountNumber),
    routingNumberLast4: visibleBankDigits(input.routingNumber),
    accountType: input.accountType,
    depositoryName: input.depositoryName,
    namesOnTheAccount: input.accountName,
  };
  const payment: PaymentRecord = {
    method: 'ACH',
    accountNumberCiphertext,
    routingNumberCiphertext,
    ...details,
    authorization: authorization(ports, contract, me, input, connection, authorizedAt, {
      ...details,
      amountCents,
    }),
    amountCents,
    authorizedAt,
  };
  return clientContractView(ports, await bindPaidContract(ports, contract, payment));
}

/**
 * The debit authorisation as an electronic signature. What was authorised (the contract, the
 * amount, the account by its masked numbers, the text and its version) is hashed into
 * `documentSha256`; the full numbers are not part of it (a hash of a short number is no secret).
 */
function authorization(
  ports: Pick<Ports, 'sha256'>,
  contract: ContractRecord,
  signer: Pick<UserRecord, 'id' | 'email'>,
  input: { signName: string; signDate: string },
  connection: SignerConnection,
  signedAt: string,
  authorised: Record<string, string | number>,
): SignatureRecord {
  const ipAddress = normalizeAddress(connection.ipAddress);
  const userAgent = connection.userAgent?.slice(0, 500);
  const statement = JSON.stringify({
    contractId: contract.id,
    ...authorised,
    authorizedAt: signedAt,
    text: ACH_AUTHORIZATION_TEXT,
    version: ACH_AUTHORIZATION_VERSION,
  });
  return {
    name: input.signName,
    date: input.signDate,
    signedAt,
    userId: signer.id,
    email: signer.email,
    ...(ipAddress ? { ipAddress } : {}),
    ...(userAgent ? { userAgent } : {}),
    consentText: ACH_AUTHORIZATION_TEXT,
    consentVersion: ACH_AUTHORIZATION_VERSION,
    documentSha256: ports.sha256(new TextEncoder().encode(statement)),
  };
}
