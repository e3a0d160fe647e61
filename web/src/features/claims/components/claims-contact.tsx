/** The claims team's phone and e-mail from the runtime configuration (docs/requirements.md#claims). */
import { lossReportPageTexts } from '@almanac/core';
import { Card, Heading, HStack, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuPhone } from 'react-icons/lu';
import { useConfig } from '../../../lib/config.js';
import { claimsContactOf } from '../../../lib/contact.js';

export function ClaimsContact() {
  const contact = claimsContactOf(useConfig());
  return (
    <Card.Root variant="outline" borderRadius="xl" as="section" aria-labelledby="claims-contact-title">
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" id="claims-contact-title" size="md" color="secondary.solid">
            {lossReportPageTexts.claimsContactTitle}
          </Heading>
          <Text color="fg.muted">{lossReportPageTexts.claimsByEmail}</Text>
          <HStack gap="3" wrap="wrap">
            <Icon as={LuPhone} color="primary.solid" aria-hidden="true" />
            <Text fontWeight="medium">{lossReportPageTexts.claimsPhoneLabel}</Text>
            <Link href={contact.phoneHref} colorPalette="primary" color="colorPalette.fg">
              {contact.phone}
            </Link>
          </HStack>
          <HStack gap="3" wrap="wrap">
            <Icon as={LuMail} color="primary.solid" aria-hidden="true" />
            <Text fontWeight="medium">{lossReportPageTexts.claimsEmailLabel}</Text>
            <Link
              href={`mailto:${contact.email}`}
              colorPalette="primary"
              color="colorPalette.fg"
              wordBreak="break-all"
            >
              {contact.email}
            </Link>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
