import { LOSS_FORM_PATH } from '@almanac/core';
import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterDomLink } from 'react-router-dom';
import { useConfig } from '../../lib/config.js';
import { contact } from '../../lib/contact.js';

/**
 * Contact details, legal links and the claim pages (docs/requirements.md#app-shell, #claims); the
 * local mailbox when enabled.
 */
export function Footer() {
  const { mailboxUrl } = useConfig();
  return (
    <Box as="footer" bg="secondary.solid" color="secondary.100" mt="auto">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="8"
        gap="6"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
      >
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="semibold" color="white">
            Contact us
          </Text>
          <Link href={`mailto:${contact.supportEmail}`} color="secondary.100">
            {contact.supportEmail}
          </Link>
          <Link href={contact.phoneHref} color="secondary.100">
            {contact.phone}
          </Link>
          <Text>{contact.address}</Text>
        </Stack>
        <Stack gap="2" fontSize="sm" align={{ base: 'flex-start', md: 'flex-end' }}>
          <HStack as="nav" aria-label="Help and legal" gap="4" wrap="wrap">
            <Link asChild color="secondary.100">
              <RouterDomLink to="/help">Help</RouterDomLink>
            </Link>
            <Link asChild color="secondary.100">
              <RouterDomLink to="/privacy">Privacy Policy</RouterDomLink>
            </Link>
            <Link asChild color="secondary.100">
              <RouterDomLink to="/terms">Terms of Use</RouterDomLink>
            </Link>
            <Link asChild color="secondary.100">
              <RouterDomLink to={LOSS_FORM_PATH}>Report a Claim</RouterDomLink>
            </Link>
            {mailboxUrl ? (
              <Link asChild color="warning.300">
                <RouterDomLink to="/mailbox">Mailbox (local)</RouterDomLink>
              </Link>
            ) : null}
          </HStack>
          <Text color="secondary.200">
            © {new Date().getFullYear()} Almanac. Parametric weather-index insurance.
          </Text>
        </Stack>
      </Flex>
    </Box>
  );
}
