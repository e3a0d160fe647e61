/**
 * /operations/claims: the claims opened by settlements (docs/requirements.md#claims), for internal
 * users and super admins. Three tabs, Pending review, Approved and Rejected, oldest first, kept in
 * the URL (?tab=) so Back from a claim returns to its tab.
 */
import {
  agencyReviewTexts,
  claimTexts,
  OPERATIONS_AGENCIES_PATH,
  OPERATIONS_APPLICATIONS_PATH,
  underwritingTexts,
} from '@almanac/core';
import { Button, Flex, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { LuBuilding2, LuClipboardList, LuInbox } from 'react-icons/lu';
import { Link, useSearchParams } from 'react-router-dom';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { Page } from '../../../components/page.js';
import { useClaims } from '../api/claims-api.js';
import { ClaimsTable } from '../components/claims-table.js';
import { type ClaimTab, claimTabOf, claimTabs } from '../model/claims.js';

function TabContent({ tab }: { tab: ClaimTab }) {
  const claims = useClaims(tab.status);
  if (claims.isError && !claims.data)
    return (
      <ListError
        title={claimTexts.loadError}
        error={claims.error}
        onRetry={() => void claims.refetch()}
        retrying={claims.isFetching}
      />
    );
  if (!claims.data)
    return (
      <Stack gap="2" role="status" aria-label="Loading claims">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h="12" borderRadius="md" />
        ))}
      </Stack>
    );
  const { items, count } = claims.data;
  if (items.length === 0) return <ListEmpty title={claimTexts.empty} icon={LuInbox} />;
  return (
    <Stack gap="2">
      <ClaimsTable tab={tab} items={items} busy={claims.isFetching} />
      {count > items.length ? (
        <Text fontSize="sm" color="fg.muted">{`Showing the oldest ${items.length} of ${count}.`}</Text>
      ) : null}
    </Stack>
  );
}

export default function ClaimsPage() {
  const [params, setParams] = useSearchParams();
  const active = claimTabOf(params.get('tab'));
  return (
    <Page title={claimTexts.title} lead={claimTexts.lead} maxW="7xl">
      <Flex gap="2" wrap="wrap">
        <Button asChild variant="outline" size="sm" colorPalette="secondary">
          <Link to={OPERATIONS_APPLICATIONS_PATH}>
            <LuClipboardList aria-hidden="true" /> {underwritingTexts.title}
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm" colorPalette="secondary">
          <Link to={OPERATIONS_AGENCIES_PATH}>
            <LuBuilding2 aria-hidden="true" /> {agencyReviewTexts.link}
          </Link>
        </Button>
      </Flex>
      <Tabs.Root
        value={active.key}
        onValueChange={(e) => setParams(e.value === claimTabs[0]!.key ? {} : { tab: e.value })}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto">
          {claimTabs.map((t) => (
            <Tabs.Trigger key={t.key} value={t.key} whiteSpace="nowrap">
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {claimTabs.map((t) => (
          <Tabs.Content key={t.key} value={t.key} pt="5">
            <TabContent tab={t} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
