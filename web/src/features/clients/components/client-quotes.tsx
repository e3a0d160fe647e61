import { QUOTES_PAGE_SIZE } from '@almanac/core';
import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useQuotesPage } from '../../../shared/quote-list/quotes-api.js';
import { CalculatorButton, ListEmpty } from '../../../components/list-states.js';
import { PagedQuotes } from '../../../components/quote-list/paged-quotes.js';
import { DEFAULT_QUOTE_SORT, type QuoteSort } from '../../../shared/quote-list/quote-table.js';

/**
 * The client's premium indications (docs/requirements.md#clients, #api-selling): getQuotes for the
 * client, 10 a page, createdAt descending by default, sortable; a row opens /quotes/{id}.
 */
export function ClientQuotes({ clientId }: { clientId: string }) {
  const [sort, setSort] = useState<QuoteSort>(DEFAULT_QUOTE_SORT);
  const [page, setPage] = useState(1);
  const quotes = useQuotesPage({ page, limit: QUOTES_PAGE_SIZE, ...sort, clientId });

  return (
    <Stack as="section" gap="4" aria-labelledby="client-quotes-heading">
      <Heading as="h2" size="lg" id="client-quotes-heading">
        Premium indications
      </Heading>
      <PagedQuotes
        quotes={quotes}
        sort={sort}
        page={page}
        onChange={(nextSort, nextPage) => {
          setSort(nextSort);
          setPage(nextPage);
        }}
        label="Premium indications of this client"
        // At 1280 px the client panel leaves ~900 px: the long quote ID gives way so Status shows.
        hideColumns={['client', 'id']}
        empty={
          <ListEmpty
            title="No premium indications yet"
            description="Premium indications you save for this client will be listed here."
            action={<CalculatorButton size="sm" />}
          />
        }
      />
    </Stack>
  );
}
