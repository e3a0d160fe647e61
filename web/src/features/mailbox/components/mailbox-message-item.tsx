import { Badge, Box, Button, Code, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterDomLink } from 'react-router-dom';
import type { MailboxMessage } from '../api/use-mailbox.js';

/** A same-origin link opens inside the app (router link); others open in a new tab. */
function MailLink({ href }: { href: string }) {
  let url: URL | null = null;
  try {
    url = new URL(href, window.location.href);
  } catch {
    url = null;
  }
  if (url && url.origin === window.location.origin) {
    return (
      <Link asChild color="primary.fg" wordBreak="break-all">
        <RouterDomLink to={`${url.pathname}${url.search}${url.hash}`}>{href}</RouterDomLink>
      </Link>
    );
  }
  return (
    <Link href={href} target="_blank" rel="noreferrer" color="primary.fg" wordBreak="break-all">
      {href}
    </Link>
  );
}

const formatDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US');
};

export function MailboxMessageItem({
  message,
  defaultOpen = false,
}: {
  message: MailboxMessage;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg"
      data-testid="mailbox-message"
    >
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="0">
            <Text fontWeight="semibold">{message.subject}</Text>
            <Text fontSize="sm" color="fg.muted">
              To: <span data-testid="mailbox-to">{message.to.join(', ')}</span>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(message.date)}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            {message.codes.map((code) => (
              <Code
                key={code}
                fontSize="2xl"
                px="3"
                py="1"
                fontWeight="bold"
                letterSpacing="widest"
                colorPalette="primary"
                variant="surface"
                data-testid="mailbox-code"
                aria-label={`Code ${code}`}
              >
                {code}
              </Code>
            ))}
          </HStack>
        </HStack>
        <Box>
          <Button
            size="xs"
            variant="outline"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Hide message' : 'Show message'}
          </Button>
          {message.links.length > 0 ? (
            <Badge ms="2" colorPalette="secondary">
              {message.links.length} link{message.links.length === 1 ? '' : 's'}
            </Badge>
          ) : null}
        </Box>
        {open ? (
          <Stack id={bodyId} gap="3">
            <Text fontSize="sm" color="fg.muted">
              From: {message.from}
            </Text>
            <Box
              as="pre"
              whiteSpace="pre-wrap"
              fontFamily="mono"
              fontSize="sm"
              bg="bg.subtle"
              p="3"
              borderRadius="md"
            >
              {message.text}
            </Box>
            {message.links.length > 0 ? (
              <List.Root gap="1" ps="4">
                {message.links.map((href) => (
                  <List.Item key={href}>
                    <MailLink href={href} />
                  </List.Item>
                ))}
              </List.Root>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
