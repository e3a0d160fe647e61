/**
 * /quotes/{id}: premium indication details (docs/requirements.md#quote-details, #entity-quote,
 * #validation-begin-application, #purchase-availability). Header with ID, Program and Status and
 * the Begin Application and Delete actions; the Client panel (Attach client when none), the price
 * breakdown, Coverage Details and the Activity timeline; once an application exists, its state (or
 * the policy's once bound) and its documents; a bound policy's live index panel (#claims). An
 * unknown quote, or another agent's, shows a not-found state.
 */
import {
  contractStatusLabels,
  isAgentEditable,
  isContractStatus,
  QUOTE_SUBMITTED_DELETE_MESSAGE,
  quoteEventNames,
  UNSAVED_OPTION_MESSAGE,
} from '@almanac/core';
import {
  Badge,
  Box,
  Button,
  Card,
  Circle,
  Container,
  Flex,
  Grid,
  Icon,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { LuClipboardList, LuFileSearch, LuRefreshCw, LuTrash2 } from 'react-icons/lu';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { desktopMedia } from '../../../components/layout.js';
import { toaster } from '../../../components/toaster-store.js';
import { useFlag } from '../../../lib/feature-flags.js';
import { displayError } from '../../../lib/graphql/index.js';
import { useSession } from '../../../lib/session/index.js';
import { PriceBreakdown } from '../../../components/coverage/panels.js';
import { SelectClientDialog } from '../../../components/clients/select-client-dialog.js';
import { FormError } from '../../../components/form-error.js';
import { applicationFormPath, useBeginApplication } from '../../../shared/applications/applications-api.js';
import {
  isQuoteNotFound,
  useAttachClient,
  useContractByQuoteId,
  useDeleteQuote,
  useQuoteDetails,
} from '../api/quote-details-api.js';
import { ActionWithReason, ReasonNotes } from '../../../components/action-with-reason.js';
import { ActivityTimeline } from '../components/activity-timeline.js';
import { ClientPanel } from '../components/client-panel.js';
import { ContractPanel } from '../components/contract-panel.js';
import { PolicyIndexPanel } from '../../../components/policy-index/policy-index-panel.js';
import { contractStateTitle } from '../model/contract-state.js';
import { CoverageDetails } from '../components/coverage-details.js';
import { DeleteQuoteDialog } from '../components/delete-quote-dialog.js';
import { BackToQuotes, QUOTES_PATH, QuoteHeader } from '../components/quote-header.js';
import {
  beginApplicationState,
  formatDay,
  programOf,
  type QuoteDetails,
  statusOf,
  timelineOf,
} from '../model/quote-details.js';

/** Delete's tooltip for a submitted quote: the server's own refusal text. */
export const SUBMITTED_DELETE_REASON = QUOTE_SUBMITTED_DELETE_MESSAGE;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '5', md: '8' }}>
      <Stack gap={{ base: '5', md: '6' }}>
        <BackToQuotes />
        {children}
      </Stack>
    </Container>
  );
}

