import {
  AppError,
  amountDueCents,
  applicationDayOf,
  ContractStatus,
  isPaymentOverdue,
  latestWireDate,
  operationsMessages,
  paymentDueDate,
  wireReceivedDateError,
  wireReceivedSchema,
} from '@almanac/core';
import type { PaymentRecord, Ports } from '../../ports/index.js';
import type { Caller } from '../caller.js';
import { parseInput } from '../validate.js';
import { bindPaidContract, type BindDeps } from './bind-contract.js';
import { contractView } from './contract-view.js';
import { refuseSelfReview, requireContract, requireUnderwriter } from './underwriting-access.js';

type Deps = BindDeps & Pick<Ports, 'uploads'>;

/**
 * markWirePaymentReceived(contract, {reference, receivedDate}) (docs/requirements.md#payment,
 * #binding): operations (internal users and super admins, never on an application they sold)
 * record that a client's wire arrived for a CLIENT_REVIEWED contract. The wire must have arrived
 * by the payment due date (15 days before inception), not before the application was submitted
 * and not after today (a day's tolerance for the operator's time zone): core's
 * wireReceivedDateError. The payment (the amount due: core's amountDueCents) binds the
 * contract (bindPaidContract: policy number, APPROVED, then the policy is issued). Another status
 * is CONFLICT; of two racing calls one binds, the other is CONFLICT.
 */
export async function markWirePaymentReceived(ports: Deps, caller: Caller | null, rawArgs: unknown) {
  const me = await requireUnderwriter(ports, caller);
  const { contract: id, input } = parseInput(wireReceivedSchema, rawArgs);
  const read = requireContract(await ports.contracts.get(id));
  refuseSelfReview(me, read);
  if (read.status !== ContractStatus.CLIENT_REVIEWED)
    throw new AppError('CONFLICT', operationsMessages.notAwaitingPayment, { status: read.status });
  const now = ports.clock.now();
  const dateError = wireReceivedDateError(input.receivedDate, {
    applicationDate: applicationDayOf(read),
    latest: latestWireDate(now),
  });
  if (dateError) throw new AppError('VALIDATION_ERROR', dateError);
  if (isPaymentOverdue(read.riskPeriod.startDate, input.receivedDate))
    throw new AppError(
      'CONFLICT',
      operationsMessages.wireAfterDueDate(paymentDueDate(read.riskPeriod.startDate)),
    );
  const quote = await ports.quotes.get(read.quoteId);
  if (!quote) throw new AppError('INTERNAL_SERVER_ERROR', undefined, { contractId: id, missing: 'quote' });
  const payment: PaymentRecord = {
    method: 'WIRE',
    reference: input.reference,
    receivedDate: input.receivedDate,
    recordedBy: me.id,
    amountCents: amountDueCents(quote.option.premium.netPremiumCents, quote.taxes),
    recordedAt: now.toISOString(),
  };
  return contractView(ports, await bindPaidContract(ports, read, payment), { internal: true });
}
