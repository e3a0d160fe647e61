import {
  COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE,
  type DatasetProvider,
  isNoCoverageState,
  WEIGHT_MAX_LENGTH,
  weightInputError,
} from '@almanac/core';
import { Badge, Box, Flex, IconButton, Input, Table, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { formatLatLng } from '../../shared/locations/location-rules.js';
import type { WeightedLocation } from '../../shared/locations/location.js';

export interface LocationTableProps {
  locations: readonly WeightedLocation[];
  /** The grid the locations are on: coordinates are shown at its precision, CPC IDs only for CPC. */
  provider: DatasetProvider;
  /** Typed weights that are not (yet) valid, by location id. */
  drafts: Readonly<Record<string, string>>;
  onWeight: (id: string, text: string) => void;
  onRemove: (id: string) => void;
}

/**
 * The picked locations: name, state, coordinates, whole-percent weight
 * (docs/requirements.md#access-and-routing).
 */
export function LocationTable({ locations, provider, drafts, onWeight, onRemove }: LocationTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
      <Table.Root size="sm" aria-label="Selected locations">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="8" hideBelow="sm">
              #
            </Table.ColumnHeader>
            <Table.ColumnHeader>Location</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="sm">State</Table.ColumnHeader>
            <Table.ColumnHeader w={{ base: '16', sm: '24' }}>Weight (%)</Table.ColumnHeader>
            <Table.ColumnHeader w="10">
              <Box as="span" srOnly>
                Remove
              </Box>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {locations.map((l, i) => {
            const flagged = isNoCoverageState(l.state);
            const text = drafts[l.id] ?? (Number.isFinite(l.weight) ? String(l.weight) : '');
            const weightError = weightInputError(text);
            return (
              <Table.Row key={l.id} bg={flagged ? 'danger.subtle' : undefined} data-testid="location-row">
                <Table.Cell hideBelow="sm">{i + 1}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium" lineClamp={2}>
                    {l.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {formatLatLng(l.lat, l.lng, provider)}
                    {/* The CPC cell id means something only for CPC data. */}
                    {provider === 'CPC' && l.cpcId !== null ? ` · CPC ID ${l.cpcId}` : ''}
                  </Text>
                  {/* Narrow screens: the state here, its column hidden so weight and remove fit. */}
                  <Text fontSize="xs" color="fg.muted" hideFrom="sm">
                    {l.state ?? '—'}
                  </Text>
                  {flagged ? (
                    <Badge colorPalette="danger" variant="solid" mt="1">
                      {COVERAGE_NOT_AVAILABLE_IN_NEW_YORK_MESSAGE}
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell hideBelow="sm">{l.state ?? '—'}</Table.Cell>
                <Table.Cell>
                  <Flex direction="column" gap="1">
                    <Input
                      size="sm"
                      value={text}
                      onChange={(e) => onWeight(l.id, e.currentTarget.value)}
                      inputMode="numeric"
                      maxLength={WEIGHT_MAX_LENGTH}
                      aria-label={`Weight of location ${i + 1} (percent)`}
                      aria-invalid={weightError ? true : undefined}
                      borderColor={weightError ? 'border.error' : undefined}
                      w={{ base: '14', sm: '20' }}
                    />
                  </Flex>
                </Table.Cell>
                <Table.Cell>
                  <IconButton
                    aria-label={`Remove location ${i + 1}`}
                    variant="ghost"
                    size="sm"
                    onClick={() => onRemove(l.id)}
                  >
                    <LuTrash2 />
                  </IconButton>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
