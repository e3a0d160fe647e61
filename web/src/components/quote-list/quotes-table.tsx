/**
 * The one premium indication table of the app: the quotes list, the search results and a client's
 * quotes (docs/requirements.md#quote-lists, #clients). Headers sort on the server, a
 * row opens /quotes/{id}, an optional checkbox column selects rows without opening them. Below
 * 900 px the rows become cards and the sort a drop-down.
 */
import {
  Box,
  Card,
  chakra,
  Checkbox,
  DataList,
  Flex,
  HStack,
  Icon,
  IconButton,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { quotingToday } from '@almanac/core';
import { type KeyboardEvent, type ReactNode, useMemo } from 'react';
import { LuArrowDown, LuArrowDownUp, LuArrowUp } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useIsMobile } from '../use-is-mobile.js';
import { ListStatusBadge } from '../list-status-badge.js';
import type { QuoteListItem } from '../../shared/quote-list/quotes-api.js';
import { quoteDetailsPath } from '../../shared/quote-list/paths.js';
import {
  clientLabel,
  createdOnLabel,
  firstSortOf,
  limitLabel,
  nextSort,
  policyPeriodLabel,
  quoteColumns,
  type QuoteColumnKey,
  type QuoteSort,
} from '../../shared/quote-list/quote-table.js';

export interface QuoteSelection {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

export interface QuotesTableProps {
  /** The table's accessible name, e.g. "Premium indications". */
  label: string;
  items: readonly QuoteListItem[];
  sort: QuoteSort;
  onSortChange: (sort: QuoteSort) => void;
  /** Nothing to show yet: skeleton rows. */
  loading?: boolean;
  /** A new page or order is on its way: the rows shown are the previous ones. */
  busy?: boolean;
  /** How many skeleton rows to show while loading. */
  pageSize?: number;
  /** Adds the checkbox column. */
  selection?: QuoteSelection;
  /** Columns to leave out (e.g. Client on a client's own page). */
  hideColumns?: readonly QuoteColumnKey[];
  /** Shown instead of the table when there is nothing to list. */
  empty?: ReactNode;
}

/**
 * The row's one status (core's listStatusBadges): Saved, its application's status, or its
 * policy's with the policy number (docs/requirements.md#policy-lists).
 */
function StatusBadge({ q, today }: { q: QuoteListItem; today: string }) {
  return <ListStatusBadge row={q} today={today} />;
}

function cellOf(key: QuoteColumnKey, q: QuoteListItem, today: string): ReactNode {
  switch (key) {
    case 'client': {
      const name = clientLabel(q);
      return name ? (
        <Text fontWeight="medium">{name}</Text>
      ) : (
        <Text color="fg.subtle" fontStyle="italic">
          No client
        </Text>
      );
    }
    case 'createdOn':
      return <Text whiteSpace="nowrap">{createdOnLabel(q.createdAt)}</Text>;
    case 'location':
      return <Text minW="32">{q.location}</Text>;
    case 'type':
      return q.programTitle;
    case 'policyPeriod': {
      // Wraps after the dash when the column is narrow, never inside a date.
      const [start, end] = policyPeriodLabel(q.riskPeriod).split(' – ');
      return (
        <Text minW="24">
          <chakra.span whiteSpace="nowrap">{start} –</chakra.span>{' '}
          <chakra.span whiteSpace="nowrap">{end}</chakra.span>
        </Text>
      );
    }
    case 'trigger':
      return <Text whiteSpace="nowrap">{q.trigger}</Text>;
    case 'limit':
      return <Text whiteSpace="nowrap">{limitLabel(q.limitOfLiability)}</Text>;
    case 'id':
      return (
        <Text fontFamily="mono" fontSize="xs" maxW="20" truncate title={q.id}>
          {q.id}
        </Text>
      );
    case 'status':
      return <StatusBadge q={q} today={today} />;
  }
}

const ariaSort = (sort: QuoteSort, sortBy: string) =>
  sort.sortBy !== sortBy ? undefined : sort.sortDirection === 'ASC' ? 'ascending' : 'descending';

const SortButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    borderRadius: 'sm',
    color: 'fg.muted',
    _hover: { color: 'fg' },
    '&[data-active]': { color: 'fg' },
  },
});

