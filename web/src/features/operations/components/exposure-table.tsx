/** One table of the exposure page: states or grid cells, their exposure against the limit. */
import { exposureTexts, formatUsdWhole, stateName } from '@almanac/core';
import { Table, Text } from '@chakra-ui/react';
import type { GetExposureSummaryQuery } from '../../../lib/graphql/generated/graphql.js';

type Row = GetExposureSummaryQuery['getExposureSummary']['cells'][number];

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export function ExposureTable({ rows, kind }: { rows: readonly Row[]; kind: 'REGION' | 'CELL' }) {
  const c = exposureTexts.columns;
  const title = kind === 'REGION' ? exposureTexts.regionsTitle : exposureTexts.cellsTitle;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" whiteSpace="normal">
      <Table.Root size="sm" aria-label={title}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{kind === 'REGION' ? c.state : c.cell}</Table.ColumnHeader>
            {kind === 'CELL' && <Table.ColumnHeader>{c.dataset}</Table.ColumnHeader>}
            <Table.ColumnHeader textAlign="end">{c.exposure}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{c.limit}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{c.used}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{c.contracts}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell py="3">
                {kind === 'REGION' ? (
                  <Text fontWeight="semibold">{stateName(r.state) ?? r.state}</Text>
                ) : (
                  <Text fontWeight="semibold">
                    {r.lat?.toFixed(2)}, {r.lon?.toFixed(2)} ({r.state})
                  </Text>
                )}
              </Table.Cell>
              {kind === 'CELL' && <Table.Cell>{exposureTexts.cellGrid(r.datasetId)}</Table.Cell>}
              <Table.Cell textAlign="end">{formatUsdWhole(r.exposure)}</Table.Cell>
              <Table.Cell textAlign="end">{formatUsdWhole(r.limit)}</Table.Cell>
              <Table.Cell textAlign="end" color={r.share > 1 ? 'danger.fg' : undefined}>
                {percent(r.share)}
              </Table.Cell>
              <Table.Cell textAlign="end">{r.contracts}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
