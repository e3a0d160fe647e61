/**
 * /operations/claims/{id}: one claim (docs/requirements.md#claims). Its settlement's figures, the
 * policy's terms and the policyholder's loss reports (status, named insured, loss details); while
 * pending review, Approve or Reject (with a reason), each confirmed in a dialog. A decided claim
 * shows its decision.
 */
import { LossReportLink } from '../components/loss-report-link.js';
import { ClaimStatus, claimTexts, OPERATIONS_CLAIMS_PATH } from '@almanac/core';
import {
  Badge,
  Button,
  Card,
  Container,
  DataList,
  Flex,
  Grid,
  Heading,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuArrowLeft, LuFileText } from 'react-icons/lu';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { desktopMedia } from '../../../components/layout.js';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { toaster } from '../../../components/toaster-store.js';
import { displayError, errorCode } from '../../../lib/graphql/index.js';
import { claimStatusLabelOf, dayOf } from '../../../shared/policy-index/policy-index-model.js';
import { useClaim, useReviewClaim } from '../api/claims-api.js';
import { type ClaimDecision, ClaimDecisionActions } from '../components/claim-decision.js';
import {
  type ClaimDetail,
  type ClaimLossReport,
  type ClaimTab,
  claimProgramOf,
  claimTabOfStatus,
  filedReportsOf,
  lossReportStatusOf,
  payableOf,
  policyRowsOf,
  settlementRowsOfClaim,
} from '../model/claims.js';

const SUCCESS_TOAST_MS = 5000;

const listPath = (tab?: ClaimTab) =>
  tab && tab.key !== 'pending' ? `${OPERATIONS_CLAIMS_PATH}?tab=${tab.key}` : OPERATIONS_CLAIMS_PATH;

const statusTone = (status: string) =>
  status === ClaimStatus.APPROVED ? 'green' : status === ClaimStatus.REJECTED ? 'red' : 'warning';