/** Opens the quote on Enter or Space, as a click does. */
function openOnKey(open: () => void) {
  return (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
}

function RowCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
      size="sm"
      colorPalette="primary"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function selectionHelpers(items: readonly QuoteListItem[], selection?: QuoteSelection) {
  const ids = items.map((q) => q.id);
  const selectedHere = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const all: boolean | 'indeterminate' =
    selectedHere === 0 ? false : selectedHere === ids.length ? true : 'indeterminate';
  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    selection.onChange(next);
  };
  const toggle = (id: string, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  return { all, toggleAll, toggle };
}

export function QuotesTable(props: QuotesTableProps) {
  const isMobile = useIsMobile();
  if (!props.loading && props.items.length === 0 && props.empty) return <>{props.empty}</>;
  return isMobile ? <QuoteCards {...props} /> : <QuoteGrid {...props} />;
}

function QuoteGrid({
  label,
  items,
  sort,
  onSortChange,
  loading,
  busy,
  pageSize = 10,
  selection,
  hideColumns = [],
}: QuotesTableProps) {
  const navigate = useNavigate();
  const today = useMemo(() => quotingToday(new Date()), []);
  const columns = quoteColumns.filter((c) => !hideColumns.includes(c.key));
  const { all, toggleAll, toggle } = selectionHelpers(items, selection);
  const columnCount = columns.length + (selection ? 1 : 0);

  return (
    // Text may wrap (the scroll area's default is one line per cell); dates and money stay whole.
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" whiteSpace="normal">
      <Table.Root
        size="sm"
        interactive
        aria-label={label}
        aria-busy={loading || busy ? true : undefined}
        opacity={busy ? 0.6 : 1}
        transition="opacity 0.15s"
      >
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {selection ? (
              <Table.ColumnHeader w="10">
                <RowCheckbox checked={all} onChange={toggleAll} label="Select all on this page" />
              </Table.ColumnHeader>
            ) : null}
            {columns.map((c) => {
              const active = sort.sortBy === c.sortBy;
              const SortIcon = !active
                ? LuArrowDownUp
                : sort.sortDirection === 'ASC'
                  ? LuArrowUp
                  : LuArrowDown;
              return (
                <Table.ColumnHeader key={c.key} aria-sort={ariaSort(sort, c.sortBy)} py="3">
                  <SortButton
                    type="button"
                    data-active={active ? '' : undefined}
                    onClick={() => onSortChange(nextSort(sort, c.sortBy))}
                  >
                    {c.label}
                    <Icon as={SortIcon} boxSize="3.5" opacity={active ? 1 : 0.4} aria-hidden="true" />
                  </SortButton>
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading
            ? Array.from({ length: Math.min(pageSize, 10) }, (_, i) => (
                <Table.Row key={i} aria-hidden="true">
                  {Array.from({ length: columnCount }, (_, j) => (
                    <Table.Cell key={j} py="3">
                      <Skeleton h="4" />
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            : items.map((q) => {
                const open = () => navigate(quoteDetailsPath(q.id));
                return (
                  <Table.Row
                    key={q.id}
                    cursor="pointer"
                    tabIndex={0}
                    onClick={open}
                    onKeyDown={openOnKey(open)}
                    _focusVisible={{
                      outline: '2px solid',
                      outlineColor: 'primary.focusRing',
                      outlineOffset: '-2px',
                    }}
                    data-selected={selection?.selected.has(q.id) ? '' : undefined}
                    css={{ '&[data-selected]': { bg: 'primary.subtle' } }}
                  >
                    {selection ? (
                      // The checkbox selects; it never opens the quote.
                      <Table.Cell
                        onClick={(e) => e.stopPropagation()}
                        onKeyDown={(e) => e.stopPropagation()}
                        cursor="default"
                      >
                        <RowCheckbox
                          checked={selection.selected.has(q.id)}
                          onChange={(checked) => toggle(q.id, checked)}
                          label={`Select premium indication ${q.id}`}
                        />
                      </Table.Cell>
                    ) : null}
                    {columns.map((c) => (
                      <Table.Cell key={c.key} py="3">
                        {cellOf(c.key, q, today)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                );
              })}
        </Table.Body>
      </Table.Root>
      {loading ? (
        <VisuallyHidden role="status" aria-live="polite">
          Loading premium indications
        </VisuallyHidden>
      ) : null}
    </Table.ScrollArea>
  );
}

const directionLabel = (key: QuoteColumnKey, dir: 'ASC' | 'DESC') => {
  if (key === 'createdOn' || key === 'policyPeriod') return dir === 'ASC' ? 'oldest first' : 'newest first';
  if (key === 'limit') return dir === 'ASC' ? 'lowest first' : 'highest first';
  return dir === 'ASC' ? 'A to Z' : 'Z to A';
};

function QuoteCards({
  label,
  items,
  sort,
  onSortChange,
  loading,
  busy,
  pageSize = 10,
  selection,
  hideColumns = [],
}: QuotesTableProps) {
  const navigate = useNavigate();
  const today = useMemo(() => quotingToday(new Date()), []);
  const columns = quoteColumns.filter((c) => !hideColumns.includes(c.key));
  const active = columns.find((c) => c.sortBy === sort.sortBy) ?? quoteColumns[1]!;
  const { all, toggleAll, toggle } = selectionHelpers(items, selection);
  const show = (key: QuoteColumnKey) => !hideColumns.includes(key);

  return (
    <Stack gap="3">
      <HStack gap="2" justify="space-between" wrap="wrap">
        {selection && !loading ? (
          <RowCheckbox checked={all} onChange={toggleAll} label="Select all on this page" />
        ) : null}
        <HStack gap="2" flex="1" justify="flex-end">
          <NativeSelect.Root size="sm" maxW="56">
            <NativeSelect.Field
              aria-label="Sort by"
              value={active.sortBy}
              onChange={(e) => onSortChange(firstSortOf(e.currentTarget.value as QuoteSort['sortBy']))}
            >
              {columns.map((c) => (
                <option key={c.key} value={c.sortBy}>
                  Sort by {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <IconButton
            size="sm"
            variant="outline"
            aria-label={`Sorted ${directionLabel(active.key, sort.sortDirection)}; reverse the order`}
            onClick={() => onSortChange(nextSort(sort, sort.sortBy))}
          >
            {sort.sortDirection === 'ASC' ? <LuArrowUp /> : <LuArrowDown />}
          </IconButton>
        </HStack>
      </HStack>
      <Stack
        as="ul"
        gap="3"
        listStyleType="none"
        aria-label={label}
        aria-busy={loading || busy ? true : undefined}
        opacity={busy ? 0.6 : 1}
      >
        {loading
          ? Array.from({ length: Math.min(pageSize, 4) }, (_, i) => (
              <Box as="li" key={i} aria-hidden="true">
                <Skeleton h="32" borderRadius="lg" />
              </Box>
            ))
          : items.map((q) => {
              const open = () => navigate(quoteDetailsPath(q.id));
              const client = clientLabel(q);
              const selected = selection?.selected.has(q.id) ?? false;
              return (
                <Box as="li" key={q.id}>
                  <Card.Root
                    variant="outline"
                    size="sm"
                    cursor="pointer"
                    tabIndex={0}
                    role={selection ? undefined : 'link'}
                    aria-label={`Premium indication ${q.id}${client ? ` for ${client}` : ''}`}
                    onClick={open}
                    onKeyDown={openOnKey(open)}
                    bg={selected ? 'primary.subtle' : 'bg'}
                    _hover={{ borderColor: 'primary.emphasized' }}
                  >
                    <Card.Body gap="3">
                      <Flex gap="3" align="flex-start">
                        {selection ? (
                          <Box
                            onClick={(e) => e.stopPropagation()}
                            onKeyDown={(e) => e.stopPropagation()}
                            pt="0.5"
                          >
                            <RowCheckbox
                              checked={selected}
                              onChange={(checked) => toggle(q.id, checked)}
                              label={`Select premium indication ${q.id}`}
                            />
                          </Box>
                        ) : null}
                        <Stack gap="0.5" flex="1" minW="0">
                          <Text fontWeight="semibold" truncate>
                            {show('client') ? client || 'No client' : q.programTitle}
                          </Text>
                          <Text fontSize="sm" color="fg.muted" truncate>
                            {show('client') ? `${q.programTitle} · ` : null}
                            <chakra.span fontFamily="mono">{q.id}</chakra.span>
                          </Text>
                        </Stack>
                        <StatusBadge q={q} today={today} />
                      </Flex>
                      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
                        {(
                          [
                            ['Created On', createdOnLabel(q.createdAt)],
                            ['Policy Period', policyPeriodLabel(q.riskPeriod)],
                            ['Location', q.location],
                            ['Trigger', q.trigger],
                            ['Limit', limitLabel(q.limitOfLiability)],
                          ] as const
                        ).map(([name, value]) => (
                          <DataList.Item key={name}>
                            <DataList.ItemLabel minW="28">{name}</DataList.ItemLabel>
                            <DataList.ItemValue>{value}</DataList.ItemValue>
                          </DataList.Item>
                        ))}
                      </DataList.Root>
                    </Card.Body>
                  </Card.Root>
                </Box>
              );
            })}
      </Stack>
      {loading ? (
        <VisuallyHidden role="status" aria-live="polite">
          Loading premium indications
        </VisuallyHidden>
      ) : null}
    </Stack>
  );
}
