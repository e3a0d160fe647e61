/**
 * Applications in progress (docs/requirements.md#apply-select): the drafts and the applications
 * sent back for changes the agent may continue, nearest deadline first, each with Continue: where
 * Save and Exit lands. Nothing shows while there are none.
 */
import { formatUsDate, formatUsdWhole, listStatusBadgeOf } from '@almanac/core';
import { Badge, Button, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { applicationFormPath } from '../../../shared/applications/applications-api.js';
import { useApplicationsInProgressPage, type ApplicationInProgress } from '../api/in-progress-api.js';

function InProgressCard({ app }: { app: ApplicationInProgress }) {
  const who = app.insuredName || app.clientName || 'Client not named';
  const badge = listStatusBadgeOf({ contractStatus: app.status, riskPeriod: { endDate: app.endDate } }, '');
  return (
    <Card.Root variant="outline" borderRadius="xl" role="listitem" aria-label={`${who}, ${app.programTitle}`}>
      <Card.Body gap="3" p="4">
        <Flex justify="space-between" gap="2" align="flex-start">
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" overflowWrap="anywhere">
              {who}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {app.programTitle} · {formatUsdWhole(app.limit)}
            </Text>
          </Stack>
          <Badge colorPalette={badge.colour} variant={badge.variant} size="sm" flexShrink={0}>
            {badge.label}
          </Badge>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Apply by {formatUsDate(app.applicationDeadline)} · Cover {formatUsDate(app.startDate)} –{' '}
          {formatUsDate(app.endDate)}
        </Text>
        <Button asChild size="sm" alignSelf="flex-start">
          <RouterLink to={applicationFormPath(app.contractId)}>
            Continue <LuArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

export function ApplicationsInProgress() {
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const query = useApplicationsInProgressPage(tokens.at(-1));
  const items = query.data?.items ?? [];
  if (query.isPending || (items.length === 0 && tokens.length === 1)) return null;
  return (
    <Stack as="section" aria-labelledby="apply-in-progress-title" gap="3">
      <Heading as="h2" id="apply-in-progress-title" size="md">
        Applications in progress
      </Heading>
      <SimpleGrid role="list" columns={{ base: 1, md: 2, xl: 3 }} gap="3">
        {items.map((app) => (
          <InProgressCard key={app.contractId} app={app} />
        ))}
      </SimpleGrid>
      {tokens.length > 1 || query.data?.nextToken ? (
        <Flex gap="2" justify="flex-end">
          <Button
            size="sm"
            variant="outline"
            disabled={tokens.length <= 1}
            onClick={() => setTokens((t) => t.slice(0, -1))}
          >
            Previous
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!query.data?.nextToken}
            onClick={() => setTokens((t) => [...t, query.data!.nextToken!])}
          >
            More
          </Button>
        </Flex>
      ) : null}
    </Stack>
  );
}
