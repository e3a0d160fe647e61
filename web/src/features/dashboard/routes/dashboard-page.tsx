import { Box, Button, Card, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCalculator, LuUser, LuUsers } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page.js';
import { RouterLink } from '../../../components/router-link.js';
import { useFlag } from '../../../lib/feature-flags.js';
import { displayName, useSession } from '../../../lib/session/index.js';
import { OnboardingBanner } from '../components/onboarding-banner.js';

function FeatureCard({ title, text, to, icon }: { title: string; text: string; to: string; icon: IconType }) {
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body gap="2">
        <Icon as={icon} boxSize="8" color="primary.solid" />
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" size="sm">
          <Link to={to}>{title}</Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * /dashboard (seed 001 section 2.9). The portfolio overview's counters (getAgentStats) and the
 * feedback modal arrive with the quotes issue; this is the frame they go into.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const accountPage = useFlag('accountPage');
  if (!user) return null;
  const name = user.profile?.firstName || displayName(user);
  return (
    <Page title={`Welcome back, ${name}`} lead={user.organization?.name}>
      <OnboardingBanner user={user} />
      {user.canQuote ? (
        <Box as="section" aria-labelledby="portfolio-heading">
          <Card.Root variant="subtle" borderRadius="xl">
            <Card.Body gap="2">
              <Heading as="h2" id="portfolio-heading" size="lg">
                Portfolio overview
              </Heading>
              <Text color="fg.muted">
                Your premium indications, active policies and policies expiring soon will appear here.
              </Text>
              <Box>
                <Button asChild size="sm" variant="plain" px="0">
                  <Link to="/quotes">View premium indications and policies</Link>
                </Button>
              </Box>
            </Card.Body>
          </Card.Root>
        </Box>
      ) : null}
      <Stack as="section" gap="4" aria-labelledby="features-heading">
        <Heading as="h2" id="features-heading" size="lg">
          What would you like to do?
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {user.canQuote ? (
            <FeatureCard
              title="Premium Calculator"
              text="Price weather-index cover for a client's locations and policy period."
              to="/quoter/select-program"
              icon={LuCalculator}
            />
          ) : null}
          <FeatureCard
            title="Clients"
            text="Find clients, their premium indications and policies."
            to="/clients"
            icon={LuUsers}
          />
          {accountPage ? (
            <FeatureCard
              title="My Account"
              text="Your information, your agency, team, documents and commissions."
              to="/account/dashboard"
              icon={LuUser}
            />
          ) : null}
        </SimpleGrid>
      </Stack>
      <Text color="fg.muted">
        Need help? Visit the <RouterLink to="/help">Help</RouterLink> page.
      </Text>
    </Page>
  );
}
