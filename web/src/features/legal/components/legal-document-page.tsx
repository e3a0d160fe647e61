import { formatUsDate, type StaticDocument } from '@almanac/core';
import { Alert, Text } from '@chakra-ui/react';
import { Page } from '../../../components/page.js';
import { StaticDocumentSections } from '../../../components/static-document.js';
import { LEGAL_DRAFT_NOTICE } from '../content/legal-draft.js';

/** A legal document's page: the draft notice above the text until counsel has reviewed it. */
export function LegalDocumentPage({ document }: { document: StaticDocument }) {
  return (
    <Page title={document.title} lead={document.intro} maxW="3xl">
      <Alert.Root status="warning" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{LEGAL_DRAFT_NOTICE}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text fontSize="sm" color="fg.muted">{`Effective ${formatUsDate(document.effective)}`}</Text>
      <StaticDocumentSections document={document} />
    </Page>
  );
}
