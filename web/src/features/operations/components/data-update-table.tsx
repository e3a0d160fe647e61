/** The weather data update runs: dataset, status, who started it, when, the latest day, figures, error. */
import { dataUpdateTexts } from '@almanac/core';
import { Badge, Table, Text } from '@chakra-ui/react';
import {
  datasetTitle,
  latestOf,
  statusLabel,
  statusPalette,
  timeOf,
  triggerLabel,
  type DataUpdateRunView,
} from '../model/data-updates.js';

export function DataUpdateTable({ runs }: { runs: readonly DataUpdateRunView[] }) {
  const c = dataUpdateTexts.columns;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg" whiteSpace="normal">
      <Table.Root size="sm" aria-label={dataUpdateTexts.title}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>{c.dataset}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.started}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.finished}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.latestDate}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{c.daysAdded}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{c.files}</Table.ColumnHeader>
            <Table.ColumnHeader>{c.error}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {runs.map((run) => (
            <Table.Row key={run.id}>
              <Table.Cell py="3">
                <Text fontWeight="semibold">{datasetTitle(run.datasetId)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {c.trigger}: {triggerLabel(run.trigger)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge variant="subtle" colorPalette={statusPalette(run.status)}>
                  {statusLabel(run.status)}
                </Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{timeOf(run.startedAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{timeOf(run.finishedAt)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{latestOf(run)}</Table.Cell>
              <Table.Cell textAlign="end">{run.daysAdded}</Table.Cell>
              <Table.Cell textAlign="end">{run.filesIngested}</Table.Cell>
              <Table.Cell maxW="sm" color={run.error ? 'danger.fg' : undefined}>
                {run.error ?? dataUpdateTexts.none}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
