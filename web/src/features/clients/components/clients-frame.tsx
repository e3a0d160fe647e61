import { Button, Card, Circle, Container, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuUsers } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/page.js';
import { landingFor, type CurrentUser } from '../../../lib/session/index.js';

/** The Clients area's frame: title and lead, then the content. */
export function ClientsFrame({ children }: { children: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <PageTitle
          title="Clients"
          lead="The people and businesses you quote for, and their premium indications."
          gap="2"
        />
        {children}
      </Stack>
    </Container>
  );
}

/**
 * Users who cannot quote yet have no clients (clients are added while quoting, and the client
 * calls need quoting rights): what to do instead.
 */
export function ClientsNeedQuoting({ user }: { user: CurrentUser }) {
  const notOnboarded = landingFor(user) === '/getting-started';
  return (
    <Card.Root variant="outline" borderRadius="2xl" maxW="3xl">
      <Card.Body gap="4" alignItems="flex-start">
        <Circle size="12" bg="primary.subtle" color="primary.solid">
          <Icon as={LuUsers} boxSize="6" aria-hidden="true" />
        </Circle>
        <Text fontWeight="semibold" fontSize="lg">
          Clients come with quoting
        </Text>
        <Text color="fg.muted">
          {notOnboarded
            ? 'Once your agency is onboarded and you can quote, the clients you add in the Premium Calculator or here are listed with their premium indications.'
            : "Your account does not quote, so it has no clients of its own. Your agency's agents add clients while they quote."}
        </Text>
        <Button asChild>
          {notOnboarded ? (
            <Link to="/getting-started">Get started</Link>
          ) : (
            <Link to="/dashboard">Go to the dashboard</Link>
          )}
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
