import { canReceiveCommissions, commissionPaymentsTexts as texts } from '@almanac/core';
import { Alert } from '@chakra-ui/react';
import { useSession } from '../../../lib/session/index.js';
import { AccountLayout } from '../components/account-layout.js';
import { CommissionHistory } from '../components/commission-history.js';
import { PayoutSection } from '../components/payout-section.js';

/**
 * /account/payments, "Commission Payments" (docs/requirements.md#account-commissions): the
 * seller's payout information and commission history. Roles that earn no commission (an admin)
 * read why instead (docs/decisions.md, issue 14).
 */
export default function AccountPaymentsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <AccountLayout title={texts.title}>
      {canReceiveCommissions(user.role) ? (
        <>
          <PayoutSection />
          <CommissionHistory />
        </>
      ) : (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>{texts.adminExplanation}</Alert.Description>
        </Alert.Root>
      )}
    </AccountLayout>
  );
}
