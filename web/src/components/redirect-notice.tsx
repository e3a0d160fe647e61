import { Alert, CloseButton, Container } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { redirectNoticeOf } from '../lib/redirect-notice.js';

/**
 * Above the page: why the user was brought here instead of the page they opened (a guard's or a
 * step's redirect, docs/requirements.md#access-and-routing). Dismissable; gone on the next page.
 */
export function RedirectNotice() {
  const location = useLocation();
  const notice = redirectNoticeOf(location.state);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!notice || dismissed === location.key) return null;
  return (
    <Container maxW="6xl" pt={{ base: '4', md: '6' }}>
      <Alert.Root status="info" role="status" data-testid="redirect-notice">
        <Alert.Indicator />
        <Alert.Title flex="1" fontWeight="normal">
          {notice}
        </Alert.Title>
        <CloseButton size="sm" aria-label="Dismiss" onClick={() => setDismissed(location.key)} />
      </Alert.Root>
    </Container>
  );
}
