import { useSearchParams } from 'react-router-dom';
import { AuthLayout } from '../components/auth-layout.js';
import { LoginForm } from '../components/login-form.js';

/** /login; `?success=true` shows the notice after a password reset. */
export default function LoginPage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Log In" subtitle="Welcome back.">
      <LoginForm passwordReset={params.get('success') === 'true'} />
    </AuthLayout>
  );
}
