/**
 * /loss-form/review-and-sign/{lossReportId} (docs/requirements.md#claims): the loss report's
 * summary, the policy's estimated payout (getPolicyIndex: the payout its index computes today, or
 * its settlement's; never a constant), and the signature form. The saved review answers the
 * report's status; NEEDS_REVIEW goes to the program's claim-submitted page, or to
 * /loss-form/submitted/{id} with the claims-form flag on (core's afterLossReviewPath).
 */
import {
  afterLossReviewPath,
  FormStatus,
  formatUsd,
  lossReportPageTexts,
  lossReportTexts,
} from '@almanac/core';
import { Alert, Card, DataList, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import { desktopMedia } from '../../../components/layout.js';
import { Page } from '../../../components/page.js';
import { useFlag } from '../../../lib/feature-flags.js';
import { useLossReport, useLossReportPayout, useSaveLossReportReview } from '../api/claims-api.js';
import { ClaimLoadState } from '../components/link-problem.js';
import { type LossReviewValues, lossReviewInputOf, ReviewForm } from '../components/review-form.js';
import {
  coverageTitleOf,
  isProvisionalPayout,
  type LossReport,
  saveErrorText,
  summaryRowsOf,
} from '../model/loss-report.js';

function EstimatedPayout({ contractId }: { contractId: string }) {
  const payout = useLossReportPayout(contractId);
  let body;
  if (payout.isPending) body = <Skeleton height="10" maxW="48" />;
  else if (payout.isError || !payout.data)
    body = <Text color="fg.muted">{lossReportPageTexts.payoutUnavailable}</Text>;
  else
    body = (
      <Stack gap="1">
        <Text
          fontSize={{ base: '3xl', md: '4xl' }}
          fontWeight="bold"
          color="primary.solid"
          data-testid="estimated-payout"
        >
          {formatUsd(payout.data.estimatedPayout)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {isProvisionalPayout(payout.data)
            ? lossReportTexts.estimatedPayoutNote
            : lossReportPageTexts.settledPayoutNote}
        </Text>
      </Stack>
    );
  return (
    <Card.Root variant="subtle" borderRadius="xl" as="section" aria-labelledby="estimated-payout-title">
      <Card.Body gap="2">
        <Heading as="h2" id="estimated-payout-title" size="md" color="secondary.solid">
          {lossReportTexts.estimatedPayout}
        </Heading>
        {body}
      </Card.Body>
    </Card.Root>
  );
}

function ReportSummary({ report }: { report: LossReport }) {
  const coverage = coverageTitleOf(report.program);
  return (
    <Card.Root variant="outline" borderRadius="xl" as="section" aria-labelledby="loss-summary-title">
      <Card.Body gap="4">
        <Heading as="h2" id="loss-summary-title" size="md" color="secondary.solid">
          {lossReportPageTexts.summaryTitle}
        </Heading>
        {coverage ? <Text color="fg.muted">{coverage}</Text> : null}
        <DataList.Root orientation="vertical" gap="3">
          {summaryRowsOf(report).map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
                {row.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

function ReviewView({ report }: { report: LossReport }) {
  const navigate = useNavigate();
  const claimsForm = useFlag('claimsForm');
  const review = useSaveLossReportReview(report.id);
  const contractId = report.values.contractId;
  const draft = report.status === FormStatus.DRAFT;

  const onSubmit = async (values: LossReviewValues) => {
    try {
      const saved = await review.mutateAsync(lossReviewInputOf(contractId, values));
      const next = afterLossReviewPath(saved.status, saved.program, saved.id, claimsForm);
      if (next) navigate(next, { replace: true, state: { claimNumber: saved.claimNumber ?? null } });
    } catch {
      // the error shows under the form
    }
  };

  return (
    <Page title={lossReportTexts.reviewTitle} lead={lossReportPageTexts.reviewLead} maxW="7xl">
      {draft ? null : (
        <Alert.Root status="info" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Title>{lossReportPageTexts.alreadySubmitted}</Alert.Title>
        </Alert.Root>
      )}
      <Grid gap="6" alignItems="start" css={{ [desktopMedia]: { gridTemplateColumns: '2fr 3fr' } }}>
        <Stack gap="6">
          <EstimatedPayout contractId={contractId} />
          <ReportSummary report={report} />
        </Stack>
        {draft ? (
          <ReviewForm
            achAccount={report.achAccount ?? null}
            submitting={review.isPending}
            error={review.error ? saveErrorText(review.error) : null}
            onSubmit={onSubmit}
          />
        ) : null}
      </Grid>
    </Page>
  );
}

export default function ReviewPage() {
  const { id = '' } = useParams();
  const report = useLossReport(id);
  if (report.isPending) return <ClaimLoadState failed={false} />;
  if (report.isError || !report.data)
    return <ClaimLoadState failed detail={lossReportPageTexts.formLoadFailed} />;
  return <ReviewView report={report.data} />;
}
