import { clientPortalTexts, clientSignPath } from '@almanac/core';
import { Button, Card, Spinner, Stack, Text } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { FormError } from '../../../components/form-error.js';
import { Page } from '../../../components/page.js';
import { displayName, rememberedClientContract, useSession } from '../../../lib/session/index.js';
import { useMyPolicies } from '../api/client-portal-api.js';
import { ClientPolicyCard } from '../components/client-policy-card.js';

/** The client's policies (getMyPolicies): each with its terms, status and, once bound, its page. */
function MyPolicies() {
  const policies = useMyPolicies();
  if (policies.isPending) return <Spinner aria-label="Loading your policies" alignSelf="center" />;
  if (policies.isError) return <FormError message={clientPortalTexts.loadError} />;
  if (policies.data.items.length === 0) return <Text color="fg.muted">{clientPortalTexts.noPolicies}</Text>;
  return (
    <Stack gap="4" as="section" aria-label={clientPortalTexts.policiesTitle}>
      {policies.data.items.map((p) => (
        <ClientPolicyCard key={p.contractId} policy={p} />
      ))}
    </Stack>
  );
}

/**
 * /client: a client's home (docs/requirements.md#access-and-routing). A client whose review link
 * opened a contract in this tab goes to that contract's page (which opens signing, payment or the
 * confirmation by its status). A client signed in through their sign-in link sees their
 * applications and policies (issue 27 item 12), each bound one opening its documents, live index
 * and claim; and how their e-mailed links work.
 */
export default function ClientHomePage() {
  const session = useSession();
  const contractId = rememberedClientContract();
  if (contractId) return <Navigate to={clientSignPath(contractId)} replace />;
  const name = session.user?.profile?.firstName || displayName(session.user);
  return (
    <Page title={name ? `Welcome, ${name}` : 'Welcome'} lead={clientPortalTexts.policiesLead} maxW="3xl">
      <MyPolicies />
      <Card.Root variant="subtle">
        <Card.Body>
          <Stack gap="3">
            <Text>
              Your agent will e-mail you links to review and sign your application, to pay for your cover and,
              if the weather turns against you, to file a loss report.
            </Text>
            <Text color="fg.muted">{clientPortalTexts.signInHow}</Text>
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
