/**
 * /operations/data-updates: the runs of the daily weather data update job, newest first, with
 * their failures (docs/requirements.md#claims); internal users and super admins only.
 */
import { dataUpdateTexts, OPERATIONS_APPLICATIONS_PATH, underwritingTexts } from '@almanac/core';
import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { LuArrowLeft, LuCloudRain } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { Page } from '../../../components/page.js';
import { useDataUpdateRuns } from '../api/data-updates-api.js';
import { DataUpdateTable } from '../components/data-update-table.js';

export default function DataUpdatesPage() {
  const runs = useDataUpdateRuns();
  return (
    <Page title={dataUpdateTexts.title} lead={dataUpdateTexts.lead} maxW="7xl">
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start" colorPalette="secondary">
        <Link to={OPERATIONS_APPLICATIONS_PATH}>
          <LuArrowLeft aria-hidden="true" /> {underwritingTexts.title}
        </Link>
      </Button>
      {runs.isError && !runs.data ? (
        <ListError
          title={dataUpdateTexts.loadError}
          error={runs.error}
          onRetry={() => void runs.refetch()}
          retrying={runs.isFetching}
        />
      ) : !runs.data ? (
        <Stack gap="2" role="status" aria-label={dataUpdateTexts.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="12" borderRadius="md" />
          ))}
        </Stack>
      ) : runs.data.length === 0 ? (
        <ListEmpty title={dataUpdateTexts.empty} icon={LuCloudRain} />
      ) : (
        <DataUpdateTable runs={runs.data} />
      )}
    </Page>
  );
}
