import { useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { useRouterState } from '@tanstack/react-router';
import type { CurrentUser, PublicConfig } from '@bacheca/domain';
import { useCurrentRoute } from '../../components/use-current-route';
import { usePhone } from '../../components/use-phone';
import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../lib/config';
import { useCurrentUser } from '../../lib/session/current-user';
import { readSidebarOpen, writeSidebarOpen } from '../../lib/device-preferences';
import { Header } from './header';
import { ImpersonationBanner } from './impersonation-banner';
import { BackofficeNotifications } from './backoffice-notifications';
import { Sidebar, sidebarOpenByDefault } from './sidebar';
import * as LAYOUT_TEXTS from '@bacheca/domain/messages-layout';

/**
 * The phone's drawer: a modal dialog (focus kept inside, Escape and a tap outside close it) whose paper is the full-height
 * sidebar on the left. Dialog is already in this chunk (the popups), MUI's Drawer would add its own modules to it.
 */
const DRAWER_PAPER = {
  sx: { m: 0, position: 'fixed', left: 0, top: 0, height: '100%', maxHeight: '100%', borderRadius: 0 },
} as const;

/** The page's main region: the skip link's target, focusable by script only (never a Tab stop). */
export const MAIN_ID = 'contenuto';

/**
 * "Vai al contenuto" (WCAG 2.4.1, bypass blocks): the first Tab stop, off screen until it has the focus, it moves the
 * focus to the page past the sidebar and the header. The focus is moved by script so that the address keeps no `#`
 * (the router owns the hash-free URLs) and the browser's next Tab starts inside the page.
 */
function SkipLink() {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={onClick}
      data-testid="skip-link"
      sx={{
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 },
      }}
    >
      {LAYOUT_TEXTS.SKIP_TO_CONTENT}
    </Box>
  );
}

export interface AppLayoutProps {
  /** From the guard; the live query wins once it has data (e.g. after an impersonation swap). */
  me: CurrentUser;
  config: PublicConfig;
  children: ReactNode;
}

/**
 * Sidebar, header, impersonation banner and the page. Below the `md` breakpoint (a phone) the sidebar is a
 * temporary drawer over the page, closed by default and after each navigation, so the page keeps the whole width.
 */
export function AppLayout({ me: initialMe, config: initialConfig, children }: AppLayoutProps) {
  const me = useCurrentUser().data ?? initialMe;
  const config = useQuery(configQueryOptions).data ?? initialConfig;
  const { title } = useCurrentRoute();
  // The user's own choice on this device wins over the width-based default (kept across reloads).
  const [open, setOpenState] = useState(() => readSidebarOpen(me.username) ?? sidebarOpenByDefault());
  const setOpen = (next: boolean) => {
    setOpenState(next);
    writeSidebarOpen(me.username, next);
  };
  const phone = usePhone();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // a navigation closes the drawer (adjusted while rendering, not in an effect)
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {phone ? (
        <Dialog
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          aria-label={LAYOUT_TEXTS.MENU}
          slotProps={{ paper: DRAWER_PAPER }}
          data-testid="sidebar-drawer"
        >
          <Sidebar me={me} config={config} open onOpen={() => undefined} />
        </Dialog>
      ) : (
        <Sidebar me={me} config={config} open={open} onOpen={() => setOpen(true)} />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Header
          me={me}
          title={title}
          sidebarOpen={phone ? drawerOpen : open}
          onToggleSidebar={phone ? () => setDrawerOpen(!drawerOpen) : () => setOpen(!open)}
        />
        <ImpersonationBanner me={me} />
        <BackofficeNotifications me={me} />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
          data-testid="page"
        >
          {children}
        </Box>
      </Box>
    </Box>
  );
}
