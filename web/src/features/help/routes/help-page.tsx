import { Card, Link, Stack, Text } from '@chakra-ui/react';
import { Page } from '../../../components/page.js';
import { contact } from '../../../lib/contact.js';

/** /help: placeholder Help page (docs/requirements.md#routes). */
export default function HelpPage() {
  return (
    <Page
      title="Help"
      lead="Guides and answers are on their way. Until then, we are happy to help directly."
      maxW="4xl"
    >
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="2">
            <Text>
              E-mail <Link href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</Link> or call{' '}
              <Link href={contact.phoneHref}>{contact.phone}</Link> (Monday to Friday, 9am to 5pm ET).
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
