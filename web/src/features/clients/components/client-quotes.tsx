import { QUOTES_PAGE_SIZE } from '@almanac/core';
import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useQuotesPage } from '../../quotes/api/quotes-api.js';
import { CalculatorButton, ListEmpty, ListError } from '../../quotes/components/list-states.js';
import { QuotesPagination } from '../../quotes/components/quotes-pagination.js';
import { QuotesTable } from '../../quotes/components/quotes-table.js';
import { DEFAULT_QUOTE_SORT, type QuoteSort } from '../../quotes/model/quote-table.js';

/**
 * The client's premium indications (seed 001 sections 2.8, 7): getQuotes for the client, 10 a
 * page, createdAt descending by default, sortable; a row opens /quotes/{id}.
 */
export function ClientQuotes({ clientId }: { clientId: string }) {
  const [sort, setSort] = useState<QuoteSort>(DEFAULT_QUOTE_SORT);
  const [page, setPage] = useState(1);
  const quotes = useQuotesPage({ page, limit: QUOTES_PAGE_SIZE, ...sort, clientId });
  const data = quotes.data;

  return (
    <Stack as="section" gap="4" aria-labelledby="client-quotes-heading">
      <Heading as="h2" size="lg" id="client-quotes-heading">
        Premium indications
      </Heading>
      <Stack gap="4">
        {quotes.isError ? (
          <ListError
            error={quotes.error}
            onRetry={() => void quotes.refetch()}
            retrying={quotes.isFetching}
          />
        ) : null}
        {quotes.isError && !data ? null : (
          <QuotesTable
            label="Premium indications of this client"
            items={data?.items ?? []}
            sort={sort}
            onSortChange={(s) => {
              setSort(s);
              setPage(1);
            }}
            loading={quotes.isPending}
            busy={quotes.isPlaceholderData && quotes.isFetching}
            pageSize={QUOTES_PAGE_SIZE}
            hideColumns={['client']}
            empty={
              <ListEmpty
                title="No premium indications yet"
                description="Premium indications you save for this client will be listed here."
                action={<CalculatorButton size="sm" />}
              />
            }
          />
        )}
        {data ? (
          <QuotesPagination
            page={page}
            pageSize={QUOTES_PAGE_SIZE}
            count={data.count}
            onPageChange={setPage}
          />
        ) : null}
      </Stack>
    </Stack>
  );
}
