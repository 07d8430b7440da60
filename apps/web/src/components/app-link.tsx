import type { ReactNode } from 'react';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { useHrefNavigation } from './use-href-navigation';

export interface AppLinkProps extends Omit<MuiLinkProps, 'href' | 'onClick'> {
  href: string;
  children: ReactNode;
}

/** A text link to a path inside the app (client-side navigation, real href for new tabs). */
export function AppLink({ href, children, ...rest }: AppLinkProps) {
  const onNavigate = useHrefNavigation();
  return (
    <MuiLink href={href} onClick={(e) => onNavigate(e, href)} {...rest}>
      {children}
    </MuiLink>
  );
}
