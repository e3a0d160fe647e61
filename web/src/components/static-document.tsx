/**
 * A static document of core's (docs/requirements.md#static-documents): its sections, and the
 * public page that shows the whole document (title, effective date, introduction, sections).
 */
import { formatUsDate, type StaticDocument } from '@almanac/core';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Page } from './page.js';

/** The document's sections: an h2 (or `headingAs`) and its paragraphs each. */
export function StaticDocumentSections({
  document,
  headingAs = 'h2',
}: {
  document: Pick<StaticDocument, 'sections'>;
  headingAs?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <>
      {document.sections.map((s) => (
        <Stack as="section" key={s.heading} gap="2">
          <Heading as={headingAs} size={headingAs === 'h2' ? 'md' : 'sm'} color="secondary.solid">
            {s.heading}
          </Heading>
          {s.paragraphs.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
        </Stack>
      ))}
    </>
  );
}

export function StaticDocumentPage({ document }: { document: StaticDocument }) {
  return (
    <Page title={document.title} lead={document.intro} maxW="3xl">
      <Text fontSize="sm" color="fg.muted">{`Effective ${formatUsDate(document.effective)}`}</Text>
      <StaticDocumentSections document={document} />
    </Page>
  );
}
