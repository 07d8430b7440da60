import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { ROLE_LABELS, STAFF_ROLES } from '@bacheca/domain/permissions';
import type { CurrentUser } from '@bacheca/domain';
import { RouterIconButton } from '../../components/router-link';
import { NotificationBell } from '../../components/notification-bell';
import { GlobalSearch } from '../../components/global-search/global-search';
import * as T from '@bacheca/domain/messages-layout';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

export interface HeaderProps {
  me: CurrentUser;
  title: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function Header({ me, title, sidebarOpen, onToggleSidebar }: HeaderProps) {
  const isStaff = me.roles.some((r) => STAFF_ROLES.includes(r));
  const roles = me.roles.map((r) => ROLE_LABELS[r] ?? r).join(', ');
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          onClick={onToggleSidebar}
          aria-label={sidebarOpen ? T.CLOSE_MENU : T.OPEN_MENU}
          aria-expanded={sidebarOpen}
          data-testid="sidebar-toggle"
        >
          {sidebarOpen ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} color="primary">
          {UI_TEXTS.APP_NAME}
        </Typography>
        {title ? (
          <Typography
            component="p"
            color="text.secondary"
            noWrap
            sx={{ ml: 2, display: { xs: 'none', md: 'block' } }}
            data-testid="header-title"
          >
            {title}
          </Typography>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {isStaff ? <GlobalSearch /> : null}
        <Box sx={{ textAlign: 'right', mr: 1, display: { xs: 'none', sm: 'block' } }} data-testid="header-user">
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {me.name || me.username}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {roles}
          </Typography>
        </Box>
        {isStaff ? <NotificationBell /> : null}
        {isStaff ? (
          <Tooltip title={T.MY_ACCOUNT}>
            <RouterIconButton to="/account" aria-label={T.MY_ACCOUNT} data-testid="header-account">
              <AccountCircleOutlined />
            </RouterIconButton>
          </Tooltip>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
