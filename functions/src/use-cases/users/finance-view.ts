import type { UserRecord } from '../../ports/index.js';

/**
 * The GraphQL `UserFinance` of a user (docs/requirements.md#entity-user): the payout account as
 * its masks only (never a ciphertext), and whether they invest. Shown to the user themself only:
 * `toUserView` answers null for anyone else.
 */
export function financeViewOf(user: UserRecord) {
  const info = user.finance?.paymentsInfo;
  return {
    paymentsInfo: info
      ? {
          accountType: info.accountType,
          maskedAccountNumber: info.maskedAccountNumber,
          maskedRoutingNumber: info.maskedRoutingNumber,
          depositoryName: info.depositoryName,
          namesOnTheAccount: info.namesOnTheAccount ?? null,
          paymentMethod: info.paymentMethod,
          updatedAt: info.updatedAt,
        }
      : null,
    isInvestor: user.finance?.isInvestor ?? false,
  };
}
