/**
 * /operations/exposure: the capital provider's bound and pending exposure per state and in the
 * largest grid cells, against the aggregate limits (docs/pricing.md, "Accumulation limits and the
 * book"); internal users and super admins only.
 */
import {
  exposureTexts,
  formatUsdWhole,
  OPERATIONS_APPLICATIONS_PATH,
  underwritingTexts,
} from '@almanac/core';
import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuLayers } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { Page } from '../../../components/page.js';
import { useExposureSummary } from '../api/exposure-api.js';
import { ExposureTable } from '../components/exposure-table.js';

export default function ExposurePage() {
  const summary = useExposureSummary();
  const data = summary.data;
  return (
    <Page title={exposureTexts.title} lead={exposureTexts.lead} maxW="7xl">
      <Button asChild variant="ghost" size="sm" alignSelf="flex-start" colorPalette="secondary">
        <Link to={OPERATIONS_APPLICATIONS_PATH}>
          <LuArrowLeft aria-hidden="true" /> {underwritingTexts.title}
        </Link>
      </Button>
      {summary.isError && !data ? (
        <ListError
          title={exposureTexts.loadError}
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : !data ? (
        <Stack gap="2" role="status" aria-label={exposureTexts.loading}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h="12" borderRadius="md" />
          ))}
        </Stack>
      ) : (
        <Stack gap="6">
          <Text color="fg.muted">
            {exposureTexts.limits(
              formatUsdWhole(data.cellLimit),
              formatUsdWhole(data.regionLimit),
              `${Math.round(data.referralShare * 100)}%`,
            )}
          </Text>
          {data.regions.length === 0 ? (
            <ListEmpty title={exposureTexts.empty} icon={LuLayers} />
          ) : (
            <>
              <Stack gap="3">
                <Heading as="h2" size="md">
                  {exposureTexts.regionsTitle}
                </Heading>
                <ExposureTable rows={data.regions} kind="REGION" />
              </Stack>
              <Stack gap="3">
                <Heading as="h2" size="md">
                  {exposureTexts.cellsTitle}
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {exposureTexts.cellGridNote}
                </Text>
                <ExposureTable rows={data.cells} kind="CELL" />
              </Stack>
            </>
          )}
        </Stack>
      )}
    </Page>
  );
}
