import { Badge, VisuallyHidden } from '@chakra-ui/react';
import type { NavLinkItem } from './nav-links.js';

/** A header link's text, with its count when it has one (shown as a number, read out as words). */
export function NavLinkLabel({ item }: { item: NavLinkItem }) {
  if (!item.badge || item.badge.count <= 0) return <>{item.label}</>;
  return (
    <>
      {item.label}
      <Badge ms="1.5" colorPalette="primary" variant="solid" borderRadius="full" aria-hidden="true">
        {item.badge.count}
      </Badge>
      <VisuallyHidden>{`, ${item.badge.label}`}</VisuallyHidden>
    </>
  );
}
