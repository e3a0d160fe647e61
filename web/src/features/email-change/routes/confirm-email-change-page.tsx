import { clientEmailChangeMessages } from '@almanac/core';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormError } from '../../../components/form-error.js';
import { displayError, errorCode, useGraphqlClient } from '../../../lib/graphql/index.js';
import { CONFIRM_CLIENT_EMAIL_CHANGE } from '../api/email-change-documents.js';

const texts = clientEmailChangeMessages;

/**
 * /confirm-email-change?token=: the client's old address confirms the change. Nothing happens on
 * opening (mail scanners open links too): the person presses Confirm. A used, replaced, expired
 * or stale link says so and changes nothing.
 */
export default function ConfirmEmailChangePage() {
  const client = useGraphqlClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(token ? null : texts.missingToken);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A dead link stays dead: no button to press again.
  const [linkDead, setLinkDead] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const data = await client.request(CONFIRM_CLIENT_EMAIL_CHANGE, { token });
      setDone(data.confirmClientEmailChange?.email ?? '');
    } catch (e) {
      const dead = ['INVALID_TOKEN', 'TOKEN_EXPIRED'].includes(errorCode(e) ?? '');
      setLinkDead(dead);
      setError(dead ? texts.invalidLink : displayError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" maxW="lg" mx="auto" py="10" px="4">
      <Text as="h1" fontSize="2xl" fontWeight="semibold">
        {texts.pageTitle}
      </Text>
      {done !== null ? (
        <Text role="status">{texts.confirmed(done)}</Text>
      ) : (
        <>
          <Text>{texts.pageIntro}</Text>
          {token && !linkDead ? (
            <Button onClick={() => void confirm()} loading={busy} alignSelf="start">
              {texts.confirmButton}
            </Button>
          ) : null}
        </>
      )}
      <FormError message={error} />
    </Stack>
  );
}
