import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { toast } from '../../lib/toast';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { GAMES } from '@bacheca/domain/games';
import type { CurrentUser, GameSlug, PublicConfig } from '@bacheca/domain';
import { useHrefNavigation } from '../../components/use-href-navigation';
import {
  currentGame,
  sidebarEntries,
  sidebarFooter,
  syndicateGame,
  type FooterItem,
  type NavIcon,
  type NavLink,
  type NavSection,
} from '../../lib/navigation';
import { boardHref, syndicateHref } from '../../lib/external-links';
import { endSession } from '../../lib/session/session-actions';
import { sessionStore, useSessionToken } from '../../lib/session/session-store';
import { NAV_ICONS } from './nav-icons';
import * as LAYOUT_TEXTS from '@bacheca/domain/messages-layout';

/** Spec §9: 240 px open, 65 px closed (icons only). */
export const SIDEBAR_WIDTH_OPEN = 240;
export const SIDEBAR_WIDTH_CLOSED = 65;
/** Closed by default at a window width of 1366 px or less. */
export const SIDEBAR_BREAKPOINT = 1366;

export function sidebarOpenByDefault(width: number = typeof window === 'undefined' ? 1920 : window.innerWidth) {
  return width > SIDEBAR_BREAKPOINT;
}

function isActive(pathname: string, href: string): boolean {
  const path = href.split('?')[0];
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Off screen but read by assistive technologies. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
} as const;

function Icon({ name, game }: { name: NavIcon; game?: GameSlug }) {
  if (game) {
    // Game sections show the game's key (SE, SVT, EJ, NTCL): the only way to tell them apart when closed.
    return (
      <Box
        component="span"
        aria-hidden
        sx={{
          fontSize: 10,
          fontWeight: 700,
          lineHeight: '20px',
          minWidth: 20,
          textAlign: 'center',
          letterSpacing: 0.2,
        }}
      >
        {GAMES[game].key}
      </Box>
    );
  }
  const C = NAV_ICONS[name];
  return <C fontSize="small" />;
}

interface ItemProps {
  label: string;
  icon: NavIcon;
  game?: GameSlug;
  open: boolean;
  testId: string;
  nested?: boolean;
  selected?: boolean;
  href?: string;
  external?: boolean;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  trailing?: ReactNode;
  extraProps?: Record<string, unknown>;
}

function Item({
  label,
  icon,
  game,
  open,
  testId,
  nested,
  selected,
  href,
  external,
  onClick,
  trailing,
  extraProps,
}: ItemProps) {
  const anchor = href !== undefined;
  const button = (
    <ListItemButton
      component={anchor ? 'a' : 'button'}
      href={href}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener' : undefined}
      aria-current={selected ? 'page' : undefined}
      selected={selected}
      onClick={onClick}
      data-testid={testId}
      data-nav-item=""
      sx={{
        minHeight: 44,
        width: '100%',
        px: open ? (nested ? 3.5 : 2.5) : 2.5,
        justifyContent: open ? 'initial' : 'center',
        // MUI's own keyboard focus is a faint grey background: a ring inside the entry shows where Tab is
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
      }}
      {...extraProps}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: open ? 2 : 0, justifyContent: 'center' }}>
        <Icon name={icon} game={game} />
      </ListItemIcon>
      {/* The name is the visible label, never an aria-label (WCAG 2.5.3, label in name): closed, the label stays in
          the accessibility tree, visually hidden, and the tooltip shows it. */}
      {open ? (
        <ListItemText primary={label} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />
      ) : (
        <Box component="span" sx={VISUALLY_HIDDEN}>
          {label}
        </Box>
      )}
      {open ? trailing : null}
    </ListItemButton>
  );
  return open ? (
    button
  ) : (
    <Tooltip title={label} placement="right" describeChild>
      {button}
    </Tooltip>
  );
}

export interface SidebarProps {
  me: CurrentUser;
  config: PublicConfig;
  open: boolean;
  onOpen: () => void;
}

