import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout.js';
import { SignUpForm } from '../components/sign-up-form.js';
import { prefillFromQuery } from '../lib/sign-up-prefill.js';

export default function AgentSignUpPage() {
  const [params] = useSearchParams();
  const initialValues = useMemo(() => prefillFromQuery(params), [params]);
  return (
    <AuthLayout
      title="Join your agency on Almanac"
      subtitle="Your details from the invitation are filled in."
    >
      <SignUpForm initialValues={initialValues} />
    </AuthLayout>
  );
}
