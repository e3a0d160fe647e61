/**
 * A contract's documents with download links (docs/requirements.md#entity-application, #binding):
 * each document's label (core's contractDocumentLabel), its file name and date, and a link fetched
 * with getSignedUrl. A link that cannot be had says why instead.
 */
import { contractDocumentLabel, formatUsDate } from '@almanac/core';
import { Button, Flex, Icon, Stack, Text } from '@chakra-ui/react';
import { LuDownload, LuFileText } from 'react-icons/lu';
import { displayError } from '../../lib/graphql/index.js';
import {
  type ContractDocumentItem,
  useContractDocumentUrl,
} from '../../shared/contracts/contract-documents-api.js';

function DocumentLink({ doc, label }: { doc: ContractDocumentItem; label: string }) {
  const url = useContractDocumentUrl(doc.id);
  if (url.isError)
    return (
      <Text fontSize="sm" color="red.fg" role="status">
        {`Download unavailable: ${displayError(url.error)}`}
      </Text>
    );
  if (!url.data)
    return (
      <Button size="xs" variant="outline" loading disabled aria-label={`Download ${label}`}>
        Download
      </Button>
    );
  return (
    <Button asChild size="xs" variant="outline">
      <a href={url.data} target="_blank" rel="noopener noreferrer" aria-label={`Download ${label}`}>
        <LuDownload aria-hidden="true" /> Download
      </a>
    </Button>
  );
}

export function ContractDocuments({
  documents,
  empty,
}: {
  documents: readonly ContractDocumentItem[];
  /** Shown when there is no document yet. */
  empty: string;
}) {
  if (documents.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        {empty}
      </Text>
    );
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label="Documents">
      {documents.map((doc) => {
        const label = contractDocumentLabel(doc);
        return (
          <Flex as="li" key={doc.id} gap="3" align="center" justify="space-between" wrap="wrap">
            <Flex gap="2" align="center" minW="0">
              <Icon as={LuFileText} color="fg.muted" aria-hidden="true" />
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{label}</Text>
                <Text fontSize="xs" color="fg.muted" truncate title={doc.fileName}>
                  {`${doc.fileName} · ${formatUsDate(doc.createdAt.slice(0, 10))}`}
                </Text>
              </Stack>
            </Flex>
            <DocumentLink doc={doc} label={label} />
          </Flex>
        );
      })}
    </Stack>
  );
}
