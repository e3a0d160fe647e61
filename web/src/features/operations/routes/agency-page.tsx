/**
 * /operations/agencies/{organization}: one agency application (docs/requirements.md#onboarding):
 * its answers, the signed Agency Agreement, and — while in review — Approve or Return to Agency,
 * each confirmed in a dialog. Then back to the list.
 */
import {
  agencyReviewTexts,
  onboardingServerMessages,
  OPERATIONS_AGENCIES_PATH,
  organizationApplicationStatusLabels,
  UPDATE_TOAST_MS,
} from '@almanac/core';
import { Badge, Button, Card, Container, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AnswerSections } from '../../../components/answer-sections.js';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { toaster } from '../../../components/toaster-store.js';
import { displayError, errorCode } from '../../../lib/graphql/index.js';
import { answerSections, type OrganizationOnboarding } from '../../../shared/onboarding/onboarding-model.js';
import { useAgencyApplication, useReviewAgency } from '../api/agencies-api.js';
import { type AgencyDecision, AgencyDecisionActions } from '../components/agency-decision.js';
import { AgreementLink } from '../components/agreement-link.js';
import { dayOf } from '../model/queue.js';
import { AGENCIES_LOAD_ERROR_TITLE } from './agencies-page.js';

/** A refused decision's text: the server's self-review refusal as it is, else the catalogue's. */
function decisionErrorText(error: unknown): string {
  if (
    errorCode(error) === 'INVALID_PERMISSIONS' &&
    (error as Error).message === onboardingServerMessages.selfReview
  )
    return onboardingServerMessages.selfReview;
  return displayError(error);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container maxW="5xl" py={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" colorPalette="secondary">
          <Link to={OPERATIONS_AGENCIES_PATH}>
            <LuArrowLeft aria-hidden="true" /> Back to {agencyReviewTexts.title}
          </Link>
        </Button>
        {children}
      </Stack>
    </Container>
  );
}

function Details({ application: o }: { application: OrganizationOnboarding }) {
  const navigate = useNavigate();
  const review = useReviewAgency(o.organization._id);
  const decide = async (decision: AgencyDecision) => {
    try {
      await review.mutateAsync(decision);
    } catch {
      return false; // shown in the dialog
    }
    toaster.create({
      type: 'success',
      title:
        decision.decision === 'approve' ? agencyReviewTexts.approvedToast : agencyReviewTexts.returnedToast,
      duration: UPDATE_TOAST_MS,
    });
    navigate(OPERATIONS_AGENCIES_PATH);
    return true;
  };
  return (
    <Frame>
      <Stack gap="2">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="2xl" fontWeight="semibold" color="secondary.solid">
            {o.organization.name}
          </Heading>
          <Badge colorPalette="warning" variant="subtle" data-testid="agency-status">
            {organizationApplicationStatusLabels[o.status]}
          </Badge>
        </Flex>
        <Text color="fg.muted">Submitted {dayOf(o.submittedAt)}</Text>
      </Stack>
      <Card.Root variant="outline" borderRadius="xl">
        <Card.Body gap="5">
          <AnswerSections sections={answerSections(o)} />
          {o.agreementDocumentId ? <AgreementLink file={o.agreementDocumentId} /> : null}
        </Card.Body>
      </Card.Root>
      {o.status === 'NeedsReview' ? (
        <Card.Root as="section" variant="outline" borderRadius="xl" aria-label="Decision">
          <Card.Body gap="4">
            <Heading as="h2" size="md">
              Decision
            </Heading>
            <AgencyDecisionActions
              onDecide={decide}
              deciding={review.isPending}
              error={review.error ? decisionErrorText(review.error) : null}
              onCancel={() => review.reset()}
            />
          </Card.Body>
        </Card.Root>
      ) : (
        <ListEmpty title={agencyReviewTexts.notInQueue} />
      )}
    </Frame>
  );
}

export default function AgencyPage() {
  const { organization = '' } = useParams();
  const query = useAgencyApplication(organization);
  if (query.data) return <Details application={query.data} />;
  if (query.isError && errorCode(query.error) !== 'NOT_FOUND')
    return (
      <Frame>
        <ListError
          title={AGENCIES_LOAD_ERROR_TITLE}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Frame>
    );
  if (query.isPending)
    return (
      <Frame>
        <Stack gap="4" role="status" aria-label="Loading the agency application">
          <Skeleton h="9" w="72" />
          <Skeleton h="64" borderRadius="xl" />
        </Stack>
      </Frame>
    );
  return (
    <Frame>
      <ListEmpty title={agencyReviewTexts.notInQueue} description="The link may be wrong." />
    </Frame>
  );
}
