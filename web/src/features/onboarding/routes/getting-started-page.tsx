import { GETTING_STARTED_PATH, gettingStartedLeadFor, homePathFor, ONBOARDING_PATH } from '@almanac/core';
import { Button, Card, Heading, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuCompass, LuRocket } from 'react-icons/lu';
import { Link, Navigate } from 'react-router-dom';
import { Page } from '../../../components/page.js';
import { displayName, useSession } from '../../../lib/session/index.js';

/**
 * /getting-started: for members of an agency that is not onboarded
 * (docs/requirements.md#dashboard, #onboarding); what it says depends on whether the member quotes
 * (core's gettingStartedLeadFor). Begin Onboarding opens the agency application (/onboarding).
 * Others go home.
 */
export default function GettingStartedPage() {
  const { user } = useSession();
  const name = user?.profile?.firstName || displayName(user);
  // Getting Started is for agencies not onboarded yet; everyone else belongs at their home.
  if (user && homePathFor(user) !== GETTING_STARTED_PATH) return <Navigate to={homePathFor(user)} replace />;
  return (
    <Page
      title={name ? `Welcome to Almanac, ${name}!` : 'Welcome to Almanac!'}
      lead={user ? gettingStartedLeadFor(user) : undefined}
      maxW="5xl"
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <ChoiceCard
          icon={LuCompass}
          iconColor="secondary.600"
          title="Start Exploring"
          action={
            <Button asChild variant="outline" colorPalette="secondary">
              <Link to="/dashboard">Start Exploring</Link>
            </Button>
          }
        >
          <Text color="fg.muted">
            See the dashboard and how Almanac works for your clients. You can begin onboarding at any time.
          </Text>
        </ChoiceCard>
        <ChoiceCard
          icon={LuRocket}
          iconColor="primary.solid"
          borderColor="primary.200"
          title="Begin Onboarding"
          action={
            <Button asChild>
              <Link to={ONBOARDING_PATH}>Begin Onboarding</Link>
            </Button>
          }
        >
          <Text color="fg.muted">
            Onboard your agency: designate a primary agent, add your licenses and sign the producer agreement.
            Once approved you can quote and bind cover.
          </Text>
        </ChoiceCard>
      </SimpleGrid>
    </Page>
  );
}

/** One of the page's two side-by-side choices: icon, heading, text and the action that takes it. */
function ChoiceCard({
  icon,
  iconColor,
  borderColor,
  title,
  children,
  action,
}: {
  icon: IconType;
  iconColor: string;
  borderColor?: string;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card.Root variant="outline" borderRadius="xl" borderColor={borderColor}>
      <Card.Body gap="3">
        <Icon as={icon} boxSize="10" color={iconColor} />
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {children}
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}
