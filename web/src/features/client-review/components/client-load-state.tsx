/** The client's pages while the contract loads, and "Error Loading Data" when it does not (docs/requirements.md#client-review). */
import { clientPageTexts, clientReviewTexts } from '@almanac/core';
import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';

export function ClientLoadState({ failed, detail }: { failed: boolean; detail?: string }) {
  return (
    <Stack align="center" gap="3" py="16" px="4" textAlign="center" role={failed ? 'alert' : 'status'}>
      {failed ? null : <Spinner size="lg" color="primary.solid" />}
      <Heading as="h1" size="lg" color="secondary.solid">
        {failed ? clientReviewTexts.loadError : clientReviewTexts.opening}
      </Heading>
      {failed ? <Text color="fg.muted">{detail ?? clientPageTexts.linkErrorHelp}</Text> : null}
    </Stack>
  );
}
