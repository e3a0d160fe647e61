import { Alert, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormField } from '../../../components/form-field.js';
import { PageLoader } from '../../../components/full-screen-loader.js';
import { Page } from '../../../components/page.js';
import { useConfig } from '../../../lib/config.js';
import { useMailbox } from '../api/use-mailbox.js';
import { MailboxMessageItem } from '../components/mailbox-message-item.js';

/** /mailbox (local stack only): the e-mails the stack "sent", with their links and codes. */
export default function MailboxPage() {
  const { mailboxUrl } = useConfig();
  const mailbox = useMailbox(mailboxUrl ?? '');
  const [filter, setFilter] = useState('');
  const messages = useMemo(() => {
    const f = filter.trim().toLowerCase();
    const all = mailbox.data ?? [];
    return f
      ? all.filter(
          (m) => m.to.some((t) => t.toLowerCase().includes(f)) || m.subject.toLowerCase().includes(f),
        )
      : all;
  }, [mailbox.data, filter]);

  return (
    <Page
      title="Mailbox (local)"
      lead="E-mails sent by the local stack, newest first. Refreshes every 2 seconds."
      maxW="4xl"
    >
      <FormField label="Filter by recipient or subject">
        <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </FormField>
      {mailbox.isPending ? <PageLoader /> : null}
      {mailbox.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>The mailbox could not be loaded: {(mailbox.error as Error).message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {mailbox.isSuccess && messages.length === 0 ? <Text color="fg.muted">No e-mails yet.</Text> : null}
      <Stack as="ul" gap="3" p="0" m="0" aria-label="E-mails">
        {messages.map((m, i) => (
          <MailboxMessageItem key={m.id} message={m} defaultOpen={i === 0} />
        ))}
      </Stack>
    </Page>
  );
}
