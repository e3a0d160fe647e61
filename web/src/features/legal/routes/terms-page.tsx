import { Text } from '@chakra-ui/react';
import { Page } from '../../../components/page.js';

/** Placeholder: the terms' text is not part of the specification. */
export default function TermsPage() {
  return (
    <Page title="Terms of Use" maxW="3xl">
      <Text>
        This page will hold the Terms of Use that govern access to the Almanac platform by agents, agency
        administrators and their clients.
      </Text>
      <Text color="fg.muted">The full text will be published here before launch.</Text>
    </Page>
  );
}
