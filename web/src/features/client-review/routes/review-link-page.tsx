/**
 * /apply/review?token= (docs/requirements.md#client-review, #invitations): the e-mailed review
 * link. acceptClientReviewContractInvite(token) (the API key) answers a session limited to the
 * contract and the contract; the session is stored like a login's (this tab only), the contract
 * remembered for the client's home, and the client goes to the contract's page (Sign & Submit,
 * payment details once signed, the confirmation once bound). An expired or used link shows Link
 * Expired (the server e-mails a new one), a tampered one Link Not Valid, one past the client's
 * steps (bound, declined, withdrawn …) where the contract stands with the client's sign-in (and
 * "E-mail me a sign-in link" for a client without the sign-in e-mail), any
 * other failure "Error Loading Data".
 */
import { CLIENT_SIGN_IN_PATH, clientReviewTexts, messageForError } from '@almanac/core';
import { Button, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LuFileCheck, LuLink2Off, LuMailCheck } from 'react-icons/lu';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { SignInLinkForm } from '../../../components/clients/sign-in-link-form.js';
import { rememberClientContract, useSession } from '../../../lib/session/index.js';
import { clientContractKey, useAcceptReviewInvite } from '../api/client-review-api.js';
import { ClientLoadState } from '../components/client-load-state.js';
import { clientPageOf, reviewLinkFailureOf } from '../model/client-contract.js';

/** A link past the client's steps: where the contract stands (the server's text) and the way in. */
function LinkClosed({ message }: { message: string }) {
  return (
    <Stack align="center" gap="4" py={{ base: '10', md: '16' }} px="4" textAlign="center" maxW="xl" mx="auto">
      <Stack align="center" gap="4" role="alert">
        <Icon as={LuFileCheck} boxSize="10" color="secondary.solid" aria-hidden="true" />
        <Heading as="h1" size="xl" color="secondary.solid">
          {clientReviewTexts.linkClosedTitle}
        </Heading>
        <Text color="fg.muted">{message}</Text>
      </Stack>
      <Button asChild>
        <RouterLink to={CLIENT_SIGN_IN_PATH}>{clientReviewTexts.signInToPolicies}</RouterLink>
      </Button>
      <Text color="fg.muted">{clientReviewTexts.noSignInLink}</Text>
      <SignInLinkForm />
    </Stack>
  );
}

function LinkProblem({ failure }: { failure: 'expired' | 'invalid' }) {
  const expired = failure === 'expired';
  return (
    <Stack align="center" gap="4" py="16" px="4" textAlign="center" role="alert" maxW="xl" mx="auto">
      <Icon as={expired ? LuMailCheck : LuLink2Off} boxSize="10" color="secondary.solid" aria-hidden="true" />
      <Heading as="h1" size="xl" color="secondary.solid">
        {expired ? clientReviewTexts.linkExpiredTitle : clientReviewTexts.linkInvalidTitle}
      </Heading>
      <Text color="fg.muted">{expired ? clientReviewTexts.linkExpired : clientReviewTexts.linkInvalid}</Text>
    </Stack>
  );
}

export default function ReviewLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const accepted = useAcceptReviewInvite(token);
  const { startSession } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const entered = useRef(false);

  // The link mostly opens Sign & Submit: its code loads while the link is being checked.
  useEffect(() => {
    void import('./sign-page.js').catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!accepted.data || entered.current) return;
    entered.current = true;
    const { auth, contract } = accepted.data;
    startSession(auth, { remember: false });
    rememberClientContract(contract.id);
    queryClient.setQueryData(clientContractKey(contract.id), contract);
    // Replace: the token leaves the address bar and the history.
    navigate(clientPageOf(contract), { replace: true });
  }, [accepted.data, startSession, queryClient, navigate]);

  if (!token) return <LinkProblem failure="invalid" />;
  if (accepted.isError) {
    const failure = reviewLinkFailureOf(accepted.error);
    if (failure === 'closed')
      return <LinkClosed message={messageForError('LINK_CLOSED', (accepted.error as Error).message)} />;
    return failure === 'failed' ? <ClientLoadState failed /> : <LinkProblem failure={failure} />;
  }
  return <ClientLoadState failed={false} />;
}
