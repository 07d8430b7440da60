import { forwardRef } from 'react';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';

/**
 * Links to pages of the app, typed by the route tree: `to` is a route path and `params` and `search` are that route's,
 * so a wrong path or a missing parameter fails the type check instead of showing as a broken link at run time.
 * They render real anchors (new tab, copy link) and navigate on the client. Every link whose target is known when the
 * code is written goes through them (or `navigate({ to, params, search })`), a list's search included. Only a target
 * known at run time (a notification's URL, a saved view, a search result, a return path, the sidebar's table) stays a
 * string: a plain anchor with useHrefNavigation, or `navigate({ href })`.
 */

const MuiLinkAnchor = forwardRef<HTMLAnchorElement, MuiLinkProps>(function MuiLinkAnchor(props, ref) {
  return <MuiLink ref={ref} {...props} />;
});
const CreatedLink = createLink(MuiLinkAnchor);

/** A text link (MUI Link) to a route. */
export const RouterLink: LinkComponent<typeof MuiLinkAnchor> = (props) => <CreatedLink {...props} />;

const MuiButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>(function MuiButtonAnchor(props, ref) {
  return <Button ref={ref} component="a" {...props} />;
});
const CreatedButtonLink = createLink(MuiButtonAnchor);

/** A button (MUI Button) that opens a route. */
export const RouterButton: LinkComponent<typeof MuiButtonAnchor> = (props) => <CreatedButtonLink {...props} />;

const MuiIconButtonAnchor = forwardRef<HTMLAnchorElement, IconButtonProps<'a'>>(
  function MuiIconButtonAnchor(props, ref) {
    return <IconButton ref={ref} component="a" {...props} />;
  },
);
const CreatedIconButtonLink = createLink(MuiIconButtonAnchor);

/** An icon button (MUI IconButton) that opens a route: a grid row's "Modifica", "Duplica"… */
export const RouterIconButton: LinkComponent<typeof MuiIconButtonAnchor> = (props) => (
  <CreatedIconButtonLink {...props} />
);
