import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's frame: title, optional lead text, content. */
export function Page({
  title,
  lead,
  children,
  maxW = '6xl',
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  maxW?: string;
}) {
  return (
    <Container maxW={maxW} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <PageTitle title={title} lead={lead} gap="2" />
        {children}
      </Stack>
    </Container>
  );
}

/** A page's h1 title and optional lead text. */
export function PageTitle({ title, lead, gap }: { title: string; lead?: ReactNode; gap: string }) {
  return (
    <Stack gap={gap}>
      <Heading as="h1" size="2xl" fontWeight="semibold" color="secondary.solid">
        {title}
      </Heading>
      {lead ? <Text color="fg.muted">{lead}</Text> : null}
    </Stack>
  );
}
