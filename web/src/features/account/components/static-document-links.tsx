import { accountDocumentsTexts, accountStaticDocuments } from '@almanac/core';
import { Card, Heading, Stack } from '@chakra-ui/react';
import { RouterLink } from '../../../components/router-link.js';

/** The Documents page's static links (docs/requirements.md#account-documents, #static-documents). */
export function StaticDocumentLinks() {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Heading as="h2" size="md">
          {accountDocumentsTexts.staticDocuments}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="ul" gap="2" listStyleType="none">
          {accountStaticDocuments.map((doc) => (
            <li key={doc.path}>
              <RouterLink to={doc.path}>{doc.title}</RouterLink>
            </li>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
