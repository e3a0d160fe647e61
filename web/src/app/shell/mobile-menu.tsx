import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { NavLinkLabel } from './nav-link-label.js';
import type { NavLinkItem } from './nav-links.js';

/** The header's menu drawer below 900 px (loaded on first use). */
export default function MobileMenu({
  open,
  onOpenChange,
  links,
  action,
  onLogout,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: NavLinkItem[];
  action: 'signIn' | 'logout' | null;
  onLogout: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      size="xs"
      finalFocusEl={() => triggerRef.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Main" gap="1">
                {links.map((item) => (
                  <Button
                    key={item.to}
                    asChild
                    variant="ghost"
                    justifyContent="flex-start"
                    colorPalette="secondary"
                    css={{ '&[aria-current=page]': { bg: 'secondary.muted' } }}
                  >
                    <NavLink to={item.to} onClick={close}>
                      <NavLinkLabel item={item} />
                    </NavLink>
                  </Button>
                ))}
                {action === 'logout' ? (
                  <Button
                    variant="outline"
                    colorPalette="secondary"
                    mt="4"
                    onClick={() => {
                      close();
                      onLogout();
                    }}
                  >
                    Logout
                  </Button>
                ) : null}
                {action === 'signIn' ? (
                  <Button asChild mt="4">
                    <Link to="/login" onClick={close}>
                      Sign In
                    </Link>
                  </Button>
                ) : null}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
