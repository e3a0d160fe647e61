import { Avatar, Box, Button, Card, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPencil } from 'react-icons/lu';
import { clientDisplayName, type ClientUser } from '../../../shared/clients/clients-api.js';
import { addressLines } from '../model/format.js';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text
        as="dt"
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        letterSpacing="wide"
      >
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </Stack>
  );
}

const Missing = () => (
  <Text as="span" color="fg.subtle">
    —
  </Text>
);

/** The client's card (docs/requirements.md#clients): name, phone, e-mail, address, company; Edit. */
export function ClientDetails({ client, onEdit }: { client: ClientUser; onEdit: () => void }) {
  const name = clientDisplayName(client);
  const phone = client.profile?.phone?.trim();
  const company = client.profile?.companyName?.trim();
  const address = addressLines(client.profile);
  return (
    <Card.Root variant="outline" borderRadius="xl">
      <Card.Body gap="6">
        <Flex gap="4" align="center" justify="space-between" wrap="wrap">
          <Flex gap="4" align="center" minW="0">
            <Avatar.Root size="lg" colorPalette="primary">
              <Avatar.Fallback name={name} />
            </Avatar.Root>
            <Stack gap="0.5" minW="0">
              <Heading as="h2" size="xl" color="secondary.solid" truncate>
                {name}
              </Heading>
              {company ? (
                <Text color="fg.muted" truncate>
                  {company}
                </Text>
              ) : null}
            </Stack>
          </Flex>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${name}`}>
            <LuPencil aria-hidden="true" /> Edit
          </Button>
        </Flex>
        <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }}>
          <Field label="Phone">
            {phone ? <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link> : <Missing />}
          </Field>
          <Field label="E-mail">
            <Link href={`mailto:${client.email}`} wordBreak="break-all">
              {client.email}
            </Link>
          </Field>
          <Field label="Address">
            {address.length ? (
              <Stack gap="0">
                {address.map((line) => (
                  <Text key={line}>{line}</Text>
                ))}
              </Stack>
            ) : (
              <Missing />
            )}
          </Field>
          <Field label="Company">{company || <Missing />}</Field>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
