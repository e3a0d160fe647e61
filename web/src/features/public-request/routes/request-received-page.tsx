/**
 * /request-received (docs/requirements.md#premium-indication-request): thanks, a summary of what
 * was requested (when arriving from the form), Request Again, and three cards: explore the
 * calculator, the provider's site, contact.
 */
import { formatUsDate, formatUsd, perilLabel } from '@almanac/core';
import {
  Button,
  Card,
  Circle,
  Container,
  Flex,
  Heading,
  Icon,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  LuCalculator,
  LuCircleCheck,
  LuExternalLink,
  LuGlobe,
  LuMail,
  LuPhone,
  LuRotateCcw,
} from 'react-icons/lu';
import { Link as RouterDomLink, useLocation } from 'react-router-dom';
import { contact } from '../../../lib/contact.js';
import type { SubmittedRequest } from '../components/request-form.js';

export const REQUEST_PATH = '/premium-indication-request';

function InfoCard({
  icon,
  title,
  children,
  action,
}: {
  icon: IconType;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card.Root as="section" variant="outline" borderRadius="xl" h="full" aria-label={title}>
      <Card.Body gap="3">
        <Circle size="11" bg="primary.subtle" color="primary.solid">
          <Icon as={icon} boxSize="5" aria-hidden="true" />
        </Circle>
        <Heading as="h2" size="md" color="secondary.solid">
          {title}
        </Heading>
        <Stack gap="1" color="fg.muted" fontSize="sm">
          {children}
        </Stack>
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}

function requestSummary(r: SubmittedRequest): string {
  return [
    perilLabel(r.programType),
    `${formatUsDate(r.start)} – ${formatUsDate(r.end)}`,
    `${formatUsd(r.limit)} limit`,
    r.name,
  ]
    .filter(Boolean)
    .join(' · ');
}

export default function RequestReceivedPage() {
  const location = useLocation();
  const request = (location.state as { request?: SubmittedRequest } | null)?.request;
  return (
    <Container maxW="5xl" py={{ base: '8', md: '14' }}>
      <Stack gap={{ base: '8', md: '10' }}>
        <Card.Root variant="subtle" borderRadius="2xl" bg="primary.subtle">
          <Card.Body alignItems="center" textAlign="center" gap="4" py={{ base: '8', md: '12' }}>
            <Circle size="16" bg="bg" color="primary.solid" shadow="sm">
              <Icon as={LuCircleCheck} boxSize="9" aria-hidden="true" />
            </Circle>
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="secondary.solid" fontWeight="semibold">
              Thank you! We have received your request.
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              Our structuring team is reviewing it and will e-mail you a premium indication, usually within
              two business days. If we need anything else, we will be in touch.
            </Text>
            {request ? (
              <Text fontSize="sm" fontWeight="medium" data-testid="request-summary">
                {requestSummary(request)}
              </Text>
            ) : null}
            <Button asChild variant="outline" colorPalette="secondary" bg="bg">
              <RouterDomLink to={REQUEST_PATH}>
                <LuRotateCcw aria-hidden="true" /> Request Again
              </RouterDomLink>
            </Button>
          </Card.Body>
        </Card.Root>

        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          <InfoCard
            icon={LuCalculator}
            title="Explore the Premium Calculator"
            action={
              <Button asChild size="sm">
                <RouterDomLink to="/quoter/select-program">Explore the Calculator</RouterDomLink>
              </Button>
            }
          >
            <Text>
              Agents can price rainfall and temperature cover themselves, in minutes, for any US location.
            </Text>
          </InfoCard>
          <InfoCard
            icon={LuGlobe}
            title="Learn about Almanac"
            action={
              <Button asChild size="sm" variant="outline">
                <a href={contact.website} target="_blank" rel="noreferrer">
                  Visit our website <LuExternalLink aria-hidden="true" />
                </a>
              </Button>
            }
          >
            <Text>How parametric weather-index cover works, our programs, and stories from our clients.</Text>
          </InfoCard>
          <InfoCard
            icon={LuMail}
            title="Contact us"
            action={
              <Button asChild size="sm" variant="outline">
                <a href={`mailto:${contact.salesEmail}`}>E-mail our team</a>
              </Button>
            }
          >
            <Flex align="center" gap="2">
              <Icon as={LuMail} aria-hidden="true" />
              <Link href={`mailto:${contact.salesEmail}`} colorPalette="primary" color="colorPalette.fg">
                {contact.salesEmail}
              </Link>
            </Flex>
            <Flex align="center" gap="2">
              <Icon as={LuPhone} aria-hidden="true" />
              <Link href={contact.phoneHref} colorPalette="primary" color="colorPalette.fg">
                {contact.phone}
              </Link>
            </Flex>
          </InfoCard>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
