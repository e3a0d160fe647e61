/**
 * A bound policy's index panel (docs/requirements.md#claims), on the agent's policy page and the
 * client's pages: while the period runs, the index to date against the trigger and the exhaust,
 * the historical range for the same days, the days elapsed and remaining, the day the data runs
 * to and the payout if the period ended today; once settled, the settlement and the claim's
 * status, or "Closed — no payout" with the index. Demo data says so.
 */
import { PolicyState, policyIndexTexts } from '@almanac/core';
import {
  Alert,
  Badge,
  Box,
  Button,
  DataList,
  Flex,
  Grid,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuRotateCw } from 'react-icons/lu';
import { displayError } from '../../lib/graphql/index.js';
import { usePolicyIndex } from '../../shared/policy-index/policy-index-api.js';
import {
  claimLineOf,
  claimStatusLabelOf,
  dayOf,
  daysLineOf,
  daysPercentOf,
  figuresOf,
  isDemo,
  periodOf,
  type PolicyIndexData,
  settlementRowsOf,
  stateLabelOf,
  stateOf,
  stateTone,
  formatIndexIn,
} from '../../shared/policy-index/policy-index-model.js';
import { PolicyIndexFigure } from '../charts/charts.js';
import { CoverageCard } from '../coverage/panels.js';

const TITLE_ID = 'policy-index-title';

function Figures({ policyIndex }: { policyIndex: PolicyIndexData }) {
  const figures = figuresOf(policyIndex);
  return (
    <Grid
      as="dl"
      aria-label="Index figures"
      gap={{ base: '0', sm: '3' }}
      templateColumns={{
        base: '1fr',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: `repeat(${figures.length}, minmax(0, 1fr))`,
      }}
      borderWidth={{ base: '1px', sm: '0' }}
      borderRadius="lg"
    >
      {figures.map((f, i) => (
        <Flex
          key={f.label}
          direction={{ base: 'row', sm: 'column' }}
          justify={{ base: 'space-between', sm: 'flex-start' }}
          align={{ base: 'center', sm: 'stretch' }}
          gap={{ base: '3', sm: '1' }}
          px={{ base: '3', sm: '4' }}
          py="3"
          bg={{ base: 'transparent', sm: 'bg.subtle' }}
          borderRadius={{ base: '0', sm: 'lg' }}
          borderTopWidth={{ base: i === 0 ? '0' : '1px', sm: '0' }}
        >
          <Text as="dt" fontSize="xs" color="fg.muted" fontWeight="medium">
            {f.label}
          </Text>
          <Box as="dd" textAlign={{ base: 'end', sm: 'start' }} minW="0">
            <Text fontSize={{ base: 'md', sm: 'lg' }} fontWeight="semibold" color="secondary.solid">
              {f.value}
            </Text>
            {f.note ? (
              <Text fontSize="xs" color="fg.muted">
                {f.note}
              </Text>
            ) : null}
          </Box>
        </Flex>
      ))}
    </Grid>
  );
}

