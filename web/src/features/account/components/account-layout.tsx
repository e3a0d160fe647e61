import { Badge, Box, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { LuFileText, LuUser, LuUsers, LuWallet } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { PageTitle } from '../../../components/page.js';
import { useIsMobile } from '../../../components/use-is-mobile.js';

interface AccountSection {
  to: string;
  label: string;
  icon: IconType;
}

/** The account area's four sections (docs/requirements.md#account). */
export const accountSections: readonly AccountSection[] = [
  { to: '/account/dashboard', label: 'My Information', icon: LuUser },
  { to: '/account/payments', label: 'Commission Payments', icon: LuWallet },
  { to: '/account/team', label: 'My Team', icon: LuUsers },
  { to: '/account/documents', label: 'Documents', icon: LuFileText },
];

/**
 * The account shell: a side navigation on wide screens, an icon tab bar below 900 px; the
 * active section is highlighted. `badges` puts a count beside a section (e.g. Documents' errors).
 */
export function AccountLayout({
  title,
  lead,
  badges,
  children,
}: {
  title: string;
  lead?: ReactNode;
  badges?: Partial<Record<string, ReactNode>>;
  children?: ReactNode;
}) {
  const isMobile = useIsMobile();
  const nav = isMobile ? <AccountTabBar badges={badges} /> : <AccountSideNav badges={badges} />;
  return (
    <Container maxW="6xl" py={{ base: '4', md: '10' }} pb={{ base: '24', md: '10' }}>
      <Flex gap="8" align="flex-start">
        {isMobile ? null : nav}
        <Stack gap="6" flex="1" minW="0">
          <PageTitle title={title} lead={lead} gap="2" />
          {children}
        </Stack>
      </Flex>
      {isMobile ? nav : null}
    </Container>
  );
}

function AccountSideNav({ badges }: { badges?: Partial<Record<string, ReactNode>> }) {
  return (
    <Stack as="nav" aria-label="Account" gap="1" w="56" flexShrink={0} position="sticky" top="20">
      {accountSections.map((s) => (
        <NavLink key={s.to} to={s.to}>
          {({ isActive }) => (
            <HStack
              px="3"
              py="2"
              rounded="md"
              gap="3"
              bg={isActive ? 'primary.subtle' : undefined}
              color={isActive ? 'primary.fg' : 'fg'}
              fontWeight={isActive ? 'semibold' : 'normal'}
              _hover={{ bg: isActive ? 'primary.subtle' : 'bg.muted' }}
              aria-current={isActive ? 'page' : undefined}
            >
              <s.icon aria-hidden />
              <Text flex="1">{s.label}</Text>
              {badges?.[s.to] ? <Badge colorPalette="red">{badges[s.to]}</Badge> : null}
            </HStack>
          )}
        </NavLink>
      ))}
    </Stack>
  );
}

function AccountTabBar({ badges }: { badges?: Partial<Record<string, ReactNode>> }) {
  return (
    <HStack
      as="nav"
      aria-label="Account"
      position="fixed"
      bottom="0"
      left="0"
      right="0"
      zIndex="docked"
      bg="bg"
      borderTopWidth="1px"
      justify="space-around"
      py="1"
    >
      {accountSections.map((s) => (
        <NavLink key={s.to} to={s.to} aria-label={s.label}>
          {({ isActive }) => (
            <Stack
              align="center"
              gap="0.5"
              px="2"
              py="1"
              color={isActive ? 'primary.fg' : 'fg.muted'}
              fontWeight={isActive ? 'semibold' : 'normal'}
              aria-current={isActive ? 'page' : undefined}
              position="relative"
            >
              <Box fontSize="xl">
                <s.icon aria-hidden />
              </Box>
              <Text fontSize="2xs">{s.label.replace('Commission ', '')}</Text>
              {badges?.[s.to] ? (
                <Badge colorPalette="red" size="xs" position="absolute" top="0" right="0">
                  {badges[s.to]}
                </Badge>
              ) : null}
            </Stack>
          )}
        </NavLink>
      ))}
    </HStack>
  );
}
