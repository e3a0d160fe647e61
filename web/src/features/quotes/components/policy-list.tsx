/**
 * A policy list (docs/requirements.md#policy-lists): the search, the policies (a table on a wide
 * screen, stacked cards on a phone) with the policy number, insured, program, period, limit,
 * status and index state, and Previous / Next through the server's pages. A row opens the
 * policy's premium indication page (its policy, documents and live index).
 */
import {
  formatUsdWhole,
  isPolicyState,
  policyListMessages,
  policyStateLabels,
  POLICY_SEARCH_MAX_CHARS,
  QUOTE_SEARCH_DEBOUNCE_MS,
  quotingToday,
} from '@almanac/core';
import {
  Box,
  Button,
  Card,
  DataList,
  Flex,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { LuChevronLeft, LuChevronRight, LuSearch, LuShieldCheck } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { ListStatusBadge } from '../../../components/list-status-badge.js';
import { useIsMobile } from '../../../components/use-is-mobile.js';
import { quoteDetailsPath } from '../../../shared/quote-list/paths.js';
import { policyPeriodLabel } from '../../../shared/quote-list/quote-table.js';
import { usePoliciesPage, type PolicyListItem } from '../api/policies-api.js';

const indexStateLabel = (state: string) => (isPolicyState(state) ? policyStateLabels[state] : state);
const statusRow = (p: PolicyListItem) => ({
  contractStatus: p.status,
  policyNumber: p.policyNumber,
  riskPeriod: { endDate: p.endDate },
});

function PolicyTable({ items, today }: { items: PolicyListItem[]; today: string }) {
  const navigate = useNavigate();
  const open = (p: PolicyListItem) => navigate(quoteDetailsPath(p.quoteId));
  const onKey = (e: KeyboardEvent, p: PolicyListItem) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(p);
    }
  };
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="xl">
      <Table.Root size="sm" interactive aria-label="Policies">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Policy Number</Table.ColumnHeader>
            <Table.ColumnHeader>Insured</Table.ColumnHeader>
            <Table.ColumnHeader>Program</Table.ColumnHeader>
            <Table.ColumnHeader>Policy Period</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Limit</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Index</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((p) => (
            <Table.Row
              key={p.contractId}
              cursor="pointer"
              tabIndex={0}
              aria-label={`Policy ${p.policyNumber}, ${p.insuredName}`}
              onClick={() => open(p)}
              onKeyDown={(e) => onKey(e, p)}
            >
              <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="nowrap">
                {p.policyNumber}
              </Table.Cell>
              <Table.Cell>{p.insuredName}</Table.Cell>
              <Table.Cell>{p.programTitle}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{policyPeriodLabel(p)}</Table.Cell>
              <Table.Cell textAlign="end">{formatUsdWhole(p.limit)}</Table.Cell>
              <Table.Cell>
                <ListStatusBadge row={statusRow(p)} today={today} showPolicyNumber={false} />
              </Table.Cell>
              <Table.Cell data-testid="index-state">{indexStateLabel(p.indexState)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function PolicyCards({ items, today }: { items: PolicyListItem[]; today: string }) {
  const navigate = useNavigate();
  return (
    <Stack gap="3" role="list" aria-label="Policies">
      {items.map((p) => (
        <Card.Root
          key={p.contractId}
          role="listitem"
          variant="outline"
          borderRadius="xl"
          cursor="pointer"
          onClick={() => navigate(quoteDetailsPath(p.quoteId))}
        >
          <Card.Body gap="3" p="4">
            <Flex justify="space-between" gap="2" align="flex-start">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {p.insuredName}
                </Text>
                <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                  {p.policyNumber}
                </Text>
              </Stack>
              <ListStatusBadge row={statusRow(p)} today={today} showPolicyNumber={false} />
            </Flex>
            <DataList.Root orientation="horizontal" size="sm" gap="1.5">
              {[
                ['Program', p.programTitle],
                ['Period', policyPeriodLabel(p)],
                ['Limit', formatUsdWhole(p.limit)],
                ['Index', indexStateLabel(p.indexState)],
              ].map(([label, value]) => (
                <DataList.Item key={label}>
                  <DataList.ItemLabel minW="16">{label}</DataList.ItemLabel>
                  <DataList.ItemValue>{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** The list of /policies (all) or /policies/expiring-soon (expiringSoon). */
export function PolicyList({ expiringSoon }: { expiringSoon: boolean }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  // The tokens of the pages before the current one (Previous goes back one).
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const isMobile = useIsMobile();
  const today = useMemo(() => quotingToday(new Date()), []);

  useEffect(() => {
    if (typed.trim() === search) return;
    const timer = setTimeout(() => {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          return next;
        },
        { replace: true },
      );
      setTokens([undefined]);
    }, QUOTE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const nextToken = tokens.at(-1);
  const query = usePoliciesPage({ search, expiringSoon, ...(nextToken ? { nextToken } : {}) });
  const items = query.data?.items ?? [];
  const page = tokens.length;

  let body;
  if (query.isError)
    body = (
      <ListError
        title="The policies could not be loaded."
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.isPending)
    body = (
      <Stack gap="2" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height="12" borderRadius="md" />
        ))}
      </Stack>
    );
  else if (items.length === 0)
    body = (
      <ListEmpty
        icon={LuShieldCheck}
        title={
          search
            ? policyListMessages.noMatch
            : expiringSoon
              ? policyListMessages.emptyExpiring
              : 'No policies yet'
        }
        description={search || expiringSoon ? undefined : policyListMessages.empty}
      />
    );
  else
    body = isMobile ? (
      <PolicyCards items={items} today={today} />
    ) : (
      <PolicyTable items={items} today={today} />
    );

  return (
    <Stack gap="4">
      <Box maxW={{ base: 'full', md: 'md' }}>
        <InputGroup startElement={<LuSearch aria-hidden="true" />}>
          <Input
            aria-label="Search policies"
            placeholder="Policy number or insured"
            value={typed}
            maxLength={POLICY_SEARCH_MAX_CHARS}
            onChange={(e) => setTyped(e.target.value)}
          />
        </InputGroup>
      </Box>
      {body}
      {page > 1 || query.data?.nextToken ? (
        <HStack justify="space-between" gap="2">
          <Text fontSize="sm" color="fg.muted">
            Page {page}
          </Text>
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              disabled={page <= 1 || query.isFetching}
              onClick={() => setTokens((t) => t.slice(0, -1))}
            >
              <LuChevronLeft aria-hidden="true" /> Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!query.data?.nextToken || query.isFetching}
              onClick={() => setTokens((t) => [...t, query.data!.nextToken!])}
            >
              Next <LuChevronRight aria-hidden="true" />
            </Button>
          </HStack>
        </HStack>
      ) : null}
    </Stack>
  );
}
