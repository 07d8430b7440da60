import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { RouterLink } from './router-link';
import * as PUBLIC_TEXTS from '@bacheca/domain/messages-public';
import * as UI_TEXTS from '@bacheca/domain/messages-ui';

/** Pages without the main layout: login, forced password change, public privacy and cookie pages. */
export function PublicLayout({ children, maxWidth = 'md' }: { children: ReactNode; maxWidth?: 'sm' | 'md' | 'lg' }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {UI_TEXTS.APP_NAME}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth={maxWidth} sx={{ flexGrow: 1, py: 4 }}>
        {children}
      </Container>
      <Box
        component="footer"
        sx={{ py: 2, px: 3, display: 'flex', gap: 3, justifyContent: 'center', borderTop: 1, borderColor: 'divider' }}
      >
        <RouterLink to="/login" variant="body2">
          {PUBLIC_TEXTS.LOGIN_LINK}
        </RouterLink>
        <RouterLink to="/privacy" variant="body2">
          {PUBLIC_TEXTS.PRIVACY_LINK}
        </RouterLink>
        <RouterLink to="/cookie-policy" variant="body2">
          {PUBLIC_TEXTS.COOKIE_LINK}
        </RouterLink>
      </Box>
    </Box>
  );
}
