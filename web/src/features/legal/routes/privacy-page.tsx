import { Text } from '@chakra-ui/react';
import { Page } from '../../../components/page.js';

/** Placeholder: the policy's text is not part of the specification. */
export default function PrivacyPage() {
  return (
    <Page title="Privacy Policy" maxW="3xl">
      <Text>
        This page will hold Almanac's Privacy Policy: what personal information we collect when you use the
        platform, how we use and share it, and the choices you have.
      </Text>
      <Text color="fg.muted">The full text will be published here before launch.</Text>
    </Page>
  );
}
