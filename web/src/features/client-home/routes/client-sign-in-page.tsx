/**
 * /client/sign-in?token= (issue 27 item 12): the client's sign-in link. acceptClientSignIn(token)
 * (the API key) answers a session of the client's own (this tab only); the client goes to their
 * policies. A used or expired link says a new one was e-mailed; a link that is not valid says so;
 * without a token the page says how clients sign in. Without a working link (none, or not valid)
 * the page offers "E-mail me a sign-in link" (SignInLinkForm).
 */
import { CLIENT_HOME_PATH, clientPortalTexts } from '@almanac/core';
import { Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LuLogIn, LuMailCheck } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SignInLinkForm } from '../../../components/clients/sign-in-link-form.js';
import { errorCode } from '../../../lib/graphql/index.js';
import { useSession } from '../../../lib/session/index.js';
import { useAcceptClientSignIn } from '../api/client-portal-api.js';

function SignInState({
  title,
  texts,
  sent,
  offerRequest,
}: {
  title: string;
  texts: string[];
  sent?: boolean;
  offerRequest?: boolean;
}) {
  return (
    <Stack align="center" gap="4" py={{ base: '10', md: '16' }} px="4" textAlign="center" maxW="xl" mx="auto">
      <Stack align="center" gap="4" role="status">
        <Icon as={sent ? LuMailCheck : LuLogIn} boxSize="10" color="secondary.solid" aria-hidden="true" />
        <Heading as="h1" size="xl" color="secondary.solid">
          {title}
        </Heading>
        {texts.map((t) => (
          <Text key={t} color="fg.muted">
            {t}
          </Text>
        ))}
      </Stack>
      {offerRequest ? <SignInLinkForm /> : null}
    </Stack>
  );
}

export default function ClientSignInPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const accepted = useAcceptClientSignIn(token);
  const { startSession } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const entered = useRef(false);

  useEffect(() => {
    if (!accepted.data || entered.current) return;
    entered.current = true;
    startSession(accepted.data, { remember: false });
    void queryClient.invalidateQueries({ queryKey: ['myPolicies'] });
    // Replace: the token leaves the address bar and the history.
    navigate(CLIENT_HOME_PATH, { replace: true });
  }, [accepted.data, startSession, queryClient, navigate]);

  const title = clientPortalTexts.signInTitle;
  if (!token)
    return (
      <SignInState
        title={title}
        texts={[clientPortalTexts.signInHow, clientPortalTexts.signInNoEmail]}
        offerRequest
      />
    );
  if (accepted.isError)
    return errorCode(accepted.error) === 'TOKEN_EXPIRED' ? (
      <SignInState title={title} texts={[clientPortalTexts.signInSent]} sent />
    ) : (
      <SignInState
        title={title}
        texts={[clientPortalTexts.signInInvalid, clientPortalTexts.signInNoEmail]}
        offerRequest
      />
    );
  return <SignInState title={title} texts={[clientPortalTexts.signingIn]} />;
}
