/**
 * The thank-you pages (docs/requirements.md#claims, #status-form): /loss-form/{lpc|hpc|ltc|htc}/
 * claim-submitted (any other program: an empty segment) and, with the claims-form flag on,
 * /loss-form/submitted/{id} with the report's reference.
 */
import { LOSS_FORM_PATH, LOSS_REPORT_FORM_PATH, lossReportPageTexts, lossReportTexts } from '@almanac/core';
import { Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';
import { useLocation, useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link.js';

export default function ClaimSubmittedPage() {
  const { id } = useParams();
  // The claim number the signature gave (the review page hands it over); a reload shows the reference.
  const claimNumber = (useLocation().state as { claimNumber?: string | null } | null)?.claimNumber;
  return (
    <Stack
      align="center"
      gap="4"
      py={{ base: '10', md: '16' }}
      px="4"
      textAlign="center"
      maxW="2xl"
      mx="auto"
    >
      <Icon as={LuCircleCheck} boxSize="12" color="primary.solid" aria-hidden="true" />
      <Heading as="h1" size="2xl" color="secondary.solid">
        {lossReportTexts.submittedTitle}
      </Heading>
      <Text color="fg.muted">{lossReportTexts.submittedBody}</Text>
      {claimNumber ? (
        <Stack gap="1">
          <Text fontSize="lg" fontWeight="semibold">
            {`${lossReportPageTexts.claimNumberLabel}: ${claimNumber}`}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {lossReportPageTexts.receiptSent}
          </Text>
        </Stack>
      ) : id ? (
        <Text fontSize="sm">{`${lossReportPageTexts.referenceLabel}: ${id}`}</Text>
      ) : null}
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '2', sm: '6' }}>
        <RouterLink to={LOSS_FORM_PATH}>{lossReportPageTexts.backToLossFormPage}</RouterLink>
        <RouterLink to={LOSS_REPORT_FORM_PATH}>{lossReportTexts.reportFormTitle}</RouterLink>
      </Stack>
    </Stack>
  );
}
