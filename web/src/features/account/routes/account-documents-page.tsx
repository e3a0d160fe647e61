import { AccountLayout } from '../components/account-layout.js';

/** Placeholder until the account issue's documents section lands (replaced in this issue). */
export default function AccountDocumentsPage() {
  return <AccountLayout title="Documents" />;
}
