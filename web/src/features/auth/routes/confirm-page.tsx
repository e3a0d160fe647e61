import { confirmCodeSchema, normalizeShortCode, WRONG_CODE_MESSAGE } from '@almanac/core';
import { Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error.js';
import { FormField } from '../../../components/form-field.js';
import { MessageDialog } from '../../../components/message-dialog.js';
import { RouterLink } from '../../../components/router-link.js';
import { displayError, errorCode, useGraphqlClient } from '../../../lib/graphql/index.js';
import { landingFor, takeRedirectPath, useSession } from '../../../lib/session/index.js';
import { CONFIRM_USER, RESEND_CONFIRM } from '../api/operations.js';
import { AuthLayout } from '../components/auth-layout.js';

/**
 * /confirm: the 5-character code for the signed-in, unconfirmed user, or `?token=…&type=CONFIRM`
 * from the e-mailed link (which logs the person in). Once confirmed, the route's guard sends the
 * user to the stored redirect path or their landing page.
 */
export default function ConfirmPage() {
  const [params] = useSearchParams();
  const linkToken = params.get('token');
  const linkType = params.get('type') ?? 'CONFIRM';
  if (linkToken && linkType === 'CONFIRM') return <ConfirmLink token={linkToken} />;
  return <ConfirmCode />;
}

function ConfirmLink({ token }: { token: string }) {
  const client = useGraphqlClient();
  const navigate = useNavigate();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    client
      .request(CONFIRM_USER, { token, type: 'CONFIRM' }, { auth: 'apiKey' })
      .then(({ confirmUser }) => {
        if (!confirmUser) throw new Error('no session');
        session.startSession(confirmUser);
        // The route shows this page whatever the session, so it sends the user on itself.
        navigate(landingFor(confirmUser.user, takeRedirectPath()), { replace: true });
      })
      .catch((e: unknown) => setError(displayError(e)));
  }, [client, session, token, navigate]);

  return (
    <AuthLayout title="Verify your e-mail">
      {error ? (
        <Stack gap="4">
          <FormError message={error} />
          <Text>
            The link may have expired or already been used. <RouterLink to="/login">Log in</RouterLink> to
            request a new code.
          </Text>
        </Stack>
      ) : (
        <HStack gap="3" role="status">
          <Spinner color="primary.solid" />
          <Text>Confirming your e-mail address…</Text>
        </HStack>
      )}
    </AuthLayout>
  );
}

function ConfirmCode() {
  const client = useGraphqlClient();
  const session = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(confirmCodeSchema), defaultValues: { code: '' }, mode: 'onTouched' });

  const onSubmit = handleSubmit(async ({ code }) => {
    setServerError(null);
    try {
      const { confirmUser } = await client.request(
        CONFIRM_USER,
        { token: normalizeShortCode(code), type: 'CONFIRM_SHORTCODE' },
        { auth: 'session' }, // the code confirms the session's own user
      );
      if (!confirmUser) throw new Error('no session');
      session.startSession(confirmUser);
    } catch (e) {
      setServerError(errorCode(e) === 'INVALID_TOKEN' ? WRONG_CODE_MESSAGE : displayError(e));
    }
  });

  const resend = async () => {
    setServerError(null);
    setResending(true);
    try {
      await client.request(RESEND_CONFIRM);
      setResent(true);
    } catch (e) {
      setServerError(displayError(e));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout
      title="Verify your e-mail"
      subtitle={
        session.user ? (
          <>
            We sent a 5-character verification code to <strong>{session.user.email}</strong>.
          </>
        ) : (
          'Enter the 5-character verification code we e-mailed you.'
        )
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Verify e-mail">
        <Stack gap="4">
          <FormField label="Verification Code" error={errors.code?.message}>
            <Input
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={8}
              fontFamily="mono"
              fontSize="xl"
              letterSpacing="widest"
              textTransform="uppercase"
              {...register('code')}
            />
          </FormField>
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Verifying">
            Verify
          </Button>
          <FormError message={serverError} />
          <HStack justify="space-between" wrap="wrap">
            <Text color="fg.muted">
              Didn't get it?{' '}
              <Button
                variant="plain"
                colorPalette="primary"
                color="colorPalette.fg"
                p="0"
                h="auto"
                onClick={resend}
                loading={resending}
              >
                Resend code
              </Button>
            </Text>
            <Button variant="plain" p="0" h="auto" color="fg.muted" onClick={() => void session.logout()}>
              Use a different account
            </Button>
          </HStack>
        </Stack>
      </form>
      <MessageDialog
        open={resent}
        title="Verification email has been resent."
        onClose={() => setResent(false)}
      >
        <Text>Check your inbox for the new 5-character code. Earlier codes no longer work.</Text>
      </MessageDialog>
    </AuthLayout>
  );
}
