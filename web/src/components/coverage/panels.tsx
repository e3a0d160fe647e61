/** The terms screen's panels: loading, the outcomes, the index, the price breakdown, notes. */
import { NET_PREMIUM_COMMISSION_NOTE, type ProgramCode, TAX_UNAVAILABLE_MESSAGE } from '@almanac/core';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  DataList,
  Flex,
  Heading,
  Link,
  Separator,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuMail, LuRefreshCw, LuRotateCcw, LuSearch } from 'react-icons/lu';
import { contact } from '../../lib/contact.js';
import { formatIndex, indexDescription, indexTitle } from '../../shared/quote/coverage-format.js';
import { priceBreakdownRows } from '../../shared/quote/price-breakdown.js';
import {
  NO_OFFERS_TEXT,
  NO_OPTION_TEXT,
  pricingErrorDetail,
  pricingErrorText,
  SYNCING_TEXT,
} from '../../shared/quote/pricing-messages.js';
import type { PricedQuote } from '../../shared/quote/quote.js';

export const contactHref = `mailto:${contact.salesEmail}`;

/** A titled card of the terms screen. */
export function CoverageCard({
  title,
  titleId,
  actions,
  children,
  badge,
}: {
  title: string;
  titleId: string;
  actions?: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" borderRadius="xl">
      <Card.Body gap="4" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" id={titleId} size="md" color="secondary.solid">
              {title}
            </Heading>
            {badge}
          </Flex>
          {actions}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export function DemoBadge() {
  return (
    <Badge colorPalette="warning" variant="solid" size="sm">
      Demo data
    </Badge>
  );
}

/** The note shown when a quote used demo data (shared with the shared-quote page). */
export { DemoDataAlert } from '../demo-data-alert.js';

export function LoadingPanel() {
  return (
    <Flex role="status" direction="column" align="center" justify="center" gap="3" py="12" textAlign="center">
      <Spinner size="lg" color="primary.solid" />
      <Text fontWeight="medium">{SYNCING_TEXT}</Text>
    </Flex>
  );
}

function OutcomePanel({
  status,
  title,
  children,
  actions,
}: {
  status: 'info' | 'error' | 'warning';
  title?: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Alert.Root
      status={status}
      role="alert"
      borderRadius="lg"
      flexDirection="column"
      alignItems="stretch"
      gap="3"
    >
      <Flex gap="3">
        <Alert.Indicator />
        <Alert.Content>
          {title ? <Alert.Title>{title}</Alert.Title> : null}
          <Alert.Description>{children}</Alert.Description>
        </Alert.Content>
      </Flex>
      <Flex gap="2" wrap="wrap" justify="flex-end">
        {actions}
      </Flex>
    </Alert.Root>
  );
}

export function NoOffersPanel({ onStartOver }: { onStartOver: () => void }) {
  return (
    <OutcomePanel
      status="info"
      actions={
        <>
          <Button variant="outline" onClick={onStartOver}>
            <LuRotateCcw aria-hidden="true" /> Start Over
          </Button>
          <Button asChild>
            <a href={contactHref}>
              <LuMail aria-hidden="true" /> Contact Us
            </a>
          </Button>
        </>
      }
    >
      {NO_OFFERS_TEXT}
    </OutcomePanel>
  );
}

export function ErrorPanel({
  code,
  message,
  onTryAgain,
}: {
  code: string;
  message: string;
  onTryAgain: () => void;
}) {
  const detail = pricingErrorDetail(code, message);
  return (
    <OutcomePanel
      status="error"
      actions={
        <Button onClick={onTryAgain}>
          <LuRefreshCw aria-hidden="true" /> Try Again
        </Button>
      }
    >
      <Text>{pricingErrorText(code, message)}</Text>
      {detail ? (
        <Text mt="1" fontWeight="medium">
          {detail}
        </Text>
      ) : null}
    </OutcomePanel>
  );
}

/** After the "No option found." modal is closed: its text, and Expand criteria again. */
export function NoOptionPanel({ onExpand, reason }: { onExpand: () => void; reason?: string }) {
  return (
    <OutcomePanel
      status="warning"
      title="No option found."
      actions={
        <Button onClick={onExpand}>
          <LuSearch aria-hidden="true" /> Expand criteria
        </Button>
      }
    >
      {reason ? (
        <Text mb="1" fontWeight="medium">
          {reason}
        </Text>
      ) : null}
      {NO_OPTION_TEXT}
    </OutcomePanel>
  );
}

export interface IndexSummaryValues {
  minimum: number;
  average: number;
  maximum: number;
}

/** The Precipitation (or Temperature) Index panel: minimum, average and maximum of the look-back. */
export function IndexPanel({
  program,
  summary,
  years,
  loading,
  error,
  demo,
}: {
  program: ProgramCode;
  summary: IndexSummaryValues | null;
  years: number;
  loading: boolean;
  error: boolean;
  demo: boolean;
}) {
  const rows: [string, number | undefined][] = [
    ['Minimum', summary?.minimum],
    ['Average', summary?.average],
    ['Maximum', summary?.maximum],
  ];
  return (
    <CoverageCard title={indexTitle(program)} titleId="index-panel-title" badge={demo ? <DemoBadge /> : null}>
      <Text fontSize="sm" color="fg.muted">
        {indexDescription(program)}
        {years > 0 ? `, over the last ${years} years.` : '.'}
      </Text>
      {error && !summary ? (
        <Text fontSize="sm" color="fg.error">
          The index history could not be loaded.
        </Text>
      ) : (
        <DataList.Root orientation="horizontal" size="sm" aria-busy={loading}>
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="semibold" justifyContent="flex-end">
                {loading && value === undefined ? '…' : formatIndex(program, value)}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
    </CoverageCard>
  );
}

/** Where the taxes' state comes from, as the note under the breakdown says it. */
export const taxStateNote = (state: string, clientAttached: boolean): string =>
  clientAttached
    ? `Taxes are estimated for ${state}: the client's state when it is on file, otherwise the state of the largest-weight location.`
    : `Taxes are estimated for ${state}, the state of the largest-weight location until a client is attached.`;

export function PriceBreakdown({
  quote,
  clientAttached = false,
}: {
  quote: PricedQuote | null;
  /** A client is attached (the quote's, or the one chosen in the quoter). */
  clientAttached?: boolean;
}) {
  const rows = quote ? priceBreakdownRows(quote) : [];
  return (
    <CoverageCard title="Price Breakdown" titleId="price-breakdown-title">
      {quote ? (
        <Stack gap="2">
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            {rows.map((r) => (
              <DataList.Item key={r.label} ps={r.kind === 'detail' ? '4' : '0'}>
                <DataList.ItemLabel
                  fontWeight={r.kind === 'total' ? 'semibold' : 'normal'}
                  color={r.kind === 'detail' ? 'fg.muted' : 'fg'}
                >
                  {r.label}
                </DataList.ItemLabel>
                <DataList.ItemValue
                  justifyContent="flex-end"
                  fontWeight={r.kind === 'detail' ? 'normal' : 'semibold'}
                  fontSize={r.kind === 'total' ? 'md' : 'sm'}
                >
                  {r.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          {quote.taxStatus === 'unavailable' ? (
            <Text fontSize="sm" color="warning.fg" role="note">
              {quote.taxMessage ?? TAX_UNAVAILABLE_MESSAGE}
            </Text>
          ) : null}
          <Separator />
          <Text fontSize="xs" color="fg.muted">
            {NET_PREMIUM_COMMISSION_NOTE} {taxStateNote(quote.locationState, clientAttached)}
          </Text>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Calculate to see the premium, taxes and fees of an option.
        </Text>
      )}
    </CoverageCard>
  );
}

/** High and low temperature: other structures are priced on request. */
export function OtherPricingOptions() {
  return (
    <Box borderWidth="1px" borderRadius="xl" p="4" bg="secondary.subtle">
      <Heading as="h2" size="sm" color="secondary.solid" mb="1">
        Other Pricing Options
      </Heading>
      <Text fontSize="sm">
        Need a different trigger, exhaust or payout structure? E-mail us at{' '}
        <Link href={contactHref} color="primary.fg" fontWeight="medium">
          {contact.salesEmail}
        </Link>{' '}
        and we will price it for you.
      </Text>
    </Box>
  );
}
