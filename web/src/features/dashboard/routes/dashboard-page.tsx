import { dashboardGreeting } from '@almanac/core';
import { Box, Button, Card, Flex, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { IconType } from 'react-icons';
import { LuCalculator, LuLifeBuoy, LuMessageSquareHeart, LuUser, LuUsers } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { Page } from '../../../components/page.js';
import { RouterLink } from '../../../components/router-link.js';
import { useFlag } from '../../../lib/feature-flags.js';
import { displayName, useSession } from '../../../lib/session/index.js';
import { FeedbackDialog } from '../components/feedback-dialog.js';
import { OnboardingBanner } from '../components/onboarding-banner.js';
import { PortfolioOverview } from '../components/portfolio-overview.js';

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
 * /dashboard (docs/requirements.md#dashboard): the onboarding banner, the portfolio overview's
 * three counters (only for users who can quote), the feature cards, Provide Feedback and Need Help.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const accountPage = useFlag('accountPage');
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  if (!user) return null;
  const name = user.profile?.firstName || displayName(user);
  return (
    <Page title={dashboardGreeting(name, user.createdAt, new Date())} lead={user.organization?.name}>
      <OnboardingBanner user={user} />
      {user.canQuote ? <PortfolioOverview /> : null}
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
      <Card.Root variant="subtle" borderRadius="xl" bg="secondary.subtle">
        <Card.Body>
          <Flex
            direction={{ base: 'column', md: 'row' }}
            gap="4"
            align={{ base: 'flex-start', md: 'center' }}
            justify="space-between"
          >
            <Flex gap="3" align="flex-start">
              <Icon as={LuLifeBuoy} boxSize="6" color="secondary.solid" mt="0.5" aria-hidden="true" />
              <Box>
                <Text fontWeight="semibold">We would love to hear from you</Text>
                <Text color="fg.muted" fontSize="sm">
                  Need help? Visit the <RouterLink to="/help">Help</RouterLink> page, or tell us how Almanac
                  works for you.
                </Text>
              </Box>
            </Flex>
            <Button variant="outline" colorPalette="secondary" bg="bg" onClick={() => setFeedbackOpen(true)}>
              <LuMessageSquareHeart aria-hidden="true" /> Provide Feedback
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </Page>
  );
}
