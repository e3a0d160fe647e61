/**
 * /operations/applications: the operations queue for internal users and super admins
 * (docs/requirements.md#binding). Two tabs, Pending Approval (an underwriter decides) and Awaiting
 * Payment (the client signed; a wire may arrive), kept in the URL (?tab=) so Back from an
 * application returns to its tab.
 */
import {
  agencyReviewTexts,
  claimTexts,
  dataUpdateTexts,
  exposureTexts,
  OPERATIONS_AGENCIES_PATH,
  OPERATIONS_CLAIMS_PATH,
  OPERATIONS_DATA_UPDATES_PATH,
  OPERATIONS_EXPOSURE_PATH,
  underwritingTexts,
} from '@almanac/core';
import { Badge, Button, Flex, Skeleton, Stack, Tabs, VisuallyHidden } from '@chakra-ui/react';
import { LuBuilding2, LuCloudRain, LuInbox, LuLayers, LuShieldCheck } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router-dom';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { Page } from '../../../components/page.js';
import { useReviewQueue } from '../api/operations-api.js';
import { QueueTable } from '../components/queue-table.js';
import { inTab, queueTabs, tabOf } from '../model/queue.js';

export const QUEUE_LOAD_ERROR_TITLE = 'The applications could not be loaded.';

export default function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const active = tabOf(params.get('tab'));
  const queue = useReviewQueue();
  const items = queue.data ?? [];

  return (
    <Page
      title={underwritingTexts.title}
      lead="Applications waiting for an underwriter's decision, and signed applications waiting for the client's payment."
      maxW="7xl"
    >
      <Flex gap="2" wrap="wrap">
        <Button asChild variant="outline" size="sm" colorPalette="secondary">
          <Link to={OPERATIONS_AGENCIES_PATH}>
            <LuBuilding2 aria-hidden="true" /> {agencyReviewTexts.link}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm" colorPalette="secondary">
          <Link to={OPERATIONS_DATA_UPDATES_PATH}>
            <LuCloudRain aria-hidden="true" /> {dataUpdateTexts.link}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm" colorPalette="secondary">
          <Link to={OPERATIONS_CLAIMS_PATH}>
            <LuShieldCheck aria-hidden="true" /> {claimTexts.link}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm" colorPalette="secondary">
          <Link to={OPERATIONS_EXPOSURE_PATH}>
            <LuLayers aria-hidden="true" /> {exposureTexts.link}
          </Link>
        </Button>
      </Flex>
      <Tabs.Root
        value={active.key}
        onValueChange={(e) => setParams(e.value === queueTabs[0]!.key ? {} : { tab: e.value })}
        variant="line"
        lazyMount
      >
        <Tabs.List>
          {queueTabs.map((t) => {
            const count = queue.data ? inTab(items, t).length : null;
            return (
              <Tabs.Trigger key={t.key} value={t.key}>
                {t.label}
                {count !== null ? (
                  <>
                    <Badge
                      size="sm"
                      variant="subtle"
                      colorPalette={count > 0 ? 'warning' : 'gray'}
                      aria-hidden="true"
                    >
                      {count}
                    </Badge>
                    <VisuallyHidden>{`, ${count} waiting`}</VisuallyHidden>
                  </>
                ) : null}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        {queueTabs.map((t) => (
          <Tabs.Content key={t.key} value={t.key} pt="5">
            {queue.isError && !queue.data ? (
              <ListError
                title={QUEUE_LOAD_ERROR_TITLE}
                error={queue.error}
                onRetry={() => void queue.refetch()}
                retrying={queue.isFetching}
              />
            ) : queue.isPending ? (
              <Stack gap="2" role="status" aria-label="Loading applications">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} h="12" borderRadius="md" />
                ))}
              </Stack>
            ) : inTab(items, t).length === 0 ? (
              <ListEmpty title={underwritingTexts.empty} icon={LuInbox} />
            ) : (
              <QueueTable tab={t} items={inTab(items, t)} busy={queue.isFetching} />
            )}
            {queue.hasNextPage ? (
              <Button
                mt="4"
                variant="outline"
                size="sm"
                onClick={() => void queue.fetchNextPage()}
                loading={queue.isFetchingNextPage}
              >
                {underwritingTexts.showMore}
              </Button>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