function Days({ policyIndex: pi }: { policyIndex: PolicyIndexData }) {
  const line = daysLineOf(pi);
  return (
    <Stack gap="1">
      <Flex justify="space-between" gap="3" wrap="wrap" fontSize="sm">
        <Text data-testid="policy-index-days">{line}</Text>
        <Text color="fg.muted">{periodOf(pi.startDate, pi.endDate)}</Text>
      </Flex>
      <Progress.Root
        value={daysPercentOf(pi)}
        size="sm"
        colorPalette="primary"
        aria-label={`Policy period: ${line}`}
      >
        <Progress.Track borderRadius="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

function StateNote({ policyIndex: pi }: { policyIndex: PolicyIndexData }) {
  const state = stateOf(pi);
  if (state === PolicyState.NOT_STARTED)
    return <Note status="info" title={policyIndexTexts.notStarted(pi.startDate)} />;
  if (state === PolicyState.AWAITING_DATA)
    return <Note status="info" title={policyIndexTexts.awaitingData} />;
  if (state === PolicyState.CLOSED && pi.settlement)
    return (
      <Note
        status="neutral"
        title={policyIndexTexts.closedNoPayout(formatIndexIn(pi.unit, pi.settlement.index))}
      />
    );
  if (pi.claim) {
    const status = pi.claim.status;
    return (
      <Note
        status={status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'error' : 'warning'}
        title={`Claim: ${claimStatusLabelOf(status)}`}
        description={claimLineOf(pi.claim)}
        testId="policy-claim-status"
      />
    );
  }
  if (state === PolicyState.RUNNING && !pi.asOf)
    return <Note status="info" title={policyIndexTexts.noDataYet} />;
  return null;
}

function Note({
  status,
  title,
  description,
  testId,
}: {
  status: 'info' | 'success' | 'warning' | 'error' | 'neutral';
  title: string;
  description?: string;
  testId?: string;
}) {
  return (
    <Alert.Root status={status} borderRadius="lg" role="status" data-testid={testId ?? 'policy-index-note'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

function Settlement({ policyIndex: pi }: { policyIndex: PolicyIndexData }) {
  if (!pi.settlement) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="policy-settlement-title">
      <Text as="h3" id="policy-settlement-title" fontWeight="semibold" fontSize="sm">
        {policyIndexTexts.settlementTitle}
      </Text>
      <DataList.Root orientation="horizontal" size="sm" gap="2" aria-label="Settlement figures">
        {settlementRowsOf(pi.unit, pi.settlement).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

/** The panel for index data already loaded. */
export function PolicyIndexView({ policyIndex: pi }: { policyIndex: PolicyIndexData }) {
  const state = stateOf(pi);
  const demo = isDemo(pi.settlement?.dataOrigin ?? pi.dataOrigin);
  const hasPoints = pi.points.some((p) => p.index !== null && p.index !== undefined);
  return (
    <CoverageCard
      title={policyIndexTexts.title}
      titleId={TITLE_ID}
      badge={
        <>
          <Badge colorPalette={stateTone(state)} variant="subtle" data-testid="policy-index-state">
            {stateLabelOf(pi)}
          </Badge>
          <Badge colorPalette={demo ? 'warning' : 'gray'} variant={demo ? 'solid' : 'outline'} size="sm">
            {demo ? 'Demo data' : policyIndexTexts.observedData}
          </Badge>
        </>
      }
      actions={
        pi.asOf ? (
          <Text fontSize="sm" color="fg.muted" data-testid="policy-index-as-of">
            As of {dayOf(pi.asOf)}
          </Text>
        ) : null
      }
    >
      {demo ? (
        <Text fontSize="sm" color="warning.fg">
          {policyIndexTexts.demoData}
        </Text>
      ) : null}
      <StateNote policyIndex={pi} />
      <Figures policyIndex={pi} />
      {state === PolicyState.NOT_STARTED ? null : <Days policyIndex={pi} />}
      {hasPoints ? <PolicyIndexFigure policyIndex={pi} /> : null}
      <Settlement policyIndex={pi} />
    </CoverageCard>
  );
}

/** The panel for a bound policy: loads getPolicyIndex(contractId); nothing when there is none. */
export function PolicyIndexPanel({ contractId }: { contractId: string }) {
  const query = usePolicyIndex(contractId);
  if (query.isPending)
    return (
      <Stack gap="3" role="status" aria-label="Loading the policy index">
        <Skeleton h="8" w="48" />
        <Skeleton h="64" borderRadius="xl" />
      </Stack>
    );
  if (query.isError)
    return (
      <Alert.Root status="error" role="alert" borderRadius="lg" alignItems="center">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{policyIndexTexts.loadError}</Alert.Title>
          <Alert.Description>{displayError(query.error)}</Alert.Description>
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
          flexShrink={0}
        >
          <LuRotateCw aria-hidden="true" /> Try Again
        </Button>
      </Alert.Root>
    );
  if (!query.data) return null;
  return <PolicyIndexView policyIndex={query.data} />;
}
