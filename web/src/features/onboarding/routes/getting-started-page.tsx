import { Button, Card, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { LuCompass, LuRocket } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { FormError } from '../../../components/form-error.js';
import { Page } from '../../../components/page.js';
import { useBeginOnboarding } from '../../../lib/onboarding.js';
import { displayName, useSession } from '../../../lib/session/index.js';

/** /getting-started: for agents whose organisation is not onboarded (seed 001 section 2.9). */
export default function GettingStartedPage() {
  const { user } = useSession();
  const onboarding = useBeginOnboarding();
  const name = user?.profile?.firstName || displayName(user);
  return (
    <Page
      title={name ? `Welcome to Almanac, ${name}!` : 'Welcome to Almanac!'}
      lead="Your agency is not onboarded yet. Look around first, or start onboarding so you can quote and bind cover."
      maxW="5xl"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Card.Root variant="outline" borderRadius="xl">
          <Card.Body gap="3">
            <Icon as={LuCompass} boxSize="10" color="secondary.600" />
            <Heading as="h2" size="lg">
              Start Exploring
            </Heading>
            <Text color="fg.muted">
              See the dashboard and how Almanac works for your clients. You can begin onboarding at any time.
            </Text>
          </Card.Body>
          <Card.Footer>
            <Button asChild variant="outline" colorPalette="secondary">
              <Link to="/dashboard">Start Exploring</Link>
            </Button>
          </Card.Footer>
        </Card.Root>
        <Card.Root variant="outline" borderRadius="xl" borderColor="primary.200">
          <Card.Body gap="3">
            <Icon as={LuRocket} boxSize="10" color="primary.solid" />
            <Heading as="h2" size="lg">
              Begin Onboarding
            </Heading>
            <Text color="fg.muted">
              Onboard your agency: designate a primary agent, add your licenses and sign the producer
              agreement. Once approved you can quote and bind cover.
            </Text>
            <FormError message={onboarding.error} />
          </Card.Body>
          <Card.Footer>
            <Button
              onClick={() => void onboarding.begin()}
              loading={onboarding.pending}
              loadingText="Opening onboarding"
            >
              Begin Onboarding
            </Button>
          </Card.Footer>
        </Card.Root>
      </SimpleGrid>
    </Page>
  );
}
