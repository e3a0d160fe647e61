import { Card, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Page } from '../../../components/page.js';
import { RouterLink } from '../../../components/router-link.js';
import { useConfig } from '../../../lib/config.js';
import { claimsContactOf, contact } from '../../../lib/contact.js';
import { HELP_TOPICS } from '../content/help-topics.js';

/** /help: answers from onboarding to claims, then how to reach support (docs/requirements.md#routes). */
export default function HelpPage() {
  const claims = claimsContactOf(useConfig());
  return (
    <Page
      title="Help"
      lead="How Almanac works, from your agency's approval to a policy's settlement. Can't find an answer? Contact us at the bottom of this page."
      maxW="4xl"
    >
      <Card.Root variant="outline" as="nav" aria-label="Help topics">
        <Card.Body>
          <Heading as="h2" size="sm" mb="2">
            Topics
          </Heading>
          <List.Root gap="1" ps="5">
            {HELP_TOPICS.map((t) => (
              <List.Item key={t.id}>
                <Link href={`#${t.id}`}>{t.title}</Link>
              </List.Item>
            ))}
            <List.Item>
              <Link href="#contact">Contact and support</Link>
            </List.Item>
          </List.Root>
        </Card.Body>
      </Card.Root>
      {HELP_TOPICS.map((t) => (
        <Stack as="section" key={t.id} id={t.id} gap="4" scrollMarginTop="80px">
          <Heading as="h2" size="lg" color="secondary.solid">
            {t.title}
          </Heading>
          {t.answers.map((a) => (
            <Stack key={a.question} gap="2">
              <Heading as="h3" size="sm">
                {a.question}
              </Heading>
              {a.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
      <Card.Root variant="outline" as="section" id="contact" scrollMarginTop="80px">
        <Card.Body>
          <Stack gap="2">
            <Heading as="h2" size="lg" color="secondary.solid">
              Contact and support
            </Heading>
            <Text>
              E-mail <Link href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</Link> or call{' '}
              <Link href={contact.phoneHref}>{contact.phone}</Link> (Monday to Friday, 9am to 5pm ET).
            </Text>
            <Text>
              Claims: <Link href={`mailto:${claims.email}`}>{claims.email}</Link> or{' '}
              <Link href={claims.phoneHref}>{claims.phone}</Link>.
            </Text>
            <Text>
              See also our <RouterLink to="/terms">Terms of Use</RouterLink> and{' '}
              <RouterLink to="/privacy">Privacy Policy</RouterLink>.
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Page>
  );
}
