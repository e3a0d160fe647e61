import { Badge, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { desktopMedia } from '../../../components/layout.js';
import type { QuoteStatus } from '@almanac/core';

export const QUOTES_PATH = '/quotes';

export function BackToQuotes() {
  return (
    <Box>
      <Button asChild variant="ghost" size="sm" ms="-3" colorPalette="secondary">
        <Link to={QUOTES_PATH}>
          <LuArrowLeft aria-hidden="true" /> Back to Premium Indications Table
        </Link>
      </Button>
    </Box>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box as="dd" m="0" fontWeight="medium" fontSize="sm" wordBreak="break-all">
        {children}
      </Box>
    </Stack>
  );
}

export function StatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge
      size="md"
      variant={status === 'Submitted' ? 'solid' : 'subtle'}
      colorPalette={status === 'Submitted' ? 'primary' : 'secondary'}
      data-testid="quote-status"
    >
      {status}
    </Badge>
  );
}

/** The header (docs/requirements.md#quote-details): ID, Program and Status, and the page's actions. */
export function QuoteHeader({
  id,
  programCode,
  programTitle,
  status,
  created,
  actions,
}: {
  id: string;
  programCode: string;
  programTitle: string;
  status: QuoteStatus;
  created: string;
  actions: ReactNode;
}) {
  return (
    <Flex
      direction="column"
      gap="5"
      css={{
        [desktopMedia]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
      }}
    >
      <Stack gap="3" minW="0">
        <Stack gap="1">
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="primary.fg"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            Premium Indication
          </Text>
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} fontWeight="semibold" color="secondary.solid">
            {programTitle}
          </Heading>
        </Stack>
        <Flex as="dl" gap={{ base: '4', md: '8' }} wrap="wrap" m="0">
          <Meta label="ID">
            <Text as="span" fontFamily="mono" fontSize="xs" data-testid="quote-id">
              {id}
            </Text>
          </Meta>
          <Meta label="Program">{`${programTitle} (${programCode})`}</Meta>
          <Meta label="Status">
            <StatusBadge status={status} />
          </Meta>
          <Meta label="Created">{created}</Meta>
        </Flex>
      </Stack>
      <Flex gap="3" wrap="wrap" align="flex-start" flexShrink={0}>
        {actions}
      </Flex>
    </Flex>
  );
}
