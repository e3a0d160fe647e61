import { accountDocumentsTexts, formatUsDate, uploadLabel } from '@almanac/core';
import { Accordion, Button, Flex, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuExternalLink, LuFileText } from 'react-icons/lu';
import { displayError } from '../../../lib/graphql/index.js';
import { useContractDocumentUrl } from '../../../shared/contracts/contract-documents-api.js';
import type { AccountUpload } from '../api/account-uploads-api.js';

/** View: a plain link to a signed URL fetched when listed, opened in a new tab (no pop-up blocker). */
function ViewLink({ upload, label }: { upload: AccountUpload; label: string }) {
  const url = useContractDocumentUrl(upload.id);
  if (url.isError)
    return (
      <Text fontSize="sm" color="red.fg" role="status">
        {`View unavailable: ${displayError(url.error)}`}
      </Text>
    );
  if (!url.data)
    return (
      <Button size="xs" variant="outline" loading disabled aria-label={`View ${label}`}>
        {accountDocumentsTexts.view}
      </Button>
    );
  return (
    <Button asChild size="xs" variant="outline">
      <a href={url.data} target="_blank" rel="noopener noreferrer" aria-label={`View ${label}`}>
        <LuExternalLink aria-hidden="true" /> {accountDocumentsTexts.view}
      </a>
    </Button>
  );
}

function AgreementList({ uploads }: { uploads: readonly AccountUpload[] }) {
  if (uploads.length === 0) return <Text color="fg.muted">{accountDocumentsTexts.noAgreements}</Text>;
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={accountDocumentsTexts.agreements}>
      {uploads.map((upload) => {
        const label = uploadLabel(upload);
        return (
          <Flex as="li" key={upload.id} gap="3" align="center" justify="space-between" wrap="wrap">
            <Flex gap="2" align="center" minW="0">
              <Icon as={LuFileText} color="fg.muted" aria-hidden="true" />
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{label}</Text>
                <Text fontSize="xs" color="fg.muted" truncate title={upload.fileName}>
                  {`${upload.fileName} · ${formatUsDate(upload.createdAt.slice(0, 10))}`}
                </Text>
              </Stack>
            </Flex>
            <ViewLink upload={upload} label={label} />
          </Flex>
        );
      })}
    </Stack>
  );
}

/**
 * The Agreements accordion (docs/requirements.md#account-documents): open at first; the uploaded
 * documents newest first, each with View. `uploads` undefined while loading; `adminNote` instead
 * of a list for an admin, who has no agreements.
 */
export function AgreementsAccordion({
  uploads,
  error,
  adminNote,
}: {
  uploads?: readonly AccountUpload[];
  error?: unknown;
  adminNote?: boolean;
}) {
  let body;
  if (adminNote) body = <Text color="fg.muted">{accountDocumentsTexts.adminNoAgreements}</Text>;
  else if (error)
    body = (
      <Text color="red.fg" role="alert">
        {`${accountDocumentsTexts.loadFailed} (${displayError(error)})`}
      </Text>
    );
  else if (!uploads) body = <Skeleton height="16" />;
  else body = <AgreementList uploads={uploads} />;
  return (
    <Accordion.Root collapsible defaultValue={['agreements']} variant="enclosed">
      <Accordion.Item value="agreements">
        <Accordion.ItemTrigger>
          <Text flex="1" fontWeight="semibold">
            {accountDocumentsTexts.agreements}
          </Text>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
        <Accordion.ItemContent>
          <Accordion.ItemBody>{body}</Accordion.ItemBody>
        </Accordion.ItemContent>
      </Accordion.Item>
    </Accordion.Root>
  );
}
