/**
 * /operations/agencies: agency applications waiting for a review, oldest first
 * (docs/requirements.md#onboarding); internal users and super admins only.
 */
import { agencyReviewTexts, OPERATIONS_APPLICATIONS_PATH, underwritingTexts } from '@almanac/core';
import { Button, Skeleton, Stack } from '@chakra-ui/react';
import { LuArrowLeft, LuBuilding2 } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { Page } from '../../../components/page.js';
import { useAgencyQueue } from '../api/agencies-api.js';
import { AgencyTable } from '../components/agency-table.js';

export const AGENCIES_LOAD_ERROR_TITLE = 'The agency applications could not be loaded.';

export default function AgenciesPage() {
  const queue = useAgencyQueue();
  return (
    <Page title={agencyReviewTexts.title} lead={agencyReviewTexts.lead} maxW="7xl">
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start" colorPalette="secondary">
        <Link to={OPERATIONS_APPLICATIONS_PATH}>
          <LuArrowLeft aria-hidden="true" /> {underwritingTexts.title}
        </Link>
      </Button>
      {queue.isError && !queue.data ? (
        <ListError
          title={AGENCIES_LOAD_ERROR_TITLE}
          error={queue.error}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : !queue.data ? (
        <Stack gap="2" role="status" aria-label="Loading agency applications">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="12" borderRadius="md" />
          ))}
        </Stack>
      ) : queue.data.length === 0 ? (
        <ListEmpty title={agencyReviewTexts.empty} icon={LuBuilding2} />
      ) : (
        <AgencyTable items={queue.data} />
      )}
    </Page>
  );
}
