import { Avatar, Box, Button, Flex, Icon, Link, Stack, Text } from '@chakra-ui/react';
import { LuMail, LuPhone, LuUserPlus, LuUserRound } from 'react-icons/lu';
import { RouterLink } from '../../../components/router-link.js';
import { CoverageCard } from '../../../components/coverage/panels.js';
import { clientLabel, type QuoteDetails } from '../model/quote-details.js';

function ContactLine({ icon, children }: { icon: typeof LuMail; children: React.ReactNode }) {
  return (
    <Flex align="center" gap="2" fontSize="sm" minW="0">
      <Icon as={icon} color="fg.muted" boxSize="4" flexShrink={0} aria-hidden="true" />
      <Box minW="0" wordBreak="break-word">
        {children}
      </Box>
    </Flex>
  );
}

/**
 * The Client panel: name, e-mail and phone of the attached client; with none attached (and the
 * quote not submitted) an Attach client action (docs/requirements.md#quote-details).
 */
export function ClientPanel({
  quote,
  canAttach,
  onAttach,
}: {
  quote: Pick<QuoteDetails, 'clientId' | 'clientName' | 'clientEmail' | 'clientPhone'>;
  canAttach: boolean;
  onAttach: () => void;
}) {
  if (!quote.clientId) {
    return (
      <CoverageCard title="Client" titleId="client-panel-title">
        <Stack gap="3" align="flex-start">
          <Flex gap="3" align="center">
            <Avatar.Root size="md" colorPalette="gray" variant="subtle">
              <Avatar.Fallback>
                <LuUserRound aria-hidden="true" />
              </Avatar.Fallback>
            </Avatar.Root>
            <Text fontSize="sm" color="fg.muted">
              No client is attached to this premium indication yet.
              {canAttach ? ' Attach one to begin an application.' : ''}
            </Text>
          </Flex>
          {canAttach ? (
            <Button size="sm" onClick={onAttach}>
              <LuUserPlus aria-hidden="true" /> Attach client
            </Button>
          ) : null}
        </Stack>
      </CoverageCard>
    );
  }
  const name = clientLabel(quote);
  return (
    <CoverageCard
      title="Client"
      titleId="client-panel-title"
      actions={
        <RouterLink to={`/clients/${encodeURIComponent(quote.clientId)}`} fontSize="sm">
          View client
        </RouterLink>
      }
    >
      <Flex gap="3" align="flex-start">
        <Avatar.Root size="md" colorPalette="primary" variant="subtle">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Stack gap="1.5" minW="0">
          <Text fontWeight="semibold" data-testid="client-name">
            {name}
          </Text>
          {quote.clientEmail ? (
            <ContactLine icon={LuMail}>
              <Link href={`mailto:${quote.clientEmail}`} colorPalette="primary" color="colorPalette.fg">
                {quote.clientEmail}
              </Link>
            </ContactLine>
          ) : null}
          <ContactLine icon={LuPhone}>
            {quote.clientPhone ? (
              <Link
                href={`tel:${quote.clientPhone.replace(/[^\d+]/g, '')}`}
                colorPalette="primary"
                color="colorPalette.fg"
              >
                {quote.clientPhone}
              </Link>
            ) : (
              <Text as="span" color="fg.muted">
                No phone on file
              </Text>
            )}
          </ContactLine>
        </Stack>
      </Flex>
    </CoverageCard>
  );
}
