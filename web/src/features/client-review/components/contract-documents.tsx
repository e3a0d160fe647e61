/**
 * The client's documents (docs/requirements.md#client-review, #binding): the signed application
 * and, once the policy is issued, its documents; each opens a short-lived signed link
 * (getSignedUrl) in a new tab.
 */
import { clientPageTexts, contractDocumentLabel, formatUsDate } from '@almanac/core';
import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuExternalLink, LuFileText } from 'react-icons/lu';
import { FormError } from '../../../components/form-error.js';
import { useDocumentUrl } from '../api/client-review-api.js';
import type { ClientContract } from '../model/client-contract.js';

export function ContractDocuments({ documents }: { documents: ClientContract['documents'] }) {
  const documentUrl = useDocumentUrl();
  const [opening, setOpening] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const open = async (id: string) => {
    setFailed(false);
    setOpening(id);
    // Opened now, while the click still allows a new tab; pointed at the link once it is known.
    const tab = window.open('about:blank', '_blank');
    try {
      const url = await documentUrl.mutateAsync(id);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch {
      tab?.close();
      setFailed(true);
    } finally {
      setOpening(null);
    }
  };

  return (
    <Card.Root variant="outline" borderRadius="xl" as="section" aria-labelledby="client-documents-title">
      <Card.Body gap="4">
        <Heading as="h2" id="client-documents-title" size="lg" color="secondary.solid">
          {clientPageTexts.documentsTitle}
        </Heading>
        {documents.length === 0 ? (
          <Text color="fg.muted">{clientPageTexts.noDocuments}</Text>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none">
            {documents.map((d) => (
              <HStack
                as="li"
                key={d.id}
                justify="space-between"
                gap="4"
                borderWidth="1px"
                borderRadius="md"
                p="3"
              >
                <HStack gap="3" minW="0">
                  <LuFileText aria-hidden="true" />
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium" truncate>
                      {contractDocumentLabel(d)}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" truncate>
                      {`${d.fileName} · ${formatUsDate(d.createdAt.slice(0, 10))}`}
                    </Text>
                  </Stack>
                </HStack>
                <Button
                  size="sm"
                  variant="outline"
                  loading={opening === d.id}
                  onClick={() => void open(d.id)}
                  aria-label={`View ${contractDocumentLabel(d)}`}
                >
                  <LuExternalLink aria-hidden="true" /> View
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        {failed ? <FormError message={clientPageTexts.documentOpenError} /> : null}
      </Card.Body>
    </Card.Root>
  );
}
