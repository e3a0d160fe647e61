import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout.js';
import { SignUpForm } from '../components/sign-up-form.js';
import { TeamInvitationSignUp } from '../components/team-invitation-sign-up.js';
import { prefillFromQuery } from '../lib/sign-up-prefill.js';

/**
 * /agent-sign-up: with `?token=` the team invitation's registration (prefilled from
 * getTeamInvitation); without it, the sign-up form prefilled from the query.
 */
export default function AgentSignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const initialValues = useMemo(() => prefillFromQuery(params), [params]);
  return (
    <AuthLayout
      title="Join your agency on Almanac"
      subtitle="Your details from the invitation are filled in."
    >
      {token ? <TeamInvitationSignUp token={token} /> : <SignUpForm initialValues={initialValues} />}
    </AuthLayout>
  );
}
