import { Box, Button, Flex, HStack, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LuMenu } from 'react-icons/lu';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/logo.js';
import { useFeatureFlags } from '../../lib/feature-flags.js';
import { CLIENT_HOME_PATH, useSession } from '../../lib/session/index.js';
import { desktopMedia, HEADER_HEIGHT, mobileMedia } from '../../components/layout.js';
import { useHasScreen } from '../../lib/screens.js';
import { headerActionFor, navLinksFor, withApplicationsBadge, type NavLinkItem } from './nav-links.js';
import { NavLinkLabel } from './nav-link-label.js';
import { useApplicationsInProgress } from '../../shared/applications/applications-api.js';

const MobileMenu = lazy(() => import('./mobile-menu.js'));

function DesktopLink({ item }: { item: NavLinkItem }) {
  return (
    <Button
      asChild
      variant="ghost"
      size="sm"
      colorPalette="secondary"
      fontWeight="medium"
      css={{ '&[aria-current=page]': { bg: 'secondary.muted', color: 'secondary.fg' } }}
    >
      <NavLink to={item.to}>
        <NavLinkLabel item={item} />
      </NavLink>
    </Button>
  );
}

export function Header() {
  const { user, logout } = useSession();
  const { flags } = useFeatureFlags();
  const hasScreen = useHasScreen();
  // A link to a screen this build does not have yet is left out, not sent to the 404 page.
  const inProgress = useApplicationsInProgress(!!user?.canBind && !!user.canQuote);
  const links = withApplicationsBadge(
    navLinksFor(user, flags).filter((link) => hasScreen(link.to)),
    inProgress,
  );
  const action = headerActionFor(user);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const hasMenu = links.length > 0 || action !== null;

  useEffect(() => setMenuOpen(false), [location.pathname]);

  const home = user?.role === 'client' ? CLIENT_HOME_PATH : '/';

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      h={HEADER_HEIGHT}
    >
      <Flex
        h="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        align="center"
        justify="space-between"
        gap="4"
      >
        <Link to={home} aria-label="Almanac home">
          <Logo />
        </Link>
        {hasMenu ? (
          <>
            <HStack as="nav" aria-label="Main" gap="1" css={{ [mobileMedia]: { display: 'none' } }}>
              {links.map((item) => (
                <DesktopLink key={item.to} item={item} />
              ))}
              {action === 'logout' ? (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="secondary"
                  ms="2"
                  onClick={() => void logout()}
                >
                  Logout
                </Button>
              ) : null}
              {action === 'signIn' ? (
                <Button asChild size="sm" ms="2">
                  <Link to="/login">Sign In</Link>
                </Button>
              ) : null}
            </HStack>
            <Box css={{ [desktopMedia]: { display: 'none' } }}>
              <IconButton
                ref={menuButton}
                aria-label="Open menu"
                aria-haspopup="dialog"
                aria-expanded={menuOpen}
                variant="ghost"
                colorPalette="secondary"
                onClick={() => {
                  setMenuMounted(true);
                  setMenuOpen(true);
                }}
              >
                <LuMenu />
              </IconButton>
              {menuMounted ? (
                <Suspense fallback={null}>
                  <MobileMenu
                    open={menuOpen}
                    onOpenChange={setMenuOpen}
                    links={links}
                    action={action}
                    onLogout={() => void logout()}
                    triggerRef={menuButton}
                  />
                </Suspense>
              ) : null}
            </Box>
          </>
        ) : null}
      </Flex>
    </Box>
  );
}
