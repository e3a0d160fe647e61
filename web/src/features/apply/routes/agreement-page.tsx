/** The Agreement to Conduct Electronic Transactions (docs/requirements.md#static-documents). */
import { ELECTRONIC_AGREEMENT, formatUsDate } from '@almanac/core';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Page } from '../../../components/page.js';

export default function AgreementPage() {
  return (
    <Page title={ELECTRONIC_AGREEMENT.title} lead={ELECTRONIC_AGREEMENT.intro} maxW="3xl">
      <Text
        fontSize="sm"
        color="fg.muted"
      >{`Effective ${formatUsDate(ELECTRONIC_AGREEMENT.effective)}`}</Text>
      {ELECTRONIC_AGREEMENT.sections.map((s) => (
        <Stack as="section" key={s.heading} gap="2">
          <Heading as="h2" size="md" color="secondary.solid">
            {s.heading}
          </Heading>
          {s.paragraphs.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
        </Stack>
      ))}
    </Page>
  );
}
