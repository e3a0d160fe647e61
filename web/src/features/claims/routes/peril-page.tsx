/**
 * /loss-form/{peril} (docs/requirements.md#claims): one coverage type, its description and "File
 * Loss Report" (the policy-number modal). Only the sub-routes of core's routedCoverageTypes exist.
 */
import { LOSS_FORM_PATH, lossReportPageTexts, lossReportTexts, SOLD_COVERAGE_TYPES } from '@almanac/core';
import { Card, Stack, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import NotFoundPage from '../../../components/not-found-page.js';
import { Page } from '../../../components/page.js';
import { RouterLink } from '../../../components/router-link.js';
import { FileLossReportButton } from '../components/policy-number-dialog.js';

export default function PerilPage() {
  const slug = useLocation().pathname.replace(/\/+$/, '').split('/').pop();
  const coverage = SOLD_COVERAGE_TYPES.find((c) => c.slug === slug);
  if (!coverage) return <NotFoundPage />;
  return (
    <Page title={coverage.title} lead={coverage.description} maxW="3xl">
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body gap="4">
          <Text>{lossReportPageTexts.perilLead}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
            <FileLossReportButton />
            <RouterLink to={LOSS_FORM_PATH}>{lossReportPageTexts.backToLossForm}</RouterLink>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Text color="fg.muted">{lossReportTexts.claimsProcess}</Text>
    </Page>
  );
}