function Frame({ back, children }: { back?: ClaimTab; children: React.ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" colorPalette="secondary">
          <Link to={listPath(back)}>
            <LuArrowLeft aria-hidden="true" /> {claimTexts.backToClaims}
          </Link>
        </Button>
        {children}
      </Stack>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `claim-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card.Root as="section" variant="outline" borderRadius="xl" aria-labelledby={id}>
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Heading as="h2" id={id} size="md" color="secondary.solid">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Rows({ rows, label }: { rows: [string, string][]; label: string }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2" aria-label={label}>
      {rows.map(([l, v]) => (
        <DataList.Item key={l}>
          <DataList.ItemLabel minW={{ base: '28', md: '36' }}>{l}</DataList.ItemLabel>
          <DataList.ItemValue overflowWrap="anywhere">{v}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function LossReport({ report }: { report: ClaimLossReport }) {
  const n = report.values.namedInsured;
  const d = report.values.lossDetails;
  const address = [n.address1, n.city, [n.state, n.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string][] = [
    ['Named Insured', n.name],
    ['Address', address],
    ['Contact', n.contactEmail],
    ['Policy Number', n.policyNumber],
    ['Loss Noticed', dayOf(d.notificationDate)],
    ['Description', d.basisDescription || '—'],
    [
      'Signed',
      report.reviewDetails
        ? `${report.reviewDetails.clientSignature}, ${dayOf(report.reviewDetails.todaysDate)}`
        : '—',
    ],
    ['Payout Method', report.reviewDetails?.paymentMethod ?? '—'],
  ];
  return (
    <Stack as="li" gap="3" p="4" borderWidth="1px" borderRadius="lg" data-testid="loss-report">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text fontWeight="semibold">{`Filed ${dayOf(report.createdAt)}`}</Text>
        <Badge variant="subtle" colorPalette="secondary">
          {lossReportStatusOf(report.status)}
        </Badge>
      </Flex>
      <Rows rows={rows} label={`Loss report filed ${dayOf(report.createdAt)}`} />
      {report.documents.map((file) => (
        <LossReportLink key={file} file={file} />
      ))}
    </Stack>
  );
}

function Decision({ claim, tab }: { claim: ClaimDetail; tab: ClaimTab | undefined }) {
  const navigate = useNavigate();
  const review = useReviewClaim(claim.id);
  const onDecide = async (d: ClaimDecision): Promise<boolean> => {
    try {
      await review.mutateAsync(
        d.decision === 'REJECT'
          ? { decision: 'REJECT', reason: d.reason, clientMessage: d.clientMessage }
          : { decision: 'APPROVE' },
      );
    } catch {
      return false; // shown in the dialog from the mutation's error
    }
    toaster.create({
      type: 'success',
      title: d.decision === 'APPROVE' ? claimTexts.approvedToast : claimTexts.rejectedToast,
      duration: SUCCESS_TOAST_MS,
    });
    navigate(listPath(tab));
    return true;
  };
  if (claim.status !== ClaimStatus.PENDING_REVIEW)
    return (
      <Section title={claimTexts.decisionTitle}>
        <Text data-testid="claim-decision">
          {claim.decidedAt
            ? claimTexts.decided(claimStatusLabelOf(claim.status), claim.decidedAt.slice(0, 10))
            : claimStatusLabelOf(claim.status)}
        </Text>
        {claim.status === ClaimStatus.APPROVED ? (
          <Text color="fg.muted">{`Payable by ${payableOf(claim)}`}</Text>
        ) : claim.rejectionReason ? (
          <Text color="fg.muted">{`Reason: ${claim.rejectionReason}`}</Text>
        ) : null}
      </Section>
    );
  return (
    <Section title={claimTexts.decisionTitle}>
      <ClaimDecisionActions
        payout={claim.payout}
        payable={payableOf(claim)}
        onDecide={onDecide}
        deciding={review.isPending}
        error={review.error ? displayError(review.error) : null}
        onCancel={() => review.reset()}
      />
    </Section>
  );
}

function Details({ claim }: { claim: ClaimDetail }) {
  const tab = claimTabOfStatus(claim.status);
  const reports = filedReportsOf(claim.lossReports);
  return (
    <Frame back={tab}>
      <Stack gap="2">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold" color="secondary.solid" overflowWrap="anywhere">
            {claim.policyNumber}
          </Heading>
          <Badge colorPalette={statusTone(claim.status)} variant="subtle" data-testid="claim-status">
            {claimStatusLabelOf(claim.status)}
          </Badge>
        </Flex>
        <Text color="fg.muted">
          {[claim.namedInsured, claimProgramOf(claim)].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      <Grid
        gap="6"
        alignItems="start"
        css={{ [desktopMedia]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 380px)' } }}
      >
        <Stack gap="6" minW="0">
          <Section title={claimTexts.settlementTitle}>
            <Rows rows={settlementRowsOfClaim(claim)} label={claimTexts.settlementTitle} />
          </Section>
          <Section title={claimTexts.policyTitle}>
            <Rows rows={policyRowsOf(claim)} label={claimTexts.policyTitle} />
          </Section>
          <Section title={claimTexts.lossReportsTitle}>
            {reports.length === 0 ? (
              <Text color="fg.muted">{claimTexts.noLossReports}</Text>
            ) : (
              <Stack as="ul" gap="3" listStyleType="none">
                {reports.map((r) => (
                  <LossReport key={r.id} report={r} />
                ))}
              </Stack>
            )}
          </Section>
        </Stack>
        <Stack gap="5" css={{ [desktopMedia]: { position: 'sticky', top: '88px' } }}>
          <Decision claim={claim} tab={tab} />
        </Stack>
      </Grid>
    </Frame>
  );
}

export default function ClaimPage() {
  const { id = '' } = useParams();
  const claim = useClaim(id);
  if (claim.data) return <Details claim={claim.data} />;
  const missing = (claim.isSuccess && !claim.data) || errorCode(claim.error) === 'NOT_FOUND';
  if (missing)
    return (
      <Frame>
        <ListEmpty title={claimTexts.notFound} description={claimTexts.notFoundBody} icon={LuFileText} />
      </Frame>
    );
  if (claim.isError)
    return (
      <Frame>
        <ListError
          title={claimTexts.claimLoadError}
          error={claim.error}
          onRetry={() => void claim.refetch()}
          retrying={claim.isFetching}
        />
      </Frame>
    );
  return (
    <Frame>
      <Stack gap="4" role="status" aria-label="Loading claim">
        <Skeleton h="9" w="72" />
        <Skeleton h="64" borderRadius="xl" />
      </Stack>
    </Frame>
  );
}
