import { AuthLayout } from '../components/auth-layout.js';
import { SignUpForm } from '../components/sign-up-form.js';

export default function SignUpPage() {
  return (
    <AuthLayout title="Create your account" subtitle="Agents and agency administrators sign up here.">
      <SignUpForm />
    </AuthLayout>
  );
}
