/** One premium indication on Apply for Coverage (docs/requirements.md#apply-select). */
import { Badge, Box, Button, Card, DataList, Flex, Heading, Link, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuMapPin } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ActionWithReason } from '../../../components/action-with-reason.js';
import { AppDialog } from '../../../components/app-dialog.js';
import { quoteDetailsPath } from '../../../shared/quote-list/paths.js';
import {
  cardCreated,
  cardLimit,
  cardPeriod,
  type CardLocation,
  type IndicationCard,
} from '../model/indications.js';
import { ValueRow } from './value-row.js';

export function LocationsTable({ locations, label }: { locations: readonly CardLocation[]; label: string }) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>State</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Latitude</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Longitude</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Weight</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {locations.map((l, i) => (
            <Table.Row key={`${i}-${l.lat}-${l.lon}`}>
              <Table.Cell>{l.name}</Table.Cell>
              <Table.Cell>{l.state}</Table.Cell>
              <Table.Cell textAlign="end">{l.lat.toFixed(4)}</Table.Cell>
              <Table.Cell textAlign="end">{l.lon.toFixed(4)}</Table.Cell>
              <Table.Cell textAlign="end">{`${l.weight.toFixed(2)}%`}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function IndicationCardView({
  card,
  company,
  selected,
  blockReason,
  onSelect,
}: {
  card: IndicationCard;
  company: string | null;
  selected: boolean;
  blockReason: string | null;
  onSelect: () => void;
}) {
  const [locationsOpen, setLocationsOpen] = useState(false);
  const reasonId = `indication-${card.id}-reason`;
  const titleId = `indication-${card.id}-title`;
  const idId = `indication-${card.id}-id`;
  const rows: [string, string][] = [
    ['Created', cardCreated(card.createdAt)],
    ['Limit', cardLimit(card.limitOfLiability)],
    ['Covered States', card.states.join(', ') || '—'],
    ['Policy Period', cardPeriod(card.riskPeriod)],
    ['Company', company || '—'],
  ];
  if (card.policyNumber) rows.push(['Policy Number', card.policyNumber]);
  return (
    <Card.Root
      as="article"
      aria-labelledby={`${titleId} ${idId}`}
      variant="outline"
      borderRadius="xl"
      borderWidth={selected ? '2px' : '1px'}
      borderColor={selected ? 'primary.solid' : 'border'}
      opacity={blockReason ? 0.55 : 1}
      data-blocked={blockReason ? 'true' : undefined}
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Box minW="0">
            <Heading as="h3" size="sm" id={titleId} color="secondary.solid">
              {`${card.programTitle} (${card.program})`}
            </Heading>
            <Text id={idId} fontSize="xs" color="fg.muted" fontFamily="mono">
              {card.id}
            </Text>
          </Box>
          <ActionWithReason reason={blockReason} reasonId={reasonId}>
            {(describedBy) => (
              <Button
                size="sm"
                variant={selected ? 'solid' : 'outline'}
                aria-pressed={selected}
                disabled={!!blockReason}
                aria-describedby={describedBy}
                onClick={onSelect}
              >
                {selected ? <LuCheck aria-hidden="true" /> : null}
                {selected ? 'Selected' : 'Select'}
              </Button>
            )}
          </ActionWithReason>
        </Flex>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          {rows.map(([label, value]) => (
            <ValueRow key={label} label={label}>
              {value}
            </ValueRow>
          ))}
        </DataList.Root>
        {blockReason ? (
          <Text id={reasonId} fontSize="xs" color="fg.muted">
            {blockReason}
          </Text>
        ) : null}
        <Flex gap="4" wrap="wrap" fontSize="sm">
          <Link asChild variant="underline" colorPalette="secondary">
            <button type="button" onClick={() => setLocationsOpen(true)}>
              <LuMapPin aria-hidden="true" /> View Locations
            </button>
          </Link>
          <Link asChild variant="underline" colorPalette="secondary">
            <RouterLink to={quoteDetailsPath(card.id)}>View All Details</RouterLink>
          </Link>
          {card.frozenAt ? <Badge colorPalette="primary">Submitted</Badge> : null}
        </Flex>
      </Card.Body>
      <AppDialog
        open={locationsOpen}
        onClose={() => setLocationsOpen(false)}
        title="Covered Locations"
        size="lg"
      >
        <LocationsTable locations={card.locations} label="Covered locations" />
      </AppDialog>
    </Card.Root>
  );
}
