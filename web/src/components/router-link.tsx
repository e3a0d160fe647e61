import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterDomLink } from 'react-router-dom';

/** A Chakra-styled react-router link. */
export function RouterLink({ to, children, ...rest }: LinkProps & { to: string }) {
  return (
    <Link asChild colorPalette="primary" color="colorPalette.fg" fontWeight="medium" {...rest}>
      <RouterDomLink to={to}>{children}</RouterDomLink>
    </Link>
  );
}
