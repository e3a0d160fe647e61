import { EXPIRING_SOON_DAYS } from '@almanac/core';
import { Box, Card, Circle, Flex, Heading, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCalendarClock, LuChevronRight, LuFileText, LuShieldCheck } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { type AgentStats, useAgentStats } from '../api/dashboard-api.js';
import { EXPIRING_POLICIES_PATH, POLICIES_PATH, QUOTES_PATH } from '../../../shared/quote-list/paths.js';

const counters: { key: keyof AgentStats; label: string; hint: string; icon: IconType; to: string }[] = [
  {
    key: 'totalPremiumIndications',
    label: 'Premium Indications',
    hint: 'Your saved premium indications',
    icon: LuFileText,
    to: QUOTES_PATH,
  },
  {
    key: 'totalActivePolicies',
    label: 'Active Policies',
    hint: 'Bound and in force',
    icon: LuShieldCheck,
    to: POLICIES_PATH,
  },
  {
    key: 'totalContractsExpiringSoon',
    label: 'Expiring Soon',
    hint: `Ending within ${EXPIRING_SOON_DAYS} days`,
    icon: LuCalendarClock,
    to: EXPIRING_POLICIES_PATH,
  },
];

const count = new Intl.NumberFormat('en-US');

/**
 * The portfolio overview (docs/requirements.md#dashboard): three counters from getAgentStats, each
 * to its list: /quotes, /policies and /policies/expiring-soon (#policy-lists). The numbers are the server's (active policies: bound and in force; expiring soon:
 * ending within core's EXPIRING_SOON_DAYS); the page computes none of them.
 */
export function PortfolioOverview() {
  const stats = useAgentStats(true);
  return (
    <Stack as="section" gap="4" aria-labelledby="portfolio-heading">
      <Flex justify="space-between" align="baseline" gap="2" wrap="wrap">
        <Heading as="h2" id="portfolio-heading" size="lg">
          Portfolio overview
        </Heading>
        {stats.isError ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            The counters could not be loaded right now.
          </Text>
        ) : null}
      </Flex>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        {counters.map((c) => {
          const value = stats.data?.[c.key];
          return (
            <Card.Root
              key={c.key}
              asChild
              variant="outline"
              borderRadius="xl"
              transition="border-color 0.15s, box-shadow 0.15s"
              _hover={{ borderColor: 'primary.solid', shadow: 'sm' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing' }}
            >
              <Link to={c.to} data-testid={`counter-${c.key}`}>
                <Card.Body p={{ base: '4', md: '5' }}>
                  <Flex
                    direction={{ base: 'row', sm: 'column' }}
                    gap={{ base: '4', sm: '3' }}
                    align={{ base: 'center', sm: 'stretch' }}
                  >
                    <Flex justify="space-between" align="center">
                      <Circle size="10" bg="primary.subtle" color="primary.solid">
                        <Icon as={c.icon} boxSize="5" aria-hidden="true" />
                      </Circle>
                      <Icon
                        as={LuChevronRight}
                        color="fg.muted"
                        display={{ base: 'none', sm: 'block' }}
                        aria-hidden="true"
                      />
                    </Flex>
                    <Box flex="1" minW="0">
                      {stats.isPending ? (
                        <Skeleton h="9" w="16" aria-hidden="true" />
                      ) : (
                        <Text
                          fontSize={{ base: '2xl', sm: '3xl' }}
                          fontWeight="bold"
                          lineHeight="1"
                          color="secondary.solid"
                        >
                          {value === undefined ? '—' : count.format(value)}
                        </Text>
                      )}
                      <Text fontWeight="semibold" mt={{ base: '1', sm: '2' }}>
                        {c.label}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {c.hint}
                      </Text>
                    </Box>
                    <Icon
                      as={LuChevronRight}
                      color="fg.muted"
                      display={{ base: 'block', sm: 'none' }}
                      aria-hidden="true"
                    />
                  </Flex>
                </Card.Body>
              </Link>
            </Card.Root>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