function Notice({
  title,
  children,
  action,
  tone,
}: {
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
  tone: 'muted' | 'error';
}) {
  return (
    <Card.Root variant="outline" borderRadius="xl" role={tone === 'error' ? 'alert' : undefined}>
      <Card.Body alignItems="center" textAlign="center" gap="4" py={{ base: '10', md: '16' }}>
        <Circle
          size="14"
          bg={tone === 'error' ? 'red.subtle' : 'secondary.subtle'}
          color={tone === 'error' ? 'red.fg' : 'secondary.fg'}
        >
          <Icon as={tone === 'error' ? LuRefreshCw : LuFileSearch} boxSize="7" aria-hidden="true" />
        </Circle>
        <Stack gap="2" maxW="lg">
          <Text as="h1" fontSize="xl" fontWeight="semibold" color="secondary.solid">
            {title}
          </Text>
          <Text color="fg.muted">{children}</Text>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {action}
          <Button asChild variant={action ? 'outline' : 'solid'}>
            <Link to={QUOTES_PATH}>Go to Premium Indications</Link>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function LoadingState() {
  return (
    <Stack gap="6" role="status" aria-label="Loading premium indication">
      <Stack gap="2">
        <Skeleton h="4" w="40" />
        <Skeleton h="9" w="72" />
        <Skeleton h="5" w="full" maxW="xl" />
      </Stack>
      <Grid gap="6" css={{ [desktopMedia]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } }}>
        <Stack gap="6">
          <Grid gap="6" css={{ [desktopMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}>
            <Skeleton h="48" borderRadius="xl" />
            <Skeleton h="48" borderRadius="xl" />
          </Grid>
          <Skeleton h="96" borderRadius="xl" />
        </Stack>
        <Skeleton h="64" borderRadius="xl" />
      </Grid>
    </Stack>
  );
}

/** The application made from this quote: its status and the way to it (docs/requirements.md#quote-details). */
function ApplicationState({ contract }: { contract: { id: string; status: string } }) {
  const status = isContractStatus(contract.status) ? contract.status : null;
  const editable = !!status && isAgentEditable(status);
  return (
    <Flex gap="3" align="center" wrap="wrap" fontSize="sm" data-testid="application-state">
      <Text color="fg.muted">Application:</Text>
      <Badge colorPalette={editable ? 'secondary' : 'primary'} variant="subtle">
        {status ? contractStatusLabels[status] : contract.status}
      </Badge>
      <Button asChild size="xs" variant="outline">
        <Link to={applicationFormPath(contract.id)}>
          {editable ? 'Continue Application' : 'View Application'}
        </Link>
      </Button>
    </Flex>
  );
}

function Details({ quote }: { quote: QuoteDetails }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const liftApplicationDeadline = useFlag('liftApplicationDeadline');
  const [now] = useState(() => new Date());
  const [attachOpen, setAttachOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const attach = useAttachClient(quote.id);
  const remove = useDeleteQuote(quote.id);
  const contract = useContractByQuoteId(quote.id, true);
  const beginApplication = useBeginApplication();
  const idPrefix = useId();
  const beginReasonId = `${idPrefix}-begin-reason`;
  const deleteReasonId = `${idPrefix}-delete-reason`;

  const status = statusOf(quote);
  const submitted = status === 'Submitted';
  const program = programOf(quote);
  const begin = beginApplicationState(quote, {
    now,
    canBind: !!user?.canBind,
    liftApplicationDeadline,
  });
  const timeline = useMemo(() => timelineOf(quote, contract.data), [quote, contract.data]);

  const onAttach = async (clientId: string) => {
    try {
      await attach.mutateAsync(clientId);
      setAttachOpen(false);
      attach.reset();
      toaster.create({ type: 'success', title: 'Client attached', duration: 3000 });
    } catch {
      // shown in the dialog from the mutation's error
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      setDeleteOpen(false);
      toaster.create({ type: 'success', title: quoteEventNames.deleted, duration: 3000 });
      navigate(QUOTES_PATH, { replace: true });
    } catch {
      // shown in the dialog from the mutation's error
    }
  };

  const beginReason = begin.kind === 'disabled' ? begin.reason : null;
  const deleteReason = submitted ? SUBMITTED_DELETE_REASON : null;
  const actions = (
    <Stack gap="2" css={{ [desktopMedia]: { alignItems: 'flex-end' } }}>
      <Flex gap="3" wrap="wrap">
        {begin.kind === 'hidden' ? null : (
          <ActionWithReason reason={beginReason} reasonId={beginReasonId}>
            {(describedBy) => (
              <Button
                disabled={begin.kind !== 'enabled'}
                aria-describedby={describedBy}
                loading={beginApplication.pending}
                onClick={() =>
                  begin.kind === 'enabled' && void beginApplication.begin(quote.id, quote.clientId)
                }
              >
                <LuClipboardList aria-hidden="true" /> Begin Application
              </Button>
            )}
          </ActionWithReason>
        )}
        <ActionWithReason reason={deleteReason} reasonId={deleteReasonId}>
          {(describedBy) => (
            <Button
              variant="outline"
              colorPalette="red"
              disabled={submitted}
              aria-describedby={describedBy}
              onClick={() => {
                remove.reset();
                setDeleteOpen(true);
              }}
            >
              <LuTrash2 aria-hidden="true" /> Delete
            </Button>
          )}
        </ActionWithReason>
      </Flex>
      <ReasonNotes
        notes={[
          { id: beginReasonId, reason: beginReason },
          { id: deleteReasonId, reason: deleteReason },
        ]}
      />
      <FormError message={beginApplication.error ? displayError(beginApplication.error) : null} />
      {contract.data ? <ApplicationState contract={contract.data} /> : null}
    </Stack>
  );

  return (
    <>
      <QuoteHeader
        id={quote.id}
        programCode={program}
        programTitle={quote.programTitle}
        status={status}
        created={formatDay(quote.savedAt ?? quote.createdAt)}
        actions={actions}
      />
      <Grid
        gap="6"
        alignItems="start"
        css={{ [desktopMedia]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 340px)' } }}
      >
        <Stack gap="6" minW="0">
          {contract.data ? <ContractPanel contract={contract.data} /> : null}
          {contract.data && contractStateTitle(contract.data) === 'Policy' ? (
            <PolicyIndexPanel contractId={contract.data.id} />
          ) : null}
          <Grid
            gap="6"
            alignItems="stretch"
            css={{ [desktopMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }}
          >
            <ClientPanel quote={quote} canAttach={!submitted} onAttach={() => setAttachOpen(true)} />
            <PriceBreakdown quote={quote} clientAttached={!!quote.clientId} />
          </Grid>
          <CoverageDetails quote={quote} />
        </Stack>
        <Box
          as="aside"
          aria-label="Activity"
          minW="0"
          css={{ [desktopMedia]: { position: 'sticky', top: '88px' } }}
        >
          <ActivityTimeline events={timeline} loading={contract.isPending} />
        </Box>
      </Grid>

      <SelectClientDialog
        open={attachOpen}
        onClose={() => {
          setAttachOpen(false);
          attach.reset();
        }}
        onAssign={(c) => void onAttach(c._id)}
        assigning={attach.isPending}
        assignError={attach.error ? displayError(attach.error) : null}
      />
      <DeleteQuoteDialog
        open={deleteOpen}
        onClose={() => setDeleteOpen(false)}
        onConfirm={() => void onDelete()}
        deleting={remove.isPending}
        error={remove.error ? displayError(remove.error) : null}
      />
    </>
  );
}

export default function QuoteDetailsPage() {
  const { id = '' } = useParams();
  const quote = useQuoteDetails(id);
  // The application made from the quote needs only the id: asked for beside the quote, not after it
  // (Details reads the same cache entry).
  useContractByQuoteId(id, id !== '');

  if (quote.isError && isQuoteNotFound(quote.error)) {
    return (
      <Frame>
        <Notice title="Premium indication not found" tone="muted">
          This premium indication does not exist, has been deleted, or is not yours to see. Check the link, or
          find it in your Premium Indications Table.
        </Notice>
      </Frame>
    );
  }
  if (quote.isError && !quote.data) {
    return (
      <Frame>
        <Notice
          title="We could not load this premium indication"
          tone="error"
          action={
            <Button onClick={() => void quote.refetch()} loading={quote.isFetching}>
              <LuRefreshCw aria-hidden="true" /> Try Again
            </Button>
          }
        >
          {displayError(quote.error)}
        </Notice>
      </Frame>
    );
  }
  if (quote.data && !quote.data.savedAt) {
    // A priced option nobody saved: no list shows it, so it has no status and no actions here.
    return (
      <Frame>
        <Notice
          title="This option was never saved"
          tone="muted"
          action={
            <Button asChild>
              <Link to="/quoter/select-program">Open the Premium Calculator</Link>
            </Button>
          }
        >
          {UNSAVED_OPTION_MESSAGE}
        </Notice>
      </Frame>
    );
  }
  return <Frame>{quote.data ? <Details quote={quote.data} /> : <LoadingState />}</Frame>;
}
