/**
 * /quotes, "Premium Indications & Policies" (docs/requirements.md#quote-lists): the agent's
 * premium indications, 10 a page, sorted on the server by any column (createdAt descending by
 * default), a row opens /quotes/{id}; "Export Data" saves every one of them as CSV.
 */
import { QUOTES_PAGE_SIZE } from '@almanac/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuotesPage } from '../../../shared/quote-list/quotes-api.js';
import { ExportQuotesButton } from '../components/export-quotes-button.js';
import { CalculatorButton, ListEmpty } from '../../../components/list-states.js';
import { PagedQuotes } from '../../../components/quote-list/paged-quotes.js';
import { QuotesFrame } from '../components/quotes-frame.js';
import { readListParams, writeListParams, type QuoteSort } from '../../../shared/quote-list/quote-table.js';

export default function QuotesPage() {
  const [params, setParams] = useSearchParams();
  const { sort, page } = readListParams(params);
  const quotes = useQuotesPage({ page, limit: QUOTES_PAGE_SIZE, ...sort });
  const data = quotes.data;
  const show = (nextSortValue: QuoteSort, nextPage: number) =>
    setParams(writeListParams(params, nextSortValue, nextPage), { replace: true });

  // A page past the end (quotes deleted since the link was made): the last page there is.
  const lastPage = data ? Math.max(1, Math.ceil(data.count / QUOTES_PAGE_SIZE)) : 1;
  const pastTheEnd = !!data && !quotes.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams(writeListParams(params, sort, lastPage), { replace: true });
  }, [pastTheEnd, lastPage, params, sort, setParams]);

  return (
    <QuotesFrame
      lead="Your saved premium indications. Select a row to see its details; sort by any column."
      actions={<ExportQuotesButton query={sort} disabled={!data || data.count === 0} />}
    >
      <PagedQuotes
        quotes={quotes}
        sort={sort}
        page={page}
        onChange={show}
        label="Premium indications"
        loading={pastTheEnd}
        empty={
          <ListEmpty
            title="No premium indications yet"
            description="Price weather-index cover for a client's locations in the Premium Calculator. Every premium indication you save appears here."
            action={<CalculatorButton />}
          />
        }
      />
    </QuotesFrame>
  );
}
