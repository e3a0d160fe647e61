import { clientSignPath } from '@almanac/core';
import { Button, Card, Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { Page } from '../../../components/page.js';
import { displayName, rememberedClientContract, useSession } from '../../../lib/session/index.js';

/**
 * /client: a client's home (docs/requirements.md#access-and-routing). A client whose review link
 * opened a contract in this tab goes to that contract's page (which opens signing, payment or the
 * confirmation by its status); otherwise it says how clients reach their pages: through the links
 * their agent's applications e-mail them.
 */
export default function ClientHomePage() {
  const session = useSession();
  const contractId = rememberedClientContract();
  if (contractId) return <Navigate to={clientSignPath(contractId)} replace />;
  const name = session.user?.profile?.firstName || displayName(session.user);
  return (
    <Page title={name ? `Welcome, ${name}` : 'Welcome'} maxW="3xl">
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="3">
            <Text>
              Your agent will e-mail you links to review and sign your application, to pay for your cover and,
              if the weather turns against you, to file a loss report.
            </Text>
            <Text color="fg.muted">
              Open the link in the e-mail to continue. Each link logs you in for that policy.
            </Text>
          </Stack>
        </Card.Body>
        <Card.Footer>
          <Button variant="outline" onClick={() => void session.logout()}>
            Logout
          </Button>
        </Card.Footer>
      </Card.Root>
    </Page>
  );
}
