/**
 * /search (docs/requirements.md#quote-lists, #validation-search): premium indications by client
 * name, client e-mail or ID. Typing is debounced 1 s and the server is asked only once the text is
 * longer than 2 characters; the first 15 matches show with how many there are (the table has no
 * footer). Rows open /quotes/{id}; the checkbox column selects rows for a CSV of just those.
 */
import {
  effectiveQuoteSearch,
  QUOTE_SEARCH_DEBOUNCE_MS,
  QUOTE_SEARCH_MIN_CHARS,
  QUOTE_SEARCH_PAGE_SIZE,
  quotesToCsv,
  quotingToday,
} from '@almanac/core';
import { Button, Flex, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { LuDownload, LuSearch, LuSearchX, LuX } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '../../../components/form-field.js';
import { saveText } from '../../../lib/save-file.js';
import { useQuotesPage, type QuoteListItem } from '../../../shared/quote-list/quotes-api.js';
import { ListEmpty, ListError } from '../../../components/list-states.js';
import { QuotesFrame } from '../components/quotes-frame.js';
import { QuotesTable } from '../../../components/quote-list/quotes-table.js';
import {
  exportFileName,
  readListParams,
  writeListParams,
  type QuoteSort,
} from '../../../shared/quote-list/quote-table.js';
import { quoteSearchFormSchema } from '../model/search.js';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const applied = params.get('q') ?? '';
  const { sort } = readListParams(params);
  const [text, setText] = useState(applied);
  const [formError, setFormError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Map<string, QuoteListItem>>(() => new Map());
  const paramsRef = useRef(params);
  paramsRef.current = params;

  const apply = useCallback(
    (value: string, nextSort?: QuoteSort) => {
      const current = paramsRef.current;
      const next = writeListParams(current, nextSort ?? readListParams(current).sort, 1);
      if (value) next.set('q', value);
      else next.delete('q');
      setParams(next, { replace: true });
    },
    [setParams],
  );

  // Typing: the search follows the text once it has rested for a second.
  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => apply(text), QUOTE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);

  const search = effectiveQuoteSearch(applied);
  const results = useQuotesPage(
    { page: 1, limit: QUOTE_SEARCH_PAGE_SIZE, ...sort, search: search ?? '' },
    { enabled: !!search },
  );

  // A new search starts a new selection.
  useEffect(() => setSelected(new Map()), [search]);

  const items = useMemo(() => (search ? (results.data?.items ?? []) : []), [search, results.data]);
  const count = search ? (results.data?.count ?? 0) : 0;
  const typing = text !== applied;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = quoteSearchFormSchema.safeParse({ search: text });
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFormError(null);
    apply(text);
  };

  const selection = {
    selected: new Set(selected.keys()),
    onChange: (ids: Set<string>) =>
      setSelected((old) => {
        const next = new Map<string, QuoteListItem>();
        for (const id of ids) {
          const item = old.get(id) ?? items.find((q) => q.id === id);
          if (item) next.set(id, item);
        }
        return next;
      }),
  };

  const exportSelected = () =>
    saveText(
      quotesToCsv([...selected.values()], quotingToday(new Date())),
      exportFileName(new Date()),
      'text/csv;charset=utf-8',
    );

  let body;
  if (!search) {
    body =
      applied.trim() || text.trim() ? (
        <ListEmpty
          icon={LuSearch}
          title="Keep typing…"
          description={`The search starts once you have typed at least ${QUOTE_SEARCH_MIN_CHARS} characters.`}
        />
      ) : (
        <ListEmpty
          icon={LuSearch}
          title="Search your premium indications"
          description="Find a premium indication by the client's name or e-mail address, or by its ID."
        />
      );
  } else if (results.isError && !results.data) {
    body = (
      <ListError error={results.error} onRetry={() => void results.refetch()} retrying={results.isFetching} />
    );
  } else {
    body = (
      <Stack gap="3">
        {results.data && count > 0 ? (
          <Flex justify="space-between" align="center" gap="3" wrap="wrap" minH="8">
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {count > items.length
                ? `Showing the first ${items.length} of ${plural(count, 'match', 'matches')}. Refine your search to narrow them down.`
                : `${plural(count, 'match', 'matches')}.`}
            </Text>
            {selected.size > 0 ? (
              <HStack gap="2">
                <Text fontSize="sm" fontWeight="medium">
                  {selected.size} selected
                </Text>
                <Button size="xs" variant="ghost" onClick={() => setSelected(new Map())}>
                  <LuX aria-hidden="true" /> Clear
                </Button>
                <Button size="xs" variant="outline" colorPalette="secondary" onClick={exportSelected}>
                  <LuDownload aria-hidden="true" /> Export Selected
                </Button>
              </HStack>
            ) : null}
          </Flex>
        ) : null}
        <QuotesTable
          label="Search results"
          items={items}
          sort={sort}
          onSortChange={(s) => apply(applied, s)}
          loading={results.isPending}
          busy={results.isPlaceholderData && results.isFetching}
          pageSize={QUOTE_SEARCH_PAGE_SIZE}
          selection={selection}
          empty={
            <ListEmpty
              icon={LuSearchX}
              title={`No premium indications match “${search}”`}
              description="Check the spelling, or search by the client's e-mail address or the premium indication's ID."
            />
          }
        />
      </Stack>
    );
  }

  return (
    <QuotesFrame lead="Search every premium indication you can see by client name, client e-mail or ID.">
      <Stack gap="5">
        <form role="search" onSubmit={onSubmit} noValidate>
          <Flex gap="3" align="flex-end" direction={{ base: 'column', sm: 'row' }}>
            <FormField label="Search by client name, e-mail or ID" error={formError ?? undefined}>
              <InputGroup
                startElement={<LuSearch aria-hidden="true" />}
                endElement={
                  typing && text.trim().length > 0 ? <Spinner size="xs" aria-hidden="true" /> : null
                }
              >
                <Input
                  type="search"
                  size="lg"
                  value={text}
                  placeholder="e.g. Dana Reyes, dana@harbor.com or a premium indication ID"
                  autoComplete="off"
                  onChange={(e) => {
                    setText(e.currentTarget.value);
                    if (formError) setFormError(null);
                  }}
                />
              </InputGroup>
            </FormField>
            <Button type="submit" size="lg" w={{ base: 'full', sm: 'auto' }}>
              Search
            </Button>
          </Flex>
        </form>
        {body}
      </Stack>
    </QuotesFrame>
  );
}
