/** A claim link that cannot open the form: expired (a new one was e-mailed) or not valid (docs/requirements.md#invitations). */
import { clientReviewTexts, LOSS_FORM_PATH, lossReportPageTexts } from '@almanac/core';
import { Heading, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuLink2Off, LuMailCheck } from 'react-icons/lu';
import { RouterLink } from '../../../components/router-link.js';

export function LinkProblem({ kind }: { kind: 'expired' | 'invalid' | 'noSession' }) {
  const expired = kind === 'expired';
  const text =
    kind === 'expired'
      ? clientReviewTexts.linkExpired
      : kind === 'invalid'
        ? clientReviewTexts.linkInvalid
        : lossReportPageTexts.noSession;
  return (
    <Stack align="center" gap="4" py="16" px="4" textAlign="center" role="alert" maxW="xl" mx="auto">
      <Icon as={expired ? LuMailCheck : LuLink2Off} boxSize="10" color="secondary.solid" aria-hidden="true" />
      <Heading as="h1" size="xl" color="secondary.solid">
        {expired ? clientReviewTexts.linkExpiredTitle : clientReviewTexts.linkInvalidTitle}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      {expired ? null : <RouterLink to={LOSS_FORM_PATH}>{lossReportPageTexts.backToLossFormPage}</RouterLink>}
    </Stack>
  );
}

/** While a claim page loads, and "Error Loading Data" when it does not. */
export function ClaimLoadState({ failed, detail }: { failed: boolean; detail?: string }) {
  return (
    <Stack align="center" gap="3" py="16" px="4" textAlign="center" role={failed ? 'alert' : 'status'}>
      {failed ? null : <Spinner size="lg" color="primary.solid" />}
      <Heading as="h1" size="lg" color="secondary.solid">
        {failed ? clientReviewTexts.loadError : lossReportPageTexts.opening}
      </Heading>
      {failed && detail ? <Text color="fg.muted">{detail}</Text> : null}
    </Stack>
  );
}
