/** The application summary on the client's pages (docs/requirements.md#client-review): entity, business, coverage, prices, agent. */
import { clientReviewTexts } from '@almanac/core';
import { Card, DataList, Heading, Stack } from '@chakra-ui/react';
import { type ClientContract, summarySectionsOf } from '../model/client-contract.js';

export function ApplicationSummary({ contract }: { contract: ClientContract }) {
  return (
    <Card.Root as="aside" variant="outline" aria-label="Application summary" borderRadius="xl">
      <Card.Body gap="5">
        <Heading as="h2" size="lg" color="secondary.solid">
          {clientReviewTexts.summaryTitle}
        </Heading>
        {summarySectionsOf(contract).map((section) => (
          <Stack key={section.title} gap="2" as="section" aria-label={section.title}>
            <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
              {section.title}
            </Heading>
            <DataList.Root orientation="horizontal" size="sm" gap="1.5">
              {section.rows.map((row) => (
                <DataList.Item key={row.label}>
                  <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                  <DataList.ItemValue justifyContent="flex-end" textAlign="end" fontWeight="medium">
                    {row.value}
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}
