/**
 * /apply/review?token= (docs/requirements.md#client-review, #invitations): the e-mailed review
 * link. acceptClientReviewContractInvite(token) (the API key) answers a session limited to the
 * contract and the contract; the session is stored like a login's (this tab only), the contract
 * remembered for the client's home, and the client goes to the contract's page (Sign & Submit,
 * payment details once signed, the confirmation once bound). An expired or used link shows Link
 * Expired (the server e-mails a new one), a tampered one Link Not Valid, any other failure
 * "Error Loading Data".
 */
import { clientReviewTexts } from '@almanac/core';
import { Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { LuLink2Off, LuMailCheck } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { rememberClientContract, useSession } from '../../../lib/session/index.js';
import { clientContractKey, useAcceptReviewInvite } from '../api/client-review-api.js';
import { ClientLoadState } from '../components/client-load-state.js';
import { clientPageOf, type ReviewLinkFailure, reviewLinkFailureOf } from '../model/client-contract.js';

function LinkProblem({ failure }: { failure: Exclude<ReviewLinkFailure, 'failed'> }) {
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
    return failure === 'failed' ? <ClientLoadState failed /> : <LinkProblem failure={failure} />;
  }
  return <ClientLoadState failed={false} />;
}