export function Sidebar({ me, config, open, onOpen }: SidebarProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const token = useSessionToken() ?? '';
  const onNavigate = useHrefNavigation();
  const game = currentGame(pathname);
  const ctx = { user: me, enabledGames: config.enabledGames };
  const entries = useMemo(
    () => sidebarEntries({ user: me, enabledGames: config.enabledGames }),
    [me, config.enabledGames],
  );
  const footer = sidebarFooter({ ...ctx, config, token, game });

  // Sections the user opened or closed by hand; the rest follow the route (the current game is expanded).
  const [manual, setManual] = useState<Record<string, boolean>>({});
  // a new game starts again from the route (adjusted while rendering, not in an effect)
  const [manualGame, setManualGame] = useState(game);
  if (manualGame !== game) {
    setManualGame(game);
    setManual({});
  }
  const expandedByRoute = (s: NavSection) =>
    s.game ? s.game === game : s.children.some((c) => isActive(pathname, c.href));
  const isExpanded = (s: NavSection) => manual[s.key] ?? expandedByRoute(s);

  const toggle = (s: NavSection) => {
    if (!open) {
      onOpen();
      setManual((m) => ({ ...m, [s.key]: true }));
      return;
    }
    setManual((m) => ({ ...m, [s.key]: !isExpanded(s) }));
  };

  const renderLink = (item: NavLink, nested = false) => (
    <Item
      key={item.key}
      label={item.label}
      icon={item.icon}
      open={open}
      nested={nested}
      testId={item.testId}
      href={item.href}
      selected={isActive(pathname, item.href)}
      onClick={(e) => onNavigate(e, item.href)}
    />
  );

  const onFooter = (item: FooterItem) => (e: MouseEvent<HTMLElement>) => {
    if (item.kind === 'logout') {
      e.preventDefault();
      void endSession('logout');
      return;
    }
    if (item.kind === 'external') {
      // The token rotates every 25 s: build the address with the one valid now.
      const now = sessionStore.token() ?? token;
      const syndicate = syndicateGame(game, config.enabledGames);
      const href =
        item.key === 'syndicate'
          ? syndicate && syndicateHref(config.syndicateUrl, now, syndicate)
          : boardHref(config.boardUrl, now, config.boardSite);
      if (!href) {
        e.preventDefault();
        toast.error(LAYOUT_TEXTS.LINK_NOT_CONFIGURED);
        return;
      }
      (e.currentTarget as HTMLAnchorElement).href = href;
      return;
    }
    onNavigate(e, item.href);
  };

  return (
    <Box
      component="nav"
      aria-label={LAYOUT_TEXTS.MAIN_MENU}
      data-testid="sidebar"
      data-open={open ? 'true' : 'false'}
      sx={{
        width: open ? SIDEBAR_WIDTH_OPEN : SIDEBAR_WIDTH_CLOSED,
        flexShrink: 0,
        height: '100vh',
        position: 'sticky',
        top: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        overflowX: 'hidden',
        transition: (t) => t.transitions.create('width', { duration: t.transitions.duration.shorter }),
      }}
    >
      <Box sx={{ flexGrow: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <List component="div" disablePadding sx={{ pt: 1 }}>
          {entries.map((entry) => {
            if (entry.kind === 'link') return renderLink(entry);
            const expanded = isExpanded(entry);
            const groupId = `nav-group-${entry.key}`;
            return (
              <Box key={entry.key}>
                <Item
                  label={entry.label}
                  icon={entry.icon}
                  game={entry.game}
                  open={open}
                  testId={entry.testId}
                  onClick={() => toggle(entry)}
                  trailing={expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                  extraProps={{
                    'aria-expanded': expanded,
                    'aria-controls': groupId,
                    'data-expanded': String(expanded),
                  }}
                />
                <Collapse in={expanded} timeout="auto">
                  <List
                    component="div"
                    disablePadding
                    role="group"
                    aria-label={entry.label}
                    id={groupId}
                    sx={open ? undefined : { bgcolor: 'action.hover' }}
                  >
                    {entry.children.map((c) => renderLink(c, true))}
                  </List>
                </Collapse>
              </Box>
            );
          })}
        </List>
      </Box>
      <Divider />
      <List component="div" disablePadding data-testid="sidebar-footer" aria-label={LAYOUT_TEXTS.OTHER_FUNCTIONS}>
        {footer.map((item) => (
          <Item
            key={item.key}
            label={item.label}
            icon={item.icon}
            open={open}
            testId={item.testId}
            href={item.kind === 'logout' ? undefined : item.href}
            external={item.kind === 'external'}
            selected={item.kind === 'link' && isActive(pathname, item.href) && item.key !== 'privacy'}
            onClick={onFooter(item)}
          />
        ))}
      </List>
    </Box>
  );
}
