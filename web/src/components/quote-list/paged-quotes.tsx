import { QUOTES_PAGE_SIZE } from '@almanac/core';
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { useQuotesPage } from '../../shared/quote-list/quotes-api.js';
import type { QuoteSort } from '../../shared/quote-list/quote-table.js';
import { ListError } from '../list-states.js';
import { QuotesPagination } from './quotes-pagination.js';
import { QuotesTable, type QuotesTableProps } from './quotes-table.js';

/**
 * One page of a getQuotes list, 10 a page: the error with Try Again, the sortable table (a new
 * sort goes back to page 1) and the page controls. The /quotes list and a client's quotes.
 */
export function PagedQuotes({
  quotes,
  sort,
  page,
  onChange,
  label,
  empty,
  hideColumns,
  loading = false,
}: {
  quotes: ReturnType<typeof useQuotesPage>;
  sort: QuoteSort;
  page: number;
  onChange: (sort: QuoteSort, page: number) => void;
  label: string;
  empty: ReactNode;
  hideColumns?: QuotesTableProps['hideColumns'];
  /** Show the loading rows whatever the query says (e.g. while moving off a page past the end). */
  loading?: boolean;
}) {
  const data = quotes.data;
  return (
    <Stack gap="4">
      {quotes.isError ? (
        <ListError error={quotes.error} onRetry={() => void quotes.refetch()} retrying={quotes.isFetching} />
      ) : null}
      {quotes.isError && !data ? null : (
        <QuotesTable
          label={label}
          items={data?.items ?? []}
          sort={sort}
          onSortChange={(s) => onChange(s, 1)}
          loading={quotes.isPending || loading}
          busy={quotes.isPlaceholderData && quotes.isFetching}
          pageSize={QUOTES_PAGE_SIZE}
          hideColumns={hideColumns}
          empty={empty}
        />
      )}
      {data ? (
        <QuotesPagination
          page={page}
          pageSize={QUOTES_PAGE_SIZE}
          count={data.count}
          onPageChange={(p) => onChange(sort, p)}
        />
      ) : null}
    </Stack>
  );
}
