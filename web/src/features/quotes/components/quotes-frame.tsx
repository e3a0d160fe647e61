import { Box, Container, Flex, HStack, Icon, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuCalendarClock, LuFileText, LuSearch, LuShieldCheck } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { PageTitle } from '../../../components/page.js';
import {
  EXPIRING_POLICIES_PATH,
  POLICIES_PATH,
  QUOTE_SEARCH_PATH,
  QUOTES_PATH,
} from '../../../shared/quote-list/paths.js';

export const QUOTES_AREA_TITLE = 'Premium Indications & Policies';

const tabs: { label: string; to: string; icon: IconType }[] = [
  { label: 'Premium Indications', to: QUOTES_PATH, icon: LuFileText },
  { label: 'Search', to: QUOTE_SEARCH_PATH, icon: LuSearch },
  { label: 'Policies', to: POLICIES_PATH, icon: LuShieldCheck },
  { label: 'Expiring Soon', to: EXPIRING_POLICIES_PATH, icon: LuCalendarClock },
];

/**
 * The area's tabs: links, the current one marked (docs/requirements.md#quote-lists: tabs /quotes
 * and /search; #policy-lists: /policies and /policies/expiring-soon).
 */
function QuoteTabs() {
  return (
    <HStack as="nav" aria-label="Premium indication views" gap="1" borderBottomWidth="1px" overflowX="auto">
      {tabs.map((t) => (
        <Box
          key={t.to}
          asChild
          display="inline-flex"
          alignItems="center"
          gap="2"
          px="3"
          py="2.5"
          mb="-1px"
          fontWeight="medium"
          color="fg.muted"
          whiteSpace="nowrap"
          borderBottomWidth="2px"
          borderColor="transparent"
          _hover={{ color: 'fg' }}
          css={{ '&[aria-current=page]': { color: 'secondary.fg', borderColor: 'primary.solid' } }}
        >
          <NavLink to={t.to} end>
            <Icon as={t.icon} boxSize="4" aria-hidden="true" />
            {t.label}
          </NavLink>
        </Box>
      ))}
    </HStack>
  );
}

/** The quotes area's frame: title, the tabs, actions beside the tabs, content. */
export function QuotesFrame({
  lead,
  actions,
  tabs: showTabs = true,
  children,
}: {
  lead?: ReactNode;
  actions?: ReactNode;
  tabs?: boolean;
  children: ReactNode;
}) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Flex justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} gap="4" wrap="wrap">
          <PageTitle title={QUOTES_AREA_TITLE} lead={lead} gap="2" />
          {actions ? <HStack gap="2">{actions}</HStack> : null}
        </Flex>
        {showTabs ? <QuoteTabs /> : null}
        {children}
      </Stack>
    </Container>
  );
}
