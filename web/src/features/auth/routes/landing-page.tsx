import { Alert } from '@chakra-ui/react';
import { RouterLink } from '../../../components/router-link.js';
import { useSession } from '../../../lib/session/index.js';
import { AuthLayout } from '../components/auth-layout.js';
import { LoginForm } from '../components/login-form.js';

/** "/": landing and login entry; also where visitors without a (confirmed) session are sent. */
export default function LandingPage() {
  const { user } = useSession();
  return (
    <AuthLayout
      title="Welcome to Almanac"
      subtitle="Log in to quote, apply for and manage weather-index cover."
    >
      {user && !user.confirmedAt ? (
        <Alert.Root status="warning" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your e-mail address is not confirmed yet.</Alert.Title>
            <Alert.Description>
              <RouterLink to="/confirm">Enter your verification code</RouterLink> to continue.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <LoginForm />
    </AuthLayout>
  );
}
