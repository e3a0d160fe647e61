/**
 * /operations/applications/{id}: one application of the operations queue
 * (docs/requirements.md#binding). Its summary and documents, and what operations do with it:
 * Approve or Reject while PENDING_APPROVAL, Mark Wire Received once the client signed
 * (CLIENT_REVIEWED). Read from the queue (getContractsForReview), so an application that left it
 * (decided, paid, expired) says so.
 */
import {
  contractStatusLabels,
  ContractStatus,
  isContractStatus,
  OPERATIONS_APPLICATIONS_PATH,
  underwritingTexts,
  applicationReference,
} from '@almanac/core';
import { Badge, Button, Card, Container, Flex, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { desktopMedia } from '../../../components/layout.js';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { toaster } from '../../../components/toaster-store.js';
import { useMarkWireReceived, useReviewContract, useReviewQueue } from '../api/operations-api.js';
import { ApplicationSummary, UnderwritingReasons } from '../components/application-summary.js';
import { type ReviewDecision, ReviewForm } from '../components/review-form.js';
import { WireReceivedForm, type WireValues } from '../components/wire-received-form.js';
import {
  operationsErrorText,
  programOf,
  type QueueTab,
  type ReviewContract,
  tabOfStatus,
} from '../model/queue.js';
import { QUEUE_LOAD_ERROR_TITLE } from './applications-page.js';

const SUCCESS_TOAST_MS = 5000;

const queuePath = (tab?: QueueTab) =>
  tab && tab.key !== 'pending'
    ? `${OPERATIONS_APPLICATIONS_PATH}?tab=${tab.key}`
    : OPERATIONS_APPLICATIONS_PATH;

function Frame({ back, children }: { back?: QueueTab; children: React.ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" colorPalette="secondary">
          <Link to={queuePath(back)}>
            <LuArrowLeft aria-hidden="true" /> Back to {underwritingTexts.title}
          </Link>
        </Button>
        {children}
      </Stack>
    </Container>
  );
}

function Actions({ contract, tab }: { contract: ReviewContract; tab: QueueTab | undefined }) {
  const navigate = useNavigate();
  const review = useReviewContract(contract.id);
  const wire = useMarkWireReceived(contract.id);

  const onDecide = async (decision: ReviewDecision) => {
    try {
      await review.mutateAsync(decision);
    } catch {
      return; // shown under the buttons from the mutation's error
    }
    toaster.create({
      type: 'success',
      title: decision.isApproved ? underwritingTexts.approvedToast : underwritingTexts.rejectedToast,
      duration: SUCCESS_TOAST_MS,
    });
    navigate(queuePath(tab));
  };

  const onRecord = async (values: WireValues) => {
    try {
      await wire.mutateAsync(values);
    } catch {
      return; // shown under the button from the mutation's error
    }
    toaster.create({ type: 'success', title: underwritingTexts.wireToast, duration: SUCCESS_TOAST_MS });
    navigate(queuePath(tab));
  };

  if (contract.status === ContractStatus.PENDING_APPROVAL)
    return (
      <ActionCard title="Underwriting Decision">
        <ReviewForm
          onDecide={onDecide}
          submitting={review.isPending}
          error={review.error ? operationsErrorText(review.error) : null}
        />
      </ActionCard>
    );
  if (contract.status === ContractStatus.CLIENT_REVIEWED)
    return (
      <ActionCard title={underwritingTexts.markWireReceived}>
        <WireReceivedForm
          totalDue={contract.prices.totalDue}
          submittedAt={contract.submittedAt ?? null}
          onRecord={onRecord}
          submitting={wire.isPending}
          error={wire.error ? operationsErrorText(wire.error) : null}
        />
      </ActionCard>
    );
  return null;
}

function ActionCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root
      as="section"
      variant="outline"
      borderRadius="xl"
      borderColor="primary.muted"
      aria-label={title}
    >
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function Details({ contract }: { contract: ReviewContract }) {
  const tab = tabOfStatus(contract.status);
  const status = isContractStatus(contract.status) ? contractStatusLabels[contract.status] : contract.status;
  return (
    <Frame back={tab}>
      <Stack gap="2">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold" color="secondary.solid">
            {contract.clientName}
          </Heading>
          <Badge colorPalette="warning" variant="subtle" data-testid="application-status">
            {status}
          </Badge>
        </Flex>
        <Text color="fg.muted">
          {programOf(contract)} · Ref. {applicationReference(contract.id)}
        </Text>
      </Stack>
      <Grid
        gap="6"
        alignItems="start"
        css={{ [desktopMedia]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 380px)' } }}
      >
        <ApplicationSummary contract={contract} />
        <Stack gap="5" css={{ [desktopMedia]: { position: 'sticky', top: '88px' } }}>
          <Actions contract={contract} tab={tab} />
          <UnderwritingReasons contract={contract} />
        </Stack>
      </Grid>
    </Frame>
  );
}

export default function ApplicationPage() {
  const { id = '' } = useParams();
  const queue = useReviewQueue();
  const contract = queue.data?.find((c) => c.id === id);
  // Opened by its address: the queue loads its pages until the application is among them.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = queue;
  useEffect(() => {
    if (!contract && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [contract, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (contract) return <Details contract={contract} />;
  if (queue.isError && !queue.data)
    return (
      <Frame>
        <ListError
          title={QUEUE_LOAD_ERROR_TITLE}
          error={queue.error}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      </Frame>
    );
  if (queue.isPending || hasNextPage)
    return (
      <Frame>
        <Stack gap="4" role="status" aria-label="Loading application">
          <Skeleton h="9" w="72" />
          <Skeleton h="64" borderRadius="xl" />
        </Stack>
      </Frame>
    );
  return (
    <Frame>
      <ListEmpty
        title="This application is not in the queue"
        description="It may have been decided, paid or expired meanwhile, or the link is wrong."
      />
    </Frame>
  );
}
