import { AccountLayout } from '../components/account-layout.js';

/** Placeholder until the account issue's payments section lands (replaced in this issue). */
export default function AccountPaymentsPage() {
  return <AccountLayout title="Payments" />;
}
