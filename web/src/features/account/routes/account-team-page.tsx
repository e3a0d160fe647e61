import { AccountLayout } from '../components/account-layout.js';

/** Placeholder until the account issue's team section lands (replaced in this issue). */
export default function AccountTeamPage() {
  return <AccountLayout title="Team" />;
}
