import { ButtonGroup, Flex, IconButton, Pagination, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIsMobile } from '../use-is-mobile.js';

const translations = {
  rootLabel: 'Pages',
  prevTriggerLabel: 'Previous page',
  nextTriggerLabel: 'Next page',
  itemLabel: ({ page, totalPages }: { page: number; totalPages: number }) =>
    `Page ${page}${page === totalPages && totalPages > 1 ? ' (last)' : ''}`,
};

/** "Showing 11–20 of 57" and the page controls under a server-paged list. */
export function QuotesPagination({
  page,
  pageSize,
  count,
  onPageChange,
  noun = 'premium indications',
}: {
  page: number;
  pageSize: number;
  count: number;
  onPageChange: (page: number) => void;
  noun?: string;
}) {
  const isMobile = useIsMobile();
  if (count === 0) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
      direction={{ base: 'column', sm: 'row' }}
    >
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of{' '}
        <Text as="span" fontWeight="semibold" color="fg">
          {count.toLocaleString('en-US')}
        </Text>{' '}
        {noun}
      </Text>
      {totalPages > 1 ? (
        <Pagination.Root
          count={count}
          pageSize={pageSize}
          page={page}
          siblingCount={isMobile ? 0 : 1}
          onPageChange={(e) => onPageChange(e.page)}
          translations={translations}
        >
          <ButtonGroup variant="ghost" size="sm" gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton>
                <LuChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            {isMobile ? (
              <Text fontSize="sm" px="2">
                Page {page} of {totalPages}
              </Text>
            ) : (
              <Pagination.Items
                render={(p) => (
                  <IconButton variant={{ base: 'ghost', _selected: 'outline' }} minW="8">
                    {p.value}
                  </IconButton>
                )}
              />
            )}
            <Pagination.NextTrigger asChild>
              <IconButton>
                <LuChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      ) : null}
    </Flex>
  );
}
