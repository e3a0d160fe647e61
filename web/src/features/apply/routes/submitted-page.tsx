/**
 * /apply/{id}/application-submitted (docs/requirements.md#application-submitted,
 * #broker-signature): the summary and the status's thank-you, Back to Dashboard and Policy Details.
 */
import {
  applicationSubmittedMessage,
  applicationSubmittedTexts,
  contractStatusLabels,
  formatUsDate,
  formatUsdWhole,
  isContractStatus,
} from '@almanac/core';
import { Box, Button, Card, Circle, DataList, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuFileText, LuLayoutDashboard } from 'react-icons/lu';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { priceBreakdownRows } from '../../../shared/quote/price-breakdown.js';
import { quoteDetailsPath } from '../../../shared/quote-list/paths.js';
import { useApplication } from '../api/apply-api.js';
import { programOfName } from '../model/indications.js';
import { LoadState } from './application-page.js';
import { ValueRow } from '../components/value-row.js';

export default function SubmittedPage() {
  const { id = '' } = useParams();
  const application = useApplication(id);
  if (application.isPending) return <LoadState failed={false} />;
  if (application.isError || !application.data) return <LoadState failed />;
  const app = application.data;
  const status = isContractStatus(app.status) ? contractStatusLabels[app.status] : app.status;
  const total = priceBreakdownRows(app.quote).find((r) => r.kind === 'total');
  const rows: [string, string][] = [
    ['Client', app.clientName],
    ['Program', `${app.quote.programTitle} (${programOfName(app.programName)})`],
    ['Limit of Liability', formatUsdWhole(app.quote.limitOfLiability)],
    [
      'Policy Period',
      `${formatUsDate(app.quote.riskPeriod.startDate)} – ${formatUsDate(app.quote.riskPeriod.endDate)}`,
    ],
    ['Premium', total?.value ?? formatUsdWhole(app.quote.netPremium)],
    ['Status', status],
  ];
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '16' }}>
      <Card.Root variant="outline" borderRadius="2xl">
        <Card.Body gap="6" alignItems="center" textAlign="center" py={{ base: '8', md: '12' }}>
          <Circle size="16" bg="primary.subtle" color="primary.solid">
            <Icon as={LuCircleCheck} boxSize="9" aria-hidden="true" />
          </Circle>
          <Stack gap="2">
            <Heading as="h1" size="2xl" color="secondary.solid" fontWeight="semibold">
              {applicationSubmittedTexts.title}
            </Heading>
            <Text color="fg.muted">{applicationSubmittedMessage(app.status, app.clientName)}</Text>
          </Stack>
          <DataList.Root
            orientation="horizontal"
            size="sm"
            gap="2"
            w="full"
            maxW="md"
            aria-label="Application summary"
          >
            {rows.map(([label, value]) => (
              <ValueRow key={label} label={label}>
                {value}
              </ValueRow>
            ))}
          </DataList.Root>
          <Flex gap="3" wrap="wrap" justify="center">
            <Button asChild variant="outline">
              <RouterLink to="/dashboard">
                <LuLayoutDashboard aria-hidden="true" /> {applicationSubmittedTexts.backToDashboard}
              </RouterLink>
            </Button>
            <Button asChild>
              <RouterLink to={quoteDetailsPath(app.quoteId)}>
                <LuFileText aria-hidden="true" /> {applicationSubmittedTexts.policyDetails}
              </RouterLink>
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
